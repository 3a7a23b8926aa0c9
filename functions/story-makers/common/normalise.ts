/**
 * Text normalisation for the embedded moderator.
 *
 * A parent (or a child at the keyboard, or someone probing the filter) can dodge a naive word list with
 * case, accents, spacing, look-alike letters and leetspeak: "M0RT", "s.e.x.e", "s_e_x_e", "c o n n a r d",
 * "fuuuck", "ѕехе" typed in Cyrillic, "𝐬𝐞𝐱𝐞", "s̷e̷x̷e̷", "p€do". Everything below turns such text into
 * tokens that the word lists can match *as whole words*, so that "con" never fires inside "conte",
 * "raconte" or "confiture", and "assassin" never inside "assiette".
 *
 * The steps, in order:
 * 1. Unicode clean-up (`cleanText`): NFKC (full-width letters and digits, ligatures such as "ﬁ",
 *    mathematical alphanumerics "𝐬𝐞𝐱𝐞", circled and squared letters, superscripts, "ſ"); negative
 *    squared and circled letters and regional-indicator letters ("🆂", "🇸") mapped to Latin ones;
 *    invisible characters removed (zero-width spaces and joiners, soft hyphens, bidi marks, embeddings,
 *    overrides and isolates, variation selectors, tag characters, fillers: "con\u200Bnard" is "connard");
 *    for the word lists, symbols that stand for a letter when they touch one ("p€do", "m°rt", "p|stolet").
 * 2. Tokens: runs of letters, combining marks, digits and the leetspeak symbols @ $ ! *. Anything else
 *    (spaces, apostrophes, hyphens, dots, slashes, underscores) separates words: "l'assassin" → "l",
 *    "assassin"; "s_e_x_e" → four one-letter tokens, glued back by step 4. Each token remembers its
 *    sentence (a new one after . ! ? … ; or a line break; a dot between letters, as in "s.e.x.e" or
 *    "s. e. x. e", ends none) and whether it was typed with a capital (a name, for the concept rules).
 * 3. For every token: lower case; look-alike letters mapped to Latin ones after decomposition, so that
 *    accented Greek and Cyrillic letters map too (Cyrillic, Greek, Armenian, IPA and small capitals,
 *    "ı", "ø", "ł"…); an accent-free form (NFD, every combining mark removed, so stacked marks such as
 *    "s̷e̷x̷e̷" vanish; œ → oe, æ → ae, ß → ss); a token whose letters alternate with asterisks
 *    ("s*e*x*e") loses them; leetspeak decoded only in tokens that hold at least one letter (0→o,
 *    1→i or l, 3→e, 4→a, 5→s, 7→t, 8→b, 9→g, @→a, $→s, !→i), so "les 7 nains" and "1 2 3 soleil"
 *    stay numbers; "elongated" when a character repeats three times or more
 *    ("fuuuck"), in which case the matcher also compares forms where every run of a repeated letter is
 *    collapsed to one ("fuck", "conard"). Doubled letters ("ssuicide") are collapsed only against long
 *    entries (see lexicon-matcher.ts): "salle" must not become "sale", nor "ass" be confused with "as".
 * 4. Spacing-insensitive pass (see `spacedLetterRuns`): two or more consecutive one-character tokens
 *    are glued back together ("c o n n a r d", "s.e.x.e", "m 0 r t"). Words cut in two or three pieces
 *    ("sui cide", "pédo phile") are glued by the matcher, against long entries only.
 */

/** One word of the text, in the forms the matcher compares. */
export interface Token {
  /** Accent-free, lower-case, leetspeak-decoded forms (two when the token holds a "1": i and l). */
  folded: string[];
  /** Same, but accents kept: for the few entries where an accent changes the word ("râpe" ≠ "rape"). */
  accented: string[];
  /** `folded` with every run of a repeated letter collapsed ("ssuicide" → "suicide"); `folded` itself when none repeats. */
  collapsed: string[];
  /** A character repeated three times or more in a row ("fuuuck", "connnnard"). */
  elongated: boolean;
  /** The word as typed (lower case, look-alikes mapped): glued back by the spaced-letters pass. */
  raw: string;
  /** The sentence the word belongs to, counted from 0 (glued tokens: their first word's). */
  sentence: number;
  /** Typed with a capital first letter, in a text that is not all capitals: a name, or a sentence start. */
  capital: boolean;
  /** How many characters separate it from the previous word (0 for the first): "s e x e" has gaps of 1. */
  gap: number;
}

