import { FIELD_LABELS } from '@shared/french-errors';
import { FAVORITE_COLORS } from '@shared/profiles';
import { PROFILE_FIELDS_TEXT } from '@/features/profiles/messages';
import {
  PROFILE_FORM_FIELD_ORDER,
  profileFormSchema,
  type ProfileFormKind,
  type ProfileFormValues,
} from './profile-form-schema';

/**
 * The rules of the three profile forms that need no React (spec part 1 §5): which fields are required,
 * which options show before 'Voir plus', and which error to scroll to. Their texts are in ../messages.ts.
 */

export type ProfileField = keyof ProfileFormValues;

/** Spec part 1 §9: the view scrolls to the first error this long after a failed save. */
export const SCROLL_TO_ERROR_DELAY_MS = 100;

/**
 * The visible label of each field, taken from the one list of field names (shared/french-errors.ts) that the
 * API's and zod's French messages use too, so a form and its error never name a field differently. The create
 * form's messages name them too ('Veuillez sélectionner le prénom').
 */
export const PROFILE_FIELD_LABELS = Object.fromEntries(PROFILE_FORM_FIELD_ORDER.map((field) => [field, FIELD_LABELS[field] ?? field])) as Readonly<
  Record<ProfileField, string>
>;

const BLANK_FORM = {
  name: '',
  age: '',
  gender: '',
  avatar: '',
  favoriteColor: '',
  skinColor: '',
  hairColor: '',
  hairType: '',
  hairLength: '',
  eyeColor: '',
  height: '',
  style: '',
  favoriteHobby: '',
  readingLevel: '',
  personality: [],
  interests: [],
  theme: '',
} as unknown as ProfileFormValues;

/**
 * The fields a form requires, read from its own schema (a blank form fails exactly on them), so that the
 * asterisks can never disagree with the messages.
 */
export function requiredFields(kind: ProfileFormKind): ReadonlySet<ProfileField> {
  const result = profileFormSchema(kind).safeParse(BLANK_FORM);
  const fields = new Set<ProfileField>();
  if (result.success) return fields;
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && (PROFILE_FORM_FIELD_ORDER as readonly string[]).includes(field)) fields.add(field as ProfileField);
  }
  return fields;
}

/** The first field, in the forms' order, that has an error: the one the view scrolls to. Null when none. */
export function firstErrorField(
  errors: Partial<Record<string, unknown>>,
  order: readonly ProfileField[] = PROFILE_FORM_FIELD_ORDER,
): ProfileField | null {
  return order.find((field) => errors[field] !== undefined && errors[field] !== null) ?? null;
}

/** Adds `value` to the list, or removes it when already there (personality traits and interests toggle on and off). */
export function toggleInList(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

export interface VisibleOptions {
  /** The options to show, in their list order. */
  visible: string[];
  /** How many options are hidden right now (the 'Voir plus (n)' count). */
  hiddenCount: number;
  /** Whether the 'Voir plus' / 'Voir moins' toggle is worth showing at all. */
  canToggle: boolean;
}

/**
 * Spec part 1 §5, display rule: the first `limit` options (6 styles, 8 traits, 8 interests), then
 * 'Voir plus'. A chosen option past the limit stays visible, so that a form never hides its own value.
 */
export function visibleOptions(options: readonly string[], limit: number, expanded: boolean, selected: readonly string[] = []): VisibleOptions {
  const collapsed = options.filter((option, index) => index < limit || selected.includes(option));
  const collapsedHidden = options.length - collapsed.length;
  const canToggle = collapsedHidden > 0;
  if (expanded || !canToggle) return { visible: [...options], hiddenCount: 0, canToggle };
  return { visible: collapsed, hiddenCount: collapsedHidden, canToggle };
}

/** The toggle's text: 'Voir plus (n)' with the number of hidden options, or 'Voir moins'. */
export function showMoreLabel(expanded: boolean, hiddenCount: number): string {
  return expanded ? PROFILE_FIELDS_TEXT.showLess : `${PROFILE_FIELDS_TEXT.showMore} (${String(hiddenCount)})`;
}

/** The palette's name for a hex value (case-insensitive), or null for a colour outside it (e.g. the default #FFD700). */
export function favoriteColorName(hex: string): string | null {
  const wanted = hex.trim().toUpperCase();
  return FAVORITE_COLORS.find((color) => color.hex.toUpperCase() === wanted)?.name ?? null;
}

/**
 * What a failed create shows: the API's own French message when it explains the refusal (a 4xx, or no
 * answer at all), the spec's generic text otherwise (a server fault says nothing useful to a parent).
 */
export function mutationErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (typeof status !== 'number' || typeof message !== 'string' || message.trim() === '') return fallback;
  return status === 0 || (status >= 400 && status < 500) ? message : fallback;
}

/** A check mark colour that stays readable on a swatch: dark on light colours, white on dark ones. */
export function checkColorOn(hex: string): '#1e1745' | '#ffffff' {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return '#1e1745';
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.3 ? '#1e1745' : '#ffffff';
}
