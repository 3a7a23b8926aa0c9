import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Text data shipped packed: the raw deflate of its JSON, in base64. The Lambdas that carry the writer, the
 * frame reader and the Moderator have byte budgets, and French word tables and plots shrink to about a
 * third (base64 included). Each packed file is made from its readable source by scripts/pack-texts.ts (the
 * Moderator's concepts by scripts/train-moderator.ts), and a test checks it still holds its source.
 */
export const packJson = (value: unknown): string => deflateRawSync(Buffer.from(JSON.stringify(value), 'utf8'), { level: 9 }).toString('base64');

/** Unpacks once, at load: well under a millisecond for these tables. */
export const unpackJson = <T>(packed: string): T => JSON.parse(inflateRawSync(Buffer.from(packed, 'base64')).toString('utf8')) as T;
