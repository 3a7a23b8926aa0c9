import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, relative as relativePath, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { byteRange } from '#shared/byte-range';
import { PRERENDERED_FOLDER } from '#shared/web-dist';

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
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** What CloudFront compresses (text types); pictures, fonts and sounds are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
type Encoding = 'br' | 'gzip';
/** Each file compressed once per version (path and modification time): the twin serves the same build many times. */
const compressedFiles = new Map<string, { mtimeMs: number; bodies: Partial<Record<Encoding, Buffer>> }>();

/** The encoding CloudFront would choose for this `Accept-Encoding` (brotli first), if any. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compressedBody(file: string, mtimeMs: number, encoding: Encoding): Buffer {
  let entry = compressedFiles.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs) {
    entry = { mtimeMs, bodies: {} };
    compressedFiles.set(file, entry);
  }
  const content = () => readFileSync(file);
  // Brotli at quality 5 and gzip at 6: close to what a CDN does on the fly, and quick enough for a first request.
  entry.bodies[encoding] ??=
    encoding === 'br' ? brotliCompressSync(content(), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(content(), { level: 6 });
  return entry.bodies[encoding];
}

/**
 * Serves the built SPA as CloudFront does: a path without a file extension is a route of the SPA and
 * gets its prerendered page when it has one (the public pages), index.html otherwise (the protected
 * routes, /about's redirect, unknown paths); a missing file is a 404; hashed assets are cached for a year;
 * text is compressed (brotli or gzip, as the browser accepts), as CloudFront's `compress` does, so the
 * sizes a browser and Lighthouse see are the deployed ones.
 */
export function serveStatic(
  root: string,
  pathname: string,
  response: ServerResponse,
  headers: Record<string, string>,
  acceptEncoding?: string,
  range?: string,
): void {
  const base = resolve(root);
  const isRoute = !extname(pathname);
  const relative = isRoute ? routeFile(base, pathname) : safeDecode(pathname)?.replace(/^\/+/, '');
  const file = relative === undefined ? undefined : normalize(join(base, relative));
  if (!file || !file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    response.end('Introuvable');
    return;
  }
  const fileHeaders = {
    'content-type': MIME_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': relative?.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...headers,
  };
  const encoding = COMPRESSIBLE.has(extname(file)) ? chooseEncoding(acceptEncoding) : undefined;
  if (encoding) {
    const body = compressedBody(file, statSync(file).mtimeMs, encoding);
    response.writeHead(200, { ...fileHeaders, 'content-encoding': encoding, 'content-length': body.length, vary: 'accept-encoding' });
    response.end(body);
    return;
  }
  // As S3 behind CloudFront: the length, and byte ranges, which an <audio> element needs to show and seek its duration.
  const size = statSync(file).size;
  const wanted = byteRange(range, size);
  if (wanted === 'unsatisfiable') {
    response.writeHead(416, { ...fileHeaders, 'content-range': `bytes */${size}`, 'accept-ranges': 'bytes' });
    response.end();
    return;
  }
  if (wanted) {
    response.writeHead(206, { ...fileHeaders, 'accept-ranges': 'bytes', 'content-length': wanted.end - wanted.start + 1, 'content-range': `bytes ${wanted.start}-${wanted.end}/${size}` });
    createReadStream(file, wanted).pipe(response);
    return;
  }
  response.writeHead(200, { ...fileHeaders, 'accept-ranges': 'bytes', 'content-length': size });
  createReadStream(file).pipe(response);
}

/**
 * The route's prerendered page (`/blog` and `/blog/` → pages/blog/index.html) when it has one, else the
 * shell. As CloudFront's function, by the path's own segments: a '.' or '..' segment never reaches a page.
 */
function routeFile(base: string, pathname: string): string {
  const segments = safeDecode(pathname)?.split('/').filter(Boolean);
  if (!segments || segments.some((segment) => segment === '.' || segment === '..' || segment.includes(sep))) return 'index.html';
  const page = join(base, PRERENDERED_FOLDER, ...segments, 'index.html');
  return existsSync(page) && statSync(page).isFile() ? relativePath(base, page) : 'index.html';
}

function safeDecode(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
