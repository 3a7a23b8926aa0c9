import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { ValidationError } from '#core/errors';
import { parseWith } from '#adapters/http/http';
import { openBillingPortal } from '#core/payments/open-billing-portal';
import {
  AlreadySubscribedError,
  BillingPortalFailedError,
  BillingPortalNotConfiguredError,
  CheckoutSessionFailedError,
  NoSubscriptionError,
  PAYMENT_API_MESSAGES,
  PaymentsUnavailableError,
} from '#core/payments/payment-errors';
import { CHECKOUT_SESSION_LIFETIME_SECONDS, startCheckout, SUBSCRIPTION_PRODUCT_NAME } from '#core/payments/start-checkout';
import { checkoutRequestSchema, PACKS, PAYMENT_MESSAGES } from '#shared/packs';
import { FakePaymentGateway } from './support/fake-payment-gateway';
import { InMemoryAccounts } from './support/in-memory-accounts';

const caller: Caller = { userId: 'user-1', email: 'parent@example.fr', isAdmin: false };
const SITE = 'https://contes.example';
const NOW = new Date('2026-11-25T09:03:00.000Z');

function arrange() {
  const accounts = new InMemoryAccounts();
  const gateway = new FakePaymentGateway();
  const ports = { accounts, gateway, siteUrl: SITE, subscriptionPriceCents: 1299, now: () => NOW };
  return { accounts, gateway, ports };
}

