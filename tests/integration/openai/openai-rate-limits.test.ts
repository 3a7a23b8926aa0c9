import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiStoryWriter } from '../../../functions/story-makers/openai/openai-story-writer';
import { OPENAI_TIER_LIMITS, type OpenAiTierLimits } from '../../../infra/openai-tier';
import { FAKE_API_KEY, type FakeOpenAi } from './support/fake-openai';
import { demandOf } from './support/fake-rate-limits';
import { girlRequest, SAMPLE_STORY, startFakeOpenAi, testClient } from './support/fixtures';

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterEach(() => {
  fake.setRateLimits(undefined);
  fake.reset();
});
afterAll(async () => {
  await fake.close();
});

/** Tier 1's limits, with the text tokens and the pictures a test chooses. */
function limitsWith(change: { textTokensPerMinute?: number; imagesPerMinute?: number }): OpenAiTierLimits {
  const tier = OPENAI_TIER_LIMITS[1];
  return {
    ...tier,
    text: { ...tier.text, tokensPerMinute: change.textTokensPerMinute ?? tier.text.tokensPerMinute },
    image: { ...tier.image, requestsPerMinute: change.imagesPerMinute ?? tier.image.requestsPerMinute },
  };
}

const PICTURE = { model: 'gpt-image-1', prompt: 'Un petit dragon dans la forêt enchantée', size: '1024x1024', quality: 'medium', n: 1 };

async function askPicture(): Promise<Response> {
  return fetch(`${fake.url}/images/generations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${FAKE_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(PICTURE),
  });
}

describe('the fake OpenAI server under a tier’s rate limits', () => {
  it('should answer 429 with Retry-After and the x-ratelimit headers to the picture beyond the images per minute, and admit it once the minute has refilled', async () => {
    // Arrange: a clock the test moves; a minute lasts 600 ms of it (scale 1/100).
    let now = 0;
    fake.setRateLimits({ limits: limitsWith({ imagesPerMinute: 2 }), scale: 1 / 100, now: () => now });

    // Act
    const first = await askPicture();
    const second = await askPicture();
    const third = await askPicture();
    const refused = (await third.json()) as { error: { type: string; code: string; message: string } };
    now += Number(third.headers.get('retry-after-ms'));
    const fourth = await askPicture();

    // Assert
    expect([first.status, second.status, third.status, fourth.status]).toEqual([200, 200, 429, 200]);
    expect(first.headers.get('x-ratelimit-limit-requests')).toBe('2');
    expect([first.headers.get('x-ratelimit-remaining-requests'), second.headers.get('x-ratelimit-remaining-requests')]).toEqual(['1', '0']);
    // One picture of two per 600 ms comes back after 300 ms.
    expect(third.headers.get('retry-after-ms')).toBe('300');
    expect(third.headers.get('retry-after')).toBe('1');
    expect(third.headers.get('x-ratelimit-reset-requests')).toBe('600ms');
    expect(refused.error).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });
    expect(refused.error.message).toContain('images per min (IPM): Limit 2, Used 2, Requested 1');
    expect(fake.rateLimited).toEqual([expect.objectContaining({ path: '/images/generations', retryAfterMs: 300, type: 'requests' })]);
  });

  it('should count a completion’s max_completion_tokens against the tokens per minute, as OpenAI does on arrival', () => {
    // Arrange
    const body = { model: 'gpt-4o-mini', max_completion_tokens: 8_000, messages: [{ role: 'user', content: 'x'.repeat(400) }] };

    // Act
    const demand = demandOf('/chat/completions', body);

    // Assert
    expect(demand).toEqual({ requests: 1, tokens: 100 + 8_000 });
  });
});

describe('the OpenAI story writer under a rate limit', () => {
  it('should wait the Retry-After of a 429 and then write the story, with no error', async () => {
    // Arrange: room for one completion a minute, a minute lasting 600 ms.
    const writer = createOpenAiStoryWriter({ client: testClient(fake) });
    const oneCompletion = demandOf('/chat/completions', await firstCompletionBody(writer)).tokens;
    fake.reset();
    fake.setRateLimits({ limits: limitsWith({ textTokensPerMinute: oneCompletion }), scale: 1 / 100 });

    // Act
    const stories = [await writer.write(girlRequest()), await writer.write(girlRequest())];

    // Assert
    expect(stories).toEqual([SAMPLE_STORY, SAMPLE_STORY]);
    const [refusal] = fake.rateLimited;
    expect(refusal).toMatchObject({ path: '/chat/completions', type: 'tokens' });
    expect(refusal!.retryAfterMs).toBeGreaterThan(0);
    // The attempt after the 429 came no sooner than the Retry-After said.
    const completions = fake.requestsTo('/chat/completions');
    const retry = completions.find((request) => request.receivedAt > refusal!.at)!;
    expect(retry.receivedAt - refusal!.at).toBeGreaterThanOrEqual(refusal!.retryAfterMs - 1);
    expect(completions.at(-1)!.status).toBe(200);
    expect(fake.problems).toEqual([]);
  });
});

/** The body the writer sends for one story (read from the fake, without limits). */
async function firstCompletionBody(writer: ReturnType<typeof createOpenAiStoryWriter>): Promise<unknown> {
  await writer.write(girlRequest());
  return fake.requestsTo('/chat/completions')[0]!.body;
}
