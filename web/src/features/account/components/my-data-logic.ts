import type { CreditSummary } from '@shared/credits';
import { DELETE_CONFIRMATION_WORD } from '@shared/privacy';

/**
 * The rules of the 'Mes données' card that do not need React: the typed word, and what the deletion
 * dialog says is lost (the terms of use, « Durée et fermeture du compte »; the terms of sale for the
 * 14 days' withdrawal).
 */

/** What the parent typed, as compared: spaces around it and the case do not count. */
export function normalizedConfirmation(typed: string | undefined): string {
  return (typed ?? '').trim().toLocaleUpperCase('fr-FR');
}

/** The confirm button is enabled once the word is typed, and not while the deletion runs. */
export function canConfirmDeletion(typed: string | undefined, busy: boolean): boolean {
  return !busy && normalizedConfirmation(typed) === DELETE_CONFIRMATION_WORD;
}

/**
 * The server refuses the deletion while the subscription will renew (Stripe would go on charging): the
 * dialog says so before the parent types. The same statuses as the server's (`hasLiveSubscription`), unless
 * the subscription is set to end with its period.
 */
export function subscriptionBlocksDeletion(credits: Pick<CreditSummary, 'planType' | 'subscriptionStatus' | 'cancelAtPeriodEnd'> | undefined): boolean {
  if (!credits || credits.planType !== 'subscription' || credits.cancelAtPeriodEnd) return false;
  return ['active', 'trialing', 'past_due', 'unpaid'].includes(credits.subscriptionStatus);
}