describe('startCheckout', () => {
  it('should price a pack from the catalogue and name the parent in the session', async () => {
    // Arrange
    const { gateway, ports } = arrange();
    const pack = PACKS.find((candidate) => candidate.id === 'pack-60')!;

    // Act
    const answer = await startCheckout(ports, caller, { packId: 'pack-60' });

    // Assert
    expect(answer).toEqual({ url: 'https://checkout.example/cs_1' });
    const [session] = gateway.createdSessions;
    expect(session).toMatchObject({
      mode: 'payment',
      userId: 'user-1',
      offerId: 'pack-60',
      productName: pack.name,
      productDescription: pack.description,
      unitAmountCents: pack.priceCents,
      customerId: null,
      customerEmail: 'parent@example.fr',
      cancelUrl: `${SITE}/boutique?paiement=annule`,
    });
    const success = new URL(session!.successUrl);
    expect(success.origin + success.pathname).toBe(`${SITE}/thank-you`);
    expect(Object.fromEntries(success.searchParams)).toEqual({ stories: '60', price: '35.99', final_price: '27.99', pack_id: 'pack-60', pack_name: 'Pack 60 histoires' });
  });

  it('should make one session for a double click: the same key and the same parameters', async () => {
    // Arrange
    const { gateway, ports } = arrange();
    const later = { ...ports, now: () => new Date(NOW.getTime() + 4_000) };

    // Act
    const first = await startCheckout(ports, caller, { packId: 'pack-30' });
    const second = await startCheckout(later, caller, { packId: 'pack-30' });

    // Assert
    expect(second).toEqual(first);
    const [sent, sentAgain] = gateway.createdSessions;
    expect(sentAgain).toEqual(sent);
    expect(sent!.idempotencyKey).toMatch(/^checkout-user-1-pack-30-\d+-[\w-]{22}$/);
  });

  it('should make a new session for a second purchase right after the first was paid, a double click of it making one', async () => {
    // Arrange
    const { gateway, ports } = arrange();
    const first = await startCheckout(ports, caller, { packId: 'pack-30' });
    gateway.pay('cs_1');
    const later = { ...ports, now: () => new Date(NOW.getTime() + 2_000) };

    // Act
    const second = await startCheckout(later, caller, { packId: 'pack-30' });
    const doubleClick = await startCheckout(later, caller, { packId: 'pack-30' });

    // Assert
    expect(second.url).not.toBe(first.url);
    expect(doubleClick).toEqual(second);
    expect(gateway.sessions.get('cs_2')).toMatchObject({ status: 'open' });
    expect(gateway.sessions.size).toBe(2);
  });

  it.each([
    ['a minute', 60_000],
    ['an hour', 3_600_000],
  ])('should make a new session for a second purchase %s later', async (_case, delay) => {
    // Arrange
    const { gateway, ports } = arrange();
    const first = await startCheckout(ports, caller, { packId: 'pack-30' });
    gateway.pay('cs_1');

    // Act
    const second = await startCheckout({ ...ports, now: () => new Date(NOW.getTime() + delay) }, caller, { packId: 'pack-30' });

    // Assert
    expect(second.url).not.toBe(first.url);
    expect(gateway.createdSessions[1]!.idempotencyKey).not.toBe(gateway.createdSessions[0]!.idempotencyKey);
  });

  it('should subscribe again after a cancellation in the same minute: the key changes with the customer', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    await startCheckout(ports, caller, { packId: 'subscription-monthly' });
    gateway.pay('cs_1');
    accounts.open('user-1', { planType: 'free', subscriptionStatus: 'canceled', stripeCustomerId: 'cus_9' });

    // Act
    const again = await startCheckout({ ...ports, now: () => new Date(NOW.getTime() + 5_000) }, caller, { packId: 'subscription-monthly' });

    // Assert
    expect(again).toEqual({ url: 'https://checkout.example/cs_2' });
    const [before, after] = gateway.createdSessions;
    expect([before!.customerEmail, after!.customerId]).toEqual(['parent@example.fr', 'cus_9']);
    expect(after!.idempotencyKey).not.toBe(before!.idempotencyKey);
  });

  it('should answer 502 when the replayed session cannot be re-read', async () => {
    // Arrange
    const { gateway, ports } = arrange();
    await startCheckout(ports, caller, { packId: 'pack-30' });
    gateway.retrieveCheckoutSession = () => Promise.reject(new Error('down'));

    // Act
    const attempt = startCheckout(ports, caller, { packId: 'pack-30' });

    // Assert
    await expect(attempt).rejects.toMatchObject({ status: 502, message: PAYMENT_MESSAGES.sessionFailed });
  });

  it('should ask Stripe to keep the session open at least 35 minutes (Stripe refuses under 30) and at most 36', async () => {
    // Arrange
    const { gateway, ports } = arrange();
    const endOfMinute = { ...ports, now: () => new Date(NOW.getTime() + 59_999) };

    // Act
    await startCheckout(ports, caller, { packId: 'pack-30' });
    await startCheckout(endOfMinute, caller, { packId: 'pack-30' });

    // Assert
    const lifetimes = gateway.createdSessions.map((session, index) => session.expiresAt - (index === 0 ? NOW.getTime() : NOW.getTime() + 59_999) / 1000);
    expect(CHECKOUT_SESSION_LIFETIME_SECONDS).toBeGreaterThanOrEqual(35 * 60);
    for (const lifetime of lifetimes) {
      expect(lifetime).toBeGreaterThanOrEqual(CHECKOUT_SESSION_LIFETIME_SECONDS);
      expect(lifetime).toBeLessThanOrEqual(CHECKOUT_SESSION_LIFETIME_SECONDS + 60);
    }
  });

  it('should offer the subscription at the operator’s price, reusing the parent’s Stripe customer', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { planType: 'free', subscriptionStatus: 'canceled', stripeCustomerId: 'cus_9' });

    // Act
    await startCheckout({ ...ports, subscriptionPriceCents: 999 }, caller, { packId: 'subscription-monthly' });

    // Assert
    const [session] = gateway.createdSessions;
    expect(session).toMatchObject({ mode: 'subscription', unitAmountCents: 999, productName: SUBSCRIPTION_PRODUCT_NAME, customerId: 'cus_9', customerEmail: null });
    expect(Object.fromEntries(new URL(session!.successUrl).searchParams)).toMatchObject({ stories: '30', price: '9.99', final_price: '9.99', pack_id: 'subscription-monthly' });
  });

  it.each(['active', 'trialing', 'past_due'] as const)('should refuse a second subscription while one is %s', async (status) => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { planType: 'subscription', subscriptionStatus: status, stripeCustomerId: 'cus_9' });

    // Act
    const attempt = startCheckout(ports, caller, { packId: 'subscription-monthly' });

    // Assert
    await expect(attempt).rejects.toThrow(AlreadySubscribedError);
    await expect(attempt).rejects.toMatchObject({ status: 409, message: PAYMENT_MESSAGES.alreadySubscribed });
    expect(gateway.createdSessions).toHaveLength(0);
  });

  it('should still sell packs to a subscriber', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { planType: 'subscription', subscriptionStatus: 'active' });

    // Act
    await startCheckout(ports, caller, { packId: 'pack-365' });

    // Assert
    expect(gateway.createdSessions[0]).toMatchObject({ mode: 'payment', unitAmountCents: 12999 });
  });

  it('should say the session failed when Stripe gives no URL', async () => {
    // Arrange
    const { gateway, ports } = arrange();
    gateway.onCreateSession = async () => ({ id: 'cs_1', url: null, replayed: false });

    // Act
    const attempt = startCheckout(ports, caller, { packId: 'pack-30' });

    // Assert
    await expect(attempt).rejects.toThrow(CheckoutSessionFailedError);
    await expect(attempt).rejects.toMatchObject({ status: 502, message: 'La création de la session de paiement a échoué' });
  });

  it('should say the session failed when Stripe refuses the call', async () => {
    // Arrange
    const { gateway, ports } = arrange();
    gateway.onCreateSession = () => Promise.reject(new Error('network'));

    // Act
    const attempt = startCheckout(ports, caller, { packId: 'pack-30' });

    // Assert
    await expect(attempt).rejects.toMatchObject({ status: 502, message: PAYMENT_MESSAGES.sessionFailed });
  });

  it('should answer 503 in French when payments are not configured', async () => {
    // Arrange
    const { ports } = arrange();

    // Act
    const attempt = startCheckout({ ...ports, gateway: undefined }, caller, { packId: 'pack-30' });

    // Assert
    await expect(attempt).rejects.toThrow(PaymentsUnavailableError);
    await expect(attempt).rejects.toMatchObject({ status: 503, message: PAYMENT_API_MESSAGES.unavailable });
  });

  it('should refuse an unknown pack, or a price sent by the browser, with a French 400', () => {
    // Arrange
    const bodies = [{ packId: 'pack-1000' }, {}, { packId: 'pack-30', price: 1 }];

    // Act
    const outcomes = bodies.map((body) => {
      try {
        return parseWith(checkoutRequestSchema, body);
      } catch (error) {
        return error;
      }
    });

    // Assert
    expect(outcomes[0]).toBeInstanceOf(ValidationError);
    expect((outcomes[0] as ValidationError).message).toBe(PAYMENT_MESSAGES.unknownPack);
    expect(outcomes[1]).toBeInstanceOf(ValidationError);
    // An extra field is dropped: the server prices from its catalogue.
    expect(outcomes[2]).toEqual({ packId: 'pack-30' });
  });
});

