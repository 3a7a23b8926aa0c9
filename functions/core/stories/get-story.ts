import { STORY_MESSAGES, type AudioPart, type Illustration, type StoryDetail, type WaitingTurn } from '#shared/stories';
import { STORY_MEDIA } from '#shared/story-makers-files';
import { WAITING_TURN_ATTRIBUTE } from '#shared/story-turns';
import type { WordTiming } from '#core/story-makers-port';
import type { Caller } from '#core/caller';
import { NotFoundError } from '#core/errors';
import type { Story, StoredAudioPart } from './story';
import type { StoryMediaRepository } from './story-media-repository';
import { storyPictures, type StoryPicture } from './story-pictures';
import type { StoryRepository } from './story-repository';
import { voiceOf } from '#core/voice/story-voice';

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
 * The narration's parts stored so far: the row's list, or for a story narrated before the parts its one
 * narration (complete by then). How many there will be, when known.
 */
function storedParts(story: Story): { parts: StoredAudioPart[]; count: number | null } {
  if (story.audioParts && story.audioParts.length > 0) return { parts: story.audioParts, count: story.narrationPartCount ?? null };
  if (story.audioKey && story.timingsKey) return { parts: [{ audioKey: story.audioKey, timingsKey: story.timingsKey, durationMs: story.narrationDurationMs ?? 0 }], count: 1 };
  return { parts: [], count: story.narrationPartCount ?? null };
}

/**
 * The parts as signed URLs with their place in the whole narration, and their word timings moved onto the
 * whole narration's time. A part whose timings cannot be read costs the read-along of the parts from it
 * on (later words would be paired out of order), not the story page.
 */
async function narrationOf(story: Story, media: StoryMediaRepository): Promise<{ audioParts: AudioPart[]; words: WordTiming[] | null }> {
  const { parts } = storedParts(story);
  if (parts.length === 0) return { audioParts: [], words: null };
  const [urls, timings] = await Promise.all([
    Promise.all(parts.map((part) => media.signedUrl(part.audioKey))),
    Promise.all(parts.map((part) => media.readTimings(part.timingsKey).catch(() => null))),
  ]);
  let startMs = 0;
  const audioParts = parts.map((part, index) => {
    const audioPart = { url: urls[index]!, startMs, durationMs: part.durationMs };
    startMs += part.durationMs;
    return audioPart;
  });
  const readable = timings.findIndex((words) => words === null);
  const words = timings
    .slice(0, readable === -1 ? timings.length : readable)
    .flatMap((partWords, index) => partWords!.map((word) => ({ word: word.word, startMs: word.startMs + audioParts[index]!.startMs, endMs: word.endMs + audioParts[index]!.startMs })));
  return { audioParts, words: readable === 0 ? null : words };
}

/**
 * The story as the web reads it: media as short-lived signed URLs, never as keys; each picture of its
 * picture book checked (a missing one, while the story is not being illustrated, is reported so the page
 * draws it again).
 */
export async function toStoryDetail(story: Story, media: StoryMediaRepository): Promise<StoryDetail> {
  // One round of reads: the pictures' checks run beside the others.
  const [illustrations, { audioParts, words }, linkedContent, voice] = await Promise.all([
    Promise.all(storyPictures(story).map((picture) => illustrationOf(story, picture, media))),
    // A lost timings object costs the read-along only, not the story page.
    narrationOf(story, media),
    // Spec part 2 §7: the content_url document is read, with the story's own content as the fallback.
    story.contentKey ? media.readContent(story.contentKey) : undefined,
    // The parent's own reading (issue 31, item 4), as signed links like the narration's.
    voiceOf(story, media),
  ]);
  // The first picture is the opening's, the one the story always had: `imageUrl` and `imageMissing` stay its own.
  const [first] = illustrations;
  return {
    id: story.storyId,
    profileId: story.profileId,
    // Brothers and sisters (issue 31, item 5): a story of two children names the second one's profile.
    ...(story.siblingProfileId ? { siblingProfileId: story.siblingProfileId } : {}),
    title: story.title,
    content: linkedContent ?? story.content,
    moral: story.moral,
    status: story.status,
    createdAt: story.createdAt,
    creditType: story.creditType,
    isDemo: story.isDemo,
    narrationRequested: story.narrationRequested,
    imageUrl: first?.url ?? null,
    audioUrl: audioParts[0]?.url ?? null,
    words,
    audioParts,
    narrationPartCount: storedParts(story).count,
    narrationComplete: Boolean(story.audioKey),
    failureReason: story.failureReason ?? null,
    imageMissing: first?.missing ?? false,
    illustrations,
    // Only when there is one: a story without it reads as it always did.
    ...(voice ? { voice } : {}),
    ...waitingTurnOf(story),
  };
}

/** The first medium, in the story's order, whose turn the story waits for (shared/story-turns.ts): absent when none. */
function waitingTurnOf(story: Story): { waitingTurn?: WaitingTurn } {
  for (const medium of STORY_MEDIA) {
    const ahead = (story as unknown as Record<string, unknown>)[WAITING_TURN_ATTRIBUTE[medium]];
    if (typeof ahead === 'number') return { waitingTurn: { medium, ahead } };
  }
  return {};
}

/** `GET /api/stories/{id}`: only inside the caller's partition; anyone else's id is simply not found. */
export async function getStory(ports: GetStoryPorts, caller: Caller, storyId: string): Promise<StoryDetail> {
  const story = await ports.stories.get(caller.userId, storyId);
  if (!story) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  const detail = await toStoryDetail(story, ports.media);
  // The owner's alone, never the family link's (which reads toStoryDetail): the series, and the choices 'Écrire la suite' starts from.
  return { ...detail, series: story.series ?? null, choices: story.request.choices };
}
