import { describe, expect, it } from 'vitest';
import { checkOutcome, shouldAnnounceFinished, watchStep } from './pending-logic';

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

describe('shouldAnnounceFinished', () => {
  it("should not offer 'Lire' while the parent is being taken to that story, or is reading it", () => {
    // Arrange
    const id = '01JZ8Y3M4N5P6Q7R8S9T0V1W2X';
    const pathnames = [`/story/${id}/loading`, `/story/${id}`, `/story/${id}/`];

    // Act
    const answers = pathnames.map((pathname) => shouldAnnounceFinished(id, pathname));

    // Assert
    expect(answers).toEqual([false, false, false]);
  });

  it('should announce it anywhere else, another story included', () => {
    // Arrange
    const id = '01JZ8Y3M4N5P6Q7R8S9T0V1W2X';
    const pathnames = ['/app', '/library', '/story/01JZ8Y3M4N5P6Q7R8S9T0V1W2Y', '/account'];

    // Act
    const answers = pathnames.map((pathname) => shouldAnnounceFinished(id, pathname));

    // Assert
    expect(answers).toEqual([true, true, true, true]);
  });
});
