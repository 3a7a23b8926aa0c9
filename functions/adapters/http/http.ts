import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { ENV, ORIGIN_VERIFY_HEADER } from '#shared/environment';
import { frenchErrorMap } from '#shared/french-errors';
import { API_MESSAGES } from '#shared/messages';
import { DomainError, ForbiddenError, ValidationError } from '#core/errors';
import { logger } from '#core/logger';
import { powertoolsLogger } from '#adapters/observability/powertools-logger';

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

/**
 * The token CloudFront sends with every request it forwards (infra/constructs/api.ts), set on every API
 * function by the stack and by the twin, which derives it from the same template. Unset only where no
 * CloudFront stands in front: a handler called directly by a unit test.
 */
const originVerifyToken = process.env[ENV.originVerifyToken];

/** Did the request come through CloudFront (or the twin's one port, which adds the same header)? */
export function cameThroughSite(event: HttpEvent, expected: string | undefined): boolean {
  if (expected === undefined || expected === '') return true;
  const sent = Buffer.from(event.headers?.[ORIGIN_VERIFY_HEADER] ?? '', 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}

/** Wraps a use-case call: refuses what did not come through the site, maps errors, adds the request id to the logs. */
export function httpHandler(run: (event: HttpEvent) => Promise<HttpResult>): HttpHandler {
  return async (event, context) => {
    powertoolsLogger.appendKeys({ requestId: event.requestContext?.requestId, routeKey: event.routeKey });
    if (context) powertoolsLogger.addContext(context);
    try {
      if (!cameThroughSite(event, originVerifyToken)) throw new ForbiddenError(API_MESSAGES.notThroughSite);
      return await run(event);
    } catch (error) {
      return errorToResponse(error);
    } finally {
      powertoolsLogger.resetKeys();
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