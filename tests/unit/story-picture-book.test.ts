import { describe, expect, it } from 'vitest';
import { getStory } from '#core/stories/get-story';
import { regenerateImage } from '#core/stories/regenerate-image';
import type { Story } from '#core/stories/story';
import { deriveScenes, illustrationsPerStoryOf, scenesToDraw, storyPictures } from '#core/stories/story-pictures';
import { completeStory, generateImage, generateText, StoryIncompleteError } from '#core/stories/story-pipeline';
import type { StoryRequest, WrittenStory } from '#core/story-makers-port';
import { SCENE_MOMENTS, type StoryScene } from '#core/story-scenes';
import { NotFoundError } from '#core/errors';
import { storyImageKey, storyMediaKeys } from '#shared/media';
import { ILLUSTRATION_MOMENTS, regenerateImageRequestSchema, STORY_MESSAGES, storyDetailSchema, type StoryStatus } from '#shared/stories';
import { FAKE_PNG, FAKE_STORY, fakeStoryMakers } from './support/fake-story-makers';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryLease } from './support/in-memory-lease';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

const KEYS = { userId: 'parent-1', storyId: 'story-1' };
const PARENT = { userId: 'parent-1', email: undefined, isAdmin: false };
const NOW = new Date('2026-11-25T10:05:00.000Z');
const FIVE_PARAGRAPHS = ['Un.', 'Deux.', 'Trois.', 'Quatre.', 'Cinq.'].join('\n\n');

const scene = (moment: StoryScene['moment'], paragraph: number): StoryScene => ({
  moment,
  paragraph,
  light: 'morning',
  pose: 'standing',
  props: ['seed'],
  caption: `La scène ${moment}.`,
});
const WRITER_SCENES: StoryScene[] = [scene('opening', 0), scene('problem', 2), scene('resolution', 4)];

/**
 * An illustrator that records the scene and the reference of each drawing, which drawings were under way
 * when each one started, and fails the drawings the test names (by call, 1-based).
 */
function recordingIllustrator(failOnCalls: number[] = []) {
  const scenes: (StoryScene | undefined)[] = [];
  const references: (Uint8Array | undefined)[] = [];
  /** For each drawing (by call), the moments still being drawn when it started. */
  const runningAtStart: string[][] = [];
  const underWay = new Set<string>();
  let running = 0;
  let mostAtOnce = 0;
  return {
    scenes,
    references,
    runningAtStart,
    mostAtOnce: () => mostAtOnce,
    illustrator: {
      async illustrate(_request: StoryRequest, drawn?: StoryScene, reference?: Uint8Array): Promise<Uint8Array> {
        scenes.push(drawn);
        references.push(reference);
        runningAtStart.push([...underWay]);
        const call = scenes.length;
        const moment = drawn?.moment ?? 'none';
        underWay.add(moment);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        // A turn of the event loop, so that drawings asked for side by side do overlap.
        await new Promise<void>((resolve) => setImmediate(resolve));
        running -= 1;
        underWay.delete(moment);
        if (failOnCalls.includes(call)) throw Object.assign(new Error('drawing failed'), { name: 'StoryMakerUnavailableError' });
        return new Uint8Array([...FAKE_PNG, call]);
      },
    },
  };
}

function world(status: StoryStatus, fields: Partial<Story> = {}, options: { written?: WrittenStory; failOnCalls?: number[]; illustrationsPerStory?: number; drawConcurrently?: boolean } = {}) {
  const stories = new InMemoryStories();
  const media = new InMemoryMedia();
  stories.put(storyAt('story-1', status, fields));
  const drawing = recordingIllustrator(options.failOnCalls);
  const { makers } = fakeStoryMakers(options.written ? { written: options.written } : {});
  const ports = {
    stories,
    media,
    makers: { ...makers, illustrator: drawing.illustrator },
    now: () => NOW,
    ...(options.illustrationsPerStory === undefined ? {} : { illustrationsPerStory: options.illustrationsPerStory }),
    ...(options.drawConcurrently === undefined ? {} : { drawConcurrently: options.drawConcurrently }),
  };
  const row = () => stories.rows.get('story-1')!;
  return { stories, media, ports, drawing, row };
}

