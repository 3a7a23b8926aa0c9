/** Every French text of the family link (issue 31, item 2), in one place for the pages and the tests. */
export const SHARE_UI_MESSAGES = {
  sectionTitle: 'Partager avec la famille',
  sectionHint: "Un lien privé pour les grands-parents : ils lisent et écoutent l'histoire sans compte. Il ne montre que l'histoire et le prénom de l'enfant.",
  durationLegend: 'Durée du lien',
  days: (days: number) => `${String(days)} jours`,
  create: 'Créer un lien privé',
  replace: 'Créer un nouveau lien',
  creating: 'Création du lien…',
  linkLabel: 'Lien à envoyer',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même.',
  shownOnce: 'Ce lien ne sera plus affiché : copiez-le maintenant. Un nouveau lien remplace le précédent.',
  activeUntil: (date: string) => `Un lien est actif jusqu’au ${date}.`,
  revoke: 'Désactiver le lien',
  revoked: 'Le lien est désactivé : il ne fonctionne plus.',
  accountTitle: 'Liens partagés',
  accountHint: 'Les liens privés encore actifs vers vos histoires. Désactivez-en un pour qu’il cesse de fonctionner tout de suite.',
  accountEmpty: 'Aucun lien actif.',
  accountLoadFailed: 'Les liens partagés n’ont pas pu être chargés.',
  revokeNamed: (title: string) => `Désactiver le lien de « ${title} »`,
  // The public page.
  sharedFor: (name: string) => `Une histoire pour ${name}`,
  moral: "Morale de l'histoire",
  listen: "Écouter l'histoire",
  parentVoice: 'Lue par papa ou maman',
  loading: "Chargement de l'histoire…",
  pageTitle: 'Histoire partagée',
  unavailableTitle: 'Lien indisponible',
  // The API's own texts (shared/story-shares.ts SHARE_MESSAGES), for an answer that carries none of ours (API Gateway's throttling).
  linkNotFound: "Ce lien n'existe pas ou n'est plus valable. Demandez un nouveau lien à la personne qui vous l'a envoyé.",
  tooManyViews: 'Ce lien a été ouvert de nombreuses fois en peu de temps. Veuillez réessayer dans quelques minutes.',
  networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  unknownError: 'Une erreur est survenue. Veuillez réessayer.',
  footer: 'Contes Magiques — des histoires personnalisées pour les enfants',
} as const;

/** « 6 janvier 2027 »: the date a link ends, in French. */
export function frenchDate(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}
