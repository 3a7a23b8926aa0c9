import { useEffect } from 'react';
import { applyDocumentTheme, rememberedChildTheme } from '@/lib/document-theme';

/**
 * A public page in the selected child's colours (issue 18): it reads no profile, so it applies the theme the
 * signed-in screens remembered (forgotten at sign-out), once on arrival.
 */
export function useRememberedChildTheme(): void {
  useEffect(() => {
    applyDocumentTheme(rememberedChildTheme());
  }, []);
}
