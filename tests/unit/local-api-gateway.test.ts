import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_GATEWAY_MESSAGES, LocalApiGateway, type RouteDefinition } from '../../infra/local/engine/api-gateway';
import type { LambdaRuntime } from '../../infra/local/engine/lambda-runtime';
import { TWIN_MESSAGES } from '../../infra/local/twin-messages';
import { API_MESSAGES } from '#shared/messages';

/** Never contacted: jose fetches the JWKS only to verify a well-formed token. */
const JWT_SETTINGS = { issuer: 'http://127.0.0.1:9/local_pool', audience: ['web-client'] };

/** The routes are declared parameter first, so the gateway has to sort them by specificity. */
const ROUTES: RouteDefinition[] = [
  { method: 'GET', path: '/api/stories/{id}', functionLogicalId: 'GetStory', requiresJwt: false },
  { method: 'GET', path: '/api/stories/recent', functionLogicalId: 'RecentStories', requiresJwt: false },
  { method: 'POST', path: '/api/stories', functionLogicalId: 'CreateStory', requiresJwt: false },
  { method: 'GET', path: '/api/me/credits', functionLogicalId: 'Credits', requiresJwt: true },
  { method: 'ANY', path: '/api/files/{key+}', functionLogicalId: 'Files', requiresJwt: false },
];

interface PayloadV2Event {
  version: string;
  routeKey: string;
  rawPath: string;
  rawQueryString: string;
  cookies?: string[];
  headers: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  pathParameters?: Record<string, string>;
  requestContext: { http: { method: string; path: string; sourceIp: string }; routeKey: string; stage: string; authorizer?: unknown };
  body?: string;
  isBase64Encoded: boolean;
}

class FakeRuntime {
  readonly calls: { logicalId: string; event: PayloadV2Event }[] = [];
  constructor(private readonly answer: (logicalId: string, event: PayloadV2Event) => Promise<unknown>) {}

  async invoke(logicalId: string, event: unknown): Promise<unknown> {
    this.calls.push({ logicalId, event: event as PayloadV2Event });
    return this.answer(logicalId, event as PayloadV2Event);
  }
}

/** The part of ServerResponse the gateway writes to. */
class FakeResponse {
  statusCode = 200;
  readonly headers: Record<string, string | string[]> = {};
  body: Buffer | undefined;
  ended = false;

  setHeader(name: string, value: string | string[]): this {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  end(chunk?: string | Buffer): this {
    this.body = chunk === undefined ? undefined : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, 'utf8');
    this.ended = true;
    return this;
  }

  get text(): string {
    return this.body?.toString('utf8') ?? '';
  }

  json(): unknown {
    return JSON.parse(this.text) as unknown;
  }
}

function fakeRequest(method: string, url: string, headers: Record<string, string | string[]> = {}): IncomingMessage {
  return { method, url, headers: { host: '127.0.0.1:3000', ...headers }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
}

function gatewayWith(answer: (logicalId: string, event: PayloadV2Event) => Promise<unknown> = async () => ({ statusCode: 200, body: '{}' })) {
  const runtime = new FakeRuntime(answer);
  // The twin's French bodies, as the product passes them.
  const gateway = new LocalApiGateway(ROUTES, runtime as unknown as LambdaRuntime, JWT_SETTINGS, TWIN_MESSAGES.api);
  const call = async (method: string, url: string, options: { headers?: Record<string, string | string[]>; body?: string | Buffer } = {}) => {
    const response = new FakeResponse();
    const body = options.body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body, 'utf8');
    await gateway.handle(fakeRequest(method, url, options.headers), response as unknown as ServerResponse, body);
    return response;
  };
  return { runtime, call };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LocalApiGateway routing', () => {
  it('should prefer a literal segment over a path parameter', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    await call('GET', '/api/stories/recent');
    await call('GET', '/api/stories/01HX');

    // Assert
    expect(runtime.calls.map((c) => c.logicalId)).toEqual(['RecentStories', 'GetStory']);
    expect(runtime.calls[0]?.event.routeKey).toBe('GET /api/stories/recent');
    expect(runtime.calls[0]?.event.pathParameters).toBeUndefined();
    expect(runtime.calls[1]?.event.routeKey).toBe('GET /api/stories/{id}');
  });

  it('should decode path parameters', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    await call('GET', '/api/stories/la%20f%C3%A9e%2Fbleue');

    // Assert
    expect(runtime.calls[0]?.event.pathParameters).toEqual({ id: 'la fée/bleue' });
    expect(runtime.calls[0]?.event.rawPath).toBe('/api/stories/la%20f%C3%A9e%2Fbleue');
  });

  it('should match a greedy parameter across segments for any method', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    await call('DELETE', '/api/files/audio/story-1/page-2.mp3');

    // Assert
    expect(runtime.calls[0]?.logicalId).toBe('Files');
    expect(runtime.calls[0]?.event.pathParameters).toEqual({ key: 'audio/story-1/page-2.mp3' });
    expect(runtime.calls[0]?.event.requestContext.http.method).toBe('DELETE');
  });

  it('should answer 404 with the French route message for an unknown path', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    const response = await call('GET', '/api/nothing/here');

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ message: API_MESSAGES.routeNotFound });
    expect(runtime.calls).toHaveLength(0);
  });

  it('should answer 404 for a known path with another method', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    const response = await call('DELETE', '/api/stories/recent');

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: API_MESSAGES.routeNotFound });
    expect(runtime.calls).toHaveLength(0);
  });

  it('should not match a parameter with an empty segment', async () => {
    // Arrange
    const { call } = gatewayWith();

    // Act
    const response = await call('GET', '/api/stories/');

    // Assert
    expect(response.statusCode).toBe(404);
  });
});

