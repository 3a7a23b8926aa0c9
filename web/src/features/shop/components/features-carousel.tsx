import { BookHeartIcon, ChevronLeftIcon, ChevronRightIcon, HeadphonesIcon, InfinityIcon, PaletteIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CAROUSEL_TITLE, SHOP_FEATURES, SHOP_TEXT, type ShopFeature } from '@/features/shop/messages';
import { FEATURES_CAROUSEL_TEXT } from '@/features/shop/messages';

const ICONS: Record<ShopFeature['id'], LucideIcon> = {
  stories: SparklesIcon,
  illustrations: PaletteIcon,
  narration: HeadphonesIcon,
  storage: BookHeartIcon,
  lifetime: InfinityIcon,
};

/** The next index around the ring of `count` slides (−1 before the first is the last). */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * 'Ce qui est inclus dans chaque pack' (spec part 2 §2): the five features one at a time, with previous and
 * next buttons and a dot per feature. It never turns by itself (a moving text is hard to read for some), and
 * follows the WAI carousel pattern: a labelled region, each slide 'n sur 5', the dots as buttons.
 */
export function FeaturesCarousel() {
  const [index, setIndex] = useState(0);
  const count = SHOP_FEATURES.length;
  const feature = SHOP_FEATURES[index]!;
  const Icon = ICONS[feature.id];

  return (
    <section aria-labelledby="carousel-title" aria-roledescription="carrousel" className="flex flex-col items-center gap-4">
      <h2 id="carousel-title" className="text-center text-2xl font-extrabold">
        {CAROUSEL_TITLE}
      </h2>
      <div className="flex w-full max-w-2xl items-center gap-2">
        <Button variant="outline" size="icon" aria-label={SHOP_TEXT.previousFeature} onClick={() => setIndex((current) => wrapIndex(current - 1, count))}>
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <div
          role="group"
          aria-roledescription="diapositive"
          aria-label={`${index + 1} sur ${count}`}
          aria-live="polite"
          data-testid="carousel-slide"
          className="flex min-h-40 flex-1 flex-col items-center justify-center gap-2 rounded-2xl border bg-card px-4 py-6 text-center text-card-foreground shadow-sm"
        >
          <Icon aria-hidden="true" className="size-10 text-primary" />
          <h3 className="text-lg font-extrabold">{feature.title}</h3>
          <p className="text-muted-foreground">{feature.text}</p>
        </div>
        <Button variant="outline" size="icon" aria-label={SHOP_TEXT.nextFeature} onClick={() => setIndex((current) => wrapIndex(current + 1, count))}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="flex gap-1" role="group" aria-label={FEATURES_CAROUSEL_TEXT.choose}>
        {SHOP_FEATURES.map((item, dot) => (
          <button
            key={item.id}
            type="button"
            aria-label={`${item.title} (${dot + 1} ${FEATURES_CAROUSEL_TEXT.of} ${count})`}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => setIndex(dot)}
            className="group inline-flex size-11 items-center justify-center rounded-full focus-ring"
          >
            <span aria-hidden="true" className={cn('block size-3 rounded-full transition-colors', dot === index ? 'bg-primary' : 'bg-muted-foreground/40 group-hover:bg-muted-foreground')} />
          </button>
        ))}
      </div>
    </section>
  );
}
