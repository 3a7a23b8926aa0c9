import { SIZE_UNITS } from './messages';
/**
 * The saved copies' layout, shared by the page (which saves and lists them) and the service worker (which
 * serves them): plain functions, no browser API, so both bundles and the unit tests use the same rules.
 *
 * One Cache Storage cache holds every saved story under same-origin keys of our own, never under the
 * media's signed URLs (they expire within minutes):
 *   /offline/<storyId>/story.json      the story as GET /api/stories/{id} gave it, its media URLs rewritten
 *                                      to the keys below, with who saved it, when, and how many bytes
 *   /offline/<storyId>/<medium>        each medium's bytes: `image`, `illustrations-2`, `audio`, `audioParts-1`…
 */

export const OFFLINE_CACHE = 'contes-offline-v1';
export const OFFLINE_PREFIX = '/offline/';

export const storyKey = (storyId: string): string => `${OFFLINE_PREFIX}${encodeURIComponent(storyId)}/story.json`;
export const mediumKey = (storyId: string, name: string): string => `${OFFLINE_PREFIX}${encodeURIComponent(storyId)}/${name}`;

/** The story id a key of the offline cache belongs to, or null for any other path. */
export function storyIdOfKey(pathname: string): string | null {
  if (!pathname.startsWith(OFFLINE_PREFIX)) return null;
  const id = pathname.slice(OFFLINE_PREFIX.length).split('/')[0];
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

/** `GET /api/stories/{id}` (one story, not a sub-resource): the only API answer the service worker may replace. */
export function storyIdOfApiPath(pathname: string): string | null {
  const match = /^\/api\/stories\/([^/]+)$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** One medium the story lists: where it is in the story, its signed URL, and the name it is saved under. */
export interface MediumRef {
  path: (string | number)[];
  url: string;
  name: string;
}

const isMediaField = (key: string | number | undefined): boolean => typeof key === 'string' && /url$/i.test(key);
const isRemoteUrl = (value: string): boolean => /^https?:\/\//i.test(value) || value.startsWith('/');

/**
 * Every medium URL of a story, found by shape rather than by name (any string field named `url` or `…Url`,
 * at any depth): the picture book, the narration and however many narration parts the story lists are all
 * saved without this code knowing their fields. The same object under two fields (the opening picture is
 * both `imageUrl` and `illustrations[0].url`) is saved once: two signed URLs of one object share their path.
 */
export function collectMedia(story: unknown): MediumRef[] {
  const found: MediumRef[] = [];
  const byObject = new Map<string, string>();
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      if (!isMediaField(path.at(-1)) || value === '' || !isRemoteUrl(value) || value.startsWith(OFFLINE_PREFIX)) return;
      const object = value.split('?')[0]!;
      const name = byObject.get(object) ?? mediumName(path);
      byObject.set(object, name);
      found.push({ path, url: value, name });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(story, []);
  return found;
}

/** `imageUrl` → `image`, `illustrations.1.url` → `illustrations-2`, `audioParts.0.url` → `audioParts-1`: stable, readable, URL-safe. */
export function mediumName(path: (string | number)[]): string {
  const parts = path.map((part) => (typeof part === 'number' ? String(part + 1) : part)).filter((part, index, all) => !(index === all.length - 1 && /^url$/i.test(part)));
  const last = parts.length - 1;
  if (last >= 0) parts[last] = parts[last]!.replace(/Url$/, '');
  return parts.filter(Boolean).join('-').replace(/[^A-Za-z0-9-]/g, '_') || 'medium';
}

/** A deep copy of the story whose media URLs are the saved copies' keys: nothing in it expires. */
export function rewriteStory<T>(story: T, storyId: string, media: MediumRef[]): T {
  const copy = structuredClone(story) as unknown;
  for (const medium of media) {
    let parent = copy as Record<string | number, unknown>;
    for (const key of medium.path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    parent[medium.path.at(-1)!] = mediumKey(storyId, medium.name);
  }
  return copy as T;
}

/** What story.json holds beside the story itself. */
export interface SavedStoryRecord<T = unknown> {
  version: 1;
  storyId: string;
  /** The parent who saved it (their Cognito `sub`): the copy is served to nobody else. */
  owner: string;
  title: string;
  savedAt: string;
  /** Media bytes and the story's own JSON together: the space the copy takes. */
  bytes: number;
  media: { name: string; bytes: number; type: string }[];
  story: T;
}

/** The bytes a copy takes: its media and the story's JSON (UTF-8) as stored. */
export function recordBytes(media: { bytes: number }[], storyJson: string): number {
  return media.reduce((sum, medium) => sum + medium.bytes, 0) + new TextEncoder().encode(storyJson).length;
}

export function totalBytes(records: { bytes: number }[]): number {
  return records.reduce((sum, record) => sum + record.bytes, 0);
}

/** French sizes as a parent reads them: « 850 Ko », « 1,4 Mo ». */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${SIZE_UNITS.bytes}`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} ${SIZE_UNITS.kilobytes}`;
  const megabytes = bytes / 1_000_000;
  return `${megabytes.toLocaleString('fr-FR', { maximumFractionDigits: megabytes < 10 ? 1 : 0 })} ${SIZE_UNITS.megabytes}`;
}

/**
 * The `sub` of a `Bearer` JWT, read without checking its signature: the service worker only compares it with
 * the copy's owner so that a copy saved by one parent is never served to a page signed in as another (the
 * API, not this, is what checks tokens).
 */
export function bearerSubject(authorization: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

