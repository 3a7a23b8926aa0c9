import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { RegenerateImageRequest, StoryDetail } from '@shared/stories';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { storyQueryKeys } from './story-query-keys';

const regenerateImageResponseSchema = z.object({ imageUrl: z.string().min(1) });

/**
 * `POST /api/stories/{id}/image`: draws picture `picture` (1-based; the first by default) again and answers
 * its new signed URL. Failures keep the API's status and French message (409, 404, 429, 503).
 */
export async function regenerateImage(id: string, fetcher: ApiFetch = apiFetch, picture = 1): Promise<{ imageUrl: string }> {
  const body: RegenerateImageRequest = { picture };
  const parsed = regenerateImageResponseSchema.safeParse(
    await fetcher<unknown>(`/stories/${encodeURIComponent(id)}/image`, { method: 'POST', body: JSON.stringify(body) }),
  );
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/** The cached detail once picture `picture` is drawn again: its new URL, and the first's in `imageUrl` too. */
export function withPictureRegenerated(story: StoryDetail, picture: number, imageUrl: string): StoryDetail {
  const illustrations = story.illustrations.map((illustration, index) => (index === picture - 1 ? { ...illustration, url: imageUrl, missing: false } : illustration));
  return picture === 1 ? { ...story, imageUrl, imageMissing: false, illustrations } : { ...story, illustrations };
}

/**
 * The mutation's variable is the picture (1-based). On success the story's cached detail gets the new URL
 * at once, and every story list is refreshed.
 */
export function useRegenerateImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: number) => regenerateImage(id, apiFetch, picture),
    onSuccess: ({ imageUrl }, picture) => {
      queryClient.setQueryData<StoryDetail>(storyQueryKeys.detail(id), (story) => (story ? withPictureRegenerated(story, picture, imageUrl) : story));
      void queryClient.invalidateQueries({ queryKey: storyQueryKeys.all });
    },
  });
}
