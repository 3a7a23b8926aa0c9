import * as z from 'zod';

/**
 * Input hygiene (issue 11, part 5): every name and free text a parent types is cleaned the same way on
 * both sides (the web's forms and the API parse the same schemas), before any rule is checked. A text
 * that only looked non-empty (zero-width spaces, a bidi override, a stray control character) is then
 * refused as empty, instead of reaching the Moderator, the writer or a credit.
 */

/** Lone UTF-16 surrogates: half a character, which UTF-8 cannot encode (stored, it would come back as U+FFFD or fail). */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * Invisible characters that carry no letter: zero-width (U+200B–U+200D, and the LRM/RLM marks U+200E–U+200F),
 * word joiner and invisible operators (U+2060–U+2064), byte order mark (U+FEFF), soft hyphen (U+00AD),
 * Mongolian vowel separator (U+180E); and bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069, the Arabic letter mark U+061C), which can make a text display other than it reads.
 */
const INVISIBLE = /[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u180E\u202A-\u202E\u2066-\u2069\u061C]/g;
/** Runs of characters that separate words (tab, line breaks, NEL, line and paragraph separators): one space, so words stay apart. */
const SEPARATORS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Every other C0 and C1 control character, and DEL; and the same with "\n" kept, for multi-line fields. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS_BUT_LINE_FEED = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

export interface CleanTextOptions {
  /** Keep line breaks (as "\n"): only for a field shown on several lines (none yet; the support form will be). */
  multiline?: boolean;
}

/**
 * A parent's text as we store it: without lone surrogates, invisible and bidi-control characters, with
 * control characters removed (those that separate words become a space; line breaks stay in a multi-line
 * field), in Unicode NFC (so "é" typed as e + accent and "é" compare and count alike), trimmed.
 */
export function cleanText(text: string, options: CleanTextOptions = {}): string {
  let cleaned = text.replace(LONE_SURROGATES, '').replace(INVISIBLE, '');
  if (options.multiline) {
    cleaned = cleaned
      .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
      .replace(/\t/g, ' ')
      .replace(CONTROLS_BUT_LINE_FEED, '');
  } else {
    cleaned = cleaned.replace(SEPARATORS, ' ').replace(CONTROLS, '');
  }
  return cleaned.normalize('NFC').trim();
}

export interface TextRules {
  /** The field's own message when it is missing or empty after cleaning. */
  required: string;
  /** At most `length` characters, counted after cleaning; beyond, the field's own `message`. */
  max?: { length: number; message: string };
  /** The message for a value of another type (a number, a list); by default the French error map's, which names the field. */
  wrongType?: string;
  multiline?: boolean;
}

/**
 * A required name or free text: cleaned first, then refused with the field's own "required" message when
 * nothing is left (or nothing was sent, or JSON null), and with its own message beyond `max` characters.
 * A value of another type (a number, a list) gets the French error map's message, which names the field.
 */
export function requiredText(rules: TextRules) {
  const text = z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? rules.required : rules.wrongType) })
    .overwrite((value) => cleanText(value, { multiline: rules.multiline ?? false }))
    .min(1, rules.required);
  return rules.max ? text.max(rules.max.length, rules.max.message) : text;
}

/** An optional free text: cleaned the same way, '' when absent, and at most `max` characters. */
export function optionalText(rules: Omit<TextRules, 'required'>) {
  const text = z.string().overwrite((value) => cleanText(value, { multiline: rules.multiline ?? false }));
  return (rules.max ? text.max(rules.max.length, rules.max.message) : text).default('');
}
