import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiIllustrator } from '../../../functions/story-makers/openai/openai-illustrator';
import { childDescription, REFERENCE_INSTRUCTION } from '../../../functions/story-makers/openai/illustration-prompt';
import { StoryMakerError } from '../../../functions/core/story-maker-errors';
import { createUsageLog } from '../../../functions/core/stories/story-cost';
import type { StoryScene } from '../../../functions/core/story-scenes';
import { rateLimited, type FakeOpenAi, type SentFile } from './support/fake-openai';
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

/** An image edit as the fake read its multipart form: every field is text but the image file. */
interface SentEditRequest {
  model: string;
  prompt: string;
  image: SentFile;
  size: string;
  n: string;
  quality?: string;
  output_format?: string;
  input_fidelity?: string;
}

const sentEdits = () => fake.requestsTo('/images/edits').map((request) => request.body as SentEditRequest);

const PROBLEM: StoryScene = { moment: 'problem', paragraph: 1, light: 'dusk', pose: 'worried', props: ['storm-clouds'], caption: "L'orage gronde." };
/** The story's first picture, in a colour of its own (the fake's default answer is lavender). */
const FIRST_PICTURE = tinyPng([0x20, 0x90, 0x40]);

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

  it("should send the story's first picture to the image edits endpoint, with the child's fixed description and the instruction to keep the child and the companion", async () => {
    // Arrange
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });
    const request = girlRequest();

    // Act
    const png = await illustrator.illustrate(request, PROBLEM, FIRST_PICTURE);

    // Assert
    expect(png).toEqual(tinyPng());
    expect(fake.problems).toEqual([]);
    expect(fake.requestsTo('/images/generations')).toHaveLength(0);
    expect(fake.requestsTo('/images/edits')[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const [sent] = sentEdits();
    expect(sent).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: '1', output_format: 'png', quality: 'medium', input_fidelity: 'high' });
    expect(sent!.image).toMatchObject({ type: 'image/png' });
    expect(sent!.image.bytes).toEqual(FIRST_PICTURE);
    expect(sent!.prompt).toContain(REFERENCE_INSTRUCTION);
    expect(sent!.prompt).toContain(`The hero in the foreground: ${childDescription(request)}, smiling.`);
    expect(sent!.prompt).toContain("L'orage gronde.");
    expect(sent!.prompt).not.toContain(request.child.name);
  });

  it('should describe the child in the same words with and without the reference, and mention the reference only when it is sent', async () => {
    // Arrange
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });
    const request = girlRequest();

    // Act
    await illustrator.illustrate(request);
    await illustrator.illustrate(request, PROBLEM, FIRST_PICTURE);

    // Assert
    // A form's text fields travel with CRLF line ends (multipart's newline normalisation), JSON's with LF.
    const heroLine = (prompt: string) => prompt.split(/\r?\n/).find((line) => line.startsWith('The hero in the foreground:'));
    const generated = sentImageRequests()[0]!.prompt;
    const edited = sentEdits()[0]!.prompt;
    expect(heroLine(generated)).toBe(heroLine(edited));
    expect(heroLine(generated)).toContain("a young schoolchild's proportions");
    expect(generated).not.toContain('attached image');
  });

  it('should leave out input_fidelity for a model that refuses it', async () => {
    // Arrange
    const illustrator = createOpenAiIllustrator({ client: testClient(fake), model: 'gpt-image-1-mini' });

    // Act
    await illustrator.illustrate(boyRequest(), PROBLEM, FIRST_PICTURE);

    // Assert
    expect(fake.problems).toEqual([]);
    expect(sentEdits()[0]).toMatchObject({ model: 'gpt-image-1-mini' });
    expect(sentEdits()[0]!.input_fidelity).toBeUndefined();
  });

  it('should draw from the description alone with a DALL·E model or a reference that is not a PNG', async () => {
    // Arrange
    const dallE = createOpenAiIllustrator({ client: testClient(fake), model: 'dall-e-3' });
    const gptImage = createOpenAiIllustrator({ client: testClient(fake) });

    // Act
    await dallE.illustrate(girlRequest(), PROBLEM, FIRST_PICTURE);
    await gptImage.illustrate(girlRequest(), PROBLEM, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]));

    // Assert
    expect(fake.requestsTo('/images/edits')).toHaveLength(0);
    expect(sentImageRequests()).toHaveLength(2);
    expect(sentImageRequests().every((sent) => !sent.prompt.includes('attached image'))).toBe(true);
  });

  it('should retry an edit after a 429 and send the reference again', async () => {
    // Arrange
    fake.reply('/images/edits', rateLimited());
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });

    // Act
    const png = await illustrator.illustrate(girlRequest(), PROBLEM, FIRST_PICTURE);

    // Assert
    expect(png).toEqual(tinyPng());
    expect(sentEdits().map((sent) => sent.image.bytes)).toEqual([FIRST_PICTURE, FIRST_PICTURE]);
  });

  it('should throw StoryMakerError naming the edit when its answer is not a PNG', async () => {
    // Arrange
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');
    fake.reply('/images/edits', { status: 200, json: { created: 1, data: [{ b64_json: jpeg }] } });
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });

    // Act
    const failure = illustrator.illustrate(girlRequest(), PROBLEM, FIRST_PICTURE);

    // Assert
    await expect(failure).rejects.toThrow('OpenAI image edit: the image is not a PNG');
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

  it("should tell the meter each picture's quality, size and tokens, an edit's reference picture included", async () => {
    // Arrange: the fake's generation reports 120 text tokens in and 1,056 out; the edit also bills the reference.
    const edit = {
      created: 1_760_000_000,
      data: [{ b64_json: Buffer.from(tinyPng()).toString('base64') }],
      quality: 'medium',
      size: '1024x1024',
      usage: { input_tokens: 4_330, input_tokens_details: { image_tokens: 4_160, text_tokens: 170 }, output_tokens: 1_056, total_tokens: 5_386 },
    };
    fake.reply('/images/edits', { status: 200, json: edit });
    const illustrator = createOpenAiIllustrator({ client: testClient(fake) });
    const meter = createUsageLog();

    // Act
    await illustrator.illustrate(girlRequest(), undefined, undefined, meter);
    await illustrator.illustrate(girlRequest(), PROBLEM, FIRST_PICTURE, meter);

    // Assert
    expect(meter.entries).toEqual([
      { kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024', textInputTokens: 120, imageInputTokens: 0, outputTokens: 1_056 },
      { kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024', textInputTokens: 170, imageInputTokens: 4_160, outputTokens: 1_056 },
    ]);
  });

  it('should tell the meter a DALL·E picture, which reports no tokens, by its standard quality and size', async () => {
    // Arrange
    fake.reply('/images/generations', { status: 200, json: { created: 1_760_000_000, data: [{ b64_json: Buffer.from(tinyPng()).toString('base64') }] } });
    const illustrator = createOpenAiIllustrator({ client: testClient(fake), model: 'dall-e-3' });
    const meter = createUsageLog();

    // Act
    await illustrator.illustrate(girlRequest(), undefined, undefined, meter);

    // Assert
    expect(meter.entries).toEqual([{ kind: 'image', model: 'dall-e-3', quality: 'standard', size: '1024x1024' }]);
  });
});
