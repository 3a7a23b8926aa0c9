import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { StoryDetail } from '@shared/stories';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { storyQueryKeys } from './story-query-keys';

const regenerateImageResponseSchema = z.object({ imageUrl: z.string().min(1) });

/**
 * `POST /api/stories/{id}/image`: draws the illustration again and answers its new signed URL.
 * Failures keep the API's status and French message (409, 404, 503).
 */
export async function regenerateImage(id: string, fetcher: ApiFetch = apiFetch): Promise<{ imageUrl: string }> {
  const parsed = regenerateImageResponseSchema.safeParse(await fetcher<unknown>(`/stories/${encodeURIComponent(id)}/image`, { method: 'POST' }));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/** On success the story's cached detail gets the new URL at once, and every story list is refreshed. */
export function useRegenerateImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateImage(id),
    onSuccess: ({ imageUrl }) => {
      queryClient.setQueryData<StoryDetail>(storyQueryKeys.detail(id), (story) => (story ? { ...story, imageUrl, imageMissing: false } : story));
      void queryClient.invalidateQueries({ queryKey: storyQueryKeys.all });
    },
  });
}
