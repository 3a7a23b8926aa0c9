import { LoaderCircleIcon, SettingsIcon } from 'lucide-react';
import { toast } from 'sonner';
import { PAYMENT_MESSAGES } from '@shared/packs';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useBillingPortal } from '@/features/credits/api/billing-portal';
import { CREDITS_MESSAGES } from '@/features/credits/messages';

export const MANAGE_SUBSCRIPTION_LABEL = CREDITS_MESSAGES.manageSubscription;

/**
 * 'Gérer mon abonnement': opens the payment provider's billing portal (`POST /api/billing-portal`) in this tab;
 * the portal leads back to /account. Shown on /account and on a subscriber's subscription card in the shop.
 */
export function ManageSubscriptionButton({ variant = 'outline', className }: Pick<ButtonProps, 'variant' | 'className'>) {
  const portal = useBillingPortal();
  // Kept busy after success too: the page is being left for the portal.
  const busy = portal.isPending || portal.isSuccess;
  return (
    <Button
      variant={variant}
      className={className}
      disabled={busy}
      aria-busy={busy}
      onClick={() =>
        portal.mutate(undefined, {
          onSuccess: ({ url }) => window.location.assign(url),
          onError: (error) => {
            console.error(error);
            toast.error(CREDITS_MESSAGES.error, { description: error instanceof ApiError && error.status !== 0 ? error.message : PAYMENT_MESSAGES.portalFailed });
          },
        })
      }
    >
      {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <SettingsIcon aria-hidden="true" />}
      {MANAGE_SUBSCRIPTION_LABEL}
    </Button>
  );
}
