import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircleIcon, RefreshCwIcon, WrenchIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/session';
import { CREDITS_QUERY_KEY, creditsErrorMessage, fixCreditTypes, fixCreditTypesErrorToast, fixCreditTypesToast, showToast, syncSubscription, type ToastSpec, useCredits } from '@/features/credits';
import { notSignedInToast, subscriptionSyncErrorToast, subscriptionSyncToast } from '@/features/admin/admin-toasts';
import { OWN_ACCOUNT_TEXT } from '@/features/admin/messages';

type Operation = 'subscription' | 'creditTypes';

/**
 * AdminSync's two buttons (spec part 2 §2), for every signed-in parent and on their own account only (DESIGN
 * departure 4): the manual subscription sync with the payment provider, and the credit-type fix of the
 * existing stories. Both are the reconciliation calls; afterwards the cached credits are read again, and the
 * numbers shown here follow.
 */
export function OwnAccountTools() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<Operation | null>(null);

  const run = async <T,>(operation: Operation, call: () => Promise<T>, toast: (result: T) => ToastSpec, errorToast: (error: unknown) => ToastSpec) => {
    if (status !== 'signedIn') {
      showToast(notSignedInToast());
      return;
    }
    setRunning(operation);
    try {
      showToast(toast(await call()));
      void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
    } catch (error) {
      console.error(error);
      showToast(errorToast(error));
    } finally {
      setRunning(null);
    }
  };

  const button = (operation: Operation, icon: ReactNode, label: string, onClick: () => Promise<void>) => (
    <Button variant="outline" disabled={running !== null} aria-busy={running === operation} onClick={() => void onClick()} className="whitespace-normal">
      {running === operation ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : icon}
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="own-account-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="own-account-title">{OWN_ACCOUNT_TEXT.title}</h2>
          </CardTitle>
          <CardDescription>{OWN_ACCOUNT_TEXT.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <OwnCredits />
          <div className="flex flex-wrap gap-2">
            {button('subscription', <RefreshCwIcon aria-hidden="true" />, OWN_ACCOUNT_TEXT.syncSubscription, () =>
              run('subscription', () => syncSubscription(), subscriptionSyncToast, subscriptionSyncErrorToast),
            )}
            {button('creditTypes', <WrenchIcon aria-hidden="true" />, OWN_ACCOUNT_TEXT.fixCreditTypes, () =>
              run('creditTypes', () => fixCreditTypes(), fixCreditTypesToast, fixCreditTypesErrorToast),
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

/** The caller's four numbers, live (the credits query): what a manual change or a repair just did shows here. */
function OwnCredits() {
  const credits = useCredits();
  if (!credits.data) {
    return credits.isError ? (
      <p className="text-sm font-semibold text-destructive">{creditsErrorMessage(credits.error)}</p>
    ) : (
      <>
        <span role="status" className="sr-only">
          {OWN_ACCOUNT_TEXT.loadingCredits}
        </span>
        <Skeleton className="h-16" />
      </>
    );
  }
  const numbers = [
    [OWN_ACCOUNT_TEXT.storiesLeft, credits.data.storiesLeft, 'stories-left'],
    [OWN_ACCOUNT_TEXT.bonus, credits.data.bonusStories, 'bonus-credits'],
    [OWN_ACCOUNT_TEXT.monthlyLeft, credits.data.monthlyCreditsRemaining, 'monthly-credits'],
    [OWN_ACCOUNT_TEXT.storiesCreated, credits.data.totalStoriesCreated, 'stories-created'],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="own-credits">
      {numbers.map(([label, value, id]) => (
        <div key={id} className="flex flex-col gap-0.5 rounded-xl bg-muted px-3 py-2">
          <dt className="text-sm font-bold text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-extrabold text-foreground tabular-nums" data-testid={`own-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
