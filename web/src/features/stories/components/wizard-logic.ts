import { SEEDED_SCENARIOS } from '@shared/scenarios';
import {
  EMOTION_SUGGESTIONS,
  MAIN_CHARACTER_SUGGESTIONS,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  SETTING_SUGGESTIONS,
  storyFormSchema,
  VALUE_SUGGESTIONS,
  VISIBLE_SUGGESTIONS,
  WIZARD_STEP_COUNT,
  type CheckStoryFieldsRequest,
  type FrameDecline,
  type FrameField,
  type KeptText,
  type StoryForm,
} from '@shared/stories';
import { cleanText } from '@shared/text-hygiene';
import { CREATE_MESSAGES, KEPT_TEXT, STORY_MESSAGES } from '@/features/stories/messages';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';

/**
 * The wizard's rules that need no React (spec part 2 §2, §4, §5): what each step checks and which
 * messages it shows, how emotions and values are added and removed, which suggestions are visible,
 * whether the parent may enter at all, and what a failed creation means for the screen.
 */

export type WizardStep = 1 | 2 | 3 | 4;
export const FIRST_STEP: WizardStep = 1;
export const LAST_STEP = WIZARD_STEP_COUNT as WizardStep;

/** Everything the wizard collects: the chosen child, the story's five fields, and 'Narration audio'. */
export interface WizardValues extends StoryForm {
  profileId: string;
  narration: boolean;
}

export type WizardField = keyof Omit<WizardValues, 'narration'>;

/** The fields each step owns, in screen order (the first wrong one gets the focus). */
export const STEP_FIELDS: Record<WizardStep, readonly WizardField[]> = {
  1: ['profileId'],
  2: ['mainCharacter'],
  3: ['setting', 'scenario'],
  4: ['emotions', 'values'],
};

/** A new wizard: the selected child preselected (or none), nothing else chosen, narration on (spec). */
export function initialWizardValues(profileId: string | null | undefined): WizardValues {
  return { profileId: profileId ?? '', mainCharacter: '', setting: '', scenario: '', emotions: [], values: [], narration: true };
}

export function nextStep(step: WizardStep): WizardStep {
  return Math.min(step + 1, LAST_STEP) as WizardStep;
}

export function previousStep(step: WizardStep): WizardStep {
  return Math.max(step - 1, FIRST_STEP) as WizardStep;
}

/** The message of one field, or undefined when it is fine; the story fields use the shared schema's messages. */
export function fieldError(field: WizardField, values: WizardValues): string | undefined {
  if (field === 'profileId') return values.profileId.trim() === '' ? STORY_MESSAGES.profileRequired : undefined;
  const result = storyFormSchema.shape[field].safeParse(values[field]);
  return result.success ? undefined : (result.error.issues[0]?.message ?? CREATE_MESSAGES.allFieldsRequired);
}

function isMissing(field: WizardField, values: WizardValues): boolean {
  const value = values[field];
  // Empty as the schema sees it: a text of invisible characters is missing too.
  return Array.isArray(value) ? value.length === 0 : cleanText(value) === '';
}

export interface ToastText {
  title: string;
  description: string;
}

export type StepCheck =
  | { valid: true }
  | { valid: false; fieldErrors: Partial<Record<WizardField, string>>; firstField: WizardField; toast: ToastText };

/**
 * Spec part 2 §5, one step at a time: the messages under the fields, and the toast. A step that asks
 * for one thing says 'Champ requis' with that field's message; a step that asks for two says
 * 'Information manquante' with the step's own sentence (step 3), or names what is missing (step 4:
 * one message each, or the combined one when both are).
 */
