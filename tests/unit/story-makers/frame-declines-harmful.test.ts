import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAME_FIELDS } from '../../../shared/stories';
import { createFrameReader } from '../../../functions/story-makers/frame/index';
import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';

/**
 * Issue 25's structural answer, measured on moderation round 3's held-out half (labelled before any run,
 * never tuned on): a harmful text that slips past the Moderator still cannot become a story frame in any
 * wizard field, so it is declined before a credit and none of its words reaches a story.
 */

interface Entry {
  text: string;
  family: string;
  half: 'tune' | 'held-out';
}

const heldOutHarmful = (JSON.parse(readFileSync(new URL('../../fixtures/moderation/round-3/harmful.json', import.meta.url), 'utf8')) as Entry[]).filter(
  (entry) => entry.half === 'held-out',
);

describe('the story frame behind the Moderator', () => {
  it('should read no held-out harmful text that the Moderator allows as any field of a story frame', async () => {
    // Arrange
    const moderator = createEmbeddedModerator();
    const reader = createFrameReader();

    // Act
    const slipped: Entry[] = [];
    for (const entry of heldOutHarmful) if ((await moderator.check([{ field: 'scenario', text: entry.text }])).allowed) slipped.push(entry);
    const framed = slipped.flatMap((entry) =>
      FRAME_FIELDS.filter((field) => reader.readField(field, entry.text).ok).map((field) => `${field} (${entry.family}): ${entry.text}`),
    );

    // Assert
    console.log(`round 3, held-out harmful: ${heldOutHarmful.length - slipped.length} refused by the Moderator, ${slipped.length} allowed, of which ${framed.length} read as a frame field`);
    expect(slipped.length).toBeGreaterThan(0);
    expect(framed).toEqual([]);
  });
});
