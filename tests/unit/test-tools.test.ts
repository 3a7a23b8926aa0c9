import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { listPending, listRecent } from '#core/stories/read-stories';
import type { Story } from '#core/stories/story';
import type { Narration, NarrationRequest, Narrator } from '#core/story-makers-port';
import type { TestStoryRepository } from '#core/test-tools/test-story-repository';
import { createTestStory, narrationParts, setTestStoryStatus, simulateAudioCombination } from '#core/test-tools/test-tools';
import { combineNarrations } from '#story-makers/narrator/combine-narrations';
import { encodeMp3 } from '../support/lamejs-mp3';
import { readMp3Audio } from '#story-makers/common/mp3-frames';
import { storyAudioKey, storyTimingsKey } from '#shared/media';
import { STORY_STATUSES } from '#shared/stories';
import { TEST_STORY_DEFAULTS, TEST_TOOLS_MESSAGES } from '#shared/test-tools';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryProfiles, profileOf } from './support/in-memory-profiles';
import { InMemoryStories, InMemoryStoryQueryRepository, PARENT_ID, storyAt } from './support/in-memory-stories';

const ADMIN: Caller = { userId: PARENT_ID, email: 'admin@example.fr', isAdmin: true };
const PARENT: Caller = { ...ADMIN, isAdmin: false };
const NOW = new Date('2026-11-26T09:00:00.000Z');
const PROFILE_ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';

/** The adapter's rules over the in-memory rows: demos of the caller's partition only; a real story reads as missing. */
class InMemoryTestStories implements TestStoryRepository {
  readonly created: string[] = [];
  constructor(
    private readonly stories: InMemoryStories,
    private readonly profiles: InMemoryProfiles,
  ) {}

  async getDemo(userId: string, storyId: string): Promise<Story | undefined> {
    const row = this.demo(userId, storyId);
    return row && structuredClone(row);
  }

  async create(story: Story): Promise<'created' | 'no_profile'> {
    if (!this.profiles.has(story.userId, story.profileId)) return 'no_profile';
    this.stories.put(story);
    this.created.push(story.storyId);
    return 'created';
  }

  async setStatus(userId: string, storyId: string, status: Story['status'], failureReason: string, now: Date): Promise<Story | undefined> {
    const row = this.demo(userId, storyId);
    if (!row) return undefined;
    Object.assign(row, { status, updatedAt: now.toISOString() });
    if (status === 'failed') row.failureReason = failureReason;
    else delete row.failureReason;
    return structuredClone(row);
  }

  async attachNarration(userId: string, storyId: string, audio: { audioKey: string; timingsKey: string; durationMs: number }, now: Date): Promise<boolean> {
    const row = this.demo(userId, storyId);
    if (!row) return false;
    Object.assign(row, { audioKey: audio.audioKey, timingsKey: audio.timingsKey, narrationDurationMs: audio.durationMs, narrationRequested: true, updatedAt: now.toISOString() });
    return true;
  }

  private demo(userId: string, storyId: string): Story | undefined {
    const row = this.stories.rows.get(storyId);
    return row?.userId === userId && row.isDemo ? row : undefined;
  }
}

/** A narrator that "reads" each part as a real MP3 (lamejs) of 40 ms per word, with one timing per word. */
class ToneNarrator implements Narrator {
  readonly requests: NarrationRequest[] = [];

  async narrate(request: NarrationRequest): Promise<Narration> {
    this.requests.push(request);
    const text = [request.story.title, request.story.content, request.story.moral].filter(Boolean).join(' ');
    const words = text.split(/\s+/).filter(Boolean);
    const pcm = new Int16Array(Math.round(words.length * 0.04 * 22_050)).map((_, index) => Math.round(6_000 * Math.sin(index / 8)));
    const mp3 = encodeMp3(pcm, 22_050, 48);
    return { mp3, durationMs: readMp3Audio(mp3)!.durationMs, words: words.map((word, index) => ({ word, startMs: 50 + index * 40, endMs: 80 + index * 40 })) };
  }
}

function world() {
  const stories = new InMemoryStories();
  const profiles = new InMemoryProfiles();
  profiles.put(PARENT_ID, profileOf(PROFILE_ID, { name: 'Noé', age: 5, gender: 'boy' }));
  const testStories = new InMemoryTestStories(stories, profiles);
  const media = new InMemoryMedia();
  const narrator = new ToneNarrator();
  return {
    stories,
    profiles,
    testStories,
    media,
    narrator,
    storyPorts: { testStories, profiles, now: () => NOW },
    audioPorts: { testStories, media, narrator, combine: combineNarrations, now: () => NOW },
    queries: new InMemoryStoryQueryRepository(stories),
  };
}

