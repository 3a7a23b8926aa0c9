import { RefreshCwIcon, ShoppingBagIcon, SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { track } from '@/lib/analytics/analytics';
import { creditTotals } from '@/features/credits/credit-totals';
import { useCredits, type CreditSummary } from '@/features/credits/api/get-credits';
import { useReconcileActions } from '@/features/credits/use-reconcile-actions';
import { paths } from '@/lib/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { availableLabel, CREDITS_MESSAGES as M, storiesLabel } from '@/features/credits/messages';

/** Spec part 1 §2 and §9: a popover on narrow screens (max width 768 px), a tooltip otherwise. */
export const STORIES_LEFT_NARROW_QUERY = '(max-width: 768px)';

/**
 * The home screen's stories-left button (spec part 1 §2), top right: the stories available, and, in its
 * panel, the total created, the bonus-created count when above 0, 'Synchroniser mes histoires' and
 * 'Acheter plus d'histoires' (to /boutique, with the add-to-cart event).
 *
 * Narrow screens open the panel as a popover (touch cannot hover). Wider ones show it as a tooltip on hover
 * or focus, as the spec says; a click opens the same panel as a popover there too, so a keyboard or a
 * touch screen reaches its two buttons (a tooltip's content cannot take the focus).
 */
export function StoriesLeftButton() {
  const credits = useCredits();
  const narrow = useMediaQuery(STORIES_LEFT_NARROW_QUERY);
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  if (!credits.data) return null;

  const summary = credits.data;
  const { storiesLeft } = creditTotals(summary);
  const close = () => {
    setPopoverOpen(false);
    setTooltipOpen(false);
  };
  const trigger = (
    <Button variant="outline" data-testid="stories-left-button" aria-label={availableLabel(storiesLeft)} className="rounded-full bg-card shadow-sm">
      <SparklesIcon aria-hidden="true" className="text-primary" />
      <span className="tabular-nums">{storiesLabel(storiesLeft)}</span>
    </Button>
  );
  const panel = <CreditsPanel summary={summary} onDone={close} />;

  if (narrow) {
    return (
      <Popover open={popoverOpen} onOpenChange={setPopoverOpen}>
        <PopoverTrigger asChild>{trigger}</PopoverTrigger>
        <PopoverContent align="end" aria-label={M.panelTitle}>
          {panel}
        </PopoverContent>
      </Popover>
    );
  }
  return (
    <Popover
      open={popoverOpen}
      onOpenChange={(open) => {
        setPopoverOpen(open);
        if (open) setTooltipOpen(false);
      }}
    >
      <Tooltip open={tooltipOpen && !popoverOpen} onOpenChange={setTooltipOpen}>
        <TooltipTrigger asChild>
          <PopoverTrigger asChild>{trigger}</PopoverTrigger>
        </TooltipTrigger>
        {/* aria-label: Radix repeats a tooltip's content for screen readers; the label keeps the buttons single. */}
        <TooltipContent
          side="bottom"
          align="end"
          aria-label={panelSummary(summary)}
          className="w-72 rounded-xl border bg-popover p-4 text-popover-foreground [&>span>svg]:fill-popover"
        >
          {panel}
        </TooltipContent>
      </Tooltip>
      <PopoverContent align="end" aria-label={M.panelTitle}>
        {panel}
      </PopoverContent>
    </Popover>
  );
}

/** What the tooltip says to a screen reader: the numbers of the panel in one sentence. */
function panelSummary(summary: CreditSummary): string {
  const totals = creditTotals(summary);
  return M.panelSummary(totals.storiesLeft, totals.storiesCreated, summary.bonusStoriesCreated);
}

function CreditsPanel({ summary, onDone }: { summary: CreditSummary; onDone: () => void }) {
  const navigate = useNavigate();
  const { syncStories, running } = useReconcileActions();
  const totals = creditTotals(summary);
  const syncing = running === 'syncStories';

  return (
    <div className="flex flex-col gap-3 text-left" data-testid="credits-panel">
      <p className="font-extrabold">{M.panelTitle}</p>
      <dl className="flex flex-col gap-1 text-sm">
        <PanelRow label={M.storiesLeft} value={totals.storiesLeft} />
        <PanelRow label={M.storiesCreated} value={totals.storiesCreated} />
        {summary.bonusStoriesCreated > 0 ? <PanelRow label={M.bonusStoriesCreated} value={summary.bonusStoriesCreated} /> : null}
      </dl>
      <div className="flex flex-col gap-2">
        <Button variant="outline" size="sm" disabled={syncing} aria-busy={syncing} onClick={() => void syncStories()}>
          <RefreshCwIcon aria-hidden="true" className={syncing ? 'animate-spin' : undefined} />
          {M.syncStories}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            void track('AddToCart', { content_type: 'product', currency: 'EUR' });
            onDone();
            void navigate(paths.shop);
          }}
        >
          <ShoppingBagIcon aria-hidden="true" />
          {M.buyMore}
        </Button>
      </div>
    </div>
  );
}

function PanelRow({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-extrabold tabular-nums">{value}</dd>
    </div>
  );
}
