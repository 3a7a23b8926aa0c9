import { useMutation } from '@tanstack/react-query';
import { audioCombinationResultSchema, TEST_TOOLS_ROUTES, type AudioCombinationResult } from '@shared/test-tools';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

/**
 * `POST /api/test/stories/{id}/audio-combination` (spec part 2 §7, "Function simulate-audio-combination"): the
 * test story narrated in parts, combined into one MP3 with its word timings shifted part by part.
 */
export async function simulateAudioCombination(id: string, fetcher: ApiFetch = apiFetch): Promise<AudioCombinationResult> {
  const parsed = audioCombinationResultSchema.safeParse(await fetcher<unknown>(TEST_TOOLS_ROUTES.audioCombination(id), { method: 'POST' }));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function useSimulateAudioCombination() {
  return useMutation({ mutationFn: (id: string) => simulateAudioCombination(id) });
}
