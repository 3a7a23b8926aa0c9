import { collapseRepeats, gluedToken, spacedLetterRuns, stripAccents, tokenise, type Token } from '../common/normalise';

/**
 * Whole-word matching of the word lists against the tokens of a text.
 *
 * An entry is one or more words separated by spaces; each word may list alternatives with "|":
 *   "bain|bains de sang"         → "bain de sang", "bains de sang"
 * An alternative may end with "*" to match every word starting with it (at least four letters, so
 * that a stem is never a common short word): "tortur*" → torture, torturer, torturé…
 * An alternative may end with "+" to stand for every simple form of a regular "-er" verb, in every
 * person and tense a parent types, its participles and its gerund: "frapper+" → frappe, frappent,
 * frappait, frappa, frappera, frappée, frappant… (verbForms).
 * An alternative may start with "=" to be compared with its accents: "=rape" matches "rape" and
 * "r4pe" but not "râpe" (a grater), which the accent-free comparison would confuse with it.
 * Entries are written with ordinary French spelling (accents, no apostrophes or hyphens: write
 * "faire l amour", "tue tete"); they are folded like the text.
 *
 * Matching is by whole tokens, never by substring: "con" does not match "conte" or "confiture",
 * "assassin*" does not match "assiette", "sexe" does not match "Sexey-les-Bois".
 *
 * Evasions the matcher undoes on top of normalise.ts:
 * - doubled letters ("ssuicide", "terrorriste"): compared collapsed, but only against entries of six
 *   letters or more once collapsed, so that "salle" never becomes "sale";
 * - a word cut in two or three pieces ("sui cide", "pédo phile", "ter ro riste"): the pieces are glued
 *   and compared with one-word entries of five letters or more, unless every piece is itself a common
 *   French word ("en foire", "ta basse", "il a pu te voir" are left as they are);
 * - spelled-out letters ("c o n n a r d"): see `spacedLetterRuns`.
 */

export type LexiconCategory = 'violence' | 'sexual' | 'grooming' | 'hate' | 'crime' | 'drugs' | 'insult' | 'self_harm';

export type Lexicon = Partial<Record<LexiconCategory, readonly string[]>>;

interface Alternative {
  text: string;
  collapsed: string;
  prefix: boolean;
  accentSensitive: boolean;
}

/** One word of a phrase, its alternatives sorted for fast lookups. */
interface Slot {
  /** Whole words compared without accents. */
  exact: Set<string>;
  /** The same with repeated letters collapsed, for entries long enough (see MIN_COLLAPSED). */
  collapsedLong: Set<string>;
  /** Every whole word collapsed, for elongated tokens ("fuuuck"). */
  collapsedAll: Set<string>;
  /** Stems and accent-sensitive words, compared one by one (there are few). */
  others: Alternative[];
}

interface Phrase<C> {
  category: C;
  words: Alternative[][];
  slots: Slot[];
  source: string;
  /** The second word's whole forms when it has no stem: a plain next token outside it rules the phrase out at once. */
  second?: Set<string>;
}

/**
 * The phrases of one first word: `rest` those whose second word cannot be looked up (one word, or a stem
 * second), the others by their second word's whole forms and by its collapsed ones.
 */
interface TwoWords<C> {
  rest: Phrase<C>[];
  bySecond: Map<string, Phrase<C>[]>;
  withSecond: Map<string, Phrase<C>[]>;
  byCollapsedSecond: Map<string, Phrase<C>[]>;
}

/** A phrase found in the text: the token range it covers (inclusive) and its category. */
export interface Hit<C> {
  category: C;
  start: number;
  end: number;
  source: string;
}

const MIN_PREFIX = 4;
/** Doubled letters are collapsed only against entries at least this long once collapsed ("suicid", "pedophil"). */
const MIN_COLLAPSED = 6;
/** A word glued from pieces counts only when it is at least this long ("suicide", not "pute" from "pu te"). */
const MIN_GLUED_PIECES = 5;

/**
 * Common French words: a run of pieces that are all common words is ordinary French ("en foire",
 * "ta basse", "pu te"), never a word cut in two, so it is not glued.
 */
