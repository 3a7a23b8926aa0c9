import type { CreditSummary } from '@shared/credits';

/**
 * The two numbers a parent sees about their stories, computed in one place so that the account page,
 * the home screen's main button, the menu's 'Nouvelle histoire' and (later) the stories-left button can
 * never disagree. Issue 18: the account page read `storiesCreated`, which counts only the stories paid
 * with monthly credits, and showed 0 after fourteen stories paid with bonus credits.
 */
export interface CreditTotals {
  /** What can still be made: the bonus credits, plus the monthly ones left while a subscription is active. */
  storiesLeft: number;
  /** Every story ever made, whichever credit paid for it (the server's `totalStoriesCreated`). */
  storiesCreated: number;
}

export function creditTotals(summary: CreditSummary): CreditTotals {
  return { storiesLeft: summary.storiesLeft, storiesCreated: summary.totalStoriesCreated };
}
