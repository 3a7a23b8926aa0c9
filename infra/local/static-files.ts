import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built SPA as CloudFront does: a path without a file extension is a route of the SPA
 * and gets index.html; a missing file is a 404; hashed assets are cached for a year.
 */
export function serveStatic(root: string, pathname: string, response: ServerResponse, headers: Record<string, string>): void {
  const base = resolve(root);
  const isRoute = !extname(pathname);
  const relative = isRoute ? 'index.html' : safeDecode(pathname)?.replace(/^\/+/, '');
  const file = relative === undefined ? undefined : normalize(join(base, relative));
  if (!file || !file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    response.end('Introuvable');
    return;
  }
  response.writeHead(200, {
    'content-type': MIME_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': relative?.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...headers,
  });
  createReadStream(file).pipe(response);
}

function safeDecode(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
