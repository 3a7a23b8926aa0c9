import { HomeIcon, PartyPopperIcon, SparklesIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { availableLabel } from '@/features/credits';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { SHOP_TEXT } from '@/features/shop/messages';
import { addedStoriesSentence, parseThankYouParams } from '@/features/shop/thank-you-logic';
import { useCheckoutReturn, useCreditsPolledBriefly } from '@/features/shop/use-thank-you';

const TITLE = SHOP_TEXT.thankYouTitle;

/**
 * /thank-you (spec part 2 §2, §5, §7): 'Merci pour votre achat !' with 'Créer une histoire' and 'Retour à
 * l'accueil'. The purchase is tracked only when `price` and `pack_id` are in the address, which then keeps
 * only `stories`; the stories available are shown live.
 */
function ThankYouPage() {
  useDocumentTitle(SHOP_TEXT.thankYouDocumentTitle);
  const location = useLocation();
  const params = parseThankYouParams(location.search);
  const stories = useCreditsPolledBriefly();

  useCheckoutReturn();

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

export { ThankYouPage as Component };
