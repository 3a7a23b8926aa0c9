/**
 * Text normalisation for the embedded moderator.
 *
 * A parent (or a child at the keyboard) can dodge a naive word list with case, accents, spacing and
 * simple leetspeak: "M0RT", "s.e.x.e", "c o n n a r d", "fuuuck". Everything below turns such text into
 * tokens that the word lists can match *as whole words*, so that "con" never fires inside "conte",
 * "raconte" or "confiture", and "assassin" never inside "assiette".
 *
 * The steps, in order:
 * 1. Unicode clean-up: NFKC (full-width letters and digits, ligatures such as "ﬁ"), invisible characters
 *    removed (zero-width spaces, soft hyphens: "con\u200Bnard" is "connard"), a few Cyrillic/Greek
 *    look-alikes mapped to Latin letters ("сеxе" typed with Cyrillic letters is "sexe").
 * 2. Tokens: runs of letters, combining marks, digits and the leetspeak symbols @ $ ! *. Anything else
 *    (spaces, apostrophes, hyphens, dots) separates words: "l'assassin" → "l", "assassin".
 * 3. For every token: lower case; an accent-free form (NFD, combining marks removed, œ → oe, æ → ae);
 *    leetspeak decoded only in tokens that hold at least one letter (0→o, 1→i or l, 3→e, 4→a, 5→s, 7→t,
 *    @→a, $→s, !→i), so "les 7 nains" and "1 2 3 soleil" stay numbers; "elongated" when a character
 *    repeats three times or more ("fuuuck"), in which case the matcher also compares forms where every
 *    run of a repeated letter is collapsed to one ("fuck", "conard").
 *    Collapsing is deliberately not applied to ordinary double letters: "salle" must not become "sale",
 *    nor "ass" be confused with "as".
 * 4. Spacing-insensitive pass (see `spacedLetterRuns`): two or more consecutive one-character tokens
 *    are glued back together ("c o n n a r d", "s.e.x.e", "m 0 r t").
 */

/** One word of the text, in the forms the matcher compares. */
export interface Token {
  /** Accent-free, lower-case, leetspeak-decoded forms (two when the token holds a "1": i and l). */
  folded: string[];
  /** Same, but accents kept: for the few entries where an accent changes the word ("râpe" ≠ "rape"). */
  accented: string[];
  /** A character repeated three times or more in a row ("fuuuck", "connnnard"). */
  elongated: boolean;
  /** The word as typed (lower case, look-alikes mapped): glued back by the spaced-letters pass. */
  raw: string;
}

/** Invisible characters that could be slipped inside a word: removed, not treated as separators. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/** Cyrillic and Greek letters that look like Latin ones (lower case; applied after lower-casing). */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};
const LOOK_ALIKE_PATTERN = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

/** Leetspeak: the substitutions named in the issue, plus "!" for i ("sh!t"). "1" is tried as i and as l. */
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

const TOKEN_PATTERN = /[\p{L}\p{M}\p{N}@$!*]+/gu;
const HAS_LETTER = /\p{L}/u;
const COMBINING_MARKS = /\p{M}/gu;
const RUN_OF_THREE = /(.)\1\1/u;
const REPEATED = /(.)\1+/gu;

/**
 * Step 1, shared by every detector: NFKC, invisible characters removed, lower case, look-alikes mapped.
 * Accents are kept here (the personal-data detector looks at case and the matcher at accents).
 */
export function cleanText(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

/** Lower case with look-alike letters mapped to Latin ones; accents kept (NFC). */
export function lowerText(text: string): string {
  return cleanText(text)
    .toLowerCase()
    .replace(LOOK_ALIKE_PATTERN, (letter) => LOOK_ALIKES[letter] ?? letter)
    .normalize('NFC');
}

/** Accents removed (NFD then combining marks dropped), œ → oe, æ → ae, ß → ss. Keeps case. */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ß/g, 'ss');
}

