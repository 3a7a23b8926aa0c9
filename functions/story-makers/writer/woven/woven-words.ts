import type { Gender } from '../lexicon';

/**
 * The words the weaver (./noun-phrase.ts, ./weavers.ts) reads a parent's noun phrase with: determiners and their number,
 * numbers, compound nouns, genders the lexicon lacks, kin, state and kind adjectives, quantities, the words
 * that end a noun (issue 29, item 4: data apart from rules).
 */

export const INDEFINITE = new Map<string, boolean>([['un', false], ['une', false], ['des', true], ['quelques', true], ['plusieurs', true]]);

export const DEFINITE = new Map<string, boolean>([['le', false], ['la', false], ["l'", false], ['les', true]]);

export const POSSESSIVE = new Map<string, boolean>([['son', false], ['sa', false], ['ses', true], ['leur', false], ['leurs', true]]);

export const DEMONSTRATIVE = new Map<string, boolean>([['ce', false], ['cet', false], ['cette', false], ['ces', true]]);

export const NUMBERS = new Set(['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'cent', 'mille']);

/** Nouns made of several words: "ours en peluche", "étoile de mer", "île au trésor". */
export const COMPOUND_NOUNS = [
  'ours en peluche', 'étoile de mer', 'étoiles de mer', "cochon d'inde", "cochons d'inde", 'chasse au trésor', "fête d'anniversaire",
  'île au trésor', 'poisson rouge', 'poissons rouges', 'confiance en soi', 'estime de soi', 'joie de vivre', 'pâte à modeler', 'chemin de fer',
  'boule de neige', 'bonhomme de neige', 'sac à dos', 'carte au trésor', 'coffre au trésor', 'arc en ciel', 'fée des dents', 'petite souris',
  'père noël', 'lapin de pâques', 'fête surprise', 'fêtes surprises', 'chasse aux trésors', 'pomme de pin', 'pommes de pin', "tir à l'arc", 'maison en pain d\'épices', 'robot ménager', 'chat botté', 'cheval de bois', 'château fort', 'montagnes russes',
];

/** Nouns the writer's lexicon does not know yet, with their gender: "une note", "une corne". */
export const MORE_GENDERS = new Map<string, Gender>([
  ...['note', 'couleur', 'corne', 'potion', 'chanson', 'aile', 'queue', 'voix', 'clé', 'épée', 'baguette', 'feuille', 'branche', 'lettre', 'médaille', 'coupe', 'balle', 'voiture', 'montre', 'flamme', 'glace', 'neige', 'pluie', 'voile', 'roue', 'horloge', 'cloche', 'bougie', 'dent', 'maison', 'moto']
    .map((noun): [string, Gender] => [noun, 'f']),
  ...['feu', 'vent', 'chapeau', 'ballon', 'bonnet', 'cadeau', 'collier', 'cerf-volant', 'vélo', 'jouet', 'livre', 'bruit', 'ruisseau', 'miroir', 'sourire', 'cœur', 'pouvoir', 'pinceau', 'sac']
    .map((noun): [string, Gender] => [noun, 'm']),
]);

/** Heads that mean little without their complement: "le fond de la mer", "le respect de la nature". */
export const KEEP_COMPLEMENT = new Set(['fond', 'cœur', 'milieu', 'bord', 'pied', 'sommet', 'centre', 'haut', 'bout', 'respect', 'amour', 'goût', 'sens', 'esprit', 'peur', 'pays', 'royaume', 'planète', 'reine', 'roi', 'prince', 'princesse', 'gardien', 'gardienne']);

/** Family and friends: "mon papa" stays "son papa", never "le papa de Léa". */
export const KIN = new Set([
  'papa', 'maman', 'mamie', 'mamy', 'papi', 'papy', 'frère', 'sœur', 'frères', 'sœurs', 'cousin', 'cousine', 'cousins', 'cousines', 'tonton',
  'tata', 'oncle', 'tante', 'grand-mère', 'grand-père', 'grands-parents', 'parents', 'ami', 'amie', 'amis', 'amies', 'copain', 'copine', 'copains',
  'copines', 'doudou', 'parrain', 'marraine', 'famille', 'meilleur', 'meilleure', 'nounou', 'maîtresse', 'maître', 'voisin', 'voisine', 'chambre',
]);

/** What happened to a thing or a being: set apart as its state ("le doudou perdu" → "le doudou", state "perdu"). */
export const STATE_WORDS = /^(perdu|égaré|disparu|volé|oublié|cassé|brisé|blessé|tombé|caché|enfermé|coincé|piégé|abandonné|endormi|envolé|échappé|enlevé|ensorcelé|emprisonné|malade|devenu|devenue|prisonnier|prisonnière)(e?s?)$/;

/** "perdu" and its kin: a goal to find it already says so. */
export const LOST_STATE = /^(perdu|égaré|disparu|volé|oublié|caché|envolé|échappé)e?s?\b/;

/** Adjectives that name a kind of thing, kept in its short name: "la forêt enchantée", "la station spatiale". */
export const KIND_ADJECTIVE = /^(magique|enchanté|secret|secrète|spatial|enneigé|hanté|volant|polaire|marin|sauvage|géant|étoilé|lumineux|lumineuse|mystérieux|mystérieuse|glacé|tropical|fort|souterrain|sous-marin|interdit|oublié|abandonné|rouge|bleu|vert|jaune|rose|violet|violette|noir|blanc|blanche|gris|grise|doré|argenté|orange|marron|arc-en-ciel|ailé|parlant|parlante)(e?s?)$/;

/** Endings of French adjectives and participles: a word after the head that has none is not woven. */
export const ADJECTIVE_ENDING = /(é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|eux|euse|euses|if|ive|ifs|ives|al|ale|aux|ales|el|elle|els|elles|ien|ienne|iens|iennes|ain|aine|ains|aines|in|ine|ins|ines|ique|iques|ible|ibles|able|ables|ant|ante|ants|antes|ente|entes|ard|arde|ards|ardes|ot|ote|otte|ots|et|ette|ets|on|onne|ons|eur|eure|eurs|ier|ière|iers|ières|aire|aires|iste|istes|ile|iles|ide|ides|ise|ises|ais|aise|ois|oise|ule|ules|il|ils|ste|re|res|ne|nes|de|des|che|ches|ouge|ouges|ond|onde|ort|orte|ant|ide|uet|uette|aud|aude|ouillé|eau|elle)$/u;

export const ADJECTIVES_ENT = new Set(['content', 'contente', 'intelligent', 'intelligente', 'différent', 'différente', 'transparent', 'patient', 'patiente', 'prudent', 'prudente', 'lent', 'lente', 'gourmand', 'gourmande', 'grand', 'grande', 'puissant', 'géant']);

export const QUANTITIES = /^(un peu d(e |')|beaucoup d(e |')|plein d(e |')|tellement d(e |')|trop d(e |'))/;

export const ADVERBS_BEFORE_ADJECTIVE = new Set(['très', 'si', 'trop', 'tout', 'toute', 'un', 'peu', 'super', 'assez', 'vraiment', 'toujours', 'plutôt']);

export const NOUN_STOPS = new Set(['qui', 'que', "qu'", 'dont', 'où']);

export const HOME = /^(chez (moi|nous)|à la maison|à (ma|la) maison|dans (ma|la|notre) maison)$/i;

/** Verbs of a goal that already say the thing is lost: "retrouver le doudou perdu" drops "perdu". */
export const FINDING_VERBS = new Set(['retrouver', 'trouver', 'chercher', 'rechercher', 'récupérer', 'rapporter', 'ramener']);

/** Where an object of a goal ends: "aider un petit animal perdu | à retrouver sa famille". */
export const OBJECT_ENDS = new Set(['à', 'au', 'aux', 'pour', 'avec', 'dans', 'chez', 'sur', 'sous', 'vers', 'et', 'avant', 'après', 'sans', 'jusqu\'', 'en', 'près', 'loin', 'entre', 'parmi', 'grâce', 'afin', 'car', 'pendant', 'depuis', 'ou']);
