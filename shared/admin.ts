import * as z from 'zod';
import './french-errors';
import { RECONCILE_MESSAGES, reconcileChangeSchema } from './reconcile';
import { cleanText } from './text-hygiene';

/**
 * The operators' calls of /AdminSync (spec part 2 §2 and §7: manual_update_user_credits, toggle_auto_sync;
 * DESIGN "API" and departure 4): members of the Cognito group `admins` only. The page's two other buttons
 * (subscription sync, credit-type fix) are the reconciliation calls of shared/reconcile.ts, on the caller's
 * own account.
 */
export const ADMIN_ROUTES = {
  /** manual_update_user_credits → {@link adminCreditsResponseSchema} */
  credits: '/api/admin/credits',
  /**
   * POST `{ email }` → {@link adminParentLookupResponseSchema}: the parents signed in with that address and their
   * four numbers. A POST rather than a GET with `?email=`: an address in a URL lands in CloudFront's access logs.
   */
  parentLookup: '/api/admin/credits/lookup',
  /** GET: the setting as it is; POST toggle_auto_sync → {@link autoSyncResponseSchema} */
  autoSync: '/api/admin/auto-sync',
} as const;

/** A hand-typed number above this is a typo, not a decision: credits are money. */
export const MAX_ADMIN_COUNT = 10_000;

/** The form's labels, which its French messages name. */
export const ADMIN_CREDIT_LABELS = {
  email: 'Adresse e-mail du parent',
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
  /** 400: a request that names no number would write nothing while looking like a save. */
  nothingToChange: 'Indiquez au moins un nombre à modifier.',
  /** 400: the values the form showed, sent back with the change, must be whole numbers of 0 or more. */
  expectedInvalid: 'Les valeurs affichées jointes à la demande ne sont pas valides : rechargez les valeurs du parent.',
  /** 409: a value the form showed is no longer the account's (a story, a payment, another admin): nothing written. */
  stale: 'Les crédits de ce parent ont changé entre-temps : rechargez ses valeurs.',
  emailRequired: "L'adresse e-mail du parent est requise",
  emailInvalid: "L'adresse e-mail du parent n'est pas valide",
  /** 404 of the lookup: no sign-in with that address in the user pool. */
  parentNotFound: "Aucun parent n'est inscrit avec cette adresse e-mail.",
  autoSyncEnabled: 'Synchronisation automatique activée',
  autoSyncDisabled: 'Synchronisation automatique désactivée',
} as const;

const count = (label: string) =>
  z
    .number({ error: ADMIN_MESSAGES.count(label) })
    .int(ADMIN_MESSAGES.count(label))
    .min(0, ADMIN_MESSAGES.count(label))
    .max(MAX_ADMIN_COUNT, ADMIN_MESSAGES.count(label));

/** The four numbers of /AdminSync, by their request names; `monthlyCredits` is the account's `monthlyCreditsRemaining`. */
export const ADMIN_COUNT_FIELDS = ['storiesCreated', 'bonusStoriesCreated', 'monthlyCredits', 'bonusCredits'] as const;
export type AdminCountField = (typeof ADMIN_COUNT_FIELDS)[number];

const counter = z.number().int().nonnegative();

const shown = z.number({ error: ADMIN_MESSAGES.expectedInvalid }).int(ADMIN_MESSAGES.expectedInvalid).nonnegative(ADMIN_MESSAGES.expectedInvalid).optional();

/** The values the form showed, for the fields it changes: the change holds only while they are still the account's. */
const expectedSchema = z
  .object({ storiesCreated: shown, bonusStoriesCreated: shown, monthlyCredits: shown, bonusCredits: shown }, { error: ADMIN_MESSAGES.expectedInvalid })
  .strict();

/**
 * manual_update_user_credits: the account is named by its user id (Cognito's `sub`, the key of every parent's
 * data, found by e-mail through {@link ADMIN_ROUTES.parentLookup}), and the numbers given are absolute values;
 * only those are changed (any subset of the four, at least one). `expected` carries the values the form showed
 * for them: when given, the change is written only while the account still has exactly those (else a French 409,
 * nothing written). `monthlyCredits` is the monthly balance left (`monthlyCreditsRemaining`), not the
 * subscription's allowance of 30. Field names are the account's own, in camelCase, rather than the procedure's
 * `*_param` names: nothing but our page calls it.
 */
