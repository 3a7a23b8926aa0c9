import type { FrameNoun } from '#core/story-frame';
import { keysOf, type Word } from './text';
import {
  ADJECTIVES,
  BENEFICIARIES,
  GRAMMAR_WORDS,
  INTENSIFIERS,
  KINDS,
  OCCASIONS,
  PLACE_PHRASES,
  PLACES,
  RELATIVES_TABLE,
  THINGS,
  TITLES,
  type AdjectiveEntry,
  type KindEntry,
  type PlaceEntry,
  type RelativeEntry,
  type ThingEntry,
  pluralOf,
} from './vocabulary';

/**
 * The small grammar the reader accounts for a text with: phrase tables matched word by word (by key),
 * and noun phrases — determiner, adjectives, a known noun, qualities, relative clauses, an owner. Every
 * parser returns all its parses (texts are short), so that a later slot may pick the reading that fits.
 */

export interface Parse<T> {
  value: T;
  next: number;
}

/** A table of vocabulary phrases, matched on the words' keys. */
export class PhraseTable<T> {
  private readonly byFirst = new Map<string, { keys: string[]; value: T }[]>();

  add(phrase: string, value: T): this {
    const keys = keysOf(phrase);
    if (keys.length === 0) return this;
    const list = this.byFirst.get(keys[0] as string) ?? [];
    list.push({ keys, value });
    this.byFirst.set(keys[0] as string, list);
    return this;
  }

  match(words: readonly Word[], at: number): Parse<T>[] {
    const list = this.byFirst.get(words[at]?.key ?? '') ?? [];
    const found: Parse<T>[] = [];
    for (const entry of list) {
      if (entry.keys.every((key, offset) => words[at + offset]?.key === key)) found.push({ value: entry.value, next: at + entry.keys.length });
    }
    // The longest phrase first: "chien de traîneau" is one kind before it is a dog and a sledge.
    return found.length > 1 ? found.sort((a, b) => b.next - a.next) : found;
  }

  *keys(): Iterable<string> {
    for (const list of this.byFirst.values()) for (const entry of list) yield* entry.keys;
  }
}

/** Several tables read as one: "la boussole du capitaine" may name a being, a thing or a place. */
export function unionTable<T>(...tables: PhraseTable<T>[]): PhraseTable<T> {
  const union = new PhraseTable<T>();
  union.match = (words, at) => tables.flatMap((table) => table.match(words, at));
  union.keys = function* keys() {
    for (const table of tables) yield* table.keys();
  };
  return union;
}

// ── Determiners ─────────────────────────────────────────────────────────────────────────────────────

export interface Determiner {
  plural: boolean | null;
  owner: 'child' | 'family' | null;
  count: number | null;
  gender: 'm' | 'f' | null;
  definite: boolean;
}

const det = (plural: boolean | null, gender: 'm' | 'f' | null, definite: boolean, owner: Determiner['owner'] = null, count: number | null = null): Determiner => ({
  plural,
  owner,
  count,
  gender,
  definite,
});

export const DETERMINERS = new PhraseTable<Determiner>()
  .add('un', det(false, 'm', false))
  .add('une', det(false, 'f', false))
  .add('des', det(true, null, false))
  .add('de', det(true, null, false))
  .add("d'", det(true, null, false))
  .add('le', det(false, 'm', true))
  .add('la', det(false, 'f', true))
  .add("l'", det(false, null, true))
  .add('les', det(true, null, true))
  .add('du', det(false, 'm', true))
  .add('au', det(false, 'm', true))
  .add('aux', det(true, null, true))
  .add('ce', det(false, 'm', true))
  .add('cet', det(false, 'm', true))
  .add('cette', det(false, 'f', true))
  .add('ces', det(true, null, true))
  .add('quelques', det(true, null, false))
  .add('plusieurs', det(true, null, false));
