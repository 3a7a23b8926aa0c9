import { describe, expect, it } from 'vitest';
import type { Story } from '#core/stories/story';
import {
  completeStory,
  FAILURE_REASONS,
  failStory,
  failureReason,
  generateAudio,
  generateImage,
  generateText,
  StoryIncompleteError,
  StoryRefusedError,
} from '#core/stories/story-pipeline';
import { StoryMakerUnavailableError } from '#core/story-maker-errors';
import { STORY_MAKER_ERROR, STORY_MAKER_UNAVAILABLE_ERROR, STORY_REFUSED_ERROR, UNAVAILABLE_ERRORS } from '#shared/pipeline-failures';
import { storyImageKey } from '#shared/media';
import type { CreditType, StoryStatus } from '#shared/stories';
import { FAKE_NARRATION, FAKE_PNG, FAKE_STORY, FakeModerator, fakeStoryMakers } from './support/fake-story-makers';
import { InMemoryCredits } from './support/in-memory-credits';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

const KEYS = { userId: 'parent-1', storyId: 'story-1' };
const NOW = new Date('2026-11-25T10:05:00.000Z');
const IMAGE_KEY = 'story_images/story-1.png';
const AUDIO_KEY = 'story_audio/story-1.mp3';
const TIMINGS_KEY = 'story_audio/story-1.timings.json';
const PART_2_AUDIO_KEY = 'story_audio/story-1/part-2.mp3';
const PART_2_TIMINGS_KEY = 'story_audio/story-1/part-2.timings.json';

/**
 * One story of `parent-1` at a status, the stories table, the bucket, the parent's account (charged for
 * that story) and fake story makers that count their calls.
 */
function world(status: StoryStatus, fields: Partial<Story> = {}, options: Parameters<typeof fakeStoryMakers>[0] = {}) {
  const stories = new InMemoryStories();
  const media = new InMemoryMedia();
  const story = storyAt('story-1', status, fields);
  stories.put(story);
  const credits = new InMemoryCredits(stories);
  credits.accounts.open('parent-1', { bonusCredits: 0, bonusStoriesCreated: 1, monthlyCreditsRemaining: 0, storiesCreated: 0 });
  const { makers, calls, requests } = fakeStoryMakers(options);
  const ports = { stories, media, makers, credits, now: () => NOW };
  const row = () => stories.rows.get('story-1')!;
  /** What a second run must leave as it is: the row, the objects, and the count of writes, puts and maker calls. */
  const snapshot = () => structuredClone({ row: row(), objects: [...media.objects.keys()], writes: stories.writes.length, puts: media.puts.length, calls: { ...calls } });
  return { stories, media, credits, ports, calls, requests, row, snapshot };
}

