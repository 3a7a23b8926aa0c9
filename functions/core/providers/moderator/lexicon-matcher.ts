import { collapseRepeats, spacedLetterRuns, stripAccents, tokenise, type Token } from './normalise';

/**
 * Whole-word matching of the word lists against the tokens of a text.
 *
 * An entry is one or more words separated by spaces; each word may list alternatives with "|":
 *   "bain|bains de sang"         → "bain de sang", "bains de sang"
 * An alternative may end with "*" to match every word starting with it (at least four letters, so
 * that a stem is never a common short word): "tortur*" → torture, torturer, torturé…
 * An alternative may start with "=" to be compared with its accents: "=rape" matches "rape" and
 * "r4pe" but not "râpe" (a grater), which the accent-free comparison would confuse with it.
 * Entries are written with ordinary French spelling (accents, no apostrophes or hyphens: write
 * "faire l amour", "tue tete"); they are folded like the text.
 *
 * Matching is by whole tokens, never by substring: "con" does not match "conte" or "confiture",
 * "assassin*" does not match "assiette", "sexe" does not match "Sexey-les-Bois".
 */

export type LexiconCategory = 'violence' | 'sexual' | 'drugs' | 'insult' | 'self_harm';

export type Lexicon = Record<LexiconCategory, readonly string[]>;

interface Alternative {
  text: string;
  collapsed: string;
  prefix: boolean;
  accentSensitive: boolean;
}

interface Phrase<C> {
  category: C;
  words: Alternative[][];
  source: string;
}

/** A phrase found in the text: the token range it covers (inclusive) and its category. */
export interface Hit<C> {
  category: C;
  start: number;
  end: number;
  source: string;
}

const MIN_PREFIX = 4;

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

function compilePhrase<C>(category: C, source: string): Phrase<C> {
  const words = source
    .trim()
    .split(/\s+/)
    .map((word) => word.split('|').map((alternative) => compileAlternative(alternative, source)));
  return { category, words, source };
}

/** Does one token match one alternative? Compares every decoded form, and collapsed forms when elongated. */
function matchesAlternative(token: Token, alternative: Alternative): boolean {
  const forms = alternative.accentSensitive ? token.accented : token.folded;
  for (const form of forms) {
    if (alternative.prefix ? form.startsWith(alternative.text) : form === alternative.text) return true;
    if (token.elongated) {
      const collapsed = collapseRepeats(form);
      if (alternative.prefix ? collapsed.startsWith(alternative.collapsed) : collapsed === alternative.collapsed) return true;
    }
  }
  return false;
}

/**
 * A compiled set of phrases with an index on their first word, so that a text is scanned once:
 * for each token, only the phrases whose first word can match it are tried.
 */
export class PhraseSet<C> {
  private readonly byWord = new Map<string, Phrase<C>[]>();
  private readonly byCollapsedWord = new Map<string, Phrase<C>[]>();
  /** Phrases whose first word is a stem, by the stem's first four letters (plain and collapsed). */
  private readonly byPrefix = new Map<string, Phrase<C>[]>();
  private readonly byCollapsedPrefix = new Map<string, Phrase<C>[]>();
  /** One-word phrases, for masked words ("f*ck", "b**ch"), which are rare enough to be compared one by one. */
  private readonly oneWord: Phrase<C>[] = [];
  /** Every beginning of a one-word entry (plain and collapsed), and the stems: for the spaced-letters pass. */
  private readonly wordBeginnings = new Set<string>();
  private readonly stems: string[] = [];

