import { storyVoiceSchema, type StoryVoice } from '@shared/voice';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

const voicePath = (id: string) => `/stories/${encodeURIComponent(id)}/voice`;

/**
 * `PUT /api/stories/{id}/voice/paragraphs/{n}`: one paragraph's recording as the browser made it, its type in
 * Content-Type and its length in the query. Answers the parent's recording as it now is. Failures keep the
 * API's status and French message (413 too long, 415 not a recording, 404 not their story).
 */
export async function uploadVoiceParagraph(id: string, paragraph: number, recording: Blob, durationMs: number, fetcher: ApiFetch = apiFetch): Promise<StoryVoice> {
  const answer = await fetcher<unknown>(`${voicePath(id)}/paragraphs/${paragraph}?durationMs=${Math.round(durationMs)}`, {
    method: 'PUT',
    body: recording,
    headers: { 'Content-Type': recording.type || 'application/octet-stream' },
  });
  const parsed = storyVoiceSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/** `DELETE /api/stories/{id}/voice`: the whole recording goes. */
export async function deleteVoice(id: string, fetcher: ApiFetch = apiFetch): Promise<void> {
  await fetcher<void>(voicePath(id), { method: 'DELETE' });
}
