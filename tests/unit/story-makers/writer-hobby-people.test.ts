import { describe, expect, it } from 'vitest';
import { checkStory } from '../../../functions/story-makers/story-checker';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { hobbyWords, readHobby } from '../../../shared/hobby';
import { storyRequest } from '../../fixtures/story-report-profiles';

/**
 * Issue 25, the parent's scenario told with its people (editor's read 36: « faire des gâteaux avec
 * papa » lost papa in 7 stories of 7): a hobby shared with a relative of our vocabulary keeps that
 * relative in the hobby's words; a name typed after « avec » is never kept.
 */

/** Six stories take a second on an idle machine, far more on a loaded one. */
const TIMEOUT_MS = 60_000;

describe('a hobby told with the one it is shared with', () => {
  it.each([
    ['faire des gâteaux avec papa', 'faire des gâteaux avec papa'],
    ['la danse avec sa grande sœur', 'danser avec sa grande sœur'],
    ['monte à poney tous les mercredis avec Kevin', 'faire du poney'],
    ['le vélo', 'faire du vélo'],
  ])('should say « %s » as « %s »', (typed, said) => {
    // Act
    const frame = readHobby(typed);

    // Assert
    expect(frame && hobbyWords(frame).infinitive).toBe(said);
  });

  it('should keep papa in every story of a child who bakes with papa, and pass the story check', () => {
    // Arrange
    const requests = [1, 4, 7, 10, 13, 16].map((index) => {
      const base = storyRequest(index, { seed: 'hobby-people' });
      return { ...base, child: { ...base.child, favoriteHobby: 'faire des gâteaux avec papa' } };
    });

    // Act
    const stories = requests.map((request) => ({ request, story: composeStory(request) }));

    // Assert
    for (const { request, story } of stories) {
      expect(story.content).toMatch(/gâteaux avec papa/);
      expect(checkStory(story, request).filter((finding) => /woven|frame|parent/.test(finding.rule))).toEqual([]);
    }
  }, TIMEOUT_MS);
});
