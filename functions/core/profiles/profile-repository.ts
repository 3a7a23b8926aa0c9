import type { Profile, ProfileInput, Theme } from '#shared/profiles';

/** The port the profile use cases depend on. Every call is inside one parent's partition. */
export interface ProfileRepository {
  list(userId: string): Promise<Profile[]>;
  get(userId: string, profileId: string): Promise<Profile | undefined>;
  /**
   * Stores a new profile, only while the parent's account exists and is not being deleted (one
   * transaction with that check); AccountDeletedError otherwise.
   */
  create(userId: string, profile: Profile): Promise<void>;
  /** Replaces the fields of an existing profile; false when there is no such profile. */
  replace(userId: string, profileId: string, input: ProfileInput, now: string): Promise<Profile | undefined>;
  setTheme(userId: string, profileId: string, theme: Theme, now: string): Promise<Profile | undefined>;
  delete(userId: string, profileId: string): Promise<void>;
}
