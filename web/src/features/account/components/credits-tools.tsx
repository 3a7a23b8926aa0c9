import { ChevronDownIcon, LoaderCircleIcon, WrenchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ACCOUNT_TEXT } from '@/features/account/messages';
import { type ReconcileOperation, useReconcileActions } from '@/features/credits';

/**
 * 'Un souci avec vos histoires ?' on /account: the reconciliation calls a parent may run on their own account
 * (spec part 1 §4 subscription helpers, part 2 §2 AdminSync's two buttons; DESIGN departure 7: each
 * recomputes from the ledger and repairs through a ledger entry), each with the spec's toasts. Folded by
 * default: they are for the rare case where the numbers look wrong.
 */
export function CreditsTools() {
  const actions = useReconcileActions();
  const button = (operation: ReconcileOperation, label: string, run: () => Promise<boolean>): ReactNode => (
    <Button variant="outline" size="sm" disabled={actions.syncing} aria-busy={actions.running === operation} onClick={() => void run()}>
      {actions.running === operation ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
      {label}
    </Button>
  );
  return (
    <details className="group rounded-xl border bg-card text-card-foreground shadow-sm" data-testid="credits-tools">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-bold focus-ring [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <WrenchIcon aria-hidden="true" className="size-5 text-primary" />
          {ACCOUNT_TEXT.toolsTitle}
        </span>
        <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <p className="text-sm text-muted-foreground">
          {ACCOUNT_TEXT.toolsDescription}
        </p>
        <div className="flex flex-wrap gap-2">
          {button('syncStories', ACCOUNT_TEXT.syncStories, () => actions.syncStories())}
          {button('syncSubscription', ACCOUNT_TEXT.syncSubscription, () => actions.syncSubscription())}
          {button('fixCredits', ACCOUNT_TEXT.fixCredits, () => actions.fixCredits({ fixCreditTypes: true }))}
          {button('recalculate', ACCOUNT_TEXT.recalculate, () => actions.recalculate())}
          {button('fixCreditTypes', ACCOUNT_TEXT.fixCreditTypes, () => actions.fixCreditTypes())}
        </div>
      </div>
    </details>
  );
}
