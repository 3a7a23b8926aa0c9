import { usePaymentCancelledNotice } from '@/features/shop/components/use-payment-cancelled-notice';
import { BadgeCheckIcon, CircleXIcon, ShoppingBagIcon } from 'lucide-react';
import { PACKS, PAYMENT_MESSAGES, SUBSCRIPTION_OFFER_ID } from '@shared/packs';
import { creditTotals, useCredits } from '@/features/credits';
import { BackHomeHeader } from '@/components/back-home-header';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { useSiteConfig } from '@/lib/site-config';
import { AvailableStories } from '@/features/shop/components/available-stories';
import { FeaturesCarousel } from '@/features/shop/components/features-carousel';
import { PackCard } from '@/features/shop/components/pack-card';
import { ShopBadges } from '@/features/shop/components/shop-badges';
import { ShopFaq } from '@/features/shop/components/shop-faq';
import { ShopTestimonials } from '@/features/shop/components/shop-testimonials';
import { SUBSCRIPTION_NAME, SubscriptionCard } from '@/features/shop/components/subscription-card';
import { usePacksHeading } from '@/features/shop/components/use-packs-heading';
import { usePurchase } from '@/features/shop/components/use-purchase';
import { SECURE_PAYMENT_NOTE, SHOP_TEXT, SHOP_TITLE } from '@/features/shop/messages';
import { subscriptionPriceCents } from '@/features/shop/shop-logic';

/**
 * /boutique (spec part 2 §2, §4): the stories the parent has, the four packs (2 columns on phones, 4 on wide
 * screens) and the monthly subscription, what every pack includes, three badges, the FAQ, two testimonials on
 * wide screens, 'Voir les packs' and the secured-payment note. Prices are the catalogue's (shared/packs.ts);
 * the subscription's is the operator's (/config.json). The page composes: its hooks and parts are the shop
 * feature's components.
 */
function ShopPage() {
  useDocumentTitle(SHOP_TITLE);
  const config = useSiteConfig();
  const credits = useCredits();
  const cancelled = usePaymentCancelledNotice();
  const { buying, buy } = usePurchase({ onCancelled: cancelled.show });
  const { packsHeading, showPacks } = usePacksHeading();
  const subscriptionPrice = subscriptionPriceCents(config.subscriptionPriceCents);

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

        <ShopBadges />

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

export { ShopPage as Component };
