import { EventEmitter } from 'node:events';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The twin keeps its data on this machine: every server it starts listens on the loopback interface
 * only and answers only requests that name the loopback in their Host header. The Host check is what
 * stops DNS rebinding: a page from `evil.example` whose name is made to resolve to 127.0.0.1 reaches
 * our port as a same-origin request (no CORS involved) but still sends `Host: evil.example:…`.
 */
export const LOOPBACK_ADDRESS = '127.0.0.1';

/** The Host header values a browser or an SDK on this machine sends for the loopback at `port`. */
export function loopbackHosts(port: number): string[] {
  return [`${LOOPBACK_ADDRESS}:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

/** The origins of pages served by the twin at `port`: the only ones its emulators answer CORS for. */
export function loopbackOrigins(port: number): string[] {
  return loopbackHosts(port).map((host) => `http://${host}`);
}

/** True when the Host header names the loopback at exactly `port` (host names are case-insensitive). */
export function isLoopbackHost(host: string | undefined, port: number | undefined): boolean {
  if (host === undefined || port === undefined) return false;
  return loopbackHosts(port).includes(host.toLowerCase());
}

/** The port a request reached: the one its server listens on, known even for servers started on port 0. */
function portOf(request: IncomingMessage): number | undefined {
  return request.socket.localPort;
}

/**
 * What a refused request reads: short, and without any of the twin's content, so the page that asked
 * learns nothing. The product passes its own wording; these are the engine's neutral defaults.
 */
export interface LoopbackMessages {
  /** The body of a 421 to a request naming another host than the loopback at `port`. */
  foreignHost(port: number | undefined): string;
  /** The body of a 403 to a page of another origin. */
  foreignOrigin: string;
}

export const DEFAULT_LOOPBACK_MESSAGES: LoopbackMessages = {
  foreignHost: (port) => `Misdirected request: this local server answers only http://${LOOPBACK_ADDRESS}:${port ?? ''} and http://localhost:${port ?? ''}.\n`,
  foreignOrigin: 'Origin not allowed: only the local pages of this stack may call this service.\n',
};

/** 421 Misdirected Request: this server does not answer for the authority the request names. */
export const FOREIGN_HOST_STATUS = 421;

export function refuseForeignHost(request: IncomingMessage, response: ServerResponse, messages: LoopbackMessages = DEFAULT_LOOPBACK_MESSAGES): void {
  const body = messages.foreignHost(portOf(request));
  response.writeHead(FOREIGN_HOST_STATUS, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.end(body);
}

/** A request listener that lets through only requests naming the loopback host and port. */
export function onlyLoopbackHosts(listener: RequestListener, messages: LoopbackMessages = DEFAULT_LOOPBACK_MESSAGES): RequestListener {
  return (request, response) => {
    if (!isLoopbackHost(request.headers.host, portOf(request))) return refuseForeignHost(request, response, messages);
    return listener(request, response);
  };
}

/**
 * WebSocket upgrades (Vite's hot reload in --dev) bypass request listeners: they are checked here, and
 * only accepted ones are re-emitted as `upgrade` on the returned emitter, which is what Vite listens on.
 */
export function loopbackUpgrades(server: Server, messages: LoopbackMessages = DEFAULT_LOOPBACK_MESSAGES): EventEmitter {
  const accepted = new EventEmitter();
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (isLoopbackHost(request.headers.host, portOf(request))) {
      accepted.emit('upgrade', request, socket, head);
      return;
    }
    const body = messages.foreignHost(portOf(request));
    socket.end(
      `HTTP/1.1 ${FOREIGN_HOST_STATUS} Misdirected Request\r\ncontent-type: text/plain; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  return accepted;
}

/**
 * CORS for an emulator that answers `Access-Control-Allow-Origin: *` on its own (cognito-local): a
 * request from another origin is refused outright (preflight or not), a request from an allowed origin
 * gets that origin echoed instead of `*`, and a request with no Origin (SDKs, not browsers) gets no
 * CORS header at all.
 */
export function onlyOrigins(allowedOrigins: readonly string[], listener: RequestListener, messages: LoopbackMessages = DEFAULT_LOOPBACK_MESSAGES): RequestListener {
  const allowed = new Set(allowedOrigins);
  return (request, response) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      // 403, refused before the emulator runs, so the request has no effect.
      response.writeHead(403, {
        'content-type': 'text/plain; charset=utf-8',
        'content-length': Buffer.byteLength(messages.foreignOrigin),
        'cache-control': 'no-store',
      });
      response.end(messages.foreignOrigin);
      return;
    }
    if (origin !== undefined) response.setHeader('vary', 'Origin');
    replaceAllowOrigin(response, origin);
    return listener(request, response);
  };
}

/** Whatever the emulator sets as `Access-Control-Allow-Origin` becomes `origin` (or is dropped). */
function replaceAllowOrigin(response: ServerResponse, origin: string | undefined): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = ((name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() !== 'access-control-allow-origin') return setHeader(name, value);
    return origin === undefined ? response : setHeader(name, origin);
  }) as ServerResponse['setHeader'];
}

/** A request's body as text, refused (and the request destroyed) past `maxBytes`: an emulator never buffers without bound. */
export function readLimitedBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.destroy();
        reject(new Error('Request body too large'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Closes a loopback server now, keep-alive connections included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
