import * as z from 'zod';
import { API_MESSAGES } from './messages';

/**
 * French everywhere (issue 11, part 4): zod's own messages are English ("Invalid input: expected string,
 * received null", "Too big…"). This map replaces every one of them with a French sentence that names the
 * field as the forms label it. A message a schema gives itself (the spec's texts) keeps priority: zod asks
 * this map only for an issue that has none.
 *
 * It is installed globally when this module is loaded, and every schema module of shared/ imports it, so
 * the web's forms (react-hook-form's zodResolver) are French with no option to pass; the API's `parseWith`
 * also passes it per parse, so the server never depends on which module was loaded first.
 */

/** The fields' names as the forms show them (the profile forms, the wizard, the account forms). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Child profile (spec part 1 §5; the same labels as web/src/components/profile-form).
  name: 'Prénom',
  age: 'Âge',
  gender: 'Genre',
  avatar: 'Avatar',
  favoriteColor: 'Couleur préférée',
  skinColor: 'Couleur de peau',
  hairColor: 'Couleur des cheveux',
  hairType: 'Type de cheveux',
  hairLength: 'Longueur des cheveux',
  eyeColor: 'Couleur des yeux',
  height: 'Taille',
  style: 'Style vestimentaire',
  favoriteHobby: 'Loisir préféré',
  readingLevel: 'Niveau de lecture',
  personality: 'Personnalité',
  interests: "Centres d'intérêt",
  theme: 'Thème',
  // The story wizard (spec part 2 §3).
  profileId: 'Profil enfant',
  siblingProfileId: 'Frère ou sœur',
  mainCharacter: 'Personnage principal',
  setting: "Lieu de l'histoire",
  scenario: "Scénario de l'histoire",
  emotions: 'Émotions',
  values: 'Valeurs',
  narration: 'Narration audio',
  cursor: 'Page',
  // Account forms (spec part 1 §5).
  email: 'Email',
  password: 'Mot de passe',
  confirmPassword: 'Confirmation du mot de passe',
  currentPassword: 'Mot de passe actuel',
  firstName: 'Prénom',
  lastName: 'Nom',
  code: 'Code',
};

type Issue = z.core.$ZodRawIssue;

/** Who the sentence is about: the labelled field, one item of a labelled list, or any field. */
function subjectOf(path: readonly PropertyKey[]): string {
  const lastKey = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  const label = lastKey === undefined ? undefined : FIELD_LABELS[lastKey];
  const inList = typeof path[path.length - 1] === 'number';
  if (label === undefined) return inList ? "Un élément d'une liste envoyée" : 'Un des champs envoyés';
  return inList ? `Un élément du champ « ${label} »` : `Le champ « ${label} »`;
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'doit être un texte',
  number: 'doit être un nombre',
  int: 'doit être un nombre entier',
  bigint: 'doit être un nombre entier',
  nan: 'doit être un nombre',
  boolean: 'doit valoir vrai ou faux',
  array: 'doit être une liste',
  tuple: 'doit être une liste',
  set: 'doit être une liste',
  object: 'doit être un objet',
  record: 'doit être un objet',
  map: 'doit être un objet',
  date: 'doit être une date',
  file: 'doit être un fichier',
};

/** "12 caractères", "1 élément": the unit of a length check, by what was measured. */
function amount(origin: string, count: number | bigint): string {
  const plural = Number(count) > 1;
  if (origin === 'string') return `${count} caractère${plural ? 's' : ''}`;
  if (origin === 'file') return `${count} octet${plural ? 's' : ''}`;
  return `${count} élément${plural ? 's' : ''}`;
}

const SIZED = new Set(['string', 'array', 'set', 'file']);

function tooBig(issue: Extract<Issue, { code: 'too_big' }>, subject: string): string {
  if (SIZED.has(issue.origin)) {
    return issue.exact ? `${subject} doit contenir exactement ${amount(issue.origin, issue.maximum)}.` : `${subject} ne peut pas dépasser ${amount(issue.origin, issue.maximum)}.`;
  }
  if (issue.origin === 'date') return `${subject} doit être une date antérieure.`;
  return issue.inclusive === false ? `${subject} doit être inférieur à ${issue.maximum}.` : `${subject} doit être au plus ${issue.maximum}.`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>, subject: string): string {
  if (SIZED.has(issue.origin)) {
    if (issue.exact) return `${subject} doit contenir exactement ${amount(issue.origin, issue.minimum)}.`;
    // At least one character, or one item: the field is simply empty.
    if (Number(issue.minimum) <= 1) return issue.origin === 'string' ? `${subject} est requis.` : `${subject} doit contenir au moins un élément.`;
    return `${subject} doit contenir au moins ${amount(issue.origin, issue.minimum)}.`;
  }
  if (issue.origin === 'date') return `${subject} doit être une date postérieure.`;
  return issue.inclusive === false ? `${subject} doit être supérieur à ${issue.minimum}.` : `${subject} doit être au moins ${issue.minimum}.`;
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>, subject: string): string {
  switch (issue.format) {
    case 'email':
      return "L'adresse email n'est pas valide.";
    case 'url':
      return `${subject} doit être une adresse web valide.`;
    case 'datetime':
    case 'date':
    case 'time':
      return `${subject} doit être une date valide.`;
    default:
      return `${subject} n'a pas le bon format.`;
  }
}

/** The French message of any zod issue (every code zod 4 raises). */
export const frenchErrorMap: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path ?? [];
  const subject = subjectOf(path);
  switch (issue.code) {
    case 'invalid_type': {
      if (path.length === 0 && issue.expected === 'object') return API_MESSAGES.bodyNotObject;
      // Nothing sent (or JSON null) for a field: it is missing rather than of the wrong type.
      if (issue.input === undefined || issue.input === null) return path.length === 0 ? API_MESSAGES.invalidRequest : `${subject} est requis.`;
      const expected = EXPECTED[issue.expected];
      return expected ? `${subject} ${expected}.` : `${subject} n'a pas le bon type.`;
    }
    case 'too_big':
      return tooBig(issue, subject);
    case 'too_small':
      return tooSmall(issue, subject);
    case 'invalid_format':
      return invalidFormat(issue, subject);
    case 'not_multiple_of':
      return `${subject} doit être un multiple de ${issue.divisor}.`;
    case 'invalid_value':
      return issue.values.length > 1 ? `${subject} : cette valeur n'existe pas dans la liste proposée.` : `${subject} n'a pas la valeur attendue.`;
    case 'unrecognized_keys':
      // The keys are the sender's text: they are not repeated to them.
      return issue.keys.length > 1 ? 'Le contenu envoyé contient des champs inconnus.' : 'Le contenu envoyé contient un champ inconnu.';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return path.length === 0 ? API_MESSAGES.invalidRequest : `${subject} n'est pas valide.`;
  }
};

z.config({ localeError: frenchErrorMap });
