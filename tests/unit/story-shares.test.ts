import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { NotFoundError } from '#core/errors';
import { ShareViewsLimitedError, StoryNotShareableError } from '#core/shares/share-errors';
import type { NewShare, SharedStoryRef, StoryShareRepository } from '#core/shares/share-repository';
import { createShare, revokeShare, viewSharedStory } from '#core/shares/story-shares';
import { storyImageKey } from '#shared/media';
import { STORY_MESSAGES } from '#shared/stories';
import { SHARE_MESSAGES } from '#shared/story-shares';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, PARENT_ID, storyAt } from './support/in-memory-stories';

const PARENT: Caller = { userId: PARENT_ID, email: 'parent@example.fr', isAdmin: false };
const OTHER: Caller = { userId: 'parent-2', email: 'autre@example.fr', isAdmin: false };
const STORY_ID = '01JDQ0000000000000000STORY';
const TOKEN = 'A'.repeat(20) + 'b'.repeat(23);
const NOW = new Date('2026-12-06T20:00:00.000Z');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The links by token hash, as the DynamoDB adapter keys them; `views` says what the view bucket answers. */
class InMemoryShares implements StoryShareRepository {
  readonly links = new Map<string, NewShare>();
  views: 'open' | 'rate_limited' = 'open';
  async put(share: NewShare) {
    for (const [hash, link] of this.links) if (link.ownerId === share.ownerId && link.storyId === share.storyId) this.links.delete(hash);
    this.links.set(share.tokenHash, share);
    return 'created' as const;
  }
  async revoke(ownerId: string, storyId: string) {
    for (const [hash, link] of this.links) if (link.ownerId === ownerId && link.storyId === storyId) return this.links.delete(hash);
    return false;
  }
  async listActive() {
    return [];
  }
  async takeView(tokenHash: string, _rule: unknown, now: Date): Promise<SharedStoryRef | 'not_found' | 'rate_limited'> {
    const link = this.links.get(tokenHash);
    if (!link || link.expiresAt <= now) return 'not_found';
    if (this.views === 'rate_limited') return 'rate_limited';
    return { ownerId: link.ownerId, storyId: link.storyId };
  }
}

function arrange(status: Parameters<typeof storyAt>[1] = 'completed') {
  const stories = new InMemoryStories();
  const shares = new InMemoryShares();
  const media = new InMemoryMedia();
  const story = storyAt(STORY_ID, status, { moral: 'Partager rend heureux.', imageKey: storyImageKey(STORY_ID) });
  story.request = { ...story.request, child: { ...story.request.child, name: 'Léa Martin' } };
  stories.put(story);
  media.objects.set(storyImageKey(STORY_ID), new Uint8Array([1]));
  const ports = { stories, shares, media, siteUrl: 'https://contes.example', newToken: () => TOKEN, now: () => NOW };
  return { stories, shares, media, ports };
}

describe('createShare', () => {
  it('should answer the link and its end, and keep only the hash of its token', async () => {
    // Arrange
    const { shares, ports } = arrange();

    // Act
    const created = await createShare(ports, PARENT, STORY_ID, 7);

    // Assert
    expect(created).toEqual({ url: `https://contes.example/partage/${TOKEN}`, expiresAt: '2026-12-13T20:00:00.000Z' });
    expect([...shares.links.keys()]).toEqual([sha256(TOKEN)]);
    expect(JSON.stringify([...shares.links.values()])).not.toContain(TOKEN);
  });

  it("should refuse another parent's story with 'Histoire non trouvée' and an unfinished one with a French 409, storing nothing", async () => {
    // Arrange
    const { shares, ports } = arrange('generating_image');

    // Act
    const others = createShare(ports, OTHER, STORY_ID, 30);
    const unfinished = createShare(ports, PARENT, STORY_ID, 30);

    // Assert
    await expect(others).rejects.toEqual(new NotFoundError(STORY_MESSAGES.storyNotFound));
    await expect(unfinished).rejects.toBeInstanceOf(StoryNotShareableError);
    await expect(unfinished).rejects.toThrow(SHARE_MESSAGES.storyNotReady);
    expect(shares.links.size).toBe(0);
  });
});

describe('revokeShare', () => {
  it("should end the owner's link and answer anyone else with a 404, leaving the link", async () => {
    // Arrange
    const { shares, ports } = arrange();
    await createShare(ports, PARENT, STORY_ID, 30);

    // Act
    const others = revokeShare(ports, OTHER, STORY_ID);
    await expect(others).rejects.toBeInstanceOf(NotFoundError);
    const linksAfterOthers = shares.links.size;
    await revokeShare(ports, PARENT, STORY_ID);

    // Assert
    expect(linksAfterOthers).toBe(1);
    expect(shares.links.size).toBe(0);
  });
});

