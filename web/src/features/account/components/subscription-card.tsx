import { CalendarHeartIcon, ShoppingBagIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ManageSubscriptionButton, useCredits } from '@/features/credits';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ACCOUNT_TEXT } from '@/features/account/messages';
import { subscriptionView } from '@/features/account/components/subscription-logic';
import { paths } from '@/lib/paths';

/** /account's subscription block (issue 13, item 4): its state and 'Gérer mon abonnement', or the way to the offer. */
export function SubscriptionCard() {
  const credits = useCredits();
  if (!credits.data) return null;
  const view = subscriptionView(credits.data);

  return (
    <section aria-labelledby="subscription-title" data-testid="account-subscription">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="subscription-title" className="flex items-center gap-2">
              <CalendarHeartIcon aria-hidden="true" className="size-6 text-primary" />
              {ACCOUNT_TEXT.subscriptionTitle}
            </h2>
          </CardTitle>
          <CardDescription>{ACCOUNT_TEXT.subscriptionDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-1">
            <dt className="sr-only">{ACCOUNT_TEXT.planTerm}</dt>
            <dd className="text-lg font-extrabold" data-testid="subscription-plan">
              {view.title}
              {view.status ? <span className="font-semibold text-muted-foreground"> · {view.status}</span> : null}
            </dd>
            {view.period ? (
              <>
                <dt className="sr-only">{ACCOUNT_TEXT.periodTerm}</dt>
                <dd>{view.period}</dd>
              </>
            ) : null}
            {view.monthlyLeft ? (
              <>
                <dt className="sr-only">{ACCOUNT_TEXT.monthlyTerm}</dt>
                <dd data-testid="subscription-monthly-left">{view.monthlyLeft}</dd>
              </>
            ) : null}
          </dl>
        </CardContent>
        <CardFooter className="flex-wrap">
          {view.canManage ? <ManageSubscriptionButton /> : null}
          {credits.data.planType === 'subscription' ? null : (
            <Button asChild variant="secondary">
              <Link to={paths.shop}>
                <ShoppingBagIcon aria-hidden="true" />
                {ACCOUNT_TEXT.discoverSubscription}
              </Link>
            </Button>
          )}
        </CardFooter>
      </Card>
    </section>
  );
}