describe('generateText', () => {
  it("should move a draft to generating_text, write from the story's own request, have the Moderator check the text, then store it as content_generated", async () => {
    // Arrange
    const moderator = new FakeModerator();
    const { ports, stories, row, requests } = world('draft', {}, { moderator });

    // Act
    const result = await generateText(ports, KEYS);

    // Assert
    expect(result).toEqual(KEYS);
    expect(requests).toEqual([row().request]);
    expect(moderator.storiesSeen).toEqual([FAKE_STORY]);
    expect(row()).toMatchObject({ ...FAKE_STORY, status: 'content_generated', updatedAt: NOW.toISOString() });
    expect(stories.writes).toEqual(['advanceStatus story-1 generating_text', 'saveContent story-1']);
  });

  it('should change nothing when run again once the text is stored (a Step Functions retry)', async () => {
    // Arrange
    const { ports, snapshot } = world('draft');
    await generateText(ports, KEYS);
    const afterFirstRun = snapshot();

    // Act
    const result = await generateText(ports, KEYS);

    // Assert
    expect(result).toEqual(KEYS);
    expect(snapshot()).toEqual(afterFirstRun);
  });

  it('should write the text of a run that stopped after moving to generating_text', async () => {
    // Arrange
    const { ports, row, calls } = world('generating_text');

    // Act
    await generateText(ports, KEYS);

    // Assert
    expect(calls.write).toBe(1);
    expect(row()).toMatchObject({ ...FAKE_STORY, status: 'content_generated' });
  });

  it('should end quietly when a concurrent run stored the text first', async () => {
    // Arrange
    const { ports, stories, row } = world('draft');
    stories.before.saveContent = () => Object.assign(row(), { ...FAKE_STORY, title: 'Le titre de l’autre essai', status: 'content_generated' });

    // Act
    const result = await generateText(ports, KEYS);

    // Assert
    expect(result).toEqual(KEYS);
    expect(row().title).toBe('Le titre de l’autre essai');
  });

  it('should refuse a written story the Moderator refuses with StoryRefusedError, and store none of it', async () => {
    // Arrange
    const { ports, row, stories } = world('draft', {}, { moderator: new FakeModerator('dragon') });

    // Act
    const run = generateText(ports, KEYS);

    // Assert
    await expect(run).rejects.toBeInstanceOf(StoryRefusedError);
    await expect(run).rejects.toMatchObject({ name: 'StoryRefusedError', message: expect.stringContaining('insult') });
    expect(row()).toMatchObject({ title: '', content: '', status: 'generating_text' });
    expect(stories.writes).toEqual(['advanceStatus story-1 generating_text']);
  });

  it('should not pay a story maker for a story that has already failed', async () => {
    // Arrange
    const { ports, calls } = world('failed', { failureReason: 'La création de l’histoire n’a pas pu démarrer.', refundedAt: '2026-11-25T10:00:01.000Z' });

    // Act
    const run = generateText(ports, KEYS);

    // Assert: it stops before the writer, under a name MarkFailed does not retry
    await expect(run).rejects.toMatchObject({ name: 'StoryAlreadyFailedError' });
    expect(calls.write).toBe(0);
  });

  it('should let a story maker failure through under its own name, for the state machine to retry', async () => {
    // Arrange
    const { ports, row } = world('draft', {}, { failWith: { write: new StoryMakerUnavailableError('OpenAI chat: HTTP 503') } });

    // Act
    const run = generateText(ports, KEYS);

    // Assert
    await expect(run).rejects.toMatchObject({ name: STORY_MAKER_UNAVAILABLE_ERROR });
    expect(row().content).toBe('');
  });
});

describe('generateImage', () => {
  it('should draw, store the picture under the story id, attach it, and move to generating_audio while the narration is still to come', async () => {
    // Arrange
    const { ports, stories, media, row } = world('content_generated');

    // Act
    const result = await generateImage(ports, KEYS);

    // Assert
    expect(result).toEqual(KEYS);
    expect(media.objects.get(IMAGE_KEY)).toEqual(FAKE_PNG);
    expect(row()).toMatchObject({ imageKey: IMAGE_KEY, status: 'generating_audio' });
    expect(stories.writes).toEqual([
      'advanceStatus story-1 generating_image',
      'attachImage story-1',
      'advanceStatus story-1 image_generated',
      'advanceStatus story-1 generating_audio',
    ]);
  });

  it('should stop at image_generated when no narration was asked for', async () => {
    // Arrange
    const { ports, row } = world('content_generated', { narrationRequested: false });

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(row().status).toBe('image_generated');
  });

  it('should stop at image_generated when the narration branch finished first', async () => {
    // Arrange
    const { ports, row } = world('content_generated', { audioKey: AUDIO_KEY, timingsKey: TIMINGS_KEY });

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(row().status).toBe('image_generated');
  });

  it('should change nothing when run again: no second drawing, no second object, no write', async () => {
    // Arrange
    const { ports, snapshot } = world('content_generated');
    await generateImage(ports, KEYS);
    const afterFirstRun = snapshot();

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(snapshot()).toEqual(afterFirstRun);
    expect(afterFirstRun.calls.illustrate).toBe(1);
  });

  it('should not draw again for a run that stopped after attaching the picture, and finish moving the status', async () => {
    // Arrange
    const { ports, row, calls, media } = world('generating_image', { imageKey: IMAGE_KEY });
    media.objects.set(IMAGE_KEY, FAKE_PNG);

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(calls.illustrate).toBe(0);
    expect(media.puts).toEqual([]);
    expect(row().status).toBe('generating_audio');
  });
});

