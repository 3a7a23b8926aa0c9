import { describe, expect, it } from 'vitest';
import { storyKey } from './offline-keys';
import { memoryCaches } from '@/test/fixtures/memory-caches';
import { clearSavedStories, isStorySaved, listSavedStories, OfflineSaveError, removeOthersStories, removeStory, saveStory } from './offline-store';

const BYTES: Record<string, number> = { 'p1.png': 3000, 'p2.png': 2000, 'n.mp3': 50_000 };
const fetchMedium = async (url: string) => {
  const file = new URL(url).pathname.slice(1);
  const size = BYTES[file];
  return size === undefined ? new Response('', { status: 403 }) : new Response(new Uint8Array(size), { headers: { 'content-type': file.endsWith('.mp3') ? 'audio/mpeg' : 'image/png' } });
};

const story = (id: string, audio = 'n.mp3') => ({
  id,
  title: `Histoire ${id}`,
  imageUrl: 'https://media.example/p1.png?sig=1',
  audioUrl: `https://media.example/${audio}?sig=2`,
  illustrations: [{ url: 'https://media.example/p1.png?sig=3' }, { url: 'https://media.example/p2.png?sig=4' }],
});

describe('saveStory', () => {
  it('should keep each medium once under its own key and count the space the copy takes', async () => {
    // Arrange
    const storage = memoryCaches();

    // Act
    const summary = await saveStory(story('s1'), 'parent-a', { storage, fetchMedium, now: () => new Date('2026-12-06T18:00:00Z') });

    // Assert
    expect(storage.entries('contes-offline-v1')).toEqual(['/offline/s1/audio', '/offline/s1/illustrations-2', '/offline/s1/image', '/offline/s1/story.json']);
    const storyJson = JSON.stringify((await (await (await storage.open('contes-offline-v1')).match(storyKey('s1')))!.json()).story);
    expect(summary.bytes).toBe(3000 + 2000 + 50_000 + new TextEncoder().encode(storyJson).length);
    expect(summary.media.map((medium) => medium.type)).toEqual(['image/png', 'audio/mpeg', 'image/png']);
    expect(storyJson).not.toContain('sig=');
  });

  it('should leave nothing behind and say so in French when a medium cannot be downloaded', async () => {
    // Arrange
    const storage = memoryCaches();

    // Act
    const saving = saveStory(story('s1', 'expired.mp3'), 'parent-a', { storage, fetchMedium });

    // Assert
    await expect(saving).rejects.toBeInstanceOf(OfflineSaveError);
    await expect(saving).rejects.toThrow(/enregistrée hors ligne/);
    expect(storage.entries('contes-offline-v1')).toEqual([]);
  });
});

describe('listing and removal', () => {
  it("should list only the signed-in parent's copies, and remove one story's files and nothing else", async () => {
    // Arrange
    const storage = memoryCaches();
    await saveStory(story('s1'), 'parent-a', { storage, fetchMedium, now: () => new Date('2026-12-06T18:00:00Z') });
    await saveStory(story('s2'), 'parent-a', { storage, fetchMedium, now: () => new Date('2026-12-06T19:00:00Z') });
    await saveStory(story('s3'), 'parent-b', { storage, fetchMedium });

    // Act
    await removeStory('s1', { storage });

    // Assert
    expect((await listSavedStories('parent-a', { storage })).map((saved) => saved.storyId)).toEqual(['s2']);
    expect(storage.entries('contes-offline-v1').filter((key) => key.startsWith('/offline/s1/'))).toEqual([]);
    expect(await isStorySaved('s3', 'parent-a', { storage })).toBe(false);
    expect(await isStorySaved('s3', 'parent-b', { storage })).toBe(true);
  });

  it("should drop another parent's copies at sign-in, and every copy at sign-out", async () => {
    // Arrange
    const storage = memoryCaches();
    await saveStory(story('s1'), 'parent-a', { storage, fetchMedium });
    await saveStory(story('s2'), 'parent-b', { storage, fetchMedium });

    // Act
    await removeOthersStories('parent-b', { storage });
    const afterSignIn = storage.entries('contes-offline-v1').map((key) => key.split('/')[2]);
    await clearSavedStories({ storage });

    // Assert
    expect(new Set(afterSignIn)).toEqual(new Set(['s2']));
    expect(storage.entries('contes-offline-v1')).toEqual([]);
  });
});
