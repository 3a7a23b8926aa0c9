/**
 * Jobs run on a fixed period, as EventBridge's `rate(…)` rules run their targets. Timers are injected, so
 * the scheduler is tested without waiting; a run's failure is logged, never thrown at the timer.
 */

/** The timer functions the scheduler uses (Node's by default; tests pass fakes). */
export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface ScheduledJob {
  /** The rule's logical id. */
  id: string;
  periodMs: number;
  run(): Promise<unknown>;
}

const NODE_TIMERS: Timers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

const UNITS_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/**
 * The period of an EventBridge `rate(value unit)` expression (`rate(1 minute)`, `rate(5 minutes)`, hours,
 * days), or undefined for anything else (`cron(…)`, `at(…)`, a malformed rate).
 */
export function ratePeriodMs(expression: string): number | undefined {
  const match = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  return value > 0 ? value * UNITS_MS[match[2]!]! : undefined;
}

export class Scheduler {
  private readonly timers: Timers;
  private readonly handles: unknown[] = [];
  /** The runs in progress, by job: a tick that finds its job still running is skipped, not piled up. */
  private readonly running = new Map<string, Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly jobs: readonly ScheduledJob[],
    private readonly options: { timers?: Timers; log?: (line: string) => void } = {},
  ) {
    this.timers = options.timers ?? NODE_TIMERS;
  }

  ids(): string[] {
    return this.jobs.map((job) => job.id);
  }

  /**
   * Starts every job's timer. With `runAtStart`, each job also runs once at once: a machine running the
   * twin is off for long stretches, and one run makes up for the ones it missed meanwhile.
   */
  start(options: { runAtStart?: boolean } = {}): void {
    if (this.stopped) return;
    for (const job of this.jobs) {
      const handle = this.timers.setInterval(() => void this.tick(job), job.periodMs);
      // A forgotten stop must not keep a process alive.
      (handle as { unref?: () => void } | undefined)?.unref?.();
      this.handles.push(handle);
      if (options.runAtStart) void this.tick(job);
    }
  }

  /** Runs a job now (tests, tools) and gives its result; its failure is the caller's to handle. */
  runNow(id: string): Promise<unknown> {
    const job = this.jobs.find((candidate) => candidate.id === id);
    if (!job) return Promise.reject(new Error(`No scheduled rule ${id}; known: ${this.ids().join(', ') || 'none'}`));
    return this.track(job);
  }

  /** Stops the timers and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const handle of this.handles.splice(0)) this.timers.clearInterval(handle);
    await Promise.allSettled([...this.running.values()]);
  }

  private async tick(job: ScheduledJob): Promise<void> {
    if (this.stopped) return;
    if (this.running.has(job.id)) {
      this.log(`schedule ${job.id}: still running, this run is skipped`);
      return;
    }
    try {
      await this.track(job);
    } catch (error) {
      this.log(`schedule ${job.id}: run failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    }
  }

  private track(job: ScheduledJob): Promise<unknown> {
    const run = Promise.resolve().then(() => job.run());
    this.running.set(job.id, run);
    const forget = () => {
      if (this.running.get(job.id) === run) this.running.delete(job.id);
    };
    run.then(forget, forget);
    return run;
  }

  private log(line: string): void {
    this.options.log?.(line);
  }
}
