/** Where a story's media live in the private media bucket (DESIGN "Media"). */
export const storyImageKey = (storyId: string): string => `story_images/${storyId}.png`;
export const storyAudioKey = (storyId: string): string => `story_audio/${storyId}.mp3`;
export const storyMediaKeys = (storyId: string): string[] => [storyImageKey(storyId), storyAudioKey(storyId)];
