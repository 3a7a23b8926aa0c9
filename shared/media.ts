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
/**
 * The narration is made in parts (issue 30: the first small, so that it plays within seconds), each its own
 * MP3 and word timings. Part 1 keeps the key every narration had before the parts (a story narrated in
 * one part, or before them, has only that one); the others sit in the story's own folder.
 */
export const MAX_NARRATION_PARTS = 3;
export const storyAudioKey = (storyId: string, part = 1): string => (part === 1 ? `story_audio/${storyId}.mp3` : `story_audio/${storyId}/part-${part}.mp3`);
/** The narration's word timings (read-along), beside the audio of its part. */
export const storyTimingsKey = (storyId: string, part = 1): string =>
  part === 1 ? `story_audio/${storyId}.timings.json` : `story_audio/${storyId}/part-${part}.timings.json`;
/**
 * The story's picture book (issue 31, item 3: `GET /api/stories/{id}/book.pdf`), made on its first download
 * and kept here; one stable key, so it is deleted with the story's other media.
 */
export const storyBookKey = (storyId: string): string => `story_books/${storyId}.pdf`;
/**
 * The parent's own reading of paragraph `paragraph` (1-based; issue 31, item 4), one object a paragraph
 * whatever its format (the type is the object's own). A story has at most MAX_VOICE_PARAGRAPHS recorded,
 * so every key is known and deleted with the story's other media.
 */
export const MAX_VOICE_PARAGRAPHS = 40;
export const storyVoiceKey = (storyId: string, paragraph: number): string => `story_voice/${storyId}/paragraph-${paragraph}`;
/** Every key a story's media can have: what a deletion removes (a missing one is no error). */
export const storyMediaKeys = (storyId: string): string[] => [
  storyImageKey(storyId),
  storyAudioKey(storyId),
  storyTimingsKey(storyId),
  storyBookKey(storyId),
  ...Array.from({ length: MAX_STORY_PICTURES - 1 }, (_, index) => storyImageKey(storyId, index + 2)),
  ...Array.from({ length: MAX_NARRATION_PARTS - 1 }, (_, index) => [storyAudioKey(storyId, index + 2), storyTimingsKey(storyId, index + 2)]).flat(),
  ...Array.from({ length: MAX_VOICE_PARAGRAPHS }, (_, index) => storyVoiceKey(storyId, index + 1)),
];
