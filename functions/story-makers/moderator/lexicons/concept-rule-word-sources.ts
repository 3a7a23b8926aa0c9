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

/**
 * Patterns read by name (indirect-rules.ts's namedPattern), each written « NAME=pattern », their reasons beside each
 * name where it is used: first the indirect rules' older patterns longer than 200 characters, then stop 44's (issue 25:
 * the mechanisms of round 12's misses and of rounds 10–11's remaining ones), the indirect rules' folded-text patterns,
 * then the context readings' (embedded-moderator.ts, read on the parent's text), last the indirect rules' other patterns
 * of 100 characters or more (stop 44, create-story at 529.5 KiB of its 525: a rule written as an alternation keeps one
 * entry per part, under the same name, in its order; indirect-rules.ts's namedAlternation joins them). Packed with the
 * rest, so that create-story and story-sequel stay within their budgets.
 */
export const NAMED_PATTERNS: readonly string[] = [
  String.raw`SHOOTER=\b(?:(?:tireurs?|assaillants?|fusillade|tuerie)\b[^.!?]{0,80}?|(?:a|ont|avait|avaient) (?:tire|ouvert le feu) )\b(?:au|a l'|dans l'|dans la|dans le|contre l'|contre la|contre le|attaque l'|attaque la|attaque le) ?(?:ecole|lycee|college|synagogue|eglise|mosquee|marche de noel|gare|concert|journal|redaction)\b`,
  String.raw`TERROR_TARGETS=\btours jumelles\b|\bworld trade center\b|\bschool shoot\w*|\bshooters?\b|\b(?:ont|a|avaient|avait) attaque (?:la redaction|le journal|la synagogue|la mosquee|l'eglise|la salle de concert|le marche de noel|la gare|l'ecole)\b`,
  String.raw`MARKS=\b(?:un (?:nouveau |autre |gros )?bleu|levres? (?:gonflees?|fendues?|enflees?)|joues? (?:gonflees?|enflees?)|bras (?:tout )?violet|bleus|marques?|traces?|yeux violets|oeil au beurre noir|yeux au beurre noir|coquards?|cocards?|bosses?|ecchymoses?)\b`,
  String.raw`DRUNK_ADULT=\b(?:rentre|rentree|revient|revenait|rentrait) (?:du bar|du cafe|du bistrot|saoul|ivre|bourre|soul)\b|\b(?:quand|chaque fois qu'|depuis qu'|des qu'|lorsqu')\s?(?:il|elle|papa|maman|tonton|mon pere|son pere|le beau pere) (?:a bu|boit|avait bu|rentre saoul|rentre ivre|est saoul|est ivre)\b(?! la tasse)`,
  String.raw`FEAR_AT_HOME=\bmanches longues\b|\blunettes de soleil\b|\bcach\w*|\ble lendemain\b|\bpeur\b|\bpleur\w*|\bcri\w*|\bse taire\b|\bsous (?:le|son) lit\b|\bbleus\b|\bmarques?\b|\b(?:raclees?|roustes?|torgnoles?|baffes?|trempes?|derouillees?|coups)\b`,
  String.raw`EXPLAINED_AWAY=\b(?:dit|dis|disent|disait|raconte|racontait|pretend\w*|explique\w*|assure\w*)\b (?:a tout le monde )?(?:qu'(?:elle|il)|que (?:c'est|c'etait)) (?:s'est cogne\w*|est tombee?s?|s'est fait mal|s'est pris (?:une|la) porte|un accident|l'escalier|une porte|rien)\b`,
  String.raw`COVER_UP=\bcols? roules?\b[^.!?]{0,40}?\b(?:en ete|en aout|en juillet|quand il fait chaud|en plein ete|canicule|a la plage)\b|\blunettes de soleil\b[^.!?]{0,40}?\b(?:quand il pleut|sous la pluie|dans la maison|a l'interieur|la nuit|le soir)\b|\bmanches longues\b[^.!?]{0,40}?\b(?:en ete|quand il fait chaud|en plein ete|canicule|a la plage)\b|\bfond de teint\b[^.!?]{0,30}?\b(?:bleus?|marques?|joue|oeil)\b`,
  String.raw`ANGRY_RETURN=\b(?:quand|chaque fois qu'|des qu'|lorsqu')\s?(?:il|elle|papa|maman|le beau pere|mon pere|son pere) (?:rentre|revient|est|arrive) (?:tout )?(?:enerve|en colere|fache|furieu|saoul|ivre|de mauvaise humeur)\w*`,
  String.raw`LIMB_HURT=\b(?:tord\w*|casse\w*|ecras\w*|tir\w*|brul\w*)\b (?:le|la|les) (?:poignets?|bras|doigts?|cou|cheveux|oreilles?|mains?) (?:de |d')(?:maman|papa|sa femme|son mari|sa mere|son pere|son fils|sa fille|sa soeur|son frere|l'enfant|bebe|du bebe)\b`,
  String.raw`THROWN_AT_HOME=\b(?:lance|lancent|lancait|jette|jettent|jetait|balance\w*|casse|cassent|cassait|renverse|renversait|fracass\w*|brise|brisait)\b (?:les |des |la |le |une |un |toute la |tous les )?(?:chaises?|assiettes?|verres?|meubles?|objets?|bouteilles?|vaisselle|tables?|portes?|telephones?|tele|television)\b`,
  String.raw`PUNISHMENT=\b(?:comme|en) punition\b|\bpour (?:le |la |les |l'|nous |vous )?punir\b|\bpour (?:nous|vous|les|le|la|l') (?:apprendre|dresser|eduquer)\b|\bquand (?:on|il|elle|ils|tu) (?:desobei\w*|fai\w* une betise|n'obei\w*)\b|\bpour qu'(?:il|elle|ils) (?:apprenne|apprennent|comprenne)\b|\bqu'on (?:eduque|eleve|dresse|apprend)\b|\bc'est (?:comme ca|ainsi) qu'on\b`,
  String.raw`HARSH=\bdehors\b[^.!?]{0,30}?\b(?:nuit|froid|hiver|neige|pluie)\b|\bbalcon\b[^.!?]{0,30}?\b(?:hiver|froid|nuit|neige)\b|\ba genoux (?:sur|pendant)\b|\bsans (?:manger|nourriture|repas) (?:\w+ )?(?:jours?|soirs?|nuits?)\b|\bprive\w* de (?:repas|manger|nourriture|diner|dejeuner)\b|\bdormir dehors\b|\bdehors (?:toute la nuit|dans le froid)\b|\benferm\w*|\bcave\b|\bplacard\b|\bsans manger\b|\bcoups?\b|\bceintures?\b|\bbrul\w*|\bfrapp\w*|\bgifles?\b|\bclaques?\b|\bfouet\w*|\bbatons?\b`,
  String.raw`SUBSTANCE=\b(?:(?:gateaux?|brownies?|cookies?|tisanes?|bonbons?|sucettes?) speci\w*|herbes? (?:magiques?|qui fait rire)|bonbons? (?:qui|pour)|cachets?|pilules?|comprimes?|gelules?|poudres?|champignons?|herbes?|bonbons? (?:magiques|speciaux|bizarres)|seringues?|piqures?|gouttes?|sirops?)\b`,
  String.raw`FOR_FUN=\b(?:prenn?\w*|aval\w*|fum\w*|sniff\w*|mang\w*|goute\w*|gob\w*)\b[^.!?]{0,30}?\bpour (?:rigoler|s'amuser|jouer|voir ce que ca fait|planer|faire la fete|etre bien|danser toute la nuit|tenir toute la nuit|qu'(?:ils|elles|il|elle) rigol\w*)\b`,
  String.raw`CHILD_MARK=\b(?:enfants?|bebes?|petits?|petites?|gamins?|gamines?|\d{1,2} ans|(?:trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze) ans|cp|ce1|ce2|cm1|cm2|ecole|college|maternelle|kermesse|boum|biberon|gouter|cabane|lutins?|ourson|recre\w*)\b`,
  String.raw`DRINKING=\b(?:fini\w*|fonds? de|boi\w*|bu|buv\w*|s'envoi\w*|envoie|descend\w*|goute\w*|file\w*|donne\w*|verse\w*|sert|servi\w*|font|fait|apero|shots?|binouzes?|command\w*|gorgees?)\b|\bmet\w* (?:une|quelques|un peu de) (?:gouttes?|larmes?)\b`,
  String.raw`HISTORY_TOLD=\ben (?:l'an )?(?:1[0-8]\d\d|[1-9]\d\d)\b|\b(?:rois?|reines?|empereurs?|khan|pharaons?|cavaliers|chevaliers|armees?|guerres?|siecles?|moyen age|revolution|romains?|vikings?|mongols?|gaulois|resistants?|gestapo|voltaire|napoleon|roue vif|autrefois|jadis)\b`,
  String.raw`REAL_CODE=\bcodes? (?:\S+ ){0,3}(?:l')?(?:parental|parentale|cadenas|portail|alarme|immeuble|porte|garage|telephone|portable|tablette|console|ordinateur|netflix|carte)\b(?: \S+){0,4} ?(?:est|:|c'est|=)? ?[a-z]?\d{3,}|\b(?:passeport|carte d'identite|carte vitale|securite sociale|permis de conduire|iban)\b[^.!?\d]{0,20}\d[\da-z]{5,}`,
  String.raw`VICTIM_CAUSE=\b(?:parce qu'|car |puisqu')(?:on|tout le monde|les autres|toute la classe|certains|des enfants) se moqu|\bse moqu\w*[^.!?]{0,60}?\bmais\b[^.!?]{0,40}?\b(?:montr\w*|prouv\w*|gagn\w*|reussi\w*|devien\w*|apprend\w*|decouvr\w*|trouv\w*|ose\w*|defend\w*)\b|\bse moqu\w*[^.!?]{0,60}?\b(?:il lui faut|il leur faut|pour (?:l'|lui |la |le )?(?:aider|consoler|redonner|rassurer)|qui lui ressemble|pour qu'(?:il|elle) (?:reprenne|retrouve|ait))\b`,
  String.raw`MOCK_EPITHET=\b(?:la |le |l')(?:binoclard\w*|petit gros|petite grosse|grosse|gros|bouboule|intello|rouquin\w*|boutonneu\w*|naine?|gros lard|grosse vache|mocheton\w*|pleurnicheu\w*|cradingue|puant\w*|morveu\w*|bigleu\w*|handicape\w*|gogol\w*|clodo|clochard|pouilleu\w*|cas social|triso\w*|chialeu\w*|mongol\w*)(?= du | de | des |,| qui | est |\.|$| se )`,
  String.raw`ADULT_OUTSIDE=\b(?:beau pere|parrain|maitre nageur|maitres? d'arme|voisins?|voisine|monsieur|messieurs|prof(?:esseur)? particulier|moniteurs?|monitrice|entraineurs?|coach|baby ?sitter|babysitter|tonton|oncle|cousin|grand cousin|inconnus?|papy|papi|animateurs?|pretres?|cure|copain de maman|ami de (?:papa|maman)|amis? du web|chauffeur)\b`,
  String.raw`PARENTS_AWAY=\bquand (?:maman|papa|ses parents|les parents|sa mere|son pere) (?:n'est|ne sont|n'etait|n'etaient|sont|est) (?:pas la|partis?|absents?|sortis?)\b|\bquand (?:les|ses) parents dorment\b|\ben l'absence (?:de|des) (?:ses )?parents\b`,
  String.raw`PREVENTION=\bsurprise\b|\bfete des (?:meres|peres)\b|\banniversaire\b|\bcadeau\b|\bm'appartient\b|\bapprend\w*\b|\b(?:a le droit de|peut|doit|ose|faut) (?:dire )?non\b|\ben parle\w* (?:a|aux)\b|\bprevention\b|\bpersonne n'a le droit\b|\bil faut le dire\b`,
  String.raw`MEET_ALONE=\b(?:voir|rencontrer|retrouver|venir|vienne|rejoindre|voie|rencontre)\b[^.!?]{0,20}?\b(?:seule?s?|sans (?:ses |les )?parents|en secret|en cachette|sans le dire)\b|\bmure? pour son age\b|\bmature pour son age\b`,
  String.raw`WATCHED_WASHING=\b(?:regard\w*|observ\w*|film\w*|photograph\w*|reste)\b[^.!?]{0,40}?\bquand (?:elle|il) (?:se lave(?! les (?:dents|mains|cheveux))|se douche|se change|se deshabille|prend (?:son|sa) (?:bain|douche)|est (?:toute? )?nue?)\b|\bquand (?:elle|il) (?:se lave(?! les (?:dents|mains|cheveux))|se douche|se change|se deshabille|prend (?:son|sa) (?:bain|douche))\b[^.!?]{0,40}?\b(?:regard\w*|observ\w*|film\w*|photograph\w*|reste la)\b`,
  String.raw`UNDRESS_ASKED=\bdemand\w* (?:aux enfants|a l'enfant|aux petits|a la petite|au petit|aux filles|aux garcons|a \w+) (?:de |d')?(?:enlever|retirer|oter|baisser) (?:leurs|ses|son|sa|tous leurs|tous ses) (?:habits|vetements|culottes?|slips?|t shirts?|tee shirts?|pantalons?|pyjamas?|maillots?)\b`,
  String.raw`CLOSE_BODY=\ble soir\b|\bla nuit\b|\bquand personne\b|\bseule?s?\b|\bgenoux\b|\b(?:son|sa|leur|le) lit\b|\bcouette\b|\bbain\b|\bdouche\b|\btouch\w*|\bcaress\w*|\bembrass\w*|\bdeshabill\w*|\bbisous?\b|\bcalins?\b|\bseule? avec\b`,
  String.raw`DESPAIR=\b(?:veut|voudrait|veux|voulait) (?:disparaitre|mourir|partir)\b|\bpartir pour toujours\b|\bplus personne ne (?:l'aime|m'aime|l'aimait)\b|\bpersonne ne (?:m'aime|l'aime)\b|\bn'etais plus la\b|\bpour que ca s'arrete\b|\bjours tristes\b|\bne plus (?:jamais )?se reveiller\b|\bdormir (?:tres longtemps|pour toujours|a jamais)\b`,
  String.raw`SELF_HURT=\bse (?:fait|font|faisait|faire) (?:des )?(?:griffures|coupures|entailles|marques|bleus|brulures|trous|plaies)\b|\bse (?:mord|mordait|mordent|griff\w*|coup(?:e|ent|ait)|brul\w*|tap(?:e|ent|ait)|frapp\w*|pinc\w*|gratt\w*|cogn\w*|fai\w* du mal|blesse\w*)\b`,
  String.raw`DELIBERATE=\bjusqu'a\b|\bpour (?:se punir|oublier|se sentir|ne plus|avoir moins)\b|\bquand (?:elle|il|je) (?:est|a|suis|ai|se sent) (?:triste|une mauvaise|en colere|mal)\b|\bmarques?\b|\bsang\b|\bexpres\b|\ben cachette\b|\bca (?:l'aide|m'aide|la soulage|le soulage)\b|\bse punir\b|\bpunitions?\b|\bchaque fois qu'(?:il|elle) (?:fait une betise|rate|se trompe)\b`,
  String.raw`CHALLENGE=\bpari\b|\bchiche\b|\brecords?\b|\ble premier qui\b|\bqui (?:tiendra|tient|restera|reste|ira|va) le plus\b|\bdefis?\b|\bchallenges?\b|\bjeu (?:du|de la|de l'|des)\b|\b(?:celui|celle|ceux) qui\b|\bqui (?:\w+ ){0,6}gagne\b|\ble plus (?:longtemps|courageux|fort)\b|\bla plus (?:courageuse|forte)\b|\bpour (?:etre|devenir) (?:le|la) (?:plus|chef)\b|\bsuper pouvoirs?\b|\btiktok\b|\bvideos?\b|\bpour voir (?:qui|si|ce que)\b|\ba tour de role\b|\bsera le chef\b`,
  String.raw`ILLNESS=\bn'(?:a|ont|avait|avaient) (?:plus )?rien a manger\b|\bmalade\b|\bgastro\w*|\bmal (?:au ventre|au coeur|des transports|de mer)\b|\bfievre\b|\bvirus\b|\bdocteur\b|\bmedecin\b|\bhopital\b|\bgrippe\b|\bindigestion\b|\bpediatre\b|\bnausee\w*|\bangine\b|\bdents?\b`,
  String.raw`SEXUAL_SCENE=\btout(?:e|es)? nue?s?\b|(?<!\b(?:cache|cachent|cacher|cachait|blottit|blottie|blotti|refugie|refugient|planque) )\bsous la couette\b|\bcoquine?s?\b|\btorride\b|\bnuit de noces\b|\bchoses de (?:grands|adultes)\b|\bseins\b|\bcochonn\w*|\bsexy\b|\bcalin(?:s)? (?:d'adultes|de grands)\b`,
  String.raw`NO_ONE_LOOKS=\bquand personne (?:ne )?(?:regarde|voit|est la)\b|\bquand tout le monde dort\b|\bpendant que (?:tout le monde|maman|papa|ses parents|les parents) dor\w*\b|\bsans temoin\b|\bporte fermee\b|\bles rideaux\b`,
  String.raw`BODY_MEASURED=\b(?:mesur\w*|pes\w*|surveill\w*|verifi\w*|compar\w*|not\w*|ecri\w*|inscri\w*)\b[^.!?]{0,20}?\b(?:(?:son|sa|ses|le|leur) )?(?:tour de (?:cuisses?|taille|ventre|bras|hanches?|poignets?)|poids|ventre|cuisses?|hanches?|silhouette)\b`,
  String.raw`LOSS_PRAISED=\b(?:diminu\w*|baiss\w*|rapetiss\w*|fondu|perdu|descend\w*|moins gros\w*|plus fine?s?|plus minces?|retreci\w*)\b[^.!?]{0,40}?\b(?:fete|bravo|victoire|fiere?s?|contente?s?|heureu\w*|gagne\w*|recompens\w*|applaudi\w*|super|genial|coeurs?|souri\w*|etoiles?)\b|\b(?:fete|bravo|victoire|fiere?s?|contente?s?|heureu\w*|recompens\w*|applaudi\w*|coeurs?|souri\w*|etoiles?)\b[^.!?]{0,40}?\b(?:diminu\w*|baiss\w*|rapetiss\w*|fondu|perdu un|moins gros\w*|plus fine?s?|plus minces?)\b`,
  String.raw`MASS_ATTACK=\b(?:tir\w*|fonc\w*|rafal\w*|mitraill\w*|lanc\w* (?:un |une |des )?(?:camion|voiture|bombe|grenade)s?|explos\w*|pos\w* (?:une |des )?bombes?)\b[^.!?]{0,25}?\b(?:dans|sur|contre) (?:la foule|les gens|les passants|les spectateurs|le public|les fideles|les enfants de l'ecole|les eleves|les journalistes|les dessinateurs|les clients)\b|\b(?:mitraill\w*|fusill\w*|abat\w*|abattu) (?:tous )?(?:les|des) (?:spectateurs|passants|gens|fideles|eleves|enfants|clients|journalistes|dessinateurs)\b`,
  String.raw`INJURY=\b(?:le front|l'arcade|la levre|la tete|le crane|l'oeil|le nez|la joue|le poignet|la machoire|les cotes|le bras)\b (?:tout |toute )?(?:ouvert\w*|fendu\w*|en sang|casse\w*|gonfle\w*|tumefi\w*|recousu\w*|point\w* de suture)\b`,
  String.raw`KILL_THREAT=\b(?:faire|fera|ferai|ferait|feraient|fait) (?:la peau|son affaire) (?:a |d')?|\bnous faire la peau\b|\b(?:lui|te|leur|vous|nous|me) regler son compte\b|\bregler son compte a (?:maman|papa|sa femme|son mari|la petite|l'enfant)\b|\b(?:voul\w*|va|allait|menac\w*) (?:de )?(?:nous|me|la|le|les|te|vous|lui) faire la peau\b`,
  String.raw`LEAN=\b(?:sirops?|medicaments?|codeine)\b[^.!?]{0,40}?\b(?:soda|sprite|limonade|coca|bonbons?|jolly|melang\w*|violet)\b[^.!?]{0,60}?\b(?:toux|codeine|sirop|soda|rappeurs?)\b|\bpurple drank\b|\blean\b[^.!?]{0,30}?\b(?:sirop|soda|codeine|sprite)\b`,
  String.raw`HEAVY_DRINKING=\b(?:trois|quatre|cinq|six|sept|huit|dix|plusieurs|\d+) (?:verres|bouteilles|canettes|bieres|coupes|shots)\b|\b(?:une|la) bouteille (?:entiere|a lui seul|a elle seule|tout seul|toute seule)\b|\bbouteilles? (?:de vin|de rouge|de whisky|de vodka|de rhum)\b[^.!?]{0,30}?\b(?:chaque soir|tous les soirs|tous les jours|par jour|a elle seule|a lui seul)\b`,
  String.raw`MADE_NORMAL=\b(?:c'est|c'etait|que c'est|comme si c'etait) (?:tout a fait |completement |super |trop )?(?:normal|rigolo|drole|marrant|cool|genial|chouette|bien)\b|\bpour (?:rigoler|s'amuser|se detendre|etre (?:drole|rigolo|cool))\b`,
  String.raw`ADDRESS_UNIT=\b(?:batiment|bat|escalier|esc|tour|bloc|entree|porte|appartement|appart|appt|logement|maison|numero|villa|lot)\s(?:[a-h]|n\s?\d+|\d{1,4})\b|\blotissement (?:les |le |la |du |des )?\w+|\b\d{1,2}(?:e|eme|er) etage\b|\bresidence (?:les |le |la |du |des )?\w+`,
  String.raw`MADE_HIS=\brien qu'a (?:lui|elle|moi|eux|nous)\b|\ba (?:lui|elle|moi) tout(?:e)? seule?\b|\b(?:sa|son|ma|mon) (?:petite? )?(?:preferee?|chouchoute?|cherie?|eleve cherie?|eleve prefere\w*|petite? amoureu\w*|amoureu\w*)\b|\bmurmur\w*|\bchuchot\w*|\bnotre secret\b|\bpersonne (?:ne doit|n'a besoin de) (?:le )?savoir\b`,
  String.raw`SEX_STORY=\b(?:histoires?|contes?|scenes?|moments?|trucs?|choses?|aventures?|soirees?|nuits?)\s(?:tres |bien |un peu |super )?(?:cochonn\w*|cochons|erotiques?|osees?|ole ole|hot|sexy|porno\w*|x|de cul|de fesses|coquines? entre|coquines? avec)\b`,
  String.raw`ENDLESS_SLEEP=\bne (?:jamais|plus|plus jamais) (?:se |te |me |nous )?reveill\w*|\bne (?:se |te |me )?reveill\w* (?:jamais|plus)\b|\bdormir pour toujours\b|\bs'endormir pour toujours\b|\bpartir (?:pour toujours|rejoindre les etoiles)\b`,
  String.raw`HEART_PAIN=\b(?:(?:enfants?|ceux|celles|qui sont|quand on est|si on est|quand tu es|si tu es|quand (?:il|elle) est) (?:trop |tres |si )?tristes?|mal (?:dans|au) (?:le |son |ton |mon )?coeur|trop mal|trop triste|tres triste|malheureu\w*|chagrin|souffr\w*|plus envie|plus la force|personne ne (?:l'|m'|t')aime|ca ne va (?:pas|plus)|trop de peine)\b`,
  String.raw`ENDLESS_SLEEP_WAY=\b(?:potions?|remedes?|donne\w*|meilleure solution|on peut|il suffit|tu peux|elle peut|il peut|la solution|le mieux|pour que ca s'arrete|c'est la solution|c'est mieux|c'est plus simple|le remede|pour ne plus)\b`,
  String.raw`DISABILITY=\b(?:fauteuil roulant|en fauteuil|sourde?s?|aveugles?|muets?|muettes?|begue\w*|begai\w*|boite|boitait|boiteu\w*|bequilles?|handicap\w*|trisomi\w*|autis\w*|appareil auditif|prothese|une seule jambe|un seul bras|bossu\w*|nain|naine)\b`,
  String.raw`MOCKED_OR_PUNISHED=\b(?:c'est sa punition|c'est (?:bien fait|sa faute)|bien fait pour (?:lui|elle|eux)|(?:ri|rit|rient|riait|riaient|rigol\w*) (?:de|d') ?(?:lui|elle|eux|sa|son|ses)|se moqu\w*|s'en moqu\w*|l'imit\w*|en l'imitant|imit\w* (?:sa|son|ses|la|le)|parle bizarre|parle comme un|le singe|la singe|trop bete|laiss\w* dehors|pas le droit de jouer)\b|\bpunition\b`,
  String.raw`DISABILITY_RESPECTED=\bdecouvr\w*|\bregrett\w*|\brealis\w*|\bse moquait\b|\bdefend\w*|\bprotege\w*|\bconsol\w*|\bs'excus\w*|\bpardon\b|\bcomprend\w*|\bapprend\w*|\bdevien\w* (?:amis?|copains?)\b|\bmais\b|\bpourtant\b|\bjusqu'au jour\b|\bcourage\w*|\binjuste\b|\bmechant(?:e|s)? de\b|\bpas gentil\b|\bn'est pas drole\b`,
  String.raw`SHUT_IN=\benferm\w*[^.!?]{0,15}?\b(?:dans (?:la|une|le|un) (?:voiture|coffre|congelateur|frigo|refrigerateur|valise|malle|sac|machine a laver|seche linge))\b|\bvoiture\b[^.!?]{0,30}?\b(?:en plein soleil|au soleil|en plein ete|en pleine chaleur|canicule)\b[^.!?]{0,40}?\b(?:fenetres?|vitres?|portieres?|portes?) (?:fermees?|remontees?)\b`,
  String.raw`UNDER_WATER_CONTEST=\b(?:tete sous l'eau|sous l'eau le plus longtemps|sans respirer le plus longtemps|le dernier a (?:remonter|respirer|sortir la tete)|voi\w* tout noir|voir tout noir|jusqu'a voir noir)\b|\b(?:appui\w*|enfonc\w*|maint\w*|pouss\w*) (?:sur )?la tete\b[^.!?]{0,40}?\b(?:remont\w*|sous l'eau|baignoire|bain|piscine)\b|\bjeu de la baignoire\b`,
  String.raw`SEDATING=\b(?:rhum|vodka|whisky|vin|biere|bibine|alcool|gnole|calva|cognac|liqueur|xanax|valium|lexomil|codeine|morphine|tramadol|somniferes?|calmants?|tranquillisants?|(?:medicaments?|cachets?|pilules?) (?:de|du|des) (?:maman|papa|mamie|papi|grand mere|grand pere|tonton|parents))\b`,
  String.raw`TO_QUIET=\bpour (?:qu'(?:il|elle|ils|elles)|que (?:le bebe|les petits|la petite|le petit|les enfants|bebe)) (?:\w+ )?(?:dorme|dorment|se calme|se calment|se taise|se taisent|arrete de pleurer|arretent de pleurer|fiche la paix|ne pleure plus)\b|\bpour (?:les |le |la )?(?:endormir|calmer|faire taire|assommer)\b|\b(?:pour |fai\w* |font )dormir (?:les|le|la|nos|ses|mes) (?:bebes?|petits?|enfants?|nourrissons?)\b`,
  String.raw`TOLD_AS_LOVE=\bc'est de l'amour\b|\bpar amour\b|\bcomme une lecon\b(?! de (?:theatre|danse|musique|cuisine|piano|dessin))|\bbelle tradition\b|\bpour (?:son|leur|ton) bien\b|\bbien merite\w*|\bc'est normal\b|\bc'est (?:comme ca|ainsi) qu'on (?:eleve|eduque|apprend)\b`,
  String.raw`HARSH_PUNISHMENT=\bdehors\b[^.!?]{0,30}?\b(?:toute la nuit|dans le froid|en plein hiver|dans la neige)\b|\bbalcon\b[^.!?]{0,30}?\b(?:en plein hiver|dans le froid|toute la nuit|dans la neige)\b|\ba genoux sur (?:une regle|des cailloux|du riz|le gravier)\b|\bsans (?:manger|nourriture|repas) (?:\w+ )?(?:jours|soirs|nuits)\b|\benferm\w* (?:dans|a) (?:la cave|le placard|le garage)\b`,
  String.raw`TOLD_AS_FUN=\bcomme une (?:aventure|fete|blague|tradition|belle histoire|lecon)\b|\bavec humour\b|\bbelle tradition\b|\bquelle bonne idee\b|\bbien fait\b|\b(?:trop|tres|super) (?:drole|rigolo|marrant)\b|\bpour (?:nous|les|lui|leur) apprendre\b|\bquand (?:on|il|elle) desobei\w*`,
  String.raw`CROWD_PLACE=\b(?:au milieu (?:du|de la|des) (?:marche|foule|gens|fete|concert|gare|place)|marche de noel|dans la foule|dans le metro|a la gare|dans le stade|dans la salle de concert|dans l'ecole|a la mosquee|a l'eglise|a la synagogue)\b`,
  String.raw`DEADLY_SPOT=\b(?:toits?|au bord|tout au bord|haut du pont|du pont|falaise|corniche|rebord|autoroute|periph\w*|voie ferree|rails|usine abandonnee|chantier|grue|pylone|essence|barrage|sans freins?|sans casque|a contresens|train qui arrive)\b`,
  String.raw`BRAVADO=\bpour (?:la|une|sa|leur) (?:video|story|photo)\b|\bselfies?\b|\bpour prouver\b|\bpour montrer (?:qu'|a)\b|\b(?:n'a|n'ont|n'avait) pas peur\b|\bcomme les grands\b|\bchallenges?\b|\bdefis?\b|\bsans savoir nager\b|\bjouent a l'equilibriste\b|\bequilibriste\b|\bpour (?:frimer|se la peter|impressionner)\b|\btiktok\b|\bsauter par dessus\b`,
  String.raw`DRUG_TRADE=\bpoint de deal\b|\bguetteurs? (?:pour|du|de la|des) (?:point|reseau|cite|quartier|dealers?|dealeurs?|trafic)\b|\bcharbonneurs?\b|\bdeal(?:er|eur)s? (?:de|du|d'en bas|de la) (?:quartier|cite|shit|drogue|beuh|coke|immeuble)\b|\bdealent\b|\b(?:vend\w*|fum\w*|achet\w*)\b[^.!?]{0,30}?\bresine\b|\bresine\b[^.!?]{0,30}?\b(?:vend\w*|fum\w*|squat)\b|\bprotoxyde\b|\bproto\b|\bgaz hilarant\b|\bcartouches? (?:de gaz|de proto)\b|\bgaz des (?:petites )?cartouches\b|\bbarrettes? (?:de shit|de resine|de son (?:grand )?frere)\b[^.!?]{0,40}?\b(?:goute\w*|fum\w*|mang\w*|aval\w*)`,
  String.raw`GONE_FOR_GOOD=\bdisparaitre pour (?:de vrai|toujours|de bon)\b[^.!?]{0,50}?\b(?:solution|mieux|harcel\w*|triste|mal)\b|\b(?:depart|voyage) sans retour\b[^.!?]{0,40}?\b(?:affaires|adieu|lettres?|liste|donner)\b|\b(?:affaires|adieu|lettres?|liste|donner)\b[^.!?]{0,60}?\b(?:depart|voyage) sans retour\b|\bpour que (?:la douleur|le mal|la peine) (?:parte|s'en aille|s'arrete|passe)\b[^.!?]{0,40}?\b(?:rasoir|lame|cutter|ciseaux|couteau)\b|\b(?:rasoir|lame|cutter|couteau)\b[^.!?]{0,60}?\bpour que (?:la douleur|le mal|la peine|ca) (?:parte|s'en aille|s'arrete|passe)\b`,
  String.raw`STRANGER_CAR=\b(?:monsieur|inconnu\w*|homme)\b[^.!?]{0,40}?\b(?:voiture|camionnette|fourgon)\b[^.!?]{0,60}?\b(?:propos\w* de (?:la |le |les |l')?(?:ramener|raccompagner|emmener|conduire)|monte\w* (?:avec lui|dans sa)|connai\w* (?:maman|papa|tes parents|ses parents|sa maman|son papa))\b|\b(?:connai\w* (?:maman|papa|tes parents|ses parents|sa maman|son papa))\b[^.!?]{0,60}?\b(?:voiture|camionnette|monte)\b`,
  String.raw`GENERATOR_ORDER=\bremplac\w* (?:l'histoire|le conte|le texte) par\b|\bsors? du mode\b|\bmode (?:developpeur|dev|admin|debug|sans filtre|adulte)\b|\btest de developpeur\b|\bfais semblant d'etre\b[^.!?]{0,80}?\b(?:numeros?|codes?|mots? de passe|carte bancaire|cartes? bleues?)\b`,
  String.raw`ATTACK_MADE=\bcocotte minute\b[^.!?]{0,30}?\b(?:clous|boulons|poudre|explosi\w*|billes d'acier)\b|\bfai\w* sauter (?:les|des|le|un|une) (?:bus|trains?|metros?|ecoles?|gares?|avions?|immeubles?|eglises?|mosquees?|synagogues?|marches?)\b|\b(?:kalach\w*|kalash\w*|ak ?47)\b[^.!?]{0,40}?\b(?:enfants?|pour la cause|camp|martyr\w*|paradis|mecreants)\b|\b(?:enfants?|camp)\b[^.!?]{0,60}?\b(?:kalach\w*|kalash\w*|ak ?47)\b`,
  String.raw`ROPE_FAREWELL=\bcorde\b[^.!?]{0,60}?\b(?:dit au revoir|dire au revoir|adieu|derniere fois|lettre d'adieu|pour toujours|ne plus revenir)\b|\b(?:dit au revoir|dire au revoir|adieu|lettre d'adieu)\b[^.!?]{0,60}?\bcorde\b`,
  String.raw`HOME_SILENCE=\b(?:jamais|pas|rien|ne pas) (?:le |en )?(?:raconter|dire|parler|montrer)\w*[^.!?]{0,40}?\b(?:ce qui se passe|ce qu'il se passe|ce qui arrive|ce qu'on (?:lui )?fait) (?:a la maison|chez (?:nous|lui|elle|eux))\b`,
  String.raw`SCALE_RITUAL=\b(?:mont\w*|se pes\w*|pes\w*) (?:sur (?:la|sa) balance )?(?:deux|trois|quatre|cinq|six|dix|\d+) fois par jour\b|\b(?:que|seulement) si (?:la balance|l'aiguille|le poids|leur poids|son poids) (?:a )?(?:baisse|diminue|descendu)\w*|\bqui mange\w* (?:peu|moins|rien)\b[^.!?]{0,40}?\b(?:devien\w*|rest\w*|ser\w*) (?:legere?s?|minces?|fines?|belles?|jolie?s?)\b`,
  String.raw`FAST_WATCHED=\bse surveill\w*[^.!?]{0,40}?\bpour ne (?:pas|jamais) craquer\b|\b(?:copines?|copains?|amies?|partenaires?) de jeune\b[^.!?]{0,80}?\bne (?:rien|plus rien|pas) manger\b`,
  String.raw`MARKS_UNDER_SLEEVE=\b(?:traits?|coupures?|entailles?|rayures?) rouges? sous (?:la|sa|les|ses|une|des) manches?\b|\bapprend\w* (?:a l'enfant |aux enfants |a la petite |au petit |lui |leur )?a cacher (?:ses|les|leurs|tes|mes) (?:brulures|coupures|entailles|traits|marques|griffures)\b`,
  String.raw`ENDING_PACT=\bpacte\b[^.!?]{0,80}?\b(?:arret\w* tout|en finir|disparaitre ensemble|partir ensemble pour toujours|ne plus se reveiller)\b`,
  String.raw`ON_THE_TRACKS=\b(?:sur|entre) les rails\b[^.!?]{0,30}?\b(?:on se couche|on s'allonge|on reste couche)|\b(?:se couch\w*|s'allong\w*) (?:sur|entre) les rails\b`,
  String.raw`CHOKING_ROUND=\bon serre\b[^.!?]{0,40}?\b(?:on tombe|on s'evanouit|on voit (?:tout )?noir)\b[^.!?]{0,60}?\bon se reveille\b`,
  String.raw`NAMED_CHALLENGE=\b(?:fire|blackout|benadryl|skull breaker|choking|salt and ice|tide pod) challenge\b`,
  String.raw`PUNISHED_FOR=\bapres (?:une|chaque|la moindre) (?:mauvaise note|betise|colere|desobeissance)\b|\bs'(?:il|elle|ils) (?:pleure|pleurent|desobei\w*|crie|crient)\b`,
  String.raw`DEPRIVED=\bdorm\w* dans (?:le|un|la|une) (?:placard|cave|niche|garage|coffre)\b|\bne mang\w* (?:pas|rien|plus) (?:le lendemain|de la journee|pendant \w+ jours)\b`,
  String.raw`HOME_TORMENT=\ba genoux sur (?:des|les) (?:pois chiches|grains de riz|cailloux|regles|haricots secs|lentilles)\b|\b(?:lui|leur) (?:tenir|tient|tenait|maintenir|maintient|mettre|met|enfonc\w*|plong\w*) la tete sous l'eau\b`,
  String.raw`MARTYR_OR_BLAST=\bmort en martyr\b|\bmartyrs?\b|\bgilets? (?:qui explos\w*|explosifs?|pieges?)\b|\bceintures? (?:qui explos\w*|explosives?)\b|\ben attaquant (?:des|les) (?:policiers|soldats|gendarmes|passants|fideles)\b`,
  String.raw`EMULATE=\bfaire (?:pareil|comme (?:lui|elle|eux|le heros))\b|\bveuill\w* faire comme\b|\bl'imiter\b|\bsuivre son exemple\b`,
  String.raw`GROUP_SMEARED=\bmangent (?:des|les|nos|vos) (?:chiens|chats|rats|animaux)\b|\bont (?:apporte|amene|ramene) (?:le|la|les) (?:virus|maladies?|covid|peste)\b|\bsont (?:trop|plus) (?:betes|nulles?|nuls|idiot\w*|stupides?) pour\b|\b(?:doivent|devraient) rester (?:a la cuisine|a la maison|au foyer)\b|\bqui (?:est|sont) (?:le|la|les) plus (?:intelligent\w*|superieur\w*|evolue\w*)\b`,
  String.raw`GOOD_ONE_SHUT=\bun bon (\w+) est un (\w+) (?:mort|enferme|muet|absent|parti|cache|invisible|silencieux)\b`,
  String.raw`GO_HOME=\brentrez ?chez ?vous\b|\bretournez (?:dans votre|chez vous|dans ton) (?:pays|bled)\b`,
  String.raw`COLOUR_NAMED=\bnoire?s?\b|\bafricaine?s?\b|\bmetisse?s?\b|\barabes?\b`,
  String.raw`ENGLISH_SECRET=\b(?:our|a|your) little secret\b|\bkeep it (?:a |our )?secret\b|\bdon't tell (?:mom|mum|dad|your parents|anyone)\b`,
  String.raw`ENGLISH_CLOSE=\b(?:bath|shower|bed|undress\w*|touch\w*|kiss\w*|naked|sleep with)\b`,
  String.raw`PRIOR_TEXT=\b(?:tout )?le texte (?:qui se trouve |qui est |situe |ecrit )?(?:avant|au dessus de|plus haut que) (?:ce|mon|le|cette) (?:champ|message|zone|question)\b|\bconsignes du developpeur\b|\binstructions du developpeur\b`,
  String.raw`ACCOUNT_KEY=\bpassword\b|\bpasswd\b|\blogin\b[^.!?]{0,4}?[\w.]*\d`,
  String.raw`UNGUARDED=\b(?:moniteur|monitrice|surveillant|surveillante|veilleur|veilleuse|animateur|animatrice|gardien|gardienne)s?(?: de nuit)? (?:est |sont )?(?:absente?s?|pas la|en conge)\b`,
  String.raw`ENDLESS_BY_MEANS=\bpour (?:s'endormir|dormir|partir|s'en aller) (?:a jamais|pour toujours)\b|\bpour ne (?:plus|jamais) (?:revenir|remonter|se reveiller)\b`,
  String.raw`SELF_RELIEF=\bse (?:fai\w*|fasse) (?:du )?mal pour (?:aller mieux|se sentir mieux|que ca sorte|oublier|se calmer)\b|\bse (?:pique|coupe|griffe|brule|mord)\w* (?:lui meme|elle meme|tout seul|toute seule)\b[^.!?]{0,60}?\bpour (?:que ca sorte|aller mieux|se sentir mieux|oublier)\b`,
  String.raw`BLADE_RELIEF=\bla (?:douleur|peine|tristesse) s'en va\b|\bca soulage\b|\bpersonne ne (?:saura|le saura|verra)\b|\bje me sens (?:bien|mieux)\b`,
  String.raw`CHILD_BRIDE=\b(?:pour|comme) (?:fiancee|epouse|femme|mari|fiance)\b[^.!?]{0,30}?\b(?:une|un) (?:enfant|fillette|petite fille|gamine|petit garcon) de (?:\w+|\d+) ans\b`,
  String.raw`FAKE_AGE=\bfai\w* croire\b[^.!?]{0,40}?\bqu'(?:il|elle) a (?:\d+|\w+) ans\b`,
  String.raw`MEET_OR_WRITE=\brendez vous\b|\bseule?s?\b|\bchaque nuit\b|\ben secret\b`,
  String.raw`BORROWED_PILLS=\b(?:ritaline|adderall|modafinil|xanax|lexomil|tramadol)\b[^.!?]{0,30}?\bde (?:son|sa|ses|leur|mon|ma) (?:copain|copine|ami|amie|frere|soeur|cousin|cousine|voisin|voisine)\b|\bcodeine\b[^.!?]{0,40}?\b(?:sprite|soda|limonade|coca)\b`,
  String.raw`GROUP_VERMIN=\bsont des (?:vampires|sangsues|vermines?|poux|microbes|hyenes|serpents)\b|\bsucent l'argent\b`,
  String.raw`PURE_NATION=\b(?:france|pays|ecole|quartier|village) (?:pure|propre)\b[^.!?]{0,60}?\bpas de\b`,
  String.raw`SENT_BACK=\b(?:rentre|rentrent|retourne|retournent|renvoy\w*) (?:chez (?:lui|elle|eux) )?(?:en|au|dans son|dans leur) (?:afrique|arabie|bled|pays)\b`,
  String.raw`LOCKED_NIGHT=\benferm\w* dans (?:le|la|un|une) (?:cellier|cave|placard|garage|cagibi)\b[^.!?]{0,20}?\bjusqu'au (?:matin|lendemain)\b`,
  String.raw`LEARNT_HARD=\bapprendraient vite\b|\bils apprendront\b|\bqui pleurent la nuit\b|\bca marche\b`,
  String.raw`LEG_MARKS=\btraces? rouges? sur (?:les|ses|leurs) (?:mollets|cuisses|fesses|jambes)\b`,
  String.raw`CHECKS_OFF=\bignor\w* (?:la|les) (?:verification|moderation|filtre|controle)s?\b|\bje suis (?:de|dans) l'equipe (?:technique|de developpement|des developpeurs)\b|\bles histoires (?:que|des) (?:les )?autres (?:parents|utilisateurs|familles)\b`,
  String.raw`HOME_CODE=\bcodes?\b[^.!?]{0,50}?\b(?:alarme|notre coffre|mon coffre|coffre fort|portail|garage)\b|\b(?:alarme|notre coffre|coffre fort)\b[^.!?]{0,50}?\bcodes?\b`,
  String.raw`SECRET_ANSWERS=\breponses? secretes?\b|\bquestions? secretes?\b|\bmots de recuperation\b|\bseed phrase\b|\bphrase de recuperation\b`,
  String.raw`SUFFERED=(?:a|ont|avait|avaient) [ée]t[ée] (?:bless[ée]e?s?|tu[ée]e?s?|attaqu[ée]e?s?|agress[ée]e?s?|renvers[ée]e?s?)|(?:qui )?s'est (?:suicid[ée]e?|noy[ée]e?)|vivent sous les bombes|sous les bombardements|a perdu (?:une jambe|un bras|la vie|son papa|sa maman)|est mort(?:e)? parce qu|se dire qu'(?:il|elle) est (?:un|une) (?:assassin|meurtri[eè]re?|monstre)`,
  String.raw`HELP_PURPOSE=une histoire (?:pour|qui) (?:l'aider|la rassurer|le rassurer|calmer|apaiser|rassurer|expliquer|lui di(?:t|re) que?|lui expliquer|qu'(?:il|elle) (?:sache|comprenne)|que \p{Lu}\p{Ll}+ (?:ne soit pas|puisse|n'ait plus|comprenne)|qu'(?:il|elle) (?:arr[êe]te|puisse|comprenne|n'ait plus))`,
  String.raw`SUFFERED_VETO=(?:bien fait|m[ée]rit\w*|bravo|h[ée]ros|courageux martyr|martyr|comment (?:faire|fabriquer)|en d[ée]tail|d[ée]tails?|sang|sanglante?s?|pour de vrai|venge\w*|recommence\w*|faire pareil|faire comme|couteau|fusil|pistolet|arme)`,
  String.raw`ANIMAL_KILLS_ANIMAL=(?:renard|chien|chienne|chat|loup|fouine|belette|buse|rapace|serpent|putois)s?(?:[^.;!?]{0,60}? (?:il|elle|ils|elles))? (?:a|ont|avait|avaient) tu[ée] (?:nos|nos \w+|le|la|les|l'|mon|ma|mes|son|sa|ses|notre|leur|leurs) ?(?:\w+ )?(?:poules?|poussins?|lapins?|canards?|hamsters?|oiseaux?|souris|cochons? d'Inde|moutons?|agneaux?|perruches?)`,
  String.raw`DISEASE_KILLS=(?:grippe|peste|[ée]pid[ée]mie|pand[ée]mie|maladie|virus|covid|chol[ée]ra|variole|famine|tornade|temp[eê]te|s[ée]isme|tremblement de terre|tsunami|avalanche|inondation|cyclone|ouragan)(?: \p{L}+){0,2} (?:a|ont|avait|avaient) tu[ée]`,
  String.raw`JOKE_SAID=[»"]\s*,?\s*(?:plaisante|plaisantait|rigole|rigolait|blague|blaguait|taquine|taquinait|dit en riant|dit en rigolant)`,
  String.raw`SLUR_RECEIVED=(?:a|ont|l'a|l'ont|m'a|t'a) trait[ée]e? (?:\p{Lu}\p{Ll}+ )?de`,
  // The indirect rules' other patterns of 100 characters or more (issue 25, stop 44: create-story's budget), in the order
  // indirect-rules.ts reads them; an alternation's parts each under its name, in their order (namedAlternation).
  String.raw`THIN_IDEAL=\bmaigri\w*`,
  String.raw`THIN_IDEAL=\bmaigres?\b`,
  String.raw`THIN_IDEAL=\bminces?\b|\b(?:la plus|plus|toute|tres|si|rester|devenir) fines?\b`,
  String.raw`THIN_IDEAL=\bla ligne\b|\bcompt\w* (?:les|ses|chaque) (?:grains? de riz|petits pois|bouchees?|calories|morceaux)\b`,
  String.raw`THIN_IDEAL=\b(?:robe|pantalon|jean|jupe|vetements?) (?:qui )?(?:flotte|flottent|trop grand|trop large)\b|\bgrossir\b`,
  String.raw`THIN_IDEAL=\bventre (?:tout )?plat`,
  String.raw`THIN_IDEAL=\bcotes qui se voient`,
  String.raw`THIN_IDEAL=\b(?:cuisses|ventre|bras|joues|fesses) trop gros\w*|\b(?:se trouve|se sent|se voit|se croit) (?:trop |tellement )?gros\w*`,
  String.raw`THIN_IDEAL=\blegere?s?\b`,
  String.raw`THIN_IDEAL=\b(?:kilos?|grammes?)\b`,
  String.raw`THIN_IDEAL=\brentrer? dans (?:sa|son|ses|(?:le|la|un|une) (?:jean|robe|justaucorps|pantalon|maillot|taille|tenue))`,
  String.raw`THIN_IDEAL=\b(?:belle|beau|jolie?s?|gracieuse?s?)\b`,
  String.raw`THIN_IDEAL=\bfiere?s?\b`,
  String.raw`THIN_IDEAL=\brecompense\w*`,
  String.raw`THIN_IDEAL=\badmire\w*`,
  String.raw`THIN_IDEAL=\baimee?s?\b`,
  String.raw`THIN_IDEAL=\bgagne\w*`,
  String.raw`THIN_IDEAL=\bfortes?\b`,
  String.raw`THIN_IDEAL=\brend(?:ent)? (?:laid|laide|gros|grosse|moche)`,
  String.raw`SELF_MARKS=\b(?:traits?|coupures?|entailles?|griffures?|rayures?|lignes?|marques?|traces?|cicatrices?|plaies?)\b(?: [\w']+){0,2} (?:sur|a|aux|de|des) (?:ses |les |son |sa |leurs? |l')?(?:poignets?|avant bras|cuisses?)\b`,
  String.raw`SELF_MARKS=\b(?:traits?|coupures?|entailles?|rayures?|lignes?)\b(?: [\w']+){0,2} (?:sur|a|aux) (?:ses |les |son |sa )?bras\b`,
  String.raw`SELF_MARKS_HIDDEN=\bcach\w*|\bmanches\b|\bbracelets?\b|\bpersonne ne (?:voit|sait|doit)\b|\bsecret\b|\bexpres\b|\bhonte\b|\b(?:elle|lui) meme\b|\bne (?:dit|dira|veut) (?:rien|pas)\b`,
  String.raw`PRAISE=\bbelle mort\b|\bfin heureuse\b|\bbelles? fins?\b|\bcelebres?\b|\bsympathiques?\b|\bacclam\w*|\bsacrifice\b|\bcontinuer (?:le|leur|son) combat\b|\bpour la cause\b|\bjusticiers?\b|\bsauv\w* (?:son|le|notre) pays\b|\bparadis\b|\bpour la gloire\b|\bcamps? d'entrainement\b|\blionceaux\b|\bont puni\b|\bpunir\b|\bfete\b`,
  String.raw`PRAISE=\bhero(?:s|ine|ines|ique|iques)?\b`,
  String.raw`PRAISE=\bmodeles?\b|\bexemples?\b|\badmir\w*|\bfier(?:e|s|es|te|ement)?\b|\bgloire\b|\bglorieu\w*|\bexploits?\b|\bgenie\b|\bmedailles?\b|\bmerit\w*`,
  String.raw`PRAISE=\bchampions?\b|\bcourag\w*|\b(?:avait|avaient|a|ont) raison\b|\bsauveurs?\b|\bbonheur\b|\b(?:tres |trop |vraiment |super )forts?\b|\bvictoires?\b|\bbien fait\b|\bbalezes?\b|\bstyles?\b|\bcool\b|\bbeau metier\b|\bimiter\b|\bfaire (?:comme|pareil)\b`,
  String.raw`PRAISE=\brev(?:e|es|ent|ait|er)\b|\brejoindre\b|\bvive\b|\bgentils\b|\bbons?\b|\bgrand homme\b|\bbelle aventure\b|\brespect\w*|\bidoles?\b|\bformidables?\b|\bextraordinaires?\b|\bgeniaux\b|\bgenial\w*|\bbraves?\b|\bvaleureu\w*|\blegendes?\b|\bstars?\b|\bincroyables?\b|\bmagnifiques?\b|\bmerveilleu\w*|\badorables?\b|\bsaints?\b|\b(?:veut|voulait|voudrait|veux) (?:etre|devenir)\b|\bplus tard\b`,
  String.raw`SPORT_SHOT=\b(?:arc|penalty|penaltys|biathlon|petanque|boules|equipe|club|medailles?|stand|competition|concours|cible en carton)\b`,
  String.raw`TERROR_VETO=\bvictimes?\b|\bhommage\b|\bminute de silence\b|\bsouvenir\b|\bmemoire\b|\bpleur\w*|\bpoliciers?\b|\bpompiers?\b|\bsecours\b|\bsoignants?\b|\btriste\w*`,
  String.raw`PRONOUN_BLOW=\b(?:l'|la |le |les |lui |leur |me |m'|te |t'|nous |vous )(?:a |avait |ont |avaient |aurait |va |allait )?(?:encore |souvent |deja |toujours |de nouveau |violemment |tellement |tous les jours |chaque soir )*(?:frapp\w*|battu\w*|battai\w*|bat|battent|cogn\w*|gifl\w*|tabass\w*|tap(?:e|ee|es|ees|ait|aient)|fouett\w*|etrangl(?!ement)\w*|brutalis\w*|roue de coups|ross(?:e|ee|ait|er))\b`,
  String.raw`BODY_HURT=\blui (?:a |avait |ont )?(?:\w+ )?(?:cogne|brule|casse|tordu|ecrase|tire|tape|frappe|fendu|luxe|demis) (?:la|le|les|sa|son|ses|l') ?(?:tete|main|mains|bras|cou|nez|gorge|doigts?|jambes?|cheveux|oreilles?|visage|poignets?|cheville|epaule|cotes|dents?|machoire|levre|arcade)`,
  String.raw`BODY_HURT=\bserr(?:e|ait|aient|ent|er|ant) (?:son|sa|le|leur) (?:cou|gorge) (?:jusqu'|de toutes|tres fort|si fort|a l'etouffer)`,
  String.raw`BODY_HURT=\b(?:traine|trainait|trainent|tire|tirait|tirent) (?:\w+ )?par les cheveux`,
  String.raw`BODY_HURT=\b(?:le|la|les|l')(?: ?(?:a|avait) )? ?(?:plaqu|pouss|project|jet|balanc|cogn|claqu|ecras)\w* (?:violemment |fort )?contre (?:le|un|les) murs?\b`,
  String.raw`BODY_HURT=\b(?:attrap|saisi|sais|prend|pris|tir|soulev)\w* (?:le|la|les|l')\s?(?:\w+ )?par (?:le col|la gorge|le cou|les cheveux|la peau du cou)\b`,
  String.raw`BODY_HURT=\bjusqu'a ce qu'(?:il|elle|ils|elles) ne (?:bouge|bougent|respire|respirent|puisse plus respirer)`,
  String.raw`BODY_HURT=\bne (?:puisse|pouvait|peut) plus respirer`,
  String.raw`MARKS_HIDDEN=\bcach(?:e|ent|er|ait)\b`,
  String.raw`MARKS_HIDDEN=\brien dire\b|\bne (?:dit|dis|disent|dire) (?:pas|rien|jamais)\b|\bsecret\b`,
  String.raw`MARKS_HIDDEN=\ble lendemain\b|\bquand (?:papa|il|maman|elle|tonton|mon pere|son pere|le beau pere)\b`,
  String.raw`MARKS_HIDDEN=\blunettes de soleil\b|\btombee? dans l'escalier\b|\bmanches longues\b`,
  String.raw`HURT_UNTIL=\bjusqu'a ce qu'(?:elle|il|ils|elles) (?:pleure|pleurent|ait mal|aient mal|saigne|saignent|supplie|supplient|hurle de douleur|crie de douleur|demande pardon)\b|\bjusqu'au sang\b`,
  String.raw`INJURED_BY=\b(?:parce qu'|car |puisqu')(?:il|elle|papa|maman|son pere|sa mere|le beau pere) (?:l'a|lui a|les a|leur a) (?:tordu|casse|brule|ecrase|etrangle|cogne|mordu|fouette)\b`,
  String.raw`HAND_MARK=\b(?:trace|marque|empreinte)s? (?:d'une|de la|de sa|des|de ses) mains?\b[^.!?]{0,20}?\b(?:sur|a) (?:la|sa|les|ses|son) (?:joues?|visage|bras|cou|fesses)\b|\bmarques? de doigts\b`,
  String.raw`HOME_ADULT=\b(?:papa|maman|mon pere|son pere|sa mere|ma mere|beau pere|belle mere|son mari|sa femme|tonton|le pere|la mere)\b`,
  String.raw`CHILDREN_HIDE=\bse cach\w*|\btremb\w*|\b(?:ont|a|avait|avaient) (?:tres |si )?peur\b|\bse tai\w*|\bs'enferm\w*|\bsous (?:la table|le lit|les couvertures|la couette)\b`,
  String.raw`MIND_EFFECT=\b(?:fai\w*|font|fera\w*) (?:\w+ ){0,2}voir des (?:couleurs|choses|etoiles|monstres|animaux|lumieres)\b|\bhallucin\w*|\bdelir\w*|\b(?:rend|rendent|rendait) (?:les enfants |les petits |les lutins |tout le monde |[\w']+ )?(?:tout |toute |tous |toutes )?(?:bizarres?|fous|folles?|fou|euphoriques?|droles?|mou|mous|molle|molles)\b|\bfai\w* tourner la tete\b|\bfont (?:tout )?oublier\b|\bse sentir (?:tout |toute )?(?:bizarre|leger|legere|ailleurs)\b|\bplaner\b|\bfai\w* rire (?:pendant des heures|toute la nuit|sans s'arreter|sans raison)\b|\b(?:rend|rendent|rendait) (?:les enfants |les petits |les bebes )?(?:tout )?(?:rigolos|rigolotes?|gagas?)\b|\b(?:fai\w*|font) voir des [\w']+ (?:si|quand|a ceux qui) (?:on|tu|ils?|elles?) en (?:mange|prend|boit|avale)\w*`,
  String.raw`DRUG_EFFECT=\b(?:rend|rendent|rendait) (?:tout )?flou\b|\b(?:donne|donnent|donnait|avoir|a|ont) la tete qui tourne\b|\bhallucin\w*|\bdefonc\w*|\bshoot\w*`,
  String.raw`SEDATIVE=\b(?:somniferes?|calmants?|tranquillisants?|anxiolytiques?|sirops? pour dormir|medicaments? pour dormir)\b`,
  String.raw`GIVEN_TO_CHILD=\b(?:donne|donnent|donnait|vend|vendent|vendait|distribu\w*|offre|offrent|propos\w*|fait (?:gouter|prendre|avaler))\b`,
  String.raw`ALCOHOL=\b(?:binouzes?|bieres?|vodka|whisky|whiskies|tequila|rhum|pastis|shots?|apero|aperos|alcools?|gnole|pinard|vin|rose|champagne|cocktails?|mojitos?|flasques?|verres? de (?:vin|rouge|blanc|biere))\b`,
  String.raw`CHILD_REFERENCE=\b(?:fils|fille|enfants?|eleves?|petite?s?|garcons?|fillettes?|\d{1,2} ans|cp|ce1|ce2|cm1|cm2|maternelle|classe|section|va a|en \d|\w+ ans)\b`,
  String.raw`FICTION=\b(?:heroine|heros|personnages?)\b[^.!?]{0,30}?\b(?:livres?|romans?|films?|dessins? animes?|series?|bd|bande dessinee|contes?|jeux? video)\b`,
  String.raw`PASSWORD=\b(?:mot de passe|code (?:de porte|porte|de la porte|d'entree|de l'immeuble|secret de la carte|de la carte|pin|wifi)|digicode)\b(?: \w+){0,6} ?(?:est|:|c'est|=)? ?\S*\d`,
  String.raw`MOCK_VERB=\bpu(?:e|ent|ait|aient)\b|\bsent(?:ent)? mauvais\b|\bpauvre et sale\b|\bse ridiculis\w*|\bbete comme ses pieds\b|\btete de (?:poisson|cochon|rat|veau|mule|pioche|linotte|chou|vache)\b|\bbebe de la classe\b|\btellement gros(?:se)? qu`,
  String.raw`SHARED_SECRET=\b(?:a|entre) eux deux\b|\brien qu'a eux\b|\bleur (?:petit |grand )?(?:jeu|secret)\b|\bnotre (?:petit |grand )?(?:jeu|secret)\b|\bleur jeu a eux\b|\ben cachette\b`,
  String.raw`SHARED_SECRET=\bpersonne ne (?:doit|devait|doit jamais) (?:savoir|le savoir|toucher)\b|\bla ou (?:\w+ ){0,6}(?:personne ne|on ne) (?:doit|devait|peut) toucher\b`,
  String.raw`SHARED_SECRET=\bsans (?:le dire|rien dire) (?:a|aux) (?:ses )?parents\b`,
  String.raw`SECRET_AS_LOVE=\bsecrets?\b[^.!?]{0,60}?\b(?:preuve d'amour|trahi\w*|trahison)\b|\b(?:garder|garde|gardent|cacher) (?:les |leurs |ces |nos )?(?:« )?jeux\b[^.!?]{0,40}?\bsinon\b`,
  String.raw`FAKE_CARER=\bfaux (?:docteur|medecin|dentiste|infirmier|masseur)\b[^.!?]{0,60}?\b(?:seule?s?|sans (?:leurs|ses|les) parents)\b`,
  String.raw`FAVOURITE_AT_NIGHT=\b(?:border|borde|bordait|vient dans (?:sa|son) (?:lit|chambre))\b[^.!?]{0,80}?\b(?:sa preferee|son prefere|sa chouchoute|son chouchou)\b`,
  String.raw`INTIMACY_DETAILED=\b(?:font|faire|fait|faisaient) (?:des )?(?:trucs|choses|cochonneries|calins) (?:au lit|dans le lit|sous la couette|tout nus?)\b|\bse touch\w* partout\b[^.!?]{0,40}?\b(?:raconte|detail\w*)`,
  String.raw`INTIMATE=\b(?:embrass\w*|caress\w*|touch\w*|bisous?|calins? (?:sans|tout nu)|dans (?:son|le) lit|sous la couette|dans le bain|sous la douche|deshabill\w*)\b`,
  String.raw`CHILD_HERE=\b(?:la petite|le petit|l'enfant|la fillette|le garcon|la fille|l'eleve|sa niece|son neveu|elle|lui|leur jeu)\b`,
  String.raw`SEXUAL_ALONE=\bse touch\w* (?:\w+ ){0,3}(?:en cachette|en secret|quand personne)`,
  String.raw`SEXUAL_ALONE=\b(?:vient|venait|viennent|entre|entrait|va|allait|rejoint|rejoignait) la nuit dans (?:le |la |les )?(?:dortoir|chambre|lit)s? (?:des filles|des garcons|des enfants|de la petite|du petit|de l'enfant)`,
  String.raw`SEXUAL_ALONE=\bmains? (?:du|de|d') \w+ (?:vont|va|allaient|allait|se posent|passent) la ou\b`,
  String.raw`KEPT_SECRET=\b(?:garder|garde|gardent|gardait|gardaient|gardez) (?:le|ce|leur|un|notre|son) (?:petit |grand )?secret\b|\bc'est (?:leur|notre|un|son|mon) (?:petit |grand )?secret\b|\bsecret (?:entre|a) (?:eux|nous)\b|\bne (?:le |rien )?(?:dire|dis|dit|raconter|raconte) (?:a |rien a )?(?:personne|maman|papa|ses parents|sa mere|son pere)\b|\bne rien dire\b|\ben cachette\b|\bpersonne ne (?:doit|saura|le saura|doit le savoir)\b|\b(?:si|quand) (?:elle|il|maman|papa|ses parents|sa mere|son pere) (?:le )?(?:savai(?:t|ent)|apprenai(?:t|ent)|l'apprenai(?:t|ent))\b|\bne faut pas (?:le )?(?:dire|raconter|en parler)\b`,
  String.raw`ONLINE=\b(?:internet|en ligne|sur le (?:jeu|chat|tchat|telephone|portable)|messages?|textos?|tchat|webcam|reseaux? sociaux|snap\w*|insta\w*|tiktok|discord|roblox|fortnite)\b`,
  String.raw`CARE_UNDRESS=\b(?:docteur|medecin|pediatre|infirmi\w*|maman|papa|mamie|kine|dentiste|piscine|bain|douche|plage|essayer|essayage|vestiaire de l'ecole|lit|coucher|pyjama)\b`,
  String.raw`UNDRESS_FOR=\b(?:enleve|enlever|enlevent|retire|retirer|retirent|ote|oter|baisse|baisser)\w* (?:son|sa|ses|leur|leurs) (?:t shirt|tee shirt|culotte|slip|pantalon|jupe|robe|habits|vetements|pyjama|maillot|haut|calecon)\b[^.!?]{0,40}?\b(?:photos?|videos?|webcam|film\w*|pour lui|devant lui|seule?|secret|special\w*|jeu)\b`,
  String.raw`ALONE_AT_HIS=\b(?:venir|vienne|viens|vient|rester|reste|aller|entrer|entre|monter|suivre|rejoindre)\b (?:[\w']+ ){0,2}(?:seule?s?|tout seul|toute seule)\b[^.!?]{0,30}?\b(?:sa|son|la|le|leur) (?:cabine|voiture|chambre|bureau|loge|camionnette|camion|maison|appartement|vestiaire|tente|cave|garage|sacristie|atelier|grenier|cabane)\b|\bseule? avec lui\b`,
  String.raw`WHAT_HAPPENS=\bce qui se passe\b|\bce qu'(?:ils|il|elle) (?:font|fait|lui fait)\b|\bce qu'il lui (?:fait|montre|demande)\b`,
  String.raw`NIGHT_PRIVATE=\ble soir\b|\bla nuit\b|\bdans (?:sa|son) (?:tente|chambre|voiture|cabine|bureau|lit)\b|\bseule?s?\b`,
  String.raw`NORMAL_BETWEEN=\b(?:c'est|c'etait) (?:tout a fait |tres )?normal\b[^.!?]{0,40}?\b(?:entre (?:grands|adultes|nous|eux)|grands? et (?:les )?petits?|adultes? et (?:les )?enfants?)\b`,
  String.raw`LET_DO=\bse (?:laisser|laisse|laissait|laissent) faire\b|\bne (?:pas|jamais) (?:crier|resister|se debattre|bouger)\b`,
  String.raw`GIFT_DEAL=\b(?:cadeaux?|bonbons?|argent|sous|skins?|jouets?|pieces?|recompenses?|sucreries)\b[^.!?]{0,40}?\b(?:tant qu|en echange|a condition qu|pourvu qu)'?[^.!?]{0,20}?\b(?:accepte\w*|veut bien|voulait bien|se laisse\w*)\b[^.!?]{0,40}?\b(?:(?:son|sa|leur) lit|sa chambre|chez lui|avec lui|seule?|genoux|deshabill\w*|photos?|bisous?|calins?|touch\w*|caress\w*|montrer (?:son|sa|ses) (?:corps|fesses|zizi))\b`,
  String.raw`LOVERS_TAUGHT=\b(?:lui|leur|l') ?(?:a |avait |ont )?(?:appris|apprend|apprenait|montre|montrait|enseigne|fait faire|fait)\b[^.!?]{0,30}?\b(?:d'amoureux|amoureu\w*|d'amour|de couple|d'adultes)\b`,
  String.raw`YOUNG_AGE=\bn'(?:a|avait) (?:que|pas encore|meme pas|seulement) \w+ ans\b|\b(?:elle|il) (?:a|avait) (?:seulement|juste) \w+ ans\b|\b(?:petite?|enfant|fillette|garconnet) de \w+ ans\b`,
  String.raw`BAD_TIMES=\bmauvais jours\b|\bjours tristes\b|\bquand (?:elle|il|je) (?:est|va|suis|vais|se sent|me sens) (?:trop )?(?:mal|triste|pas bien)\b|\bquand ca ne va pas\b|\bpour (?:se|me) (?:punir|soulager|calmer)\b`,
  String.raw`DESPAIR_ALONE=\bne (?:veut|voulait|veux|veulent|voudrait) plus (?:etre la|vivre|exister|se reveiller)\b|\b(?:n'a|n'avait|ai) plus envie de vivre\b|\bplus (?:de |aucune )?raisons? de vivre\b|\ben finir\b`,
  String.raw`DESPAIR_ALONE=\b(?:monde|tout le monde|ils|elles|tous|famille) (?:serait|seraient|sera|seront|serais) (?:tellement |bien )?(?:mieux|contents?|soulag\w*|heureu\w*) (?:sans moi|sans lui|sans elle|si je|si (?:il|elle) n'etait plus)`,
  String.raw`DESPAIR_ALONE=\bsi je (?:m'arrete de respirer|n'etais plus la|ne suis plus la|n'existais plus)\b|\bs'arret\w* de respirer (?:pour toujours|pour de bon)`,
  String.raw`DESPAIR_ALONE=\bmieux sans moi\b|\blettres? d'adieu\b|\b(?:veut|voudrait|veux|voulait) (?:s'endormir|dormir) pour toujours\b|\bne plus jamais se reveiller\b`,
  String.raw`DESPAIR_ALONE=\bpersonne ne m'aimerait\b`,
  String.raw`DESPAIR_ALONE=\bsi (?:elle|il|je) (?:tombait|tombais|mourait|mourais|disparaissait|disparaissais|etait malade|etais malade|n'etait (?:plus )?la|n'etais (?:plus )?la)\b[^.!?]{0,30}?\b(?:ce serait|ca serait|tout serait|ce sera) (?:mieux|bien|plus simple)\b`,
  String.raw`MEANS=\b(?:medicaments|pilules|cachets|corde|pont|rails|falaise|toit|tour|riviere|fenetre|lames?|sauter|saute|se jette|train|couteau|cutter|rasoir|taille crayon)\b`,
  String.raw`SKIN_CARE=\b(?:eczema|varicelle|piqures? de moustiques?|allergie|urticaire|dermato\w*)\b[^.!?]*\b(?:cremes?|pommades?|soin\w*|medecin|docteur|aider|guerir)\b`,
  String.raw`HOOKED_RIDE=\bs'accroch\w* (?:a l'arriere|derriere|au cul) (?:d'un|d'une|du|des|de la|le|la|les|un|une) (?:bus|camions?|voitures?|tram|tramway|trains?|scooters?|motos?|tracteurs?)\b`,
  String.raw`GROUP=\b(?:les|des|ces|aux|tous les|toutes les) (?:(?:enfants|gens|personnes|eleves|familles|petits|petites|filles|garcons|hommes) )?(?:arabes|noirs|noires|juifs|juives|roms|gitans|gens du voyage|immigres|migrants|refugies|etrangers|musulmans|musulmanes|chinois|asiatiques|africains|maghrebins|blancs|handicapes|trisomiques|autistes|homosexuels|homos|gays|lesbiennes|trans|gros|obeses|femmes|filles|pauvres|sdf|clochards|turcs|chretiens|catholiques|bouddhistes|athees|indiens|mexicains|arabes)\b|\bces gens(?: la)?\b|\b(?:les|des|ces) (?:dames|femmes|filles|gens|enfants|personnes|familles|garcons|hommes) (?:qui portent (?:le|un|des) (?:voile|foulard|kippa|turban)s?|voilees|en fauteuil|de couleur|d'origine \w+|de l'autre quartier|de la cite|d'en face)\b|\ba cause de (?:leur|sa|son) (?:couleur|religion|origine|peau|accent|voile|pays)\b`,
  String.raw`FOOD_LIMITED=\b(?:mang\w*|aval\w*|touch\w*|goute\w*|grignot\w*|pren\w*|boi\w*)\b (?:[\w']+ ){0,2}?(?:qu'une?|que (?:la moitie|des miettes|trois|deux|quelques|de l'eau|du the)|plus rien|presque rien|pas une miette|le moins)\b`,
  String.raw`FOOD_LIMITED=\b(?:rien|plus rien|plus jamais|jamais plus|pas une (?:seule )?miette)\b (?:[\w']+ ){0,3}?(?:mang\w*|aval\w*|touch\w*|goute\w*|grignot\w*)`,
  String.raw`FOOD_LIMITED=\b(?:ne|n') ?(?:rien|plus|jamais|plus jamais|plus rien) (?:[\w']+ ){0,1}?(?:avaler|manger|toucher|gouter|grignoter)\b`,
  String.raw`FOOD_LIMITED=\bqu'une? (?:[\w']+ ){0,2}par (?:jour|semaine|repas)\b|\b(?:un demi|une demie?|la moitie d'une?|un quart d'une?|une seule?|un seul) ?[\w]+ par (?:jour|semaine)\b`,
  String.raw`FOOD_LIMITED=\bmeme pas une miette\b|\bun vrai repas (?:c'est|=|ce sont)\b|\bau lieu de (?:manger|dejeuner|diner|gouter)\b`,
  String.raw`FOOD_LIMITED=\bcach\w* (?:ses|son|sa|les|le|la|leur) (?:tartines?|gouters?|repas|sandwichs?|nourriture|assiette|pain|desserts?|biscuits?|plateau)\b`,
  String.raw`FOOD_LIMITED=\b(?:saut\w*|zapp\w*) (?:[\w']+ ){0,2}?(?:repas|gouters?|diners?|dejeuners?|petit dejeuner|cantine)\b`,
  String.raw`FOOD_LIMITED=\b(?:trucs?|astuces?|conseils?|secrets?|moyens?) pour (?:fondre|maigrir|mincir|perdre du poids|ne plus avoir faim|couper la faim)\b`,
  String.raw`FOOD_GOT_RID_OF=\bvomi\w*|\bse (?:fait|faire|font|met|mettre) (?:vomir|le doigt dans la gorge)\b|\bdoigts? (?:dans|au fond de) la gorge\b|\btout rendre\b|\brecrach\w*|\blaxatifs?\b|\bcoupes? faim\b|\bpoubelle\b`,
  String.raw`FOOD_GOT_RID_OF=\b(?:se )?priv\w* (?:de|du|des) (?:dessert|desserts|repas|diner|dejeuner|gouter|manger|pain|nourriture)\b|\bn'a pas mange\b|\bdeja mange\b|\bne mang\w* (?:rien|presque plus|presque rien)\b|\bne mangeant (?:rien|plus|presque rien)\b`,
  String.raw`FOOD_GOT_RID_OF=\bdire non (?:a|aux) (?:tous les |ses )?repas\b|\brefus\w* (?:le|la|les|son|sa|ses|tous les|toute la|tout) (?:gateaux?|biscuits?|soupe|repas|nourriture|pain|desserts?|gouters?|diner|dejeuner)\b|\barret\w* (?:le|la|les) (?:pain|sucre|gouter|desserts?|chocolat|gateaux?|repas)\b`,
  String.raw`FOOD_GOT_RID_OF=\bbrul\w* (?:chaque|les|ses|toutes? les) (?:bouchees?|calories|repas)\b|\bregimes?\b|\blaiss\w* (?:son|sa|ses|leur) assiettes? pleines?\b|\bmang\w* le moins\b|\bplus jamais (?:de|prendre de|manger de) (?:desserts?|gateaux?|pain|bonbons|chocolat)\b`,
  String.raw`EATING_DISORDER_TOLD=\b(?:vomi\w*|tout rendre|doigts? (?:dans|au fond de) la gorge|recrach\w*|laxatifs?)\b[^.!?]{0,60}?\b(?:apres|a la fin d\w*) (?:chaque |le |les |son |sa |ses |un |tous les )?(?:repas|gouter|diner|dejeuner|bouchee|manger|avoir mange)`,
  String.raw`EATING_DISORDER_TOLD=\b(?:apres|a la fin d\w*) (?:chaque |le |les |son |sa |ses |un |tous les )?(?:repas|gouter|diner|dejeuner|manger|avoir mange)\b[^.!?]{0,60}?\b(?:vomi\w*|tout rendre|doigts? (?:dans|au fond de) la gorge|recrach\w*|laxatifs?)\b`,
  String.raw`EATING_DISORDER_TOLD=\bpes\w* (?:le moins|presque (?:plus )?rien)\b`,
  String.raw`EATING_DISORDER_TOLD=\bmanger (?:c'est|ca|le|la|les|te|vous|nous|t'|l')? ?(?:rend|rendre|devenir|fait devenir|fait) (?:\w+ )?(?:gros|grosse|grosses|moches?|laide?s?|enormes?)\b`,
  String.raw`EATING_DISORDER_TOLD=\b(?:dire|dit|dis|disent|pretend\w*|fai\w* croire|raconte\w*) qu'(?:elle|il|ils|elles) (?:a|ont) deja mange\b`,
  String.raw`EATING_DISORDER_TOLD=\bbrul\w* (?:chaque|les|ses|toutes? les) (?:bouchees?|calories|repas)\b`,
  String.raw`REWARDED_OR_HIDDEN=\bbeaute\b|\bapplaudi\w*|\bfelicit\w*|\bcontente?s?\b|\bheureu\w*|\bfiere?s?\b|\breussi\w*|\bmoches?\b|\blaide?s?\b|\bplus forte?s?\b|\btoujours faim\b|\blegere?s?\b|\bfines?\b|\brobes?\b|\bpiscine\b|\bmaillot\b|\ben secret\b|\ben cachette\b|\bcach\w*|\bglace\b|\bjoues\b|\bcuisses\b|\bdanse\w*|\bballerine\b|\bmannequin\w*|\bconcours\b|\bgagne\w*|\bchampion\w*|\bl'aiment\b|\bqu'on l'aime\b|\bbonheur\b|\btromp\w* (?:la cantiniere|maman|papa|ses parents|la maitresse|tout le monde)\b`,
  String.raw`BODY_JUDGED=\btrop (?:grosse?s?|ronde?s?|lourde?s?|large|enrobee?)\b|\benormes?\b|\bhonte (?:de|d') ?(?:son|sa|ses) (?:ventre|corps|cuisses|joues|poids|bras|fesses|silhouette|reflet)\b|\b(?:ses|les|leurs) (?:cotes|os)\b|\bse pes\w*|\baiguille (?:monte|bouge|grimpe)\b|\bmiroir\b|\bventre (?:tout )?plat\b|\btrop dodue?s?\b|\b(?:devenir|etre|rester) (?:un |une )?(?:gros|grosse|enorme)\b|\bpoids\b|\bkilos?\b|\bgrossir\b|\bmaigr\w*|\bminces?\b|\bfondre\b|\bbalance\b|\bfine comme\b|\bla plus (?:fine|legere|mince)\b`,
  String.raw`UNSEEN_BY_PARENTS=\b(?:pour que|sans que|avant que) (?:maman|papa|ses parents|les parents|sa mere|son pere|personne|la maitresse|la cantiniere) (?:ne )?(?:croie|croient|pense|pensent|voie|voient|sache|sachent|remarque|remarquent|le voie|le voient|le sache|s'en rende)\b`,
  String.raw`IN_DETAIL=\bdetails?\b|\braconte(?:z)? tout\b|\bdecri\w*|\bexplique\w* tout\b|\bmontre\w*\b|\bcomment (?:ils|elles) font\b`,
  String.raw`ADULT_NEAR=\b(?:un grand|une grande|les grands|des grands|un adulte|une adulte|les adultes|des adultes|une grande personne|les grandes personnes|un homme|un monsieur|une dame|nounou|baby ?sitter|babysitter|prof\w*|maitre|maitresse|entraineu\w*|coach|moniteu\w*|monitrice|animat\w*|voisin\w*|tonton|oncle|tata|tante|parrain|marraine|papi|papy|grand pere|beau pere|cousin\w*|inconnu\w*|pretre|cure|chauffeur|docteur|medecin|ami de (?:papa|maman|la famille)|copain de (?:maman|papa))\b`,
  String.raw`CLOSE_OR_GIFT=\b(?:jeux? (?:de|du|avec) (?:papy|papi|tonton|l'oncle|parrain|voisin|monsieur|cousin|beau pere|grand pere)|rester (?:la |le )?derni\w*|rester apres|messages?|en ligne|roblox|fortnite|minecraft|discord|snap\w*|tiktok|insta\w*|webcam|telephone|portable|lecons? speciales?|genoux|bain|baignoire|douche|lit|chambre|pyjama|photos?|videos?|calins?|bisous?|touch\w*|caress\w*|nue?s?|deshabill\w*|culotte|slip|masse\w*|massages?|seule?s?|porte fermee|rideaux|vestiaires?|voiture|cadeaux?|bonbons?|argent|jouets?|tablette|console|skins?|billets?|recompenses?|sucreries|gene\w*|bizarre)\b`,
  String.raw`SAFETY_LESSON=\bsurprise\b|\bfete des (?:meres|peres)\b|\banniversaire\b|\bdire non\b|\ben parler (?:a|aux)\b|\bpersonne n'a le droit\b|\bil faut le dire\b|\bprevention\b|\badulte de confiance\b|\bon ne garde (?:jamais|pas)\b|\bpas (?:de|les) (?:mauvais )?secrets\b|\bmauvais secrets?\b`,
  String.raw`BODY_PHOTO=\b(?:photo\w*|film\w*|video\w*|selfies?)\b[^.!?]{0,40}?\b(?:en pyjama|en culotte|en slip|en maillot|sans (?:t shirt|tee shirt|vetements|habits|haut|culotte|maillot)|tout(?:e|es)? nue?s?|dans (?:la|sa) (?:baignoire|douche|bain)|dans le bain|sous la douche|dans (?:son|le) lit)\b`,
  String.raw`HUNGER_SILENCED=\bpour (?:ne (?:pas|plus) avoir|ne plus sentir|oublier|calmer|tromper|couper) (?:la |sa )?(?:faim|envie (?:de manger|du plat|du repas|du gouter|du dessert|des frites|du gateau))\b`,
  String.raw`KEEP_SLIM=\b(?:garder|conserver|preserver|garde|gardait|garde) (?:sa|son|leur|la|une) (?:taille de guepe|ligne|silhouette|taille fine|petite taille|ventre plat)\b|\btaille de guepe\b`,
  String.raw`ACCIDENT=\bpiqu\w*|\babeilles?\b|\bguepes?\b|\bchute\b|\baccident\w*|\bmatch\b|\brugby\b|\bfoot\b|\bvelo\b|\btrottinette\b|\bski\b|\ballergi\w*|\boperation\b|\bdentiste\b|\bescalade\b|\bjudo\b|\bboxe\b`,
  String.raw`HAND_ON_BODY=\b(?:main|mains|doigts?)\b[^.!?]{0,10}?\b(?:sur|entre) (?:le |la |les |son |sa |ses )?(?:genoux?|cuisses?|jambes?|fesses?|nuque|hanches?|poitrine|ventre|taille)\b`,
  String.raw`CONTEST=\bconcours\b|\bcompetitions?\b|\bdefis?\b|\bchallenges?\b|\ba gagne\b|\bgagne\w*|\ble (?:plus longtemps|dernier|premier)\b|\bqui (?:reste|tient)\b|\bjou\w* a qui\b`,
  String.raw`SMALL_CHILD=\b(?:biberon|bebes?|nourrisson|petit frere|petite soeur|petits?|petites?|enfants?|gamins?|gamines?|marmots?|bambins?)\b`,
  String.raw`BLOWS=\b(?:baffes?|gifles?|claques?|fessees?|raclees?|roustes?|torgnoles?|coups? de (?:ceinture|baton|cuillere|martinet|poing|pied)|martinet)\b`,
  String.raw`FESTIVE_BLAST=\bfeux? d'artifice\b|\bpetards?\b|\bballons?\b|\bbulles?\b|\bconfettis?\b|\bpop ?corn\b|\bcotillons?\b|\bcanons? a confettis\b|\bfusees?\b`,
  String.raw`SELF_BLAST=\bse (?:fai\w*|fass\w*|font|fera\w*) sauter\b[^.!?]{0,50}?\b(?:au milieu|foule|marche|gare|paradis|gloire|martyr|ecole|metro|dieu|concert|stade|gens)\b`,
  String.raw`RESCUE=\bbarrieres?\b|\bgarde corps\b|\brambardes?\b|\bterrasse\b|\bsauv\w*|\bpompiers?\b|\bsecours\b|\bharnais\b|\bcordee?\b|\bmoniteur\b|\bguide\b|\bcasque\b[^.!?]{0,10}\bsur la tete\b`,
  String.raw`HATE_TOLD=\b(?:vont|iront|ira|doivent aller|finiront|brulent|brûleront) en enfer\b|\bil n'y (?:a|aurait) (?:que|plus que) des (?:blancs|noirs|francais|chretiens|musulmans|europeens)\b|\bsuperieu\w* (?:aux|a toutes les) (?:autres )?(?:couleurs|races|peuples|religions)\b|\b(?:aime|porte|met) (?:les |des )?robes\b[^.!?]{0,50}?\b(?:maladie|puni\w*|anormal|pas normal|malade|soigner)\b|\b(?:race|couleur) (?:superieure|pure|parfaite)\b`,
  String.raw`KEPT_AFTER=\b(?:rest\w*|attend\w*|revien\w*) (?:apres|seule? avec (?:lui|elle)|le soir|tout(?:e)? seule?)\b|\bdans (?:sa|son) (?:voiture|bureau|chambre|vestiaire)\b|\bporte fermee\b`,
  String.raw`MASSAGE_PRIVATE=\bmass\w*[^.!?]{0,40}?\b(?:un par un|une par une|porte fermee|le soir|seule?s?|dans (?:sa|son) (?:chambre|tente|bureau|lit))\b`,
  String.raw`SECRET_LESSONS=\bse (?:racontent|raconte|disent|dit|montrent) pas\b|\bne se (?:racontent|raconte|disent|dit) (?:pas|jamais)\b`,
  String.raw`MODEL_ATTACK=\b(?:prompts?|cles? (?:d')?api|api keys?|base ?64|jailbreak\w*|system prompt)\b|\boubli\w* (?:la|ta|les|tes|toute la) (?:securite|moderation|censure|filtres?|regles|consignes)\b`,
  String.raw`FLOOR_SIDE=\b(?:habit\w*|vi\w*|sonne\w*|chez nous|chez moi)\b[^.!?]{0,20}?\bau (?:premier|deuxieme|second|troisieme|quatrieme|cinquieme|sixieme|septieme|huitieme|\d+e|\d+eme) (?:gauche|droite|porte \w+)\b`,
  String.raw`THIN_NOTION=\bthigh gap\b|\bpro ana\b|\bpro mia\b|\bespace entre les cuisses\b[^.!?]{0,40}?\b(?:beau|belle|magique|parfait\w*|reve|veut|faut)\b`,
  String.raw`ORDERS_ASKED=\b(?:regles|instructions|consignes|directives|ordres)\b[^.!?]{0,30}?\b(?:secretes?|cachees?|qu'on t'a (?:donnees|donne)|de depart|du systeme|systeme|initiales|avant ma demande)\b`,
  String.raw`MADE_FOR=\bsont (?:faits?|faites|nes?|nees) pour (?:porter|obeir|servir|commander|travailler|les champs|le menage|la cuisine|rester|etre (?:esclaves?|serviteurs?|domestiques?))\b`,
  String.raw`HEAD_FALL=\bpour (?:qu'(?:il|elle|ils|elles)|le|la|les|faire) (?:\w+ )?tomb\w*[^.!?]{0,20}?\b(?:sur la tete|en arriere|la tete la premiere)\b|\bcroche pied\b[^.!?]{0,60}?\bsur la tete\b`,
];
