import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HomeIcon, PartyPopperIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { availableLabel, CREDITS_QUERY_KEY, creditsQueryOptions, creditTotals } from '@/features/credits';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics/analytics';
import { CREDITS_REFETCH_INTERVAL_MS } from '@/lib/constants';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { SHOP_TEXT } from '@/features/shop/messages';
import { announceCheckoutReturn } from '@/features/shop/checkout-return';
import { addedStoriesSentence, parseThankYouParams, purchaseToTrack, searchKeepingOnlyStories } from '@/features/shop/thank-you-logic';

const TITLE = SHOP_TEXT.thankYouTitle;

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
 * /thank-you (spec part 2 §2, §5, §7): 'Merci pour votre achat !' with 'Créer une histoire' and 'Retour à
 * l'accueil'. The purchase is tracked only when `price` and `pack_id` are in the address, which then keeps
 * only `stories`; the stories available are shown live.
 */
function ThankYouPage() {
  useDocumentTitle(SHOP_TEXT.thankYouDocumentTitle);
  const location = useLocation();
  const navigate = useNavigate();
  const params = parseThankYouParams(location.search);
  const stories = useCreditsPolledBriefly();

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

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="flex w-full max-w-lg flex-col items-center gap-5 rounded-2xl border bg-card px-6 py-10 text-center text-card-foreground shadow-sm">
        <PartyPopperIcon aria-hidden="true" className="size-14 text-primary" />
        <h1 className="text-3xl font-extrabold text-balance">{TITLE}</h1>
        <p className="text-lg">{addedStoriesSentence(params.stories)}</p>
        <p data-testid="thank-you-available" aria-live="polite" className="rounded-full bg-muted px-5 py-2 font-bold">
          {stories === undefined ? SHOP_TEXT.updatingStories : SHOP_TEXT.nowAvailable(availableLabel(stories))}
        </p>
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to={paths.create}>
              <SparklesIcon aria-hidden="true" />
              {SHOP_TEXT.createStory}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.app}>
              <HomeIcon aria-hidden="true" />
              {SHOP_TEXT.backHome}
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

/** The stories available, read again at once and then every second for 15 s (see THANK_YOU_POLL_MS). */
function useCreditsPolledBriefly(): number | undefined {
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

export { ThankYouPage as Component };
