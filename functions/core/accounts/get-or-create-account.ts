import type { Caller } from '../caller';
import type { Account } from './account';
import type { AccountRepository } from './account-repository';

/**
 * The caller's account, created with its sign-up credit on this first read (spec part 1 §4), whether the
 * first read is the home screen's credit summary or the first story:
 * 1. read the account (consistently when a balance is about to be spent);
 * 2. if absent, create it with its `grant_signup` ledger entry under a condition;
 * 3. whoever won that race, read it back consistently.
 */
export async function getOrCreateAccount(accounts: AccountRepository, caller: Caller, now: Date, options: { consistent?: boolean } = {}): Promise<Account> {
  const existing = await accounts.get(caller.userId, options);
  if (existing) return existing;
  await accounts.createWithSignupGrant(caller.userId, caller.email ?? null, now);
  const created = await accounts.get(caller.userId, { consistent: true });
  if (!created) throw new Error('Account missing right after its creation');
  return created;
}
