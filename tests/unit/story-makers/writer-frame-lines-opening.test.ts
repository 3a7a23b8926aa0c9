import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { storyRequest } from '../../fixtures/story-report-profiles';

/** The tests that write twenty stories: the default 5 s is too short on a busy shared machine. */
const HEAVY_TEST_TIMEOUT_MS = 60_000;

/** A child whose profile holds interests and a colour the story was not asked to tell. */
function withProfile(index: number): StoryRequest {
  const request = storyRequest(index, { seed: 'frame-lines-opening' });
  return { ...request, child: { ...request.child, interests: ['Mode', 'Poésie'], favoriteColor: '#8E24AA', favoriteHobby: '' } };
}

describe('embedded writer: the frame lines, opening', () => {
  it(
    'should tell no interest, colour or outfit the parent did not give in the story',
    () => {
      // Arrange
      const requests = Array.from({ length: 20 }, (_, index) => withProfile(index * 13 + 5));

      // Act
      const stories = requests.map((request) => composeStory(request));

      // Assert
      for (const story of stories) {
        const [portrait = ''] = story.content.split('\n\n');
        expect(story.content, story.content).not.toMatch(/la mode|la poésie/iu);
        expect(portrait, portrait).not.toMatch(/violet|avait mis|avait enfilé/iu);
      }
    },
    HEAVY_TEST_TIMEOUT_MS,
  );
});
