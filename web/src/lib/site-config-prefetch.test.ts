import { describe, expect, it, vi } from 'vitest';
import { SITE_CONFIG_PATH } from '@shared/site-config';
import { fetchSiteConfig } from './site-config';
import { PREFETCHED_CONFIG_PATH, prefetchSiteConfig, takePrefetchedSiteConfig } from './site-config-prefetch';

const validConfig = { region: 'eu-west-3', userPoolId: 'eu-west-3_abc123', userPoolClientId: 'client123' };
const jsonResponse = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('prefetchSiteConfig', () => {
  it('should ask for the same path as the shared contract', () => {
    // Assert
    expect(PREFETCHED_CONFIG_PATH).toBe(SITE_CONFIG_PATH);
  });

  it('should let fetchSiteConfig use the prefetched answer once, then fetch again', async () => {
    // Arrange
    const early = vi.fn(() => Promise.resolve(jsonResponse({ ...validConfig, region: 'eu-west-1' })));
    const late = vi.fn(() => Promise.resolve(jsonResponse(validConfig)));
    prefetchSiteConfig(early);

    // Act
    const first = await fetchSiteConfig(late);
    const second = await fetchSiteConfig(late);

    // Assert
    expect(early).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(first.region).toBe('eu-west-1');
    expect(second.region).toBe('eu-west-3');
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('should not leave an unhandled rejection when the early request fails and nobody takes it', async () => {
    // Arrange
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

    // Act
    prefetchSiteConfig(failing);
    const taken = takePrefetchedSiteConfig();

    // Assert
    await expect(taken).rejects.toThrow('Failed to fetch');
    expect(takePrefetchedSiteConfig()).toBeUndefined();
  });
});
