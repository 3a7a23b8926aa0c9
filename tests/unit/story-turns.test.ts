import { describe, expect, it } from 'vitest';
import { StoryGoneError } from '#core/stories/story-pipeline';
import { askForTurn, EMPTY_TURN_LINE, giveTurnBack, RELEASE_TRIES, releaseTurn, TAKE_TRIES, takeTurn, takeTurnIfFree, type StoryTurnPorts, type TurnLine } from '../../functions/story-pipeline/story-turns';
import { scaleRetryWaits } from '../../infra/local/engine/step-functions';
import { turnPause, WAITER_GONE_AFTER_MS, WAITER_SEEN_EVERY_MS } from '#shared/story-turns';
import type { StoryMedium } from '#shared/story-makers-files';

const RULE = { limit: 2, leaseMs: 60_000 };

/** Asks for every story in order at `now`, keeping each written line, as the turn function does. */
function askAll(start: TurnLine, stories: string[], now: number) {
  let line = start;
  const answers = stories.map((storyId) => {
    const { next, answer } = askForTurn(line, storyId, RULE, now);
    if (next) line = { ...next, version: line.version + 1 };
    return answer;
  });
  return { line, answers };
}

describe('askForTurn', () => {
  it('should let in as many stories as the limit and line up the others in the order they came', () => {
    // Act
    const { line, answers } = askAll(EMPTY_TURN_LINE, ['a', 'b', 'c', 'd'], 1_000);

    // Assert
    expect(answers).toEqual([
      { admitted: true, waitedMs: 0 },
      { admitted: true, waitedMs: 0 },
      { admitted: false, ahead: 0, pause: 'near' },
      { admitted: false, ahead: 1, pause: 'near' },
    ]);
    expect(Object.keys(line.holders)).toEqual(['a', 'b']);
    expect(line.line.map((waiter) => waiter.s)).toEqual(['c', 'd']);
  });

  it('should give a freed turn to the first in line only, even when a later story asks first', () => {
    // Arrange
    const { line: full } = askAll(EMPTY_TURN_LINE, ['a', 'b', 'c', 'd'], 1_000);
    const freed = { ...giveTurnBack(full, 'a')!, version: full.version + 1 };

    // Act
    const later = askForTurn(freed, 'd', RULE, 5_000);
    const first = askForTurn(freed, 'c', RULE, 5_000);

    // Assert
    expect(later.answer).toEqual({ admitted: false, ahead: 1, pause: 'near' });
    expect(later.next).toBeUndefined();
    expect(first.answer).toEqual({ admitted: true, waitedMs: 4_000 });
    expect(first.next!.holders).toEqual({ b: 1_000 + RULE.leaseMs, c: 5_000 + RULE.leaseMs });
    expect(first.next!.line.map((waiter) => waiter.s)).toEqual(['d']);
  });

  it('should take back a turn never given back after its lease, and forget a waiter that stopped asking', () => {
    // Arrange: a and b hold the turns, c waits but its run was stopped; d asks on.
    const rule = { limit: 2, leaseMs: WAITER_GONE_AFTER_MS + 20_000 };
    const { line } = askAll(EMPTY_TURN_LINE, ['a', 'b', 'c', 'd'], 0);
    const held = { ...line, holders: { a: rule.leaseMs, b: rule.leaseMs } };
    const asked = askForTurn(held, 'd', rule, WAITER_GONE_AFTER_MS - 1);
    const refreshed = { ...asked.next!, version: held.version + 1 };
    const after = rule.leaseMs + 1;

    // Act
    const { next, answer } = askForTurn(refreshed, 'd', rule, after);

    // Assert
    expect(asked.answer).toEqual({ admitted: false, ahead: 1, pause: 'near' });
    expect(answer).toEqual({ admitted: true, waitedMs: after });
    expect(Object.keys(next!.holders)).toEqual(['d']);
    expect(next!.line).toEqual([]);
  });

  it('should write a waiting story’s question down only now and then, and answer a holder asking again with its turn', () => {
    // Arrange
    const { line } = askAll(EMPTY_TURN_LINE, ['a', 'b', 'c'], 0);

    // Act
    const soon = askForTurn(line, 'c', RULE, WAITER_SEEN_EVERY_MS - 1);
    const later = askForTurn(line, 'c', RULE, WAITER_SEEN_EVERY_MS);
    const again = askForTurn(line, 'a', RULE, 10);

    // Assert
    expect(soon.next).toBeUndefined();
    expect(later.next!.line).toEqual([{ s: 'c', j: 0, t: WAITER_SEEN_EVERY_MS }]);
    expect(again).toEqual({ next: undefined, answer: { admitted: true, waitedMs: 0 } });
  });

  it('should pause a story near the front briefly and one far back long', () => {
    // Act
    const pauses = [turnPause(0, 4), turnPause(3, 4), turnPause(4, 4), turnPause(15, 4), turnPause(16, 4)];

    // Assert
    expect(pauses).toEqual(['near', 'near', 'mid', 'mid', 'far']);
  });
});

