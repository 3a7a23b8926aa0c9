import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { frenchErrorMap } from '../../shared/french-errors';
import { API_MESSAGES } from '../../shared/messages';
import { DomainError, ValidationError } from './errors';
import { logger } from './logger';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;
export type HttpHandler = (event: HttpEvent, context?: Context) => Promise<HttpResult>;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(statusCode: number, body: unknown): HttpResult {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

/** The one error mapper: a domain error keeps its status and French message; anything else is a 500. */
export function errorToResponse(error: unknown): HttpResult {
  if (error instanceof ValidationError && error.field !== undefined) return json(error.status, { message: error.message, field: error.field });
  if (error instanceof DomainError) return json(error.status, { message: error.message });
  logger.error('Unexpected error', error instanceof Error ? error : String(error));
  return json(500, { message: API_MESSAGES.internal });
}

/** Wraps a use-case call: maps errors, adds the request id to the logs. */
export function httpHandler(run: (event: HttpEvent) => Promise<HttpResult>): HttpHandler {
  return async (event, context) => {
    logger.appendKeys({ requestId: event.requestContext?.requestId, routeKey: event.routeKey });
    if (context) logger.addContext(context);
    try {
      return await run(event);
    } catch (error) {
      return errorToResponse(error);
    } finally {
      logger.resetKeys();
    }
  };
}

/** No JSON body of ours comes near this; a larger one is refused before it is parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Parses a JSON body with a shared schema; a malformed or invalid body is a 400 with a French message. */
export function parseBody<T>(event: HttpEvent, schema: z.ZodType<T>): T {
  let raw: unknown = {};
  if (event.body) {
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new ValidationError(API_MESSAGES.bodyTooLarge);
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ValidationError(API_MESSAGES.invalidJson);
    }
  }
  return parseWith(schema, raw);
}

/**
 * Validates any input (body, path, query) and reports the first problem in French: a schema's own message
 * first, else the French error map's (passed here too, so no English default can reach a parent whatever
 * the schema and whichever modules were loaded).
 */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input, { error: frenchErrorMap });
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? API_MESSAGES.invalidRequest);
  return result.data;
}
