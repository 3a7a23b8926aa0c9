import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeExecutionCommand, SFNClient, StopExecutionCommand } from '@aws-sdk/client-sfn';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { afterAll, afterEach, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import type { Caller } from '#core/caller';
import { logger } from '#core/logger';
import { createProfileRepository } from '#adapters/profiles/profile-repository';
import type { StoryMakers } from '#core/story-makers-port';
import { CREATE_STORY_MESSAGES, createStory } from '#core/stories/create-story';
import { createPendingStoryRepository } from '#adapters/stories/pending-story-repository';
import { recoverStuckStories, STUCK_STORY_REASON, type RecoverStuckStoriesPorts } from '#core/stories/recover-stuck-stories';
import type { Story } from '#core/stories/story';
import { type StoryCreditRepository } from '#core/stories/story-credit-repository';
import { createStoryCreditRepository } from '#adapters/stories/story-credit-repository';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import { completeStory, failStory, generateAudio, generateImage, generateText, drawOpening, type PipelineFailurePorts } from '#core/stories/story-pipeline';
import { isOpeningDrawing } from '../../functions/story-pipeline/picture-drawing';
import { storyExecutionArn, createStoryPipelineExecutions } from '#adapters/stories/story-pipeline-executions';
import { createStoryPipelineStarter } from '#adapters/stories/story-pipeline-starter';
import { createStoryRepository } from '#adapters/stories/story-repository';
import { createEmbeddedStoryMakers } from '#story-makers/embedded-story-makers';
import { createFrameReader } from '#story-makers/frame/index';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { createTables } from '../../infra/local/engine/dynamodb';
import type { LambdaRuntime } from '../../infra/local/engine/lambda-runtime';
import { tablesOf } from '../../infra/local/engine/resource-types/dynamodb-table';
import { stateMachinesOf } from '../../infra/local/engine/resource-types/state-machine';
import { LocalStepFunctions, localFunctionArn, localStateMachineArn, startStepFunctionsEndpoint } from '../../infra/local/engine/step-functions';
import { resourcesOfType, type TokenResolver } from '../../infra/local/engine/template';
import { PROJECT_ROOT } from '../../infra/project-root';
import { synthesize, type CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { STUCK_STORY_AFTER_MINUTES } from '#shared/pipeline-failures';
import type { StoryStatus } from '#shared/stories';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { LEA } from '../fixtures/profiles';
import { synthOutdir } from '../infra/synth-outdir';
import { waitFor } from '../support/wait-for';
import { draftStoryItem } from '../fixtures/stories';
import { boundName, documents, storage } from './support/aws';

const outdir = synthOutdir();
const LOCAL = { region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
/** Past the timeout: the job's clock, injected, instead of waiting a quarter of an hour. */
const AFTER_TIMEOUT_MS = (STUCK_STORY_AFTER_MINUTES + 1) * 60_000;

/**
 * The stuck-story job against real runs of the stack's StoryPipeline: the twin's Step Functions engine runs
 * the real definition in this process, each Task calling the real step use cases, and is reached through
 * its Step Functions API with the real SDK client (StartExecution, StopExecution, DescribeExecution). The
 * stories, accounts and profiles tables are this file's own, made in the twin's DynamoDB from the stack's
 * definitions (with the pending-stories index): the job is run with a clock moved past the timeout, which
 * must not make the other test files' stories look abandoned, nor may the twin's own schedule see these.
 */
describe('the stuck-story job', () => {
  let template: CloudFormationTemplate;
  let dynamo: DynamoDBClient;
  let tables: { stories: string; accounts: string; profiles: string };
  let credits: StoryCreditRepository;
  let ports: PipelineFailurePorts;
  let engine: LocalStepFunctions;
  let server: Server;
  let stepFunctions: SFNClient;
  let stateMachineArn: string;
  /** Per story: the illustrator waits until the test lets it go (a run held mid-way). */
  const heldIllustrations = new Map<string, { release: () => void; released: Promise<void> }>();

  beforeAll(async () => {
    template = synthesize({ siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'), outdir }).template;
    // This file's own copies of the three tables, with the stack's keys and indexes.
    const suffix = `-stuck-${randomUUID().slice(0, 8)}`;
    const own = (variable: string) => `${boundName(variable)}${suffix}`;
    tables = { stories: own(ENV.storiesTable), accounts: own(ENV.accountsTable), profiles: own(ENV.profilesTable) };
    dynamo = new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), ...LOCAL });
    const copied = new Set([ENV.storiesTable, ENV.accountsTable, ENV.profilesTable].map((variable) => boundName(variable)));
    await createTables(
      dynamo,
      tablesOf(template)
        .filter((table) => copied.has(table.logicalId))
        .map((table) => ({ ...table, logicalId: `${table.logicalId}${suffix}` })),
    );

    const client = documents();
    credits = createStoryCreditRepository(client, tables);
    ports = {
      stories: createStoryRepository(client, tables.stories),
      media: createStoryMediaRepository(storage(), boundName(ENV.mediaBucket)),
      credits,
    };
    const embedded = createEmbeddedStoryMakers();
    const makers: StoryMakers = {
      ...embedded,
      illustrator: {
        illustrate: async (request) => {
          // The seed is the story id (createStory): a held story's drawing waits for the test.
          await heldIllustrations.get(request.seed)?.released;
          return embedded.illustrator.illustrate(request);
        },
      },
    };
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
        return steps[/story-pipeline\/([a-z-]+)\.ts$/.exec(entry)?.[1] ?? '']!(event as never);
      },
    } as unknown as LambdaRuntime;
    const resolver: TokenResolver = (logicalId, attribute) =>
      template.Resources[logicalId]?.Type === 'AWS::Lambda::Function' ? localFunctionArn(logicalId) : `local-${logicalId}${attribute ?? ''}`;
    const zero = { GenerateText: 0, DrawOpening: 0, GenerateImage: 0, GenerateAudio: 0, DrawRest: 0, Complete: 0, MarkFailed: 0 };
    engine = new LocalStepFunctions(stateMachinesOf(template), resolver, runtime, { retryIntervalOverrides: zero });
    const started = await startStepFunctionsEndpoint(engine);
    server = started.server;
    stepFunctions = new SFNClient({ endpoint: started.endpoint, ...LOCAL });
    const [[logicalId]] = resourcesOfType(template, 'AWS::StepFunctions::StateMachine') as [[string, unknown]];
    stateMachineArn = localStateMachineArn(logicalId);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    for (const held of heldIllustrations.values()) held.release();
    await engine?.settle();
    await new Promise((resolve) => server?.close(resolve));
    stepFunctions?.destroy();
    for (const table of Object.values(tables ?? {})) await dynamo.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
    dynamo?.destroy();
  });

  /** The job as the function wires it, on this file's tables and Step Functions, its clock moved on by `laterMs`. */
  const jobPorts = (laterMs: number): RecoverStuckStoriesPorts => ({
    pending: createPendingStoryRepository(documents(), tables.stories),
    stories: ports.stories,
    credits,
    executions: createStoryPipelineExecutions(stateMachineArn, stepFunctions),
    now: () => new Date(Date.now() + laterMs),
  });

  /** A parent with the sign-up credit (one bonus story) and Léa's profile. */
  async function parentWithProfile(): Promise<{ caller: Caller; profileId: string }> {
    const userId = randomUUID();
    await createAccountRepository(documents(), tables.accounts).createWithSignupGrant(userId, null, new Date());
    const profileId = ulid();
    const now = new Date().toISOString();
    await documents().send(new PutCommand({ TableName: tables.profiles, Item: { userId, profileId, ...LEA, createdAt: now, updatedAt: now } }));
    return { caller: { userId, email: `${userId}@example.fr`, isAdmin: false }, profileId };
  }

  /** A draft story that took the parent's credit through the real credit transaction (no narration: shorter runs). */
  async function draftStory(parent: { caller: Caller; profileId: string }): Promise<Story> {
    const now = new Date();
    const storyId = ulid();
    const story = draftStoryItem({ userId: parent.caller.userId, storyId, profileId: parent.profileId, at: now, narrationRequested: false });
    if ((await credits.createWithDebit(story, now)) !== 'created') throw new Error('The draft story could not take its credit');
    return story;
  }

  /** Starts the story's run (named after it, as createStory does) with its drawing held until released. */
  async function startHeld(story: Story): Promise<{ release: () => void }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    heldIllustrations.set(story.storyId, { release, released });
    await createStoryPipelineStarter(stateMachineArn, stepFunctions).start({ userId: story.userId, storyId: story.storyId });
    await waitFor(async () => (await statusOf(story)) === 'generating_image', { timeoutMs: 20_000, description: `story ${story.storyId} to be drawn` });
    return { release };
  }

  const read = async (story: Pick<Story, 'userId' | 'storyId'>) => (await ports.stories.get(story.userId, story.storyId, { consistent: true }))!;
  const statusOf = async (story: Pick<Story, 'userId' | 'storyId'>): Promise<StoryStatus> => (await read(story)).status;
  const executionStatus = async (story: Story) =>
    (await stepFunctions.send(new DescribeExecutionCommand({ executionArn: storyExecutionArn(stateMachineArn, story.storyId) }))).status;

  async function bonusCredits(userId: string): Promise<number> {
    const { Item } = await documents().send(new GetCommand({ TableName: tables.accounts, Key: { userId, sk: ACCOUNT_SK }, ConsistentRead: true }));
    return Number(Item!.bonusCredits);
  }

  async function ledger(userId: string): Promise<string[]> {
    const { Items = [] } = await documents().send(
      new QueryCommand({
        TableName: tables.accounts,
        KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':userId': userId, ':prefix': LEDGER_SK_PREFIX },
        ConsistentRead: true,
      }),
    );
    return Items.map((item) => `${String(item.reason)} ${String(item.delta)}${item.reference ? ` ${String(item.reference)}` : ''}`).sort();
  }

  it('should fail a story whose run was stopped mid-way with the French reason, refund it exactly once, and change nothing when run again', async () => {
    // Arrange: a real run, killed while the illustrator works; the drawing that was in flight then ends (as a Lambda would).
    const parent = await parentWithProfile();
    const story = await draftStory(parent);
    const { release } = await startHeld(story);
    await stepFunctions.send(new StopExecutionCommand({ executionArn: storyExecutionArn(stateMachineArn, story.storyId), cause: 'test: the run is killed' }));
    release();
    await waitFor(async () => (await read(story)).imageKey, { timeoutMs: 20_000, description: 'the drawing in flight to be stored' });
    await engine.settle();

    // Act
    const first = await recoverStuckStories(jobPorts(AFTER_TIMEOUT_MS));
    const second = await recoverStuckStories(jobPorts(AFTER_TIMEOUT_MS));

    // Assert
    expect(await executionStatus(story)).toBe('ABORTED');
    expect(first.recovered).toContainEqual({ userId: story.userId, storyId: story.storyId });
    expect(await read(story)).toMatchObject({ status: 'failed', failureReason: STUCK_STORY_REASON });
    expect(await bonusCredits(story.userId)).toBe(1);
    expect(await ledger(story.userId)).toEqual(['debit_story -1 ' + story.storyId, 'grant_signup 1', 'refund_story 1 ' + story.storyId].sort());
    expect(second.recovered).toEqual([]);
  });

  it('should leave a story whose run is still going, which then completes and leaves the pending index, never refunded', async () => {
    // Arrange
    const parent = await parentWithProfile();
    const story = await draftStory(parent);
    const { release } = await startHeld(story);

    // Act
    const whileRunning = await recoverStuckStories(jobPorts(60 * 60_000));
    release();
    await waitFor(async () => (await executionStatus(story)) !== 'RUNNING', { timeoutMs: 20_000, description: `the run of ${story.storyId} to end` });
    const afterwards = await recoverStuckStories(jobPorts(60 * 60_000));

    // Assert
    expect(whileRunning.recovered).not.toContainEqual({ userId: story.userId, storyId: story.storyId });
    expect(whileRunning.running).toBe(1);
    expect(await executionStatus(story)).toBe('SUCCEEDED');
    expect(await statusOf(story)).toBe('completed');
    expect(afterwards).toMatchObject({ running: 0 });
    expect(afterwards.recovered).not.toContainEqual({ userId: story.userId, storyId: story.storyId });
    expect(await bonusCredits(story.userId)).toBe(0);
    expect(await ledger(story.userId)).toEqual(['debit_story -1 ' + story.storyId, 'grant_signup 1'].sort());
  });

  it('should not look at a story younger than the timeout', async () => {
    // Arrange: a draft whose run never started, just created.
    const story = await draftStory(await parentWithProfile());

    // Act
    const report = await recoverStuckStories(jobPorts(0));

    // Assert
    expect(report.recovered).not.toContainEqual({ userId: story.userId, storyId: story.storyId });
    expect(await statusOf(story)).toBe('draft');
    expect(await bonusCredits(story.userId)).toBe(0);
  });

  it("should repair a start that crashed with its refund, and a run lost mid-way, each in its own parent's partition", async () => {
    // Arrange: parent A's start fails and so does the refund createStory tries at once (the known hole);
    // parent B's story was being written when the twin stopped: its execution no longer exists.
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const parentA = await parentWithProfile();
    const crashing = {
      ...credits,
      failWithRefund: () => Promise.reject(Object.assign(new Error('DynamoDB is unreachable'), { name: 'TimeoutError' })),
    };
    const attempt = createStory(
      {
        profiles: createProfileRepository(documents(), tables.profiles),
        accounts: createAccountRepository(documents(), tables.accounts),
        credits: crashing,
        moderator: createEmbeddedStoryMakers().moderator,
        frames: createFrameReader(),
        pipeline: { start: () => Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })) },
      },
      parentA.caller,
      { profileId: parentA.profileId, mainCharacter: 'un robot', setting: 'la forêt', scenario: 'retrouver une étoile', emotions: ['la joie'], values: ["l'amitié"], narration: false },
    );
    await expect(attempt).rejects.toMatchObject({ status: 503, message: CREATE_STORY_MESSAGES.pipelineUnavailableRefundPending });
    const { Items: [crashed] = [] } = await documents().send(
      new QueryCommand({ TableName: tables.stories, KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': parentA.caller.userId }, ConsistentRead: true }),
    );
    const parentB = await parentWithProfile();
    const lost = await draftStory(parentB);
    await ports.stories.advanceStatus(lost.userId, lost.storyId, 'generating_text', new Date());

    // Act
    const report = await recoverStuckStories(jobPorts(AFTER_TIMEOUT_MS));

    // Assert
    expect(crashed).toMatchObject({ status: 'draft' });
    const storyA = { userId: parentA.caller.userId, storyId: String(crashed!.storyId) };
    expect(report.recovered).toEqual(expect.arrayContaining([storyA, { userId: lost.userId, storyId: lost.storyId }]));
    expect(await read(storyA)).toMatchObject({ status: 'failed', failureReason: STUCK_STORY_REASON });
    expect(await read(lost)).toMatchObject({ status: 'failed', failureReason: STUCK_STORY_REASON });
    expect(await ledger(storyA.userId)).toEqual([`debit_story -1 ${storyA.storyId}`, 'grant_signup 1', `refund_story 1 ${storyA.storyId}`].sort());
    expect(await ledger(lost.userId)).toEqual([`debit_story -1 ${lost.storyId}`, 'grant_signup 1', `refund_story 1 ${lost.storyId}`].sort());
    expect([await bonusCredits(storyA.userId), await bonusCredits(lost.userId)]).toEqual([1, 1]);
  });
});
