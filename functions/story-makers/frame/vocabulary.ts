import type { CharacterFamily, CharacterKind, CharacterMotion, FrameGender, FrameNoun, PlaceKind, PlaceMedium } from '#core/story-frame';
import { unpackJson } from '../common/packed-json';
import { PACKED_VOCABULARY_TABLES } from './packed-vocabulary';
import { fold } from './text';
import type { VOCABULARY_TABLES } from './vocabulary-tables';

/** The word tables (vocabulary-tables.ts, readable), shipped packed: generate-story and generate-text have byte budgets. */
const TABLES = unpackJson<typeof VOCABULARY_TABLES>(PACKED_VOCABULARY_TABLES);

/**
 * The frame's vocabulary: every word a frame can hold, with the forms the writer renders. Compact
 * string tables, parsed once at module load, keep the generate-story bundle small. Ids are stable:
 * they are stored with a story's request.
 */

export const idOf = (phrase: string): string => fold(phrase).replace(/[\s']+/g, '-');

/** The regular plural of a French noun or adjective; irregular ones are spelled in the tables. */
export function pluralOf(word: string): string {
  if (/[sxz]$/.test(word)) return word;
  if (/(eau|au|eu)$/.test(word)) return `${word}x`;
  if (/al$/.test(word) && !/^(festival|carnaval|bal|chacal|récital)$/.test(word)) return `${word.slice(0, -2)}aux`;
  if (/^(hibou|bijou|caillou|genou|joujou|chou|pou)$/.test(word)) return `${word}x`;
  return `${word}s`;
}

/** "étoile de mer" → "étoiles de mer": the head alone takes the plural. */
const pluralPhrase = (phrase: string): string => {
  const [head, ...rest] = phrase.split(' ');
  return [pluralOf(head ?? ''), ...rest].join(' ');
};

export interface KindEntry extends CharacterKind {
  /** Epicene: "un/une astronaute", the determiner says which. */
  epicene: boolean;
  /** Other spellings that mean this kind: "toutou" → chien. */
  synonyms: string[];
  /** Said before a name as a title: "Mamie Jo", "Monsieur Paul". */
  title: boolean;
}

// family hands motion — then entries: singular[/plural]:gender[:synonym/synonym][!motion][+|-hands]
const KIND_TABLE = TABLES.kinds;

function parseKinds(): KindEntry[] {
  const kinds: KindEntry[] = [];
  const seen = new Set<string>();
  for (const line of KIND_TABLE.trim().split('\n')) {
    const [header = '', body = ''] = line.split('|');
    const [family, hands, motion] = header.split(' ') as [CharacterFamily, string, CharacterMotion];
    for (const raw of body.split(';')) {
      let entry = raw.trim();
      let entryMotion = motion;
      let entryHands = hands === '1';
      const motionMatch = /!(walks|flies|swims|rolls|still)/.exec(entry);
      if (motionMatch) {
        entryMotion = motionMatch[1] as CharacterMotion;
        entry = entry.replace(motionMatch[0], '');
      }
      if (/[+-]$/.test(entry)) {
        entryHands = entry.endsWith('+');
        entry = entry.slice(0, -1);
      }
      const [forms = '', gender = 'm', synonyms = ''] = entry.split(':');
      const [singular = '', plural = pluralPhrase(singular)] = forms.split('/');
      const id = idOf(singular);
      if (seen.has(id)) continue;
      seen.add(id);
      kinds.push({
        id,
        singular,
        plural,
        gender: (gender === 'f' ? 'f' : 'm') as FrameGender,
        epicene: gender === 'e',
        family,
        hands: entryHands,
        motion: entryMotion,
        synonyms: synonyms ? synonyms.split('/') : [],
        title: false,
      });
    }
  }
  return kinds;
}

export const KINDS: readonly KindEntry[] = parseKinds();
export const KIND_BY_ID = new Map(KINDS.map((kind) => [kind.id, kind]));

/** Kinds said before a name: "Mamie Jo", "Tonton Marc", "Monsieur Paul", "Capitaine Crochet". */
export const TITLES: Record<string, string> = TABLES.titles;
for (const kind of KINDS) if (TITLES[kind.id]) kind.title = true;

/** Relatives a place or a thing may belong to, as the story says them: "chez Mamie", "la ferme de Grand-mère". */
export const RELATIVES = ['mamie', 'papi', 'grand-mere', 'grand-pere', 'tonton', 'tata', 'oncle', 'tante', 'maman', 'papa', 'cousin', 'cousine', 'parrain', 'marraine', 'nounou', 'frere', 'soeur', 'grand-frere', 'petit-frere', 'grande-soeur', 'petite-soeur', 'ami', 'amie', 'meilleur-ami', 'meilleure-amie', 'copain', 'copine', 'voisin', 'voisine', 'maitresse', 'maitre'];

// ── Qualities: adjectives (m/f/mp/fp, position), and relative clauses ─────────────────────────────

export interface AdjectiveEntry {
  id: string;
  /** Masculine singular, feminine singular, masculine plural, feminine plural. */
  forms: [string, string, string, string];
  /** Before the noun ("un petit dragon"), after it, or either. */
  position: 'pre' | 'post' | 'both';
  /** Said of places too ("une forêt enchantée"), of beings only, or of things. */
  place: boolean;
}

function adjectiveForms(spec: string): [string, string, string, string] {
  const parts = spec.split('/');
  const m = parts[0] ?? '';
  if (parts.length === 4) return parts as [string, string, string, string];
  if (m.includes(' ') && parts.length === 1) return [m, m, m, m];
  const f = parts[1] ?? (m.endsWith('e') ? m : `${m}e`);
  const mp = parts[2] ?? pluralOf(m);
  return [m, f, mp, pluralOf(f)];
}

// position|entries: id=forms or forms (id = the first form); "=" gives an id of its own; "*" also for places.
const ADJECTIVE_TABLE = TABLES.adjectives;

function parseAdjectives(): AdjectiveEntry[] {
  const result: AdjectiveEntry[] = [];
  const seen = new Set<string>();
  for (const line of ADJECTIVE_TABLE.trim().split('\n')) {
    const [position = 'post', body = ''] = line.split('|');
    for (const raw of body.split(';')) {
      let entry = raw.trim();
      const place = entry.endsWith('*');
      if (place) entry = entry.slice(0, -1);
      const [idPart, formPart] = entry.includes('=') ? entry.split('=') : [null, entry];
      const forms = adjectiveForms(formPart ?? '');
      const id = idPart ?? idOf(forms[0]);
      if (seen.has(id)) continue;
      seen.add(id);
      result.push({ id, forms, position: position as AdjectiveEntry['position'], place });
    }
  }
  return result;
}

export const ADJECTIVES: readonly AdjectiveEntry[] = parseAdjectives();
export const ADJECTIVE_BY_ID = new Map(ADJECTIVES.map((adjective) => [adjective.id, adjective]));

/** Intensifiers before an adjective: the quality id takes them as a prefix ('tres-curieux'). */
export const INTENSIFIERS: Record<string, 'tres' | 'tout' | 'peu'> = { 'un peu': 'peu', tres: 'tres', assez: 'tres', plutôt: 'tres', si: 'tres', super: 'tres', vraiment: 'tres', trop: 'tres', tout: 'tout', toute: 'tout', tous: 'tout', toutes: 'tout' };

// ── Relative clauses: "qui a peur du noir", "qui ne sait pas voler" ─────────────────────────────────

/** Present 3sg, present 3pl, imperfect 3sg, imperfect 3pl. */
const VERBS = TABLES.verbs as unknown as Record<string, [string, string, string, string]>;

/** A regular -er verb's four forms ("chanter" → chante, chantent, chantait, chantaient). */
function verbForms(lemma: string): [string, string, string, string] {
  const known = VERBS[lemma];
  if (known) return known;
  const stem = lemma.slice(0, -2);
  return [`${stem}e`, `${stem}ent`, `${stem}ait`, `${stem}aient`];
}

/** Skills a being or a child can learn, with their imperfect: the goal's "apprendre à …" and its achievement. */
export interface SkillEntry {
  id: string;
  /** "nager", "faire du vélo", "dormir seul{e}" ({e}: agreed with the one who learns). */
  infinitive: string;
  /** The first verb's lemma, then the rest: conjugated by verbForms. */
  lemma: string;
  rest: string;
}

const SKILL_TABLE = TABLES.skills;

function parseSkills(): SkillEntry[] {
  return SKILL_TABLE.split(';').map((infinitive) => {
    const reflexive = /^(s’|se )/.exec(infinitive);
    const body = reflexive ? infinitive.slice(reflexive[0].length) : infinitive;
    const [verb = '', ...rest] = body.split(' ');
    const lemma = reflexive ? (reflexive[0] === 's’' ? `s’${verb}` : `se ${verb}`) : verb;
    return { id: idOf(infinitive.replace(/\{e\}|\/\S+/g, '').replace(/’/g, "'")), infinitive, lemma, rest: rest.join(' ') };
  });
}

export const SKILLS: readonly SkillEntry[] = parseSkills();
export const SKILL_BY_ID = new Map(SKILLS.map((skill) => [skill.id, skill]));

/** {e} and "a/b" of a skill's infinitive, agreed: feminine or not. */
export function agree(text: string, feminine: boolean, plural = false): string {
  return text
    .replace(/\{e\}/g, feminine ? 'e' : '')
    .replace(/(\S+)\/(\S+)/g, (_match, m: string, f: string) => (feminine ? f : m))
    .replace(/(seul|seule|patient|patiente)\b/g, (word) => (plural ? `${word}s` : word));
}

/** Every spelling a skill may be typed with (each gender). */
export const skillSpellings = (skill: SkillEntry): string[] => [...new Set([agree(skill.infinitive, false), agree(skill.infinitive, true)].map((text) => text.replace(/’/g, "'")))];

/** The skill's clause in the imperfect: "nageait", "faisait du vélo", "dormait seule". */
export function skillPast(skill: SkillEntry, feminine: boolean, plural = false): string {
  const forms = verbForms(skill.lemma.replace(/’/g, '’'));
  return agree(`${forms[plural ? 3 : 2]}${skill.rest ? ` ${skill.rest}` : ''}`, feminine, plural).replace(/’/g, "'");
}

/** Fears, by id, with their definite phrase: "le noir", "l'eau", "voler". */
export const FEARS: Record<string, string> = TABLES.fears;

/** "de" + a definite phrase: "du noir", "de l'eau", "des orages", "de voler". */
export function deOf(phrase: string): string {
  if (phrase.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `des ${phrase.slice(4)}`;
  if (/^[aeiouéèêâîôûh]/i.test(phrase) && !phrase.startsWith('l')) return `d'${phrase}`;
  return `de ${phrase}`;
}

export interface RelativeEntry {
  id: string;
  /** Present 3sg and 3pl as typed ("a peur du noir", "ont peur du noir"), imperfect 3sg and 3pl for the story. */
  present: [string, string];
  past: [string, string];
}

const LIKED = TABLES.liked;
const LOST = TABLES.lost;
const MISC = TABLES.misc;

function relative(id: string, lemma: string, complement: string, negative: boolean): RelativeEntry[] {
  const forms = verbForms(lemma);
  const pluralComplement = complement
    .replace(/\b(sa|son)\b/g, 'leur')
    .replace(/\bses\b/g, 'leurs')
    .replace(/\{s\}/g, 's');
  const one = complement.replace(/\{s\}/g, '');
  const say = (verb: string, rest: string): string => {
    const body = negative ? `${/^[aeiouéèêh]/.test(verb) ? "n'" : 'ne '}${verb} pas${rest ? ` ${rest}` : ''}` : `${verb}${rest ? ` ${rest}` : ''}`;
    return body.replace(/ pas pas /, ' pas ');
  };
  return [{ id, present: [say(forms[0], one), say(forms[1], pluralComplement)], past: [say(forms[2], one), say(forms[3], pluralComplement)] }];
}

function parseRelatives(): RelativeEntry[] {
  const result: RelativeEntry[] = [];
  for (const [id, phrase] of Object.entries(FEARS)) result.push(...relative(`peur-${id.replace(/^(le|la|les|l)-/, '')}`, 'avoir', `peur ${deOf(phrase)}`, false));
  for (const skill of SKILLS) {
    const typed = skill.infinitive.replace(/’/g, "'");
    result.push(...relative(`ne-sait-pas-${skill.id}`, 'savoir', typed, true));
    result.push(...relative(`sait-${skill.id}`, 'savoir', typed, false));
    result.push(...relative(`apprend-${skill.id}`, 'apprendre', `à ${typed}`, false));
    result.push(...relative(`veut-apprendre-${skill.id}`, 'vouloir', `apprendre à ${typed}`, false));
    result.push(...relative(`reve-${skill.id}`, 'rêver', deOf(typed), false));
  }
  for (const liked of LIKED.split(';')) {
    result.push(...relative(`adore-${idOf(liked)}`, 'adorer', liked, false));
    result.push(...relative(`aime-${idOf(liked)}`, 'aimer', liked, false));
  }
  for (const lost of LOST.split(';')) result.push(...relative(`a-perdu-${idOf(lost.replace(/^(sa|son|ses) /, ''))}`, 'avoir', `perdu ${lost}`, false));
  for (const entry of MISC.split(';')) {
    const negative = entry.startsWith('!');
    const [lemma = '', complement = ''] = entry.replace(/^!/, '').split('|');
    const id = `${negative ? 'ne-' : ''}${idOf(lemma.replace(/^se /, ''))}${complement ? `-${idOf(complement.replace(/\{\w\}/g, ''))}` : ''}`;
    result.push(...relative(id, lemma, complement, negative));
  }
  const seen = new Set<string>();
  return result.filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
}

export const RELATIVES_TABLE: readonly RelativeEntry[] = parseRelatives();
export const RELATIVE_BY_ID = new Map(RELATIVES_TABLE.map((entry) => [entry.id, entry]));

// ── Places ──────────────────────────────────────────────────────────────────────────────────────────

export interface PlaceEntry extends PlaceKind {
  /** Said without an article ("Mars", "Paris") or with one ("la Lune"). */
  article: boolean;
  /** A proper place: written with its capital. */
  proper: boolean;
  synonyms: string[];
}

// family medium indoors preposition | singular[/plural]:gender[:synonym/synonym][^proper][#noarticle]
const PLACE_TABLE = TABLES.places;

/** The preposition a kind takes when its family's is wrong: "dans la mer" not "à la mer" would do, but "à la plage". */
const PREPOSITION_OF: Record<string, string> = TABLES.prepositionOf;

function parsePlaces(): PlaceEntry[] {
  const result: PlaceEntry[] = [];
  const seen = new Set<string>();
  for (const line of PLACE_TABLE.trim().split('\n')) {
    const [header = '', body = ''] = line.split('|');
    const [family = '', medium = 'land', indoors = '0', preposition = 'dans'] = header.split(' ');
    for (const raw of body.split(';')) {
      let entry = raw.trim();
      const article = !entry.includes('#');
      const proper = entry.includes('^');
      entry = entry.replace(/[#^]/g, '');
      const [forms = '', gender = 'm', synonyms = ''] = entry.split(':');
      const [singular = '', plural = pluralPhrase(singular)] = forms.split('/');
      const id = idOf(singular);
      if (seen.has(id)) continue;
      seen.add(id);
      result.push({
        id,
        singular,
        plural,
        gender: gender === 'f' ? 'f' : 'm',
        family,
        medium: medium as PlaceMedium,
        indoors: indoors === '1',
        preposition: (PREPOSITION_OF[singular] ?? preposition).replace(/^au$/, 'à'),
        article,
        proper,
        synonyms: synonyms ? synonyms.split('/') : [],
      });
    }
  }
  return result;
}

export const PLACES: readonly PlaceEntry[] = parsePlaces();
/** Places only said in the plural: "les nuages", "les Alpes". */
export const PLURAL_PLACES = new Set(['nuages', 'dunes', 'pyramides', 'alpages', 'alpes', 'pyrenees']);
export const PLACE_BY_ID = new Map(PLACES.map((place) => [place.id, place]));

/** Place features that are not adjectives: "dans les nuages", "au trésor", "des jouets", "aux mille étoiles". */
export const PLACE_PHRASES: Record<string, string> = TABLES.placePhrases;

/** A feature that moves a place to another of the illustrator's backgrounds: a castle in the clouds, a snowy mountain. */
export const FEATURE_FAMILY: Record<string, Record<string, string> | string> = TABLES.featureFamily;

// ── Things a goal is about, with the verb that makes them ───────────────────────────────────────────

export interface ThingEntry extends FrameNoun {
  /** How the story makes one: "construire" (a hut), "préparer" (a cake), "fabriquer" (a kite). */
  make: string;
  /** Said in the plural when bare: "sans brassards", "des crêpes". */
  plural_only: boolean;
}

const THING_TABLE = TABLES.things;

function parseThings(): ThingEntry[] {
  const result: ThingEntry[] = [];
  const seen = new Set<string>();
  for (const line of THING_TABLE.trim().split('\n')) {
    const [make = 'fabriquer', body = ''] = line.split('|');
    for (const raw of body.split(';')) {
      const [forms = '', gender = 'm'] = raw.trim().split(':');
      const [singular = '', plural = pluralPhrase(singular)] = forms.split('/');
      const id = idOf(singular);
      if (seen.has(id)) continue;
      seen.add(id);
      result.push({ id, singular, plural, gender: gender === 'f' ? 'f' : 'm', make, plural_only: singular === plural && /s$/.test(singular) && !/^(os|repas|jus|concours|bras|tapis)$/.test(singular) });
    }
  }
  return result;
}

export const THINGS: readonly ThingEntry[] = parseThings();
export const THING_BY_ID = new Map(THINGS.map((thing) => [thing.id, thing]));

/** What a riddle verb solves ("résoudre un mystère"), and is told solved: "résoudre un dragon" is not a goal. */
export const RIDDLES: ReadonlySet<string> = new Set(['mystere', 'enigme', 'secret', 'code-secret', 'code', 'devinette', 'message-secret', 'message-code']);

/** Occasions a goal is due before: id → as the story says it (with the child's possessive for a birthday). */
export const OCCASIONS: Record<string, { said: string; typed: string[] }> = TABLES.occasions;

/** Those a goal is for: id → as the story says it of the child's ("sa mamie"). */
export const BENEFICIARIES: Record<string, { said: string; typed: string[] }> = {};
const BENEFICIARY_TABLE = TABLES.beneficiaries;
for (const entry of BENEFICIARY_TABLE.split(';')) {
  const [id = '', rest = ''] = entry.split('=');
  const [said = '', extra = ''] = rest.split(':');
  const bare = said.replace(/^(sa|son|ses|le|la|les) /, '');
  const possessives = said.startsWith('ses ') ? ['ses', 'mes', 'les', 'nos'] : said.startsWith('sa ') ? ['sa', 'ma', 'la'] : said.startsWith('son ') ? ['son', 'mon', 'le', "l'"] : [];
  const typed = new Set<string>([said, ...possessives.map((p) => (p === "l'" ? `l'${bare}` : `${p} ${bare}`))]);
  if (/^(mamie|papi|maman|papa|tonton|tata|grand-mere|grand-pere|nounou|parrain|marraine)$/.test(id)) typed.add(bare);
  for (const more of extra ? extra.split('/') : []) {
    typed.add(more);
    typed.add(`${said.split(' ')[0]} ${more}`);
  }
  BENEFICIARIES[id] = { said, typed: [...typed] };
}

// ── Emotions and values: in feelings.ts, which the story check reads without the rest of this file.

export { EMOTIONS, VALUES } from './feelings';

// ── Small grammar words ─────────────────────────────────────────────────────────────────────────────

export const GRAMMAR_WORDS = TABLES.grammarWords;
export const FIELD_PHRASES = TABLES.fieldPhrases;
export const LIFE_CHANGES = TABLES.lifeChanges;
export const SPOKEN_FORMS = TABLES.spokenForms;
