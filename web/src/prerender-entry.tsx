import { isValidElement, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';
import { formatDocumentTitle } from '@/lib/document-title';
import { PUBLIC_PAGES } from '@/lib/public-pages';
import { PUBLISHER } from '@/lib/publisher';
import { GUEST_PATHS, SIGNED_IN_PATHS } from '@/lib/route-table';

/**
 * The server side of the public pages, built by Vite as an SSR bundle (scripts/prerender-web.ts) and run
 * once per build: it renders each public page with the router main.tsx hydrates (the same `routes`, so
 * the same tree), and hands the script what the page's <head>, sitemap.xml and robots.txt say. The script
 * itself imports nothing of web/: everything it needs comes through this module's exports.
 */

/** What scripts/prerender-web.ts writes into each page's <head> and into sitemap.xml. */
export interface PrerenderedPageInfo {
  path: string;
  /** The whole document title, as `useDocumentTitle` sets it once hydrated. */
  title: string;
  description: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPageInfo[] = PUBLIC_PAGES.map((page) => ({
  path: page.path,
  title: formatDocumentTitle('title' in page ? page.title : undefined),
  description: page.description,
}));

/** The public address of the site, without a trailing slash (canonical URLs, Open Graph, sitemap.xml). */
export const SITE_URL: string = PUBLISHER.siteUrl;

/** Screens behind the sign-in (and the sign-in itself): robots.txt asks crawlers to keep out. */
export const PRIVATE_ROUTE_PATTERNS: readonly string[] = [...GUEST_PATHS, ...SIGNED_IN_PATHS];

/** The id of the public pages' layout route in app/router.tsx. */
const PUBLIC_LAYOUT_ROUTE_ID = 'public';

export interface RenderedPage {
  /** 200 for a public page; anything else (404 for a path outside the public layout) is not a page to prerender. */
  status: number;
  /** The markup that goes inside #root. */
  markup: string;
  /**
   * The source files of the page's lazy routes ('src/features/public/pages/blog-page.tsx'), as the client
   * build's manifest names them: the script preloads their chunks, so hydration waits on one round trip.
   */
  routeModules: string[];
}

/**
 * The modules the public pages' lazy routes import (app/router.tsx, app/public-routes.tsx), by path
 * relative to web/src. The router's `lazy` functions carry no file name; a route's module is found by its
 * Component (this SSR bundle loads each module once, whoever imports it).
 */
const PUBLIC_ROUTE_MODULES = import.meta.glob<{ Component?: unknown }>([
  './features/public/pages/*-page.tsx',
  './features/public/components/public-layout.tsx',
  '!**/*.test.tsx',
]);

async function routeModulesOf(components: readonly unknown[]): Promise<string[]> {
  const found: string[] = [];
  for (const [path, load] of Object.entries(PUBLIC_ROUTE_MODULES)) {
    const { Component } = await load();
    if (Component !== undefined && components.includes(Component)) found.push(`src/${path.replace(/^\.\//, '')}`);
  }
  return found;
}

/**
 * Renders one path as the browser's first render will: the static handler resolves the matched lazy
 * routes (main.tsx resolves the same ones before hydrating), and React's `prerender` waits for every
 * Suspense boundary, so the markup is the page's full text.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  // Only the pages under the public layout are prerendered: a path that reaches the catch-all not-found
  // screen, a protected route or a redirect is not one, whatever status the router would give it.
  if (!matchRoutes(routes, path)?.some(({ route }) => route.id === PUBLIC_LAYOUT_ROUTE_ID)) return { status: 404, markup: '', routeModules: [] };
  const handler = createStaticHandler(routes);
  // Only the path matters to the router; the origin is never read.
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) return { status: context.status, markup: '', routeModules: [] };
  if (context.errors) {
    const [routeId, error] = Object.entries(context.errors)[0] ?? [];
    throw new Error(`Prerendering ${path}: route '${routeId}' failed`, { cause: error });
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderErrors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      {/* No hydration script: the CSP forbids inline scripts, and no route has a loader whose data it would carry. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    {
      // Every boundary written in place: React would move a large one to the end of the document and
      // reveal it with an inline script, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a Suspense boundary would otherwise leave its fallback in the page silently.
      onError: (error) => {
        renderErrors.push(error);
      },
    },
  );
  if (renderErrors.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: renderErrors[0] });
  // React Router turned each resolved route's Component into an element of that type.
  const components = context.matches.map(({ route }) => (isValidElement(route.element) ? route.element.type : undefined));
  return { status: context.statusCode, markup: await new Response(prelude).text(), routeModules: await routeModulesOf(components) };
}
