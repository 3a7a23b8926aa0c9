import { STORY_MESSAGES, type StoryDetail } from '../../../shared/stories';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import type { Story } from './story';
import type { StoryMediaStore } from './story-media';
import type { StoryRepository } from './story-repository';

export interface GetStoryPorts {
  stories: StoryRepository;
  media: StoryMediaStore;
}

/** The story as the web reads it: media as short-lived signed URLs, never as keys. */
export async function toStoryDetail(story: Story, media: StoryMediaStore): Promise<StoryDetail> {
  const [imageUrl, audioUrl, words] = await Promise.all([
    story.imageKey ? media.signedUrl(story.imageKey) : null,
    story.audioKey ? media.signedUrl(story.audioKey) : null,
    story.timingsKey && story.audioKey ? media.readTimings(story.timingsKey) : null,
  ]);
  return {
    id: story.storyId,
    profileId: story.profileId,
    title: story.title,
    content: story.content,
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
  };
}

/** `GET /api/stories/{id}`: only inside the caller's partition; anyone else's id is simply not found. */
export async function getStory(ports: GetStoryPorts, caller: Caller, storyId: string): Promise<StoryDetail> {
  const story = await ports.stories.get(caller.userId, storyId);
  if (!story) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return toStoryDetail(story, ports.media);
}
