import { useMutation } from '@tanstack/react-query';
import { checkoutResponseSchema, PAYMENT_MESSAGES, type CheckoutResponse } from '@shared/packs';
import { ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { isSafePaymentUrl } from '@/features/credits';
import type { OfferId } from '@/features/shop/shop-logic';

/**
 * create-payment (spec part 2 §7): `POST /api/checkout` with the offer's id only (the server prices it) →
 * the payment page's address. An answer without a usable address is the spec's 'La création de la session
 * de paiement a échoué'.
 */
export const CHECKOUT_PATH = '/checkout';

export async function startCheckout(offerId: OfferId, fetcher: ApiFetch = apiFetch): Promise<CheckoutResponse> {
  const answer = await fetcher<unknown>(CHECKOUT_PATH, { method: 'POST', body: JSON.stringify({ packId: offerId }) });
  const parsed = checkoutResponseSchema.safeParse(answer);
  if (!parsed.success || !isSafePaymentUrl(parsed.data.url)) throw new ApiError(200, PAYMENT_MESSAGES.sessionFailed, { cause: parsed.error });
  return parsed.data;
}

export function useCheckout() {
  return useMutation({ mutationFn: (offerId: OfferId) => startCheckout(offerId) });
}
