import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceCheckoutReturn, listenForCheckoutReturn, type CheckoutOutcome } from '@/features/shop/checkout-return';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

/** A stand-in for the payment tab the first tab keeps a reference to. */
const paymentTab = { closed: false, close: () => undefined } as unknown as Window;

describe('the return from the payment tab', () => {
  it('should hand a cancellation to the tab that opened the payment page, which answers, and close the returning tab', async () => {
    // Arrange
    const received: CheckoutOutcome[] = [];
    cleanups.push(listenForCheckoutReturn(() => paymentTab, (outcome) => received.push(outcome)));
    const closeSelf = vi.fn();

    // Act
    cleanups.push(announceCheckoutReturn({ outcome: 'cancelled' }, closeSelf));

    // Assert
    await vi.waitFor(() => expect(closeSelf).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(received).toEqual([{ outcome: 'cancelled' }]);
  });

  it("should hand a payment with the thank-you page's query to the opener", async () => {
    // Arrange
    const received: { outcome: CheckoutOutcome; tab: Window }[] = [];
    cleanups.push(listenForCheckoutReturn(() => paymentTab, (outcome, tab) => received.push({ outcome, tab })));
    const closeSelf = vi.fn();

    // Act
    cleanups.push(announceCheckoutReturn({ outcome: 'paid', search: '?stories=30' }, closeSelf));

    // Assert
    await vi.waitFor(() => expect(closeSelf).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(received).toEqual([{ outcome: { outcome: 'paid', search: '?stories=30' }, tab: paymentTab }]);
  });

  it('should be taken only by the tab that has a payment page open, not by another shop tab', async () => {
    // Arrange: a shop tab that opened nothing, then the one that opened the payment page
    const elsewhere: CheckoutOutcome[] = [];
    const opener: CheckoutOutcome[] = [];
    cleanups.push(listenForCheckoutReturn(() => null, (outcome) => elsewhere.push(outcome)));
    cleanups.push(listenForCheckoutReturn(() => paymentTab, (outcome) => opener.push(outcome)));
    const closeSelf = vi.fn();

    // Act
    cleanups.push(announceCheckoutReturn({ outcome: 'cancelled' }, closeSelf));

    // Assert
    await vi.waitFor(() => expect(closeSelf).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(opener).toEqual([{ outcome: 'cancelled' }]);
    expect(elsewhere).toEqual([]);
  });
});
