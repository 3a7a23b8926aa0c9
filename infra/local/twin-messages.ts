import { API_MESSAGES } from '#shared/messages';
import type { EngineMessages } from './engine/registry';
import { LOOPBACK_ADDRESS } from './engine/loopback';
import type { MailboxMessage } from './mailbox';

/**
 * Everything the twin says, in French: what its servers answer themselves (the engine's defaults are
 * AWS's own English bodies) and the lines it prints.
 */
export const TWIN_MESSAGES: EngineMessages = {
  // API Gateway would answer its own English bodies; the twin answers the API's French ones.
  api: {
    invalidRequest: API_MESSAGES.invalidRequest,
    routeNotFound: API_MESSAGES.routeNotFound,
    unauthorized: API_MESSAGES.unauthorized,
    internal: API_MESSAGES.internal,
  },
  // Short, and without any of the twin's content: the page that asked learns nothing.
  loopback: {
    foreignHost: (port) =>
      `Adresse non reconnue : Contes Magiques en local répond seulement à http://${LOOPBACK_ADDRESS}:${port ?? ''} et http://localhost:${port ?? ''}.\n`,
    foreignOrigin: 'Origine non autorisée : seules les pages de Contes Magiques en local peuvent appeler ce service.\n',
  },
  // Only when the pool gives neither subject nor text (the stack's CustomMessage trigger always does).
  cognitoMail: {
    subject: 'Contes Magiques : votre code',
    body: (code) => `Votre code est ${code}.`,
  },
};

/** The console line of a mail that landed in the local mailbox. */
export function describeMail(message: MailboxMessage): string {
  const [name = '', domain = ''] = message.to.split('@');
  const masked = `${name.slice(0, 2)}…@${domain}`;
  // The link names the Cognito user by its id, never by the address.
  return `[mailbox] « ${message.subject} » pour ${masked}${message.code ? ` — code ${message.code}` : ''}${message.link ? ` — ${message.link}` : ''}`;
}
