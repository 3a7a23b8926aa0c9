import * as z from 'zod';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';

const storyBookLinkSchema = z.object({ url: z.string().min(1), expiresAt: z.string().min(1) });
export type StoryBookLink = z.infer<typeof storyBookLinkSchema>;

/**
 * `GET /api/stories/{id}/book.pdf` (issue 31, item 3): a link of a few minutes to the story's picture book
 * to print (A5 PDF), made on the server on the first download. The link downloads the file (it is served
 * as an attachment). Failures keep the API's status and French message (404, 409 while the pictures are
 * being made).
 */
export async function getStoryBook(id: string, fetcher: ApiFetch = apiFetch): Promise<StoryBookLink> {
  const parsed = storyBookLinkSchema.safeParse(await fetcher<unknown>(`/stories/${encodeURIComponent(id)}/book.pdf`));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}