const COMMON_WORDS = new Set(
  (
    'a ai as au aux avec bas basse bon bu ca car ce ces cet cette chez ci de des dit do du elle elles en est et eu eux fait fin ' +
    'foire il ils je la le les leur lu ma mais me mer mes mi moi mon ne ni non nous on ont or ou oui pas peu par pour pu qu que ' +
    'qui re sa sans se ses si son sont sous su sur ta te tes toi ton tu un une va vu vous y ami amie bal beau bel bois bus cas ' +
    'cri dos eau feu fil fils fou jeu lit loi lot lui mal mot mur nez nid noir nue or os ours pain pas pile pot pre rat roi rue ' +
    'sac sel sol tas the toit top tour vent ver vers vie vin vol mort tete tres rien tout tous toute toutes'
  ).split(' '),
);

function compileAlternative(raw: string, source: string): Alternative {
  const accentSensitive = raw.startsWith('=');
  const prefix = raw.endsWith('*');
  const body = raw.replace(/^=/, '').replace(/\*$/, '').toLowerCase().normalize('NFC');
  const text = accentSensitive ? body : stripAccents(body);
  const valid = accentSensitive ? /^[\p{L}0-9]+$/u : /^[a-z0-9]+$/;
  if (!valid.test(text) || (prefix && text.length < MIN_PREFIX)) {
    throw new Error(`Moderator word list: invalid alternative "${raw}" in "${source}"`);
  }
  return { text, collapsed: collapseRepeats(text), prefix, accentSensitive };
}

function compileSlot(alternatives: readonly Alternative[]): Slot {
  const slot: Slot = { exact: new Set(), collapsedLong: new Set(), collapsedAll: new Set(), others: [] };
  for (const alternative of alternatives) {
    if (alternative.prefix || alternative.accentSensitive) {
      slot.others.push(alternative);
      continue;
    }
    slot.exact.add(alternative.text);
    slot.collapsedAll.add(alternative.collapsed);
    if (alternative.collapsed.length >= MIN_COLLAPSED) slot.collapsedLong.add(alternative.collapsed);
  }
  return slot;
}

/** The endings of a regular "-er" verb after its stem: present, imperfect, past historic, future, conditional, participles, gerund. */
const ER_ENDINGS = [
  'er', 'e', 'es', 'ent', 'ons', 'ez', 'ais', 'ait', 'ions', 'iez', 'aient', 'a', 'as', 'ai', 'ames', 'erent', 'era', 'eras', 'erai', 'erons', 'erez',
  'eront', 'erait', 'eraient', 'erais', 'ee', 'ees', 'ant',
];

/**
 * Every simple form of a regular "-er" verb, accents folded: "frapper" → frappe, frappait, frappèrent,
 * frappée… A "-ger" verb keeps its "e" before a and o (mangeait), a "-cer" verb's ç folds to c; "jeter"
 * and "appeler" double their consonant before a silent e (jette, jettera).
 */
export function verbForms(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  const doubled = /(?:jet|appel)$/.test(stem) ? stem + stem.slice(-1) : stem;
  return ER_ENDINGS.map((ending) => {
    const base = /^(?:e|es|ent|era|eras|erai|erons|erez|eront|erait|eraient|erais)$/.test(ending) && ending !== 'er' ? doubled : stem;
    return stem.endsWith('g') && /^[ao]/.test(ending) ? `${base}e${ending}` : base + ending;
  });
}

/** An alternative, or the forms it stands for ("frapper+"). */
function expandAlternative(alternative: string): string[] {
  if (!alternative.endsWith('+')) return [alternative];
  const infinitive = alternative.slice(0, -1);
  if (!infinitive.endsWith('er')) throw new Error(`Moderator word list: "${alternative}" is not an "-er" verb`);
  return verbForms(infinitive);
}

function compilePhrase<C>(category: C, source: string): Phrase<C> {
  const words = source
    .trim()
    .split(/\s+/)
    .map((word) => [...new Set(word.split('|').flatMap(expandAlternative))].map((alternative) => compileAlternative(alternative, source)));
  const slots = words.map(compileSlot);
  const second = slots[1] !== undefined && slots[1].others.length === 0 ? slots[1].exact : undefined;
  return { category, words, slots, source, second };
}

