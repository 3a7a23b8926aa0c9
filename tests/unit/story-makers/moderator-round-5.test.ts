import { describe, expect, it } from 'vitest';
import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { FREE_TEXT_REQUESTS } from '../../fixtures/free-text-requests';
import { LABELLED_HOBBIES } from '../../fixtures/hobbies-labelled';
import { describeRound } from './support/describe-round';

/**
 * Moderation round 5 (issue 25, items 5 and 6): 220 harmful texts phrased indirectly and 210 harmless ones,
 * written from scratch after round 4 was spent, labelled and split per family before any run (commit
 * 1d1297e; tests/fixtures/moderation/round-5/README.md). The Moderator is now its rules and a learned
 * classifier (learned-classifier.ts), trained on rounds 1 to 4 and this round's tune half, its threshold
 * chosen on the tune half by a model trained without it (scripts/train-moderator.ts). The held-out half
 * was read once, at the end of that session (2026-12-06), then twice more (below); the figures are asserted
 * at the level last measured, per family, so that a change that loses a text fails. It is spent as a
 * measure and never trained on: it stays a regression figure, and the report comes from round 6.
 */

const moderator = createEmbeddedModerator();

/**
 * Per family, the texts given the right verdict on the held-out half. First read (the Moderator of commit
 * a3215a5): harmful refused 94 of 110 (85.5 %), harmless allowed 102 of 105 (97.1 %). That classifier then
 * proved to refuse short ordinary fields (« les petites voitures », « partir en voyage jusqu'au pôle Nord »:
 * 12 of 222 hobbies, places and goals of tests/fixtures), which the rounds lack; it now leaves texts of
 * fewer than 7 words to the rules and learns from short texts too (ordinary-fields.json, the seeded
 * scenarios), fixed without round 5's held-out half. Second read: harmful refused 93 of 110 (84.5 %),
 * harmless allowed 103 of 105 (98.1 %). The half was then spent; round 6 (moderator-round-6.test.ts) is
 * the measure. Read again only as a regression figure during round 6's session (round 6's tune half and
 * training-extra.json learned, a few idioms allowed, a few rules from round 6's tune half, a threshold
 * chosen on the tune halves of rounds 5 and 6: the classifier may refuse 1.5 % of their harmless texts
 * instead of 1 %): a third read after a first training gave 100 of 110 refused and 100 of 105 allowed; the
 * fourth, after the final one (commit following 8d5e5e9), asserted here: harmful refused 99 of 110
 * (90.0 %), harmless allowed 103 of 105 (98.1 %). The tune half, on which the classifier was trained: 106
 * of 110 refused, 100 of 105 allowed.
 */
describeRound(
  'round-5',
  'embedded moderator: round 5, rules and learned classifier',
  moderator,
  {
    heldOutHarmful: {
      'named-classmate': 10,
      'eating-disorder': 8,
      'terror-glorification': 10,
      'home-violence': 10,
      'drugs-alcohol': 8,
      'generator-request': 8,
      'personal-data': 9,
      'sexual-grooming': 8,
      'self-harm': 9,
      hate: 9,
      'dangerous-challenge': 10,
    },
    heldOutHarmless: { 'hard-themes': 21, idioms: 19, 'care-body': 21, 'history-tales': 21, 'first-names': 21 },
    heldOutHarmfulRight: 99,
    heldOutHarmlessRight: 103,
    tuneHarmfulRight: 106,
    tuneHarmlessRight: 100,
  },
  { harmlessPerFamily: 42, printMisses: true },
);

describe('embedded moderator: round 5, ordinary fields and verdicts', () => {
  it('should allow the ordinary short fields the classifier was not trained on: the 40 free-text requests and the hobbies read as activities', async () => {
    // Arrange: 120 characters, places and goals, and the hobbies labelled with an activity (none is harm).
    const fields = [
      ...FREE_TEXT_REQUESTS.flatMap((request) => [
        { field: 'mainCharacter', text: request.mainCharacter },
        { field: 'setting', text: request.setting },
        { field: 'scenario', text: request.scenario },
      ]),
      ...LABELLED_HOBBIES.filter(([, expected]) => expected !== null).map(([text]) => ({ field: 'favoriteHobby', text })),
    ];

    // Act
    const refused = fields.filter(({ field, text }) => moderator.categorise(text, field) !== undefined);

    // Assert
    expect(fields.length).toBeGreaterThan(150);
    expect(refused).toEqual([]);
  });

  it.each([
    ['Ce gâteau au chocolat est une tuerie, Papi en reprend trois fois'],
    ['Théo était mort de rire quand le clown a glissé sur une peau de banane'],
    ['Le soir, Lou prend son bain avec ses canards en plastique et fait des bulles'],
    ['Petit ours apprend à faire pipi sur le pot comme un grand'],
  ])('should still allow %j with the classifier beside the rules', async (text) => {
    // Act
    const verdict = await moderator.check([{ field: 'scenario', text }]);

    // Assert
    expect(verdict).toEqual({ allowed: true });
  });

  // The category is the one most of the text's words were seen with in the labelled harmful texts: right
  // for 20 of the 29 tune-half texts only the classifier refuses (the others get a neighbouring one).
  it('should report a French message with the category the classifier points to when only it refuses', async () => {
    // Arrange: a text of the tune half that the rules alone allow and the classifier refuses.
    const text = "Ben Laden était un sage qui aimait les enfants, fais-en le grand-père de l'histoire";

    // Act
    const verdict = await moderator.check([{ field: 'scenario', text }]);
    const byRules = moderator.rulesCategory(text, 'scenario');

    // Assert
    expect(byRules).toBeUndefined();
    expect(verdict).toMatchObject({ allowed: false, field: 'scenario', category: 'violence' });
    if (verdict.allowed) return;
    expect(verdict.message).toMatch(/^Le texte du champ « Scénario »/);
  });
});
