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

// ——— The context readings of ../embedded-moderator.ts (stop 43: packed with the rest) ———

/** Words after which a capitalised word is a person's name (round 10 session). */
export const TITLES = new Set(['m', 'mlle', 'maitre', 'famille', 'mme', 'madame', 'monsieur', 'mr', 'docteur', 'dr', 'tante', 'tata', 'tonton', 'oncle', 'cousin', 'cousine', 'mamie', 'papi', 'papy']);

/** Words whose next capitalised word is the name they give (stop 43). */
export const NAMING = new Set(['appelle', 'appellent', 'appelait', 'appelaient', 'nomme', 'nommee', 'surnomme', 'surnommee', 'baptise', 'baptisee', 'prenom']);

export const NAMING_ADVERBS = new Set(['avant', 'autrefois', 'aussi', 'maintenant', 'desormais', 'encore']);

export const LOOK_WORDS = new Set(['fusille', 'fusillee', 'fusilles', 'fusillees', 'fusiller', 'fusillait', 'fusillent', 'tue', 'tuee', 'tuer', 'tuait', 'assassine', 'assassinee', 'assassiner', 'assassinait']);

export const MATCH_WORDS = new Set(['massacre', 'massacres', 'carnage', 'raclee', 'boucherie', 'deculottee']);

/**
 * A game's or a sport's killing words (stop 43: « un plaquage de tueur », « un smash assassin », « Emma a été tuée
 * dès la première nuit » at Loup-Garou, « les grands massacrent les petits au foot », a « col meurtrier »).
 */
export const GAME_KILL_WORDS = new Set(
  'kill kills fusille fusillee fusilles fusillees fusiller poignarde poignardee poignardes poignardees poignarder assassine assassinee assassiner assassin assassins tue tuee tues tuer tueur tueurs tueuse massacre massacres massacree massacrer massacrent massacrait meurtrier meurtriere meurtriers sanglant sanglante sanglantes carnage raclee boucherie deculottee'.split(' '),
);

export const KILL_WORDS = new Set(['tue', 'tua', 'tuer', 'tuee', 'tues', 'tuent', 'tuait', 'egorge', 'egorger', 'egorgea', 'guillotine', 'guillotinee', 'guillotines', 'decapite', 'decapiter', 'decapita', 'assassine', 'assassinee', 'massacre', 'massacrer', 'massacree', 'poignarde', 'poignarder']);

/**
 * An idiom of killing (round 10 session): a thing that « me tue » (« ce puzzle me tue »), a person who « nous tue
 * avec ses blagues », « je vais me faire tuer si je rentre en retard », a song « assassinée », fruits
 * « décapitées » in the kitchen: the victim is a thing or the speaker laughing, never a person harmed.
 */
export const THING_VICTIMS = new Set('chanson chansons musique morceau piano guitare note notes fraise fraises tomate tomates legume legumes carotte carottes oignon oignons salade gateau gateaux pizza poulet soupe crepe crepes pomme pommes poire poires banane bananes radis courgette courgettes poireau poireaux oeuf oeufs baguette langue francais orthographe pate pates creme sauce tarte plat omelette recette beurre viande steak gigot jambon pain potiron citrouille melon pasteque ananas'.split(' '));

/** Nouns and verbs after which « de X », « du X », « à X » names a place: a town, a forest, a club's town. */
export const PLACE_NOUNS = new Set(
  'ville village commune gare ecole college lycee mairie equipe club habitants habitant foret bois lac riviere chemin route rue place chateau camping marche fete plage col mont vallee foot rugby basket tournoi coupe region pays departement quartier cite port ile pont habite habitent vit vivent va vont allons allez partent part arrive arrivent vacances nee ne pres'.split(' '),
);

export const FIGURATIVE_BLASTS = new Set(['bombe', 'bombes', 'fait', 'faire', 'font', 'coup']);

/**
 * The body's own words in care or in a lesson (round 10 session): « Arthur apprend qu'il a un pénis et sa sœur
 * une vulve », « les bébés sortent par le vagin, pour expliquer à Chloé ». Never with a touch, a look, a secret,
 * a photo, an adult outside the family, or nudity.
 */
export const ANATOMY_WORDS = new Set(['penis', 'vagin', 'vagins', 'vulve', 'vulves', 'testicule', 'testicules']);


// ——— The longest alternations of ../indirect-rules.ts (stop 43: packed with the rest; each rule's reason stays there) ———

