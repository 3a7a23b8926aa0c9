import { capitalizeFirst, startsWithVowelSound } from '../french';
import { genderOfNoun, isKnownNoun, NAME_TITLES, POSTNOMINAL, PRENOMINAL, singular, type Gender } from '../lexicon';
import { childName, joinTokens, lower, tokenize, WeaveRefused, type Token, type WeaveChild } from './rewrite';
import {
  ADJECTIVES_ENT,
  ADJECTIVE_ENDING,
  ADVERBS_BEFORE_ADJECTIVE,
  COMPOUND_NOUNS,
  DEFINITE,
  DEMONSTRATIVE,
  INDEFINITE,
  KEEP_COMPLEMENT,
  KIN,
  KIND_ADJECTIVE,
  MORE_GENDERS,
  NOUN_STOPS,
  NUMBERS,
  POSSESSIVE,
  QUANTITIES,
  STATE_WORDS,
} from './woven-words';

/**
 * The reading of a parent's noun phrase, once its words are rewritten into the narration (./rewrite.ts):
 * its article, its head and gender, its adjectives, its state, its complement, its owner, its relative
 * clause, and the names the story calls it by (first mention, definite, named, short...). The word
 * tables it reads with are in ./woven-words.ts; the weavers that prepare a text and call it are in
 * ./weavers.ts (issue 29, item 4: data apart from rules). Every function here is pure.
 */

export interface WovenTrait {
  /** After the short name, in the narration's past: "avait perdu sa corne", "était très curieux". */
  predicate: string;
  /** As a relative clause: "qui avait perdu sa corne", "qui était très curieux". */
  relative: string;
}

export interface WovenNoun {
  /** The head noun, lowercase and singular: "licorne", "doudou" ('' for a proper name). */
  head: string;
  gender: Gender;
  /** False when the gender was guessed (an unknown name, an unknown noun's ending). */
  genderKnown: boolean;
  plural: boolean;
  proper: boolean;
  /** The first mention, everything the parent said: "une licorne qui avait perdu sa corne", "le doudou perdu de Maël". */
  full: string;
  /** The same with a definite article: "la licorne qui avait perdu sa corne". */
  definite: string;
  /** Without its trait and state, with its owner: "le doudou de Maël", "la licorne". */
  named: string;
  /** Every later mention: "la licorne", "le doudou", "la forêt enchantée", "le fond de la mer", "son papa", "Mamie Jo". */
  short: string;
  /** "une licorne", "un doudou" ('' for a proper name). */
  indefinite: string;
  /** "cette licorne", "ce doudou" ('' for a proper name). */
  demonstrative: string;
  /** The child's: "sa licorne", "son doudou" ('' for a proper name). */
  possessive: string;
  /** Whose it is, when the text said so: "Maël" (le doudou de Maël), the child's name (mon doudou), "grand-mère". */
  owner: string | null;
  /** What happened to it, agreed: "perdu", "tombée du ciel", "devenu tout gris". */
  state: string | null;
  /** Its defining trait, to tell in a sentence of its own (see traitSentence in ./weavers.ts). */
  trait: WovenTrait | null;
}

/**
 * A word after a noun that may be a present-tense verb we do not know ("empoisonne", "ensorcellent",
 * "grignotes"): a first-group present ending, and not an adjective or a noun we know. Alone it passes
 * as an adjective ("une tortue rapide"); followed by an object it is a verb, and the text is refused.
 */
function mayBeUnknownVerb(word: string): boolean {
  if (POSTNOMINAL.has(word) || PRENOMINAL.has(word) || KIND_ADJECTIVE.test(word) || STATE_WORDS.test(word) || isKnownNoun(word) || ADJECTIVES_ENT.has(word)) return false;
  return /(?:e|es|ent)$/u.test(word) && !/(?:ée|ées|ie|ies|ue|ues)$/u.test(word);
}

function looksLikeAdjective(word: string): boolean {
  if (/ent$/.test(word) && !ADJECTIVES_ENT.has(word)) return false;
  return POSTNOMINAL.has(word) || KIND_ADJECTIVE.test(word) || STATE_WORDS.test(word) || isKnownNoun(word) || ADJECTIVE_ENDING.test(word);
}

function definiteArticle(gender: Gender, plural: boolean, next: string): string {
  if (plural) return 'les ';
  if (startsWithVowelSound(next)) return "l'";
  return gender === 'f' ? 'la ' : 'le ';
}

