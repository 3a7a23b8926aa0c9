import { describe, expect, it } from 'vitest';
import { narrationParts } from '../../../functions/core/stories/narration-parts';
import { normaliseParagraphs } from '../../../functions/story-makers/openai/openai-story-writer';
import { StoryStreamReader, wholeFirstParagraph } from '../../../functions/story-makers/openai/story-stream-reader';

/** The reader fed `json` cut at every one of `cuts` (character offsets). */
function readCut(json: string, cuts: number[]): StoryStreamReader {
  const reader = new StoryStreamReader();
  let start = 0;
  for (const cut of [...cuts, json.length]) {
    reader.push(json.slice(start, cut));
    start = cut;
  }
  return reader;
}

/** Every way of cutting `json` in two, then in pieces of one character. */
function everyCut(json: string): StoryStreamReader[] {
  const readers = Array.from({ length: json.length + 1 }, (_, cut) => readCut(json, [cut]));
  readers.push(readCut(json, Array.from({ length: json.length }, (_, index) => index)));
  return readers;
}

describe('StoryStreamReader', () => {
  it('should read every value exactly as JSON.parse does, wherever the answer is cut (escapes, accents, a pair of surrogates)', () => {
    // Arrange
    const story = { title: 'Léa et « l\'étoile » \\ "perdue"', content: 'Il était une fois…\nUne nuit\t🌙 — \u00e9té.\r\n\r\nFin.', moral: 'Ensemble / toujours.' };
    const json = JSON.stringify(story).replace('é', '\\u00e9').replace('🌙', '\\ud83c\\udf19');

    // Act
    const readers = everyCut(json);

    // Assert
    expect(JSON.parse(json)).toEqual(story);
    for (const reader of readers) {
      expect(reader.broken).toBe(false);
      expect({ title: reader.value('title'), content: reader.value('content'), moral: reader.value('moral') }).toEqual(story);
      expect(['title', 'content', 'moral'].every((key) => reader.complete(key))).toBe(true);
    }
  });

  it('should give a value as far as it is read, and say it is complete only at its closing quote', () => {
    // Arrange
    const reader = new StoryStreamReader();

    // Act
    reader.push('{"tit');
    const beforeKey = reader.value('title');
    reader.push('le": "Léa et l\\');
    const insideEscape = reader.value('title');
    reader.push('u00e9to');
    const afterEscape = { value: reader.value('title'), complete: reader.complete('title') };
    reader.push('ile", "content": "Il');

    // Assert
    expect(beforeKey).toBeUndefined();
    expect(insideEscape).toBe('Léa et l');
    expect(afterEscape).toEqual({ value: 'Léa et léto', complete: false });
    expect(reader.value('title')).toBe('Léa et létoile');
    expect(reader.complete('title')).toBe(true);
    expect(reader.value('content')).toBe('Il');
    expect(reader.complete('content')).toBe(false);
  });

  it('should stop reading and report nothing when the answer is not one object of strings', () => {
    // Arrange
    const answers = ['Il était une fois', '{"title": 3}', '{"title": "a\\x"}', '{"title" "a"}', '{"title": "a\\u00zz"}'];

    // Act
    const readers = answers.map((answer) => readCut(answer, [2]));

    // Assert
    for (const reader of readers) {
      expect(reader.broken).toBe(true);
      expect(reader.value('title')).toBeUndefined();
      expect(reader.complete('title')).toBe(false);
    }
  });
});

describe('wholeFirstParagraph', () => {
  it('should wait for the end of the opening line, skipping blank ones, and give it as the writer stores it', () => {
    // Arrange
    const content = '\n  \u00A0\nIl était  une\tfois, Léa.  \r\nLa suite';

    // Act
    const progress = Array.from({ length: content.length + 1 }, (_, end) => wholeFirstParagraph(content.slice(0, end), false));
    const whole = wholeFirstParagraph(content, true);

    // Assert
    const firstKnown = progress.findIndex((paragraph) => paragraph !== undefined);
    expect(content.slice(0, firstKnown).endsWith('\r')).toBe(true);
    expect(progress.slice(firstKnown).every((paragraph) => paragraph === 'Il était une fois, Léa.')).toBe(true);
    expect(whole).toBe(normaliseParagraphs(content.trim()).split('\n\n')[0]);
  });

  it('should take a content of a single paragraph whole once the content is complete, and not before', () => {
    // Arrange
    const content = 'Une seule phrase, sans retour.';

    // Act
    const partial = wholeFirstParagraph(content, false);
    const complete = wholeFirstParagraph(content, true);

    // Assert
    expect(partial).toBeUndefined();
    expect(complete).toBe(content);
  });

  it('should cut the same first narration part from the streamed opening as from the stored story, a long opening included', () => {
    // Arrange
    const longOpening = `${'Léa marchait dans la forêt avec son ami le dragon. '.repeat(3)}Le ciel était noir. ${'Ils avançaient doucement. '.repeat(6)}`;
    const stories = [
      { title: 'Léa et l’étoile', content: `Il était une fois Léa.\n\nLa suite de l’histoire.`, moral: 'Ensemble.' },
      { title: 'Le dragon', content: `${longOpening}\nLa suite.\n\nLa fin.`, moral: 'Courage.' },
    ];

    // Act
    const results = stories.map((story) => {
      const reader = readCut(JSON.stringify(story), [17, 40]);
      const firstParagraph = wholeFirstParagraph(reader.value('content')!, false)!;
      const streamed = narrationParts({ title: reader.value('title')!.trim(), content: firstParagraph, moral: 'x' })[0];
      const stored = narrationParts({ ...story, content: normaliseParagraphs(story.content) })[0];
      return { streamed, stored };
    });

    // Assert
    for (const { streamed, stored } of results) expect(streamed).toEqual(stored);
    expect(results[1]!.stored!.content.length).toBeLessThan(longOpening.trim().length);
  });
});
