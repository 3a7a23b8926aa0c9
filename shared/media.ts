/** Where a story's media live in the private media bucket (DESIGN "Media"). */

/** A story has at most this many pictures (issue 16, the picture book: the opening, the problem, the resolution). */
export const MAX_STORY_PICTURES = 3;

/**
 * The key of a story's picture `picture` (1-based). The first keeps the key every story had before the
 * picture book (a story's `imageKey`, which the library card and older stories use); the others sit in
 * the story's own folder.
 */
export const storyImageKey = (storyId: string, picture = 1): string =>
  picture === 1 ? `story_images/${storyId}.png` : `story_images/${storyId}/image-${picture}.png`;
export const storyAudioKey = (storyId: string): string => `story_audio/${storyId}.mp3`;
/** The narration's word timings (read-along), beside the audio. */
export const storyTimingsKey = (storyId: string): string => `story_audio/${storyId}.timings.json`;
/** Every key a story's media can have: what a deletion removes (a missing one is no error). */
export const storyMediaKeys = (storyId: string): string[] => [
  storyImageKey(storyId),
  storyAudioKey(storyId),
  storyTimingsKey(storyId),
  ...Array.from({ length: MAX_STORY_PICTURES - 1 }, (_, index) => storyImageKey(storyId, index + 2)),
];
