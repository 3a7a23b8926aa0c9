import { describe, expect, it } from 'vitest';
import type { StoryChild, StoryRequest } from '../../../functions/core/story-makers-port';
import { buildIllustrationPrompt } from '../../../functions/story-makers/openai/illustration-prompt';
import { buildStoryMessages, DATA_CLOSE_TAG, DATA_OPEN_TAG } from '../../../functions/story-makers/openai/story-prompt';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { lengthBand } from '../../../functions/story-makers/writer/fit';

/** Issue 31, item 5 on the OpenAI path: both children in the writer's data block and in every picture's prompt. */

const SIBLING: StoryChild = {
  ...SAMPLE_STORY_REQUEST.child,
  name: 'Zélie',
  age: 4,
  gender: 'girl',
  personality: ['Courageux', 'Rêveur'],
  interests: ['Dinosaures'],
  favoriteHobby: 'la danse',
  readingLevel: 'beginner',
  skinColor: 'Noire',
  hairColor: 'Noir',
  hairType: 'Tresses',
};

function userMessage(request: StoryRequest): { data: Record<string, unknown>; outside: string } {
  const { messages } = buildStoryMessages(request);
  const content = messages.find((message) => message.role === 'user')!.content;
  const start = content.indexOf(DATA_OPEN_TAG);
  const end = content.indexOf(DATA_CLOSE_TAG);
  return { data: JSON.parse(content.slice(start + DATA_OPEN_TAG.length, end)) as Record<string, unknown>, outside: content.slice(0, start) + content.slice(end) };
}

describe('the OpenAI prompts of a story for two children (issue 31, item 5)', () => {
  it("should give the second child's name, traits in her gender and looks inside the data block, and never outside it", () => {
    // Act
    const { data, outside } = userMessage({ ...SAMPLE_STORY_REQUEST, sibling: SIBLING });

    // Assert
    expect(data.frereOuSoeur).toMatchObject({ prenom: 'Zélie', age: 4, genre: 'fille', traits: ['courageuse', 'rêveuse'], centresInteret: ['Dinosaures'], apparence: { peau: 'Noire' } });
    expect(data.prenom).toBe(SAMPLE_STORY_REQUEST.child.name);
    expect(outside).not.toContain('Zélie');
    expect(outside).not.toContain('courageuse');
    expect(outside).toContain('frereOuSoeur.prenom');
  });

  it("should ask for the younger child's length and the pair's agreement", () => {
    // Arrange
    const [minWords, maxWords] = lengthBand(4);
    const girls = { ...SAMPLE_STORY_REQUEST, child: { ...SAMPLE_STORY_REQUEST.child, gender: 'girl' as const, age: 9 }, sibling: SIBLING };
    const mixed = { ...girls, sibling: { ...SIBLING, gender: 'boy' as const } };

    // Act
    const { rules } = buildStoryMessages(girls);
    const twoGirls = userMessage(girls).outside;
    const girlAndBoy = userMessage(mixed).outside;

    // Assert
    expect(rules).toMatchObject({ minWords, maxWords });
    expect(twoGirls).toContain('le pronom « elles »');
    expect(girlAndBoy).toContain('le pronom « ils »');
    expect(userMessage(SAMPLE_STORY_REQUEST).data.frereOuSoeur).toBeUndefined();
  });

  it('should describe both children in every picture, without their names', () => {
    // Act
    const prompt = buildIllustrationPrompt({ ...SAMPLE_STORY_REQUEST, sibling: SIBLING }, { moment: 'problem', paragraph: 2, light: 'day', pose: 'searching', props: [], caption: 'Le frère, la sœur et le dragon cherchent comment faire.' });

    // Assert
    expect(prompt).toContain("the hero's brother or sister: a 4-year-old girl");
    expect(prompt).toMatch(/braids/);
    expect(prompt).not.toContain('Zélie');
  });
});
