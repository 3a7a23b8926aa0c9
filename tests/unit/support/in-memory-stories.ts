import { storyAudioKey, storyImageKey, storyTimingsKey } from '../../../shared/media';
import { FAILED_STATUS, STORY_STATUSES, statusRank, type CreditType, type StoryStatus } from '../../../shared/stories';
import { SAMPLE_STORY_REQUEST } from '../../../functions/core/providers/sample-request';
import type { ImageRegenerationLease } from '../../../functions/core/stories/image-regeneration-lease';
import type { Story } from '../../../functions/core/stories/story';
import { owesCredit, type DeletableStory, type StoryCreditStore } from '../../../functions/core/stories/story-credits';
import type { StoryMediaStore } from '../../../functions/core/stories/story-media';
import type { StoryRepository } from '../../../functions/core/stories/story-repository';

/**
 * In-memory stand-ins for the stories table, the account's balances and ledger, and the media bucket,
 * with the same conditions as the DynamoDB and S3 adapters, so that use cases can be driven through a
 * race step by step (each call can be intercepted) without a network.
 */
export class InMemoryStories implements StoryRepository {
  readonly rows = new Map<string, Story>();
  /** Runs before each call, by name: tests delete a row at a chosen moment. */
  readonly before: Partial<Record<keyof StoryRepository, () => void>> = {};

  put(story: Story): void {
    this.rows.set(story.storyId, structuredClone(story));
  }

  async get(_userId: string, storyId: string): Promise<Story | undefined> {
    this.before.get?.();
    const row = this.rows.get(storyId);
    return row && structuredClone(row);
  }

  async advanceStatus(_userId: string, storyId: string, to: StoryStatus): Promise<boolean> {
    this.before.advanceStatus?.();
    const row = this.rows.get(storyId);
    if (!row || to === FAILED_STATUS || !STORY_STATUSES.slice(0, Math.max(0, statusRank(to))).includes(row.status as (typeof STORY_STATUSES)[number])) return false;
    row.status = to;
    return true;
  }

  async saveContent(_userId: string, storyId: string, written: { title: string; content: string; moral: string }): Promise<boolean> {
    this.before.saveContent?.();
    const row = this.rows.get(storyId);
    if (!row || !['draft', 'generating_text'].includes(row.status)) return false;
    Object.assign(row, written, { status: 'content_generated' });
    return true;
  }

  async attachImage(_userId: string, storyId: string, imageKey: string): Promise<boolean> {
    this.before.attachImage?.();
    const row = this.rows.get(storyId);
    if (!row || row.status === FAILED_STATUS) return false;
    row.imageKey = imageKey;
    return true;
  }

  async attachAudio(_userId: string, storyId: string, audio: { audioKey: string; timingsKey: string; durationMs: number }): Promise<boolean> {
    this.before.attachAudio?.();
    const row = this.rows.get(storyId);
    if (!row || row.status === FAILED_STATUS) return false;
    Object.assign(row, { audioKey: audio.audioKey, timingsKey: audio.timingsKey, narrationDurationMs: audio.durationMs });
    return true;
  }
}

export class InMemoryMedia implements StoryMediaStore {
  readonly objects = new Map<string, Uint8Array | string>();
  readonly before: { put?: () => void } = {};

  async putImage(storyId: string, png: Uint8Array): Promise<string> {
    this.before.put?.();
    this.objects.set(storyImageKey(storyId), png);
    return storyImageKey(storyId);
  }

  async putNarration(storyId: string, mp3: Uint8Array, words: unknown[]): Promise<{ audioKey: string; timingsKey: string }> {
    this.before.put?.();
    this.objects.set(storyTimingsKey(storyId), JSON.stringify(words));
    this.objects.set(storyAudioKey(storyId), mp3);
    return { audioKey: storyAudioKey(storyId), timingsKey: storyTimingsKey(storyId) };
  }

  async exists(key: string): Promise<boolean> {
    return this.objects.has(key);
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.objects.delete(key);
  }

  async readTimings(): Promise<never[]> {
    return [];
  }

  async readContent(): Promise<undefined> {
    return undefined;
  }

  async signedUrl(key: string): Promise<string> {
    return `https://media.test/${key}?signed`;
  }

