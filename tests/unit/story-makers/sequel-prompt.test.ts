import { describe, expect, it } from 'vitest';
import type { StorySequel } from '../../../functions/core/story-sequel';
import { createFrameReader } from '../../../functions/story-makers/frame';
import { buildStoryMessages, DATA_CLOSE_TAG, DATA_OPEN_TAG } from '../../../functions/story-makers/openai/story-prompt';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { writeRecap } from '../../../functions/story-makers/writer/sequel';

const reading = createFrameReader().read({ mainCharacter: 'Un dragon', setting: 'Une forêt enchantée', scenario: 'Trouver le trésor caché', emotions: ['Joie'], values: ['Amitié'] });
if (!reading.ok) throw new Error('The earlier choices must read into a frame');
const SEQUEL: StorySequel = {
  seriesId: '01JD0000000000000000000A01',
  episode: 3,
  child: { name: 'Léa', gender: 'girl' },
  previous: { storyId: '01JD0000000000000000000A02', title: 'Léa et le dragon', frame: reading.frame },
  sameCompanion: true,
  samePlace: false,
};

function userMessage(sequel?: StorySequel): { data: Record<string, unknown>; outside: string } {
  const { messages } = buildStoryMessages({ ...SAMPLE_STORY_REQUEST, ...(sequel ? { sequel } : {}) });
  const content = messages.find((message) => message.role === 'user')!.content;
  const start = content.indexOf(DATA_OPEN_TAG);
  const end = content.indexOf(DATA_CLOSE_TAG);
  return { data: JSON.parse(content.slice(start + DATA_OPEN_TAG.length, end)) as Record<string, unknown>, outside: content.slice(0, start) + content.slice(end) };
}

describe('the OpenAI prompt of a sequel (issue 31, item 1)', () => {
  it("should give the recap, the thread and the series' facts inside the data block", () => {
    // Arrange
    const { recap, thread } = writeRecap(SEQUEL);

    // Act
    const { data } = userMessage(SEQUEL);

    // Assert
    expect(data.suite).toMatchObject({ episode: 3, episodePrecedent: { titre: 'Léa et le dragon' }, resume: recap, fil: thread, memePersonnage: true, memeLieu: false });
    expect(JSON.stringify((data.suite as { episodePrecedent: unknown }).episodePrecedent)).toContain('dragon');
  });

  it('should say outside the block only the episode number and the field names, never the earlier title', () => {
    // Act
    const { outside } = userMessage(SEQUEL);
    const alone = userMessage();

    // Assert
    expect(outside).toContain("Cette histoire est l'épisode 3 d'une série (champ « suite »)");
    expect(outside).not.toContain('Léa et le dragon');
    expect(alone.data.suite).toBeUndefined();
    expect(alone.outside).not.toContain('« suite »');
  });
});
