import { describe, expect, it } from 'vitest';
import { drawOpening, generateImage, generateText, type ImageStepPorts } from '../../../functions/core/stories/story-pipeline';
import { createEmbeddedStoryMakers } from '../../../functions/story-makers/embedded-story-makers';
import { REFERENCE_INSTRUCTION } from '../../../functions/story-makers/openai/illustration-prompt';
import { createOpenAiIllustrator } from '../../../functions/story-makers/openai/openai-illustrator';
import { storyImageKey } from '../../../shared/media';
import { draftStoryWithCredit } from '../support/stories';
import type { RecordedRequest, SentFile } from './support/fake-openai';
import { testClient } from './support/fixtures';
import { FIRST_PICTURE, firstPictureAnswer, picturesOnTwin } from './support/pictures-on-twin';

/**
 * Issue 30 on the OpenAI path: the opening picture is asked for while the story is still being written
 * (DrawOpening, from the request alone), what the SDK sends for it passes the fake API's checks, and the
 * pictures that follow it (DrawRest) are edits sending it as their reference. The story lives in the twin's
 * table and bucket.
 */

const twin = picturesOnTwin();

const pictureSteps = (): ImageStepPorts => ({
  ...twin.store,
  makers: { illustrator: createOpenAiIllustrator({ client: testClient(twin.fake) }) },
  drawConcurrently: true,
  openingBesideText: true,
});
const textStep = () => {
  const { writer, moderator } = createEmbeddedStoryMakers();
  return { ...twin.store, makers: { writer, moderator }, illustrationsPerStory: 3 };
};
const promptOf = (request: RecordedRequest) => String((request.body as { prompt: unknown }).prompt);
const imageOf = (request: RecordedRequest) => (request.body as { image: SentFile }).image;

describe('the OpenAI opening picture drawn beside the text', () => {
  it('should ask for the opening before any text exists, with a request the API accepts, and attach it without touching the status', async () => {
    // Arrange
    const story = await draftStoryWithCredit(twin.credits);
    twin.fake.reply('/images/generations', firstPictureAnswer);

    // Act
    await drawOpening(pictureSteps(), story);

    // Assert
    expect(twin.fake.problems).toEqual([]);
    expect(twin.fake.requests.map((request) => request.path)).toEqual(['/images/generations']);
    expect(promptOf(twin.fake.requests[0]!)).toContain('the opening of the story');
    expect(promptOf(twin.fake.requests[0]!)).not.toContain('attached image');
    const row = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
    expect(row).toMatchObject({ status: 'draft', imageKey: storyImageKey(story.storyId), content: '' });
  });

  it('should leave the text to write itself over the attached opening, then draw the two others as edits of it after both', async () => {
    // Arrange: the opening drawn beside the text, the image step beside the narration run meanwhile
    const story = await draftStoryWithCredit(twin.credits);
    twin.fake.reply('/images/generations', firstPictureAnswer);
    await drawOpening(pictureSteps(), story);
    await generateText(textStep(), story);
    const afterText = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
    twin.fake.reset();

    // Act: DrawRest
    await generateImage(pictureSteps(), story, { drawsRest: true });

    // Assert
    expect(afterText).toMatchObject({ status: 'content_generated', imageKey: storyImageKey(story.storyId) });
    expect(afterText!.scenes).toHaveLength(3);
    expect(twin.fake.problems).toEqual([]);
    expect(twin.fake.requests.map((request) => request.path)).toEqual(['/images/edits', '/images/edits']);
    for (const edit of twin.fake.requests) {
      expect(imageOf(edit).bytes).toEqual(FIRST_PICTURE);
      expect(promptOf(edit)).toContain(REFERENCE_INSTRUCTION);
    }
    const row = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
    expect(row).toMatchObject({ status: 'image_generated', imageKey2: storyImageKey(story.storyId, 2), imageKey3: storyImageKey(story.storyId, 3) });
  });
});
