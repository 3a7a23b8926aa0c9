import { describe, expect, it } from 'vitest';
import { isUpsellDue, rememberUpsellDismissed, wasUpsellDismissed, type DismissalStorage, type UpsellInput } from './upsell-logic';

const due: UpsellInput = { loading: false, signedIn: true, profileCount: 1, credits: { storiesLeft: 0, bonusStories: 0, planType: 'free' } };

describe('isUpsellDue', () => {
  it('should offer more stories to a free parent with a child and no story left', () => {
    // Arrange / Act / Assert
    expect(isUpsellDue(due)).toBe(true);
  });

  it('should not offer them while loading, signed out, without a child, with a story left or on a subscription', () => {
    // Arrange
    const cases: UpsellInput[] = [
      { ...due, loading: true },
      { ...due, signedIn: false },
      { ...due, profileCount: 0 },
      { ...due, profileCount: undefined },
      { ...due, credits: undefined },
      { ...due, credits: { storiesLeft: 1, bonusStories: 0, planType: 'free' } },
      { ...due, credits: { storiesLeft: 0, bonusStories: 2, planType: 'free' } },
      { ...due, credits: { storiesLeft: 0, bonusStories: 0, planType: 'subscription' } },
    ];

    // Act
    const answers = cases.map(isUpsellDue);

    // Assert
    expect(answers).toEqual(cases.map(() => false));
  });
});

describe('upsell dismissal', () => {
  it("should remember 'Plus tard' for the tab", () => {
    // Arrange
    const values = new Map<string, string>();
    const storage: DismissalStorage = { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
    const before = wasUpsellDismissed(storage);

    // Act
    rememberUpsellDismissed(storage);

    // Assert
    expect(before).toBe(false);
    expect(wasUpsellDismissed(storage)).toBe(true);
  });
});
