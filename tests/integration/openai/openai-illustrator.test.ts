import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiIllustrator } from '../../../functions/story-makers/openai/openai-illustrator';
import { StoryMakerError } from '../../../functions/core/story-maker-errors';
import { rateLimited, type FakeOpenAi } from './support/fake-openai';
import { boyRequest, girlRequest, startFakeOpenAi, testClient, tinyPng } from './support/fixtures';

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});

interface SentImageRequest {
  model: string;
  prompt: string;
  size: string;
  n: number;
  quality?: string;
  output_format?: string;
  response_format?: string;
}

const sentImageRequests = () => fake.requestsTo('/images/generations').map((request) => request.body as SentImageRequest);

describe('OpenAI illustrator', () => {
  it('should return the decoded PNG of a 1024×1024 gpt-image-1 generation', async () => {
    // Arrange
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });

    // Act
    const png = await illustrator.illustrate(girlRequest());

    // Assert
    expect(png).toEqual(tinyPng());
    expect(fake.problems).toEqual([]);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/images/generations' });
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test-fake-openai-key');
    expect(sentImageRequests()[0]).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: 1, output_format: 'png', quality: 'medium' });
  });

  it("should describe the setting, the main character and the girl's appearance, ask for no text and leave out her name", async () => {
    // Arrange
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });
    const request = girlRequest();

    // Act
    await illustrator.illustrate(request);

    // Assert
    const { prompt } = sentImageRequests()[0]!;
    for (const expected of [
      request.choices.setting,
      request.choices.mainCharacter,
      '6-year-old girl',
      'medium brown skin',
      'shoulder-length curly chestnut-brown hair',
      'hazel eyes',
      'small for her age',
      "explorer's-style clothes",
      'purple (#8E24AA)',
      'No text',
    ]) {
      expect(prompt).toContain(expected);
    }
    expect(prompt).not.toContain(request.child.name);
  });

  it("should describe a boy's braids, height and a colour outside the palette", async () => {
    // Arrange
    const illustrator = createOpenAiIllustrator({ client: testClient(fake), model: 'gpt-image-1-mini' });

    // Act
    await illustrator.illustrate(boyRequest());

    // Assert
    const sent = sentImageRequests()[0]!;
    expect(sent.model).toBe('gpt-image-1-mini');
    for (const expected of ['9-year-old boy', 'deep brown skin', 'long black hair in braids', 'tall for his age', 'futuristic-style clothes', 'doré (#FFD700)']) {
      expect(sent.prompt).toContain(expected);
    }
  });

  it('should ask DALL·E models for base64 rather than a URL', async () => {
    // Arrange
    const illustrator = createOpenAiIllustrator({ client: testClient(fake), model: 'dall-e-3' });

    // Act
    await illustrator.illustrate(girlRequest());

    // Assert
    const sent = sentImageRequests()[0]!;
    expect(sent.response_format).toBe('b64_json');
    expect(sent.output_format).toBeUndefined();
  });

  it('should retry after a 429 and return the image', async () => {
    // Arrange
    fake.reply('/images/generations', rateLimited());
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });

    // Act
    const png = await illustrator.illustrate(girlRequest());

    // Assert
    expect(png).toEqual(tinyPng());
    expect(sentImageRequests()).toHaveLength(2);
  });

  it('should throw StoryMakerError when the image is not a PNG', async () => {
    // Arrange
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');
    fake.reply('/images/generations', { status: 200, json: { created: 1, data: [{ b64_json: jpeg }] } });
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });

    // Act
    const failure = illustrator.illustrate(girlRequest());

    // Assert
    await expect(failure).rejects.toThrow(StoryMakerError);
    await expect(failure).rejects.toThrow('not a PNG');
  });

  it('should throw StoryMakerError when the answer holds no image', async () => {
    // Arrange
    fake.reply('/images/generations', { status: 200, json: { created: 1, data: [{ url: 'https://example.invalid/image.png' }] } });
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });

    // Act
    const failure = illustrator.illustrate(girlRequest());

    // Assert
    await expect(failure).rejects.toMatchObject({ name: 'StoryMakerError' });
    expect(sentImageRequests()).toHaveLength(1);
  });
});
