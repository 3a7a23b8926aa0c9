import { describe, expect, it } from 'vitest';
import { KIND_BY_ID } from '../../../functions/story-makers/frame/vocabulary';
import { kindDrawing } from '../../../functions/story-makers/illustrator/frame-drawing';
import { companionDrawn, frameReuse, longestParagraphShare, sentenceFrame, storiesSharingPassages } from '../../fixtures/story-variety';

/** The measures `npm run story:report` gives per band (issue 26, item 8), on texts whose figures are known. */

const kindOf = (id: string) => {
  const kind = KIND_BY_ID.get(id);
  if (!kind) throw new Error(`no kind ${id} in the vocabulary`);
  return kind;
};

describe('story variety measures', () => {
  it('should give the longest paragraph’s share of the story’s words', () => {
    // Arrange: 2, 6 and 2 words.
    const content = 'Il était.\n\nUne fois un petit chat curieux.\n\nFin heureuse.';

    // Act
    const share = longestParagraphShare(content);

    // Assert
    expect(share).toBeCloseTo(0.6, 10);
    expect(longestParagraphShare('')).toBe(0);
  });

  it('should count the stories sharing a passage with enough others, and no more', () => {
    // Arrange: the first three share « le chat dort au soleil », the fourth only « le chat dort ».
    const stories = [
      { content: 'Ce matin, le chat dort au soleil.' },
      { content: 'Puis le chat dort au soleil encore.' },
      { content: 'Le chat dort au soleil !' },
      { content: 'Le chat dort sous la pluie.' },
    ];

    // Act
    const five = storiesSharingPassages(stories, 5, 3);
    const three = storiesSharingPassages(stories, 3, 4);

    // Assert
    expect(five).toEqual({ count: 3, passages: ['le chat dort au soleil'] });
    expect(three.count).toBe(4);
    expect(storiesSharingPassages(stories, 5, 4).count).toBe(0);
  });

  it('should read a sentence’s frame with the child and the companion as placeholders, folded', () => {
    // Arrange
    const names = { child: ['Léa'], companion: ['le petit dragon', 'dragon'] };

    // Act
    const frames = [
      sentenceFrame('Léa et le petit dragon partirent à l’aube.', names),
      sentenceFrame('« LÉA, viens vite ! » cria le dragon.', names),
      sentenceFrame('Bonne nuit, Léa.', names),
    ];

    // Assert
    expect(frames).toEqual(['{nom} et {compagnon} partirent', '{nom} viens vite cria', null]);
  });

  it('should count as reused the sentences whose frame opens sentences in more than one story in ten', () => {
    // Arrange: ten stories; « Il était une fois » opens a sentence in two of them (more than 1 in 10), « Le soir venu, Tom » in one.
    const names = { child: ['Tom', 'Zoé'], companion: ['Pistache'] };
    const stories = Array.from({ length: 10 }, (_, index) => ({
      content: index < 2 ? `Il était une fois un enfant numéro ${index}. Le soir venu, ${index === 0 ? 'Tom' : 'Zoé'} dormit.` : `Histoire ${index} sans cadre commun du tout.`,
      names,
    }));

    // Act
    const reuse = frameReuse(stories);

    // Assert: 12 sentences of 4 words or more; the 2 « il était une fois » and the 2 « le soir venu {nom} » are reused.
    expect(reuse.sentences).toBe(12);
    expect(reuse.reused).toBe(4);
    expect(reuse.frames).toEqual([
      ['il etait une fois', 2],
      ['le soir venu {nom}', 2],
    ]);
  });

  it('should tell a kind drawn as itself from one drawn generically, as the star or as another kind', () => {
    // Arrange
    const cases = ['chien', 'girafe', 'poisson', 'roi', 'etoile'].map((id) => kindOf(id));

    // Act
    const drawn = cases.map((kind) => companionDrawn(kind, kindDrawing(kind)));
    const forged = [
      companionDrawn({ id: 'phoque', singular: 'phoque' }, { drawing: 'star-sprite', look: 'star-sprite' }),
      companionDrawn({ id: 'sole', singular: 'sole' }, { drawing: 'sea-animal', look: 'fish' }),
      companionDrawn({ id: 'chevalier', singular: 'chevalier' }, { drawing: 'prince', look: 'prince' }),
    ];

    // Assert
    expect(drawn).toEqual(['itself', 'itself', 'itself', 'other-kind', 'itself']);
    expect(forged).toEqual(['star', 'generic', 'other-kind']);
  });
});
