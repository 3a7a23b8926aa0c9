import { describe, expect, it } from 'vitest';
import type { BookMediaRepository } from '#core/book/book-media-repository';
import { BOOK_MESSAGES, bookFileName, getStoryBook, paragraphsByScene } from '#core/book/make-story-book';
import type { Caller } from '#core/caller';
import { ConflictError, NotFoundError } from '#core/errors';
import type { Story } from '#core/stories/story';
import { storyBookKey, storyImageKey, storyMediaKeys } from '#shared/media';
import { STORY_MESSAGES } from '#shared/stories';
import { FAKE_PNG } from './support/fake-story-makers';
import { InMemoryStories, PARENT_ID, storyAt } from './support/in-memory-stories';

const PARENT: Caller = { userId: PARENT_ID, email: undefined, isAdmin: false };
const OTHER_PARENT: Caller = { userId: 'parent-2', email: undefined, isAdmin: false };

/** The bucket as a map, each object with a version that changes when it is written again. */
class InMemoryBookMedia implements BookMediaRepository {
  readonly objects = new Map<string, { bytes: Uint8Array; version: number; fingerprint?: string }>();
  puts = 0;
  private written = 0;
  write(key: string, bytes: Uint8Array, fingerprint?: string) {
    this.objects.set(key, { bytes, version: ++this.written, ...(fingerprint ? { fingerprint } : {}) });
  }
  versions(keys: readonly string[]) {
    return Promise.resolve(keys.map((key) => (this.objects.has(key) ? `"v${this.objects.get(key)!.version}"` : undefined)));
  }
  read(key: string) {
    return Promise.resolve(this.objects.get(key)?.bytes);
  }
  cachedFingerprint(key: string) {
    return Promise.resolve(this.objects.get(key)?.fingerprint);
  }
  putBook(key: string, pdf: Uint8Array, fingerprint: string) {
    this.puts += 1;
    this.write(key, pdf, fingerprint);
    return Promise.resolve();
  }
  downloadUrl(key: string, fileName: string) {
    return Promise.resolve(`https://media.test/${key}?name=${encodeURIComponent(fileName)}`);
  }
}

const SCENES: NonNullable<Story['scenes']> = (['opening', 'problem', 'resolution'] as const).map((moment, index) => ({
  moment,
  paragraph: index,
  light: 'day',
  pose: 'standing',
  props: [],
  caption: moment,
}));

function world(fields: Partial<Story> = {}) {
  const stories = new InMemoryStories();
  const media = new InMemoryBookMedia();
  const story = storyAt('story-1', 'completed', {
    title: 'Le dragon',
    content: 'Premier paragraphe.\n\nDeuxième paragraphe.\n\nTroisième paragraphe.',
    moral: 'On est plus fort à deux.',
    scenes: SCENES,
    imageKey: storyImageKey('story-1'),
    imageKey2: storyImageKey('story-1', 2),
    imageKey3: storyImageKey('story-1', 3),
    ...fields,
  });
  stories.put(story);
  for (const picture of [1, 2, 3]) media.write(storyImageKey('story-1', picture), FAKE_PNG);
  return { stories, media, ports: { stories, media, now: () => new Date('2026-12-06T18:00:00Z') } };
}

describe('getStoryBook', () => {
  it('should make the book, keep it beside the story media and give a short-lived link', async () => {
    // Arrange
    const { ports, media } = world();

    // Act
    const link = await getStoryBook(ports, PARENT, 'story-1');

    // Assert
    expect(link).toEqual({ url: `https://media.test/${storyBookKey('story-1')}?name=Le%20dragon.pdf`, expiresAt: '2026-12-06T18:05:00.000Z' });
    expect(Buffer.from(media.objects.get(storyBookKey('story-1'))!.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('should serve the kept book on a second download without making it again', async () => {
    // Arrange
    const { ports, media } = world();
    await getStoryBook(ports, PARENT, 'story-1');

    // Act
    await getStoryBook(ports, PARENT, 'story-1');

    // Assert
    expect(media.puts).toBe(1);
  });

  it('should make the book again once a picture was redrawn', async () => {
    // Arrange
    const { ports, media } = world();
    await getStoryBook(ports, PARENT, 'story-1');
    media.write(storyImageKey('story-1', 2), FAKE_PNG);

    // Act
    await getStoryBook(ports, PARENT, 'story-1');

    // Assert
    expect(media.puts).toBe(2);
  });

  it("should answer not found for another parent's story, making nothing", async () => {
    // Arrange
    const { ports, media } = world();

    // Act
    const attempt = getStoryBook(ports, OTHER_PARENT, 'story-1');

    // Assert
    await expect(attempt).rejects.toEqual(new NotFoundError(STORY_MESSAGES.storyNotFound));
    expect(media.puts).toBe(0);
  });

  it('should refuse, in French, a story whose pictures are still being made', async () => {
    // Arrange
    const { ports } = world({ status: 'generating_image' });

    // Act
    const attempt = getStoryBook(ports, PARENT, 'story-1');

    // Assert
    await expect(attempt).rejects.toEqual(new ConflictError(BOOK_MESSAGES.notReady));
  });
});

describe('the book beside the story media', () => {
  it("should be one of the keys deleted with the story (and so with the account)", () => {
    // Act
    const keys = storyMediaKeys('story-1');

    // Assert
    expect(keys).toContain(storyBookKey('story-1'));
  });
});

describe('paragraphsByScene', () => {
  it('should share the paragraphs over the pages in order, the longest page as short as possible', () => {
    // Arrange
    const paragraphs = ['a'.repeat(300), 'b'.repeat(100), 'c'.repeat(100), 'd'.repeat(100), 'e'.repeat(250), 'f'.repeat(50)];

    // Act
    const pages = paragraphsByScene(paragraphs, 3);

    // Assert
    expect(pages.map((page) => page.map((paragraph) => paragraph[0]).join(''))).toEqual(['a', 'bcd', 'ef']);
  });

  it('should leave no page empty when there are as many paragraphs as pages', () => {
    // Act
    const pages = paragraphsByScene(['un', 'deux', 'trois'], 3);

    // Assert
    expect(pages).toEqual([['un'], ['deux'], ['trois']]);
  });
});

describe('bookFileName', () => {
  it('should keep the accents of the title and drop what a file system refuses', () => {
    // Act
    const name = bookFileName('Le « dragon » : qui a peur ?');

    // Assert
    expect(name).toBe('Le « dragon » qui a peur.pdf');
  });
});