export const DANGER_ALONE_PATTERNS: readonly string[] = [
  String.raw`\bjeu du foulard\b|\bjeu de la tomate\b|\bblackout\b|\bskull ?breaker\b|\bjeu de l'etrangl\w*|\bjeu du cercle\b`,
  String.raw`\bs'etrangl\w*|\bse serr\w* (?:\w+ ){0,2}(?:le|leur|son|la|sa) (?:cou|gorge)\b|\bjusqu'a voir des etoiles\b|\bsacs? (?:en |de )?(?:plastique |poubelle |congelation )?sur (?:la|sa|leur|ta|ma) tete\b|\bcapsules? de lessive\b`,
  String.raw`\b(?:avaler|avale|avalent|avalait) (?:des |les |un |une |plein d')?(?:aimants?|piles?|billes? magnetiques|capsules?|lessive|javel)`,
  String.raw`\b(?:aimants?|piles? boutons?|billes? magnetiques|capsules? de lessive)\b[^.!?]{0,40}?\b(?:l'|les )?avale\w*`,
  String.raw`\btravers\w* (?:la route|la rue|l'autoroute|la voie|les rails|le boulevard)\b[^.!?]{0,30}?\b(?:les yeux fermes|les yeux bandes|sans regarder|au feu rouge|quand les voitures)\b`,
  String.raw`\b(?:boi\w*|bu|buv\w*|avale\w*|mange\w*|sniff\w*|respir\w*|inhal\w*)\b (?:du |de la |des |le |la |de l')?(?:gel hydroalcoolique|javel|lessive|produit (?:vaisselle|menager)|essence|colle|deodorant|alcool a bruler|white spirit|detergent|eau de javel|gaz|solvant|dissolvant)\b`,
  String.raw`\bmain (?:sur|dans) (?:la plaque|le feu|la flamme|le four|l'eau bouillante|le fer a repasser)\b|\bplaques? (?:chaudes?|brulantes?)\b[^.!?]{0,30}?\b(?:le plus longtemps|defi|challenge|qui tient)\b|\b(?:le plus longtemps|defi|challenge|qui tient)\b[^.!?]{0,40}?\bplaques? (?:chaudes?|brulantes?)\b`,
  String.raw`\bappuy\w* (?:fort )?sur (?:le|leur|son|sa|la) (?:cou|gorge|poitrine)\b|\bse faire (?:tomber dans les pommes|evanouir)\b`,
  String.raw`\b(?:grimp\w*|monte\w*|escalad\w*)\b[^.!?]{0,20}?\b(?:pylones?|poteaux? electriques?|transformateurs?|lignes? a haute tension|toits? (?:du|des) trains?|wagons?)\b`,
  String.raw`\b(?:met|mettent|mettre|mis|enferm\w*)\b[^.!?]{0,20}?\b(?:chat|chien|hamster|lapin|chaton|chiot|oiseau|poisson|bebe|petit frere|petite soeur)\b[^.!?]{0,15}?\b(?:micro ondes|four|congelateur|machine a laver|seche linge|lave vaisselle)\b`,
  String.raw`\b(?:velo|trottinette|rollers?|skate|course|courir|jouer|jouent|promener)\b[^.!?]{0,30}?\bsur (?:l'autoroute|la voie rapide|le periph\w*|la voie ferree)\b`,
  String.raw`\bse (?:mettre|met|mettent|mettait) (?:du|le) feu\b|\bdu feu sur (?:les |ses |leurs |sa |son )?(?:mains|bras|corps|cheveux|jambes)\b|\bs'immol\w*`,
  String.raw`\bprise electrique\b(?: \w+){0,6} (?:fourchette|doigts?|ciseaux|cle)|\b(?:fourchette|doigts?|ciseaux) (?:\w+ ){0,4}(?:dans la|sur la) prise`,
  String.raw`\b(?:machine a laver|seche linge|congelateur|frigo|refrigerateur|coffre de (?:la )?voiture)\b(?: \w+){0,6} (?:ferm\w*|porte)|\b(?:cache|cacher|enferm\w*|reste\w*) (?:\w+ ){0,4}(?:dans la machine a laver|dans le seche linge|dans le congelateur|dans le frigo)`,
  String.raw`\b(?:voie ferree|rails)\b(?: \w+){0,6} (?:train arrive|train passe|quand le train)|\btraverse\w* (?:\w+ ){0,3}(?:devant|quand) le train`,
  String.raw`\bs'accroch\w* (?:a l'arriere|derriere) (?:d'un|du|des) (?:bus|camion|voiture|tram|train)`,
  String.raw`\b(?:ceinture|corde|ficelle|cable|lacet|sac|fil|cordon|elastique)s?\b[^.!?]{0,20}?\b(?:autour|sur) (?:du|de son|de leur|de sa|de la) (?:cou|gorge)\b[^.!?]{0,40}?\b(?:respir\w*|serr\w*|tir\w*|s'evanou\w*|defi|challenge|le plus longtemps)\b|\b(?:sans respirer|le plus longtemps|defi|challenge)\b[^.!?]{0,40}?\b(?:ceinture|corde|ficelle|cable|lacet|sac|cordon|elastique)s?\b[^.!?]{0,20}?\b(?:autour|sur) (?:du|de son|de leur|de sa|de la) (?:cou|gorge)\b`,
  // Stop 43: a scarf tightened until one sees stars; a fire lit in a bedroom (not a fireplace's).
  String.raw`\bserr\w* (?:le|la|un|une|son|sa|mon|ma|leur) (?:foulard|echarpe|corde|ceinture|lacet|cordon)\b[^.!?]{0,60}?\b(?:etoiles|tout noir|respir\w*|evanou\w*)\b|\ballum\w* (?:un |le |du )?feu\b[^.!?]{0,30}?\b(?:dans|sous) (?:la|le|sa|son) (?:chambre|lit|placard|grenier)\b`,
  String.raw`\bse pinc\w* le nez et (?:on )?souffl\w*|\bjusqu'a s'evanouir\b|\bjusqu'a (?:tomber dans les pommes|perdre connaissance)\b`,
];

