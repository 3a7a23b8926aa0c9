import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { ConflictError, NotFoundError, ValidationError } from '#core/errors';
import { exportMyData } from '#core/privacy/export-my-data';
import type { PersonalItem } from '#core/privacy/personal-data-repository';
import { toStoryDetail } from '#core/stories/get-story';
import type { Story, StoredVoiceParagraph } from '#core/stories/story';
import type { StoryMediaRepository } from '#core/stories/story-media-repository';
import { deleteStoryVoice, looksLike, recordVoiceParagraph, voiceOf, type StoryVoicePorts } from '#core/voice/story-voice';
import { VoiceRecordingTooLargeError, VoiceRecordingTypeError } from '#core/voice/voice-errors';
import type { VoiceRowRepository } from '#core/voice/voice-repository';
import { MAX_VOICE_PARAGRAPHS, storyMediaKeys, storyVoiceKey } from '#shared/media';
import { STORY_MESSAGES } from '#shared/stories';
import { MAX_VOICE_BYTES, VOICE_MESSAGES } from '#shared/voice';
import { InMemoryStories, PARENT_ID, storyAt } from './support/in-memory-stories';

const PARENT: Caller = { userId: PARENT_ID, email: undefined, isAdmin: false };
const OTHER_PARENT: Caller = { userId: 'parent-2', email: undefined, isAdmin: false };
const STORY_ID = '01JDQ0000000000000000VOICE';
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42'), 0, 0]);
const OGG = new TextEncoder().encode('OggS\0\x02rest');

/** The bucket as a map; signed links name their key. */
class InMemoryMedia implements Pick<StoryMediaRepository, 'signedUrl' | 'remove'> {
  readonly objects = new Map<string, { bytes: Uint8Array; type: string }>();
  put(key: string, bytes: Uint8Array, type: string) {
    this.objects.set(key, { bytes, type });
    return Promise.resolve();
  }
  remove(keys: readonly string[]) {
    for (const key of keys) this.objects.delete(key);
    return Promise.resolve();
  }
  signedUrl(key: string) {
    return Promise.resolve(`https://media.test/${key}?signed`);
  }
}

/** The row side over the in-memory table, with the adapter's conditions: a missing row is never written. */
function rowsOver(stories: InMemoryStories): VoiceRowRepository {
  return {
    recordParagraph(userId, storyId, paragraph, stored) {
      const row = stories.rows.get(storyId);
      if (!row || row.userId !== userId) return Promise.resolve(false);
      row.voiceParagraphs = { ...row.voiceParagraphs, [String(paragraph)]: stored };
      return Promise.resolve(true);
    },
    clear(userId, storyId) {
      const row = stories.rows.get(storyId);
      if (!row || row.userId !== userId) return Promise.resolve(false);
      delete row.voiceParagraphs;
      return Promise.resolve(true);
    },
  };
}

function world(fields: Partial<Story> = {}) {
  const stories = new InMemoryStories();
  const media = new InMemoryMedia();
  stories.put(storyAt(STORY_ID, 'completed', { content: 'Premier paragraphe.\n\nDeuxième paragraphe.\n\nTroisième paragraphe.', ...fields }));
  const ports: StoryVoicePorts = { stories, rows: rowsOver(stories), voiceMedia: media, media, now: () => new Date('2026-12-06T20:00:00.000Z') };
  return { stories, media, ports };
}

const upload = (paragraph: number, fields: Partial<Parameters<typeof recordVoiceParagraph>[2]> = {}) => ({
  storyId: STORY_ID,
  paragraph,
  contentType: 'audio/webm;codecs=opus',
  audio: WEBM,
  durationMs: 4200,
  ...fields,
});

