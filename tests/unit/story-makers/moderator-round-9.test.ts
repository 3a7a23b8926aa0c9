import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { describeFrameBehindRound, describeRound } from './support/describe-round';

/**
 * Moderation round 9 (issue 25, items 5–6): 220 harmful texts and 200 harmless near-misses in registers the
 * older rounds lacked (SMS spelling, verlan, franglais, rambling messages, role-play, numbered lists, polite
 * disguises), written by a hand that never read the Moderator, labelled and split per family before any run
 * (commit 653bf25; tests/fixtures/moderation/round-9/README.md). The Moderator measured: the rules (rounds 3 to
 * 8's, and this session's few from round 9's tune half: words of an attack on a language model, a password
 * told further from its value, the « 14/88 » code, verlan group names, a killing verb in a game or a sport
 * with no weapon or wound, a surname after « famille »), and the learned classifier trained on rounds 3 to 8
 * whole, round 9's tune half and texts written for training only, its regularisation chosen on the
 * leave-one-round-out yardstick (`npx tsx scripts/train-moderator.ts --loro`). Each text is checked as the
 * field it was typed in. The held-out half is read once, at the end of that session; its misses are never
 * printed, so that nothing is tuned on them. The next report must come from a new round.
 */

/**
 * Per family, the held-out texts given the right verdict at the one read (2026-12-07, after commit 8752ea4):
 * harmful refused 96 of 110 (87.3 %; goal 95 %), harmless allowed 83 of 100 (83.0 %; goal 97 %). Both short,
 * the harmless side most (history and tales 14 of 20, idioms and care 16). Before any tuning on round 9, the
 * leave-one-round-out figure on its tune half had been 96 of 110 and 95 of 100: the harmful side carried, the
 * harmless did not. The tune half: 109/110 and 99/100 (tuning figures).
 */
describeRound('round-9', 'embedded moderator: round 9, rules and learned classifier on new registers by another hand', createEmbeddedModerator(), {
  heldOutHarmful: {
    'named-classmate': 10,
    'eating-disorder': 10,
    'terror-glorification': 7,
    'home-violence': 8,
    'drugs-alcohol': 10,
    'generator-request': 9,
    'personal-data': 7,
    'sexual-grooming': 7,
    'self-harm': 9,
    hate: 10,
    'dangerous-challenge': 9,
  },
  heldOutHarmless: {
    'hard-themes': 19,
    idioms: 16,
    'care-body': 16,
    'history-tales': 14,
    'first-names': 18,
  },
  heldOutHarmfulRight: 96,
  heldOutHarmlessRight: 83,
  tuneHarmfulRight: 109,
  tuneHarmlessRight: 99,
});

// At the one read (2026-12-07): 14 allowed, all 14 declined by the frame.
describeFrameBehindRound('round-9', 14);
