import { ADMIN_CREDIT_LABELS, ADMIN_TOASTS, type AdminCreditsResponse, type AutoSyncResponse } from '@shared/admin';
import { RECONCILE_TOASTS, type ReconcileChange, type SyncSubscriptionResponse } from '@shared/reconcile';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';
import type { ToastSpec } from '@/features/credits';
import { ADMIN_TOAST_TEXT } from '@/features/admin/messages';

/**
 * What /AdminSync says after each of its calls (spec part 2 §8 and ui-strings: 'Mise à jour réussie',
 * 'Impossible de mettre à jour les crédits: {message}', 'Impossible de configurer la synchronisation: {message}',
 * 'Utilisateur non authentifié'), as pure functions so the wording is tested without React. The credit-type fix
 * keeps the reconciliation's own toasts (features/credits/reconcile-toasts.ts), which already say the spec's texts.
 */

/** The API's French message (or the network's), else a generic French one. */
function messageOf(error: unknown): string {
  return error instanceof ApiError && error.message !== '' ? error.message : API_ERROR_MESSAGES.unknown;
}

export function notSignedInToast(): ToastSpec {
  return { kind: 'error', title: ADMIN_TOAST_TEXT.errorTitle, description: ADMIN_TOASTS.userNotAuthenticated };
}

/** The manual subscription sync with the payment provider, on the caller's own account. */
export function subscriptionSyncToast(result: SyncSubscriptionResponse): ToastSpec {
  return result.success
    ? { kind: 'success', title: ADMIN_TOASTS.updated, description: RECONCILE_TOASTS.subscriptionSyncedDescription(result.plan_type) }
    : { kind: 'error', title: RECONCILE_TOASTS.subscriptionSyncFailed, description: RECONCILE_TOASTS.subscriptionSyncError };
}

export function subscriptionSyncErrorToast(error: unknown): ToastSpec {
  return { kind: 'error', title: ADMIN_TOAST_TEXT.errorTitle, description: ADMIN_TOASTS.syncConfigFailed(messageOf(error)) };
}

const CREDIT_FIELD_LABELS: Readonly<Partial<Record<ReconcileChange['field'], string>>> = {
  monthlyCreditsRemaining: ADMIN_CREDIT_LABELS.monthlyCredits,
  bonusCredits: ADMIN_CREDIT_LABELS.bonusCredits,
  storiesCreated: ADMIN_CREDIT_LABELS.storiesCreated,
  bonusStoriesCreated: ADMIN_CREDIT_LABELS.bonusStoriesCreated,
};

/** 'Mise à jour réussie', with each number that moved (old → new), or the API's sentence when none did. */
export function creditsToast(result: AdminCreditsResponse): ToastSpec {
  const moved = result.changes.map((change) => `${CREDIT_FIELD_LABELS[change.field] ?? change.field} : ${String(change.old ?? 0)} → ${String(change.new)}`);
  return { kind: 'success', title: ADMIN_TOASTS.updated, description: moved.length > 0 ? moved.join(' · ') : result.message };
}

export function creditsErrorToast(error: unknown): ToastSpec {
  return { kind: 'error', title: ADMIN_TOAST_TEXT.errorTitle, description: ADMIN_TOASTS.creditsUpdateFailed(messageOf(error)) };
}

/** The lookup by e-mail failed for a reason the e-mail field cannot show (the network, the server). */
export function lookupErrorToast(error: unknown): ToastSpec {
  return { kind: 'error', title: ADMIN_TOAST_TEXT.errorTitle, description: ADMIN_TOASTS.lookupFailed(messageOf(error)) };
}

/** Saving a form whose numbers are all as shown writes nothing, and says so instead of calling the API. */
export function nothingEditedToast(): ToastSpec {
  return { kind: 'info', title: ADMIN_TOASTS.nothingEdited };
}

export function autoSyncToast(result: AutoSyncResponse): ToastSpec {
  return { kind: 'success', title: result.message };
}

export function autoSyncErrorToast(error: unknown): ToastSpec {
  return { kind: 'error', title: ADMIN_TOAST_TEXT.errorTitle, description: ADMIN_TOASTS.syncConfigFailed(messageOf(error)) };
}
