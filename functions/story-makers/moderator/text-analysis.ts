import type { ModerationCategory } from '#core/story-makers-port';
import { capitalisedNames, ConceptWindow, conceptWords, findConcepts, nameHits, windowCategory, type RuleMode } from './concept-rules';
import { cutWordCategory } from './cut-words';
import { insideAny, LexiconDetector, type Hit, type LexiconCategory } from './lexicon-matcher';
import { conceptEntries } from './lexicons/concept-entries';
import type { Concept } from './lexicons/concepts';
import { lexiconTables } from './lexicons/lexicon-tables';
import { CATEGORY_ORDER } from '../common/moderation-categories';
import { glueSpelledWords, tokenise, type Token } from '../common/normalise';

/** A text cut into tokens, with what the word lists and the concepts found in it. */
export interface TextAnalysis {
  tokens: Token[];
  lexiconHits: Hit<LexiconCategory>[];
  categories: Set<ModerationCategory>;
  concepts: Hit<Concept>[];
  /**
   * The same text read again with its spelled-out words glued ("se p e n d r e" → "se pendre"), when
   * it has any: the rules read both, since distances between words only make sense in this one.
   */
  spelled?: TextAnalysis;
}

export interface AnalysisOptions {
  /**
   * Who counts as a named child: 'capitalised' marks every capitalised word that is not a known word
   * as a name (a parent's text, where the child's name is not known); `childName` the child's own,
   * with `capitalised` also the other names a parent typed ("Lina" in the scenario).
   */
  names?: 'capitalised' | { childName: string; capitalised?: boolean };
}

/**
 * Short words that a spelled run may hold between listed ones ("l e s n o i r s d e h o r s"): the
 * word lists and the concepts give the rest of the vocabulary.
 */
const LINKING_WORDS =
  'a au aux avec ce ces cet cette d dans de des du elle elles en est et il ils j je l la le les leur leurs lui m ma me mes moi mon n ne ' +
  'nous on ou par pas plus pour qu que qui s sa sans se ses son sont sur t ta te tes toi ton tous tout toute toutes tu un une vous y';

/** The longest spelled run worth cutting into words (a 200-character field holds fewer letters). */
const MAX_SPLIT = 60;

/**
 * A run of spelled letters cut into the fewest known words ("toutenue" → "toute" "nue"), or undefined
 * when the run is a word itself or cannot be cut into known words only. Pieces are two letters long
 * at least, except the one-letter words of French ("a", "y", the elided "l", "d", "s"…).
 */
export function splitIntoWords(word: string, vocabulary: ReadonlySet<string>): string[] | undefined {
  if (word.length < 4 || word.length > MAX_SPLIT || vocabulary.has(word)) return undefined;
  const fewest: number[] = [0];
  const from: number[] = [0];
  for (let end = 1; end <= word.length; end += 1) {
    fewest[end] = Infinity;
    for (let start = Math.max(0, end - 24); start < end; start += 1) {
      if ((fewest[start] ?? Infinity) === Infinity) continue;
      const piece = word.slice(start, end);
      if (!vocabulary.has(piece) || (piece.length === 1 && !ONE_LETTER_WORDS.has(piece))) continue;
      if ((fewest[start] ?? Infinity) + 1 < (fewest[end] ?? Infinity)) {
        fewest[end] = (fewest[start] ?? 0) + 1;
        from[end] = start;
      }
    }
  }
  if ((fewest[word.length] ?? Infinity) === Infinity || (fewest[word.length] ?? 0) < 2) return undefined;
  const pieces: string[] = [];
  for (let end = word.length; end > 0; end = from[end] ?? 0) pieces.unshift(word.slice(from[end] ?? 0, end));
  return pieces;
}
const ONE_LETTER_WORDS = new Set(['a', 'y', 'l', 'd', 's', 'n', 'm', 't', 'j', 'c']);

/** Tokens, word-list hits and concepts of a text, read once and shared by every rule. */
export class TextAnalyser {
  private readonly lexicon = new LexiconDetector(lexiconTables().lexicons, lexiconTables().allowed);
  private readonly vocabulary = new Set([...this.lexicon.words(), ...conceptWords(), ...LINKING_WORDS.split(' ')]);
  private readonly split = (word: string): string[] | undefined => splitIntoWords(word, this.vocabulary);

  /** Is a folded word one of the word lists' or the concepts' words (so no family name: "Ours Brun")? */
  readonly knows = (folded: string): boolean => this.vocabulary.has(folded);

  /**
   * A token with the word it stands for as an extra form, when it is shorthand ("ptite") or an elision
   * typed without its apostrophe ("lenfant": a word the lists do not know, whose end they know).
   */
  private withShorthand(token: Token): Token {
    const form = token.folded[0] ?? '';
    if (form.length < 2 || this.vocabulary.has(form)) return token;
    const shorthand = SHORTHAND.get(form);
    const elided = ELIDED.exec(form)?.[1];
    // An elision is read only as a word for people ("lenfant", "lhomme"): "livres" is no "l'ivres".
    const word = shorthand !== undefined && this.vocabulary.has(shorthand) ? shorthand : elided !== undefined && PEOPLE_WORDS.has(elided) ? elided : undefined;
    if (word === undefined) return token;
    const folded = [...token.folded, word];
    return { ...token, folded, accented: [...token.accented, word], collapsed: token.collapsed === token.folded ? folded : [...token.collapsed, word] };
  }

