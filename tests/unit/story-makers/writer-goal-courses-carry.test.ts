import { describe, expect, it } from 'vitest';
import { readStoryFrame } from '../../../functions/story-makers/frame';
import { EmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { createEmbeddedStoryWriter } from '../../../functions/story-makers/writer/embedded-story-writer';
import { courseOf } from '../../../functions/story-makers/writer/plots/goal-courses';
import type { GoalPlotWorld } from '../../../functions/story-makers/writer/plots/goal-world';
import { storyRequest } from '../../fixtures/story-report-profiles';
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
 * 4 to 5 after the courses' fix, at most 1 since the check counts the common vocabulary of children's stories as the
 * writer's own (« petite fille », « tout le temps », « pour la première fois »).
 */

const TIMEOUT_MS = 180_000;
const TUNING_SETS: readonly GoalEntry[] = [...KIND_GOALS, ...KIND_2_GOALS, ...LIST_3_GOALS, ...LIST_4_GOALS.filter((entry) => entry.half === 'tune')];

describe('writer: goal stories the story check lets through', () => {
  it('should have at most 1 of the tuning sets’ goal stories refused by the embedded moderator’s story check', async () => {
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
    expect(refused.length, refused.join('\n')).toBeLessThanOrEqual(1);
  }, TIMEOUT_MS);
});

describe('writer: a fear of an action that has a course of its own', () => {
  const GARDEN: GoalPlotWorld = { action: 'overcome-fear', medium: 'land', indoors: false, snowy: false, motion: 'walks', hands: true, qualities: [] };

  it.each([
    ['il a peur de plonger', 'swim'],
    ['peur de nager', 'swim'],
    ["elle a peur de l'eau", 'swim'],
    ['peur de faire du vélo', 'ride'],
    ['elle a peur de faire du roller', 'ride'],
    ["il a peur de sauter dans l'eau", 'dare-action'],
  ])('should tell « %s » by the %s course, not the generic daring one when the action has its own', (scenario, course) => {
    // Arrange
    const request = storyRequest(5, { seed: 'fear-of-an-action' });
    const reading = readStoryFrame({ ...request.choices, scenario, setting: 'un grand jardin' });

    // Act
    const told = reading.ok ? courseOf(reading.frame.goal, { ...GARDEN, goal: reading.frame.goal })?.id : 'declined';

    // Assert
    expect(told).toBe(course);
  });
});
