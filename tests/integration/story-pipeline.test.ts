import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoryMakers } from '#core/story-makers-port';
import { createEmbeddedStoryMakers } from '#story-makers/embedded-story-makers';
import { StoryMakerError, StoryMakerUnavailableError } from '#core/story-maker-errors';
import { createStoryCreditRepository } from '#adapters/stories/story-credit-repository';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import {
  FAILURE_REASONS,
  completeStory,
  drawOpening,
  failStory,
  generateAudio,
  generateImage,
  generateText,
  type PipelineFailurePorts,
} from '#core/stories/story-pipeline';
import { isOpeningDrawing } from '../../functions/story-pipeline/picture-drawing';
import { createStoryRepository } from '#adapters/stories/story-repository';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import type { LambdaRuntime } from '../../infra/local/engine/lambda-runtime';
import { LocalStepFunctions, localFunctionArn, localStateMachineArn } from '../../infra/local/engine/step-functions';
import { stateMachinesOf } from '../../infra/local/engine/resource-types/state-machine';
import { resourcesOfType, type TokenResolver } from '../../infra/local/engine/template';
import { PROJECT_ROOT } from '../../infra/project-root';
import { synthesize, type CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { synthOutdir } from '../infra/synth-outdir';
import { boundName, documents, storage } from './support/aws';
import { draftStoryWithCredit } from './support/stories';

const outdir = synthOutdir();

/**
 * The stack's real StoryPipeline definition (Retry, Parallel, Catch → MarkFailed → Fail) run by the
 * twin's Step Functions engine, each Task calling the real step use cases against the twin's tables and
 * bucket, with story makers that fail on purpose.
 */
describe('the StoryPipeline when a story maker fails', () => {
  let template: CloudFormationTemplate;
  let ports: PipelineFailurePorts;

  beforeAll(() => {
    template = synthesize({ siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'), outdir }).template;
    const client = documents();
    ports = {
      stories: createStoryRepository(client, boundName(ENV.storiesTable)),
      media: createStoryMediaRepository(storage(), boundName(ENV.mediaBucket)),
      credits: createStoryCreditRepository(client, {
        stories: boundName(ENV.storiesTable),
        accounts: boundName(ENV.accountsTable),
        profiles: boundName(ENV.profilesTable),
      }),
    };
  });

  /** Runs the stack's state machine with these makers, every retry interval at 0. */
  async function runPipeline(makers: StoryMakers, input: { userId: string; storyId: string }) {
    const steps: Record<string, (input: never) => Promise<unknown>> = {
      'generate-text': (event) => generateText({ ...ports, makers }, event),
      // The one image function runs DrawOpening (told by its input), GenerateImage and DrawRest.
      'generate-image': (event) => (isOpeningDrawing(event) ? drawOpening : generateImage)({ ...ports, makers }, event),
      'generate-audio': (event) => generateAudio({ ...ports, makers }, event),
      'complete-story': (event) => completeStory(ports, event),
      'fail-story': (event) => failStory(ports, event),
    };
    const runtime = {
      invoke: (logicalId: string, event: unknown) => {
        const entry = String(template.Resources[logicalId]?.Metadata?.[ENTRY_METADATA_KEY] ?? '');
        const step = /story-pipeline\/([a-z-]+)\.ts$/.exec(entry)?.[1] ?? '';
        return steps[step]!(event as never);
      },
    } as unknown as LambdaRuntime;
    const resolver: TokenResolver = (logicalId, attribute) =>
      template.Resources[logicalId]?.Type === 'AWS::Lambda::Function' ? localFunctionArn(logicalId) : `local-${logicalId}${attribute ?? ''}`;
    const zero = { GenerateText: 0, DrawOpening: 0, GenerateImage: 0, GenerateAudio: 0, DrawRest: 0, Complete: 0, MarkFailed: 0 };
    const engine = new LocalStepFunctions(stateMachinesOf(template), resolver, runtime, { retryIntervalOverrides: zero });
    const [[logicalId]] = resourcesOfType(template, 'AWS::StepFunctions::StateMachine') as [[string, unknown]];
    const execution = await engine.start(localStateMachineArn(logicalId), input);
    await execution.done;
    return execution;
  }

  const draftStory = (narrationRequested = false) => draftStoryWithCredit(ports.credits, narrationRequested);

  async function accountOf(userId: string) {
    const { Item } = await documents().send(new GetCommand({ TableName: boundName(ENV.accountsTable), Key: { userId, sk: ACCOUNT_SK }, ConsistentRead: true }));
    return Item!;
  }

  async function ledgerReasons(userId: string) {
    const { Items = [] } = await documents().send(
      new QueryCommand({
        TableName: boundName(ENV.accountsTable),
        KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':userId': userId, ':prefix': LEDGER_SK_PREFIX },
        ConsistentRead: true,
      }),
    );
    return Items.map((item) => `${String(item.reason)} ${String(item.delta)}`);
  }

  it('should retry a writer that is unavailable on every attempt, then fail the story and refund its credit exactly once, even when the failure step runs twice', async () => {
    // Arrange
    const story = await draftStory();
    let attempts = 0;
    const makers: StoryMakers = {
      ...createEmbeddedStoryMakers(),
      writer: {
        write: () => {
          attempts += 1;
          return Promise.reject(new StoryMakerUnavailableError('The writer answered 503'));
        },
      },
    };

    // Act
    const execution = await runPipeline(makers, { userId: story.userId, storyId: story.storyId });
    const again = await failStory(ports, { userId: story.userId, storyId: story.storyId, error: { Error: 'StoryMakerUnavailableError' } });

    // Assert
    expect(execution).toMatchObject({ status: 'FAILED', error: 'StoryFailed' });
    expect(attempts).toBe(4);
    expect(again.refunded).toBe(false);
    expect(await ports.stories.get(story.userId, story.storyId, { consistent: true })).toMatchObject({ status: 'failed', failureReason: FAILURE_REASONS.unavailable });
    expect(await accountOf(story.userId)).toMatchObject({ bonusCredits: 1, bonusStoriesCreated: 0 });
    expect((await ledgerReasons(story.userId)).sort()).toEqual(['debit_story -1', 'grant_signup 1', 'refund_story 1']);
  });

  it('should not retry a refusal of the illustrator, and fail the story after its text was stored', async () => {
    // Arrange
    const story = await draftStory();
    let attempts = 0;
    const makers: StoryMakers = {
      ...createEmbeddedStoryMakers(),
      illustrator: {
        illustrate: () => {
          attempts += 1;
          return Promise.reject(new StoryMakerError('The image request was refused (400)'));
        },
      },
    };

    // Act
    const execution = await runPipeline(makers, { userId: story.userId, storyId: story.storyId });

    // Assert
    expect(execution.status).toBe('FAILED');
    expect(attempts).toBe(1);
    const failed = await ports.stories.get(story.userId, story.storyId, { consistent: true });
    expect(failed).toMatchObject({ status: 'failed', failureReason: FAILURE_REASONS.other });
    expect(failed!.content.length).toBeGreaterThan(100);
    expect(await accountOf(story.userId)).toMatchObject({ bonusCredits: 1 });
  });

  it('should never store a written story the Moderator refuses, and refund it', async () => {
    // Arrange
    const story = await draftStory();
    const makers: StoryMakers = {
      ...createEmbeddedStoryMakers(),
      writer: { write: () => Promise.resolve({ title: 'Le combat', content: 'Il voulait tuer le dragon avec un couteau.', moral: 'Rien.' }) },
    };

    // Act
    const execution = await runPipeline(makers, { userId: story.userId, storyId: story.storyId });

    // Assert
    expect(execution.status).toBe('FAILED');
    expect(await ports.stories.get(story.userId, story.storyId, { consistent: true })).toMatchObject({ status: 'failed', content: '', failureReason: FAILURE_REASONS.refused });
    expect(await accountOf(story.userId)).toMatchObject({ bonusCredits: 1 });
  });

  it('should complete a story with the embedded makers, never refund it, and refuse to fail it afterwards', async () => {
    // Arrange
    const story = await draftStory(true);

    // Act
    const execution = await runPipeline(createEmbeddedStoryMakers(), { userId: story.userId, storyId: story.storyId });
    const lateFailure = await failStory(ports, { userId: story.userId, storyId: story.storyId });

    // Assert
    expect(execution.status, `${execution.error}: ${execution.cause}`).toBe('SUCCEEDED');
    expect(lateFailure.refunded).toBe(false);
    const completed = await ports.stories.get(story.userId, story.storyId, { consistent: true });
    expect(completed).toMatchObject({
      status: 'completed',
      imageKey: `story_images/${story.storyId}.png`,
      // The picture book: three pictures by default, each under its own key.
      imageKey2: `story_images/${story.storyId}/image-2.png`,
      imageKey3: `story_images/${story.storyId}/image-3.png`,
      audioKey: `story_audio/${story.storyId}.mp3`,
    });
    expect(completed!.scenes!.map((scene) => scene.moment)).toEqual(['opening', 'problem', 'resolution']);
    expect(await accountOf(story.userId)).toMatchObject({ bonusCredits: 0, bonusStoriesCreated: 1 });
  });
});
