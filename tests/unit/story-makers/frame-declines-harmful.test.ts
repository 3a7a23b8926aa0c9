import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAME_FIELDS } from '../../../shared/stories';
import { createFrameReader } from '../../../functions/story-makers/frame/index';
import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { readRound } from './support/moderation-rounds';

/**
 * Issue 25's structural answer, measured on moderation round 3 (labelled before any run): a harmful text
 * that slips past the Moderator still cannot become a story frame in any wizard field, so it is declined
 * before a credit and none of its words reaches a story. Since the Moderator was tuned on the whole of
 * round 3 it allows none of these texts, so the frame reader is now read on every one of them on its own,
 * whatever the Moderator says: the structural answer must not lean on the rules it stands behind.
 */

interface Entry {
  text: string;
  family: string;
  half: 'tune' | 'held-out';
}

/** Hundreds of checks and frame readings: seconds alone, longer on a machine shared by a full test run. */
const SLOW = 60_000;

const harmful = JSON.parse(readFileSync(new URL('../../fixtures/moderation/round-3/harmful.json', import.meta.url), 'utf8')) as Entry[];

describe('the story frame behind the Moderator', () => {
  it('should read no round-3 harmful text as any field of a story frame, whether the Moderator allows it or not', async () => {
    // Arrange
    const moderator = createEmbeddedModerator();
    const reader = createFrameReader();

    // Act
    const slipped: Entry[] = [];
    for (const entry of harmful) if ((await moderator.check([{ field: 'scenario', text: entry.text }])).allowed) slipped.push(entry);
    const framed = harmful.flatMap((entry) =>
      FRAME_FIELDS.filter((field) => reader.readField(field, entry.text).ok).map((field) => `${field} (${entry.family}): ${entry.text}`),
    );

    // Assert
    console.log(`round 3, harmful: ${harmful.length - slipped.length} of ${harmful.length} refused by the Moderator; ${framed.length} read as a frame field`);
    expect(harmful.length).toBeGreaterThanOrEqual(220);
    expect(framed).toEqual([]);
  }, SLOW);

  it('should read no round-4 harmful text, which neither the Moderator nor the frame reader was tuned on, as any field of a story frame', async () => {
    // Arrange
    const moderator = createEmbeddedModerator();
    const reader = createFrameReader();
    const round4 = readRound('round-4', 'harmful.json');

    // Act
    let refused = 0;
    for (const entry of round4) if (!(await moderator.check([{ field: 'scenario', text: entry.text }])).allowed) refused += 1;
    const framed = round4.flatMap((entry) =>
      FRAME_FIELDS.filter((field) => reader.readField(field, entry.text).ok).map((field) => `${field} (${entry.family}, ${entry.half}): ${entry.text}`),
    );

    // Assert: the Moderator refuses about half (moderator-round-4.test.ts); the frame declines every one.
    console.log(`round 4, harmful: ${refused} of ${round4.length} refused by the Moderator; ${framed.length} read as a frame field`);
    expect(round4).toHaveLength(242);
    expect(framed).toEqual([]);
  }, SLOW);

  it('should read no round-6 harmful text as any field of a story frame, so that each one the Moderator allows is declined before a credit', async () => {
    // Arrange: round 6 (written after the frame reader), each text checked in the field it was typed in.
    const moderator = createEmbeddedModerator();
    const reader = createFrameReader();
    const round6 = readRound('round-6', 'harmful.json');

    // Act
    let allowed = 0;
    for (const entry of round6) if ((await moderator.check([{ field: entry.field ?? 'scenario', text: entry.text }])).allowed) allowed += 1;
    const framed = round6.flatMap((entry) => FRAME_FIELDS.filter((field) => reader.readField(field, entry.text).ok).map((field) => `${field} (${entry.family}): ${entry.text}`));

    // Assert: 21 of 220 pass the Moderator (all of the held-out half, moderator-round-6.test.ts); none becomes a frame.
    console.log(`round 6, harmful: ${round6.length - allowed} of ${round6.length} refused by the Moderator; ${framed.length} read as a frame field`);
    expect(round6).toHaveLength(220);
    expect(framed).toEqual([]);
  }, SLOW);
});
