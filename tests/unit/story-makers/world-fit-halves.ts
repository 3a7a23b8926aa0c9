import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { storyRequest } from '../../fixtures/story-report-profiles';

/**
 * Issue 26, item 1, measured honestly: the writer's world model was tuned on the TUNE half only (with
 * the 1,000 stories of stories-checked.test.ts); the HELD_OUT half (request indices 5001–5200, their
 * own seed prefix, every age) was written down before any tuning and measured once, at the end.
 * The report's own per-band stories (seeds band-4, band-6, band-8) were not tuned on either.
 */
export const TUNE_RANGE = { from: 0, to: 2_000, seed: 'world-tune' } as const;
export const HELD_OUT_RANGE = { from: 5_001, to: 5_201, seed: 'world-held-out' } as const;

export const requestsOf = (range: { from: number; to: number; seed: string }, step = 1): StoryRequest[] =>
  Array.from({ length: Math.ceil((range.to - range.from) / step) }, (_, offset) => storyRequest(range.from + offset * step, { seed: range.seed }));
