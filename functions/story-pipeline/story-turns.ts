import { StoryGoneError } from '#core/stories/story-pipeline';
import type { StoryMedium } from '#shared/story-makers-files';
import { turnPause, WAITER_GONE_AFTER_MS, WAITER_SEEN_EVERY_MS, type TurnAnswer } from '#shared/story-turns';

/**
 * The story makers' turns (issue 28, item 7), one line per medium. Why a DynamoDB item rather than SQS:
 * the state machine drives each story step by step, and its Wait states are the queue's consumers; an SQS
 * queue would need a poller of its own to hand turns back to running executions (or a callback with task
 * tokens), and the local twin has no SQS to run it on, while it runs this same table and these same Wait
 * states. The line is one item per medium, written under a version check (optimistic locking), so that
 * two stories asking at once never both take the last turn.
 */
export interface TurnLine {
  /** The stories making this medium now, with the time their turn is taken back if they never give it. */
  holders: Record<string, number>;
  /** The stories waiting, first come first: `s` the story, `j` when it joined, `t` when it last asked. */
  line: { s: string; j: number; t: number }[];
  /** 0 for a line never written. */
  version: number;
}

export const EMPTY_TURN_LINE: TurnLine = { holders: {}, line: [], version: 0 };

export interface TurnRule {
  limit: number;
  leaseMs: number;
}

/**
 * Story `storyId` asks for its turn at `now`: the line as it should be written (undefined when nothing
 * changed, so that a question costs a read only) and the answer. A turn is given only to the first
 * stories of the line, as many as there are free turns: a later one never passes an earlier one.
 */
export function askForTurn(current: TurnLine, storyId: string, rule: TurnRule, now: number): { next: TurnLine | undefined; answer: TurnAnswer } {
  // Turns never given back (a run stopped mid-step) and waiters that stopped asking are forgotten.
  const holders = Object.fromEntries(Object.entries(current.holders).filter(([, until]) => until > now));
  const line = current.line.filter((waiter) => waiter.s === storyId || now - waiter.t < WAITER_GONE_AFTER_MS);
  let changed = Object.keys(holders).length !== Object.keys(current.holders).length || line.length !== current.line.length;

  if (holders[storyId] !== undefined) {
    // Asked again (a retried call whose answer was lost): the same turn.
    return { next: changed ? { ...current, holders, line } : undefined, answer: { admitted: true, waitedMs: 0 } };
  }
  let place = line.findIndex((waiter) => waiter.s === storyId);
  if (place === -1) {
    line.push({ s: storyId, j: now, t: now });
    place = line.length - 1;
    changed = true;
  }
  const free = rule.limit - Object.keys(holders).length;
  const waiter = line[place]!;
  if (place < free) {
    line.splice(place, 1);
    return { next: { ...current, holders: { ...holders, [storyId]: now + rule.leaseMs }, line }, answer: { admitted: true, waitedMs: now - waiter.j } };
  }
  if (now - waiter.t >= WAITER_SEEN_EVERY_MS) {
    line[place] = { ...waiter, t: now };
    changed = true;
  }
  return { next: changed ? { ...current, holders, line } : undefined, answer: { admitted: false, ahead: place, pause: turnPause(place, rule.limit) } };
}

/** Story `storyId` gives its turn back, or leaves the line (its run failed while it waited): undefined when it had neither. */
export function giveTurnBack(current: TurnLine, storyId: string): TurnLine | undefined {
  const line = current.line.filter((waiter) => waiter.s !== storyId);
  if (current.holders[storyId] === undefined && line.length === current.line.length) return undefined;
  const { [storyId]: _given, ...holders } = current.holders;
  return { ...current, holders, line };
}

export interface TurnStore {
  read(medium: StoryMedium): Promise<TurnLine>;
  /** Writes `next` as version `current.version + 1` only if the stored line is still `current.version`: false otherwise. */
  write(medium: StoryMedium, next: TurnLine, current: TurnLine): Promise<boolean>;
}

export interface WaitingStories {
  /** Writes the story's place in the medium's line (undefined: it waits no more); throws StoryGoneError when the story no longer exists. */
  markWaiting(userId: string, storyId: string, medium: StoryMedium, ahead: number | undefined): Promise<void>;
}

