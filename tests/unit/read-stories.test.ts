import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { EXCERPT_LENGTH, excerptOf, listLibrary, listPending, listRecent } from '#core/stories/read-stories';
import type { Story } from '#core/stories/story';
import { LIBRARY_PAGE_SIZE, PENDING_STORIES_LIMIT, RECENT_STORIES_COUNT, type StoryStatus } from '#shared/stories';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, InMemoryStoryQueryRepository, storyAt } from './support/in-memory-stories';

const PARENT: Caller = { userId: 'parent-1', email: undefined, isAdmin: false };

/** Ids that sort by creation, as ULIDs do: `S001` is the oldest. */
const idOf = (index: number) => `S${String(index).padStart(3, '0')}`;

/** The caller's stories at these statuses, oldest first (S001, S002, …), plus the ports over them. */
function world(statuses: StoryStatus[], fields: (index: number) => Partial<Story> = () => ({})) {
  const stories = new InMemoryStories();
  statuses.forEach((status, index) => stories.put(storyAt(idOf(index + 1), status, fields(index + 1))));
  const media = new InMemoryMedia();
  return { stories, media, ports: { queries: new InMemoryStoryQueryRepository(stories), media } };
}

const completed = (count: number): StoryStatus[] => Array.from({ length: count }, () => 'completed');

describe('listLibrary', () => {
  it('should give the newest completed and unfinished stories a page at a time, never a failed one, and a cursor while a page is full', async () => {
    // Arrange
    const { ports } = world([...completed(3), 'generating_image', 'failed', 'draft', ...completed(5)]);

    // Act
    const first = await listLibrary(ports, PARENT, {});
    const second = await listLibrary(ports, PARENT, { cursor: first.nextCursor! });

    // Assert
    expect(first.stories.map(({ id, status }) => `${id} ${status}`)).toEqual(['S011 completed', 'S010 completed', 'S009 completed', 'S008 completed', 'S007 completed', 'S006 draft']);
    expect(first.nextCursor).toBe('S006');
    expect(second.stories.map(({ id, status }) => `${id} ${status}`)).toEqual(['S004 generating_image', 'S003 completed', 'S002 completed', 'S001 completed']);
    expect(second.nextCursor).toBeNull();
  });

  it('should answer a last full page with a cursor, and the page after it empty', async () => {
    // Arrange
    const { ports } = world(completed(LIBRARY_PAGE_SIZE));

    // Act
    const first = await listLibrary(ports, PARENT, {});
    const after = await listLibrary(ports, PARENT, { cursor: first.nextCursor! });

    // Assert
    expect(first.stories).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(after).toEqual({ stories: [], nextCursor: null });
  });

  it("should keep to one profile when asked, and never show another parent's stories", async () => {
    // Arrange
    const { ports, stories } = world(completed(4), (index) => ({ profileId: index % 2 ? 'profile-1' : 'profile-2' }));
    stories.put(storyAt('S999', 'completed', { userId: 'parent-2' }));

    // Act
    const everyProfile = await listLibrary(ports, PARENT, {});
    const oneProfile = await listLibrary(ports, PARENT, { profileId: 'profile-2' });
    const otherParentsProfile = await listLibrary(ports, { ...PARENT, userId: 'parent-3' }, {});

    // Assert
    expect(everyProfile.stories.map(({ id }) => id)).toEqual(['S004', 'S003', 'S002', 'S001']);
    expect(oneProfile.stories.map(({ id }) => id)).toEqual(['S004', 'S002']);
    expect(otherParentsProfile).toEqual({ stories: [], nextCursor: null });
  });

  it('should show each card with an excerpt and a signed URL for its picture, never a media key', async () => {
    // Arrange
    const content = `Il était une fois ${'un petit dragon très curieux '.repeat(20)}`;
    const { ports } = world(['completed', 'completed'], (index) => (index === 1 ? { imageKey: 'story_images/S001.png', content, moral: 'La morale.' } : {}));

    // Act
    const { stories } = await listLibrary(ports, PARENT, {});

    // Assert
    expect(stories[1]).toEqual({
      id: 'S001',
      profileId: 'profile-1',
      title: 'Le titre',
      excerpt: excerptOf(content),
      moral: 'La morale.',
      status: 'completed',
      createdAt: '2026-11-25T10:00:00.000Z',
      creditType: 'bonus',
      imageUrl: 'https://media.test/story_images/S001.png?signed',
    });
    expect(stories[0]?.imageUrl).toBeNull();
  });
});

describe('excerptOf', () => {
  it('should keep a short text whole, with its spaces collapsed', () => {
    // Act
    const excerpt = excerptOf('  Il était\n\nune   fois.  ');

    // Assert
    expect(excerpt).toBe('Il était une fois.');
  });

  it('should cut a long text at a word boundary and mark the cut', () => {
    // Arrange
    const text = 'mot '.repeat(100);

    // Act
    const excerpt = excerptOf(text);

    // Assert
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(excerpt).toMatch(/^(mot )*mot…$/);
  });
});

describe('listRecent', () => {
  it('should give the six newest stories whatever their status, leaving the demos out', async () => {
    // Arrange
    const statuses: StoryStatus[] = ['completed', 'completed', 'failed', 'draft', 'completed', 'generating_image', 'completed', 'completed', 'completed'];
    const { ports } = world(statuses, (index) => ({ isDemo: index === 8 }));

    // Act
    const recent = await listRecent(ports, PARENT);

    // Assert
    expect(recent).toHaveLength(RECENT_STORIES_COUNT);
    expect(recent.map(({ id, status }) => `${id} ${status}`)).toEqual(['S009 completed', 'S007 completed', 'S006 generating_image', 'S005 completed', 'S004 draft', 'S003 failed']);
  });
});

describe('listPending', () => {
  it('should give up to five stories still being made, newest first, with their status for the progress', async () => {
    // Arrange
    const statuses: StoryStatus[] = ['draft', 'generating_text', 'completed', 'content_generated', 'generating_image', 'image_generated', 'generating_audio', 'failed', 'draft', 'draft'];
    const { ports } = world(statuses, (index) => ({ title: `Histoire ${index}` }));

    // Act
    const pending = await listPending(ports, PARENT);

    // Assert
    expect(pending).toHaveLength(PENDING_STORIES_LIMIT);
    expect(pending).toEqual([
      { id: 'S010', title: 'Histoire 10', status: 'draft', createdAt: '2026-11-25T10:00:00.000Z' },
      { id: 'S009', title: 'Histoire 9', status: 'draft', createdAt: '2026-11-25T10:00:00.000Z' },
      { id: 'S005', title: 'Histoire 5', status: 'generating_image', createdAt: '2026-11-25T10:00:00.000Z' },
      { id: 'S004', title: 'Histoire 4', status: 'content_generated', createdAt: '2026-11-25T10:00:00.000Z' },
      { id: 'S002', title: 'Histoire 2', status: 'generating_text', createdAt: '2026-11-25T10:00:00.000Z' },
    ]);
  });

  it('should not look further back than the hundred newest stories: the 10 s poll stays cheap', async () => {
    // Arrange
    const { ports } = world(['draft', ...completed(100)]);

    // Act
    const pending = await listPending(ports, PARENT);

    // Assert
    expect(pending).toEqual([]);
  });

  it("should never list another parent's stories", async () => {
    // Arrange
    const { ports, stories } = world([]);
    stories.put(storyAt('S500', 'draft', { userId: 'parent-2' }));

    // Act
    const pending = await listPending(ports, PARENT);

    // Assert
    expect(pending).toEqual([]);
  });
});
