import type { ProfileRepository } from '#core/profiles/profile-repository';
import type { Profile, ProfileInput, Theme } from '#shared/profiles';

/** A complete, valid profile input (every closed option taken from its list). */
export const LEA: ProfileInput = {
  name: 'Léa',
  age: 6,
  gender: 'girl',
  avatar: 'Rocket',
  favoriteColor: '#FFD700',
  skinColor: 'Claire',
  hairColor: 'Roux',
  hairType: 'Bouclés',
  hairLength: 'Longs',
  eyeColor: 'Vert',
  height: 'Petit(e)',
  style: 'Magique',
  favoriteHobby: 'Les cabanes',
  readingLevel: 'beginner',
  personality: ['Curieux'],
  interests: ['Espace'],
  theme: 'nature',
};

/** A stored profile: LEA with an id and dates, and any field changed. */
export function profileOf(id: string, fields: Partial<Profile> = {}): Profile {
  return { ...LEA, id, createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z', ...fields };
}

/**
 * The profiles table in memory, with the DynamoDB adapter's rules: one partition per parent (a call never
 * sees another parent's profile), `replace` and `setTheme` change only an existing profile (the adapter's
 * condition) and write every field of the input as the adapter's SET does.
 */
export class InMemoryProfiles implements ProfileRepository {
  readonly partitions = new Map<string, Map<string, Profile>>();
  /** Successful writes (create, replace, setTheme, delete): a refused request must leave it unchanged. */
  writes = 0;
  /** `delete` throws DynamoDB's TransactionConflictException this many times (a story creation's transaction holds the row). */
  deleteConflicts = 0;
  /** Every call, in order, as `method profileId`. */
  readonly calls: string[] = [];

  /** Puts a profile in a parent's partition, as it would be after its creation. */
  put(userId: string, profile: Profile): void {
    this.partition(userId).set(profile.id, structuredClone(profile));
  }

  has(userId: string, profileId: string): boolean {
    return this.partitions.get(userId)?.has(profileId) ?? false;
  }

  async list(userId: string): Promise<Profile[]> {
    this.calls.push('list');
    return [...this.partition(userId).values()].map((profile) => structuredClone(profile));
  }

  async get(userId: string, profileId: string): Promise<Profile | undefined> {
    this.calls.push(`get ${profileId}`);
    const profile = this.partition(userId).get(profileId);
    return profile && structuredClone(profile);
  }

  async create(userId: string, profile: Profile): Promise<void> {
    this.calls.push(`create ${profile.id}`);
    if (this.partition(userId).has(profile.id)) throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    this.writes += 1;
    this.put(userId, profile);
  }

  async replace(userId: string, profileId: string, input: ProfileInput, now: string): Promise<Profile | undefined> {
    this.calls.push(`replace ${profileId}`);
    return this.update(userId, profileId, { ...input, updatedAt: now });
  }

  async setTheme(userId: string, profileId: string, theme: Theme, now: string): Promise<Profile | undefined> {
    this.calls.push(`setTheme ${profileId}`);
    return this.update(userId, profileId, { theme, updatedAt: now });
  }

  async delete(userId: string, profileId: string): Promise<void> {
    this.calls.push(`delete ${profileId}`);
    if (this.deleteConflicts > 0) {
      this.deleteConflicts -= 1;
      throw Object.assign(new Error('Transaction is ongoing for the item'), { name: 'TransactionConflictException' });
    }
    // DeleteItem of a missing key is no error.
    if (this.partition(userId).delete(profileId)) this.writes += 1;
  }

  private update(userId: string, profileId: string, fields: Partial<Profile>): Profile | undefined {
    const existing = this.partition(userId).get(profileId);
    if (!existing) return undefined;
    const updated: Profile = { ...existing, ...fields };
    this.writes += 1;
    this.put(userId, updated);
    return structuredClone(updated);
  }

  private partition(userId: string): Map<string, Profile> {
    let partition = this.partitions.get(userId);
    if (!partition) this.partitions.set(userId, (partition = new Map()));
    return partition;
  }
}
