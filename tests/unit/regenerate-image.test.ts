import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '#core/errors';
import { ImageRegenerationBusyError } from '#core/stories/image-regeneration-lease-repository';
import { regenerateImage, type RegenerateImagePorts } from '#core/stories/regenerate-image';
import { STORY_MESSAGES } from '#shared/stories';
import type { StoryStatus } from '#shared/stories';
import { FAKE_PNG as PNG } from './support/fake-story-makers';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryLease } from './support/in-memory-lease';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

const parent = { userId: 'parent-1', email: undefined, isAdmin: false };

/** An illustrator that draws only when the test says so: it holds a regeneration in the middle. */
function gatedIllustrator() {
  const gates: (() => void)[] = [];
  return {
    illustrator: { illustrate: () => new Promise<Uint8Array>((resolve) => gates.push(() => resolve(PNG))) },
    /** Lets every drawing started so far finish. */
    open: () => gates.splice(0).forEach((release) => release()),
    started: () => gates.length,
  };
}

/** Two completed stories whose pictures are missing, and the ports over them. */
function world(now = () => new Date('2026-11-25T10:00:00.000Z')) {
  const stories = new InMemoryStories();
  const media = new InMemoryMedia();
  const lease = new InMemoryLease();
  stories.put(storyAt('story-1', 'completed', { imageKey: 'story_images/story-1.png' }));
  stories.put(storyAt('story-2', 'completed', { imageKey: 'story_images/story-2.png' }));
  const gate = gatedIllustrator();
  const ports: RegenerateImagePorts = { accounts: new InMemoryAccounts(), stories, media, lease, illustrator: gate.illustrator, now };
  return { stories, media, lease, gate, ports };
}

