import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { costOfStory } from '../../../functions/core/stories/story-cost';
import { generateImage, generateText } from '../../../functions/core/stories/story-pipeline';
import { createEmbeddedStoryMakers } from '../../../functions/story-makers/embedded-story-makers';
import { childDescription, REFERENCE_INSTRUCTION } from '../../../functions/story-makers/openai/illustration-prompt';
import { createOpenAiIllustrator } from '../../../functions/story-makers/openai/openai-illustrator';
import { ENV } from '../../../shared/environment';
import { storyImageKey } from '../../../shared/media';
import { boundName, storage } from '../support/aws';
import { draftStoryWithCredit } from '../support/stories';
import { openAiError, type RecordedRequest, type SentFile } from './support/fake-openai';
import { testClient, tinyPng } from './support/fixtures';
import { FIRST_PICTURE, firstPictureAnswer, picturesOnTwin } from './support/pictures-on-twin';

/**
 * Issue 26, the same hero on the OpenAI path: the story's pipeline (text by the embedded writer, three
 * scenes) draws its pictures with the OpenAI illustrator against the fake API, and the story and its
 * pictures live in the twin's table and bucket. The first picture is a generation; the two others are
 * edits that send it as their reference.
 */

const twin = picturesOnTwin();

/** A written story of three scenes, waiting for its pictures. */
async function writtenStory() {
  const story = await draftStoryWithCredit(twin.credits);
  const { writer, moderator } = createEmbeddedStoryMakers();
  await generateText({ ...twin.store, makers: { writer, moderator }, illustrationsPerStory: 3 }, story);
  return story;
}

const imageSteps = (drawConcurrently: boolean) => ({ ...twin.store, makers: { illustrator: createOpenAiIllustrator({ client: testClient(twin.fake) }) }, drawConcurrently });

const promptOf = (request: RecordedRequest) => String((request.body as { prompt: unknown }).prompt);
const imageOf = (request: RecordedRequest) => (request.body as { image: SentFile }).image;

async function storedPicture(storyId: string, picture: number): Promise<Uint8Array> {
  const { Body } = await storage().send(new GetObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key: storyImageKey(storyId, picture) }));
  return Body!.transformToByteArray();
}

describe('the OpenAI pictures of a story: the same hero', () => {
  it("should generate the first picture, then send it as the reference of the two others with the child's fixed description", async () => {
    // Arrange
    const story = await writtenStory();
    twin.fake.reply('/images/generations', firstPictureAnswer);

    // Act
    await generateImage(imageSteps(true), story);

    // Assert
    expect(twin.fake.problems).toEqual([]);
    const [generation, ...others] = twin.fake.requests;
    expect(generation!.path).toBe('/images/generations');
    expect(others.map((request) => request.path)).toEqual(['/images/edits', '/images/edits']);
    // The first picture was answered before either edit was asked for.
    expect(others.every((edit) => edit.receivedAt >= generation!.answeredAt!)).toBe(true);
    for (const edit of others) {
      expect(imageOf(edit)).toMatchObject({ type: 'image/png' });
      expect(imageOf(edit).bytes).toEqual(FIRST_PICTURE);
      expect(promptOf(edit)).toContain(REFERENCE_INSTRUCTION);
    }
    const description = childDescription(story.request);
    expect([generation!, ...others].every((request) => promptOf(request).includes(description))).toBe(true);
    expect(promptOf(generation!)).not.toContain('attached image');
    expect(await storedPicture(story.storyId, 1)).toEqual(FIRST_PICTURE);
    expect(await storedPicture(story.storyId, 3)).toEqual(tinyPng());
  });

  it('should on a retry read the stored first picture back from the bucket and send it with the missing pictures only', async () => {
    // Arrange: the first picture is stored, then the second picture's edit is refused
    const story = await writtenStory();
    twin.fake.reply('/images/generations', firstPictureAnswer);
    twin.fake.reply('/images/edits', openAiError(400, 'invalid_request_error', 'Your request was rejected by the safety system.', 'moderation_blocked'));
    await expect(generateImage(imageSteps(false), story)).rejects.toMatchObject({ name: 'StoryMakerError' });
    twin.fake.reset();

    // Act: a new illustrator (a new function instance) holds nothing of the first run
    await generateImage(imageSteps(false), story);

    // Assert
    expect(twin.fake.problems).toEqual([]);
    expect(twin.fake.requests.map((request) => request.path)).toEqual(['/images/edits', '/images/edits']);
    expect(twin.fake.requests.map((request) => imageOf(request).bytes)).toEqual([FIRST_PICTURE, FIRST_PICTURE]);
    const row = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
    expect(row).toMatchObject({ imageKey: storyImageKey(story.storyId), imageKey2: storyImageKey(story.storyId, 2), imageKey3: storyImageKey(story.storyId, 3) });
  });

  it("should read back only the story's own first picture, and nothing for a story without one", async () => {
    // Arrange
    const story = await writtenStory();
    twin.fake.reply('/images/generations', firstPictureAnswer);
    await generateImage(imageSteps(true), story);
    const other = await writtenStory();

    // Act
    const own = await twin.store.media.readImage(story.storyId, 1);
    const none = await twin.store.media.readImage(other.storyId, 1);

    // Assert
    expect(own).toEqual(FIRST_PICTURE);
    expect(none).toBeUndefined();
  });

  it('should store on the story the three drawings it paid for, as the answers reported them, with their cost at list prices', async () => {
    // Arrange: the first answer reports no tokens (priced by quality and size); the edits report the fake's.
    const story = await writtenStory();
    twin.fake.reply('/images/generations', firstPictureAnswer);

    // Act
    await generateImage(imageSteps(true), story);

    // Assert
    const stored = (await twin.store.stories.get(story.userId, story.storyId, { consistent: true }))!;
    expect(stored.usage).toEqual([
      { kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024' },
      { kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024', textInputTokens: 120, imageInputTokens: 0, outputTokens: 1_056 },
      { kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024', textInputTokens: 120, imageInputTokens: 0, outputTokens: 1_056 },
    ]);
    expect(stored.costUsd).toBeCloseTo(costOfStory(stored.usage!).usd, 9);
    expect(stored.costUsd).toBeCloseTo(0.042 + 2 * (120 * 5 + 1_056 * 40) / 1_000_000, 9);
  });
});