describe('generateImage and the first sound', () => {
  it("should let an illustrator drawing on this process's CPU wait for the narration's first part before its first picture", async () => {
    // Arrange — the narration's first part is stored while the image step waits.
    const { ports, stories, row, calls } = world('content_generated', { title: FAKE_STORY.title, content: FAKE_STORY.content, moral: FAKE_STORY.moral, narrationRequested: true });
    const part = { audioKey: AUDIO_KEY, timingsKey: TIMINGS_KEY, durationMs: 900 };
    const drawnAfterPart: boolean[] = [];
    const illustrate = ports.makers.illustrator.illustrate.bind(ports.makers.illustrator);
    ports.makers.illustrator = { illustrate: (...args) => (drawnAfterPart.push((row().audioParts?.length ?? 0) > 0), illustrate(...args)) };
    let naps = 0;
    const sleep = async () => {
      naps += 1;
      if (naps === 2) await stories.attachAudioParts('parent-1', 'story-1', [part], 2, NOW);
    };

    // Act
    await generateImage({ ...ports, waitForFirstSoundMs: 60_000, sleep }, KEYS);

    // Assert
    expect(naps).toBe(2);
    expect(calls.illustrate).toBe(1);
    expect(drawnAfterPart).toEqual([true]);
  });

  it('should not wait for a narration the parent turned off', async () => {
    // Arrange
    const { ports, calls } = world('content_generated', { narrationRequested: false });
    let naps = 0;

    // Act
    await generateImage({ ...ports, waitForFirstSoundMs: 60_000, sleep: async () => void (naps += 1) }, KEYS);

    // Assert
    expect(naps).toBe(0);
    expect(calls.illustrate).toBe(1);
  });
});

describe('generateAudio', () => {
  it("should narrate the stored text in two parts for the child's age and gender, the opening first, each stored and recorded before the next, then mark the narration whole", async () => {
    // Arrange
    const { ports, media, row, stories } = world('generating_audio', { title: FAKE_STORY.title, content: FAKE_STORY.content, moral: FAKE_STORY.moral });
    const narrated: unknown[] = [];
    const recordedBeforePart: number[] = [];
    ports.makers.narrator = {
      narrate: async (request) => {
        recordedBeforePart.push(row().audioParts?.length ?? 0);
        narrated.push(request);
        return FAKE_NARRATION;
      },
    };
    const child = { childAge: row().request.child.age, childGender: row().request.child.gender };

    // Act
    const result = await generateAudio(ports, KEYS);

    // Assert
    expect(result).toEqual(KEYS);
    expect(narrated).toEqual([
      { story: { title: FAKE_STORY.title, content: 'Il était une fois un petit dragon.', moral: '' }, ...child },
      { story: { title: '', content: 'Léa lui montra les étoiles.', moral: FAKE_STORY.moral }, ...child },
    ]);
    expect(recordedBeforePart).toEqual([0, 1]);
    expect(media.puts).toEqual([TIMINGS_KEY, AUDIO_KEY, PART_2_TIMINGS_KEY, PART_2_AUDIO_KEY]);
    expect(await media.readTimings(PART_2_TIMINGS_KEY)).toEqual(FAKE_NARRATION.words);
    expect(row()).toMatchObject({
      audioKey: AUDIO_KEY,
      timingsKey: TIMINGS_KEY,
      narrationDurationMs: 2 * FAKE_NARRATION.durationMs,
      narrationPartCount: 2,
      audioParts: [
        { audioKey: AUDIO_KEY, timingsKey: TIMINGS_KEY, durationMs: FAKE_NARRATION.durationMs },
        { audioKey: PART_2_AUDIO_KEY, timingsKey: PART_2_TIMINGS_KEY, durationMs: FAKE_NARRATION.durationMs },
      ],
      status: 'generating_audio',
    });
    expect(stories.writes).toEqual(['attachAudioParts story-1 1', 'attachAudioParts story-1 2', 'attachAudio story-1']);
  });

  it('should narrate only the parts not yet stored when the step runs again after a failure', async () => {
    // Arrange — part 1 was stored and recorded, then the narrator failed on part 2.
    const { ports, media, row } = world('generating_audio', { title: FAKE_STORY.title, content: FAKE_STORY.content, moral: FAKE_STORY.moral });
    let failPart2 = true;
    const narrated: string[] = [];
    ports.makers.narrator = {
      narrate: async ({ story }) => {
        if (story.title === '' && failPart2) throw new StoryMakerUnavailableError('narrator down');
        narrated.push(story.content);
        return FAKE_NARRATION;
      },
    };
    await expect(generateAudio(ports, KEYS)).rejects.toBeInstanceOf(StoryMakerUnavailableError);
    expect(row().audioParts).toHaveLength(1);
    expect(row().audioKey).toBeUndefined();
    failPart2 = false;

    // Act
    await generateAudio(ports, KEYS);

    // Assert
    expect(narrated).toEqual(['Il était une fois un petit dragon.', 'Léa lui montra les étoiles.']);
    expect(media.puts).toEqual([TIMINGS_KEY, AUDIO_KEY, PART_2_TIMINGS_KEY, PART_2_AUDIO_KEY]);
    expect(row()).toMatchObject({ audioKey: AUDIO_KEY, narrationPartCount: 2 });
    expect(row().audioParts).toHaveLength(2);
  });

  it('should do nothing when the parent turned the narration off', async () => {
    // Arrange
    const { ports, calls, snapshot } = world('content_generated', { narrationRequested: false });
    const before = snapshot();

    // Act
    await generateAudio(ports, KEYS);

    // Assert
    expect(calls.narrate).toBe(0);
    expect(snapshot()).toEqual(before);
  });

  it('should change nothing when run again once the narration is attached', async () => {
    // Arrange
    const { ports, snapshot } = world('content_generated');
    await generateAudio(ports, KEYS);
    const afterFirstRun = snapshot();

    // Act
    await generateAudio(ports, KEYS);

    // Assert
    expect(snapshot()).toEqual(afterFirstRun);
    expect(afterFirstRun.calls.narrate).toBe(1);
  });

  it('should refuse to narrate a story with no text, with StoryIncompleteError', async () => {
    // Arrange
    const { ports, calls } = world('generating_text');

    // Act
    const run = generateAudio(ports, KEYS);

    // Assert
    await expect(run).rejects.toBeInstanceOf(StoryIncompleteError);
    expect(calls.narrate).toBe(0);
  });
});

