import type { SharedStory } from '@shared/story-shares';
import { SHARE_UI_MESSAGES } from '@/features/share/messages';

/** A failure of the public page, with the French text it shows. */
export class SharedStoryError extends Error {
  override readonly name = 'SharedStoryError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `GET /api/shared/{token}`, without a session: a plain fetch, so the public page loads neither Amplify nor
 * React Query (nor zod). The API's French message is shown as it is (404 for any link that does not open, 429).
 */
export async function getSharedStory(token: string, fetcher: typeof fetch = fetch): Promise<SharedStory> {
  let response: Response;
  try {
    response = await fetcher(`/api/shared/${encodeURIComponent(token)}`, { headers: { Accept: 'application/json' }, credentials: 'omit' });
  } catch {
    throw new SharedStoryError(0, SHARE_UI_MESSAGES.networkError);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // Ours are French; API Gateway's own throttling answer is not, so a 429 always gets ours.
    const message = (body as { message?: unknown } | undefined)?.message;
    if (response.status === 429) throw new SharedStoryError(429, SHARE_UI_MESSAGES.tooManyViews);
    if (response.status === 404) throw new SharedStoryError(404, typeof message === 'string' ? message : SHARE_UI_MESSAGES.linkNotFound);
    throw new SharedStoryError(response.status, SHARE_UI_MESSAGES.unknownError);
  }
  if (!isSharedStory(body)) throw new SharedStoryError(response.status, SHARE_UI_MESSAGES.unknownError);
  return body;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The answer's shape, checked by hand rather than with `sharedStorySchema`: zod would become a chunk shared with
 * this public page, and the public pages' entry lists every chunk a lazy page preloads (it has no byte left).
 */
function isSharedStory(body: unknown): body is SharedStory {
  const story = body as Partial<Record<keyof SharedStory, unknown>> | null;
  return (
    typeof story === 'object' &&
    story !== null &&
    [story.title, story.childFirstName, story.content, story.moral].every(isText) &&
    Array.isArray(story.illustrations) &&
    story.illustrations.every((picture: { url?: unknown; caption?: unknown; paragraph?: unknown }) => (picture.url === null || isText(picture.url)) && isText(picture.caption) && Number.isInteger(picture.paragraph)) &&
    Array.isArray(story.audioParts) &&
    story.audioParts.every((part: { url?: unknown; startMs?: unknown; durationMs?: unknown }) => isText(part.url) && typeof part.startMs === 'number' && typeof part.durationMs === 'number') &&
    (story.words === null || Array.isArray(story.words)) &&
    (story.parentVoice === null || (Array.isArray(story.parentVoice) && story.parentVoice.every((part: { url?: unknown }) => isText(part.url))))
  );
}
