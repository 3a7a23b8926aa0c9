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
export const TITLES: Record<string, string> = {
  mamie: 'Mamie', papi: 'Papi', 'grand-mere': 'Grand-mère', 'grand-pere': 'Grand-père', tonton: 'Tonton', tata: 'Tata', oncle: 'Oncle', tante: 'Tante',
  monsieur: 'Monsieur', madame: 'Madame', capitaine: 'Capitaine', docteur: 'Docteur', princesse: 'Princesse', prince: 'Prince', roi: 'Roi', reine: 'Reine',
  fee: 'Fée', sorciere: 'Sorcière', sorcier: 'Sorcier', magicien: 'Magicien', chevalier: 'Chevalier', cousin: 'Cousin', cousine: 'Cousine', parrain: 'Parrain', marraine: 'Marraine',
  maman: 'Maman', papa: 'Papa', nounou: 'Nounou', professeur: 'Professeur', lutin: 'Lutin', robot: 'Robot',
};
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
const VERBS: Record<string, [string, string, string, string]> = {
  avoir: ['a', 'ont', 'avait', 'avaient'],
  être: ['est', 'sont', 'était', 'étaient'],
  savoir: ['sait', 'savent', 'savait', 'savaient'],
  apprendre: ['apprend', 'apprennent', 'apprenait', 'apprenaient'],
  vouloir: ['veut', 'veulent', 'voulait', 'voulaient'],
  pouvoir: ['peut', 'peuvent', 'pouvait', 'pouvaient'],
  rire: ['rit', 'rient', 'riait', 'riaient'],
  sourire: ['sourit', 'sourient', 'souriait', 'souriaient'],
  dormir: ['dort', 'dorment', 'dormait', 'dormaient'],
  faire: ['fait', 'font', 'faisait', 'faisaient'],
  lire: ['lit', 'lisent', 'lisait', 'lisaient'],
  vivre: ['vit', 'vivent', 'vivait', 'vivaient'],
  'se sentir': ['se sent', 'se sentent', 'se sentait', 'se sentaient'],
  arriver: ['arrive', 'arrivent', 'arrivait', 'arrivaient'],
  cracher: ['crache', 'crachent', 'crachait', 'crachaient'],
  changer: ['change', 'changent', 'changeait', 'changeaient'],
  partager: ['partage', 'partagent', 'partageait', 'partageaient'],
  manger: ['mange', 'mangent', 'mangeait', 'mangeaient'],
  nager: ['nage', 'nagent', 'nageait', 'nageaient'],
  ranger: ['range', 'rangent', 'rangeait', 'rangeaient'],
  plonger: ['plonge', 'plongent', 'plongeait', 'plongeaient'],
  écrire: ['écrit', 'écrivent', 'écrivait', 'écrivaient'],
  dire: ['dit', 'disent', 'disait', 'disaient'],
  rugir: ['rugit', 'rugissent', 'rugissait', 'rugissaient'],
  grandir: ['grandit', 'grandissent', 'grandissait', 'grandissaient'],
  attendre: ['attend', 'attendent', 'attendait', 'attendaient'],
  goûter: ['goûte', 'goûtent', 'goûtait', 'goûtaient'],
  's’habiller': ["s'habille", "s'habillent", "s'habillait", "s'habillaient"],
  'se brosser': ['se brosse', 'se brossent', 'se brossait', 'se brossaient'],
  'se perdre': ['se perd', 'se perdent', 'se perdait', 'se perdaient'],
  'se cacher': ['se cache', 'se cachent', 'se cachait', 'se cachaient'],
};

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
export const FEARS: Record<string, string> = {
  'le-noir': 'le noir', 'l-eau': "l'eau", 'les-orages': 'les orages', 'l-orage': "l'orage", 'la-nuit': 'la nuit', 'le-loup': 'le loup', 'les-loups': 'les loups',
  'les-araignees': 'les araignées', 'le-vide': 'le vide', 'les-monstres': 'les monstres', 'le-bruit': 'le bruit', 'les-chiens': 'les chiens', 'les-chats': 'les chats',
  'le-tonnerre': 'le tonnerre', 'la-mer': 'la mer', 'les-vagues': 'les vagues', 'les-fantomes': 'les fantômes', 'les-sorcieres': 'les sorcières', 'l-ombre': "l'ombre",
  'son-ombre': 'son ombre', 'le-docteur': 'le docteur', 'le-dentiste': 'le dentiste', 'l-ecole': "l'école", 'la-piscine': 'la piscine', 'les-insectes': 'les insectes',
  'les-souris': 'les souris', 'la-foret': 'la forêt', 'le-feu': 'le feu', 'la-neige': 'la neige', 'le-vent': 'le vent', 'les-dragons': 'les dragons', 'les-abeilles': 'les abeilles',
  voler: 'voler', nager: 'nager', tomber: 'tomber', 'dormir-seul': 'dormir seul{e}', 'plonger': 'plonger', 'parler-en-public': 'parler devant tout le monde',
  'les-grands': 'les grands', 'les-bruits-de-la-nuit': 'les bruits de la nuit', 'la-rentree': 'la rentrée', 'les-piqures': 'les piqûres', 'le-noir-de-la-nuit': 'le noir de la nuit',
  'les-cauchemars': 'les cauchemars', 'le-medecin': 'le médecin', 'les-vaches': 'les vaches', 'les-chevaux': 'les chevaux', 'le-vélo': 'le vélo',
};

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
const PREPOSITION_OF: Record<string, string> = {
  'fond de la mer': 'à', 'pays imaginaire': 'dans', "fond de l'océan": 'à', forêt: 'dans', rivière: 'au bord de', ruisseau: 'au bord de', cascade: 'près de', plage: 'à', mer: 'au bord de', océan: 'au bord de', phare: 'dans', port: 'dans',
  lac: 'au bord de', piscine: 'à', bateau: 'sur', 'bateau pirate': 'sur', navire: 'sur', voilier: 'sur', falaise: 'sur', dune: 'sur', crique: 'dans', baie: 'dans',
  marina: 'dans', 'bord du lac': 'au', 'bord de mer': 'au', 'bord de la mer': 'au', épave: 'dans', 'récif de corail': 'près de', récif: 'près de', lagon: 'dans', aquarium: 'dans',
  planète: 'sur', Lune: 'sur', Mars: 'sur', Jupiter: 'sur', Saturne: 'sur', Vénus: 'sur', Terre: 'sur', étoile: 'sur', comète: 'sur', 'planète rouge': 'sur',
  montagne: 'sur', colline: 'sur', vallée: 'dans', sommet: 'au', col: 'au', plateau: 'sur', rocher: 'sur', 'volcan endormi': 'sur', alpage: 'dans',
  banquise: 'sur', 'pôle Nord': 'à', 'pôle Sud': 'à', igloo: 'dans', glacier: 'sur', 'station de ski': 'dans', patinoire: 'à', Laponie: 'en', 'Grand Nord': 'dans', Antarctique: 'en', Arctique: 'en',
  oasis: 'dans', dunes: 'dans', pyramide: 'dans', pyramides: 'près de', canyon: 'dans', Sahara: 'dans',
  rue: 'dans', marché: 'au', cirque: 'au', zoo: 'au', musée: 'au', gare: 'à', aéroport: 'à', hôpital: 'à', stade: 'au', 'fête foraine': 'à', 'parc d\'attractions': 'dans', Paris: 'à', Londres: 'à', 'New York': 'à', Rome: 'à', Venise: 'à',
  théâtre: 'au', cinéma: 'au', opéra: 'à', train: 'dans', métro: 'dans', toit: 'sur', 'place du village': 'sur', 'gratte-ciel': 'dans',
  Amazonie: 'en', Afrique: 'en', Bretagne: 'en', Normandie: 'en', Provence: 'en', Corse: 'en', Égypte: 'en', Australie: 'en', Canada: 'à', Alpes: 'dans', Pyrénées: 'dans', alpages: 'dans', balcon: 'sur', terrasse: 'sur', chapiteau: 'sous', endroit: 'dans', lieu: 'dans', coin: 'dans', 'salle des fêtes': 'dans', 'piscine municipale': 'à', marais: 'dans', savane: 'dans', campagne: 'à', prairie: 'dans', champ: 'dans', ferme: 'à', moulin: 'dans', village: 'dans', pré: 'dans', verger: 'dans', vigne: 'dans', ranch: 'dans', pâturage: 'dans',
  école: 'à', classe: 'en', cantine: 'à', crèche: 'à', maternelle: 'à', gymnase: 'au', 'centre aéré': 'au', 'colonie de vacances': 'en', 'cour de récréation': 'dans', "cour de l'école": 'dans',
  lit: 'dans', île: 'sur', 'île déserte': 'sur', 'île au trésor': 'sur', archipel: 'dans', "presqu'île": 'sur', îlot: 'sur', 'île volcanique': 'sur', volcan: 'sur',
  parc: 'dans', square: 'dans', étang: 'au bord de', mare: 'au bord de', 'aire de jeux': 'sur', 'terrain de jeux': 'sur', 'bac à sable': 'dans', pelouse: 'sur', balançoire: 'sur',
  nuages: 'dans', nuage: 'sur', 'arc-en-ciel': 'sur', montgolfière: 'dans', avion: 'dans', 'pays des rêves': 'au', 'monde des rêves': 'dans', ciel: 'dans', hélicoptère: 'dans',
  'village des jouets': 'dans', 'pays des jouets': 'au', 'pays des bonbons': 'au', 'pays des merveilles': 'au', 'pays des contes': 'au', 'pays des lutins': 'au', 'pays des neiges': 'au', livre: 'dans',
  'royaume des fées': 'au', 'royaume des nuages': 'au', royaume: 'dans',
};

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
export const PLACE_PHRASES: Record<string, string> = {
  'dans-les-nuages': 'dans les nuages', 'au-tresor': 'au trésor', 'des-jouets': 'des jouets', 'aux-mille-etoiles': 'aux mille étoiles', 'des-fees': 'des fées',
  'des-dragons': 'des dragons', 'des-lutins': 'des lutins', 'des-dinosaures': 'des dinosaures', 'des-licornes': 'des licornes', 'des-reves': 'des rêves', 'des-contes': 'des contes',
  'des-pirates': 'des pirates', 'des-sorcieres': 'des sorcières', 'du-pere-noel': 'du Père Noël', 'des-bonbons': 'des bonbons', 'en-chocolat': 'en chocolat', 'de-glace': 'de glace',
  'de-bonbons': 'de bonbons', 'des-animaux': 'des animaux', 'des-neiges': 'des neiges', 'des-etoiles': 'des étoiles', 'sous-la-mer': 'sous la mer', 'sous-l-eau': "sous l'eau",
  'dans-les-arbres': 'dans les arbres', 'au-bord-de-la-mer': 'au bord de la mer', 'au-milieu-de-la-foret': 'au milieu de la forêt', 'en-haut-d-une-montagne': "en haut d'une montagne",
  'des-papillons': 'des papillons', 'des-couleurs': 'des couleurs', 'des-chats': 'des chats', 'des-oiseaux': 'des oiseaux', 'des-sirenes': 'des sirènes', 'des-geants': 'des géants',
  'des-robots': 'des robots', 'des-musiques': 'des musiques', 'des-livres': 'des livres', 'des-mille-couleurs': 'des mille couleurs', 'aux-mille-couleurs': 'aux mille couleurs',
  'aux-fleurs': 'aux fleurs', 'aux-etoiles': 'aux étoiles', 'aux-bonbons': 'aux bonbons', 'aux-licornes': 'aux licornes', 'aux-dragons': 'aux dragons', 'des-glaces': 'des glaces',
};

