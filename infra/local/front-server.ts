import type { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { API_MESSAGES } from '#shared/messages';
import { SITE_CONFIG_PATH, type SiteConfig } from '#shared/site-config';
import { PROJECT_ROOT } from '../project-root';
import { readBody, send, type LocalApiGateway } from './engine/api-gateway';
import { LOOPBACK_ADDRESS, loopbackUpgrades, onlyLoopbackHosts, type LoopbackMessages } from './engine/loopback';
import { MAILBOX_PATH, type Mailbox } from './mailbox';
import type { PathHeaders } from './site';
import { serveStatic } from './static-files';

export interface FrontServerOptions {
  port: number;
  gateway: LocalApiGateway;
  /** Undefined for a stack without a site: no `/config.json`. */
  siteConfig: SiteConfig | undefined;
  mailbox: Mailbox;
  /** The built SPA, served unless `dev`. */
  webDist: string;
  /** Serve the SPA through Vite's dev server with hot reload instead of `webDist`. */
  dev: boolean;
  securityHeaders: Record<string, string>;
  /** Paths whose CloudFront behavior sends other headers (localPathHeaders): the first matching prefix wins. */
  pathHeaders?: readonly PathHeaders[];
  /** What CloudFront adds to every request it forwards to the API (localApiOriginHeaders). */
  apiOriginHeaders: Record<string, string>;
  loopbackMessages: LoopbackMessages;
  /** Pages only the twin has, on the site's origin (the local payment provider's checkout and portal). */
  localPages?: LocalPages;
  log: (line: string) => void;
}

/** Routes served before the SPA: `handles` says which paths are theirs. */
export interface LocalPages {
  handles(pathname: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

/**
 * The twin's one port, as CloudFront is the site's one domain: `/api` to the HTTP API, `/config.json`,
 * the local mailbox, the local payment pages, and the SPA. Nothing is served to a request naming
 * another host (DNS rebinding).
 */
export async function startFrontServer(options: FrontServerOptions): Promise<{ stop(): Promise<void> }> {
  const { gateway, siteConfig, mailbox, log } = options;
  const server = createServer(
    onlyLoopbackHosts((request, response) => {
      route(request, response).catch((error: unknown) => {
        log(`[twin] ${request.method} ${request.url}: ${String(error)}`);
        if (!response.headersSent) send(response, 500, { message: API_MESSAGES.internal });
      });
    }, options.loopbackMessages),
  );
  // As CloudFront, which keeps a viewer's idle connection for a minute: Node's 5 s default closes a kept-alive
  // socket just as a client reuses it after a pause (an e2e run met « socket hang up » on such a reuse).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Vite's hot reload shares the twin's port instead of opening a WebSocket port of its own; its
  // upgrades pass the same Host check first.
  const vite = options.dev ? await startVite(loopbackUpgrades(server, options.loopbackMessages)) : undefined;
  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      // As CloudFront: its own value replaces whatever the browser sent under the same name.
      Object.assign(request.headers, options.apiOriginHeaders);
      return gateway.handle(request, response, await readBody(request));
    }
    if (url.pathname === SITE_CONFIG_PATH && siteConfig) {
      response.setHeader('cache-control', 'no-cache');
      return send(response, 200, siteConfig);
    }
    if (url.pathname === MAILBOX_PATH) return send(response, 200, mailbox.list(url.searchParams.get('to') ?? undefined));
    if (options.localPages?.handles(url.pathname)) return options.localPages.handle(request, response);
    if (vite) return vite.middlewares(request, response);
    const headers = options.pathHeaders?.find(({ prefix }) => url.pathname.startsWith(prefix))?.headers ?? options.securityHeaders;
    serveStatic(options.webDist, url.pathname, response, headers, request.headers['accept-encoding'], request.headers.range);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, LOOPBACK_ADDRESS, resolve);
    });
  } catch (error) {
    await vite?.close();
    throw error;
  }
  return {
    async stop() {
      await closeServer(server);
      await vite?.close();
    },
  };
}

/** `upgrades` emits the twin server's accepted `upgrade` events: all Vite listens to on its `ws.server`. */
async function startVite(upgrades: EventEmitter) {
  const { createServer: createViteServer } = await import('vite');
  return createViteServer({
    configFile: join(PROJECT_ROOT, 'web', 'vite.config.ts'),
    server: { middlewareMode: true, ws: { server: upgrades as Server } },
    appType: 'spa',
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
