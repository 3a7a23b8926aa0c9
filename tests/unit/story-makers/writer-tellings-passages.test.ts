import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '#core/story-makers-port';
import { seededScenario } from '#story-makers/story-checker/index';
import { composeStory } from '#story-makers/writer/compose';
import { storyRequest } from '../../fixtures/story-report-profiles';
import { fold } from '../../fixtures/story-variety';

/**
 * Issue 26, the editor's read 41: 8 pairs of stories of one scenario told « with the same sentences ». In a
 * read of 40 stories (numbered as the editor's reads are, step 37), two stories of one preset scenario should
 * not share an 8-word passage of their own: the child's and the companion's names are masked, and a passage
 * that stories of another scenario say too is a kit line of the banks (measured by story:report), not a
 * telling's. The goal is none; the ceilings below are what the tellings reach today and may only go down.
 */

const PASSAGE_WORDS = 8;
const READ_SIZE = 40;
const READ_STEP = 37;

/** The story's words, folded, with the child's name as « nom » and the companion (whole, then its head word) as « compagnon ». */
function maskedWords(content: string, request: StoryRequest): string[] {
  const companion = fold(request.choices.mainCharacter);
  const head = companion.split(' ').find((word, index) => index > 0 && word.length > 3) ?? companion;
  let text = ` ${fold(content)} `;
  for (const [name, mask] of [[fold(request.child.name), 'nom'], [companion, 'compagnon'], [head, 'compagnon']] as const) {
    text = text.split(` ${name} `).join(` ${mask} `);
  }
  return text.trim().split(' ').filter(Boolean);
}

function passagesOf(words: readonly string[]): Set<string> {
  const passages = new Set<string>();
  for (let start = 0; start + PASSAGE_WORDS <= words.length; start += 1) passages.add(words.slice(start, start + PASSAGE_WORDS).join(' '));
  return passages;
}

interface ReadStory {
  scenario: string;
  passages: Set<string>;
}

function readOf(seed: string): ReadStory[] {
  return Array.from({ length: READ_SIZE }, (_, index) => storyRequest(100 + index * READ_STEP, { seed })).flatMap((request) => {
    const scenario = seededScenario(request.choices.scenario);
    if (!scenario) return [];
    return [{ scenario: scenario.id, passages: passagesOf(maskedWords(composeStory(request).content, request)) }];
  });
}

/** Pairs of stories of one scenario sharing a passage no story of another scenario says, and those passages. */
function sharedWithinScenarios(stories: readonly ReadStory[]): { pairs: number; sharing: number; passages: Set<string> } {
  const scenariosSaying = new Map<string, Set<string>>();
  for (const story of stories) {
    for (const passage of story.passages) scenariosSaying.set(passage, (scenariosSaying.get(passage) ?? new Set()).add(story.scenario));
  }
  let pairs = 0;
  let sharing = 0;
  const passages = new Set<string>();
  stories.forEach((story, index) => {
    for (const other of stories.slice(index + 1)) {
      if (other.scenario !== story.scenario) continue;
      pairs += 1;
      const shared = [...story.passages].filter((passage) => other.passages.has(passage) && scenariosSaying.get(passage)!.size === 1);
      if (shared.length > 0) sharing += 1;
      shared.forEach((passage) => passages.add(passage));
    }
  });
  return { pairs, sharing, passages };
}

describe('writer: tellings of one scenario in their own words', () => {
  it('should keep the pairs of stories of one scenario that share an 8-word passage under their ceiling in reads of 40', () => {
    // Arrange: three reads of 40, seeds no telling was written against.
    const seeds = ['passages-read-a', 'passages-read-b', 'passages-read-c'];

    // Act
    const reads = seeds.map((seed) => sharedWithinScenarios(readOf(seed)));
    const pairs = reads.reduce((sum, read) => sum + read.pairs, 0);
    const sharing = reads.reduce((sum, read) => sum + read.sharing, 0);
    const passages = reads.reduce((sum, read) => sum + read.passages.size, 0);

    // Assert: the reads hold pairs of one scenario at all (the check can bite), and few of them share.
    expect(pairs).toBeGreaterThan(30);
    expect(passages, `${passages} passages, ${sharing} of ${pairs} pairs`).toBeLessThanOrEqual(SHARED_PASSAGES_CEILING);
    expect(sharing, `${sharing} of ${pairs} pairs`).toBeLessThanOrEqual(SHARING_PAIRS_CEILING);
  }, 120_000);

  it('should find a passage two stories of one scenario share when one telling is told twice', () => {
    // Arrange: one request told twice under two names is the case the check exists for.
    const request = storyRequest(100, { seed: 'passages-read-a' });
    const twin = { ...request, child: { ...request.child, name: request.child.name === 'Lina' ? 'Jade' : 'Lina' } };
    const scenario = seededScenario(request.choices.scenario)?.id ?? 'free';

    // Act
    const read = sharedWithinScenarios([
      { scenario, passages: passagesOf(maskedWords(composeStory(request).content, request)) },
      { scenario, passages: passagesOf(maskedWords(composeStory(twin).content, twin)) },
    ]);

    // Assert
    expect(read.sharing).toBe(1);
    expect(read.passages.size).toBeGreaterThan(20);
  });
});

/**
 * Stop 42: 645 passages in 25–27 of 72 pairs with the tellings before this stop, 514–519 in 23–26 after
 * (the banks other hands were changing the same hour move them by a few); the ceilings leave that margin.
 * Lower them as tellings get their own words; never raise them.
 */
const SHARING_PAIRS_CEILING = 27;
const SHARED_PASSAGES_CEILING = 560;
