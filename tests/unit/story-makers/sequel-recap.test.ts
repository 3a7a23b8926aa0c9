import { describe, expect, it } from 'vitest';
import type { StoryFrame } from '../../../functions/core/story-frame';
import type { StorySequel } from '../../../functions/core/story-sequel';
import { createFrameReader } from '../../../functions/story-makers/frame';
import { createEmbeddedStoryWriter } from '../../../functions/story-makers/writer/embedded-story-writer';
import { withSequel, writeRecap } from '../../../functions/story-makers/writer/sequel';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';

const frameOf = (mainCharacter: string, setting: string, scenario: string): StoryFrame => {
  const reading = createFrameReader().read({ mainCharacter, setting, scenario, emotions: ['Joie'], values: ['Amitié'] });
  if (!reading.ok) throw new Error(`Not a frame: ${mainCharacter} / ${setting} / ${scenario}`);
  return reading.frame;
};
const previousOf = (frame: StoryFrame): StorySequel['previous'] => ({ storyId: '01JD0000000000000000000A01', title: 'Le premier épisode', frame });
const sentencesOf = (text: string): string[] => text.split(/(?<=\.)\s+/).filter(Boolean);

describe('the recap of the earlier episode (issue 31, item 1)', () => {
  it('should tell a girl two sentences in the past, agreed in the feminine, with a singular companion', () => {
    // Arrange
    const previous = previousOf(frameOf('Un dragon', 'Une forêt enchantée', 'Trouver le trésor caché'));

    // Act
    const { recap } = writeRecap({ child: { name: 'Léa', gender: 'girl' }, previous, sameCompanion: true });

    // Assert
    expect(sentencesOf(recap)).toEqual([
      'La dernière fois, Léa était partie dans la forêt enchantée avec le dragon pour trouver un trésor caché.',
      'Au bout de cette aventure, elle avait trouvé le trésor.',
    ]);
  });

  it('should tell a boy the same in the masculine, with a plural companion', () => {
    // Arrange
    const previous = previousOf(frameOf('Deux lapins', 'La plage', 'Apprendre à nager'));

    // Act
    const { recap, thread } = writeRecap({ child: { name: 'Tom', gender: 'boy' }, previous, sameCompanion: true });

    // Assert
    expect(sentencesOf(recap)).toHaveLength(2);
    expect(recap).toMatch(/^La dernière fois, Tom était parti à la plage avec les lapins pour apprendre à nager\. Au bout de cette aventure, il /);
    expect(thread).toBe('Depuis la dernière fois, Tom savait nager, et il en était très fier.');
  });

  it.each([
    ['girl', 'Anaïs', "Depuis la dernière fois, Anaïs n'avait plus peur du noir, et elle en était très fière."],
    ['boy', 'Noé', "Depuis la dernière fois, Noé n'avait plus peur du noir, et il en était très fier."],
  ] as const)('should pick up a fear overcome for a %s, agreed', (gender, name, expected) => {
    // Arrange
    const previous = previousOf(frameOf('Une fée', 'La montagne', 'Ne plus avoir peur du noir'));

    // Act
    const { thread } = writeRecap({ child: { name, gender }, previous, sameCompanion: true });

    // Assert
    expect(thread).toBe(expected);
  });

  it('should pick up the thing found and kept', () => {
    // Arrange
    const previous = previousOf(frameOf('Un dragon', 'Une forêt enchantée', 'Trouver le trésor caché'));

    // Act
    const { thread } = writeRecap({ child: { name: 'Léa', gender: 'girl' }, previous, sameCompanion: true });

    // Assert
    expect(thread).toBe("Léa gardait toujours près d'elle le trésor, souvenir de sa dernière aventure.");
  });

  it.each([
    ['girl', 'Zoé', 'Depuis la dernière fois, Zoé et le petit chat étaient devenus inséparables.'],
    ['boy', 'Hugo', 'Depuis la dernière fois, Hugo et le petit chat étaient devenus inséparables.'],
  ] as const)('should pick up the friend met by a %s', (gender, name, expected) => {
    // Arrange
    const previous = previousOf(frameOf('Deux licornes', 'Le ciel', 'Retrouver un petit chat perdu'));

    // Act
    const { thread } = writeRecap({ child: { name, gender }, previous, sameCompanion: true });

    // Assert
    expect(thread).toBe(expected);
  });

  it('should pick up the promise made together only while the companion is kept', () => {
    // Arrange
    const previous = previousOf(frameOf('Un pirate', 'Une île', 'Organiser une fête surprise'));

    // Act
    const kept = writeRecap({ child: { name: 'Inès', gender: 'girl' }, previous, sameCompanion: true });
    const changed = writeRecap({ child: { name: 'Inès', gender: 'girl' }, previous, sameCompanion: false });

    // Assert
    expect(kept.thread).toBe("Inès et le pirate s'étaient promis de repartir ensemble à l'aventure : ce jour était enfin arrivé.");
    expect(changed.thread).toBe("Inès s'était promis de repartir bientôt à l'aventure : ce jour était enfin arrivé.");
  });

  it.each([
    ['a girl and a boy', 'boy', 'partis'],
    ['two girls', 'girl', 'parties'],
  ] as const)('should name both children of %s, agreeing their setting off', (_pair, gender, participle) => {
    // Arrange
    const previous = previousOf(frameOf('Un dragon', 'Une forêt enchantée', 'Trouver le trésor caché'));

    // Act
    const { recap } = writeRecap({ child: { name: 'Léa', gender: 'girl' }, sibling: { name: 'Inès', gender }, previous, sameCompanion: true });

    // Assert
    expect(sentencesOf(recap)).toEqual([
      `La dernière fois, Léa et Inès étaient ${participle} dans la forêt enchantée avec le dragon pour trouver un trésor caché.`,
      'Au bout de cette aventure, Léa avait trouvé le trésor, avec Inès à ses côtés.',
    ]);
  });

  it('should agree two boys in the masculine plural and keep both in the promise made together', () => {
    // Arrange
    const previous = previousOf(frameOf('Un pirate', 'Une île', 'Organiser une fête surprise'));

    // Act
    const { recap, thread } = writeRecap({ child: { name: 'Tom', gender: 'boy' }, sibling: { name: 'Noé', gender: 'boy' }, previous, sameCompanion: true });

    // Assert
    expect(recap).toMatch(/^La dernière fois, Tom et Noé étaient partis /);
    expect(thread).toMatch(/^Tom, Noé et le pirate s'étaient promis de repartir ensemble/);
  });

  it("should never repeat a parent's own spelling: only the frame's words", () => {
    // Arrange
    const previous = previousOf(frameOf('un DRAGON tout gentil', 'une forêt enchantée', 'trouver le trésor caché'));

    // Act
    const { recap, thread } = writeRecap({ child: { name: 'Léa', gender: 'girl' }, previous, sameCompanion: true });

    // Assert
    expect(`${recap} ${thread}`).not.toContain('DRAGON');
  });
});

describe('the embedded writer telling a sequel', () => {
  it('should open with the recap as its own paragraph, pick up the thread in the next one and move the scenes past it', async () => {
    // Arrange
    const writer = createEmbeddedStoryWriter();
    const alone = await writer.write(SAMPLE_STORY_REQUEST);
    const sequel: StorySequel = {
      seriesId: 'S',
      episode: 2,
      child: { name: 'Léa', gender: 'girl' },
      previous: previousOf(frameOf('Un dragon', 'La forêt', 'Trouver le trésor caché')),
      sameCompanion: true,
      samePlace: true,
    };
    const { recap, thread } = writeRecap(sequel);

    // Act
    const told = await writer.write({ ...SAMPLE_STORY_REQUEST, sequel });

    // Assert
    const paragraphs = told.content.split('\n\n');
    expect(paragraphs[0]).toBe(recap);
    expect(paragraphs[1]).toBe(`${alone.content.split('\n\n')[0]} ${thread}`);
    expect(paragraphs.slice(2)).toEqual(alone.content.split('\n\n').slice(1));
    expect(told.scenes?.map((scene) => scene.paragraph)).toEqual(alone.scenes?.map((scene) => scene.paragraph + 1));
    expect(withSequel(alone, sequel).title).toBe(alone.title);
  });
});
