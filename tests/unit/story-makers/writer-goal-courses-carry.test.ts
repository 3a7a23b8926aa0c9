import { describe, expect, it } from 'vitest';
import { readStoryFrame } from '../../../functions/story-makers/frame';
import { EmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { createEmbeddedStoryWriter } from '../../../functions/story-makers/writer/embedded-story-writer';
import type { GoalEntry } from '../../fixtures/free-text-goal-set';
import { KIND_GOALS } from '../../fixtures/free-text-goals-kinds';
import { KIND_2_GOALS } from '../../fixtures/free-text-goals-kinds-2';
import { LIST_3_GOALS } from '../../fixtures/free-text-goals-list-3';
import { LIST_4_GOALS } from '../../fixtures/free-text-goals-list-4';

/**
 * Issue 25, typed goals follow-up: the Moderator's story check refuses a written story whose sentence carries
 * a word the parent typed and the frame left out, and a refused story is a failed story for the parent. The goal
 * courses and the lines they use never echo such a word (« la piscine », « sa bouche », « la nuit venue »,
 * « avait osé dire bonjour » after « ose dire bonjour », « colère » when the frame's skill did not name it).
 * Tuning sets only (list 4's tune half, never its held-out half): 17 of these 114 stories were refused before,
 * 4 to 5 now (the banks change under other hands), each by a line of the story frame's banks or closings rather than of a goal course.
 */

const TIMEOUT_MS = 180_000;
const TUNING_SETS: readonly GoalEntry[] = [...KIND_GOALS, ...KIND_2_GOALS, ...LIST_3_GOALS, ...LIST_4_GOALS.filter((entry) => entry.half === 'tune')];

describe('writer: goal stories the story check lets through', () => {
  it('should have at most 5 of the tuning sets’ goal stories refused by the embedded moderator’s story check', async () => {
    // Arrange
    const writer = createEmbeddedStoryWriter();
    const moderator = new EmbeddedModerator();

    // Act
    const refused: string[] = [];
    let written = 0;
    for (const entry of TUNING_SETS) {
      const reading = readStoryFrame(entry.request.choices);
      if (!reading.ok) continue;
      const request = { ...entry.request, frame: reading.frame };
      const verdict = await moderator.checkStory(await writer.write(request), request);
      written += 1;
      if (!verdict.allowed) refused.push(`${entry.id}: ${entry.scenario}`);
    }

    // Assert
    expect(written).toBeGreaterThanOrEqual(114);
    expect(refused.length, refused.join('\n')).toBeLessThanOrEqual(5);
  }, TIMEOUT_MS);
});
