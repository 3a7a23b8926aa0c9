import { fnv1a32, mulberry32 } from '#shared/seeded-random';

/** A small seeded PRNG (FNV-1a hash of the seed, then mulberry32): same seed, same decorations. */

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** In [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** `stream` separates independent uses of one seed, so the background does not move when the child changes. */
export function createRandom(seed: string, stream = ''): Random {
  const next = mulberry32(fnv1a32(`${seed}\u0000${stream}`));
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
