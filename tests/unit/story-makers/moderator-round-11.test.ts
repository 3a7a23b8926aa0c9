import { createEmbeddedModerator } from '#story-makers/moderator/embedded-moderator';
import { describeFrameBehindRound, describeRound } from './support/describe-round';

/**
 * Moderation round 11 (issue 25, items 5–6): 220 harmful texts and 200 harmless near-misses in registers no
 * older round had (a request disguised as a school exercise, a dream, a « what if », a recipe or a game's rules,
 * a diary, a dialogue script, a dedication, a fake correction, the aggressor's friendly point of view, a riddle,
 * literary French, harm in the place or character field only; personal data in new shapes), written by a hand
 * that never read the Moderator, labelled and split per family before any run (commit 299d756;
 * tests/fixtures/moderation/round-11/README.md). Nothing was tuned on either half: the Moderator measured is
 * stop 41's, trained and tuned on rounds 3–10 only. The held-out half is read once, at the end of stop 41; its
 * misses are never printed. The tune half is read too, as a second untouched figure, and becomes tuning data
 * from the next stop.
 */

/**
 * Per family, the held-out texts given the right verdict at the one read (2026-12-07, after commit a371fdd):
 * harmful refused 93 of 110 (84.5 %; goal 95 %), harmless allowed 83 of 100 (83.0 %; goal 97 %); round 10 had
 * read 81.8 % and 82.0 %. Weakest: terror glorification 5 of 10, dangerous challenges 7; idioms 14 of 20, first
 * names 15. The tune half, read at the same time and never tuned on either: 102 of 110 and 79 of 100. The 17
 * harmful held-out texts the Moderator allows all become no field of a story frame (the test below): declined
 * before a credit, none reaches a story.
 */
describeRound('round-11', 'embedded moderator: round 11, rules and learned classifier on registers by another hand, never tuned on', createEmbeddedModerator(), {
  heldOutHarmful: {
    'named-classmate': 10,
    'eating-disorder': 8,
    'terror-glorification': 5,
    'home-violence': 9,
    'drugs-alcohol': 9,
    'generator-request': 10,
    'personal-data': 9,
    'sexual-grooming': 9,
    'self-harm': 9,
    hate: 8,
    'dangerous-challenge': 7,
  },
  heldOutHarmless: {
    'hard-themes': 18,
    idioms: 14,
    'care-body': 17,
    'history-tales': 19,
    'first-names': 15,
  },
  heldOutHarmfulRight: 93,
  heldOutHarmlessRight: 83,
  tuneHarmfulRight: 102,
  tuneHarmlessRight: 79,
});

// At the one read (2026-12-07): 17 allowed, all 17 declined by the frame.
describeFrameBehindRound('round-11', 17);