describe('the test tools: who may use them', () => {
  it("should refuse every call to a parent outside the admins group with the French 403, and write nothing", async () => {
    // Arrange
    const { stories, storyPorts, audioPorts, media } = world();
    stories.put(storyAt('S001', 'draft', { isDemo: true }));

    // Act
    const attempts = await Promise.allSettled([
      createTestStory(storyPorts, PARENT, { title: '', emotions: [] }),
      setTestStoryStatus(storyPorts, PARENT, 'S001', 'completed'),
      simulateAudioCombination(audioPorts, PARENT, 'S001'),
    ]);

    // Assert
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ status: 'rejected', reason: { name: 'ForbiddenError', status: 403, message: 'Cette action est réservée aux administrateurs.' } });
    }
    expect([...stories.rows.keys()]).toEqual(['S001']);
    expect(stories.rows.get('S001')!.status).toBe('draft');
    expect(media.puts).toEqual([]);
  });
});

describe('createTestStory', () => {
  it("should put a draft demo story under the caller's first profile, which neither the recent nor the pending stories list", async () => {
    // Arrange
    const { stories, storyPorts, queries, media } = world();
    stories.put(storyAt('S001', 'draft'));

    // Act
    const created = await createTestStory(storyPorts, ADMIN, { title: 'Mon essai', emotions: ['la surprise'] });

    // Assert
    expect(created).toMatchObject({ title: 'Mon essai', status: 'draft', isDemo: true, profileId: PROFILE_ID, emotions: ['la surprise'], createdAt: NOW.toISOString() });
    const row = stories.rows.get(created.id)!;
    expect(row).toMatchObject({ userId: PARENT_ID, isDemo: true, status: 'draft', content: TEST_STORY_DEFAULTS.content, narrationRequested: false });
    expect(row.request.child).toMatchObject({ name: 'Noé', age: 5, gender: 'boy' });
    expect(row.request.seed).toBe(created.id);
    const recent = await listRecent({ queries, media }, ADMIN);
    const pending = await listPending({ queries }, ADMIN);
    expect(recent.map((card) => card.id)).toEqual(['S001']);
    expect(pending.map((story) => story.id)).toEqual(['S001']);
  });

  it('should give the defaults to a request that names nothing', async () => {
    // Arrange
    const { storyPorts } = world();

    // Act
    const created = await createTestStory(storyPorts, ADMIN, { title: '', emotions: [] });

    // Assert
    expect(created).toMatchObject({ title: TEST_STORY_DEFAULTS.title, emotions: TEST_STORY_DEFAULTS.emotions });
  });

  it("should refuse another parent's profile, and a caller without any profile, with nothing written", async () => {
    // Arrange
    const { storyPorts, profiles, testStories } = world();
    profiles.put('parent-2', profileOf('01JBBBBBBBBBBBBBBBBBBBBBBB'));
    const withoutProfiles = { ...storyPorts, profiles: new InMemoryProfiles() };

    // Act
    const othersProfile = createTestStory(storyPorts, ADMIN, { title: '', emotions: [], profileId: '01JBBBBBBBBBBBBBBBBBBBBBBB' });
    const noProfile = createTestStory(withoutProfiles, ADMIN, { title: '', emotions: [] });

    // Assert
    await expect(othersProfile).rejects.toMatchObject({ status: 404, message: 'Profil enfant non trouvé' });
    await expect(noProfile).rejects.toMatchObject({ status: 404, message: TEST_TOOLS_MESSAGES.profileRequired });
    expect(testStories.created).toEqual([]);
  });
});

