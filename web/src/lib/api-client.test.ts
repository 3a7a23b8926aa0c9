import { describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@shared/messages';
import { API_ERROR_MESSAGES, ApiError, apiUrl, createApiClient } from './api-client';

type FakeFetch = (input: string, init?: RequestInit) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(respond: FakeFetch, options: { token?: string } = { token: 'id-token' }) {
  const fetch = vi.fn(respond);
  const apiFetch = createApiClient({ fetch, getIdToken: () => Promise.resolve(options.token) });
  const sentHeaders = () => new Headers(fetch.mock.calls[0]?.[1]?.headers);
  return { fetch, apiFetch, sentHeaders };
}

describe('apiUrl', () => {
  it('should prefix paths with /api exactly once', () => {
    // Arrange
    const inputs = ['/me/credits', 'profiles', '/api/stories', '/api', '/api?x=1', '/apiary'];

    // Act
    const urls = inputs.map(apiUrl);

    // Assert
    expect(urls).toEqual(['/api/me/credits', '/api/profiles', '/api/stories', '/api', '/api?x=1', '/api/apiary']);
  });
});

describe('apiFetch', () => {
  it('should call the same-origin API with the ID token and return the JSON body', async () => {
    // Arrange
    const { fetch, apiFetch, sentHeaders } = setup(() => Promise.resolve(json({ available: 3 })));

    // Act
    const body = await apiFetch<{ available: number }>('/me/credits');

    // Assert
    expect(body).toEqual({ available: 3 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/me/credits');
    expect(sentHeaders().get('Authorization')).toBe('Bearer id-token');
    expect(sentHeaders().get('Accept')).toBe('application/json');
  });

  it('should send a JSON body with its content type and keep the caller method', async () => {
    // Arrange
    const { fetch, apiFetch, sentHeaders } = setup(() => Promise.resolve(json({ id: 's1' }, 201)));

    // Act
    await apiFetch('/stories', { method: 'POST', body: JSON.stringify({ profileId: 'p1' }) });

    // Assert
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('should keep the refused field the server names beside its French message', async () => {
    // Arrange
    const message = 'Le texte du champ « Personnage principal » contient des insultes. Merci de le reformuler.';
    const { apiFetch } = setup(() => Promise.resolve(json({ message, field: 'mainCharacter' }, 400)));

    // Act
    const error = await apiFetch('/stories', { method: 'POST', body: '{}' }).catch((caught: unknown) => caught);

    // Assert
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message, field: 'mainCharacter' });
  });

  it('should name no field when the answer names none', async () => {
    // Arrange
    const { apiFetch } = setup(() => Promise.resolve(json({ message: 'Histoire non trouvée' }, 404)));

    // Act
    const error = await apiFetch('/stories/x').catch((caught: unknown) => caught);

    // Assert
    expect((error as ApiError).field).toBeUndefined();
  });

  it('should send no Authorization header without a session', async () => {
    // Arrange
    const { apiFetch, sentHeaders } = setup(() => Promise.resolve(json({ ok: true })), {});

    // Act
    await apiFetch('/health');

    // Assert
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('should throw an ApiError with the server French message on a 4xx', async () => {
    // Arrange
    const { apiFetch } = setup(() => Promise.resolve(json({ message: 'Histoire non trouvée' }, 404)));

    // Act
    const error = await apiFetch('/stories/x').catch((caught: unknown) => caught);

    // Assert
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Histoire non trouvée' });
  });

  it('should use a generic French message when the error body has none', async () => {
    // Arrange
    const { apiFetch } = setup(() => Promise.resolve(new Response('Internal Server Error', { status: 500 })));

    // Act
    const error = await apiFetch('/profiles').catch((caught: unknown) => caught);

    // Assert
    expect(error).toMatchObject({ status: 500, message: API_MESSAGES.internal });
  });

  it.each([
    [401, 'Unauthorized', API_MESSAGES.unauthorized],
    [429, 'Too Many Requests', API_MESSAGES.tooManyRequests],
    [404, 'Not Found', API_MESSAGES.routeNotFound],
    [503, 'Service Unavailable', API_MESSAGES.internal],
  ])('should show API Gateway’s own %i body (%j) in French', async (status, englishMessage, french) => {
    // Arrange
    const { apiFetch } = setup(() => Promise.resolve(json({ message: englishMessage }, status)));

    // Act
    const error = await apiFetch('/stories').catch((caught: unknown) => caught);

    // Assert
    expect(error).toMatchObject({ status, message: french });
  });

  it('should map a network failure to status 0 and the French network message', async () => {
    // Arrange
    const { apiFetch } = setup(() => Promise.reject(new TypeError('Failed to fetch')));

    // Act
    const error = await apiFetch('/profiles').catch((caught: unknown) => caught);

    // Assert
    expect(error).toMatchObject({ status: 0, message: API_ERROR_MESSAGES.network });
  });

  it('should let an aborted request through unchanged', async () => {
    // Arrange
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { apiFetch } = setup(() => Promise.reject(abort));

    // Act
    const error = await apiFetch('/profiles').catch((caught: unknown) => caught);

    // Assert
    expect(error).toBe(abort);
  });

  it('should return undefined for 204 No Content', async () => {
    // Arrange
    const { apiFetch } = setup(() => Promise.resolve(new Response(null, { status: 204 })));

    // Act
    const body = await apiFetch<unknown>('/profiles/p1', { method: 'DELETE' });

    // Assert
    expect(body).toBeUndefined();
  });

  it('should still send the request when the session cannot be read', async () => {
    // Arrange
    const fetch = vi.fn<FakeFetch>(() => Promise.resolve(json({ message: 'Non autorisé' }, 401)));
    const apiFetch = createApiClient({
      fetch,
      getIdToken: () => Promise.reject(new Error('refresh failed')),
    });

    // Act
    const error = await apiFetch('/me/credits').catch((caught: unknown) => caught);

    // Assert
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401, message: 'Non autorisé' });
  });

  it('should refresh the ID token and send the call again once when the API refuses the token it got', async () => {
    // Arrange
    const fetch = vi.fn<FakeFetch>((_input, init) =>
      Promise.resolve(new Headers(init?.headers).get('Authorization') === 'Bearer fresh-token' ? json({ credits: 3 }) : json({ message: 'Unauthorized' }, 401)),
    );
    const getIdToken = vi.fn((options?: { forceRefresh?: boolean }) => Promise.resolve(options?.forceRefresh ? 'fresh-token' : 'stale-token'));
    const apiFetch = createApiClient({ fetch, getIdToken });

    // Act
    const body = await apiFetch<{ credits: number }>('/me/credits', { method: 'POST', body: '{}' });

    // Assert
    expect(body).toEqual({ credits: 3 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(getIdToken).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('should show the API’s 401 after one retry when the refreshed token is refused too', async () => {
    // Arrange
    const fetch = vi.fn<FakeFetch>(() => Promise.resolve(json({ message: 'Unauthorized' }, 401)));
    let issued = 0;
    const apiFetch = createApiClient({ fetch, getIdToken: () => Promise.resolve(`token-${++issued}`) });

    // Act
    const error = await apiFetch('/me/credits').catch((caught: unknown) => caught);

    // Assert
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ status: 401, message: API_MESSAGES.unauthorized });
  });

  it('should not send the call again when no newer token can be had', async () => {
    // Arrange
    const fetch = vi.fn<FakeFetch>(() => Promise.resolve(json({ message: 'Unauthorized' }, 401)));
    const apiFetch = createApiClient({
      fetch,
      getIdToken: (options) => (options?.forceRefresh ? Promise.reject(new Error('Refresh Token has been revoked')) : Promise.resolve('old-token')),
    });

    // Act
    const error = await apiFetch('/me/credits').catch((caught: unknown) => caught);

    // Assert
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401 });
  });
});
