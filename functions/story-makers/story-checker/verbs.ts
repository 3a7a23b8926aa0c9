/**
 * A small French verb lexicon, enough to tell a present-tense finite verb from a past one in the
 * story makers' narration. Forms that are both present and passé simple ("dit", "rit", "finit") count
 * as past: the checker prefers missing a fault to inventing one.
 */

/** Unstressed pronouns and the negation between a subject and its verb. */
export const CLITICS = new Set(["ne", "n'", 'se', "s'", 'me', "m'", 'te', "t'", 'lui', 'leur', 'y', 'en', 'le', 'la', 'les', "l'", 'nous', 'vous']);

/** "on" is left out: it speaks of everyone, and a general truth may be in the present. */
export const SUBJECT_PRONOUNS = new Set(['il', 'elle', 'ils', 'elles']);

/** Third-person present forms of the verbs a story or a parent's text uses, whatever their subject. */
export const PRESENT_FORMS = new Set([
  // être, avoir, aller, faire and the irregular verbs
  'est', 'sont', 'a', 'ont', 'va', 'vont', 'fait', 'font', 'peut', 'peuvent', 'veut', 'veulent', 'doit', 'doivent', 'sait', 'savent',
  'vient', 'viennent', 'tient', 'tiennent', 'prend', 'prennent', 'apprend', 'apprennent', 'comprend', 'comprennent', 'met', 'mettent',
  'voit', 'voient', 'croit', 'croient', 'boit', 'boivent', 'court', 'courent', 'dort', 'dorment', 'sort', 'sortent', 'part', 'partent',
  'sent', 'sentent', 'vivent', 'connaît', 'connait', 'paraît', 'plaît', 'naît', 'faut', 'vaut', 'peint', 'peignent',
  'éteint', 'construit', 'construisent', 'écrit', 'écrivent', 'lit', 'lisent', 'grandissent',
  // first-group verbs of hobbies, companions and scenarios
  'aime', 'aiment', 'adore', 'adorent', 'monte', 'montent', 'joue', 'jouent', 'danse', 'dansent', 'chante', 'chantent', 'dessine',
  'dessinent', 'nage', 'nagent', 'cherche', 'cherchent', 'habite', 'habitent', 'regarde', 'regardent', 'mange', 'mangent',
  'prépare', 'préparent', 'rêve', 'rêvent', 'raconte', 'racontent', 'collectionne', 'fabrique', 'cuisine', 'cuisinent', 'grimpe',
  'grimpent', 'saute', 'sautent', 'rate', 'ratent', 'parle', 'parlent', 'pleure', 'pleurent', 'brille', 'brillent', 'vole', 'volent',
  'arrive', 'arrivent', 'trouve', 'trouvent', 'porte', 'portent', 'passe', 'passent', 'reste', 'restent', 'tombe', 'tombent',
  'cache', 'cachent', 'garde', 'gardent', 'rigole', 'rigolent', 'bricole', 'lance', 'écoute', 'écoutent', 'pousse',
  'poussent', 'appelle', 'appellent', 'entrent', 'marche', 'marchent', 'pense', 'pensent', 'travaille', 'fête', 'invente',
]);

/** Passé simple and imparfait (and conditional) endings, third person. */
const PAST_ENDING = /(?:ait|aient|èrent|irent|urent|inrent|ât|ît|ût)$/u;
/** Words ending like a past form that are not past verbs (nouns, adverbs, and the present "fait", "doit"). */
const NOT_PAST = new Set([
  'la', 'cela', 'ça', 'voilà', 'déjà', 'là', 'sa', 'ma', 'ta', 'voila', 'oui', 'puis', 'il', 'lit', 'nuit', 'bruit', 'fruit', 'petit',
  'huit', 'esprit', 'biscuit', 'minuit', 'tout', 'doit', 'droit', 'endroit', 'étroit', 'froid', 'fait', 'lait', 'trait', 'portrait',
  'souhait', 'jamais', 'mais', 'panda', 'pyjama', 'cinéma', 'opéra', 'gala', 'koala', 'délicat', 'chat', 'plat', 'éclat',
  'appétit', 'récit', 'habit', 'dépit', 'crédit', 'produit', 'circuit', 'début', 'salut', 'but', 'chut', 'statut', 'point', 'saint',
  'teint', 'papa', 'tata', 'sofa', 'caméra', 'villa', 'lama', 'extra', 'holà', 'nougat', 'chocolat', 'avocat', 'climat', 'résultat',
  'soldat', 'état', 'combat', 'aussitôt', 'bientôt', 'tantôt', 'plutôt', 'tôt', 'sitôt', 'dégât', 'mât', 'appât', 'gîte',
]);

/** A third-person past finite verb (passé simple of any group, imparfait, conditional). */
export function isPastForm(word: string): boolean {
  if (NOT_PAST.has(word)) return false;
  if (PAST_ENDING.test(word)) return true;
  // Passé simple of the first group ("dansa") and of the other groups ("partit", "courut"), but not "a" or "va".
  return word.length > 2 && /(?:a|it|ut|int)$/u.test(word) && !PRESENT_FORMS.has(word);
}

/** Forms that are present tense wherever they stand (the preposition is "à", not "a"). */
export const ALWAYS_PRESENT = new Set(['a', 'est', 'sont', 'ont', 'va', 'vont', 'peut', 'peuvent', 'veut', 'veulent', 'sait', 'savent', 'faut', 'doit', 'doivent']);

/** Words after a subject pronoun that end like a first-group verb but are not verbs. */
const NOT_PRESENT = new Set(['seule', 'même', 'toute', 'comme', 'contre', 'entre', 'une', 'aussi', 'cette', 'quelle', 'elle', 'elles', 'il', 'ils', 'lui', 'eux']);

/**
 * A third-person present form: in the lexicon, or, right after a subject pronoun, any first-group
 * ending ("il monte", "elles jouent") that is not a past one.
 */
export function isPresentForm(word: string, afterPronoun: boolean): boolean {
  if (PRESENT_FORMS.has(word)) return true;
  if (!afterPronoun || word.length < 3 || PAST_ENDING.test(word) || NOT_PRESENT.has(word)) return false;
  return /(?:e|ent)$/u.test(word) && !/(?:ée|ue|ie|aient)$/u.test(word);
}

/** The first verb-like token after a subject, skipping the negation and the object pronouns. */
export function verbAfter(tokens: readonly string[], start: number): { word: string; at: number } | null {
  let at = start;
  while (at < tokens.length && CLITICS.has(tokens[at]!)) at += 1;
  const word = tokens[at];
  return word === undefined ? null : { word, at };
}

/** Any finite verb the checker knows: a past form or a present one of the lexicon. */
export function isFiniteVerb(word: string): boolean {
  return isPastForm(word) || PRESENT_FORMS.has(word);
}
