import { LIST_8_GOALS } from '../../fixtures/free-text-goals-list-8';
import { describeListByAnotherHand } from './support/typed-goals';

/**
 * Typed goals, list 8 (tests/fixtures/free-text-goals-list-8.ts, 60 requests over nine kinds, a third in careful
 * French, a third spoken, a third with typos and SMS spelling, asides, dates and reasons, 8 to decline; committed
 * alone in e68ab61 by a hand that never read the frame reader nor the writer, before anything ran on it). Stop 44
 * changed the reader (the gist reading: set phrases, SMS forms, one-edit typos, a problem read as its kind, a run-on
 * text's goal clause with the others dropped; d137d6b … 457a82e), tuned on lists 3 to 7 and the by-kind lists, never
 * on list 8. Both halves are read once, at the end of stop 44; the tune half becomes tuning data from the next stop.
 *
 * At the one read (2026-12-08, after commit f561851): **held-out half 1 of 26 told**, the other 25 and the 4 labelled
 * declined all declined in French before a credit, none told as another plot, no companion swapped, none of the
 * stories told refused by the story check. Tune half: 2 of 26 told, 24 declined; of its 4 labelled declined, 3
 * declined and one read (« un truc rigolo pour dormir » read as learning to sleep; written, not told as anything
 * else). The same stop's rules had lifted list 7's own halves from 1 and 2 to 7 and 7 of 26 (tuning): the reader
 * learns the lists it reads, and a new hand's words still fall outside it.
 */
describeListByAnotherHand('list 8', LIST_8_GOALS, { heldOut: 1, tune: 2, declinedRead: { tune: 1 } });