  constructor(entries: Iterable<{ category: C; source: string }>) {
    for (const { category, source } of entries) {
      const phrase = compilePhrase(category, source);
      const first = phrase.words[0] ?? [];
      if (phrase.words.length === 1) {
        this.oneWord.push(phrase);
        for (const alternative of first) this.addBeginnings(stripAccents(alternative.text), alternative.prefix);
      }
      for (const alternative of first) {
        const key = stripAccents(alternative.text);
        if (alternative.prefix) {
          add(this.byPrefix, key.slice(0, MIN_PREFIX), phrase);
          add(this.byCollapsedPrefix, collapseRepeats(key).slice(0, MIN_PREFIX), phrase);
          continue;
        }
        add(this.byWord, key, phrase);
        add(this.byCollapsedWord, collapseRepeats(key), phrase);
      }
    }
  }

  /** Every phrase occurrence in the tokens, plus one-word entries spelled out letter by letter. */
  find(tokens: Token[]): Hit<C>[] {
    const hits: Hit<C>[] = [];
    for (let index = 0; index < tokens.length; index += 1) {
      const masked = this.maskedMatch(tokens[index]);
      if (masked !== undefined) hits.push({ category: masked.category, start: index, end: index, source: masked.source });
      for (const phrase of this.candidates(tokens[index])) {
        if (this.matchesAt(phrase, tokens, index)) {
          hits.push({ category: phrase.category, start: index, end: index + phrase.words.length - 1, source: phrase.source });
        }
      }
    }
    for (const run of spacedLetterRuns(tokens, (glued) => this.couldBecomeWord(glued))) {
      for (const phrase of this.candidates(run.token)) {
        if (phrase.words.length === 1 && this.matchesAt(phrase, [run.token], 0)) {
          hits.push({ category: phrase.category, start: run.start, end: run.end, source: phrase.source });
        }
      }
    }
    return hits;
  }

  private addBeginnings(text: string, stem: boolean): void {
    for (const form of [text, collapseRepeats(text)]) {
      for (let length = 1; length <= form.length; length += 1) this.wordBeginnings.add(form.slice(0, length));
    }
    if (stem) this.stems.push(text);
  }

  /** Is a glued form the beginning of a one-word entry (or of a word starting with a listed stem)? */
  private couldBecomeWord(token: Token): boolean {
    return token.folded.some(
      (form) =>
        this.wordBeginnings.has(form) ||
        this.wordBeginnings.has(collapseRepeats(form)) ||
        this.stems.some((stem) => form.startsWith(stem)),
    );
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

  private candidates(token: Token | undefined): Set<Phrase<C>> {
    const found = new Set<Phrase<C>>();
    if (token === undefined) return found;
    for (const form of token.folded) {
      for (const phrase of this.byWord.get(form) ?? []) found.add(phrase);
      for (const phrase of this.byPrefix.get(form.slice(0, MIN_PREFIX)) ?? []) found.add(phrase);
      if (token.elongated) {
        const collapsed = collapseRepeats(form);
        for (const phrase of this.byCollapsedWord.get(collapsed) ?? []) found.add(phrase);
        for (const phrase of this.byCollapsedPrefix.get(collapsed.slice(0, MIN_PREFIX)) ?? []) found.add(phrase);
      }
    }
    return found;
  }

  private matchesAt(phrase: Phrase<C>, tokens: Token[], index: number): boolean {
    return phrase.words.every((alternatives, offset) => {
      const token = tokens[index + offset];
      return token !== undefined && alternatives.some((alternative) => matchesAlternative(token, alternative));
    });
  }
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
      for (const source of lexicon[category]) entries.push({ category, source });
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
    this.refused = new PhraseSet(lexiconEntries(lexicons));
    this.allowed = new PhraseSet(allowedPhrases.map((source) => ({ category: 'allowed' as const, source })));
  }

  hits(text: string): Hit<LexiconCategory>[] {
    const tokens = tokenise(text);
    if (tokens.length === 0) return [];
    const hits = this.refused.find(tokens);
    if (hits.length === 0) return hits;
    const allowedSpans = this.allowed.find(tokens);
    return hits.filter((hit) => !allowedSpans.some((span) => span.start <= hit.start && hit.end <= span.end));
  }
}
