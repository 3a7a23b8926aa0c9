/** Where a story's media live in the private media bucket (DESIGN "Media"). */
export const storyImageKey = (storyId: string): string => `story_images/${storyId}.png`;
export const storyAudioKey = (storyId: string): string => `story_audio/${storyId}.mp3`;
/** The narration's word timings (read-along), beside the audio. */
export const storyTimingsKey = (storyId: string): string => `story_audio/${storyId}.timings.json`;
export const storyMediaKeys = (storyId: string): string[] => [storyImageKey(storyId), storyAudioKey(storyId), storyTimingsKey(storyId)];
