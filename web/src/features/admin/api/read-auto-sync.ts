import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ROUTES, autoSyncResponseSchema, type AutoSyncResponse } from '@shared/admin';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/** The auto-sync setting as it is: `GET /api/admin/auto-sync` (admins only). */
export const AUTO_SYNC_QUERY_KEY = ['admin', 'auto-sync'] as const;

export async function readAutoSync(fetcher: ApiFetch = apiFetch, signal?: AbortSignal): Promise<AutoSyncResponse> {
  const answer = await fetcher<unknown>(ADMIN_ROUTES.autoSync, signal ? { signal } : {});
  const parsed = autoSyncResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function autoSyncQueryOptions(fetcher: ApiFetch = apiFetch) {
  return queryOptions({
    queryKey: AUTO_SYNC_QUERY_KEY,
    queryFn: ({ signal }) => readAutoSync(fetcher, signal),
    // A refusal (403) or a bad answer will not change by asking again at once.
    retry: false,
  });
}

export function useAutoSync(options: { enabled: boolean }) {
  return useQuery({ ...autoSyncQueryOptions(), enabled: options.enabled });
}
