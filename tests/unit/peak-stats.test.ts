import { describe, expect, it } from 'vitest';
import { arrivals, peakOverlap, percentile } from '../../bench/support/peak-stats';

describe('bench:peak’s figures', () => {
  it('should take the median and p95 by the nearest rank, whatever the order given', () => {
    // Arrange
    const values = Array.from({ length: 20 }, (_, index) => 20 - index);

    // Act
    const [median, p95, highest] = [percentile(values, 0.5), percentile(values, 0.95), percentile(values, 1)];

    // Assert
    expect([median, p95, highest]).toEqual([10, 19, 20]);
    expect(() => percentile([], 0.5)).toThrow(RangeError);
  });

  it('should spread the arrivals evenly from the window’s start to its end', () => {
    // Act
    const times = arrivals(5, 1_000);

    // Assert
    expect(times).toEqual([0, 250, 500, 750, 1_000]);
    expect(arrivals(1, 1_000)).toEqual([0]);
  });

  it('should count the calls in flight at once, a call answered freeing its place for one read at that instant', () => {
    // Arrange
    const calls = [
      { start: 0, end: 10 },
      { start: 5, end: 15 },
      { start: 10, end: 20 },
      { start: 12, end: 13 },
    ];

    // Act
    const peak = peakOverlap(calls);

    // Assert
    expect(peak).toBe(3);
    expect(peakOverlap([])).toBe(0);
  });
});
