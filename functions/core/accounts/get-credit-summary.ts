import type { CreditSummary } from '../../../shared/credits';
import type { Caller } from '../caller';
import { toCreditSummary } from './account';
import type { AccountRepository } from './account-repository';

export interface GetCreditSummaryPorts {
  accounts: AccountRepository;
  now?: () => Date;
}

/**
 * The caller's credit summary. A missing account is created on this first read (spec part 1 §4):
 * 1. read the account;
 * 2. if absent, create it with its `grant_signup` ledger entry under a condition;
 * 3. whoever won that race, read it back consistently.
 */
export async function getCreditSummary(ports: GetCreditSummaryPorts, caller: Caller): Promise<CreditSummary> {
  const existing = await ports.accounts.get(caller.userId);
  if (existing) return toCreditSummary(existing);

  await ports.accounts.createWithSignupGrant(caller.userId, caller.email ?? null, (ports.now ?? (() => new Date()))());
  const created = await ports.accounts.get(caller.userId, { consistent: true });
  if (!created) throw new Error('Account missing right after its creation');
  return toCreditSummary(created);
}
