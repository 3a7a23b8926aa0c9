import { ShoppingBagIcon, SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/lib/paths';
import { CREDITS_MESSAGES as M } from '@/features/credits/messages';
import { rememberUpsellDismissed, wasUpsellDismissed } from './upsell-logic';

const TITLE = M.upsellTitle;

/**
 * The home screen's upsell (spec part 1 §2 and §4): when `due` (see `isUpsellDue`), the dialog 'Plus
 * d'histoires disponibles !' offers 'Découvrir les packs d'histoires' (to /boutique) and 'Plus tard', which
 * closes it and leaves a sticky banner with the same way to the shop. Closing it any other way (Échap, the
 * corner button) counts as 'Plus tard'.
 */
export function CreditsUpsell({ due }: { due: boolean }) {
  const [dismissed, setDismissed] = useState(wasUpsellDismissed);
  if (!due) return null;

  const dismiss = () => {
    rememberUpsellDismissed();
    setDismissed(true);
  };

  return (
    <>
      {dismissed ? <UpsellBanner /> : null}
      <Dialog
        open={!dismissed}
        onOpenChange={(open) => {
          if (!open) dismiss();
        }}
      >
        <DialogContent hideCloseButton>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <SparklesIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              {TITLE}
            </DialogTitle>
            <DialogDescription>{M.upsellDescription}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={dismiss}>
              {M.upsellLater}
            </Button>
            <Button asChild>
              <Link to={paths.shop}>
                <ShoppingBagIcon aria-hidden="true" />
                {M.upsellDiscoverPacks}
              </Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Left by 'Plus tard': stays at the top of the home screen while no story is left. */
function UpsellBanner() {
  return (
    <aside
      aria-label={TITLE}
      data-testid="upsell-banner"
      className="sticky top-0 z-40 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b bg-card px-4 py-2 text-center text-card-foreground shadow-sm"
    >
      <p className="font-bold">{TITLE}</p>
      <Button asChild size="sm">
        <Link to={paths.shop}>
          <ShoppingBagIcon aria-hidden="true" />
          {M.upsellSeePacks}
        </Link>
      </Button>
    </aside>
  );
}
