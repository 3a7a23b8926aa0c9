import * as z from 'zod';
import { API_MESSAGES } from '@shared/messages';
import { currentIdToken } from './auth/session-client';
import { API_BASE_PATH } from './constants';

/**
 * Client of the same-origin HTTP API. Imported only from the protected area: it pulls in Amplify.
 */

export const API_ERROR_MESSAGES = {
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion internet puis réessayez.',
  unknown: 'Une erreur est survenue. Veuillez réessayer.',
  invalidResponse: 'Réponse invalide du serveur',
} as const;

/**
 * A failed API call. `message` is French and fit to show; `status` is 0 when no answer came back.
 * `field` names the request field the server refused, when its answer says which (e.g. a text the
 * Moderator refused: `{ "message": "…", "field": "mainCharacter" }`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly field: string | undefined;

  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown; field?: string | undefined },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.field = options?.field;
  }
}

/** The API's error body (DESIGN: errors are `{ "message": "<French text>" }`, with the refused `field` when there is one). */
const errorBodySchema = z.object({ message: z.string().min(1), field: z.string().min(1).optional() });

/**
 * Bodies that API Gateway writes itself, before or instead of our functions (the JWT authorizer's 401,
 * the throttling's 429, an unknown route's 404, a timed-out integration's 503…): English, and on an
 * HTTP API they cannot be replaced. They are shown in French, chosen by status.
 */
const GATEWAY_MESSAGES = new Set([
  'Unauthorized',
  'Forbidden',
  'Not Found',
  'Too Many Requests',
  'Internal Server Error',
  'Service Unavailable',
  'Endpoint request timed out',
  'Request Entity Too Large',
]);

function frenchMessageForStatus(status: number): string {
  if (status === 401) return API_MESSAGES.unauthorized;
  if (status === 403) return API_MESSAGES.forbidden;
  if (status === 404) return API_MESSAGES.routeNotFound;
  if (status === 413) return API_MESSAGES.bodyTooLarge;
  if (status === 429) return API_MESSAGES.tooManyRequests;
  if (status >= 500) return API_MESSAGES.internal;
  return API_ERROR_MESSAGES.unknown;
}

/** Turns a non-2xx answer into an ApiError carrying the server's French message when it sent one. */
async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = errorBodySchema.safeParse(body);
  const ours = parsed.success && !GATEWAY_MESSAGES.has(parsed.data.message);
  const message = ours ? parsed.data.message : frenchMessageForStatus(response.status);
  return new ApiError(response.status, message, { field: ours ? parsed.data.field : undefined });
}

/** `/profiles` and `/api/profiles` both mean `/api/profiles`, so a caller cannot double the prefix. */
export function apiUrl(path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (normalized === API_BASE_PATH || normalized.startsWith(`${API_BASE_PATH}/`) || normalized.startsWith(`${API_BASE_PATH}?`)) {
    return normalized;
  }
  return `${API_BASE_PATH}${normalized}`;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientDependencies {
  fetch: FetchLike;
  /**
   * The signed-in user's ID token (refreshed when it has expired), or undefined when nobody is signed in;
   * `forceRefresh` asks for a new one even when the current one has not expired by the browser's clock.
   */
  getIdToken: (options?: { forceRefresh?: boolean }) => Promise<string | undefined>;
}

export type ApiFetch = <T>(path: string, init?: RequestInit) => Promise<T>;

/**
 * Builds `apiFetch` over its dependencies so that tests can pass a fake fetch and token.
 * A call without a session (none, or one that could not be refreshed) is still sent: the API answers 401
 * with its own French message, which is what the screen should show.
 */
export function createApiClient(dependencies: ApiClientDependencies): ApiFetch {
  return async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (typeof init.body === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    const send = async (token: string | undefined): Promise<Response> => {
      const sent = new Headers(headers);
      if (token) sent.set('Authorization', `Bearer ${token}`);
      try {
        return await dependencies.fetch(apiUrl(path), { ...init, headers: sent, credentials: 'same-origin' });
      } catch (cause) {
        // An aborted request is the caller's decision (e.g. React Query cancelling): let it through as is.
        if (cause instanceof DOMException && cause.name === 'AbortError') {
          throw cause;
        }
        throw new ApiError(0, API_ERROR_MESSAGES.network, { cause });
      }
    };

    const token = await dependencies.getIdToken().catch(() => undefined);
    let response = await send(token);
    // A token that expired on its way (or by a server clock ahead of the browser's) is refused before any
    // function runs: one silent refresh and one retry, so the parent never sees a 401 for a live session.
    // A body that is a stream cannot be sent twice.
    if (response.status === 401 && token && !(init.body instanceof ReadableStream)) {
      const refreshed = await dependencies.getIdToken({ forceRefresh: true }).catch(() => undefined);
      if (refreshed && refreshed !== token) response = await send(refreshed);
    }

    if (!response.ok) {
      throw await toApiError(response);
    }
    if (response.status === 204 || response.headers.get('Content-Length') === '0') {
      return undefined as T;
    }
    try {
      return (await response.json()) as T;
    } catch (cause) {
      throw new ApiError(response.status, API_ERROR_MESSAGES.invalidResponse, { cause });
    }
  };
}

/** `apiFetch<T>('/me/credits')`: GET /api/me/credits as the signed-in user, JSON in and out. */
export const apiFetch: ApiFetch = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getIdToken: currentIdToken,
});
