import type { Publisher } from '@/lib/publisher';
import { cookiePolicy } from './cookie-policy';
import { exerciseRights } from './exercise-rights';
import { gdprRights } from './gdpr-rights';
import { LEGAL_PATHS, type LegalDocument, type LegalPath } from './legal-document';
import { legalNotice } from './legal-notice';
import { personalData } from './personal-data';
import { privacyPolicy } from './privacy-policy';
import { termsOfSale } from './terms-of-sale';
import { termsOfUse } from './terms-of-use';

/** Each legal path's document, written from the operator's publisher data. */
const DOCUMENTS: Record<LegalPath, (publisher: Publisher) => LegalDocument> = {
  '/mentions-legales': legalNotice,
  '/cgv': termsOfSale,
  '/cgu': termsOfUse,
  '/politique-confidentialite': privacyPolicy,
  '/cookies': cookiePolicy,
  '/rgpd': gdprRights,
  '/droits': exerciseRights,
  '/donnees-personnelles': personalData,
};

/**
 * The legal path a location shows: React Router matches paths without regard to case or a trailing slash
 * ("/CGV/" shows /cgv), so the same is done here before looking the document up.
 */
export function legalPathOf(pathname: string): LegalPath | undefined {
  const normalised = pathname.replace(/\/+$/, '').toLowerCase();
  return LEGAL_PATHS.find((path) => path === normalised);
}

export function legalDocument(path: LegalPath, publisher: Publisher): LegalDocument {
  return DOCUMENTS[path](publisher);
}

/** The other legal documents' titles and paths, for the links at the bottom of each one. */
export function otherLegalDocuments(current: LegalPath, publisher: Publisher): { path: LegalPath; title: string }[] {
  return LEGAL_PATHS.filter((path) => path !== current).map((path) => ({ path, title: legalDocument(path, publisher).title }));
}

/** A legal page's date line, before the date: part of every document, so it ships with them. */
export const LEGAL_PAGE_TEXT = {
  lastUpdated: 'Dernière mise à jour : ',
  contents: 'Sommaire',
  others: 'Nos autres documents',
} as const;
