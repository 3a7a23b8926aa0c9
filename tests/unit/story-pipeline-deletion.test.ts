import { describe, expect, it } from 'vitest';
import { completeStory, failStory, generateAudio, generateImage, generateText, StoryGoneError } from '#core/stories/story-pipeline';
import { storyMediaKeys } from '#shared/media';
import type { StoryStatus } from '#shared/stories';
import { fakeStoryMakers, type MakerWork } from './support/fake-story-makers';
import { InMemoryCredits } from './support/in-memory-credits';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

const keys = { userId: 'parent-1', storyId: 'story-1' };

/** Story makers that answer at once, each running `during[maker]` while it works (a deletion, in these tests). */
const makers = (during: Partial<Record<MakerWork, () => void>> = {}) => fakeStoryMakers({ during }).makers;

function world(status: StoryStatus) {
  const stories = new InMemoryStories();
  const media = new InMemoryMedia();
  stories.put(storyAt('story-1', status));
  const deleteRow = () => stories.rows.delete('story-1');
  return { stories, media, deleteRow, ports: { stories, media } };
}

describe('a pipeline step when the story is deleted while it is being made', () => {
  it('should stop generateText with StoryGoneError when the story was deleted while it was being written', async () => {
    // Arrange
    const { ports, deleteRow, stories } = world('draft');

    // Act
    const run = generateText({ ...ports, makers: makers({ write: deleteRow }) }, keys);

    // Assert
    await expect(run).rejects.toBeInstanceOf(StoryGoneError);
    expect(stories.rows.size).toBe(0);
  });

  it('should not store the picture of a story deleted while it was being drawn', async () => {
    // Arrange
    const { ports, deleteRow, media } = world('content_generated');

    // Act
    const run = generateImage({ ...ports, makers: makers({ illustrate: deleteRow }) }, keys);

    // Assert
    await expect(run).rejects.toMatchObject({ name: 'StoryGoneError' });
    expect(media.objects.size).toBe(0);
  });

  it('should remove the picture it stored when the story was deleted between the write and the attach', async () => {
    // Arrange
    const { ports, deleteRow, media, stories } = world('content_generated');
    let stored = 0;
    media.before.put = () => (stored += 1);
    stories.before.attachImage = deleteRow;

    // Act
    const run = generateImage({ ...ports, makers: makers() }, keys);

    // Assert
    await expect(run).rejects.toBeInstanceOf(StoryGoneError);
    expect(stored).toBe(1);
    expect(media.objects.size).toBe(0);
  });

  it('should remove the narration and its timings it stored when the story was deleted between the write and the attach', async () => {
    // Arrange
    const { ports, deleteRow, media, stories } = world('generating_audio');
    stories.before.attachAudio = deleteRow;

    // Act
    const run = generateAudio({ ...ports, makers: makers() }, keys);

    // Assert
    await expect(run).rejects.toBeInstanceOf(StoryGoneError);
    expect(media.objects.size).toBe(0);
  });

  it('should keep the picture of a story that failed meanwhile: the row still names its own media', async () => {
    // Arrange
    const { ports, media, stories } = world('content_generated');
    stories.before.attachImage = () => Object.assign(stories.rows.get('story-1')!, { status: 'failed', refundedAt: 'now' });

    // Act
    await generateImage({ ...ports, makers: makers() }, keys);

    // Assert
    expect([...media.objects.keys()]).toEqual(['story_images/story-1.png']);
    expect(stories.rows.get('story-1')).toMatchObject({ status: 'failed' });
  });

  it('should stop completeStory with StoryGoneError when the story was deleted just before it completed', async () => {
    // Arrange
    const { ports, deleteRow, stories } = world('generating_audio');
    Object.assign(stories.rows.get('story-1')!, { imageKey: 'story_images/story-1.png', audioKey: 'story_audio/story-1.mp3' });
    stories.before.advanceStatus = deleteRow;

    // Act
    const run = completeStory(ports, keys);

    // Assert
    await expect(run).rejects.toBeInstanceOf(StoryGoneError);
  });

  it('should make MarkFailed refund nothing, remove what is left under the story id and say the story is gone', async () => {
    // Arrange
    const { ports, deleteRow, media, stories } = world('generating_image');
    const credits = new InMemoryCredits(stories);
    credits.accounts.open('parent-1', { bonusCredits: 0 });
    for (const key of storyMediaKeys('story-1')) media.objects.set(key, 'left behind by a step that crashed');
    deleteRow();

    // Act
    const result = await failStory({ ...ports, credits }, { ...keys, error: { Error: 'StoryGoneError' } });

    // Assert
    expect(result).toEqual({ ...keys, refunded: false, storyGone: true });
    expect(media.objects.size).toBe(0);
    expect(credits.ledger).toEqual([]);
  });

  it('should make MarkFailed refund a story that still exists, once, and say it is not gone', async () => {
    // Arrange
    const { ports, stories } = world('generating_image');
    const credits = new InMemoryCredits(stories);
    credits.accounts.open('parent-1', { bonusCredits: 0, bonusStoriesCreated: 1 });

    // Act
    const first = await failStory({ ...ports, credits }, { ...keys, error: { Error: 'StoryMakerError' } });
    const second = await failStory({ ...ports, credits }, { ...keys, error: { Error: 'StoryMakerError' } });

    // Assert
    expect(first).toEqual({ ...keys, refunded: true, storyGone: false });
    expect(second).toEqual({ ...keys, refunded: false, storyGone: false });
    expect(credits.balance('bonus')).toBe(1);
    expect(credits.ledger.map(({ reason }) => reason)).toEqual(['refund_story']);
  });
});
