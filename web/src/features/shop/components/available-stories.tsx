import { availableLabel } from '@/features/credits';
import { Skeleton } from '@/components/ui/skeleton';
import { SHOP_TEXT } from '@/features/shop/messages';

/** 'Vous avez 3 histoires disponibles', live (the credits query re-reads every 5 s). */
export function AvailableStories({ stories }: { stories: number | undefined }) {
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
