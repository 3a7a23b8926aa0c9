import { useMutation } from '@tanstack/react-query';
import { billingPortalResponseSchema, PAYMENT_MESSAGES } from '@shared/packs';
import { ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { isSafePaymentUrl } from '@/features/credits/payment-url';

/**
 * `POST /api/billing-portal` → the page where a subscriber manages or cancels the subscription (Stripe's
 * billing portal, or the twin's local one). In lib/, not in the shop feature: the account page ('Gérer mon
 * abonnement') and the shop (a subscriber's subscription card) both open it, and features never import
 * each other.
 */
export const BILLING_PORTAL_PATH = '/billing-portal';

export async function openBillingPortal(fetcher: ApiFetch = apiFetch): Promise<{ url: string }> {
  const answer = await fetcher<unknown>(BILLING_PORTAL_PATH, { method: 'POST', body: '{}' });
  const parsed = billingPortalResponseSchema.safeParse(answer);
  if (!parsed.success || !isSafePaymentUrl(parsed.data.url)) throw new ApiError(200, PAYMENT_MESSAGES.portalFailed, { cause: parsed.error });
  return parsed.data;
}

export function useBillingPortal() {
  return useMutation({ mutationFn: () => openBillingPortal() });
}
