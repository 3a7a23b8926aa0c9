import { describe, expect, it } from 'vitest';
import type { StoryChild, StoryRequest, WrittenStory } from '../../../functions/core/story-makers-port';
import { checkStory, type StoryFinding } from '../../../functions/story-makers/story-checker';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { composeDuoStory, duoLevel } from '../../../functions/story-makers/writer/duo/compose-duo';
import { DUO_CHEERS, DUO_GOODNIGHTS, DUO_INTROS, DUO_TOGETHER } from '../../../functions/story-makers/writer/duo/duo-lines';
import { SENTENCE_TARGETS } from '../../../functions/story-makers/writer/fit';
import { countWords, splitSentences } from '../../../functions/story-makers/writer/text-metrics';
import { storyRequest } from '../../fixtures/story-report-profiles';

/**
 * Issue 31, item 5: two children of the family as heroes of one story. The requests walk the fixture's
 * profiles (every age, level, trait, hobby, companion and place of the report's set); the second child
 * is another profile of the set, renamed and regendered to make each kind of pair.
 */

type Pair = 'two girls' | 'two boys' | 'a girl and a boy' | 'a boy and a girl';
const PAIRS: Record<Pair, [StoryChild['gender'], StoryChild['gender']]> = {
  'two girls': ['girl', 'girl'],
  'two boys': ['boy', 'boy'],
  'a girl and a boy': ['girl', 'boy'],
  'a boy and a girl': ['boy', 'girl'],
};
const NAMES: Record<StoryChild['gender'], [string, string]> = { girl: ['Léa', 'Jade'], boy: ['Tom', 'Noah'] };

function duoRequest(index: number, pair: Pair): { request: StoryRequest; sibling: StoryChild } {
  const [firstGender, secondGender] = PAIRS[pair];
  const base = storyRequest(index, { seed: `duo-${pair}` });
  const other = storyRequest(index * 7 + 3).child;
  const request = { ...base, child: { ...base.child, gender: firstGender, name: NAMES[firstGender][0] } };
  const sibling = { ...other, gender: secondGender, name: NAMES[secondGender][1] };
  return { request, sibling };
}

const STORIES_PER_PAIR = 12;
const cases = (Object.keys(PAIRS) as Pair[]).flatMap((pair) => Array.from({ length: STORIES_PER_PAIR }, (_, index) => ({ pair, index, ...duoRequest(index, pair) })));

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namesIn = (sentence: string, name: string): boolean => new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'u').test(sentence);

/** The story's sentences that speak of both children: both names, or the pair as siblings. */
function pairSentences(story: WrittenStory, first: string, second: string): string[] {
  return splitSentences(story.content).filter((sentence) => (namesIn(sentence, first) && namesIn(sentence, second)) || /(?<![\p{L}])(le frère et la sœur|les deux sœurs|les deux frères)(?![\p{L}])/iu.test(sentence));
}

/** The word after « Léa et Tom » (past « se », « s' », « ne »), when one follows: the pair's verb. */
function verbAfterPair(sentence: string, first: string, second: string): string | null {
  const match = new RegExp(`(?:${escape(first)} et ${escape(second)}|le frère et la sœur|les deux sœurs|les deux frères) (?:se |s'|ne |n')?([\\p{L}'’-]+)`, 'iu').exec(sentence);
  return match?.[1] ?? null;
}