export const EATING_DISORDER_ALONE_PATTERNS: readonly string[] = [
  String.raw`\bse (?:fait|faire|font|faisait|faisaient) vomir`,
  String.raw`\bvomi\w* (?:apres|a la fin de|apres avoir mange|a chaque) (?:chaque |le |les |ses |son |un |tous les )?(?:repas|dejeuner|diner|gouter|bouchee)`,
  String.raw`\bcoupe?r? (?:la )?faim\b|\bcoupe faim`,
  String.raw`\bse puni\w* d'avoir mange`,
  String.raw`\b(?:rester|devenir|etre|rendre) (?:plus |la plus |le plus |tres |toute? )?(?:maigres?|minces?) (?:pour|comme|et)`,
  String.raw`\bcotes qui se voient`,
  String.raw`\b(?:effacer|bruler|eliminer|compenser|rattraper|eliminer) (?:son|ses|le|les|sa|leur) (?:gouter|repas|calories|dessert|diner|dejeuner|gateau|frites|bonbons)\b|\b(?:pour ne pas|pour pas|de peur de|peur de) grossir\b[^.!?]{0,10}$|\b(?:recrach\w*|vomi\w*|saute\w*|cache\w*|jette\w*)\b[^.!?]{0,40}?\b(?:pour ne pas|pour pas|de peur de) grossir\b`,
  String.raw`\bplus (?:elle|il|on|tu) (?:maigri\w*|est mince|mange peu|perd du poids)\b|\b(?:ressortir|vomir|recracher)\b[^.!?]{0,15}?\b(?:aux|dans les) (?:toilettes|wc)\b`,
  String.raw`\bmanger c'est (?:tricher|mal|pour les faibles|grossir|sale)\b|\b(?:les vraie?s?|les belles?|les plus belles?) [\w']+ (?:ont|a) faim\b|\bla faim (?:c'est|est) (?:bien|beau|belle|une force|une victoire)\b|\bavoir faim (?:c'est|rend) (?:etre )?(?:bien|beau|belle|fort|forte|jolie?)\b|\bun vrai repas (?:c'est|=|ce sont) (?:trois|deux|une?|quelques|juste|seulement)\b|\b(?:voi\w*|compt\w*|montr\w*) (?:ses|les|toutes ses) cotes\b[^.!?]{0,40}?\b(?:felicit\w*|fiere?|belle|bravo|admir\w*|jolie?)\b|\b(?:felicit\w*|fiere?|belle|bravo|admir\w*|jolie?)\b[^.!?]{0,40}?\b(?:voi\w*|compt\w*|montr\w*) (?:ses|les|toutes ses) cotes\b|\bbalance\b[^.!?]{0,30}?\bse puni\w*|\bse puni\w*[^.!?]{0,30}?\bbalance\b`,
  // Round 6: food hidden or thrown away to lose weight or unseen by the parents; bones shown as beauty.
  String.raw`\b(?:cache\w*|jett?e\w*|vide\w*|donne\w* au chien)\b[^.!?]{0,50}?\bpour (?:maigrir|mincir|rester mince|rester fine|perdre du poids)\b`,
  String.raw`\b(?:parents?|maman|papa)\b[^.!?]{0,20}?\b(?:ne )?(?:remarquent|voient|sachent|voie|remarque) (?:pas|rien)\b[^.!?]{0,20}?\b(?:jett?e\w*|cache\w*|vide\w*)\b[^.!?]{0,15}?\b(?:son |sa |ses |leur |l')?(?:assiette|repas|tartines?|gouter|plateau|dejeuner|diner)\b`,
  String.raw`\bos qui (?:se voient|depassent|ressortent)\b[^.!?]{0,20}?\b(?:beau|belle|joli|jolie|genial|super)\b`,
];

