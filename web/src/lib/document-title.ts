import { useEffect } from 'react';

const APP_NAME = 'Contes Magiques';

/** "Page — Contes Magiques": the page first, so it stays readable in a narrow browser tab. */
export function formatDocumentTitle(page?: string): string {
  return page ? `${page} — ${APP_NAME}` : `${APP_NAME} — Histoires personnalisées pour enfants`;
}

/**
 * Sets the tab title while the calling screen is shown and puts the previous one back afterwards,
 * so screen-reader users hear where a client-side navigation took them. `null`: the screen is shown
 * inside another page, whose title stays.
 */
export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    if (page === null) return;
    const previous = document.title;
    document.title = formatDocumentTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
