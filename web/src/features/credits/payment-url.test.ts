import { describe, expect, it } from 'vitest';
import { isSafePaymentUrl } from './payment-url';

describe('isSafePaymentUrl', () => {
  it("should accept Stripe's https pages and the twin's loopback pages", () => {
    // Arrange
    const addresses = ['https://checkout.stripe.com/c/pay/cs_test_1', 'http://127.0.0.1:3000/_local/checkout/cs_1', 'http://localhost:3000/_local/billing/bps_1'];

    // Act
    const answers = addresses.map(isSafePaymentUrl);

    // Assert
    expect(answers).toEqual([true, true, true]);
  });

  it('should refuse script, data, plain-http hosts and garbage', () => {
    // Arrange
    const addresses = ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://evil.example/pay', 'pas une adresse', ''];

    // Act
    const answers = addresses.map(isSafePaymentUrl);

    // Assert
    expect(answers).toEqual([false, false, false, false, false]);
  });
});
