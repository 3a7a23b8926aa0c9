import * as z from 'zod';
import { planTypeSchema, type CreditSummary } from './credits';
import './french-errors';
import { CREDIT_TYPES } from './stories';

/**
 * The reconciliation calls of spec part 1 §4, §7 and part 2 §7 (force_sync_stories, sync-subscription,
 * fix_monthly_credits, recalculate_story_counts, fix_credit_types), as DESIGN's routes. Each one recomputes
 * the caller's counters or balances from the ledger and the stories, repairs what differed through a
 * `reconciliation` ledger entry, and says what differed in `changes`; a second call changes nothing.
 * The answers keep the spec's snake_case field names, so the spec's client code reads them as it is.
 */
export const RECONCILE_ROUTES = {
  /** force_sync_stories → {@link syncStoriesResponseSchema} */
  syncStories: '/api/sync/stories',
  /** sync-subscription → {@link syncSubscriptionResponseSchema} */
  syncSubscription: '/api/sync/subscription',
  /** fix_monthly_credits → {@link fixCreditsResponseSchema} */
  fixCredits: '/api/credits/fix',
  /** recalculate_story_counts → {@link recalculateResponseSchema} */
  recalculate: '/api/credits/recalculate',
  /** fix_credit_types → {@link fixCreditTypesResponseSchema} */
  fixCreditTypes: '/api/credits/fix-types',
} as const;

/**
 * The bodies the spec's clients send (all optional; an empty body is fine). The caller is always the
 * token's user: a `user_id` or `user_id_param` naming anyone else is refused (403), never acted on. The
 * spec's flags are accepted; every call does its whole (idempotent) reconciliation whatever they say,
 * except `fix_credit_types: true` on fix_monthly_credits, which runs the credit-type fix too (the home
 * screen's variant of the call), and `automatic: true` on sync-subscription (below).
 */
export const reconcileRequestSchema = z.object({
  user_id: z.string().max(128).nullish(),
  user_id_param: z.string().max(128).nullish(),
  email: z.string().max(320).nullish(),
  force_sync: z.boolean().optional(),
  reset_counter: z.boolean().optional(),
  fix_stories_count: z.boolean().optional(),
  reset_stories: z.boolean().optional(),
  fix_credit_types: z.boolean().optional(),
  /**
   * Not the spec's: set only by the home screen's quiet sync-subscription of a visit. Such a call is skipped while
   * an admin has turned the automatic synchronisation off (AdminSync); a parent's own click never sends it.
   */
  automatic: z.boolean().optional(),
}).strict();
export type ReconcileRequest = z.infer<typeof reconcileRequestSchema>;

/** The fields a reconciliation may find different: the account's balances, counters and subscription, a story's credit type. */
export const RECONCILED_FIELDS = [
  'monthlyCreditsRemaining',
  'bonusCredits',
  'storiesCreated',
  'bonusStoriesCreated',
  'creditType',
  'planType',
  'subscriptionStatus',
  'monthlyCredits',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'stripeSubscriptionId',
  'stripeCustomerId',
] as const satisfies readonly (keyof CreditSummary | 'bonusCredits' | 'creditType')[];
export type ReconciledField = (typeof RECONCILED_FIELDS)[number];

const reconciledValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);

/** One value that differed: what the account (or the story) held, and what it holds now. */
export const reconcileChangeSchema = z.object({
  field: z.enum(RECONCILED_FIELDS),
  /** Set when the change is a story's (its credit type). */
  storyId: z.string().optional(),
  old: reconciledValueSchema,
  new: reconciledValueSchema,
});
export type ReconcileChange = z.infer<typeof reconcileChangeSchema>;

const count = z.number().int().nonnegative();
/** A value as the account held it: a drifted one may be anything, even below 0. */
const heldValue = z.number().int();
const changes = z.array(reconcileChangeSchema);

/** force_sync_stories: the story counters, recomputed (spec: monthly_count, bonus_count). */
export const syncStoriesResponseSchema = z.object({ monthly_count: count, bonus_count: count, changes });
export type SyncStoriesResponse = z.infer<typeof syncStoriesResponseSchema>;

/**
 * sync-subscription: the subscription re-read from the payment provider (spec: success, plan_type). `skipped: true`
 * answers an `automatic` call while the automatic synchronisation is off: nothing was asked of the provider, and
 * `plan_type` is the account's as it stands (`success` stays true: nothing failed).
 */
export const syncSubscriptionResponseSchema = z.object({ success: z.boolean(), plan_type: planTypeSchema, changes, skipped: z.literal(true).optional() });
export type SyncSubscriptionResponse = z.infer<typeof syncSubscriptionResponseSchema>;

/**
 * fix_monthly_credits (spec part 1 §3: "success, message, stories_created (changed, old, new), old_value and
 * new_value for monthly credits"): `stories_created` is the total of both counters; `old_value` and
 * `new_value` the monthly credits left; the bonus balance, when it differed, is in `changes`.
 */
