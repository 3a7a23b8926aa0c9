import * as z from 'zod';
import './french-errors';
import { optionalText, requiredText } from './text-hygiene';

/**
 * Child profiles (spec part 1 §3): every option list once, with the spec's exact French labels, and the
 * API's zod schemas, which the web's three forms apply after their own messages (their form state lives in
 * web/src/features/profiles). Option values are the French labels themselves, as the spec stores them
 * ("Empty optional values are stored as empty text").
 */

export const GENDERS = ['boy', 'girl'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { boy: 'Garçon', girl: 'Fille' };

/** The twelve avatars, lucide icon names (spec part 1 §3). */
export const AVATARS = ['Star', 'Bot', 'Brain', 'Music', 'Palette', 'BookOpen', 'Crown', 'Sparkles', 'Heart', 'Rocket', 'Apple', 'Gamepad'] as const;
export type Avatar = (typeof AVATARS)[number];
/** Stored before an avatar is chosen (spec: profile_image defaults to 'default'). */
export const DEFAULT_AVATAR = 'default';

export const STYLES = ['Sportif', 'Élégant', 'Décontracté', 'Fantaisie', 'Aventurier', 'Artistique', 'Royal', 'Futuriste', 'Magique', 'Nature', 'Cosmique', 'Vintage'] as const;
export const HEIGHTS = ['Petit(e)', 'Moyen(ne)', 'Grand(e)', 'Très grand(e)'] as const;
export const SKIN_COLORS = [
  'Claire',
  'Claire rosée',
  'Méditerranéenne',
  'Beige doré',
  'Métisse claire',
  'Métisse moyenne',
  'Ambrée',
  'Brune',
  'Brune foncée',
  'Noire',
  'Noire ébène',
] as const;
export const HAIR_COLORS = ['Blond', 'Brun', 'Noir', 'Roux', 'Châtain', 'Gris', 'Rose', 'Bleu', 'Violet', 'Arc-en-ciel'] as const;
export const HAIR_TYPES = ['Lisses', 'Ondulés', 'Bouclés', 'Très bouclés', 'Crépus', 'Locks', 'Tresses'] as const;
export const HAIR_LENGTHS = ['Très courts', 'Courts', 'Mi-longs', 'Longs', 'Très longs'] as const;
export const EYE_COLORS = ['Bleu', 'Vert', 'Marron', 'Noisette', 'Gris', 'Violet', 'Ambre', 'Noir'] as const;

/** The favourite-colour palette (spec: 12 named colours); a profile stores the hex value. */
export const FAVORITE_COLORS = [
  { name: 'Rouge', hex: '#E53935' },
  { name: 'Bleu', hex: '#1E88E5' },
  { name: 'Jaune', hex: '#FDD835' },
  { name: 'Vert', hex: '#43A047' },
  { name: 'Orange', hex: '#FB8C00' },
  { name: 'Violet', hex: '#8E24AA' },
  { name: 'Noir', hex: '#212121' },
  { name: 'Blanc', hex: '#FFFFFF' },
  { name: 'Gris', hex: '#9E9E9E' },
  { name: 'Marron', hex: '#6D4C41' },
  { name: 'Rose', hex: '#EC407A' },
  { name: 'Beige', hex: '#D7CCC8' },
] as const;
/** Spec part 1 §3: the create form's default favourite colour. */
export const DEFAULT_FAVORITE_COLOR = '#FFD700';

/** The 24 traits, by their masculine form (the stored value), with the feminine form shown for a girl. */
export const PERSONALITY_TRAITS = [
  { value: 'Créatif', feminine: 'Créative' },
  { value: 'Curieux', feminine: 'Curieuse' },
  { value: 'Énergique', feminine: 'Énergique' },
  { value: 'Calme', feminine: 'Calme' },
  { value: 'Sociable', feminine: 'Sociable' },
  { value: 'Réfléchi', feminine: 'Réfléchie' },
  { value: 'Aventurier', feminine: 'Aventurière' },
  { value: 'Rêveur', feminine: 'Rêveuse' },
  { value: 'Optimiste', feminine: 'Optimiste' },
  { value: 'Déterminé', feminine: 'Déterminée' },
  { value: 'Patient', feminine: 'Patiente' },
  { value: 'Espiègle', feminine: 'Espiègle' },
  { value: 'Courageux', feminine: 'Courageuse' },
  { value: 'Généreux', feminine: 'Généreuse' },
  { value: 'Sensible', feminine: 'Sensible' },
  { value: 'Indépendant', feminine: 'Indépendante' },
  { value: 'Attentionné', feminine: 'Attentionnée' },
  { value: 'Passionné', feminine: 'Passionnée' },
  { value: 'Organisé', feminine: 'Organisée' },
  { value: 'Imaginatif', feminine: 'Imaginative' },
  { value: 'Observateur', feminine: 'Observatrice' },
  { value: 'Logique', feminine: 'Logique' },
  { value: 'Persévérant', feminine: 'Persévérante' },
  { value: 'Jovial', feminine: 'Joviale' },
] as const;
export type PersonalityTrait = (typeof PERSONALITY_TRAITS)[number]['value'];
const TRAIT_VALUES = PERSONALITY_TRAITS.map((trait) => trait.value) as [PersonalityTrait, ...PersonalityTrait[]];

/** A trait as shown for this child (spec: masculine or feminine form according to gender). */
export function traitLabel(trait: string, gender: Gender | '' | undefined): string {
  const found = PERSONALITY_TRAITS.find((candidate) => candidate.value === trait);
  if (!found) return trait;
  return gender === 'girl' ? found.feminine : found.value;
}

export const INTERESTS = [
  'Animaux', 'Espace', 'Robots', 'Contes', 'Danse', 'Cuisine', 'Jardinage', 'Sports', 'Musique', 'Dessin',
  'Sciences', 'Nature', 'Voyages', 'Histoire', 'Magie', 'Construction', 'Jeux vidéo', 'Lecture', 'Imagination', 'Art',
  'Photographie', 'Théâtre', 'Astronomie', 'Dinosaures', 'Mythologie', 'Mode', 'Films', 'Puzzles', 'Bricolage', 'Natation',
  'Vélo', 'Football', 'Basket', 'Équitation', 'Technologie', 'Insectes', 'Océans', 'Pâtisserie', 'Poésie', 'Yoga',
] as const;

export const THEMES = ['normal', 'nature', 'ocean', 'volcano', 'desert', 'princesses'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'normal';
export const THEME_LABELS: Record<Theme, string> = {
  normal: 'Normal',
  nature: 'Nature',
  ocean: 'Océan',
  volcano: 'Volcan',
  desert: 'Désert',
  princesses: 'Princesses',
};

export const READING_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];
export const DEFAULT_READING_LEVEL: ReadingLevel = 'beginner';
/** The spec gives no French labels for the reading levels; these are ours. */
export const READING_LEVEL_LABELS: Record<ReadingLevel, string> = {
  beginner: 'Débutant (premières lectures)',
  intermediate: 'Intermédiaire',
  advanced: 'Avancé (lecteur autonome)',
};

/** Spec part 1 §9: the age field allows 0 to 18, and a valid age is at least 1. */
export const MIN_AGE = 1;
export const MAX_AGE = 18;
export const MAX_NAME_LENGTH = 50;
export const MAX_HOBBY_LENGTH = 100;
/** Spec part 1 §5: how many options show before 'Voir plus'. */
export const INITIAL_VISIBLE_OPTIONS = { styles: 6, traits: 8, interests: 8 } as const;

export const PROFILE_MESSAGES = {
  nameRequired: 'Le nom est requis',
  nameTooLong: `Le prénom ne peut pas dépasser ${MAX_NAME_LENGTH} caractères`,
  ageRange: `L'âge doit être compris entre ${MIN_AGE} et ${MAX_AGE} ans`,
  unknownOption: "Cette valeur n'existe pas dans la liste proposée",
  invalidColor: 'La couleur doit être un code hexadécimal comme #FFD700',
  hobbyTooLong: `Le loisir préféré ne peut pas dépasser ${MAX_HOBBY_LENGTH} caractères`,
  duplicateOption: 'Une même valeur est choisie deux fois',
  unknownTheme: "Ce thème n'existe pas",
  notFound: 'Profil introuvable',
  moderationUnavailable: 'La vérification du profil est momentanément indisponible. Veuillez réessayer dans quelques instants.',
} as const;

const option = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: PROFILE_MESSAGES.unknownOption });
const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).max(40).refine((list) => new Set(list).size === list.length, PROFILE_MESSAGES.duplicateOption);

