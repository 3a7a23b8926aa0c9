import { LIST_5_GOALS } from '../../fixtures/free-text-goals-list-5';
import { describeListByAnotherHand } from './support/typed-goals';

/**
 * Typed goals, list 5 (tests/fixtures/free-text-goals-list-5.ts, 60 requests, 8 to decline, committed alone in
 * c54d0f7 by a hand that never read the frame reader nor the writer, before anything ran on it). At its one read
 * (2026-12-07, after commit 45f8f43): held-out half 1 of 26 told, 25 declined in French before a credit, none as
 * another plot, the 4 labelled declined declined, none refused by the story check; tune half 2 told, 22 declined,
 * 2 read and not told, 1 told story refused by the story check (goal: 80 % told). List 5 is spent since (both
 * halves tune): the reader by kind and key (frame/goal-kinds.ts) tells 4 and 6, tuning figures; stop 44's gist
 * reading 6 and 6.
 */
describeListByAnotherHand('list 5', LIST_5_GOALS, { heldOut: 6, tune: 6 });