function indefiniteArticle(gender: Gender, plural: boolean): string {
  if (plural) return 'des ';
  return gender === 'f' ? 'une ' : 'un ';
}

function demonstrativeArticle(gender: Gender, plural: boolean, next: string): string {
  if (plural) return 'ces ';
  if (gender === 'f') return 'cette ';
  return startsWithVowelSound(next) ? 'cet ' : 'ce ';
}

function possessiveArticle(gender: Gender, plural: boolean, next: string): string {
  if (plural) return 'ses ';
  return gender === 'f' && !startsWithVowelSound(next) ? 'sa ' : 'son ';
}

function withDe(name: string): string {
  return startsWithVowelSound(name) ? `d'${name}` : `de ${name}`;
}

export const isCapitalised = (word: string): boolean => /^\p{Lu}/u.test(word);

export interface NounOptions {
  bareArticle: 'definite' | 'indefinite';
  child: WeaveChild;
}

/** Reads rewritten tokens as one noun phrase. Throws WeaveRefused when they are not one. */
export function readNoun(tokens: readonly Token[], options: NounOptions): WovenNoun {
  if (tokens.length === 0) throw new WeaveRefused('empty');
  // A finite verb outside a relative clause: this is a sentence, not a noun phrase.
  const relativeStart = tokens.findIndex((token) => token.role === 'qui' || token.role === 'que');
  const mainVerb = tokens.findIndex((token) => token.converted === true);
  if (mainVerb >= 0 && (relativeStart < 0 || mainVerb < relativeStart)) throw new WeaveRefused('unknown-structure');
  if (tokens.some((token) => token.role === 'subject' && tokens.indexOf(token) < (relativeStart < 0 ? tokens.length : relativeStart))) throw new WeaveRefused('unknown-structure');

  const words = tokens.map((token) => token.text);
  // "un peu de trac": a quantity before the noun, kept in the full name only.
  const quantity = QUANTITIES.exec(joinTokens(words.map(lower)));
  if (quantity) {
    const length = tokenize(quantity[0].trim()).length;
    const inner = readNoun(tokens.slice(length), { ...options, bareArticle: 'definite' });
    const said = `${quantity[0].trim()} ${joinTokens(tokens.slice(length).map((token) => token.text))}`;
    return { ...inner, full: tidy(said), definite: inner.definite, named: inner.short };
  }
  // Two beings: "un chat et une souris" stay together.
  const and = words.findIndex((word, index) => word === 'et' && index > 0 && (relativeStart < 0 || index < relativeStart));
  if (and > 0) {
    const left = readNoun(tokens.slice(0, and), options);
    const right = readNoun(tokens.slice(and + 1), options);
    const join = (a: string, b: string): string => (a && b ? `${a} et ${b}` : '');
    const gender: Gender = left.gender === 'f' && right.gender === 'f' ? 'f' : 'm';
    return {
      head: left.head,
      gender,
      genderKnown: left.genderKnown && right.genderKnown,
      plural: true,
      proper: left.proper && right.proper,
      full: join(left.full, right.full),
      definite: join(left.definite, right.definite),
      named: join(left.named, right.named),
      short: join(left.short, right.short),
      indefinite: join(left.indefinite, right.indefinite),
      demonstrative: '',
      possessive: '',
      owner: null,
      state: null,
      trait: null,
    };
  }

  const first = lower(words[0] ?? '');
  let start = 0;
  let article: 'indefinite' | 'definite' | 'possessive' | 'childs' | 'demonstrative' | 'number' | 'bare' = 'bare';
  let plural = false;
  let articleGender: Gender | null = null;
  if (tokens[0]?.role === 'det' || INDEFINITE.has(first) || DEFINITE.has(first)) {
    if (INDEFINITE.has(first)) article = 'indefinite';
    else if (DEFINITE.has(first)) article = 'definite';
    else if (POSSESSIVE.has(first)) article = tokens[0]?.mine === true ? 'childs' : 'possessive';
    else if (DEMONSTRATIVE.has(first)) article = 'demonstrative';
    else if (NUMBERS.has(first)) article = 'number';
    else throw new WeaveRefused('unknown-structure');
    plural = INDEFINITE.get(first) ?? DEFINITE.get(first) ?? POSSESSIVE.get(first) ?? DEMONSTRATIVE.get(first) ?? true;
    if (['un', 'le', 'ce', 'cet', 'son'].includes(first)) articleGender = 'm';
    if (['une', 'la', 'cette', 'sa'].includes(first)) articleGender = 'f';
    start = 1;
  }

  // A proper name: "Mamie Jo", "Pikachu", "Capitaine Crochet", "Zoé la souris".
  const firstWord = words[0] ?? '';
  if (article === 'bare' && (NAME_TITLES.has(first) || (isCapitalised(firstWord) && !isKnownNoun(first) && !PRENOMINAL.has(first)) || (isCapitalised(firstWord) && isCapitalised(words[1] ?? '')))) {
    return readName(tokens);
  }

  // Prenominal adjectives, then the head.
  let index = start;
  while (index < words.length - 1 && PRENOMINAL.has(lower(words[index] ?? ''))) index += 1;
  const prenominal = words.slice(start, index).map(lower);
  let headEnd = index + 1;
  const rest = words.slice(index).map(lower).join(' ').replace(/' /g, "'");
  const compound = COMPOUND_NOUNS.find((candidate) => rest === candidate || rest.startsWith(`${candidate} `));
  if (compound) headEnd = index + tokenize(compound).length;
  const headWords = words.slice(index, headEnd).map((word, offset) => (offset === 0 || !isCapitalised(word) ? lower(word) : word));
  const headText = headWords.join(' ').replace(/' /g, "'");
  const headWord = lower(words[index] ?? '');
  if (!headWord || !/^\p{L}/u.test(headWord)) throw new WeaveRefused('unknown-structure');
  const headSingular = singular(headWord);
  if (article === 'bare') plural = headSingular !== headWord && isKnownNoun(headSingular) && !isKnownNoun(headWord);
  const gender: Gender = articleGender ?? MORE_GENDERS.get(headSingular) ?? genderOfNoun(headSingular);
  const genderKnown = articleGender !== null || MORE_GENDERS.has(headSingular) || isKnownNoun(headSingular);

  // After the head: adjectives, a state, complements, an owner, a relative clause.
  const kindAdjectives: string[] = [];
  const traitAdjectives: string[] = [];
  const complement: string[] = [];
  const state: string[] = [];
  let owner: string | null = null;
  let relative: Token[] = [];
  let appositionName: string | null = null;
  let cursor = headEnd;
  let kept = true;
  while (cursor < tokens.length) {
    const token = tokens[cursor] as Token;
    const word = lower(token.text);
    if (NOUN_STOPS.has(word) || token.role === 'qui' || token.role === 'que') {
      relative = tokens.slice(cursor);
      // "la forêt où la sorcière empoisonne Léa": a clause whose verb was not moved into the past has a
      // verb we do not know (or an inverted subject, "où habite Léa"): pasting it would keep the present.
      if (!relative.some((part) => part.converted === true)) throw new WeaveRefused('unknown-verb');
      break;
    }
    if ((word === 'de' || word === "d'") && cursor + 1 < tokens.length && isOwnerName(tokens[cursor + 1]?.text ?? '') && cursor + 2 >= tokens.length) {
      owner = tokens[cursor + 1]?.text ?? null;
      cursor += 2;
      continue;
    }
    if ((word === 'de' || word === "d'") && cursor + 1 < tokens.length && isOwnerName(tokens[cursor + 1]?.text ?? '') && NOUN_STOPS.has(lower(tokens[cursor + 2]?.text ?? ''))) {
      owner = tokens[cursor + 1]?.text ?? null;
      cursor += 2;
      continue;
    }
    if (STATE_WORDS.test(word) && complement.length === 0) {
      // The state and what completes it: "tombée du ciel", "perdu dans le parc", "devenu tout gris".
      state.push(word);
      cursor += 1;
      while (cursor < tokens.length) {
        const next = lower(tokens[cursor]?.text ?? '');
        if (NOUN_STOPS.has(next) || ((next === 'de' || next === "d'") && isOwnerName(tokens[cursor + 1]?.text ?? ''))) break;
        state.push(tokens[cursor]?.text ?? '');
        cursor += 1;
      }
      continue;
    }
    if (token.role === 'det' && complement.length === 0 && ['du', 'des'].includes(word) && traitAdjectives.some(mayBeUnknownVerb)) {
      // "la sorcière empoisonne des pommes": an unknown present verb and its object, not an adjective.
      throw new WeaveRefused('unknown-verb');
    }
    if (token.role === 'det' && complement.length === 0 && !['de', "d'", 'du', 'des', 'au', 'aux'].includes(word)) {
      // "le loup X les moutons": a second noun phrase with no preposition is a sentence we did not read.
      throw new WeaveRefused(traitAdjectives.some(mayBeUnknownVerb) ? 'unknown-verb' : 'unknown-structure');
    }
    if (token.role === 'det' || token.role === 'prep' || word === 'de' || word === "d'" || complement.length > 0) {
      complement.push(token.text);
      cursor += 1;
      continue;
    }
    if (isCapitalised(token.text) && appositionName === null) {
      // "mon doudou Pinpin", "notre chat Caramel": the companion's own name, right after its noun.
      // A name after another word is an object ("la sorcière empoisonne Léa"): a sentence we did not read.
      if (traitAdjectives.length > 0 || state.length > 0) throw new WeaveRefused(traitAdjectives.some(mayBeUnknownVerb) ? 'unknown-verb' : 'unknown-structure');
      appositionName = token.text;
      cursor += 1;
      continue;
    }
    if (['se', "s'", 'ne', "n'", 'pas'].includes(word) || token.role === 'clitic' || token.role === 'subject') throw new WeaveRefused('unknown-structure');
    if (ADVERBS_BEFORE_ADJECTIVE.has(word)) {
      traitAdjectives.push(word);
      kept = false;
      cursor += 1;
      continue;
    }
    if (token.converted || !looksLikeAdjective(word)) throw new WeaveRefused('unknown-structure');
    if (kept && kindAdjectives.length === 0 && KIND_ADJECTIVE.test(word) && traitAdjectives.length === 0) kindAdjectives.push(word);
    else {
      traitAdjectives.push(word);
      kept = false;
    }
    cursor += 1;
  }
  if (traitAdjectives.length > 0 && ADVERBS_BEFORE_ADJECTIVE.has(traitAdjectives[traitAdjectives.length - 1] ?? '')) throw new WeaveRefused('unknown-structure');

  const core = [...prenominal, headText, ...kindAdjectives].join(' ');
  const complementText = joinTokens(complement);
  const keepComplement = KEEP_COMPLEMENT.has(headSingular) && complementText !== '';
  const shortCore = keepComplement ? `${core} ${complementText}` : core;
  const traitText = joinTokens(traitAdjectives);
  const relativeText = relative.length > 0 ? joinTokens(relative.map((token) => token.text)) : '';
  const stateText = state.length > 0 ? joinTokens(state) : null;

  // The child's own thing ("mon lapin"): "le lapin de Léa" first, "son lapin" for family and friends.
  const name = childName(options.child);
  if (article === 'childs' && !owner) owner = name || null;
  const kin = KIN.has(headWord) || KIN.has(headSingular);

  const described = [core, traitText, stateText ?? '', complementText].filter(Boolean).join(' ');
  const ownerPart = owner ? ` ${withDe(owner)}` : '';
  const relativePart = relativeText ? ` ${relativeText}` : '';

  const definiteOf = (text: string): string => definiteArticle(gender, plural, text) + text;
  let full: string;
  let definite: string;
  let named: string;
  let short: string;
  const ownerWords = (text: string): string => (article === 'childs' || article === 'possessive' ? possessiveOf(text) : text);
  const possessiveOf = (text: string): string => (first === 'leur' || first === 'leurs' ? `${first} ${text}` : possessiveArticle(gender, plural, text) + text);

  if (article === 'childs' && kin) {
    full = possessiveOf(described) + relativePart;
    definite = full;
    named = possessiveOf([core, complementText].filter(Boolean).join(' '));
    short = possessiveOf(shortCore);
  } else if (article === 'childs' || (article === 'possessive' && owner)) {
    full = definiteOf(described) + ownerPart + relativePart;
    definite = full;
    named = definiteOf([core, complementText].filter(Boolean).join(' ')) + ownerPart;
    short = definiteOf(shortCore);
  } else if (article === 'possessive') {
    // "ses couleurs", "leur maison": whose they are is said by the text around them.
    full = ownerWords(described) + ownerPart + relativePart;
    definite = full;
    named = ownerWords([core, complementText].filter(Boolean).join(' ')) + ownerPart;
    short = ownerWords(shortCore);
  } else if (article === 'demonstrative') {
    full = `${first} ${described}${ownerPart}${relativePart}`;
    definite = definiteOf(described) + ownerPart + relativePart;
    named = definiteOf([core, complementText].filter(Boolean).join(' ')) + ownerPart;
    short = definiteOf(shortCore);
  } else if (article === 'number') {
    full = `${first} ${described}${ownerPart}${relativePart}`;
    definite = `les ${full}`;
    named = `les ${first} ${[core, complementText].filter(Boolean).join(' ')}${ownerPart}`;
    short = `les ${first} ${shortCore}`;
  } else {
    const typedDefinite = article === 'definite' || (article === 'bare' && options.bareArticle === 'definite');
    definite = definiteOf(described) + ownerPart + relativePart;
    full = typedDefinite ? definite : indefiniteArticle(gender, plural) + described + ownerPart + relativePart;
    named = definiteOf([core, complementText].filter(Boolean).join(' ')) + ownerPart;
    short = definiteOf(shortCore);
  }

  if (appositionName) {
    // The name is what the story calls it after the first mention.
    const called = `${article === 'childs' || article === 'possessive' ? possessiveOf(core) : definiteOf(core)} ${appositionName}`;
    full = `${article === 'indefinite' ? indefiniteArticle(gender, plural) + core : called}${traitText ? ` ${traitText}` : ''}${relativePart}`;
    definite = `${called}${traitText ? ` ${traitText}` : ''}${relativePart}`;
    named = called;
    short = appositionName;
  }

  // The trait: a relative clause ("qui avait peur du noir") and adjectives not part of the name.
  const predicates: string[] = [];
  if (traitText) predicates.push(`${plural ? 'étaient' : 'était'} ${traitText}`);
  if (relative.length > 0 && relative[0]?.role === 'qui') predicates.push(joinTokens(relative.slice(1).map((token) => token.text)));
  const predicate = predicates.join(' et ');
  const trait = predicate ? { predicate, relative: `qui ${predicate}` } : null;

  return {
    head: headSingular,
    gender,
    genderKnown,
    plural,
    proper: false,
    full: tidy(full),
    definite: tidy(definite),
    named: tidy(named),
    short: tidy(short),
    indefinite: plural ? '' : tidy(indefiniteArticle(gender, plural) + shortCore),
    demonstrative: tidy(demonstrativeArticle(gender, plural, shortCore) + shortCore),
    possessive: first === 'leur' || first === 'leurs' ? '' : tidy(possessiveArticle(gender, plural, shortCore) + shortCore),
    owner,
    state: stateText,
    trait,
  };
}

function isOwnerName(word: string): boolean {
  return isCapitalised(word) || NAME_TITLES.has(lower(word));
}

export function tidy(text: string): string {
  return joinTokens(tokenize(text.replace(/\s+/g, ' ').trim()));
}

function readName(tokens: readonly Token[]): WovenNoun {
  const words = tokens.map((token) => token.text);
  const nameWords: string[] = [];
  let index = 0;
  while (index < words.length && (isCapitalised(words[index] ?? '') || (index === 0 && NAME_TITLES.has(lower(words[0] ?? ''))))) {
    nameWords.push(index === 0 ? capitalizeFirst(words[index] ?? '') : (words[index] ?? ''));
    index += 1;
    if (nameWords.length === 4) break;
  }
  if (nameWords.length === 0) throw new WeaveRefused('unknown-structure');
  const name = nameWords.join(' ');
  const restTokens = tokens.slice(index);
  const titleGender = NAME_TITLES.get(lower(words[0] ?? '')) ?? null;
  // "Zoé la souris": the apposition tells the gender and is the short name's companion.
  let apposition: WovenNoun | null = null;
  let trait: WovenTrait | null = null;
  const relativeAt = restTokens.findIndex((token) => token.role === 'qui');
  if (restTokens.length > 0 && restTokens[0]?.role === 'det') {
    apposition = readNoun(relativeAt >= 0 ? restTokens.slice(0, relativeAt) : restTokens, { bareArticle: 'definite', child: { name: '', gender: 'boy' } });
  } else if (restTokens.length > 0 && restTokens[0]?.role !== 'qui') {
    throw new WeaveRefused('unknown-structure');
  }
  if (relativeAt >= 0) {
    const predicate = joinTokens(restTokens.slice(relativeAt + 1).map((token) => token.text));
    trait = { predicate, relative: `qui ${predicate}` };
  }
  const gender: Gender = titleGender ?? apposition?.gender ?? 'm';
  const full = tidy([name, ...restTokens.map((token) => token.text)].join(' '));
  return {
    head: apposition?.head ?? '',
    gender,
    genderKnown: Boolean(titleGender ?? apposition),
    plural: false,
    proper: true,
    full,
    definite: full,
    named: apposition ? tidy(`${name} ${apposition.short}`) : name,
    short: name,
    indefinite: '',
    demonstrative: '',
    possessive: '',
    owner: null,
    state: null,
    trait,
  };
}
