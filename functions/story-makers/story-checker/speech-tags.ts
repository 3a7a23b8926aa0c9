import type { Sentence } from './text';
import { plain } from './text';
import { isFiniteVerb } from './verbs';

/**
 * Speech tags: the "demanda Léa" after a quote (« … », demanda Léa.), the incise inside one
 * (« Oui, répondit le dragon, mais… »), and the subject before a colon (Le robot murmura : « … »).
 * Read by the speech-tag agreement rule and by the report's dialogue figure. Only verbs of a closed
 * lexicon of speech verbs are tags: « … » et Léa partit is no tag, and an unknown verb is never one.
 */

/** First-group speech verbs by stem: passé simple -a / -èrent, imparfait -ait / -aient. */
const FIRST_GROUP = [
  'demand', 'cri', 'soupir', 'propos', 'chuchot', 'avou', 'souffl', 'murmur', "s'exclam", "s'écri", 'protest', 'pens', 'devin',
  'déclar', 'chantonn', 'constat', 'ajout', 'insist', 'expliqu', 'gliss', "s'inquiét", 'hurl', 'bredouill', 'balbuti', 'rétorqu',
  'rappel', 'répét', 'tint', 'grond', 'appel', 'chant', 'rassur', 'approuv', 'hésit', 'pleur', "s'étonn", 'bâill',
  'confi', 'jur', 'lanc', 'annonc', 'commenc', 'encourag', 'questionn', 'suggér', 'triomph', 'conseill', 'exig',
  'décid', 'suppli', 'ordonn', 'rigol', 'plaisant', 'grogn', 'bougonn', 'ronronn', 'couin', 'piaill', 'félicit', 'remerci',
];
/** Other speech verbs: singular passé simple → plural, and their imparfait. */
const OTHER_GROUPS: [singular: string, plural: string][] = [
  ['dit', 'dirent'], ['fit', 'firent'], ['sourit', 'sourirent'], ['rit', 'rirent'], ['promit', 'promirent'], ['reprit', 'reprirent'],
  ['répondit', 'répondirent'], ['rugit', 'rugirent'], ['conclut', 'conclurent'], ['admit', 'admirent'], ['poursuivit', 'poursuivirent'],
  ['gémit', 'gémirent'], ['s\'écria', 's\'écrièrent'], ['disait', 'disaient'], ['faisait', 'faisaient'], ['répondait', 'répondaient'],
  ['riait', 'riaient'], ['souriait', 'souriaient'], ['interrompit', 'interrompirent'], ['reconnut', 'reconnurent'], ['s\'enquit', 's\'enquirent'],
];

/** Speech verb form → plural or not. */
const SPEECH_VERBS = new Map<string, boolean>();
for (const stem of FIRST_GROUP) {
  // lança, annonça, encouragea: the stem's c becomes ç and its g takes an e before a.
  const before = stem.endsWith('c') ? `${stem.slice(0, -1)}ç` : stem.endsWith('g') ? `${stem}e` : stem;
  SPEECH_VERBS.set(`${before}a`, false);
  SPEECH_VERBS.set(`${before}ait`, false);
  SPEECH_VERBS.set(`${before}aient`, true);
  SPEECH_VERBS.set(`${stem}èrent`, true);
}
for (const [singular, plural] of OTHER_GROUPS) {
  SPEECH_VERBS.set(singular, false);
  SPEECH_VERBS.set(plural, true);
}

/** A speech verb form of the lexicon (lower case, "s'écria" with its pronoun): plural or not, or null. */
export function speechVerbPlural(word: string): boolean | null {
  return SPEECH_VERBS.get(word.toLowerCase()) ?? null;
}