export interface StoryTurnPorts {
  turns: TurnStore;
  stories: WaitingStories;
  now: () => number;
  /** Between two tries of a write that another story's write beat. */
  pause: (ms: number) => Promise<void>;
}

/** Thrown when the line stayed too busy to write for every try (a release: its lease gives the turn back in the end). */
export class TurnContentionError extends Error {
  override readonly name = 'TurnContentionError';
}

/** A question's tries before it answers "wait" (bench:peak: 120 stories joining one line at once livelocked 25 tries). */
export const TAKE_TRIES = 6;
/** A turn given back is worth trying longer: held on, it would be lost to the line until its lease ends. */
export const RELEASE_TRIES = 40;

/**
 * Read, decide, write under the version check, again from the read when another story wrote first, after a
 * random pause that doubles (full jitter, at most 1 s) so that stories that collided do not collide again.
 * Undefined when every try lost, with the last line read.
 */
async function update<T>(
  ports: Pick<StoryTurnPorts, 'turns' | 'pause'>,
  medium: StoryMedium,
  tries: number,
  decide: (line: TurnLine) => { next: TurnLine | undefined; result: T },
): Promise<{ result: T } | { busy: TurnLine }> {
  let current = EMPTY_TURN_LINE;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    current = await ports.turns.read(medium);
    const { next, result } = decide(current);
    if (!next || (await ports.turns.write(medium, next, current))) return { result };
    await ports.pause(Math.random() * Math.min(1_000, 20 * 2 ** attempt));
  }
  return { busy: current };
}

/**
 * The TakeTurn states' use case: the story takes its turn, or learns its place and how long to wait, which
 * its row keeps for the web (`waitingTurn`). A story deleted while it waited leaves the line and ends its
 * run as any step does then (StoryGoneError).
 */
export async function takeTurn(ports: StoryTurnPorts, input: { medium: StoryMedium; userId: string; storyId: string }, rule: TurnRule): Promise<TurnAnswer> {
  const now = ports.now();
  const outcome = await update(ports, input.medium, TAKE_TRIES, (line) => {
    const { next, answer: result } = askForTurn(line, input.storyId, rule, now);
    return { next, result };
  });
  // Too many stories wrote the line at once: this one asks again after a pause, as if at the back of the line.
  if ('busy' in outcome) return { admitted: false, ahead: outcome.busy.line.length, pause: turnPause(outcome.busy.line.length, rule.limit) };
  const answer = outcome.result;
  // A story let in at once never waited: its row has no place to clear.
  const waited = !answer.admitted || answer.waitedMs > 0;
  if (!waited) return answer;
  try {
    await ports.stories.markWaiting(input.userId, input.storyId, input.medium, answer.admitted ? undefined : answer.ahead);
  } catch (error) {
    if (error instanceof StoryGoneError) await releaseTurn(ports, input.medium, input.storyId);
    throw error;
  }
  return answer;
}

/** The ReleaseTurn states' and MarkFailed's use case: the story's turn (or its place in line) goes to the next. */
export async function releaseTurn(ports: Pick<StoryTurnPorts, 'turns' | 'pause'>, medium: StoryMedium, storyId: string): Promise<void> {
  const outcome = await update(ports, medium, RELEASE_TRIES, (line) => ({ next: giveTurnBack(line, storyId), result: undefined }));
  if ('busy' in outcome) throw new TurnContentionError(`The ${medium} line stayed busy for ${RELEASE_TRIES} tries`);
}

/**
 * A turn taken only if it is free now, without joining the line (issue 30: the text step narrates the
 * opening while the text streams, a bonus the normal narration step does anyway): true when the story holds
 * the medium's turn, to give back with releaseTurn; false when the line is full, busy, or has stories
 * waiting before it, and then the line is left as it was.
 */
export async function takeTurnIfFree(ports: Pick<StoryTurnPorts, 'turns' | 'pause' | 'now'>, medium: StoryMedium, storyId: string, rule: TurnRule): Promise<boolean> {
  const now = ports.now();
  const outcome = await update(ports, medium, TAKE_TRIES, (line) => {
    const { next, answer } = askForTurn(line, storyId, rule, now);
    return answer.admitted ? { next, result: true } : { next: undefined, result: false };
  });
  return 'result' in outcome && outcome.result;
}
