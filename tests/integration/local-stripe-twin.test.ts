import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import type { CreditSummary } from '#shared/credits';
import { ENV } from '#shared/environment';
import { ADVANCE_PERIOD_PATH } from '../../infra/local/stripe/local-stripe-pages';
import { boundName } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';

/**
 * The local payment provider wired into the twin: the functions get its key, webhook secret and URL
 * (and no STRIPE_SECRET_ARN), its pages are on the site's origin, and 'Payer' reaches the twin's own
 * webhook route, whose function credits the parent.
 */

/** Polls `check` until it holds, failing after `timeoutMs` (no fixed sleep). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const twinUrl = () => inject('twinUrl');

function stripeOfTheTwin(): Stripe {
  const url = new URL(inject('stripeApiUrl'));
  return new Stripe(inject('stripeSecretKey'), { telemetry: false, maxNetworkRetries: 2, timeout: 10_000, host: url.hostname, port: Number(url.port), protocol: 'http' });
}

async function creditsOf(parent: SignedInParent): Promise<CreditSummary> {
  const response = await api('/api/me/credits', { token: parent.idToken });
  return (await response.json()) as CreditSummary;
}

async function bonusStories(parent: SignedInParent): Promise<number> {
  return (await creditsOf(parent)).bonusStories;
}

function postJson(path: string, parent: SignedInParent, body: unknown): Promise<Response> {
  return api(path, { method: 'POST', token: parent.idToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The hosted page's form, posted from the site's own origin as the browser does. */
function pay(pageUrl: string, action: string): Promise<Response> {
  return fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: twinUrl() },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });
}

describe('the local payment provider in the twin', () => {
  it("should give every function the provider's key, webhook secret and URL, and no Secrets Manager ARN", () => {
    // Act
    const bound = [ENV.stripeSecretKey, ENV.stripeWebhookSecret, ENV.stripeApiUrl, ENV.stripeSecretArn].map(boundName);

    // Assert
    expect(bound).toEqual([inject('stripeSecretKey'), inject('stripeWebhookSecret'), inject('stripeApiUrl'), '']);
    expect(inject('stripeSecretKey')).toMatch(/^sk_test_local_/);
    expect(inject('stripeWebhookSecret')).toMatch(/^whsec_/);
    expect(new URL(inject('stripeApiUrl')).hostname).toBe('127.0.0.1');
  });

  it("should serve a session's French checkout page on the site's origin, and refuse the card there", async () => {
    // Arrange
    const session = await stripeOfTheTwin().checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 2799, product_data: { name: 'Pack 60 histoires' } } }],
      success_url: `${twinUrl()}/thank-you`,
      cancel_url: `${twinUrl()}/boutique`,
      metadata: { userId: 'nobody', packId: 'pack-60' },
    });

    // Act
    const page = await fetch(session.url!);
    const declined = await pay(session.url!, 'decline');

    // Assert
    expect(new URL(session.url!).origin).toBe(twinUrl());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Pack 60 histoires');
    expect(await declined.text()).toContain('Votre carte a été refusée.');
  });

  it("should credit a parent's pack once: POST /api/checkout, Payer, the signed events at the twin's webhook", async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const before = await bonusStories(parent);
    const checkout = await postJson('/api/checkout', parent, { packId: 'pack-30' });
    const { url } = (await checkout.json()) as { url: string };

    // Act
    const paid = await pay(url, 'pay');

    // Assert
    expect(checkout.status).toBe(200);
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).pathname).toBe('/thank-you');
    // The first delivery is answered before the redirect; the credit is read back with a deadline all the same.
    await until(async () => (await bonusStories(parent)) === before + 30, 'the pack credit', 10_000);
    expect(await bonusStories(parent)).toBe(before + 30);
  });

  it('should run a subscription through the twin: subscribe, renew with advance-period, end it in the billing portal', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const { url } = (await (await postJson('/api/checkout', parent, { packId: 'subscription-monthly' })).json()) as { url: string };
    await pay(url, 'pay');
    await until(async () => (await creditsOf(parent)).planType === 'subscription', 'the subscription', 10_000);
    const subscribed = await creditsOf(parent);

    // Act
    const advanced = await fetch(`${twinUrl()}${ADVANCE_PERIOD_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscriptionId: subscribed.stripeSubscriptionId }),
    });
    await until(async () => (await creditsOf(parent)).currentPeriodEnd !== subscribed.currentPeriodEnd, 'the renewal', 10_000);
    const { url: portalUrl } = (await (await postJson('/api/billing-portal', parent, {})).json()) as { url: string };
    const ended = await pay(portalUrl, 'cancel-now');
    await until(async () => (await creditsOf(parent)).planType === 'free', 'the end of the subscription', 10_000);

    // Assert
    expect(subscribed).toMatchObject({ subscriptionStatus: 'active', monthlyCreditsRemaining: 30, cancelAtPeriodEnd: false });
    expect(subscribed.stripeSubscriptionId).toMatch(/^sub_/);
    expect(advanced.status).toBe(200);
    expect(new URL(portalUrl).origin).toBe(twinUrl());
    expect(ended.status).toBe(303);
    expect(await creditsOf(parent)).toMatchObject({ planType: 'free', subscriptionStatus: 'canceled' });
  });

  it("should show as ending, not renewing, a subscription set to end at the period's end in the billing portal", async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const { url } = (await (await postJson('/api/checkout', parent, { packId: 'subscription-monthly' })).json()) as { url: string };
    await pay(url, 'pay');
    await until(async () => (await creditsOf(parent)).planType === 'subscription', 'the subscription', 10_000);
    const subscribed = await creditsOf(parent);
    const { url: portalUrl } = (await (await postJson('/api/billing-portal', parent, {})).json()) as { url: string };

    // Act: the portal schedules the end as flexible billing does (`cancel_at`, `cancel_at_period_end` false)
    await pay(portalUrl, 'cancel-at-period-end');
    await until(async () => (await creditsOf(parent)).cancelAtPeriodEnd, 'the scheduled end', 10_000);

    // Assert
    expect(await creditsOf(parent)).toMatchObject({ planType: 'subscription', subscriptionStatus: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: subscribed.currentPeriodEnd });
  });
});
