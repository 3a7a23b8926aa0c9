import { STORY_MESSAGES } from '../../../shared/stories';
import type { Caller } from '../caller';
import { ConflictError, NotFoundError } from '../errors';
import type { Illustrator } from '../providers/ports';
import type { StoryMediaStore } from './story-media';
import type { StoryRepository } from './story-repository';

export interface RegenerateImagePorts {
  stories: StoryRepository;
  media: StoryMediaStore;
  illustrator: Illustrator;
  now?: () => Date;
}

/**
 * `POST /api/stories/{id}/image` (spec part 2 §7, generate-image): draws the story's picture again from
 * the request kept on the story (same seed, so the embedded illustrator gives the same picture back),
 * stores it and answers a fresh signed URL, only when the picture's object is missing or unreadable.
 */
export async function regenerateImage(ports: RegenerateImagePorts, caller: Caller, storyId: string): Promise<{ imageUrl: string }> {
  const story = await ports.stories.get(caller.userId, storyId, { consistent: true });
  if (!story || story.status === 'failed') throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  if (story.status === 'generating_image' || !story.content) throw new ConflictError(STORY_MESSAGES.storyNotWrittenYet);
  // A picture that is there is not drawn again (with OpenAI, each drawing costs): a fresh URL is enough
  // when the browser failed to load it.
  if (story.imageKey && (await ports.media.exists(story.imageKey))) return { imageUrl: await ports.media.signedUrl(story.imageKey) };
  const png = await ports.illustrator.illustrate(story.request);
  const imageKey = await ports.media.putImage(story.storyId, png);
  await ports.stories.attachImage(story.userId, story.storyId, imageKey, (ports.now ?? (() => new Date()))());
  return { imageUrl: await ports.media.signedUrl(imageKey) };
}
