import { FIELD_LABELS } from '@shared/french-errors';
import { STORY_MESSAGES as STORY_API_MESSAGES, WIZARD_STEP_COUNT } from '@shared/stories';

/**
 * The stories feature's French copy, one file (issue 29, item 3): the story screens', the wizard's, the sleep
 * mode's and the library's. Each screen's copy is its own constant, so a bundle keeps only the constants its
 * screens use; the API's messages stay in shared/stories.ts.
 */

/**
 * The copy of the story's own screens (spec part 2 §2, §4, §8): the progress screen's outcome and the story
 * page. The API's messages stay in shared/stories.ts; these screens read both through `STORY_MESSAGES`.
 */
const STORY_SCREEN_MESSAGES = {
  // Progress (§2, §4)
  progressErrorTitle: 'Oups, une erreur est survenue',
  progressErrorCreditBack: 'Votre crédit vous a été rendu : vous pouvez créer une autre histoire.',
  /** A test story (/test) never took a credit, so none comes back. */
  progressErrorTestStory: "Histoire de test : aucun crédit n'avait été utilisé.",
  viewStoryAnyway: 'Voir mon histoire quand même',
  storyFinished: 'Histoire terminée',
  /** The text is written: the story opens while its pictures and narration are still being made (issue 30). */
  storyTextReady: 'Votre histoire est écrite : la voici !',
  // The story page
  storyIdMissing: "Identifiant de l'histoire manquant",
  storyMissingDescription: "Cette histoire n'existe pas ou a été supprimée",
  imageRegenerated: "L'image a été régénérée avec succès.",
  /** Narration asked for, none of its parts stored yet. */
  narrationComing: 'La narration arrive dans un instant…',
  imageRegenerationFailed: "Impossible de régénérer l'image. Veuillez réessayer ultérieurement.",
} as const;

/** Every text the story screens show: the API's messages (the same words as its answers) and their own. */
export const STORY_MESSAGES = { ...STORY_API_MESSAGES, ...STORY_SCREEN_MESSAGES } as const;

/**
 * The create screen's copy (spec part 2 §2, §4, §5, §8): the wizard's toasts, its entry rules, the
 * confirmation, the steps and the progress messages. The API's messages and the story screens' are in
 * `STORY_MESSAGES` (above).
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

/** Every French text of the sleep mode ('Mode dodo', issue 30 item 2). */
export const SLEEP_MESSAGES = {
  open: 'Mode dodo',
  openHint: "Écran sombre, minuterie et fondu du son pour s'endormir",
  title: 'Mode dodo',
  description: "L'histoire continue même si l'écran se verrouille.",
  close: 'Quitter le mode dodo',
  play: 'Lecture',
  pause: 'Pause',
  timerLegend: 'Minuterie',
  timerEndOfStory: "Fin de l'histoire",
  timerMinutes: (minutes: number) => `${String(minutes)} min`,
  remaining: (text: string) => `Arrêt dans ${text}`,
  remainingEndOfStory: "Le son s'adoucit à la fin de l'histoire",
  fading: 'Le son s’adoucit…',
  showText: 'Afficher le texte',
  showPictures: 'Afficher les images',
  goodNight: (name: string | null) => (name ? `Bonne nuit, ${name}` : 'Bonne nuit'),
  sweetDreams: 'Fais de beaux rêves.',
  listenAgain: 'Réécouter',
  pictureHidden: 'Images masquées',
} as const;

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

/**
 * The wizard steps' own words (spec part 2 §3). The fields named as the API's messages name them (personnage
 * principal, lieu, scénario) take shared/french-errors.ts's FIELD_LABELS.
 */
const fieldLabel = (field: 'mainCharacter' | 'setting' | 'scenario'): string => FIELD_LABELS[field] ?? field;

export const WIZARD_TEXT = {
  mainCharacterLabel: fieldLabel('mainCharacter'),
  settingLabel: fieldLabel('setting'),
  scenarioLabel: fieldLabel('scenario'),
  whichChild: 'Pour quel enfant est cette histoire ?',
  addChild: 'Ajouter un enfant',
  characterIntro: (childName: string | undefined) =>
    `Qui vivra l'aventure ${childName ? `avec ${childName}` : 'de votre enfant'} ? Choisissez une idée ou décrivez votre propre personnage.`,
  characterIdeas: 'Idées de personnages',
  characterPlaceholder: 'Ex. : un hérisson qui rêve de voler',
  settingTitle: 'Le lieu',
  settingIdeas: 'Idées de lieux',
  settingPlaceholder: 'Ex. : un phare au bord de la mer',
  scenarioTitle: 'Le scénario',
  scenariosLoading: 'Chargement des scénarios...',
  scenariosFailed: (failed: string) => `${failed}. Vous pouvez décrire votre propre scénario ci-dessous.`,
  retry: 'Réessayer',
  scenarioIdeas: 'Scénarios proposés',
  scenarioHint: 'Choisissez un scénario ci-dessus ou décrivez le vôtre.',
  scenarioPlaceholder: 'Ex. : aider un petit nuage à retrouver sa maman',
  emotionsTitle: 'Émotions',
  emotionsHint: "Choisissez au moins une émotion que l'histoire fera vivre.",
  addEmotion: 'Ajouter une émotion',
  anEmotion: 'une émotion',
  emotionPlaceholder: 'Ex. : la douceur',
  valuesTitle: 'Valeurs',
  valuesHint: "Choisissez au moins une valeur que l'histoire transmettra.",
  addValue: 'Ajouter une valeur',
  aValue: 'une valeur',
  valuePlaceholder: 'Ex. : le courage de dire non',
} as const;
