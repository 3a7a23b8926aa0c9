import { GENDER_LABELS, PROFILE_MESSAGES, type Avatar, type Profile } from '@shared/profiles';

/**
 * The profiles feature's French copy (issue 29, item 3): how a child profile is named on screen (the menu's
 * rows, the home screen's badge), the profile forms' texts and toasts, and the menu's profile list. The
 * fields' labels are shared/french-errors.ts's (FIELD_LABELS, which the API's messages use too).
 */

/** '6 ans' (the spec's suffix 'ans'); '1 an' for one year, as French has it. */
export function formatAge(age: number): string {
  return age === 1 ? '1 an' : `${String(age)} ans`;
}

/** The menu row's second line: 'Garçon, 6 ans'. */
export function profileSummary(profile: Pick<Profile, 'age' | 'gender'>): string {
  return `${GENDER_LABELS[profile.gender]}, ${formatAge(profile.age)}`;
}

/** The home screen's badge of the selected profile: 'Histoire de Léo, 6 ans, Garçon'. */
export function profileBadgeText(profile: Pick<Profile, 'name' | 'age' | 'gender'>): string {
  return `Histoire de ${profile.name.trim()}, ${formatAge(profile.age)}, ${GENDER_LABELS[profile.gender]}`;
}

/** French names of the twelve avatars (the stored values are lucide icon names). */
export const AVATAR_LABELS: Record<Avatar, string> = {
  Star: 'Étoile',
  Bot: 'Robot',
  Brain: 'Cerveau',
  Music: 'Musique',
  Palette: 'Palette',
  BookOpen: 'Livre',
  Crown: 'Couronne',
  Sparkles: 'Étincelles',
  Heart: 'Cœur',
  Rocket: 'Fusée',
  Apple: 'Pomme',
  Gamepad: 'Manette',
};

export interface FormScreenTexts {
  /** The banner shown at the top of the form while it has errors after a save attempt. */
  banner: string;
  invalidTitle: string;
  invalidDescription: string;
}

/** Spec part 1 §5 (invalid form) per form. */
export const INVALID_FORM_TEXTS: Record<ProfileFormKind, FormScreenTexts> = {
  create: {
    banner: 'Veuillez remplir tous les champs obligatoires pour créer le profil',
    invalidTitle: 'Formulaire incomplet',
    invalidDescription: 'Veuillez remplir tous les champs obligatoires',
  },
  editModal: {
    banner: 'Veuillez remplir tous les champs obligatoires',
    invalidTitle: 'Formulaire incomplet',
    invalidDescription: 'Veuillez remplir tous les champs requis',
  },
  editPage: {
    banner: 'Veuillez remplir tous les champs obligatoires',
    invalidTitle: 'Formulaire incomplet',
    invalidDescription: 'Veuillez remplir tous les champs obligatoires',
  },
};

/** Spec part 1 §8, Profiles. */
export const PROFILE_TOASTS = {
  createdTitle: 'Succès !',
  createdDescription: 'Le profil enfant a été créé avec succès',
  createFailedTitle: 'Erreur',
  createFailedDescription: 'Une erreur est survenue lors de la création du profil',
  updatedTitle: 'Profil mis à jour',
  updatedDescription: 'Les modifications ont été enregistrées avec succès',
  updateFailedTitle: 'Erreur',
  updateFailedDescription: 'Impossible de mettre à jour le profil',
  loadFailedTitle: 'Erreur',
  loadFailedDescription: 'Impossible de charger le profil',
} as const;

/** The side menu's child profiles (spec part 1 §2, §4): the list, the theme chooser and the deletion. */
export const PROFILES_SECTION_TEXT = {
  title: 'Profils Enfants',
  loading: 'Chargement des profils...',
  loadFailed: 'Impossible de charger les profils.',
  empty: 'Aucun profil enfant pour le moment.',
  themeOf: (name: string) => `Thème de ${name}`,
  editLabel: (name: string) => `Modifier le profil de ${name}`,
  deleteLabel: (name: string) => `Supprimer le profil de ${name}`,
  deletedTitle: 'Succès',
  deletedDescription: 'Profil supprimé avec succès',
  errorTitle: 'Erreur',
  deleteFailedDescription: 'Impossible de supprimer le profil',
  deleteTitle: 'Supprimer le profil',
  deleteIrreversible: 'Cette action est irréversible !',
  deleteWarning: (name: string | undefined) =>
    `Toutes les histoires de ${name ?? ''} et leurs illustrations et narrations seront définitivement supprimées.`,
  cancel: 'Annuler',
  deleteConfirm: 'Supprimer définitivement',
  themeSavedTitle: 'Thème mis à jour',
  themeSavedDescription: 'Le thème a été enregistré pour ce profil',
  themeSaveFailedDescription: 'Impossible de mettre à jour le thème',
  /** The edit modal's spinner while its form loads. */
  loadingProfile: 'Chargement du profil...',
  chosen: '(profil choisi)',
} as const;

/** The three profile forms: each has its own required fields and messages (spec part 1 §5). */
export type ProfileFormKind = 'create' | 'editModal' | 'editPage';

