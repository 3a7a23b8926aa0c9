import { MAX_VOICE_PARAGRAPHS, storyVoiceKey } from '#shared/media';
import { STORY_MESSAGES, storyParagraphs } from '#shared/stories';
import { MAX_VOICE_BYTES, MAX_VOICE_DURATION_MS, VOICE_MESSAGES, voiceContentType, type StoryVoice, type VoiceContentType } from '#shared/voice';
import type { Caller } from '#core/caller';
import { ConflictError, NotFoundError, ValidationError } from '#core/errors';
import type { Story } from '#core/stories/story';
import type { StoryMediaRepository } from '#core/stories/story-media-repository';
import type { StoryRepository } from '#core/stories/story-repository';
import { VoiceRecordingTooLargeError, VoiceRecordingTypeError } from './voice-errors';
import type { VoiceMediaRepository, VoiceRowRepository } from './voice-repository';

export interface StoryVoicePorts {
  stories: Pick<StoryRepository, 'get'>;
  rows: VoiceRowRepository;
  voiceMedia: VoiceMediaRepository;
  media: Pick<StoryMediaRepository, 'signedUrl' | 'remove'>;
  now?: () => Date;
}

export interface VoiceUpload {
  storyId: string;
  /** 1-based, as the page numbers the story's paragraphs. */
  paragraph: number;
  /** The request's Content-Type header. */
  contentType: string | undefined;
  audio: Uint8Array;
  /** How long the recording lasts, as the browser measured it while recording. */
  durationMs: number;
}

/** Once the text is final and its pictures are made: a parent reads the story as the page shows it. */
const RECORDABLE = new Set(['image_generated', 'generating_audio', 'completed']);

/**
 * Whether the bytes start as their declared container does: a recording is played back to a child, so what
 * is kept must be the audio it claims to be (the browser's <audio> would otherwise sniff something else).
 */
export function looksLike(audio: Uint8Array, type: VoiceContentType): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...audio.subarray(from, to));
  if (type === 'audio/webm') return audio[0] === 0x1a && audio[1] === 0x45 && audio[2] === 0xdf && audio[3] === 0xa3;
  if (type === 'audio/ogg') return ascii(0, 4) === 'OggS';
  return ascii(4, 8) === 'ftyp';
}

/** The parent's recording as the page reads it (signed links), or null when no paragraph is recorded. */
export async function voiceOf(story: Pick<Story, 'storyId' | 'content' | 'voiceParagraphs'>, media: Pick<StoryMediaRepository, 'signedUrl'>): Promise<StoryVoice | null> {
  const recorded = Object.entries(story.voiceParagraphs ?? {})
    .map(([paragraph, stored]) => ({ paragraph: Number(paragraph), durationMs: stored.durationMs }))
    .filter(({ paragraph }) => Number.isInteger(paragraph) && paragraph >= 1 && paragraph <= MAX_VOICE_PARAGRAPHS)
    .sort((left, right) => left.paragraph - right.paragraph);
  if (recorded.length === 0) return null;
  const paragraphCount = storyParagraphs(story.content).length;
  const paragraphs = await Promise.all(recorded.map(async (entry) => ({ ...entry, url: await media.signedUrl(storyVoiceKey(story.storyId, entry.paragraph)) })));
  const complete = paragraphCount > 0 && Array.from({ length: paragraphCount }, (_, index) => index + 1).every((paragraph) => recorded.some((entry) => entry.paragraph === paragraph));
  return { paragraphs, paragraphCount, complete };
}

async function ownedStory(ports: Pick<StoryVoicePorts, 'stories'>, caller: Caller, storyId: string): Promise<Story> {
  const story = await ports.stories.get(caller.userId, storyId);
  if (!story) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return story;
}

/**
 * `PUT /api/stories/{id}/voice/paragraphs/{n}`: keeps the parent's reading of paragraph n in their private
 * media (a new reading replaces the old one: « Refaire ») and records it on the story. Only the owner's story
 * (anyone else's is not found), once its text is final; the audio's type, size and first bytes are checked
 * before anything is stored. The recording goes nowhere else: no model ever receives it.
 */
export async function recordVoiceParagraph(ports: StoryVoicePorts, caller: Caller, upload: VoiceUpload): Promise<StoryVoice> {
  const story = await ownedStory(ports, caller, upload.storyId);
  if (!RECORDABLE.has(story.status) || !story.content.trim()) throw new ConflictError(VOICE_MESSAGES.notReady);
  const count = storyParagraphs(story.content).length;
  if (count > MAX_VOICE_PARAGRAPHS) throw new ConflictError(VOICE_MESSAGES.tooLong);
  if (upload.paragraph < 1 || upload.paragraph > count) throw new NotFoundError(VOICE_MESSAGES.paragraphNotFound);

  const type = voiceContentType(upload.contentType);
  if (!type) throw new VoiceRecordingTypeError();
  if (upload.audio.byteLength === 0) throw new ValidationError(VOICE_MESSAGES.emptyRecording);
  if (upload.audio.byteLength > MAX_VOICE_BYTES) throw new VoiceRecordingTooLargeError();
  if (!looksLike(upload.audio, type)) throw new VoiceRecordingTypeError(VOICE_MESSAGES.notAudio);
  if (!Number.isFinite(upload.durationMs) || upload.durationMs <= 0 || upload.durationMs > MAX_VOICE_DURATION_MS) throw new ValidationError(VOICE_MESSAGES.invalidDuration);

  const now = (ports.now ?? (() => new Date()))();
  const key = storyVoiceKey(story.storyId, upload.paragraph);
  const stored = { durationMs: Math.round(upload.durationMs), contentType: type, recordedAt: now.toISOString() };
  await ports.voiceMedia.put(key, upload.audio, type);
  if (!(await ports.rows.recordParagraph(caller.userId, story.storyId, upload.paragraph, stored, now))) {
    // The story was deleted meanwhile: its media went with it, this one too.
    await ports.media.remove([key]);
    throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  }
  const voice = await voiceOf({ ...story, voiceParagraphs: { ...story.voiceParagraphs, [String(upload.paragraph)]: stored } }, ports.media);
  return voice!;
}

/**
 * `DELETE /api/stories/{id}/voice`: forgets the parent's recording and deletes every paragraph's object. The
 * row first: a row never names a recording that is gone, and an object left by a failed removal is among the
 * story's known keys, deleted with it.
 */
export async function deleteStoryVoice(ports: StoryVoicePorts, caller: Caller, storyId: string): Promise<void> {
  const story = await ownedStory(ports, caller, storyId);
  const now = (ports.now ?? (() => new Date()))();
  if (!(await ports.rows.clear(caller.userId, story.storyId, now))) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  await ports.media.remove(Array.from({ length: MAX_VOICE_PARAGRAPHS }, (_, index) => storyVoiceKey(story.storyId, index + 1)));
}