/** Does one token match one word of a phrase? Set lookups first, then the few stems one by one. */
function matchesSlot(token: Token, slot: Slot): boolean {
  for (const form of token.folded) if (slot.exact.has(form)) return true;
  const collapsedSet = token.elongated ? slot.collapsedAll : slot.collapsedLong;
  if (collapsedSet.size > 0 && token.collapsed !== token.folded) {
    for (const form of token.collapsed) if (collapsedSet.has(form)) return true;
  }
  return slot.others.some((alternative) => matchesAlternative(token, alternative));
}

/**
 * Does one token match one alternative? Compares every decoded form, and collapsed forms when the token
 * is elongated or the entry is long enough for doubled letters to be a trick rather than a spelling.
 */
function matchesAlternative(token: Token, alternative: Alternative): boolean {
  const forms = alternative.accentSensitive ? token.accented : token.folded;
  for (const form of forms) {
    if (alternative.prefix ? form.startsWith(alternative.text) : form === alternative.text) return true;
  }
  const collapsible = token.elongated || alternative.collapsed.length >= MIN_COLLAPSED;
  if (!collapsible || alternative.accentSensitive || token.collapsed === token.folded) return false;
  for (const collapsed of token.collapsed) {
    if (alternative.prefix ? collapsed.startsWith(alternative.collapsed) : collapsed === alternative.collapsed) return true;
  }
  return false;
}

/**
 * A compiled set of phrases with an index on their first word, so that a text is scanned once:
 * for each token, only the phrases whose first word can match it are tried.
 */
export class PhraseSet<C> {
  private readonly byWord = new Map<string, Phrase<C>[]>();
  /**
   * The same phrases by their first two words, for a plain token followed by a plain one (most of a text):
   * `rest` holds those whose second word cannot be looked up (one word, or a stem second).
   */
  private readonly byTwoWords = new Map<string, TwoWords<C>>();
  private readonly all: Phrase<C>[] = [];
  private readonly byCollapsedWord = new Map<string, Phrase<C>[]>();
  /** Phrases whose first word is a stem, by the stem's first four letters (plain and collapsed). */
  private readonly byPrefix = new Map<string, Phrase<C>[]>();
  private readonly byCollapsedPrefix = new Map<string, Phrase<C>[]>();
  /**
   * The first two letters of the keys of `byPrefix`, as one number: most words start no stem, and this
   * says so without cutting a string and hashing it for every token of every check (bench:moderator).
   */
  private readonly prefixHeads = new Set<number>();
  /** One-word phrases, for masked words ("f*ck", "b**ch"), which are rare enough to be compared one by one. */
  private readonly oneWord: Phrase<C>[] = [];
  /** Every beginning of a one-word entry (plain and collapsed), and the stems: for the spaced-letters pass. */
  private readonly wordBeginnings = new Set<string>();
  private readonly stemsByStart = new Map<string, string[]>();

  /**
   * `cutWords`: also glue words cut in pieces ("sui cide"); `spelled`: also glue letters spelled out
   * with any spacing ("s - e - x - e"). The refused word lists want both; the idioms and the concepts
   * read spelled-out words through `glueSpelledWords` instead, which is enough for them.
   */
  constructor(
    entries: Iterable<{ category: C; source: string }>,
    private readonly options: { cutWords?: boolean; spelled?: boolean } = {},
  ) {
    for (const { category, source } of entries) {
      const phrase = compilePhrase(category, source);
      this.all.push(phrase);
      const first = phrase.words[0] ?? [];
      if (phrase.words.length === 1) {
        this.oneWord.push(phrase);
        for (const alternative of first) this.addBeginnings(stripAccents(alternative.text), alternative.prefix);
      }
      for (const alternative of first) {
        const key = stripAccents(alternative.text);
        if (alternative.prefix) {
          add(this.byPrefix, key.slice(0, MIN_PREFIX), phrase);
          this.prefixHeads.add(twoLetters(key));
          add(this.byCollapsedPrefix, collapseRepeats(key).slice(0, MIN_PREFIX), phrase);
          continue;
        }
        add(this.byWord, key, phrase);
        add(this.byCollapsedWord, collapseRepeats(key), phrase);
        let entry = this.byTwoWords.get(key);
        if (entry === undefined) this.byTwoWords.set(key, (entry = { rest: [], bySecond: new Map(), withSecond: new Map(), byCollapsedSecond: new Map() }));
        if (phrase.second === undefined) {
          if (!entry.rest.includes(phrase)) entry.rest.push(phrase);
        } else {
          for (const second of phrase.second) add(entry.bySecond, second, phrase);
          for (const second of phrase.slots[1]?.collapsedAll ?? []) add(entry.byCollapsedSecond, second, phrase);
        }
      }
    }
    for (const entry of this.byTwoWords.values()) {
      for (const [second, phrases] of entry.bySecond) entry.withSecond.set(second, [...entry.rest, ...phrases]);
    }
  }

