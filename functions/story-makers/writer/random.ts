import { cyrb53Folded32, mulberry32 } from '#shared/seeded-random';

/**
 * Seeded randomness for the embedded writer: the same seed always gives the same story, on any machine.
 * A string hash (cyrb53, folded to 32 bits) feeds mulberry32 (both in shared/seeded-random.ts).
 */

export class Random {
  private readonly nextFloat: () => number;

  constructor(private readonly seed: string) {
    this.nextFloat = mulberry32(cyrb53Folded32(seed));
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextFloat();
  }

  /** An integer in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: empty list');
    return items[this.int(items.length)] as T;
  }

  /** A new list in a random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = this.int(index + 1);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  }

  /** Picks by weight; weights ≤ 0 never win unless all are. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const weights = items.map((item) => Math.max(0, weightOf(item)));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    if (total <= 0) return this.pick(items);
    let roll = this.next() * total;
    for (let index = 0; index < items.length; index += 1) {
      roll -= weights[index] as number;
      if (roll < 0) return items[index] as T;
    }
    return items[items.length - 1] as T;
  }

  /**
   * An independent stream derived from this seed and a label: a decision made on a fork does not shift
   * every later choice, so retrying one part of the story leaves the rest as it was.
   */
  fork(label: string): Random {
    return new Random(`${this.seed}\u0000${label}`);
  }
}