export function validateStep(step: WizardStep, values: WizardValues): StepCheck {
  const fieldErrors: Partial<Record<WizardField, string>> = {};
  for (const field of STEP_FIELDS[step]) {
    const message = fieldError(field, values);
    if (message) fieldErrors[field] = message;
  }
  const wrong = STEP_FIELDS[step].filter((field) => fieldErrors[field]);
  const firstField = wrong[0];
  if (!firstField) return { valid: true };

  const missing = wrong.filter((field) => isMissing(field, values));
  const onlyOneField = STEP_FIELDS[step].length === 1;
  let toast: ToastText;
  if (missing.length === 0) {
    // Nothing is missing but something is too long or too many: the field's own message says what.
    toast = { title: CREATE_MESSAGES.missingInformationTitle, description: fieldErrors[firstField]! };
  } else if (onlyOneField) {
    toast = { title: CREATE_MESSAGES.requiredFieldTitle, description: fieldErrors[firstField]! };
  } else if (step === 3) {
    toast = { title: CREATE_MESSAGES.missingInformationTitle, description: CREATE_MESSAGES.scenarioStep };
  } else {
    toast = {
      title: CREATE_MESSAGES.missingInformationTitle,
      description: missing.length === 2 ? CREATE_MESSAGES.emotionsAndValuesRequired : fieldErrors[missing[0]!]!,
    };
  }
  return { valid: false, fieldErrors, firstField, toast };
}

/** The first step that is not complete, or null when the whole story can be sent (checked again before sending). */
export function firstInvalidStep(values: WizardValues): WizardStep | null {
  for (const step of [1, 2, 3, 4] as const) {
    if (!validateStep(step, values).valid) return step;
  }
  return null;
}

// ── Emotions and values ─────────────────────────────────────────────────────────────────────────────

export type TagOutcome = 'added' | 'removed' | 'ignored' | 'alreadySelected' | 'tooLong' | 'tooMany';

export interface TagChange {
  tags: string[];
  outcome: TagOutcome;
  /** True when the custom entry's input should be emptied. */
  clearInput: boolean;
  /** Why nothing changed, to show under the input. */
  message?: string;
}

const sameTag = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'accent' }) === 0;

/** A chip pressed (spec part 2 §5): selecting an item again removes it; a ninth one is refused. */
export function toggleTag(tags: readonly string[], tag: string): TagChange {
  if (tags.some((selected) => sameTag(selected, tag))) {
    return { tags: tags.filter((selected) => !sameTag(selected, tag)), outcome: 'removed', clearInput: false };
  }
  if (tags.length >= MAX_TAGS) return { tags: [...tags], outcome: 'tooMany', clearInput: false, message: STORY_MESSAGES.tooManyTags };
  return { tags: [...tags, tag], outcome: 'added', clearInput: false };
}

/**
 * A custom emotion or value typed in (spec part 2 §5): trimmed (inner runs of spaces too), ignored when
 * empty, added, and the input cleared. Typing one that is already chosen keeps it (a typed entry never
 * removes a choice: only pressing its chip does) and clears the input. Typing a suggestion's words, in
 * any letter case, chooses that suggestion rather than a look-alike.
 */
export function addCustomTag(tags: readonly string[], input: string, suggestions: readonly string[] = []): TagChange {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return { tags: [...tags], outcome: 'ignored', clearInput: true };
  if (tags.some((selected) => sameTag(selected, text))) return { tags: [...tags], outcome: 'alreadySelected', clearInput: true };
  if (text.length > MAX_TAG_LENGTH) return { tags: [...tags], outcome: 'tooLong', clearInput: false, message: STORY_MESSAGES.tagTooLong };
  if (tags.length >= MAX_TAGS) return { tags: [...tags], outcome: 'tooMany', clearInput: false, message: STORY_MESSAGES.tooManyTags };
  const canonical = suggestions.find((suggestion) => sameTag(suggestion, text)) ?? text;
  return { tags: [...tags, canonical], outcome: 'added', clearInput: true };
}

/** The chips of an emotions or values list: the suggestions, then the parent's own entries still chosen. */
export function tagChoices(suggestions: readonly string[], selected: readonly string[]): string[] {
  const custom = selected.filter((tag) => !suggestions.some((suggestion) => sameTag(suggestion, tag)));
  return [...suggestions, ...custom];
}

