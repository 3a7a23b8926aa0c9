import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { legalDocument, legalPathOf, otherLegalDocuments } from '@/features/public/legal/legal-documents';
import { useDocumentTitle } from '@/lib/document-title';
import { publicPage } from '@/lib/public-pages';
import { PUBLISHER } from '@/lib/publisher';

/**
 * The legal document of the address (its title as the document's title) and the other documents to link to.
 * Only the legal paths route here (app/public-routes.tsx): anything else is a wiring mistake, shown by the
 * router's error screen rather than by a wrong document.
 */
export function useLegalDocument() {
  const { pathname } = useLocation();
  const path = legalPathOf(pathname);
  useDocumentTitle(path ? publicPage(path)?.title : undefined);
  const legal = useMemo(() => (path ? legalDocument(path, PUBLISHER) : undefined), [path]);
  const others = useMemo(() => (path ? otherLegalDocuments(path, PUBLISHER) : []), [path]);
  if (!path || !legal) throw new Error(`Aucun document légal pour ${pathname}`);
  return { legal, others };
}
