import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { readStoryFrame } from '../../../functions/story-makers/frame';
import { EmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { createEmbeddedStoryWriter } from '../../../functions/story-makers/writer/embedded-story-writer';
import { KIND_2_GOALS } from '../../fixtures/free-text-goals-kinds-2';
import { KIND_GOALS } from '../../fixtures/free-text-goals-kinds';
import type { GoalEntry } from '../../fixtures/free-text-goal-set';
import { storyRequest } from '../../fixtures/story-report-profiles';
import type { FreeTextResult } from '../../fixtures/free-text-requests';
import { declineMessages, firstDeclineSuggestions, labelledAs, listResults, tellGoals } from './support/typed-goals';

/**
 * Issue 25, the kinds list 4's held-out read declined (habits to stop, fears of an action, life changes,
 * spoken style): each read as a goal kind and told by a course of its own, whose tries fail for the goal's
 * own reason and whose success is shown; the name typed, the SMS forms and the aside never reach the frame.
 * The second kinds list (free-text-goals-kinds-2.ts) was written and committed before the reader or the
 * writer changed, then tuned on whole (10 → 32 of 32 told): a tuning figure, not a held-out one.
 */

const SETTINGS = ['la forêt enchantée', 'la plage', 'un grand jardin', 'une station spatiale'];
const TIMEOUT_MS = 120_000;

function requests(scenario: string, count: number): StoryRequest[] {
  return Array.from({ length: count }, (_, index) => {
    const request = storyRequest(47_000 + index * 11, { seed: `goal-kinds-${scenario}` });
    return { ...request, choices: { ...request.choices, scenario, setting: SETTINGS[index % SETTINGS.length]! } };
  });
}

const sentencesOf = (content: string): string[] => content.replace(/\n+/g, ' ').split(/(?<=[.!?…»])\s+/u);
const firstIndex = (content: string, pattern: RegExp): number => sentencesOf(content).findIndex((sentence) => pattern.test(sentence));

const tell = (goals: readonly GoalEntry[]): FreeTextResult[] => tellGoals(goals);
const list = listResults;

describe('frame: habits, fears of an action, life changes and spoken style read as goals', () => {
  it.each([
    ['elle se ronge les ongles quand elle est stressée', 'learn', 'laisser-ses-ongles-tranquilles'],
    ['laisser sa tétine à la petite souris', 'learn', 'se-passer-de-sa-tetine'],
    ['passer moins de temps sur la tablette', 'learn', 'lacher-les-ecrans'],
    ['il mord les autres enfants à la crèche', 'learn', 'jouer-sans-mordre'],
    ['il fait encore pipi au lit la nuit', 'learn', 'rester-au-sec-la-nuit'],
    ['elle a peur de tomber quand elle court', 'overcome-fear', 'tomber'],
    ['avoir moins peur de parler devant toute la classe', 'overcome-fear', 'parler-devant-la-classe'],
    ['ses parents se séparent et elle va vivre dans deux maisons', 'learn', 'vivre-dans-deux-maisons'],
    ['sa première colo à la montagne', 'learn', 'se-sentir-bien-en-colonie'],
    ['papa part travailler loin pendant deux mois', 'learn', 'attendre-le-retour-de-papa'],
    ["elle doit rester deux jours à l'hôpital pour une opération", 'learn', 'se-sentir-bien-a-l-hopital'],
    ['mamie vient habiter à la maison', 'learn', 'accueillir-mamie'],
    ['notre vieux chien est mort cette semaine', 'learn', 'dire-au-revoir-a-son-chien'],
    ['ke il arrete de sucer son pouce', 'learn', 'se-passer-de-son-pouce'],
    ['elle a tjs peur du noir le soir', 'overcome-fear', 'le-noir'],
    ["Tom (4 ans) a peur de l'eau à la piscine", 'overcome-fear', 'l-eau'],
    ['je voudrais que Jade arrête la tetine', 'learn', 'se-passer-de-sa-tetine'],
    ['il a tjrs peur de l orage', 'overcome-fear', 'l-orage'],
    ['quil range sa chambre', 'learn', 'ranger-sa-chambre'],
    ['peur de grimper aux arbres', 'overcome-fear', 'grimper-a-l-arbre'],
  ])('should read « %s » as the goal %s %s', (scenario, action, skill) => {
    // Arrange
    const choices = { ...requests(scenario, 1)[0]!.choices, scenario };

    // Act
    const reading = readStoryFrame(choices);

    // Assert
    expect(reading.ok && { action: reading.frame.goal.action, skill: reading.frame.goal.skill }).toEqual({ action, skill });
  });

  it.each([
    ['le gentil monsieur du parc donne des sucettes si on lui montre sa culotte'],
    ["elle se mord les bras jusqu'au sang quand elle est en colère"],
    ['Le moniteur de colo vient la nuit dans le dortoir des filles'],
    ["je voudrais que le chien du voisin soit mort"],
    ['regarder la tablette toute la journée'],
  ])('should decline « %s »: a habit or a change said about someone else, or not as a goal, is no frame', (scenario) => {
    // Act
    const reading = readStoryFrame({ ...requests(scenario, 1)[0]!.choices, scenario });

    // Assert
    expect(reading.ok).toBe(false);
  });

  it('should keep neither the name typed nor the aside in the frame', () => {
    // Act
    const readings = ['je voudrais que Jade arrête la tetine', "Tom (4 ans) a peur de l'eau à la piscine"].map((scenario) => readStoryFrame({ ...requests(scenario, 1)[0]!.choices, scenario }));

    // Assert
    for (const reading of readings) expect(JSON.stringify(reading.ok && reading.frame.goal)).not.toMatch(/Jade|Tom|ans/u);
  });
});

describe('writer: the courses of habits and life changes', () => {
  it.each([
    ['elle se ronge les ongles', /se rongeait les ongles/u, /serra les poings/u, /petite balle toute douce/u, /ses ongles purent repousser/u],
    ['arrêter la tétine', /sa tétine revenait/u, /la réclama/u, /emballa sa tétine/u, /s'endormit sans tétine/u],
    ['il fait pipi au lit', /draps tout mouillés/u, /rester (?:éveillé|éveillée) toute la nuit/u, /colla des étoiles/u, /le lit était tout sec/u],
    ['ses parents divorcent', /deux maisons/u, /ne put même pas le soulever/u, /deux dessins pareils/u, /l'aimaient tous les deux/u],
    ["il va à l'hôpital", /irait bientôt à l'hôpital/u, /les bruits semblaient encore plus étranges/u, /donna un nom à chacune/u, /se sentit bien à l'hôpital, sans avoir peur/u],
    ['notre chat est mort', /était mort/u, /encore plus (?:seul|seule)/u, /boîte à souvenirs/u, /dit au revoir à son chat/u],
    ["il a peur de sauter dans l'eau", /oser sauter, c'était une autre histoire/u, /ses jambes refusèrent d'avancer/u, /par tout petits bouts/u, /avait eu le courage de sauter/u],
  ])('should tell « %s » with its need, a try that fails for the goal’s own reason, the child’s idea, then the success shown', (scenario, need, failedTry, idea, success) => {
    // Arrange
    const stories = requests(scenario, 8).map((request) => composeStory(request).content);

    // Act
    const read = stories.map((content) => ({ content, need: firstIndex(content, need), tried: firstIndex(content, failedTry), idea: firstIndex(content, idea), done: firstIndex(content, success) }));

    // Assert
    for (const story of read) {
      expect(story.need, story.content).toBeGreaterThanOrEqual(0);
      expect(story.tried, story.content).toBeGreaterThan(story.need);
      expect(story.idea, story.content).toBeGreaterThan(story.tried);
      expect(story.done, story.content).toBeGreaterThan(story.idea);
    }
  }, TIMEOUT_MS);

  it('should never scold the child for a habit', () => {
    // Act
    const stories = ['il mord à la crèche', 'elle se ronge les ongles', 'il fait pipi au lit'].flatMap((scenario) => requests(scenario, 4)).map((request) => composeStory(request).content);

    // Assert
    for (const content of stories) expect(content, content).not.toMatch(/honte|vilain|méchant|bêtise|puni/iu);
  }, TIMEOUT_MS);

  it('should tell every goal of the second kinds list labelled told and decline the four labelled declined in French with suggestions, none as another plot', () => {
    // Act
    const results = tell(KIND_2_GOALS);

    // Assert
    const labelled = (expected: 'told' | 'declined') => labelledAs(results, expected);
    expect(labelled('told').filter((result) => result.outcome !== 'told').map(({ entry, outcome }) => `${outcome}: ${entry.scenario}`)).toEqual([]);
    expect(labelled('declined').map((result) => result.outcome)).toEqual(['declined', 'declined', 'declined', 'declined']);
    expect(results.filter((result) => !result.companionKept)).toEqual([]);
    for (const { entry } of labelled('declined')) {
      expect(declineMessages(entry)).toContainEqual(expect.stringMatching(/^Nous n’avons pas compris/));
      expect(firstDeclineSuggestions(entry)).toBeGreaterThanOrEqual(2);
    }
  }, TIMEOUT_MS);

  it('should let the embedded moderator’s story check allow at least 31 of the second kinds list’s 32 stories (the courses never echo a parent’s word the frame left out)', async () => {
    // Arrange
    const writer = createEmbeddedStoryWriter();
    const moderator = new EmbeddedModerator();

    // Act
    const refused: string[] = [];
    for (const entry of KIND_2_GOALS) {
      const reading = readStoryFrame(entry.request.choices);
      if (!reading.ok) continue;
      const request = { ...entry.request, frame: reading.frame };
      const verdict = await moderator.checkStory(await writer.write(request), request);
      if (!verdict.allowed) refused.push(entry.scenario);
    }

    // Assert
    expect(refused.length, refused.join('\n')).toBeLessThanOrEqual(1);
  }, TIMEOUT_MS);

  // 19 until stop 40's frame lines: « la maison de mamie » is now told « chez Mamie », and its label asks for « maison »
  // (the reader keeps the owner, not the typed wording; see README, issue 25's leftovers).
  it('should tell at least 18 of the first kinds list’s 24 goals labelled told, decline the four labelled declined, and tell none as another plot', () => {
    // Act
    const results = tell(KIND_GOALS);

    // Assert
    const labelled = (expected: 'told' | 'declined') => labelledAs(results, expected);
    expect(labelled('told').filter((result) => result.outcome === 'told').length, list(results)).toBeGreaterThanOrEqual(18);
    expect(labelled('declined').map((result) => result.outcome)).toEqual(['declined', 'declined', 'declined', 'declined']);
    expect(results.filter((result) => result.outcome === 'another-plot')).toEqual([]);
  }, TIMEOUT_MS);
});