  /** Every word the phrases are written with (whole words, stems left out): a vocabulary to cut spelled runs with. */
  words(): Set<string> {
    const words = new Set<string>();
    for (const phrase of this.all) {
      for (const slot of phrase.words) for (const alternative of slot) if (!alternative.prefix) words.add(stripAccents(alternative.text));
    }
    return words;
  }

  /** Every phrase occurrence in the tokens, plus one-word entries spelled out letter by letter. */
  find(tokens: Token[]): Hit<C>[] {
    const hits: Hit<C>[] = [];
    for (let index = 0; index < tokens.length; index += 1) {
      const masked = this.maskedMatch(tokens[index]);
      if (masked !== undefined) hits.push({ category: masked.category, start: index, end: index, source: masked.source });
      for (const phrase of this.candidatesAt(tokens, index)) {
        if (this.matchesAt(phrase, tokens, index)) {
          hits.push({ category: phrase.category, start: index, end: index + phrase.words.length - 1, source: phrase.source });
        }
      }
    }
    const runs = this.options.spelled === true ? spacedLetterRuns(tokens, (glued) => this.couldBecomeWord(glued)) : [];
    for (const run of runs) {
      for (const phrase of this.candidates(run.token)) {
        if (phrase.words.length === 1 && this.matchesAt(phrase, [run.token], 0)) {
          hits.push({ category: phrase.category, start: run.start, end: run.end, source: phrase.source });
        }
      }
    }
    if (this.options.cutWords === true) this.findCutWords(tokens, hits);
    return hits;
  }

  /** Words cut in two or three pieces ("sui cide", "pé do phile"), glued back and compared with one-word entries. */
  private findCutWords(tokens: Token[], hits: Hit<C>[]): void {
    for (let start = 0; start + 1 < tokens.length; start += 1) {
      const first = tokens[start];
      if (first === undefined || isOneCharacterOrLess(first.raw)) continue;
      let glued = first.folded[0] ?? '';
      let allCommon = COMMON_WORDS.has(glued);
      for (let end = start + 1; end < Math.min(tokens.length, start + 3); end += 1) {
        const piece = tokens[end];
        if (piece === undefined || piece.sentence !== first.sentence || isOneCharacterOrLess(piece.raw)) break;
        glued += piece.folded[0] ?? '';
        allCommon &&= COMMON_WORDS.has(piece.folded[0] ?? '');
        // Common words side by side are ordinary French; a glued form must start a listed word to go on.
        if (allCommon || glued.length < MIN_GLUED_PIECES) continue;
        if (!this.couldStart(glued) && !(hasDoubledLetter(glued) && this.couldStart(collapseRepeats(glued)))) break;
        const token = gluedToken(glued, piece.sentence);
        for (const phrase of this.candidates(token)) {
          if (phrase.words.length === 1 && this.matchesAt(phrase, [token], 0)) {
            hits.push({ category: phrase.category, start, end, source: phrase.source });
          }
        }
      }
    }
  }

  private addBeginnings(text: string, stem: boolean): void {
    for (const form of [text, collapseRepeats(text)]) {
      for (let length = 1; length <= form.length; length += 1) this.wordBeginnings.add(form.slice(0, length));
    }
    if (stem) {
      const start = text.slice(0, MIN_PREFIX);
      this.stemsByStart.set(start, [...(this.stemsByStart.get(start) ?? []), text]);
    }
  }

  /** Is a glued form the beginning of a one-word entry (or of a word starting with a listed stem)? */
  private couldBecomeWord(token: Token): boolean {
    return token.folded.some((form, index) => this.couldStart(form) || (token.collapsed !== token.folded && this.couldStart(token.collapsed[index] ?? form)));
  }

