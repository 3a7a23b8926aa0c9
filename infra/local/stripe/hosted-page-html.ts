import { createHash } from 'node:crypto';
import type { SessionRecord, SubscriptionRecord } from './local-stripe-store';
import { LOCAL_PAYMENT_TEXTS as T } from './local-stripe-texts';
import type { BillingPortalSession } from './stripe-objects';

/**
 * The HTML of the hosted pages that stand in for Stripe Checkout and the billing portal: French,
 * `lang="fr"`, no external resource, buttons named by their text and grouped under a legend, a visible
 * focus ring, colours at a contrast of at least 7:1, and the page's state announced (role="alert").
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f3ff;color:#1f2937;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;border:1px solid #ddd6fe}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.notice{font-size:.9rem;color:#374151;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
.alert{background:#fef2f2;color:#991b1b;border:1px solid #991b1b;border-radius:.5rem;padding:.75rem;font-weight:600}
.done{background:#f0fdf4;color:#14532d;border:1px solid #14532d;border-radius:.5rem;padding:.75rem}
fieldset{border:0;padding:0;margin:1.25rem 0 0;display:flex;flex-wrap:wrap;gap:.75rem}
legend{font-weight:600;margin-bottom:.5rem;width:100%}
button,.link{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:.6rem;border:2px solid #4c1d95;background:#fff;color:#4c1d95;cursor:pointer;text-decoration:none;display:inline-block}
button.primary{background:#4c1d95;color:#fff}
button:focus-visible,.link:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}
`;

/** The pages allow exactly their own style and nothing else (no script, no image, no frame). */
export const HOSTED_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Not no-referrer: with it, a browser sends `Origin: null` with the page's own form, which the origin check refuses.
  'referrer-policy': 'same-origin',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; frame-ancestors 'none'`,
};

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}

export function formatDate(epochSeconds: number): string {
  return longDate.format(new Date(epochSeconds * 1000));
}

export type CheckoutPageState = 'open' | 'declined' | 'complete' | 'expired';

export function checkoutPage(record: SessionRecord, state: CheckoutPageState, action: string): string {
  const { session, lineItems } = record;
  const recurring = session.mode === 'subscription';
  const items = lineItems
    .map((item) => {
      const amount = formatEuros(item.quantity * item.price_data.unit_amount) + (recurring && item.price_data.recurring ? ` ${T.perMonth}` : '');
      const name = item.quantity > 1 ? `${item.quantity} × ${item.price_data.product_data.name}` : item.price_data.product_data.name;
      const description = item.price_data.product_data.description ? `<br><span class="notice">${escape(item.price_data.product_data.description)}</span>` : '';
      return `<dt>${T.product}</dt><dd>${escape(name)}${description}</dd><dt>${T.amount}</dt><dd>${escape(amount)}</dd>`;
    })
    .join('');
  const order = `<section aria-labelledby="order"><h2 id="order">${T.orderHeading}</h2><dl>${items}</dl></section>`;
  let body: string;
  if (state === 'expired') {
    body = `<p role="alert" class="alert">${T.sessionExpired}</p>${order}${session.cancel_url ? `<p><a class="link" href="${escape(session.cancel_url)}">${T.backToShop}</a></p>` : ''}`;
  } else if (state === 'complete') {
    body = `<p role="status" class="done">${T.sessionComplete}</p>${order}<p><a class="link" href="${escape(successUrl(record))}">${T.continue}</a></p>`;
  } else {
    const alert = state === 'declined' ? `<p role="alert" class="alert">${T.cardDeclined}</p>` : '';
    body =
      `${alert}${order}<form method="post" action="${escape(action)}"><fieldset><legend>${T.choicesLabel}</legend>` +
      `<button type="submit" class="primary" name="action" value="pay">${T.pay}</button>` +
      `<button type="submit" name="action" value="decline">${T.declinedCard}</button>` +
      `<button type="submit" name="action" value="cancel">${T.cancel}</button></fieldset></form>`;
  }
  return page(T.checkoutTitle, body);
}

export function billingPortalPage(portal: BillingPortalSession, record: SubscriptionRecord | undefined, action: string): string {
  const back = `<p><a class="link" href="${escape(portal.return_url ?? '/')}">${T.back}</a></p>`;
  if (!record) return page(T.portalTitle, `<p role="status">${T.noSubscription}</p>${back}`);
  const { subscription } = record;
  const item = subscription.items.data[0]!;
  const status =
    subscription.status === 'canceled'
      ? T.statusCanceled
      : subscription.cancel_at !== null
        ? T.statusEnding(formatDate(subscription.cancel_at))
        : T.statusActive;
  const details =
    `<section aria-labelledby="subscription"><h2 id="subscription">${T.subscriptionHeading}</h2><dl>` +
    `<dt>${T.product}</dt><dd>${escape(record.productName)}</dd>` +
    `<dt>${T.amount}</dt><dd>${escape(`${formatEuros(item.quantity * item.price.unit_amount)} ${T.perMonth}`)}</dd>` +
    `<dt>${T.status}</dt><dd>${escape(status)}</dd>` +
    (subscription.status === 'canceled'
      ? ''
      : `<dt>${T.currentPeriod}</dt><dd>${escape(T.period(formatDate(item.current_period_start), formatDate(item.current_period_end)))}</dd>`) +
    `</dl></section>`;
  const actions =
    subscription.status === 'canceled'
      ? ''
      : `<form method="post" action="${escape(action)}"><fieldset><legend>${T.subscriptionHeading}</legend>` +
        (subscription.cancel_at !== null
          ? `<button type="submit" name="action" value="resume">${T.resume}</button>`
          : `<button type="submit" name="action" value="cancel-at-period-end">${T.cancelAtPeriodEnd}</button>`) +
        `<button type="submit" name="action" value="cancel-now">${T.cancelNow}</button>` +
        `<button type="submit" name="action" value="advance">${T.advancePeriod}</button></fieldset></form>`;
  return page(T.portalTitle, `${details}${actions}${back}`);
}

export function notFoundPage(): string {
  return page(T.checkoutTitle, `<p role="alert" class="alert">${T.notFound}</p>`);
}

/** Where 'Payer' leads: Stripe fills `{CHECKOUT_SESSION_ID}` in the success URL. */
export function successUrl(record: SessionRecord): string {
  return record.session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', record.session.id);
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(title)} — Contes Magiques (local)</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escape(title)}</h1><p class="notice">${escape(T.localNotice)}</p>${body}</main></body></html>`
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}
