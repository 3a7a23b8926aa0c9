import type { ModelLimits, OpenAiTierLimits } from '../../../../infra/openai-tier';

/**
 * An account tier's rate limits, as OpenAI enforces them, for the fake OpenAI server: per model family,
 * requests (for pictures: images) and tokens per minute, each a bucket that refills continuously (OpenAI
 * documents its limits as replenishing, not reset at each minute) and starts full. A request is admitted
 * only when every bucket it draws from has room; otherwise it gets OpenAI's 429 and nothing is drawn.
 *
 * Tokens are counted as OpenAI counts them when the request arrives: the prompt's estimated tokens plus
 * a completion's `max_completion_tokens` (the answer's real length does not matter), the speech's input,
 * the moderation's inputs. Time is scaled like the fake's latencies: with `scale` 1/20 a minute lasts 3 s.
 */

export type LimitedFamily = keyof OpenAiTierLimits;

export interface FakeRateLimitsOptions {
  limits: OpenAiTierLimits;
  /** The factor every minute is multiplied by (1/20: a minute lasts 3 s). */
  scale: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
}

/** Admitted: the x-ratelimit-* headers to send with the answer. Refused: the 429 to send. */
export type RateVerdict =
  | { admitted: true; headers: Record<string, string> }
  | { admitted: false; headers: Record<string, string>; retryAfterMs: number; message: string; type: 'requests' | 'tokens' };

/** Tokens of a text as OpenAI's tokenizers count French prose on average (about 4 characters each). */
const tokensOf = (text: string): number => Math.ceil(text.length / 4);

const FAMILY_OF_PATH: Record<string, LimitedFamily> = {
  '/chat/completions': 'text',
  '/images/generations': 'image',
  '/images/edits': 'image',
  '/audio/speech': 'speech',
  '/moderations': 'moderation',
};

