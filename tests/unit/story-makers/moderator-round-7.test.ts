import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { describeRound } from './support/describe-round';

/**
 * Moderation round 7 (issue 25, item 6): 220 harmful texts phrased indirectly and 200 harmless near-misses,
 * written by a hand that never read the Moderator, labelled and split per family before any run (commit
 * eb47b3c; tests/fixtures/moderation/round-7/README.md). The Moderator measured: rules that read eating
 * disorders and grooming by their structure (food limited with a body judged; an adult, silence asked of a
 * child and what it covers), idioms and pet names a word list refused, and the learned classifier with
 * concept features, trained on rounds 1 to 6 whole, round 7's tune half and texts written for training
 * only, its threshold chosen by cross-validation (each text of rounds 5, 6 and 7's tune half scored by a
 * model trained without it; scripts/train-moderator.ts). Each text is checked as the field it was typed
 * in. The held-out half is read once, at the end of that session; its misses are never printed, so that
 * nothing is tuned on them. The next report must come from a new round.
 */

/**
 * Per family, the held-out texts given the right verdict at the one read (2026-12-06, after commit
 * 0342aff): harmful refused 94 of 110 (85.5 %; goal 95 %), harmless allowed 94 of 100 (94.0 %; goal 97 %).
 * Both short. Cross-validation on rounds 5, 6 and 7's tune half had given about 91 % and 97.5 % (the rules
 * had been read on those texts, so that was kind); round 6's read, for comparison: 80.9 % and 94.0 %.
 * Eating disorders 8 of 10 (5 in round 6) and grooming 8 of 10 (6); idioms the weakest harmless family.
 * Since round 8's session both halves are tuning data (the classifier learns them whole); the floors stay
 * those of the one read.
 */
describeRound('round-7', 'embedded moderator: round 7, rules and learned classifier on text by another hand', createEmbeddedModerator(), {
  heldOutHarmful: {
    'named-classmate': 10,
    'eating-disorder': 8,
    'terror-glorification': 9,
    'home-violence': 8,
    'drugs-alcohol': 8,
    'generator-request': 10,
    'personal-data': 9,
    'sexual-grooming': 8,
    'self-harm': 8,
    hate: 8,
    'dangerous-challenge': 8,
  },
  heldOutHarmless: {
    'hard-themes': 19,
    idioms: 16,
    'care-body': 20,
    'history-tales': 19,
    'first-names': 20,
  },
  heldOutHarmfulRight: 94,
  heldOutHarmlessRight: 94,
  tuneHarmfulRight: 110,
  tuneHarmlessRight: 100,
});
