import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError, type DomainError } from '#core/errors';
import { cameThroughSite, errorToResponse, httpHandler, json, parseBody, parseWith, type HttpEvent } from '#adapters/http/http';
import { ENV } from '#shared/environment';
import { logger } from '#core/logger';
import { frenchErrorMap } from '#shared/french-errors';
import { API_MESSAGES } from '#shared/messages';

/** A payload-v2 event with only the fields the adapter reads. */
function fakeEvent(fields: { body?: string; isBase64Encoded?: boolean } = {}): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    requestContext: { requestId: 'request-1' },
    isBase64Encoded: false,
    ...fields,
  } as unknown as HttpEvent;
}

const bodyOf = (result: { body?: string }) => JSON.parse(result.body ?? 'null') as unknown;

const nameSchema = z.object({ name: z.string({ error: 'Le prénom est requis.' }).min(2, 'Le prénom est trop court.') });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('errorToResponse', () => {
  it.each<[string, DomainError, number, string]>([
    ['UnauthorizedError', new UnauthorizedError(), 401, API_MESSAGES.unauthorized],
    ['ForbiddenError', new ForbiddenError(), 403, API_MESSAGES.forbidden],
    ['NotFoundError', new NotFoundError(), 404, API_MESSAGES.notFound],
    ['ValidationError', new ValidationError(), 400, API_MESSAGES.invalidRequest],
    ['ConflictError', new ConflictError('Ce crédit a déjà été utilisé.'), 409, 'Ce crédit a déjà été utilisé.'],
  ])('should map a %s to its status and French message', (_name, error, status, message) => {
    // Act
    const response = errorToResponse(error);

    // Assert
    expect(response.statusCode).toBe(status);
    expect(bodyOf(response)).toEqual({ message });
    expect(response.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  });

  it('should keep the specific message a domain error was raised with', () => {
    // Arrange
    const error = new NotFoundError('Cette histoire est introuvable.');

    // Act
    const response = errorToResponse(error);

    // Assert
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toEqual({ message: 'Cette histoire est introuvable.' });
  });

  it('should name the refused field beside the message, so the web can mark it', () => {
    // Arrange
    const error = new ValidationError('« Scénario » : ce texte ne convient pas à une histoire pour enfant.', 'scenario');

    // Act
    const response = errorToResponse(error);

    // Assert
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ message: '« Scénario » : ce texte ne convient pas à une histoire pour enfant.', field: 'scenario' });
  });

  it('should answer 500 with the generic French message and never leak an unknown error text', () => {
    // Arrange
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const error = new Error('ECONNREFUSED 10.0.0.1:8000 secret-table-name');

    // Act
    const response = errorToResponse(error);

    // Assert
    expect(response.statusCode).toBe(500);
    expect(bodyOf(response)).toEqual({ message: API_MESSAGES.internal });
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(response.body).not.toContain('secret-table-name');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('should answer 500 for a thrown value that is not an Error', () => {
    // Arrange
    vi.spyOn(logger, 'error').mockImplementation(() => {});

    // Act
    const response = errorToResponse('boom');

    // Assert
    expect(response.statusCode).toBe(500);
    expect(bodyOf(response)).toEqual({ message: API_MESSAGES.internal });
  });
});

describe('json', () => {
  it('should serialize the body with no-store JSON headers', () => {
    // Act
    const response = json(201, { id: 'abc' });

    // Assert
    expect(response).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      body: '{"id":"abc"}',
    });
  });
});

describe('parseBody', () => {
  it('should parse a valid JSON body with the schema', () => {
    // Arrange
    const event = fakeEvent({ body: JSON.stringify({ name: 'Léa' }) });

    // Act
    const parsed = parseBody(event, nameSchema);

    // Assert
    expect(parsed).toEqual({ name: 'Léa' });
  });

  it('should decode a base64-encoded body before parsing it', () => {
    // Arrange
    const event = fakeEvent({ body: Buffer.from(JSON.stringify({ name: 'Noé' }), 'utf8').toString('base64'), isBase64Encoded: true });

    // Act
    const parsed = parseBody(event, nameSchema);

    // Assert
    expect(parsed).toEqual({ name: 'Noé' });
  });

  it('should reject malformed JSON with the French invalid JSON message', () => {
    // Arrange
    const event = fakeEvent({ body: '{"name": "Léa"' });

    // Act
    const parse = () => parseBody(event, nameSchema);

    // Assert
    expect(parse).toThrow(ValidationError);
    expect(parse).toThrow(API_MESSAGES.invalidJson);
  });

  it('should reject a base64 body that does not decode to JSON', () => {
    // Arrange
    const event = fakeEvent({ body: Buffer.from('not json', 'utf8').toString('base64'), isBase64Encoded: true });

    // Act
    const parse = () => parseBody(event, nameSchema);

    // Assert
    expect(parse).toThrow(API_MESSAGES.invalidJson);
  });

  it('should reject a body that fails the schema with the zod issue message', () => {
    // Arrange
    const event = fakeEvent({ body: JSON.stringify({ name: 'L' }) });

    // Act
    const parse = () => parseBody(event, nameSchema);

    // Assert
    expect(parse).toThrow(ValidationError);
    expect(parse).toThrow('Le prénom est trop court.');
  });

  it('should validate an empty object when there is no body', () => {
    // Arrange
    const event = fakeEvent();

    // Act
    let caught: unknown;
    try {
      parseBody(event, nameSchema);
    } catch (error) {
      caught = error;
    }

    // Assert
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).status).toBe(400);
    expect((caught as ValidationError).message).toBe('Le prénom est requis.');
    expect(parseBody(event, z.object({ name: z.string().optional() }))).toEqual({});
  });
});