export function isTagSelected(selected: readonly string[], tag: string): boolean {
  return selected.some((item) => sameTag(item, tag));
}

// ── Suggestion lists ────────────────────────────────────────────────────────────────────────────────

export interface SuggestionView<T> {
  shown: T[];
  /** How many 'Voir plus (n suggestions)' would reveal. */
  hiddenCount: number;
  /** Whether the 'Voir plus' / 'Voir moins' button is shown at all. */
  canToggle: boolean;
}

/**
 * Spec part 2 §2: a list shows its first 4 items until 'Voir plus'. A chosen item beyond them stays
 * shown when the list is folded, so a choice never disappears from the screen.
 */
export function suggestionView<T>(
  items: readonly T[],
  { expanded, isSelected, visibleCount = VISIBLE_SUGGESTIONS }: { expanded: boolean; isSelected: (item: T) => boolean; visibleCount?: number },
): SuggestionView<T> {
  if (expanded) return { shown: [...items], hiddenCount: 0, canToggle: items.length > visibleCount };
  const shown = items.filter((item, index) => index < visibleCount || isSelected(item));
  const hiddenCount = items.length - shown.length;
  return { shown, hiddenCount, canToggle: hiddenCount > 0 };
}

// ── Entering the wizard ─────────────────────────────────────────────────────────────────────────────

export type WizardEntry = 'loading' | 'loadFailed' | 'noProfile' | 'noCredits' | 'ready';

export interface WizardEntryInput {
  /** The parent's profiles; undefined while loading or when they could not be read. */
  profiles: readonly unknown[] | undefined;
  profilesLoading: boolean;
  /** The credits were read (or failed to be) since the screen opened: a cached balance may be stale. */
  creditsChecked: boolean;
  /** The stories left, when the read succeeded. */
  storiesLeft: number | undefined;
}

/**
 * Spec part 2 §2 and §5, in order: wait for the profiles and a fresh credit read; without profiles the
 * screen cannot work; no child → /child-profile; no story left → 'Crédits insuffisants'. A credit read
 * that failed lets the parent go on: the server refuses a story without credit (402) anyway.
 */
export function wizardEntry({ profiles, profilesLoading, creditsChecked, storiesLeft }: WizardEntryInput): WizardEntry {
  if (profilesLoading || !creditsChecked) return 'loading';
  if (!profiles) return 'loadFailed';
  if (profiles.length === 0) return 'noProfile';
  if (storiesLeft !== undefined && storiesLeft <= 0) return 'noCredits';
  return 'ready';
}

// ── A creation that failed ──────────────────────────────────────────────────────────────────────────

export type CreationFailure =
  | ({ kind: 'noCredits' } & ToastText)
  | ({ kind: 'signedOut' } & ToastText)
  | ({ kind: 'profileNotFound' } & ToastText)
  | ({ kind: 'refused'; field: WizardField; step: WizardStep } & ToastText)
  | ({ kind: 'error' } & ToastText);

/** The step that shows a field. */
export function stepOfField(field: WizardField): WizardStep {
  const entry = (Object.entries(STEP_FIELDS) as [string, readonly WizardField[]][]).find(([, fields]) => fields.includes(field));
  return Number(entry?.[0] ?? FIRST_STEP) as WizardStep;
}

/**
 * How the Moderator's refusals name the wizard's fields (functions/story-makers/common/refusal-messages.ts:
 * « Le texte du champ « Personnage principal » … »). Read only when the answer does not name the field
 * itself: the API's `field` is the reliable way, the label is for servers that send the sentence alone.
 */
const REFUSAL_LABELS: Readonly<Record<string, WizardField>> = {
  'Personnage principal': 'mainCharacter',
  Lieu: 'setting',
  Scénario: 'scenario',
  Émotions: 'emotions',
  Valeurs: 'values',
};

const WIZARD_TEXT_FIELDS = new Set<string>(['mainCharacter', 'setting', 'scenario', 'emotions', 'values']);

