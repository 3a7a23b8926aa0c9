/**
 * The credits feature's public face: what app/ and the other features may use (eslint.config.js forbids
 * importing a file behind it). Inside the feature, files import each other by their own paths.
 */
export { CREDITS_ERROR_MESSAGE, CREDITS_QUERY_KEY, creditsErrorMessage, creditsQueryOptions, useCredits, type CreditSummary } from './api/get-credits';
export { CREDITS_REFETCH_INTERVAL_MS } from './api/credits-query-timing';
export { fixCreditTypes } from './api/fix-credit-types';
export { syncSubscription } from './api/sync-subscription';
export { creditTotals, type CreditTotals } from './credit-totals';
export { isSafePaymentUrl } from './payment-url';
export { fixCreditTypesErrorToast, fixCreditTypesToast, showToast, type ReconcileOperation, type ToastSpec } from './reconcile-toasts';
export { useFirstLoadSync } from './use-first-load-sync';
export { useNewStoryNavigation } from './use-new-story';
export { useReconcileActions } from './use-reconcile-actions';
export { availableLabel } from './messages';
export { CreditsSync } from './components/credits-sync';
export { ManageSubscriptionButton } from './components/manage-subscription-button';
export { StoriesLeftButton } from './components/stories-left-button';
export { CreditsUpsell } from './components/upsell';
export { isUpsellDue } from './components/upsell-logic';