describe("a parent's own voice (issue 31, item 4)", () => {
  it('should keep a paragraph’s recording in the private media and record it on the story', async () => {
    // Arrange
    const { stories, media, ports } = world();

    // Act
    const voice = await recordVoiceParagraph(ports, PARENT, upload(2));

    // Assert
    expect(media.objects.get(storyVoiceKey(STORY_ID, 2))).toEqual({ bytes: WEBM, type: 'audio/webm' });
    expect(stories.rows.get(STORY_ID)!.voiceParagraphs).toEqual({ '2': { durationMs: 4200, contentType: 'audio/webm', recordedAt: '2026-12-06T20:00:00.000Z' } });
    expect(voice).toEqual({ paragraphs: [{ paragraph: 2, durationMs: 4200, url: `https://media.test/${storyVoiceKey(STORY_ID, 2)}?signed` }], paragraphCount: 3, complete: false });
  });

  it('should be complete once every paragraph is recorded, and a new reading should replace the old one', async () => {
    // Arrange
    const { media, ports } = world();
    for (const paragraph of [1, 2, 3]) await recordVoiceParagraph(ports, PARENT, upload(paragraph));

    // Act
    const voice = await recordVoiceParagraph(ports, PARENT, upload(2, { contentType: 'audio/mp4', audio: MP4, durationMs: 5000 }));

    // Assert
    expect(voice.complete).toBe(true);
    expect(voice.paragraphs.map((entry) => [entry.paragraph, entry.durationMs])).toEqual([
      [1, 4200],
      [2, 5000],
      [3, 4200],
    ]);
    expect(media.objects.get(storyVoiceKey(STORY_ID, 2))?.type).toBe('audio/mp4');
  });

  it("should not find another parent's story, and store nothing for them", async () => {
    // Arrange
    const { media, ports } = world();

    // Act
    const recording = recordVoiceParagraph(ports, OTHER_PARENT, upload(1));
    const deletion = deleteStoryVoice(ports, OTHER_PARENT, STORY_ID);

    // Assert
    await expect(recording).rejects.toEqual(new NotFoundError(STORY_MESSAGES.storyNotFound));
    await expect(deletion).rejects.toEqual(new NotFoundError(STORY_MESSAGES.storyNotFound));
    expect(media.objects.size).toBe(0);
  });

  it.each([
    ['a paragraph the story does not have', upload(4), new NotFoundError(VOICE_MESSAGES.paragraphNotFound)],
    ['paragraph 0', upload(0), new NotFoundError(VOICE_MESSAGES.paragraphNotFound)],
    ['a type that is not a recording', upload(1, { contentType: 'text/plain' }), new VoiceRecordingTypeError()],
    ['no type', upload(1, { contentType: undefined }), new VoiceRecordingTypeError()],
    ['bytes that are not their declared type', upload(1, { audio: new TextEncoder().encode('<html>bonjour</html>') }), new VoiceRecordingTypeError(VOICE_MESSAGES.notAudio)],
    ['an empty recording', upload(1, { audio: new Uint8Array() }), new ValidationError(VOICE_MESSAGES.emptyRecording)],
    ['a recording over 2 MB', upload(1, { audio: new Uint8Array(MAX_VOICE_BYTES + 1) }), new VoiceRecordingTooLargeError()],
    ['no duration', upload(1, { durationMs: Number.NaN }), new ValidationError(VOICE_MESSAGES.invalidDuration)],
    ['a duration of an hour', upload(1, { durationMs: 3_600_000 }), new ValidationError(VOICE_MESSAGES.invalidDuration)],
  ])('should refuse %s with a French message and store nothing', async (_, given, expected) => {
    // Arrange
    const { media, stories, ports } = world();

    // Act
    const recording = recordVoiceParagraph(ports, PARENT, given);

    // Assert
    await expect(recording).rejects.toEqual(expected);
    await expect(recording).rejects.toHaveProperty('status', (expected as { status: number }).status);
    expect(media.objects.size).toBe(0);
    expect(stories.rows.get(STORY_ID)!.voiceParagraphs).toBeUndefined();
  });

  it('should refuse a story whose text is still being made', async () => {
    // Arrange
    const { ports, stories } = world();
    stories.rows.get(STORY_ID)!.status = 'content_generated';

    // Act
    const recording = recordVoiceParagraph(ports, PARENT, upload(1));

    // Assert
    await expect(recording).rejects.toEqual(new ConflictError(VOICE_MESSAGES.notReady));
  });

  it('should remove the recording it stored when the story was deleted meanwhile', async () => {
    // Arrange
    const { media, stories, ports } = world();
    const rows = ports.rows;
    ports.rows = {
      ...rows,
      recordParagraph: (...args) => {
        stories.rows.delete(STORY_ID);
        return rows.recordParagraph(...args);
      },
    };

    // Act
    const recording = recordVoiceParagraph(ports, PARENT, upload(1));

    // Assert
    await expect(recording).rejects.toEqual(new NotFoundError(STORY_MESSAGES.storyNotFound));
    expect(media.objects.size).toBe(0);
  });

  it('should delete every recorded paragraph and forget them on the story', async () => {
    // Arrange
    const { media, stories, ports } = world();
    for (const paragraph of [1, 3]) await recordVoiceParagraph(ports, PARENT, upload(paragraph));

    // Act
    await deleteStoryVoice(ports, PARENT, STORY_ID);

    // Assert
    expect(media.objects.size).toBe(0);
    expect(stories.rows.get(STORY_ID)!.voiceParagraphs).toBeUndefined();
  });

  it.each([
    ['audio/webm', WEBM, true],
    ['audio/mp4', MP4, true],
    ['audio/ogg', OGG, true],
    ['audio/ogg', WEBM, false],
    ['audio/mp4', OGG, false],
  ] as const)('should tell whether bytes start as %s does', (type, bytes, expected) => {
    // Act
    const looks = looksLike(bytes, type);

    // Assert
    expect(looks).toBe(expected);
  });

  it("should be among the story's media a deletion removes, every paragraph a story may record", () => {
    // Act
    const keys = storyMediaKeys(STORY_ID);

    // Assert
    expect(keys).toEqual(expect.arrayContaining([storyVoiceKey(STORY_ID, 1), storyVoiceKey(STORY_ID, MAX_VOICE_PARAGRAPHS)]));
  });
});

