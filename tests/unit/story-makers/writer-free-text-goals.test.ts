import { describe, expect, it } from 'vitest';
import { readStoryFrame } from '../../../functions/story-makers/frame';
import { FREE_TEXT_GOALS } from '../../fixtures/free-text-goals';
import { BRIEF_GOALS } from '../../fixtures/free-text-goals-brief';
import { LIST_3_GOALS } from '../../fixtures/free-text-goals-list-3';
import { LIST_4_GOALS } from '../../fixtures/free-text-goals-list-4';
import type { GoalEntry } from '../../fixtures/free-text-goal-set';
import type { FreeTextResult } from '../../fixtures/free-text-requests';
import { declineMessages, firstDeclineSuggestions, labelledAs, listResults, tellGoals } from './support/typed-goals';

/**
 * Issue 25, items 1–2, typed goals (tests/fixtures/free-text-goals.ts, labelled before any run): a goal
 * the frame understands is told as its own course, achieved in the resolution; one it does not is
 * declined before a credit with a French suggestion; none is told as another plot. The frame was tuned
 * on the tune half; the held-out half was measured once after (16 of 23 told, 6 declined, 1 not told),
 * then spent: the courses of its declined kinds were tuned on all 46 (now 21 and 22 of 23 told). The
 * third set (free-text-goals-brief.ts, 30 goals in new words) was tuned on its tune half (14 of 15) and
 * its held-out half read once at the end: 9 of 15 told, 6 declined in French, none as another plot; that
 * half was then spent on the gaps it showed (a friend at break, a wobbly front tooth, a new house, daring
 * to say hello). List 3 (free-text-goals-list-3.ts, 50 requests, six to decline) was tuned on its tune half
 * (22 of 22 told, 3 of 3 declined) and its held-out half read once at the end: of 22 labelled told, 6 told
 * (3 of them through phrases added while their wording was known), 16 declined in French before a credit,
 * none as another plot; the 3 labelled declined were declined. The compositional reader (frame/compose-goal.ts),
 * written after, tells 19 of those 22 (list 3 was all tuning data by then). List 4 (free-text-goals-list-4.ts,
 * 60 requests by a hand that never read the reader) was tuned on its tune half only (6 → 18 of 26 told), and its
 * held-out half read once at the end: of 26 labelled told, 6 told, 19 declined in French before a credit, 1 read
 * and not told (a sick guinea pig taken to the vet), none as another plot, no companion swapped; the 4 labelled
 * declined were declined.
 */

const TIMEOUT_MS = 120_000;

const tell = (half: 'tune' | 'held-out', goals: readonly GoalEntry[] = FREE_TEXT_GOALS): FreeTextResult[] => tellGoals(goals, half);
const list = listResults;

