import type { Caller } from '#core/caller';
import type { Account } from './account';
import { AccountDeletedError } from './account-errors';
import type { AccountRepository } from './account-repository';

/**
 * The caller's account (spec part 1 §4). Cognito's PostConfirmation trigger opens it when the e-mail is
 * confirmed (functions/auth-post-confirmation), so this finds it; it still creates a missing one, with the
 * same conditioned transaction, for the parents the trigger did not reach: those who signed up before it
 * existed, and those whose trigger failed (Cognito confirms the user all the same).
 * 1. read the account (consistently when a balance is about to be spent);
 * 2. if absent, create it with its `grant_signup` ledger entry under a condition. The user pool is not
 *    asked whether the caller exists (that needed ListUsers, every parent's e-mail, in every function):
 *    an HTTP caller's token was just verified by the authorizer, and the one case that proof misses, a
 *    token outliving its user's deletion (up to 15 minutes), finds the deleted account's marker, which
 *    the deletion keeps after removing everything else (deleteMyAccount), so no new account and no new
 *    free story. A payment event for a deleted parent finds the same marker;
 * 3. whoever won that race, read it back consistently.
 * An account being deleted (or deleted) is an AccountDeletedError, so no write goes on.
 */
export async function getOrCreateAccount(accounts: AccountRepository, caller: Caller, now: Date, options: { consistent?: boolean } = {}): Promise<Account> {
  const existing = await accounts.get(caller.userId, options);
  if (existing) return openAccount(existing);
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