  analyse(text: string, options: AnalysisOptions = {}): TextAnalysis {
    const analysis = this.analyseTokens(tokenise(text), options);
    const spelled = glueSpelledWords(analysis.tokens, this.split);
    if (spelled !== undefined) {
      analysis.spelled = this.analyseTokens(spelled.tokens, options);
      for (const category of analysis.spelled.categories) analysis.categories.add(category);
    }
    return analysis;
  }

  private analyseTokens(typed: Token[], options: AnalysisOptions): TextAnalysis {
    const tokens = typed.map((token) => this.withShorthand(token));
    const allowed = this.lexicon.allowedSpans(tokens);
    const lexiconHits = this.lexicon.hitsIn(tokens, allowed);
    const found = findConcepts(tokens, allowed);
    let names: Hit<Concept>[] = [];
    let words = lexiconHits;
    if (options.names === 'capitalised') names = capitalisedNames(tokens, found);
    else if (options.names !== undefined) {
      const child = nameHits(tokens, options.names.childName);
      // The child's own first name was checked with the profile ("Dick" is a name there): not a word here.
      words = lexiconHits.filter((hit) => !insideAny(hit, child));
      names = options.names.capitalised === true ? [...child, ...capitalisedNames(tokens, [...found, ...child])] : child;
    }
    return { tokens, lexiconHits: words, categories: new Set(words.map((hit) => hit.category)), concepts: [...found, ...names] };
  }
}

/**
 * Words typed as in a text message, read as the words they stand for (an extra form of the token):
 * "ptite" is "petite", "ds" is "dans", "reum" is "mère".
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['ptit', 'petit'], ['ptite', 'petite'], ['ptits', 'petits'], ['ptites', 'petites'], ['ds', 'dans'], ['pr', 'pour'], ['ki', 'qui'], ['ke', 'que'],
  ['tt', 'tout'], ['tte', 'toute'], ['ts', 'tous'], ['ttes', 'toutes'], ['pa', 'pas'], ['jms', 'jamais'], ['reum', 'mere'],
  ['reup', 'pere'], ['vnr', 'venir'], ['cb', 'carte'], ['tjr', 'toujours'], ['tjrs', 'toujours'], ['mm', 'meme'], ['qd', 'quand'], ['bb', 'bebe'],
  ['msg', 'message'], ['msgs', 'messages'],
]);
/** The words for people, the only ones an elision typed without its apostrophe is read as. */
const PEOPLE_WORDS = new Set(
  conceptEntries()
    .filter((entry) => ['child', 'adult', 'family', 'person', 'parents', 'group'].includes(entry.category))
    .flatMap((entry) => entry.source.split(/\s+/).flatMap((word) => word.split('|')))
    .filter((word) => word.length >= 5 && /^[a-z]+$/.test(word)),
);
/** An elided article or pronoun typed without its apostrophe: "lenfant", "darabes". */
const ELIDED = /^(?:l|d|j|m|n|s|t|qu)([aeiouyh][a-z]{4,})$/;

/** The analysis and, when the text spells words out, its glued reading. */
export function readings(analysis: TextAnalysis): TextAnalysis[] {
  return analysis.spelled === undefined ? [analysis] : [analysis, analysis.spelled];
}

/** One window per sentence of an analysed text. */
export function sentenceWindows(analysis: TextAnalysis): ConceptWindow[] {
  const windows: ConceptWindow[] = [];
  const { tokens } = analysis;
  let from = 0;
  for (let index = 1; index <= tokens.length; index += 1) {
    if (index === tokens.length || tokens[index]?.sentence !== tokens[from]?.sentence) {
      windows.push(new ConceptWindow(tokens, analysis.concepts, from, index - 1));
      from = index;
    }
  }
  return windows;
}

/** The whole text as one window (a parent's field: 200 characters at most). */
export function wholeWindow(analysis: TextAnalysis): ConceptWindow {
  return new ConceptWindow(analysis.tokens, analysis.concepts, 0, analysis.tokens.length - 1);
}

/** The category of one window under a mode, with the cut-words search of its tokens. */
export function windowAndCutWords(window: ConceptWindow, mode: RuleMode, skip: readonly ModerationCategory[] = []): ModerationCategory | undefined {
  return windowCategory(window, mode, skip) ?? cutWordCategory(window.tokens.slice(window.from, window.to + 1));
}

/** The category reported among several, or undefined. */
export function firstCategory(categories: ReadonlySet<ModerationCategory>): ModerationCategory | undefined {
  return CATEGORY_ORDER.find((category) => categories.has(category));
}
