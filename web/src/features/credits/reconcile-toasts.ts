import { toast } from 'sonner';
import type { FixCreditsResponse, FixCreditTypesResponse, RecalculateResponse, SyncStoriesResponse, SyncSubscriptionResponse } from '@shared/reconcile';
import { RECONCILE_TOASTS as T } from '@shared/reconcile';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';
import { CONFIRMATION_TOAST_MS } from '@/lib/toasts';
import { CREDITS_MESSAGES as M } from './messages';

/**
 * What each reconciliation call says to the parent (spec part 1 §4 and §8, part 2 §8), as data: one pure
 * function per outcome, so the wording is tested without React, and `showToast` to put one on screen.
 * The texts are shared/reconcile.ts's `RECONCILE_TOASTS`.
 */

export interface ToastSpec {
  kind: 'success' | 'info' | 'error';
  title: string;
  description?: string;
}

/** The five operations, each with its sentence for a parent who is not signed in. */
export type ReconcileOperation = 'syncStories' | 'syncSubscription' | 'fixCredits' | 'recalculate' | 'fixCreditTypes';

/** Spec part 1 §5: "each of the three operations requires a signed-in user, else aborts with a destructive toast". */
export function notSignedInToast(operation: ReconcileOperation): ToastSpec {
  switch (operation) {
    case 'syncStories':
      return { kind: 'error', title: M.error, description: T.storiesNotSignedIn };
    case 'syncSubscription':
      return { kind: 'error', title: T.notSignedIn, description: T.subscriptionNotSignedIn };
    case 'fixCredits':
      return { kind: 'error', title: T.notSignedIn, description: T.creditsNotSignedIn };
    case 'recalculate':
      return { kind: 'error', title: T.notSignedIn, description: T.recalculateNotSignedIn };
    case 'fixCreditTypes':
      return { kind: 'error', title: M.error, description: T.userNotAuthenticated };
  }
}

/** The API's French message when it sent one; null for a network failure or anything unexpected. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status !== 0 && error.message !== '' ? error.message : null;
}

/** True when the answer came back but had the wrong shape ('Réponse invalide du serveur'). */
function isInvalidAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.message === API_ERROR_MESSAGES.invalidResponse;
}

/** 'Synchroniser mes histoires' (and the home's first load): the counters as the server recomputed them. */
export function syncStoriesToast(result: SyncStoriesResponse): ToastSpec {
  return { kind: 'success', title: T.subscriptionSynced, description: T.storiesDetected(result.monthly_count, result.bonus_count) };
}

/**
 * The home's first load (spec part 1 §4): what the synchronisation found, or nothing when it found no story
 * at all. A parent who has just signed up has none, and « 0 histoire mensuelle et 0 histoire bonus
 * détectées » would greet them with a sentence about nothing (issue 27, item 8): the spec's toast reports
 * stories detected, so it shows once there is one.
 */
export function firstLoadSyncMessage(result: SyncStoriesResponse): string | null {
  return result.monthly_count + result.bonus_count > 0 ? T.storiesDetected(result.monthly_count, result.bonus_count) : null;
}

/** A failed manual story sync: the server's message, or the spec's own. */
export function syncStoriesErrorToast(error: unknown): ToastSpec {
  return { kind: 'error', title: T.syncError, description: serverMessage(error) ?? T.storiesSyncError };
}

/** The forced sync of the home's first load (spec part 2 §8: 'Erreur de synchronisation'). */
export function forcedSyncErrorToast(): ToastSpec {
  return { kind: 'error', title: T.syncError, description: T.countersSyncError };
}

export function syncSubscriptionToast(result: SyncSubscriptionResponse): ToastSpec {
  return result.success
    ? { kind: 'success', title: T.subscriptionSynced, description: T.subscriptionSyncedDescription(result.plan_type) }
    : { kind: 'error', title: T.subscriptionSyncFailed, description: T.subscriptionSyncError };
}

/** A thrown subscription sync: the server's message in the spec's sentence, or its generic one. */
export function syncSubscriptionErrorToast(error: unknown): ToastSpec {
  const message = serverMessage(error);
  return message === null
    ? { kind: 'error', title: T.syncError, description: T.subscriptionSyncError }
    : { kind: 'error', title: M.error, description: T.subscriptionSyncFailedDescription(message) };
}

/** 'Correction réussie' with the story counter (or the monthly credits) from old to new; 'Information' when nothing changed. */
export function fixCreditsToast(result: FixCreditsResponse): ToastSpec {
  if (!result.success) return { kind: 'error', title: T.fixFailed, description: result.message || undefined };
  if (result.stories_created.changed) {
    return { kind: 'success', title: T.fixSucceeded, description: M.storiesCreatedMoved(result.stories_created.old, result.stories_created.new) };
  }
  if (result.old_value !== result.new_value) {
    return { kind: 'success', title: T.fixSucceeded, description: M.monthlyStoriesMoved(result.old_value, result.new_value) };
  }
  if (result.changes.length > 0) return { kind: 'success', title: T.fixSucceeded, description: result.message };
  return { kind: 'info', title: T.information, description: result.message || T.nothingToFix };
}

export function fixCreditsErrorToast(error: unknown): ToastSpec {
  return { kind: 'error', title: M.error, description: T.fixFailedDescription(serverMessage(error) ?? API_ERROR_MESSAGES.unknown) };
}

export function recalculateToast(result: RecalculateResponse): ToastSpec {
  return result.success
    ? { kind: 'success', title: T.recalculateSucceeded, description: T.storiesDetected(result.monthly_count, result.bonus_count) }
    : { kind: 'error', title: T.recalculateFailed };
}

/** An answer without its `success` field is 'Réponse invalide du serveur' (spec part 1 §5). */
export function recalculateErrorToast(error: unknown): ToastSpec {
  if (isInvalidAnswer(error)) return { kind: 'error', title: T.recalculateFailed, description: T.invalidResponse };
  return { kind: 'error', title: M.error, description: T.recalculateFailedDescription(serverMessage(error) ?? API_ERROR_MESSAGES.unknown) };
}

/** fix_credit_types (spec part 2 §8): 'Mise à jour réussie', or 'Aucune histoire n'avait besoin de correction'. */
export function fixCreditTypesToast(result: FixCreditTypesResponse): ToastSpec {
  return result.updated_stories_count > 0
    ? { kind: 'success', title: T.creditsUpdated, description: M.storiesCorrected(result.updated_stories_count) }
    : { kind: 'info', title: T.information, description: T.noStoryToFix };
}

export function fixCreditTypesErrorToast(error: unknown): ToastSpec {
  return { kind: 'error', title: M.error, description: T.creditsUpdateFailed(serverMessage(error) ?? API_ERROR_MESSAGES.unknown) };
}

/** Puts a toast on screen: a success only confirms (brief), the others keep sonner's default. */
export function showToast(spec: ToastSpec): void {
  const options = spec.description === undefined ? {} : { description: spec.description };
  if (spec.kind === 'success') toast.success(spec.title, { ...options, duration: CONFIRMATION_TOAST_MS });
  else if (spec.kind === 'info') toast.info(spec.title, options);
  else toast.error(spec.title, options);
}