describe('openBillingPortal', () => {
  it('should open the portal of the caller’s own customer, back to /account', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { planType: 'subscription', subscriptionStatus: 'active', stripeCustomerId: 'cus_7' });
    accounts.open('user-2', { stripeCustomerId: 'cus_other' });

    // Act
    const answer = await openBillingPortal(ports, caller);

    // Assert
    expect(answer).toEqual({ url: 'https://billing.example/cus_7' });
    expect(gateway.portalRequests).toEqual([{ customerId: 'cus_7', returnUrl: `${SITE}/account` }]);
  });

  it('should answer 404 in French when the parent never subscribed', async () => {
    // Arrange
    const { gateway, ports } = arrange();

    // Act
    const attempt = openBillingPortal(ports, caller);

    // Assert
    await expect(attempt).rejects.toThrow(NoSubscriptionError);
    await expect(attempt).rejects.toMatchObject({ status: 404, message: PAYMENT_MESSAGES.noSubscription });
    expect(gateway.portalRequests).toHaveLength(0);
  });

  it('should answer 502 in French when Stripe fails', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { stripeCustomerId: 'cus_7' });
    gateway.onCreatePortal = () => Promise.reject(new Error('down'));

    // Act
    const attempt = openBillingPortal(ports, caller);

    // Assert
    await expect(attempt).rejects.toThrow(BillingPortalFailedError);
    await expect(attempt).rejects.toMatchObject({ status: 502, message: PAYMENT_MESSAGES.portalFailed });
  });

  it("should answer 503 in French when Stripe's portal has no saved default configuration", async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { stripeCustomerId: 'cus_7' });
    gateway.onCreatePortal = () => Promise.reject(new BillingPortalNotConfiguredError());

    // Act
    const attempt = openBillingPortal(ports, caller);

    // Assert
    await expect(attempt).rejects.toThrow(BillingPortalNotConfiguredError);
    await expect(attempt).rejects.toMatchObject({ status: 503, message: "La gestion de l'abonnement n'est pas encore configurée. Contactez-nous." });
  });
});