/**
 * The wizard field a refused `POST /api/stories` is about (issue 18: the parent is taken to it), or null
 * when the answer names none of them. The server may name one custom emotion or value by its position
 * ('emotions[1]', 'values.0'): the field is the list.
 */
export function refusedField(error: { field?: string | undefined; message: string }): WizardField | null {
  const named = error.field?.replace(/(?:\[\d+\]|\.\d+)$/, '');
  if (named !== undefined && WIZARD_TEXT_FIELDS.has(named)) return named as WizardField;
  const label = /champ « ([^»]+?) »/.exec(error.message)?.[1]?.trim();
  return (label !== undefined ? REFUSAL_LABELS[label] : undefined) ?? null;
}

/**
 * What the screen does with a failed `POST /api/stories` (spec part 2 §8): no credit → 'Plus de
 * crédits disponibles' (with 'Voir les packs'); no session → 'Non connecté' then /auth; the child's
 * profile is gone → back to step 1; a text refused by the Moderator → 'Erreur' with its message, and the
 * step and field it names; anything else → 'Erreur' with the server's French message, or the generic
 * sentence when the server sent none.
 */
export function creationFailure(error: unknown): CreationFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', title: CREATE_MESSAGES.errorTitle, description: CREATE_MESSAGES.creationFailed };
  if (error.status === 402) return { kind: 'noCredits', title: CREATE_MESSAGES.noMoreCreditsTitle, description: CREATE_MESSAGES.noCreditsDescription };
  if (error.status === 401) return { kind: 'signedOut', title: CREATE_MESSAGES.notSignedInTitle, description: CREATE_MESSAGES.notSignedInDescription };
  if (error.status === 404) return { kind: 'profileNotFound', title: CREATE_MESSAGES.errorTitle, description: STORY_MESSAGES.profileNotFound };
  const description = error.message && error.message !== API_ERROR_MESSAGES.unknown ? error.message : CREATE_MESSAGES.creationFailed;
  const field = error.status === 400 ? refusedField(error) : null;
  if (field) return { kind: 'refused', field, step: stepOfField(field), title: CREATE_MESSAGES.errorTitle, description };
  return { kind: 'error', title: CREATE_MESSAGES.errorTitle, description };
}

/** Spec part 2 §2: the screen may also be opened with the story's id in the navigation state. */
export function storyIdFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>).storyId;
  return typeof value === 'string' && value !== '' ? value : null;
}

// ── A step's free texts, checked as the parent leaves it (issue 25) ────────────────────────────────

/** The story fields a step's check call reads (step 1 has none). */
const CHECKED_FIELDS: Record<WizardStep, readonly FrameField[]> = { 1: [], 2: ['mainCharacter'], 3: ['setting', 'scenario'], 4: ['emotions', 'values'] };

/** The wizard's own lists: a text chosen from them is understood already, and needs no call. */
const KNOWN_TEXTS: Record<FrameField, ReadonlySet<string>> = {
  mainCharacter: new Set(MAIN_CHARACTER_SUGGESTIONS),
  setting: new Set(SETTING_SUGGESTIONS),
  scenario: new Set(SEEDED_SCENARIOS.map((scenario) => scenario.description)),
  emotions: new Set(EMOTION_SUGGESTIONS),
  values: new Set(VALUE_SUGGESTIONS),
};

const isKnown = (field: FrameField, text: string) => KNOWN_TEXTS[field].has(cleanText(text));

/**
 * What to ask `POST /api/stories/check` as the parent leaves a step: the step's fields the parent typed
 * (a list goes whole when one of its entries was typed, so that a decline's index is the list's), or
 * null when everything on the step was chosen from the wizard's own lists.
 */
