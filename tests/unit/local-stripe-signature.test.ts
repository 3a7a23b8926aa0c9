import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_API_VERSION, newEvent, type CheckoutSession } from '../../infra/local/stripe/stripe-objects';
import { signatureHeader } from '../../infra/local/stripe/webhook-signature';

/**
 * The local provider signs its events the way Stripe does, checked by the function the webhook uses:
 * `stripe.webhooks.constructEvent(rawBody, header, secret, 300)`.
 */

const SECRET = 'whsec_local_test_secret';
const stripe = new Stripe('sk_test_local_unit', { telemetry: false });
const nowSeconds = () => Math.floor(Date.now() / 1000);

function aPaidSessionEvent() {
  const session = { id: 'cs_test_1', object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid', metadata: { userId: 'user-1', packId: 'pack-30' } };
  return newEvent('checkout.session.completed', session as unknown as CheckoutSession, nowSeconds());
}

describe('the local webhook signature', () => {
  it('should be accepted by stripe.webhooks.constructEvent, which gives the event back', () => {
    // Arrange
    const event = aPaidSessionEvent();
    const payload = JSON.stringify(event, null, 2);

    // Act
    const verified = stripe.webhooks.constructEvent(payload, signatureHeader(payload, SECRET, nowSeconds()), SECRET, 300);

    // Assert
    expect(verified).toEqual(event);
  });

  it("should give the header Stripe's shape: t=<seconds>,v1=<64 hex digits>", () => {
    // Act
    const header = signatureHeader('{}', SECRET, 1_800_000_000);

    // Assert
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
  });

  it('should match the header the stripe package generates for tests', () => {
    // Arrange
    const payload = JSON.stringify(aPaidSessionEvent());
    const timestamp = nowSeconds();

    // Act
    const ours = signatureHeader(payload, SECRET, timestamp);

    // Assert
    expect(ours).toBe(stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp }));
  });

  it.each([
    ['another secret', (payload: string) => ({ payload, header: signatureHeader(payload, 'whsec_other', nowSeconds()) })],
    ['a changed body', (payload: string) => ({ payload: payload.replace('pack-30', 'pack-365'), header: signatureHeader(payload, SECRET, nowSeconds()) })],
    ['a timestamp older than 300 s', (payload: string) => ({ payload, header: signatureHeader(payload, SECRET, nowSeconds() - 301) })],
  ])('should be refused by constructEvent with %s', (_case, tamper) => {
    // Arrange
    const { payload, header } = tamper(JSON.stringify(aPaidSessionEvent()));

    // Act
    const verify = () => stripe.webhooks.constructEvent(payload, header, SECRET, 300);

    // Assert
    expect(verify).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it("should put the SDK's pinned API version in the event envelope", () => {
    // Act
    const event = aPaidSessionEvent();

    // Assert
    expect(event).toMatchObject({ object: 'event', type: 'checkout.session.completed', livemode: false, api_version: Stripe.API_VERSION });
    expect(LOCAL_STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    expect(event.id).toMatch(/^evt_/);
  });
});
