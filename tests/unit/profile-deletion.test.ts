import { describe, expect, it } from 'vitest';
import { CONFLICT_RETRY_POLICY } from '#core/credits/retry-on-conflict';
import { deleteProfile } from '#core/profiles/profile-use-cases';
import { type StoryCleanupRepository } from '#core/profiles/story-cleanup-repository';
import { storyCleanup } from '#core/profiles/story-cleanup-repository';
import { NotFoundError } from '#core/errors';
import { storyMediaKeys } from '#shared/media';
import { PROFILE_MESSAGES } from '#shared/profiles';
import { InMemoryCredits } from './support/in-memory-credits';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryProfiles, profileOf } from './support/in-memory-profiles';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

const caller = { userId: 'parent-1', email: undefined, isAdmin: false };
const noWait = () => Promise.resolve();

/** The parent's stories table, balances and bucket, and the cleanup over them (listing by profile, as the consistent Query does). */
function world() {
  const stories = new InMemoryStories();
  const credits = new InMemoryCredits(stories);
  credits.accounts.open('parent-1', { bonusCredits: 0 });
  const media = new InMemoryMedia();
  const events: string[] = [];
  const cleanup = storyCleanup({
    listStoriesOfProfile: async (userId, profileId) => [...stories.rows.values()].filter((story) => story.userId === userId && story.profileId === profileId).map((story) => structuredClone(story)),
    stories,
    credits,
    media: {
      remove: async (keys) => {
        events.push(`media removed with ${stories.rows.size} rows left`);
        await media.remove(keys);
      },
    },
    sleep: noWait,
  });
  const storeMedia = (storyId: string) => storyMediaKeys(storyId).forEach((key) => media.objects.set(key, 'bytes'));
  return { stories, credits, media, cleanup, events, storeMedia };
}

describe('deleting the stories of a profile', () => {
  it('should give back the credit of every unfinished story, delete the finished ones without a refund, then remove their media', async () => {
    // Arrange
    const { stories, credits, media, cleanup, events, storeMedia } = world();
    const unfinished = ['draft', 'generating_text', 'content_generated', 'generating_image', 'image_generated', 'generating_audio'] as const;
    unfinished.forEach((status, index) => stories.put(storyAt(`unfinished-${index}`, status)));
    stories.put(storyAt('completed', 'completed'));
    stories.put(storyAt('refunded', 'failed', { refundedAt: '2026-11-25T10:01:00.000Z' }));
    stories.put(storyAt('demo', 'draft', { isDemo: true }));
    stories.put(storyAt('other-profile', 'completed', { profileId: 'profile-2' }));
    for (const id of ['unfinished-3', 'completed', 'other-profile']) storeMedia(id);
    credits.grant('bonus', 10);

    // Act
    const deleted = await cleanup.deleteStoriesOfProfile('parent-1', 'profile-1');

    // Assert
    expect(deleted).toBe(9);
    expect([...stories.rows.keys()]).toEqual(['other-profile']);
    expect(credits.balance('bonus')).toBe(10 + unfinished.length);
    expect(credits.ledger.filter(({ reason }) => reason === 'refund_story').map(({ reference }) => reference).sort()).toEqual(unfinished.map((_, index) => `unfinished-${index}`));
    expect(credits.accounts.ledgerTotal('parent-1', 'bonus')).toBe(credits.balance('bonus'));
    expect([...media.objects.keys()].sort()).toEqual(storyMediaKeys('other-profile').sort());
    // Rows first, media after: an object stored by a pipeline meanwhile finds no row and is removed by its writer.
    expect(events).toEqual(['media removed with 1 rows left']);
  });

  it('should read a story again when it was completed after the listing, and then delete it without a refund', async () => {
    // Arrange
    const { stories, credits } = world();
    stories.put(storyAt('finishing', 'completed'));
    credits.grant('bonus', 1);
    const stale = [storyAt('finishing', 'generating_audio')];
    const cleanupWithStaleListing = storyCleanup({ listStoriesOfProfile: async () => stale, stories, credits, media: new InMemoryMedia(), sleep: noWait });

    // Act
    await cleanupWithStaleListing.deleteStoriesOfProfile('parent-1', 'profile-1');

    // Assert
    expect(stories.rows.size).toBe(0);
    expect(credits.balance('bonus')).toBe(1);
    expect(credits.ledger.map(({ reason }) => reason)).toEqual(['grant_pack']);
  });

  it('should try again after a lost race, and give up with an error when the story never settles', async () => {
    // Arrange
    const settling = world();
    settling.stories.put(storyAt('busy', 'generating_image'));
    settling.credits.conflicts.deleteStory = 3;
    const restless = world();
    restless.stories.put(storyAt('restless', 'generating_image'));
    restless.credits.conflicts.deleteStory = 1_000;

    // Act
    const settled = await settling.cleanup.deleteStoriesOfProfile('parent-1', 'profile-1');
    const failure = restless.cleanup.deleteStoriesOfProfile('parent-1', 'profile-1');

    // Assert
    expect(settled).toBe(1);
    expect(settling.credits.balance('bonus')).toBe(1);
    await expect(failure).rejects.toThrow(/kept changing/);
    expect(restless.stories.rows.size).toBe(1);
  });

  it('should still remove the media of the stories it deleted when another story could not be deleted, then report the failure', async () => {
    // Arrange
    const { stories, credits, media, storeMedia } = world();
    stories.put(storyAt('restless', 'generating_image'));
    stories.put(storyAt('done', 'completed'));
    storeMedia('restless');
    storeMedia('done');
    const cleanup = storyCleanup({
      listStoriesOfProfile: async () => [...stories.rows.values()].map((story) => structuredClone(story)),
      stories,
      credits: { deleteStory: (story, now) => (story.storyId === 'restless' ? Promise.resolve('changed' as const) : credits.deleteStory(story, now)) },
      media,
      sleep: noWait,
    });

    // Act
    const attempt = cleanup.deleteStoriesOfProfile('parent-1', 'profile-1');

    // Assert
    await expect(attempt).rejects.toThrow(/restless kept changing/);
    expect([...stories.rows.keys()]).toEqual(['restless']);
    expect(media.keysOf('done')).toEqual([]);
    expect(media.keysOf('restless')).toHaveLength(storyMediaKeys('restless').length);
  });
});

