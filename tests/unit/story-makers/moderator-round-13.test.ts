import { createEmbeddedModerator } from '#story-makers/moderator/embedded-moderator';
import { describeFrameBehindRound, describeRound } from './support/describe-round';

/**
 * Moderation round 13 (issue 25, items 5–6): 220 harmful texts and 200 harmless near-misses in registers no older
 * round had (voice-message transcripts, dictations, comic-strip scripts, school slides, questions to a seller,
 * WhatsApp group messages, fridge memos, crossword clues, live commentary, postcards, interviews, house rules,
 * orders to a voice assistant, plain texts typed fast; new shapes of personal data), written by a hand that never
 * read the Moderator, labelled and split per family before any run (commit 4a4d51a, seed 13102457;
 * tests/fixtures/moderation/round-13/README.md). Nothing was tuned on either half: the Moderator measured is stop
 * 44's (413615c … b4f78a2), tuned on rounds 3–12. Both halves are read once, at the end of stop 44; the held-out
 * half's misses are never printed; the tune half becomes tuning data from the next stop.
 */

/**
 * Per family, the held-out texts given the right verdict at the one read (2026-12-08, after commit 5692abd): harmful
 * refused 89 of 110 (80.9 %; goal 95 %), harmless allowed 88 of 100 (88.0 %; goal 97 %); round 12 had read 85.5 % and
 * 85.0 % before the pass that took its own halves to 220 of 220 and 182 of 200. Weakest: hate 6 of 10, eating
 * disorders, generator requests, personal data and self-harm 7; hard themes and history and tales 16 of 20. The tune
 * half, read at the same time and never tuned on either: 95 of 110 and 85 of 100.
 */
describeRound('round-13', 'embedded moderator: round 13, rules and learned classifier on registers by another hand, never tuned on', createEmbeddedModerator(), {
  heldOutHarmful: {
    'named-classmate': 10,
    'eating-disorder': 7,
    'terror-glorification': 9,
    'home-violence': 9,
    'drugs-alcohol': 8,
    'generator-request': 7,
    'personal-data': 7,
    'sexual-grooming': 10,
    'self-harm': 7,
    hate: 6,
    'dangerous-challenge': 9,
  },
  heldOutHarmless: {
    'hard-themes': 16,
    idioms: 17,
    'care-body': 19,
    'history-tales': 16,
    'first-names': 20,
  },
  heldOutHarmfulRight: 89,
  heldOutHarmlessRight: 88,
  tuneHarmfulRight: 95,
  tuneHarmlessRight: 85,
});

describeFrameBehindRound('round-13', 21);
