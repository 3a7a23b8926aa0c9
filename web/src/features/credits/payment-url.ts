/**
 * Whether an address the API gave for a payment page may be opened: https anywhere (Stripe's pages), http only
 * on this machine (the twin's local checkout). Anything else (`javascript:`, `data:`, a plain-http host) is
 * refused, so a tampered answer can never run script in our page or send a parent to an unencrypted page.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isSafePaymentUrl(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}
