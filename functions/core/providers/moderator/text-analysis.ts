import type { ModerationCategory } from '../ports';
import { capitalisedNames, ConceptWindow, findConcepts, nameHits, windowCategory, type RuleMode } from './concept-rules';
import { cutWordCategory } from './cut-words';
import { insideAny, LexiconDetector, type Hit, type LexiconCategory } from './lexicon-matcher';
import { ALLOWED_PHRASES } from './lexicons/allowed';
import type { Concept } from './lexicons/concepts';
import { ENGLISH } from './lexicons/english';
import { FRENCH } from './lexicons/french';
import { glueSpelledWords, tokenise, type Token } from './normalise';

/**
 * Within one text, when several categories apply, the one reported: the most specific or most serious
 * first. Self-harm before violence ("kill myself" is also "kill"), sexual content, grooming, hate,
 * violence, crime, drugs, insults (personal data and instructions to the generator are decided apart).
 */
export const CATEGORY_ORDER: readonly ModerationCategory[] = ['self_harm', 'sexual', 'grooming', 'hate', 'violence', 'crime', 'drugs', 'insult'];

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

/** Tokens, word-list hits and concepts of a text, read once and shared by every rule. */
export class TextAnalyser {
  private readonly lexicon = new LexiconDetector([FRENCH, ENGLISH], ALLOWED_PHRASES);

  analyse(text: string, options: AnalysisOptions = {}): TextAnalysis {
    const analysis = this.analyseTokens(tokenise(text), options);
    const spelled = glueSpelledWords(analysis.tokens);
    if (spelled !== undefined) {
      analysis.spelled = this.analyseTokens(spelled.tokens, options);
      for (const category of analysis.spelled.categories) analysis.categories.add(category);
    }
    return analysis;
  }

  private analyseTokens(tokens: Token[], options: AnalysisOptions): TextAnalysis {
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
