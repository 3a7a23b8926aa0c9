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

export const AUDIO_TEXT = {
  region: "Narration de l'histoire",
  play: 'Lecture',
  pause: 'Pause',
  loading: 'Chargement de la narration',
  back: 'Reculer de 10 secondes',
  forward: 'Avancer de 10 secondes',
  seek: 'Position dans la narration',
  failed: 'Impossible de lire la narration.',
  retry: 'Réessayer',
  /** The rest of the narration is still being made: the total is not known yet. */
  totalUnknown: 'durée en cours de calcul',
  more: 'La suite de la narration est en cours de création…',
} as const;

export const BOOK_MESSAGES = {
  download: 'Télécharger le livre',
  preparing: 'Préparation du livre…',
  hint: 'Un livre A5 à imprimer, avec les images et la morale.',
} as const;

/** The card's French texts (spec part 2 §2 and §4), shared by the home grid and the library. */
export const STORY_CARD_TEXT = {
  inProgress: 'En cours',
  inProgressToastTitle: 'Histoire en cours de création',
  inProgressToastDescription: 'Cette histoire est encore en cours de génération. Elle sera disponible dans quelques instants.',
  untitled: 'Nouvelle histoire',
} as const;

/** The story page's « Écrire la suite » button (issue 31, item 1). */
export const SEQUEL_BUTTON_TEXT = {
  write: 'Écrire la suite',
  hint: 'Un nouvel épisode pour le même enfant, avec le même compagnon et le même lieu si vous le souhaitez (1 crédit).',
} as const;

/** « Épisode 2 » (the same words as @shared/story-sequels' episodeLabel; a test holds them together). */
export const storyEpisodeLabel = (episode: number): string => `Épisode ${episode}`;

export const SEQUEL_TEXT = {
  wizardTitle: (title: string, episode: number) => `La suite de « ${title} » · ${storyEpisodeLabel(episode)}`,
  wizardHint: "Le compagnon, le lieu, les émotions et les valeurs de l'épisode précédent sont repris : vous pouvez les changer. Choisissez un nouveau défi à l'étape 3.",
  loadFailed: "Impossible de charger l'épisode précédent. Veuillez réessayer.",
} as const;

/** « Épisode 2 » (the same words as @shared/story-sequels' episodeLabel; a test holds them together). */
export const libraryEpisodeLabel = (episode: number): string => `Épisode ${episode}`;

export const seriesHeading = (count: number): string => `Une série de ${count} épisodes`;

/** Spec part 8 (library), the same situation: what a parent without a child profile reads. */
export const NO_PROFILE_DESCRIPTION = "Vous devez d'abord créer un profil enfant";

export const HOME_TAGLINE = 'Créez des histoires aussi uniques que vos enfants';

export const RECENT_TITLE = 'Vos dernières histoires';

export const RECENT_LOAD_FAILED = 'Impossible de charger vos histoires. Veuillez réessayer.';

export const STORY_LOAD_FAILED = "Impossible de charger l'histoire";

export const MORAL_HEADING = "Morale de l'histoire";

export const REGENERATE_IMAGE = "Régénérer l'image";