describe('the scenes a story is drawn from', () => {
  it('should name the same moments as the story makers\u2019 contract', () => {
    // Arrange, act, assert: the web's copy of the moments may never drift from the contract's
    expect([...ILLUSTRATION_MOMENTS]).toEqual([...SCENE_MOMENTS]);
  });

  it('should derive the opening, the problem and the resolution from the first, middle and last paragraphs when the writer told none', () => {
    // Arrange
    const written = { title: 'Léa et la graine', content: FIVE_PARAGRAPHS };

    // Act
    const scenes = deriveScenes(written);

    // Assert
    expect(scenes.map(({ moment, paragraph, pose, light, props }) => ({ moment, paragraph, pose, light, props }))).toEqual([
      { moment: 'opening', paragraph: 0, pose: 'standing', light: 'day', props: [] },
      { moment: 'problem', paragraph: 2, pose: 'searching', light: 'day', props: [] },
      { moment: 'resolution', paragraph: 4, pose: 'celebrating', light: 'day', props: [] },
    ]);
    for (const { caption } of scenes) expect(caption).toContain('« Léa et la graine »');
  });

  it('should put every derived scene on the only paragraph of a one-paragraph story', () => {
    // Arrange
    const written = { title: 'Court', content: 'Un seul paragraphe.' };

    // Act
    const paragraphs = deriveScenes(written).map((derived) => derived.paragraph);

    // Assert
    expect(paragraphs).toEqual([0, 0, 0]);
  });

  it.each([
    [1, ['opening']],
    [2, ['opening', 'resolution']],
    [3, ['opening', 'problem', 'resolution']],
  ])('should draw %i picture(s) from the moments %j', (count, moments) => {
    // Arrange
    const written: WrittenStory = { ...FAKE_STORY, content: FIVE_PARAGRAPHS, scenes: WRITER_SCENES };

    // Act
    const scenes = scenesToDraw(written, count);

    // Assert
    expect(scenes.map((drawn) => drawn.moment)).toEqual(moments);
    expect(scenes.every((drawn) => drawn.caption.startsWith('La scène'))).toBe(true);
  });

  it("should keep a writer's scene inside the text and fill a moment it left out with a derived one", () => {
    // Arrange
    const written: WrittenStory = { ...FAKE_STORY, content: FIVE_PARAGRAPHS, scenes: [scene('opening', 0), scene('resolution', 9)] };

    // Act
    const scenes = scenesToDraw(written, 3);

    // Assert
    expect(scenes.map(({ moment, paragraph, light }) => ({ moment, paragraph, light }))).toEqual([
      { moment: 'opening', paragraph: 0, light: 'morning' },
      { moment: 'problem', paragraph: 2, light: 'day' },
      { moment: 'resolution', paragraph: 4, light: 'morning' },
    ]);
  });
});

