import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineStylesheets,
  checkPrerenderedMarkup,
  disallowedPrefixes,
  fontPreloads,
  pageDocument,
  prerenderedFile,
  robotsTxt,
  routePreloads,
  sitemapXml,
  type ClientManifest,
  type SiteHead,
} from '../../scripts/prerender-web';

/** The built index.html as Vite writes it (multi-line description, the entry's script and style). */
const TEMPLATE = `<!doctype html>
<html lang="fr" data-theme="normal">
  <head>
    <meta charset="UTF-8" />
    <title>Contes Magiques — Histoires personnalisées pour enfants</title>
    <meta
      name="description"
      content="La description de l'accueil."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Contes Magiques a besoin de JavaScript : activez-le dans votre navigateur pour continuer.</noscript>
  </body>
</html>`;

const SITE: SiteHead = {
  siteUrl: 'https://contes.example.fr',
  image: { url: 'https://contes.example.fr/assets/logo-share-1.png', size: 512 },
  fontPreloads: ['/assets/nunito-latin.woff2'],
};
const BLOG = { path: '/blog', title: 'Le blog — Contes Magiques', description: 'Conseils de lecture & "idées" pour le soir.' };

describe('pageDocument', () => {
  it('should give the page its title, description, canonical URL, Open Graph tags and markup', () => {
    // Arrange
    const markup = '<main><h1>Le blog</h1><p>Nos articles arrivent bientôt</p></main>';

    // Act
    const html = pageDocument(TEMPLATE, BLOG, markup, SITE);

    // Assert
    expect(html).toContain('<html lang="fr" data-theme="normal">');
    expect(html).toContain('<title>Le blog — Contes Magiques</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Conseils de lecture &amp; &quot;idées&quot; pour le soir." />');
    expect(html).not.toContain("La description de l'accueil.");
    expect(html).toContain('<link rel="canonical" href="https://contes.example.fr/blog" />');
    expect(html).toContain('<meta property="og:url" content="https://contes.example.fr/blog" />');
    expect(html).toContain('<meta property="og:title" content="Le blog — Contes Magiques" />');
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="Contes Magiques" />');
    expect(html).toContain('<meta property="og:image" content="https://contes.example.fr/assets/logo-share-1.png" />');
    expect(html).toContain('<meta property="og:image:width" content="512" />');
    expect(html).toContain('<meta property="og:image:alt" content="Logo de Contes Magiques" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<link rel="preload" href="/assets/nunito-latin.woff2" as="font" type="font/woff2" crossorigin />');
    expect(html).toContain(`<div id="root">${markup}</div>`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('should drop the JavaScript warning, since the text is there without it', () => {
    // Act
    const html = pageDocument(TEMPLATE, BLOG, '<main><h1>Le blog</h1></main>', SITE);

    // Assert
    expect(html).not.toContain('<noscript>');
  });

  it('should keep the home page canonical URL with its slash', () => {
    // Act
    const html = pageDocument(TEMPLATE, { path: '/', title: 'Contes Magiques', description: 'Accueil.' }, '<main><h1>Accueil</h1></main>', SITE);

    // Assert
    expect(html).toContain('<link rel="canonical" href="https://contes.example.fr/" />');
  });

  it('should move the resources React hoists before the tree into the head', () => {
    // Arrange
    const rendered = '<link rel="preload" as="image" href="/logo.svg"/><div class="page"><main><h1>Le blog</h1></main></div>';

    // Act
    const html = pageDocument(TEMPLATE, BLOG, rendered, SITE);

    // Assert
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/logo.svg"/>');
    expect(html).toContain('<div id="root"><div class="page">');
  });

  it('should keep a dollar sign of the page text as written', () => {
    // Arrange
    const markup = "<main><h1>Prix</h1><p>5 $ et $& et $' restent tels quels</p></main>";

    // Act
    const html = pageDocument(TEMPLATE, BLOG, markup, SITE);

    // Assert
    expect(html).toContain(markup);
  });

  it('should link the route styles given, and preload no module before the first paint', () => {
    // Act
    const html = pageDocument(TEMPLATE, BLOG, '<main><h1>Le blog</h1></main>', SITE, { styles: ['/assets/blog-page-1.css'] });

    // Assert
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/blog-page-1.css" />');
    expect(html).not.toContain('modulepreload');
  });

  it('should refuse a template without an empty #root', () => {
    // Act
    const compose = () => pageDocument(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), BLOG, '<main></main>', SITE);

    // Assert
    expect(compose).toThrow(/empty <div id="root">/);
  });
});

describe('inlineStylesheets', () => {
  it('should write each stylesheet of the page inside it, and leave scripts and other links alone', () => {
    // Arrange
    const html = '<head><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-b2.css"><link rel="icon" href="/favicon.svg" /></head>';
    const read: string[] = [];

    // Act
    const inlined = inlineStylesheets(html, (href) => {
      read.push(href);
      return 'body{color:red}';
    });

    // Assert
    expect(read).toEqual(['/assets/index-b2.css']);
    expect(inlined).toBe('<head><script type="module" crossorigin src="/assets/index-a1.js"></script><style>body{color:red}</style><link rel="icon" href="/favicon.svg" /></head>');
  });

  it('should refuse a stylesheet that would close its <style> early', () => {
    // Arrange / Act / Assert
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/x.css">', () => 'a{}</style><script>')).toThrow(/x\.css/);
  });
});

describe('routePreloads', () => {
  // Arrange: the entry imports a vendor chunk; the blog page imports that one and a button chunk.
  const manifest: ClientManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-1.css'] },
    '_vendor.js': { file: 'assets/vendor-1.js' },
    '_button.js': { file: 'assets/button-1.js', imports: ['_vendor.js'], css: ['assets/index-1.css'] },
    'src/features/public/components/public-layout.tsx': { file: 'assets/public-layout-1.js', imports: ['index.html', '_button.js'] },
    'src/features/public/pages/blog-page.tsx': { file: 'assets/blog-page-1.js', imports: ['index.html', '_button.js'], css: ['assets/blog-page-1.css'] },
  };

  it('should list the styles of the route chunks and of what they import, minus what the entry loads', () => {
    // Act
    const preloads = routePreloads(manifest, ['src/features/public/components/public-layout.tsx', 'src/features/public/pages/blog-page.tsx']);

    // Assert
    expect(preloads.styles).toEqual(['/assets/blog-page-1.css']);
  });

  it('should list nothing for a module the manifest does not know', () => {
    // Act
    const preloads = routePreloads(manifest, ['src/features/public/pages/unknown-page.tsx']);

    // Assert
    expect(preloads).toEqual({ styles: [] });
  });
});

describe('fontPreloads', () => {
  it("should preload the Latin subset of the entry's Nunito only", () => {
    // Arrange
    const manifest: ClientManifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        assets: ['assets/nunito-cyrillic-wght-normal-A1.woff2', 'assets/nunito-latin-ext-wght-normal-B2.woff2', 'assets/nunito-latin-wght-normal-C3_d.woff2'],
      },
    };

    // Act & Assert
    expect(fontPreloads(manifest)).toEqual(['/assets/nunito-latin-wght-normal-C3_d.woff2']);
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('should list every path given with its absolute URL', () => {
    // Act
    const xml = sitemapXml('https://contes.example.fr', ['/', '/blog', '/cgv']);

    // Assert
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://contes.example.fr/</loc>',
      '<loc>https://contes.example.fr/blog</loc>',
      '<loc>https://contes.example.fr/cgv</loc>',
    ]);
  });

  it('should turn the router patterns into the shortest prefixes', () => {
    // Act
    const prefixes = disallowedPrefixes(['/auth', '/auth/reset-password', '/app', '/app/library', '/story/:id/loading', '/story/:id', '/edit-profile/:id', '/create']);

    // Assert
    expect(prefixes).toEqual(['/app', '/auth', '/create', '/edit-profile/', '/story/']);
  });

  it('should keep crawlers out of the private screens and the API, and name the sitemap', () => {
    // Act
    const robots = robotsTxt('https://contes.example.fr', ['/auth', '/app', '/story/:id']);

    // Assert
    expect(robots).toBe('User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /auth\nDisallow: /story/\nDisallow: /api/\n\nSitemap: https://contes.example.fr/sitemap.xml\n');
  });
});