/** A turn store in memory that loses the first `conflicts` writes to another story, as DynamoDB's version check would. */
function memoryPorts(options: { conflicts?: number; gone?: boolean } = {}) {
  const lines = new Map<StoryMedium, TurnLine>();
  const marks: { storyId: string; medium: StoryMedium; ahead: number | undefined }[] = [];
  let conflicts = options.conflicts ?? 0;
  const ports: StoryTurnPorts = {
    turns: {
      read: async (medium) => lines.get(medium) ?? EMPTY_TURN_LINE,
      write: async (medium, next, current) => {
        if (conflicts > 0 || (lines.get(medium)?.version ?? 0) !== current.version) {
          conflicts -= 1;
          return false;
        }
        lines.set(medium, { ...next, version: current.version + 1 });
        return true;
      },
    },
    stories: {
      markWaiting: async (_userId, storyId, medium, ahead) => {
        if (options.gone) throw new StoryGoneError('gone');
        marks.push({ storyId, medium, ahead });
      },
    },
    now: () => 1_000,
    pause: async () => {},
  };
  return { ports, lines, marks };
}

describe('takeTurn and releaseTurn', () => {
  it('should mark a waiting story’s place on its row, and clear it when its turn comes', async () => {
    // Arrange
    const { ports, marks } = memoryPorts();
    const rule = { limit: 1, leaseMs: 60_000 };
    await takeTurn(ports, { medium: 'text', userId: 'u', storyId: 'a' }, rule);

    // Act
    const waiting = await takeTurn(ports, { medium: 'text', userId: 'u', storyId: 'b' }, rule);
    await releaseTurn(ports, 'text', 'a');
    const admitted = await takeTurn({ ...ports, now: () => 3_000 }, { medium: 'text', userId: 'u', storyId: 'b' }, rule);

    // Assert: a, let in at once, never had a place to mark.
    expect(waiting).toEqual({ admitted: false, ahead: 0, pause: 'near' });
    expect(admitted).toEqual({ admitted: true, waitedMs: 2_000 });
    expect(marks).toEqual([
      { storyId: 'b', medium: 'text', ahead: 0 },
      { storyId: 'b', medium: 'text', ahead: undefined },
    ]);
  });

  it('should try again from a fresh read when another story wrote the line first', async () => {
    // Arrange
    const { ports, lines } = memoryPorts({ conflicts: 3 });

    // Act
    const answer = await takeTurn(ports, { medium: 'image', userId: 'u', storyId: 'a' }, RULE);

    // Assert
    expect(answer).toEqual({ admitted: true, waitedMs: 0 });
    expect(lines.get('image')!.version).toBe(1);
  });

  it('should answer a story that found the line too busy to join to ask again later, and fail a release only after many more tries', async () => {
    // Arrange: every write loses to another story's.
    const { ports } = memoryPorts({ conflicts: 1_000 });
    let tries = 0;
    const counted: StoryTurnPorts = { ...ports, pause: async () => void (tries += 1) };

    // Act
    const answer = await takeTurn(counted, { medium: 'audio', userId: 'u', storyId: 'a' }, RULE);
    const takeTries = tries;
    const releasing = releaseTurn({ ...counted, turns: { ...counted.turns, read: async () => ({ holders: { a: 5 }, line: [], version: 3 }) } }, 'audio', 'a');

    // Assert
    expect(answer).toEqual({ admitted: false, ahead: 0, pause: 'near' });
    expect(takeTries).toBe(TAKE_TRIES);
    await expect(releasing).rejects.toMatchObject({ name: 'TurnContentionError' });
    expect(tries - takeTries).toBe(RELEASE_TRIES);
  });

  it('should leave the line when the story was deleted while it waited', async () => {
    // Arrange
    const { ports, lines } = memoryPorts({ gone: true });
    const rule = { limit: 1, leaseMs: 60_000 };
    await takeTurn(ports, { medium: 'text', userId: 'u', storyId: 'a' }, rule);

    // Act
    const asking = takeTurn(ports, { medium: 'text', userId: 'u', storyId: 'b' }, rule);

    // Assert
    await expect(asking).rejects.toBeInstanceOf(StoryGoneError);
    expect(lines.get('text')!.line).toEqual([]);
  });
});

