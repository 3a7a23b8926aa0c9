import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { readStoryFrame } from '../../../functions/story-makers/frame';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { storyRequest } from '../../fixtures/story-report-profiles';

/**
 * Issue 25, items 1–2, the held-out read and the editor's read 37: goals that were declined (a friend at
 * a club, a tooth, a move, tidying, speaking to the class) are told as their own course, and a parent's
 * words are read as a brief: « j'aimerais qu'il… » is not the child's voiced wish, a lost pet brings
 * worry and comfort, a goal's qualifier is said at the setup and shown at the success, not repeated.
 */

const SETTINGS = ['la forêt enchantée', 'la ferme de grand-mère', 'un petit village', 'un jardin secret'];

function requests(scenario: string, count: number, settings: readonly string[] = SETTINGS): StoryRequest[] {
  return Array.from({ length: count }, (_, index) => {
    const request = storyRequest(41_000 + index * 11, { seed: `goal-brief-${scenario}` });
    return { ...request, choices: { ...request.choices, scenario, setting: settings[index % settings.length]! } };
  });
}

const sentencesOf = (content: string): string[] => content.replace(/\n+/g, ' ').split(/(?<=[.!?…»])\s+/u);
const firstIndex = (content: string, pattern: RegExp): number => sentencesOf(content).findIndex((sentence) => pattern.test(sentence));

const TIMEOUT_MS = 60_000;

describe('writer: the declined kinds told as their own course', () => {
  it.each([
    ["se faire des copains au centre aéré", 'befriend', null],
    ['perdre sa première dent', 'learn', 'perdre-sa-premiere-dent'],
    ['déménager dans une nouvelle maison', 'learn', 'demenager-dans-une-nouvelle-maison'],
    ['bien ranger ses jouets', 'learn', 'ranger-ses-jouets'],
    ["J'aimerais qu'il apprenne à partager", 'learn', 'partager'],
    ["pour qu'elle arrête d'avoir peur du noir", 'overcome-fear', 'le-noir'],
  ])('should read « %s » as the goal %s %s', (scenario, action, skill) => {
    // Arrange
    const choices = { ...requests(scenario, 1)[0]!.choices, scenario };

    // Act
    const reading = readStoryFrame(choices);

    // Assert
    expect(reading.ok && { action: reading.frame.goal.action, skill: reading.frame.goal.skill }).toEqual({ action, skill });
  });

  it.each([
    ['perdre sa première dent', /bougeait/u, /croqua|mordit/u, /la dent tomba dans sa main/u],
    ['déménager dans une nouvelle maison', /cartons/u, /sa chambre d'avant/u, /chez (?:lui|elle), dans sa nouvelle maison/u],
    ['bien ranger ses jouets', /tous ses jouets/u, /en vrac|dans le coffre d'un coup/u, /avait rangé ses jouets/u],
    ['oser parler devant toute la classe', /les mots venaient tout seuls/u, /tous les regards/u, /avait parlé devant toute la classe/u],
    ['se faire des copains au centre aéré', /n'avait encore parlé à aucun/u, /grand groupe/u, /s'était fait (?:un ami|une amie)/u],
  ])('should tell « %s » with its need, a try that fails for the goal’s own reason, then the success shown', (scenario, need, failedTry, success) => {
    // Arrange
    const stories = requests(scenario, 8).map((request) => composeStory(request).content);

    // Act
    const read = stories.map((content) => ({ content, need: firstIndex(content, need), tried: firstIndex(content, failedTry), done: firstIndex(content, success) }));

    // Assert
    for (const story of read) {
      expect(story.need, story.content).toBeGreaterThanOrEqual(0);
      expect(story.tried, story.content).toBeGreaterThan(story.need);
      expect(story.done, story.content).toBeGreaterThan(story.tried);
    }
  }, TIMEOUT_MS);

  it('should tell a move in a space station by the plain goal plot, never the house course', () => {
    // Act
    const stories = requests('déménager dans une nouvelle maison', 4, ['une station spatiale']).map((request) => composeStory(request).content);

    // Assert
    for (const content of stories) {
      expect(content, content).not.toMatch(/cartons/u);
      expect(content, content).toMatch(/déménager/u);
    }
  }, TIMEOUT_MS);
});

describe('writer: the parent’s words read as a brief', () => {
  it('should never tell a parent’s « j’aimerais qu’il apprenne à partager » as the child’s own wish', () => {
    // Act
    const stories = requests("J'aimerais qu'il apprenne à partager", 10).map((request) => composeStory(request).content);

    // Assert
    for (const content of stories) {
      expect(content, content).not.toMatch(/(?:rêvait|voulait|voulut)(?: d'| de)? apprendre à partager/u);
      expect(content, content).toMatch(/partag/u);
    }
  }, TIMEOUT_MS);

  it('should tell a lost cat with worry and comfort before it is found and held', () => {
    // Act
    const stories = requests('mon chat a disparu', 8).map((request) => composeStory(request).content);

    // Assert
    for (const content of stories) {
      const worry = firstIndex(content, /le cœur tout serré/u);
      expect(worry, content).toBeGreaterThanOrEqual(0);
      expect(firstIndex(content, /se serra tout contre/u), content).toBeGreaterThanOrEqual(worry);
      expect(firstIndex(content, /dans ses bras/u), content).toBeGreaterThan(worry);
      expect(content, content).not.toMatch(/le défi était de taille|c'était décidé/u);
    }
  }, TIMEOUT_MS);

  it('should not weave a typed owner’s name into the story', () => {
    // Act
    const stories = requests('le doudou de Jules a disparu', 8).map((request) => composeStory(request).content);

    // Assert
    for (const content of stories) expect(content, content).not.toMatch(/Jules/u);
  }, TIMEOUT_MS);

  it('should say « sans brassards » at most twice: set out, then shown at the success', () => {
    // Act
    const stories = requests('apprendre à nager sans brassards', 10).map((request) => composeStory(request).content);

    // Assert
    for (const content of stories) {
      const said = content.match(/sans (?:ses |les )?brassards/gu) ?? [];
      expect(said.length, content).toBeGreaterThanOrEqual(1);
      expect(said.length, content).toBeLessThanOrEqual(2);
    }
  }, TIMEOUT_MS);
});
