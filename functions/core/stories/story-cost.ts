import { CHARACTERS_PER_TOKEN, MAKER_PRICES, STRIPE_EEA_CARD_FEE, type MakerPrices, type MakerUsage } from '#shared/maker-prices';
import type { UsageMeter } from '#core/story-makers-port';

/**
 * What a story cost its makers, from what they used (shared/maker-prices.ts) and the list prices of one
 * table, and what a pack leaves once Stripe and the stories it pays for are paid. Pure: the pipeline, the
 * cost report and the tests share it.
 */

export interface StoryCost {
  /** US dollars, to the micro-dollar. */
  usd: number;
  byKind: { text: number; image: number; speech: number };
  /**
   * What the table has no price for (a model configured by the operator, a picture quality of `auto`): its
   * usage is kept on the story, its cost counted as 0 and named here so that it does not pass unseen.
   */
  unpriced: string[];
}

const MICRO = 1_000_000;
const toMicro = (usd: number): number => Math.round(usd * MICRO) / MICRO;
const perMillion = (count: number | undefined, price: number | undefined): number => ((count ?? 0) * (price ?? 0)) / MICRO;

/** A model's price, or its dated snapshot's (gpt-4o-mini-2024-07-18 is priced as gpt-4o-mini). */
function priceOf<T>(table: Readonly<Record<string, T>>, model: string): T | undefined {
  const base = model.replace(/-\d{4}-\d{2}-\d{2}$/, '');
  for (const name of [model, base]) if (Object.hasOwn(table, name)) return table[name];
  return undefined;
}

/** One call's cost, or undefined when the table cannot price it. */
function costOf(usage: MakerUsage, prices: MakerPrices): number | undefined {
  switch (usage.kind) {
    case 'text': {
      const price = priceOf(prices.text, usage.model);
      if (!price) return undefined;
      const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
      return perMillion(usage.inputTokens - cached, price.inputPerMillion) + perMillion(cached, price.cachedInputPerMillion) + perMillion(usage.outputTokens, price.outputPerMillion);
    }
    case 'image': {
      const price = priceOf(prices.image, usage.model);
      if (!price) return undefined;
      // The tokens are what OpenAI bills: an edit's reference picture is paid on top of the picture drawn.
      if (usage.outputTokens !== undefined) {
        return perMillion(usage.textInputTokens, price.textInputPerMillion) + perMillion(usage.imageInputTokens, price.imageInputPerMillion) + perMillion(usage.outputTokens, price.outputPerMillion);
      }
      return price.perImage[usage.quality]?.[usage.size];
    }
    case 'speech': {
      const price = priceOf(prices.speech, usage.model);
      if (!price) return undefined;
      if (price.perMillionCharacters !== undefined) return perMillion(usage.characters, price.perMillionCharacters);
      if (price.perMinute === undefined) return undefined;
      return (usage.seconds / 60) * price.perMinute + perMillion(Math.ceil(usage.characters / CHARACTERS_PER_TOKEN), price.textInputPerMillion);
    }
  }
}

const describe = (usage: MakerUsage): string => (usage.kind === 'image' ? `${usage.kind} ${usage.model} (${usage.quality}, ${usage.size})` : `${usage.kind} ${usage.model}`);

/** The cost of everything a story's makers used, at the table's list prices. */
export function costOfStory(usage: readonly MakerUsage[], prices: MakerPrices = MAKER_PRICES): StoryCost {
  const byKind = { text: 0, image: 0, speech: 0 };
  const unpriced = new Set<string>();
  for (const entry of usage) {
    const cost = costOf(entry, prices);
    if (cost === undefined) unpriced.add(describe(entry));
    else byKind[entry.kind] += cost;
  }
  return {
    usd: toMicro(byKind.text + byKind.image + byKind.speech),
    byKind: { text: toMicro(byKind.text), image: toMicro(byKind.image), speech: toMicro(byKind.speech) },
    unpriced: [...unpriced],
  };
}

/** A meter that keeps what it is told, for one step of one story. */
export interface UsageLog extends UsageMeter {
  readonly entries: readonly MakerUsage[];
}

export function createUsageLog(): UsageLog {
  const entries: MakerUsage[] = [];
  return {
    entries,
    record(usage) {
      entries.push({ ...usage });
    },
  };
}

/** Stripe's fee on one payment, in cents (rounded as Stripe rounds a fee: to the nearest cent). */
export function stripeFeeCents(priceCents: number, fee: { percent: number; fixedCents: number } = STRIPE_EEA_CARD_FEE): number {
  return Math.round((priceCents * fee.percent) / 100 + fee.fixedCents);
}

export interface PackMargin {
  priceCents: number;
  stripeFeeCents: number;
  /** Every story of the pack made, at `costPerStoryEur`. */
  storiesCostCents: number;
  marginCents: number;
  /** Of the price paid, in percent, one decimal. */
  marginPercent: number;
}

/** What a pack leaves after Stripe's fee and the makers' cost of all its stories (VAT aside). */
export function packMargin(pack: { count: number; priceCents: number }, costPerStoryEur: number, fee?: { percent: number; fixedCents: number }): PackMargin {
  const feeCents = stripeFeeCents(pack.priceCents, fee);
  const storiesCostCents = Math.round(pack.count * costPerStoryEur * 100);
  const marginCents = pack.priceCents - feeCents - storiesCostCents;
  return { priceCents: pack.priceCents, stripeFeeCents: feeCents, storiesCostCents, marginCents, marginPercent: Math.round((marginCents / pack.priceCents) * 1000) / 10 };
}
