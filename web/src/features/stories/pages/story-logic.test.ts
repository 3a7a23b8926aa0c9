import { describe, expect, it } from 'vitest';
import type { Illustration, StoryStatus } from '@shared/stories';
import { withPictureRegenerated } from '@/features/stories/api/regenerate-image';
import { isInProgress, isPossibleStoryId, isStoryReadyToRead, nextPictureToRepair, picturePlaces, storyParagraphs, storyPollDelay } from './story-logic';

const illustration = (paragraph: number, moment: Illustration['moment'], missing = false): Illustration => ({
  url: missing ? null : `https://media.test/${moment}.png`,
  paragraph,
  moment,
  caption: `L'image ${moment}.`,
  missing,
});
const STORY = {
  title: 'Le dragon',
  imageUrl: 'https://media.test/opening.png',
  imageMissing: false,
  illustrations: [illustration(0, 'opening'), illustration(2, 'problem', true), illustration(4, 'resolution')],
};

describe('picturePlaces', () => {
  it('should put the opening at the top and each other picture before its paragraph', () => {
    // Arrange, act
    const places = picturePlaces(STORY, 5);

    // Assert
    expect(places.top).toMatchObject({ picture: 1, moment: 'opening' });
    expect([...places.before.entries()].map(([paragraph, pictures]) => [paragraph, pictures.map((picture) => picture.picture)])).toEqual([
      [2, [2]],
      [4, [3]],
    ]);
    expect(places.after).toEqual([]);
  });

  it('should put a picture whose paragraph is not there after the text', () => {
    // Arrange, act
    const places = picturePlaces(STORY, 3);

    // Assert
    expect(places.after.map((picture) => picture.picture)).toEqual([3]);
  });

  it('should show the one picture of a story answered without illustrations at the top', () => {
    // Arrange, act
    const places = picturePlaces({ ...STORY, illustrations: [] }, 5);

    // Assert
    expect(places.top).toEqual({ picture: 1, url: STORY.imageUrl, paragraph: 0, moment: 'opening', caption: "Illustration de l'histoire « Le dragon »", missing: false });
    expect(places.before.size + places.after.length).toBe(0);
  });
});

describe('repairing pictures', () => {
  it('should repair the first missing picture not tried yet, one at a time', () => {
    // Arrange
    const pictures = [
      { picture: 1, missing: true },
      { picture: 2, missing: false },
      { picture: 3, missing: true },
    ];

    // Act, assert
    expect(nextPictureToRepair(pictures, new Set())).toBe(1);
    expect(nextPictureToRepair(pictures, new Set([1]))).toBe(3);
    expect(nextPictureToRepair(pictures, new Set([1, 3]))).toBeUndefined();
  });

  it("should give a regenerated picture its new URL, and the first's to imageUrl too", () => {
    // Arrange
    const story = { ...STORY, id: 'S1', profileId: 'P1', content: '', moral: '', status: 'completed' as const, createdAt: '', creditType: 'bonus' as const, isDemo: false, narrationRequested: false, audioUrl: null, words: null, audioParts: [], narrationPartCount: null, narrationComplete: false, failureReason: null };

    // Act
    const second = withPictureRegenerated(story, 2, 'https://media.test/new-2.png');
    const first = withPictureRegenerated({ ...story, imageMissing: true }, 1, 'https://media.test/new-1.png');

    // Assert
    expect(second.illustrations[1]).toMatchObject({ url: 'https://media.test/new-2.png', missing: false });
    expect(second.imageUrl).toBe(STORY.imageUrl);
    expect(first).toMatchObject({ imageUrl: 'https://media.test/new-1.png', imageMissing: false });
    expect(first.illustrations[0]!.url).toBe('https://media.test/new-1.png');
  });
});

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

const AUDIO_URL = 'https://media.test/story_audio/1.mp3';
const readiness = (status: StoryStatus, narrationRequested = false, audioUrl: string | null = null) => ({ status, narrationRequested, audioUrl });

describe('isStoryReadyToRead', () => {
  it('should be ready when completed, with its audio when narration was asked for', () => {
    // Arrange / Act / Assert
    expect(isStoryReadyToRead(readiness('completed'))).toBe(true);
    expect(isStoryReadyToRead(readiness('completed', true, AUDIO_URL))).toBe(true);
  });

  it('should not be ready while completed without the narration it asked for, nor before completed', () => {
    // Arrange / Act / Assert
    expect(isStoryReadyToRead(readiness('completed', true, null))).toBe(false);
    expect(isStoryReadyToRead(readiness('generating_audio', true, AUDIO_URL))).toBe(false);
    expect(isStoryReadyToRead(readiness('image_generated'))).toBe(false);
  });
});

describe('storyPollDelay', () => {
  it('should ask again every 5 s while the story is being made', () => {
    // Arrange / Act / Assert
    expect(storyPollDelay(readiness('draft'))).toBe(5_000);
    expect(storyPollDelay(readiness('generating_audio', true))).toBe(5_000);
  });

  it('should stop once the story is ready or failed, or before any answer', () => {
    // Arrange / Act / Assert
    expect([storyPollDelay(readiness('completed')), storyPollDelay(readiness('failed')), storyPollDelay(undefined)]).toEqual([false, false, false]);
  });
});

describe('isInProgress', () => {
  it("should show 'En cours' only on a story that is neither ready nor failed", () => {
    // Arrange / Act / Assert
    expect([isInProgress(readiness('generating_image')), isInProgress(readiness('completed')), isInProgress(readiness('failed'))]).toEqual([true, false, false]);
  });

  it("should say 'En cours' on a completed story whose narration is not there yet, as the progress screen does", () => {
    // Arrange / Act / Assert
    expect(isInProgress(readiness('completed', true, null))).toBe(true);
    expect(isInProgress(readiness('completed', true, AUDIO_URL))).toBe(false);
  });
});

describe('isPossibleStoryId', () => {
  it('should accept a ULID and refuse anything else', () => {
    // Arrange / Act / Assert
    expect(isPossibleStoryId('01JZ8Y3M4N5P6Q7R8S9T0V1W2X')).toBe(true);
    expect([isPossibleStoryId('abc'), isPossibleStoryId(''), isPossibleStoryId('01JZ8Y3M4N5P6Q7R8S9T0V1W2X/../x')]).toEqual([false, false, false]);
  });
});