export const adminCreditsRequestSchema = z
  .object({
    userId: z
      .string({ error: ADMIN_MESSAGES.userIdRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.userIdRequired)
      .max(128, ADMIN_MESSAGES.userIdInvalid)
      .regex(/^[\w-]+$/, ADMIN_MESSAGES.userIdInvalid),
    storiesCreated: count(ADMIN_CREDIT_LABELS.storiesCreated).optional(),
    bonusStoriesCreated: count(ADMIN_CREDIT_LABELS.bonusStoriesCreated).optional(),
    monthlyCredits: count(ADMIN_CREDIT_LABELS.monthlyCredits).optional(),
    bonusCredits: count(ADMIN_CREDIT_LABELS.bonusCredits).optional(),
    expected: expectedSchema.optional(),
  })
  .strict()
  .refine((request) => ADMIN_COUNT_FIELDS.some((field) => request[field] !== undefined), { error: ADMIN_MESSAGES.nothingToChange });
export type AdminCreditsRequest = z.infer<typeof adminCreditsRequestSchema>;

/** The credit form's four fields, all filled (the form sends only those that differ from what it showed). */
export const adminCreditsFormSchema = z.object({
  storiesCreated: count(ADMIN_CREDIT_LABELS.storiesCreated),
  bonusStoriesCreated: count(ADMIN_CREDIT_LABELS.bonusStoriesCreated),
  monthlyCredits: count(ADMIN_CREDIT_LABELS.monthlyCredits),
  bonusCredits: count(ADMIN_CREDIT_LABELS.bonusCredits),
});

/** A parent's four numbers, by their request names. */
export const adminCreditsSchema = z.object({ storiesCreated: counter, bonusStoriesCreated: counter, monthlyCredits: counter, bonusCredits: counter });
export type AdminCredits = z.infer<typeof adminCreditsSchema>;

/**
 * The account's four numbers after the change (read again once it is written: the numbers not set may have moved),
 * and what the change moved, old → new.
 */
export const adminCreditsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  userId: z.string(),
  credits: adminCreditsSchema,
  changes: z.array(reconcileChangeSchema),
});
export type AdminCreditsResponse = z.infer<typeof adminCreditsResponseSchema>;

/** Cleaned like the sign-in's address: one pasted from an e-mail often carries an invisible character. */
export const adminParentLookupRequestSchema = z
  .object({
    email: z
      .string({ error: ADMIN_MESSAGES.emailRequired })
      .overwrite((text) => cleanText(text))
      .min(1, ADMIN_MESSAGES.emailRequired)
      .max(254, ADMIN_MESSAGES.emailInvalid)
      .pipe(z.email(ADMIN_MESSAGES.emailInvalid)),
  })
  .strict();
export type AdminParentLookupRequest = z.infer<typeof adminParentLookupRequestSchema>;

/** How a sign-in was made: one address may have several (a password and a Google sign-in are two Cognito users). */
export const ADMIN_SIGN_IN_KINDS = ['password', 'google', 'facebook', 'other'] as const;
export const ADMIN_SIGN_IN_LABELS: Record<(typeof ADMIN_SIGN_IN_KINDS)[number], string> = {
  password: 'E-mail et mot de passe',
  google: 'Google',
  facebook: 'Facebook',
  other: 'Autre fournisseur',
};

/**
 * One sign-in with the address: its user id, and its account's four numbers, or null when it has no account
 * (never came to the app, or being deleted): nothing to change there.
 */
export const adminParentSchema = z.object({
  userId: z.string(),
  email: z.string(),
  signIn: z.enum(ADMIN_SIGN_IN_KINDS),
  credits: adminCreditsSchema.nullable(),
});
export type AdminParent = z.infer<typeof adminParentSchema>;

export const adminParentLookupResponseSchema = z.object({ parents: z.array(adminParentSchema).min(1) });
export type AdminParentLookupResponse = z.infer<typeof adminParentLookupResponseSchema>;

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
  lookupFailed: (message: string) => `Impossible de trouver le parent: ${message}`,
  nothingEdited: "Aucun nombre n'a été modifié : rien à enregistrer.",
  syncConfigFailed: (message: string) => `Impossible de configurer la synchronisation: ${message}`,
  noStoryToFix: RECONCILE_MESSAGES.noStoryToFix,
} as const;
