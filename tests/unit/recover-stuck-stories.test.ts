import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '#core/logger';
import {
  MAX_STORIES_PER_RUN,
  recoverStuckStories,
  STUCK_STORY_REASON,
  type PendingStoryKey,
  type PendingStoryRepository,
  type PipelineExecutions,
  type PipelineRunState,
  type RecoverStuckStoriesPorts,
} from '#core/stories/recover-stuck-stories';
import type { Story } from '#core/stories/story';
import { STUCK_STORY_AFTER_MINUTES } from '#shared/pipeline-failures';
import type { StoryStatus } from '#shared/stories';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryCredits } from './support/in-memory-credits';
import { InMemoryStories, PARENT_ID, storyAt } from './support/in-memory-stories';

const CREATED = new Date('2026-11-25T10:00:00.000Z');
const minutes = (count: number) => count * 60_000;
/** Just past the timeout after CREATED. */
const LATER = new Date(CREATED.getTime() + minutes(STUCK_STORY_AFTER_MINUTES) + 1_000);
const OTHER_PARENT = 'parent-2';

/**
 * The sparse pending-stories index over the in-memory rows, as the adapter's keys behave: a story is listed
 * from its creation with its credit until it completes or is refunded. `lagging` keeps a finished story
 * listed, as an eventually consistent index can for a moment.
 */
class InMemoryPendingStories implements PendingStoryRepository {
  readonly since = new Map<string, string>();
  readonly lagging = new Set<string>();
  readonly forgotten: string[] = [];

  constructor(private readonly stories: InMemoryStories) {}

  async pendingBefore(before: Date, limit: number): Promise<PendingStoryKey[]> {
    return [...this.since.entries()]
      .filter(([storyId, since]) => since < before.toISOString() && (this.lagging.has(storyId) || this.unfinished(storyId)))
      .sort(([, a], [, b]) => (a < b ? -1 : 1))
      .slice(0, limit)
      .map(([storyId]) => ({ userId: this.stories.rows.get(storyId)!.userId, storyId }));
  }

  async forget(story: PendingStoryKey): Promise<boolean> {
    if (this.unfinished(story.storyId)) return false;
    this.lagging.delete(story.storyId);
    this.forgotten.push(story.storyId);
    return true;
  }

  private unfinished(storyId: string): boolean {
    const row = this.stories.rows.get(storyId);
    return Boolean(row && row.status !== 'completed' && !row.refundedAt && !row.isDemo);
  }
}

/** Step Functions' answers, by story: `missing` unless told. */
class FakeExecutions implements PipelineExecutions {
  readonly states = new Map<string, PipelineRunState | Error>();
  readonly asked: string[] = [];

  async stateOf(storyId: string): Promise<PipelineRunState> {
    this.asked.push(storyId);
    const state = this.states.get(storyId) ?? 'missing';
    if (state instanceof Error) throw state;
    return state;
  }
}

