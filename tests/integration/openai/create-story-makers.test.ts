import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../../shared/environment';
import { createModerator } from '../../../functions/story-makers/create-moderator';
import { createStoryMakers, storyMakers } from '../../../functions/story-makers/create-story-makers';
import { apiKeyFromSecretString } from '../../../functions/story-makers/openai/openai-api-key';
import { OpenAiStoryWriter } from '../../../functions/story-makers/openai/openai-story-writer';
import { EmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { FAKE_API_KEY, type FakeOpenAi } from './support/fake-openai';
import { startFakeOpenAi } from './support/fixtures';

let fake: FakeOpenAi;
/** The SDK's own settings for the Secrets Manager stand-in, restored after the tests. */
const SDK_SETTINGS: Record<string, string> = {
  AWS_REGION: 'eu-west-3',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
};
const savedEnvironment: Record<string, string | undefined> = {};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  for (const [name, value] of Object.entries({ ...SDK_SETTINGS, AWS_ENDPOINT_URL_SECRETS_MANAGER: fake.origin })) {
    savedEnvironment[name] = process.env[name];
    process.env[name] = value;
  }
});
afterEach(() => fake.reset());
afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnvironment)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await fake.close();
});

const secretArn = (name: string) => `arn:aws:secretsmanager:eu-west-3:123456789012:secret:${name}-AbCdEf`;

describe('createStoryMakers', () => {
  it('should pick the embedded story makers when no OpenAI key is configured', async () => {
    // Arrange
    const env = { [ENV.openAiBaseUrl]: fake.url, [ENV.openAiApiKey]: '  ' };

    // Act
    const makers = await createStoryMakers(env);

    // Assert
    expect(makers.kind).toBe('embedded');
    expect(makers.moderator).toBeInstanceOf(EmbeddedModerator);
    await makers.moderator.check([{ field: 'setting', text: 'la forêt' }]);
    expect(fake.requests).toHaveLength(0);
  });

  it('should pick OpenAI with OPENAI_API_KEY, at OPENAI_BASE_URL, with the configured models', async () => {
    // Arrange
    const env = { [ENV.openAiApiKey]: FAKE_API_KEY, [ENV.openAiBaseUrl]: `${fake.url}/`, [ENV.openAiModerationModel]: 'omni-moderation-test' };

    // Act
    const makers = await createStoryMakers(env);
    const verdict = await makers.moderator.check([{ field: 'setting', text: 'la forêt enchantée' }]);

    // Assert
    expect(makers.kind).toBe('openai');
    expect(makers.writer).toBeInstanceOf(OpenAiStoryWriter);
    expect(verdict).toEqual({ allowed: true });
    expect(fake.problems).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    expect(fake.requests[0]!.body).toMatchObject({ model: 'omni-moderation-test' });
  });

  it('should read the key from Secrets Manager once per process when only the secret ARN is configured', async () => {
    // Arrange
    const arn = secretArn('contes/openai-json');
    fake.addSecret({ arn, secretString: JSON.stringify({ [ENV.openAiApiKey]: FAKE_API_KEY }) });
    const env = { [ENV.openAiApiKeySecretArn]: arn, [ENV.openAiBaseUrl]: fake.url };

    // Act
    const [first, second] = await Promise.all([createStoryMakers(env), createStoryMakers(env)]);
    const third = await createStoryMakers(env);
    await third.moderator.check([{ field: 'scenario', text: 'retrouver une étoile' }]);

    // Assert
    expect([first.kind, second.kind, third.kind]).toEqual(['openai', 'openai', 'openai']);
    expect(fake.problems).toEqual([]);
    expect(fake.requestsTo('/')).toHaveLength(1);
    expect(fake.requestsTo('/')[0]!.body).toEqual({ SecretId: arn });
    expect(fake.requestsTo('/moderations')[0]!.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
  });

  it('should fail without showing a secret that holds no key, and read it again on the next call', async () => {
    // Arrange
    const arn = secretArn('contes/openai-empty');
    fake.addSecret({ arn, secretString: '{"note": "à remplir"}' });
    const env = { [ENV.openAiApiKeySecretArn]: arn };

    // Act
    const failure = createStoryMakers(env);
    await expect(failure).rejects.toThrow(`The secret ${arn} holds no OpenAI API key`);
    fake.addSecret({ arn, secretString: FAKE_API_KEY });
    const makers = await createStoryMakers(env);

    // Assert
    expect(makers.kind).toBe('openai');
    expect(fake.requestsTo('/')).toHaveLength(2);
  });

  it('should read a key stored as plain text or as a JSON field', () => {
    // Arrange
    const secrets = [' sk-plain \n', '{"OPENAI_API_KEY":"sk-json"}', '{"apiKey":"sk-api-key"}', '{"other":"x"}', '', undefined];

    // Act
    const keys = secrets.map(apiKeyFromSecretString);

    // Assert
    expect(keys).toEqual(['sk-plain', 'sk-json', 'sk-api-key', undefined, undefined, undefined]);
  });

  it('should give handlers the same story makers on every call', async () => {
    // Arrange
    const first = storyMakers();

    // Act
    const second = storyMakers();

    // Assert
    expect(second).toBe(first);
    expect(['embedded', 'openai']).toContain((await first).kind);
  });
});

describe('createModerator (the moderator alone, for generate-story)', () => {
  it('should be the embedded moderator without a key, and refuse an insult offline', async () => {
    // Act
    const moderator = await createModerator({ [ENV.openAiBaseUrl]: fake.url });
    const verdict = await moderator.check([{ field: 'mainCharacter', text: 'un pirate c0nnard' }]);

    // Assert
    expect(moderator).toBeInstanceOf(EmbeddedModerator);
    expect(verdict).toMatchObject({ allowed: false, field: 'mainCharacter', category: 'insult' });
    expect(fake.requests).toHaveLength(0);
  });

  it("should be OpenAI's with a key, at OPENAI_BASE_URL, with the configured model", async () => {
    // Arrange
    const env = { [ENV.openAiApiKey]: FAKE_API_KEY, [ENV.openAiBaseUrl]: fake.url, [ENV.openAiModerationModel]: 'omni-moderation-test' };

    // Act
    const verdict = await (await createModerator(env)).check([{ field: 'setting', text: 'la forêt enchantée' }]);

    // Assert
    expect(verdict).toEqual({ allowed: true });
    expect(fake.requests.map((request) => [request.path, (request.body as { model?: string }).model])).toEqual([['/moderations', 'omni-moderation-test']]);
    expect(fake.problems).toEqual([]);
  });
});