/**
 * Invisible characters that could be slipped inside a word: removed, not treated as separators.
 * Soft hyphen, combining grapheme joiner, Arabic letter mark, Hangul and Khmer fillers, Mongolian
 * separators, zero-width spaces and joiners, LRM/RLM, bidi embeddings, overrides and isolates, word
 * joiner and invisible operators, variation selectors, byte order mark, halfwidth filler, tag characters.
 */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
];
/** Any character that might be invisible (everything from the soft hyphen up): most texts have none. */
const MAYBE_INVISIBLE = /[\u00ad-\u{10ffff}]/u;

function isInvisible(codePoint: number): boolean {
  return INVISIBLE_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** The text without its invisible characters (a loop rather than a character class: some are combining marks). */
function removeInvisible(text: string): string {
  if (!MAYBE_INVISIBLE.test(text)) return text;
  let kept = '';
  for (const character of text) if (!isInvisible(character.codePointAt(0) ?? 0)) kept += character;
  return kept;
}

/** Negative circled (🅐), negative squared (🆂) and regional-indicator (🇸) letters: Latin letters NFKC keeps. */
const ENCLOSED_LETTER = /[\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}\u{1F1E6}-\u{1F1FF}]/gu;
function enclosedLetter(symbol: string): string {
  const code = symbol.codePointAt(0) ?? 0;
  const base = code >= 0x1f1e6 ? 0x1f1e6 : code >= 0x1f170 ? 0x1f170 : 0x1f150;
  return String.fromCharCode(0x61 + code - base);
}

/** Symbols that stand for a letter when they touch one: "p€do", "m°rt", "©onnard", "p|stolet" (| as 1: i or l). */
const LETTER_SYMBOLS: Record<string, string> = { '€': 'e', '£': 'l', '¢': 'c', '©': 'c', '®': 'r', '°': 'o', '¥': 'y', '∂': 'd', '×': 'x', '|': '1', 'µ': 'u' };
const LETTER_SYMBOL = /(?<=[\p{L}\p{N}])[€£¢©®°¥∂×|µ]|[€£¢©®°¥∂×|µ](?=[\p{L}\p{N}])/gu;

