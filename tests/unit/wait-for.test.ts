import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, WaitForTimeoutError } from '../support/wait-for';

describe('waitFor (the tests’ poll with a deadline)', () => {
  beforeEach(() => {
    // A fake clock: the helper's pauses and deadline are checked without waiting for real time.
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should return the first truthy value and stop checking', async () => {
    // Arrange
    const answers = [undefined, undefined, 'prête', 'encore'];
    const condition = vi.fn(() => answers.shift());

    // Act
    const waiting = waitFor(condition, { timeoutMs: 1_000, intervalMs: 10, description: 'the third answer' });
    await vi.runAllTimersAsync();

    // Assert
    await expect(waiting).resolves.toBe('prête');
    expect(condition).toHaveBeenCalledTimes(3);
  });

  it('should check once more at the deadline, then fail naming what it waited for and the last value seen', async () => {
    // Arrange
    const condition = vi.fn(async () => false);

    // Act
    const waiting = waitFor(condition, { timeoutMs: 100, intervalMs: 30, description: 'story 42 to finish' });
    const failure = expect(waiting).rejects.toThrow(WaitForTimeoutError);
    await vi.runAllTimersAsync();

    // Assert
    await failure;
    await expect(waiting).rejects.toMatchObject({ name: 'WaitForTimeoutError', description: 'story 42 to finish', timeoutMs: 100, lastValue: false });
    await expect(waiting).rejects.toThrow('Waited 100 ms for story 42 to finish; last seen: false');
    // Checks at 0, 30, 60, 90 and at the deadline (100): never past it, never fewer.
    expect(condition).toHaveBeenCalledTimes(5);
  });

  it('should end at once with the error the condition throws, not wait for the deadline', async () => {
    // Arrange
    const condition = vi.fn(() => {
      throw new Error('connexion refusée');
    });

    // Act
    const waiting = waitFor(condition, { timeoutMs: 60_000, description: 'a broken request' });

    // Assert
    await expect(waiting).rejects.toThrow('connexion refusée');
    expect(condition).toHaveBeenCalledTimes(1);
  });
});
