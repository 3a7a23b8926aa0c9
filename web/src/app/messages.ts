/**
 * The French copy of the app's shell (issue 29, item 3): the start screen, the route guard's reasons, the
 * error screen and the loading label. Small and plain: it is in the initial bundle of every page.
 */
export const APP_MESSAGES = {
  loadingApp: "Chargement de l'application...",
  loading: 'Chargement...',
  startFailed: "Impossible de démarrer l'application",
  retry: 'Réessayer',
  routeError: 'Une erreur est survenue',
  routeErrorHint: "La page n'a pas pu s'afficher. Rechargez-la pour réessayer.",
  reloadPage: 'Recharger la page',
} as const;

/** Why a signed-out visitor is sent to /auth, per protected page (spec part 1 §4, part 2 §6). */
export const SIGNED_OUT_MESSAGES = {
  childProfile: { title: 'Non autorisé', description: 'Vous devez être connecté pour créer un profil enfant' },
  // CREATE_MESSAGES.signInRequired (features/stories/messages.ts), written out: the guard loads no screen's copy.
  create: { title: 'Non autorisé', description: 'Vous devez être connecté pour créer une histoire' },
  // The shop's SIGN_IN_REQUIRED, written out for the same reason.
  shop: { title: 'Connexion requise', description: 'Veuillez vous connecter pour acheter des histoires' },
} as const;