describe('parseWith', () => {
  it('should return the parsed value of a valid input', () => {
    // Act
    const id = parseWith(z.string().uuid(), '0b8a3c84-2f43-4f0a-9d0c-3f9c7a6c1e11');

    // Assert
    expect(id).toBe('0b8a3c84-2f43-4f0a-9d0c-3f9c7a6c1e11');
  });
  it.each([['null'], ['[]'], ['42'], ['"x"'], ['true']])('should answer a JSON body of %s, which is not an object, in French', (body) => {
    // Arrange
    const event = fakeEvent({ body });

    // Act
    const parse = () => parseBody(event, nameSchema);

    // Assert
    expect(parse).toThrow(ValidationError);
    expect(parse).toThrow(API_MESSAGES.bodyNotObject);
  });

  it('should answer in French even when the global error map is English', () => {
    // Arrange: as if a module had installed zod's English locale after ours.
    const schema = z.object({ age: z.number() });
    z.config(z.locales.en());

    // Act
    let message: string | undefined;
    try {
      parseWith(schema, { age: 'six' });
    } catch (error) {
      message = (error as ValidationError).message;
    } finally {
      z.config({ localeError: frenchErrorMap });
    }

    // Assert
    expect(message).toBe('Le champ « Âge » doit être un nombre.');
  });

  it("should keep a schema's own message before the French error map's", () => {
    // Act
    const parse = () => parseWith(nameSchema, { name: 42 });

    // Assert
    expect(parse).toThrow('Le prénom est requis.');
  });
});

describe('httpHandler', () => {
  it('should return the result of the wrapped use case', async () => {
    // Arrange
    const handler = httpHandler(async (event) => json(200, { route: event.routeKey }));

    // Act
    const response = await handler(fakeEvent());

    // Assert
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ route: 'POST /api/test' });
  });

  it('should turn a thrown domain error into its response', async () => {
    // Arrange
    const handler = httpHandler(async () => {
      throw new ForbiddenError();
    });

    // Act
    const response = await handler(fakeEvent());

    // Assert
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toEqual({ message: API_MESSAGES.forbidden });
  });

  it('should turn a validation failure of parseBody into a 400', async () => {
    // Arrange
    const handler = httpHandler(async (event) => json(200, parseBody(event, nameSchema)));

    // Act
    const response = await handler(fakeEvent({ body: 'not json' }));

    // Assert
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ message: API_MESSAGES.invalidJson });
  });

  it('should turn an unexpected error into a 500 without its text', async () => {
    // Arrange
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const handler = httpHandler(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'userId')");
    });
    const context = { awsRequestId: 'aws-1', functionName: 'Fn', functionVersion: '$LATEST', invokedFunctionArn: 'arn', memoryLimitInMB: '128' };

    // Act
    const response = await handler(fakeEvent(), context as unknown as Context);

    // Assert
    expect(response.statusCode).toBe(500);
    expect(bodyOf(response)).toEqual({ message: API_MESSAGES.internal });
    expect(response.body).not.toContain('userId');
  });

  it('should accept an event without a request context', async () => {
    // Arrange
    const handler = httpHandler(async () => json(204, null));
    const event = { routeKey: 'GET /api/ping' } as unknown as HttpEvent;

    // Act
    const response = await handler(event);

    // Assert
    expect(response.statusCode).toBe(204);
  });
});

describe('the origin check (issue 27, item 5)', () => {
  const TOKEN = '4f1c2b9e-6d3a-4e57-9a21-0c8b7f5d3e10';
  const withHeader = (value: string | undefined): HttpEvent => ({ ...fakeEvent(), headers: value === undefined ? {} : { 'x-origin-verify': value } }) as HttpEvent;

  it('should let through a request carrying CloudFront’s token, and refuse one without it or with another', () => {
    // Arrange
    const events = { right: withHeader(TOKEN), missing: withHeader(undefined), wrong: withHeader(`${TOKEN.slice(0, -1)}1`), short: withHeader('4f1c') };

    // Act
    const verdicts = Object.fromEntries(Object.entries(events).map(([name, event]) => [name, cameThroughSite(event, TOKEN)]));

    // Assert
    expect(verdicts).toEqual({ right: true, missing: false, wrong: false, short: false });
  });

  it('should check nothing where no token is set: a handler called by a unit test, with no CloudFront in front', () => {
    // Arrange / Act / Assert
    expect(cameThroughSite(withHeader(undefined), undefined)).toBe(true);
  });

  it('should answer 403 with a French message, without running the use case, in a function whose stack set a token', async () => {
    // Arrange
    vi.resetModules();
    vi.stubEnv(ENV.originVerifyToken, TOKEN);
    const { httpHandler: handlerWithToken } = await import('#adapters/http/http');
    const run = vi.fn(async () => json(200, { ok: true }));
    const handler = handlerWithToken(run);

    // Act
    const direct = await handler(withHeader(undefined));
    const throughSite = await handler(withHeader(TOKEN));

    // Assert
    expect(direct.statusCode).toBe(403);
    expect(bodyOf(direct)).toEqual({ message: API_MESSAGES.notThroughSite });
    expect(throughSite.statusCode).toBe(200);
    expect(run).toHaveBeenCalledTimes(1);
    vi.unstubAllEnvs();
  });
});
