/**
 * The not-found page's words: the page is its own chunk (the public layout's and the app's unrouted route), so its
 * copy sits beside it rather than in features/public/messages.ts, which would then become a chunk shared by both.
 */
/** The page for an unknown address. */
export const NOT_FOUND_TEXT = {
  description: "Cette page s'est envolée comme par magie. Pas d'inquiétude : l'aventure continue à l'accueil !",
  home: "Retour à l'accueil",
  title: 'Oops! Page introuvable',
  documentTitle: 'Page introuvable',
  errorCode: 'Erreur 404',
} as const;