  private couldStart(form: string): boolean {
    if (this.wordBeginnings.has(form)) return true;
    if (form.length <= MIN_PREFIX) return false;
    const stems = this.stemsByStart.get(form.slice(0, MIN_PREFIX));
    if (stems === undefined) return false;
    for (const stem of stems) if (form.startsWith(stem)) return true;
    return false;
  }

  /**
   * A word with letters hidden by asterisks ("f*ck", "sh*t", "b**ch"): each asterisk stands for one
   * letter, at least two letters must be visible and no more than half hidden.
   */
  private maskedMatch(token: Token | undefined): Phrase<C> | undefined {
    const form = token?.folded[0];
    if (form === undefined || !form.includes('*')) return undefined;
    const hidden = form.length - form.replace(/\*/g, '').length;
    if (!/^[a-z*]+$/.test(form) || form.length - hidden < 2 || hidden * 2 > form.length) return undefined;
    const masks = (text: string): boolean =>
      text.length === form.length && [...form].every((letter, index) => letter === '*' || letter === text[index]);
    return this.oneWord.find((phrase) =>
      (phrase.words[0] ?? []).some((alternative) => {
        const text = stripAccents(alternative.text);
        // A stem matches a longer masked word by its beginning ("fuck*" and "f*cking").
        return alternative.prefix ? form.length >= text.length && masks(text + form.slice(text.length)) : masks(text);
      }),
    );
  }

  /**
   * The phrases that may start at a token. Most tokens are plain (one form, nothing to collapse) and so is
   * the next one: the phrases are then looked up by both words, and few are left to compare.
   */
  private candidatesAt(tokens: readonly Token[], index: number): Iterable<Phrase<C>> {
    const token = tokens[index];
    const next = tokens[index + 1];
    if (token === undefined || next === undefined || !isPlain(token)) return this.candidates(token);
    const form = token.folded[0] ?? '';
    const byPrefix = this.plainPrefixed(form);
    const entry = this.byTwoWords.get(form);
    if (entry === undefined) return byPrefix ?? [];
    // « la princesse », « les fééеs »: a next word with several forms still rules out the phrases none of
    // its forms can follow (a word such as « la » starts hundreds); a collapsed form is looked up among
    // every collapsed second word, a superset of those matchesSlot may accept.
    if (!isPlain(next)) return this.followedBy(entry, next, byPrefix);
    // The rest and the second word's phrases, merged once at construction (no list built per token).
    const withSecond = entry.withSecond.get(next.folded[0] ?? '');
    if (byPrefix === undefined) return withSecond ?? entry.rest;
    // A phrase may start with a word and a stem ("tuer|tortur*"): once each.
    return new Set([...(withSecond ?? entry.rest), ...byPrefix]);
  }

  /** The phrases of one first word that a token with several forms may continue, and the stems' phrases. */
  private followedBy(entry: TwoWords<C>, next: Token, byPrefix: Phrase<C>[] | undefined): Set<Phrase<C>> {
    const found = new Set(entry.rest);
    for (const form of next.folded) for (const phrase of entry.bySecond.get(form) ?? []) found.add(phrase);
    if (next.collapsed !== next.folded) for (const form of next.collapsed) for (const phrase of entry.byCollapsedSecond.get(form) ?? []) found.add(phrase);
    for (const phrase of byPrefix ?? []) found.add(phrase);
    return found;
  }

  /** The phrases whose first word is a stem that a plain form may start with (the key of `byPrefix`). */
  private plainPrefixed(form: string): Phrase<C>[] | undefined {
    if (form.length < MIN_PREFIX || !this.prefixHeads.has(twoLetters(form))) return undefined;
    return this.byPrefix.get(form.slice(0, MIN_PREFIX));
  }

  private candidates(token: Token | undefined): Iterable<Phrase<C>> {
    if (token === undefined) return [];
    // The common case, one plain form: the index's lists as they are, no set to build.
    if (token.folded.length === 1 && token.collapsed === token.folded) {
      const form = token.folded[0] ?? '';
      const byWord = this.byWord.get(form);
      const byPrefix = this.plainPrefixed(form);
      if (byPrefix === undefined) return byWord ?? [];
      return byWord === undefined ? byPrefix : new Set([...byWord, ...byPrefix]);
    }
    const found = new Set<Phrase<C>>();
    token.folded.forEach((form, index) => {
      for (const phrase of this.byWord.get(form) ?? []) found.add(phrase);
      for (const phrase of this.byPrefix.get(form.slice(0, MIN_PREFIX)) ?? []) found.add(phrase);
      const collapsed = token.collapsed[index] ?? form;
      if (collapsed !== form) {
        for (const phrase of this.byCollapsedWord.get(collapsed) ?? []) found.add(phrase);
        for (const phrase of this.byCollapsedPrefix.get(collapsed.slice(0, MIN_PREFIX)) ?? []) found.add(phrase);
      }
    });
    return found;
  }