describe('setTestStoryStatus', () => {
  it('should set any status in any order on a test story, with a reason only while failed', async () => {
    // Arrange
    const { storyPorts, stories } = world();
    const { id } = await createTestStory(storyPorts, ADMIN, { title: '', emotions: [] });
    const order = [...STORY_STATUSES].reverse();

    // Act
    const seen: string[] = [];
    for (const status of order) seen.push((await setTestStoryStatus(storyPorts, ADMIN, id, status)).status);
    const failed = stories.rows.get(id)!.failureReason;
    await setTestStoryStatus(storyPorts, ADMIN, id, 'failed');
    const failedReason = stories.rows.get(id)!.failureReason;
    await setTestStoryStatus(storyPorts, ADMIN, id, 'generating_text');

    // Assert
    expect(seen).toEqual(order);
    expect(failed).toBeUndefined();
    expect(failedReason).toBe('Échec simulé depuis la page de test.');
    expect(stories.rows.get(id)).toMatchObject({ status: 'generating_text', updatedAt: NOW.toISOString() });
    expect(stories.rows.get(id)!.failureReason).toBeUndefined();
  });

  it("should answer 'Histoire non trouvée' for a real story and for another parent's test story, changing neither", async () => {
    // Arrange
    const { storyPorts, stories } = world();
    stories.put(storyAt('S001', 'generating_text'));
    stories.put(storyAt('S002', 'draft', { userId: 'parent-2', isDemo: true }));

    // Act
    const real = setTestStoryStatus(storyPorts, ADMIN, 'S001', 'completed');
    const others = setTestStoryStatus(storyPorts, ADMIN, 'S002', 'completed');

    // Assert
    await expect(real).rejects.toMatchObject({ status: 404, message: 'Histoire non trouvée' });
    await expect(others).rejects.toMatchObject({ status: 404, message: 'Histoire non trouvée' });
    expect([stories.rows.get('S001')!.status, stories.rows.get('S002')!.status]).toEqual(['generating_text', 'draft']);
  });
});

describe('simulateAudioCombination', () => {
  it('should narrate the test story in three parts, store one MP3 of their summed frames and the words shifted part by part, and attach it', async () => {
    // Arrange
    const { storyPorts, audioPorts, stories, media, narrator } = world();
    const { id } = await createTestStory(storyPorts, ADMIN, { title: 'Trois parties', emotions: [] });

    // Act
    const result = await simulateAudioCombination(audioPorts, ADMIN, id);

    // Assert: three parts, the title with the first, the moral with the last, read for the child's age.
    expect(narrator.requests.map((request) => request.story)).toEqual(narrationParts({ title: 'Trois parties', content: TEST_STORY_DEFAULTS.content, moral: TEST_STORY_DEFAULTS.moral }));
    expect(narrator.requests.map((request) => request.childAge)).toEqual([5, 5, 5]);
    expect(result.parts).toHaveLength(3);
    // Assert: the stored MP3 holds exactly the parts' frames; the stored timings are the answer's.
    const stored = readMp3Audio(media.objects.get(storyAudioKey(id)) as Uint8Array)!;
    expect(stored.frameCount).toBe(result.parts.reduce((sum, part) => sum + part.frameCount, 0));
    expect(stored.durationMs).toBeCloseTo(result.parts.reduce((sum, part) => sum + part.durationMs, 0), 6);
    expect(JSON.parse(media.objects.get(storyTimingsKey(id)) as string)).toEqual(result.words);
    // Assert: part k's words moved by the summed durations of the parts before it.
    let offset = 0;
    const expected = result.parts.flatMap((part) => {
      expect(part.offsetMs).toBe(offset);
      const shifted = part.words.map((word) => ({ ...word, startMs: word.startMs + offset, endMs: word.endMs + offset }));
      offset += part.durationMs;
      return shifted;
    });
    expect(result.words).toEqual(expected);
    expect(result.audioUrl).toBe(`https://media.test/${storyAudioKey(id)}?signed`);
    expect(stories.rows.get(id)).toMatchObject({ audioKey: storyAudioKey(id), timingsKey: storyTimingsKey(id), narrationDurationMs: Math.round(result.durationMs), narrationRequested: true, status: 'draft' });
  });

  it("should answer 'Histoire non trouvée' for a real story, narrating and storing nothing", async () => {
    // Arrange
    const { audioPorts, stories, media, narrator } = world();
    stories.put(storyAt('S001', 'completed'));

    // Act
    const attempt = simulateAudioCombination(audioPorts, ADMIN, 'S001');

    // Assert
    await expect(attempt).rejects.toMatchObject({ status: 404, message: 'Histoire non trouvée' });
    expect(narrator.requests).toEqual([]);
    expect(media.puts).toEqual([]);
  });

  it('should remove what it stored when the test story is deleted while it narrates', async () => {
    // Arrange
    const { storyPorts, audioPorts, stories, media } = world();
    const { id } = await createTestStory(storyPorts, ADMIN, { title: '', emotions: [] });
    media.before.put = () => stories.rows.delete(id);

    // Act
    const attempt = simulateAudioCombination(audioPorts, ADMIN, id);

    // Assert
    await expect(attempt).rejects.toMatchObject({ status: 404, message: 'Histoire non trouvée' });
    expect(media.keysOf(id)).toEqual([]);
  });
});
