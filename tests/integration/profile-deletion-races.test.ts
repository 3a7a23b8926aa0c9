import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProfileRepository } from '#adapters/profiles/profile-repository';
import { deleteProfile } from '#core/profiles/profile-use-cases';
import { createStoryCleanupRepository } from '#adapters/profiles/story-cleanup-repository';
import type { StoryMakers } from '#core/story-makers-port';
import type { Story } from '#core/stories/story';
import { createStoryCreditRepository } from '#adapters/stories/story-credit-repository';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import { completeStory, failStory, generateAudio, generateImage, generateText, drawOpening, type PipelineFailurePorts } from '#core/stories/story-pipeline';
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
import type { StoryStatus } from '#shared/stories';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { waitFor } from '../support/wait-for';
import { synthOutdir } from '../infra/synth-outdir';
import { boundName, documents, storage } from './support/aws';
import { api, signUpAndSignIn } from './support/parents';
import { draftStoryWithCredit } from './support/stories';
import { TOM } from '../fixtures/profiles';
import { DEFAULT_ILLUSTRATION_COUNT } from '#core/story-scenes';

/** What the ledger and the account say about one parent, read consistently. */
async function moneyOf(userId: string) {
  const { Item: account } = await documents().send(
    new GetCommand({ TableName: boundName(ENV.accountsTable), Key: { userId, sk: ACCOUNT_SK }, ConsistentRead: true }),
  );
  const { Items: ledger = [] } = await documents().send(
    new QueryCommand({
      TableName: boundName(ENV.accountsTable),
      KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':userId': userId, ':prefix': LEDGER_SK_PREFIX },
      ConsistentRead: true,
    }),
  );
  const entries = ledger as { reason: string; delta: number; creditType: string; reference: string | null }[];
  const count = (reason: string) => entries.filter((entry) => entry.reason === reason).length;
  return {
    account: account as { bonusCredits: number; bonusStoriesCreated: number; monthlyCreditsRemaining: number; storiesCreated: number },
    entries,
    ledgerTotal: entries.reduce((sum, entry) => sum + entry.delta, 0),
    /** Stories paid for and not given back: what the created-counters must say. */
    storiesKept: count('debit_story') - count('refund_story'),
  };
}

