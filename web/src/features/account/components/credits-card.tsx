import { BookOpenIcon, RefreshCwIcon, ShoppingBagIcon, SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ACCOUNT_TEXT } from '@/features/account/messages';
import { CREDITS_ERROR_MESSAGE, creditsErrorMessage, creditTotals, useCredits } from '@/features/credits';
import { paths } from '@/lib/paths';

/** Spec part 1 §2, account page: available stories and stories created, with a way to the shop. */
export function CreditsCard() {
  const credits = useCredits();

  let content: ReactNode;
  if (credits.data) {
    // Kept on screen through a failed background refresh: the last known numbers beat an error.
    const totals = creditTotals(credits.data);
    content = (
      <dl className="grid grid-cols-2 gap-3">
        <Stat icon={<SparklesIcon aria-hidden="true" />} label={ACCOUNT_TEXT.storiesLeft} value={totals.storiesLeft} />
        <Stat icon={<BookOpenIcon aria-hidden="true" />} label={ACCOUNT_TEXT.storiesCreated} value={totals.storiesCreated} />
      </dl>
    );
  } else if (credits.isError) {
    content = (
      <Alert variant="destructive">
        <AlertTitle>{CREDITS_ERROR_MESSAGE}</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>{creditsErrorMessage(credits.error)}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={credits.isFetching}
            onClick={() => {
              void credits.refetch();
            }}
          >
            <RefreshCwIcon aria-hidden="true" className={credits.isFetching ? 'animate-spin' : undefined} />
            {ACCOUNT_TEXT.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else {
    content = (
      <div className="grid grid-cols-2 gap-3">
        <span role="status" className="sr-only">
          {ACCOUNT_TEXT.loadingCredits}
        </span>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }

  return (
    <section aria-labelledby="credits-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="credits-title">{ACCOUNT_TEXT.creditsTitle}</h2>
          </CardTitle>
          <CardDescription>{ACCOUNT_TEXT.creditsDescription}</CardDescription>
        </CardHeader>
        <CardContent>{content}</CardContent>
        <CardFooter>
          <Button asChild variant="secondary">
            <Link to={paths.shop}>
              <ShoppingBagIcon aria-hidden="true" />
              {ACCOUNT_TEXT.buyMore}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-muted px-4 py-3">
      <dt className="flex items-center gap-2 text-sm font-bold text-muted-foreground [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="text-3xl font-extrabold text-foreground tabular-nums">{value}</dd>
    </div>
  );
}
