import { afterAll, afterEach, beforeAll } from 'vitest';
import { type StoryCreditRepository } from '../../../../functions/core/stories/story-credit-repository';
import { createStoryCreditRepository } from '../../../../functions/adapters/stories/story-credit-repository';
import { createStoryMediaRepository } from '../../../../functions/adapters/stories/story-media-repository';
import type { PipelineStorePorts } from '../../../../functions/core/stories/story-pipeline';
import { createStoryRepository } from '../../../../functions/adapters/stories/story-repository';
import { ENV } from '../../../../shared/environment';
import { boundName, documents, storage } from '../../support/aws';
import type { FakeOpenAi } from './fake-openai';
import { startFakeOpenAi, tinyPng } from './fixtures';

export interface PicturesOnTwin {
  fake: FakeOpenAi;
  store: PipelineStorePorts;
  credits: StoryCreditRepository;
}

/**
 * The OpenAI pictures' tests on the twin: the fake OpenAI server (reset after each test) and the twin's story
 * table, media bucket and credits, ready once the file's tests start.
 */
export function picturesOnTwin(): PicturesOnTwin {
  const twin = {} as PicturesOnTwin;
  beforeAll(async () => {
    twin.fake = await startFakeOpenAi();
    const client = documents();
    twin.store = { stories: createStoryRepository(client, boundName(ENV.storiesTable)), media: createStoryMediaRepository(storage(), boundName(ENV.mediaBucket)) };
    twin.credits = createStoryCreditRepository(client, { stories: boundName(ENV.storiesTable), accounts: boundName(ENV.accountsTable), profiles: boundName(ENV.profilesTable) });
  });
  afterEach(() => twin.fake.reset());
  afterAll(async () => {
    await twin.fake.close();
  });
  return twin;
}

/** The first picture's answer, in a colour of its own: the fake's default answer (every edit's) is lavender. */
export const FIRST_PICTURE = tinyPng([0x20, 0x90, 0x40]);
export const firstPictureAnswer = { status: 200, json: { created: 1, data: [{ b64_json: Buffer.from(FIRST_PICTURE).toString('base64') }] } };
