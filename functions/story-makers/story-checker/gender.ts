import { words } from './text';

/**
 * Gender and number: of the companion (the wizard's main character), of the nouns the story makers
 * pair with adjectives, and the four forms of the adjectives they use. Only words of these lexicons are
 * checked: an unknown word is never a finding.
 */

export type Gender = 'm' | 'f';
export interface GenderNumber {
  gender: Gender;
  plural: boolean;
}

/** Nouns: companions, objects, clothes, places. Singular form → gender (plural: + s / x). */
const NOUN_GENDERS: Record<string, Gender> = {
  dragon: 'm', licorne: 'f', robot: 'm', lapin: 'm', lapine: 'f', fée: 'f', ours: 'm', ourse: 'f', chat: 'm', chatte: 'f',
  tortue: 'f', pirate: 'm', sorcière: 'f', sorcier: 'm', dinosaure: 'm', baleine: 'f', doudou: 'm', chien: 'm', chienne: 'f',
  poney: 'm', cheval: 'm', jument: 'f', renard: 'm', hibou: 'm', chouette: 'f', souris: 'f', écureuil: 'm', abeille: 'f',
  papillon: 'm', oiseau: 'm', poisson: 'm', étoile: 'f', princesse: 'f', prince: 'm', chevalier: 'm', fusée: 'f', lutin: 'm',
  girafe: 'f', éléphant: 'm', singe: 'm', panda: 'm', koala: 'm', pingouin: 'm', dauphin: 'm', pieuvre: 'f', grenouille: 'f',
  perle: 'f', chaussette: 'f', crayon: 'm', ruban: 'm', bottes: 'f', botte: 'f', chaussure: 'f', basket: 'f', lunettes: 'f',
  robe: 'f', pull: 'm', chapeau: 'm', écharpe: 'f', bonnet: 'm', cape: 'f', sac: 'm', bille: 'f', plume: 'f', fleur: 'f',
  feuille: 'f', pierre: 'f', caillou: 'm', coquillage: 'm', lanterne: 'f', boussole: 'f', clé: 'f', carte: 'f', coffre: 'm',
  ballon: 'm', 'cerf-volant': 'm', bateau: 'm', voile: 'f', maison: 'f', cabane: 'f', porte: 'f', fenêtre: 'f', yeux: 'm', ami: 'm', amie: 'f', copain: 'm', copine: 'f',
  cheveux: 'm', joue: 'f', main: 'f', patte: 'f', aile: 'f', corne: 'f', queue: 'f', nuage: 'm', arbre: 'm', lumière: 'f',
};

/** Nouns whose plural is not singular + s. */
const IRREGULAR_PLURALS: Record<string, string> = { yeux: 'yeux', chevaux: 'cheval', cheveux: 'cheveux', cailloux: 'caillou', hiboux: 'hibou', bateaux: 'bateau', oiseaux: 'oiseau', chapeaux: 'chapeau', lunettes: 'lunettes', bottes: 'bottes', joujoux: 'joujou', nuages: 'nuage' };
const PLURAL_ONLY = new Set(['yeux', 'cheveux', 'lunettes']);

/** nounGender runs on every token of every story: its answers are kept (the lexicon is fixed). */
const NOUN_GENDER_CACHE = new Map<string, GenderNumber | null>();

/** Gender and number of a noun of the lexicon, or null. */
export function nounGender(word: string): GenderNumber | null {
  let known = NOUN_GENDER_CACHE.get(word);
  if (known === undefined) {
    known = readNounGender(word);
    // Bounded: a long-running process checks many stories, and their words are a small vocabulary.
    if (NOUN_GENDER_CACHE.size < 50_000) NOUN_GENDER_CACHE.set(word, known);
  }
  return known;
}

function readNounGender(word: string): GenderNumber | null {
  const lower = word.toLowerCase();
  if (IRREGULAR_PLURALS[lower]) {
    const singular = IRREGULAR_PLURALS[lower];
    const gender = NOUN_GENDERS[singular] ?? NOUN_GENDERS[lower];
    return gender ? { gender, plural: true } : null;
  }
  if (NOUN_GENDERS[lower]) return { gender: NOUN_GENDERS[lower], plural: PLURAL_ONLY.has(lower) };
  const singular = lower.replace(/[sx]$/, '');
  if (singular !== lower && NOUN_GENDERS[singular]) return { gender: NOUN_GENDERS[singular], plural: true };
  return null;
}

type Forms = [ms: string, fs: string, mp: string, fp: string];
const regular = (word: string): Forms => [word, `${word}e`, `${word}s`, `${word}es`];
const endsInE = (word: string): Forms => [word, word, `${word}s`, `${word}s`];
const eux = (stem: string): Forms => [`${stem}eux`, `${stem}euse`, `${stem}eux`, `${stem}euses`];