describe('the writer with two heroes (issue 31, item 5)', () => {
  it.each(cases)('should name both children and let each act at least twice ($pair, $index)', ({ request, sibling }) => {
    const story = composeDuoStory(request, sibling);

    const paragraphs = story.content.split('\n\n');
    const beats = paragraphs.slice(2).join(' ');
    const acting = (name: string, other: string): number => splitSentences(beats).filter((sentence) => namesIn(sentence, name) && !namesIn(sentence, other)).length;
    expect(story.content).toContain(request.child.name);
    expect(story.content).toContain(sibling.name);
    expect(story.title).toContain(request.child.name);
    expect(story.title).toContain(sibling.name);
    expect(acting(request.child.name, sibling.name)).toBeGreaterThanOrEqual(2);
    expect(acting(sibling.name, request.child.name)).toBeGreaterThanOrEqual(2);
  });

  it.each(cases)('should give every line about both children a plural verb and the pair its gender ($pair, $index)', ({ pair, request, sibling }) => {
    const story = composeDuoStory(request, sibling);

    const sentences = pairSentences(story, request.child.name, sibling.name);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    for (const sentence of sentences) {
      const verb = verbAfterPair(sentence, request.child.name, sibling.name);
      // A pair is never followed by a singular verb: « Léa et Tom s'endormirent », « dorment », « se tapèrent ».
      if (verb && !['de', 'et', 'que', 'qui'].includes(verb)) expect(verb, sentence).toMatch(/(?:ent|aient)$/u);
      if (pair === 'two girls') expect(sentence).not.toMatch(/(?<![\p{L}])(ils|eux|tous|fiers|heureux|l'un contre l'autre)(?![\p{L}])/u);
      else expect(sentence).not.toMatch(/(?<![\p{L}])(elles|toutes|fières|heureuses|l'une contre l'autre)(?![\p{L}])/u);
    }
    if (pair === 'two girls') expect(story.scenes?.[0]?.caption).toMatch(/^Les deux sœurs/);
    if (pair === 'a girl and a boy' || pair === 'a boy and a girl') expect(story.scenes?.[0]?.caption).toMatch(/^Le frère, la sœur/);
    expect(story.content).not.toMatch(/les deux amis|tous deux/);
  });

  it.each(cases)('should pass the story check where the one-child story of the same request does ($pair, $index)', ({ pair, request, sibling }) => {
    const written = { ...request, child: { ...request.child, ...duoLevel({ first: request.child, second: sibling }) } };
    const alone = checkStory(composeStory(written), written);

    const story = composeDuoStory(request, sibling);
    const asFirst = checkStory(story, request);
    const asSecond = checkStory(story, { ...request, child: sibling });

    // The checker knows one child: read as each child in turn. A sentence it stops at for only one of them
    // is about the other child (« Tu es forte » said to the sister, read as the brother's story).
    const key = (finding: StoryFinding): string => `${finding.rule}|${finding.sentence}`;
    const both = asFirst.filter((finding) => asSecond.some((other) => key(other) === key(finding)));
    const sameGender = pair === 'two girls' || pair === 'two boys';
    if (alone.length === 0) expect(sameGender ? [...asFirst, ...asSecond] : both).toEqual([]);
  });

  it('should write at the younger child\'s reading level, each child keeping their own age', () => {
    const { request, sibling } = duoRequest(3, 'a girl and a boy');
    const older = { ...request, child: { ...request.child, age: 10, readingLevel: 'advanced' as const } };
    const younger = { ...sibling, age: 4, readingLevel: 'beginner' as const };

    const story = composeDuoStory(older, younger);

    const sentences = splitSentences(story.content);
    const mean = sentences.reduce((sum, sentence) => sum + countWords(sentence), 0) / sentences.length;
    expect(mean).toBeLessThanOrEqual(SENTENCE_TARGETS.beginner.cap);
    expect(story.content).toMatch(/quatre ans/);
    expect(duoLevel({ first: older.child, second: younger })).toEqual({ age: 4, readingLevel: 'beginner' });
  });

  it('should write the same story for the same request and seed', () => {
    const { request, sibling } = duoRequest(5, 'two boys');

    const once = composeDuoStory(request, sibling);
    const twice = composeDuoStory(request, sibling);

    expect(twice).toEqual(once);
  });

  it('should write every duo line with a plural verb after two names', () => {
    const lines = [...DUO_INTROS, ...DUO_TOGETHER, ...DUO_CHEERS, ...DUO_GOODNIGHTS];

    const verbs = lines.map((line) => line.replace(/\{name2\} (?:se |s')/u, '{name2} '));
    const singular = verbs.filter((line) => /\{name\} et \{name2\} \p{L}+(?<!ent)[ .]/u.test(line));

    expect(singular).toEqual([]);
  });
});
