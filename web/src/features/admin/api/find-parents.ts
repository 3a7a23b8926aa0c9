import { useMutation } from '@tanstack/react-query';
import { ADMIN_ROUTES, adminParentLookupResponseSchema, type AdminParentLookupResponse } from '@shared/admin';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/** The credit form's lookup: `POST /api/admin/credits/lookup` `{ email }` → the sign-ins with that address and their numbers. */
export async function findParents(email: string, fetcher: ApiFetch = apiFetch): Promise<AdminParentLookupResponse> {
  const answer = await fetcher<unknown>(ADMIN_ROUTES.parentLookup, { method: 'POST', body: JSON.stringify({ email }) });
  const parsed = adminParentLookupResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/** A mutation rather than a query: it runs when the admin asks, and its answer is the form's to keep. */
export function useFindParents() {
  return useMutation({ mutationFn: (email: string) => findParents(email) });
}
