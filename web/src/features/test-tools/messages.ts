/**
 * The test-tools feature's French copy (issue 29, item 3): each screen's words, one constant per component, so a lazy
 * chunk keeps only the constants its screens use. The API's messages stay in shared/.
 */
/** The test page's call log. */
export const TEST_LOG_TEXT = {
  title: 'Journal des appels',
  empty: "Le journal est vide : chaque appel et sa réponse s'inscrivent ici.",
  clear: 'Effacer le journal',
} as const;

export const TEST_PAGE_TITLE = 'Page de test';

export const TEST_PAGE_TEXTS = {
  createDescription: "Statut « draft », aucun crédit, aucune entrée dans l'historique des crédits.",
  intro:
    "Outils réservés aux administrateurs. Une histoire de test ne coûte aucun crédit, n'apparaît ni dans les histoires récentes ni dans les histoires en cours, et n'est créée par aucun moteur : vous choisissez son statut.",
  controls: 'Contrôles',
  logs: 'Journal',
  forbiddenTitle: 'Accès réservé',
  forbiddenHint: 'Demandez à un administrateur de vous ajouter au groupe « admins », puis reconnectez-vous.',
  createTitle: 'Créer une histoire de test',
  create: 'Créer une histoire de test',
  profile: 'Profil enfant',
  noProfile: "Aucun profil enfant : une histoire de test appartient toujours à l'un de vos profils.",
  createProfile: 'Créer un profil enfant',
  titleField: 'Titre (facultatif)',
  storyTitle: 'Histoire de test en cours',
  noStory: "Créez d'abord une histoire de test.",
  status: 'Statut',
  setStatus: 'Définir le statut',
  loadingScreen: "Ouvrir l'écran de chargement",
  newTab: '(nouvel onglet)',
  loadingHere: "Afficher l'écran de chargement sur cette page",
  loadingTitle: 'Écran de chargement',
  combination: 'Simuler la combinaison audio',
  combinationHint: 'Le texte est lu en trois parties, puis les parties sont réunies en un seul MP3 dont les mots sont décalés partie par partie.',
  combinedAudio: 'Narration combinée',
  created: 'Histoire de test créée',
  statusSet: 'Statut défini',
  combined: 'Combinaison audio terminée',
  failed: 'Erreur',
  factTitle: 'Titre',
  factId: 'Identifiant',
} as const;

/** The combination summary's words in the call log. */
export const TEST_LOG_WORDS = {
  partStarts: 'débuts des parties',
  part: 'partie combinée',
  parts: 'parties combinées',
  frame: 'trame',
  frames: 'trames',
  word: 'mot',
  words: 'mots',
} as const;