describe('checkPrerenderedMarkup', () => {
  it('should accept a page with one main, one h1 and no script', () => {
    // Act & Assert
    expect(() => checkPrerenderedMarkup('/blog', 200, '<header></header><main id="contenu"><h1 class="t">Le blog</h1></main>')).not.toThrow();
  });

  it.each([
    ['a 404', 404, '<main><h1>Oups</h1></main>', /answers 404/],
    ['two main', 200, '<main><main><h1>Le blog</h1></main></main>', /2 <main>/],
    ['no h1', 200, '<main><h2>Le blog</h2></main>', /0 <h1>/],
    ['an inline script', 200, '<main><h1>Le blog</h1><script>x()</script></main>', /inline <script>/],
  ])('should refuse %s', (_case, status, markup, message) => {
    // Act & Assert
    expect(() => checkPrerenderedMarkup('/blog', status, markup)).toThrow(message);
  });
});

describe('prerenderedFile', () => {
  it('should put / at pages/index.html and /blog at pages/blog/index.html', () => {
    // Act & Assert
    expect(prerenderedFile('/dist', '/')).toBe(join('/dist', 'pages', 'index.html'));
    expect(prerenderedFile('/dist', '/blog')).toBe(join('/dist', 'pages', 'blog', 'index.html'));
  });
});
