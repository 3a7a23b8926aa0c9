import { useMutation } from '@tanstack/react-query';
import { DELETE_CONFIRMATION_WORD, PRIVACY_ROUTES, type DeleteAccountRequest } from '@shared/privacy';
import { apiFetch, type ApiFetch } from '@/lib/api-client';

/**
 * 'Supprimer définitivement': `DELETE /api/me` with the word the parent typed (the server checks it again),
 * 204 once everything is deleted. A refusal carries the server's French message (a subscription still
 * renewing: 409).
 */
export async function deleteMyAccount(fetcher: ApiFetch = apiFetch): Promise<void> {
  const body: DeleteAccountRequest = { confirmation: DELETE_CONFIRMATION_WORD };
  await fetcher<void>(PRIVACY_ROUTES.deleteAccount, { method: 'DELETE', body: JSON.stringify(body) });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: () => deleteMyAccount() });
}
