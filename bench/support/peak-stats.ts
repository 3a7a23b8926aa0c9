/** The figures bench:peak reports, kept apart from the run so they can be checked on their own. */

/** The value at `fraction` (0.5: the median, 0.95: p95) of `values`, by the nearest rank. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) throw new RangeError('No value to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** Evenly spread arrival times (ms from the start) of `count` stories over `windowMs`. */
export function arrivals(count: number, windowMs: number): number[] {
  return Array.from({ length: count }, (_, index) => (count === 1 ? 0 : (index * windowMs) / (count - 1)));
}

export interface Interval {
  start: number;
  end: number;
}

/** The most intervals open at once (a call counts from its arrival to its answer). */
export function peakOverlap(intervals: readonly Interval[]): number {
  const events = intervals.flatMap(({ start, end }) => [
    [start, 1],
    [end, -1],
  ]);
  // Ends before starts at the same instant: an answer sent frees its place for the request read then.
  events.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let open = 0;
  let peak = 0;
  for (const [, change] of events) {
    open += change!;
    peak = Math.max(peak, open);
  }
  return peak;
}
