import { describe, expect, it } from 'vitest';
import { readStoryFrame } from '#story-makers/frame/index';
import { EmbeddedModerator } from '#story-makers/moderator/embedded-moderator';
import { scenarioTold } from '#story-makers/story-checker/index';
import { composeStory } from '#story-makers/writer/compose';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import type { Expected, GoalEntry } from '../../../fixtures/free-text-goal-set';
import { tellFreeText, type FreeTextResult } from '../../../fixtures/free-text-requests';

/**
 * The body the typed-goal tests share (issue 25; issue 29 as support/describe-round.ts does for the moderation
 * rounds): each request read by the frame reader and, when read, written by the embedded writer, its outcome
 * told, declined, read and not told, or told as another preset's plot; the declines' French messages.
 */

/** A list's requests (one half, or all) told: the outcome of each. */
export function tellGoals(goals: readonly GoalEntry[], half?: 'tune' | 'held-out'): FreeTextResult[] {
  return goals
    .filter((entry) => !half || entry.half === half)
    .map((entry) =>
      tellFreeText(entry, {
        read: readStoryFrame,
        write: composeStory,
        presetTold: (story, frame) => SEEDED_SCENARIOS.some((scenario) => scenario.id !== frame.goal.presetId && scenarioTold(story, scenario)),
      }),
    );
}

/** The outcomes a line each, shown when a count falls short. */
export const listResults = (results: readonly FreeTextResult[]): string => results.map(({ entry, outcome }) => `${entry.id} ${outcome}: ${entry.scenario}`).join('\n');

/** The results of the requests labelled told, or labelled declined. */
export const labelledAs = (results: readonly FreeTextResult[], expected: Expected): FreeTextResult[] => results.filter((result) => (result.entry as GoalEntry).expected === expected);

/** The messages of a request's declines (none when it was read). */
export function declineMessages(entry: FreeTextResult['entry']): string[] {
  const reading = readStoryFrame((entry as GoalEntry).request.choices);
  return reading.ok ? [] : reading.declines.map((decline) => decline.message);
}

/** How many suggestions the first decline gives (0 when it was read). */
export function firstDeclineSuggestions(entry: FreeTextResult['entry']): number {
  const reading = readStoryFrame((entry as GoalEntry).request.choices);
  return reading.ok ? 0 : reading.declines[0]!.suggestions.length;
}

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

const LIST_TIMEOUT_MS = 120_000;

/**
 * A typed-goal list by another hand (60 requests, 8 to decline, halves by position): each half's requests
 * labelled told told at least at its floor, those labelled declined declined in French, none told as another
 * plot, no companion swapped. Prints counts, never the texts, so a held-out half read once teaches nothing. A
 * story told but refused by the Moderator's story check (the frame-carry rule) never reaches the parent: it is
 * counted apart, as told-then-refused.
 */
export function describeListByAnotherHand(
  name: string,
  goals: readonly GoalEntry[],
  floors: { heldOut: number; tune: number; /** Requests labelled declined that a half's one read found read (never told): recorded, not hidden. */ declinedRead?: { heldOut?: number; tune?: number } },
): void {
  describe(`typed goals, ${name} by another hand`, () => {
    it.each([
      ['held-out', floors.heldOut],
      ['tune', floors.tune],
    ] as const)('should tell the %s half’s goals labelled told (at least %i), decline those labelled declined in French, tell none as another plot and swap no companion', async (half, toldFloor) => {
      // Arrange
      const moderator = new EmbeddedModerator();

      // Act
      const results = tellGoals(goals, half);
      let refusedByCheck = 0;
      for (const { entry, outcome, story } of results) {
        if (outcome !== 'told' || !story) continue;
        const reading = readStoryFrame(entry.request.choices);
        const request = { ...entry.request, frame: reading.ok ? reading.frame : undefined };
        if (!(await moderator.checkStory(story, request)).allowed) refusedByCheck += 1;
      }

      // Assert
      const counts = outcomes(results);
      console.log(`${name}, ${half} half: labelled told → ${JSON.stringify(counts.told)}; labelled declined → ${JSON.stringify(counts.declined)}; told then refused by the story check: ${refusedByCheck}`);
      expect(results).toHaveLength(30);
      expect(counts.told?.told ?? 0).toBeGreaterThanOrEqual(toldFloor);
      expect(results.filter((result) => result.outcome === 'another-plot')).toHaveLength(0);
      expect(results.filter((result) => !result.companionKept)).toHaveLength(0);
      expect(counts.declined?.declined).toBe(4 - ((half === 'tune' ? floors.declinedRead?.tune : floors.declinedRead?.heldOut) ?? 0));
      for (const { entry } of results.filter((result) => result.outcome === 'declined')) {
        // Not understood, or a real person's full name or a school, which is never written (personal data).
        expect(declineMessages(entry)).toContainEqual(expect.stringMatching(/^Nous n’avons pas compris|^Nous n’écrivons jamais le nom complet/));
      }
    }, LIST_TIMEOUT_MS);
  });
}