export const VOICE_TEXT = {
  open: 'Enregistrer ma voix',
  close: "Fermer l'enregistrement",
  title: 'Votre voix pour cette histoire',
  consent:
    "Vous allez lire l'histoire paragraphe par paragraphe. Vos enregistrements sont gardés dans votre espace privé, avec vos histoires : seuls vous et votre enfant les écoutez sur Contes Magiques. Ils ne sont jamais envoyés à une intelligence artificielle ni à aucun modèle. Ils figurent dans l'export de vos données et sont supprimés avec l'histoire ou votre compte.",
  accept: "J'ai compris, commencer",
  paragraph: (n: number, count: number) => `Paragraphe ${n} sur ${count}`,
  record: 'Enregistrer',
  stop: "Arrêter l'enregistrement",
  recording: 'Enregistrement en cours…',
  saving: 'Envoi…',
  listen: 'Écouter',
  redo: 'Refaire',
  recorded: 'Enregistré',
  progress: (done: number, count: number) => `${done} paragraphe${done > 1 ? 's' : ''} enregistré${done > 1 ? 's' : ''} sur ${count}`,
  complete: 'Toute l’histoire est enregistrée : votre voix la lit à la place de la voix de synthèse.',
  remove: 'Supprimer mon enregistrement',
  removed: 'Votre enregistrement a été supprimé.',
  saved: (n: number) => `Paragraphe ${n} enregistré.`,
  choiceLegend: 'Voix de la lecture',
  parentVoice: 'Voix de papa/maman',
  syntheticVoice: 'Voix de synthèse',
  micDenied: "L'accès au micro a été refusé : autorisez-le dans les réglages du navigateur pour enregistrer votre voix.",
  micMissing: "Aucun micro n'a été trouvé sur cet appareil.",
  unsupported: "Ce navigateur ne permet pas d'enregistrer la voix. Essayez avec un navigateur récent.",
  micFailed: "Le micro n'a pas pu démarrer. Réessayez.",
  tooShort: "L'enregistrement est trop court : lisez le paragraphe puis appuyez sur « Arrêter ».",
} as const;

/** The wizard's and the story page's words for a story of two children (issue 31, item 5). */
export const SIBLING_TEXT = {
  add: 'Ajouter un frère ou une sœur',
  remove: 'Retirer',
  question: 'Avec quel frère ou quelle sœur ?',
  hint: 'Les deux enfants seront les héros de la même histoire, dessinés ensemble sur chaque image. Une seule histoire est utilisée.',
  storyFor: (names: string) => `Une histoire pour ${names}`,
} as const;

/**
 * Issue 28, item 7: at the bedtime peak a story may wait for its turn to be written (OpenAI's limits).
 * The screen says so, and how many stories pass first, instead of a progress that moves while nothing does.
 */
export const WAITING_TURN_MESSAGE = "En file d'attente : votre histoire commence dans un instant";

export const WAITING_TURN_STEP_LABEL = "En file d'attente";

/** The progress screen's own words (spec part 2 §2, §4). */
export const PROGRESS_SCREEN_TEXT = {
  title: 'Création de votre histoire',
  progressLabel: 'Progression de votre histoire',
  busy: "Beaucoup d'histoires sont demandées en ce moment : chacune est écrite à son tour.",
  usualTime: 'Cela prend en général une à trois minutes.',
  canLeave: 'Vous pouvez quitter cette page : votre histoire vous attendra dans votre bibliothèque.',
  library: 'Voir ma bibliothèque',
  home: "Retour à l'accueil",
} as const;

/** The wizard's narration switch. */
export const NARRATION_SWITCH_TEXT = {
  label: 'Narration audio',
  hint: "Une voix lit l'histoire à votre enfant.",
} as const;

/** The wizard's step list, as a screen reader names it. */
export const WIZARD_STEPPER_TEXT = {
  label: 'Étapes de création',
} as const;

/** The create page's title. */
export const CREATE_PAGE_TEXT = {
  title: 'Créer une histoire',
} as const;

/** The home screen's words (spec part 1 §2). */
export const HOME_TEXT = {
  library: "Voir ma bibliothèque d'histoires",
  loadingStories: 'Chargement de vos histoires...',
  creating: 'Création de votre histoire en cours...',
} as const;

/** The story page's own words (spec part 2 §4). */
export const STORY_PAGE_TEXT = {
  loading: "Chargement de l'histoire...",
  inProgress: 'Histoire en cours de création',
  pictureInProgress: 'Illustration en cours de création',
  pictureFailed: "Impossible de charger l'image",
  pictureUnavailable: 'Illustration indisponible',
} as const;

/** How many stories pass before this one, in French. */
export function waitingTurnDetail(ahead: number): string {
  if (ahead === 0) return 'Votre histoire est la prochaine.';
  return ahead === 1 ? 'Une histoire passe avant la vôtre.' : `${ahead} histoires passent avant la vôtre.`;
}

