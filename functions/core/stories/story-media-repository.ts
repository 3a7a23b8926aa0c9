import type { WordTiming } from '#core/story-makers-port';

/** Signed URLs live this long: enough to load a page and listen to a story, too short to be shared. */
export const SIGNED_URL_SECONDS = 15 * 60;

/** A story's pictures, narration and word timings in the private media bucket. */
export interface StoryMediaRepository {
  /** Stores picture `picture` (1-based, default the first) under its own key and returns that key. */
  putImage(storyId: string, png: Uint8Array, picture?: number): Promise<string>;
  /** Stores the narration's part `part` (1-based, default the first: a narration in one part) and its timings. */
  putNarration(storyId: string, mp3: Uint8Array, words: WordTiming[], part?: number): Promise<{ audioKey: string; timingsKey: string }>;
  /**
   * The bytes of the story's picture `picture` (1-based), read back from its own key (the key is made
   * here from the story id, so no other object can be asked for); undefined when there is no such object.
   */
  readImage(storyId: string, picture: number): Promise<Uint8Array | undefined>;
  exists(key: string): Promise<boolean>;
  /**
   * Deletes these objects (a missing one is no error). The bucket is versioned: this leaves delete
   * markers, and the lifecycle rule expires the old versions (infra/constructs/media.ts).
   */
  remove(keys: readonly string[]): Promise<void>;
  readTimings(key: string): Promise<WordTiming[]>;
  /** The `content` field of a JSON document; undefined when it is missing, unreadable or not text. */
  readContent(key: string): Promise<string | undefined>;
  signedUrl(key: string): Promise<string>;
}
