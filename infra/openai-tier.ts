import type { StoryMedium } from '#shared/story-makers-files';

/**
 * The OpenAI account's rate limits, per usage tier, for the default models (functions/story-makers/openai/
 * openai-settings.ts), and the story makers' concurrency sized from them by Little's law: at most
 * `limit per minute × duration of one step` steps of a medium run at once, so that a bedtime peak waits
 * its turn in front of the makers (Step Functions retries the throttled invocation, see
 * shared/pipeline-failures.ts) instead of meeting 429s.
 *
 * ASSUMED figures: OpenAI publishes them on each model's page (platform.openai.com/docs/models/<model>,
 * "Rate limits"), as read in 2025 (also quoted in the OpenAI community forum's tier tables); an account's
 * real limits are on platform.openai.com/settings/organization/limits and may differ. Read them there
 * before choosing `-c openAiTier`. The tests' fake OpenAI server enforces these same numbers (scaled in time).
 */
export const OPENAI_TIER_LIMITS_SOURCE =
  'assumed: OpenAI model pages (gpt-4o-mini, gpt-image-1, gpt-4o-mini-tts, omni-moderation-latest), "Rate limits", as published in 2025';

export interface ModelLimits {
  /** Requests per minute (for gpt-image-1: images per minute, each request being one picture). */
  readonly requestsPerMinute: number;
  /** Tokens per minute; undefined when the model has none that binds us. */
  readonly tokensPerMinute?: number;
}

export interface OpenAiTierLimits {
  /** gpt-4o-mini (the writer). */
  readonly text: ModelLimits;
  /** gpt-image-1: images per minute (IPM). */
  readonly image: ModelLimits;
  /** gpt-4o-mini-tts (the narrator). */
  readonly speech: ModelLimits;
  /** omni-moderation-latest (the Moderator: the parent's texts and the written story). */
  readonly moderation: ModelLimits;
}

export const OPENAI_TIERS = [1, 2] as const;
export type OpenAiTier = (typeof OPENAI_TIERS)[number];

/** ASSUMED (see {@link OPENAI_TIER_LIMITS_SOURCE}). Tier 1: $5 paid; tier 2: $50 paid and 7 days since the first payment. */
export const OPENAI_TIER_LIMITS: Readonly<Record<OpenAiTier, OpenAiTierLimits>> = {
  1: {
    text: { requestsPerMinute: 500, tokensPerMinute: 200_000 },
    image: { requestsPerMinute: 5, tokensPerMinute: 100_000 },
    speech: { requestsPerMinute: 500, tokensPerMinute: 50_000 },
    moderation: { requestsPerMinute: 500, tokensPerMinute: 10_000 },
  },
  2: {
    text: { requestsPerMinute: 5_000, tokensPerMinute: 2_000_000 },
    image: { requestsPerMinute: 20, tokensPerMinute: 250_000 },
    speech: { requestsPerMinute: 2_000, tokensPerMinute: 150_000 },
    moderation: { requestsPerMinute: 500, tokensPerMinute: 20_000 },
  },
};

/** A new account starts at tier 1; the stack assumes it unless `-c openAiTier` says otherwise. */
export const DEFAULT_OPENAI_TIER: OpenAiTier = 1;

/**
 * What one story asks of OpenAI, ASSUMED from the makers' code and the issue 17 latencies (the fake's
 * OPENAI_LATENCY): OpenAI counts a completion's `max_completion_tokens` (8,000 in the writer) against the
 * tokens per minute when the request arrives, whatever the answer's length; a story of about 700 words
 * is about 4,000 characters, 1,000 tokens; the narrator sends chunks of at most 1,500 characters, 3 at a
 * time, each taking about 4 s; a picture takes about 20 s, a completion about 12 s.
 */
export const STORY_DEMAND = {
  completionTokens: 1_500 + 8_000,
  storyModerationTokens: 1_000,
  speechChunks: 3,
  speechTokens: 1_000,
  seconds: { completion: 12, moderation: 0.3, picture: 20, speechChunk: 4 },
} as const;

/** Steps of each medium that can start per minute under the limits (a text step is a completion and the story's moderation). */
export function stepsPerMinute(limits: OpenAiTierLimits, illustrationsPerStory: number): Record<StoryMedium, number> {
  const within = (model: ModelLimits, requests: number, tokens: number) =>
    Math.min(model.requestsPerMinute / requests, model.tokensPerMinute === undefined || tokens === 0 ? Infinity : model.tokensPerMinute / tokens);
  return {
    text: Math.min(within(limits.text, 1, STORY_DEMAND.completionTokens), within(limits.moderation, 1, STORY_DEMAND.storyModerationTokens)),
    image: within(limits.image, illustrationsPerStory, 0),
    audio: within(limits.speech, STORY_DEMAND.speechChunks, STORY_DEMAND.speechTokens),
  };
}

/** How long one step of each medium calls OpenAI: the first picture is drawn before the others, which go together. */
export function stepSeconds(illustrationsPerStory: number): Record<StoryMedium, number> {
  const { seconds, speechChunks } = STORY_DEMAND;
  return {
    text: seconds.completion + seconds.moderation,
    image: seconds.picture * (illustrationsPerStory > 1 ? 2 : 1),
    audio: seconds.speechChunk * Math.ceil(speechChunks / 3),
  };
}

/**
 * Little's law: the steps in flight = their rate × their duration. Rounded to the nearest (at least 1): the
 * little excess over a limit meets a 429 whose Retry-After the makers honour, and rounding down would waste
 * up to half of a small limit (tier 1's 5 pictures a minute would be 3).
 */
export function makerConcurrencyForTier(tier: OpenAiTier, illustrationsPerStory: number): Record<StoryMedium, number> {
  const rates = stepsPerMinute(OPENAI_TIER_LIMITS[tier], illustrationsPerStory);
  const durations = stepSeconds(illustrationsPerStory);
  const size = (medium: StoryMedium) => Math.max(1, Math.round((rates[medium] * durations[medium]) / 60));
  return { text: size('text'), image: size('image'), audio: size('audio') };
}

/** Stories an hour the tier serves at most: its slowest medium's steps a minute, times 60. */
export function storiesPerHour(tier: OpenAiTier, illustrationsPerStory: number): number {
  const rates = stepsPerMinute(OPENAI_TIER_LIMITS[tier], illustrationsPerStory);
  return Math.floor(Math.min(rates.text, rates.image, rates.audio) * 60);
}
