import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { storyRequest } from '../../fixtures/story-report-profiles';

/**
 * The editor's read 35: a typed goal was dropped into a generic « défi » (« Rose essaya une première fois
 * de nager. Mais le chemin là-bas était bien glissant. »). A goal the writer knows is told as its own
 * course: what it needs is in the story, the clue of the opening comes back at the turn, the success is
 * shown. Read on stories of seeds of this file only.
 */

const SETTINGS = ['la forêt enchantée', 'une bibliothèque magique', 'une station spatiale', 'la ferme de grand-mère', 'un petit village'];

function requests(scenario: string, count: number, ages: readonly number[] = [4, 5, 6, 7, 8, 9, 10], settings: readonly string[] = SETTINGS): StoryRequest[] {
  return Array.from({ length: count }, (_, index) => {
    const request = storyRequest(31_000 + index * 7, { seed: `goal-course-${scenario}` });
    return { ...request, child: { ...request.child, age: ages[index % ages.length]! }, choices: { ...request.choices, scenario, setting: settings[index % settings.length]! } };
  });
}

/** The sentences of a story, in order. */
const sentencesOf = (content: string): string[] => content.replace(/\n+/g, ' ').split(/(?<=[.!?…»])\s+/u);
const firstIndex = (sentences: string[], pattern: RegExp): number => sentences.findIndex((sentence) => pattern.test(sentence));

/** Fifteen stories a test take a second or two on an idle machine, far more on a loaded one. */
const TIMEOUT_MS = 60_000;

describe('writer: a typed goal told as its own course', () => {
  it('should bring water to a swimming lesson, plant the floating thing early and show the child float before swimming', () => {
    // Arrange
    const stories = requests('apprendre à nager', 15).map((request) => composeStory(request).content);

    // Act
    const read = stories.map((content) => {
      const sentences = sentencesOf(content);
      return {
        content,
        water: /étang|piscine|baignade|l'eau claire|la mer|l'oasis|bassin|petit lac/u.test(content),
        clue: firstIndex(sentences, /posée? sur l'eau|sur l'eau, (?:flottait|ne coulait)/u),
        payoff: firstIndex(sentences, /qui flottait sans effort|ne se débattait pas/u),
      };
    });

    // Assert
    for (const story of read) {
      expect(story.water, story.content).toBe(true);
      expect(story.content).not.toMatch(/glissant|tout en bosses|plein de cailloux/u);
      expect(story.clue, story.content).toBeGreaterThanOrEqual(0);
      expect(story.payoff, story.content).toBeGreaterThan(story.clue);
    }
  });

  it('should bake a cake in a kitchen, step by step, with the recipe card read again before the cake rises', () => {
    // Arrange
    const stories = requests('faire un gâteau pour mamie', 15).map((request) => composeStory(request).content);

    // Act
    const read = stories.map((content) => {
      const sentences = sentencesOf(content);
      return { content, card: firstIndex(sentences, /petite carte/u), reread: firstIndex(sentences, /relut la carte/u), oven: firstIndex(sentences, /ouvrit le four/u) };
    });

    // Assert
    for (const story of read) {
      expect(story.content).toMatch(/cuisine/u);
      expect(story.content).toMatch(/farine|œufs|saladier/u);
      expect(story.card, story.content).toBeGreaterThanOrEqual(0);
      expect(story.reread, story.content).toBeGreaterThan(story.card);
      expect(story.oven, story.content).toBeGreaterThan(story.reread);
    }
  });

  it('should give a child who learns to share toys, other children and a refusal before the toy is handed over', () => {
    // Arrange
    const stories = requests('J’aimerais qu’il apprenne à partager ses jouets', 15).map((request) => composeStory(request).content);

    // Act
    const read = stories.map((content) => {
      const sentences = sentencesOf(content);
      return { content, refusal: firstIndex(sentences, /c'est à moi/u), handed: firstIndex(sentences, /tendit le deuxième|lança le ballon|distribua les dominos/u) };
    });

    // Assert
    for (const story of read) {
      expect(story.content).toMatch(/enfants|petites voisines/u);
      expect(story.content).toMatch(/talkie|ballon|dominos/u);
      expect(story.refusal, story.content).toBeGreaterThanOrEqual(0);
      expect(story.handed, story.content).toBeGreaterThan(story.refusal);
    }
  });

  it('should meet a helper from 8 years on only, after the second try', () => {
    // Arrange
    // A bike rides on land, off the snow: a place where one can learn to ride it.
    const land = ['la forêt enchantée', 'la ferme de grand-mère', 'un petit village'];
    const older = requests('apprendre à faire du vélo', 9, [8, 9, 10], land).map((request) => composeStory(request).content);
    const younger = requests('apprendre à faire du vélo', 6, [4, 5], land).map((request) => composeStory(request).content);
    const helper = /Une grande fille passa|Un grand garçon passa/u;

    // Act
    const olderWithHelper = older.filter((content) => helper.test(content)).length;
    const youngerWithHelper = younger.filter((content) => helper.test(content)).length;

    // Assert
    expect(olderWithHelper).toBe(older.length);
    expect(youngerWithHelper).toBe(0);
  });

  it('should tell « faire du vélo sans petites roues » as a first ride, never as making a bike', () => {
    // Arrange
    const land = ['la forêt enchantée', 'la ferme de grand-mère', 'un petit village'];
    const stories = requests('faire du vélo sans petites roues', 6, [5, 7, 9], land).map((request) => composeStory(request).content);

    // Act
    const made = stories.filter((content) => /fabriqu|construi\S* (?:un|le) vélo/u.test(content)).length;
    const ridden = stories.filter((content) => /faisait du vélo sans petites roues/u.test(content) && /loin devant|point tout au bout/u.test(content)).length;

    // Assert
    expect(made).toBe(0);
    expect(ridden).toBe(stories.length);
  });
}, TIMEOUT_MS);