for (const [word, plural, gender] of [
  ['mon', false, null],
  ['ton', false, null],
  ['son', false, null],
  ['ma', false, 'f'],
  ['ta', false, 'f'],
  ['sa', false, 'f'],
  ['mes', true, null],
  ['tes', true, null],
  ['ses', true, null],
] as const) {
  DETERMINERS.add(word, det(plural, gender, true, 'child'));
}
DETERMINERS.add('notre', det(false, null, true, 'family')).add('nos', det(true, null, true, 'family'));

const NUMBERS: Record<string, number> = { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, '10': 10 };

export function determiners(words: readonly Word[], at: number, optional: boolean): Parse<Determiner | null>[] {
  const found: Parse<Determiner | null>[] = optional ? [{ value: null, next: at }] : [];
  const withNumber = (value: Determiner | null, next: number) => {
    const number = NUMBERS[words[next]?.key ?? ''];
    if (number && (!value || value.plural !== false)) found.push({ value: { ...(value ?? det(true, null, false)), plural: true, count: number }, next: next + 1 });
  };
  withNumber(null, at);
  for (const parse of DETERMINERS.match(words, at)) {
    found.push(parse);
    withNumber(parse.value, parse.next);
  }
  return found;
}

// ── Nouns ───────────────────────────────────────────────────────────────────────────────────────────

export interface NounHit<T> {
  entry: T;
  /** true: the plural was typed; false: the singular; null: both are spelled the same. */
  plural: boolean | null;
}

function nounTable<T extends FrameNoun & { synonyms?: string[] }>(entries: readonly T[]): PhraseTable<NounHit<T>> {
  const table = new PhraseTable<NounHit<T>>();
  for (const entry of entries) {
    const spellings: [string, string][] = [[entry.singular, entry.plural], ...(entry.synonyms ?? []).map((synonym): [string, string] => [synonym, pluralOf(synonym)])];
    for (const [singular, plural] of spellings) {
      if (singular === plural) table.add(singular, { entry, plural: null });
      else table.add(singular, { entry, plural: false }).add(plural, { entry, plural: true });
    }
  }
  return table;
}

export const KIND_NOUNS = nounTable<KindEntry>(KINDS);
export const PLACE_NOUNS = nounTable<PlaceEntry>(PLACES);
export const THING_NOUNS = nounTable<ThingEntry>(THINGS);

// ── Qualities ───────────────────────────────────────────────────────────────────────────────────────

export interface AdjectiveHit {
  entry: AdjectiveEntry;
}

export const ADJECTIVE_WORDS = new PhraseTable<AdjectiveHit>();
for (const entry of ADJECTIVES) for (const form of new Set(entry.forms)) ADJECTIVE_WORDS.add(form, { entry });

export const INTENSIFIER_WORDS = new PhraseTable<'tres' | 'tout' | 'peu'>();
for (const [word, id] of Object.entries(INTENSIFIERS)) INTENSIFIER_WORDS.add(word, id);

export const RELATIVE_WORDS = new PhraseTable<{ entry: RelativeEntry; plural: boolean }>();
for (const entry of RELATIVES_TABLE) {
  const [one, many] = entry.present;
  const variants = (text: string): string[] => (text.includes('{e}') ? [text.replace(/\{e\}/g, ''), text.replace(/\{e\}/g, 'e')] : [text]);
  for (const text of variants(one)) RELATIVE_WORDS.add(text, { entry, plural: false });
  if (many !== one) for (const text of variants(many)) RELATIVE_WORDS.add(text, { entry, plural: true });
}

export const PLACE_FEATURE_WORDS = new PhraseTable<string>();
for (const [id, phrase] of Object.entries(PLACE_PHRASES)) PLACE_FEATURE_WORDS.add(phrase, id);