/** Adverbs and manners that may stand between an inverted speech verb and its subject ("demanda tout bas Léa"). */
const BETWEEN = /^(?:(?:tout bas|tout doucement|doucement|alors|aussitôt|timidement|gravement|fièrement|joyeusement|enfin|encore|à voix basse|à mi-voix|en chœur|ensemble|d'une seule voix|d'une petite voix|à l'unisson|en riant|en souriant)\s+)*/iu;

const PLURAL_DETERMINERS = /^(?:les|des|deux|trois|quatre|ses|leurs|ces|tous|toutes|mes|tes|nos|vos)$/iu;
const SINGULAR_DETERMINERS = /^(?:le|la|l'|un|une|son|sa|ce|cet|cette|mon|ma|ton|ta|leur|notre|votre)$/iu;
/** Nouns of an absolute construction ("demanda les yeux ronds"), never a subject. */
const ABSOLUTE_NOUNS = /^(?:yeux|mains|bras|joues|pattes|oreilles|ailes|larmes|sourcils|lèvres|poings|genoux|épaules|cheveux|doigts|pieds|moustaches|bras|paupières)$/iu;

const tokenPattern = /[\p{L}]+'|[\p{L}]+(?:-[\p{L}]+)*/gu;

/** The subject after an inverted speech verb: its words and its number, or null when it cannot be told. */
export interface TagSubject {
  /** The subject as written ("les deux petits chats", "Léa", "Léa et le dragon"). */
  text: string;
  plural: boolean;
  /** "Léa et le dragon": two subjects coordinated. */
  coordinated: boolean;
}

/** One noun phrase at the start of `words`: a determiner and up to three words that are not verbs, or a capitalised name. */
function nounPhrase(tokens: string[]): { length: number; plural: boolean } | null {
  const [first, second] = tokens;
  if (!first) return null;
  if (/^\p{Lu}/u.test(first) && !SINGULAR_DETERMINERS.test(first) && !PLURAL_DETERMINERS.test(first)) {
    // "Mamie Jo": a name may take a second capitalised word.
    return { length: second && /^\p{Lu}/u.test(second) ? 2 : 1, plural: false };
  }
  const plural = PLURAL_DETERMINERS.test(first);
  if (!plural && !SINGULAR_DETERMINERS.test(first)) return null;
  if (!second || ABSOLUTE_NOUNS.test(second) || isFiniteVerb(second.toLowerCase())) return null;
  let length = 2;
  // "les deux petits chats", "le bébé tortue": the rest of the phrase, up to a word that starts something else.
  while (length < 5 && tokens[length] && !/^(?:et|en|à|au|aux|de|du|d'|qui|que|qu'|avec|dans|sur|pour|sans|comme)$/iu.test(tokens[length]!) && !isFiniteVerb(tokens[length]!.toLowerCase())) {
    if (ABSOLUTE_NOUNS.test(tokens[length]!)) return null;
    length += 1;
  }
  if (plural && (ABSOLUTE_NOUNS.test(tokens[1]!) || (tokens[2] && ABSOLUTE_NOUNS.test(tokens[2])))) return null;
  return { length, plural };
}

/** Reads the subject of an inverted tag in `rest`, the text after the verb up to the end of the clause. */
export function tagSubject(rest: string): TagSubject | null {
  const clause = rest.replace(BETWEEN, '');
  const tokens = clause.match(tokenPattern) ?? [];
  const first = nounPhrase(tokens);
  if (!first) return null;
  const afterFirst = tokens.slice(first.length);
  if (afterFirst[0]?.toLowerCase() === 'et') {
    const second = nounPhrase(afterFirst.slice(1));
    // "dit Léa et le dragon sourit": a new clause, not a second subject — only a clean coordination counts.
    const tail = afterFirst.slice(1 + (second?.length ?? 0));
    if (second && (tail.length === 0 || /^(?:en|ensemble|d')$/iu.test(tail[0]!))) {
      return { text: tokens.slice(0, first.length + 1 + second.length).join(' '), plural: true, coordinated: true };
    }
  }
  return { text: tokens.slice(0, first.length).join(' '), plural: first.plural, coordinated: false };
}

/** A speech tag found in a sentence. */
export interface SpeechTag {
  verb: string;
  verbPlural: boolean;
  /** null for a pronoun tag ("dit-elle") or a subject the checker cannot read. */
  subject: TagSubject | null;
  /** "il", "elle", "ils", "elles" of "dit-elle", "demanda-t-il". */
  pronoun: string | null;
  /** Where in the sentence the tag starts (its » or comma). */
  at: number;
}

/** The depth of « … » at the start of each sentence of a story (a quote may span sentences). */
export function quoteDepths(sentences: readonly Sentence[]): number[] {
  const depths: number[] = [];
  let depth = 0;
  let paragraph = -1;
  for (const sentence of sentences) {
    if (sentence.paragraph !== paragraph) {
      depth = 0;
      paragraph = sentence.paragraph;
    }
    depths.push(depth);
    for (const char of sentence.text) {
      if (char === '«') depth += 1;
      else if (char === '»') depth = Math.max(0, depth - 1);
    }
  }
  return depths;
}

const INVERTED = /(»\s*,?|,)\s+((?:s')?[\p{L}]+)(?:-t)?(?:-(il|elle|ils|elles)(?![\p{L}]))?/gu;

/** The inverted speech tags of a sentence: after a closing », or an incise between commas inside a quote. */
export function invertedTags(sentence: Sentence, startDepth: number): SpeechTag[] {
  const text = plain(sentence.text);
  const depthAt: number[] = [];
  let depth = startDepth;
  for (const char of text) {
    depthAt.push(depth);
    if (char === '«') depth += 1;
    else if (char === '»') depth = Math.max(0, depth - 1);
  }
  const tags: SpeechTag[] = [];
  for (const match of text.matchAll(INVERTED)) {
    // A comma opens an incise only inside a quote: in the narration, ", demanda les clés" is a verb and its object.
    if (match[1] === ',' && (depthAt[match.index] ?? 0) === 0) continue;
    const verb = match[2]!;
    const verbPlural = speechVerbPlural(verb);
    if (verbPlural === null) continue;
    const at = match.index;
    if (match[3]) {
      tags.push({ verb, verbPlural, subject: null, pronoun: match[3].toLowerCase(), at });
      continue;
    }
    const after = text.slice(match.index + match[0].length);
    // The subject runs to the end of the clause: punctuation or a quotation mark.
    const rest = /^[^,.;:!?…«»]*/u.exec(after)![0];
    tags.push({ verb, verbPlural, subject: tagSubject(rest), pronoun: null, at });
  }
  return tags;
}
