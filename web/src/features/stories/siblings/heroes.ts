import type { Profile } from '@shared/profiles';
import { SIBLING_TEXT } from '@/features/stories/messages';

/**
 * Brothers and sisters (issue 31, item 5): the heroes of a story as the library, the story page and the
 * wizard name them, « Léa et Tom ». From the family's profiles, already read by the app shell; a second
 * child whose profile is gone (being deleted with the story) is not named.
 */

export function heroNames(profiles: readonly Pick<Profile, 'id' | 'name'>[] | undefined, story: { profileId: string; siblingProfileId?: string | null | undefined }): string | null {
  if (!story.siblingProfileId || !profiles) return null;
  const first = profiles.find((profile) => profile.id === story.profileId)?.name;
  const second = profiles.find((profile) => profile.id === story.siblingProfileId)?.name;
  return first && second ? `${first} et ${second}` : null;
}

/** The second child the wizard may offer: any other profile of the family than the first one chosen. */
export function siblingChoices<T extends Pick<Profile, 'id'>>(profiles: readonly T[], firstId: string): T[] {
  return firstId ? profiles.filter((profile) => profile.id !== firstId) : [];
}

/** The wizard's request with its second hero, when one is chosen and is not the first child again. */
export function withSibling<T extends { profileId: string }>(request: T, siblingId: string): T & { siblingProfileId?: string } {
  return siblingId && siblingId !== request.profileId ? { ...request, siblingProfileId: siblingId } : request;
}

/** « Léa et Tom » for the wizard's steps and its confirmation, « Léa » alone for a story of one child. */
export function pairName(first: string | undefined, second: string | undefined): string | undefined {
  return first && second ? `${first} et ${second}` : first;
}

export { SIBLING_TEXT };
