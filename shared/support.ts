import * as z from 'zod';
import './french-errors';
import { requiredText } from './text-hygiene';

/**
 * The support form (spec part 1 §2 "Support page", §8 rules, §9 toasts; DESIGN "API": `POST /api/support`,
 * send-support-email). A parent writes a message; it is stored in the `support` table (their own
 * partition) before anything is sent, then mailed to the operator with the parent's address as Reply-To,
 * and the parent gets a short acknowledgement.
 *
 * The sender's address is the token's e-mail, never the body's: the spec's `userEmail` field is accepted
 * for its clients, but only when it names the caller's own address (anything else is a 403), so a body can
 * never make us mail someone else.
 */

export const SUPPORT_ROUTE = '/api/support';

/** Long enough for any question with its context; short enough that the operator's mail stays a mail. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 5_000;

/**
 * At most this many messages per parent in any rolling hour: a person never needs more, and each one sends
 * two e-mails (to the operator and back to the parent), so a stolen token cannot flood either inbox.
 */
export const SUPPORT_RATE_LIMIT = { messages: 5, windowMs: 60 * 60 * 1000 } as const;

/** 5000 → '5 000' (no-break space), without depending on the runtime's locale data. */
function frenchNumber(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** The spec's texts (part 1 §9) and the API's own French messages for the support form. */
export const SUPPORT_MESSAGES = {
  messageRequired: 'Le message est requis',
  /** The number written the French way (a no-break space between thousands), as a parent reads it. */
  messageTooLong: `Le message ne peut pas dépasser ${frenchNumber(SUPPORT_MESSAGE_MAX_LENGTH)} caractères`,
  /** Spec: failure toast, and the API's answer when no e-mail could be sent. */
  sendFailed: "Une erreur est survenue lors de l'envoi du message",
  /** Spec: not logged in (or a session without an e-mail address). */
  notLoggedIn: 'Vous devez être connecté pour envoyer un message',
  /** The body's `userEmail` names another address than the session's. */
  otherAddress: "Vous ne pouvez envoyer un message qu'avec l'adresse e-mail de votre compte.",
  tooMany: `Vous avez déjà envoyé ${String(SUPPORT_RATE_LIMIT.messages)} messages au cours de la dernière heure. Merci de patienter un peu avant d'en envoyer un autre : nous lisons chacun d'eux.`,
  errorTitle: 'Erreur',
  successTitle: 'Message envoyé avec succès',
  successDescription: 'Merci de nous avoir contacté. Nous vous répondrons dans les plus brefs délais.',
} as const;

/** The message as it is stored and mailed: cleaned (line breaks kept), required, at most 5 000 characters. */
export const supportMessageTextSchema = requiredText({
  required: SUPPORT_MESSAGES.messageRequired,
  wrongType: SUPPORT_MESSAGES.messageRequired,
  max: { length: SUPPORT_MESSAGE_MAX_LENGTH, message: SUPPORT_MESSAGES.messageTooLong },
  multiline: true,
});

/** `POST /api/support` body. Unknown fields are refused (in French), like every body of ours. */
export const supportRequestSchema = z
  .object({
    message: supportMessageTextSchema,
    /** The spec's field; optional, and it must be the session's own address (compared case-insensitively). */
    userEmail: z.string().trim().max(320).optional(),
  })
  .strict();
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** What the form sends (the web never sends `userEmail`: the server reads it from the session). */
export const supportFormSchema = z.object({ message: supportMessageTextSchema });
export type SupportFormInput = z.infer<typeof supportFormSchema>;

/** Where a stored message stands: `received` until both mails are handed to SES, `send_failed` kept for the operator. */
export const SUPPORT_MESSAGE_STATUSES = ['received', 'sent', 'send_failed'] as const;
export type SupportMessageStatus = (typeof SUPPORT_MESSAGE_STATUSES)[number];

/** `201 { id, status }`: the stored message's id (a ULID), which the acknowledgement quotes as its reference. */
export const supportResponseSchema = z.object({ id: z.string().min(1), status: z.enum(SUPPORT_MESSAGE_STATUSES) });
export type SupportResponse = z.infer<typeof supportResponseSchema>;
