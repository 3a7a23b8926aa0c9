import type { Concept } from './concepts';

/**
 * The word sets and concept lists the combination rules of ../concept-rules.ts read (issue 29, item 4: data
 * apart from rules): who, which verbs, which determiners and pronouns, what excuses. Words are folded (no
 * accents, lower case), as the tokens the rules compare them with.
 */

/** "battu" → battu, battue, battus, battues. */
function participleForms(words: string): string[] {
  return words.split(' ').flatMap((word) => [word, `${word}e`, `${word}s`, `${word}es`]);
}

/** Words a hit verb's object may follow: "frappe sa femme", "tape le petit", "bat sur maman". */
export const OBJECT_LEAD = new Set([
  'le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd', 'son', 'sa', 'ses', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'leur', 'leurs', 'notre',
  'nos', 'votre', 'vos', 'ce', 'cette', 'cet', 'ces', 'sur', 'a', 'au', 'aux', 'petit', 'petite', 'petits', 'petites', 'pauvre', 'propre', 'tous',
  'toute', 'tout', 'toutes', 'encore', 'souvent', 'fort', 'tres', 'entierement', 'completement', 'doucement', 'lentement', 'the', 'his', 'her',
  'their', 'a', 'an', 'my', 'your',
]);

/** Object pronouns before a verb: "il la frappe", "papa l'a battu". */
export const OBJECT_PRONOUNS = new Set(['le', 'la', 'les', 'l', 'me', 'm', 'te', 't', 'nous', 'vous', 'lui', 'leur']);

/** Auxiliaries and modals between a pronoun and its verb: "l'a frappé", "la va battre". */
export const AUXILIARIES = new Set(['a', 'ai', 'as', 'ont', 'avait', 'avaient', 'va', 'vont', 'allait', 'veut', 'voulait', 'peut', 'pouvait', 'doit', 'devait', 'aurait', 'avons', 'avez', 'fait', 'faisait']);

/** Words that negate or forbid the verb that follows: "papa ne frappe jamais", "arrête de taper". */
export const NEGATIONS = new Set(['ne', 'n', 'jamais', 'sans', 'arrete', 'arreter', 'arretent', 'arretait', 'interdit', 'defendu', 'pas', 'plus', 'never', 'not', 'dont', 'stop']);

/** Words between a child and what is said of it: "l'enfant est mort", "le bébé qui meurt", "Léa fut soudain enlevée". */
export const FILLERS = new Set([
  'est', 'sont', 'etait', 'etaient', 'fut', 'furent', 'a', 'ont', 'avait', 'avaient', 'ete', 'va', 'vont', 'allait', 'allaient', 'doit', 'devait', 'devaient',
  'sera', 'seront', 'serait', 'soudain', 'alors', 'finalement', 'enfin', 'aussi', 'deja', 'presque', 'tout', 'toute', 'tous', 'toutes', 'bien', 'puis',
  'ensuite', 'malheureusement', 'tragiquement', 'tristement', 'meme', 'vient', 'viennent', 'venait', 'de', 'qui', 'se', 's', 'fait', 'fit', 'faisait',
  'retrouve', 'retrouvee', 'retrouves', 'is', 'was', 'were', 'has', 'been', 'got', 'gets',
]);

export const SELF = new Set(['se', 's', 'me', 'm', 'te', 't']);

export const MAKE = new Set(['fait', 'fais', 'faisait', 'faisaient', 'font', 'fit', 'faire', 'fera']);

/** Passive participles of a blow: "maman est battue". */
export const BLOW_PARTICIPLES = new Set([
  'frappe', 'frappee', 'frappes', 'frappees', 'battu', 'battue', 'battus', 'battues', 'gifle', 'giflee', 'tabasse', 'tabassee', 'cogne', 'cognee',
  'maltraite', 'maltraitee', 'brutalise', 'brutalisee', 'fouette', 'fouettee', 'etrangle', 'etranglee', 'tape', 'tapee', 'beaten', 'slapped', 'hit',
]);

export const PASSIVE_AUXILIARIES = new Set(['est', 'sont', 'etait', 'etaient', 'fut', 'furent', 'ete', 'sera', 'seront', 'is', 'was', 'were', 'been', 'gets', 'got']);

/**
 * Harm a parent's text may not do to a child in any story: kidnapping, drowning, strangling… Undressing is not here:
 * the sexual rules read it (undressesChild), where the bath, the doctor and a parent are care.
 */
export const SEVERE_HARM = new Set([
  'kidnappe', 'kidnappa', 'kidnappait', 'kidnappent', 'rapte', 'rapta', 'sequestre', 'sequestra', 'viole', 'viola', 'violait', 'noie', 'noya', 'noyait', 'etrangle', 'etrangla', 'poignarde', 'poignarda', 'tue', 'tua', 'tuait', 'tuer', 'tuent', 'assassine',
  'assassina', 'torture', 'tortura', 'torturait', 'brule', 'brula', 'brulait', 'empoisonne', 'empoisonna', 'affame', 'affama', 'maltraite', 'maltraita',
  'maltraitait', 'frappe', 'frappa', 'frappait', 'frappent', 'bat', 'battait', 'battit', 'gifle', 'gifla', 'tabasse', 'tabassa', 'kidnaps', 'kidnapped',
  'abducts', 'abducted', 'kills', 'killed', 'hits', 'beats', 'undresses',
]);

