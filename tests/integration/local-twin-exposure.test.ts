import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { FOREIGN_HOST_STATUS, loopbackUpgrades } from '../../infra/local/engine/loopback';
import { LocalStepFunctions, startStepFunctionsEndpoint } from '../../infra/local/engine/step-functions';
import type { LambdaRuntime } from '../../infra/local/engine/lambda-runtime';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request to the loopback with any Host header, as a DNS-rebinding page would send it (fetch() cannot
 * set Host). No connection is kept, so nothing outlives the test.
 */
function rawRequest(endpoint: string, options: { path?: string; method?: string; headers?: OutgoingHttpHeaders; body?: string } = {}): Promise<RawResponse> {
  const url = new URL(endpoint);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, path: options.path ?? '/', method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** A WebSocket handshake as Vite's client sends it; resolves with the status the server answers. */
function upgradeRequest(endpoint: string, host: string): Promise<number> {
  const url = new URL(endpoint);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: url.hostname,
      port: url.port,
      path: '/',
      agent: false,
      headers: {
        host,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from('contes-magiques!').toString('base64'),
        'sec-websocket-protocol': 'vite-hmr',
      },
    });
    outgoing.on('upgrade', (response, socket: Duplex) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const portOf = (endpoint: string) => Number(new URL(endpoint).port);

/**
 * Where the OS says a TCP port is listening, from /proc/net/tcp and tcp6 (Linux): the truth for every
 * emulator, the Java one included, rather than what a server object believes.
 */
function listeningAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const [file, family] of [
    ['/proc/net/tcp', 4],
    ['/proc/net/tcp6', 6],
  ] as const) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [hexAddress, hexPort] = local?.split(':') ?? [];
      // 0A is TCP_LISTEN.
      if (state !== '0A' || !hexAddress || parseInt(hexPort ?? '', 16) !== port) continue;
      addresses.push(family === 4 ? ipv4Of(hexAddress) : ipv6Of(hexAddress));
    }
  }
  return addresses;
}

