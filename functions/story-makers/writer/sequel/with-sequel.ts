import type { WrittenStory } from '#core/story-makers-port';
import type { StorySequel } from '#core/story-sequel';
import { writeRecap } from './recap';

/**
 * A written episode told as a sequel: the recap (told from the earlier episode's stored facts) opens it as a
 * paragraph of its own, and the thread closes the story's first paragraph (where the child has just been
 * introduced), so the earlier episode is picked up before the new goal. The scenes point one paragraph further.
 */
export function withSequel(story: WrittenStory, sequel: StorySequel): WrittenStory {
  const { recap, thread } = writeRecap(sequel);
  const [opening = '', ...rest] = story.content.split('\n\n');
  const content = [recap, `${opening} ${thread}`.trim(), ...rest].join('\n\n');
  return {
    ...story,
    content,
    ...(story.scenes ? { scenes: story.scenes.map((scene) => ({ ...scene, paragraph: scene.paragraph + 1 })) } : {}),
  };
}
