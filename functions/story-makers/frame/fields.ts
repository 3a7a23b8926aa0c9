import type { CharacterFrame, CharacterKind, FrameNoun, GoalAction, GoalFrame, PlaceFrame, PlaceKind } from '#core/story-frame';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import {
  ADJECTIVE_WORDS,
  KIND_NOUNS,
  PLACE_NOUNS,
  PhraseTable,
  THING_NOUNS,
  unionTable,
  titledNames,
  type NounHit,
  addKnown,
  isName,
  nameOf,
  unknownWords,
  KNOWN_WORDS,
  nounPhrases,
  type NounPhrase,
  type Parse,
} from './grammar';
import { changeGoal, composedGoal, type ComposeTools } from './compose-goal';
import { comparable, words as wordsOf, type Word } from './text';
import {
  BENEFICIARIES,
  FEARS,
  FEATURE_FAMILY,
  FIELD_PHRASES,
  OCCASIONS,
  RELATIVES,
  RIDDLES,
  SKILLS,
  SKILL_BY_ID,
  TITLES,
  agree,
  skillSpellings,
  type KindEntry,
  type PlaceEntry,
} from './vocabulary';

/** A longer phrase list of the rules below, from the packed vocabulary (the reader's bundle has a byte budget). */
function fieldPhrase(key: keyof typeof FIELD_PHRASES): string[] {
  return FIELD_PHRASES[key].split(';');
}

/**
 * The field readers: a text becomes its frame only when one parse accounts for every word of it.
 * Each returns the frame, or null (the caller says what was not understood).
 */

/**
 * The reading that accounts for every word; among several, the one with the fewest complements ("un
 * lutin de Noël" is a Christmas elf, not the elf of someone called Noël) and the longest noun.
 */
function complete<T extends { owner: string | null; qualities: string[] }>(parses: Parse<T>[], length: number): T | null {
  let best: T | null = null;
  for (const parse of parses) {
    if (parse.next !== length) continue;
    if (!best || (best.owner !== null && parse.value.owner === null)) best = parse.value;
  }
  return best;
}

const kindOf = (entry: KindEntry, gender: 'm' | 'f' | null): CharacterKind => ({
  id: entry.id,
  singular: entry.singular,
  plural: entry.plural,
  gender: entry.epicene && gender ? gender : entry.gender,
  family: entry.family,
  hands: entry.hands,
  motion: entry.motion,
});

const nounOf = (entry: FrameNoun): FrameNoun => ({ id: entry.id, singular: entry.singular, plural: entry.plural, gender: entry.gender });

// ── The main character ──────────────────────────────────────────────────────────────────────────────

const ANY_NOUN = unionTable<NounHit<FrameNoun>>(THING_NOUNS, KIND_NOUNS, PLACE_NOUNS);
const BEING_OR_PLACE = unionTable<NounHit<FrameNoun>>(KIND_NOUNS, PLACE_NOUNS);

const CHARACTER_OPTIONS = {
  nouns: KIND_NOUNS,
  adjectives: () => true,
  relatives: true,
  placeFeatures: false,
  owners: true,
  determiner: true,
  complements: ANY_NOUN,
  apposition: true,
};

const NAMING = new PhraseTable<true>();
for (const phrase of ['nommé', 'nommée', 'nommés', 'nommées', 'appelé', 'appelée', 'appelés', 'appelées', "qui s'appelle", "qui s'appellent", 'du nom de', 'prénommé', 'prénommée', 'surnommé', 'surnommée', 'dit', 'dite']) {
  NAMING.add(phrase, true);
  addKnown(phrase);
}

function characterFrom(phrase: NounPhrase<KindEntry>, name: string | null): CharacterFrame {
  const owner = phrase.owner ?? (name === null && !phrase.determined && RELATIVES.includes(phrase.entry.id) ? 'child' : null);
  const count = phrase.plural ? Math.max(2, phrase.count) : 1;
  return { kind: kindOf(phrase.entry, phrase.gender), name, count, ...(phrase.counted && count > 1 ? { counted: true } : {}), qualities: phrase.qualities, owner };
}

export function readCharacter(words: readonly Word[]): CharacterFrame | null {
  const length = words.length;
  if (length === 0) return null;
  const phrase = (at: number) => nounPhrases(words, at, CHARACTER_OPTIONS);
  // "un petit dragon qui a peur du noir", "deux lapins", "mon chat".
  const plain = complete(phrase(0), length);
  if (plain) return characterFrom(plain, null);

  // "Pistache, le chien de la famille", "Caramel, mon poney", "Pistache le chien".
  const first = words[0];
  if (isName(first)) {
    const at = words[1]?.key === ',' ? 2 : 1;
    const described = phrase(at).find((parse) => parse.next === length && !parse.value.plural && (parse.value.definite || at === 2));
    if (described) return characterFrom(described.value, nameOf(first as Word));
  }
  // "Mamie Jo", "Tonton Marc", "Monsieur Paul", "ma mamie Jo".
  for (const parse of phrase(0)) {
    if (parse.next === length - 1 && TITLES[parse.value.entry.id] && !parse.value.plural && parse.value.qualities.length === 0 && isName(words[parse.next])) {
      return characterFrom(parse.value, `${TITLES[parse.value.entry.id]} ${nameOf(words[parse.next] as Word)}`);
    }
  }
  // "ma meilleure amie Chloé", "mon chien Rex": a name after the kind.
  for (const parse of phrase(0)) {
    if (!parse.value.plural && parse.next === length - 1 && isName(words[parse.next]) && !TITLES[parse.value.entry.id]) return characterFrom(parse.value, nameOf(words[parse.next] as Word));
  }
  // "un poney nommé Caramel", "un chat qui s'appelle Filou", "un robot, appelé Bip".
  for (const parse of phrase(0)) {
    if (parse.value.plural) continue;
    const at = words[parse.next]?.key === ',' ? parse.next + 1 : parse.next;
    for (const naming of NAMING.match(words, at)) {
      if (naming.next === length - 1 && isName(words[naming.next])) return characterFrom(parse.value, nameOf(words[naming.next] as Word));
    }
  }
  return null;
}

// ── The place ───────────────────────────────────────────────────────────────────────────────────────

const PLACE_OPTIONS = {
  nouns: PLACE_NOUNS,
  adjectives: (entry: { place: boolean }) => entry.place,
  relatives: false,
  placeFeatures: true,
  owners: true,
  determiner: true,
  complements: BEING_OR_PLACE,
};

/**
 * Where a place is, said after it: "près du moulin", "derrière la ferme", "dans la montagne", "en
 * Bretagne". Kept as a feature 'relation:place' (":pl" for a plural place), told by render.ts.
 */
