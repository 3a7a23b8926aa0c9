import * as z from 'zod';
import { EMAIL_LINK_PARAMS } from '#shared/auth';

/** Where the e-mailed links lead in the SPA (web/src/lib/paths.ts: `auth`, `authResetPassword`). */
export const CONFIRM_SIGN_UP_PATH = '/auth';
export const RESET_PASSWORD_PATH = '/auth/reset-password';

export const CONFIRM_SIGN_UP_SUBJECT = 'Contes Magiques : confirmez votre adresse email';
export const RESET_PASSWORD_SUBJECT = 'Contes Magiques : réinitialisez votre mot de passe';

/** What the builder reads from Cognito's CustomMessage event; every other field is left alone. */
export const customMessageEventSchema = z.object({
  triggerSource: z.string().min(1),
  // Cognito's internal user name: the `sub` UUID in a pool signed into by e-mail, never the address.
  userName: z.string().min(1),
  request: z.object({
    // `{####}`: Cognito puts the code wherever this placeholder appears, the link included.
    codeParameter: z.string().min(1),
    userAttributes: z.record(z.string(), z.string()).default({}),
  }),
});
export type CustomMessageEventFields = z.infer<typeof customMessageEventSchema>;

export interface CustomEmail {
  emailSubject: string;
  emailMessage: string;
}

/** A CloudFront domain, or `host:port` for the local twin; never a URL with a scheme or a path. */
export const siteDomainSchema = z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'SITE_DOMAIN must be a host name, optionally with a port');

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** The site's address: https everywhere, except the local twin on the loopback, which serves plain http. */
export function siteUrlOf(domain: string): string {
  const host = siteDomainSchema.parse(domain).replace(/:\d+$/, '').toLowerCase();
  return `${LOOPBACK_HOSTS.has(host) ? 'http' : 'https'}://${domain}`;
}

/**
 * The French e-mail for a sign-up confirmation (also on a resent code) or a password reset, with the
 * code and a link that fills it in on the site. Null for any other message: Cognito then sends the
 * pool's default one.
 */
export function buildCustomMessage(event: CustomMessageEventFields, siteUrl: string): CustomEmail | null {
  const kind = messageKind(event.triggerSource);
  if (!kind) return null;

  const code = event.request.codeParameter;
  // The placeholder is left as is in the URL: Cognito replaces it with six digits, which need no encoding.
  const link = `${siteUrl}${kind === 'confirm' ? CONFIRM_SIGN_UP_PATH : RESET_PASSWORD_PATH}?${EMAIL_LINK_PARAMS.user}=${encodeURIComponent(event.userName)}&${EMAIL_LINK_PARAMS.code}=${code}`;
  const givenName = event.request.userAttributes.given_name?.trim();
  const greeting = givenName ? `Bonjour ${escapeHtml(givenName)},` : 'Bonjour,';

  const text =
    kind === 'confirm'
      ? {
          subject: CONFIRM_SIGN_UP_SUBJECT,
          intro: 'Bienvenue sur Contes Magiques ! Pour activer votre compte, confirmez votre adresse email.',
          codeLine: 'Votre code de confirmation :',
          action: 'Confirmer mon adresse email',
          outro: "Si vous n'avez pas créé de compte sur Contes Magiques, ignorez simplement cet email.",
        }
      : {
          subject: RESET_PASSWORD_SUBJECT,
          intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Contes Magiques.',
          codeLine: 'Votre code de réinitialisation :',
          action: 'Choisir un nouveau mot de passe',
          outro: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
        };

  // Plain, inline-styled HTML: mail clients drop style sheets, and the code must stay readable everywhere.
  const emailMessage = [
    `<p>${greeting}</p>`,
    `<p>${text.intro}</p>`,
    `<p>${text.codeLine} <strong style="font-size:20px;letter-spacing:2px">${code}</strong></p>`,
    `<p><a href="${escapeHtml(link)}">${text.action}</a></p>`,
    `<p>${text.outro}</p>`,
    "<p>À bientôt,<br>L'équipe Contes Magiques</p>",
  ].join('\n');
  return { emailSubject: text.subject, emailMessage };
}

function messageKind(triggerSource: string): 'confirm' | 'reset' | null {
  switch (triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      return 'confirm';
    case 'CustomMessage_ForgotPassword':
      return 'reset';
    default:
      return null;
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A parent's name is typed by the parent: it must never become markup in the e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}
