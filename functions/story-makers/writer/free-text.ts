import { capitalizeFirst, lowerFirst, startsWithVowelSound, withA, withDe } from './french';
import {
  ARTICLES,
  genderOfNoun,
  isKnownNoun,
  NAME_TITLES,
  PLACE_PREPOSITION,
  PLACE_PREPOSITIONS,
  POSTNOMINAL,
  PRENOMINAL,
  PROPER_PLACE_PREPOSITION,
  singular,
  UNIQUE_PLACES,
  type Gender,
} from './lexicon';

/**
 * Reading what a parent typed — "un dragon qui a peur du noir", "Mamie Jo", "licorne", "la forêt
 * enchantée", "chez mamie", "Mars", "Retrouver le trésor perdu." — into the forms the templates need:
 * a noun phrase with its gender and number, a place complement with its preposition, a scenario as an
 * infinitive, a noun phrase or a sentence to quote. Whatever cannot be understood is quoted, which
 * always reads correctly.
 */

/** Trims, drops emoji, quotes around the text, and the final punctuation a form field often gets. */
export function cleanFreeText(text: string): string {
  // "UN DRAGON" → "un dragon": a text typed in capitals is read as ordinary words.
  const shouted = /\p{Lu}{2,}/u.test(text) && !/\p{Ll}/u.test(text);
  return (shouted ? text.toLowerCase() : text)
    .replace(/[’‘]/g, "'")
    .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, ' ')
    .replace(/[\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[«"“‘'\-–—•*\s]+|[»"”’\s]+$/g, '')
    .replace(/[\s.!?;:,…]+$/u, '')
    .replace(/^[«"“\s]+/, '')
    .trim();
}

function tokensOf(text: string): string[] {
  // "l'ours" → ["l'", "ours"], so the article is its own token.
  return text.split(' ').flatMap((token) => {
    const elided = token.match(/^([lLdDqQ]u?'|[lL]’)(.+)$/);
    return elided ? [`${(elided[1] ?? '').toLowerCase().replace('’', "'")}`, elided[2] ?? ''] : [token];
  });
}

function joinTokens(tokens: readonly string[]): string {
  return tokens.join(' ').replace(/' /g, "'");
}

const isCapitalised = (word: string): boolean => /^\p{Lu}/u.test(word);

export interface NounPhrase {
  /** As first mentioned: "un dragon qui a peur du noir", "Mamie Jo", "une licorne", "son doudou". */
  full: string;
  /** With a definite article when it had an indefinite one: "le dragon qui a peur du noir". */
  definite: string;
  /** A short name for later mentions: "le dragon", "Mamie Jo", "la licorne", "son doudou". */
  short: string;
  /** The demonstrative short form: "ce dragon", "cette forêt" ('' for a proper name). */
  demonstrative: string;
  /** The whole phrase with a demonstrative: "cette fête d'anniversaire surprise" ('' when not possible). */
  demonstrativeFull: string;
  gender: Gender;
  /** False when the gender was guessed for a name we did not know (then masculine). */
  genderKnown: boolean;
  plural: boolean;
  proper: boolean;
  /** The head noun, lowercase, when there is one: "dragon". */
  head: string;
  /** Whether the phrase started with a determiner (an article, a possessive…) as typed. */
  determined: boolean;
}

/** "le" / "la" / "l'" / "les" + the rest, with elision. */
function definiteArticle(gender: Gender, plural: boolean, next: string): string {
  if (plural) return 'les ';
  if (startsWithVowelSound(next)) return "l'";
  return gender === 'f' ? 'la ' : 'le ';
}

function demonstrativeArticle(gender: Gender, plural: boolean, next: string): string {
  if (plural) return 'ces ';
  if (gender === 'f') return 'cette ';
  return startsWithVowelSound(next) ? 'cet ' : 'ce ';
}

function indefiniteArticle(gender: Gender, plural: boolean): string {
  if (plural) return 'des ';
  return gender === 'f' ? 'une ' : 'un ';
}

/** Index of the head noun in tokens from `start`: past adjectives that come first ("un petit dragon"). */
function headIndex(tokens: readonly string[], start: number): number {
  let index = start;
  while (index < tokens.length - 1) {
    const word = (tokens[index] ?? '').toLowerCase();
    if (PRENOMINAL.has(word)) {
      index += 1;
      continue;
    }
    if ((word === 'de' || word === "d'") && index > start) {
      index += 1;
      continue;
    }
    break;
  }
  return index;
}

/** The head noun and the adjectives around it that make a short name: "petit dragon vert". */
function shortCore(tokens: readonly string[], start: number): { core: string[]; head: string } {
  const index = headIndex(tokens, start);
  const head = tokens[index] ?? '';
  const core = tokens.slice(start, index + 1);
  let next = index + 1;
  // "le Père Noël": capitalised words after the head belong to the name.
  while (isCapitalised(tokens[next] ?? '') && next < tokens.length) {
    core.push(tokens[next] ?? '');
    next += 1;
  }
  const after = tokens[next];
  if (after && POSTNOMINAL.has(after.toLowerCase())) core.push(after);
  return { core, head: head.toLowerCase() };
}

export interface NounPhraseOptions {
  /** A bare common noun gets this article: "forêt" → "la forêt" (places), "licorne" → "une licorne". */
  bareArticle: 'definite' | 'indefinite';
}

/** Parses a noun phrase the way a parent may type it. */
export function parseNounPhrase(raw: string, options: NounPhraseOptions = { bareArticle: 'indefinite' }): NounPhrase {
  const text = cleanFreeText(raw);
  const tokens = tokensOf(text).filter(Boolean);
  if (tokens.length === 0) {
    return { full: '', definite: '', short: '', demonstrative: '', demonstrativeFull: '', gender: 'm', genderKnown: false, plural: false, proper: true, head: '', determined: false };
  }
  const first = (tokens[0] ?? '').toLowerCase();
  const indefinite = ARTICLES.indefinite.get(first);
  const definite = ARTICLES.definite.get(first);
  const other = ARTICLES.other.get(first);

  if ((indefinite || definite || other) && tokens.length > 1) {
    tokens[0] = other ? other.narrated : first;
    // "Un Dragon" → "un dragon"; "le Père Noël" keeps its capitals (a name follows).
    for (let index = 1; index < tokens.length; index += 1) {
      const token = tokens[index] ?? '';
      const next = tokens[index + 1] ?? '';
      if (isCapitalised(token) && !isCapitalised(next) && (isKnownNoun(token) || PRENOMINAL.has(token.toLowerCase()) || POSTNOMINAL.has(token.toLowerCase()))) tokens[index] = lowerFirst(token);
    }
    const info = indefinite ?? definite ?? other ?? { gender: null, plural: false };
    // A number is an article and an adjective at once: "deux lapins" → "les deux lapins".
    const isNumber = Boolean(indefinite) && !['un', 'une', 'des', 'quelques', 'plusieurs'].includes(first);
    const restStart = isNumber ? 0 : 1;
    const { core, head } = shortCore(tokens, 1);
    const plural = info.plural;
    const gender: Gender = info.gender ?? genderOfNoun(singular(head));
    const rest = tokens.slice(restStart === 0 ? 0 : 1);
    const full = joinTokens(tokens);
    let definiteForm = full;
    let short = joinTokens(tokens.slice(0, 1).concat(core));
    let demonstrative = '';
    let demonstrativeFull = '';
    if (indefinite || definite) {
      const restText = joinTokens(rest);
      definiteForm = definiteArticle(gender, plural, restText) + restText;
      demonstrativeFull = demonstrativeArticle(gender, plural, restText) + restText;
      const coreText = joinTokens(isNumber ? [first, ...core] : core);
      short = tokens.length <= 4 ? definiteForm : definiteArticle(gender, plural, coreText) + coreText;
      demonstrative = demonstrativeArticle(gender, plural, coreText) + coreText;
    } else if (other) {
      const coreText = joinTokens(core);
      short = tokens.length <= 4 ? full : `${tokens[0]} ${coreText}`;
      demonstrative = demonstrativeArticle(gender, plural, coreText) + coreText;
    }
    return { full, definite: definiteForm, short, demonstrative, demonstrativeFull, gender, genderKnown: true, plural, proper: false, head, determined: true };
  }

  // No article. A known common noun typed with a capital only because it came first ("Licorne",
  // "Forêt enchantée") is lowered; a title ("Mamie Jo") or an unknown capitalised word is a name.
  const firstWord = tokens[0] ?? '';
  const firstLower = firstWord.toLowerCase();
  const looksLikeName =
    NAME_TITLES.has(firstLower) ||
    (isCapitalised(firstWord) && !(isKnownNoun(firstLower) || PRENOMINAL.has(firstLower)) ) ||
    (isCapitalised(firstWord) && tokens.length > 1 && isCapitalised(tokens[1] ?? ''));
  if (looksLikeName) {
    const nameTokens = [...tokens];
    nameTokens[0] = capitalizeFirst(firstWord);
    const full = joinTokens(nameTokens);
    const leading: string[] = [];
    for (const token of nameTokens) {
      if (!isCapitalised(token) && !/^(de|du|des|la|le|l'|et|von|van)$/i.test(token)) break;
      leading.push(token);
      if (leading.length === 3) break;
    }
    while (leading.length > 1 && /^(de|du|des|la|le|l'|et|von|van)$/i.test(leading[leading.length - 1] ?? '')) leading.pop();
    const short = nameTokens.length <= 3 ? full : joinTokens(leading.length > 0 ? leading : nameTokens.slice(0, 2));
    const titleGender = NAME_TITLES.get(firstLower);
    // "Zoé la souris": the article of an apposition tells the gender.
    const apposition = tokens.slice(1).map((token) => token.toLowerCase()).find((token) => ARTICLES.definite.get(token)?.gender || ARTICLES.indefinite.get(token)?.gender);
    const appositionGender = apposition ? (ARTICLES.definite.get(apposition)?.gender ?? ARTICLES.indefinite.get(apposition)?.gender ?? null) : null;
    const plural = / (et|&) \p{Lu}/u.test(full);
    const gender: Gender = plural ? 'm' : (titleGender ?? appositionGender ?? 'm');
    return { full, definite: full, short, demonstrative: '', demonstrativeFull: '', gender, genderKnown: Boolean(titleGender ?? appositionGender), plural, proper: true, head: '', determined: false };
  }

  const lowered = [...tokens];
  lowered[0] = lowerFirst(firstWord);
  const { core, head } = shortCore(lowered, 0);
  const headSingular = singular(head);
  const plural = head !== headSingular && isKnownNoun(headSingular) && !isKnownNoun(head);
  const gender = genderOfNoun(headSingular);
  const bareText = joinTokens(lowered);
  const coreText = joinTokens(core);
  const definiteForm = definiteArticle(gender, plural, bareText) + bareText;
  const full = options.bareArticle === 'definite' ? definiteForm : indefiniteArticle(gender, plural) + bareText;
  const short = lowered.length <= 3 ? definiteForm : definiteArticle(gender, plural, coreText) + coreText;
  return {
    full,
    definite: definiteForm,
    short,
    demonstrative: demonstrativeArticle(gender, plural, coreText) + coreText,
    demonstrativeFull: demonstrativeArticle(gender, plural, bareText) + bareText,
    gender,
    genderKnown: isKnownNoun(headSingular),
    plural,
    proper: false,
    head: headSingular,
    determined: false,
  };
}

// ---- Places ----

export interface Place {
  /** First mention, a place complement: "dans la forêt enchantée", "chez mamie", "sur Mars". */
  loc: string;
  /** Later mentions: "dans cette forêt", "chez mamie", "là-bas". */
  locShort: string;
  /** The place as a noun phrase, for titles ("la forêt enchantée", "la maison de mamie"), or ''. */
  noun: string;
  /** Whether one can go "further into" it ("plus loin dans cette forêt"; not "chez Mamie", "sur Mars"). */
  inside: boolean;
  /** Lowercase text to find the kind of place in. */
  text: string;
}

function applyPreposition(preposition: string, phrase: string): string {
  if (preposition === 'à') return withA(phrase);
  if (preposition.endsWith(' de') || preposition === 'de') return `${preposition.slice(0, -3)} ${withDe(phrase)}`.trim();
  return `${preposition} ${phrase}`;
}

const wordCount = (text: string): number => text.split(' ').filter(Boolean).length;

export function parsePlace(raw: string): Place {
  const text = cleanFreeText(raw);
  if (!text) return { loc: 'près de la maison', locShort: 'là-bas', noun: '', text: '', inside: false };
  const lower = text.toLowerCase();
  const found = [...PLACE_PREPOSITIONS].sort((a, b) => b.length - a.length).find((preposition) => lower.startsWith(`${preposition} `) || (preposition.endsWith("'") && lower.startsWith(preposition)));

  if (found) {
    const typedPreposition = lowerFirst(text.slice(0, found.length));
    let rest = text.slice(found.length).trim();
    // "au parc" → à + le parc; "près du lac" → près de + le lac.
    let preposition = typedPreposition;
    if (/^(au|aux|du|des)$/.test(found.split(' ').pop() ?? '') && found !== 'à travers') {
      const last = found.split(' ').pop() ?? '';
      const article = last === 'au' || last === 'du' ? 'le ' : 'les ';
      preposition = found === 'au' || found === 'aux' ? 'à' : `${found.split(' ').slice(0, -1).join(' ')} de`;
      rest = `${article}${rest}`;
    }
    if (found === 'là-bas') return { loc: text, locShort: 'là-bas', noun: '', text: lower, inside: false };
    const phrase = parseNounPhrase(rest, { bareArticle: 'definite' });
    // "chez mamie" → "chez Mamie": a title before a name takes its capital.
    const loc = preposition === 'chez' && phrase.proper ? `chez ${phrase.full}` : lowerFirst(text);
    let locShort = wordCount(loc) <= 4 ? loc : 'là-bas';
    if (phrase.determined && phrase.demonstrative && !phrase.proper && !UNIQUE_PLACES.has(phrase.head)) {
      // "à la plage" → "sur cette plage", "au parc" → "dans ce parc", "sous la mer" stays "sous".
      const ownPreposition = PLACE_PREPOSITION.get(phrase.head);
      const shortPreposition = preposition === 'à' || preposition === 'en' ? (ownPreposition && ownPreposition !== 'à' ? ownPreposition : 'dans') : preposition;
      locShort = applyPreposition(shortPreposition, phrase.demonstrative);
    }
    let noun = '';
    if (preposition === 'chez') noun = `la maison ${withDe(phrase.full)}`;
    else if (phrase.determined && !phrase.proper) noun = phrase.definite;
    const inside = (preposition === 'dans' || preposition === 'sous' || preposition.startsWith('au cœur')) && phrase.determined && !phrase.proper;
    return { loc, locShort, noun, text: lower, inside };
  }

  const phrase = parseNounPhrase(text, { bareArticle: 'definite' });
  if (phrase.proper) {
    const key = lower;
    const preposition = PROPER_PLACE_PREPOSITION.get(key) ?? PROPER_PLACE_PREPOSITION.get(key.split(' ')[0] ?? '') ?? 'à';
    const loc = `${preposition} ${phrase.full}`;
    const planet = preposition === 'sur';
    return { loc, locShort: wordCount(loc) <= 4 ? loc : 'là-bas', noun: planet ? `la planète ${phrase.full}` : '', text: lower, inside: false };
  }

  let preposition = PLACE_PREPOSITION.get(phrase.head) ?? 'dans';
  const indefinite = /^(un|une|des) /.test(phrase.full);
  if (preposition === 'à' && (phrase.plural || indefinite)) preposition = phrase.head === 'montagne' ? 'sur' : 'dans';
  const loc = applyPreposition(preposition, phrase.full);
  const shortPreposition = preposition === 'à' ? 'dans' : preposition;
  const locShort = phrase.demonstrative && !UNIQUE_PLACES.has(phrase.head) ? applyPreposition(shortPreposition, phrase.demonstrative) : loc;
  return { loc, locShort, noun: phrase.definite, text: lower, inside: preposition === 'dans' };
}

// ---- Scenario, hobby, emotions and values ----

/** Infinitives a scenario or a hobby commonly starts with (the -er/-ir guess covers the rest). */
const INFINITIVES = new Set([
  'faire', 'dire', 'lire', 'écrire', 'construire', 'vivre', 'suivre', 'prendre', 'apprendre', 'comprendre', 'rendre', 'attendre', 'descendre',
  'entendre', 'vaincre', 'peindre', 'boire', 'croire', 'voir', 'revoir', 'savoir', 'pouvoir', 'vouloir', 'recevoir', 'devenir', 'revenir',
  'venir', 'partir', 'repartir', 'sortir', 'courir', 'découvrir', 'ouvrir', 'offrir', 'cueillir', 'accueillir', 'dormir', 'mettre', 'remettre',
  'battre', 'combattre', 'résoudre', 'coudre', 'rire', 'sourire', 'conduire', 'produire', 'détruire', 'reconstruire', 'plaire', 'promettre',
  'permettre', 'connaître', 'reconnaître', 'naître', 'paraître', 'disparaître', 'réapparaître', 'traire', 'poursuivre', 'surprendre', 'survivre',
  'être', 'avoir', 'aller', 'rejoindre', 'joindre', 'éteindre', 'atteindre', 'craindre', 'plaindre', 'tenir', 'retenir', 'obtenir', 'soutenir', 'convaincre', 'interrompre',
]);

/** Nouns that end like an infinitive. */
const NOT_INFINITIVES = new Set([
  'chevalier', 'pompier', 'boulanger', 'hiver', 'mer', 'fer', 'super', 'cahier', 'panier', 'sentier', 'rocher', 'goûter', 'dîner', 'déjeuner',
  'atelier', 'escalier', 'grenier', 'potager', 'verger', 'danger', 'clocher', 'plaisir', 'désir', 'avenir', 'souvenir', 'loisir', 'soupir',
  'saphir', 'zéphir', 'cuir', 'elixir', 'élixir', 'dernier', 'premier', 'sorcier', 'fermier', 'jardinier', 'cuisinier', 'poirier', 'pommier',
  'cerisier', 'papier', 'quartier', 'tablier', 'collier', 'soulier', 'sablier', 'voilier', 'bouclier', 'officier', 'ouvrier', 'écolier', 'hier',
  'laser', 'poster', 'hamster', 'cancer', 'master', 'bazar', 'leader', 'roller', 'soccer', 'thriller', 'écuyer', 'foyer', 'noyer', 'loyer', 'boucher', 'étranger', 'messager', 'clavier', 'encrier', 'bélier', 'calendrier',
]);

export function isInfinitive(word: string): boolean {
  const lower = word.toLowerCase();
  if (INFINITIVES.has(lower)) return true;
  if (NOT_INFINITIVES.has(lower) || isKnownNoun(lower)) return false;
  return /(er|ir)$/.test(lower) && lower.length > 3;
}

/** Verb forms that show a label is a whole sentence ("Le dragon a perdu son feu"). */
const VERB_FORMS = new Set([
  'est', 'sont', 'était', 'étaient', 'a', 'ont', 'avait', 'avaient', 'va', 'vont', 'allait', 'doit', 'doivent', 'devait', 'veut', 'veulent', 'voulait',
  'peut', 'peuvent', 'part', 'partent', 'fait', 'font', 'se', "s'", 'découvre', 'découvrent', 'trouve', 'trouvent', 'perd', 'perdent', 'rencontre',
  'rencontrent', 'cherche', 'cherchent', 'devient', 'deviennent', 'aide', 'aident', 'sauve', 'sauvent', 'décide', 'décident', 'apprend',
  'apprennent', 'vit', 'vivent', 'habite', 'habitent', 'joue', 'jouent', 'arrive', 'arrivent', 'rêve', 'rêvent', 'organise', 'organisent',
  'prépare', 'préparent', 'explore', 'explorent', 'voyage', 'voyagent', 'construit', 'construisent', 'part', 'visite', 'visitent', 'attend',
  'attendent', 'essaie', 'essaye', 'essaient', 'tombe', 'tombent', 'monte', 'montent', 'fête', 'fêtent', 'gagne', 'gagnent', 'revient',
  'reviennent', 'sort', 'sortent', 'suis', 'es', 'sommes', 'êtes', 'ai', 'as', 'avons', 'avez', 'vais', 'vas', 'allons', 'allez', 'il', 'elle',
  'ils', 'elles', 'je', "j'", 'on', 'nous', 'vous', 'tu', 'partit', 'trouva', 'découvrit', 'décida', 'rencontra', 'perdit', 'eut', 'fut',
]);

const DETERMINERS = new Set(['un', 'une', 'le', 'la', "l'", 'les', 'des', 'du', 'de', "d'", 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre', 'nos', 'leur', 'leurs', 'ce', 'cet', 'cette', 'ces', 'au', 'aux']);

/**
 * Whether a label reads as a noun phrase ("le respect de la nature"), not as an infinitive ("croire en
 * soi") or a sentence ("je suis fier"): only a noun phrase fills the {valueNoun} and {emotionNoun} slots.
 */
function readsAsNoun(text: string): boolean {
  const tokens = tokensOf(text).filter(Boolean);
  const first = (tokens[0] ?? '').toLowerCase();
  const second = (tokens[1] ?? '').toLowerCase();
  if (!text || /[.!?…]\s+\S/.test(text) || text.includes('?')) return false;
  if (isInfinitive(first) || ((first === 'se' || first === "s'") && tokens.length > 1 && (first === "s'" || isInfinitive(second)))) return false;
  // A word right after an article is a noun ("une fête", "un voyage"), never the verb it looks like.
  const laterTokens = tokens.slice(1).map((token) => token.toLowerCase()).filter((_token, index) => !DETERMINERS.has((tokens[index] ?? '').toLowerCase()));
  if (laterTokens.some((token) => VERB_FORMS.has(token)) || ['il', 'elle', 'ils', 'elles', 'je', "j'", 'on', 'nous', 'tu', 'vous'].includes(first)) return false;
  return !(parseNounPhrase(text, { bareArticle: 'definite' }).proper && tokens.length > 3);
}

/** A label from a list or typed by the parent: "Joie", "😊 Amitié", "le respect de la nature". */
export interface Label {
  /** As it appears in the text: "joie", "respect de la nature", "Noël". */
  text: string;
  /** A key to find it in the writer's lexicons: lowercase, no accents, no article. */
  key: string;
  /** With an article: "la joie", "le respect de la nature"; '' when it is not a noun phrase. */
  noun: string;
}

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

export function parseLabel(raw: string): Label {
  // A label is a common word typed with a capital ("Ponctualité", "Savoir dire merci"), unless
  // several words are capitalised ("Père Noël").
  const written = cleanFreeText(raw);
  const cleaned = /^\p{Lu}(\p{Ll}|')/u.test(written) && !/ \p{Lu}/u.test(written) ? lowerFirst(written) : written;
  const phrase = parseNounPhrase(cleaned, { bareArticle: 'definite' });
  const typed = cleaned;
  const tokens = tokensOf(typed);
  const startsWithDefinite = ARTICLES.definite.has((tokens[0] ?? '').toLowerCase()) && tokens.length > 1;
  // "L'amitié" shows as "amitié"; "un peu de trac" keeps its words; "Joie" becomes "joie".
  const text = startsWithDefinite ? joinTokens(tokens.slice(1)) : typed;
  const key = stripAccents(text.toLowerCase()).replace(/['’]/g, ' ').replace(/\s+/g, ' ').trim();
  let noun = '';
  if (readsAsNoun(cleaned)) noun = startsWithDefinite || phrase.determined || phrase.proper ? typed : phrase.definite;
  return { text, key, noun };
}
