import { describe, expect, it } from 'vitest';
import { availableLabel, storiesLabel } from './messages';

describe('stories labels', () => {
  it('should keep 0 and 1 singular and put 2 and more in the plural', () => {
    // Arrange
    const counts = [0, 1, 2, 31];

    // Act
    const labels = counts.map(storiesLabel);
    const available = counts.map(availableLabel);

    // Assert
    expect(labels).toEqual(['0 histoire', '1 histoire', '2 histoires', '31 histoires']);
    expect(available).toEqual(['0 histoire disponible', '1 histoire disponible', '2 histoires disponibles', '31 histoires disponibles']);
  });
});
