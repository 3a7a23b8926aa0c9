/**
 * The two e-mails of a support message, in French, as plain text and simple HTML (every value escaped).
 * The operator's carries the message, with the parent's address as Reply-To, so "Reply" answers the parent.
 * The parent's acknowledgement carries nothing the parent typed: it quotes only our reference, so the form
 * cannot be used to send chosen words to an inbox, even the parent's own.
 */

/** One e-mail to one recipient, ready for the mailer. */
export interface SupportMail {
  to: string;
  /** Where "Reply" goes; none on the acknowledgement (its sender is the operator's). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one e-mail; throws when the mail service does not take it. */
export interface SupportMailer {
  send(mail: SupportMail): Promise<void>;
}

export const SUPPORT_MAIL_SUBJECTS = {
  operator: (messageId: string) => `Support Contes Magiques : nouveau message (${messageId})`,
  acknowledgement: 'Contes Magiques : nous avons bien reçu votre message',
} as const;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML content: markup characters escaped, so a message holding `<script>` or a link is shown, never run. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** The date in French, Paris time (the operator's): "25 novembre 2026 à 14:03". */
function frenchDate(at: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(at);
}

function htmlDocument(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`;
}

/** To the operator, Reply-To the parent: who wrote, when, our reference, and the message as typed (escaped in HTML). */
export function operatorMail(input: { operator: string; parentEmail: string; userId: string; messageId: string; message: string; receivedAt: Date }): SupportMail {
  const subject = SUPPORT_MAIL_SUBJECTS.operator(input.messageId);
  const when = frenchDate(input.receivedAt);
  const text = [
    `Message de ${input.parentEmail}, reçu le ${when}.`,
    `Référence : ${input.messageId} (compte ${input.userId}).`,
    'Répondez à ce courriel pour écrire directement au parent.',
    '',
    '---',
    input.message,
    '---',
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p>Message de <strong>${escapeHtml(input.parentEmail)}</strong>, reçu le ${escapeHtml(when)}.<br>` +
      `Référence : ${escapeHtml(input.messageId)} (compte ${escapeHtml(input.userId)}).<br>` +
      'Répondez à ce courriel pour écrire directement au parent.</p>' +
      `<blockquote style="white-space:pre-wrap;border-left:4px solid #ccc;margin:0;padding:0 1em">${escapeHtml(input.message)}</blockquote>`,
  );
  return { to: input.operator, replyTo: input.parentEmail, subject, text, html };
}

/** To the parent: received, we will answer at this address, our reference. Nothing of the message itself. */
export function acknowledgementMail(input: { parentEmail: string; messageId: string }): SupportMail {
  const subject = SUPPORT_MAIL_SUBJECTS.acknowledgement;
  const lines = [
    'Bonjour,',
    'Merci de nous avoir contacté. Nous avons bien reçu votre message et nous vous répondrons dans les plus brefs délais, à cette adresse.',
    `Référence de votre message : ${input.messageId}`,
    "L'équipe Contes Magiques",
  ];
  const text = lines.join('\n\n');
  const html = htmlDocument(subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''));
  return { to: input.parentEmail, subject, text, html };
}
