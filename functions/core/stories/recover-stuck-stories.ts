import { STUCK_STORY_AFTER_MINUTES } from '#shared/pipeline-failures';
import { logger } from '#core/logger';
import { countStoryFailedAndRefunded } from '#core/observability/metrics';
import type { StoryCreditRepository } from './story-credit-repository';
import type { StoryRepository } from './story-repository';

/** A story's keys as the pending-stories index lists them: the parent's partition and the story. */
export interface PendingStoryKey {
  userId: string;
  storyId: string;
}

/**
 * The stories still being made, as the sparse `byPendingSince` index lists them (shared/tables.ts): a story
 * is in it from its creation until it completes or fails. The index is eventually consistent, so the job
 * reads every story again before deciding anything.
 */
export interface PendingStoryRepository {
  /** At most `limit` stories unfinished since before `before`, oldest first. */
  pendingBefore(before: Date, limit: number): Promise<PendingStoryKey[]>;
  /**
   * Takes a finished story (completed, refunded, or a demo that never owed anything) out of the index, under
   * that condition: a safety net, so that an odd row can never hold the head of the job's list for ever.
   */
  forget(story: PendingStoryKey): Promise<boolean>;
}

/**
 * What Step Functions says of the story's pipeline run (its execution is named after the story):
 * `running` (or waiting for a redrive), `ended` (succeeded, failed, aborted, timed out) or `missing`
 * (never started, or no longer known: the twin lost it when it stopped).
 */
export type PipelineRunState = 'running' | 'ended' | 'missing';

export interface PipelineExecutions {
  stateOf(storyId: string): Promise<PipelineRunState>;
}

export interface RecoverStuckStoriesPorts {
  pending: PendingStoryRepository;
  stories: Pick<StoryRepository, 'get'>;
  credits: Pick<StoryCreditRepository, 'failWithRefund'>;
  executions: PipelineExecutions;
  now?: () => Date;
  /** How long a story may stay unfinished before it is looked at (default {@link STUCK_STORY_AFTER_MINUTES}). */
  stuckAfterMs?: number;
  /** At most this many stories looked at per run, so one run's work is bounded (default {@link MAX_STORIES_PER_RUN}). */
  maxStories?: number;
}

/** One run's work is bounded: the next run (5 minutes later) takes the rest, oldest first. */
export const MAX_STORIES_PER_RUN = 100;

/** The parent's reason on a story the job failed (the progress screen and the library show it). */
export const STUCK_STORY_REASON = "La création de l'histoire a été interrompue. Votre crédit vous a été rendu.";

export interface RecoveryReport {
  /** Stories the index listed (unfinished for longer than the timeout). */
  examined: number;
  /** Failed and refunded by this run, once each. */
  recovered: PendingStoryKey[];
  /** Left alone: their run is still going (long retries), so it will end them itself. */
  running: number;
  /** Finished meanwhile, gone, or demos: nothing to give back. */
  finished: number;
  /** Could not be decided this time (a read or Step Functions failed): left as they were for the next run. */
  errors: number;
}

/**
 * The scheduled stuck-story job (issue 15): a story left in `draft` or a generating status for longer than
 * the timeout, with no running execution of its pipeline (a crashed start, a run stopped or lost, the twin
 * stopped mid-pipeline, a MarkFailed that never managed to refund), is marked failed with a French reason
 * and its credit given back — through the same transaction as the state machine's MarkFailed
 * (`failWithRefund`), which holds only while the story is neither completed nor refunded. So a story that
 * completes at that very moment is never failed, and a credit is never given back twice, however many runs
 * overlap. Only a definite answer (no execution, or one that ended) fails a story: any doubt leaves it for
 * the next run. Every write stays inside the story's own parent partition.
 */
export async function recoverStuckStories(ports: RecoverStuckStoriesPorts): Promise<RecoveryReport> {
  const now = ports.now ?? (() => new Date());
  const cutoff = new Date(now().getTime() - (ports.stuckAfterMs ?? STUCK_STORY_AFTER_MINUTES * 60_000));
  const candidates = await ports.pending.pendingBefore(cutoff, ports.maxStories ?? MAX_STORIES_PER_RUN);
  const report: RecoveryReport = { examined: candidates.length, recovered: [], running: 0, finished: 0, errors: 0 };

  for (const candidate of candidates) {
    try {
      const outcome = await recoverOne(ports, candidate, now);
      if (outcome === 'recovered') report.recovered.push(candidate);
      else report[outcome] += 1;
    } catch (error) {
      // One story that cannot be decided never stops the others; it stays listed for the next run.
      report.errors += 1;
      logger.warn('stuck story not decided', { storyId: candidate.storyId, error: error instanceof Error ? error.name : String(error) });
    }
  }
  return report;
}

async function recoverOne(ports: RecoverStuckStoriesPorts, key: PendingStoryKey, now: () => Date): Promise<'recovered' | 'running' | 'finished'> {
  // Consistent: the index may still list a story that completed a moment ago.
  const story = await ports.stories.get(key.userId, key.storyId, { consistent: true });
  if (!story) return 'finished';
  if (story.status === 'completed' || story.refundedAt || story.isDemo) {
    await ports.pending.forget(key);
    return 'finished';
  }
  if ((await ports.executions.stateOf(story.storyId)) === 'running') return 'running';
  // false: it completed, or was failed and refunded (by MarkFailed, or another run), since it was read.
  const refunded = await ports.credits.failWithRefund(story, STUCK_STORY_REASON, now());
  if (refunded) {
    logger.info('stuck story failed and refunded', { storyId: story.storyId, status: story.status });
    countStoryFailedAndRefunded('stuck');
  }
  return refunded ? 'recovered' : 'finished';
}
