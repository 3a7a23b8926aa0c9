import { loadSiteConfig, type SiteConfig } from '@/lib/site-config';
import { hasCookieConsent } from './consent';

/**
 * The one door for analytics events (spec part 1 §7 and part 2 §7: add to cart, InitiateCheckout,
 * purchase). An event leaves the browser only when both are true at the moment it happens:
 * - the operator configured a provider in /config.json (`analytics`; none by default), and
 * - the visitor accepted the cookies (`cookiesAccepted`, see consent.ts).
 * Otherwise `track` does nothing at all: no request, no script, no cookie.
 *
 * The provider is Meta's pixel (the spec's event names are its standard events), reached through its
 * documented script-free form: one image request per event to `https://www.facebook.com/tr`. No third-party
 * script is ever loaded, even with consent: a script on our origin could read the session tokens that
 * Amplify keeps in local storage. The site's Content-Security-Policy must then allow that image origin.
 */

export const ANALYTICS_EVENTS = ['AddToCart', 'InitiateCheckout', 'Purchase'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Meta's standard parameters, as the spec names them (value in euros, currency EUR). */
export interface AnalyticsPayload {
  value?: number;
  currency?: 'EUR';
  content_ids?: readonly string[];
  content_name?: string;
  content_type?: 'product';
  num_items?: number;
}

/** The operator's choice in /config.json (`analytics`, shared/site-config.ts): the provider and its id. */
export type AnalyticsSettings = NonNullable<SiteConfig['analytics']>;

/** Where Meta's pixel receives its script-free events. */
export const META_PIXEL_ENDPOINT = 'https://www.facebook.com/tr';

/** The page an event happened on, without its query (the thank-you address carries prices and ids). */
export interface AnalyticsPage {
  origin: string;
  pathname: string;
}

/** The pixel request of one event: `id`, `ev`, the page, an event id, and each parameter as `cd[name]`. */
export function metaPixelUrl(pixelId: string, event: AnalyticsEvent, payload: AnalyticsPayload, page: AnalyticsPage, eventId: string): string {
  const params = new URLSearchParams({ id: pixelId, ev: event, dl: `${page.origin}${page.pathname}`, eid: eventId, noscript: '1' });
  for (const [name, value] of Object.entries(payload) as [string, unknown][]) {
    if (value === undefined) continue;
    params.set(`cd[${name}]`, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  return `${META_PIXEL_ENDPOINT}?${params.toString()}`;
}

/** What `track` needs from the outside world, so that tests give it fakes (no network, no storage). */
export interface AnalyticsEnvironment {
  /** The operator's settings; undefined when none are configured (or the configuration cannot be read). */
  settings(): Promise<AnalyticsSettings | undefined>;
  /** The visitor's consent, read at each event: it can be given or withdrawn at any time. */
  consent(): boolean;
  /** Sends one request to the provider. */
  send(url: string): void;
  page(): AnalyticsPage;
  eventId(): string;
}

/** Builds `track` over an environment. It resolves to true when the event was sent, never rejects. */
export function createTracker(environment: AnalyticsEnvironment) {
  return async function track(event: AnalyticsEvent, payload: AnalyticsPayload = {}): Promise<boolean> {
    try {
      // Consent first: without it, not even the configuration is looked at.
      if (!environment.consent()) return false;
      const settings = await environment.settings();
      if (!settings || settings.provider !== 'meta-pixel' || settings.pixelId === '') return false;
      // Consent is read again: it may have been withdrawn while the configuration loaded.
      if (!environment.consent()) return false;
      environment.send(metaPixelUrl(settings.pixelId, event, payload, environment.page(), environment.eventId()));
      return true;
    } catch (error) {
      // Analytics never break a purchase or a page: a failure is only logged.
      console.error(error);
      return false;
    }
  };
}

/** The browser's environment: the site's /config.json, local storage, an image request with no referrer. */
const browserEnvironment: AnalyticsEnvironment = {
  settings: async () => {
    try {
      return (await loadSiteConfig()).analytics;
    } catch {
      return undefined;
    }
  },
  consent: () => hasCookieConsent(),
  send: (url) => {
    const image = new Image();
    // The page's address (with the thank-you query) is not sent along as a referrer.
    image.referrerPolicy = 'no-referrer';
    image.src = url;
  },
  page: () => ({ origin: window.location.origin, pathname: window.location.pathname }),
  eventId: () => crypto.randomUUID(),
};

/** `void track('Purchase', { value: 15.99, currency: 'EUR', … })`: sent only with a provider and consent. */
export const track = createTracker(browserEnvironment);
