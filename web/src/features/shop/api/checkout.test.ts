import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@shared/packs';
import { ApiError, type ApiFetch } from '@/lib/api-client';
import { CHECKOUT_PATH, startCheckout } from './checkout';

const fakeFetch = (body: unknown) => vi.fn<(path: string, init?: RequestInit) => Promise<unknown>>(() => Promise.resolve(body));

describe('startCheckout', () => {
  it("should POST only the offer's id and return the payment page's address", async () => {
    // Arrange
    const fetcher = fakeFetch({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });

    // Act
    const result = await startCheckout('pack-60', fetcher as unknown as ApiFetch);

    // Assert
    expect(result.url).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(fetcher).toHaveBeenCalledWith(CHECKOUT_PATH, { method: 'POST', body: JSON.stringify({ packId: 'pack-60' }) });
  });

  it('should fail with the spec’s message when the answer has no usable address', async () => {
    // Arrange
    const answers = [{}, { url: 'javascript:alert(1)' }, { url: 'http://evil.example/pay' }];

    // Act
    const outcomes = answers.map((answer) => startCheckout('pack-30', fakeFetch(answer) as unknown as ApiFetch));

    // Assert
    for (const outcome of outcomes) {
      await expect(outcome).rejects.toBeInstanceOf(ApiError);
      await expect(outcome).rejects.toThrow(PAYMENT_MESSAGES.sessionFailed);
    }
  });
});