  /** The keys stored for one story. */
  keysOf(storyId: string): string[] {
    return [...this.objects.keys()].filter((key) => key.includes(storyId));
  }
}

/** One parent's balances, counters and ledger, moved by the same rules as story-credits.ts. */
export class InMemoryCredits implements StoryCreditStore {
  readonly balances: Record<CreditType, number> = { bonus: 0, monthly: 0 };
  readonly counters: Record<CreditType, number> = { bonus: 0, monthly: 0 };
  readonly ledger: { reason: string; delta: number; creditType: CreditType; reference: string | null }[] = [];
  /** Answers `changed` this many times before looking at the story (a pipeline writing it at that moment). */
  conflictsToSimulate = 0;

  constructor(
    private readonly stories: InMemoryStories,
    private readonly profileExists: (profileId: string) => boolean = () => true,
  ) {}

  grant(creditType: CreditType, count: number): void {
    this.balances[creditType] += count;
    this.ledger.push({ reason: 'grant_signup', delta: count, creditType, reference: null });
  }

  async createWithDebit(story: Story): Promise<'created' | 'no_credit' | 'no_profile' | 'conflict'> {
    if (!this.profileExists(story.profileId)) return 'no_profile';
    if (this.balances[story.creditType] < 1) return 'no_credit';
    this.move(story.creditType, -1, 'debit_story', story.storyId);
    this.stories.put(story);
    return 'created';
  }

  async failWithRefund(story: Pick<Story, 'storyId' | 'creditType'>, reason: string): Promise<boolean> {
    const row = this.stories.rows.get(story.storyId);
    if (!row || row.refundedAt || row.status === 'completed') return false;
    Object.assign(row, { status: FAILED_STATUS, failureReason: reason, refundedAt: new Date().toISOString() });
    this.move(story.creditType, 1, 'refund_story', story.storyId);
    return true;
  }

  async deleteStory(story: DeletableStory): Promise<'deleted' | 'refunded' | 'changed'> {
    if (this.conflictsToSimulate > 0) {
      this.conflictsToSimulate -= 1;
      return 'changed';
    }
    const row = this.stories.rows.get(story.storyId);
    // The same condition as the transaction: the row as read must still owe (or not owe) its credit.
    if (!row || owesCredit(row) !== owesCredit(story)) return 'changed';
    this.stories.rows.delete(story.storyId);
    if (!owesCredit(row)) return 'deleted';
    this.move(row.creditType, 1, 'refund_story', row.storyId);
    return 'refunded';
  }

  /** The sum of the ledger's deltas equals the balances (every change has its entry). */
  ledgerTotal(): number {
    return this.ledger.reduce((sum, entry) => sum + entry.delta, 0);
  }

  private move(creditType: CreditType, delta: number, reason: string, reference: string): void {
    this.balances[creditType] += delta;
    this.counters[creditType] -= delta;
    this.ledger.push({ reason, delta, creditType, reference });
  }
}

/** The lease with the DynamoDB adapter's rule: free when absent or expired; given back by its owner only. */
export class InMemoryLease implements ImageRegenerationLease {
  readonly held = new Map<string, { token: string; until: number }>();
  private next = 0;

  constructor(private readonly durationMs = 60_000) {}

  async acquire(userId: string, now: Date): Promise<string | undefined> {
    const current = this.held.get(userId);
    if (current && current.until >= now.getTime()) return undefined;
    const token = `lease-${(this.next += 1)}`;
    this.held.set(userId, { token, until: now.getTime() + this.durationMs });
    return token;
  }

  async release(userId: string, token: string): Promise<void> {
    if (this.held.get(userId)?.token === token) this.held.delete(userId);
  }
}

/** A story of the parent `parent-1`, at a status, with the sample request. */
export function storyAt(storyId: string, status: StoryStatus, fields: Partial<Story> = {}): Story {
  return {
    userId: 'parent-1',
    storyId,
    profileId: 'profile-1',
    title: statusRank(status) >= statusRank('content_generated') ? 'Le titre' : '',
    content: statusRank(status) >= statusRank('content_generated') ? 'Il était une fois…' : '',
    moral: '',
    status,
    creditType: 'bonus',
    isDemo: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    request: { ...SAMPLE_STORY_REQUEST, seed: storyId },
    narrationRequested: true,
    ...fields,
  };
}