export function stepCheckRequest(step: WizardStep, values: WizardValues): CheckStoryFieldsRequest | null {
  const request: CheckStoryFieldsRequest = {};
  for (const field of CHECKED_FIELDS[step]) {
    if (field === 'emotions' || field === 'values') {
      if (values[field].some((tag) => !isKnown(field, tag))) request[field] = [...values[field]];
    } else if (!isKnown(field, values[field])) {
      request[field] = values[field];
    }
  }
  return Object.keys(request).length > 0 ? request : null;
}

/** What each field of the step shows: its first decline (one message under a field is enough to act on). */
export type StepDeclines = Partial<Record<FrameField, FrameDecline>>;

export function declinesByField(declines: readonly FrameDecline[]): StepDeclines {
  const byField: StepDeclines = {};
  for (const decline of declines) byField[decline.field] ??= decline;
  return byField;
}

/** The first declined field of a step, in screen order, to take the focus. */
export function firstDeclinedField(step: WizardStep, declines: StepDeclines): FrameField | null {
  return CHECKED_FIELDS[step].find((field) => declines[field] !== undefined) ?? null;
}

/**
 * The field's new value when the parent picks one of a decline's suggestions: the suggestion replaces
 * the text, or, in a list, the declined entry (removed rather than doubled when it is chosen already).
 */
export function valueWithSuggestion(values: WizardValues, decline: FrameDecline, suggestion: string): string | string[] {
  if (decline.field !== 'emotions' && decline.field !== 'values') return suggestion;
  const tags = values[decline.field];
  const index = decline.index ?? tags.findIndex((tag) => !isKnown(decline.field, tag));
  const others = tags.filter((_, position) => position !== index);
  if (others.some((tag) => sameTag(tag, suggestion))) return others;
  const replaced = [...tags];
  if (index >= 0 && index < tags.length) replaced[index] = suggestion;
  else replaced.push(suggestion);
  return replaced;
}

/** What a screen reader hears once the step was checked: the first decline, or nothing. */
export function declineAnnouncement(step: WizardStep, declines: StepDeclines): string {
  const field = firstDeclinedField(step, declines);
  return field ? declines[field]!.message : '';
}

/** The fields a story may keep in part (KEPT_TEXT_FIELDS): what the writer keeps, and the text it kept it of. */
export type KeptField = KeptText['field'];
export type StepKept = Partial<Record<KeptField, { kept: string; typed: string }>>;

/**
 * What is said to be kept once a step was checked (issue 25, item 3): each of the step's fields keeps the
 * check's answer, or nothing (read whole, or a text of the wizard's own lists, not asked). `fresh` names the
 * fields whose kept text was not on screen yet for the text as typed: the parent stays on the step to read
 * it, once; pressing « Continuer » again with the same text goes on.
 */
export function keptAfterCheck(step: WizardStep, current: StepKept, answer: readonly KeptText[], values: WizardValues): { kept: StepKept; fresh: KeptField[] } {
  const kept: StepKept = { ...current };
  const fresh: KeptField[] = [];
  for (const field of CHECKED_FIELDS[step]) {
    if (field === 'emotions' || field === 'values') continue;
    const said = answer.find((entry) => entry.field === field);
    if (!said) {
      delete kept[field];
      continue;
    }
    const typed = values[field].trim();
    const shown = current[field];
    if (!shown || shown.kept !== said.text || shown.typed !== typed) fresh.push(field);
    kept[field] = { kept: said.text, typed };
  }
  return { kept, fresh };
}

/** The kept text still true of the field's value (a field changed since keeps nothing said yet). */
export function keptOf(kept: StepKept, field: KeptField, value: string): string | null {
  const entry = kept[field];
  return entry && entry.typed === value.trim() ? entry.kept : null;
}

/** What a screen reader hears when a step keeps part of its texts: each kept text, then the note once. */
export function keptAnnouncement(kept: StepKept, fields: readonly KeptField[]): string {
  const said = fields.map((field) => kept[field]?.kept).filter((text): text is string => Boolean(text));
  return said.length > 0 ? [...said.map(KEPT_TEXT.kept), KEPT_TEXT.rest].join(' ') : '';
}
