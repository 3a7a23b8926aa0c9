import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '#core/story-makers-port';
import { composeStory } from '#story-makers/writer/compose';
import { PRESET_PLOTS } from '#story-makers/writer/plots/index';
import { splitSentences } from '#story-makers/writer/text-metrics';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { storyRequest } from '../../fixtures/story-report-profiles';
import { fold } from '../../fixtures/story-variety';

/**
 * Issue 26, the editor's read 43: 7 pairs of stories of one scenario « telling one plot in the same sentences ».
 * For each preset scenario, 20 stories (profiles, places, companions and seeds all different) are written and
 * every pair is compared: a pair counts when it shares 3 or more sentences of its scenario's own (names masked,
 * sentences of 5 words or more, none that a story of another scenario says too: those are the banks', W1's).
 * Tellings are drawn by seed and each beat's lines carry their own wordings, so such pairs should be rare.
 */

const STORIES_PER_PRESET = 20;
const SHARED_SENTENCES = 3;
const SENTENCE_WORDS = 5;

interface ToldStory {
  scenario: string;
  sentences: Set<string>;
}

/** The story's sentences, folded, with the child's name as « nom » and the companion (whole, then its head word) as « compagnon ». */
function maskedSentences(content: string, request: StoryRequest): Set<string> {
  const companion = fold(request.choices.mainCharacter);
  const head = companion.split(' ').find((word, index) => index > 0 && word.length > 3) ?? companion;
  const masks = [[fold(request.child.name), 'nom'], [companion, 'compagnon'], [head, 'compagnon']] as const;
  return new Set(
    splitSentences(content)
      .map((sentence) => masks.reduce((text, [word, mask]) => text.split(` ${word} `).join(` ${mask} `), ` ${fold(sentence)} `).trim())
      .filter((sentence) => sentence.split(' ').length >= SENTENCE_WORDS),
  );
}

function toldStory(scenario: string, request: StoryRequest): ToldStory {
  return { scenario, sentences: maskedSentences(composeStory(request).content, request) };
}

/** Pairs of stories of one scenario sharing at least 3 sentences no story of another scenario says, by scenario. */
function pairsTellingAlike(stories: readonly ToldStory[]): Map<string, number> {
  const scenariosSaying = new Map<string, Set<string>>();
  for (const story of stories) {
    for (const sentence of story.sentences) scenariosSaying.set(sentence, (scenariosSaying.get(sentence) ?? new Set()).add(story.scenario));
  }
  const pairs = new Map<string, number>();
  stories.forEach((story, index) => {
    pairs.set(story.scenario, pairs.get(story.scenario) ?? 0);
    for (const other of stories.slice(index + 1)) {
      if (other.scenario !== story.scenario) continue;
      const shared = [...story.sentences].filter((sentence) => other.sentences.has(sentence) && scenariosSaying.get(sentence)!.size === 1);
      if (shared.length >= SHARED_SENTENCES) pairs.set(story.scenario, pairs.get(story.scenario)! + 1);
    }
  });
  return pairs;
}

/** Twenty requests of one preset scenario, every other field walking the report's lists. */
function presetRequests(scenarioId: string, seed: string): StoryRequest[] {
  const description = SEEDED_SCENARIOS.find((scenario) => scenario.id === scenarioId)!.description;
  return Array.from({ length: STORIES_PER_PRESET }, (_, index) => {
    const base = storyRequest(index * 13 + 7, { seed: `${seed}-${scenarioId}` });
    return { ...base, choices: { ...base.choices, scenario: description } };
  });
}

describe('writer: a scenario drawn twice is not told in the same sentences', () => {
  it('should keep the pairs of one preset sharing 3 sentences of its plot under their ceiling, 20 stories per preset', () => {
    // Arrange: a seed no telling was worded against (tuning used others).
    const presets = PRESET_PLOTS.map((plot) => plot.id);
    const stories = presets.flatMap((id) => presetRequests(id, 'tellings-sentences-a').map((request) => toldStory(id, request)));

    // Act
    const pairs = pairsTellingAlike(stories);
    const total = [...pairs.values()].reduce((sum, count) => sum + count, 0);

    // Assert: every preset was compared, and few pairs tell alike (per preset, none above its own ceiling).
    expect(pairs.size).toBe(SEEDED_SCENARIOS.length);
    expect(total, JSON.stringify(Object.fromEntries(pairs))).toBeLessThanOrEqual(PAIRS_CEILING);
    expect(Math.max(...pairs.values()), JSON.stringify(Object.fromEntries(pairs))).toBeLessThanOrEqual(PAIRS_PER_PRESET_CEILING);
  }, 180_000);

  it('should count a pair when one request is told twice under another name', () => {
    // Arrange: the same telling, beat wordings and place: the case the count exists for.
    const [request] = presetRequests('tresor-cache', 'tellings-sentences-a');
    const twin = { ...request!, child: { ...request!.child, name: request!.child.name === 'Lina' ? 'Jade' : 'Lina' } };

    // Act
    const pairs = pairsTellingAlike([toldStory('tresor-cache', request!), toldStory('tresor-cache', twin)]);

    // Assert
    expect(pairs.get('tresor-cache')).toBe(1);
  });
});

/**
 * Stop 44 (W2): on this test's seed, 435 of 2,660 pairs before the beats' own wordings (50 of 190 in the rainbow's),
 * 359 after (42); on the seed they were worded against, 407 → 310. The ceilings leave room for the banks other hands
 * change beside them (a bank line drawn differently moves every later draw). Lower them as tellings get their own
 * words; never raise them.
 */
const PAIRS_CEILING = 375;
const PAIRS_PER_PRESET_CEILING = 45;
