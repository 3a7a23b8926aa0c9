import { ulid } from 'ulid';
import { API_MESSAGES } from '#shared/messages';
import type { Profile } from '#shared/profiles';
import type { StoryStatus } from '#shared/stories';
import { TEST_STORY_DEFAULTS, TEST_TOOLS_MESSAGES, type AudioCombinationResult, type CreateTestStoryCommand, type TestStory } from '#shared/test-tools';
import type { Caller } from '#core/caller';
import { ForbiddenError, NotFoundError } from '#core/errors';
import type { ProfileRepository } from '#core/profiles/profile-repository';
import type { Story } from '#core/stories/story';
import type { StoryMediaRepository } from '#core/stories/story-media-repository';
import type { Narration, Narrator, StoryChild, WrittenStory } from '#core/story-makers-port';
import type { NarrationCombiner } from './narration-combiner';
import type { TestStoryRepository } from './test-story-repository';

/**
 * The /test page's calls (spec part 2 §2, §7; DESIGN departure 4: for admins only, on AWS and in the twin).
 * Each one first checks that the caller is in the `admins` group, then acts inside the caller's own
 * partition, on demo stories only: a parent's real story, or anyone else's, is 'Histoire non trouvée'.
 */

export interface TestStoryPorts {
  testStories: TestStoryRepository;
  profiles: Pick<ProfileRepository, 'get' | 'list'>;
  now?: () => Date;
}

export interface AudioCombinationPorts {
  testStories: TestStoryRepository;
  media: Pick<StoryMediaRepository, 'putNarration' | 'remove' | 'signedUrl'>;
  /** Narrates each part on its own (the embedded narrator: free, offline, whatever the story makers are). */
  narrator: Narrator;
  combine: NarrationCombiner;
  now?: () => Date;
}

/** The one check of every test-tools call: 403 in French unless the token carries the `admins` group. */
export function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new ForbiddenError(API_MESSAGES.adminOnly);
}

/** The profile fields a story keeps (its copy of the child as it was at creation). */
const STORY_CHILD_FIELDS = [
  'name',
  'age',
  'gender',
  'personality',
  'interests',
  'favoriteColor',
  'favoriteHobby',
  'readingLevel',
  'skinColor',
  'hairColor',
  'hairType',
  'hairLength',
  'eyeColor',
  'height',
  'style',
] as const satisfies readonly (keyof StoryChild)[];

function childOf(profile: Profile): StoryChild {
  return Object.fromEntries(STORY_CHILD_FIELDS.map((field) => [field, profile[field]])) as unknown as StoryChild;
}

export function toTestStory(story: Story): TestStory {
  return {
    id: story.storyId,
    profileId: story.profileId,
    title: story.title,
    status: story.status,
    isDemo: true,
    emotions: story.request.choices.emotions,
    createdAt: story.createdAt,
    updatedAt: story.updatedAt,
  };
}

/**
 * `POST /api/test/stories` (spec: "Insert stories | title, status, user_id, image_url, emotions (test page)";
 * "a test story is created as draft"): a demo story in `draft`, with a short text of three paragraphs (the
 * audio combination's three parts), under the named profile or the caller's first one. One write, the story
 * alone: no credit is taken, no ledger entry written, no pipeline started. The spec's `image_url` has no
 * counterpart: the image is made by the illustrator (or regenerated from the story page) like any other.
 */
