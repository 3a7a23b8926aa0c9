import { BadgeCheckIcon, CircleXIcon, InfinityIcon, LockIcon, MonitorSmartphoneIcon, ShoppingBagIcon, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PACKS, PAYMENT_CANCELLED_PARAM, PAYMENT_CANCELLED_VALUE, PAYMENT_MESSAGES, SUBSCRIPTION_OFFER_ID } from '@shared/packs';
import { availableLabel, creditTotals, useCredits } from '@/features/credits';
import { BackHomeHeader } from '@/components/back-home-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useSiteConfig } from '@/lib/site-config';
import { FeaturesCarousel } from '@/features/shop/components/features-carousel';
import { PackCard } from '@/features/shop/components/pack-card';
import { ShopFaq } from '@/features/shop/components/shop-faq';
import { ShopTestimonials } from '@/features/shop/components/shop-testimonials';
import { SUBSCRIPTION_NAME, SubscriptionCard } from '@/features/shop/components/subscription-card';
import { usePurchase } from '@/features/shop/components/use-purchase';
import { announceCheckoutReturn } from '@/features/shop/checkout-return';
import { SECURE_PAYMENT_NOTE, SHOP_BADGES, SHOP_TEXT, SHOP_TITLE } from '@/features/shop/messages';
import { subscriptionPriceCents } from '@/features/shop/shop-logic';

const BADGE_ICONS: Record<(typeof SHOP_BADGES)[number]['id'], LucideIcon> = {
  secure: LockIcon,
  'never-expire': InfinityIcon,
  devices: MonitorSmartphoneIcon,
};

/**
 * /boutique (spec part 2 §2, §4): the stories the parent has, the four packs (2 columns on phones, 4 on wide
 * screens) and the monthly subscription, what every pack includes, three badges, the FAQ, two testimonials on
 * wide screens, 'Voir les packs' and the secured-payment note. Prices are the catalogue's (shared/packs.ts);
 * the subscription's is the operator's (/config.json).
 */
function ShopPage() {
  useDocumentTitle(SHOP_TITLE);
  const config = useSiteConfig();
  const credits = useCredits();
  const cancelled = usePaymentCancelledNotice();
  const { buying, buy } = usePurchase({ onCancelled: cancelled.show });
  const packsHeading = useRef<HTMLHeadingElement>(null);
  const subscriptionPrice = subscriptionPriceCents(config.subscriptionPriceCents);

  const showPacks = () => {
    const heading = packsHeading.current;
    if (!heading) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <div className="min-h-dvh">
      <BackHomeHeader className="max-w-6xl" />

      <main className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 pt-4 pb-28 md:pb-12">
        <header className="flex flex-col items-center gap-3 text-center">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold text-balance sm:text-4xl">
            <ShoppingBagIcon aria-hidden="true" className="size-8 text-primary" />
            {SHOP_TITLE}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            {SHOP_TEXT.intro}
          </p>
          {cancelled.shown && (
            <p role="status" data-testid="payment-cancelled" className="flex items-center gap-2 rounded-xl border border-destructive/40 bg-card px-4 py-3 font-bold text-card-foreground shadow-sm">
              <CircleXIcon aria-hidden="true" className="size-5 shrink-0 text-destructive" />
              {PAYMENT_MESSAGES.paymentCancelled}
            </p>
          )}
          <AvailableStories stories={credits.data ? creditTotals(credits.data).storiesLeft : undefined} />
        </header>

        <section aria-labelledby="packs-title" className="flex flex-col gap-4">
          <h2 id="packs-title" ref={packsHeading} tabIndex={-1} className="scroll-mt-4 text-center text-2xl font-extrabold outline-none">
            {SHOP_TEXT.packsTitle}
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="pack-grid">
            {PACKS.map((pack) => (
              <PackCard
                key={pack.id}
                pack={pack}
                busy={buying === pack.id}
                disabled={buying !== null}
                onBuy={() => void buy({ id: pack.id, name: pack.name, priceCents: pack.priceCents })}
              />
            ))}
          </div>
          <SubscriptionCard
            priceCents={subscriptionPrice}
            subscribed={credits.data?.planType === 'subscription'}
            busy={buying === SUBSCRIPTION_OFFER_ID}
            disabled={buying !== null || !credits.data}
            onSubscribe={() => void buy({ id: SUBSCRIPTION_OFFER_ID, name: SUBSCRIPTION_NAME, priceCents: subscriptionPrice })}
          />
        </section>

        <FeaturesCarousel />

        <ul className="grid gap-3 sm:grid-cols-3" aria-label={SHOP_TEXT.badgesLabel}>
          {SHOP_BADGES.map((badge) => {
            const Icon = BADGE_ICONS[badge.id];
            return (
              <li key={badge.id} className="flex items-center justify-center gap-2 rounded-full border bg-card px-4 py-3 font-bold text-card-foreground shadow-sm">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {badge.title}
              </li>
            );
          })}
        </ul>

        <ShopFaq />
        <ShopTestimonials />

        <section aria-labelledby="cta-title" className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-8 text-center text-card-foreground shadow-sm">
          <h2 id="cta-title" className="text-2xl font-extrabold text-balance">
            {SHOP_TEXT.ctaTitle}
          </h2>
          <p className="text-muted-foreground">{SHOP_TEXT.ctaDescription}</p>
          <Button size="lg" onClick={showPacks}>
            {SHOP_TEXT.seePacks}
          </Button>
        </section>

        <p className="flex items-start justify-center gap-2 text-center text-sm text-muted-foreground" data-testid="secure-payment-note">
          <BadgeCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {SECURE_PAYMENT_NOTE}
        </p>
      </main>
    </div>
  );
}

/** Visits already announced: a remount (React's strict mode) never announces twice. */
const announcedVisits = new Set<string>();

/**
 * 'Annuler' on the payment page comes back to /boutique?paiement=annule: the shop says nothing was charged,
 * the address loses its sign (a reload says nothing), and a tab the shop opened for the payment is told,
 * so that it says it instead and this one closes. `show` is how that other tab says it.
 */
function usePaymentCancelledNotice() {
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

/** 'Vous avez 3 histoires disponibles', live (the credits query re-reads every 5 s). */
function AvailableStories({ stories }: { stories: number | undefined }) {
  if (stories === undefined) {
    return (
      <div role="status" className="flex items-center">
        <span className="sr-only">{SHOP_TEXT.loadingAvailable}</span>
        <Skeleton className="h-10 w-64 rounded-full" />
      </div>
    );
  }
  return (
    <p data-testid="shop-available-stories" className="rounded-full border bg-card px-5 py-2 text-lg font-bold text-card-foreground shadow-sm">
      {SHOP_TEXT.youHave} <span className="tabular-nums">{availableLabel(stories)}</span>
    </p>
  );
}

export { ShopPage as Component };
