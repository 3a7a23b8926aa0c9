import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The family link's address (issue 31, item 2), made by the API (SHARED_STORY_PATH_PREFIX in shared/story-shares.ts,
 * which the router's entry must not import: zod).
 */
const SHARED_STORY_PREFIX = '/partage/';
const SharedStoryScreen = lazy(() => import('@/features/share/components/shared-story-screen'));
const NotFoundPage = lazy(() => import('@/features/public/pages/not-found-page').then(({ Component }) => ({ default: Component })));

/** The token of a family link's address, or undefined for any other path. */
export function sharedStoryToken(pathname: string): string | undefined {
  if (!pathname.startsWith(SHARED_STORY_PREFIX)) return undefined;
  const token = pathname.slice(SHARED_STORY_PREFIX.length).replace(/\/$/, '');
  return token === '' || token.includes('/') ? undefined : token;
}

/**
 * Every path without a route of its own: a family link's page (read without an account, outside the public layout
 * and the app shell), else the not-found page. The family link is not a route of the table because a route costs the
 * public pages' entry its bytes (its object and its chunks' preload list), and that entry has none left; here it
 * costs the entry nothing, and each screen stays a chunk of its own.
 */
export function Component() {
  const token = sharedStoryToken(useLocation().pathname);
  return <Suspense fallback={null}>{token === undefined ? <NotFoundPage /> : <SharedStoryScreen token={token} />}</Suspense>;
}
