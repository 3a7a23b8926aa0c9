import type { CharacterFrame, FrameDecline, FrameField, FrameFieldReading, FrameReader, FrameReading, FrameTexts, GoalFrame, PlaceFrame, StoryFrame } from '#core/story-frame';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { EMOTION_SUGGESTIONS, MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS, VALUE_SUGGESTIONS } from '#shared/stories';
import { eventGoals, readCharacter, readEmotion, readGoal, readPlace, readValue } from './fields';
import { KIND_NOUNS, KNOWN_WORDS, PLACE_NOUNS, THING_NOUNS, isName, personalData, unknownWords } from './grammar';
import { clauseWords, harmful, readByKey, readGoalByKind, refusesGoal, withTyposMended } from './goal-kinds';
import { keptText } from './kept-text';
import { fold, words as wordsOf, type Word } from './text';
import { SPOKEN_FORMS, THING_BY_ID, type KindEntry, type PlaceEntry, type ThingEntry } from './vocabulary';

/**
 * The frame reader (issue 25): a parent's free texts become a story frame — words of the writer's own
 * vocabulary — or are declined on their wizard step, with what was not understood and close texts
 * that are. Pure and synchronous: the same rule at the step's check and at creation.
 */

export type { FrameReader, FrameReading, FrameTexts } from '#core/story-frame';

const MESSAGES: Record<FrameField | 'personal', string> = {
  mainCharacter: 'Nous n’avons pas compris « {words} » pour le personnage principal. Décrivez un animal, une créature ou une personne, par exemple :',
  setting: 'Nous n’avons pas compris « {words} » pour le lieu de l’histoire. Choisissez un lieu, par exemple :',
  scenario: 'Nous n’avons pas compris « {words} » pour le scénario. Dites ce que le héros doit faire, par exemple :',
  emotions: 'Nous ne connaissons pas l’émotion « {words} ». Choisissez-en une proche, par exemple :',
  values: 'Nous ne connaissons pas la valeur « {words} ». Choisissez-en une proche, par exemple :',
  personal:
    'Nous n’écrivons jamais le nom complet d’une personne réelle ni le nom d’une école. Gardez un prénom seul ou imaginez un personnage, par exemple :',
};

const say = (message: string, words: readonly string[]): string => message.replace('{words}', words.join(' '));

type Read<T> = { ok: true; value: T } | { ok: false; decline: FrameDecline };

// ── Suggestions: close texts the reader itself accepts ─────────────────────────────────────────────

const bigramCache = new Map<string, Set<string>>();

function bigrams(text: string): Set<string> {
  const cached = bigramCache.get(text);
  if (cached) return cached;
  const set = computeBigrams(text);
  if (bigramCache.size > 500) bigramCache.clear();
  bigramCache.set(text, set);
  return set;
}

function computeBigrams(text: string): Set<string> {
  const bare = ` ${fold(text).replace(/[^a-z0-9 ]+/g, ' ')} `;
  const set = new Set<string>();
  for (let index = 0; index + 1 < bare.length; index += 1) set.add(bare.slice(index, index + 2));
  return set;
}

function similarity(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return (2 * shared) / (left.size + right.size || 1);
}

/** The list's entries nearest to the text. */
const nearest = (text: string, list: readonly string[]): string[] => [...list].sort((a, b) => similarity(text, b) - similarity(text, a));

const indefinite = (noun: { singular: string; gender: string }): string => `${noun.gender === 'f' ? 'une' : 'un'} ${noun.singular}`;
const definite = (noun: { singular: string; gender: string }): string =>
  /^[aeiouéèêîôâh]/i.test(noun.singular) ? `l'${noun.singular}` : `${noun.gender === 'f' ? 'la' : 'le'} ${noun.singular}`;

