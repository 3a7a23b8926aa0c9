import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { NotFoundError } from '#core/errors';
import { getStory } from '#core/stories/get-story';
import type { Story } from '#core/stories/story';
import { STORY_MESSAGES, storyDetailSchema, type StoryStatus } from '#shared/stories';
import { FAKE_NARRATION, FAKE_PNG } from './support/fake-story-makers';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

const PARENT: Caller = { userId: 'parent-1', email: undefined, isAdmin: false };
const IMAGE_KEY = 'story_images/story-1.png';
const AUDIO_KEY = 'story_audio/story-1.mp3';
const TIMINGS_KEY = 'story_audio/story-1.timings.json';

/** One story of the caller; `stored` says which of its media objects are in the bucket. */
function world(status: StoryStatus, fields: Partial<Story> = {}, stored: { image?: boolean; narration?: boolean } = {}) {
  const stories = new InMemoryStories();
  const media = new InMemoryMedia();
  stories.put(storyAt('story-1', status, fields));
  if (stored.image) media.objects.set(IMAGE_KEY, FAKE_PNG);
  if (stored.narration) {
    media.objects.set(TIMINGS_KEY, JSON.stringify(FAKE_NARRATION.words));
    media.objects.set(AUDIO_KEY, FAKE_NARRATION.mp3);
  }
  return { stories, media, ports: { stories, media } };
}

const withNarration = { imageKey: IMAGE_KEY, audioKey: AUDIO_KEY, timingsKey: TIMINGS_KEY, narrationDurationMs: 1_000 };

