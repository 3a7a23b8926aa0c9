import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../infra/project-root';
import { PRERENDERED_FOLDER } from '#shared/web-dist';

/**
 * The prerender step of `npm run build:web` and of the twin's `buildWebIfNeeded`, run after the client's
 * `vite build`: a Vite SSR build of web/src/prerender-entry.tsx (same config file), then, for each public
 * page, its markup inside #root of the built index.html, with its own <head> (title, description,
 * canonical URL, Open Graph), written to web/dist/pages<path>/index.html; then sitemap.xml and robots.txt.
 * web/dist/index.html stays the empty shell of the protected routes and unknown paths.
 *
 * `npx tsx scripts/prerender-web.ts` runs it alone on an existing web/dist.
 */

export const WEB_DIST = join(PROJECT_ROOT, 'web', 'dist');
const VITE_CONFIG = join(PROJECT_ROOT, 'web', 'vite.config.ts');
const SSR_ENTRY = join(PROJECT_ROOT, 'web', 'src', 'prerender-entry.tsx');
/** Where the SSR bundle goes while it is used; one folder per process, so two builds at once never meet. */
const SSR_OUT_ROOT = join(PROJECT_ROOT, 'node_modules', '.cache', 'contes-prerender');
const SITE_NAME = 'Contes Magiques';
/** The logo as a PNG for link previews (most of them ignore SVG), rendered at this size from web/public/logo.svg. */
const SHARE_IMAGE_SIZE = 512;

/** The exports of web/src/prerender-entry.tsx, as its SSR bundle gives them. */
export interface PrerenderEntry {
  PRERENDERED_PAGES: readonly PageHead[];
  SITE_URL: string;
  PRIVATE_ROUTE_PATTERNS: readonly string[];
  renderPage(path: string): Promise<{ status: number; markup: string; routeModules: string[] }>;
}

/** The part of Vite's client manifest (web/dist/.vite/manifest.json) the prerender reads. */
export type ClientManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; assets?: string[] }>;

export interface PageHead {
  path: string;
  title: string;
  description: string;
}

/** The styles one page's lazy routes need beyond the entry's, as site-relative URLs. */
export interface RoutePreloads {
  styles: string[];
}

/** What every page's <head> shares. */
export interface SiteHead {
  siteUrl: string;
  /** The link-preview picture: absolute URL and size in pixels (a square logo). */
  image: { url: string; size: number };
  /** Site-relative URLs of the fonts the first paint needs (preloaded: no swap of the text once shown). */
  fontPreloads: readonly string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** `https://site/blog`; the home page keeps its slash (`https://site/`). */
export const absoluteUrl = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}`;

/** web/dist/pages/index.html for `/`, web/dist/pages/blog/index.html for `/blog`. */
export const prerenderedFile = (dist: string, path: string): string => join(dist, PRERENDERED_FOLDER, ...path.split('/').filter(Boolean), 'index.html');

/** The tags one page adds to the shared <head>: canonical URL, Open Graph and the link-preview card. */
export function headTags(page: PageHead, site: SiteHead, preloads: RoutePreloads = { styles: [] }): string {
  const url = absoluteUrl(site.siteUrl, page.path);
  const meta = (attribute: 'property' | 'name', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...site.fontPreloads.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin />`),
    // As Vite links the entry's own chunks (crossorigin, so the preloaded module is the one imported).
    ...preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', site.image.url),
    meta('property', 'og:image:width', String(site.image.size)),
    meta('property', 'og:image:height', String(site.image.size)),
    meta('property', 'og:image:alt', `Logo de ${SITE_NAME}`),
    meta('name', 'twitter:card', 'summary'),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
}

/**
 * The built index.html turned into one page: its title and description, its head tags, its markup inside
 * #root. The <noscript> warning goes: the page's text is all there without JavaScript.
 */
