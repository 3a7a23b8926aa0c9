/** The library's French texts that shared/ does not hold (spec part 2 §2, §8); the cards' are in components/story-card. */
export const LIBRARY_TEXT = {
  title: 'Ma Bibliothèque',
  emptyTitle: "Vous n'avez pas encore d'histoires",
  createStory: 'Créer une histoire',
  noProfileTitle: 'Information',
  noProfileDescription: "Vous devez d'abord créer un profil enfant",
  libraryLoadFailed: 'Impossible de charger les histoires. Veuillez réessayer.',
  retry: 'Réessayer',
  loadMore: "Charger plus d'histoires",
  loading: 'Chargement des histoires...',
  childFilterLabel: 'Enfant',
  allChildren: 'Tous les enfants',
} as const;
