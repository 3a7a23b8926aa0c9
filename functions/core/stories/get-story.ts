import { STORY_MESSAGES, type Illustration, type StoryDetail } from '../../../shared/stories';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import type { Story } from './story';
import type { StoryMediaRepository } from './story-media-repository';
import { storyPictures, type StoryPicture } from './story-pictures';
import type { StoryRepository } from './story-repository';

export interface GetStoryPorts {
  stories: StoryRepository;
  media: StoryMediaRepository;
}

/** Past the illustration step, a story must have its image (spec part 2 §4, image health). */
const IMAGE_EXPECTED = new Set(['image_generated', 'generating_audio', 'completed']);

/** A derived caption for a story made before the picture book, which has no scene: what the page always said. */
const legacyCaption = (title: string) => (title ? `Illustration de l'histoire « ${title} »` : "Illustration de l'histoire");

/**
 * One picture as the page shows it. Its object is checked on the server (no bucket handling in the
 * browser): a missing or unreadable one, once the story is past its illustration, is reported missing.
 */
async function illustrationOf(story: Story, { scene, key }: StoryPicture, media: StoryMediaRepository): Promise<Illustration> {
  // The check and the signature side by side: the URL is signed anyway, and dropped if the object is missing.
  const [present, url] = await Promise.all([key ? media.exists(key).catch(() => false) : false, key ? media.signedUrl(key) : null]);
  return {
    url: present ? url : null,
    paragraph: scene?.paragraph ?? 0,
    moment: scene?.moment ?? 'opening',
    caption: scene?.caption ?? legacyCaption(story.title),
    missing: !present && IMAGE_EXPECTED.has(story.status),
  };
}

/**
 * The story as the web reads it: media as short-lived signed URLs, never as keys; each picture of its
 * picture book checked (a missing one, while the story is not being illustrated, is reported so the page
 * draws it again).
 */
export async function toStoryDetail(story: Story, media: StoryMediaRepository): Promise<StoryDetail> {
  // One round of reads: the pictures' checks run beside the others.
  const [illustrations, audioUrl, words, linkedContent] = await Promise.all([
    Promise.all(storyPictures(story).map((picture) => illustrationOf(story, picture, media))),
    story.audioKey ? media.signedUrl(story.audioKey) : null,
    // A lost timings object costs the read-along only, not the story page.
    story.timingsKey && story.audioKey ? media.readTimings(story.timingsKey).catch(() => null) : null,
    // Spec part 2 §7: the content_url document is read, with the story's own content as the fallback.
    story.contentKey ? media.readContent(story.contentKey) : undefined,
  ]);
  // The first picture is the opening's, the one the story always had: `imageUrl` and `imageMissing` stay its own.
  const [first] = illustrations;
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
    imageUrl: first?.url ?? null,
    audioUrl,
    words,
    failureReason: story.failureReason ?? null,
    imageMissing: first?.missing ?? false,
    illustrations,
  };
}

/** `GET /api/stories/{id}`: only inside the caller's partition; anyone else's id is simply not found. */
export async function getStory(ports: GetStoryPorts, caller: Caller, storyId: string): Promise<StoryDetail> {
  const story = await ports.stories.get(caller.userId, storyId);
  if (!story) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return toStoryDetail(story, ports.media);
}