export const PLACE_RELATIONS: Record<string, string> = {
  'pres-de': 'près de', 'loin-de': 'loin de', 'au-milieu-de': 'au milieu de', 'au-bord-de': 'au bord de', 'a-cote-de': 'à côté de', 'au-pied-de': 'au pied de',
  'en-haut-de': 'en haut de', 'au-fond-de': 'au fond de', 'au-sommet-de': 'au sommet de', 'au-coeur-de': 'au cœur de', dans: 'dans', sous: 'sous', sur: 'sur',
  derriere: 'derrière', devant: 'devant', en: 'en', a: 'à', 'pres-de-la-maison': 'près de la maison',
};
const RELATION_WORDS = new PhraseTable<{ relation: string; article: 'typed' | 'le' | 'les' | 'none' }>();
for (const [id, text] of Object.entries(PLACE_RELATIONS)) {
  if (text.endsWith(' de')) {
    const stem = text.slice(0, -3);
    RELATION_WORDS.add(text, { relation: id, article: 'typed' })
      .add(`${stem} d'`, { relation: id, article: 'typed' })
      .add(`${stem} du`, { relation: id, article: 'le' })
      .add(`${stem} des`, { relation: id, article: 'les' });
  } else if (id === 'a') {
    RELATION_WORDS.add('à', { relation: id, article: 'typed' }).add('au', { relation: id, article: 'le' }).add('aux', { relation: id, article: 'les' });
  } else if (id === 'en') {
    RELATION_WORDS.add('en', { relation: id, article: 'none' });
  } else if (id !== 'pres-de-la-maison') {
    RELATION_WORDS.add(text, { relation: id, article: 'typed' });
  }
  addKnown(text);
}
for (const text of ['près de chez nous', 'près de chez moi', 'près de la maison', 'à côté de chez nous', 'à côté de chez moi', 'pas loin de chez nous']) {
  RELATION_WORDS.add(text, { relation: 'pres-de-la-maison', article: 'none' });
  addKnown(text);
}

function relationsAt(words: readonly Word[], at: number): Parse<string>[] {
  const found: Parse<string>[] = [];
  for (const relation of RELATION_WORDS.match(words, at)) {
    const { relation: id, article } = relation.value;
    if (id === 'pres-de-la-maison') {
      found.push({ value: id, next: relation.next });
      continue;
    }
    const inner = { ...PLACE_OPTIONS, placeFeatures: false, owners: false, complements: undefined, determiner: article === 'typed' };
    for (const parse of nounPhrases(words, relation.next, inner)) {
      const entry = parse.value.entry;
      if (article === 'le' && parse.value.plural) continue;
      if (article === 'les' && !parse.value.plural) continue;
      if (article === 'none' && !entry.proper) continue;
      if (article === 'typed' && !parse.value.determined && entry.article) continue;
      found.push({ value: `${id}:${entry.id}${parse.value.plural ? ':pl' : ''}`, next: parse.next });
    }
  }
  return found;
}

const PREPOSITIONS = new PhraseTable<true>();
for (const phrase of ['dans', 'à', 'sur', 'sous', 'en', 'près de', "près d'", 'vers', 'au bord de', "au bord d'", 'au fond de', "au fond d'", 'au milieu de', "au milieu d'", 'au cœur de', "au cœur d'", 'à côté de', "à côté d'", 'en haut de', "en haut d'", 'au sommet de', "au sommet d'", 'tout en haut de', 'derrière', 'devant', 'là-bas dans', 'quelque part dans']) {
  PREPOSITIONS.add(phrase, true);
  addKnown(phrase);
}

/** "chez mamie", "chez moi", "chez mes grands-parents": whose home. */
const HOMES = new PhraseTable<string>();
for (const [id, { typed }] of Object.entries(BENEFICIARIES)) {
  if (/^(village|enfants|animaux|foret|tout-le-monde|classe|famille|roi|reine|princesse|dragon|chien|chat|lapin|doudou|bebe)$/.test(id)) continue;
  for (const text of typed) HOMES.add(text, id);
}
for (const [text, id] of [['moi', 'child'], ['nous', 'family'], ['lui', 'child'], ['elle', 'child'], ['toi', 'child'], ['soi', 'child']] as const) HOMES.add(text, id);

function placeKindOf(entry: PlaceEntry, features: readonly string[]): PlaceKind {
  let family = entry.family;
  for (const feature of features) {
    const moved = FEATURE_FAMILY[feature];
    if (typeof moved === 'object') family = moved[family] ?? moved['*'] ?? family;
  }
  return { id: entry.id, singular: entry.singular, plural: entry.plural, gender: entry.gender, family, indoors: entry.indoors, medium: entry.medium, preposition: entry.preposition };
}

/** "le bord de la rivière", "au fond du jardin", "le sommet de la montagne": the place, seen from one of its parts. */
const POSITIONS = new PhraseTable<string>();
for (const [id, forms] of Object.entries({
  'au-bord': ['le bord', 'au bord', 'sur le bord'],
  'au-fond': ['le fond', 'au fond', 'tout au fond'],
  'au-sommet': ['le sommet', 'au sommet', 'le haut', 'en haut', 'tout en haut'],
  'au-coeur': ['le cœur', 'au cœur'],
  'au-pied': ['le pied', 'au pied'],
  'au-milieu': ['le milieu', 'au milieu', 'en plein milieu'],
})) {
  for (const form of forms) for (const [de, article] of [['de', 'typed'], ["d'", 'typed'], ['du', 'le'], ['des', 'les']] as const) POSITIONS.add(`${form} ${de}`, `${id}|${article}`);
}

function positioned(words: readonly Word[]): PlaceFrame | null {
  for (const position of POSITIONS.match(words, 0)) {
    const [id = '', article = 'typed'] = position.value.split('|');
    const options = { ...PLACE_OPTIONS, determiner: article === 'typed' };
    for (const parse of nounPhrases(words, position.next, options).sort(byFewerOwners)) {
      if (parse.next !== words.length) continue;
      if (article === 'le' && parse.value.plural) continue;
      if (article === 'les' && !parse.value.plural) continue;
      if (article === 'typed' && !parse.value.determined) continue;
      const plural = parse.value.plural && parse.value.entry.singular !== parse.value.entry.plural;
      return { kind: placeKindOf(parse.value.entry, parse.value.qualities), features: [`position:${id}`, ...(plural ? ['pluriel'] : []), ...parse.value.qualities], owner: parse.value.owner };
    }
  }
  return null;
}

export function readPlace(words: readonly Word[]): PlaceFrame | null {
  const length = words.length;
  if (length === 0) return null;
  const seen = positioned(words);
  if (seen) return seen;
  const starts = [0, ...PREPOSITIONS.match(words, 0).map((parse) => parse.next)];
  const home = PLACE_NOUNS.match(keyWords('maison'), 0)[0]?.value.entry as PlaceEntry;
  for (const start of starts) {
    // "chez mamie", "chez Mamie Jo" is a name we do not keep: the place is the relative's home.
    if (words[start]?.key === 'chez' && start === 0) {
      const owner = [...HOMES.match(words, 1), ...titledNames(words, 1)].find((parse) => parse.next === length);
      if (owner) return { kind: placeKindOf(home, []), features: [], owner: owner.value };
      continue;
    }
    // A reading of the whole text as one place comes before one with a relation ("dans les nuages" is a feature).
    const parses = nounPhrases(words, start, PLACE_OPTIONS).sort((a, b) => Number(b.next === length) - Number(a.next === length) || byFewerOwners(a, b));
    for (const parse of parses) {
      // "un village dans la montagne", "la rivière près du moulin": one relation at most, at the end.
      const ends = parse.next === length ? [{ value: null as string | null, next: length }] : relationsAt(words, parse.next).filter((relation) => relation.next === length);
      const end = ends[0];
      if (!end) continue;
      const { entry } = parse.value;
      const plural = parse.value.plural && entry.singular !== entry.plural;
      const features = [...(plural ? ['pluriel'] : []), ...parse.value.qualities, ...(end.value ? [end.value] : [])];
      return { kind: placeKindOf(entry, parse.value.qualities), features, owner: parse.value.owner };
    }
  }
  return null;
}