export async function createTestStory(ports: TestStoryPorts, caller: Caller, command: CreateTestStoryCommand): Promise<TestStory> {
  requireAdmin(caller);
  const now = ports.now ?? (() => new Date());
  const profile = command.profileId ? await ports.profiles.get(caller.userId, command.profileId) : (await ports.profiles.list(caller.userId))[0];
  if (!profile) throw new NotFoundError(command.profileId ? TEST_TOOLS_MESSAGES.profileNotFound : TEST_TOOLS_MESSAGES.profileRequired);

  const storyId = ulid();
  const at = now().toISOString();
  const story: Story = {
    userId: caller.userId,
    storyId,
    profileId: profile.id,
    title: command.title || TEST_STORY_DEFAULTS.title,
    content: TEST_STORY_DEFAULTS.content,
    moral: TEST_STORY_DEFAULTS.moral,
    status: 'draft',
    // The model asks for one; nothing was spent (`isDemo`), and the reconciliations and deletions skip demos.
    creditType: 'bonus',
    isDemo: true,
    createdAt: at,
    updatedAt: at,
    request: {
      child: childOf(profile),
      choices: {
        mainCharacter: TEST_STORY_DEFAULTS.mainCharacter,
        setting: TEST_STORY_DEFAULTS.setting,
        scenario: TEST_STORY_DEFAULTS.scenario,
        emotions: command.emotions.length > 0 ? command.emotions : [...TEST_STORY_DEFAULTS.emotions],
        values: [...TEST_STORY_DEFAULTS.values],
      },
      seed: storyId,
    },
    narrationRequested: false,
  };
  // The profile may be deleted between the read and the write: the write checks it again.
  if ((await ports.testStories.create(story)) === 'no_profile') throw new NotFoundError(TEST_TOOLS_MESSAGES.profileNotFound);
  return toTestStory(story);
}

/** `PATCH /api/test/stories/{id}/status`: any status, in any order, on one of the caller's test stories only. */
export async function setTestStoryStatus(ports: Pick<TestStoryPorts, 'testStories' | 'now'>, caller: Caller, storyId: string, status: StoryStatus): Promise<TestStory> {
  requireAdmin(caller);
  const now = ports.now ?? (() => new Date());
  const updated = await ports.testStories.setStatus(caller.userId, storyId, status, TEST_TOOLS_MESSAGES.simulatedFailure, now());
  if (!updated) throw new NotFoundError(TEST_TOOLS_MESSAGES.storyNotFound);
  return toTestStory(updated);
}

/** The story's text cut as the OpenAI narrator cuts a long one (at paragraphs): the title with the first part, the moral with the last. */
export function narrationParts(story: Pick<Story, 'title' | 'content' | 'moral'>): WrittenStory[] {
  const paragraphs = story.content.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  const texts = paragraphs.length > 0 ? paragraphs : TEST_STORY_DEFAULTS.content.split('\n\n');
  return texts.map((content, index) => ({ title: index === 0 ? story.title : '', content, moral: index === texts.length - 1 ? story.moral : '' }));
}

/**
 * `POST /api/test/stories/{id}/audio-combination` (spec: "Function simulate-audio-combination | body storyId"):
 * the test story's text is narrated in parts, one narration per paragraph, as the OpenAI narrator makes one
 * per speech request; the parts are combined into one MP3 whose words are shifted part by part, stored where
 * a story's narration lives (story_audio/{id}.mp3 and its timings) and attached to the story, which the story
 * page then plays with its read-along.
 */
export async function simulateAudioCombination(ports: AudioCombinationPorts, caller: Caller, storyId: string): Promise<AudioCombinationResult> {
  requireAdmin(caller);
  const now = ports.now ?? (() => new Date());
  const story = await ports.testStories.getDemo(caller.userId, storyId);
  if (!story) throw new NotFoundError(TEST_TOOLS_MESSAGES.storyNotFound);

  const parts = narrationParts(story);
  const narrations: Narration[] = [];
  // One after the other: narration is CPU-bound, and the parts are short.
  for (const part of parts) narrations.push(await ports.narrator.narrate({ story: part, childAge: story.request.child.age, childGender: story.request.child.gender }));
  const combined = ports.combine(narrations);

  const { audioKey, timingsKey } = await ports.media.putNarration(storyId, combined.mp3, combined.words);
  const attached = await ports.testStories.attachNarration(caller.userId, storyId, { audioKey, timingsKey, durationMs: Math.round(combined.durationMs) }, now());
  if (!attached) {
    // Deleted meanwhile (its profile went): what was just written would be found by nothing.
    await ports.media.remove([audioKey, timingsKey]);
    throw new NotFoundError(TEST_TOOLS_MESSAGES.storyNotFound);
  }
  return {
    id: storyId,
    parts: combined.parts.map((part, index) => ({ text: parts[index]!.content, ...part, words: narrations[index]!.words })),
    frameCount: combined.frameCount,
    durationMs: combined.durationMs,
    words: combined.words,
    mp3Bytes: combined.mp3.length,
    audioUrl: await ports.media.signedUrl(audioKey),
  };
}