/**
 * Letters that look like Latin ones, in lower case, compared after decomposition (so "ί" maps as "ι"):
 * Cyrillic, Greek, Armenian, IPA, small capitals and other Latin letters that NFKC leaves alone.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic.
  а: 'a', в: 'b', г: 'r', е: 'e', и: 'u', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ш: 'w',
  щ: 'w', ъ: 'b', ь: 'b', э: 'e', я: 'r', ѕ: 's', і: 'i', ј: 'j', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ү: 'y', ұ: 'y', ҝ: 'k',
  ҡ: 'k', ԍ: 'g', ԃ: 'd', ѵ: 'v', ѡ: 'w', ө: 'o', ҫ: 'c', ӧ: 'o',
  // Greek.
  α: 'a', β: 'b', γ: 'y', δ: 'd', ε: 'e', η: 'n', θ: 'o', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', π: 'n', ρ: 'p', σ: 'o', ς: 's',
  τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c', ϳ: 'j', ϱ: 'p', ϵ: 'e',
  // Armenian.
  հ: 'h', ո: 'n', ս: 'u', օ: 'o', ց: 'g', ք: 'p', զ: 'q',
  // Latin letters outside ASCII that NFKC keeps: dotless i and j, IPA, small capitals, barred and hooked letters.
  ı: 'i', ȷ: 'j', ɑ: 'a', ɒ: 'a', ɓ: 'b', ɔ: 'o', ɕ: 'c', ɗ: 'd', ɛ: 'e', ǝ: 'e', ə: 'e', ɡ: 'g', ɢ: 'g', ɦ: 'h', ɨ: 'i', ɩ: 'i',
  ɪ: 'i', ʝ: 'j', ʟ: 'l', ɫ: 'l', ɭ: 'l', ɱ: 'm', ɲ: 'n', ɳ: 'n', ɴ: 'n', ɵ: 'o', ø: 'o', ʀ: 'r', ɽ: 'r', ʂ: 's', ʈ: 't', ʉ: 'u',
  ʊ: 'u', ʋ: 'v', ʏ: 'y', ʐ: 'z', ʑ: 'z', ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ʜ: 'h', ᴊ: 'j', ᴋ: 'k', ᴍ: 'm', ᴏ: 'o',
  ᴘ: 'p', ꞯ: 'q', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ᴢ: 'z', đ: 'd', ħ: 'h', ł: 'l', ŧ: 't', ƀ: 'b', ƈ: 'c', ƒ: 'f', ɠ: 'g',
  ƙ: 'k', ƚ: 'l', ƞ: 'n', ƥ: 'p', ƫ: 't', ƭ: 't', ʠ: 'q', ȥ: 'z', ƶ: 'z', ȼ: 'c', ɇ: 'e', ɉ: 'j', ɍ: 'r', ɏ: 'y', ð: 'd', ĸ: 'k',
};
const LOOK_ALIKE_PATTERN = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');
const NOT_ASCII_LETTER = /[^\x20-\x7E]/;

/** Leetspeak: the usual substitutions, plus "!" for i ("sh!t"). "1" is tried as i and as l. */
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i' };

