import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activeSharesSchema, createdShareSchema, type ActiveShares, type CreatedShare, type ShareDurationDays } from '@shared/story-shares';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

const storyShareUrl = (storyId: string) => `/stories/${encodeURIComponent(storyId)}/share`;

/** `POST /api/stories/{id}/share`: a new link (replacing the story's previous one), shown to the parent once. */
export async function createShare(storyId: string, days: ShareDurationDays, fetcher: ApiFetch = apiFetch): Promise<CreatedShare> {
  const parsed = createdShareSchema.safeParse(await fetcher<unknown>(storyShareUrl(storyId), { method: 'POST', body: JSON.stringify({ days }) }));
  if (!parsed.success) throw new ApiError(201, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/** `DELETE /api/stories/{id}/share`: the link stops working at once. */
export async function revokeShare(storyId: string, fetcher: ApiFetch = apiFetch): Promise<void> {
  await fetcher<unknown>(storyShareUrl(storyId), { method: 'DELETE' });
}

/** `GET /api/me/shares`: the parent's links still valid. */
export async function listShares(fetcher: ApiFetch = apiFetch): Promise<ActiveShares> {
  const parsed = activeSharesSchema.safeParse(await fetcher<unknown>('/me/shares'));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export const sharesQueryKey = ['shares'] as const;
export const sharesQueryOptions = () => queryOptions({ queryKey: sharesQueryKey, queryFn: () => listShares() });
export const useShares = () => useQuery(sharesQueryOptions());

/** Both changes refresh the list (the story page's state and the account page read it). */
export function useCreateShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, days }: { storyId: string; days: ShareDurationDays }) => createShare(storyId, days),
    onSettled: () => client.invalidateQueries({ queryKey: sharesQueryKey }),
  });
}

export function useRevokeShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (storyId: string) => revokeShare(storyId),
    onSettled: () => client.invalidateQueries({ queryKey: sharesQueryKey }),
  });
}
