import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/project-root';
import { checkPrerenderedMarkup, pageDocument, robotsTxt, sitemapXml, type PrerenderEntry, type SiteHead } from '../../scripts/prerender-web';

/**
 * The prerender of two real public pages, in-process: the same entry the build bundles (web/src/prerender-
 * entry.tsx, with the router and the pages), its markup put into web/index.html the way the build puts it
 * into the built one. No build, no browser, no network. Every page is checked again by the build itself
 * (checkPrerenderedMarkup), which fails rather than publish one without its text.
 */
// A path in a variable: the root tsconfig checks no web/ file (JSX, DOM), the web's own does.
const ENTRY = join(PROJECT_ROOT, 'web', 'src', 'prerender-entry.tsx');
const TEMPLATE = readFileSync(join(PROJECT_ROOT, 'web', 'index.html'), 'utf8');

let entry: PrerenderEntry;
let site: SiteHead;

/** The visible text of the first element named `tag` in `html`, tags removed and spaces collapsed. */
function textOf(html: string, tag: string): string | undefined {
  const found = new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(html)?.[0];
  return found?.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
}

beforeAll(async () => {
  entry = (await import(ENTRY)) as PrerenderEntry;
  site = { siteUrl: entry.SITE_URL, image: { url: `${entry.SITE_URL}/logo.svg`, size: 96 }, fontPreloads: [] };
}, 60_000);

describe('the prerendered public pages', () => {
  it.each([
    // Issue 14: the blog says its articles are coming; the legal notice is titled as the spec names it.
    { path: '/blog', text: 'Nos articles arrivent bientôt', module: 'src/features/public/pages/blog-page.tsx' },
    { path: '/mentions-legales', text: 'Mentions légales', module: 'src/features/public/pages/legal-page.tsx' },
  ])('should render $path with its head, its text and its route modules', async ({ path, text, module }) => {
    // Arrange
    const page = entry.PRERENDERED_PAGES.find((candidate) => candidate.path === path)!;

    // Act
    const { status, markup, routeModules } = await entry.renderPage(path);
    const html = pageDocument(TEMPLATE, page, markup, site);

    // Assert
    expect(() => checkPrerenderedMarkup(path, status, markup)).not.toThrow();
    expect(html).toContain(`<title>${page.title.replaceAll("'", '&#39;')}</title>`);
    expect(html).toContain(`<meta name="description" content="${page.description.replaceAll("'", '&#39;')}" />`);
    expect(html).toContain(`<link rel="canonical" href="${entry.SITE_URL}${path}" />`);
    expect(textOf(markup, 'h1')).toBeTruthy();
    expect(textOf(markup, 'main')).toContain(text);
    // Rendered as a visitor: the sign-up calls, never 'Mon espace' (that switch waits for the browser).
    expect(markup).not.toContain('Mon espace');
    // What the build preloads: the layout's chunk and the page's.
    expect([...routeModules].sort()).toEqual(['src/features/public/components/public-layout.tsx', module]);
  });

  it.each(['/page-inconnue', '/app', '/auth'])('should answer 404 for %s, outside the public pages, so the build never publishes it', async (path) => {
    // Act
    const { status, markup } = await entry.renderPage(path);

    // Assert
    expect(status).toBe(404);
    expect(markup).toBe('');
  });

  it('should list every public page but /about in the sitemap', () => {
    // Act
    const xml = sitemapXml(entry.SITE_URL, entry.PRERENDERED_PAGES.map((page) => page.path));

    // Assert
    const urls = xml.match(/<loc>([^<]+)<\/loc>/g)?.map((loc) => loc.replace(/<\/?loc>/g, '').slice(entry.SITE_URL.length));
    expect(urls).toEqual(['/', '/blog', '/qui-sommes-nous', '/contact', '/mentions-legales', '/cgv', '/cgu', '/politique-confidentialite', '/cookies', '/rgpd', '/droits', '/donnees-personnelles']);
  });

  it('should keep crawlers out of the sign-in and every protected screen', () => {
    // Act
    const robots = robotsTxt(entry.SITE_URL, entry.PRIVATE_ROUTE_PATTERNS);

    // Assert
    for (const prefix of ['/auth', '/app', '/account', '/create', '/library', '/boutique', '/story/', '/edit-profile/', '/child-profile', '/thank-you']) {
      expect(robots).toContain(`\nDisallow: ${prefix}\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/(blog|cgv|qui-sommes-nous)?\n/);
    expect(robots).toContain(`Sitemap: ${entry.SITE_URL}/sitemap.xml`);
  });
});
