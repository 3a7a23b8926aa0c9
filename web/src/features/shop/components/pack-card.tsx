import { LoaderCircleIcon, ShoppingCartIcon } from 'lucide-react';
import type { Pack } from '@shared/packs';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { discountPercent, formatEuros, pricePerStoryLabel } from '@/features/shop/shop-logic';
import { PACK_CARD_TEXT } from '@/features/shop/messages';

export const BUYING_LABEL = PACK_CARD_TEXT.buying;

/**
 * One pack (spec part 2 §2): its name, the discounted price against the original one, the price per story,
 * 'POPULAIRE' on the popular pack, and 'Acheter', which reads 'Redirection...' while its payment page is
 * being prepared. Colours are the catalogue's (shared/packs.ts, contrast ≥ 4.5:1).
 */
export function PackCard({ pack, busy, disabled, onBuy }: { pack: Pack; busy: boolean; disabled: boolean; onBuy: () => void }) {
  const saving = discountPercent(pack);
  const titleId = `pack-${pack.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`pack-${pack.id}`}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-2xl border-2 bg-card text-card-foreground shadow-sm',
        pack.popular ? 'border-primary' : 'border-border',
      )}
    >
      <div className="flex flex-col gap-1 px-3 pt-4 pb-3 sm:px-4" style={{ backgroundColor: pack.color, color: pack.textColor }}>
        {pack.popular ? (
          <p className="self-start rounded-full bg-primary px-2.5 py-0.5 text-xs font-extrabold tracking-wide text-primary-foreground">{PACK_CARD_TEXT.popular}</p>
        ) : null}
        <h3 id={titleId} className="text-lg leading-tight font-extrabold sm:text-xl">
          {pack.name}
        </h3>
        <p className="text-sm font-semibold">{pack.description}</p>
      </div>
      <div className="flex flex-1 flex-col gap-3 px-3 py-4 sm:px-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-extrabold tabular-nums" data-testid="pack-price">
            {formatEuros(pack.priceCents)}
          </span>
          <s className="text-sm text-muted-foreground tabular-nums">
            <span className="sr-only">{PACK_CARD_TEXT.insteadOf}</span>
            {formatEuros(pack.originalPriceCents)}
          </s>
        </p>
        {saving > 0 ? <p className="text-sm font-bold text-primary">
            {PACK_CARD_TEXT.save} {saving} %
          </p> : null}
        <p className="text-sm font-semibold" data-testid="pack-per-story">
          {pricePerStoryLabel(pack)}
        </p>
        <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
          {pack.features.map((feature) => (
            <li key={feature}>
              <span aria-hidden="true">✓ </span>
              {feature}
            </li>
          ))}
        </ul>
        <Button className="mt-auto w-full" disabled={disabled} aria-busy={busy} aria-describedby={titleId} onClick={onBuy}>
          {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <ShoppingCartIcon aria-hidden="true" />}
          {busy ? BUYING_LABEL : PACK_CARD_TEXT.buy}
        </Button>
      </div>
    </article>
  );
}
