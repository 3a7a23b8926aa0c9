import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_CHILD, createBenchParent, startBenchTwin } from '../../bench/support/bench-twin';
import { releaseTurn, takeTurn, type StoryTurnPorts } from '../../functions/story-pipeline/story-turns';
import { createTurnStore, createWaitingStories } from '../../functions/story-pipeline/turn-store';
import { ENV } from '#shared/environment';
import type { TurnAnswer } from '#shared/story-turns';
import { waitFor } from '../support/wait-for';

const CHOICES = {
  mainCharacter: 'un petit dragon qui a peur du noir',
  setting: 'la forêt enchantée',
  scenario: 'retrouver une étoile tombée du ciel',
  emotions: ['la joie'],
  values: ["l'amitié"],
};

describe('the story makers’ turns on the local twin (issue 28, item 7)', () => {
  let twin: Awaited<ReturnType<typeof startBenchTwin>>;
  let documents: DynamoDBDocumentClient;
  let turnsTable: string;
  let ports: StoryTurnPorts;

  beforeAll(async () => {
    // The stack as deployed with OpenAI at tier 1 (its turns: 2 texts at once), the embedded makers doing the
    // work; the Wait states' seconds scaled down as bench:peak does.
    twin = await startBenchTwin({ context: { openAiTier: '1', illustrationsPerStory: '1' }, retryTimeScale: 1 / 20 });
    documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: twin.endpoints.dynamodb, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    );
    turnsTable = process.env[ENV.storyTurnsTable]!;
    ports = {
      turns: createTurnStore(documents, turnsTable),
      stories: createWaitingStories(documents, process.env[ENV.storiesTable]!),
      now: () => Date.now(),
      pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    };
  }, 120_000);

  afterAll(async () => {
    await twin?.dispose();
  });

  it('should give exactly the limit’s turns to stories asking at once, and every other one its own place in line', async () => {
    // Arrange: twelve stories ask the audio line at the same moment; the version check must let none through twice.
    const stories = Array.from({ length: 12 }, (_, index) => `race-${index}`);
    const quiet: StoryTurnPorts = { ...ports, stories: { markWaiting: async () => {} } };
    const rule = { limit: 3, leaseMs: 60_000 };
    const admitted = new Set<string>();

    // Act: a story the busy line could not take yet asks again, as its Wait state would send it back.
    await waitFor(
      async () => {
        const line = await ports.turns.read('audio');
        const known = new Set([...Object.keys(line.holders), ...line.line.map((waiter) => waiter.s)]);
        const asking = stories.filter((storyId) => !known.has(storyId));
        if (asking.length === 0) return true;
        const answers: TurnAnswer[] = await Promise.all(asking.map((storyId) => takeTurn(quiet, { medium: 'audio', userId: 'u', storyId }, rule)));
        answers.forEach((answer, index) => answer.admitted && admitted.add(asking[index]!));
        return undefined;
      },
      { timeoutMs: 60_000, intervalMs: 10, description: 'every story to hold a turn or a place in line' },
    );
    // Each waiting story asks once more, one after the other: the place each is told.
    const line = await ports.turns.read('audio');
    const places: TurnAnswer[] = [];
    for (const waiter of line.line) places.push(await takeTurn(quiet, { medium: 'audio', userId: 'u', storyId: waiter.s }, rule));
    await Promise.all(stories.map((storyId) => releaseTurn(ports, 'audio', storyId)));

    // Assert
    expect(admitted.size).toBe(3);
    expect(Object.keys(line.holders).sort()).toEqual([...admitted].sort());
    expect(line.line.map((waiter) => waiter.s).sort()).toEqual(stories.filter((storyId) => !admitted.has(storyId)).sort());
    expect(places.map((answer) => (answer.admitted ? 'admitted' : answer.ahead))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await ports.turns.read('audio')).toMatchObject({ holders: {}, line: [] });
  });

  it('should hold a story whose text has no free turn, say so in GET /api/stories/{id}, and make it once a turn is given back', async () => {
    // Arrange: both text turns of tier 1 are held by two other stories.
    const parent = await createBenchParent(twin, 2);
    const profile = await parent.call('/api/profiles', { method: 'POST', body: JSON.stringify(BENCH_CHILD) });
    const held = Date.now() + 60 * 60_000;
    await documents.send(new PutCommand({ TableName: turnsTable, Item: { medium: 'text', version: 1, holders: { other1: held, other2: held }, line: [] } }));

    // Act
    const { id } = (await parent.call('/api/stories', { method: 'POST', body: JSON.stringify({ profileId: profile.id, ...CHOICES, narration: false }) })) as { id: string };
    const waiting = await waitFor(
      async () => {
        const story = await parent.call(`/api/stories/${id}`);
        return story.waitingTurn ? story : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100, description: `story ${id} to wait for its turn` },
    );
    // Still first in line, both turns still held, right before one is given back.
    const lineBefore = await ports.turns.read('text');
    await releaseTurn(ports, 'text', 'other1');
    const done = await waitFor(
      async () => {
        const story = await parent.call(`/api/stories/${id}`);
        return story.status === 'completed' || story.status === 'failed' ? story : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 100, description: `story ${id} to be made` },
    );

    // Assert
    expect(waiting).toMatchObject({ content: '', waitingTurn: { medium: 'text', ahead: 0 } });
    expect(['draft', 'generating_text']).toContain(waiting.status);
    expect(lineBefore.line.map((waiter) => waiter.s)).toEqual([id]);
    expect(Object.keys(lineBefore.holders).sort()).toEqual(['other1', 'other2']);
    expect(done.status).toBe('completed');
    expect(done.waitingTurn).toBeUndefined();
    // Its turns were given back: only the other story's remains.
    expect(Object.keys((await ports.turns.read('text')).holders)).toEqual(['other2']);
    expect((await ports.turns.read('image')).holders).toEqual({});
    const throttled = [...twin.lambdaRuntime.throttled].filter(([logicalId]) => /StoryPipeline/.test(logicalId));
    expect(throttled).toEqual([]);
  });
});
