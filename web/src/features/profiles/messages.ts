import { GENDER_LABELS, type Avatar, type Profile } from '@shared/profiles';
import type { ProfileFormKind } from './components/profile-form-schema';

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
} as const;
