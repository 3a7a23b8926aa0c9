import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, adminCreditsResponseSchema, type AdminCreditsRequest, type AdminCreditsResponse } from '@shared/admin';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { CREDITS_QUERY_KEY } from '@/features/credits';

/** manual_update_user_credits: `POST /api/admin/credits` → the four numbers as set, and what changed. */
export async function setUserCredits(request: AdminCreditsRequest, fetcher: ApiFetch = apiFetch): Promise<AdminCreditsResponse> {
  const answer = await fetcher<unknown>(ADMIN_ROUTES.credits, { method: 'POST', body: JSON.stringify(request) });
  const parsed = adminCreditsResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/** After a change the cached credits are read again (spec part 2 §7): when the admin changed their own, the numbers on screen follow. */
export function useSetUserCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdminCreditsRequest) => setUserCredits(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY }),
  });
}
