import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchSiteConfig,
  loadSiteConfig,
  parseSiteConfig,
  SITE_CONFIG_MESSAGES,
  SiteConfigError,
  siteConfigErrorMessage,
} from './site-config';

const validConfig = {
  region: 'eu-west-3',
  userPoolId: 'eu-west-3_abc123',
  userPoolClientId: 'client123',
};

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('parseSiteConfig', () => {
  it('should accept a minimal config and fill the defaults', () => {
    // Arrange
    const raw = { ...validConfig };

    // Act
    const config = parseSiteConfig(raw);

    // Assert
    expect(config).toEqual({ ...validConfig, socialProviders: [], local: false });
  });

  it('should reject a config without a user pool with a French error', () => {
    // Arrange
    const raw = { region: 'eu-west-3', userPoolClientId: 'client123' };

    // Act
    const parse = () => parseSiteConfig(raw);

    // Assert
    expect(parse).toThrow(SiteConfigError);
    expect(parse).toThrow(SITE_CONFIG_MESSAGES.invalid);
  });
});

describe('fetchSiteConfig', () => {
  it('should fetch /config.json and return the validated config', async () => {
    // Arrange
    const fetchImpl = vi.fn(() => Promise.resolve(jsonResponse({ ...validConfig, userPoolEndpoint: 'http://127.0.0.1:9229', local: true })));

    // Act
    const config = await fetchSiteConfig(fetchImpl);

    // Assert
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(config.userPoolEndpoint).toBe('http://127.0.0.1:9229');
    expect(config.local).toBe(true);
  });

  it('should turn a network failure into the French network message', async () => {
    // Arrange
    const fetchImpl = vi.fn((): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')));

    // Act
    const result = fetchSiteConfig(fetchImpl);

    // Assert
    await expect(result).rejects.toMatchObject({ kind: 'network', message: SITE_CONFIG_MESSAGES.network });
  });

  it('should turn an HTTP error into the French unavailability message', async () => {
    // Arrange
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('oops', { status: 503 })));

    // Act
    const result = fetchSiteConfig(fetchImpl);

    // Assert
    await expect(result).rejects.toMatchObject({ kind: 'http', message: SITE_CONFIG_MESSAGES.http });
  });

  it('should treat an HTML fallback page as an invalid config', async () => {
    // Arrange
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('<!doctype html><html></html>', { status: 200 })));

    // Act
    const result = fetchSiteConfig(fetchImpl);

    // Assert
    await expect(result).rejects.toMatchObject({ kind: 'invalid', message: SITE_CONFIG_MESSAGES.invalid });
  });
});

describe('loadSiteConfig', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should fetch again after a failure and only once after a success', async () => {
    // Arrange
    const fetchImpl = vi
      .fn<(input: string, init?: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(() => Promise.resolve(jsonResponse(validConfig)));

    // Act
    const first = await loadSiteConfig(fetchImpl).catch((error: unknown) => error);
    const second = await loadSiteConfig(fetchImpl);
    const third = await loadSiteConfig(fetchImpl);

    // Assert
    expect(first).toBeInstanceOf(SiteConfigError);
    expect(second.userPoolId).toBe(validConfig.userPoolId);
    expect(third).toBe(second);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('siteConfigErrorMessage', () => {
  it('should fall back to a French message for an unexpected error', () => {
    // Arrange
    const error = new Error('boom');

    // Act
    const message = siteConfigErrorMessage(error);

    // Assert
    expect(message).toBe(SITE_CONFIG_MESSAGES.invalid);
  });
});
