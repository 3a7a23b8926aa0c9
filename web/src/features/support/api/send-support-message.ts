import { useMutation } from '@tanstack/react-query';
import { SUPPORT_MESSAGES, SUPPORT_ROUTE, supportResponseSchema, type SupportFormInput, type SupportResponse } from '@shared/support';
import { ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/**
 * send-support-email (spec part 1 §10): `POST /api/support` with the message only; the server takes the
 * parent's address from the session. Answers the stored message's id.
 */
export async function sendSupportMessage(input: SupportFormInput, fetcher: ApiFetch = apiFetch): Promise<SupportResponse> {
  const answer = await fetcher<unknown>(SUPPORT_ROUTE, { method: 'POST', body: JSON.stringify({ message: input.message }) });
  const parsed = supportResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, SUPPORT_MESSAGES.sendFailed, { cause: parsed.error });
  return parsed.data;
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: (input: SupportFormInput) => sendSupportMessage(input) });
}
