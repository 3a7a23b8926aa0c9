import { describe, expect, it } from 'vitest';
import { readStoryFrame } from '#story-makers/frame/index';
import { EmbeddedModerator } from '#story-makers/moderator/embedded-moderator';
import type { GoalEntry } from '../../fixtures/free-text-goal-set';
import { LIST_5_GOALS } from '../../fixtures/free-text-goals-list-5';
import type { FreeTextResult } from '../../fixtures/free-text-requests';
import { declineMessages, tellGoals } from './support/typed-goals';

/**
 * Typed goals, list 5 (tests/fixtures/free-text-goals-list-5.ts, 60 requests, 8 to decline, committed alone in
 * c54d0f7 by a hand that never read the frame reader nor the writer, before anything ran on it). Stop 40 tuned
 * the reader on lists 3 and 4, the first by-kind list and a second by-kind list written before that stop's
 * changes, never on list 5. Its held-out half is read once, at the end of stop 40; the outcomes are printed as
 * counts, never the texts, so nothing is tuned on them. Its tune half was never read by the reader's author
 * either: it is read too, as a second untouched figure, and becomes tuning data from the next stop. A story told
 * but refused by the Moderator's story check (the frame-carry rule) never reaches the parent: it is counted as
 * told-then-refused, apart.
 */

const TIMEOUT_MS = 120_000;

const tell = (half: 'tune' | 'held-out'): FreeTextResult[] => tellGoals(LIST_5_GOALS, half);

/** Outcomes counted apart for the requests labelled told and those labelled declined. */
function outcomes(results: readonly FreeTextResult[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const { entry, outcome } of results) {
    const expected = (entry as GoalEntry).expected;
    counts[expected] ??= {};
    counts[expected][outcome] = (counts[expected][outcome] ?? 0) + 1;
  }
  return counts;
}

describe('typed goals, list 5 by another hand, never tuned on', () => {
  it.each([
    // At the one read (2026-12-07, after commit 45f8f43): held-out half 1 of 26 told, 25 declined in French before
    // a credit, none as another plot, the 4 labelled declined declined, none refused by the story check; tune half
    // 2 told, 22 declined, 2 read and not told, 1 told story refused by the story check (goal: 80 % told). List 5 is
    // spent since (both halves tune): the reader by kind and key (frame/goal-kinds.ts) tells 4 and 6, tuning figures.
    ['held-out', 4],
    ['tune', 6],
  ] as const)('should tell the %s half’s goals labelled told (at least %i), decline those labelled declined in French, tell none as another plot and swap no companion', async (half, toldFloor) => {
    // Arrange
    const moderator = new EmbeddedModerator();

    // Act
    const results = tell(half);
    let refusedByCheck = 0;
    for (const { entry, outcome, story } of results) {
      if (outcome !== 'told' || !story) continue;
      const reading = readStoryFrame(entry.request.choices);
      const request = { ...entry.request, frame: reading.ok ? reading.frame : undefined };
      if (!(await moderator.checkStory(story, request)).allowed) refusedByCheck += 1;
    }

    // Assert
    const counts = outcomes(results);
    console.log(`list 5, ${half} half: labelled told → ${JSON.stringify(counts.told)}; labelled declined → ${JSON.stringify(counts.declined)}; told then refused by the story check: ${refusedByCheck}`);
    expect(results).toHaveLength(30);
    expect(counts.told?.told ?? 0).toBeGreaterThanOrEqual(toldFloor);
    expect(results.filter((result) => result.outcome === 'another-plot')).toHaveLength(0);
    expect(results.filter((result) => !result.companionKept)).toHaveLength(0);
    expect(counts.declined?.declined).toBe(4);
    for (const { entry } of results.filter((result) => result.outcome === 'declined')) {
      expect(declineMessages(entry)).toContainEqual(expect.stringMatching(/^Nous n’avons pas compris/));
    }
  }, TIMEOUT_MS);
});