describe('viewSharedStory', () => {
  it("should give the story's text, pictures and moral with the child's first name only, and no id, date or parent", async () => {
    // Arrange
    const { ports } = arrange();
    await createShare(ports, PARENT, STORY_ID, 30);

    // Act
    const shared = await viewSharedStory(ports, TOKEN);

    // Assert
    expect(Object.keys(shared).sort()).toEqual(['audioParts', 'childFirstName', 'content', 'illustrations', 'moral', 'parentVoice', 'title', 'words']);
    expect(shared).toMatchObject({ title: 'Le titre', childFirstName: 'Léa', content: 'Il était une fois…', moral: 'Partager rend heureux.' });
    expect(Object.keys(shared.illustrations[0]!).sort()).toEqual(['caption', 'paragraph', 'url']);
    expect(shared.illustrations[0]!.url).toContain(storyImageKey(STORY_ID));
    expect(JSON.stringify(shared)).not.toMatch(/Martin|parent-1|parent@example\.fr|profile-1/);
  });

  it('should name both children of a story of two (issue 31, item 5) by their first names only', async () => {
    // Arrange
    const { ports, stories } = arrange();
    const story = stories.rows.get(STORY_ID)!;
    stories.put({ ...story, siblingProfileId: 'profile-2', request: { ...story.request, sibling: { ...story.request.child, name: 'Tom Martin', gender: 'boy' } } });
    await createShare(ports, PARENT, STORY_ID, 30);

    // Act
    const shared = await viewSharedStory(ports, TOKEN);

    // Assert
    expect(shared.childFirstName).toBe('Léa et Tom');
    expect(JSON.stringify(shared)).not.toMatch(/Martin|profile-2/);
  });

  it('should answer a malformed, unknown or expired link and a deleted story with the same French 404', async () => {
    // Arrange
    const { stories, ports } = arrange();
    await createShare(ports, PARENT, STORY_ID, 7);
    const later = { ...ports, now: () => new Date(NOW.getTime() + 8 * 24 * 3600 * 1000) };

    // Act
    const attempts = [viewSharedStory(ports, 'court'), viewSharedStory(ports, 'Z'.repeat(43)), viewSharedStory(later, TOKEN)];
    const whileStoryExists = await viewSharedStory(ports, TOKEN);
    stories.rows.delete(STORY_ID);
    attempts.push(viewSharedStory(ports, TOKEN));

    // Assert
    expect(whileStoryExists.title).toBe('Le titre');
    for (const attempt of attempts) await expect(attempt).rejects.toEqual(new NotFoundError(SHARE_MESSAGES.linkNotFound));
  });

  it("should play the parent's own reading, in paragraph order, only once every paragraph is recorded", async () => {
    // Arrange
    const { stories, ports } = arrange();
    await createShare(ports, PARENT, STORY_ID, 30);
    const recorded = { contentType: 'audio/webm', recordedAt: NOW.toISOString() };
    stories.rows.get(STORY_ID)!.content = 'Premier paragraphe.\n\nSecond paragraphe.';
    stories.rows.get(STORY_ID)!.voiceParagraphs = { 2: { ...recorded, durationMs: 2000 } };

    // Act
    const halfRecorded = await viewSharedStory(ports, TOKEN);
    stories.rows.get(STORY_ID)!.voiceParagraphs = { 2: { ...recorded, durationMs: 2000 }, 1: { ...recorded, durationMs: 1000 } };
    const recordedWhole = await viewSharedStory(ports, TOKEN);

    // Assert
    expect(halfRecorded.parentVoice).toBeNull();
    expect(recordedWhole.parentVoice?.map((part) => part.durationMs)).toEqual([1000, 2000]);
    expect(recordedWhole.parentVoice?.[0]?.url).toContain(`${STORY_ID}`);
  });

  it("should refuse a view when the link's bucket is empty with a French 429", async () => {
    // Arrange
    const { shares, ports } = arrange();
    await createShare(ports, PARENT, STORY_ID, 30);
    shares.views = 'rate_limited';

    // Act
    const view = viewSharedStory(ports, TOKEN);

    // Assert
    await expect(view).rejects.toBeInstanceOf(ShareViewsLimitedError);
    await expect(view).rejects.toMatchObject({ status: 429, message: SHARE_MESSAGES.tooManyViews });
  });
});