export const FOOD_REFUSAL_PATTERNS: readonly string[] = [
  String.raw`\bne (?:mange|manges|mangent|mangeait|mangeaient|mangeant|manger|mangera) (?:plus|pas|jamais|presque rien|rien)`,
  String.raw`\bne (?:plus|pas|jamais|rien|presque plus) (?:rien )?(?:manger|avaler)\b`,
  String.raw`\bne touch\w* (?:plus|pas|jamais|presque plus) (?:a|au|aux) (?:son |sa |ses |leur )?(?:assiette|repas|nourriture|dejeuner|diner|gouter)`,
  String.raw`\bn'en (?:mange|mangent|prend|prends|prennent|prenait|goute) (?:plus|jamais|pas)`,
  String.raw`\b(?:arrete|arretent|arreter|arretait|refuse|refusent|refuser|refusait|oublie|oublier) de manger`,
  String.raw`\bne (?:dejeune|dejeunent|dine|dinent|goute|goutent|mange) (?:plus|pas|jamais)`,
  String.raw`\b(?:saute|sautent|sauter|sautait|sautaient) (?:le |les |son |ses |leur |leurs )?(?:repas|gouters?|diners?|dejeuners?|petits? dejeuners?)`,
  String.raw`\bsans (?:rien )?manger`,
  String.raw`\bpour ne (?:plus|pas) avoir faim\b`,
  String.raw`\bn'en (?:mange|mangent|mangeait|prend|prennent|avale)\w* que\b|\bventre (?:qui )?gargouill\w*|\brecrach\w*`,
  String.raw`\bne (?:mange|mangent|mangeait|mangeaient|prend|prennent|prenait|avale|avalait) qu'(?:une|un|deux|trois|la moitie|quelques|des miettes)\b`,
  String.raw`\b(?:arrete|arretent|arreter|arretait|supprime|supprimer|supprimait|saute) (?:les|ses|tous les|son|le|leurs) (?:repas|gouters?|diners?|dejeuners?|desserts?)\b`,
  String.raw`\b(?:jette|jetait|jettent|jeter|donne|donnait) (?:son|sa|ses|le|leur) (?:gouter|repas|dejeuner|sandwich|nourriture|dessert)\b`,
  String.raw`\b(?:il|elle|on|qui|je|tu) jeune\b|\bjeun(?:er|ent|ait|aient|ant)\b|\bfai\w* (?:le |un )?jeune\b`,
  String.raw`\b(?:mange|mangent|manger|mangera) le moins`,
  String.raw`\bmoins (?:on|elle|il|tu) mange`,
  String.raw`\b(?:avoir|a|ont|avait) faim tout le temps`,
  String.raw`\bcompt(?:e|ent|er|ait) (?:chaque|les|ses|toutes? les) (?:bouchees?|calories?)`,
  String.raw`\bcach(?:e|ent|er|ait) (?:son|ses|le|les|leur) (?:repas|assiettes?|nourriture|dejeuner|diner|gouter)`,
  String.raw`\ba la place (?:des|du|de ses) (?:repas|dejeuner|diner)`,
  String.raw`\b(?:boit|boire|boivent|buvait|buvant) (?:seulement|que|uniquement|juste|rien que) (?:de l'eau|du the|de l'eau)`,
  String.raw`\bassiettes? (?:reste|restent) pleines?`,
  String.raw`\bperd(?:u|re|ait)? (?:\w+ )?kilos?`,
  String.raw`\bse pes(?:e|ent|er|ait)\b`,
];