/** Colour and common adjectives of the story makers, in their four forms (masculine/feminine, singular/plural). */
const ADJECTIVES: Forms[] = [
  regular('vert'), regular('bleu'), regular('noir'), regular('doré'), regular('argenté'), regular('préféré'), regular('petit'),
  regular('grand'), regular('joli'), regular('rond'), regular('perdu'), regular('brillant'), regular('content'), regular('prêt'),
  regular('seul'), regular('fatigué'), regular('ravi'), regular('émerveillé'), regular('étonné'), regular('rassuré'),
  regular('soulagé'), regular('blotti'), regular('allongé'), regular('installé'), regular('épuisé'), regular('différent'),
  regular('courbé'), regular('mouillé'), regular('fort'), regular('intelligent'), regular('patient'), regular('gourmand'),
  regular('revenu'), regular('arrivé'), regular('parti'),
  ['assis', 'assise', 'assis', 'assises'], ['surpris', 'surprise', 'surpris', 'surprises'], ['gris', 'grise', 'gris', 'grises'],
  endsInE('rouge'), endsInE('jaune'), endsInE('rose'), endsInE('beige'), endsInE('magique'), endsInE('timide'), endsInE('drôle'),
  endsInE('calme'), endsInE('sage'), endsInE('triste'), endsInE('minuscule'), endsInE('énorme'), endsInE('rapide'),
  ['violet', 'violette', 'violets', 'violettes'], ['blanc', 'blanche', 'blancs', 'blanches'], ['beau', 'belle', 'beaux', 'belles'],
  ['nouveau', 'nouvelle', 'nouveaux', 'nouvelles'], ['vieux', 'vieille', 'vieux', 'vieilles'], ['doux', 'douce', 'doux', 'douces'],
  ['gros', 'grosse', 'gros', 'grosses'], ['gentil', 'gentille', 'gentils', 'gentilles'], ['fier', 'fière', 'fiers', 'fières'],
  ['rêveur', 'rêveuse', 'rêveurs', 'rêveuses'], ['créatif', 'créative', 'créatifs', 'créatives'], ['sportif', 'sportive', 'sportifs', 'sportives'],
  ['malin', 'maligne', 'malins', 'malignes'], ['tout', 'toute', 'tous', 'toutes'], ['meilleur', 'meilleure', 'meilleurs', 'meilleures'],
  eux('curi'), eux('courag'), eux('joy'), eux('heur'), eux('préci'), eux('génér'), eux('peur'), eux('chal'), eux('merveill'), eux('malici'),
];

/** Adjective form → the genders and numbers it can agree with. */
const ADJECTIVE_FORMS = new Map<string, GenderNumber[]>();
for (const forms of ADJECTIVES) {
  const slots: GenderNumber[] = [
    { gender: 'm', plural: false },
    { gender: 'f', plural: false },
    { gender: 'm', plural: true },
    { gender: 'f', plural: true },
  ];
  forms.forEach((form, index) => {
    const list = ADJECTIVE_FORMS.get(form) ?? [];
    if (!list.some((slot) => slot.gender === slots[index]!.gender && slot.plural === slots[index]!.plural)) list.push(slots[index]!);
    ADJECTIVE_FORMS.set(form, list);
  });
}

/** What an adjective form can agree with, or null when the word is not in the lexicon. */
export function adjectiveAgreements(word: string): GenderNumber[] | null {
  return ADJECTIVE_FORMS.get(word.toLowerCase()) ?? null;
}

export function agrees(word: string, target: GenderNumber): boolean {
  const slots = adjectiveAgreements(word);
  return !slots || slots.some((slot) => slot.gender === target.gender && slot.plural === target.plural);
}

export const describe = (target: GenderNumber): string => `${target.gender === 'f' ? 'féminin' : 'masculin'} ${target.plural ? 'pluriel' : 'singulier'}`;

/** Given names and family words of a companion typed as a name ("Mamie Jo"). */
const PERSON_GENDERS: Record<string, Gender> = { mamie: 'f', papi: 'm', papy: 'm', maman: 'f', papa: 'm', tata: 'f', tonton: 'm', grand: 'm', 'grand-mère': 'f', 'grand-père': 'm' };

export interface Companion extends GenderNumber {
  /** The head noun ("licorne"), how the story names it after its first mention. */
  head: string;
}

/**
 * The companion of the wizard's main character: its head noun, gender and number, read from its
 * article or possessive ("une licorne qui…", "mon lapin", "deux lapins") or the noun lexicon. Null
 * when neither tells (a name the checker does not know): no agreement is then checked against it.
 */
export function readCompanion(mainCharacter: string): Companion | null {
  const tokens = words(mainCharacter);
  const [first, second] = tokens;
  if (!first) return null;
  const determiners: Record<string, GenderNumber | 'noun' | 'plural'> = {
    un: { gender: 'm', plural: false }, le: { gender: 'm', plural: false }, mon: { gender: 'm', plural: false }, ton: { gender: 'm', plural: false }, son: { gender: 'm', plural: false },
    une: { gender: 'f', plural: false }, la: { gender: 'f', plural: false }, ma: { gender: 'f', plural: false }, ta: { gender: 'f', plural: false }, sa: { gender: 'f', plural: false },
    "l'": 'noun', les: 'plural', des: 'plural', mes: 'plural', tes: 'plural', ses: 'plural', deux: 'plural', trois: 'plural',
  };
  const determiner = determiners[first];
  // The head noun: the first word after the determiner and any adjective placed before the noun.
  const rest = determiner ? tokens.slice(1) : tokens;
  const head = rest.find((word) => nounGender(word) !== null || !adjectiveAgreements(word)) ?? second ?? first;
  const known = nounGender(head);
  if (!determiner) {
    const person = PERSON_GENDERS[first];
    if (person) return { head: first, gender: person, plural: false };
    return known ? { head, ...known } : null;
  }
  if (determiner === 'noun') return known ? { head, ...known } : null;
  if (determiner === 'plural') return known ? { head, gender: known.gender, plural: true } : null;
  // A feminine possessive before a vowel is "mon" ("mon amie"): the noun lexicon decides then.
  if (/^[aeiouyéèêh]/u.test(head) && known && ['mon', 'ton', 'son'].includes(first)) return { head, ...known };
  return { head, ...determiner };
}