/** Lets pending promise callbacks run (the use case reaches its drawing). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('regenerating an image, one at a time per parent', () => {
  it('should answer 429 with a French message to a second regeneration while the first one draws, and let the next one through after', async () => {
    // Arrange
    const { ports, gate, media } = world();
    const first = regenerateImage(ports, parent, 'story-1');
    await settle();

    // Act
    const second = await regenerateImage(ports, parent, 'story-2').catch((error: unknown) => error);
    gate.open();
    const firstAnswer = await first;
    const third = regenerateImage(ports, parent, 'story-2');
    await settle();
    gate.open();

    // Assert
    expect(second).toBeInstanceOf(ImageRegenerationBusyError);
    expect(second).toMatchObject({ status: 429, name: 'ImageRegenerationBusyError', message: STORY_MESSAGES.imageRegenerationBusy });
    expect(firstAnswer.imageUrl).toContain('story_images/story-1.png');
    expect((await third).imageUrl).toContain('story_images/story-2.png');
    expect(media.objects.size).toBe(2);
  });

  it('should let another parent regenerate at the same time', async () => {
    // Arrange
    const { ports, gate, stories } = world();
    stories.put(storyAt('story-3', 'completed', { userId: 'parent-2' }));
    const first = regenerateImage(ports, parent, 'story-1');
    await settle();

    // Act
    const other = regenerateImage(ports, { ...parent, userId: 'parent-2' }, 'story-3');
    await settle();
    const drawingAtOnce = gate.started();
    gate.open();

    // Assert
    expect(drawingAtOnce).toBe(2);
    await expect(Promise.all([first, other])).resolves.toHaveLength(2);
  });

  it('should give the lease back when the drawing fails', async () => {
    // Arrange
    const { ports, lease } = world();
    const failing = { ...ports, illustrator: { illustrate: () => Promise.reject(new Error('The image service answered 500')) } };

    // Act
    const attempt = regenerateImage(failing, parent, 'story-1');

    // Assert
    await expect(attempt).rejects.toThrow('500');
    expect(lease.held.size).toBe(0);
  });

  it('should take over the lease of a regeneration that died without giving it back, once it expired', async () => {
    // Arrange
    let clock = new Date('2026-11-25T10:00:00.000Z');
    const { ports, lease, gate } = world(() => clock);
    await lease.acquire('parent-1', clock);

    // Act
    const tooSoon = await regenerateImage(ports, parent, 'story-1').catch((error: unknown) => error);
    clock = new Date(clock.getTime() + 61_000);
    const later = regenerateImage(ports, parent, 'story-1');
    await settle();
    gate.open();

    // Assert
    expect(tooSoon).toBeInstanceOf(ImageRegenerationBusyError);
    await expect(later).resolves.toMatchObject({ imageUrl: expect.stringContaining('story-1') });
    expect(lease.held.size).toBe(0);
  });

  it('should not take the lease when the picture is there: a fresh URL is enough', async () => {
    // Arrange
    const { ports, media, lease } = world();
    media.objects.set('story_images/story-1.png', PNG);
    await lease.acquire('parent-1', new Date('2026-11-25T10:00:00.000Z'));

    // Act
    const answer = await regenerateImage(ports, parent, 'story-1');

    // Assert
    expect(answer.imageUrl).toContain('story_images/story-1.png');
  });

  it('should remove the picture and answer 404 when the story was deleted between the write and the attach', async () => {
    // Arrange
    const { ports, media, stories, gate, lease } = world();
    stories.before.attachImage = () => stories.rows.delete('story-1');

    // Act
    const attempt = regenerateImage(ports, parent, 'story-1');
    await settle();
    gate.open();

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    expect(media.objects.size).toBe(0);
    expect(lease.held.size).toBe(0);
  });

  it('should write nothing and answer 404 when the story was deleted while it was drawn', async () => {
    // Arrange
    const { ports, media, stories, gate } = world();

    // Act
    const attempt = regenerateImage(ports, parent, 'story-1');
    await settle();
    stories.rows.delete('story-1');
    gate.open();

    // Assert
    await expect(attempt).rejects.toThrow(STORY_MESSAGES.storyNotFound);
    expect(media.objects.size).toBe(0);
  });
});

describe('regenerating an image: which stories, and what is written', () => {
  it('should draw the picture from the request kept on the story, store it under the story id, point the story at it and answer its signed URL', async () => {
    // Arrange
    const { ports, stories, media, lease } = world();
    const requests: unknown[] = [];
    const drawing = { ...ports, illustrator: { illustrate: async (request: unknown) => (requests.push(request), PNG) } };

    // Act
    const answer = await regenerateImage(drawing, parent, 'story-1');

    // Assert
    expect(answer).toEqual({ imageUrl: 'https://media.test/story_images/story-1.png?signed' });
    expect(requests).toEqual([stories.rows.get('story-1')!.request]);
    expect(media.objects.get('story_images/story-1.png')).toEqual(PNG);
    expect(stories.writes).toEqual(['attachImage story-1']);
    expect(lease.held.size).toBe(0);
  });

  it("should answer 404 for another parent's story and draw nothing", async () => {
    // Arrange
    const { ports, stories, gate, media } = world();
    stories.put(storyAt('story-of-parent-2', 'completed', { userId: 'parent-2' }));

    // Act
    const attempt = regenerateImage(ports, parent, 'story-of-parent-2');

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toThrow(STORY_MESSAGES.storyNotFound);
    expect(gate.started()).toBe(0);
    expect(media.objects.size).toBe(0);
  });

  it('should answer 404 for a failed story: there is nothing to show a picture for', async () => {
    // Arrange
    const { ports, stories, gate } = world();
    stories.put(storyAt('failed', 'failed', { refundedAt: '2026-11-25T10:01:00.000Z' }));

    // Act
    const attempt = regenerateImage(ports, parent, 'failed');

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    expect(gate.started()).toBe(0);
  });

  it.each<[string, StoryStatus]>([
    ['whose picture is being drawn by its pipeline', 'generating_image'],
    ['not written yet', 'generating_text'],
  ])('should answer 409 with a French message for a story %s, without taking the lease', async (_, status) => {
    // Arrange
    const { ports, stories, lease, gate } = world();
    stories.put(storyAt('busy', status));

    // Act
    const attempt = regenerateImage(ports, parent, 'busy');

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toMatchObject({ status: 409, message: STORY_MESSAGES.storyNotWrittenYet });
    expect(lease.held.size).toBe(0);
    expect(gate.started()).toBe(0);
  });

  it('should draw the picture again when its object cannot be read, as the detail reported it missing', async () => {
    // Arrange
    const { ports, media, gate } = world();
    media.unreadable.add('story_images/story-1.png');

    // Act
    const answer = regenerateImage(ports, parent, 'story-1').catch((error: unknown) => error);
    await settle();
    gate.open();

    // Assert
    expect(await answer).toMatchObject({ imageUrl: expect.stringContaining('story-1') });
  });
});
