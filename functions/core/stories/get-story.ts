import { STORY_MESSAGES, type StoryDetail } from '../../../shared/stories';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import type { Story } from './story';
import type { StoryMediaRepository } from './story-media-repository';
import type { StoryRepository } from './story-repository';

export interface GetStoryPorts {
  stories: StoryRepository;
  media: StoryMediaRepository;
}

/** Past the illustration step, a story must have its image (spec part 2 §4, image health). */
const IMAGE_EXPECTED = new Set(['image_generated', 'generating_audio', 'completed']);

/**
 * The story as the web reads it: media as short-lived signed URLs, never as keys. The image object is
 * checked on the server (no bucket handling in the browser): a missing or unreadable one, while the
 * story is not being illustrated, is reported so the page regenerates it.
 */
export async function toStoryDetail(story: Story, media: StoryMediaRepository): Promise<StoryDetail> {
  // One round of reads: the image's check runs beside the others (its URL is signed anyway, and dropped if missing).
  const [imagePresent, imageUrlIfPresent, audioUrl, words, linkedContent] = await Promise.all([
    story.imageKey ? media.exists(story.imageKey).catch(() => false) : false,
    story.imageKey ? media.signedUrl(story.imageKey) : null,
    story.audioKey ? media.signedUrl(story.audioKey) : null,
    // A lost timings object costs the read-along only, not the story page.
    story.timingsKey && story.audioKey ? media.readTimings(story.timingsKey).catch(() => null) : null,
    // Spec part 2 §7: the content_url document is read, with the story's own content as the fallback.
    story.contentKey ? media.readContent(story.contentKey) : undefined,
  ]);
  const imageUrl = imagePresent ? imageUrlIfPresent : null;
  const imageMissing = !imagePresent && IMAGE_EXPECTED.has(story.status);
  return {
    id: story.storyId,
    profileId: story.profileId,
    title: story.title,
    content: linkedContent ?? story.content,
    moral: story.moral,
    status: story.status,
    createdAt: story.createdAt,
    creditType: story.creditType,
    isDemo: story.isDemo,
    narrationRequested: story.narrationRequested,
    imageUrl,
    audioUrl,
    words,
    failureReason: story.failureReason ?? null,
    imageMissing,
  };
}

/** `GET /api/stories/{id}`: only inside the caller's partition; anyone else's id is simply not found. */
export async function getStory(ports: GetStoryPorts, caller: Caller, storyId: string): Promise<StoryDetail> {
  const story = await ports.stories.get(caller.userId, storyId);
  if (!story) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return toStoryDetail(story, ports.media);
}