describe('completeStory', () => {
  it('should complete a story that has its text, its picture and its narration', async () => {
    // Arrange
    const { ports, row } = world('generating_audio', { imageKey: IMAGE_KEY, audioKey: AUDIO_KEY, timingsKey: TIMINGS_KEY });

    // Act
    const result = await completeStory(ports, KEYS);

    // Assert
    expect(result).toEqual(KEYS);
    expect(row().status).toBe('completed');
  });

  it('should complete a story without narration that has no audio', async () => {
    // Arrange
    const { ports, row } = world('image_generated', { imageKey: IMAGE_KEY, narrationRequested: false });

    // Act
    await completeStory(ports, KEYS);

    // Assert
    expect(row().status).toBe('completed');
  });

  it('should change nothing when run again on a completed story', async () => {
    // Arrange
    const { ports, snapshot } = world('generating_audio', { imageKey: IMAGE_KEY, audioKey: AUDIO_KEY, timingsKey: TIMINGS_KEY });
    await completeStory(ports, KEYS);
    const afterFirstRun = snapshot();

    // Act
    await completeStory(ports, KEYS);

    // Assert
    expect(snapshot()).toEqual(afterFirstRun);
  });

  it.each<[string, Partial<Story>, StoryStatus]>([
    ['image', { audioKey: AUDIO_KEY }, 'generating_audio'],
    ['audio', { imageKey: IMAGE_KEY }, 'generating_audio'],
    ['text, image, audio', { content: '' }, 'content_generated'],
  ])('should refuse to complete a story that misses its %s, with StoryIncompleteError naming the parts', async (missing, fields, status) => {
    // Arrange
    const { ports, row } = world(status, fields);

    // Act
    const run = completeStory(ports, KEYS);

    // Assert
    await expect(run).rejects.toBeInstanceOf(StoryIncompleteError);
    await expect(run).rejects.toThrow(`The story misses: ${missing}`);
    expect(row().status).toBe(status);
  });
});

