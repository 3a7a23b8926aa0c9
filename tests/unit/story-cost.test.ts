import { describe, expect, it } from 'vitest';
import { costOfStory, createUsageLog, packMargin, stripeFeeCents } from '#core/stories/story-cost';
import { MAKER_PRICES, type MakerPrices, type MakerUsage } from '#shared/maker-prices';

/** A table of round prices, so that each expected cost can be worked out by hand. */
const PRICES: MakerPrices = {
  asOf: '2026-12-06',
  currency: 'USD',
  text: { 'text-model': { inputPerMillion: 1, cachedInputPerMillion: 0.5, outputPerMillion: 4 } },
  image: {
    'image-model': { textInputPerMillion: 5, imageInputPerMillion: 10, outputPerMillion: 40, perImage: { medium: { '1024x1024': 0.05 } } },
  },
  speech: { 'speech-model': { perMinute: 0.02, textInputPerMillion: 1 }, 'char-model': { perMillionCharacters: 20 } },
};

describe('costOfStory', () => {
  it('should price text tokens at the input, cached input and output prices', () => {
    // Arrange: 1,000,000 prompt tokens of which 200,000 cached, 500,000 out → 0.8 + 0.1 + 2.
    const usage: MakerUsage[] = [{ kind: 'text', model: 'text-model', inputTokens: 1_000_000, cachedInputTokens: 200_000, outputTokens: 500_000 }];

    // Act
    const cost = costOfStory(usage, PRICES);

    // Assert
    expect(cost).toEqual({ usd: 2.9, byKind: { text: 2.9, image: 0, speech: 0 }, unpriced: [] });
  });

  it("should price a picture by its tokens when the answer reported them, the reference picture's included", () => {
    // Arrange: 100 text tokens at 5, 4,000 image tokens at 10, 1,000 output tokens at 40 (per million).
    const usage: MakerUsage[] = [{ kind: 'image', model: 'image-model', quality: 'medium', size: '1024x1024', textInputTokens: 100, imageInputTokens: 4_000, outputTokens: 1_000 }];

    // Act
    const cost = costOfStory(usage, PRICES);

    // Assert
    expect(cost.byKind.image).toBeCloseTo(0.0005 + 0.04 + 0.04, 9);
  });

  it('should price a picture without tokens by its quality and size, and name one the table cannot price', () => {
    // Arrange
    const usage: MakerUsage[] = [
      { kind: 'image', model: 'image-model', quality: 'medium', size: '1024x1024' },
      { kind: 'image', model: 'image-model', quality: 'auto', size: '1024x1024' },
    ];

    // Act
    const cost = costOfStory(usage, PRICES);

    // Assert
    expect(cost.usd).toBe(0.05);
    expect(cost.unpriced).toEqual(['image image-model (auto, 1024x1024)']);
  });

  it('should price speech by the minute plus its text input, or by the character', () => {
    // Arrange: 90 s at 0.02 a minute, 4,000 characters → 1,000 tokens at 1 per million; 10,000 characters at 20 per million.
    const usage: MakerUsage[] = [
      { kind: 'speech', model: 'speech-model', characters: 4_000, seconds: 90 },
      { kind: 'speech', model: 'char-model', characters: 10_000, seconds: 600 },
    ];

    // Act
    const cost = costOfStory(usage, PRICES);

    // Assert
    expect(cost.byKind.speech).toBeCloseTo(0.03 + 0.001 + 0.2, 9);
  });

  it("should price a dated snapshot as its model, and count a model the table lacks as 0 while naming it", () => {
    // Arrange
    const usage: MakerUsage[] = [
      { kind: 'text', model: 'text-model-2024-07-18', inputTokens: 1_000_000, cachedInputTokens: 0, outputTokens: 0 },
      { kind: 'text', model: 'unknown-model', inputTokens: 1_000_000, cachedInputTokens: 0, outputTokens: 0 },
      { kind: 'speech', model: 'unknown-voice', characters: 10, seconds: 1 },
    ];

    // Act
    const cost = costOfStory(usage, PRICES);

    // Assert
    expect(cost.usd).toBe(1);
    expect(cost.unpriced).toEqual(['text unknown-model', 'speech unknown-voice']);
  });

  it('should add every call of a story, retries included, each counted once', () => {
    // Arrange: two attempts of the writer, and the same picture twice.
    const attempt: MakerUsage = { kind: 'text', model: 'text-model', inputTokens: 1_000, cachedInputTokens: 0, outputTokens: 2_000 };
    const picture: MakerUsage = { kind: 'image', model: 'image-model', quality: 'medium', size: '1024x1024' };

    // Act
    const cost = costOfStory([attempt, attempt, picture, picture], PRICES);

    // Assert
    expect(cost.byKind).toEqual({ text: 0.018, image: 0.1, speech: 0 });
    expect(cost.usd).toBe(0.118);
  });

  it("should cost a default OpenAI story's medium 1024² picture at gpt-image-1's list price from the shared table", () => {
    // Arrange
    const usage: MakerUsage[] = [{ kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024' }];

    // Act
    const cost = costOfStory(usage);

    // Assert
    expect(cost.usd).toBe(MAKER_PRICES.image['gpt-image-1']!.perImage.medium!['1024x1024']);
    expect(cost.usd).toBe(0.042);
  });
});

describe('createUsageLog', () => {
  it('should keep a copy of each call it is told, in order', () => {
    // Arrange
    const log = createUsageLog();
    const told: MakerUsage = { kind: 'speech', model: 'speech-model', characters: 10, seconds: 1 };

    // Act
    log.record(told);
    told.seconds = 99;
    log.record({ kind: 'speech', model: 'speech-model', characters: 20, seconds: 2 });

    // Assert
    expect(log.entries).toEqual([
      { kind: 'speech', model: 'speech-model', characters: 10, seconds: 1 },
      { kind: 'speech', model: 'speech-model', characters: 20, seconds: 2 },
    ]);
  });
});

describe('stripeFeeCents and packMargin', () => {
  it("should take Stripe's 1.5 % + 0.25 € from a European card payment, rounded to the cent", () => {
    // Act / Assert: 15.99 € → 0.23985 + 0.25 = 0.49 €; 129.99 € → 1.94985 + 0.25 = 2.20 €.
    expect(stripeFeeCents(1599)).toBe(49);
    expect(stripeFeeCents(12999)).toBe(220);
  });

  it("should leave the price less Stripe's fee and the cost of all the pack's stories", () => {
    // Act: 30 stories at 0.10 € = 3.00 €.
    const margin = packMargin({ count: 30, priceCents: 1599 }, 0.1);

    // Assert
    expect(margin).toEqual({ priceCents: 1599, stripeFeeCents: 49, storiesCostCents: 300, marginCents: 1250, marginPercent: 78.2 });
  });
});
