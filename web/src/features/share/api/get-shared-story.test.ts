import { describe, expect, it } from 'vitest';
import { getSharedStory, SharedStoryError } from '@/features/share/api/get-shared-story';
import { SHARE_UI_MESSAGES } from '@/features/share/messages';

const TOKEN = 'a'.repeat(43);
const STORY = { title: 'La lune', childFirstName: 'Léa', content: 'Il était une fois.', moral: 'Morale.', illustrations: [{ url: null, paragraph: 0, caption: 'La lune.' }], audioParts: [], words: null, parentVoice: null };
const answering = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

describe('getSharedStory', () => {
  it("should ask the link's API address without credentials and give back the story", async () => {
    // Arrange
    const asked: [string, RequestInit | undefined][] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push([String(input), init]);
      return answering(200, STORY)(input, init);
    }) as typeof fetch;

    // Act
    const story = await getSharedStory(TOKEN, fetcher);

    // Assert
    expect(story).toEqual(STORY);
    expect(asked).toEqual([[`/api/shared/${TOKEN}`, expect.objectContaining({ credentials: 'omit' })]]);
  });

  it("should show the API's French 404, its own French text for any 429 (API Gateway's is English) and for an answer of the wrong shape", async () => {
    // Act
    const failures = await Promise.all(
      [answering(404, { message: 'Ce lien a disparu.' }), answering(429, { message: 'Too Many Requests' }), answering(200, { title: 42 }), answering(502, { message: 'Bad Gateway' })].map((fetcher) =>
        getSharedStory(TOKEN, fetcher).then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );

    // Assert
    expect(failures.every((failure) => failure instanceof SharedStoryError)).toBe(true);
    expect(failures.map((failure) => (failure as SharedStoryError).message)).toEqual(['Ce lien a disparu.', SHARE_UI_MESSAGES.tooManyViews, SHARE_UI_MESSAGES.unknownError, SHARE_UI_MESSAGES.unknownError]);
  });

  it('should say the server cannot be reached when the request fails', async () => {
    // Arrange
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;

    // Act
    const failure = getSharedStory(TOKEN, offline);

    // Assert
    await expect(failure).rejects.toMatchObject({ status: 0, message: SHARE_UI_MESSAGES.networkError });
  });
});