describe("the parent's voice as the page and the export read it", () => {
  const stored = (durationMs: number): StoredVoiceParagraph => ({ durationMs, contentType: 'audio/webm', recordedAt: '2026-12-06T20:00:00.000Z' });
  const signer = { signedUrl: (key: string) => Promise.resolve(`https://media.test/${key}?signed`) };

  it('should give the recorded paragraphs in order with signed links, and nothing for a story without', async () => {
    // Arrange
    const story = storyAt(STORY_ID, 'completed', { content: 'Un.\n\nDeux.', voiceParagraphs: { '2': stored(2000), '1': stored(1000) } });

    // Act
    const voice = await voiceOf(story, signer);
    const none = await voiceOf(storyAt(STORY_ID, 'completed'), signer);

    // Assert
    expect(voice).toEqual({
      paragraphs: [
        { paragraph: 1, durationMs: 1000, url: `https://media.test/${storyVoiceKey(STORY_ID, 1)}?signed` },
        { paragraph: 2, durationMs: 2000, url: `https://media.test/${storyVoiceKey(STORY_ID, 2)}?signed` },
      ],
      paragraphCount: 2,
      complete: true,
    });
    expect(none).toBeNull();
  });

  it('should add the voice to GET /api/stories/{id} only when there is one', async () => {
    // Arrange
    const media = { ...signer, exists: () => Promise.resolve(true), readTimings: () => Promise.resolve([]), readContent: () => Promise.resolve(undefined) } as unknown as StoryMediaRepository;

    // Act
    const withVoice = await toStoryDetail(storyAt(STORY_ID, 'completed', { voiceParagraphs: { '1': stored(1500) } }), media);
    const without = await toStoryDetail(storyAt(STORY_ID, 'completed'), media);

    // Assert
    expect(withVoice.voice).toEqual({ paragraphs: [{ paragraph: 1, durationMs: 1500, url: expect.stringContaining(storyVoiceKey(STORY_ID, 1)) }], paragraphCount: 1, complete: true });
    expect('voice' in without).toBe(false);
  });

  it("should put a link to each recorded paragraph in the parent's data export", async () => {
    // Arrange
    const row = { ...storyAt(STORY_ID, 'completed', { voiceParagraphs: { '1': stored(1500) } }), sk: undefined } as unknown as PersonalItem;
    const data = { listPartition: (table: string) => Promise.resolve(table === 'stories' ? [row] : []) };

    // Act
    const file = await exportMyData({ data, media: { ...signer, readContent: () => Promise.resolve(undefined) }, now: () => new Date('2026-12-06T20:00:00.000Z') }, PARENT);

    // Assert
    const exported = JSON.parse(file.body) as { stories: { media: { parentVoice?: unknown } }[] };
    expect(exported.stories[0]!.media.parentVoice).toEqual([
      { paragraph: 1, durationMs: 1500, contentType: 'audio/webm', recordedAt: '2026-12-06T20:00:00.000Z', audio: `https://media.test/${storyVoiceKey(STORY_ID, 1)}?signed` },
    ]);
  });
});
