import type { WrittenStory } from '../../../core/story-makers-port';
import type { StorySequel } from '../../../core/story-sequel';

/**
 * A written episode told as a sequel: the recap opens it as a paragraph of its own, and the thread closes the
 * story's first paragraph (where the child has just been introduced), so the earlier episode is picked up before
 * the new goal. The scenes point one paragraph further, past the recap.
 */
export function withSequel(story: WrittenStory, sequel: Pick<StorySequel, 'recap' | 'thread'>): WrittenStory {
  const [opening = '', ...rest] = story.content.split('\n\n');
  const content = [sequel.recap, `${opening} ${sequel.thread}`.trim(), ...rest].join('\n\n');
  return {
    ...story,
    content,
    ...(story.scenes ? { scenes: story.scenes.map((scene) => ({ ...scene, paragraph: scene.paragraph + 1 })) } : {}),
  };
}
