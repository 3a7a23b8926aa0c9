import { describe, expect, it, vi } from 'vitest';
import { createTracker, META_PIXEL_ENDPOINT, metaPixelUrl, type AnalyticsEnvironment, type AnalyticsSettings } from './analytics';

const PIXEL: AnalyticsSettings = { provider: 'meta-pixel', pixelId: '1234567890' };

/** An environment with the given configuration and consent that records what would be sent. */
function fakeEnvironment(options: { settings?: AnalyticsSettings; consent: boolean | (() => boolean) }) {
  const sent: string[] = [];
  const settings = vi.fn(() => Promise.resolve(options.settings));
  const environment: AnalyticsEnvironment = {
    settings,
    consent: typeof options.consent === 'function' ? options.consent : () => options.consent as boolean,
    send: (url) => sent.push(url),
    page: () => ({ origin: 'https://contes.example', pathname: '/thank-you' }),
    eventId: () => 'event-1',
  };
  return { environment, sent, settings };
}

describe('track', () => {
  it('should send nothing, and not even read the configuration, without the visitor’s consent', async () => {
    // Arrange
    const { environment, sent, settings } = fakeEnvironment({ settings: PIXEL, consent: false });
    const track = createTracker(environment);

    // Act
    const result = await track('Purchase', { value: 15.99, currency: 'EUR' });

    // Assert
    expect(result).toBe(false);
    expect(sent).toEqual([]);
    expect(settings).not.toHaveBeenCalled();
  });

  it('should send nothing with consent when the operator configured no provider', async () => {
    // Arrange
    const { environment, sent } = fakeEnvironment({ consent: true });
    const track = createTracker(environment);

    // Act
    const result = await track('AddToCart');

    // Assert
    expect(result).toBe(false);
    expect(sent).toEqual([]);
  });

  it('should send one pixel request when a provider is configured and the visitor consented', async () => {
    // Arrange
    const { environment, sent } = fakeEnvironment({ settings: PIXEL, consent: true });
    const track = createTracker(environment);

    // Act
    const result = await track('InitiateCheckout', { content_ids: ['pack-60'], value: 27.99, currency: 'EUR' });

    // Assert
    expect(result).toBe(true);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(META_PIXEL_ENDPOINT);
    expect(url.searchParams.get('ev')).toBe('InitiateCheckout');
    expect(url.searchParams.get('id')).toBe(PIXEL.pixelId);
  });

  it('should send nothing when consent is withdrawn while the configuration loads', async () => {
    // Arrange
    const answers = [true, false];
    const { environment, sent } = fakeEnvironment({ settings: PIXEL, consent: () => answers.shift() ?? false });
    const track = createTracker(environment);

    // Act
    const result = await track('Purchase');

    // Assert
    expect(result).toBe(false);
    expect(sent).toEqual([]);
  });

  it('should swallow a failure of the provider and resolve to false', async () => {
    // Arrange
    const { environment } = fakeEnvironment({ settings: PIXEL, consent: true });
    const track = createTracker({ ...environment, send: () => { throw new Error('blocked'); } });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    // Act
    const result = await track('Purchase');

    // Assert
    expect(result).toBe(false);
    quiet.mockRestore();
  });
});

describe('metaPixelUrl', () => {
  it('should carry each parameter as cd[name], lists as JSON, and the page without its query', () => {
    // Arrange
    const payload = { value: 15.99, currency: 'EUR', content_ids: ['pack-30'], content_name: 'Pack 30 histoires', num_items: 1 } as const;

    // Act
    const url = new URL(metaPixelUrl('42', 'Purchase', payload, { origin: 'https://contes.example', pathname: '/thank-you' }, 'event-7'));

    // Assert
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: '42',
      ev: 'Purchase',
      dl: 'https://contes.example/thank-you',
      eid: 'event-7',
      noscript: '1',
      'cd[value]': '15.99',
      'cd[currency]': 'EUR',
      'cd[content_ids]': '["pack-30"]',
      'cd[content_name]': 'Pack 30 histoires',
      'cd[num_items]': '1',
    });
  });
});