describe('LocalApiGateway authorization', () => {
  it('should answer 401 in French without invoking the function when a JWT route gets no token', async () => {
    // Arrange
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { runtime, call } = gatewayWith();

    // Act
    const response = await call('GET', '/api/me/credits');

    // Assert
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: API_MESSAGES.unauthorized });
    expect(runtime.calls).toHaveLength(0);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('should answer 401 for an empty bearer token', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    const response = await call('GET', '/api/me/credits', { headers: { authorization: 'Bearer   ' } });

    // Assert
    expect(response.statusCode).toBe(401);
    expect(runtime.calls).toHaveLength(0);
  });

  it('should answer 401 for a token that is not a JWT', async () => {
    // Arrange: jose rejects a malformed compact JWS before it would fetch any key.
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { runtime, call } = gatewayWith();

    // Act
    const response = await call('GET', '/api/me/credits', { headers: { authorization: 'Bearer not-a-jwt' } });

    // Assert
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: API_MESSAGES.unauthorized });
    expect(runtime.calls).toHaveLength(0);
    expect(fetched).not.toHaveBeenCalled();
  });
});

describe('LocalApiGateway events', () => {
  it('should build a payload v2 event for a JSON request', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    await call('POST', '/api/stories?draft=true&tag=a&tag=b', {
      headers: { 'content-type': 'application/json', 'user-agent': 'vitest', 'X-Custom': 'yes' },
      body: '{"title":"Le dragon"}',
    });

    // Assert
    const [invocation] = runtime.calls;
    expect(invocation?.logicalId).toBe('CreateStory');
    const event = invocation!.event;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/stories',
      rawPath: '/api/stories',
      rawQueryString: 'draft=true&tag=a&tag=b',
      queryStringParameters: { draft: 'true', tag: 'a,b' },
      body: '{"title":"Le dragon"}',
      isBase64Encoded: false,
    });
    expect(event.headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': 'vitest', 'x-custom': 'yes', host: '127.0.0.1:3000' });
    expect(event.pathParameters).toBeUndefined();
    expect(event.requestContext).toMatchObject({
      routeKey: 'POST /api/stories',
      stage: '$default',
      http: { method: 'POST', path: '/api/stories', sourceIp: '127.0.0.1' },
    });
    expect(event.requestContext.authorizer).toBeUndefined();
  });

  it('should leave out the body, the query and the path parameters when there are none', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    await call('GET', '/api/stories/recent');

    // Assert
    const event = runtime.calls[0]!.event;
    expect(event.rawQueryString).toBe('');
    expect(event).not.toHaveProperty('body');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event).not.toHaveProperty('cookies');
    expect(event.isBase64Encoded).toBe(false);
  });

  it('should treat a body without a content type as JSON text', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    await call('POST', '/api/stories', { body: '{"a":1}' });

    // Assert
    expect(runtime.calls[0]?.event).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
  });

  it('should base64-encode a binary body', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);

    // Act
    await call('POST', '/api/stories', { headers: { 'content-type': 'image/png' }, body: bytes });

    // Assert
    expect(runtime.calls[0]?.event).toMatchObject({ body: bytes.toString('base64'), isBase64Encoded: true });
  });

  it('should pass the cookies as a list', async () => {
    // Arrange
    const { runtime, call } = gatewayWith();

    // Act
    await call('GET', '/api/stories/recent', { headers: { cookie: 'a=1; b=2' } });

    // Assert
    expect(runtime.calls[0]?.event.cookies).toEqual(['a=1', 'b=2']);
  });
});

