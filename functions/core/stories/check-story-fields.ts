import { SEEDED_SCENARIOS } from '#shared/scenarios';
import {
  EMOTION_SUGGESTIONS,
  MAIN_CHARACTER_SUGGESTIONS,
  SETTING_SUGGESTIONS,
  VALUE_SUGGESTIONS,
  type CheckStoryFieldsCommand,
  type CheckStoryFieldsResponse,
  type FrameDecline,
  type FrameField,
  type KeptText,
} from '#shared/stories';
import type { FrameReader } from '#core/story-frame';
import type { Moderator } from '#core/story-makers-port';

export interface CheckStoryFieldsPorts {
  moderator: Moderator;
  frames: FrameReader;
}

/** How many of the wizard's own suggestions a refused text is offered instead. */
const REFUSAL_SUGGESTIONS = 3;

/** The wizard's lists for each field: a scenario's are the preset scenarios' goals. */
const FIELD_SUGGESTIONS: Readonly<Record<FrameField, readonly string[]>> = {
  mainCharacter: MAIN_CHARACTER_SUGGESTIONS,
  setting: SETTING_SUGGESTIONS,
  scenario: SEEDED_SCENARIOS.map((scenario) => scenario.description),
  emotions: EMOTION_SUGGESTIONS,
  values: VALUE_SUGGESTIONS,
};

/**
 * Suggestions for a text the Moderator refused: nothing in it is "close" to offer, so the wizard's own
 * list, starting at a place that depends on the text so that two refusals in a row do not offer the same three.
 */
export function refusalSuggestions(field: FrameField, text: string): string[] {
  const list = FIELD_SUGGESTIONS[field];
  let start = 0;
  for (const char of text) start = (start * 31 + char.codePointAt(0)!) % list.length;
  return Array.from({ length: Math.min(REFUSAL_SUGGESTIONS, list.length) }, (_, offset) => list[(start + offset) % list.length]!);
}

type FieldTexts = { field: FrameField; texts: string[]; isList: boolean };

function fieldsOf(command: CheckStoryFieldsCommand): FieldTexts[] {
  const fields: FieldTexts[] = [];
  for (const field of ['mainCharacter', 'setting', 'scenario'] as const) {
    const text = command[field];
    if (text !== undefined) fields.push({ field, texts: [text], isList: false });
  }
  for (const field of ['emotions', 'values'] as const) {
    const tags = command[field];
    if (tags !== undefined) fields.push({ field, texts: tags, isList: true });
  }
  return fields;
}

type FieldAnswer = { declines: FrameDecline[]; kept: KeptText[] };

/**
 * One field: the Moderator first (a refused text is never read), then the frame reader, text by text. A field
 * read in part says what the story keeps; a declined field keeps nothing (the parent changes it first).
 */
async function checkField(ports: CheckStoryFieldsPorts, { field, texts, isList }: FieldTexts): Promise<FieldAnswer> {
  const verdict = await ports.moderator.check(texts.map((text, index) => ({ field: isList ? `${field}[${index}]` : field, text })));
  if (!verdict.allowed) {
    const index = isList ? Number(/\[(\d+)\]$/.exec(verdict.field)?.[1] ?? 0) : undefined;
    const refused = texts[index ?? 0] ?? '';
    return { declines: [{ field, message: verdict.message, notUnderstood: [], suggestions: refusalSuggestions(field, refused), ...(isList ? { index } : {}) }], kept: [] };
  }
  const declines: FrameDecline[] = [];
  const kept: KeptText[] = [];
  texts.forEach((text, index) => {
    const reading = ports.frames.readField(field, text);
    if (!reading.ok) declines.push({ ...reading.decline, field, ...(isList ? { index } : {}) });
    else if (reading.kept && field !== 'emotions' && field !== 'values') kept.push({ field, text: reading.kept });
  });
  return { declines, kept: declines.length > 0 ? [] : kept };
}

/**
 * `POST /api/stories/check` (issue 25): whether the free texts of a wizard step can be told, as the
 * parent leaves it. The same two rules as creation (the Moderator, then the frame reader), field by
 * field, so that each step says what is wrong with its own fields — and, for a text read only in part,
 * what the story will keep of it. Nothing is spent and nothing stored.
 */
export async function checkStoryFields(ports: CheckStoryFieldsPorts, command: CheckStoryFieldsCommand): Promise<CheckStoryFieldsResponse> {
  const perField = await Promise.all(fieldsOf(command).map((fieldTexts) => checkField(ports, fieldTexts)));
  const kept = perField.flatMap((answer) => answer.kept);
  return { declines: perField.flatMap((answer) => answer.declines), ...(kept.length > 0 ? { kept } : {}) };
}
