/**
 * Seeded randomness for the embedded writer: the same seed always gives the same story, on any machine
 * (Math.random would not). A string hash (cyrb53, folded to 32 bits) feeds mulberry32, a tiny PRNG
 * whose quality is plenty for choosing phrasings.
 */

export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly nextFloat: () => number;

  constructor(private readonly seed: string) {
    this.nextFloat = mulberry32(hashString(seed));
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