export const fixCreditsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  stories_created: z.object({ changed: z.boolean(), old: heldValue, new: count }),
  old_value: heldValue,
  new_value: heldValue,
  changes,
});
export type FixCreditsResponse = z.infer<typeof fixCreditsResponseSchema>;

/** recalculate_story_counts (spec: success, monthly_count, bonus_count; "must be an object with a success field"). */
export const recalculateResponseSchema = z.object({ success: z.boolean(), monthly_count: count, bonus_count: count, changes });
export type RecalculateResponse = z.infer<typeof recalculateResponseSchema>;

/** fix_credit_types (spec: updated_stories_count), with the French sentence the admin page toasts. */
export const fixCreditTypesResponseSchema = z.object({
  updated_stories_count: count,
  message: z.string(),
  changes,
});
export type FixCreditTypesResponse = z.infer<typeof fixCreditTypesResponseSchema>;

export const reconcileCreditTypeSchema = z.enum(CREDIT_TYPES);

/** The French sentences the answers carry, and the API's errors for these calls. */
export const RECONCILE_MESSAGES = {
  /** fix_monthly_credits when something was repaired, fix_credit_types when a story was (spec part 2 §8). */
  updated: 'Mise à jour réussie',
  /** fix_monthly_credits when everything already agreed (spec part 1 toasts). */
  nothingToFix: 'Aucune correction nécessaire.',
  /** fix_credit_types when every story already had its ledger's credit type (spec part 2 §8). */
  noStoryToFix: "Aucune histoire n'avait besoin de correction",
  /** 403: a body naming another parent's id (DESIGN departure 4: these calls act on the caller's own account). */
  otherAccount: 'Vous ne pouvez synchroniser ou corriger que votre propre compte.',
  /** 409: the account kept changing while it was being reconciled (a story being created, a payment). */
  busy: 'Vos crédits changent en ce moment. Veuillez réessayer dans un instant.',
} as const;

/** A plan as a parent reads it in 'Votre abonnement {plan} a été synchronisé avec succès.'. */
export const PLAN_LABELS: Readonly<Record<z.infer<typeof planTypeSchema>, string>> = { free: 'gratuit', subscription: 'mensuel' };

/**
 * The toasts of these calls (spec part 1 §4, §8 and the ui strings; part 2 §8), for the web. `{message}` is the
 * API's French error message.
 */
export const RECONCILE_TOASTS = {
  notSignedIn: 'Non connecté',
  subscriptionNotSignedIn: 'Vous devez être connecté pour synchroniser votre abonnement',
  creditsNotSignedIn: 'Vous devez être connecté pour corriger vos crédits',
  recalculateNotSignedIn: 'Vous devez être connecté pour recalculer vos histoires',
  storiesNotSignedIn: 'Vous devez être connecté pour synchroniser vos histoires.',
  userNotAuthenticated: 'Utilisateur non authentifié',
  subscriptionSynced: 'Synchronisation réussie',
  subscriptionSyncedDescription: (planType: z.infer<typeof planTypeSchema>) => `Votre abonnement ${PLAN_LABELS[planType]} a été synchronisé avec succès.`,
  subscriptionSyncFailed: 'La synchronisation a échoué',
  subscriptionSyncFailedDescription: (message: string) => `Impossible de synchroniser l'abonnement: ${message}`,
  syncError: 'Erreur de synchronisation',
  subscriptionSyncError: 'Impossible de synchroniser votre abonnement. Veuillez réessayer.',
  fixSucceeded: 'Correction réussie',
  information: 'Information',
  nothingToFix: RECONCILE_MESSAGES.nothingToFix,
  fixFailed: 'La correction a échoué',
  fixFailedDescription: (message: string) => `Impossible de corriger les crédits: ${message}`,
  recalculateSucceeded: 'Recalcul réussi',
  recalculateFailed: 'Le recalcul a échoué',
  recalculateFailedDescription: (message: string) => `Impossible de recalculer les histoires: ${message}`,
  storiesSyncError: 'Impossible de synchroniser vos histoires. Veuillez réessayer.',
  /** The forced sync's failure (spec part 2 §8: 'Erreur de synchronisation' / this). */
  countersSyncError: "Impossible de synchroniser les compteurs d'histoires.",
  creditsUpdated: RECONCILE_MESSAGES.updated,
  creditsUpdateFailed: (message: string) => `Impossible de mettre à jour les crédits: ${message}`,
  noStoryToFix: RECONCILE_MESSAGES.noStoryToFix,
  invalidResponse: 'Réponse invalide du serveur',
  /**
   * The home screen's first load: '{n} histoires mensuelles et {n} histoires bonus détectées' (spec part 1 §4),
   * with the singular for 0 and 1 as French wants it (the participle stays plural: it agrees with both).
   */
  storiesDetected: (monthly: number, bonus: number) =>
    `${monthly} ${monthly > 1 ? 'histoires mensuelles' : 'histoire mensuelle'} et ${bonus} ${bonus > 1 ? 'histoires bonus' : 'histoire bonus'} détectées`,
} as const;