describe('how many pictures a story gets', () => {
  const names = { count: 'ILLUSTRATIONS_PER_STORY', openAiKeys: ['OPENAI_API_KEY', 'OPENAI_API_KEY_SECRET_ARN'] };

  it.each([
    ['the value the stack set', { ILLUSTRATIONS_PER_STORY: '2', OPENAI_API_KEY: 'sk-test' }, 2],
    ['3 with the embedded story makers when nothing is set', {}, 3],
    ['1 when an OpenAI key is configured and nothing is set', { OPENAI_API_KEY: 'sk-test' }, 1],
    ['1 when an OpenAI secret is configured and nothing is set', { OPENAI_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:x' }, 1],
  ])('should take %s', (_case, env, expected) => {
    // Arrange, act
    const count = illustrationsPerStoryOf(env, names);

    // Assert
    expect(count).toBe(expected);
  });

  it.each(['0', '4', '1.5', 'trois'])('should refuse %j at cold start rather than guess', (value) => {
    // Arrange, act, assert
    expect(() => illustrationsPerStoryOf({ ILLUSTRATIONS_PER_STORY: value }, names)).toThrow(/ILLUSTRATIONS_PER_STORY must be a whole number from 1 to 3/);
  });
});

describe('the picture book through the pipeline', () => {
  it("should store the writer's scenes with the text, as many as the pictures configured", async () => {
    // Arrange
    const { ports, row } = world('draft', {}, { written: { ...FAKE_STORY, content: FIVE_PARAGRAPHS, scenes: WRITER_SCENES }, illustrationsPerStory: 3 });

    // Act
    await generateText(ports, KEYS);

    // Assert
    expect(row().scenes).toEqual(WRITER_SCENES);
  });

  it('should store derived scenes when the writer told none, and only the opening with one picture configured', async () => {
    // Arrange
    const { ports, row } = world('draft', {}, { illustrationsPerStory: 1 });

    // Act
    await generateText(ports, KEYS);

    // Assert
    expect(row().scenes).toEqual([deriveScenes(FAKE_STORY)[0]]);
  });

  it('should draw each scene, store each picture under its own key and attach each, the first as imageKey', async () => {
    // Arrange
    const { ports, media, row, drawing, stories } = world('content_generated', { scenes: WRITER_SCENES });

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(drawing.scenes).toEqual(WRITER_SCENES);
    expect(row()).toMatchObject({ imageKey: storyImageKey('story-1'), imageKey2: storyImageKey('story-1', 2), imageKey3: storyImageKey('story-1', 3), status: 'generating_audio' });
    expect([...media.objects.keys()]).toEqual([1, 2, 3].map((picture) => storyImageKey('story-1', picture)));
    expect(stories.writes.filter((write) => write.startsWith('attachImage'))).toEqual(['attachImage story-1', 'attachImage story-1 2', 'attachImage story-1 3']);
  });

  it('should keep the pictures drawn before a failure, and on the retry draw only the missing one', async () => {
    // Arrange: the second drawing fails once
    const { ports, media, row, drawing } = world('content_generated', { scenes: WRITER_SCENES }, { failOnCalls: [2] });
    await expect(generateImage(ports, KEYS)).rejects.toMatchObject({ name: 'StoryMakerUnavailableError' });
    const firstObject = media.objects.get(storyImageKey('story-1'));

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(drawing.scenes.map((drawn) => drawn?.moment)).toEqual(['opening', 'problem', 'problem', 'resolution']);
    expect(media.objects.get(storyImageKey('story-1'))).toBe(firstObject);
    expect(storyPictures(row()).every((picture) => picture.key)).toBe(true);
    expect(row().status).toBe('generating_audio');
  });

  it('should ask for the pictures after the first side by side when told to, and attach every one that succeeded before failing', async () => {
    // Arrange
    const { ports, row, drawing } = world('content_generated', { scenes: WRITER_SCENES }, { drawConcurrently: true, failOnCalls: [3] });

    // Act
    const run = generateImage(ports, KEYS);

    // Assert
    await expect(run).rejects.toMatchObject({ name: 'StoryMakerUnavailableError' });
    expect(drawing.mostAtOnce()).toBe(2);
    expect(row()).toMatchObject({ imageKey: storyImageKey('story-1'), imageKey2: storyImageKey('story-1', 2), status: 'generating_image' });
    expect(row().imageKey3).toBeUndefined();
  });

  it.each([
    ['one after the other', false],
    ['side by side', true],
  ])('should draw the first picture alone, before the others, and give its PNG to the others as their reference (%s)', async (_label, drawConcurrently) => {
    // Arrange
    const { ports, media, drawing } = world('content_generated', { scenes: WRITER_SCENES }, { drawConcurrently });

    // Act
    await generateImage(ports, KEYS);

    // Assert
    const first = media.objects.get(storyImageKey('story-1'));
    expect(drawing.scenes.map((drawn) => drawn?.moment)).toEqual(['opening', 'problem', 'resolution']);
    expect(drawing.runningAtStart[1]).not.toContain('opening');
    expect(drawing.runningAtStart[2]).not.toContain('opening');
    expect(drawing.references).toEqual([undefined, first, first]);
    expect(first).toEqual(new Uint8Array([...FAKE_PNG, 1]));
    expect(media.reads).toEqual([]);
  });

  it('should draw no other picture when the first one fails, and draw it again first on the retry', async () => {
    // Arrange
    const { ports, row, drawing } = world('content_generated', { scenes: WRITER_SCENES }, { drawConcurrently: true, failOnCalls: [1] });
    await expect(generateImage(ports, KEYS)).rejects.toMatchObject({ name: 'StoryMakerUnavailableError' });
    const drawnBeforeRetry = drawing.scenes.length;

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(drawnBeforeRetry).toBe(1);
    expect(drawing.scenes.map((drawn) => drawn?.moment)).toEqual(['opening', 'opening', 'problem', 'resolution']);
    expect(drawing.references.slice(2)).toEqual([new Uint8Array([...FAKE_PNG, 2]), new Uint8Array([...FAKE_PNG, 2])]);
    expect(storyPictures(row()).every((picture) => picture.key)).toBe(true);
  });

  it('should on a retry read the stored first picture back from the media and give it to the missing ones as their reference', async () => {
    // Arrange: the first picture was drawn and attached by an earlier run
    const stored = new Uint8Array([...FAKE_PNG, 42]);
    const { ports, media, drawing } = world('generating_image', { scenes: WRITER_SCENES, imageKey: storyImageKey('story-1'), imageKey3: storyImageKey('story-1', 3) });
    media.objects.set(storyImageKey('story-1'), stored);

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(media.reads).toEqual([storyImageKey('story-1')]);
    expect(drawing.scenes.map((drawn) => drawn?.moment)).toEqual(['problem']);
    expect(drawing.references).toEqual([stored]);
  });

  it('should draw the missing pictures without a reference when the stored first picture cannot be found', async () => {
    // Arrange: the first picture's key is attached but its object is gone
    const { ports, row, drawing } = world('generating_image', { scenes: WRITER_SCENES, imageKey: storyImageKey('story-1') });

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(drawing.scenes.map((drawn) => drawn?.moment)).toEqual(['problem', 'resolution']);
    expect(drawing.references).toEqual([undefined, undefined]);
    expect(row().status).toBe('generating_audio');
  });

  it('should read nothing back when every picture is there', async () => {
    // Arrange
    const { ports, media, drawing } = world('image_generated', {
      scenes: WRITER_SCENES,
      imageKey: storyImageKey('story-1'),
      imageKey2: storyImageKey('story-1', 2),
      imageKey3: storyImageKey('story-1', 3),
    });

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(drawing.scenes).toEqual([]);
    expect(media.reads).toEqual([]);
  });

  it('should draw one picture without a scene for a story made before the picture book', async () => {
    // Arrange
    const { ports, row, drawing } = world('content_generated');

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(drawing.scenes).toEqual([undefined]);
    expect(drawing.references).toEqual([undefined]);
    expect(row()).toMatchObject({ imageKey: storyImageKey('story-1'), status: 'generating_audio' });
  });

  it('should not complete a story that misses one of its pictures', async () => {
    // Arrange
    const { ports } = world('generating_audio', { scenes: WRITER_SCENES, imageKey: storyImageKey('story-1'), imageKey3: storyImageKey('story-1', 3), narrationRequested: false });

    // Act
    const run = completeStory(ports, KEYS);

    // Assert
    await expect(run).rejects.toBeInstanceOf(StoryIncompleteError);
  });

  it('should list every picture key among the media a deletion removes', () => {
    // Arrange, act
    const keys = storyMediaKeys('story-1');

    // Assert
    expect(keys).toEqual(expect.arrayContaining([1, 2, 3].map((picture) => storyImageKey('story-1', picture))));
  });
});

describe('the picture book in the story detail', () => {
  it('should give one illustration per scene, at its paragraph, with its caption and signed URL, and report the missing one', async () => {
    // Arrange: picture 2's object is lost
    const { ports, media } = world('completed', {
      scenes: WRITER_SCENES,
      imageKey: storyImageKey('story-1'),
      imageKey2: storyImageKey('story-1', 2),
      imageKey3: storyImageKey('story-1', 3),
      narrationRequested: false,
    });
    media.objects.set(storyImageKey('story-1'), FAKE_PNG);
    media.objects.set(storyImageKey('story-1', 3), FAKE_PNG);

    // Act
    const detail = await getStory(ports, PARENT, 'story-1');

    // Assert
    expect(storyDetailSchema.parse(detail)).toEqual(detail);
    expect(detail.illustrations).toEqual([
      { url: `https://media.test/${storyImageKey('story-1')}?signed`, paragraph: 0, moment: 'opening', caption: 'La scène opening.', missing: false },
      { url: null, paragraph: 2, moment: 'problem', caption: 'La scène problem.', missing: true },
      { url: `https://media.test/${storyImageKey('story-1', 3)}?signed`, paragraph: 4, moment: 'resolution', caption: 'La scène resolution.', missing: false },
    ]);
    expect(detail).toMatchObject({ imageUrl: detail.illustrations[0]!.url, imageMissing: false });
  });

  it('should give a story made before the picture book its one picture at the top', async () => {
    // Arrange
    const { ports, media } = world('completed', { imageKey: storyImageKey('story-1'), narrationRequested: false });
    media.objects.set(storyImageKey('story-1'), FAKE_PNG);

    // Act
    const detail = await getStory(ports, PARENT, 'story-1');

    // Assert
    expect(detail.illustrations).toEqual([
      { url: `https://media.test/${storyImageKey('story-1')}?signed`, paragraph: 0, moment: 'opening', caption: "Illustration de l'histoire « Le titre »", missing: false },
    ]);
  });
});

describe('regenerating one picture of the picture book', () => {
  function regenerationWorld() {
    const { stories, media, drawing } = world('completed', {
      scenes: WRITER_SCENES,
      imageKey: storyImageKey('story-1'),
      imageKey2: storyImageKey('story-1', 2),
      imageKey3: storyImageKey('story-1', 3),
    });
    media.objects.set(storyImageKey('story-1'), FAKE_PNG);
    media.objects.set(storyImageKey('story-1', 3), FAKE_PNG);
    const ports = { accounts: new InMemoryAccounts(), stories, media, lease: new InMemoryLease(), illustrator: drawing.illustrator, now: () => NOW };
    return { ports, media, drawing };
  }

  it('should draw only the missing picture asked for, from its own scene, under its own key', async () => {
    // Arrange
    const { ports, media, drawing } = regenerationWorld();

    // Act
    const answer = await regenerateImage(ports, PARENT, 'story-1', 2);

    // Assert
    expect(answer.imageUrl).toContain(storyImageKey('story-1', 2));
    expect(drawing.scenes).toEqual([WRITER_SCENES[1]]);
    expect(media.puts).toEqual([storyImageKey('story-1', 2)]);
    // As the pipeline draws it: with the story's first picture as the reference of the same child.
    expect(drawing.references).toEqual([FAKE_PNG]);
  });

  it('should draw the first picture again without a reference, and a later one without it when the first cannot be read', async () => {
    // Arrange
    const first = regenerationWorld();
    first.media.objects.delete(storyImageKey('story-1'));
    const later = regenerationWorld();
    later.media.objects.delete(storyImageKey('story-1'));

    // Act
    await regenerateImage(first.ports, PARENT, 'story-1', 1);
    await regenerateImage(later.ports, PARENT, 'story-1', 2);

    // Assert
    expect(first.drawing.references).toEqual([undefined]);
    expect(later.drawing.references).toEqual([undefined]);
  });

  it('should only sign again a picture that is there', async () => {
    // Arrange
    const { ports, media, drawing } = regenerationWorld();

    // Act
    const answer = await regenerateImage(ports, PARENT, 'story-1', 3);

    // Assert
    expect(answer.imageUrl).toContain(storyImageKey('story-1', 3));
    expect(drawing.scenes).toEqual([]);
    expect(media.puts).toEqual([]);
  });

  it('should not find a picture the story does not have', async () => {
    // Arrange: a story made before the picture book has one picture
    const { stories, media, drawing } = world('completed', { imageKey: storyImageKey('story-1') });
    const ports = { accounts: new InMemoryAccounts(), stories, media, lease: new InMemoryLease(), illustrator: drawing.illustrator, now: () => NOW };

    // Act
    const error = await regenerateImage(ports, PARENT, 'story-1', 2).catch((caught: unknown) => caught);

    // Assert
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ message: STORY_MESSAGES.pictureNotFound });
  });

  it.each([[{}, 1], [{ picture: 3 }, 3]])('should read the body %j as picture %i', (body, picture) => {
    // Arrange, act, assert
    expect(regenerateImageRequestSchema.parse(body)).toEqual({ picture });
  });

  it.each([{ picture: 0 }, { picture: 4 }, { picture: 1.5 }, { picture: '2' }])('should refuse the body %j in French', (body) => {
    // Arrange, act
    const result = regenerateImageRequestSchema.safeParse(body);

    // Assert
    expect(result.error?.issues[0]?.message).toBe(STORY_MESSAGES.pictureInvalid);
  });
});
