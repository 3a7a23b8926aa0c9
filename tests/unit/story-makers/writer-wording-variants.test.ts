import { describe, expect, it } from 'vitest';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { splitWordings } from '../../../functions/story-makers/writer/wording-variants';
import { storyRequests } from '../../fixtures/story-report-profiles';

/**
 * The wordings that stand for one another (issue 26, item 4) are found inside a template's fixed text; one
 * that is part of a longer wording written there (« Un peu plus loin » opening a choice) must stay whole, or
 * the story tells « Un peu un peu plus loin », « Un peu quelques mètres plus loin » (an editor's read found
 * both in stories of seeds never tuned on).
 */
describe('the writer’s interchangeable wordings', () => {
  it('should keep a longer wording whole when a shorter one of the lists is inside it', () => {
    // Arrange
    const texts = ['Un peu plus loin', 'Quelques mètres plus loin', 'Tout là-haut, une étoile brillait'];

    // Act
    const pieces = texts.map(splitWordings);

    // Assert: nothing inside them is offered as a choice.
    expect(pieces).toEqual(texts.map((text) => [text]));
  });

  it('should still offer the choices of a wording written in its own case', () => {
    // Arrange
    const text = 'Il marcha un peu plus loin, puis il chanta tout à coup.';

    // Act
    const pieces = splitWordings(text);

    // Assert
    expect(pieces).toEqual(['Il marcha ', ['un peu plus loin', 'plus loin', 'quelques mètres plus loin'], ', puis il chanta ', ['tout à coup', 'soudain', 'brusquement'], '.']);
  });

  it('should tell no wording twice over in 350 stories of every age', () => {
    // Arrange
    const requests = storyRequests(350, { seed: 'wording-variants' });
    // Two or three words said twice in a row (« un peu un peu »), and a wording inside its own kind.
    const doubled = /(?<![\p{L}'’-])(\p{L}+(?: \p{L}+){1,2}) \1(?![\p{L}'’-])/iu;
    const nested = /\b(?:peu|pas) quelques mètres\b|\bTout tout\b|\bun peu un peu\b/iu;

    // Act
    const faults = requests
      .map((request) => composeStory(request).content)
      .flatMap((content) => [content.match(doubled)?.[0], content.match(nested)?.[0]])
      .filter((fault): fault is string => fault !== undefined);

    // Assert
    expect(faults).toEqual([]);
  }, 60_000);

  it('should name the child in the opening paragraph of every story', () => {
    // Arrange: « Voici l'histoire de l'enfant, une fillette… » named no one (an editor's read, 3 stories of 40).
    const requests = storyRequests(350, { seed: 'opening-names' });

    // Act
    const unnamed = requests.filter((request) => !composeStory(request).content.split('\n\n')[0]!.includes(request.child.name));

    // Assert
    expect(unnamed.map((request) => request.seed)).toEqual([]);
  }, 60_000);
});
