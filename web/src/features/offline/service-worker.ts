/**
 * The service worker (built to /sw.js by web/vite-plugins/service-worker.ts, served with `no-cache` at the
 * site's root, scope `/`). Cache strategy, by request:
 * - Page navigations: network first (with navigation preload, so the network request starts while this
 *   worker wakes up); only when the network fails, the app shell (index.html) from the shell cache. A public
 *   page online is the network's answer as before: nothing is read from a cache, nothing is stored.
 * - /assets/* (hashed, immutable): cache first. At install the shell cache receives index.html, /config.json
 *   and the build's scripts, styles and fonts (the list is written into this file at build time, so every
 *   deployment installs a new worker and a new shell cache, and the old one is deleted at activation).
 * - /config.json: network first, its last answer kept (the shell needs it to start offline; it is public).
 * - GET /api/stories/{id}: always the network; only when the network fails, the story's saved copy, if the
 *   parent signed in on the page is the one who saved it. No API answer is ever stored by this worker: the
 *   copies are written by the page, on the parent's 'Disponible hors ligne' (offline-store.ts). A 404 from
 *   the network for a saved story (it was removed) removes its copy.
 * - /offline/<storyId>/…: the saved copies' media, from the offline cache, with byte ranges for the audio.
 * - Anything else (other API calls, other origins, non-GET): not touched.
 */
import { byteRange } from '@shared/byte-range';
import { bearerSubject, OFFLINE_CACHE, OFFLINE_PREFIX, storyIdOfApiPath, storyIdOfKey, storyKey, type SavedStoryRecord } from './offline-keys';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

/** The few service worker types used here (the web's TypeScript project has the DOM library, not WebWorker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const SHELL_CACHE = `contes-shell-${__SW_VERSION__}`;
const SHELL = '/index.html';
const CONFIG = '/config.json';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([SHELL, CONFIG, ...__SW_PRECACHE__]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('contes-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') return event.respondWith(navigation(event));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(request));
  if (url.pathname === CONFIG) return event.respondWith(networkFirst(request));
  if (url.pathname.startsWith(OFFLINE_PREFIX)) return event.respondWith(savedMedium(request, url.pathname));
  const storyId = storyIdOfApiPath(url.pathname);
  if (storyId) return event.respondWith(storyOrSavedCopy(request, storyId));
});

async function navigation(event: FetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Whole answers only: a byte range (the landing's sample narration) cannot be stored, and need not be.
  if (response.status === 200 && response.type === 'basic') await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(request, response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function storyOrSavedCopy(request: Request, storyId: string): Promise<Response> {
  try {
    const response = await fetch(request);
    // The story is gone (removed, or never this parent's): so is any copy of it.
    if (response.status === 404) await removeCopy(storyId);
    return response;
  } catch (error) {
    const saved = await (await caches.open(OFFLINE_CACHE)).match(storyKey(storyId));
    const record = saved ? ((await saved.json().catch(() => null)) as SavedStoryRecord | null) : null;
    if (!record || record.owner !== bearerSubject(request.headers.get('authorization'))) throw error;
    return new Response(JSON.stringify(record.story), { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
  }
}

async function removeCopy(storyId: string): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.filter((key) => storyIdOfKey(new URL(key.url).pathname) === storyId).map((key) => cache.delete(key)));
}

async function savedMedium(request: Request, pathname: string): Promise<Response> {
  const saved = await (await caches.open(OFFLINE_CACHE)).match(pathname);
  if (!saved) return new Response('Introuvable', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const body = await saved.blob();
  const type = saved.headers.get('content-type') ?? 'application/octet-stream';
  const range = byteRange(request.headers.get('range'), body.size);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { 'content-range': `bytes */${body.size}` } });
  if (!range) return new Response(body, { headers: { 'content-type': type, 'content-length': String(body.size), 'accept-ranges': 'bytes' } });
  return new Response(body.slice(range.start, range.end + 1), {
    status: 206,
    headers: {
      'content-type': type,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${body.size}`,
      'accept-ranges': 'bytes',
    },
  });
}