export const DANGER_IN_CHALLENGE_PATTERNS: readonly string[] = [
  // Stop 43: the body's dares told as games: many swallowed at once, objects swallowed, traffic brushed, ice
  // cracked, pills for their effect.
  String.raw`\b(?:avaler|avale\w*|gober|gobe\w*|enfourn\w*) (?:\w+ ){0,2}?(?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|plein de|le plus de|tous les|toutes les)\b[^.!?]{0,40}?\b(?:d'un coup|en meme temps|sans (?:boire|macher|respirer))\b`,
  String.raw`\b(?:avaler|avale\w*|gober|gobe\w*) (?:des |les |un |une |plein de |deux |trois )?(?:pieces?|billes?|aimants?|piles?|clous|vis|trombones?|punaises?|perles|cailloux|boutons)\b`,
  String.raw`\ble plus pres (?:des|du|de la) (?:voitures?|camions?|trains?|rails|route|bord|vide)\b|\bsans se faire (?:toucher|ecraser|renverser)\b|\btravers\w* (?:la route|la rue|la nationale|l'autoroute|la voie)\b[^.!?]{0,30}?\b(?:en courant|le plus vite|au dernier moment|entre les voitures)\b|\bdevant (?:les|des) (?:voitures|camions|trains)\b`,
  String.raw`\b(?:glace|lac gele|etang gele)\b[^.!?]{0,60}?\bcraqu\w*|\bcraqu\w* la glace\b|\bbenadryl\b|\b(?:medicaments?|cachets?|pilules?|comprimes?|sirops?)\b[^.!?]{0,40}?\b(?:visions?|planer|hallucin\w*|voir ce que ca fait|le plus de|d'un coup)\b`,
  String.raw`\bpiments? (?:extremes?|les plus forts)\b|\bvinaigre\b|\bcuilleres? de cannelle\b|\bretenir (?:sa|leur|son) (?:respiration|souffle)\b|\bs'evanouir\b|\btomber dans les pommes\b`,
  String.raw`\bsaut\w* (?:du|d'un|depuis le|dans la) (?:pont|toit|balcon|falaise|riviere gelee)\b|\b(?:se jet\w*|saut\w*) (?:de|par|depuis) (?:la|une) fenetre\b|\bdu balcon\b|\bcongelateur\b|\btete la premiere\b|\bmet\w* le feu\b|\blance flammes?\b|\bdeodorant\b`,
  String.raw`\b(?:avaler|avale|avalent|manger|mange|boire|boit) (?:une |un |toute la |tout le |tout un |toute une )?(?:cuilleres?|pots?|bouteilles?|paquets?|tubes?|verres?) (?:de |d')(?:sel|cannelle|piment|piments|poivre|moutarde|wasabi|vinaigre|javel|lessive|savon|dentifrice|huile|sauce piquante|alcool|vodka|whisky|eau de mer|eau salee|gel douche|shampoing)\b|\bboire (?:une|toute la) bouteille (?:\w+ ){0,3}d'un coup\b|\bd'un coup\b(?: \w+){0,3} (?:bouteille|litre)|\bse jett?\w* (?:\w+ ){0,3}tete la premiere\b`,
];

export const DEHUMANISING_PATTERNS: readonly string[] = [
  String.raw`\bsont (?:les |des |nos )?ennemi\w*|\b(?:mettre|mis|mise|garder|tenir|laisser) (?:\w+ )?a l'ecart\b|\b(?:faut|faudrait|doit) (?:les )?mettre a part\b|\b(?:les|que le heros les) chass\w*`,
  String.raw`\bsont (?:tous |toutes |vraiment |que )?(?:des |de |d')?(?:attarde\w*|voleurs|parasites|sauvages|rats|cafards|animaux|singes|porcs|malades|dangereu\w*|inferieu\w*|superieu\w*|betes|paresseu\w*|sales|moins intelligents|plus betes|menteurs|criminels|terroristes|un poids|une plaie|nuisibles|vermine|microbes|sous hommes)`,
  String.raw`\bne sont pas (?:de vrais|des vrais|des|de|vraiment des) (?:humains|enfants|gens|personnes|etres humains|francais|hommes|femmes)\b|\bce sont des (?:cafards|rats|animaux|parasites|microbes|singes|porcs|sauvages|betes)\b`,
  String.raw`\bsentent mauvais\b|\bmangent des (?:chiens|chats|rats)\b|\bapportent (?:les |des )?maladies\b|\bcontrolent (?:l'argent|le monde|la banque|les medias)\b|\benvahiss\w*`,
  String.raw`\b(?:devraient|doivent|devrait|devraient plutot) (?:etre|rester|aller|vivre|jouer) (?:ailleurs|chez eux|entre eux|a part|dehors|loin|dans (?:une autre|leur) (?:ecole|classe|pays))\b|\bne devraient pas (?:avoir le droit|venir|entrer|jouer avec)\b|\bn'ont rien a faire (?:ici|avec nous|dans notre|chez nous)\b|\bralentiss\w* (?:la classe|tout le monde|les autres)\b|\bne sont pas (?:tres )?(?:intelligent\w*|capables?|normaux|propres|humains)\b|\bvolent (?:le|notre|nos|les) (?:travail|pain|places?|emplois?)\b|\bont (?:tout |trop )(?:l'argent|d'argent|de pouvoir)\b|\bdecident de tout\b|\bdirigent (?:tout|le monde)\b|\btirent les ficelles\b|\b(?:sont|seraient) (?:tous |toutes )?(?:en retard|arrieres?|primitifs?|pas civilises?|des robots|sans coeur|incapables)\b|\bne savent pas (?:conduire|compter|parler|lire|se laver|travailler|penser)\b|\b(?:on ne peut pas|il ne faut (?:pas|jamais)) (?:leur|lui) faire confiance\b`,
  String.raw`\b(?:renvoyer|expulser|chasser|virer|se debarrasser|s'en debarrasser|debarrasser) |\bn'ont pas le droit (?:d'entrer|de venir|d'aller|de vivre|de jouer)\b|\bbien fait pour eux\b|\bfaites? pour (?:la cuisine|le menage|obeir|se taire|rester a la maison)\b`,
];