describe('getStory', () => {
  it('should give a completed story with signed URLs for its picture and narration, its word timings, and no media key', async () => {
    // Arrange
    const { ports } = world('completed', withNarration, { image: true, narration: true });

    // Act
    const detail = await getStory(ports, PARENT, 'story-1');

    // Assert
    expect(storyDetailSchema.parse(detail)).toEqual(detail);
    expect(detail).toMatchObject({
      id: 'story-1',
      status: 'completed',
      imageUrl: 'https://media.test/story_images/story-1.png?signed',
      audioUrl: 'https://media.test/story_audio/story-1.mp3?signed',
      words: FAKE_NARRATION.words,
      imageMissing: false,
      failureReason: null,
    });
    expect(JSON.stringify(detail)).not.toMatch(/"story_(images|audio)\//);
  });

  it.each<[string, StoryStatus, Partial<Story>, boolean]>([
    ['a completed story whose picture object is lost', 'completed', { imageKey: IMAGE_KEY }, true],
    ['a completed story that never got its picture key', 'completed', {}, true],
    ['a story past its illustration, being narrated, without its picture object', 'generating_audio', { imageKey: IMAGE_KEY }, true],
    ['a story whose picture is being drawn', 'generating_image', {}, false],
    ['a story still being written', 'generating_text', {}, false],
    ['a failed story', 'failed', { failureReason: "La création de l'histoire a échoué." }, false],
  ])('should report the image health of %s', async (_, status, fields, imageMissing) => {
    // Arrange
    const { ports } = world(status, fields);

    // Act
    const detail = await getStory(ports, PARENT, 'story-1');

    // Assert
    expect(detail.imageMissing).toBe(imageMissing);
    expect(detail.imageUrl).toBeNull();
  });

  it('should list the narration parts stored so far, in order, with their place in the whole narration and their words moved onto its time', async () => {
    // Arrange — part 1 of 2 is stored, then part 2.
    const part2 = { audioKey: 'story_audio/story-1/part-2.mp3', timingsKey: 'story_audio/story-1/part-2.timings.json', durationMs: 4_000 };
    const part1 = { audioKey: AUDIO_KEY, timingsKey: TIMINGS_KEY, durationMs: 1_500 };
    const { ports, stories, media } = world('generating_image', { audioParts: [part1], narrationPartCount: 2 }, { narration: true });
    const secondWords = [{ word: 'Léa', startMs: 100, endMs: 400 }];
    media.objects.set(part2.timingsKey, JSON.stringify(secondWords));

    // Act
    const whileNarrating = await getStory(ports, PARENT, 'story-1');
    stories.rows.get('story-1')!.audioParts = [part1, part2];
    Object.assign(stories.rows.get('story-1')!, { audioKey: AUDIO_KEY, timingsKey: TIMINGS_KEY, narrationDurationMs: 5_500 });
    const whole = await getStory(ports, PARENT, 'story-1');

    // Assert
    expect(storyDetailSchema.parse(whileNarrating)).toEqual(whileNarrating);
    expect(whileNarrating).toMatchObject({
      audioParts: [{ url: 'https://media.test/story_audio/story-1.mp3?signed', startMs: 0, durationMs: 1_500 }],
      audioUrl: 'https://media.test/story_audio/story-1.mp3?signed',
      narrationPartCount: 2,
      narrationComplete: false,
      words: FAKE_NARRATION.words,
    });
    expect(whole.audioParts).toEqual([
      { url: 'https://media.test/story_audio/story-1.mp3?signed', startMs: 0, durationMs: 1_500 },
      { url: 'https://media.test/story_audio/story-1/part-2.mp3?signed', startMs: 1_500, durationMs: 4_000 },
    ]);
    expect(whole.words).toEqual([...FAKE_NARRATION.words, { word: 'Léa', startMs: 1_600, endMs: 1_900 }]);
    expect(whole.narrationComplete).toBe(true);
  });

  it('should give a story narrated before the parts its one narration as a single, complete part', async () => {
    // Arrange
    const { ports } = world('completed', withNarration, { image: true, narration: true });

    // Act
    const detail = await getStory(ports, PARENT, 'story-1');

    // Assert
    expect(detail.audioParts).toEqual([{ url: 'https://media.test/story_audio/story-1.mp3?signed', startMs: 0, durationMs: 1_000 }]);
    expect(detail).toMatchObject({ narrationPartCount: 1, narrationComplete: true });
  });

  it('should report as missing a picture whose object cannot be read, rather than failing the page', async () => {
    // Arrange
    const { ports, media } = world('completed', { imageKey: IMAGE_KEY }, { image: true });
    media.unreadable.add(IMAGE_KEY);

    // Act
    const detail = await getStory(ports, PARENT, 'story-1');

    // Assert
    expect(detail).toMatchObject({ imageMissing: true, imageUrl: null });
  });

  it('should still give the story, without word timings, when its timings object cannot be read', async () => {
    // Arrange
    const { ports, media } = world('completed', withNarration, { image: true, narration: true });
    media.objects.delete(TIMINGS_KEY);

    // Act
    const detail = await getStory(ports, PARENT, 'story-1').catch((error: unknown) => error);

    // Assert
    expect(detail).toMatchObject({ status: 'completed', words: null });
  });

  it('should give no narration and no words to a story without narration', async () => {
    // Arrange
    const { ports } = world('completed', { imageKey: IMAGE_KEY, narrationRequested: false }, { image: true });

    // Act
    const detail = await getStory(ports, PARENT, 'story-1');

    // Assert
    expect(detail).toMatchObject({ narrationRequested: false, audioUrl: null, words: null, imageMissing: false });
  });

  it("should give a failed story's French reason", async () => {
    // Arrange
    const { ports } = world('failed', { failureReason: "L'histoire obtenue ne convenait pas à un enfant : elle n'a pas été gardée.", refundedAt: '2026-11-25T10:02:00.000Z' });

    // Act
    const detail = await getStory(ports, PARENT, 'story-1');

    // Assert
    expect(detail).toMatchObject({ status: 'failed', failureReason: "L'histoire obtenue ne convenait pas à un enfant : elle n'a pas été gardée." });
  });

  it('should read the text from the linked content document first, and fall back to the story content when it is unreadable', async () => {
    // Arrange
    const linked = world('completed', { contentKey: 'story_content/story-1.json', content: 'Le texte de la ligne.' });
    linked.media.objects.set('story_content/story-1.json', JSON.stringify({ content: 'Le texte du document.' }));
    const broken = world('completed', { contentKey: 'story_content/story-1.json', content: 'Le texte de la ligne.' });
    broken.media.objects.set('story_content/story-1.json', '{ pas du JSON');

    // Act
    const fromDocument = await getStory(linked.ports, PARENT, 'story-1');
    const fallback = await getStory(broken.ports, PARENT, 'story-1');

    // Assert
    expect(fromDocument.content).toBe('Le texte du document.');
    expect(fallback.content).toBe('Le texte de la ligne.');
  });

  it.each([
    ['an unknown id', 'story-9'],
    ["another parent's story", 'story-of-parent-2'],
  ])('should answer 404 Histoire non trouvée for %s', async (_, storyId) => {
    // Arrange
    const { ports, stories } = world('completed', withNarration);
    stories.put(storyAt('story-of-parent-2', 'completed', { userId: 'parent-2' }));

    // Act
    const attempt = getStory(ports, PARENT, storyId);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toMatchObject({ status: 404, message: STORY_MESSAGES.storyNotFound });
  });
});
