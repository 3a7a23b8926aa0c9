import type { Caller } from '../caller';
import type { Account } from './account';
import { AccountDeletedError } from './account-errors';
import type { AccountRepository } from './account-repository';

/**
 * The caller's account, created with its sign-up credit on this first read (spec part 1 §4), whether the
 * first read is the home screen's credit summary, the first profile or the first story:
 * 1. read the account (consistently when a balance is about to be spent);
 * 2. if absent, check that the caller's sign-in still exists (a token outlives the deletion of its
 *    account by up to an hour: it must not get a new account and a new free story), then create it with
 *    its `grant_signup` ledger entry under a condition;
 * 3. whoever won that race, read it back consistently.
 * An account being deleted (or deleted: no sign-in) is an AccountDeletedError, so no write goes on.
 */
export async function getOrCreateAccount(accounts: AccountRepository, caller: Caller, now: Date, options: { consistent?: boolean } = {}): Promise<Account> {
  const existing = await accounts.get(caller.userId, options);
  if (existing) return openAccount(existing);
  if (!(await accounts.ownerExists(caller.userId))) throw new AccountDeletedError();
  await accounts.createWithSignupGrant(caller.userId, caller.email ?? null, now);
  const created = await accounts.get(caller.userId, { consistent: true });
  if (!created) throw new Error('Account missing right after its creation');
  // A deletion's marker may have won the race to create the item.
  return openAccount(created);
}

function openAccount(account: Account): Account {
  if (account.deletingAt !== undefined) throw new AccountDeletedError();
  return account;
}