function keyWords(text: string): Word[] {
  return wordsOf(text) ?? [];
}

// ── The goal ────────────────────────────────────────────────────────────────────────────────────────

const OBJECT_OPTIONS = {
  nouns: new PhraseTable<{ entry: FrameNoun; plural: boolean | null }>(),
  adjectives: () => true,
  relatives: true,
  placeFeatures: false,
  owners: true,
  determiner: true,
  complements: ANY_NOUN,
  apposition: true,
};
// Things first, then beings: "le doudou", "un petit chat perdu".
const OBJECT_NOUNS = {
  match: (words: readonly Word[], at: number) => [...THING_NOUNS.match(words, at), ...KIND_NOUNS.match(words, at)] as Parse<{ entry: FrameNoun; plural: boolean | null }>[],
} as unknown as PhraseTable<{ entry: FrameNoun; plural: boolean | null }>;
OBJECT_OPTIONS.nouns = OBJECT_NOUNS;

const GOAL_PLACE_OPTIONS = { ...PLACE_OPTIONS, owners: true };

type GoalObject = NonNullable<GoalFrame['object']>;

/** A plural typed ("rallumer les étoiles") is kept as the quality 'pluriel' unless the noun is only said in the plural. */
const objectOf = (phrase: NounPhrase<FrameNoun>): GoalObject => ({
  noun: nounOf(phrase.entry),
  qualities: phrase.plural && phrase.entry.singular !== phrase.entry.plural ? ['pluriel', ...phrase.qualities] : phrase.qualities,
  owner: phrase.owner ?? (familyWithoutArticle(phrase) ? 'child' : null),
});

/** "aider mamie", "mamie" alone: a relative said without an article is the child's. */
const familyWithoutArticle = (phrase: NounPhrase<FrameNoun>): boolean => !phrase.determined && RELATIVES.includes(phrase.entry.id);

interface Core {
  action: GoalAction;
  skill: string | null;
  object: GoalObject | null;
  beneficiary: string | null;
}

const SKILL_WORDS = new PhraseTable<string>();
for (const skill of SKILLS) for (const spelling of skillSpellings(skill)) SKILL_WORDS.add(spelling, skill.id);
// « qu'elle fasse la sieste »: the subjunctive a parent's brief takes.
for (const skill of SKILLS) for (const spelling of skillSpellings(skill)) if (spelling.startsWith('faire ')) SKILL_WORDS.add(`fasse ${spelling.slice(6)}`, skill.id);
/** Other words parents type for a skill the vocabulary has. */
const SKILL_ALIASES: [string, string][] = [
  ...['attacher ses chaussures', 'attacher ses lacets', 'nouer ses lacets', 'faire ses nœuds de chaussures'].map((text): [string, string] => [text, 'lacer-ses-chaussures']),
  ...['être propre', 'faire pipi sur le pot', 'aller aux toilettes'].map((text): [string, string] => [text, 'faire-pipi-dans-les-toilettes']),
  ...['goûter les légumes', 'goûte les légumes', 'goûte enfin les légumes', 'goûter enfin les légumes', 'manger ses légumes', 'mange ses légumes'].map((text): [string, string] => [text, 'gouter-les-legumes']),
];
for (const [text, id] of SKILL_ALIASES) if (SKILL_BY_ID.has(id)) SKILL_WORDS.add(text, id);

const FEAR_WORDS = new PhraseTable<string>();
for (const [id, phrase] of Object.entries(FEARS)) {
  for (const spelling of new Set([agree(phrase, false), agree(phrase, true)])) {
    const de = spelling.startsWith('le ') ? `du ${spelling.slice(3)}` : spelling.startsWith('les ') ? `des ${spelling.slice(4)}` : /^[aeiouéèêh]/.test(spelling) && !spelling.startsWith("l'") ? `d'${spelling}` : `de ${spelling}`;
    FEAR_WORDS.add(de, id);
  }
}

const OCCASION_WORDS = new PhraseTable<string>();
for (const [id, { typed }] of Object.entries(OCCASIONS)) for (const text of typed) OCCASION_WORDS.add(text, id);

const BENEFICIARY_WORDS = new PhraseTable<string>();
for (const [id, { typed }] of Object.entries(BENEFICIARIES)) {
  for (const text of typed) BENEFICIARY_WORDS.add(text, id);
  BENEFICIARY_WORDS.add(`un ${typed[typed.length - 1]?.replace(/^(son|sa|ses|mon|ma|mes|le|la|les) /, '')}`, id);
}
BENEFICIARY_WORDS.add('un ami', 'ami').add('une amie', 'amie').add('des amis', 'amis').add('un copain', 'copain').add('une copine', 'copine');

const TO_BENEFICIARY = new PhraseTable<string>();
for (const [id, { typed }] of Object.entries(BENEFICIARIES)) {
  for (const text of typed) {
    const phrase = text.startsWith('le ') ? `au ${text.slice(3)}` : text.startsWith('les ') ? `aux ${text.slice(4)}` : `à ${text}`;
    TO_BENEFICIARY.add(phrase, id);
  }
}

type Slot = (words: readonly Word[], at: number) => Parse<Partial<Core>>[];

const phrase = (...texts: string[]): Slot => {
  const table = new PhraseTable<true>();
  for (const text of texts) {
    table.add(text, true);
    addKnown(text);
  }
  return (words, at) => table.match(words, at).map((parse) => ({ value: {}, next: parse.next }));
};

const byFewerOwners = <T extends { value: { owner: string | null } }>(a: T, b: T): number => Number(a.value.owner !== null) - Number(b.value.owner !== null);
const object: Slot = (words, at) =>
  nounPhrases(words, at, OBJECT_OPTIONS)
    .sort(byFewerOwners)
    .map((parse) => ({ value: { object: objectOf(parse.value) }, next: parse.next }));
const placeObject: Slot = (words, at) =>
  [0, ...PREPOSITIONS.match(words, at).map((parse) => parse.next - at)].flatMap((skip) =>
    nounPhrases(words, at + skip, GOAL_PLACE_OPTIONS).map((parse) => ({
      value: { object: { noun: nounOf(parse.value.entry), qualities: parse.value.qualities, owner: parse.value.owner } },
      next: parse.next,
    })),
  );