export const EXCLUSION_PATTERNS: readonly string[] = [
  String.raw`\b(?:tout le monde|personne|on|toute la classe|vous|tous|les autres) (?:devrait|devraient|doit|doivent|devriez|devez) (?:arreter de|cesser de|ne plus) (?:lui |la |le |l')?(?:parler|jouer|inviter|approcher|regarder|dire bonjour)\b|\b(?:racontez|raconte|dites|dis|repetez|repete)\s?(?:le|la|les)? ?partout\b`,
  String.raw`\bpour (?:la|le|les) faire pleurer\b|\b(?:elle|il) l'a (?:bien )?merite\b|\b(?:elle|il) le merite\b|\bc'(?:est|etait) bien fait\b|\bpersonne ne veut (?:etre|jouer|s'asseoir|aller) (?:avec|dans l'equipe de|a cote de)\b[^.!?]{0,30}?\bparce qu'`,
  String.raw`\bmerite\w* qu'on (?:le |la |l'|lui )?(?:cache|vole|jette|frappe|tape|ignore|embete|moque|exclue?|rejette|pousse|insulte|deteste)\b|\bse fai\w* (?:rejeter|exclure|moquer|ignorer|harceler|embeter|frapper|bousculer|insulter) par (?:tous|tout le monde|toute la classe|les autres|toute l'ecole)\b`,
  String.raw`\bpersonne ne (?:doit|devrait|doit plus|devra) (?:plus )?(?:lui |la |le |l'|jamais )?(?:parler|jouer|inviter|s'asseoir|aimer|approcher)`,
  String.raw`\b(?:arrete\w*|arreter) (?:de l'|d')inviter|\bne l'invit\w* (?:jamais|plus|pas)|\bse fai\w* (?:toujours |souvent )?exclure\b|\bfaut l'(?:exclure|eviter|ignorer)\b|\bmerite\w* qu'on l'ignore|\btourn\w* le dos\b`,
  String.raw`\b(?:faut|faudrait|doit) (?:le|la|les) laisser (?:tout |toute )?seule?s?\b|\blaissez (?:le|la) (?:tout |toute )?seule?\b|\baucun ami\b|\b(?:tout le monde|toute la classe|la classe|les autres|on|tous|toute l'ecole) (?:se moqu\w*|ri(?:t|ent)|rigol\w*) (?:de|d')`,
  String.raw`\b(?:racontez|raconte|dites|dis|repetez) (?:le|la|les)? ?a (?:toute la classe|toute l'ecole|tout le monde)\b|\bque tout le monde le sache\b|\btoute la classe (?:le sait|l'appelle)\b|\bl'appell?\w* comme ca\b|\bchouchou deteste|\bdeteste\w* (?:de|par) (?:tous|toute)`,
];

