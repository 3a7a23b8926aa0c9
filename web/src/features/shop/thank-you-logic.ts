import type { AnalyticsPayload } from '@/lib/analytics/analytics';
import { SHOP_TEXT } from './messages';

/**
 * The thank-you page's address (spec part 2 §2 and §5): the checkout's success URL carries `stories`,
 * `price`, `final_price`, `pack_id` and `pack_name`; the purchase is tracked only when `price` and
 * `pack_id` are present, then the address keeps only `stories`.
 */
export interface ThankYouParams {
  stories: number | null;
  price: number | null;
  finalPrice: number | null;
  packId: string | null;
  packName: string | null;
}

/** A positive amount or count written as `19.99` (or `19,99`); anything else is absent. */
function positiveNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** A short id or name as it came, or null; the page shows it as text only. */
function text(value: string | null, maxLength: number): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, maxLength);
}

export function parseThankYouParams(search: string): ThankYouParams {
  const params = new URLSearchParams(search);
  const stories = positiveNumber(params.get('stories'));
  return {
    stories: stories !== null && Number.isInteger(stories) ? stories : null,
    price: positiveNumber(params.get('price')),
    finalPrice: positiveNumber(params.get('final_price')),
    packId: text(params.get('pack_id'), 64),
    packName: text(params.get('pack_name'), 120),
  };
}

/** Spec part 2 §7: the purchase event (value, EUR, content ids, name, num_items 1), or null without price and pack id. */
export function purchaseToTrack(params: ThankYouParams): AnalyticsPayload | null {
  if (params.price === null || params.packId === null) return null;
  return {
    value: params.finalPrice ?? params.price,
    currency: 'EUR',
    content_ids: [params.packId],
    ...(params.packName === null ? {} : { content_name: params.packName }),
    num_items: 1,
  };
}

/** The query with only `stories` left ('' when it had none); null when there is nothing to remove. */
export function searchKeepingOnlyStories(search: string): string | null {
  const params = new URLSearchParams(search);
  const stories = params.get('stories');
  const kept = stories === null ? '' : `?${new URLSearchParams({ stories }).toString()}`;
  const current = search === '?' ? '' : search;
  return current === kept ? null : kept;
}

/** 'Vos 30 histoires ont été ajoutées à votre compte.', or a sentence without a number when it is unknown. */
export function addedStoriesSentence(stories: number | null): string {
  return SHOP_TEXT.storiesAdded(stories);
}
