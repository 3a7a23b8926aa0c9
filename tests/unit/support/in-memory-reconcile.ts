import type { ReconcileChange } from '#shared/reconcile';
import type { CreditType } from '#shared/stories';
import { creditTypeOf, type LedgerFact, type StoryFact } from '#core/reconcile/credit-truth';
import type { AccountCorrection, AccountTotalsAsRead, ReconcileOperation, ReconcileRepository } from '#core/reconcile/reconcile-repository';
import { InMemoryAccounts } from './in-memory-accounts';
import type { InMemoryStories } from './in-memory-stories';

/** A `reconciliation` entry as the adapter writes it (delta 0), with what it repaired. */
export interface RecordedReconciliation {
  userId: string;
  creditType: CreditType;
  reference: string;
  corrections: ReconcileChange[];
}

/**
 * The reconciliation reads and repairs (reconcile-repository.ts) over the in-memory accounts and stories,
 * with the adapter's rules: reads of the caller's partition only; an account repair only while its four
 * numbers are those read, a story's only while it exists with the type read; each repair writes its
 * `reconciliation` entries (delta 0) in the same step, or nothing.
 */
export class InMemoryReconcile implements ReconcileRepository {
  /** Runs before each repair, by name: tests move a balance or a row at a chosen moment (a race). */
  readonly before: Partial<Record<'repairAccount' | 'repairStoryCreditType', () => void>> = {};
  /** The `reconciliation` entries written, in order (they are in `accounts.ledger` too). */
  readonly reconciliations: RecordedReconciliation[] = [];
  /** Every repair asked for, with its outcome. */
  readonly repairs: { method: 'repairAccount' | 'repairStoryCreditType'; outcome: 'repaired' | 'changed' }[] = [];

  constructor(
    private readonly stories: InMemoryStories,
    readonly accounts: InMemoryAccounts = new InMemoryAccounts(),
  ) {}

  async readLedger(userId: string): Promise<LedgerFact[]> {
    return (await this.accounts.listLedger(userId)).map(({ reason, creditType, delta, reference }) => ({ reason, creditType, delta, reference }));
  }

  async readStories(userId: string): Promise<StoryFact[]> {
    return [...this.stories.rows.values()]
      .filter((story) => story.userId === userId)
      .map((story) => ({ storyId: story.storyId, creditType: story.creditType, isDemo: story.isDemo, ...(story.refundedAt ? { refundedAt: story.refundedAt } : {}) }));
  }

  async repairAccount(userId: string, asRead: AccountTotalsAsRead, corrections: readonly AccountCorrection[], operation: ReconcileOperation, now: Date): Promise<'repaired' | 'changed'> {
    this.before.repairAccount?.();
    const account = this.accounts.rows.get(userId);
    const unchanged = account && (Object.keys(asRead) as (keyof AccountTotalsAsRead)[]).every((field) => account[field] === asRead[field]);
    if (!unchanged) return this.outcome('repairAccount', 'changed');
    for (const correction of corrections) account[correction.field] = correction.new;
    account.updatedAt = now.toISOString();
    for (const creditType of new Set(corrections.map((correction) => creditTypeOf(correction.field)))) {
      const changes = corrections.filter((correction) => creditTypeOf(correction.field) === creditType).map(({ field, old, new: corrected }) => ({ field, old, new: corrected }));
      this.record({ userId, creditType, reference: operation, corrections: changes }, now);
    }
    return this.outcome('repairAccount', 'repaired');
  }

  async repairStoryCreditType(userId: string, storyId: string, asRead: CreditType | null, corrected: CreditType, now: Date): Promise<'repaired' | 'changed'> {
    this.before.repairStoryCreditType?.();
    const row = this.stories.rows.get(storyId);
    if (!row || row.userId !== userId || (row.creditType ?? null) !== asRead) return this.outcome('repairStoryCreditType', 'changed');
    row.creditType = corrected;
    row.updatedAt = now.toISOString();
    this.record({ userId, creditType: corrected, reference: storyId, corrections: [{ field: 'creditType', storyId, old: asRead, new: corrected }] }, now);
    return this.outcome('repairStoryCreditType', 'repaired');
  }

  private record(entry: RecordedReconciliation, now: Date): void {
    this.reconciliations.push(entry);
    this.accounts.ledger.push({
      userId: entry.userId,
      entryId: `R${String(this.reconciliations.length).padStart(5, '0')}`,
      reason: 'reconciliation',
      creditType: entry.creditType,
      delta: 0,
      reference: entry.reference,
      createdAt: now.toISOString(),
    });
  }

  private outcome(method: 'repairAccount' | 'repairStoryCreditType', outcome: 'repaired' | 'changed'): 'repaired' | 'changed' {
    this.repairs.push({ method, outcome });
    return outcome;
  }
}