/** An adjective, maybe intensified ("très curieux", "tout petit"): its quality id. */
export function adjective(words: readonly Word[], at: number, accept: (entry: AdjectiveEntry) => boolean): Parse<string>[] {
  const found: Parse<string>[] = [];
  for (const hit of ADJECTIVE_WORDS.match(words, at)) if (accept(hit.value.entry)) found.push({ value: hit.value.entry.id, next: hit.next });
  for (const intensifier of INTENSIFIER_WORDS.match(words, at)) {
    for (const hit of ADJECTIVE_WORDS.match(words, intensifier.next)) {
      if (accept(hit.value.entry) && !hit.value.entry.id.startsWith('tout-')) found.push({ value: `${intensifier.value}-${hit.value.entry.id}`, next: hit.next });
    }
  }
  return found;
}

// ── Owners: "de la famille", "de mamie", "du grand-père", "de Maël" ────────────────────────────────

export const OWNER_WORDS = new PhraseTable<string>().add('de la famille', 'family').add('de notre famille', 'family').add('de ma famille', 'family');
const withDe = (typed: string): string[] => {
  if (typed.startsWith('le ')) return [`du ${typed.slice(3)}`];
  if (typed.startsWith('les ')) return [`des ${typed.slice(4)}`];
  if (typed.startsWith("l'")) return [`de ${typed}`];
  return [/^[aeiouéèêh]/.test(typed) ? `d'${typed}` : `de ${typed}`];
};
for (const [id, { typed }] of Object.entries(BENEFICIARIES)) {
  if (/^(village|enfants|animaux|foret|tout-le-monde|classe)$/.test(id)) continue;
  for (const text of typed) for (const phrase of withDe(text)) OWNER_WORDS.add(phrase, id);
}
OWNER_WORDS.add('du grand-père', 'grand-pere').add('de la grand-mère', 'grand-mere').add('de moi', 'child');

// ── Names ───────────────────────────────────────────────────────────────────────────────────────────

const GRAMMAR = new Set([...GRAMMAR_WORDS.split(' '), 'plein', 'pleine', 'pleins', 'pleines', 'rempli', 'remplie', 'perdu'].flatMap((word) => keysOf(word)));

/** Every word the vocabulary knows: a word outside it is "not understood". */
export const KNOWN_WORDS: ReadonlySet<string> = (() => {
  const known = new Set<string>(GRAMMAR);
  const tables: PhraseTable<unknown>[] = [KIND_NOUNS, PLACE_NOUNS, THING_NOUNS, ADJECTIVE_WORDS, INTENSIFIER_WORDS, RELATIVE_WORDS, PLACE_FEATURE_WORDS, OWNER_WORDS, DETERMINERS];
  for (const table of tables) for (const key of table.keys()) known.add(key);
  for (const { typed } of Object.values(OCCASIONS)) for (const text of typed) for (const key of keysOf(text)) known.add(key);
  for (const { typed } of Object.values(BENEFICIARIES)) for (const text of typed) for (const key of keysOf(text)) known.add(key);
  return known;
})();

export const addKnown = (phrase: string): void => {
  for (const key of keysOf(phrase)) (KNOWN_WORDS as Set<string>).add(key);
};

/** A first name: one word typed with a capital, letters only, not a word of the grammar. */
export function isName(word: Word | undefined): boolean {
  if (!word || !word.capital || GRAMMAR.has(word.key)) return false;
  return /^\p{Lu}[\p{Ll}\p{Lu}]*(?:-\p{Lu}?\p{Ll}+)*$/u.test(word.raw) && word.raw.length >= 2 && word.raw.length <= 20;
}

/** A name as the story writes it: "JO" → "Jo", "jean-paul" never comes here (a capital is required). */
export const nameOf = (word: Word): string => word.raw.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()).join('-');

export const TITLE_KINDS = new Set(Object.keys(TITLES));

const SCHOOL_WORDS = new Set(['ecole', 'college', 'lycee', 'maternelle', 'creche', 'classe', 'institution', 'groupe scolaire']);

/**
 * A real person's name or a school's: two capitalised words that are not the vocabulary's ("Sarah
 * Benali"), or a capitalised word after a school ("l'école Jules Ferry"). A title and one name
 * ("Mamie Jo") is a character, not personal data.
 */