const TOKEN_PATTERN = /[\p{L}\p{M}\p{N}@$!*]+/gu;
const HAS_LETTER = /\p{L}/u;
const COMBINING_MARKS = /\p{M}/gu;
const RUN_OF_THREE = /(.)\1\1/u;
const DOUBLED = /(.)\1/u;
const REPEATED = /(.)\1+/gu;
/** A gap between two words that ends a sentence: . ! ? … ; or a line break (a dot inside "s.e.x.e" does not). */
const SENTENCE_END = /[!?…;\n]|\.(?=\s|$|["»”)\]])/u;

/**
 * Step 1, shared by every detector: NFKC, enclosed letters mapped, invisible characters removed. Case
 * and accents are kept (the personal-data detector looks at case and the matcher at accents). Symbols
 * standing for letters are replaced only for the word lists (`tokenise`): "<|im_start|>" must stay
 * what it is for the injection patterns.
 */
export function cleanText(text: string): string {
  // One text is cleaned three times in a row (the injection patterns, the tokens, personal data): the last one is kept.
  if (text === lastCleaned.text) return lastCleaned.clean;
  const clean = removeInvisible(text.normalize('NFKC').replace(ENCLOSED_LETTER, enclosedLetter));
  lastCleaned = { text, clean };
  return clean;
}
let lastCleaned = { text: '', clean: '' };

/**
 * Characters that may need mapping: anything past Latin Extended-A (Cyrillic, Greek, IPA, combining
 * marks…) and the few Latin-1 and Extended-A look-alikes (ð ø đ ħ ı ĸ ł ŧ). French accented letters
 * are below and skip the decomposition.
 */
const MAY_LOOK_ALIKE = /[ƀ-￿ðøđħıĸłŧ]/;

/** Look-alike letters mapped to Latin ones, in a lower-case text (decomposed first, recomposed after). */
function mapLookAlikes(lower: string): string {
  if (!NOT_ASCII_LETTER.test(lower) || !MAY_LOOK_ALIKE.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(LOOK_ALIKE_PATTERN, (letter) => LOOK_ALIKES[letter] ?? letter)
    .normalize('NFC');
}

/** Lower case with look-alike letters mapped to Latin ones; accents kept (NFC). */
export function lowerText(text: string): string {
  return mapLookAlikes(cleanText(text).toLowerCase());
}

/** Accents removed (NFD then combining marks dropped), œ → oe, æ → ae, ß → ss. Keeps case. */
export function stripAccents(text: string): string {
  if (!NOT_ASCII_LETTER.test(text)) return text;
  // The rules of one check strip the same whole text several times (personal data, named schools, names):
  // the last answer is kept (bench:moderator).
  if (text === lastStripped.text) return lastStripped.stripped;
  const marked = text.normalize('NFD').replace(COMBINING_MARKS, '');
  const stripped = LIGATURE.test(marked) ? marked.replace(LIGATURES, (ligature) => LIGATURE_LETTERS[ligature] ?? ligature) : marked;
  lastStripped = { text, stripped };
  return stripped;
}
let lastStripped = { text: '', stripped: '' };
const LIGATURE = /[œŒæÆß]/;
const LIGATURES = /[œŒæÆß]/g;
const LIGATURE_LETTERS: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss' };

/** Lower case, look-alikes mapped, accents removed: the form the regular-expression detectors read. */
export function foldText(text: string): string {
  // One field is folded by several readers in a row (prompt-injection.ts, indirect-rules.ts): the last
  // result is kept, a pure function of its input, so a 200-character field is folded once, not thrice.
  if (text === lastFolded.text) return lastFolded.folded;
  const folded = stripAccents(lowerText(text));
  lastFolded = { text, folded };
  return folded;
}
let lastFolded = { text: '', folded: '' };

/** Every run of a repeated character reduced to one: "fuuuck" → "fuck", "connard" → "conard". */
export function collapseRepeats(word: string): string {
  return word.replace(REPEATED, '$1');
}

const LEET_SYMBOL = /[0134579@$!]/;
/** Any character outside printable ASCII (tokens hold no control characters). */
const NON_ASCII = /[^ -~]/;
const EDGE_MARKS = /^[*!]+|[*!]+$/g;
/** Letters (or digits) alternating with asterisks: "s*e*x*e" (at least two; "f*ck" is a masked word). */
const ALTERNATING = /^[\p{L}\p{N}](?:\*[\p{L}\p{N}]){2,}$/u;

/** A number with its unit glued to it ("8ans", "10h", "3e", "5km"): a number, not leetspeak. */
const NUMBER_WITH_UNIT = /^\d+(?:ans?|h|e|er|eme|ème|km|m|cm|kg|g|min|mn|s)$/u;

/** Decodes leetspeak in a word that holds at least one letter; pure numbers are left alone. */
function decodeLeet(word: string): string[] {
  if (!LEET_SYMBOL.test(word) || !HAS_LETTER.test(word) || NUMBER_WITH_UNIT.test(word)) return [word];
  const decoded = word.replace(/[0345789@$!]/g, (symbol) => LEET[symbol] ?? symbol);
  if (!decoded.includes('1')) return [decoded];
  return [decoded.replace(/1/g, 'i'), decoded.replace(/1/g, 'l')];
}

/** Builds the matcher's view of one raw word (already lower-cased, look-alikes mapped). */
const PLAIN_WORD = /^[a-z]+$/;

export function makeToken(raw: string, sentence = 0, capital = false, gap = 1): Token {
  // Most words are plain lower-case ASCII letters: nothing to decode, strip or decompose.
  if (PLAIN_WORD.test(raw)) {
    const forms = [raw];
    const collapsed = DOUBLED.test(raw) ? [collapseRepeats(raw)] : forms;
    return { folded: forms, accented: forms, collapsed, elongated: collapsed !== forms && RUN_OF_THREE.test(raw), raw, sentence, capital, gap };
  }
  // "*" is kept inside a word ("f*ck" is not two words) but a leading or trailing one is emphasis.
  // "!" at the end of a word is punctuation ("Bravo!"), inside it is leetspeak ("sh!t").
  let word = raw.replace(EDGE_MARKS, '');
  if (ALTERNATING.test(word)) word = word.replace(/\*/g, '');
  const accented = decodeLeet(word);
  // "n@z!": a "!" ending a word that already holds leetspeak may be an i rather than an exclamation.
  const trailingBangs = /\p{L}(!+)$/u.exec(raw)?.[1];
  if (trailingBangs !== undefined && /[0-9@$]/.test(word)) accented.push(...decodeLeet(word + 'i'.repeat(trailingBangs.length)));
  // Most words are plain ASCII: no need to decompose them (the costly step on a long story).
  const folded = NON_ASCII.test(word) ? accented.map(stripAccents) : accented;
  const collapsed = DOUBLED.test(word) ? folded.map(collapseRepeats) : folded;
  return { folded, accented, collapsed, elongated: RUN_OF_THREE.test(word), raw: word, sentence, capital, gap };
}

/**
 * The forms of a word depend on the word alone: they are kept for the next time it is met (a story
 * repeats its words, and parents type the same ones), in a bounded cache emptied when full.
 */
type WordForms = Pick<Token, 'folded' | 'accented' | 'collapsed' | 'elongated' | 'raw'>;
const FORMS_CACHE_LIMIT = 20_000;
const formsCache = new Map<string, WordForms>();

function wordForms(typed: string): WordForms {
  const cached = formsCache.get(typed);
  if (cached !== undefined) return cached;
  const { folded, accented, collapsed, elongated, raw } = makeToken(mapLookAlikes(typed.toLowerCase()));
  const forms = { folded, accented, collapsed, elongated, raw };
  if (formsCache.size >= FORMS_CACHE_LIMIT) formsCache.clear();
  formsCache.set(typed, forms);
  return forms;
}

/**
 * A token made of a glued string (spelled letters, a word cut in pieces): `makeToken`'s forms, kept for the
 * next check like `wordForms`'s. The spacing pass glues every stretch of a spelled field letter by letter,
 * and the same stretches come back in every field spelled so (bench:moderator's long fields).
 */
const gluedCache = new Map<string, WordForms>();

export function gluedToken(glued: string, sentence = 0, capital = false, gap = 1): Token {
  let forms = gluedCache.get(glued);
  if (forms === undefined) {
    const { folded, accented, collapsed, elongated, raw } = makeToken(glued);
    forms = { folded, accented, collapsed, elongated, raw };
    if (gluedCache.size >= FORMS_CACHE_LIMIT) gluedCache.clear();
    gluedCache.set(glued, forms);
  }
  return { folded: forms.folded, accented: forms.accented, collapsed: forms.collapsed, elongated: forms.elongated, raw: forms.raw, sentence, capital, gap };
}

/** Steps 1 to 3: the tokens of a text, in order, with their sentence. */
export function tokenise(text: string): Token[] {
  const cleaned = cleanText(text).replace(LETTER_SYMBOL, (symbol) => LETTER_SYMBOLS[symbol] ?? symbol);
  // A text typed in capitals says nothing about names.
  const shouted = !/\p{Ll}/u.test(cleaned);
  const tokens: Token[] = [];
  let sentence = 0;
  let previousEnd = 0;
  let endsWithBang = false;
  for (const match of cleaned.matchAll(TOKEN_PATTERN)) {
    const typed = match[0];
    const gapLength = match.index - previousEnd;
    // In characters, not UTF-16 units: an emoji between spelled letters ("s🍭e🍭x🍭e") is one character.
    const gapCharacters = gapLength > 1 ? [...cleaned.slice(previousEnd, match.index)].length : gapLength;
    // A single space ends a sentence only after a "!" (kept in the words for "k!ll"): most gaps need no
    // regular expression. "Le football ! Une couleur faisait battre le cœur du petit garçon" is two sentences.
    if (tokens.length > 0 && (endsWithBang || !(gapLength === 1 && cleaned.charCodeAt(previousEnd) === 32))) {
      const gap = cleaned.slice(previousEnd, match.index);
      const ended = SENTENCE_END.test(gap) || (endsWithBang && /\s/.test(gap));
      // "s. e. x. e" is one spelled word, not four sentences.
      if (ended && !(isOneCharacter(tokens[tokens.length - 1]) && [...typed].length === 1)) sentence += 1;
    }
    previousEnd = match.index + typed.length;
    endsWithBang = typed.charCodeAt(typed.length - 1) === 33;
    const first = typed.charCodeAt(0);
    const capital = !shouted && (first >= 65 && first <= 90 ? true : first > 127 && /^\p{Lu}/u.test(typed));
    const forms = wordForms(typed);
    if (forms.folded[0] === '') continue;
    tokens.push({
      folded: forms.folded,
      accented: forms.accented,
      collapsed: forms.collapsed,
      elongated: forms.elongated,
      raw: forms.raw,
      sentence,
      capital,
      gap: tokens.length === 0 ? 0 : gapCharacters,
    });
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
 * still yields "con". Only one-character tokens are glued here: gluing short words ("il a pu te voir")
 * would invent words that are not there. Natural French has few runs of single letters ("il y a à…"),
 * and a glued form only counts when it is a whole entry of the word lists.
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
      const token = gluedToken(glued, tokens[from]?.sentence ?? 0);
      if (to > from) runs.push({ token, start: from, end: to });
      // Stop on a letter repeated four times ("a a a a…"): enough for "f u u u c k", and no pathological run.
      // The regular expression only when the last units repeat (a letter outside the basic plane repeats every other unit).
      const last = glued.length - 1;
      const repeats = last >= 3 && (glued.charCodeAt(last) === glued.charCodeAt(last - 1) || glued.charCodeAt(last) === glued.charCodeAt(last - 2));
      if (!canGrow(token) || (repeats && /(.)\1\1\1$/u.test(glued))) break;
    }
  }
  return runs;
}

function isOneCharacter(token: Token | undefined): boolean {
  if (token === undefined) return false;
  const { raw } = token;
  return raw.length === 1 || (raw.length === 2 && [...raw].length === 1);
}

/**
 * Words spelled out letter by letter inside a sentence ("se p e n d r e", "papa f r a p p e maman"):
 * every run of three or more one-character tokens one character apart is glued into one token, so
 * phrases and combinations can be read across it. A wider gap ends a word ("l e  v o i s i n" is two
 * words). Returns the glued tokens with the range of original tokens each covers, or undefined when
 * the text spells nothing out.
 * Words spelled one after another with single spaces glue into one run ("t o u t e n u e"): `split`
 * may cut a run that is no word into the known words it is made of ("toute" "nue"), each of them a
 * token covering the whole run.
 */
export function glueSpelledWords(
  tokens: readonly Token[],
  split?: (word: string) => readonly string[] | undefined,
): { tokens: Token[]; ranges: { start: number; end: number }[] } | undefined {
  const glued: Token[] = [];
  const ranges: { start: number; end: number }[] = [];
  let changed = false;
  for (let index = 0; index < tokens.length; ) {
    const first = tokens[index];
    if (first === undefined) break;
    let end = index;
    if (isOneCharacter(first)) {
      while (isOneCharacter(tokens[end + 1]) && (tokens[end + 1]?.gap ?? 2) <= 1 && tokens[end + 1]?.sentence === first.sentence) end += 1;
    }
    // Three letters at least: "à l'école" is French, not a word spelled out.
    if (end >= index + 2) {
      const token = gluedToken(tokens.slice(index, end + 1).map((token) => token.raw).join(''), first.sentence, first.capital, first.gap);
      const words = split?.(token.folded[0] ?? '');
      if (words === undefined) glued.push(token);
      else {
        words.forEach((word, position) => {
          glued.push(gluedToken(word, first.sentence, position === 0 && first.capital, position === 0 ? first.gap : 1));
          if (position > 0) ranges.push({ start: index, end });
        });
      }
      changed = true;
    } else {
      for (let single = index; single <= end; single += 1) {
        glued.push(tokens[single]!);
        ranges.push({ start: single, end: single });
      }
      index = end + 1;
      continue;
    }
    ranges.push({ start: index, end });
    index = end + 1;
  }
  return changed ? { tokens: glued, ranges } : undefined;
}
