import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { ACTIVITIES, hobbyWords, readHobby } from '../../../shared/hobby';
import { storyData } from '../../../functions/story-makers/openai/story-prompt';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { createEmbeddedStoryWriter } from '../../../functions/story-makers/writer/embedded-story-writer';
import { TUNING_HOBBIES } from '../../fixtures/hobbies-labelled';

const writer = createEmbeddedStoryWriter();
const withHobby = (favoriteHobby: string, seed: string): StoryRequest => ({
  ...SAMPLE_STORY_REQUEST,
  child: { ...SAMPLE_STORY_REQUEST.child, favoriteHobby },
  seed,
});
const storyText = (story: { title: string; content: string; moral: string }): string => `${story.title}\n${story.content}\n${story.moral}`.toLowerCase();

describe('the hobby frame (issue 25: the profile\'s hobby is data, never copy)', () => {
  it('should read every hobby of the tuning half as it was labelled', () => {
    // Act
    const read = TUNING_HOBBIES.map(([text]) => [text, readHobby(text)?.activities ?? null]);

    // Assert
    expect(read).toEqual(TUNING_HOBBIES.map(([text, expected]) => [text, expected]));
  });

  it('should say the hobby in our words: one activity with its verb, several as a list', () => {
    // Act
    const pony = hobbyWords(readHobby('Inès monte à poney tous les mercredis')!);
    const two = hobbyWords(readHobby('le vélo et la trottinette')!);
    const passion = hobbyWords(readHobby('Il adore les dinosaures')!);

    // Assert
    expect(pony).toEqual({ noun: 'le poney', infinitive: 'faire du poney', predicate: 'adorait faire du poney' });
    expect(two).toEqual({ noun: 'le vélo et la trottinette', infinitive: null, predicate: 'adorait le vélo et la trottinette' });
    expect(passion).toEqual({ noun: 'les dinosaures', infinitive: null, predicate: 'adorait les dinosaures' });
  });

  it('should read no hobby from a negation, a person or a text naming none of our activities', () => {
    // Act
    const read = ["n'aime pas le foot", 'tout sauf la danse', 'Kevin Dupont', 'jouer avec les allumettes', 'se battre', ''].map(readHobby);

    // Assert
    expect(read).toEqual([null, null, null, null, null, null]);
  });

  it('should give every activity a noun with its article, and an infinitive that is a verb phrase', () => {
    for (const [id, activity] of Object.entries(ACTIVITIES)) {
      // Assert
      expect(activity.noun, id).toMatch(/^(le|la|les|l')\s?\S|^cache-cache$/);
      if (activity.infinitive) expect(activity.infinitive, id).toMatch(/^(jouer|faire|aller|monter|regarder|prendre|plier|sauter|construire|[a-zé]+(er|ir|re))\b/);
      expect(activity.cues.length, id).toBeGreaterThan(0);
    }
  });

  it('should tell the activity of a hobby typed as a sentence, and none of its other words', async () => {
    // Arrange
    const requests = ['h1', 'h2', 'h3', 'h4'].map((seed) => withHobby('Elle monte à poney tous les mercredis avec Kevin Dupont', seed));

    // Act
    const stories = await Promise.all(requests.map((request) => writer.write(request)));

    // Assert
    const texts = stories.map(storyText);
    expect(texts.some((text) => text.includes('poney'))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/mercredis|kevin|dupont/);
  });

  it('should write the story without the hobby when it names none of our activities', async () => {
    // Arrange
    const requests = ['n1', 'n2', 'n3'].map((seed) => withHobby('collectionner les capsules de bière de tonton', seed));

    // Act
    const stories = await Promise.all(requests.map((request) => writer.write(request)));

    // Assert
    for (const story of stories) {
      expect(story.content.length).toBeGreaterThan(200);
      expect(storyText(story)).not.toMatch(/capsules|bière|tonton|collectionn/);
    }
  });

  it('should give the OpenAI prompt the hobby in our words, and no hobby field when none was read', () => {
    // Act
    const read = storyData(withHobby('Inès monte à poney tous les mercredis', 'p1'));
    const unread = storyData(withHobby('collectionner les capsules de bière', 'p2'));

    // Assert
    expect(read.loisirPrefere).toBe('faire du poney');
    expect(unread).not.toHaveProperty('loisirPrefere');
  });
});
