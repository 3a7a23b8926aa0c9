import { describe, expect, it } from 'vitest';
import { isInProgress, isPossibleStoryId, storyParagraphs, storyPollDelay } from './story-logic';

describe('storyParagraphs', () => {
  it('should cut the text at blank lines and keep single line breaks inside a paragraph', () => {
    // Arrange
    const content = 'Il était une fois.\nUn dragon.\n\nIl avait peur du noir.\n  \nFin.';

    // Act
    const paragraphs = storyParagraphs(content);

    // Assert
    expect(paragraphs).toEqual(['Il était une fois.\nUn dragon.', 'Il avait peur du noir.', 'Fin.']);
  });

  it('should read Windows line breaks and drop empty paragraphs', () => {
    // Arrange
    const content = '\r\n\r\nPremier.\r\n\r\n\r\n\r\nSecond.\r\n';

    // Act / Assert
    expect(storyParagraphs(content)).toEqual(['Premier.', 'Second.']);
    expect(storyParagraphs('   ')).toEqual([]);
  });
});

describe('storyPollDelay', () => {
  it('should ask again every 5 s while the story is being made', () => {
    // Arrange / Act / Assert
    expect(storyPollDelay('draft')).toBe(5_000);
    expect(storyPollDelay('generating_audio')).toBe(5_000);
  });

  it('should stop once the story is completed or failed, or before any answer', () => {
    // Arrange / Act / Assert
    expect([storyPollDelay('completed'), storyPollDelay('failed'), storyPollDelay(undefined)]).toEqual([false, false, false]);
  });
});

describe('isInProgress', () => {
  it("should show 'En cours' only on a story that is neither completed nor failed", () => {
    // Arrange / Act / Assert
    expect([isInProgress('generating_image'), isInProgress('completed'), isInProgress('failed')]).toEqual([true, false, false]);
  });
});

describe('isPossibleStoryId', () => {
  it('should accept a ULID and refuse anything else', () => {
    // Arrange / Act / Assert
    expect(isPossibleStoryId('01JZ8Y3M4N5P6Q7R8S9T0V1W2X')).toBe(true);
    expect([isPossibleStoryId('abc'), isPossibleStoryId(''), isPossibleStoryId('01JZ8Y3M4N5P6Q7R8S9T0V1W2X/../x')]).toEqual([false, false, false]);
  });
});
