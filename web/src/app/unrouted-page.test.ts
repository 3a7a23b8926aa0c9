import { describe, expect, it } from 'vitest';
import { sharedStoryToken } from './unrouted-page';

describe('sharedStoryToken', () => {
  it("should read a family link's token, with or without a final slash", () => {
    // Arrange
    const token = 'Ab-_'.repeat(10) + 'xyz';

    // Act
    const read = [sharedStoryToken(`/partage/${token}`), sharedStoryToken(`/partage/${token}/`)];

    // Assert
    expect(read).toEqual([token, token]);
  });

  it('should leave every other path to the not-found page', () => {
    // Act
    const read = ['/partage/', '/partage', '/partage/a/b', '/partages/abc', '/inconnu', '/story/abc'].map(sharedStoryToken);

    // Assert
    expect(read).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
