import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PAYMENT_MESSAGES } from '@shared/packs';
import { track } from '@/lib/analytics/analytics';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { startCheckout } from '@/features/shop/api/checkout';
import { closeCheckoutTab, listenForCheckoutReturn } from '@/features/shop/checkout-return';
import { SHOP_TEXT } from '@/features/shop/messages';
import { checkoutOpening, initiateCheckoutPayload, SHOP_MOBILE_QUERY, type OfferId } from '@/features/shop/shop-logic';

export interface Offer {
  id: OfferId;
  name: string;
  priceCents: number;
}

/** Spec part 2 §6: buying without a session. */
export const SIGN_IN_REQUIRED = SHOP_TEXT.signInRequired;
export const PURCHASE_ERROR_TITLE = SHOP_TEXT.purchaseErrorTitle;

/**
 * 'Acheter' (spec part 2 §4, §6, §7, §8): the offer being bought is marked busy until the payment session
 * comes back, and cleared on failure; InitiateCheckout is tracked; then a phone goes to the payment page in
 * the same tab and a wider screen opens it in a new tab. Without a session (or when the API says the session
 * is gone): 'Connexion requise', then /auth, which brings the parent back here after signing in.
 *
 * The new tab is opened during the click itself, blank, and sent to the payment page once its address
 * arrives: a tab opened after an answer from the network is no longer "from the click", and browsers block
 * it as a pop-up. If it is blocked anyway, the payment page opens in this tab.
 *
 * When the parent comes back from the payment page into that second tab, it tells this one, which shows
 * the outcome (the thank-you page, or `onCancelled`) and closes it, so that one shop tab remains.
 */
export function usePurchase({ onCancelled }: { onCancelled?: () => void } = {}) {
  const { status, refresh } = useSession();
  const navigate = useNavigate();
  const mobile = useMediaQuery(SHOP_MOBILE_QUERY);
  const [buying, setBuying] = useState<OfferId | null>(null);

  useEffect(
    () =>
      listenForCheckoutReturn(
        () => pendingCheckoutTab,
        (returned, tab) => {
          pendingCheckoutTab = null;
          closeCheckoutTab(tab);
          window.focus();
          if (returned.outcome === 'paid') void navigate({ pathname: paths.thankYou, search: returned.search });
          else onCancelled?.();
        },
      ),
    [navigate, onCancelled],
  );

  const signInRequired = useCallback(() => {
    toast.error(SIGN_IN_REQUIRED.title, { description: SIGN_IN_REQUIRED.description });
    void navigate(paths.auth, { state: { from: { pathname: paths.shop, search: '', hash: '' } } });
  }, [navigate]);

  const buy = useCallback(
    async (offer: Offer) => {
      if (buying !== null) return;
      if (status !== 'signedIn') {
        signInRequired();
        return;
      }
      setBuying(offer.id);
      void track('InitiateCheckout', initiateCheckoutPayload(offer));
      const tab = checkoutOpening(mobile) === 'new-tab' ? openPendingTab() : null;
      try {
        const { url } = await startCheckout(offer.id);
        if (tab && !tab.closed) {
          tab.location.replace(url);
          pendingCheckoutTab = tab;
        } else window.location.assign(url);
      } catch (error) {
        tab?.close();
        console.error(error);
        if (error instanceof ApiError && error.status === 401) {
          // The session ended elsewhere: once the page knows, the route guard says 'Connexion requise' and goes to /auth.
          if ((await refresh()) !== null) signInRequired();
          return;
        }
        const serverMessage = error instanceof ApiError && error.status !== 0 ? error.message : null;
        toast.error(PURCHASE_ERROR_TITLE, { description: serverMessage ?? PAYMENT_MESSAGES.purchaseFailed });
      } finally {
        setBuying(null);
      }
    },
    [buying, status, mobile, signInRequired, refresh],
  );

  return { buying, buy };
}

/** The payment page this page opened in another tab, until the parent comes back from it (module-wide: it outlives a remount of the shop). */
let pendingCheckoutTab: Window | null = null;

/** A blank tab saying where it is going; cut from this page (no `opener`), so the payment page cannot reach back. */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = SHOP_TEXT.redirectingTitle;
    tab.document.documentElement.lang = 'fr';
    tab.document.body.textContent = SHOP_TEXT.redirectingToPayment;
  } catch {
    // Nothing to say in a tab we cannot write to: it is sent on all the same.
  }
  return tab;
}