export function familyOf(path: string): LimitedFamily | undefined {
  return FAMILY_OF_PATH[path];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a request draws: requests (pictures for the images) and tokens, as OpenAI estimates them on arrival. */
export function demandOf(path: string, body: unknown): { requests: number; tokens: number } {
  const fields = isObject(body) ? body : {};
  switch (familyOf(path)) {
    case 'text': {
      const messages = Array.isArray(fields.messages) ? fields.messages : [];
      const prompt = messages.reduce<number>((sum, message) => sum + (isObject(message) && typeof message.content === 'string' ? tokensOf(message.content) : 0), 0);
      const completion = Number(fields.max_completion_tokens ?? fields.max_tokens ?? 0);
      return { requests: 1, tokens: prompt + (Number.isFinite(completion) ? completion : 0) };
    }
    case 'image':
      // One picture per request (n = 1): the images per minute.
      return { requests: Number(fields.n ?? 1) || 1, tokens: 0 };
    case 'speech':
      return { requests: 1, tokens: typeof fields.input === 'string' ? tokensOf(fields.input) : 0 };
    case 'moderation': {
      const inputs = Array.isArray(fields.input) ? fields.input : [fields.input];
      return { requests: 1, tokens: inputs.reduce<number>((sum, input) => sum + (typeof input === 'string' ? tokensOf(input) : 0), 0) };
    }
    default:
      return { requests: 0, tokens: 0 };
  }
}

/** "6m0s", "1.5s", "120ms": how OpenAI writes the x-ratelimit-reset-* durations. */
export function openAiDuration(milliseconds: number): string {
  const ms = Math.max(0, Math.ceil(milliseconds));
  if (ms < 1000) return `${ms}ms`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Number(((ms % 60_000) / 1000).toFixed(3));
  return minutes > 0 ? `${minutes}m${seconds}s` : `${seconds}s`;
}

/** A bucket of `limit` units that refills `limit` per (scaled) minute. */
class Bucket {
  private level: number;
  private updatedAt: number;

  constructor(
    readonly limit: number,
    private readonly minuteMs: number,
    now: number,
  ) {
    this.level = limit;
    this.updatedAt = now;
  }

  private refill(now: number): void {
    this.level = Math.min(this.limit, this.level + ((now - this.updatedAt) * this.limit) / this.minuteMs);
    this.updatedAt = now;
  }

  /** How long until `amount` fits (0: now). A demand above the limit never fits: its wait is a full refill. */
  waitFor(amount: number, now: number): number {
    this.refill(now);
    if (amount <= this.level) return 0;
    return ((Math.min(amount, this.limit) - this.level) * this.minuteMs) / this.limit;
  }

  take(amount: number): void {
    this.level -= amount;
  }

  remaining(): number {
    return Math.max(0, Math.floor(this.level));
  }

  /** Until the bucket is full again. */
  resetMs(): number {
    return ((this.limit - this.level) * this.minuteMs) / this.limit;
  }
}

export class FakeRateLimits {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private readonly minuteMs: number;

  constructor(private readonly options: FakeRateLimitsOptions) {
    if (!(options.scale > 0 && Number.isFinite(options.scale))) throw new RangeError(`The rate limits' scale must be a positive number (got ${options.scale})`);
    this.now = options.now ?? (() => performance.now());
    this.minuteMs = 60_000 * options.scale;
  }

  get limits(): OpenAiTierLimits {
    return this.options.limits;
  }

  private bucket(family: LimitedFamily, dimension: 'requests' | 'tokens', limit: number, now: number): Bucket {
    const key = `${family}/${dimension}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new Bucket(limit, this.minuteMs, now);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /** Admits the request (drawing from its buckets) or refuses it as OpenAI would, with nothing drawn. */
  admit(path: string, body: unknown, model: string): RateVerdict {
    const family = familyOf(path);
    if (!family) return { admitted: true, headers: {} };
    const now = this.now();
    const limits: ModelLimits = this.options.limits[family];
    const demand = demandOf(path, body);
    const requests = this.bucket(family, 'requests', limits.requestsPerMinute, now);
    const tokens = limits.tokensPerMinute !== undefined && demand.tokens > 0 ? this.bucket(family, 'tokens', limits.tokensPerMinute, now) : undefined;
    const requestWait = requests.waitFor(demand.requests, now);
    const tokenWait = tokens?.waitFor(demand.tokens, now) ?? 0;
    const headers = (): Record<string, string> => ({
      'x-ratelimit-limit-requests': String(requests.limit),
      'x-ratelimit-remaining-requests': String(requests.remaining()),
      'x-ratelimit-reset-requests': openAiDuration(requests.resetMs()),
      ...(tokens
        ? {
            'x-ratelimit-limit-tokens': String(tokens.limit),
            'x-ratelimit-remaining-tokens': String(tokens.remaining()),
            'x-ratelimit-reset-tokens': openAiDuration(tokens.resetMs()),
          }
        : {}),
    });
    if (requestWait === 0 && tokenWait === 0) {
      requests.take(demand.requests);
      tokens?.take(demand.tokens);
      return { admitted: true, headers: headers() };
    }
    const type = requestWait >= tokenWait ? 'requests' : 'tokens';
    const retryAfterMs = Math.ceil(Math.max(requestWait, tokenWait));
    const [limit, used, asked, unit] =
      type === 'requests'
        ? [requests.limit, requests.limit - requests.remaining(), demand.requests, family === 'image' ? 'images per min (IPM)' : 'requests per min (RPM)']
        : [tokens!.limit, tokens!.limit - tokens!.remaining(), demand.tokens, 'tokens per min (TPM)'];
    return {
      admitted: false,
      type,
      retryAfterMs,
      // OpenAI's wording; the fake's clock is scaled, so is the wait it names.
      message: `Rate limit reached for ${model} in organization org-fake on ${unit}: Limit ${limit}, Used ${used}, Requested ${asked}. Please try again in ${openAiDuration(retryAfterMs)}.`,
      headers: { ...headers(), 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))), 'retry-after-ms': String(retryAfterMs) },
    };
  }
}
