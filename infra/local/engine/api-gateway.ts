import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { FunctionInvoker } from './lambda-runtime';

/** A route of the template's HTTP API and the function its Lambda integration runs. */
export interface RouteDefinition {
  method: string;
  path: string;
  functionLogicalId: string;
  requiresJwt: boolean;
}

export interface JwtSettings {
  issuer: string;
  /** Accepted client ids: `aud` of an ID token or `client_id` of an access token, as API Gateway checks. */
  audience: string[];
}

/**
 * The bodies of the answers the gateway gives itself, never a function: API Gateway's own (`{ message }`)
 * unless the product words them in the API's language.
 */
export interface ApiGatewayMessages {
  invalidRequest: string;
  routeNotFound: string;
  unauthorized: string;
  internal: string;
}

export const DEFAULT_API_GATEWAY_MESSAGES: ApiGatewayMessages = {
  invalidRequest: 'Bad Request',
  routeNotFound: 'Not Found',
  unauthorized: 'Unauthorized',
  internal: 'Internal Server Error',
};

interface CompiledRoute extends RouteDefinition {
  pattern: RegExp;
  parameterNames: string[];
  specificity: number;
}

/**
 * The HTTP API of the template, locally: routes matched as API Gateway does (literal segments win
 * over parameters), requests turned into payload-v2 events, JWTs verified against the local pool.
 */
export class LocalApiGateway {
  private readonly routes: CompiledRoute[];
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    routes: RouteDefinition[],
    private readonly runtime: FunctionInvoker,
    private readonly jwt: JwtSettings,
    private readonly messages: ApiGatewayMessages = DEFAULT_API_GATEWAY_MESSAGES,
  ) {
    this.routes = routes.map(compileRoute).sort((a, b) => b.specificity - a.specificity);
    this.keys = createRemoteJWKSet(new URL(`${jwt.issuer}/.well-known/jwks.json`));
  }

  async handle(request: IncomingMessage, response: ServerResponse, body: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://local');
    const method = (request.method ?? 'GET').toUpperCase();
    let matched: ReturnType<LocalApiGateway['match']>;
    try {
      matched = this.match(method, url.pathname);
    } catch {
      // A malformed percent-encoding in a path parameter: the request itself is wrong.
      return send(response, 400, { message: this.messages.invalidRequest });
    }
    if (!matched) return send(response, 404, { message: this.messages.routeNotFound });
    const { route, pathParameters } = matched;

    let claims: JWTPayload | undefined;
    if (route.requiresJwt) {
      claims = await this.verify(request.headers.authorization);
      if (!claims) return send(response, 401, { message: this.messages.unauthorized });
    }

    const event = toEvent(request, url, method, route, pathParameters, body, claims);
    let result: unknown;
    try {
      result = await this.runtime.invoke(route.functionLogicalId, event);
    } catch (error) {
      console.error(`[api] ${route.method} ${route.path} threw:`, error);
      return send(response, 500, { message: this.messages.internal });
    }
    writeResult(response, result);
  }

  private match(method: string, path: string): { route: CompiledRoute; pathParameters: Record<string, string> } | undefined {
    for (const route of this.routes) {
      if (route.method !== method && route.method !== 'ANY') continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      const pathParameters = Object.fromEntries(route.parameterNames.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
      return { route, pathParameters };
    }
    return undefined;
  }

  private async verify(header: string | undefined): Promise<JWTPayload | undefined> {
    const token = header?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, this.keys, { issuer: this.jwt.issuer, algorithms: ['RS256'] });
      const clientId = (payload.aud ?? payload.client_id) as string | string[] | undefined;
      const clientIds = Array.isArray(clientId) ? clientId : [clientId];
      if (!clientIds.some((id) => id && this.jwt.audience.includes(id))) return undefined;
      return payload;
    } catch {
      return undefined;
    }
  }
}

function compileRoute(route: RouteDefinition): CompiledRoute {
  const parameterNames: string[] = [];
  const segments = route.path.split('/').map((segment) => {
    const parameter = /^\{(.+?)(\+)?\}$/.exec(segment);
    if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    parameterNames.push(parameter[1]!);
    return parameter[2] ? '(.+)' : '([^/]+)';
  });
  const literalSegments = route.path.split('/').filter((segment) => segment && !segment.startsWith('{')).length;
  return { ...route, parameterNames, pattern: new RegExp(`^${segments.join('/')}$`), specificity: literalSegments * 10 - parameterNames.length };
}

/** API Gateway passes claims as strings; arrays become "[a b]". */
function stringifyClaims(claims: JWTPayload): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(claims).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean),
    ]),
  );
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/;

function toEvent(
  request: IncomingMessage,
  url: URL,
  method: string,
  route: CompiledRoute,
  pathParameters: Record<string, string>,
  body: Buffer,
  claims: JWTPayload | undefined,
) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(headers.cookie ? { cookies: headers.cookie.split(/;\s*/) } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(route.parameterNames.length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: request.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims: stringifyClaims(claims), scopes: null } } } : {}),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/** Payload v2 results: a structured result, or any other value sent as JSON with status 200. */
function writeResult(response: ServerResponse, result: unknown): void {
  const structured = result && typeof result === 'object' && 'statusCode' in result;
  if (!structured) return send(response, 200, result ?? null);
  const { statusCode, headers = {}, body, isBase64Encoded, cookies } = result as {
    statusCode: number;
    headers?: Record<string, string>;
    body?: string;
    isBase64Encoded?: boolean;
    cookies?: string[];
  };
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (cookies?.length) response.setHeader('set-cookie', cookies);
  response.statusCode = statusCode;
  response.end(body === undefined ? undefined : isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/** The raw body of a request, which the gateway hands to the function as API Gateway does. */
export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function send(response: ServerResponse, status: number, payload: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(payload));
}