/** Every object of the media bucket whose key names one of these stories. */
async function objectsOf(storyIds: readonly string[]): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await storage().send(new ListObjectsV2Command({ Bucket: boundName(ENV.mediaBucket), ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys.filter((key) => storyIds.some((storyId) => key.includes(storyId)));
}

async function storyRow(userId: string, storyId: string) {
  return (await documents().send(new GetCommand({ TableName: boundName(ENV.storiesTable), Key: { userId, storyId }, ConsistentRead: true }))).Item;
}

/** A promise the test settles: `reached` once the pipeline is held there, `open()` to let it go on. */
function gate() {
  let open!: () => void;
  let reach!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { opened, reached, open, reach };
}
type Gate = ReturnType<typeof gate>;

/** Story makers that answer at once (the deletion, not the making, is under test), each held by its gate if given. */
function quickMakers(gates: Partial<Record<'write' | 'illustrate' | 'narrate', Gate>>): StoryMakers {
  const held = async (name: 'write' | 'illustrate' | 'narrate') => {
    gates[name]?.reach();
    await gates[name]?.opened;
  };
  return {
    writer: {
      write: async () => {
        await held('write');
        return { title: 'La forêt', content: 'Léa marchait dans la forêt avec son ami le petit dragon.', moral: 'Être ensemble rend courageux.' };
      },
    },
    illustrator: {
      illustrate: async () => {
        await held('illustrate');
        return new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
      },
    },
    narrator: {
      narrate: async () => {
        await held('narrate');
        return { mp3: new Uint8Array([255, 251, 144, 0]), durationMs: 500, words: [{ word: 'Léa', startMs: 0, endMs: 300 }] };
      },
    },
    moderator: { check: async () => ({ allowed: true }), checkStory: async () => ({ allowed: true }) },
  } as unknown as StoryMakers;
}

type Step = 'generate-text' | 'generate-image' | 'generate-audio' | 'complete-story' | 'fail-story';

/**
 * The stack's real StoryPipeline definition (Retry, Parallel, Catch → MarkFailed → WasStoryDeleted) run
 * in this process by the twin's engine, with the real steps against the twin's tables and bucket, held
 * at a chosen status while the profile is deleted with the real use case.
 */
const outdir = synthOutdir();

describe('deleting a profile while its story is being made, at each status', () => {
  let template: CloudFormationTemplate;
  let ports: PipelineFailurePorts;

  beforeAll(() => {
    template = synthesize({ siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'), outdir }).template;
    const client = documents();
    ports = {
      stories: createStoryRepository(client, boundName(ENV.storiesTable)),
      media: createStoryMediaRepository(storage(), boundName(ENV.mediaBucket)),
      credits: createStoryCreditRepository(client, { stories: boundName(ENV.storiesTable), accounts: boundName(ENV.accountsTable), profiles: boundName(ENV.profilesTable) }),
    };
  });

  async function startPipeline(makers: StoryMakers, stepGates: Partial<Record<Step, Gate>>, input: { userId: string; storyId: string }) {
    const steps: Record<Step, (input: never) => Promise<unknown>> = {
      'generate-text': (event) => generateText({ ...ports, makers }, event),
      // The one image function runs DrawOpening (told by its input), GenerateImage and DrawRest.
      'generate-image': (event) => (isOpeningDrawing(event) ? drawOpening : generateImage)({ ...ports, makers }, event),
      'generate-audio': (event) => generateAudio({ ...ports, makers }, event),
      'complete-story': (event) => completeStory(ports, event),
      'fail-story': (event) => failStory(ports, event),
    };
    const runtime = {
      invoke: async (logicalId: string, event: unknown) => {
        const entry = String(template.Resources[logicalId]?.Metadata?.[ENTRY_METADATA_KEY] ?? '');
        const step = /story-pipeline\/([a-z-]+)\.ts$/.exec(entry)?.[1] as Step;
        stepGates[step]?.reach();
        await stepGates[step]?.opened;
        return steps[step](event as never);
      },
    } as unknown as LambdaRuntime;
    const resolver: TokenResolver = (logicalId, attribute) =>
      template.Resources[logicalId]?.Type === 'AWS::Lambda::Function' ? localFunctionArn(logicalId) : `local-${logicalId}${attribute ?? ''}`;
    const zero = { GenerateText: 0, DrawOpening: 0, GenerateImage: 0, GenerateAudio: 0, DrawRest: 0, Complete: 0, MarkFailed: 0 };
    const engine = new LocalStepFunctions(stateMachinesOf(template), resolver, runtime, { retryIntervalOverrides: zero });
    const [[logicalId]] = resourcesOfType(template, 'AWS::StepFunctions::StateMachine') as [[string, unknown]];
    return engine.start(localStateMachineArn(logicalId), input);
  }

  const draftStory = (narrationRequested = false) => draftStoryWithCredit(ports.credits, narrationRequested);

  const deleteWithItsStories = (story: Story) =>
    deleteProfile(
      {
        profiles: createProfileRepository(documents(), boundName(ENV.profilesTable)),
        stories: createStoryCleanupRepository(documents(), { stories: boundName(ENV.storiesTable), accounts: boundName(ENV.accountsTable) }, storage(), boundName(ENV.mediaBucket)),
      },
      { userId: story.userId, email: undefined, isAdmin: false },
      story.profileId,
    );

  /** How to hold the pipeline at each status: a step not started yet, or a story maker at work. */
  const CASES: { status: StoryStatus; narration: boolean; holdStep?: Step; holdMaker?: 'write' | 'illustrate' | 'narrate' }[] = [
    { status: 'draft', narration: true, holdStep: 'generate-text' },
    { status: 'generating_text', narration: true, holdMaker: 'write' },
    // The audio branch runs on meanwhile: its narration is stored before or after the deletion.
    { status: 'content_generated', narration: true, holdStep: 'generate-image' },
    { status: 'generating_image', narration: true, holdMaker: 'illustrate' },
    { status: 'image_generated', narration: false, holdStep: 'complete-story' },
    { status: 'generating_audio', narration: true, holdMaker: 'narrate' },
  ];

  for (const { status, narration, holdStep, holdMaker } of CASES) {
    it(`should leave no story, no media and the credit given back when the profile is deleted at ${status}`, async () => {
      // Arrange
      const story = await draftStory(narration);
      const held = gate();
      const execution = await startPipeline(quickMakers(holdMaker ? { [holdMaker]: held } : {}), holdStep ? { [holdStep]: held } : {}, story);
      await held.reached;
      await waitFor(async () => (await storyRow(story.userId, story.storyId))?.status === status, { timeoutMs: 10_000, description: `story at ${status}` });

      // Act
      const deleted = await deleteWithItsStories(story);
      held.open();
      await execution.done;

      // Assert
      expect(deleted).toEqual({ deletedStories: 1 });
      // Not a failure of the service: the run ends in StoryDeleted, outside the failed-executions alarm.
      expect(execution.status).toBe('SUCCEEDED');
      expect(JSON.parse(execution.output!)).toMatchObject({ storyGone: true, refunded: false });
      expect(await storyRow(story.userId, story.storyId)).toBeUndefined();
      expect(await objectsOf([story.storyId])).toEqual([]);
      const money = await moneyOf(story.userId);
      expect(money.account).toMatchObject({ bonusCredits: 1, bonusStoriesCreated: 0 });
      expect(money.entries.map(({ reason, delta, reference }) => `${reason} ${delta} ${reference === story.storyId ? 'story' : String(reference)}`).sort()).toEqual([
        'debit_story -1 story',
        'grant_signup 1 null',
        'refund_story 1 story',
      ]);
      expect(money.ledgerTotal).toBe(money.account.bonusCredits);
    });
  }

  it('should refuse, inside the credit transaction, a story whose profile is gone, and spend nothing', async () => {
    // Arrange: a parent with credit and one without, neither with the profile the story names.
    const story = await draftStory(false);
    const missingProfile = { ...story, storyId: ulid(), profileId: ulid() };
    const broke = { ...missingProfile, storyId: ulid() };
    const before = await moneyOf(story.userId);

    // Act
    const withCredit = await ports.credits.createWithDebit(missingProfile, new Date());
    const withoutCredit = await ports.credits.createWithDebit(broke, new Date());

    // Assert: the profile's absence is told first, whatever the balance.
    expect([withCredit, withoutCredit]).toEqual(['no_profile', 'no_profile']);
    expect(await storyRow(story.userId, missingProfile.storyId)).toBeUndefined();
    expect(await moneyOf(story.userId)).toEqual(before);
  });

  it('should delete nothing and give nothing back when the story moved on since it was read, until it is read again', async () => {
    // Arrange: read while generating, completed since.
    const story = await draftStory(false);
    const execution = await startPipeline(quickMakers({}), {}, story);
    await execution.done;
    const stale = { ...story, status: 'generating_image' as const };

    // Act
    const withStaleRead = await ports.credits.deleteStory(stale, new Date());
    const afterReadingAgain = await ports.credits.deleteStory((await ports.stories.get(story.userId, story.storyId, { consistent: true }))!, new Date());

    // Assert
    expect([withStaleRead, afterReadingAgain]).toEqual(['changed', 'deleted']);
    const money = await moneyOf(story.userId);
    expect(money.account).toMatchObject({ bonusCredits: 0, bonusStoriesCreated: 1 });
    expect(money.entries.map(({ reason }) => reason).sort()).toEqual(['debit_story', 'grant_signup']);
  });

  it('should delete a completed story with its media and give nothing back', async () => {
    // Arrange
    const story = await draftStory(true);
    const execution = await startPipeline(quickMakers({}), {}, story);
    await execution.done;
    const stored = await objectsOf([story.storyId]);
    const narrationParts = (await ports.stories.get(story.userId, story.storyId, { consistent: true }))?.audioParts ?? [];

    // Act
    const deleted = await deleteWithItsStories(story);

    // Assert
    expect(execution.status).toBe('SUCCEEDED');
    // The picture book's pictures, and each part of the narration with its word timings (issue 30).
    expect(narrationParts.length).toBeGreaterThan(0);
    expect(stored).toHaveLength(DEFAULT_ILLUSTRATION_COUNT + 2 * narrationParts.length);
    expect(deleted).toEqual({ deletedStories: 1 });
    expect(await storyRow(story.userId, story.storyId)).toBeUndefined();
    expect(await objectsOf([story.storyId])).toEqual([]);
    const money = await moneyOf(story.userId);
    expect(money.account).toMatchObject({ bonusCredits: 0, bonusStoriesCreated: 1 });
    expect(money.ledgerTotal).toBe(0);
    expect(money.entries.map(({ reason }) => reason).sort()).toEqual(['debit_story', 'grant_signup']);
  });
});

const CHOICES = {
  mainCharacter: 'un robot qui apprend à rire',
  setting: 'une station spatiale',
  scenario: 'retrouver une étoile tombée du ciel',
  emotions: ['la joie'],
  values: ["l'amitié"],
  narration: false,
};

const TRIES = 20;

describe('deleting a profile racing POST /api/stories on the twin', () => {
  it(`should leave, over ${TRIES} tries, no story without its profile, no orphan object and a ledger that adds up to the balance`, { timeout: 180_000 }, async () => {
    // Arrange: one parent with a credit per try, granted through the ledger as a pack would be.
    const parent = await signUpAndSignIn();
    expect((await api('/api/me/credits', { token: parent.idToken })).status).toBe(200);
    await documents().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: boundName(ENV.accountsTable),
              Key: { userId: parent.sub, sk: ACCOUNT_SK },
              UpdateExpression: 'SET bonusCredits = bonusCredits + :more',
              ExpressionAttributeValues: { ':more': TRIES - 1 },
            },
          },
          {
            Put: {
              TableName: boundName(ENV.accountsTable),
              Item: { userId: parent.sub, sk: `${LEDGER_SK_PREFIX}${ulid()}`, reason: 'admin_adjustment', creditType: 'bonus', delta: TRIES - 1, reference: null, createdAt: new Date().toISOString() },
            },
          },
        ],
      }),
    );
    const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const post = (profileId: string) => api('/api/stories', { method: 'POST', token: parent.idToken, ...json({ profileId, ...CHOICES }) });
    const remove = (profileId: string) => api(`/api/profiles/${profileId}`, { method: 'DELETE', token: parent.idToken });

    /** The story row the POST wrote for this profile, read consistently (the POST may not have answered yet). */
    const storyWritten = async (profileId: string) => {
      const { Items = [] } = await documents().send(
        new QueryCommand({
          TableName: boundName(ENV.storiesTable),
          KeyConditionExpression: 'userId = :userId',
          FilterExpression: 'profileId = :profileId',
          ExpressionAttributeValues: { ':userId': parent.sub, ':profileId': profileId },
          ConsistentRead: true,
        }),
      );
      return Items.length > 0;
    };

    // Act: three moments, so the deletion lands before the story's credit transaction, between that
    // transaction and the pipeline's start, and while the pipeline runs.
    const outcomes: { post: number; remove: number; storyId?: string }[] = [];
    for (let index = 0; index < TRIES; index += 1) {
      const created = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(TOM) });
      expect(created.status, await created.clone().text()).toBe(201);
      const { id: profileId } = (await created.json()) as { id: string };
      let posted: Response;
      let removed: Response;
      if (index % 3 === 0) [posted, removed] = await Promise.all([post(profileId), remove(profileId)]);
      else if (index % 3 === 1) {
        const posting = post(profileId);
        await waitFor(() => storyWritten(profileId), { timeoutMs: 10_000, intervalMs: 2, description: 'the story row of the POST' });
        [removed, posted] = await Promise.all([remove(profileId), posting]);
      } else {
        posted = await post(profileId);
        removed = await remove(profileId);
      }
      const body = (await posted.json()) as { id?: string; message?: string };
      outcomes.push({ post: posted.status, remove: removed.status, ...(body.id ? { storyId: body.id } : {}) });
      if (posted.status === 404) expect(body).toEqual({ message: 'Profil enfant non trouvé' });
    }
    // Every pipeline started must have ended before the bucket and the ledger are checked.
    const storyIds = outcomes.flatMap((outcome) => outcome.storyId ?? []);
    const endpoint = process.env.AWS_ENDPOINT_URL_SFN;
    if (!endpoint) throw new Error('The twin did not give this worker its Step Functions endpoint (AWS_ENDPOINT_URL_SFN)');
    const sfn = new SFNClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const executionArn = (storyId: string) => `${boundName(ENV.storyPipelineArn).replace(':stateMachine:', ':execution:')}:${storyId}`;
    const ended = await waitFor(
      async () => {
        const statuses = await Promise.all(storyIds.map(async (storyId) => (await sfn.send(new DescribeExecutionCommand({ executionArn: executionArn(storyId) }))).status));
        return statuses.every((status) => status !== 'RUNNING') && statuses;
      },
      { timeoutMs: 90_000, intervalMs: 200, description: 'every story pipeline of the race to end' },
    );

    // Assert
    expect(outcomes.map(({ remove: status }) => status)).toEqual(Array<number>(TRIES).fill(200));
    for (const { post: status } of outcomes) expect([201, 404]).toContain(status);
    // The deletions that waited for the story row, or for the POST's answer, found a story to delete.
    expect(storyIds.length).toBeGreaterThanOrEqual(outcomes.filter((_, index) => index % 3 !== 0).length);
    expect(ended).toEqual(Array<string>(storyIds.length).fill('SUCCEEDED'));
    const { Items: left = [] } = await documents().send(
      new QueryCommand({ TableName: boundName(ENV.storiesTable), KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': parent.sub }, ConsistentRead: true }),
    );
    expect(left).toEqual([]);
    expect(await objectsOf(storyIds)).toEqual([]);
    const money = await moneyOf(parent.sub);
    expect(money.ledgerTotal).toBe(money.account.bonusCredits + money.account.monthlyCreditsRemaining);
    expect(money.account.bonusStoriesCreated + money.account.storiesCreated).toBe(money.storiesKept);
    expect(money.account.bonusCredits).toBe(TRIES - money.storiesKept);
    // Each refund names a story of the race, once; a story deleted unfinished (all of them, but for a very slow machine) gave its credit back.
    const refunds = money.entries.filter(({ reason }) => reason === 'refund_story').map(({ reference }) => reference);
    expect(new Set(refunds).size).toBe(refunds.length);
    for (const reference of refunds) expect(storyIds).toContain(reference);
  });
});
