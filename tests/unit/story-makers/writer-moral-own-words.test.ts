import { describe, expect, it } from 'vitest';
import { readStoryFrame } from '#story-makers/frame/index';
import { composeStory } from '#story-makers/writer/compose';
import type { GoalEntry } from '../../fixtures/free-text-goal-set';
import { FREE_TEXT_GOALS } from '../../fixtures/free-text-goals';
import { LIST_3_GOALS } from '../../fixtures/free-text-goals-list-3';
import { LIST_4_GOALS } from '../../fixtures/free-text-goals-list-4';
import { LIST_5_GOALS } from '../../fixtures/free-text-goals-list-5';
import { LIST_6_GOALS } from '../../fixtures/free-text-goals-list-6';
import { STORY_REPORT_REQUESTS } from '../../fixtures/story-report-profiles';

/** The test writes a few hundred stories: the default 5 s is too short on a busy shared machine. */
const HEAVY_TEST_TIMEOUT_MS = 300_000;

/** Spent typed-goal lists only (every half already read): lists 7 and 8 are not tuned on here. */
const SPENT_GOALS: readonly GoalEntry[] = [...FREE_TEXT_GOALS, ...LIST_3_GOALS, ...LIST_4_GOALS, ...LIST_5_GOALS, ...LIST_6_GOALS];

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/’/gu, "'")
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word.length > 0);

/** The runs of four words of a text, each as one string. */
function fourWordRuns(text: string): Set<string> {
  const words = wordsOf(text);
  return new Set(words.slice(0, Math.max(0, words.length - 3)).map((_, at) => words.slice(at, at + 4).join(' ')));
}

/** The four-word runs of a parent's typed scenario that the story's moral repeats. */
function pastedRuns(request: GoalEntry['request']): string[] {
  const moral = fourWordRuns(composeStory(request).moral);
  return [...fourWordRuns(request.choices.scenario)].filter((run) => moral.has(run));
}

describe('embedded writer: a moral in the writer\'s own words (issue 26, editor read 43)', () => {
  it(
    'should repeat no four-word run of the typed scenario in the moral of any typed goal told',
    () => {
      // Arrange: the spent lists' typed goals the frame reader reads, and the report's parents' texts.
      const told = SPENT_GOALS.filter((entry) => readStoryFrame(entry.request.choices).ok).map((entry) => entry.request);
      const report = STORY_REPORT_REQUESTS.filter((request) => readStoryFrame(request.choices).ok);

      // Act
      const pasted = [...told, ...report].flatMap((request) => pastedRuns(request).map((run) => `${request.choices.scenario} → ${run}`));

      // Assert: stories are told (the test sees morals), and none pastes the parent's phrase.
      expect(told.length).toBeGreaterThan(20);
      expect(pasted).toEqual([]);
    },
    HEAVY_TEST_TIMEOUT_MS,
  );
});
