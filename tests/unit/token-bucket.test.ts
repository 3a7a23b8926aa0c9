import { describe, expect, it } from 'vitest';
import { latestAllowedArrival, PARENT_RATE_LIMITS, takeToken, tokensLeft, type TokenBucketRule } from '#core/rate-limits/token-bucket';

const RULE: TokenBucketRule = { name: 'test', capacity: 3, refillEveryMs: 60_000 };
const T0 = Date.parse('2026-12-06T08:00:00Z');

/** Takes tokens one after the other at the given instants, as the repository's conditions do. */
function takeAt(instants: number[], start?: number): { granted: boolean[]; arrival: number | undefined } {
  let arrival = start;
  const granted = instants.map((now) => {
    const next = takeToken(RULE, arrival, now);
    if (next !== undefined) arrival = next;
    return next !== undefined;
  });
  return { granted, arrival };
}

describe('the per-parent token bucket', () => {
  it('should grant a full bucket of tokens at once to a parent who never used it, then refuse the next', () => {
    // Arrange
    const instants = [T0, T0, T0, T0];

    // Act
    const { granted, arrival } = takeAt(instants);

    // Assert
    expect(granted).toEqual([true, true, true, false]);
    expect(tokensLeft(RULE, arrival, T0)).toBe(0);
  });

  it('should give one token back per refill interval, and only after the whole interval', () => {
    // Arrange: the bucket emptied at T0.
    const { arrival: emptied } = takeAt([T0, T0, T0]);

    // Act
    const justBefore = takeToken(RULE, emptied, T0 + RULE.refillEveryMs - 1);
    const { granted } = takeAt([T0 + RULE.refillEveryMs, T0 + RULE.refillEveryMs], emptied);

    // Assert
    expect(justBefore).toBeUndefined();
    expect(granted).toEqual([true, false]);
  });

  it('should never save more than the capacity over a long pause', () => {
    // Arrange: one token used, then a day without requests.
    const { arrival } = takeAt([T0]);
    const dayLater = T0 + 24 * 60 * 60 * 1000;

    // Act
    const { granted } = takeAt([dayLater, dayLater, dayLater, dayLater], arrival);

    // Assert
    expect(tokensLeft(RULE, arrival, dayLater)).toBe(RULE.capacity);
    expect(granted).toEqual([true, true, true, false]);
  });

  it('should let a parent who keeps asking get one token per interval, sustained', () => {
    // Arrange: a request every 20 s for 10 minutes, starting with a full bucket.
    const instants = Array.from({ length: 30 }, (_, index) => T0 + index * 20_000);

    // Act
    const { granted } = takeAt(instants);

    // Assert: the 3 of the burst, then one per minute for the 9 minutes and 40 s that follow.
    expect(granted.filter(Boolean)).toHaveLength(RULE.capacity + Math.floor((instants.at(-1)! - T0) / RULE.refillEveryMs));
  });

  it('should refuse exactly when the arrival time lies beyond capacity − 1 intervals, the condition DynamoDB checks', () => {
    // Arrange
    const latest = latestAllowedArrival(RULE, T0);

    // Act
    const atLatest = takeToken(RULE, latest, T0);
    const beyond = takeToken(RULE, latest + 1, T0);

    // Assert
    expect(atLatest).toBe(latest + RULE.refillEveryMs);
    expect(beyond).toBeUndefined();
  });

  it('should allow at least the 20 simultaneous taps the credit transaction serves, and bound an hour of story creation', () => {
    // Arrange
    const rule = PARENT_RATE_LIMITS.storyCreation;
    const hour = Array.from({ length: 600 }, (_, index) => T0 + index * 6_000);

    // Act
    let arrival: number | undefined;
    const granted = hour.filter((now) => {
      const next = takeToken(rule, arrival, now);
      if (next !== undefined) arrival = next;
      return next !== undefined;
    }).length;

    // Assert
    expect(rule.capacity).toBeGreaterThanOrEqual(20);
    expect(granted).toBeLessThanOrEqual(rule.capacity + 60);
  });
});