export const TERROR_ALONE_PATTERNS: readonly string[] = [
  String.raw`\bprepar\w* (?:l'|une |un |leur |son )?(?:attaque|attentat)s?\b[^.!?]{0,60}?\b(?:plans?|horaires?|armes?|explosifs?|semaines?|cibles?)\b`,
  String.raw`\bceintures? (?:pleine|remplie|bourree|couverte)s? de (?:fils|explosifs|dynamite|bombes)\b`,
  String.raw`\bcoup\w* (?:la tete|les tetes|la gorge) (?:des|du|d'un|d'une|de|aux) (?:traitres?|ennemis?|infideles|mecreants?|prisonniers?|otages?|apostats?|policiers?|soldats?|journalistes?)\b`,
  String.raw`\b(?:apprenn?\w*|entrain\w*|exerc\w*) a tirer sur (?:des |les )?(?:photos |images |portraits )?(?:de |d'|des )?(?:policiers?|gendarmes?|soldats?|juifs?|journalistes?|profs?|professeurs?|eleves?)\b`,
  String.raw`\bsacrifice\b[^.!?]{0,80}?\b(?:explos\w*|peter|sauter|bombes?)\b|\b(?:explos\w*|peter|sauter|bombes?)\b[^.!?]{0,80}?\bsacrifice\b`,
  // Stop 43: victims counted as a game's points, cartoonists to punish, a vehicle into a crowd, a pressure
  // cooker with nails (in either order).
  String.raw`\b(?:points?|score)\b[^.!?]{0,40}?\b(?:victimes|morts|tues|blesses)\b|\bpunir les (?:dessinateurs|caricaturistes|journalistes|mecreants|infideles|apostats|blasphemateurs)\b`,
  String.raw`\b(?:camion|camionnette|voiture|vehicule)s?\b[^.!?]{0,40}?\b(?:foule|passants|promeneurs)\b[^.!?]{0,30}?\b(?:tomb\w*|ecras\w*|fauch\w*|renvers\w*)|\b(?:fonc\w*|roul\w*) (?:dans|sur) la foule\b`,
  String.raw`\bcocottes?(?: minute)?\b[^.!?]{0,40}?\b(?:clous(?! de girofle)|boulons|billes d'acier|explosi\w*)\b|\b(?:clous(?! de girofle)|boulons|billes d'acier)\b[^.!?]{0,40}?\bcocottes?\b`,
];

export const TERROR_PATTERNS: readonly string[] = [
  String.raw`\bdae?ch\b|\bdaesh\b|\betat islamique\b|\bisis\b|\bal qa[iey]da\b|\bboko haram\b|\btalibans?\b|\bshebabs?\b|\baqmi\b|\bhezbollah\b`,
  String.raw`\bben laden\b|\bmerah\b|\babaaoud\b|\babdeslam\b|\bkouachi\b|\bcoulibaly\b|\bbreivik\b|\btarrant\b|\bunabomber\b|\bkaczynski\b|\bmcveigh\b|\bnemmouche\b`,
  String.raw`\bbataclan\b|\bcharlie hebdo\b|\bhyper ?cacher\b|\bchristchurch\b|\butoya\b`,
  // Stop 43: a perpetrator or an attack named by its target, an oath, a bomb in a bag, hostages shot.
  String.raw`\battaques? (?:de|du|contre) (?:l'|la |le )?(?:ecole|lycee|college|synagogue|eglise|mosquee|marche|gare|salle|journal|redaction)\b`,
  String.raw`\bpret\w* allegeance\b|\b(?:sac a dos|sac|colis|valise|voiture|camion|gilet) piegee?s?\b|\b(?:tir\w*|abatt?\w*|execut\w*) (?:sur )?(?:les|des) otages\b`,
  String.raw`\b(?:du|de|le) (?:11|onze) septembre\b|\b(?:du|de|le) (?:7|sept) octobre\b|\b(?:du|de|le) 13 novembre\b`,
  String.raw`\b(?:rejoindre|rejoint|rejoignent|partir|part|parti|partie) (?:[\w']+ ){0,3}en (?:syrie|irak|afghanistan)\b`,
  String.raw`\bkalach\w*|\bkalash\w*|\bchahids?\b|\bshahids?\b|\bmecreants\b|\binfideles\b[^.!?]{0,30}?\b(?:puni\w*|tu\w*|veng\w*)|\bcaricaturistes\b|\bjournal satirique\b|\bdjihad\w*|\bjihad\w*|\bmoudjahid\w*|\bmudjahid\w*|\bkamikazes?\b|\bcalifat\b|\bterroris\w*|\battentats?\b|\bmartyrs?\b|\bse (?:font|fait|faire|faisait|faisaient) exploser\b|\bceintures? (?:d'explosifs|explosives?)\b`,
];

