import { type StoryStatus } from '#shared/stories';
import type { Story } from '#core/stories/story';

/**
 * The /test page's stories: demos (`isDemo: true`) in the caller's own partition. Every write is conditioned on
 * the row being a demo, so no call of the test tools can ever change a parent's real story (nor its credit:
 * nothing here touches the accounts table).
 */
export interface TestStoryRepository {
  /** A demo story, only if it is one: a real story reads as missing. */
  getDemo(userId: string, storyId: string): Promise<Story | undefined>;
  /**
   * Puts the demo story, only while its profile exists (a ConditionCheck in the same transaction, as for a real
   * story: a profile deleted meanwhile would leave a story that its deletion never finds). No credit, no ledger.
   */
  create(story: Story): Promise<'created' | 'no_profile'>;
  /** Sets any status (the test page moves freely); `failed` with its reason, any other without. Undefined: no such demo. */
  setStatus(userId: string, storyId: string, status: StoryStatus, failureReason: string, now: Date): Promise<Story | undefined>;
  /** Points the demo at its narration (the combined MP3 and its timings). False: no such demo any more. */
  attachNarration(userId: string, storyId: string, audio: { audioKey: string; timingsKey: string; durationMs: number }, now: Date): Promise<boolean>;
}