describe('typed goals understood and told as their own course', () => {
  it.each([
    ['savoir plonger dans la piscine', 'learn', 'plonger-dans-la-piscine'],
    ['dormir toute seule dans sa chambre', 'learn', 'dormir-tout-seul-dans-sa-chambre'],
    ['apprendre à prêter ses jouets', 'learn', 'preter-ses-jouets'],
    ['faire du vélo', 'learn', 'faire-du-velo'],
    ["arrêter d'avoir peur du docteur", 'overcome-fear', 'le-docteur'],
  ])('should read « %s » as the goal %s %s', (scenario, action, skill) => {
    // Arrange
    const choices = { ...FREE_TEXT_GOALS[0]!.request.choices, scenario };

    // Act
    const reading = readStoryFrame(choices);

    // Assert
    expect(reading.ok && { action: reading.frame.goal.action, skill: reading.frame.goal.skill }).toEqual({ action, skill });
  });

  it('should tell at least 21 of the 23 goals of the tune half, none as another plot', () => {
    // Act
    const results = tell('tune');

    // Assert
    expect(results.filter((result) => result.outcome === 'told').length, list(results)).toBeGreaterThanOrEqual(21);
    expect(results.filter((result) => result.outcome === 'another-plot')).toEqual([]);
  }, TIMEOUT_MS);

  it('should tell at least 21 of the 23 goals of the spent held-out half, decline the others in French before a credit, and tell none as another plot', () => {
    // Act
    const results = tell('held-out');

    // Assert
    const declined = results.filter((result) => result.outcome === 'declined');
    expect(results.filter((result) => result.outcome === 'told').length, list(results)).toBeGreaterThanOrEqual(21);
    expect(results.filter((result) => result.outcome === 'another-plot')).toEqual([]);
    for (const { entry } of declined) {
      expect(declineMessages(entry)).toEqual([expect.stringMatching(/^Nous n’avons pas compris/)]);
    }
  }, TIMEOUT_MS);

  it('should tell at least 14 of the 15 goals of the third set’s tune half, none as another plot', () => {
    // Act
    const results = tell('tune', BRIEF_GOALS);

    // Assert
    expect(results.filter((result) => result.outcome === 'told').length, list(results)).toBeGreaterThanOrEqual(14);
    expect(results.filter((result) => result.outcome === 'another-plot')).toEqual([]);
  }, TIMEOUT_MS);

  it('should tell at least 14 of the third set’s 15 spent held-out goals, decline the others in French, and tell none as another plot', () => {
    // Act
    const results = tell('held-out', BRIEF_GOALS);

    // Assert
    expect(results.filter((result) => result.outcome === 'told').length, list(results)).toBeGreaterThanOrEqual(14);
    expect(results.filter((result) => result.outcome === 'another-plot' || result.outcome === 'not-told')).toEqual([]);
    for (const { entry } of results.filter((result) => result.outcome === 'declined')) {
      expect(declineMessages(entry)).toEqual([expect.stringMatching(/^Nous n’avons pas compris/)]);
    }
  }, TIMEOUT_MS);

  it('should tell at least 18 of the 26 goals of list 4’s tune half labelled told, decline the four labelled declined in French with suggestions, and tell none as another plot', () => {
    // Act
    const results = tell('tune', LIST_4_GOALS);

    // Assert
    const labelled = (expected: 'told' | 'declined') => labelledAs(results, expected);
    expect(labelled('told').filter((result) => result.outcome === 'told').length, list(results)).toBeGreaterThanOrEqual(18);
    expect(results.filter((result) => result.outcome === 'another-plot')).toEqual([]);
    expect(labelled('declined').map((result) => result.outcome)).toEqual(['declined', 'declined', 'declined', 'declined']);
    for (const { entry } of results.filter((result) => result.outcome === 'declined')) {
      expect(declineMessages(entry)).toContainEqual(expect.stringMatching(/^Nous n’avons pas compris/));
      expect(firstDeclineSuggestions(entry)).toBeGreaterThanOrEqual(2);
    }
  }, TIMEOUT_MS);

  it('should tell at least 10 of the 26 goals of list 4’s spent held-out half labelled told (6 at its one read, 10 after stop 40 taught habits, life changes and fears of an action), decline the four labelled declined in French, read at most two without telling them, and tell none as another plot', () => {
    // Act
    const results = tell('held-out', LIST_4_GOALS);

    // Assert
    const labelled = (expected: 'told' | 'declined') => labelledAs(results, expected);
    expect(labelled('told').filter((result) => result.outcome === 'told').length, list(results)).toBeGreaterThanOrEqual(10);
    expect(results.filter((result) => result.outcome === 'another-plot')).toEqual([]);
    expect(results.filter((result) => result.outcome === 'not-told').length, list(results)).toBeLessThanOrEqual(2);
    expect(results.filter((result) => !result.companionKept)).toEqual([]);
    expect(labelled('declined').map((result) => result.outcome)).toEqual(['declined', 'declined', 'declined', 'declined']);
    for (const { entry } of results.filter((result) => result.outcome === 'declined')) {
      expect(declineMessages(entry)).toContainEqual(expect.stringMatching(/^Nous n’avons pas compris/));
    }
  }, TIMEOUT_MS);

  it('should tell every goal of list 3’s tune half labelled told, decline every one labelled declined in French with suggestions, and tell none as another plot', () => {
    // Act
    const results = tell('tune', LIST_3_GOALS);

    // Assert
    const byLabel = (expected: 'told' | 'declined') => labelledAs(results, expected);
    expect(byLabel('told').filter((result) => result.outcome !== 'told').map(({ entry, outcome }) => `${outcome}: ${entry.scenario}`)).toEqual([]);
    expect(byLabel('declined').map((result) => result.outcome)).toEqual(byLabel('declined').map(() => 'declined'));
    for (const { entry } of byLabel('declined')) {
      expect(declineMessages(entry)).toEqual([expect.stringMatching(/^Nous n’avons pas compris/)]);
      expect(firstDeclineSuggestions(entry)).toBeGreaterThanOrEqual(2);
    }
  }, TIMEOUT_MS);

  it('should tell at least 19 of the 22 goals of list 3’s spent held-out half labelled told (6 with the phrase tables alone), decline the rest and the three labelled declined in French, and tell none as another plot', () => {
    // Act
    const results = tell('held-out', LIST_3_GOALS);

    // Assert
    const labelled = (expected: 'told' | 'declined') => labelledAs(results, expected);
    expect(labelled('told').filter((result) => result.outcome === 'told').length, list(results)).toBeGreaterThanOrEqual(19);
    expect(results.filter((result) => result.outcome === 'another-plot' || result.outcome === 'not-told')).toEqual([]);
    expect(labelled('declined').map((result) => result.outcome)).toEqual(['declined', 'declined', 'declined']);
    for (const { entry } of results.filter((result) => result.outcome === 'declined')) {
      expect(declineMessages(entry)).toContainEqual(expect.stringMatching(/^Nous n’avons pas compris/));
    }
  }, TIMEOUT_MS);
});
