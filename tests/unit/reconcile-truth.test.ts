import { describe, expect, it } from 'vitest';
import { accountTruth, creditTypeMismatches, ledgerBalances, storiesMade, type LedgerFact, type StoryFact } from '#core/reconcile/credit-truth';

const debit = (storyId: string, creditType: 'monthly' | 'bonus' = 'bonus'): LedgerFact => ({ reason: 'debit_story', creditType, delta: -1, reference: storyId });
const refund = (storyId: string, creditType: 'monthly' | 'bonus' = 'bonus'): LedgerFact => ({ reason: 'refund_story', creditType, delta: 1, reference: storyId });
const grant = (creditType: 'monthly' | 'bonus', delta: number): LedgerFact => ({ reason: creditType === 'bonus' ? 'grant_pack' : 'grant_subscription', creditType, delta, reference: null });

describe('the truth of an account, from its ledger and its stories', () => {
  it('should sum the ledger per kind of credit, reconciliation entries (delta 0) included', () => {
    // Arrange
    const ledger = [grant('bonus', 1), grant('bonus', 30), grant('monthly', 30), debit('a'), debit('b', 'monthly'), refund('b', 'monthly'), { reason: 'reconciliation', creditType: 'bonus', delta: 0, reference: 'fix_monthly_credits' } as const];

    // Act
    const balances = ledgerBalances(ledger);

    // Assert
    expect(balances).toEqual({ bonus: 30, monthly: 30 });
  });

  it('should count a paid story once under its debit, and not once it was refunded, whether or not its row is still there', () => {
    // Arrange: a (completed, row kept), b (completed, deleted with its profile: its debit stays), c (failed, refunded), d (unfinished, deleted and refunded).
    const ledger = [debit('a'), debit('b', 'monthly'), debit('c'), refund('c'), debit('d'), refund('d')];
    const stories: StoryFact[] = [{ storyId: 'a', creditType: 'bonus', isDemo: false }, { storyId: 'c', creditType: 'bonus', isDemo: false, refundedAt: '2026-11-25T10:00:00.000Z' }];

    // Act
    const made = storiesMade(ledger, stories);

    // Assert
    expect(made).toEqual({ monthly: 1, bonus: 1 });
  });

  it('should count a row without a debit (a story brought from the old product) under its own type, and never a demo', () => {
    // Arrange
    const stories: StoryFact[] = [
      { storyId: 'old', creditType: 'monthly', isDemo: false },
      { storyId: 'demo', creditType: 'bonus', isDemo: true },
      { storyId: 'untyped', creditType: null, isDemo: false },
    ];

    // Act
    const made = storiesMade([], stories);

    // Assert
    expect(made).toEqual({ monthly: 1, bonus: 0 });
  });

  it('should count a story under the kind its debit names when its row says otherwise', () => {
    // Arrange
    const stories: StoryFact[] = [{ storyId: 'a', creditType: 'monthly', isDemo: false }];

    // Act
    const truth = accountTruth([grant('bonus', 2), debit('a', 'bonus')], stories);

    // Assert
    expect(truth).toEqual({ monthlyCreditsRemaining: 0, bonusCredits: 1, storiesCreated: 0, bonusStoriesCreated: 1 });
  });

  it('should list the stories whose credit type is missing or differs from their debit, and only those', () => {
    // Arrange
    const ledger = [debit('right'), debit('wrong', 'monthly'), debit('missing'), debit('demo')];
    const stories: StoryFact[] = [
      { storyId: 'right', creditType: 'bonus', isDemo: false },
      { storyId: 'wrong', creditType: 'bonus', isDemo: false },
      { storyId: 'missing', isDemo: false },
      { storyId: 'demo', creditType: 'monthly', isDemo: true },
      { storyId: 'no-debit', creditType: 'monthly', isDemo: false },
    ];

    // Act
    const mismatches = creditTypeMismatches(ledger, stories);

    // Assert
    expect(mismatches).toEqual([
      { storyId: 'wrong', old: 'bonus', new: 'monthly' },
      { storyId: 'missing', old: null, new: 'bonus' },
    ]);
  });
});