const skill: Slot = (words, at) => SKILL_WORDS.match(words, at).map((parse) => ({ value: { skill: parse.value }, next: parse.next }));
const fear: Slot = (words, at) => FEAR_WORDS.match(words, at).map((parse) => ({ value: { skill: parse.value }, next: parse.next }));
const toBeneficiary: Slot = (words, at) => [
  ...TO_BENEFICIARY.match(words, at).map((parse) => ({ value: { beneficiary: parse.value }, next: parse.next })),
  ...toBeing(words, at),
];

/** "au Père Noël", "à un petit chat", "aux oiseaux": a being a goal is for, by its kind's id. */
function toBeing(words: readonly Word[], at: number): Parse<Partial<Core>>[] {
  const key = words[at]?.key;
  const options = { ...OBJECT_OPTIONS, nouns: KIND_NOUNS as unknown as typeof OBJECT_OPTIONS.nouns, relatives: false, owners: false, complements: undefined };
  const found: Parse<Partial<Core>>[] = [];
  const beings =
    key === 'au' ? nounPhrases(words, at + 1, { ...options, determiner: false }).filter((parse) => !parse.value.plural)
    : key === 'aux' ? nounPhrases(words, at + 1, { ...options, determiner: false }).filter((parse) => parse.value.plural)
    : key === 'à' || key === 'a' ? nounPhrases(words, at + 1, options).filter((parse) => parse.value.determined)
    : [];
  for (const being of beings) found.push({ value: { beneficiary: `${being.value.entry.id}${being.value.plural ? ':pl' : ''}` }, next: being.next });
  return found;
}
const occasionObject: Slot = (words, at) =>
  OCCASION_WORDS.match(words, at).map((parse) => ({ value: { object: { noun: occasionNoun(parse.value), qualities: [], owner: null } }, next: parse.next }));

