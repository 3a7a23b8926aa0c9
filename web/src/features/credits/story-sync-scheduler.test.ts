import { describe, expect, it, vi } from 'vitest';
import type { SyncStoriesResponse } from '@shared/reconcile';
import { STORY_SYNC_FOLLOW_UP_MS, StorySyncScheduler, type StorySyncDependencies } from './story-sync-scheduler';

const agreed: SyncStoriesResponse = { monthly_count: 0, bonus_count: 2, changes: [] };
const repaired: SyncStoriesResponse = { monthly_count: 0, bonus_count: 14, changes: [{ field: 'bonusStoriesCreated', old: 0, new: 14 }] };

/** A scheduler on a hand-moved clock, whose syncs answer `answers` in turn and whose timers are recorded. */
function arrange(answers: (SyncStoriesResponse | Error)[] = [agreed]) {
  let clock = 0;
  const timers: { ms: number; callback: () => void }[] = [];
  const dependencies: StorySyncDependencies = {
    sync: vi.fn(() => {
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }),
    refreshCredits: vi.fn(),
    now: () => clock,
    schedule: (callback, ms) => void timers.push({ callback, ms }),
    log: vi.fn(),
  };
  return { scheduler: new StorySyncScheduler(dependencies), dependencies, timers, advance: (ms: number) => (clock += ms) };
}

/** Lets the promise callbacks of a finished sync run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('StorySyncScheduler', () => {
  it('should sync on the first credits read, then not again within 60 s', async () => {
    // Arrange
    const { scheduler, dependencies, advance } = arrange();

    // Act
    scheduler.onCreditsRead();
    await settle();
    advance(59_999);
    scheduler.onCreditsRead();
    await settle();

    // Assert
    expect(dependencies.sync).toHaveBeenCalledTimes(1);
  });

  it('should sync again on a credits read 60 s after the last sync', async () => {
    // Arrange
    const { scheduler, dependencies, advance } = arrange();
    scheduler.onCreditsRead();
    await settle();

    // Act
    advance(60_000);
    scheduler.onCreditsRead();
    await settle();

    // Assert
    expect(dependencies.sync).toHaveBeenCalledTimes(2);
  });

  it('should refresh the credits 500 ms after a sync that repaired something, and not after one that did not', async () => {
    // Arrange
    const { scheduler, dependencies, timers } = arrange([repaired, agreed]);

    // Act
    await scheduler.syncNow();
    await scheduler.syncNow();
    timers.forEach((timer) => timer.callback());

    // Assert
    expect(timers.map((timer) => timer.ms)).toEqual([STORY_SYNC_FOLLOW_UP_MS]);
    expect(dependencies.refreshCredits).toHaveBeenCalledTimes(1);
  });

  it('should run once more after the running sync when the stories change meanwhile, never two at once', async () => {
    // Arrange
    const { scheduler, dependencies } = arrange();

    // Act
    scheduler.onStoriesChanged();
    scheduler.onStoriesChanged();
    scheduler.onStoriesChanged();
    await settle();
    await settle();

    // Assert
    expect(dependencies.sync).toHaveBeenCalledTimes(2);
  });

  it('should let the manual refresh join a sync in progress and hand back its answer', async () => {
    // Arrange
    const { scheduler, dependencies } = arrange([repaired]);
    scheduler.onCreditsRead();

    // Act
    const result = await scheduler.syncNow();

    // Assert
    expect(result).toBe(repaired);
    expect(dependencies.sync).toHaveBeenCalledTimes(1);
  });

  it('should only log an automatic sync that failed, and reject a manual one', async () => {
    // Arrange
    const failure = new Error('hors ligne');
    const { scheduler, dependencies } = arrange([failure]);

    // Act
    scheduler.onCreditsRead();
    await settle();
    const manual = scheduler.syncNow();

    // Assert
    expect(dependencies.log).toHaveBeenCalledWith(failure);
    await expect(manual).rejects.toBe(failure);
  });
});