describe('the whole pipeline, run a second time', () => {
  it('should leave the completed story, its objects and the balance exactly as the first run left them', async () => {
    // Arrange
    const { ports, snapshot, credits } = world('draft');
    const runAll = async () => {
      await generateText(ports, KEYS);
      await Promise.all([generateImage(ports, KEYS), generateAudio(ports, KEYS)]);
      await completeStory(ports, KEYS);
    };
    await runAll();
    const afterFirstRun = snapshot();

    // Act
    await runAll();

    // Assert
    expect(afterFirstRun.row.status).toBe('completed');
    // The picture book: three pictures by default (the opening, the problem, the resolution).
    expect([...afterFirstRun.objects].sort()).toEqual([AUDIO_KEY, IMAGE_KEY, TIMINGS_KEY, PART_2_AUDIO_KEY, PART_2_TIMINGS_KEY, storyImageKey('story-1', 2), storyImageKey('story-1', 3)].sort());
    expect(afterFirstRun.calls).toEqual({ write: 1, illustrate: 3, narrate: 2 });
    expect(snapshot()).toEqual(afterFirstRun);
    expect(credits.ledger.map(({ reason }) => reason)).toEqual([]);
  });
});

describe('failStory (MarkFailed)', () => {
  it.each<[CreditType]>([['bonus'], ['monthly']])('should fail the story and give its %s credit back once, however often it runs', async (creditType) => {
    // Arrange
    const { ports, credits, row } = world('generating_image', { creditType });

    // Act
    const results = [];
    for (let run = 0; run < 3; run += 1) results.push(await failStory(ports, { ...KEYS, error: { Error: STORY_MAKER_UNAVAILABLE_ERROR, Cause: '{}' } }));

    // Assert
    expect(results.map(({ refunded }) => refunded)).toEqual([true, false, false]);
    expect(results.every(({ storyGone }) => !storyGone)).toBe(true);
    expect(credits.ledger.map(({ reason, creditType: type, delta, reference }) => ({ reason, type, delta, reference }))).toEqual([
      { reason: 'refund_story', type: creditType, delta: 1, reference: 'story-1' },
    ]);
    expect(credits.balance(creditType)).toBe(1);
    expect(row()).toMatchObject({ status: 'failed', failureReason: FAILURE_REASONS.unavailable, refundedAt: NOW.toISOString() });
  });

  it('should give back nothing for a completed story, and leave it completed', async () => {
    // Arrange
    const { ports, credits, row } = world('completed', { imageKey: IMAGE_KEY });

    // Act
    const result = await failStory(ports, { ...KEYS, error: { Error: 'States.TaskFailed' } });

    // Assert
    expect(result).toEqual({ ...KEYS, refunded: false, storyGone: false });
    expect(row().status).toBe('completed');
    expect(credits.ledger).toEqual([]);
  });

  it('should keep the first reason of a story already failed and refunded', async () => {
    // Arrange
    const { ports, credits, row } = world('failed', { failureReason: 'La première raison.', refundedAt: '2026-11-25T10:01:00.000Z' });

    // Act
    const result = await failStory(ports, { ...KEYS, error: { Error: 'StoryRefusedError' } });

    // Assert
    expect(result.refunded).toBe(false);
    expect(row()).toMatchObject({ failureReason: 'La première raison.', refundedAt: '2026-11-25T10:01:00.000Z' });
    expect(credits.ledger).toEqual([]);
  });

  it.each<[string, string | undefined, string]>([
    ['the written story was refused', STORY_REFUSED_ERROR, FAILURE_REASONS.refused],
    // Every error the taxonomy calls transient (the makers' own, AWS's, throttled Lambdas, timeouts).
    ...[...UNAVAILABLE_ERRORS].map((name): [string, string, string] => [`${name} ended the run`, name, FAILURE_REASONS.unavailable]),
    ['the story maker refused the request', STORY_MAKER_ERROR, FAILURE_REASONS.other],
    ['the story missed a part', 'StoryIncompleteError', FAILURE_REASONS.other],
    ['the task failed otherwise', 'States.TaskFailed', FAILURE_REASONS.other],
    ['a plain error', 'Error', FAILURE_REASONS.other],
    ['no error was passed', undefined, FAILURE_REASONS.other],
  ])('should tell the parent the French reason of its family when %s', async (_, errorName, reason) => {
    // Arrange
    const { ports, row } = world('generating_text');

    // Act
    await failStory(ports, { ...KEYS, ...(errorName === undefined ? {} : { error: { Error: errorName, Cause: 'OpenAI request id req_123 for Léa' } }) });

    // Assert
    expect(failureReason(errorName)).toBe(reason);
    expect(row().failureReason).toBe(reason);
    expect(row().failureReason).not.toContain('Léa');
  });
});