function occasionNoun(id: string): FrameNoun {
  const said = OCCASIONS[id]?.said ?? id;
  const bare = said.replace(/^(les|le|la|l'|son|sa) ?/, '');
  return { id, singular: bare, plural: bare, gender: /^(la|sa) /.test(said) ? 'f' : 'm' };
}

/** "dans sa nouvelle école", "à l'école": where friends are made on a first day (the preset 'premier-jour'). */
const SCHOOL = new PhraseTable<true>();
for (const text of ["à l'école", 'dans sa nouvelle école', 'dans son école', 'dans sa classe', 'dans sa nouvelle classe', 'à la nouvelle école', 'dans la nouvelle école', 'dans une nouvelle école', 'à la crèche', 'à la maternelle', 'en classe', 'dans ma nouvelle école', 'à la rentrée']) {
  SCHOOL.add(text, true);
  addKnown(text);
}
const SCHOOL_NOUN: FrameNoun = { id: 'ecole', singular: 'école', plural: 'écoles', gender: 'f' };
const schoolObject: Slot = (words, at) => SCHOOL.match(words, at).map((parse) => ({ value: { object: { noun: SCHOOL_NOUN, qualities: ['nouveau'], owner: null } }, next: parse.next }));

/** "les cinq ans de Léo", "l'anniversaire de mamie": a birthday, with whose it is. */
const BIRTHDAY_NOUN: FrameNoun = { id: 'anniversaire', singular: 'anniversaire', plural: 'anniversaires', gender: 'm' };
const AGES = new PhraseTable<true>();
for (const number of ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', '2', '3', '4', '5', '6', '7', '8', '9', '10', '100', 'cent']) {
  AGES.add(`les ${number} ans de`, true).add(`les ${number} ans d'`, true);
  addKnown(`les ${number} ans`);
}
AGES.add("l'anniversaire de", true).add("l'anniversaire d'", true);
addKnown('ans');
const birthdayOf: Slot = (words, at) =>
  AGES.match(words, at).flatMap((parse) => {
    const found: Parse<Partial<Core>>[] = [];
    const name = words[parse.next];
    if (isName(name)) found.push({ value: { object: { noun: BIRTHDAY_NOUN, qualities: [], owner: nameOf(name as Word) } }, next: parse.next + 1 });
    for (const owner of BENEFICIARY_WORDS.match(words, parse.next)) found.push({ value: { object: { noun: BIRTHDAY_NOUN, qualities: [], owner: owner.value } }, next: owner.next });
    for (const being of nounPhrases(words, parse.next, { ...OBJECT_OPTIONS, nouns: KIND_NOUNS as unknown as typeof OBJECT_OPTIONS.nouns, relatives: false, owners: false, complements: undefined })) {
      if (being.value.determined) found.push({ value: { object: { noun: BIRTHDAY_NOUN, qualities: [], owner: being.value.entry.id } }, next: being.next });
    }
    return found;
  });

/** "aider la fée à retrouver sa baguette": the goal is the fairy's wand, found. */
const helpedOwner: Slot = (words, at) =>
  nounPhrases(words, at, { ...OBJECT_OPTIONS, nouns: KIND_NOUNS as unknown as typeof OBJECT_OPTIONS.nouns, relatives: false, owners: false, complements: undefined })
    .filter((parse) => parse.value.determined || RELATIVES.includes(parse.value.entry.id))
    .map((parse) => ({ value: { beneficiary: `${parse.value.entry.id}${parse.value.plural ? ':pl' : ''}` }, next: parse.next }));
const ownThing: Slot = (words, at) => {
  if (!/^(sa|son|ses|leur|leurs)$/.test(words[at]?.key ?? '')) return [];
  return nounPhrases(words, at + 1, { ...OBJECT_OPTIONS, relatives: false, owners: false, complements: undefined, determiner: false }).map((parse) => ({
    value: { object: { ...objectOf(parse.value), owner: '' } },
    next: parse.next,
  }));
};

const riddle: Slot = (words, at) => object(words, at).filter((parse) => RIDDLES.has(parse.value.object?.noun.id ?? ''));

const optional = (slot: Slot): Slot => (words, at) => [{ value: {}, next: at }, ...slot(words, at)];

function sequence(...slots: Slot[]): Slot {
  return (words, at) => {
    let states: Parse<Partial<Core>>[] = [{ value: {}, next: at }];
    for (const slot of slots) {
      states = states.flatMap((state) => slot(words, state.next).map((parse) => ({ value: { ...state.value, ...parse.value }, next: parse.next })));
      if (states.length === 0) return [];
    }
    return states;
  };
}

interface Rule {
  action: GoalAction;
  slot: Slot;
}

const rule = (action: GoalAction, ...slots: Slot[]): Rule => ({ action, slot: sequence(...slots) });

/** A phrase as typed with or without its subject: « a peur », « il a peur », « elle a peur ». */
const withSubject = (...texts: string[]): string[] => texts.flatMap((text) => [text, `il ${text}`, `elle ${text}`]);

/** Habits a parent wants gone, by the skill that replaces them (a story shows the new gesture, never the old one praised). */
const HABITS = new PhraseTable<string>();
for (const [texts, id] of [
  [['sucer son pouce', 'sucer son pouce la nuit', 'mettre son pouce dans la bouche'], 'se-passer-de-son-pouce'],
  [['crier', 'crier tout le temps', 'hurler', 'hurler tout le temps', 'crier pour un rien'], 'parler-doucement'],
  [['taper', 'frapper', 'taper sa sœur', 'taper son frère', 'frapper sa sœur', 'frapper son frère', 'taper les autres', 'se mettre en colère', 'faire des colères', 'se fâcher'], 'calmer-sa-colere'],
] as [string[], string][]) {
  for (const text of texts) {
    HABITS.add(text, id);
    addKnown(text);
  }
}

/** « à Lyon », « dans une autre ville »: where a move goes, understood and not kept (a town is not woven). */
const townOrPlace: Slot = (words, at) => {
  const found: Parse<Partial<Core>>[] = [];
  const key = words[at]?.key;
  if ((key === 'à' || key === 'a' || key === 'en') && isName(words[at + 1])) found.push({ value: {}, next: at + 2 });
  for (const parse of PREPOSITIONS.match(words, at)) for (const place of nounPhrases(words, parse.next, GOAL_PLACE_OPTIONS)) found.push({ value: {}, next: place.next });
  return found;
};

const RULES: Rule[] = [
  rule('learn', phrase('apprendre à', "apprendre a", 'savoir', 'réussir à', 'arriver à', 'enfin savoir', 'enfin réussir à', 'apprendre enfin à'), skill),
  rule('learn', phrase('apprenne à', 'sache', 'réussisse à', 'arrive à'), skill),
  rule('learn', phrase(...fieldPhrase('jAimeraisQuIl')), skill),
  rule('find', phrase(...fieldPhrase('retrouver')), object),
  rule('help', phrase('aider', 'sauver', 'consoler', 'soigner', 'protéger', 'libérer', 'rassurer', 'réconforter', 'délivrer', 'secourir', 'réveiller', 'nourrir', 'guérir'), object, optional(sequence(phrase('à'), skill))),
  rule('help', phrase('aider', 'sauver'), object, phrase('à', 'a'), phrase('ne plus avoir peur'), fear),
  rule('find', phrase('aider'), helpedOwner, phrase('à retrouver', 'à trouver', 'à chercher', 'à récupérer'), ownThing),
  rule('repair', phrase('aider'), helpedOwner, phrase('à réparer'), ownThing),
  // « Faire du vélo », « faire du roller »: a skill to learn, not a bike to make.
  rule('learn', (words, at) => skill(words, at).filter((parse) => /^faire-(?:du|de-la)-/.test(parse.value.skill ?? ''))),
  rule('make', phrase(...fieldPhrase('construire')), object),
  rule('repair', phrase(...fieldPhrase('reparer')), object),
  rule('celebrate', phrase('fêter', 'célébrer'), occasionObject),
  rule('celebrate', phrase('fêter', 'célébrer', 'organiser', 'préparer', 'faire'), object),
  rule('win', phrase('gagner', 'remporter', 'participer à', 'courir'), object),
  rule('travel', phrase(...fieldPhrase('aller')), placeObject),
  rule('overcome-fear', phrase(...fieldPhrase('nePlusAvoirPeur')), fear),
  // Bad dreams are the night's fear: « ne plus faire de cauchemars » is told as a night without fear.
  rule('overcome-fear', phrase(...fieldPhrase('nePlusFaireDe')), (_words, at) => [{ value: { skill: 'les-cauchemars' }, next: at }]),
  // A baby at home, a new school after a move: a new one to befriend, told by the plain goal plot.
  rule('befriend', phrase('accueillir', 'faire connaissance avec', 'rencontrer'), object, optional(phrase('qui vient de naître', "qui vient d'arriver", 'qui arrive', 'à la maison', 'qui va naître'))),
  rule('befriend', phrase("changer d'école", "arriver dans une nouvelle école", "entrer dans une nouvelle école"), (_words, at) => [{ value: { object: { noun: SCHOOL_NOUN, qualities: ['nouveau'], owner: null } }, next: at }], optional(phrase('après un déménagement', 'après le déménagement', 'après avoir déménagé'))),
  rule('overcome-fear', phrase('oser', 'ose', 'avoir le courage de', "avoir le courage d'"), skill),
  rule('befriend', phrase(...fieldPhrase('seFaireUnAmi'))),
  rule('befriend', phrase(...fieldPhrase('devenirAmiAvec')), object),
  rule(
    'befriend',
    phrase('se réconcilier', 'se réconcilier après une dispute', 'se réconcilier après une bagarre', 'faire la paix'),
    (_words, at) => [{ value: { skill: 'se-reconcilier' }, next: at }],
    optional(sequence(phrase('avec'), (words, at) => BENEFICIARY_WORDS.match(words, at).map((parse) => ({ value: { beneficiary: parse.value }, next: parse.next })))),
  ),
  rule('grow', phrase('faire pousser', 'planter', 'semer', 'cultiver', 'faire grandir', 'arroser', 'faire fleurir'), object),
  // "résoudre un mystère", "trouver la solution d'une énigme": a riddle is solved, nothing else is.
  rule('discover', phrase(...fieldPhrase('resoudre')), riddle),
  rule('discover', phrase(...fieldPhrase('decouvrir')), object),
  rule('help', phrase('sauver', 'protéger', 'nettoyer', 'sauver et protéger', 'réveiller', 'décorer', 'embellir'), placeObject),
  rule('learn', skill),
  rule('discover', phrase(...fieldPhrase('percerLeSecretDe')), placeObject),
  rule('discover', phrase(...fieldPhrase('explorer')), placeObject),
  rule('befriend', phrase(...fieldPhrase('seFaireDesAmis')), schoolObject),
  rule('celebrate', phrase('une fête pour', 'organiser une fête pour', 'préparer une fête pour', 'fêter', 'célébrer'), birthdayOf),
  rule('deliver', phrase('apporter', 'rendre', 'ramener', 'rapporter', 'offrir', 'livrer', 'porter', 'donner', 'envoyer', 'distribuer', 'remettre'), object, toBeneficiary),
  // A friend said as what the child should have: « avoir un copain à la récré ».
  rule('befriend', phrase(...fieldPhrase('avoirUnCopain')), optional(schoolObject)),
  // Feeling at home in a new house.
  rule('learn', phrase(...fieldPhrase('sHabituerASa')), (_words, at) => [{ value: { skill: 'demenager-dans-une-nouvelle-maison' }, next: at }]),
  // A habit the parent wants gone (« qu'il arrête de sucer son pouce »): told as what replaces it.
  rule('learn', phrase("arrêter de", "arrête de", 'ne plus', 'cesser de', "arrêter d'", "arrête d'"), (words, at) => HABITS.match(words, at).map((parse) => ({ value: { skill: parse.value }, next: parse.next }))),
  // Bad dreams said as they happen: « il fait des cauchemars toutes les nuits ».
  rule('overcome-fear', phrase(...withSubject('fait des cauchemars', 'fait des mauvais rêves', 'fait souvent des cauchemars', 'a des cauchemars'), 'les cauchemars', 'ses cauchemars', 'des cauchemars'), (_words, at) => [{ value: { skill: 'les-cauchemars' }, next: at }]),
  // A fear said as a fact: « il a peur des vagues ».
  rule('overcome-fear', phrase(...withSubject('a peur', 'a très peur', 'a toujours peur'), 'avoir peur'), fear),
  // A tooth that wobbles is a tooth about to be lost.
  rule('learn', phrase(...fieldPhrase('saDentBouge')), (_words, at) => [{ value: { skill: 'perdre-une-dent' }, next: at }], optional(phrase(...fieldPhrase('etIlAPeur')))),
  // A move said as news: « on déménage à Lyon ».
  rule('learn', phrase('on déménage', 'nous déménageons', 'on va déménager', ...withSubject('déménage', 'va déménager').slice(1), 'le déménagement', 'un déménagement'), (_words, at) => [{ value: { skill: 'demenager' }, next: at }], optional(townOrPlace)),
  // A first day said as the day: « rentrer au CP », « la rentrée en maternelle ».
  rule('befriend', phrase(...fieldPhrase('rentrerAuCp')), (_words, at) => [{ value: { object: { noun: SCHOOL_NOUN, qualities: ['nouveau'], owner: null } }, next: at }]),
  // « elle ne veut plus aller à la crèche »: the goal is going there gladly.
  rule('learn', phrase(...withSubject('ne veut plus', 'ne veut pas', 'refuse de', "refuse d'")), skill),
  rule('deliver', phrase('ramener', 'raccompagner', 'reconduire', 'rapporter'), object, phrase('chez lui', 'chez elle', 'chez eux', 'à la maison', 'à sa maison', 'dans sa famille', 'auprès de sa famille', 'à sa maman', 'à ses parents')),
];

const INTRO = new PhraseTable<true>();
for (const text of ['il doit', 'elle doit', 'ils doivent', 'elles doivent', 'doit', 'il faut', 'il veut', 'elle veut', 'vouloir', 'essayer de', "essayer d'", 'réussir à', 'tenter de', 'partir pour', 'devoir', 'le héros doit', "l'héroïne doit", 'il va', 'elle va', 'aller', 'décider de', 'rêver de', "rêver d'",
  // A parent's brief (editor's read 37): « j'aimerais qu'il… », « pour qu'elle… » say the goal, not the child's wish.
  "j'aimerais qu'il", "j'aimerais qu'elle", "je voudrais qu'il", "je voudrais qu'elle", "j'aimerais que mon fils", "j'aimerais que ma fille", "pour qu'il", "pour qu'elle", "qu'il", "qu'elle", 'bien']) {
  INTRO.add(text, true);
  addKnown(text);
}

const CONSTRAINTS: Slot[] = [
  sequence(phrase('sans'), (words, at) =>
    nounPhrases(words, at, { ...OBJECT_OPTIONS, relatives: false, owners: false }).map((parse) => ({ value: { without: nounOf(parse.value.entry) } as Partial<Core>, next: parse.next })),
  ),
  sequence(phrase('avant', "d'ici", "d'ici à", 'pour', 'à temps pour', 'juste avant', 'le jour de', 'pendant', 'à'), (words, at) =>
    OCCASION_WORDS.match(words, at).map((parse) => ({ value: { before: parse.value } as Partial<Core>, next: parse.next })),
  ),
  sequence(phrase('pour', 'afin de faire plaisir à'), (words, at) => BENEFICIARY_WORDS.match(words, at).map((parse) => ({ value: { beneficiary: parse.value }, next: parse.next }))),
  sequence(phrase("pour l'anniversaire de", "pour l'anniversaire d'", "avant l'anniversaire de", "avant l'anniversaire d'", "pour la fête de", 'pour les ans de'), (words, at) =>
    BENEFICIARY_WORDS.match(words, at).map((parse) => ({ value: { beneficiary: parse.value, before: 'anniversaire-de' } as Partial<Core>, next: parse.next })),
  ),
  // "avec papa": who helps is understood, and not kept (the frame has no companion; the story has its own).
  sequence(phrase('avec', "avec l'aide de", "avec l'aide d'"), (words, at) => BENEFICIARY_WORDS.match(words, at).map((parse) => ({ value: {}, next: parse.next }))),
  // Said, understood, and not kept apart: a first time is what the goal already is.
  sequence(phrase('pour la première fois', 'pour la toute première fois', 'enfin', 'tout seul', 'toute seule', 'tous ensemble', 'ensemble'), (_words, at) => [{ value: {}, next: at }]),
  // Where a friend is made or what follows a tooth: understood, told by the goal's course, not kept apart.
  sequence(phrase(...fieldPhrase('auCentreAere')), (_words, at) => [{ value: {}, next: at }]),
];

type GoalParse = Core & { without: FrameNoun | null; before: string | null };

function constraints(words: readonly Word[], at: number): Parse<Partial<GoalParse>>[] {
  const done: Parse<Partial<GoalParse>>[] = [];
  let frontier: Parse<Partial<GoalParse>>[] = [{ value: {}, next: at }];
  for (let depth = 0; depth < 4 && frontier.length; depth += 1) {
    const following: Parse<Partial<GoalParse>>[] = [];
    for (const state of frontier) {
      done.push(state);
      for (const slot of CONSTRAINTS) for (const parse of slot(words, state.next)) following.push({ value: { ...state.value, ...parse.value }, next: parse.next });
    }
    frontier = following;
  }
  return done;
}

/** Celebrations typed as things: "préparer une fête surprise" celebrates, it does not "make". */
const CELEBRATIONS = new Set(['fete', 'fete-surprise', 'anniversaire', 'fete-d-anniversaire', 'surprise', 'bal', 'carnaval', 'kermesse', 'mariage', 'defile', 'concert', 'spectacle', 'pique-nique', 'gouter']);
const COMPETITIONS = new Set(['course', 'concours', 'match', 'tournoi', 'coupe', 'medaille', 'chasse-au-tresor']);
const LOST_STATES = /^(perdu|cache|disparu|egare|vole|oublie|tombe-du-ciel|tres-perdu)$/;

/** The goal's core and constraints, or null: as typed, else an event typed as a noun phrase ("une course de vélos"). */
export function readGoalParts(words: readonly Word[]): GoalParse | null {
  return readGoalAsTyped(words) ?? readImpliedGoal(words) ?? readComposed(words);
}

const ADJECTIVE_KEYS = new Set(ADJECTIVE_WORDS.keys());

const COMPOSE_TOOLS: ComposeTools = {
  strict: (words) => readGoalAsTyped(words),
  nounAt: (words, at) =>
    nounPhrases(words, at, { ...OBJECT_OPTIONS, relatives: false, owners: false, complements: undefined })
      .sort((a, b) => b.next - a.next)
      .map((parse) => ({ object: objectOf(parse.value), family: (parse.value.entry as { family?: string }).family ?? null, next: parse.next })),
  unknown: (words) => unknownWords(words),
  placeAt: (words, at) =>
    [
      ...nounPhrases(words, at, GOAL_PLACE_OPTIONS),
      ...(words[at]?.key === 'en' ? nounPhrases(words, at + 1, { ...GOAL_PLACE_OPTIONS, determiner: false }) : []),
    ].map((parse) => ({ noun: nounOf(parse.value.entry), qualities: [], owner: null })),
  adjective: (key) => ADJECTIVE_KEYS.has(key),
  named: (word) => isName(word) && word !== undefined && !KNOWN_WORDS.has(word.key) && !/^(?:lego|legos|playmobil|playmobils|kapla|kaplas)$/.test(word.key),
};

/** The compositional reader (compose-goal.ts), when no phrase accounts for every word. */
function readComposed(words: readonly Word[]): GoalParse | null {
  const core = composedGoal(words, COMPOSE_TOOLS) ?? changeGoal(words, COMPOSE_TOOLS);
  return core ? { ...core, beneficiary: null, without: null, before: null } : null;
}

/**
 * Events parents type as a noun phrase, with the verb that makes them a goal: a race is won, a party
 * organised. Read as if the verb were typed, so the same strictness holds: every word accounted for.
 */
const IMPLIED_VERBS: Record<string, string> = {
  course: 'gagner', concours: 'gagner', match: 'gagner', tournoi: 'gagner',
  fete: 'organiser', 'fete-surprise': 'organiser', 'fete-d-anniversaire': 'organiser', anniversaire: 'organiser', 'pique-nique': 'organiser', gouter: 'organiser',
  bal: 'organiser', carnaval: 'organiser', kermesse: 'organiser', concert: 'organiser', spectacle: 'organiser', defile: 'organiser',
};
/** Openings that say their goal in other words: a treasure hunt finds a treasure, a trip goes to its place. */
const IMPLIED_OPENINGS = new PhraseTable<string>();
for (const [typed, said] of [
  ...['une chasse au trésor', 'la chasse au trésor', 'une grande chasse au trésor', 'chasse au trésor'].map((text) => [text, 'trouver un trésor caché']),
  ...['un voyage', 'un grand voyage', 'une promenade', 'une balade', 'une excursion', 'une sortie', 'une randonnée', 'une expédition', 'une grande expédition'].map((text) => [text, 'aller']),
  ...['la première nuit chez', 'sa première nuit chez', 'une nuit chez', 'passer la nuit chez', 'dormir pour la première fois chez'].map((text) => [text, 'dormir chez']),
  ...['une visite', 'la visite'].flatMap((visit) => [[`${visit} du`, 'visiter le'], [`${visit} de la`, 'visiter la'], [`${visit} de l'`, "visiter l'"], [`${visit} des`, 'visiter les']]),
] as [string, string][]) {
  IMPLIED_OPENINGS.add(typed, said);
  addKnown(typed);
}

function readImpliedGoal(words: readonly Word[]): GoalParse | null {
  for (const opening of IMPLIED_OPENINGS.match(words, 0)) {
    const parts = readGoalAsTyped([...keyWords(opening.value), ...words.slice(opening.next)]);
    if (parts) return parts;
  }
  const heads = new Set(nounPhrases(words, 0, { ...OBJECT_OPTIONS, relatives: false, owners: false, complements: undefined, apposition: false }).map((parse) => parse.value.entry.id));
  for (const head of heads) {
    const verb = IMPLIED_VERBS[head];
    if (!verb) continue;
    const parts = readGoalAsTyped([...keyWords(verb), ...words]);
    if (parts && parts.object?.noun.id === head) return parts;
  }
  return null;
}

/**
 * The events and riddles a declined scenario names, as goals to suggest: the verb that makes each a goal
 * with its noun phrase ("gagner une course de vélos"), then with the noun alone ("participer à une
 * course"). Only words the grammar accounted for are kept: never the rest of a text it declined.
 */
export function eventGoals(words: readonly Word[]): string[] {
  const found: string[] = [];
  const options = { ...OBJECT_OPTIONS, relatives: false, owners: false, apposition: false };
  for (let at = 0; at < words.length; at += 1) {
    const parse = nounPhrases(words, at, options)
      .filter((each) => IMPLIED_VERBS[each.value.entry.id] || RIDDLES.has(each.value.entry.id) || each.value.entry.id === 'chasse-au-tresor')
      .sort((a, b) => b.next - a.next)[0];
    if (!parse) continue;
    // "une course de vélos" is one event, not also "course de vélos" and "vélos".
    const start = at;
    at = parse.next - 1;
    const { entry } = parse.value;
    const said = words
      .slice(start, parse.next)
      .map((word, index) => (index === 0 && start === 0 && !isName(word) ? word.raw.toLowerCase() : word.raw))
      .join(' ')
      .replace(/' /g, "'");
    const alone = `${entry.gender === 'f' ? 'une' : 'un'} ${entry.singular}`;
    if (entry.id === 'chasse-au-tresor') found.push('trouver un trésor caché', `gagner ${said}`);
    else if (RIDDLES.has(entry.id)) found.push(`résoudre ${said}`, `résoudre ${alone}`);
    else {
      const verb = IMPLIED_VERBS[entry.id] as string;
      found.push(`${verb} ${said}`, `${verb} ${alone}`);
      if (COMPETITIONS.has(entry.id)) found.push(`participer à ${alone}`);
      else found.push(`préparer ${alone} pour ses amis`);
    }
  }
  return found;
}

function readGoalAsTyped(words: readonly Word[]): GoalParse | null {
  const length = words.length;
  if (length === 0) return null;
  const starts = [0, ...INTRO.match(words, 0).map((parse) => parse.next)];
  for (const start of starts) {
    for (const { action, slot } of RULES) {
      for (const core of slot(words, start)) {
        for (const rest of constraints(words, core.next)) {
          if (rest.next !== length) continue;
          let finalAction = action;
          const objectId = core.value.object?.noun.id ?? '';
          if ((action === 'make' || action === 'celebrate') && CELEBRATIONS.has(objectId)) finalAction = 'celebrate';
          else if (action === 'celebrate' && !core.value.object) finalAction = 'celebrate';
          else if (action === 'celebrate' && !OCCASIONS[objectId] && objectId !== 'anniversaire') continue;
          if (action === 'win' && !COMPETITIONS.has(objectId)) continue;
          if (action === 'find' && /^(ami|amie|amis|amies|copain|copine|meilleur-ami|meilleure-amie)$/.test(objectId) && !core.value.object?.owner) finalAction = 'befriend';
          // The helped being owns the thing found for it: "la baguette de la fée".
          const helped = core.value.object?.owner === '' ? core.value.beneficiary ?? null : null;
          if (helped) return { action: finalAction, skill: null, object: { ...(core.value.object as GoalObject), owner: helped }, beneficiary: null, without: rest.value.without ?? null, before: rest.value.before ?? null };
          return {
            action: finalAction,
            skill: core.value.skill ?? null,
            object: core.value.object ?? null,
            beneficiary: rest.value.beneficiary ?? core.value.beneficiary ?? null,
            without: rest.value.without ?? null,
            before: rest.value.before ?? null,
          };
        }
      }
    }
  }
  // A goal said as a thing: "le doudou perdu de Maël" (find it), "une fête d'anniversaire surprise" (have it).
  const bare = nounPhrases(words, 0, OBJECT_OPTIONS)
    .sort(byFewerOwners)
    .find((parse) => parse.next === length);
  if (bare) {
    const found = objectOf(bare.value);
    if (found.qualities.some((quality) => LOST_STATES.test(quality))) return { action: 'find', skill: null, object: found, beneficiary: null, without: null, before: null };
    if (CELEBRATIONS.has(found.noun.id)) return { action: 'celebrate', skill: null, object: found, beneficiary: null, without: null, before: null };
  }
  // "mon chat a disparu", "le doudou de Maël est perdu", "mon vélo est cassé".
  for (const parse of nounPhrases(words, 0, { ...OBJECT_OPTIONS, relatives: false })) {
    for (const [event, action] of EVENTS) {
      for (const hit of event.match(words, parse.next)) {
        if (hit.next === length) return { action, skill: null, object: objectOf(parse.value), beneficiary: null, without: null, before: null };
      }
    }
  }
  // "Le loup a perdu sa voix": find what a being lost, for it.
  for (const being of nounPhrases(words, 0, { ...CHARACTER_OPTIONS, relatives: false, complements: undefined })) {
    for (const lost of LOST_VERBS.match(words, being.next)) {
      for (const thing of nounPhrases(words, lost.next, { ...OBJECT_OPTIONS, relatives: false, owners: false, complements: undefined })) {
        if (thing.next !== length || thing.value.owner !== 'child' || being.value.owner !== null) continue;
        const object = { ...objectOf(thing.value), owner: `${being.value.entry.id}${being.value.plural ? ':pl' : ''}` };
        return { action: 'find', skill: null, object, beneficiary: null, without: null, before: null };
      }
    }
  }
  return null;
}

const LOST_VERBS = tableOf(['a perdu', 'ont perdu', 'cherche', 'cherchent', 'ne trouve plus', 'ne retrouve plus', 'a égaré', 'a oublié']);

const EVENTS: [PhraseTable<true>, GoalAction][] = [
  [tableOf(['a disparu', 'ont disparu', 'est perdu', 'est perdue', 'sont perdus', "s'est perdu", "s'est perdue", "s'est échappé", "s'est échappée", "s'est envolé", "s'est envolée", 'a été volé', 'a été volée', 'est introuvable', 'est caché', 'est cachée', 'a fugué', "s'est sauvé", "s'est sauvée", "s'est enfui", "s'est enfuie", "s'est échappé de la maison", 'ne revient pas', "n'est pas rentré", "n'est pas rentrée", 'ne rentre pas']), 'find'],
  [tableOf(['est cassé', 'est cassée', 'est en panne', 'ne marche plus', 'est abîmé', 'est abîmée', 'est déchiré', 'est déchirée']), 'repair'],
  [tableOf(['est malade', 'est blessé', 'est blessée', 'est triste', 'a besoin d\'aide', 'est coincé', 'est coincée', 'est tombé', 'est tombée']), 'help'],
];

function tableOf(texts: string[]): PhraseTable<true> {
  const table = new PhraseTable<true>();
  for (const text of texts) {
    table.add(text, true);
    addKnown(text);
  }
  return table;
}

// ── Presets ─────────────────────────────────────────────────────────────────────────────────────────

/** Each preset's goal, said in the grammar: a parsed goal that is the same action on the same thing is that preset. */
export const PRESET_GOALS: Record<string, string> = {
  'etoile-tombee': 'retrouver une étoile tombée du ciel',
  'tresor-cache': 'découvrir un trésor caché',
  'ami-perdu': 'aider un petit animal perdu à retrouver sa famille',
  'fete-surprise': 'préparer une fête surprise pour son ami',
  'arc-en-ciel': 'réparer un arc-en-ciel devenu tout gris',
  'premier-jour': 'se faire des amis dans sa nouvelle école',
  'jardin-magique': 'faire pousser une graine magique',
  'voyage-lune': 'construire une fusée',
  'course-animaux': 'participer à une course',
  'nuit-etoilee': 'découvrir le secret de la nuit',
  'chanson-perdue': 'retrouver une chanson perdue',
  tempete: 'réparer un bateau',
  'gateau-geant': 'préparer un gâteau géant',
  'livre-magique': 'aider un livre magique',
};

/**
 * action:object keys that are a preset's goal; find and discover are one search. A friend typed at school
 * is told by the friend's own course, whose resolution names the friend made (the preset's never did).
 */
const PRESET_KEYS: Record<string, string> = {
  'find:etoile': 'etoile-tombee',
  'find:etoile-filante': 'etoile-tombee',
  'find:tresor': 'tresor-cache',
  'find:coffre-au-tresor': 'tresor-cache',
  'help:animal': 'ami-perdu',
  'celebrate:fete-surprise': 'fete-surprise',
  'repair:arc-en-ciel': 'arc-en-ciel',
  'help:arc-en-ciel': 'arc-en-ciel',
  'grow:graine': 'jardin-magique',
  'make:fusee': 'voyage-lune',
  'travel:lune': 'voyage-lune',
  'win:course': 'course-animaux',
  'find:secret-de-la-nuit': 'nuit-etoilee',
  'find:bruits-de-la-nuit': 'nuit-etoilee',
  'find:chanson': 'chanson-perdue',
  'find:notes': 'chanson-perdue',
  'repair:bateau': 'tempete',
  'make:gateau': 'gateau-geant',
  'make:gateau-d-anniversaire': 'gateau-geant',
  'help:livre': 'livre-magique',
  'travel:ecole': 'premier-jour',
};

function presetOf(goal: GoalParse): string | null {
  const action = goal.action === 'discover' ? 'find' : goal.action;
  if (goal.action === 'celebrate' && goal.object?.noun.id === 'fete' && goal.object.qualities.includes('surprise')) return 'fete-surprise';
  return PRESET_KEYS[`${action}:${goal.object?.noun.id ?? ''}`] ?? null;
}

/** The presets' titles and descriptions as sameText compares them, each with its preset's goal. */
let presetTexts: Map<string, GoalFrame> | null = null;

function presetByText(text: string): GoalFrame | undefined {
  if (!presetTexts) {
    presetTexts = new Map();
    for (const preset of SEEDED_SCENARIOS) {
      const canonical = PRESET_GOALS[preset.id];
      const parts = canonical ? readGoalParts(wordsOf(canonical) ?? []) : null;
      if (!parts) continue;
      for (const said of [preset.description, preset.title]) presetTexts.set(comparable(said), { presetId: preset.id, ...parts });
    }
  }
  return presetTexts.get(comparable(text));
}

export function readGoal(text: string, words: readonly Word[]): GoalFrame | null {
  const preset = presetByText(text);
  if (preset) return structuredClone(preset);
  const parts = readGoalParts(words);
  if (!parts) return null;
  return { presetId: presetOf(parts), ...parts };
}

export { readEmotion, readValue } from './feelings';

export { ADJECTIVE_WORDS };
