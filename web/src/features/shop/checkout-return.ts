/**
 * On a wide screen the payment page opens in a second tab, and Stripe sends the parent back into that tab
 * (the thank-you page, or the shop on 'Annuler') while the first shop tab stays open. The returning tab
 * tells the tab that opened the payment page what happened, over a same-origin BroadcastChannel; that tab
 * shows the outcome and the returning tab closes (a tab opened by `window.open` may be closed by script).
 * When nobody answers (a phone's same tab, a reloaded first tab, a browser without BroadcastChannel) or
 * the browser refuses to close it, the returning tab simply stays a normal page.
 */

export const CHECKOUT_RETURN_CHANNEL = 'contes-magiques-checkout-return';

export type CheckoutOutcome = { outcome: 'paid'; search: string } | { outcome: 'cancelled' };

type ReturnMessage = { type: 'returned'; id: string } & CheckoutOutcome;
interface TakenMessage {
  type: 'taken';
  id: string;
}

/** How long the returning tab listens for the opener's answer: it is local and comes in milliseconds. */
export const CHECKOUT_RETURN_ANSWER_MS = 3_000;

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHECKOUT_RETURN_CHANNEL);
}

function isReturnMessage(data: unknown): data is ReturnMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<ReturnMessage>;
  if (message.type !== 'returned' || typeof message.id !== 'string') return false;
  return message.outcome === 'cancelled' || (message.outcome === 'paid' && typeof message.search === 'string');
}

function isTakenMessage(data: unknown, id: string): data is TakenMessage {
  return typeof data === 'object' && data !== null && (data as Partial<TakenMessage>).type === 'taken' && (data as Partial<TakenMessage>).id === id;
}

/**
 * The first tab's side. `pendingTab` says whether this tab has a payment page open in another tab: only
 * then does it answer, so that a shop open elsewhere does not take a return that is not its own.
 */
export function listenForCheckoutReturn(pendingTab: () => Window | null, onReturn: (outcome: CheckoutOutcome, tab: Window) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const tab = pendingTab();
    if (!tab || !isReturnMessage(event.data)) return;
    const taken: TakenMessage = { type: 'taken', id: event.data.id };
    channel.postMessage(taken);
    onReturn(event.data.outcome === 'paid' ? { outcome: 'paid', search: event.data.search } : { outcome: 'cancelled' }, tab);
  };
  return () => channel.close();
}

/**
 * The returning tab's side: says what happened, and closes itself once a first tab has taken it over
 * (`closeSelf` is `window.close`, which the browser ignores for a tab the parent opened).
 */
export function announceCheckoutReturn(outcome: CheckoutOutcome, closeSelf: () => void, answerMs = CHECKOUT_RETURN_ANSWER_MS): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const stop = () => {
    clearTimeout(timer);
    channel.close();
  };
  const timer = setTimeout(stop, answerMs);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isTakenMessage(event.data, id)) return;
    stop();
    closeSelf();
  };
  const message: ReturnMessage = { type: 'returned', id, ...outcome };
  channel.postMessage(message);
  return stop;
}

/** Closes the payment tab from the tab that opened it; a tab already gone, or out of reach, is left alone. */
export function closeCheckoutTab(tab: Window): void {
  try {
    if (!tab.closed) tab.close();
  } catch {
    // The returning tab closes itself on the answer anyway.
  }
}
