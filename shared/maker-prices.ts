/**
 * What the story makers used for one story, and the one table of list prices it is costed with (issue 28,
 * item 4). The pipeline stores the usage on the story's item with its cost at these prices
 * (functions/core/stories/story-cost.ts); `npm run cost:report` and the README's « Coût par histoire »
 * read the same table.
 *
 * Prices are OpenAI's public list prices in US dollars (standard tier, no Batch or Flex discount), read on
 * 2026-12-06 from OpenAI's model pages (developers.openai.com/api/docs/models/<model>) unless a comment
 * says otherwise. A price that could not be confirmed there says so where it is used. Change a price here
 * and nowhere else; stories already made keep the cost they were stored with.
 */

/** The date the prices below were read: a price table without one cannot be trusted. */
export const MAKER_PRICES_AS_OF = '2026-12-06';

/** One chat completion (one attempt: a malformed answer asked for again is paid twice). */
export interface TextUsage {
  kind: 'text';
  model: string;
  /** All prompt tokens, the cached ones included (OpenAI's `prompt_tokens`). */
  inputTokens: number;
  /** The part of `inputTokens` read from OpenAI's prompt cache, billed at the cached price. */
  cachedInputTokens: number;
  outputTokens: number;
}

/**
 * One picture asked for (a generation or an edit). gpt-image models report their tokens; the quality and
 * size price a picture whose answer reported none (DALL·E, or an OpenAI-compatible server that omits them).
 */
export interface ImageUsage {
  kind: 'image';
  model: string;
  quality: string;
  /** e.g. 1024x1024. */
  size: string;
  textInputTokens?: number;
  /** The reference picture sent to an edit, as tokens (many more with `input_fidelity: high`). */
  imageInputTokens?: number;
  outputTokens?: number;
}

/** One speech request: the characters sent and the seconds of audio that came back (the API reports no usage). */
export interface SpeechUsage {
  kind: 'speech';
  model: string;
  characters: number;
  seconds: number;
}

export type MakerUsage = TextUsage | ImageUsage | SpeechUsage;

export interface TextPrice {
  inputPerMillion: number;
  cachedInputPerMillion: number;
  outputPerMillion: number;
}

export interface ImagePrice {
  textInputPerMillion: number;
  imageInputPerMillion: number;
  outputPerMillion: number;
  /** The price of one output picture by quality then size, for an answer without tokens. */
  perImage: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/**
 * A speech model is priced by the minute of audio (gpt-4o-mini-tts: audio tokens, which the API does not
 * report, so OpenAI's per-minute estimate) plus its text input, or by the character (tts-1).
 */
export interface SpeechPrice {
  perMinute?: number;
  /** Text input tokens, estimated from the characters (CHARACTERS_PER_TOKEN). */
  textInputPerMillion?: number;
  perMillionCharacters?: number;
}

export interface MakerPrices {
  asOf: string;
  currency: 'USD';
  text: Readonly<Record<string, TextPrice>>;
  image: Readonly<Record<string, ImagePrice>>;
  speech: Readonly<Record<string, SpeechPrice>>;
}

/** Tokens are not counted for speech input: about 4 characters a token (OpenAI's rule of thumb; French runs a little shorter). */
export const CHARACTERS_PER_TOKEN = 4;

const GPT_IMAGE_1_PER_IMAGE = {
  low: { '1024x1024': 0.011, '1024x1536': 0.016, '1536x1024': 0.016 },
  medium: { '1024x1024': 0.042, '1024x1536': 0.063, '1536x1024': 0.063 },
  high: { '1024x1024': 0.167, '1024x1536': 0.25, '1536x1024': 0.25 },
} as const;

export const MAKER_PRICES: MakerPrices = {
  asOf: MAKER_PRICES_AS_OF,
  currency: 'USD',
  text: {
    // Not on OpenAI's own pages in what could be searched; the same figures in every source that quotes
    // openai.com/api/pricing. OpenAI schedules gpt-4o-mini's shutdown for 2027-01-14 (its deprecations page).
    'gpt-4o-mini': { inputPerMillion: 0.15, cachedInputPerMillion: 0.075, outputPerMillion: 0.6 },
  },
  image: {
    // OpenAI's model page; the same page says gpt-image-1 was shut down on 2026-10-23 (its last list price, kept
    // because it is still the default model: see the README's « Coût par histoire »).
    'gpt-image-1': { textInputPerMillion: 5, imageInputPerMillion: 10, outputPerMillion: 40, perImage: GPT_IMAGE_1_PER_IMAGE },
    // OpenAI's model page; deprecated, shut down on 2026-12-01.
    'gpt-image-1-mini': {
      textInputPerMillion: 2,
      imageInputPerMillion: 2.5,
      outputPerMillion: 8,
      perImage: {
        low: { '1024x1024': 0.005, '1024x1536': 0.006, '1536x1024': 0.006 },
        medium: { '1024x1024': 0.011, '1024x1536': 0.015, '1536x1024': 0.015 },
        high: { '1024x1024': 0.036, '1024x1536': 0.052, '1536x1024': 0.052 },
      },
    },
  },
  speech: {
    // Text input $0.60 and audio output $12 per 1M tokens (OpenAI's model page). The audio tokens are not
    // reported by the speech endpoint: $0.015 a minute is OpenAI's own estimate for this model, from its
    // launch announcement (March 2025), NOT confirmed on a current OpenAI page.
    'gpt-4o-mini-tts': { perMinute: 0.015, textInputPerMillion: 0.6 },
    // Per character; from secondary sources (a billed measurement matches $15), not an OpenAI page.
    'tts-1': { perMillionCharacters: 15 },
    'tts-1-hd': { perMillionCharacters: 30 },
  },
};

/**
 * Stripe's fee on a card payment from the European Economic Area (standard pricing, France): 1.5 % +
 * 0.25 €. Cards from elsewhere cost more (UK 2.5 %, international 3.25 %, + 0.25 €).
 */
export const STRIPE_EEA_CARD_FEE = { percent: 1.5, fixedCents: 25 } as const;

/**
 * AWS Lambda on arm64 (Graviton), first pricing tier, Europe (Paris) as us-east-1: per GB-second and per
 * request, in US dollars. Used by the cost report to add the pipeline's compute; not stored on a story.
 */
export const LAMBDA_ARM64_PRICE = { perGbSecond: 0.0000133334, perMillionRequests: 0.2 } as const;

/**
 * Euros per US dollar for the margin in euros: an assumption for the report, NOT a market quote (the pack
 * prices are in euros, OpenAI bills in dollars). Update it with the prices.
 */
export const EUR_PER_USD = 0.86;
