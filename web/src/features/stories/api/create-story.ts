import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStoryResponseSchema, type CreateStoryRequest } from '@shared/stories';
import { CREATE_MESSAGES } from '@/features/stories/messages';
import { ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { CREDITS_QUERY_KEY } from '@/features/credits';
import { storyQueryKeys } from './story-query-keys';

/**
 * `POST /api/stories`: spends one credit and starts the generation; answers 201 `{ id }`.
 * Errors keep the API's status and French message: 400 (invalid or refused text, naming the field),
 * 401, 402 'Crédits insuffisants', 404 'Profil enfant non trouvé'.
 */
export async function createStory(request: CreateStoryRequest, fetcher: ApiFetch = apiFetch): Promise<{ id: string }> {
  const body = await fetcher<unknown>('/stories', { method: 'POST', body: JSON.stringify(request) });
  const parsed = createStoryResponseSchema.safeParse(body);
  // Spec part 2 §5: the answer must carry the story's id, or there is nothing to follow.
  if (!parsed.success) throw new ApiError(201, CREATE_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/**
 * The credit is spent and a story exists: the credits, the recent and the pending stories are stale.
 * The refetches are not awaited, so the progress screen shows without waiting for them.
 */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateStoryRequest) => createStory(request),
    onSuccess: () => {
      for (const queryKey of [CREDITS_QUERY_KEY, storyQueryKeys.recent, storyQueryKeys.pending]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
