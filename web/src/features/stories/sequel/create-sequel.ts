import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSequelResponseSchema, type CreateSequelRequest, type CreateSequelResponse } from '@shared/story-sequels';
import { CREATE_MESSAGES } from '@/features/stories/messages';
import { storyQueryKeys } from '@/features/stories/api/story-query-keys';
import { ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { CREDITS_QUERY_KEY } from '@/features/credits';

/**
 * `POST /api/stories/{id}/sequel` (issue 31, item 1): spends one credit and starts the next episode; answers 201
 * `{ id, series }`. Errors keep the API's status and French message: 400 (a refused text or the same goal, naming
 * the field), 401, 402 'Crédits insuffisants', 404 'Histoire non trouvée', 409 (the earlier episode is not finished).
 */
export async function createSequel(storyId: string, request: CreateSequelRequest, fetcher: ApiFetch = apiFetch): Promise<CreateSequelResponse> {
  const body = await fetcher<unknown>(`/stories/${encodeURIComponent(storyId)}/sequel`, { method: 'POST', body: JSON.stringify(request) });
  const parsed = createSequelResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(201, CREATE_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/** As a new story's: the credits, the recent and the pending stories are stale, and the library's series too. */
export function useCreateSequel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, request }: { storyId: string; request: CreateSequelRequest }) => createSequel(storyId, request),
    onSuccess: (_answer, { storyId }) => {
      for (const queryKey of [CREDITS_QUERY_KEY, storyQueryKeys.recent, storyQueryKeys.pending, storyQueryKeys.libraries, storyQueryKeys.detail(storyId)]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
