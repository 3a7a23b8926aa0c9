import * as z from 'zod';
import './french-errors';
import { RECONCILE_MESSAGES, reconcileChangeSchema } from './reconcile';

/**
 * The operators' calls of /AdminSync (spec part 2 §2 and §7: manual_update_user_credits, toggle_auto_sync;
 * DESIGN "API" and departure 4): members of the Cognito group `admins` only. The page's two other buttons
 * (subscription sync, credit-type fix) are the reconciliation calls of shared/reconcile.ts, on the caller's
 * own account.
 */
export const ADMIN_ROUTES = {
  /** manual_update_user_credits → {@link adminCreditsResponseSchema} */
  credits: '/api/admin/credits',
  /** GET: the setting as it is; POST toggle_auto_sync → {@link autoSyncResponseSchema} */
  autoSync: '/api/admin/auto-sync',
} as const;

/** A hand-typed number above this is a typo, not a decision: credits are money. */
export const MAX_ADMIN_COUNT = 10_000;

/** The form's labels, which its French messages name. */
export const ADMIN_CREDIT_LABELS = {
  userId: 'Identifiant du parent',
  storiesCreated: 'Histoires mensuelles créées',
  bonusStoriesCreated: 'Histoires bonus créées',
  monthlyCredits: 'Crédits mensuels restants',
  bonusCredits: 'Crédits bonus',
} as const;

export const ADMIN_MESSAGES = {
  userIdRequired: "L'identifiant du parent est requis",
  userIdInvalid: "L'identifiant du parent n'est pas valide",
  count: (label: string) => `${label} : indiquez un nombre entier entre 0 et ${MAX_ADMIN_COUNT.toLocaleString('fr-FR')}`,
  enableRequired: 'Indiquez si la synchronisation automatique doit être activée (true) ou désactivée (false).',
  /** 404: accounts are created on a parent's first visit; an id with none is a typo or someone who never came. */
  accountNotFound: "Aucun compte n'existe pour cet identifiant : le parent doit s'être connecté au moins une fois.",
  /** 409: the account kept moving (a story being made, a payment) through every try. */
  busy: 'Les crédits de ce compte changent en ce moment. Veuillez réessayer dans un instant.',
  updated: RECONCILE_MESSAGES.updated,
  unchanged: 'Les crédits avaient déjà ces valeurs : rien à modifier.',
  autoSyncEnabled: 'Synchronisation automatique activée',
  autoSyncDisabled: 'Synchronisation automatique désactivée',
} as const;

const count = (label: string) =>
  z
    .number({ error: ADMIN_MESSAGES.count(label) })
    .int(ADMIN_MESSAGES.count(label))
    .min(0, ADMIN_MESSAGES.count(label))
    .max(MAX_ADMIN_COUNT, ADMIN_MESSAGES.count(label));

/**
 * manual_update_user_credits: the account is named by its user id (Cognito's `sub`, the key of every parent's
 * data; the page fills in the admin's own), and the four numbers are absolute values. `monthlyCredits` is the
 * monthly balance left (`monthlyCreditsRemaining`), not the subscription's allowance of 30. Field names are the
 * account's own, in camelCase, rather than the procedure's `*_param` names: nothing but our page calls it.
 */
export const adminCreditsRequestSchema = z
  .object({
    userId: z
      .string({ error: ADMIN_MESSAGES.userIdRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.userIdRequired)
      .max(128, ADMIN_MESSAGES.userIdInvalid)
      .regex(/^[\w-]+$/, ADMIN_MESSAGES.userIdInvalid),
    storiesCreated: count(ADMIN_CREDIT_LABELS.storiesCreated),
    bonusStoriesCreated: count(ADMIN_CREDIT_LABELS.bonusStoriesCreated),
    monthlyCredits: count(ADMIN_CREDIT_LABELS.monthlyCredits),
    bonusCredits: count(ADMIN_CREDIT_LABELS.bonusCredits),
  })
  .strict();
export type AdminCreditsRequest = z.infer<typeof adminCreditsRequestSchema>;

const counter = z.number().int().nonnegative();

/** The account's four numbers once set, and what differed from the account as it was read. */
export const adminCreditsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  userId: z.string(),
  credits: z.object({ storiesCreated: counter, bonusStoriesCreated: counter, monthlyCredits: counter, bonusCredits: counter }),
  changes: z.array(reconcileChangeSchema),
});
export type AdminCreditsResponse = z.infer<typeof adminCreditsResponseSchema>;

/** toggle_auto_sync(enable). */
export const autoSyncRequestSchema = z.object({ enable: z.boolean({ error: ADMIN_MESSAGES.enableRequired }) }).strict();
export type AutoSyncRequest = z.infer<typeof autoSyncRequestSchema>;

/** The setting (on until an admin turns it off), who changed it last and when, and the French sentence the page toasts. */
export const autoSyncResponseSchema = z.object({
  enabled: z.boolean(),
  message: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AutoSyncResponse = z.infer<typeof autoSyncResponseSchema>;

/** The page's toasts (spec part 2 §8 and ui-strings); `{message}` is the API's French error message. */
export const ADMIN_TOASTS = {
  userNotAuthenticated: 'Utilisateur non authentifié',
  updated: RECONCILE_MESSAGES.updated,
  creditsUpdateFailed: (message: string) => `Impossible de mettre à jour les crédits: ${message}`,
  syncConfigFailed: (message: string) => `Impossible de configurer la synchronisation: ${message}`,
  noStoryToFix: RECONCILE_MESSAGES.noStoryToFix,
} as const;