/** The create form's labels for 'Veuillez sélectionner {label}' (spec part 1 §5). */
const CREATE_FORM_LABELS = {
  name: 'le prénom',
  age: "l'âge",
  gender: 'le genre',
  skinColor: 'la couleur de peau',
  hairColor: 'la couleur des cheveux',
  hairType: 'le type de cheveux',
  hairLength: 'la longueur des cheveux',
  eyeColor: 'la couleur des yeux',
  height: 'la taille',
  style: 'le style vestimentaire',
  readingLevel: 'le niveau de lecture',
} as const;

type Messages = Partial<Record<keyof Profile, string>>;

const CREATE_MESSAGES: Messages = {
  ...Object.fromEntries(Object.entries(CREATE_FORM_LABELS).map(([field, label]) => [field, `Veuillez sélectionner ${label}`])),
  personality: 'Veuillez sélectionner au moins un trait de personnalité',
  interests: "Veuillez sélectionner au moins un centre d'intérêt",
};

const EDIT_COMMON_MESSAGES: Messages = {
  name: PROFILE_MESSAGES.nameRequired,
  gender: 'Le genre est requis',
  skinColor: 'La couleur de peau est requise',
  hairColor: 'La couleur des cheveux est requise',
  hairType: 'Le type de cheveux est requis',
  hairLength: 'La longueur des cheveux est requise',
  eyeColor: 'La couleur des yeux est requise',
  height: 'La taille est requise',
  style: 'Le style vestimentaire est requis',
};

const EDIT_MODAL_MESSAGES: Messages = {
  ...EDIT_COMMON_MESSAGES,
  age: "L'âge doit être un nombre valide",
  personality: 'Sélectionnez au moins un trait de personnalité',
  interests: "Sélectionnez au moins un centre d'intérêt",
  favoriteColor: 'La couleur préférée est requise',
};

const EDIT_PAGE_MESSAGES: Messages = {
  ...EDIT_COMMON_MESSAGES,
  age: "L'âge est requis",
  personality: 'Veuillez sélectionner au moins un trait de personnalité',
  interests: "Veuillez sélectionner au moins un centre d'intérêt",
};

export const FORM_MESSAGES: Record<ProfileFormKind, Messages> = { create: CREATE_MESSAGES, editModal: EDIT_MODAL_MESSAGES, editPage: EDIT_PAGE_MESSAGES };

/** The shared schema's words for an age that is not a whole number. */
export const AGE_NOT_A_NUMBER = "L'âge doit être un nombre valide";

/** The profile form's sections and hints. */
export const PROFILE_FIELDS_TEXT = {
  avatarHint: "Choisissez l'image qui représentera votre enfant.",
  tastes: 'Goûts et lecture',
  personalityTitle: "Personnalité et centres d'intérêt",
  personalityHint: 'Choisissez au moins un trait ; touchez-le de nouveau pour le retirer.',
  interestsHint: "Choisissez au moins un centre d'intérêt ; touchez-le de nouveau pour le retirer.",
  themeHint: "Les couleurs de l'application quand ce profil est sélectionné.",
  ageHint: (max: number) => `En années, de 1 à ${String(max)} ans.`,
  choose: 'Choisir...',
  identity: 'Identité',
  appearance: 'Apparence',
  /** Before the chosen colour's swatch. */
  chosenColour: 'Couleur choisie :',
  theme: 'Thème',
  showLess: 'Voir moins',
  /** Before the number of hidden options, in parentheses. */
  showMore: 'Voir plus',
} as const;

/** The edit profile modal. */
export const EDIT_PROFILE_MODAL_TEXT = {
  title: 'Modifier le profil',
  home: "Retour à l'accueil",
  description: (name: string) => `Les informations de ${name}, pour des histoires à son image.`,
  cancel: 'Annuler',
  saving: 'Enregistrement...',
  save: 'Enregistrer',
} as const;

/** The create profile page. */
export const CREATE_PROFILE_TEXT = {
  title: 'Nouveau profil enfant',
  submit: 'Créer le profil',
  /** Around the red star that marks a required field. */
  introBefore: "Décrivez le héros de vos histoires. Les champs marqués d'un ",
  introAfter: ' sont obligatoires.',
  creating: 'Création...',
} as const;

/** The edit profile page. */
export const EDIT_PROFILE_PAGE_TEXT = {
  title: 'Créer un Personnage Principal',
  editTitle: 'Modifier le profil',
  loading: 'Chargement du profil...',
  /** Before the child's name, the form's accessible name. */
  profileOf: 'Profil de',
  cancel: 'Annuler',
  saving: 'Enregistrement...',
  save: 'Enregistrer',
} as const;

/** The hobby field's hint: what the stories will say of the typed hobby (issue 27). */
export const HOBBY_HINT_TEXT = {
  empty: 'Facultatif. Par exemple : le dessin, le football...',
  unknown: 'Nous n’y reconnaissons aucune activité : ce loisir ne sera pas repris dans les histoires. Par exemple : le dessin, le football, la danse, les Lego...',
  told: (words: string) => `Dans les histoires : « ${words} ».`,
} as const;
