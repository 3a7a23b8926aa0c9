import type { Publisher } from '@/lib/publisher';
import { LEGAL_FACTS } from './legal-facts';
import { mailLink, strong, type LegalInline } from './legal-document';

/**
 * How a parent exercises the rights, quoted by every page that speaks of them (/politique-confidentialite,
 * /rgpd, /droits, /donnees-personnelles): by themselves from /account (the download of their data and the
 * deletion of their account, GET /api/me/export and DELETE /api/me), or by e-mail for everything else.
 */
export const SELF_SERVICE_NOTICE = (publisher: Publisher): readonly LegalInline[] => [
  'Depuis la page « Paramètres du compte », vous le faites vous-même : ',
  strong('« Télécharger mes données »'),
  ` vous donne aussitôt une copie de toutes vos données (un fichier JSON, avec des liens vers les illustrations et les narrations, valables ${String(LEGAL_FACTS.exportLinkMinutes)} minutes), et `,
  strong('« Supprimer mon compte »'),
  ' efface votre compte et toutes vos données. Pour tout le reste, ou si vous le préférez, écrivez-nous à ',
  mailLink(publisher.privacyEmail),
  '.',
];