describe('LocalApiGateway results', () => {
  it('should write a structured result with its status, headers and body', async () => {
    // Arrange
    const { call } = gatewayWith(async () => ({
      statusCode: 201,
      headers: { 'content-type': 'application/json; charset=utf-8', location: '/api/stories/1' },
      body: '{"storyId":"1"}',
      cookies: ['session=abc; HttpOnly'],
    }));

    // Act
    const response = await call('POST', '/api/stories', { body: '{}' });

    // Assert
    expect(response.statusCode).toBe(201);
    expect(response.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', location: '/api/stories/1', 'set-cookie': ['session=abc; HttpOnly'] });
    expect(response.text).toBe('{"storyId":"1"}');
  });

  it('should decode a base64 structured body', async () => {
    // Arrange
    const bytes = Buffer.from([0x49, 0x44, 0x33, 0x00, 0xfe]);
    const { call } = gatewayWith(async () => ({ statusCode: 200, headers: { 'content-type': 'audio/mpeg' }, body: bytes.toString('base64'), isBase64Encoded: true }));

    // Act
    const response = await call('GET', '/api/files/story.mp3');

    // Assert
    expect(response.body?.equals(bytes)).toBe(true);
  });

  it('should end a structured result without a body', async () => {
    // Arrange
    const { call } = gatewayWith(async () => ({ statusCode: 204 }));

    // Act
    const response = await call('GET', '/api/stories/recent');

    // Assert
    expect(response.statusCode).toBe(204);
    expect(response.ended).toBe(true);
    expect(response.body).toBeUndefined();
  });

  it('should send a plain object as 200 JSON', async () => {
    // Arrange
    const { call } = gatewayWith(async () => ({ stories: [{ id: '1' }] }));

    // Act
    const response = await call('GET', '/api/stories/recent');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ stories: [{ id: '1' }] });
  });

  it('should send null as 200 JSON when the handler returns nothing', async () => {
    // Arrange
    const { call } = gatewayWith(async () => undefined);

    // Act
    const response = await call('GET', '/api/stories/recent');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('should answer 500 with the API\'s French message when the handler throws', async () => {
    // Arrange
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call } = gatewayWith(async () => {
      throw new Error('handler crashed with secret details');
    });

    // Act
    const response = await call('GET', '/api/stories/recent');

    // Assert
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: API_MESSAGES.internal });
    expect(response.text).not.toContain('secret details');
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe('LocalApiGateway without product messages', () => {
  it('should answer API Gateway’s own bodies, which only a product replaces', async () => {
    // Arrange
    const runtime = new FakeRuntime(async () => ({ statusCode: 200, body: '{}' }));
    const gateway = new LocalApiGateway(ROUTES, runtime as unknown as LambdaRuntime, JWT_SETTINGS);
    const notFound = new FakeResponse();
    const unauthorized = new FakeResponse();

    // Act
    await gateway.handle(fakeRequest('GET', '/api/nowhere'), notFound as unknown as ServerResponse, Buffer.alloc(0));
    await gateway.handle(fakeRequest('GET', '/api/me/credits'), unauthorized as unknown as ServerResponse, Buffer.alloc(0));

    // Assert
    expect(notFound.json()).toEqual({ message: DEFAULT_API_GATEWAY_MESSAGES.routeNotFound });
    expect(unauthorized.json()).toEqual({ message: 'Unauthorized' });
    expect(runtime.calls).toEqual([]);
  });
});