/** /proc writes each 32-bit word of an address in host byte order (little-endian here). */
function wordBytes(hex: string): number[] {
  const bytes = (hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  return bytes.reverse();
}

function ipv4Of(hex: string): string {
  return wordBytes(hex).join('.');
}

function ipv6Of(hex: string): string {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap(wordBytes);
  const groups = Array.from({ length: 8 }, (_, index) => ((bytes[index * 2]! << 8) | bytes[index * 2 + 1]!).toString(16));
  // The URL parser writes the address in its shortest form: "::", "::1", "::ffff:7f00:1".
  return new URL(`http://[${groups.join(':')}]/`).hostname;
}

const LOOPBACK_ONLY = ['127.0.0.1'];
const onLinux = existsSync('/proc/net/tcp');

describe('the local twin’s Host check (DNS rebinding)', () => {
  it.each(['/', '/index.html', '/config.json', '/api/me/credits', '/api/health', '/_local/mailbox'])(
    'should answer 421 in French and serve nothing at %s to a request naming another host',
    async (path) => {
      // Arrange
      const twinUrl = inject('twinUrl');

      // Act
      const response = await rawRequest(twinUrl, { path, headers: { host: `evil.example:${portOf(twinUrl)}` } });

      // Assert
      expect(response.status).toBe(FOREIGN_HOST_STATUS);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('Adresse non reconnue');
      expect(response.body).not.toMatch(/<html|userPoolId|"to"|"message"/i);
    },
  );

  it.each(['127.0.0.1', 'localhost', '[::1]'])('should serve the mailbox to a request naming %s with the twin’s port', async (name) => {
    // Arrange
    const twinUrl = inject('twinUrl');

    // Act
    const response = await rawRequest(twinUrl, { path: '/_local/mailbox?to=nobody@example.fr', headers: { host: `${name}:${portOf(twinUrl)}` } });

    // Assert
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual([]);
  });

  it('should refuse a WebSocket handshake naming another host', async () => {
    // Arrange
    const twinUrl = inject('twinUrl');

    // Act
    const status = await upgradeRequest(twinUrl, `evil.example:${portOf(twinUrl)}`);

    // Assert
    expect(status).toBe(FOREIGN_HOST_STATUS);
  });

  it.each([
    ['the local Cognito', 'userPoolEndpoint'],
    ['the local S3', 's3Endpoint'],
    ['the local DynamoDB', 'dynamodbEndpoint'],
  ] as const)('should make %s refuse a request naming another host', async (_name, endpointKey) => {
    // Arrange
    const endpoint = inject(endpointKey);

    // Act
    const response = await rawRequest(endpoint, { path: '/', headers: { host: `evil.example:${portOf(endpoint)}` } });

    // Assert
    expect(response.status).toBe(FOREIGN_HOST_STATUS);
    expect(response.body).toContain('Adresse non reconnue');
  });
});

describe('loopbackUpgrades (Vite’s hot reload in --dev)', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  async function serverAcceptingUpgrades(): Promise<{ endpoint: string; accepted: string[] }> {
    const accepted: string[] = [];
    server = createServer((_request, response) => response.end());
    // Stands for Vite: it answers every upgrade it is given.
    loopbackUpgrades(server).on('upgrade', (request: { headers: { host?: string } }, socket: Duplex) => {
      accepted.push(request.headers.host ?? '');
      socket.end('HTTP/1.1 101 Switching Protocols\r\nconnection: Upgrade\r\nupgrade: websocket\r\n\r\n');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    return { endpoint: `http://127.0.0.1:${address.port}`, accepted };
  }

  it('should hand Vite the handshakes naming the loopback', async () => {
    // Arrange
    const { endpoint, accepted } = await serverAcceptingUpgrades();

    // Act
    const status = await upgradeRequest(endpoint, `localhost:${portOf(endpoint)}`);

    // Assert
    expect(status).toBe(101);
    expect(accepted).toEqual([`localhost:${portOf(endpoint)}`]);
  });

  it('should answer 421 itself, and never reach Vite, for a handshake naming another host', async () => {
    // Arrange
    const { endpoint, accepted } = await serverAcceptingUpgrades();

    // Act
    const status = await upgradeRequest(endpoint, `evil.example:${portOf(endpoint)}`);

    // Assert
    expect(status).toBe(FOREIGN_HOST_STATUS);
    expect(accepted).toEqual([]);
  });
});

describe('CORS of the emulators the browser could reach', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target' },
  });

  it('should give a page of another origin no CORS answer from the local Cognito', async () => {
    // Arrange
    const endpoint = inject('userPoolEndpoint');

    // Act
    const response = await rawRequest(endpoint, preflight('http://evil.example'));

    // Assert
    expect(response.status).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.body).toContain('Origine non autorisée');
  });

  it('should echo the twin’s origin in the local Cognito’s preflight answer', async () => {
    // Arrange
    const endpoint = inject('userPoolEndpoint');
    const twinOrigin = new URL(inject('twinUrl')).origin;

    // Act
    const response = await rawRequest(endpoint, preflight(twinOrigin));

    // Assert
    expect(response.status).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe(twinOrigin);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
  });

  it('should echo the twin’s origin, never *, on a local Cognito call made by the SPA', async () => {
    // Arrange
    const endpoint = inject('userPoolEndpoint');
    const twinOrigin = `http://localhost:${portOf(inject('twinUrl'))}`;

    // Act
    const response = await rawRequest(endpoint, {
      method: 'POST',
      headers: { origin: twinOrigin, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.DescribeUserPoolClient' },
      body: JSON.stringify({ UserPoolId: inject('userPoolId'), ClientId: inject('userPoolClientId') }),
    });

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(twinOrigin);
  });

  it('should give a page of another origin no CORS answer from DynamoDB Local, and the twin’s origin its own', async () => {
    // Arrange
    const endpoint = inject('dynamodbEndpoint');
    const twinOrigin = new URL(inject('twinUrl')).origin;

    // Act
    const foreign = await rawRequest(endpoint, preflight('http://evil.example'));
    const own = await rawRequest(endpoint, preflight(twinOrigin));

    // Assert
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(own.headers['access-control-allow-origin']).toBe(twinOrigin);
  });
});

describe.runIf(onLinux)('the interfaces the twin listens on', () => {
  let stepFunctionsServer: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => stepFunctionsServer?.close(resolve) ?? resolve(undefined));
    stepFunctionsServer = undefined;
  });

  it.each([
    ['the twin (SPA, /api, mailbox)', 'twinUrl'],
    ['the local Cognito', 'userPoolEndpoint'],
    ['the local S3', 's3Endpoint'],
  ] as const)('should keep %s on 127.0.0.1 only', (_name, endpointKey) => {
    // Arrange
    const port = portOf(inject(endpointKey));

    // Act
    const addresses = listeningAddresses(port);

    // Assert
    expect(addresses).toEqual(LOOPBACK_ONLY);
  });

  it('should keep the Step Functions endpoint on 127.0.0.1 only', async () => {
    // Arrange
    const stepFunctions = new LocalStepFunctions([], () => '', {} as LambdaRuntime);
    const started = await startStepFunctionsEndpoint(stepFunctions);
    stepFunctionsServer = started.server;

    // Act
    const addresses = listeningAddresses(portOf(started.endpoint));

    // Assert
    expect(addresses).toEqual(LOOPBACK_ONLY);
  });

  it('should give the twin’s clients a DynamoDB endpoint on 127.0.0.1 only (its proxy; the jar behind it is the exception README’s security notes explain)', () => {
    // Arrange
    const port = portOf(inject('dynamodbEndpoint'));

    // Act
    const addresses = listeningAddresses(port);

    // Assert
    expect(addresses).toEqual(LOOPBACK_ONLY);
  });
});
