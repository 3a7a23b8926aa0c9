import type { SyncStoriesResponse } from '@shared/reconcile';

/**
 * The credits refresh rules of spec part 1 §4, without React: a story-counter synchronisation
 * (`POST /api/sync/stories`) is forced
 * - at most once per 60 s while the credits are being read (`onCreditsRead`),
 * - after any change in the parent's stories (`onStoriesChanged`), and
 * - on a manual refresh ('Synchroniser mes histoires', `syncNow`);
 * and the credits are read again 500 ms after a sync that found a mismatch (its answer lists `changes`).
 * Never two syncs at once: a request made while one runs is served by one more run after it. The automatic
 * ones only log their errors (spec part 1 §4); the manual one hands its outcome to the caller.
 */

/** Spec part 1 §9: "Forced story sync at most once per 60 s; follow-up refresh 500 ms". */
export const STORY_SYNC_MIN_INTERVAL_MS = 60_000;
export const STORY_SYNC_FOLLOW_UP_MS = 500;

export interface StorySyncDependencies {
  sync(): Promise<SyncStoriesResponse>;
  /** Reads the credits again (invalidates the credits query). */
  refreshCredits(): void;
  now(): number;
  /** `setTimeout`, injectable so tests run without waiting. */
  schedule(callback: () => void, ms: number): void;
  log(error: unknown): void;
}

export class StorySyncScheduler {
  private lastStartedAt: number | undefined;
  private running: Promise<SyncStoriesResponse> | undefined;
  private again = false;

  constructor(private readonly dependencies: StorySyncDependencies) {}

  /** The credits were just read: sync when the last one started 60 s ago or more (or never ran). */
  onCreditsRead(): void {
    const { lastStartedAt } = this;
    if (this.running || (lastStartedAt !== undefined && this.dependencies.now() - lastStartedAt < STORY_SYNC_MIN_INTERVAL_MS)) return;
    void this.start().catch((error: unknown) => this.dependencies.log(error));
  }

  /** A story appeared, finished or went away: sync now, or right after the one running. */
  onStoriesChanged(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.start().catch((error: unknown) => this.dependencies.log(error));
  }

  /** The manual refresh: runs (or joins the run in progress) and returns its answer; rejects on failure. */
  syncNow(): Promise<SyncStoriesResponse> {
    return this.running ?? this.start();
  }

  private start(): Promise<SyncStoriesResponse> {
    this.lastStartedAt = this.dependencies.now();
    const run = this.dependencies
      .sync()
      .then((result) => {
        if (result.changes.length > 0) this.dependencies.schedule(() => this.dependencies.refreshCredits(), STORY_SYNC_FOLLOW_UP_MS);
        return result;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.onStoriesChanged();
        }
      });
    this.running = run;
    return run;
  }
}