/** « Les histoires de Léo », « Les histoires d'Inès »: French elides « de » before a vowel. */
export function childStoriesHeading(name: string): string {
  const trimmed = name.trim();
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(trimmed) ? `Les histoires d'${trimmed}` : `Les histoires de ${trimmed}`;
}

/** The confirmation's words: a credit is used, for the child named when there is one. */
export const CONFIRM_CREATE_TEXT = {
  creditUsed: (childName: string | undefined) => `Un crédit sera utilisé pour créer l'histoire${childName ? ` de ${childName}` : ''}.`,
} as const;

/** The story page's picture caption, with the story's title when it has one. */
export const pictureCaption = (title: string | null | undefined): string => (title ? `Illustration de l'histoire « ${title} »` : "Illustration de l'histoire");

/** The home screen's main button (spec part 1 §2), one label per state. */
export const MAIN_ACTION_LABELS = {
  loading: 'Chargement...',
  createProfile: 'Créer le premier profil enfant',
  getMoreStories: "Obtenir plus d'histoires",
  createStory: 'Créer mon conte magique',
} as const;

/**
 * What the story keeps of a text the writer read only in part (issue 25, item 3): said under the field, in
 * the writer's own words, so the parent does not expect the rest in the story. Short: read on a phone at bedtime.
 */
export const KEPT_TEXT = {
  kept: (text: string) => `Nous garderons : ${text}.`,
  rest: "Le reste de la phrase ne sera pas dans l'histoire. Vous pouvez la modifier, ou continuer.",
  /** On the confirmation's summary, under what the parent typed. */
  recap: (text: string) => `Dans l'histoire : ${text}`,
} as const;

/** The confirm-create dialog's summary and buttons. */
export const CONFIRM_CREATE_ROWS_TEXT = {
  character: 'Personnage',
  setting: 'Lieu',
  scenario: 'Scénario',
  emotions: 'Émotions',
  values: 'Valeurs',
  narration: 'Narration audio',
  yes: 'Oui',
  no: 'Non',
  cancel: 'Annuler',
  creating: 'Création...',
  confirm: 'Confirmer',
} as const;

/** The wizard's step line and buttons, its entry's loading and retry, its suggestions and tags. */
export const WIZARD_BUTTONS_TEXT = {
  back: 'Retour',
  previous: 'Précédent',
  create: 'Créer',
  continue: 'Continuer',
  loading: 'Chargement...',
  retry: 'Réessayer',
  showLess: 'Voir moins',
  add: 'Ajouter',
  suggestions: 'Suggestions',
  /** After a child's age on its card. */
  years: 'ans',
  /** Before the stepper's step number, read by screen readers. */
  step: 'Étape',
  done: ' (terminée)',
} as const;

/** 'Étape 2 sur 4', above the wizard's heading. */
export const wizardStepCounter = (step: number, count: number): string => `Étape ${step} sur ${count}`;

/** The story page's words that are not in STORY_PAGE_TEXT: its tab title before the story loads, its retry, its badge. */
export const STORY_VIEW_TEXT = {
  documentTitle: 'Histoire',
  retry: 'Réessayer',
  inProgress: 'En cours',
  /** Before the progress screen's step label. */
  stepLabel: 'Étape :',
  /** The album a phone's lock screen shows for the narration. */
  album: 'Contes Magiques',
} as const;

/** The toast that tells a story being made is finished, wherever the parent is. */
export const FINISHED_TOAST_TEXT = {
  title: 'Histoire terminée !',
  read: 'Lire',
} as const;

/** The home page's words that are not in HOME_TEXT. */
export const HOME_EXTRA_TEXT = {
  appName: 'Contes Magiques',
  retry: 'Réessayer',
  welcome: 'Bienvenue !',
  documentTitle: 'Accueil',
} as const;

/** The welcome line (issue 18: 'Bienvenue, Camille !'), by first name. */
export const welcomeByName = (firstName: string): string => `Bienvenue, ${firstName} !`;