function world() {
  const stories = new InMemoryStories();
  const accounts = new InMemoryAccounts();
  accounts.open(PARENT_ID, { bonusCredits: 5 });
  accounts.open(OTHER_PARENT, { bonusCredits: 5 });
  const credits = new InMemoryCredits(stories, accounts);
  const pending = new InMemoryPendingStories(stories);
  const executions = new FakeExecutions();
  let now = LATER;
  const ports: RecoverStuckStoriesPorts = { pending, stories, credits, executions, now: () => now };

  /** A story that took its credit at `createdAt` (through the credit transaction) and got as far as `status`. */
  async function storyOf(storyId: string, status: StoryStatus, fields: Partial<Story> = {}, createdAt = CREATED): Promise<Story> {
    const story = storyAt(storyId, 'draft', { createdAt: createdAt.toISOString(), updatedAt: createdAt.toISOString(), ...fields });
    if ((await credits.createWithDebit(story, createdAt)) !== 'created') throw new Error('The story could not take its credit');
    pending.since.set(storyId, story.createdAt);
    Object.assign(stories.rows.get(storyId)!, { status });
    return story;
  }
  const refunds = (userId = PARENT_ID) => accounts.ledger.filter((entry) => entry.userId === userId && entry.reason === 'refund_story').map((entry) => entry.reference);
  return { ports, stories, accounts, credits, pending, executions, storyOf, refunds, setNow: (at: Date) => (now = at) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recoverStuckStories', () => {
  it('should fail a draft whose pipeline never started with the French reason, give its credit back once, and find nothing the second time', async () => {
    // Arrange
    vi.spyOn(logger, 'info').mockImplementation(() => {});
    const { ports, stories, accounts, storyOf, refunds } = world();
    await storyOf('story-draft', 'draft');

    // Act
    const first = await recoverStuckStories(ports);
    const second = await recoverStuckStories(ports);

    // Assert
    expect(first).toMatchObject({ examined: 1, recovered: [{ userId: PARENT_ID, storyId: 'story-draft' }], running: 0, errors: 0 });
    expect(stories.rows.get('story-draft')).toMatchObject({ status: 'failed', failureReason: STUCK_STORY_REASON, refundedAt: LATER.toISOString() });
    expect(refunds()).toEqual(['story-draft']);
    expect(accounts.balance(PARENT_ID, 'bonus')).toBe(5);
    expect(accounts.ledgerTotal(PARENT_ID, 'bonus')).toBe(5);
    expect(second).toEqual({ examined: 0, recovered: [], running: 0, finished: 0, errors: 0 });
  });

  it.each<[StoryStatus, PipelineRunState]>([
    ['generating_text', 'missing'],
    ['content_generated', 'ended'],
    ['generating_image', 'ended'],
    ['image_generated', 'missing'],
    ['generating_audio', 'ended'],
  ])('should fail a story left in %s when its run is %s', async (status, state) => {
    // Arrange
    vi.spyOn(logger, 'info').mockImplementation(() => {});
    const { ports, stories, executions, storyOf, refunds } = world();
    await storyOf('story-stuck', status);
    executions.states.set('story-stuck', state);

    // Act
    const report = await recoverStuckStories(ports);

    // Assert
    expect(report.recovered).toEqual([{ userId: PARENT_ID, storyId: 'story-stuck' }]);
    expect(stories.rows.get('story-stuck')).toMatchObject({ status: 'failed', failureReason: STUCK_STORY_REASON });
    expect(refunds()).toEqual(['story-stuck']);
  });

  it('should leave a story whose run is still going, however old it is', async () => {
    // Arrange
    const { ports, stories, executions, storyOf, refunds, setNow } = world();
    await storyOf('story-running', 'generating_audio');
    executions.states.set('story-running', 'running');
    setNow(new Date(CREATED.getTime() + minutes(600)));

    // Act
    const report = await recoverStuckStories(ports);

    // Assert
    expect(report).toMatchObject({ examined: 1, recovered: [], running: 1 });
    expect(stories.rows.get('story-running')?.status).toBe('generating_audio');
    expect(refunds()).toEqual([]);
  });

  it('should not even look at a story younger than the timeout', async () => {
    // Arrange
    const { ports, executions, storyOf, refunds, setNow } = world();
    await storyOf('story-young', 'draft');
    setNow(new Date(CREATED.getTime() + minutes(STUCK_STORY_AFTER_MINUTES) - 1_000));

    // Act
    const report = await recoverStuckStories(ports);

    // Assert
    expect(report.examined).toBe(0);
    expect(executions.asked).toEqual([]);
    expect(refunds()).toEqual([]);
  });

  it('should take the timeout it is given instead of the default', async () => {
    // Arrange
    vi.spyOn(logger, 'info').mockImplementation(() => {});
    const { ports, storyOf, setNow } = world();
    await storyOf('story-draft', 'draft');
    setNow(new Date(CREATED.getTime() + minutes(2)));

    // Act
    const report = await recoverStuckStories({ ...ports, stuckAfterMs: minutes(1) });

    // Assert
    expect(report.recovered).toEqual([{ userId: PARENT_ID, storyId: 'story-draft' }]);
  });

  it('should never fail a story that completes between its read and the refund, nor give anything back', async () => {
    // Arrange
    const { ports, stories, credits, storyOf, refunds } = world();
    await storyOf('story-racing', 'image_generated');
    credits.before.failWithRefund = () => Object.assign(stories.rows.get('story-racing')!, { status: 'completed' });

    // Act
    const report = await recoverStuckStories(ports);

    // Assert
    expect(report).toMatchObject({ recovered: [], finished: 1 });
    expect(stories.rows.get('story-racing')?.status).toBe('completed');
    expect(refunds()).toEqual([]);
  });

  it('should not refund again a story MarkFailed refunded while the run was looking, and leave it failed with its own reason', async () => {
    // Arrange
    const { ports, stories, credits, storyOf, refunds } = world();
    await storyOf('story-failing', 'generating_text');
    credits.before.failWithRefund = () => {
      credits.before.failWithRefund = undefined;
      void credits.failWithRefund(stories.rows.get('story-failing')!, 'MarkFailed', CREATED);
    };

    // Act
    const report = await recoverStuckStories(ports);

    // Assert
    expect(report).toMatchObject({ recovered: [], finished: 1 });
    expect(stories.rows.get('story-failing')).toMatchObject({ status: 'failed', failureReason: 'MarkFailed' });
    expect(refunds()).toEqual(['story-failing']);
  });

  it('should take out of the index a finished story it still lists, without refunding it, and never ask Step Functions', async () => {
    // Arrange
    const { ports, pending, executions, storyOf, refunds } = world();
    await storyOf('story-completed', 'completed');
    await storyOf('story-demo', 'draft', { isDemo: true });
    pending.lagging.add('story-completed').add('story-demo');

    // Act
    const report = await recoverStuckStories(ports);

    // Assert
    expect(report).toMatchObject({ examined: 2, recovered: [], finished: 2 });
    expect(pending.forgotten.sort()).toEqual(['story-completed', 'story-demo']);
    expect(executions.asked).toEqual([]);
    expect(refunds()).toEqual([]);
  });

  it('should leave a story it cannot decide for the next run and still recover the others', async () => {
    // Arrange
    vi.spyOn(logger, 'info').mockImplementation(() => {});
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { ports, stories, executions, storyOf, refunds } = world();
    await storyOf('story-a', 'draft', {}, new Date(CREATED.getTime() - 2_000));
    await storyOf('story-b', 'generating_text', {}, new Date(CREATED.getTime() - 1_000));
    executions.states.set('story-a', Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));

    // Act
    const report = await recoverStuckStories(ports);

    // Assert
    expect(report).toMatchObject({ examined: 2, recovered: [{ userId: PARENT_ID, storyId: 'story-b' }], errors: 1 });
    expect(stories.rows.get('story-a')?.status).toBe('draft');
    expect(refunds()).toEqual(['story-b']);
    expect(JSON.stringify(warned.mock.calls)).toContain('ThrottlingException');
  });

  it('should refund each parent in their own partition', async () => {
    // Arrange
    vi.spyOn(logger, 'info').mockImplementation(() => {});
    const { ports, accounts, storyOf, refunds } = world();
    await storyOf('story-mine', 'draft');
    await storyOf('story-theirs', 'generating_image', { userId: OTHER_PARENT });

    // Act
    const report = await recoverStuckStories(ports);

    // Assert
    expect(report.recovered).toEqual(
      expect.arrayContaining([
        { userId: PARENT_ID, storyId: 'story-mine' },
        { userId: OTHER_PARENT, storyId: 'story-theirs' },
      ]),
    );
    expect(refunds(PARENT_ID)).toEqual(['story-mine']);
    expect(refunds(OTHER_PARENT)).toEqual(['story-theirs']);
    expect(accounts.balance(PARENT_ID, 'bonus')).toBe(5);
    expect(accounts.balance(OTHER_PARENT, 'bonus')).toBe(5);
  });

  it(`should look at ${MAX_STORIES_PER_RUN} stories at most in one run, oldest first, and leave the rest for the next run`, async () => {
    // Arrange
    vi.spyOn(logger, 'info').mockImplementation(() => {});
    const { ports, executions, storyOf } = world();
    for (let index = 0; index < 3; index += 1) {
      await storyOf(`story-${index}`, 'draft', {}, new Date(CREATED.getTime() - (3 - index) * 1_000));
      executions.states.set(`story-${index}`, 'running');
    }

    // Act
    const first = await recoverStuckStories({ ...ports, maxStories: 2 });

    // Assert
    expect(first).toMatchObject({ examined: 2, running: 2 });
    expect(executions.asked).toEqual(['story-0', 'story-1']);
  });
});
