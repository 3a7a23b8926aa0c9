import type { StoredVoiceParagraph } from '#core/stories/story';

/** The story row's side of the parent's recording. Every call is inside one parent's partition. */
export interface VoiceRowRepository {
  /** Records paragraph `paragraph`'s recording on the row; false when the story no longer exists. */
  recordParagraph(userId: string, storyId: string, paragraph: number, stored: StoredVoiceParagraph, now: Date): Promise<boolean>;
  /** Forgets every recorded paragraph; false when the story no longer exists. */
  clear(userId: string, storyId: string, now: Date): Promise<boolean>;
}

/** The recordings' objects in the private media bucket. */
export interface VoiceMediaRepository {
  put(key: string, audio: Uint8Array, contentType: string): Promise<void>;
}
