import { describe, expect, it } from 'vitest';
import { isCardInProgress } from './story-card';

describe('isCardInProgress', () => {
  it("should show 'En cours' on a story being made, never on a completed, failed or status-less one", () => {
    // Arrange / Act / Assert
    expect([isCardInProgress('draft'), isCardInProgress('generating_audio')]).toEqual([true, true]);
    expect([isCardInProgress('completed'), isCardInProgress('failed'), isCardInProgress(''), isCardInProgress(undefined)]).toEqual([false, false, false, false]);
  });
});
