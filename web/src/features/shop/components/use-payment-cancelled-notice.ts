import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAYMENT_CANCELLED_PARAM, PAYMENT_CANCELLED_VALUE } from '@shared/packs';
import { announceCheckoutReturn } from '@/features/shop/checkout-return';

/** Visits already announced: a remount (React's strict mode) never announces twice. */
const announcedVisits = new Set<string>();

/**
 * 'Annuler' on the payment page comes back to /boutique?paiement=annule: the shop says nothing was charged,
 * the address loses its sign (a reload says nothing), and a tab the shop opened for the payment is told,
 * so that it says it instead and this one closes. `show` is how that other tab says it.
 */
export function usePaymentCancelledNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(() => new URLSearchParams(location.search).get(PAYMENT_CANCELLED_PARAM) === PAYMENT_CANCELLED_VALUE);
  const show = useCallback(() => setShown(true), []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(PAYMENT_CANCELLED_PARAM) !== PAYMENT_CANCELLED_VALUE) return;
    params.delete(PAYMENT_CANCELLED_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search === '' ? '' : `?${search}`, hash: location.hash }, { replace: true });
    if (announcedVisits.has(location.key)) return;
    announcedVisits.add(location.key);
    announceCheckoutReturn({ outcome: 'cancelled' }, () => window.close());
  }, [location.key, location.search, location.pathname, location.hash, navigate]);

  return { shown, show };
}
