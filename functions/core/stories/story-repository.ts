import type { MakerUsage } from '#shared/maker-prices';
import { type StoryStatus } from '#shared/stories';
import type { WrittenStory } from '#core/story-makers-port';
import type { StoryScene } from '#core/story-scenes';
import type { Story, StoredAudioPart } from './story';

/** The stories the pipeline and the API read and move forward. Every call is inside one parent's partition. */
export interface StoryRepository {
  get(userId: string, storyId: string, options?: { consistent?: boolean }): Promise<Story | undefined>;
  /** Moves the status to `to` only from an earlier status of the spec's order; false when it was not earlier. */
  advanceStatus(userId: string, storyId: string, to: StoryStatus, now: Date): Promise<boolean>;
  /**
   * Stores the written text and the scenes to draw (one per picture) and moves to `content_generated`, only
   * while the text is still being made.
   */
  saveContent(userId: string, storyId: string, written: WrittenStory & { scenes: StoryScene[] }, now: Date): Promise<boolean>;
  /**
   * Points the story at its stored picture `picture` (1-based; the first is `imageKey`), or at its
   * narration, only while the row exists and has not failed: false otherwise, and the caller decides what
   * becomes of the object it stored (see story-pipeline.ts). Each picture is its own attribute, so pictures
   * attached side by side never overwrite one another.
   */
  attachImage(userId: string, storyId: string, picture: number, imageKey: string, now: Date): Promise<boolean>;
  attachAudio(userId: string, storyId: string, audio: { audioKey: string; timingsKey: string; durationMs: number }, now: Date): Promise<boolean>;
  /**
   * Records the narration's parts stored so far (the whole list, in order: one writer, the audio step) and
   * how many there will be, under attachAudio's condition: the page plays part 1 while the rest is made.
   */
  attachAudioParts(userId: string, storyId: string, parts: readonly StoredAudioPart[], partCount: number, now: Date): Promise<boolean>;
  /**
   * Adds a step's paid calls to the story's `usage` and their cost to its `costUsd`, whatever its status (a
   * failed story was paid for too), in one update: the image and audio steps, which run side by side, each
   * append without overwriting the other. False when the story no longer exists. `updatedAt` is left as it
   * is: this is accounting, not progress.
   */
  recordUsage(userId: string, storyId: string, usage: readonly MakerUsage[], costUsd: number): Promise<boolean>;
}
