import type { Publisher } from '@/lib/publisher';
import { mailLink, type LegalInline } from './legal-document';

/**
 * How a parent exercises the rights today, quoted by every page that speaks of them (/politique-
 * confidentialite, /rgpd, /droits, /donnees-personnelles). The export and the deletion from /account come
 * with the support issue: when they land, this one sentence changes, and every page with it.
 */
export const SELF_SERVICE_NOTICE = (publisher: Publisher): readonly LegalInline[] => [
  'Aujourd’hui, vous exercez ces droits en nous écrivant à ',
  mailLink(publisher.privacyEmail),
  '. L’export de vos données et la suppression de votre compte directement depuis la page « Paramètres du compte » arrivent prochainement.',
];