/** A place as a suggestion says it: "la forêt", "la Lune", "Paris". */
const placeSaid = (place: PlaceEntry): string =>
  place.proper ? (place.article ? definite(place).replace(/^(l'|la |le )(\p{Ll})/u, (_m, article: string, letter: string) => article + letter.toUpperCase()) : place.singular) : definite(place);

/** Nouns of a table found anywhere in the text: what the parent did say that we know. */
function nounsIn<T>(words: readonly Word[], table: { match: (words: readonly Word[], at: number) => { value: { entry: T } }[] }): T[] {
  const found: T[] = [];
  for (let at = 0; at < words.length; at += 1) for (const hit of table.match(words, at)) if (!found.includes(hit.value.entry)) found.push(hit.value.entry);
  return found;
}

/** Things a suggestion may make, and things it may look for: never a word of a declined text outside these. */
const SUGGESTED_MAKES = new Set(
  'cabane fusee chateau-de-sable bonhomme-de-neige igloo pont radeau bateau robot cabane-dans-les-arbres nid cerf-volant couronne baguette-magique carte-au-tresor lanterne boite-a-musique potion gateau tarte crepes cookies soupe pizza galette traineau'.split(' '),
);
const SUGGESTED_FINDS = new Set('tresor doudou peluche ours-en-peluche etoile ballon cle chapeau-magique coffre-au-tresor couronne baguette-magique boussole carte-au-tresor chanson'.split(' '));

function suggest(field: 'mainCharacter' | 'setting' | 'scenario', text: string, words: readonly Word[]): string[] {
  const candidates: string[] = [];
  if (field === 'mainCharacter') {
    for (const kind of nounsIn<KindEntry>(words, KIND_NOUNS).slice(0, 2)) {
      const feminine = kind.gender === 'f';
      candidates.push(indefinite(kind), `${indefinite(kind)} qui a peur du noir`, `${indefinite(kind)} très ${feminine ? 'curieuse' : 'curieux'}`, `${feminine ? 'une petite' : 'un petit'} ${kind.singular}`);
    }
    candidates.push(...nearest(text, MAIN_CHARACTER_SUGGESTIONS));
  } else if (field === 'setting') {
    for (const place of nounsIn<PlaceEntry>(words, PLACE_NOUNS).slice(0, 2)) {
      const feminine = place.gender === 'f';
      const base = placeSaid(place);
      candidates.push(base);
      if (!place.proper) candidates.push(`${base} ${feminine ? 'enchantée' : 'enchanté'}`, `${base} magique`, `${indefinite(place)} secret${feminine ? 'ète' : ''}`.replace('secretète', 'secrète'));
    }
    candidates.push(...nearest(text, SETTING_SUGGESTIONS));
  } else {
    // The events and riddles the parent named, as goals: "gagner une course de vélos" before any preset.
    candidates.push(...eventGoals(words));
    // Only things a story is made of (a hut, a kite, a lost cuddly toy), never the rest of a text we declined.
    for (const thing of nounsIn<ThingEntry>(words, THING_NOUNS).slice(0, 3)) {
      if (SUGGESTED_FINDS.has(thing.id)) candidates.push(`trouver ${indefinite(thing)} caché${thing.gender === 'f' ? 'e' : ''}`, `retrouver ${indefinite(thing)} perdu${thing.gender === 'f' ? 'e' : ''}`);
      if (SUGGESTED_MAKES.has(thing.id)) candidates.push(`${thing.make} ${indefinite(thing)}`, `${thing.make} ${indefinite(thing)} magique`);
    }
    for (const kind of nounsIn<KindEntry>(words, KIND_NOUNS).filter((each) => each.family !== 'person' && !THING_BY_ID.has(each.id)).slice(0, 2)) {
      candidates.push(`aider ${indefinite(kind)} à retrouver son chemin`, `devenir ami avec ${indefinite(kind)}`);
    }
    for (const place of nounsIn<PlaceEntry>(words, PLACE_NOUNS).slice(0, 2)) candidates.push(`explorer ${placeSaid(place)}`);
    candidates.push(...nearest(text, SEEDED_SCENARIOS.map((scenario) => scenario.description)), 'apprendre à nager sans brassards avant les vacances');
  }
  const accepted: string[] = [];
  for (const candidate of candidates) {
    if (accepted.length === 3) break;
    if (!accepted.includes(candidate) && readsOk(field, candidate)) accepted.push(candidate);
  }
  return accepted;
}

/** Suggestions come back often (the lists' entries): their reading is kept, a few hundred at most. */
const checked = new Map<string, boolean>();

function readsOk(field: 'mainCharacter' | 'setting' | 'scenario', text: string): boolean {
  const key = `${field}\u0000${text}`;
  let ok = checked.get(key);
  if (ok === undefined) {
    ok = readText(field, text).ok;
    if (checked.size > 500) checked.clear();
    checked.set(key, ok);
  }
  return ok;
}

// ── One field ───────────────────────────────────────────────────────────────────────────────────────

function declined<T>(field: FrameField, message: string, notUnderstood: string[], suggestions: string[]): Read<T> {
  return { ok: false, decline: { field, message: say(message, notUnderstood), notUnderstood, suggestions } };
}

function readText(field: 'mainCharacter', text: string, withSuggestions?: boolean): Read<CharacterFrame>;
function readText(field: 'setting', text: string, withSuggestions?: boolean): Read<PlaceFrame>;
function readText(field: 'scenario', text: string, withSuggestions?: boolean): Read<GoalFrame>;
function readText(field: 'mainCharacter' | 'setting' | 'scenario', text: string, withSuggestions?: boolean): Read<CharacterFrame | PlaceFrame | GoalFrame>;
function readText(field: 'mainCharacter' | 'setting' | 'scenario', text: string, withSuggestions = false): Read<CharacterFrame | PlaceFrame | GoalFrame> {
  // « très très lent », « trop trop mignon »: a spoken intensifier said twice is said once (stop 44).
  const words = wordsOf(text.replace(/(?<![\p{L}])(très|tres|trop|super) (?:\1 )+/giu, '$1 '));
  const fallback = (): string[] => (withSuggestions ? suggest(field, text, words ?? []) : []);
  const spoken = field === 'scenario' && !words ? readSpoken(text) ?? readByKind(text) : null;
  if (spoken) return { ok: true, value: spoken };
  if (!words || words.length === 0) {
    const shown = text.trim() ? [text.trim()] : [];
    return declined(field, MESSAGES[field], shown, fallback());
  }
  const personal = personalData(words);
  if (personal) return declined(field, MESSAGES.personal, personal, withSuggestions ? suggest(field, '', []) : []);
  const value =
    field === 'mainCharacter'
      ? readCharacter(words) ?? readBefore(words, readCharacter, true) ?? readWithoutLastQuality(words) ?? readByKey(words, readCharacter, unknownWords)
      : field === 'setting'
        ? readPlace(words) ?? readBefore(words, readPlace) ?? readByKey(words, readPlace, unknownWords)
        : refusesGoal(words)
          ? null
          : readGoal(text, words) ?? readSpoken(text) ?? readByKind(text);
  if (value) return { ok: true, value };
  const unknown = unknownWords(words);
  return declined(field, MESSAGES[field], unknown.length > 0 ? unknown : [text.trim()], fallback());
}

/** SMS forms and slips parents type (« ke », « pr », « tjs »), as written out. */
const SPOKEN = new Map(SPOKEN_FORMS.split(';').map((entry) => entry.split('=') as [string, string]));

/**
 * A scenario said the way parents speak or text: an aside in parentheses dropped, SMS forms written out, and
 * a first name as the subject (« Tom a peur… », « que Jade arrête… ») read as « il »: the name is never kept,
 * and the text must still read as a goal by the same rules. Personal data was looked for in the text as typed.
 */
function readSpoken(text: string): GoalFrame | null {
  const spoken = text
    .replace(/ *\([^()]{0,40}\)/g, '')
    .replace(/[\p{L}']+/gu, (word) => SPOKEN.get(fold(word)) ?? word)
    .replace(/(?<![\p{L}])([ldjnmst]) (?=[aeiouéèêâîôh])/giu, "$1'")
    .replace(/^\p{Lu}\p{Ll}+, (?=il |elle )/u, '')
    .replace(/(^|\bque? ?)\p{Lu}\p{Ll}+ (?=a peur|n'|ne |arrête|doit|va |se |fait|mord|suce)/u, (_, que: string) => (que ? "qu'il " : 'il '))
    .replace(/\bque (?=il|elle)/g, "qu'")
    .replace(/\s+(?=[,.!])/g, '');
  const words = spoken === text ? null : wordsOf(spoken);
  return words && !personalData(words) ? readGoal(spoken, words) : null;
}

/** The goal read by its kind and key (goal-kinds.ts), the words around it ignored; personal data is looked for first. */
function readByKind(text: string): GoalFrame | null {
  const words = clauseWords(text, (word) => SPOKEN.get(fold(word)) ?? word);
  if (!words || personalData(words)) return null;
  const byKind = (some: readonly Word[]): GoalFrame | null =>
    readGoalByKind(some, (run) => readGoal(run.map((word) => word.raw).join(' '), run), (word) => isName(word) && !KNOWN_WORDS.has(word.key), unknownWords);
  // A typo is mended only when the words as typed give no goal (stop 44): a mended word never changes a reading.
  const mended = withTyposMended(words);
  return byKind(words) ?? (mended ? byKind(mended) : null);
}

/**
 * « Grignotte, la souris qui cache tout sous son lit », « la patinoire de Grenoble où on va le samedi »: a
 * being or a place the vocabulary knows, then a clause it does not. The known part is kept, the clause
 * dropped and never said; a short clause only, with few unknown words (a long one is a story of its own).
 */
const CLAUSES = new Set(['qui', 'ou', 'où', ',', 'aux', 'plein', 'pleine', 'un', 'une', 'de', 'du', 'avec', 'que', 'dont']);
const MAX_TEXT = 14;
const MAX_CLAUSE = 8;
const MAX_CLAUSE_UNKNOWN = 2;
const RELATIVES = new Set(['qui', 'ou', 'où', 'que', "qu'", 'dont']);
const NEGATIONS = new Set(['pas', 'rien', 'jamais', 'plus', 'personne']);
const SAYS = /^(?:dit|dis|disent|crie|hurle|raconte|repond|murmure|chuchote|jure|insulte|gronde|chante)/;

function readBefore<T>(words: readonly Word[], read: (words: readonly Word[]) => T | null, being = false): T | null {
  if (words.length > MAX_TEXT) return null;
  for (let at = words.length - 1; at >= 1; at -= 1) {
    if (!CLAUSES.has(words[at]!.key)) continue;
    // « Moustique, son chat en peluche tout râpé »: before the comma a typed name, the kind in the apposition.
    // Dropping the apposition would read the name as a kind (a mosquito for a plush cat): a swapped companion.
    if (being && words[at]!.key === ',' && words.slice(0, at).every((word) => word.capital)) continue;
    const dropped = words.slice(at);
    // A relative clause says what the being does (« qui jongle avec des coquillages »): dropped, never said, with
    // its few unknown words; one that negates, or holds unknown words and a word of harm, is a sentence we do not read.
    const relative = dropped.some((word) => RELATIVES.has(word.key));
    const unknown = unknownWords(dropped).filter((word) => !RELATIVES.has(fold(word)));
    // Only a being's clause, and only after a kind without a typed name: a name with a clause we cannot read
    // (« Capitaine X, le chat qui… ») may be the clause's own joke, and a place's « où… » says what is done there.
    // Nor a clause that says what the being says (« qui dit… »): its words are a quote, read or declined.
    // A place's « qui… » says what the place does (« un volcan qui ronronne »), as a being's does (stop 44); its
    // « où… », « que… » say what is done there, and stay strict.
    const placeQui = !being && dropped[0]?.key === 'qui' && !dropped.some((word) => word.key !== 'qui' && RELATIVES.has(word.key));
    const unread = relative && ((!being && !placeQui) || dropped.some((word) => SAYS.test(word.key)) || words.slice(0, at).some((word) => word.capital && !KNOWN_WORDS.has(word.key))) ? 0 : MAX_CLAUSE_UNKNOWN;
    if (dropped.length > MAX_CLAUSE || unknown.length > unread || (relative && ((unknown.length > 0 && harmful(dropped)) || dropped.some((word) => NEGATIONS.has(word.key))))) return null;
    const kept = words.slice(0, words[at - 1]?.key === ',' ? at - 1 : at);
    const value = kept.length > 0 ? read(kept) : null;
    if (value) return value;
  }
  return null;
}

/** « un petit chef cuisinier moustachu »: a being the vocabulary knows, then one last word it does not, a quality dropped and never said. */
function readWithoutLastQuality(words: readonly Word[]): CharacterFrame | null {
  const last = words[words.length - 1];
  if (words.length < 2 || words.length > 6 || !last || KNOWN_WORDS.has(last.key) || last.capital || unknownWords(words).length !== 1) return null;
  return readCharacter(words.slice(0, -1));
}

function readLabels(field: 'emotions' | 'values', texts: readonly string[]): Read<string[]> {
  const read = field === 'emotions' ? readEmotion : readValue;
  const list = field === 'emotions' ? EMOTION_SUGGESTIONS : VALUE_SUGGESTIONS;
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const text of texts) {
    const id = read(text);
    if (id === null) unknown.push(text.trim());
    else if (!ids.includes(id)) ids.push(id);
  }
  if (unknown.length === 0 && ids.length > 0) return { ok: true, value: ids };
  const close = nearest(unknown.join(' '), list).filter((suggestion) => !ids.includes(read(suggestion) ?? '')).slice(0, 3);
  return declined(field, MESSAGES[field], unknown.length > 0 ? unknown : texts.map((text) => text.trim()), close);
}

/** Reads all five texts: the frame, or every field's decline. */
export function readStoryFrame(texts: FrameTexts): FrameReading {
  const character = readText('mainCharacter', texts.mainCharacter, true);
  const place = readText('setting', texts.setting, true);
  const goal = readText('scenario', texts.scenario, true);
  const emotions = readLabels('emotions', texts.emotions);
  const values = readLabels('values', texts.values);
  const declines = [character, place, goal, emotions, values].flatMap((read) => (read.ok ? [] : [read.decline]));
  if (!character.ok || !place.ok || !goal.ok || !emotions.ok || !values.ok) return { ok: false, declines };
  const frame: StoryFrame = { character: character.value, place: place.value, goal: goal.value, emotions: emotions.value, values: values.value };
  return { ok: true, frame };
}

/** One wizard field, as its step checks it: declined, or read — with what the story keeps when it is less than typed (kept-text.ts). */
export function readFrameField(field: FrameField, text: string | readonly string[]): FrameFieldReading {
  if (field === 'emotions' || field === 'values') {
    const read = readLabels(field, typeof text === 'string' ? [text] : text);
    return read.ok ? { ok: true } : { ok: false, decline: read.decline };
  }
  const typed = typeof text === 'string' ? text : text.join(' ');
  const read = readText(field, typed, true);
  return read.ok ? { ok: true, ...keptText(field, typed, read.value) } : { ok: false, decline: read.decline };
}

export function createFrameReader(): FrameReader {
  return {
    read: readStoryFrame,
    readField: (field, text) => readFrameField(field, text),
  };
}
