import { describe, expect, it } from 'vitest';
import type { Illustration, StoryStatus } from '@shared/stories';
import { withPictureRegenerated } from '@/features/stories/api/regenerate-image';
import { FIRST_SOUND_POLL_MS, isInProgress, isPossibleStoryId, isStoryReadyToRead, isTextReady, NEXT_PART_POLL_MS, nextPictureToRepair, picturePlaces, storyParagraphs, storyPollDelay } from './story-logic';

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

const PART = { url: 'https://media.test/story_audio/1.mp3', startMs: 0, durationMs: 9_000 };
const TEXT = 'Il était une fois un dragon.';
/** A story as the readiness rules read it: its text once past the writing, its narration's parts as given. */
const readiness = (status: StoryStatus, narrationRequested = false, narrationComplete = false, audioParts = narrationComplete ? [PART] : []) => ({
  status,
  narrationRequested,
  narrationComplete,
  audioParts,
  content: ['draft', 'generating_text'].includes(status) ? '' : TEXT,
});

describe('isStoryReadyToRead', () => {
  it('should be ready when completed, with its whole narration when narration was asked for', () => {
    // Arrange / Act / Assert
    expect(isStoryReadyToRead(readiness('completed'))).toBe(true);
    expect(isStoryReadyToRead(readiness('completed', true, true))).toBe(true);
  });

  it('should not be ready while completed with only some of its narration, nor before completed', () => {
    // Arrange / Act / Assert
    expect(isStoryReadyToRead(readiness('completed', true, false, [PART]))).toBe(false);
    expect(isStoryReadyToRead(readiness('generating_audio', true, true))).toBe(false);
    expect(isStoryReadyToRead(readiness('image_generated'))).toBe(false);
  });
});

describe('isTextReady', () => {
  it('should tell a written story from one still being written, and never a failed one', () => {
    // Arrange
    const statuses: StoryStatus[] = ['draft', 'generating_text', 'content_generated', 'generating_image', 'completed', 'failed'];

    // Act
    const ready = statuses.map((status) => isTextReady(readiness(status)));

    // Assert
    expect(ready).toEqual([false, false, true, true, true, false]);
  });
});

describe('storyPollDelay', () => {
  it('should ask again every second until the text and the narration’s first part are there', () => {
    // Arrange / Act / Assert
    expect(storyPollDelay(readiness('draft'))).toBe(FIRST_SOUND_POLL_MS);
    expect(storyPollDelay(readiness('generating_image', true))).toBe(FIRST_SOUND_POLL_MS);
  });

  it('should ask every 2 s while the next parts are made, then every 5 s for the pictures', () => {
    // Arrange / Act / Assert
    expect(storyPollDelay(readiness('generating_image', true, false, [PART]))).toBe(NEXT_PART_POLL_MS);
    expect(storyPollDelay(readiness('generating_image', true, true))).toBe(5_000);
    expect(storyPollDelay(readiness('generating_image', false))).toBe(5_000);
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

  it("should say 'En cours' on a completed story whose narration is not whole yet, as the progress screen does", () => {
    // Arrange / Act / Assert
    expect(isInProgress(readiness('completed', true, false, [PART]))).toBe(true);
    expect(isInProgress(readiness('completed', true, true))).toBe(false);
  });
});

describe('isPossibleStoryId', () => {
  it('should accept a ULID and refuse anything else', () => {
    // Arrange / Act / Assert
    expect(isPossibleStoryId('01JZ8Y3M4N5P6Q7R8S9T0V1W2X')).toBe(true);
    expect([isPossibleStoryId('abc'), isPossibleStoryId(''), isPossibleStoryId('01JZ8Y3M4N5P6Q7R8S9T0V1W2X/../x')]).toEqual([false, false, false]);
  });
});
