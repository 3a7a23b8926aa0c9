import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, autoSyncResponseSchema, type AutoSyncResponse } from '@shared/admin';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { AUTO_SYNC_QUERY_KEY } from './read-auto-sync';

/** toggle_auto_sync: `POST /api/admin/auto-sync` `{ enable }` → the setting now, with its French sentence. */
export async function toggleAutoSync(enable: boolean, fetcher: ApiFetch = apiFetch): Promise<AutoSyncResponse> {
  const answer = await fetcher<unknown>(ADMIN_ROUTES.autoSync, { method: 'POST', body: JSON.stringify({ enable }) });
  const parsed = autoSyncResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function useToggleAutoSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enable: boolean) => toggleAutoSync(enable),
    onSuccess: (setting) => queryClient.setQueryData(AUTO_SYNC_QUERY_KEY, setting),
  });
}