/** Participles said of a child ("l'enfant battu", "des enfants pendus"), in every gender and number. */
export const SEVERE_DONE = new Set([
  ...participleForms(
    'kidnappe rapte sequestre viole noye etrangle poignarde tue assassine torture brule empoisonne affame maltraite frappe battu gifle ' +
      'tabasse egorge pendu massacre decapite mutile ecorche eventre decoupe fouette martyrise abuse enleve ecrase defigure lapide ligote baillonne enchaine',
  ),
  'kidnapped', 'abducted', 'killed', 'beaten', 'drowned', 'raped', 'murdered', 'tortured',
]);

/** Determiners that start a verb's object: after one, a word like "enlève" is a verb, not a participle. */
export const OBJECT_DETERMINERS = new Set(['le', 'la', 'les', 'l', 'sa', 'son', 'ses', 'un', 'une', 'des', 'leur', 'leurs', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes']);

/** Said of oneself, these are no harm: undressing for bed, a burn from the stove. */
export const REFLEXIVE_HARMLESS = new Set(participleForms('deshabille brule'));

/** Words after "mort" that make it a noun of someone's death: "la mort de l'enfant", "le décès du bébé". */
export const DEATH_NOUNS = new Set(['mort', 'deces', 'death']);

export const PEOPLE: readonly Concept[] = ['family', 'child', 'person', 'adult', 'name'];

export const CHILD: readonly Concept[] = ['child', 'name'];

/** Possessives of the ones asked: "touchez vos cuisses", "touchent leurs pieds". */
export const THEIR_OWN = new Set(['leur', 'leurs', 'vos', 'votre', 'tes', 'ton', 'ta']);

/** Object pronouns a touch verb takes when the one touched is the one who asks: "de le toucher", "lui masser le dos". */
export const TOUCHED_PRONOUNS = new Set(['le', 'la', 'l', 'lui', 'les', 'leur']);

/** Who makes a child touch: a request ("demande", "oblige"), a wish ("veut que"), a duty ("doit", "il faut"), a lesson ("lui apprend à"). */
export const ASKERS: readonly Concept[] = ['request', 'want', 'must', 'teach'];

/** Parts of the body a hand may touch for a good reason: the head, the hair, a hand, the back. */
export const BENIGN_PARTS = new Set(['tete', 'cheveux', 'main', 'mains', 'dos', 'joue', 'joues', 'front', 'epaule', 'epaules', 'bras', 'nez', 'pieds']);

/** Words after "la petite" that make it a girl, not an adjective ("la petite maison"): a verb, a preposition, the end. */
export const AFTER_LITTLE_ONE = new Set([
  '', 'dans', 'sur', 'sous', 'a', 'au', 'aux', 'avec', 'et', 'qui', 'de', 'd', 'pour', 'chez', 'par', 'en', 'derriere', 'devant', 'se', 's', 'ne', 'n',
  'est', 'va', 'doit', 'veut', 'dort', 'pleure', 'joue', 'reste', 'vient', 'part', 'sans', 'contre', 'entre', 'seule', 'seul', 'toute', 'tout',
  'pendant', 'quand', 'lorsque', 'lorsqu', 'puis', 'alors', 'ensuite', 'comme', 'apres', 'avant', 'parce', 'car', 'mais', 'ou', 'completement',
  'entierement', 'lentement', 'encore',
]);

/** Object pronouns and subjects that stand for the child when an adult outside the family is there: "le monsieur lui dit…". */
export const CHILD_PRONOUNS = new Set(['lui', 'te', 't', 'toi', 'elle', 'il']);

/** Words that are articles as often as pronouns ("la forêt", "leur maison"): pronouns only before a verb the rules know. */
export const ARTICLE_PRONOUNS = new Set(['la', 'l', 'le', 'leur']);

export const KNOWN_VERBS: readonly Concept[] = ['meet', 'wait', 'request', 'touch', 'grope', 'undress', 'show', 'send', 'want', 'tellVerb', 'kiss', 'affection', 'hit', 'car', 'offer', 'photo'];

/** Words that make a negated telling an instruction: "de ne rien dire", "il ne faut pas", "il ne doit pas". */
export const INSTRUCTION = new Set(['de', 'd', 'faut', 'doit', 'dois', 'doivent', 'devra', 'devras', 'devait', 'interdit', 'surtout']);

/** Adults nobody knows. */
export const STRANGER_WORDS = new Set(['inconnu', 'inconnue', 'inconnus', 'etranger', 'etrangere', 'type', 'mec', 'homme', 'hommes', 'monsieur', 'messieurs']);

/** What a story that teaches prevention speaks of. */
export const GROOMING_TRIGGERS: readonly Concept[] = [
  'adult', 'tellNot', 'tellNotYou', 'secretOurs', 'secretKeep', 'car', 'lure', 'hiddenPlace', 'alone', 'online', 'photo', 'bed', 'parentAway',
  'ifTell', 'remotePlace', 'privateChannel', 'selfPhoto',
];

/** Words of telling that report what someone makes a child believe: "lui dit que…", "lui répète qu'il est le seul…". */
export const SPEECH = new Set([
  'dit', 'disait', 'dire', 'dis', 'repete', 'repetait', 'repeter', 'explique', 'expliquait', 'affirme', 'assure', 'assurait', 'promet', 'jure', 'murmure',
  'chuchote', 'ecrit', 'raconte', 'racontait', 'persuade', 'convainc', 'croire', 'ecrivait', 'envoie', 'says', 'tells', 'told',
]);

/** Who may keep a child from a parent for a reason: a judge, the police, a doctor (with `medical`). */
export const AUTHORITY = new Set(['juge', 'juges', 'tribunal', 'justice', 'avocat', 'avocate', 'police', 'policier', 'gendarme', 'gendarmes']);

export const SECOND_PERSON = new Set(['tes', 'ta', 'ton', 'vos', 'votre', 't', 'te', 'toi']);

/** Words that introduce what a blow told as a noun lands on: "des coups de pied dans le ballon", "une claque sur la table". */
export const ONTO = new Set(['dans', 'sur', 'contre', 'au', 'aux', 'a', 'en']);

/** Words that make marks: "les bleus que papa a faits", "papa lui a laissé des marques". */
export const MADE = new Set(['fait', 'faits', 'faite', 'faites', 'fais', 'faisait', 'laisse', 'laisses', 'laissee', 'laissees', 'donne', 'donnes', 'inflige', 'infliges']);

/** Words after marks that name their cause: "à cause de papa", "parce que papa". */
export const CAUSE = new Set(['cause', 'par', 'parce']);

/** Marks a hand leaves (not a bump or a burn, which an accident leaves as often). */
export const LEFT_MARKS = new Set(['marque', 'marques', 'trace', 'traces']);

/** Marks that are bruises whatever they were made with (a "marque" may be a pencil line on the wall). */
export const BRUISES = new Set(['bleu', 'bleus', 'hematome', 'hematomes', 'ecchymose', 'ecchymoses', 'coquard', 'cocard', 'coquards', 'oeil', 'levre']);

/** Illness said of people: as a noun for a group ("des malades"), or of being gay ("sont malades"). */
export const ILL = new Set(['malade', 'malades']);

/** Hair and nails are cut every month: "maman coupe les ongles du bébé". */
export const TRIMMED = new Set(['cheveux', 'ongles', 'ongle']);

export const CUTTING = new Set(['coupe', 'couper', 'coupait', 'coupa', 'coupent', 'tranche', 'trancher']);

/** The infinitives of the worst harm, for a parent's text ("se faire mordre par un chien" is a fear story). */
export const SEVERE_INFINITIVES = new Set([
  'frapper', 'battre', 'gifler', 'tabasser', 'maltraiter', 'tuer', 'assassiner', 'noyer', 'etrangler', 'poignarder', 'enlever', 'kidnapper', 'sequestrer',
  'violer', 'torturer', 'bruler', 'empoisonner', 'egorger', 'massacrer', 'decouper', 'tripoter',
]);

/** What excuses a crime told as the plot: a game, a fairy tale's thief, thieves caught or sorry. */
export const TALE: readonly Concept[] = ['pretend', 'creature', 'caught'];

/** Words before a stealing verb that tell the victim's side: "on a volé le vélo de Léo", "qui a volé…", "il se fait voler". */
export const THEFT_SUFFERED = new Set(['on', 'qui', 'lui', 'leur', 'm', 't', 'un', 'me', 'te', 'nous', 'vous']);

/** Subjects that are the child: "elle donne…", "je laisse…". */
export const GIVER = new Set(['il', 'elle', 'je', 'j', 'tu', 'on']);

/** A farewell to the whole family: "une lettre d'adieu pour ses parents", "à tout le monde". */
export const WHOLE_FAMILY = new Set(['parents', 'famille', 'proches', 'monde']);

/** Words after "ne plus vivre" that make it a way of living: "de ne plus vivre dans la peur", "sans son doudou". */
export const LIFE_COMPLEMENT = new Set(['dans', 'avec', 'comme', 'sans', 'chez', 'a', 'au', 'aux', 'en', 'ici', 'la', 'loin', 'pres', 'sous', 'sur', 'seul', 'seule', 'ensemble', 'cache', 'cachee']);

/** Words after "pour sauter" that make it a game or a feat: "pour sauter sur l'oiseau", "d'immeuble en immeuble". */
export const JUMP_ON = new Set([
  'sur', 'dans', 'a', 'au', 'aux', 'en', 'd', 'de', 'du', 'des', 'par', 'avec', 'comme', 'plus', 'haut', 'loin', 'partout', 'dessus', 'jusqu', 'vers', 'sous',
  'la', 'le', 'les', 'un', 'une', 'dessous', 'pardessus', 'entre', 'autour', 'apres', 'tres', 'si', 'aussi', 'ensemble',
]);
