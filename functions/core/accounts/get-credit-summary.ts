import type { CreditSummary } from '#shared/credits';
import type { Caller } from '#core/caller';
import { toCreditSummary } from './account';
import type { AccountRepository } from './account-repository';
import { getOrCreateAccount } from './get-or-create-account';

export interface GetCreditSummaryPorts {
  accounts: AccountRepository;
  now?: () => Date;
}

/** The caller's credit summary; the account is created on this first read (see getOrCreateAccount). */
export async function getCreditSummary(ports: GetCreditSummaryPorts, caller: Caller): Promise<CreditSummary> {
  return toCreditSummary(await getOrCreateAccount(ports.accounts, caller, (ports.now ?? (() => new Date()))()));
}