export function pageDocument(template: string, page: PageHead, rendered: string, site: SiteHead, preloads?: RoutePreloads): string {
  // React puts the resources it hoists (the preload of an image above the fold) before the tree when it
  // renders no <head> of its own: they go to the head, where they belong and where hydration expects them.
  const [, hoisted = '', markup = ''] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(rendered) ?? [];
  const replaceOnce = (html: string, pattern: RegExp, replacement: string, what: string): string => {
    const found = html.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
    if (found !== 1) throw new Error(`web/dist/index.html: expected one ${what}, found ${found}`);
    // A function, so that a '$' in the page's text is never read as a replacement pattern.
    return html.replace(pattern, () => replacement);
  };
  let html = template;
  html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  html = replaceOnce(html, /<meta\s+name="description"[\s\S]*?\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`, 'meta description');
  const hoistedTags = hoisted.match(/<link\b[^>]*>/g)?.map((tag) => `    ${tag}\n`).join('') ?? '';
  html = replaceOnce(html, /\s*<\/head>/, `\n${headTags(page, site, preloads)}${hoistedTags}  </head>`, '</head>');
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${markup}</div>`, 'empty <div id="root">');
  return html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
}

/**
 * Each stylesheet of the page written into it: a prerendered page then paints from its own HTML, without
 * waiting for a second request (Lighthouse's first contentful paint on a phone: ~2.2 s → see README).
 * The CSP allows inline styles ('unsafe-inline' in style-src, infra/constructs/site.ts). The SPA's shell
 * keeps its link, cached across the signed-in pages.
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string): string {
  return html.replace(/<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
    const css = readAsset(href);
    if (/<\/style/i.test(css)) throw new Error(`${href}: cannot be written inside <style>`);
    return `<style>${css}</style>`;
  });
}

/**
 * The styles of a page's lazy route modules and of everything they import, minus what the entry already
 * loads. Their chunks get no <link rel="modulepreload">: requested before the first paint, they shared the
 * phone's bandwidth with the page itself (Lighthouse, mobile: first contentful paint 2.2–2.4 s with them,
 * 1.4 s without); the entry asks for them once it runs, and the page is readable meanwhile.
 */
export function routePreloads(manifest: ClientManifest, routeModules: readonly string[]): RoutePreloads {
  const closure = (keys: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      manifest[key].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const loaded = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const needed = [...closure(routeModules)].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]!.css ?? []));
  return {
    styles: [...new Set(needed.flatMap((chunk) => chunk.css ?? []))].filter((css) => !loadedStyles.has(css)).map((css) => `/${css}`),
  };
}

/** Every public page's address for search engines (the redirecting /about is not one of them). */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, path))}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}

/**
 * The robots.txt prefixes of the router's private patterns: `/story/:id` keeps `/story/`, and a prefix
 * another one already covers (`/app/library` under `/app`) is left out.
 */
export function disallowedPrefixes(patterns: readonly string[]): string[] {
  const prefixes = [...new Set(patterns.map((pattern) => pattern.replace(/:.*$/, '')))];
  const covered = (prefix: string) => prefixes.some((other) => other !== prefix && (prefix.startsWith(`${other}/`) || (other.endsWith('/') && prefix.startsWith(other))));
  return prefixes.filter((prefix) => !covered(prefix)).sort();
}

/** Crawlers keep out of the signed-in screens, the sign-in and the API; the sitemap lists the rest. */
export function robotsTxt(siteUrl: string, privatePatterns: readonly string[]): string {
  const disallowed = [...disallowedPrefixes(privatePatterns), '/api/'].map((prefix) => `Disallow: ${prefix}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallowed}\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

/**
 * What every public page must be before it is published (issue 14, the Lighthouse budgets): its text
 * (not a loading state or the error screen), one <main> and one <h1>, and no inline script (the CSP
 * allows none).
 */
export function checkPrerenderedMarkup(path: string, status: number, markup: string): void {
  const count = (pattern: RegExp) => markup.match(pattern)?.length ?? 0;
  const problems = [
    status === 200 ? undefined : `the router answers ${status}`,
    count(/<main[\s>]/g) === 1 ? undefined : `${count(/<main[\s>]/g)} <main> (one expected)`,
    count(/<h1[\s>]/g) === 1 ? undefined : `${count(/<h1[\s>]/g)} <h1> (one expected)`,
    count(/<script[\s>]/g) === 0 ? undefined : 'an inline <script> (the CSP forbids it)',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Prerendering ${path}: ${problems.join(', ')}`);
}

