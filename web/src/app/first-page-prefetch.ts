import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { storyApiPath } from '@/features/stories/api/story-api-path';
import { currentIdToken } from '@/lib/auth/session-client';
import { API_BASE_PATH } from '@/lib/constants';
import { routePatterns } from '@/lib/paths';

/**
 * The data of the page a parent opened directly (a shared link to a story, a reload), asked for as soon as
 * Amplify knows the user pool, while React Router still waits for the page's chunks. Without it the request
 * waits for the session's first read, the guard and the page to render (bench:story-render).
 *
 * A bare request: the API client and its zod schemas stay out of the shell's chunks (bench:size). Only a
 * successful answer is kept, checked with the page's own schema once that chunk has loaded; anything else
 * is left to the page, which asks again and shows its own messages. A signed-out visitor asks for nothing.
 */
export async function prefetchFirstPage(pathname: string, queryClient: QueryClient): Promise<void> {
  const story = matchPath(routePatterns.story, pathname);
  if (!story?.params.id) return;
  const token = await currentIdToken().catch(() => undefined);
  if (!token) return;
  const answer = fetch(`${API_BASE_PATH}${storyApiPath(story.params.id)}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  }).then((response) => (response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(String(response.status)))));
  answer.catch(() => {});
  const { seedStory } = await import('@/features/stories/api/get-story');
  await seedStory(queryClient, story.params.id, answer);
}
