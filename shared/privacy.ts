import * as z from 'zod';
import { activeShareSchema } from './story-shares';

/**
 * A parent's data rights from /account (issue 15, item 6; DESIGN "GET /api/me/export, DELETE /api/me |
 * privacy"): the download of everything we hold about them, and the deletion of their account.
 */

export const PRIVACY_ROUTES = {
  export: '/api/me/export',
  deleteAccount: '/api/me',
} as const;

/** The word a parent types to enable the deletion's confirm button. */
export const DELETE_CONFIRMATION_WORD = 'SUPPRIMER';

/**
 * How long the export's links to pictures and narrations work. An hour: time to open the file and save
 * what one wants, short enough that a forwarded file stops opening a child's pictures. (On AWS a link also
 * ends with the function's temporary credentials, whichever comes first.)
 */
export const EXPORT_LINK_SECONDS = 60 * 60;

/**
 * The export is served inline, and a Lambda answer holds at most 6 MB. The media are links, not bytes, yet a
 * story still weighs 7 to 10 KB on AWS (its text, and three signed links of about 1.3 KB each, which carry
 * the function's session token): some 540 stories at the largest. Beyond this, the parent is told to write
 * to us, and we send the file another way.
 */
export const MAX_EXPORT_BYTES = 5_500_000;

export const PRIVACY_MESSAGES = {
  /** Any write (or account read) by a token whose account was deleted, or is being deleted. */
  accountDeleted: 'Votre compte a été supprimé.',
  /** DELETE /api/me while a subscription will still renew: Stripe would keep charging a deleted parent. */
  subscriptionStillActive:
    'Votre abonnement est toujours actif. Résiliez-le d’abord avec « Gérer mon abonnement », puis supprimez votre compte.',
  /** DELETE /api/me without the typed word. */
  confirmationRequired: `Tapez « ${DELETE_CONFIRMATION_WORD} » pour confirmer la suppression de votre compte.`,
  /** GET /api/me/export over {@link MAX_EXPORT_BYTES}. */
  exportTooLarge:
    'Vos données sont trop volumineuses pour être téléchargées en une fois. Écrivez-nous depuis la page « Exercer vos droits » : nous vous les enverrons.',
  /** The web's toasts. */
  exportFailedTitle: 'Téléchargement impossible',
  exportFailed: 'Vos données n’ont pas pu être téléchargées. Veuillez réessayer.',
  exportDone: 'Vos données ont été téléchargées',
  deleteFailedTitle: 'Suppression impossible',
} as const;

/**
 * DELETE /api/me's body: the word the parent typed, checked again by the server, so that no stray call (a
 * script, a bug) can delete an account; the account is always the caller's, and any other field is refused.
 */
export const deleteAccountRequestSchema = z.strictObject({
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: PRIVACY_MESSAGES.confirmationRequired }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** `contes-magiques-mes-donnees-2026-11-26.json`: the day of the export, in UTC. */
export function exportFileName(exportedAt: Date): string {
  return `contes-magiques-mes-donnees-${exportedAt.toISOString().slice(0, 10)}.json`;
}

/** A picture or narration of a story: a signed link until `linksExpireAt`. */
const mediaLinkSchema = z.url().nullable();

/**
 * The export's shape (a JSON document). Records are kept as stored, minus our key names (`userId`, `sk`…):
 * everything we hold about the parent is there, nothing of anyone else's.
 */
export const privacyExportSchema = z.object({
  format: z.literal('contes-magiques/mes-donnees'),
  version: z.literal(1),
  exportedAt: z.string(),
  /** When the `media` links stop working ({@link EXPORT_LINK_SECONDS} after `exportedAt`). */
  linksExpireAt: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  /** The credit account (spec's user_credits): balances, counters, plan, Stripe references. */
  account: z.record(z.string(), z.unknown()).nullable(),
  /** Every credit movement, oldest first. */
  ledger: z.array(z.record(z.string(), z.unknown())),
  /** Purchases and paid subscription periods as we recorded them (Stripe keeps the invoices). */
  purchases: z.array(z.record(z.string(), z.unknown())),
  profiles: z.array(z.record(z.string(), z.unknown()).and(z.object({ id: z.string() }))),
  stories: z.array(
    z
      .object({
        id: z.string(),
        profileId: z.string(),
        title: z.string(),
        content: z.string(),
        moral: z.string(),
        status: z.string(),
        createdAt: z.string(),
        updatedAt: z.string(),
        /** `image` is the first picture; `pictures` every picture of the story's picture book, in order (null: not drawn). */
        /**
         * `audio` and `wordTimings` are the narration's first part (its whole for a narration in one part);
         * `narrationParts` every part in order, the first included (issue 30: narrated in parts).
         */
        media: z.object({
          image: mediaLinkSchema,
          pictures: z.array(mediaLinkSchema),
          audio: mediaLinkSchema,
          wordTimings: mediaLinkSchema,
          narrationParts: z.array(z.object({ audio: mediaLinkSchema, wordTimings: mediaLinkSchema })),
          /** The parent's own reading, one recording a paragraph (issue 31, item 4); absent when there is none. */
          parentVoice: z.array(z.object({ paragraph: z.number().int().min(1), durationMs: z.number(), contentType: z.string(), recordedAt: z.string(), audio: mediaLinkSchema })).optional(),
        }),
      })
      .loose(),
  ),
  supportMessages: z.array(z.record(z.string(), z.unknown()).and(z.object({ id: z.string() }))),
  /** The family links still valid (issue 31, item 2): which story, since and until when; the link itself is not kept. */
  shareLinks: z.array(activeShareSchema),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;
