import { type Account, type LedgerEntry } from './account';

/** The port the credit use cases depend on. */
export interface AccountRepository {
  get(userId: string, options?: { consistent?: boolean }): Promise<Account | undefined>;
  /**
   * Creates the account with its sign-up grant in one transaction, only if it does not exist.
   * Returns false when another request created it first.
   */
  createWithSignupGrant(userId: string, email: string | null, now: Date): Promise<boolean>;
  listLedger(userId: string): Promise<LedgerEntry[]>;
}