/** The stored profile, as the API writes it; the server's single source of validation. */
export const profileInputSchema = z.object({
  name: requiredText({ required: PROFILE_MESSAGES.nameRequired, max: { length: MAX_NAME_LENGTH, message: PROFILE_MESSAGES.nameTooLong } }),
  age: z.number({ error: "L'âge doit être un nombre valide" }).int("L'âge doit être un nombre valide").min(MIN_AGE, PROFILE_MESSAGES.ageRange).max(MAX_AGE, PROFILE_MESSAGES.ageRange),
  gender: z.enum(GENDERS, { error: 'Le genre est requis' }),
  avatar: z.enum([...AVATARS, DEFAULT_AVATAR], { error: PROFILE_MESSAGES.unknownOption }).default(DEFAULT_AVATAR),
  favoriteColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, PROFILE_MESSAGES.invalidColor).default(DEFAULT_FAVORITE_COLOR),
  skinColor: option(SKIN_COLORS),
  hairColor: option(HAIR_COLORS),
  hairType: option(HAIR_TYPES),
  hairLength: option(HAIR_LENGTHS),
  eyeColor: option(EYE_COLORS),
  height: option(HEIGHTS),
  style: option(STYLES),
  favoriteHobby: optionalText({ max: { length: MAX_HOBBY_LENGTH, message: PROFILE_MESSAGES.hobbyTooLong } }),
  readingLevel: z.enum(READING_LEVELS, { error: PROFILE_MESSAGES.unknownOption }).default(DEFAULT_READING_LEVEL),
  personality: uniqueList(z.enum(TRAIT_VALUES, { error: PROFILE_MESSAGES.unknownOption })).min(1, 'Veuillez sélectionner au moins un trait de personnalité'),
  interests: uniqueList(option(INTERESTS)).min(1, "Veuillez sélectionner au moins un centre d'intérêt"),
  theme: z.enum(THEMES, { error: PROFILE_MESSAGES.unknownTheme }).default(DEFAULT_THEME),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const profileSchema = profileInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const themeInputSchema = z.object({ theme: z.enum(THEMES, { error: PROFILE_MESSAGES.unknownTheme }) });

/** A profile id in a path: a ULID, nothing else reaches the table. */
/** Ids the API makes (profiles, stories) are ULIDs: 26 characters of Crockford's base 32. */
export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const profileIdSchema = z.string().regex(ULID_PATTERN, PROFILE_MESSAGES.notFound);
