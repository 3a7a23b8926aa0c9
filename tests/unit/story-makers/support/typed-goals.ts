import { readStoryFrame } from '#story-makers/frame/index';
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
