import type { Profile } from '#shared/profiles';
import type { StoryChild } from '#core/story-makers-port';

/**
 * Brothers and sisters (issue 31, item 5): a story may have two heroes, two profiles of the same account.
 * The story item keeps `profileId` (the first child, the one the parent chose first) and `siblingProfileId`
 * (the second), and its request both children as their profiles were at creation (`child`, `sibling`).
 *
 * - Each child's library lists it: the library's Query reads the caller's own partition and keeps the stories
 *   whose `profileId` or `siblingProfileId` is the child (no index, nothing read outside the caller's data).
 * - Deleting either child's profile deletes the story, with its pictures and narration: it carries that
 *   child's name, traits and drawn likeness, which the deletion promises to remove.
 * - The export holds it once, with both ids and both children.
 * - It costs one credit, like any story.
 * - The second profile is read in the caller's partition before anything is spent, and checked again by a
 *   ConditionCheck (attribute_exists, in the caller's partition) in the very transaction that takes the credit
 *   (story-credit-repository.ts): a second profile deleted in between cancels it all, a French 404 with nothing
 *   spent, so no story is left in one child's library naming a child who is gone.
 */

/** The fields of a profile that shape a story: the child as the makers see them. */
export function storyChildOf(profile: Profile): StoryChild {
  return {
    name: profile.name,
    age: profile.age,
    gender: profile.gender,
    personality: profile.personality,
    interests: profile.interests,
    favoriteColor: profile.favoriteColor,
    favoriteHobby: profile.favoriteHobby,
    readingLevel: profile.readingLevel,
    skinColor: profile.skinColor,
    hairColor: profile.hairColor,
    hairType: profile.hairType,
    hairLength: profile.hairLength,
    eyeColor: profile.eyeColor,
    height: profile.height,
    style: profile.style,
  };
}

/** The DynamoDB filter on a story's children: the stories of a profile are those where it is either hero. */
export const STORY_OF_PROFILE_FILTER = '(profileId = :profileId OR siblingProfileId = :profileId)';
