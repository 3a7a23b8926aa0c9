import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { isExpiredToken, tokenValiditiesOf } from '../../infra/local/engine/cognito';
import { FOREIGN_HOST_STATUS, isLoopbackHost, loopbackOrigins, onlyLoopbackHosts, onlyOrigins } from '../../infra/local/engine/loopback';
import { TWIN_MESSAGES } from '../../infra/local/twin-messages';

const PORT = 3000;

/** The part of ServerResponse the guards and an emulator write to. */
class FakeResponse {
  statusCode = 200;
  readonly headers: Record<string, unknown> = {};
  body = '';

  setHeader(name: string, value: unknown): this {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  writeHead(status: number, headers: Record<string, unknown> = {}): this {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    return this;
  }

  end(chunk?: string): this {
    this.body += chunk ?? '';
    return this;
  }
}

function fakeRequest(headers: Record<string, string>, localPort = PORT): IncomingMessage {
  return { method: 'GET', url: '/', headers, socket: { localPort } } as unknown as IncomingMessage;
}

function call(listener: RequestListener, request: IncomingMessage): FakeResponse {
  const response = new FakeResponse();
  listener(request, response as unknown as ServerResponse);
  return response;
}

/** What cognito-local's `cors({ origin: '*' })` does to every response. */
const emulatorAnsweringEveryOrigin = vi.fn<RequestListener>((_request, response) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.end('{}');
});

function jwtWithPayload(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(payload)}.signature`;
}

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1:3000', 'localhost:3000', 'LOCALHOST:3000', '[::1]:3000'])('should accept %s, a loopback name with the port', (host) => {
    // Act
    const accepted = isLoopbackHost(host, PORT);

    // Assert
    expect(accepted).toBe(true);
  });

  it.each(['evil.example:3000', '127.0.0.1:3001', '127.0.0.1', 'localhost', 'localhost.:3000', '127.0.0.1.evil.example:3000', 'localhost.evil.example:3000', ''])(
    'should refuse %s, which names another host or port',
    (host) => {
      // Act
      const accepted = isLoopbackHost(host, PORT);

      // Assert
      expect(accepted).toBe(false);
    },
  );

  it('should refuse a request without a Host header', () => {
    // Act
    const accepted = isLoopbackHost(undefined, PORT);

    // Assert
    expect(accepted).toBe(false);
  });
});

describe('loopbackOrigins', () => {
  it('should list the twin’s own origins and nothing else', () => {
    // Act
    const origins = loopbackOrigins(PORT);

    // Assert
    expect(origins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000']);
  });
});

describe('onlyLoopbackHosts', () => {
  it('should answer 421 with the twin’s French text, without calling the server behind, to a request naming another host', () => {
    // Arrange
    const served = vi.fn<RequestListener>();

    // Act
    const response = call(onlyLoopbackHosts(served, TWIN_MESSAGES.loopback), fakeRequest({ host: `evil.example:${PORT}` }));

    // Assert
    expect(response.statusCode).toBe(FOREIGN_HOST_STATUS);
    expect(response.body).toContain('Adresse non reconnue');
    expect(response.body).toContain(`http://127.0.0.1:${PORT}`);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served).not.toHaveBeenCalled();
  });

  it('should answer 421 with the engine’s neutral text when no product words it', () => {
    // Arrange
    const served = vi.fn<RequestListener>();

    // Act
    const response = call(onlyLoopbackHosts(served), fakeRequest({ host: `evil.example:${PORT}` }));

    // Assert
    expect(response.statusCode).toBe(FOREIGN_HOST_STATUS);
    expect(response.body).toContain(`http://127.0.0.1:${PORT}`);
    expect(response.body).not.toContain('Contes Magiques');
    expect(served).not.toHaveBeenCalled();
  });

  it('should compare the Host with the port the request reached, not any port', () => {
    // Arrange
    const served = vi.fn<RequestListener>();

    // Act
    const response = call(onlyLoopbackHosts(served), fakeRequest({ host: '127.0.0.1:4000' }, PORT));

    // Assert
    expect(response.statusCode).toBe(FOREIGN_HOST_STATUS);
    expect(served).not.toHaveBeenCalled();
  });

  it('should pass a request naming the loopback to the server behind', () => {
    // Arrange
    const served = vi.fn<RequestListener>((_request, response) => response.end('ok'));

    // Act
    const response = call(onlyLoopbackHosts(served), fakeRequest({ host: `localhost:${PORT}` }));

    // Assert
    expect(served).toHaveBeenCalledOnce();
    expect(response.body).toBe('ok');
  });
});

describe('onlyOrigins', () => {
  const twinOrigins = loopbackOrigins(PORT);

  it('should refuse a page of another origin with 403 and no CORS header, before the emulator runs', () => {
    // Arrange
    emulatorAnsweringEveryOrigin.mockClear();

    // Act
    const response = call(
      onlyOrigins(twinOrigins, emulatorAnsweringEveryOrigin, TWIN_MESSAGES.loopback),
      fakeRequest({ host: `127.0.0.1:${PORT}`, origin: 'http://evil.example' }),
    );

    // Assert
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Origine non autorisée');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(emulatorAnsweringEveryOrigin).not.toHaveBeenCalled();
  });

  it('should echo the twin’s origin where the emulator would answer every origin', () => {
    // Arrange
    const origin = `http://localhost:${PORT}`;

    // Act
    const response = call(onlyOrigins(twinOrigins, emulatorAnsweringEveryOrigin), fakeRequest({ host: `127.0.0.1:${PORT}`, origin }));

    // Assert
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers.vary).toBe('Origin');
  });

  it('should give no CORS header to a request without an Origin (an SDK, not a page)', () => {
    // Act
    const response = call(onlyOrigins(twinOrigins, emulatorAnsweringEveryOrigin), fakeRequest({ host: `127.0.0.1:${PORT}` }));

    // Assert
    expect(response.body).toBe('{}');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('tokenValiditiesOf', () => {
  it('should keep the lifetimes and units the stack’s client declares', () => {
    // Arrange
    const properties = {
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    };

    // Act
    const validities = tokenValiditiesOf(properties);

    // Assert
    expect(validities).toEqual(properties);
  });

  it('should fall back on Cognito’s defaults, not cognito-local’s 24 hours, when the client sets none', () => {
    // Act
    const validities = tokenValiditiesOf({});

    // Assert
    expect(validities).toEqual({
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    });
  });

  it('should read a lifetime without unit in Cognito’s default units (hours, hours, days)', () => {
    // Act
    const validities = tokenValiditiesOf({ AccessTokenValidity: 2, IdTokenValidity: 3, RefreshTokenValidity: 7 });

    // Assert
    expect(validities.TokenValidityUnits).toEqual({ AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' });
  });
});

describe('isExpiredToken', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const seconds = now.getTime() / 1000;

  it('should find a token whose exp has passed expired', () => {
    // Act
    const expired = isExpiredToken(jwtWithPayload({ exp: seconds - 1 }), now);

    // Assert
    expect(expired).toBe(true);
  });

  it('should not find a token whose exp is still ahead expired', () => {
    // Act
    const expired = isExpiredToken(jwtWithPayload({ exp: seconds + 60 }), now);

    // Assert
    expect(expired).toBe(false);
  });

  it.each([['not a token'], [undefined], [jwtWithPayload({})]])('should leave %s to the emulator, which refuses unknown tokens', (token) => {
    // Act
    const expired = isExpiredToken(token, now);

    // Assert
    expect(expired).toBe(false);
  });
});
