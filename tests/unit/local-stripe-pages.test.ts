import { describe, expect, it } from 'vitest';
import { billingPortalPage, checkoutPage, escape, formatEuros, HOSTED_PAGE_HEADERS } from '../../infra/local/stripe/hosted-page-html';
import { LocalStripeStore, type SessionRecord } from '../../infra/local/stripe/local-stripe-store';
import type { CheckoutSessionParams } from '../../infra/local/stripe/request-shapes';

const NOW = 1_800_000_000;
const ACTION = '/_local/checkout/cs_test_1';

function sessionRecord(params: Partial<CheckoutSessionParams> = {}): { store: LocalStripeStore; record: SessionRecord } {
  const store = LocalStripeStore.open({ now: () => NOW });
  const session = store.createCheckoutSession(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1599, product_data: { name: 'Pack 30 histoires', description: 'Un mois <b>magique</b>' } } }],
      success_url: 'http://127.0.0.1:3000/thank-you?stories=30&pack_id=pack-30',
      cancel_url: 'http://127.0.0.1:3000/boutique',
      ...params,
    },
    (id) => `http://127.0.0.1:3000/_local/checkout/${id}`,
  );
  return { store, record: store.sessionRecord(session.id)! };
}

/** The visible text of a page: tags removed, entities of our escaping decoded. */
function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \n]+/g, ' ');
}

describe('the local checkout page', () => {
  it('should be French, name the pack and its price in euros, and offer Payer, Carte refusée and Annuler', () => {
    // Arrange
    const { record } = sessionRecord();

    // Act
    const html = checkoutPage(record, 'open', ACTION);

    // Assert
    expect(html).toContain('<html lang="fr">');
    expect(textOf(html)).toContain('Pack 30 histoires');
    expect(textOf(html)).toContain(formatEuros(1599));
    expect(formatEuros(1599)).toMatch(/^15,99\s€$/);
    const buttons = [...html.matchAll(/<button[^>]*value="([^"]+)"[^>]*>([^<]+)<\/button>/g)].map(([, value, label]) => [value, label]);
    expect(buttons).toEqual([
      ['pay', 'Payer'],
      ['decline', 'Carte refusée'],
      ['cancel', 'Annuler'],
    ]);
    expect(html).toContain('<legend>');
  });

  it('should escape what the session carries', () => {
    // Arrange
    const { record } = sessionRecord();

    // Act
    const html = checkoutPage(record, 'open', ACTION);

    // Assert
    expect(html).not.toContain('<b>magique</b>');
    expect(html).toContain('&lt;b&gt;magique&lt;/b&gt;');
  });

  it('should announce a declined card and keep the choices', () => {
    // Arrange
    const { record } = sessionRecord();

    // Act
    const html = checkoutPage(record, 'declined', ACTION);

    // Assert
    expect(html).toContain('<p role="alert" class="alert">Votre carte a été refusée.</p>');
    expect(html).toContain('value="pay"');
  });

  it('should say an expired session expired, with no way to pay, and lead back to the shop', () => {
    // Arrange
    const { record } = sessionRecord();

    // Act
    const html = checkoutPage(record, 'expired', ACTION);

    // Assert
    expect(textOf(html)).toContain('Cette session de paiement a expiré.');
    expect(html).not.toContain('<button');
    expect(html).toContain('href="http://127.0.0.1:3000/boutique"');
  });

  it('should show a subscription by the month', () => {
    // Arrange
    const { record } = sessionRecord({
      mode: 'subscription',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1299, recurring: { interval: 'month' }, product_data: { name: 'Abonnement mensuel' } } }],
    });

    // Act
    const html = checkoutPage(record, 'open', ACTION);

    // Assert
    expect(textOf(html)).toContain(`${formatEuros(1299)} par mois`);
  });

  it('should load nothing from elsewhere: its only style is allowed by hash, scripts by nothing', () => {
    // Act
    const policy = HOSTED_PAGE_HEADERS['content-security-policy'];

    // Assert
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('the local billing portal page', () => {
  it("should show the subscription's state in French and the actions a subscriber has", () => {
    // Arrange
    const { store, record } = sessionRecord({
      mode: 'subscription',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1299, recurring: { interval: 'month' }, product_data: { name: 'Abonnement mensuel' } } }],
      customer_email: 'parent@example.com',
    });
    store.completeCheckoutSession(record.session.id);
    const customer = store.checkoutSession(record.session.id).customer!;
    const portal = store.createBillingPortalSession({ customer, return_url: 'http://127.0.0.1:3000/account' }, (id) => `/_local/billing/${id}`);

    // Act
    const html = billingPortalPage(portal, store.subscriptionsOf(customer)[0], `/_local/billing/${portal.id}`);

    // Assert
    const text = textOf(html);
    expect(text).toContain('Actif');
    expect(text).toContain('15 janvier 2027');
    expect(text).toContain('Résilier à la fin de la période');
    expect(text).toContain('Résilier maintenant');
    expect(text).toContain('Passer à la période suivante');
    expect(html).toContain('href="http://127.0.0.1:3000/account"');
  });
});

describe('escape', () => {
  it('should escape the five HTML-special characters', () => {
    // Act
    const escaped = escape(`<a href="x" title='y'>&</a>`);

    // Assert
    expect(escaped).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
