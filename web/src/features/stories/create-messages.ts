import { WIZARD_STEP_COUNT } from '@shared/stories';

/**
 * The create screen's copy (spec part 2 §2, §4, §5, §8): the wizard's toasts, its entry rules, the
 * confirmation, the steps and the progress messages. The API's messages and the story screens' are in
 * `STORY_MESSAGES` (story-messages.ts).
 */
export const CREATE_MESSAGES = {
  // §5, by step
  scenarioStep: 'Veuillez compléter les informations sur le scénario et le lieu',
  emotionsAndValuesRequired: 'Veuillez sélectionner au moins une émotion et une valeur',
  requiredFieldTitle: 'Champ requis',
  missingInformationTitle: 'Information manquante',
  allFieldsRequired: 'Veuillez remplir tous les champs requis',
  signInRequired: 'Vous devez être connecté pour créer une histoire',
  invalidResponse: 'La réponse du serveur est invalide. Veuillez réessayer.',
  // Credits (§5 and §8)
  noCreditsDescription: "Vous n'avez plus de crédits pour créer une histoire.",
  noMoreCreditsTitle: 'Plus de crédits disponibles',
  seePacks: 'Voir les packs',
  // Entry rules (§2)
  unauthorized: 'Non autorisé',
  noProfileTitle: 'Aucun profil enfant',
  childProfileRequired: 'Profil enfant requis',
  notSignedInTitle: 'Non connecté',
  notSignedInDescription: 'Vous devez être connecté pour créer une histoire.',
  // Confirmation, generation (§2, §8)
  confirmCreate: 'Êtes-vous sûr de vouloir créer cette histoire ?',
  errorTitle: 'Erreur',
  creationFailed: "Une erreur est survenue lors de la création de l'histoire",
  loadFailed: 'Impossible de charger les données nécessaires',
} as const;

/**
 * Step titles (the toast 'Étape N/4 : title') and headers. The spec gives step 1's header 'Choix du
 * Personnage' and, in one reading, step 2's as 'Scénario et Lieu' although step 2 is the main character:
 * we give 'Scénario et Lieu' to step 3, whose content it names, and step 2 a header that says what it asks.
 */
export const WIZARD_STEPS = [
  { step: 1, title: 'Profil', header: 'Choix du Personnage' },
  { step: 2, title: 'Personnage', header: 'Le Personnage Principal' },
  { step: 3, title: 'Scénario', header: 'Scénario et Lieu' },
  { step: 4, title: 'Émotions & Valeurs', header: 'Émotions & Valeurs' },
] as const satisfies readonly { step: number; title: string; header: string }[] & { length: typeof WIZARD_STEP_COUNT };

export const stepToastTitle = (step: number): string => `Étape ${step}/${WIZARD_STEP_COUNT} : ${WIZARD_STEPS[step - 1]?.title ?? ''}`;
export const showMoreLabel = (hiddenCount: number): string => `Voir plus (${hiddenCount} suggestions)`;

/** The progress screen: one message per quarter of the progress. */
export const PROGRESS_MESSAGES = [
  'Création de votre histoire en cours...',
  'Imagination des personnages...',
  'Élaboration du récit...',
  'Création des illustrations...',
] as const;

/** Said only once the story is ready to read, with 100 % and 'Terminé' (issue 27 item 7). */
export const PROGRESS_DONE_MESSAGE = 'Votre histoire est prête !';

export const progressMessage = (percent: number): string =>
  PROGRESS_MESSAGES[Math.min(PROGRESS_MESSAGES.length - 1, Math.max(0, Math.floor(percent / 25)))]!;

/** Said to a screen reader when a suggestion offered for a declined text was chosen and understood (issue 25). */
export const suggestionAcceptedMessage = (suggestion: string): string => `« ${suggestion} » : c'est noté.`;
