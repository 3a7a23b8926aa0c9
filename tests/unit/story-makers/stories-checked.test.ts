import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { checkStory, type StoryFinding } from '../../../functions/story-makers/story-checker';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { READING_LEVELS } from '../../../shared/profiles';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';
import { EMOTION_SUGGESTIONS, MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS, VALUE_SUGGESTIONS } from '../../../shared/stories';
import { storyRequests, TRICKY_COMPANIONS, TRICKY_HOBBIES, TRICKY_SCENARIOS } from '../../fixtures/story-report-profiles';

/**
 * Issue 16, item 5: the French story checker runs over 1,000 stories of the embedded writer and finds
 * nothing. The requests walk every suggestion list, ages 4–10, both genders, every reading level and
 * the parent's free texts an editor trips on (tests/fixtures/story-report-profiles.ts).
 */

const STORY_COUNT = 1_000;
const SHOWN_FINDINGS = 20;
/**
 * Writing and checking 1,000 stories takes ~25 s on an idle machine (about three quarters writing,
 * one quarter checking) and 70–90 s on a loaded one; CI runs it beside every other test file.
 */
const CHECK_TIMEOUT_MS = 300_000;

function summary(findings: { seed: string; finding: StoryFinding }[], storiesWithFindings: Map<string, number>): string {
  const perRule = [...storiesWithFindings].map(([rule, stories]) => `${rule}: ${stories} histoires`).join(', ');
  const shown = findings.slice(0, SHOWN_FINDINGS).map(({ seed, finding }) => `- [${finding.rule}] (${seed}) ${finding.detail}\n    « ${finding.sentence} »`);
  return `${findings.length} constats (${perRule}) ; les ${SHOWN_FINDINGS} premiers :\n${shown.join('\n')}`;
}

describe('stories checked', () => {
  // Arrange
  const requests: StoryRequest[] = storyRequests(STORY_COUNT);

  it('should cover every suggestion, scenario, age, gender, reading level and tricky free text', () => {
    // Act
    const used = (pick: (request: StoryRequest) => string[]) => new Set(requests.flatMap(pick));
    const companions = used((request) => [request.choices.mainCharacter]);
    const settings = used((request) => [request.choices.setting]);
    const scenarios = used((request) => [request.choices.scenario]);
    const emotions = used((request) => request.choices.emotions);
    const values = used((request) => request.choices.values);
    const hobbies = used((request) => [request.child.favoriteHobby]);

    // Assert
    expect(MAIN_CHARACTER_SUGGESTIONS.filter((item) => !companions.has(item))).toEqual([]);
    expect(SETTING_SUGGESTIONS.filter((item) => !settings.has(item))).toEqual([]);
    expect(EMOTION_SUGGESTIONS.filter((item) => !emotions.has(item))).toEqual([]);
    expect(VALUE_SUGGESTIONS.filter((item) => !values.has(item))).toEqual([]);
    expect(SEEDED_SCENARIOS.filter((scenario) => !scenarios.has(scenario.description)).map((scenario) => scenario.id)).toEqual([]);
    expect([...TRICKY_SCENARIOS].filter((item) => !scenarios.has(item))).toEqual([]);
    expect([...TRICKY_COMPANIONS].filter((item) => !companions.has(item))).toEqual([]);
    expect([...TRICKY_HOBBIES].filter((item) => !hobbies.has(item))).toEqual([]);
    expect(new Set(requests.map((request) => request.child.age))).toEqual(new Set([4, 5, 6, 7, 8, 9, 10]));
    expect(new Set(requests.map((request) => request.child.gender))).toEqual(new Set(['boy', 'girl']));
    expect(new Set(requests.map((request) => request.child.readingLevel))).toEqual(new Set(READING_LEVELS));
  });

  it('should find nothing in 1,000 stories of the embedded writer', () => {
    // Act
    const findings: { seed: string; finding: StoryFinding }[] = [];
    const storiesWithFindings = new Map<string, number>();
    for (const request of requests) {
      const found = checkStory(composeStory(request), request);
      findings.push(...found.map((finding) => ({ seed: request.seed, finding })));
      for (const rule of new Set(found.map((finding) => finding.rule))) storiesWithFindings.set(rule, (storiesWithFindings.get(rule) ?? 0) + 1);
    }

    // Assert
    expect(findings.length, summary(findings, storiesWithFindings)).toBe(0);
  }, CHECK_TIMEOUT_MS);
});
