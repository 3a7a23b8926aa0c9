import { describe, expect, it } from 'vitest';
import { checkOutcome, watchStep } from './pending-logic';

describe('watchStep', () => {
  it('should check the followed stories no longer pending and keep following them with the new ones', () => {
    // Arrange
    const followed = new Set(['a', 'b']);

    // Act
    const step = watchStep(followed, [{ id: 'b' }, { id: 'c' }]);

    // Assert
    expect(step.toCheck).toEqual(['a']);
    expect([...step.followed].sort()).toEqual(['a', 'b', 'c']);
    expect(watchStep(new Set(), [{ id: 'x' }]).toCheck).toEqual([]);
  });
});

describe('checkOutcome', () => {
  it('should announce a completed story, forget a failed or missing one and keep following the others', () => {
    // Arrange / Act / Assert
    expect([checkOutcome('completed'), checkOutcome('failed'), checkOutcome(null), checkOutcome('generating_audio')]).toEqual(['announce', 'forget', 'forget', 'keep']);
  });
});
