import { afterEach, describe, expect, it } from 'vitest';
import { answerLatencyMs, FAKE_API_KEY, OPENAI_LATENCY, type FakeOpenAi } from './support/fake-openai';
import { startFakeOpenAi } from './support/fixtures';

/**
 * The fake OpenAI server's latency profiles (bench:openai-path): each answer waits, on a timer, what the
 * profile says for what was asked, times the scale. Only lower bounds are asserted: a timer never fires
 * early, while a busy machine may make it late.
 */

let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const post = (server: FakeOpenAi, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${FAKE_API_KEY}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const waited = (server: FakeOpenAi, path: string) => {
  const recorded = server.requestsTo(path)[0]!;
  return recorded.answeredAt! - recorded.receivedAt;
};

describe('the fake OpenAI server with a latency profile', () => {
  it('should answer a picture after the profile’s wait, scaled', async () => {
    // Arrange: a picture in 20 s ÷ 100 = 200 ms.
    fake = await startFakeOpenAi({ latency: { profile: OPENAI_LATENCY, scale: 1 / 100 } });

    // Act
    const response = await post(fake, '/images/generations', { model: 'gpt-image-1', prompt: 'un petit dragon', size: '1024x1024', n: 1 });

    // Assert: timers may round to the millisecond.
    expect(response.status).toBe(200);
    expect(waited(fake, '/images/generations')).toBeGreaterThanOrEqual(OPENAI_LATENCY.imageMs / 100 - 2);
    expect(fake.problems).toEqual([]);
  });

  it('should make a speech chunk wait in proportion to its characters', async () => {
    // Arrange: 3,000 characters ÷ 50 → (400 + 3,000 × 2.4) / 50 = 152 ms.
    fake = await startFakeOpenAi({ latency: { profile: OPENAI_LATENCY, scale: 1 / 50 } });
    const input = 'Il était une fois un petit dragon. '.repeat(100).slice(0, 3_000);

    // Act
    const response = await post(fake, '/audio/speech', { model: 'gpt-4o-mini-tts', input, voice: 'coral', response_format: 'mp3' });
    await response.arrayBuffer();

    // Assert
    expect(response.status).toBe(200);
    expect(waited(fake, '/audio/speech')).toBeGreaterThanOrEqual(answerLatencyMs(OPENAI_LATENCY, '/audio/speech', { input }, { status: 200, json: {} }) / 50 - 2);
  });

  it('should answer at once again once the latency is removed', async () => {
    // Arrange: a profile that would hold a moderation for 300 s.
    fake = await startFakeOpenAi({ latency: { profile: OPENAI_LATENCY, scale: 1_000 } });
    fake.setLatency(undefined);

    // Act
    const response = await post(fake, '/moderations', { model: 'omni-moderation-latest', input: ['un dragon'] });

    // Assert: answered (the test's own timeout would end a 300 s wait).
    expect(response.status).toBe(200);
    expect(fake.requestsTo('/moderations')[0]!.answeredAt).toBeDefined();
  });

  it('should close with an answer still waiting, leaving no timer behind', async () => {
    // Arrange: a picture that would take 2,000 s.
    fake = await startFakeOpenAi({ latency: { profile: OPENAI_LATENCY, scale: 100 } });
    const pending = post(fake, '/images/generations', { model: 'gpt-image-1', prompt: 'un petit dragon', size: '1024x1024', n: 1 }).catch((error: unknown) => error);
    const deadline = Date.now() + 5_000;
    while (fake.requestsTo('/images/generations').length === 0 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));

    // Act
    await fake.close();
    const outcome = await pending;
    fake = undefined;

    // Assert: the client saw the connection end, nothing was answered.
    expect(outcome).toBeInstanceOf(Error);
  });

  it('should refuse a scale that is not a positive number', async () => {
    // Arrange
    fake = await startFakeOpenAi();

    // Act / Assert
    expect(() => fake!.setLatency({ profile: OPENAI_LATENCY, scale: 0 })).toThrow(RangeError);
  });
});
