import { hasLiveSubscription } from '#core/payments/subscription-rules';
import { deletedAccountMarker, SORT_KEYS, type PersonalDataRepository, type PersonalItem, type PersonalTable } from '#core/privacy/personal-data-repository';
import type { UserDirectory } from '#core/auth/user-directory';
import type { Account } from '#core/accounts/account';
import { ACCOUNT_SK } from '#shared/tables';

/**
 * The four tables that hold a parent's data, in memory, with the DynamoDB adapter's rules: one partition
 * per parent and table, keyed by the table's sort key; a deletion names its items by key; the account's
 * mark is refused while a subscription will renew, and creates a bare marker when there is no account.
 */
export class InMemoryPersonalData implements PersonalDataRepository {
  readonly tables: Record<PersonalTable, Map<string, Map<string, Record<string, unknown>>>> = {
    stories: new Map(),
    profiles: new Map(),
    support: new Map(),
    accounts: new Map(),
  };
  /** Every call, in order, as `method table` (the deletion's order is part of its contract). */
  readonly calls: string[] = [];
  /** Runs once before the next `deleteItems` of a table (or the account's reduction to its marker): a request in flight writing meanwhile. */
  readonly beforeDelete: Partial<Record<PersonalTable, () => void>> = {};

  put(table: PersonalTable, item: Record<string, unknown> & { userId: string }): void {
    const partition = this.tables[table].get(item.userId) ?? new Map<string, Record<string, unknown>>();
    this.tables[table].set(item.userId, partition);
    partition.set(String(item[SORT_KEYS[table]]), structuredClone(item));
  }

  /** Every item of one parent, whatever the table. */
  itemsOf(userId: string): Record<string, unknown>[] {
    return Object.values(this.tables).flatMap((table) => [...(table.get(userId)?.values() ?? [])]);
  }

  account(userId: string): Record<string, unknown> | undefined {
    return this.tables.accounts.get(userId)?.get(ACCOUNT_SK);
  }

  async listPartition(table: PersonalTable, userId: string): Promise<PersonalItem[]> {
    this.calls.push(`list ${table}`);
    return [...(this.tables[table].get(userId)?.values() ?? [])].map((item) => structuredClone(item));
  }

  async deleteItems(table: PersonalTable, userId: string, items: readonly PersonalItem[]): Promise<void> {
    this.calls.push(`delete ${table}`);
    const hook = this.beforeDelete[table];
    delete this.beforeDelete[table];
    hook?.();
    for (const item of items) this.tables[table].get(userId)?.delete(String(item[SORT_KEYS[table]]));
  }

  async markForDeletion(userId: string, now: Date): Promise<'marked' | 'subscription_renews'> {
    this.calls.push('mark accounts');
    const account = this.account(userId) as (Partial<Account> & Record<string, unknown>) | undefined;
    if (!account) {
      this.put('accounts', { userId, sk: ACCOUNT_SK, deletingAt: now.toISOString() });
      return 'marked';
    }
    const renews = account.planType !== undefined && hasLiveSubscription(account as Account) && account.cancelAtPeriodEnd !== true;
    if (account.deletingAt === undefined && renews) return 'subscription_renews';
    account.deletingAt ??= now.toISOString();
    delete account.email;
    delete account.stripeCustomerId;
    return 'marked';
  }

  async reduceAccountToMarker(userId: string, now: Date): Promise<void> {
    this.calls.push('reduce accounts');
    const hook = this.beforeDelete.accounts;
    delete this.beforeDelete.accounts;
    hook?.();
    this.put('accounts', deletedAccountMarker(userId, now) as Record<string, unknown> & { userId: string });
  }
}

/** The user pool: the user names (not the `sub`s: Caller.username) that still have a sign-in. */
export class InMemoryUsers implements Pick<UserDirectory, 'delete'> {
  readonly users = new Set<string>();
  readonly deleted: string[] = [];

  async delete(username: string): Promise<void> {
    if (this.users.delete(username)) this.deleted.push(username);
  }
}