describe('takeTurnIfFree (the opening narrated while the text streams, issue 30)', () => {
  it('should take a free turn at once, to be given back like any other', async () => {
    // Arrange
    const { ports, lines } = memoryPorts();
    const rule = { limit: 1, leaseMs: 60_000 };

    // Act
    const taken = await takeTurnIfFree(ports, 'audio', 'a', rule);
    const held = lines.get('audio')!.holders;
    await releaseTurn(ports, 'audio', 'a');

    // Assert
    expect(taken).toBe(true);
    expect(held).toEqual({ a: 61_000 });
    expect(lines.get('audio')!.holders).toEqual({});
  });

  it('should neither take a turn nor join the line when the turns are all held, or stories wait before it', async () => {
    // Arrange: one turn held by a; then with two turns, b waiting before c
    const full = memoryPorts();
    await takeTurn(full.ports, { medium: 'audio', userId: 'u', storyId: 'a' }, { limit: 1, leaseMs: 60_000 });
    const fullBefore = full.lines.get('audio');
    const waited = memoryPorts();
    waited.lines.set('audio', { holders: { a: 61_000 }, line: [{ s: 'b', j: 900, t: 900 }], version: 4 });

    // Act
    const whenFull = await takeTurnIfFree(full.ports, 'audio', 'c', { limit: 1, leaseMs: 60_000 });
    const behindWaiter = await takeTurnIfFree(waited.ports, 'audio', 'c', { limit: 2, leaseMs: 60_000 });

    // Assert
    expect(whenFull).toBe(false);
    expect(full.lines.get('audio')).toBe(fullBefore);
    expect(behindWaiter).toBe(false);
    expect(waited.lines.get('audio')).toEqual({ holders: { a: 61_000 }, line: [{ s: 'b', j: 900, t: 900 }], version: 4 });
  });
});

describe('the twin’s scaled time', () => {
  it('should scale a waiting story’s Wait states as it scales the Retry waits, leaving other states alone', () => {
    // Arrange
    const states = {
      WaitTurnTextFar: { Type: 'Wait', Seconds: 60, Next: 'TakeTurnText' },
      TakeTurnText: { Type: 'Task', Resource: 'arn', Retry: [{ ErrorEquals: ['TurnContentionError'], IntervalSeconds: 1 }], Next: 'TurnText' },
      Media: { Type: 'Parallel', Branches: [{ StartAt: 'WaitTurnImageNear', States: { WaitTurnImageNear: { Type: 'Wait', Seconds: 2, End: true } } }] },
    };

    // Act
    const scaled = scaleRetryWaits(states, 1 / 20);

    // Assert
    expect(scaled.WaitTurnTextFar.Seconds).toBe(3);
    expect(scaled.TakeTurnText.Retry[0]!.IntervalSeconds).toBe(0.05);
    expect(scaled.Media.Branches[0]!.States.WaitTurnImageNear.Seconds).toBe(0.1);
    expect(states.WaitTurnTextFar.Seconds).toBe(60);
  });
});
