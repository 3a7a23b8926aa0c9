import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpEvent, HttpHandler } from '#adapters/http/http';

const WEBHOOK_SECRET = 'whsec_handler_unit_test';

/**
 * The webhook handler as API Gateway calls it. Only deliveries that stop before any read are sent here
 * (a refused signature, an ignored type), so no table and no Stripe server are needed; the rest is in
 * tests/integration/payments-webhook.test.ts against the twin.
 */
describe('the stripe-webhook handler', () => {
  let handler: HttpHandler;

  beforeAll(async () => {
    vi.stubEnv('ACCOUNTS_TABLE', 'accounts-unit');
    vi.stubEnv('USER_POOL_ID', 'eu-west-3_unit');
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_unit');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
    vi.stubEnv('STRIPE_SECRET_ARN', '');
    vi.stubEnv('STRIPE_API_URL', '');
    ({ handler } = (await import('../../functions/stripe-webhook/handler')) as { handler: HttpHandler });
  });

  afterAll(() => {
    vi.unstubAllEnvs();
  });

  const ignoredEvent = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', created: 1_764_064_800, data: { object: { id: 'cus_1' } }, livemode: false });

  const delivery = (body: string, signature: string | undefined, base64 = false): HttpEvent =>
    ({
      routeKey: 'POST /api/webhooks/stripe',
      headers: signature === undefined ? {} : { 'stripe-signature': signature },
      body: base64 ? Buffer.from(body, 'utf8').toString('base64') : body,
      isBase64Encoded: base64,
      requestContext: { requestId: 'req-1' },
    }) as unknown as HttpEvent;

  it('should verify the signature on the decoded bytes when API Gateway sends the body in base64', async () => {
    // Arrange
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: ignoredEvent, secret: WEBHOOK_SECRET });

    // Act
    const response = await handler(delivery(ignoredEvent, signature, true));

    // Assert
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(String(response.body))).toEqual({ received: true });
  });

  it.each([
    ['no signature', (): string | undefined => undefined, 'La signature Stripe est absente.'],
    ['a forged signature', (): string | undefined => Stripe.webhooks.generateTestHeaderString({ payload: ignoredEvent, secret: 'whsec_forged' }), 'La signature Stripe est invalide.'],
    ['a stale timestamp', (): string | undefined => Stripe.webhooks.generateTestHeaderString({ payload: ignoredEvent, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 }), 'La signature Stripe est trop ancienne.'],
  ] as const)('should answer 400 in French for %s', async (_case, signature, message) => {
    // Arrange
    const event = delivery(ignoredEvent, signature());

    // Act
    const response = await handler(event);

    // Assert
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(String(response.body))).toEqual({ message });
  });
});