/** Lower case, look-alikes mapped, accents removed: the form the regular-expression detectors read. */
export function foldText(text: string): string {
  return stripAccents(lowerText(text));
}

/** Every run of a repeated character reduced to one: "fuuuck" → "fuck", "connard" → "conard". */
export function collapseRepeats(word: string): string {
  return word.replace(REPEATED, '$1');
}

const LEET_SYMBOL = /[013457@$!]/;
/** Any character outside printable ASCII (tokens hold no control characters). */
const NON_ASCII = /[^ -~]/;
const EDGE_MARKS = /^[*!]+|[*!]+$/g;

/** Decodes leetspeak in a word that holds at least one letter; pure numbers are left alone. */
function decodeLeet(word: string): string[] {
  if (!LEET_SYMBOL.test(word) || !HAS_LETTER.test(word)) return [word];
  const decoded = word.replace(/[03457@$!]/g, (symbol) => LEET[symbol] ?? symbol);
  if (!decoded.includes('1')) return [decoded];
  return [decoded.replace(/1/g, 'i'), decoded.replace(/1/g, 'l')];
}

/** Builds the matcher's view of one raw word (already lower-cased by `lowerText`). */
export function makeToken(raw: string): Token {
  // "*" is kept inside a word ("f*ck" is not two words) but a leading or trailing one is emphasis.
  // "!" at the end of a word is punctuation ("Bravo!"), inside it is leetspeak ("sh!t").
  const word = raw.replace(EDGE_MARKS, '');
  const accented = decodeLeet(word);
  // Most words are plain ASCII: no need to decompose them (the costly step on a long story).
  const folded = NON_ASCII.test(word) ? accented.map(stripAccents) : accented;
  return { folded, accented, elongated: RUN_OF_THREE.test(word), raw: word };
}

/** Steps 1 to 3: the tokens of a text, in order. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of lowerText(text).matchAll(TOKEN_PATTERN)) {
    const token = makeToken(match[0]);
    if (token.folded[0] !== '') tokens.push(token);
  }
  return tokens;
}

/** A run of one-character tokens glued back together, with the token range it covers (inclusive). */
export interface SpacedRun {
  token: Token;
  start: number;
  end: number;
}

/**
 * Step 4, the spacing-insensitive pass: every stretch of two or more consecutive one-character tokens
 * ("c o n n a r d", "s.e.x.e", "m 0 r t") is glued, and so is every sub-stretch, so that "le c o n"
 * still yields "con". Only one-character tokens are glued: gluing short words ("il a pu te voir") would
 * invent words that are not there. Natural French has few runs of single letters ("il y a à…"), and a
 * glued form only counts when it is a whole entry of the word lists.
 * `canGrow` tells whether a glued form may still become an entry (it is the beginning of one): a
 * sub-stretch stops growing as soon as it cannot, which keeps the pass linear on a long run of letters.
 */
const MAX_GLUED = 24;

export function spacedLetterRuns(tokens: Token[], canGrow: (glued: Token) => boolean): SpacedRun[] {
  const runs: SpacedRun[] = [];
  for (let from = 0; from + 1 < tokens.length; from += 1) {
    if (!isOneCharacter(tokens[from]) || !isOneCharacter(tokens[from + 1])) continue;
    let glued = '';
    // At most 24 letters: longer than any listed word, and a bound even for "a a a a a…".
    for (let to = from; to < Math.min(tokens.length, from + MAX_GLUED) && isOneCharacter(tokens[to]); to += 1) {
      glued += tokens[to]?.raw ?? '';
      const token = makeToken(glued);
      if (to > from) runs.push({ token, start: from, end: to });
      // Stop on a letter repeated four times ("a a a a…"): enough for "f u u u c k", and no pathological run.
      if (!canGrow(token) || /(.)\1\1\1$/u.test(glued)) break;
    }
  }
  return runs;
}

function isOneCharacter(token: Token | undefined): boolean {
  return token !== undefined && [...token.raw].length === 1;
}