describe('deleting a profile', () => {
  /** The caller's profiles table holding `profile-1`, and a cleanup that records when it ran. */
  function profileWorld(options: { existing?: boolean; storyCount?: number; deleteConflicts?: number } = {}) {
    const profiles = new InMemoryProfiles();
    if (options.existing ?? true) profiles.put('parent-1', profileOf('profile-1'));
    profiles.deleteConflicts = options.deleteConflicts ?? 0;
    const events: string[] = [];
    const stories: StoryCleanupRepository = {
      deleteStoriesOfProfile: async () => {
        events.push(`stories listed and deleted, profile ${profiles.has('parent-1', 'profile-1') ? 'still there' : 'gone'}`);
        return options.storyCount ?? 0;
      },
    };
    const sleeps: number[] = [];
    const sleep = async (ms: number) => void sleeps.push(ms);
    return { profiles, events, sleeps, ports: { profiles, stories, sleep } };
  }

  it('should delete the profile row before listing its stories, so that no story can be created after the listing', async () => {
    // Arrange
    const { ports, events } = profileWorld({ storyCount: 2 });

    // Act
    const result = await deleteProfile(ports, caller, 'profile-1');

    // Assert
    expect(result).toEqual({ deletedStories: 2 });
    expect(events).toEqual(['stories listed and deleted, profile gone']);
  });

  it('should finish a deletion that stopped halfway: a profile already gone whose stories remain gets them deleted', async () => {
    // Arrange
    const { ports, events, profiles } = profileWorld({ existing: false, storyCount: 3 });

    // Act
    const result = await deleteProfile(ports, caller, 'profile-1');

    // Assert
    expect(result).toEqual({ deletedStories: 3 });
    expect(events).toHaveLength(1);
    expect(profiles.calls).toEqual(['get profile-1']);
  });

  it("should answer 404 for a profile that is not the caller's and has no story in their partition, and leave the other parent's profile alone", async () => {
    // Arrange
    const { ports, profiles } = profileWorld({ existing: false });
    profiles.put('parent-2', profileOf('profile-of-another-parent'));

    // Act
    const attempt = deleteProfile(ports, caller, 'profile-of-another-parent');

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toThrow(PROFILE_MESSAGES.notFound);
    expect(profiles.has('parent-2', 'profile-of-another-parent')).toBe(true);
    expect(profiles.writes).toBe(0);
  });

  it('should try the profile row again while a story creation holds it in its transaction', async () => {
    // Arrange
    const { ports, events, sleeps, profiles } = profileWorld({ deleteConflicts: 2 });

    // Act
    await deleteProfile(ports, caller, 'profile-1');

    // Assert
    expect(profiles.calls.filter((call) => call.startsWith('delete'))).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(events).toEqual(['stories listed and deleted, profile gone']);
  });

  it('should give up after the retry policy’s tries of a row that stays held, before touching any story', async () => {
    // Arrange
    const { ports, events, sleeps, profiles } = profileWorld({ deleteConflicts: 100 });

    // Act
    const attempt = deleteProfile(ports, caller, 'profile-1');

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'TransactionConflictException' });
    expect(profiles.calls.filter((call) => call.startsWith('delete'))).toHaveLength(CONFLICT_RETRY_POLICY.attempts);
    expect(sleeps).toHaveLength(CONFLICT_RETRY_POLICY.attempts - 1);
    expect(events).toEqual([]);
    expect(profiles.has('parent-1', 'profile-1')).toBe(true);
  });

  it('should let any other error of the profile row through at once, without retrying', async () => {
    // Arrange
    const { ports, profiles, events } = profileWorld();
    profiles.delete = async () => {
      throw Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ProvisionedThroughputExceededException' });
    };

    // Act
    const attempt = deleteProfile(ports, caller, 'profile-1');

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'ProvisionedThroughputExceededException' });
    expect(events).toEqual([]);
  });
});