export const SILENCE_ASKED_PATTERNS: readonly string[] = [
  String.raw`\b(?:se taire|te taire|tais toi|motus|bouche cousue|ne (?:rien|pas|jamais) (?:le |en )?(?:dire|raconter|parler|montrer)|ne (?:le |l'|en )?(?:dis|dit|raconte|racontes|parle) (?:a )?(?:personne|rien|pas|jamais)|jamais (?:le |en )?(?:dire|raconter|parler))\b`,
  String.raw`\b(?:garder|garde|gardent|gardait) (?:le|les|ce|ces|leur|leurs|notre|nos|son|ses) (?:petits? |grands? )?secrets?\b|\bsecrets? (?:des|de) (?:grands|adultes|grandes personnes)\b|\b(?:notre|leur|nos|leurs) (?:petits? |grands? )?(?:jeux?|secrets?|rendez vous)(?: a (?:nous|eux))?\b`,
  String.raw`\btout effacer\b|\bgarder pour (?:eux|lui|elle|toi|vous|nous)\b|\beffac\w* (?:les|leurs|nos|ses|tous les) (?:messages|photos|conversations)\b|\bsupprim\w* (?:les|leurs|nos|ses) (?:messages|photos|conversations)\b`,
  String.raw`\bne (?:le |l'|les |en |lui )?(?:dise|disent|raconte|racontent|parle|parlent|montre|montrent) (?:rien|pas|jamais)\b|\bpersonne ne (?:doit|devra|doive|dois) (?:le |les )?(?:voir|savoir|entendre)\b|\bentre (?:eux|nous)(?: deux)?\b|\b(?:rien )?qu'a (?:eux|nous)\b|\b(?:histoire|jeu|secret)s? a (?:eux|nous)\b|\bsecrets? avec (?:lui|elle|eux|moi)\b|\b(?:parents|maman|papa|sa mere|son pere) ne (?:comprendrai\w*|comprendraient|doivent pas (?:le )?savoir|doit pas (?:le )?savoir)\b`,
  String.raw`\b(?:pour|sans) que (?:maman|papa|ses parents|les parents|personne|sa mere|son pere) (?:ne )?(?:le |les |la |l')?(?:sache|sachent|voie|voient|lise|lisent|l'apprenne|apprenne|comprenne)\b|\b(?:maman|papa|ses parents|sa mere|son pere) (?:serait|seraient|sera|seront) (?:fache|triste|en colere|decu)\w*\b`,
];

export const HOME_VIOLENCE_ALONE_PATTERNS: readonly string[] = [
  String.raw`\bbrulures? de cigarettes?\b`,
  String.raw`\bsecou\w* (?:\w+ ){0,6}(?:bebe|nourrisson)\b|\b(?:bebe|nourrisson)\b(?: \w+){0,6} secou\w*|\bla secoue\w* comme un prunier`,
  String.raw`\bne (?:reverra|reverrait|reverras|verra|verrait|verras|reverrai) (?:plus |jamais )+(?:le jour|ses enfants|sa famille|personne)`,
  String.raw`\bmenac\w* de (?:la |le |les |l')?(?:tuer|frapper|noyer|bruler|enfermer)`,
  String.raw`\b(?:pris|prend|prendre|sort|sortait|enleve|enlevait) (?:la|sa) ceinture\b(?: [\w']+){0,8} (?:l'|s'|le |la )?(?:enfant|petit|petite|fesses|asseoir|bebe)`,
  String.raw`\b(?:donne|donnait|donnent|donner|donnaient|a donne) (?:des |un |plein de )?(?:coups?|gifles?|claques?|fessees?)(?! de (?:main|pouce|fil|oeil|coeur|balai|vent|genie))(?: de \w+)? (?:a |au |aux |a la |a l')(?!ballon|la balle|la porte)`,
  String.raw`\b(?:jete|jette|jetait|lance|lancait|a jete|a lance|casse|cassait|cassent|a casse|brise|brisait|fracass\w*|balanc\w*) (?:\w+ ){1,3}(?:sur|contre|a la figure de|a la tete de) (?:maman|papa|elle|lui|sa femme|son mari|les enfants|le bebe|mamie|sa mere|son fils|sa fille)\b`,
  String.raw`\benferm\w* (?:\w+ ){0,4}(?:dans la cave|dans le placard|toute la nuit)(?: \w+){0,6} (?:sans manger|punition|puni)`,
  String.raw`\bpoussee? dans (?:l'escalier|les escaliers)\b`,
];
