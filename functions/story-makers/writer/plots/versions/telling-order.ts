import { cyrb53Folded32 } from '#shared/seeded-random';

/**
 * Which telling of a scenario a story gets (issue 26, the editor's read 40: 13 groups of stories told
 * with the same mechanism). A pick drawn afresh for each story gives two of three stories of one
 * scenario the same telling more often than not; stories whose seeds share a stem and end in a number
 * (a read's numbered requests, a child's stories one after the other) take the tellings in turn
 * instead, from a start drawn by the stem and the scenario, so the scenario told again is told
 * another way. A seed without a number after a separator (a story id: a ULID's last characters are
 * random, digits or not) keeps the even draw.
 */
export function tellingIndex(seed: string, plotId: string, count: number, draw: () => number): number {
  // A forked seed carries its labels after a NUL (random.ts): the story's own seed is what comes before.
  const storySeed = seed.split('\u0000')[0] ?? seed;
  const numbered = /^(.*[-_:. ])(\d+)$/.exec(storySeed);
  if (!numbered || count <= 1) return draw();
  const start = cyrb53Folded32(`${numbered[1]}|${plotId}`) % count;
  return (Number(numbered[2]) + start) % count;
}
