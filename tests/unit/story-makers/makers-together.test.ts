import { describe, expect, it } from 'vitest';
import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { createEmbeddedStoryWriter } from '../../../functions/story-makers/writer/embedded-story-writer';

const SETTINGS = ['la forêt enchantée', 'la plage', "l'espace", 'un château', 'la ferme de papi', 'une île mystérieuse'];
const CHARACTERS = ['un petit dragon', 'une licorne', 'un robot rigolo', 'un loup', 'une sorcière gentille', 'un pirate'];
const EMOTIONS = [['la joie'], ['la peur', 'le courage'], ['la tendresse'], ['la surprise', 'la fierté']];

describe('the embedded writer and moderator together', () => {
  it('should never have its own stories refused by the moderator before delivery', async () => {
    // Arrange: 36 stories for children of every age band, girls and boys, many choices.
    const writer = createEmbeddedStoryWriter();
    const moderator = createEmbeddedModerator();
    const requests: StoryRequest[] = SETTINGS.flatMap((setting, settingIndex) =>
      CHARACTERS.map((mainCharacter, characterIndex) => ({
        seed: `together-${settingIndex}-${characterIndex}`,
        child: {
          ...SAMPLE_STORY_REQUEST.child,
          age: 4 + ((settingIndex + characterIndex) % 7),
          gender: characterIndex % 2 ? 'boy' : 'girl',
          readingLevel: (['beginner', 'intermediate', 'advanced'] as const)[characterIndex % 3]!,
        },
        choices: { ...SAMPLE_STORY_REQUEST.choices, setting, mainCharacter, emotions: EMOTIONS[characterIndex % EMOTIONS.length]! },
      })),
    );

    // Act
    const refusals = [];
    for (const request of requests) {
      const story = await writer.write(request);
      const verdict = await moderator.check([
        { field: 'title', text: story.title },
        { field: 'content', text: story.content },
        { field: 'moral', text: story.moral },
      ]);
      if (!verdict.allowed) refusals.push({ seed: request.seed, category: verdict.category });
    }

    // Assert
    expect(refusals).toEqual([]);
  });
});
