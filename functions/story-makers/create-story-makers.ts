import type { StoryMakers } from '#core/story-makers-port';
import { openAiApiKey, type Environment } from './openai/openai-api-key';
import type { OpenAiClient } from './openai/openai-client';
import { openAiSettingsFromEnvironment, type OpenAiSettings } from './openai/openai-settings';
import { memoiseUntilFailure } from '#core/memoise';

/**
 * Which story makers a function uses (DESIGN "Providers"): OpenAI when a key is configured, directly
 * (OPENAI_API_KEY, locally) or as a Secrets Manager secret (OPENAI_API_KEY_SECRET_ARN, on AWS);
 * otherwise the embedded ones, offline.
 *
 * One factory per thing made (text: writer and moderator; image: illustrator; audio: narrator), each
 * importing its makers lazily and alone: a function that references one factory only gets only those
 * makers in its bundle (esbuild drops the other factories and what they import; bench/size.ts and
 * tests/infra/story-makers-bundle.test.ts check the bundles' contents), so the text function carries no
 * resvg and no eSpeak, the image function no eSpeak, the audio function no resvg. Lazily, too, so that a
 * function on OpenAI never loads the embedded engines (eSpeak's WebAssembly, resvg's native binding), one
 * on the embedded makers never loads the OpenAI client, and one without a secret not the SDK client.
 *
 * `process.env.STORY_MAKERS_PROVIDER` is replaced when the stack bundles a function (lambda-bundling.ts):
 * 'embedded' without `openAiSecretName`, 'openai' with it — the same configuration that sets the key's
 * variable — so the bundle holds only that provider's makers (the `if`s below fold, esbuild drops the
 * branch not taken). From source (tests, the local twin, tools) it is unset: the choice is made at run time.
 * It is read inline, never through a variable, for that replacement to happen.
 */

export type StoryMakersKind = 'embedded' | 'openai';

type Chosen<T> = T & { kind: StoryMakersKind };

/** A function bundled for OpenAI only (`openAiSecretName`) finds no key: its configuration is broken, not the service. */
export class StoryMakersConfigurationError extends Error {
  override readonly name = 'StoryMakersConfigurationError';
}

/** What every OpenAI maker of a function shares: the settings and one SDK client. */
interface OpenAiConnection {
  settings: OpenAiSettings;
  client: OpenAiClient;
}

/**
 * The OpenAI connection when a key is configured; undefined for the embedded makers. Each factory below then
 * imports only its own OpenAI makers, so an OpenAI image or audio function carries neither the writer nor the
 * moderator's lexicons.
 */
async function openAiConnection(env: Environment): Promise<OpenAiConnection | undefined> {
  if (process.env.STORY_MAKERS_PROVIDER !== 'embedded') {
    const apiKey = await openAiApiKey(env);
    if (apiKey !== undefined) {
      const settings = openAiSettingsFromEnvironment(env, apiKey);
      const { OpenAiClient } = await import('./openai/openai-client');
      return { settings, client: new OpenAiClient({ apiKey, baseUrl: settings.baseUrl }) };
    }
    if (process.env.STORY_MAKERS_PROVIDER === 'openai') {
      throw new StoryMakersConfigurationError('Story makers: this function was bundled for OpenAI, but no OpenAI key is configured');
    }
  }
  return undefined;
}

/** The four story makers for this environment (tests and tools; the functions use the factory of what they make). */
export async function createStoryMakers(env: Environment = process.env): Promise<Chosen<StoryMakers>> {
  const openAi = await openAiConnection(env);
  if (openAi) return { ...(await import('./openai-story-makers')).openAiStoryMakersOn(openAi.client, openAi.settings.models), kind: 'openai' };
  return { ...(await import('./embedded-story-makers')).createEmbeddedStoryMakers(), kind: 'embedded' };
}

/** What the text step uses: the writer, and the moderator that checks what it wrote. */
export type TextMakers = Pick<StoryMakers, 'writer' | 'moderator'>;

export async function createTextMakers(env: Environment = process.env): Promise<Chosen<TextMakers>> {
  const openAi = await openAiConnection(env);
  if (openAi) {
    const [{ createOpenAiStoryWriter }, { createOpenAiModeratorWithRules }] = await Promise.all([
      import('./openai/openai-story-writer'),
      import('./create-moderator'),
    ]);
    return {
      writer: createOpenAiStoryWriter({ client: openAi.client, model: openAi.settings.models.text }),
      moderator: createOpenAiModeratorWithRules({ client: openAi.client, model: openAi.settings.models.moderation }),
      kind: 'openai',
    };
  }
  if (process.env.STORY_MAKERS_PROVIDER !== 'openai') {
    const [{ createEmbeddedStoryWriter }, { createEmbeddedModerator }] = await Promise.all([
      import('./writer/embedded-story-writer'),
      import('./moderator/embedded-moderator'),
    ]);
    return { writer: createEmbeddedStoryWriter(), moderator: createEmbeddedModerator(), kind: 'embedded' };
  }
  throw new StoryMakersConfigurationError('Story makers: no writer in this bundle');
}

export async function createIllustratorMaker(env: Environment = process.env): Promise<Chosen<Pick<StoryMakers, 'illustrator'>>> {
  const openAi = await openAiConnection(env);
  if (openAi) {
    const { createOpenAiIllustrator } = await import('./openai/openai-illustrator');
    return { illustrator: createOpenAiIllustrator({ client: openAi.client, model: openAi.settings.models.image }), kind: 'openai' };
  }
  if (process.env.STORY_MAKERS_PROVIDER !== 'openai') {
    return { illustrator: (await import('./illustrator/embedded-illustrator')).createEmbeddedIllustrator(), kind: 'embedded' };
  }
  throw new StoryMakersConfigurationError('Story makers: no illustrator in this bundle');
}

export async function createNarratorMaker(env: Environment = process.env): Promise<Chosen<Pick<StoryMakers, 'narrator'>>> {
  const openAi = await openAiConnection(env);
  if (openAi) {
    const { createOpenAiNarrator } = await import('./openai/openai-narrator');
    return { narrator: createOpenAiNarrator({ client: openAi.client, model: openAi.settings.models.speech }), kind: 'openai' };
  }
  if (process.env.STORY_MAKERS_PROVIDER !== 'openai') {
    return { narrator: (await import('./narrator/embedded-narrator')).createEmbeddedNarrator(), kind: 'embedded' };
  }
  throw new StoryMakersConfigurationError('Story makers: no narrator in this bundle');
}

// The process's makers, created on first use from `process.env` and kept (a failure is not kept). Marked pure:
// a bundle that never calls one of these drops it, and with it the embedded makers its factory imports.
export const storyMakers = /* @__PURE__ */ memoiseUntilFailure(() => createStoryMakers());
export const textMakers = /* @__PURE__ */ memoiseUntilFailure(() => createTextMakers());
export const illustratorMaker = /* @__PURE__ */ memoiseUntilFailure(() => createIllustratorMaker());
export const narratorMaker = /* @__PURE__ */ memoiseUntilFailure(() => createNarratorMaker());
