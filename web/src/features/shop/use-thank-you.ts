import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CREDITS_QUERY_KEY, CREDITS_REFETCH_INTERVAL_MS, creditsQueryOptions, creditTotals } from '@/features/credits';
import { track } from '@/lib/analytics/analytics';
import { announceCheckoutReturn } from '@/features/shop/checkout-return';
import { parseThankYouParams, purchaseToTrack, searchKeepingOnlyStories } from '@/features/shop/thank-you-logic';

/**
 * The payment provider's webhook may reach the API a moment after the parent lands here: the balance is read
 * every second for the first 15 s, then at the usual pace.
 */
export const THANK_YOU_POLL_MS = 1_000;
export const THANK_YOU_POLL_WINDOW_MS = 15_000;

/** Location keys whose purchase was already tracked: a remount (React's strict mode) never tracks twice. */
const trackedVisits = new Set<string>();
/** Location keys whose return from the payment page was already announced to the shop's tab. */
const announcedVisits = new Set<string>();

/**
 * The return from the payment page, once per visit: the purchase tracked when the address carries it, the shop's
 * tab told, and the address cleaned down to `stories`.
 */
export function useCheckoutReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const purchase = purchaseToTrack(parseThankYouParams(location.search));
    if (purchase && !trackedVisits.has(location.key)) {
      trackedVisits.add(location.key);
      void track('Purchase', purchase);
    }
    const search = searchKeepingOnlyStories(location.search);
    if (purchase && search !== null && !announcedVisits.has(location.key)) {
      // Straight from the payment page: a shop tab that opened it shows this page instead, and this tab closes.
      announcedVisits.add(location.key);
      announceCheckoutReturn({ outcome: 'paid', search }, () => window.close());
    }
    if (search !== null) void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [location.key, location.search, location.pathname, location.hash, navigate]);
}

/** The stories available, read again at once and then every second for 15 s (see THANK_YOU_POLL_MS). */
export function useCreditsPolledBriefly(): number | undefined {
  const queryClient = useQueryClient();
  const [arrivedAt] = useState(() => Date.now());
  useEffect(() => {
    // What was cached before the payment is out of date.
    void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
  }, [queryClient]);
  const credits = useQuery({
    ...creditsQueryOptions(),
    refetchInterval: () => (Date.now() - arrivedAt < THANK_YOU_POLL_WINDOW_MS ? THANK_YOU_POLL_MS : CREDITS_REFETCH_INTERVAL_MS),
  });
  return credits.data ? creditTotals(credits.data).storiesLeft : undefined;
}

