import * as z from 'zod';
import { AGE_NOT_A_NUMBER, FORM_MESSAGES, type ProfileFormKind } from '@/features/profiles/messages';
import {
  DEFAULT_AVATAR,
  DEFAULT_FAVORITE_COLOR,
  DEFAULT_READING_LEVEL,
  DEFAULT_THEME,
  MAX_AGE,
  MIN_AGE,
  PROFILE_MESSAGES,
  profileInputSchema,
  type Gender,
  type Profile,
  type ReadingLevel,
  type Theme,
} from '@shared/profiles';
import { cleanText } from '@shared/text-hygiene';

/**
 * The three profile forms' own state (spec part 1 §5): same fields, each form with its own required set and
 * messages, checked before the API's rules (shared/profiles.ts). Web-only: the API never sees these
 * values, only the `ProfileInput` a valid form gives.
 */

/** What a form holds before it is valid: every field may be empty. */
export interface ProfileFormValues {
  name: string;
  age: string;
  gender: Gender | '';
  avatar: string;
  favoriteColor: string;
  skinColor: string;
  hairColor: string;
  hairType: string;
  hairLength: string;
  eyeColor: string;
  height: string;
  style: string;
  favoriteHobby: string;
  readingLevel: ReadingLevel | '';
  personality: string[];
  interests: string[];
  theme: Theme;
}

export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  name: '',
  age: '',
  gender: '',
  avatar: DEFAULT_AVATAR,
  favoriteColor: DEFAULT_FAVORITE_COLOR,
  skinColor: '',
  hairColor: '',
  hairType: '',
  hairLength: '',
  eyeColor: '',
  height: '',
  style: '',
  favoriteHobby: '',
  readingLevel: DEFAULT_READING_LEVEL,
  personality: [],
  interests: [],
  theme: DEFAULT_THEME,
};

export function profileToFormValues(profile: Profile): ProfileFormValues {
  return { ...profile, age: String(profile.age) };
}


export type { ProfileFormKind };

/** Fields in the order the forms show them: the first error is the one scrolled to. */
export const PROFILE_FORM_FIELD_ORDER: (keyof ProfileFormValues)[] = [
  'name', 'age', 'gender', 'avatar', 'skinColor', 'hairColor', 'hairType', 'hairLength', 'eyeColor', 'height',
  'style', 'favoriteColor', 'favoriteHobby', 'readingLevel', 'personality', 'interests', 'theme',
];

/** Form values are an object; anything else (null, a list) gets the French map's message, never a crash. */
const isRecord = (value: unknown): value is ProfileFormValues => typeof value === 'object' && value !== null && !Array.isArray(value);


/**
 * What is wrong with a typed age that is not empty, or undefined when it is a valid one (spec part 1 §5
 * and §9: a whole number, at least 1; the field allows 0 to 18). The modal says 'L'âge doit être un
 * nombre valide' for both faults (the spec's text there); the edit page keeps 'L'âge est requis' for a
 * value that is not a number; the create page and the edit page name the range for a number outside it.
 */
export function ageError(kind: ProfileFormKind, typed: string): string | undefined {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return kind === 'create' ? AGE_NOT_A_NUMBER : FORM_MESSAGES[kind].age;
  const age = Number(text);
  if (age >= MIN_AGE && age <= MAX_AGE) return undefined;
  return kind === 'editModal' ? AGE_NOT_A_NUMBER : PROFILE_MESSAGES.ageRange;
}

/**
 * The form schema of one of the three forms: its own required fields and messages (spec part 1 §5),
 * then the API's rules, so a form that passes always gives a valid `ProfileInput`.
 */
export function profileFormSchema(kind: ProfileFormKind) {
  const messages = FORM_MESSAGES[kind];
  return z
    .custom<ProfileFormValues>(isRecord)
    .superRefine((values, context) => {
      for (const field of PROFILE_FORM_FIELD_ORDER) {
        const message = messages[field];
        if (!message) continue;
        const value = values[field];
        // Cleaned as the API will clean it: a name of zero-width spaces is empty here already.
        const empty = Array.isArray(value) ? value.length === 0 : cleanText(String(value ?? '')) === '';
        if (empty) context.addIssue({ code: 'custom', path: [field], message });
        else if (field === 'age') {
          // Checked here, beside the other fields, rather than by the API's rules after them: an age of
          // 0 or 19 is reported at the first save together with every other message (issue 18).
          const ageMessage = ageError(kind, String(value));
          if (ageMessage) context.addIssue({ code: 'custom', path: [field], message: ageMessage });
        }
      }
    })
    .transform((values, context) => {
      const parsed = profileInputSchema.safeParse({ ...values, age: Number(values.age), readingLevel: values.readingLevel || DEFAULT_READING_LEVEL });
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    });
}
