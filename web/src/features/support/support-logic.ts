import { SUPPORT_MESSAGES } from '@shared/support';
import { cleanText } from '@shared/text-hygiene';
import { ApiError } from '@/lib/api-client';

/**
 * The support form's rules that need no React (spec part 1 §8, §9 and its delays table).
 */

/** Spec part 1 §9: after a message is sent, the parent is taken to /app this long after. */
export const SUPPORT_REDIRECT_DELAY_MS = 2_000;

export interface ToastText {
  title: string;
  description: string;
}

/**
 * Spec part 1 §8: the send button is disabled while sending, or while the message is blank after trimming.
 * Blank is what the server calls blank: spaces, line breaks and invisible characters only.
 */
export function canSendSupportMessage(message: string | undefined, busy: boolean): boolean {
  return !busy && cleanText(message ?? '', { multiline: true }) !== '';
}

/**
 * The failure toast (spec part 1 §9: 'Erreur' / "Une erreur est survenue lors de l'envoi du message"). A
 * refusal the parent can act on keeps the server's French words: too many messages this hour (429), a
 * message too long (400), another address (403). A lost session is the spec's 'not logged in' toast. Anything
 * else (5xx, network) is the spec's message.
 */
export function supportFailureToast(error: unknown): ToastText {
  const title = SUPPORT_MESSAGES.errorTitle;
  if (error instanceof ApiError) {
    if (error.status === 401) return { title, description: SUPPORT_MESSAGES.notLoggedIn };
    if (error.status === 400 || error.status === 403 || error.status === 429) return { title, description: error.message };
  }
  return { title, description: SUPPORT_MESSAGES.sendFailed };
}
