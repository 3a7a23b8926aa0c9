import type { Profile } from '@shared/profiles';

/**
 * The library's child filter (spec part 2 §2: `?profileId=`), without React: which child the page
 * shows, and the address a choice leads to.
 */

/** The filter's value for 'Tous les enfants'. */
export const ALL_CHILDREN = '';

/**
 * The child whose stories are shown: the one the address names when it is one of the parent's children.
 * An id that is not theirs (an old link, a deleted child) shows every story rather than an empty page;
 * while the profiles load, the address is trusted so the first page is asked for at once.
 */
export function shownChildId(profiles: readonly Pick<Profile, 'id'>[] | undefined, requested: string | null): string | null {
  if (!requested) return null;
  if (profiles === undefined) return requested;
  return profiles.some((profile) => profile.id === requested) ? requested : null;
}

/** The address's query after choosing `profileId` (or every child): the other parameters stay as they were. */
export function withChildFilter(current: URLSearchParams, profileId: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (profileId === ALL_CHILDREN) next.delete('profileId');
  else next.set('profileId', profileId);
  return next;
}

export { childStoriesHeading } from '@/features/stories/messages';