/** The Vite SSR bundle of the entry, in a fresh folder of its own; the caller removes it. */
async function buildEntry(outDir: string): Promise<PrerenderEntry> {
  const { build } = await import('vite');
  await build({
    configFile: VITE_CONFIG,
    logLevel: 'warn',
    build: {
      ssr: SSR_ENTRY,
      outDir,
      emptyOutDir: true,
      // The client build's manifest (web/dist/.vite) is the one bench/size.ts reads; this bundle is thrown away.
      manifest: false,
      copyPublicDir: false,
      // .mjs: ES modules whatever package.json sits above the folder.
      rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
    },
  });
  // A query per build, so a long-lived process (the twin) never gets a previous build's module back.
  return (await import(`${pathToFileURL(join(outDir, 'prerender-entry.mjs')).href}?build=${Date.now()}`)) as PrerenderEntry;
}

/** The fonts of the first paint: the Latin subset of Nunito, which covers French (the others load when a text needs them). */
export function fontPreloads(manifest: ClientManifest): string[] {
  const assets = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.assets ?? []) : []));
  return assets.filter((asset) => /\/nunito-latin-wght-normal-[\w-]+\.woff2$/.test(asset)).map((asset) => `/${asset}`);
}

/** The client build's manifest (bench/size.ts reads it too); `vite build` writes it (build.manifest). */
function readClientManifest(dist: string): ClientManifest {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run the client build (vite build) first`);
  return JSON.parse(readFileSync(file, 'utf8')) as ClientManifest;
}

/** web/public/logo.svg as a PNG under a content hash in assets/ (so its year-long cache stays right). */
async function writeShareImage(dist: string): Promise<string> {
  const { Resvg } = await import('@resvg/resvg-js');
  const svg = readFileSync(join(PROJECT_ROOT, 'web', 'public', 'logo.svg'));
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE } }).render().asPng();
  const name = `assets/logo-share-${createHash('sha256').update(png).digest('hex').slice(0, 10)}.png`;
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, name), png);
  return `/${name}`;
}

export interface PrerenderOptions {
  /** The client build to complete (web/dist by default). */
  dist?: string;
  log?: (line: string) => void;
}

export interface PrerenderReport {
  pages: string[];
  /** The SSR build, then the rendering and writing of every page. */
  buildMs: number;
  renderMs: number;
}

/** Prerenders every public page into `dist`, then writes sitemap.xml and robots.txt. */
export async function prerenderWeb(options: PrerenderOptions = {}): Promise<PrerenderReport> {
  const dist = options.dist ?? WEB_DIST;
  const log = options.log ?? (() => {});
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = readClientManifest(dist);
  const outDir = join(SSR_OUT_ROOT, String(process.pid));
  try {
    const started = performance.now();
    const entry = await buildEntry(outDir);
    const built = performance.now();
    const site: SiteHead = {
      siteUrl: entry.SITE_URL,
      image: { url: absoluteUrl(entry.SITE_URL, await writeShareImage(dist)), size: SHARE_IMAGE_SIZE },
      fontPreloads: fontPreloads(manifest),
    };
    rmSync(join(dist, PRERENDERED_FOLDER), { recursive: true, force: true });
    for (const page of entry.PRERENDERED_PAGES) {
      const { status, markup, routeModules } = await entry.renderPage(page.path);
      checkPrerenderedMarkup(page.path, status, markup);
      const file = prerenderedFile(dist, page.path);
      mkdirSync(join(file, '..'), { recursive: true });
      const document = pageDocument(template, page, markup, site, routePreloads(manifest, routeModules));
      writeFileSync(file, inlineStylesheets(document, (href) => readFileSync(join(dist, href), 'utf8')));
    }
    const paths = entry.PRERENDERED_PAGES.map((page) => page.path);
    writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(entry.SITE_URL, paths));
    // Written last: build-web.ts takes robots.txt as the mark of a complete build.
    writeFileSync(join(dist, 'robots.txt'), robotsTxt(entry.SITE_URL, entry.PRIVATE_ROUTE_PATTERNS));
    const report = { pages: paths, buildMs: Math.round(built - started), renderMs: Math.round(performance.now() - built) };
    log(`[prerender] ${paths.length} pages (SSR build ${report.buildMs} ms, rendering ${report.renderMs} ms)`);
    return report;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerenderWeb({ log: (line) => console.log(line) });
}
