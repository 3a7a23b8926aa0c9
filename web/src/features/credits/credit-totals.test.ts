import { describe, expect, it } from 'vitest';
import { creditSummary } from '@/test/fixtures/credit-summary';
import type { CreditSummary } from '@shared/credits';
import { creditTotals } from './credit-totals';

/** A parent who made fourteen stories, all paid with bonus credits, as the server summarises them. */
const fourteenBonusStories = creditSummary({ storiesLeft: 2, bonusStories: 2, bonusStoriesCreated: 14, totalStoriesCreated: 14 });

describe('creditTotals', () => {
  it('should count every story created, the ones paid with bonus credits included', () => {
    // Arrange
    const summary = fourteenBonusStories;

    // Act
    const totals = creditTotals(summary);

    // Assert
    expect(totals).toEqual({ storiesLeft: 2, storiesCreated: 14 });
  });

  it('should count the monthly and bonus stories of a subscriber together', () => {
    // Arrange
    const summary: CreditSummary = { ...fourteenBonusStories, planType: 'subscription', storiesCreated: 9, bonusStoriesCreated: 3, totalStoriesCreated: 12 };

    // Act
    const totals = creditTotals(summary);

    // Assert
    expect(totals.storiesCreated).toBe(12);
  });
});
