import { DEFAULT_SUBSCRIPTION_PRICE_CENTS, SUBSCRIPTION_OFFER_ID, type Pack, type PackId } from '@shared/packs';
import type { AnalyticsPayload } from '@/lib/analytics/analytics';
import { SHOP_TEXT } from './messages';

/**
 * The shop's pure rules (spec part 2 §2, §4, §5, §7, §9), apart from React so they are tested alone.
 * Prices come from `@shared/packs` in euro cents; nothing here holds a price.
 */

/** '15,99 €': two decimals, a comma, a no-break space before the sign, as French writes prices. */
export function formatEuros(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${whole},${rest}\u00a0€`;
}

/**
 * Price per story with two decimals and a comma (spec part 2 §9), cut rather than rounded, as the spec's
 * own example shows: the 365 pack reads 'Seulement 0,35€/histoire' (129,99 / 365 = 0,356…).
 */
export function pricePerStory(pack: Pick<Pack, 'priceCents' | 'count'>): string {
  const cents = Math.floor(pack.priceCents / pack.count);
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** 'Seulement 0,35€/histoire'. */
export function pricePerStoryLabel(pack: Pick<Pack, 'priceCents' | 'count'>): string {
  return SHOP_TEXT.pricePerStory(pricePerStory(pack));
}

/** The saving against the original price, in whole percent (20 for 15,99 € instead of 19,99 €). */
export function discountPercent(pack: Pick<Pack, 'priceCents' | 'originalPriceCents'>): number {
  if (pack.originalPriceCents <= 0 || pack.priceCents >= pack.originalPriceCents) return 0;
  return Math.round((1 - pack.priceCents / pack.originalPriceCents) * 100);
}

/** What a parent can buy: one of the four packs, or the monthly subscription. */
export type OfferId = PackId | typeof SUBSCRIPTION_OFFER_ID;

/** The monthly subscription's price: the operator's (/config.json `subscriptionPriceCents`), else 12,99 €. */
export function subscriptionPriceCents(configured: number | undefined): number {
  return configured !== undefined && Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_SUBSCRIPTION_PRICE_CENTS;
}

/** Spec part 2 §7: InitiateCheckout on buy, with content ids, name, type product, value and currency EUR. */
export function initiateCheckoutPayload(offer: { id: OfferId; name: string; priceCents: number }): AnalyticsPayload {
  return { content_ids: [offer.id], content_name: offer.name, content_type: 'product', value: offer.priceCents / 100, currency: 'EUR' };
}

/**
 * Spec part 2 §4: on success, a phone goes to the payment page in the same tab, a wider screen opens it in
 * a new one. "Mobile" is the spec's breakpoint (768 px).
 */
export const SHOP_MOBILE_QUERY = '(max-width: 768px)';
export type CheckoutOpening = 'same-tab' | 'new-tab';
export function checkoutOpening(mobile: boolean): CheckoutOpening {
  return mobile ? 'same-tab' : 'new-tab';
}
