import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange } from '#shared/byte-range';
import { chooseEncoding, serveStatic } from '../../infra/local/static-files';

const INDEX_HTML = '<!doctype html><title>Contes Magiques</title>';
const HOME_HTML = '<!doctype html><title>Accueil</title><div id="root"><h1>Accueil</h1></div>';
const BLOG_HTML = '<!doctype html><title>Le blog</title><div id="root"><h1>Le blog</h1></div>';
const APP_JS = 'console.log("app");';
const SECRET = 'outside the web root';
/** Ten bytes standing for an MP3: its ranges are easy to read. */
const SOUND = Buffer.from('0123456789');

/** The part of ServerResponse that serveStatic uses: writeHead, then end() or a pipe into it. */
class FakeResponse extends Writable {
  statusCode = 0;
  headers: Record<string, string> = {};
  private readonly chunks: Buffer[] = [];

  writeHead(statusCode: number, headers: Record<string, string>): this {
    this.statusCode = statusCode;
    this.headers = headers;
    return this;
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    callback();
  }

  get text(): string {
    return this.body.toString('utf8');
  }

  get body(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

let base: string;
let root: string;

async function serve(pathname: string, headers: Record<string, string> = {}, acceptEncoding?: string, range?: string): Promise<FakeResponse> {
  const response = new FakeResponse();
  const finished = new Promise<void>((resolve, reject) => {
    response.on('finish', resolve);
    response.on('error', reject);
  });
  serveStatic(root, pathname, response as unknown as ServerResponse, headers, acceptEncoding, range);
  await finished;
  return response;
}

beforeAll(() => {
  // Arrange: <base>/web is the root; <base>/secret.txt and <base>/web-private/key.txt lie outside it.
  base = mkdtempSync(join(tmpdir(), 'contes-static-'));
  root = join(base, 'web');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, 'folder.d'));
  mkdirSync(join(base, 'web-private'));
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  // The prerender step's pages: pages/index.html is `/`, pages/blog/index.html is `/blog`.
  mkdirSync(join(root, 'pages', 'blog'), { recursive: true });
  writeFileSync(join(root, 'pages', 'index.html'), HOME_HTML);
  writeFileSync(join(root, 'pages', 'blog', 'index.html'), BLOG_HTML);
  writeFileSync(join(root, 'assets', 'app-3f2a1b.js'), APP_JS);
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(root, 'mystery.bin'), 'bytes');
  writeFileSync(join(root, 'assets', 'picture-9a8b7c.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(root, 'assets', 'sample-1a2b3c.mp3'), SOUND);
  writeFileSync(join(base, 'secret.txt'), SECRET);
  writeFileSync(join(base, 'web-private', 'key.txt'), SECRET);
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

describe('serveStatic: lengths and ranges, as S3 answers an <audio> element', () => {
  it('should give a sound its length and say that it answers byte ranges', async () => {
    // Act
    const response = await serve('/assets/sample-1a2b3c.mp3');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(10);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.body).toEqual(SOUND);
  });

  it.each([
    ['bytes=2-5', '2345', 'bytes 2-5/10'],
    ['bytes=7-', '789', 'bytes 7-9/10'],
    ['bytes=-3', '789', 'bytes 7-9/10'],
    ['bytes=8-99', '89', 'bytes 8-9/10'],
  ])('should answer the range %s with 206 and just those bytes', async (range, body, contentRange) => {
    // Act
    const response = await serve('/assets/sample-1a2b3c.mp3', {}, undefined, range);

    // Assert
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(contentRange);
    expect(response.headers['content-length']).toBe(body.length);
    expect(response.text).toBe(body);
  });

  it('should answer 416 for a range past the end of the file', async () => {
    // Act
    const response = await serve('/assets/sample-1a2b3c.mp3', {}, undefined, 'bytes=10-');

    // Assert
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */10');
  });

  it('should serve the whole file for a header it does not read as one range', () => {
    // Act
    const readings = ['bytes=0-1,4-5', 'items=0-1', 'bytes=-', undefined].map((header) => byteRange(header, 10));

    // Assert
    expect(readings).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('serveStatic', () => {
  it.each(['/app', '/stories/42', '/histoires/nouvelle', '/about', '/auth'])('should serve index.html without caching for the SPA route %s', async (pathname) => {
    // Act
    const response = await serve(pathname);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(INDEX_HTML);
  });

  it.each([
    ['/', HOME_HTML],
    ['/blog', BLOG_HTML],
    ['/blog/', BLOG_HTML],
  ])('should serve the prerendered page of the public route %s without caching', async (pathname, html) => {
    // Act
    const response = await serve(pathname);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(html);
  });

  it.each(['/pages', '/blog/../pages', '/%2e%2e/pages', '/blog/%2e%2e/%2e%2e'])('should serve the shell, never a page by a detour, for %s', async (pathname) => {
    // Act
    const response = await serve(pathname);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.text).toBe(INDEX_HTML);
  });

  it('should cache a hashed asset for a year as immutable', async () => {
    // Act
    const response = await serve('/assets/app-3f2a1b.js');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe(APP_JS);
  });

  it('should serve a file outside assets without caching', async () => {
    // Act
    const response = await serve('/robots.txt');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('should serve an unknown extension as octet-stream', async () => {
    // Act
    const response = await serve('/mystery.bin');

    // Assert
    expect(response.headers['content-type']).toBe('application/octet-stream');
  });

  it('should add the given security headers', async () => {
    // Act
    const found = await serve('/', { 'x-frame-options': 'DENY' });
    const missing = await serve('/missing.js', { 'x-frame-options': 'DENY' });

    // Assert
    expect(found.headers['x-frame-options']).toBe('DENY');
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it.each(['/missing.js', '/assets/gone-123.css', '/folder.d'])('should answer 404 for %s', async (pathname) => {
    // Act
    const response = await serve(pathname);

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe('Introuvable');
  });

  it.each([
    '/../secret.txt',
    '/../../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/../web-private/key.txt',
    '/%2e%2e/web-private/key.txt',
  ])('should never serve a file outside the root for %s', async (pathname) => {
    // Act
    const response = await serve(pathname);

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.text).not.toContain(SECRET);
  });

  it.each(['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd'])('should answer the SPA index for the extension-less traversal %s', async (pathname) => {
    // Act
    const response = await serve(pathname);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.text).toBe(INDEX_HTML);
  });

  it('should send a text file brotli-compressed to a browser that accepts it, as CloudFront does', async () => {
    // Act
    const response = await serve('/assets/app-3f2a1b.js', {}, 'gzip, deflate, br, zstd');

    // Assert
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.body).toString('utf8')).toBe(APP_JS);
  });

  it('should gzip a prerendered page for a client that accepts only gzip', async () => {
    // Act
    const response = await serve('/blog', {}, 'gzip');

    // Assert
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString('utf8')).toBe(BLOG_HTML);
  });

  it('should send a picture and an uncompressing client the bytes as they are', async () => {
    // Act
    const picture = await serve('/assets/picture-9a8b7c.png', {}, 'br, gzip');
    const plain = await serve('/assets/app-3f2a1b.js');

    // Assert
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(APP_JS);
  });
});

describe('chooseEncoding', () => {
  it('should prefer brotli, then gzip, and read the tokens without their weights', () => {
    // Arrange / Act / Assert
    expect(chooseEncoding('gzip;q=1.0, br;q=0.9')).toBe('br');
    expect(chooseEncoding('deflate, GZIP')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
