import { collectMedia, mediumKey, OFFLINE_CACHE, recordBytes, rewriteStory, storyIdOfKey, storyKey, type SavedStoryRecord } from './offline-keys';
import { OFFLINE_MESSAGES } from '@/features/offline/messages';

/** The part of the Cache API the store uses (window.caches in the browser; a test gives its own). */
export interface CacheLike {
  put(key: string, response: Response): Promise<void>;
  match(key: string): Promise<Response | undefined>;
  keys(): Promise<readonly { url: string }[]>;
  delete(key: string): Promise<boolean>;
}
export interface CacheStorageLike {
  open(name: string): Promise<CacheLike>;
  delete(name: string): Promise<boolean>;
}

export interface OfflineStorePorts {
  storage: CacheStorageLike;
  /** Downloads one medium from its (fresh) signed URL. */
  fetchMedium: (url: string) => Promise<Response>;
  now?: () => Date;
}

/** A saving that could not finish: its message is French and says what to do. */
export class OfflineSaveError extends Error {
  override name = 'OfflineSaveError';
}

export type SavedStorySummary = Omit<SavedStoryRecord, 'story'>;

const browserPorts = (): OfflineStorePorts => ({
  storage: caches as unknown as CacheStorageLike,
  fetchMedium: (url) => fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' }),
});

const pathOf = (url: string): string => (url.startsWith('/') ? url : new URL(url).pathname);

/**
 * Saves a story for reading without a network: every medium it lists, downloaded from its signed URL and
 * stored under our own key, then the story with those keys in place of the URLs. The story.json is written
 * last, so a copy that is listed is whole; a saving that fails removes what it wrote.
 */
export async function saveStory<T extends { id: string; title: string }>(
  story: T,
  owner: string,
  ports: OfflineStorePorts = browserPorts(),
  onProgress?: (done: number, total: number) => void,
): Promise<SavedStorySummary> {
  const cache = await ports.storage.open(OFFLINE_CACHE);
  const media = collectMedia(story);
  const unique = [...new Map(media.map((medium) => [medium.name, medium])).values()];
  const saved: SavedStoryRecord['media'] = [];
  try {
    for (const [index, medium] of unique.entries()) {
      onProgress?.(index, unique.length);
      const response = await ports.fetchMedium(medium.url).catch(() => null);
      if (!response?.ok) throw new OfflineSaveError(OFFLINE_MESSAGES.saveFailed);
      const body = await response.blob();
      const type = response.headers.get('content-type') ?? body.type ?? 'application/octet-stream';
      await cache.put(mediumKey(story.id, medium.name), new Response(body, { headers: { 'content-type': type, 'content-length': String(body.size) } }));
      saved.push({ name: medium.name, bytes: body.size, type });
    }
    onProgress?.(unique.length, unique.length);
    const rewritten = rewriteStory(story, story.id, media);
    const storyJson = JSON.stringify(rewritten);
    const record: SavedStoryRecord<T> = {
      version: 1,
      storyId: story.id,
      owner,
      title: story.title,
      savedAt: (ports.now?.() ?? new Date()).toISOString(),
      bytes: recordBytes(saved, storyJson),
      media: saved,
      story: rewritten,
    };
    await cache.put(storyKey(story.id), new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json; charset=utf-8' } }));
    const { story: _story, ...summary } = record;
    return summary;
  } catch (error) {
    await removeStory(story.id, ports).catch(() => undefined);
    if (error instanceof OfflineSaveError) throw error;
    if (error instanceof DOMException && error.name === 'QuotaExceededError') throw new OfflineSaveError(OFFLINE_MESSAGES.noSpace, { cause: error });
    throw new OfflineSaveError(OFFLINE_MESSAGES.saveFailed, { cause: error });
  }
}

/** The saved copies of one parent (the others' are not theirs to see), newest first. */
export async function listSavedStories(owner: string, ports: Pick<OfflineStorePorts, 'storage'> = browserPorts()): Promise<SavedStorySummary[]> {
  const cache = await ports.storage.open(OFFLINE_CACHE);
  const keys = (await cache.keys()).map(({ url }) => pathOf(url)).filter((path) => path.endsWith('/story.json'));
  const records = await Promise.all(
    keys.map(async (key) => {
      const response = await cache.match(key);
      const record = response ? ((await response.json().catch(() => null)) as SavedStoryRecord | null) : null;
      if (!record || record.version !== 1 || record.owner !== owner) return null;
      const { story: _story, ...summary } = record;
      return summary;
    }),
  );
  return records.filter((record) => record !== null).sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
}

export async function isStorySaved(storyId: string, owner: string, ports: Pick<OfflineStorePorts, 'storage'> = browserPorts()): Promise<boolean> {
  const cache = await ports.storage.open(OFFLINE_CACHE);
  const response = await cache.match(storyKey(storyId));
  const record = response ? ((await response.json().catch(() => null)) as SavedStoryRecord | null) : null;
  return record?.owner === owner;
}

/** Removes a story's copy: its story.json first (it is no longer listed), then every medium under its folder. */
export async function removeStory(storyId: string, ports: Pick<OfflineStorePorts, 'storage'> = browserPorts()): Promise<void> {
  const cache = await ports.storage.open(OFFLINE_CACHE);
  await cache.delete(storyKey(storyId));
  const keys = (await cache.keys()).map(({ url }) => pathOf(url)).filter((path) => storyIdOfKey(path) === storyId);
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/** Sign-out: every saved copy goes, whoever saved it (a family shares the device). */
export async function clearSavedStories(ports: Pick<OfflineStorePorts, 'storage'> = browserPorts()): Promise<void> {
  await ports.storage.delete(OFFLINE_CACHE);
}

/** A parent signs in where another saved stories: those copies go (they are not this parent's to keep). */
export async function removeOthersStories(owner: string, ports: Pick<OfflineStorePorts, 'storage'> = browserPorts()): Promise<void> {
  const cache = await ports.storage.open(OFFLINE_CACHE);
  const keys = (await cache.keys()).map(({ url }) => pathOf(url)).filter((path) => path.endsWith('/story.json'));
  for (const key of keys) {
    const record = (await (await cache.match(key))?.json().catch(() => null)) as SavedStoryRecord | null;
    const storyId = storyIdOfKey(key);
    if (storyId && record?.owner !== owner) await removeStory(storyId, ports);
  }
}