export function personalData(words: readonly Word[]): string[] | null {
  for (let index = 0; index + 1 < words.length; index += 1) {
    const first = words[index] as Word;
    const second = words[index + 1] as Word;
    const titled = TITLE_KINDS.has(first.key.replace(/'/g, '-')) || KIND_NOUNS.match(words, index).some((hit) => TITLE_KINDS.has(hit.value.entry.id));
    if (isName(first) && isName(second) && !titled && (!KNOWN_WORDS.has(first.key) || !KNOWN_WORDS.has(second.key))) return [first.raw, second.raw];
    if (SCHOOL_WORDS.has(first.key) && isName(second) && !KNOWN_WORDS.has(second.key)) return [first.raw, second.raw];
  }
  return null;
}

// ── Noun phrases ────────────────────────────────────────────────────────────────────────────────────

export interface NounPhrase<T> {
  entry: T;
  plural: boolean;
  count: number;
  /** A number was typed ("deux lapins"), not only a plural ("des lapins"). */
  counted: boolean;
  gender: 'm' | 'f' | null;
  qualities: string[];
  owner: string | null;
  definite: boolean;
  /** Determiner typed at all ("licorne" alone has none). */
  determined: boolean;
}

export interface NounPhraseOptions<T> {
  nouns: PhraseTable<NounHit<T>>;
  /** Which adjectives this noun takes (places take place adjectives only). */
  adjectives: (entry: AdjectiveEntry) => boolean;
  /** Relative clauses ("qui a peur du noir"): beings and things, not places. */
  relatives: boolean;
  /** Place features ("dans les nuages", "des jouets"). */
  placeFeatures: boolean;
  /** Owners after the noun ("de la famille", "de Maël"). */
  owners: boolean;
  determiner: boolean;
  /** Nouns a "de" complement may name ("la boussole du capitaine", "la mare du village"): kept as the owner, by id. */
  complements?: PhraseTable<NounHit<FrameNoun>>;
  /** A toy said with the animal it looks like: "mon doudou lapin". */
  apposition?: boolean;
}

/** "de la X", "du X", "des X", "d'un X": a complement noun, by id (":pl" when plural). */
function complementsAt(words: readonly Word[], at: number, nouns: PhraseTable<NounHit<FrameNoun>>): Parse<string>[] {
  const key = words[at]?.key;
  const inner: NounPhraseOptions<FrameNoun> = { nouns, adjectives: () => true, relatives: false, placeFeatures: false, owners: false, determiner: true };
  const found: Parse<string>[] = [];
  const push = (parses: Parse<NounPhrase<FrameNoun>>[], plural: boolean | null) => {
    for (const parse of parses) {
      if (plural !== null && parse.value.plural !== plural) continue;
      // "du capitaine" has its article in "du"; "de patinage" has none.
      const bare = plural === null && !parse.value.determined;
      found.push({ value: `${parse.value.entry.id}${parse.value.plural ? ':pl' : ''}${bare ? ':nu' : ''}`, next: parse.next });
    }
  };
  // "de la station", "de notre appartement", "de patinage" (a kind of contest: no article).
  if (key === 'de' || key === "d'") push(nounPhrases(words, at + 1, inner), null);
  if (key === 'du') push(nounPhrases(words, at + 1, { ...inner, determiner: false }), false);
  if (key === 'des') push(nounPhrases(words, at + 1, { ...inner, determiner: false }), true);
  return found;
}

interface Partial {
  qualities: string[];
  next: number;
}

function postQualities<T>(words: readonly Word[], at: number, options: NounPhraseOptions<T>): Partial[] {
  const done: Partial[] = [];
  let frontier: Partial[] = [{ qualities: [], next: at }];
  for (let depth = 0; depth < 8 && frontier.length > 0; depth += 1) {
    const following: Partial[] = [];
    for (const state of frontier) {
      done.push(state);
      const starts = [state.next];
      // "gentil et curieux", "qui chante et qui danse", "perdue, triste": a link between two qualities.
      if (state.qualities.length > 0 && (words[state.next]?.key === 'et' || words[state.next]?.key === ',')) starts.push(state.next + 1);
      for (const start of starts) {
        const linked = start !== state.next;
        for (const hit of adjective(words, start, (entry) => entry.position !== 'pre' && options.adjectives(entry))) following.push({ qualities: [...state.qualities, hit.value], next: hit.next });
        if (options.placeFeatures) for (const hit of PLACE_FEATURE_WORDS.match(words, start)) following.push({ qualities: [...state.qualities, hit.value], next: hit.next });
        // "pleine de lucioles", "plein d'étoiles": what fills a place.
        if (options.placeFeatures && options.complements && /^(plein|pleine|pleins|pleines|rempli|remplie)$/.test(words[start]?.key ?? '')) {
          for (const hit of complementsAt(words, start + 1, options.complements)) if (hit.value.includes(':pl')) following.push({ qualities: [...state.qualities, `plein-de:${hit.value}`], next: hit.next });
        }
        if (options.relatives) {
          // "qui a peur du noir", "et qui chante", "qui est très curieux".
          const qui = words[start]?.key === 'qui' ? start + 1 : linked && state.qualities.some((quality) => quality.startsWith('~')) ? start : -1;
          if (qui >= 0) {
            for (const hit of RELATIVE_WORDS.match(words, qui)) following.push({ qualities: [...state.qualities, `~${hit.value.entry.id}`], next: hit.next });
            // "qui a perdu sa ruche": a loss of anything the vocabulary knows, the being's own.
            if (options.complements && (words[qui]?.key === 'a' || words[qui]?.key === 'ont') && words[qui + 1]?.key === 'perdu') {
              const own = words[qui + 2]?.key ?? '';
              if (/^(sa|son|ses|leur|leurs)$/.test(own)) {
                for (const hit of nounPhrases(words, qui + 3, { nouns: options.complements, adjectives: () => true, relatives: false, placeFeatures: false, owners: false, determiner: false })) {
                  following.push({ qualities: [...state.qualities, `~a-perdu:${hit.value.entry.id}${hit.value.plural ? ':pl' : ''}`], next: hit.next });
                }
              }
            }
            // "qui a peur des chevaux": a fear of any being or thing the vocabulary knows.
            if (options.complements && (words[qui]?.key === 'a' || words[qui]?.key === 'ont') && words[qui + 1]?.key === 'peur') {
              for (const hit of complementsAt(words, qui + 2, options.complements)) following.push({ qualities: [...state.qualities, `~peur-de:${hit.value}`], next: hit.next });
            }
            if (words[qui]?.key === 'est' || words[qui]?.key === 'sont') {
              for (const hit of adjective(words, qui + 1, (entry) => entry.position !== 'pre')) following.push({ qualities: [...state.qualities, `~${hit.value}`], next: hit.next });
            }
          }
        }
      }
    }
    frontier = following;
  }
  return done;
}

/** Nouns that are another word in the other gender (le tour / la tour, le livre / la livre, le mode / la mode…). */
const GENDER_HOMOGRAPHS = new Set(['tour', 'livre', 'poste', 'mode', 'voile', 'moule', 'manche', 'page', 'vase', 'mousse', 'somme', 'critique', 'pendule', 'mémoire', 'memoire']);

/** Every reading of words[at…] as one noun phrase of the given nouns. */
export function nounPhrases<T extends FrameNoun>(words: readonly Word[], at: number, options: NounPhraseOptions<T>): Parse<NounPhrase<T>>[] {
  const found: Parse<NounPhrase<T>>[] = [];
  for (const determiner of determiners(words, at, true)) {
    if (!options.determiner && determiner.value) continue;
    // Adjectives before the noun: "un petit dragon", "une toute petite fée", "un gros gentil ours".
    let pre: Partial[] = [{ qualities: [], next: determiner.next }];
    const allPre: Partial[] = [...pre];
    for (let depth = 0; depth < 3; depth += 1) {
      const following: Partial[] = [];
      for (const state of pre) {
        for (const hit of adjective(words, state.next, (entry) => entry.position !== 'post' && options.adjectives(entry))) following.push({ qualities: [...state.qualities, hit.value], next: hit.next });
      }
      allPre.push(...following);
      pre = following;
    }
    for (const before of allPre) {
      for (const noun of options.nouns.match(words, before.next)) {
        const typedPlural = noun.value.plural;
        const detPlural = determiner.value?.plural ?? null;
        if (typedPlural !== null && detPlural !== null && typedPlural !== detPlural) continue;
        // « faire le tour du monde » is no tower: a word whose sense changes with its gender is read only with its own.
        if (GENDER_HOMOGRAPHS.has(noun.value.entry.id) && !detPlural && determiner.value?.gender && determiner.value.gender !== (noun.value.entry as { gender?: string }).gender) continue;
        const plural = typedPlural ?? detPlural ?? false;
        const afterNoun: { qualities: string[]; next: number }[] = [{ qualities: [], next: noun.next }];
        if (options.apposition && (noun.value.entry as { family?: string }).family === 'toy') {
          for (const look of KIND_NOUNS.match(words, noun.next)) {
            if (look.value.entry.family !== 'toy' && look.value.plural !== true && !words[noun.next]?.capital) afterNoun.push({ qualities: [`aspect-${look.value.entry.id}`], next: look.next });
          }
        }
        for (const after of afterNoun.flatMap((start) => postQualities(words, start.next, options).map((post) => ({ qualities: [...start.qualities, ...post.qualities], next: post.next })))) {
          const owners: Parse<string | null>[] = [{ value: null, next: after.next }];
          // "le chien de la famille qui a peur du noir", never "… qui a peur de la famille".
          const afterRelative = after.qualities.some((quality) => quality.startsWith('~'));
          if (options.owners && !afterRelative) {
            owners.push(...OWNER_WORDS.match(words, after.next));
            const de = words[after.next]?.key;
            if ((de === 'de' || de === "d'") && isName(words[after.next + 1])) owners.push({ value: nameOf(words[after.next + 1] as Word), next: after.next + 2 });
            // "le chien de tonton Marc": a title and one name.
            if (de === 'de' || de === "d'") owners.push(...titledNames(words, after.next + 1));
          }
          // After the family's words: "de grand-mère" is Grand-mère before it is a grandmother.
          if (options.complements && !afterRelative) owners.push(...complementsAt(words, after.next, options.complements));
          for (const owner of owners) {
            found.push({
              value: {
                entry: noun.value.entry,
                plural,
                count: determiner.value?.count ?? (plural ? 2 : 1),
                counted: (determiner.value?.count ?? null) !== null,
                gender: determiner.value?.gender ?? null,
                qualities: [...before.qualities, ...after.qualities].map((quality) => quality.replace(/^~/, '')),
                owner: owner.value ?? determiner.value?.owner ?? null,
                definite: determiner.value?.definite ?? false,
                determined: determiner.value !== null,
              },
              next: owner.next,
            });
          }
        }
      }
    }
  }
  return found;
}

/** "Tonton Marc", "Mamie Jo": a family title and one name, as one checked name. */
export function titledNames(words: readonly Word[], at: number): Parse<string>[] {
  const found: Parse<string>[] = [];
  for (const title of KIND_NOUNS.match(words, at)) {
    const said = TITLES[title.value.entry.id];
    if (said && title.value.plural !== true && isName(words[title.next])) found.push({ value: `${said} ${nameOf(words[title.next] as Word)}`, next: title.next + 1 });
  }
  return found;
}

/** The words of a text the vocabulary does not know: what a decline lists. */
export function unknownWords(words: readonly Word[]): string[] {
  return words.filter((word) => word.raw !== ',' && !KNOWN_WORDS.has(word.key)).map((word) => word.raw);
}
