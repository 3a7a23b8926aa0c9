import { createHmac } from 'node:crypto';

/**
 * Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"
 * keyed with the whole `whsec_…` secret>`. The webhook function checks it with
 * `stripe.webhooks.constructEvent`, exactly as it checks Stripe's own deliveries.
 */
export const SIGNATURE_HEADER = 'Stripe-Signature';

export function signatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