/** A feature that moves a place to another of the illustrator's backgrounds: a castle in the clouds, a snowy mountain. */
export const FEATURE_FAMILY: Record<string, Record<string, string> | string> = {
  'dans-les-nuages': { castle: 'cloud-castle', '*': 'sky' },
  'des-jouets': { city: 'toy-village', farm: 'toy-village', '*': 'toy-village' },
  enneige: { mountain: 'snow', farm: 'snow', forest: 'snow', city: 'snow', '*': 'snow' },
  glace: { '*': 'snow' },
  gele: { '*': 'snow' },
  polaire: { '*': 'snow' },
  'de-glace': { castle: 'snow', '*': 'snow' },
  'sous-marin': { '*': 'underwater' },
  'sous-la-mer': { '*': 'underwater' },
  "sous-l-eau": { '*': 'underwater' },
  tropical: { forest: 'jungle', beach: 'island', '*': 'jungle' },
  'au-tresor': { beach: 'island', '*': 'island' },
  spatial: { '*': 'space' },
  'aux-mille-etoiles': { desert: 'desert', '*': 'space' },
};

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
export const OCCASIONS: Record<string, { said: string; typed: string[] }> = {
  vacances: { said: 'les vacances', typed: ['les vacances', 'les grandes vacances', 'les vacances d\'été', 'ses vacances', 'mes vacances'] },
  noel: { said: 'Noël', typed: ['noël', 'le réveillon', 'le réveillon de noël', 'la nuit de noël', 'le jour de noël', 'la fête de noël'] },
  anniversaire: { said: 'son anniversaire', typed: ['son anniversaire', 'mon anniversaire', 'ton anniversaire', "l'anniversaire", 'sa fête'] },
  'la-rentree': { said: 'la rentrée', typed: ['la rentrée', 'la rentrée des classes', "la rentrée à l'école"] },
  'la-nuit': { said: 'la nuit', typed: ['la nuit', 'la tombée de la nuit', 'le coucher', "l'heure du coucher", "l'heure de dormir"] },
  'ce-soir': { said: 'ce soir', typed: ['ce soir', 'le soir', 'la fin de la journée', 'le coucher du soleil'] },
  'l-hiver': { said: "l'hiver", typed: ["l'hiver", 'la première neige'] },
  'le-printemps': { said: 'le printemps', typed: ['le printemps'] },
  'l-ete': { said: "l'été", typed: ["l'été"] },
  'l-automne': { said: "l'automne", typed: ["l'automne"] },
  demain: { said: 'demain', typed: ['demain', 'demain matin'] },
  paques: { said: 'Pâques', typed: ['pâques'] },
  'le-spectacle': { said: 'le spectacle', typed: ['le spectacle', 'le spectacle de fin d\'année', 'la fête de l\'école', 'la kermesse'] },
  'la-course': { said: 'la course', typed: ['la course', 'la grande course', 'le match', 'le tournoi', 'la compétition'] },
  'le-carnaval': { said: 'le carnaval', typed: ['le carnaval', 'mardi gras'] },
  halloween: { said: 'Halloween', typed: ['halloween'] },
  'le-depart': { said: 'le grand départ', typed: ['le départ', 'le grand départ'] },
  'anniversaire-de': { said: "l'anniversaire", typed: [] },
  'l-arrivee-du-bebe': { said: "l'arrivée du bébé", typed: ["l'arrivée du bébé", 'la naissance du bébé', "l'arrivée de sa petite sœur", "l'arrivée de son petit frère"] },
  'la-fin-de-l-ete': { said: "la fin de l'été", typed: ["la fin de l'été", 'la fin des vacances'] },
  'le-lever-du-soleil': { said: 'le lever du soleil', typed: ['le lever du soleil', "l'aube", 'le matin'] },
};

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
