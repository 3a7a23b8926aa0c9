import { CalendarHeartIcon, LoaderCircleIcon } from 'lucide-react';
import { SUBSCRIPTION_MONTHLY_CREDITS } from '@shared/credits';
import { ManageSubscriptionButton } from '@/features/credits';
import { Button } from '@/components/ui/button';
import { BUYING_LABEL } from './pack-card';
import { SHOP_TEXT } from '@/features/shop/messages';
import { formatEuros } from '@/features/shop/shop-logic';
import { SUBSCRIPTION_CARD_TEXT } from '@/features/shop/messages';

export const SUBSCRIPTION_NAME = SHOP_TEXT.subscriptionName;

/**
 * The monthly subscription beside the packs (DESIGN departure 7): 30 stories a month at the operator's price.
 * A parent who already subscribes sees it as active, with 'Gérer mon abonnement' instead of 'S'abonner'.
 */
export function SubscriptionCard({
  priceCents,
  subscribed,
  busy,
  disabled,
  onSubscribe,
}: {
  priceCents: number;
  subscribed: boolean;
  busy: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}) {
  return (
    <article
      aria-labelledby="subscription-title"
      data-testid="subscription-offer"
      className="flex flex-col gap-4 rounded-2xl border-2 border-primary/40 bg-card p-5 text-card-foreground shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <CalendarHeartIcon aria-hidden="true" className="mt-1 size-8 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h3 id="subscription-title" className="text-xl font-extrabold">
            {SUBSCRIPTION_NAME}
          </h3>
          <p className="text-muted-foreground">
            {SUBSCRIPTION_CARD_TEXT.offer(SUBSCRIPTION_MONTHLY_CREDITS)}
          </p>
          <p className="text-lg font-extrabold tabular-nums">
            {formatEuros(priceCents)} <span className="text-base font-semibold text-muted-foreground">{SUBSCRIPTION_CARD_TEXT.perMonth}</span>
          </p>
        </div>
      </div>
      {subscribed ? (
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <p className="font-bold text-primary">{SUBSCRIPTION_CARD_TEXT.active}</p>
          <ManageSubscriptionButton />
        </div>
      ) : (
        <Button size="lg" disabled={disabled} aria-busy={busy} aria-describedby="subscription-title" onClick={onSubscribe}>
          {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <CalendarHeartIcon aria-hidden="true" />}
          {busy ? BUYING_LABEL : SUBSCRIPTION_CARD_TEXT.subscribe}
        </Button>
      )}
    </article>
  );
}