  private matchesAt(phrase: Phrase<C>, tokens: Token[], index: number): boolean {
    const { slots } = phrase;
    if (index + slots.length > tokens.length) return false;
    for (let offset = 0; offset < slots.length; offset += 1) {
      if (!matchesSlot(tokens[index + offset]!, slots[offset]!)) return false;
    }
    return true;
  }
}

/** The first two UTF-16 units of a text as one number (a key of `prefixHeads`). */
function twoLetters(text: string): number {
  return text.charCodeAt(0) * 0x10000 + text.charCodeAt(1);
}

/** One form, nothing to collapse: the common token. */
function isPlain(token: Token): boolean {
  return token.folded.length === 1 && token.collapsed === token.folded;
}

/** Is a raw token one character or none, a letter outside the basic plane included (no array spread per token)? */
function isOneCharacterOrLess(raw: string): boolean {
  return raw.length < 2 || (raw.length === 2 && raw.codePointAt(0)! > 0xffff);
}

/** A letter twice in a row, checked without a regular expression (the cut-words pass asks often). */
function hasDoubledLetter(word: string): boolean {
  for (let index = 1; index < word.length; index += 1) if (word.charCodeAt(index) === word.charCodeAt(index - 1)) return true;
  return false;
}

function add<C>(map: Map<string, Phrase<C>[]>, key: string, phrase: Phrase<C>): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [phrase]);
  else if (!list.includes(phrase)) list.push(phrase);
}

/** Flattens per-language word lists into the entries of a PhraseSet. */
export function lexiconEntries(lexicons: readonly Lexicon[]): { category: LexiconCategory; source: string }[] {
  const entries: { category: LexiconCategory; source: string }[] = [];
  for (const lexicon of lexicons) {
    for (const category of Object.keys(lexicon) as LexiconCategory[]) {
      for (const source of lexicon[category] ?? []) entries.push({ category, source });
    }
  }
  return entries;
}

/**
 * The word-list detector: the hits of the refused phrases, less those that lie wholly inside an allowed
 * phrase (an idiom or a harmless compound such as "feuilles mortes", "à tue-tête", "pique-nique").
 */
export class LexiconDetector {
  private readonly refused: PhraseSet<LexiconCategory>;
  private readonly allowed: PhraseSet<'allowed'>;

  constructor(lexicons: readonly Lexicon[], allowedPhrases: readonly string[]) {
    this.refused = new PhraseSet(lexiconEntries(lexicons), { cutWords: true, spelled: true });
    this.allowed = new PhraseSet(allowedPhrases.map((source) => ({ category: 'allowed' as const, source })));
  }

  hits(text: string): Hit<LexiconCategory>[] {
    return this.hitsIn(tokenise(text));
  }

  /** The same, on tokens already made (the concept rules read the same tokens). */
  hitsIn(tokens: Token[], allowedSpans?: readonly Hit<'allowed'>[]): Hit<LexiconCategory>[] {
    if (tokens.length === 0) return [];
    const hits = this.refused.find(tokens);
    if (hits.length === 0) return hits;
    const spans = allowedSpans ?? this.allowedSpans(tokens);
    return hits.filter((hit) => !insideAny(hit, spans));
  }

  /** The words of the refused and allowed phrases. */
  words(): Set<string> {
    return new Set([...this.refused.words(), ...this.allowed.words()]);
  }

  /** The allowed idioms of the tokens ("feuilles mortes", "mort de rire"): their words are not refused. */
  allowedSpans(tokens: Token[]): Hit<'allowed'>[] {
    return this.allowed.find(tokens);
  }
}

/** Does a hit lie wholly inside one of the spans? */
export function insideAny(hit: { start: number; end: number }, spans: readonly { start: number; end: number }[]): boolean {
  return spans.some((span) => span.start <= hit.start && hit.end <= span.end);
}
