/**
 * The concepts the combination rules look for (concept-rules.ts), as phrase lists in the word lists'
 * syntax (lexicon-matcher.ts: words separated by spaces, "a|b" alternatives for one word, "stem*"
 * prefixes, accents folded), with one addition: a line may hold several phrases separated by ", ".
 *
 * A concept on its own refuses nothing: "un monsieur", "un secret", "les voisins", "frappe", "nu" are
 * ordinary words of a children's story. What is refused is a combination within a sentence or a short
 * text: a child and undressing, an adult outside the family and a secret kept from the parents, a
 * group and a dehumanising word, a parent and a blow given to a person.
 *
 * Verbs are listed in the forms a parent types (present, imperfect, past historic, infinitive,
 * participles); French first, then a few English words for texts typed in English.
 */

export type Concept =
  // People.
  | 'child'
  | 'adult'
  | 'family'
  | 'parents'
  | 'anyone'
  | 'person'
  | 'name'
  // Violence in the family, against children, death.
  | 'hit'
  | 'hitAct'
  | 'push'
  | 'hurtPlace'
  | 'hitObject'
  | 'game'
  | 'death'
  | 'harmVerb'
  | 'harmDone'
  | 'harmInfinitive'
  | 'bath'
  | 'cruelty'
  | 'gore'
  | 'cut'
  | 'bodyPart'
  | 'pieces'
  // Sexual content and grooming.
  | 'undress'
  | 'nude'
  | 'private'
  | 'touch'
  | 'show'
  | 'photo'
  | 'romance'
  | 'kiss'
  | 'parentAway'
  | 'offer'
  | 'sexEuphemism'
  | 'swindled'
  | 'take'
  | 'loot'
  | 'stealPurpose'
  | 'threat'
  | 'selfTouch'
  | 'night'
  | 'injure'
  | 'selfHurt'
  | 'intent'
  | 'notice'
  | 'withoutThat'
  | 'alive'
  | 'bed'
  | 'doctorGame'
  | 'affection'
  | 'secret'
  | 'secretKeep'
  | 'secretOurs'
  | 'tellNotYou'
  | 'tellNot'
  | 'surprise'
  | 'alone'
  | 'car'
  | 'hiddenPlace'
  | 'lure'
  | 'request'
  | 'online'
  | 'meet'
  | 'prevention'
  // Hate.
  | 'group'
  | 'dehumanise'
  | 'animal'
  | 'withoutGroup'
  | 'hateWord'
  | 'excludeDone'
  | 'better'
  | 'predicate'
  | 'excludeVerb'
  | 'exclude'
  | 'generalise'
  | 'badTrait'
  | 'conspiracy'
  | 'tolerance'
  | 'glorify'
  | 'nazi'
  | 'terror'
  | 'resistance'
  // Crime and drugs.
  | 'steal'
  | 'crimeAct'
  | 'howTo'
  | 'buy'
  | 'weapon'
  | 'illegalChannel'
  | 'drugThing'
  | 'drugTry'
  | 'medical'
  | 'tie'
  | 'tiePlace'
  | 'stealVerb';

/** Determiners before a group's name: "les noirs", not "un chat noir" nor "la peur du noir". */
const GROUP_DETERMINER = 'les|des|ces|aux|tous|toutes|vos|nos|leurs|un|une|le|la|l|cette|ce|cet|sales|sale|ses|tes|mes|quelques|plein|beaucoup';

export const CONCEPTS: Readonly<Record<Concept, readonly string[]>> = {
  // ── People ────────────────────────────────────────────────────────────────────────────────────
  child: [
    'enfant|enfants|bebe|bebes|fillette|fillettes|gamin|gamine|gamins|gamines|gosse|gosses|mome|momes|marmot|marmots',
    'nourrisson|nourrissons|bambin|bambins|ecolier|ecoliere|ecoliers|ecolieres|eleve|eleves|collegien|collegienne|collegiens|collegiennes',
    'ado|ados|adolescent|adolescente|adolescents|adolescentes|mineur|mineure|mineurs|mineures|fifille|fiston|petiot|petiote',
    'fille|filles|garcon|garcons|fils',
    'petit|petite|petits|petites frere|freres|soeur|soeurs|cousin|cousine|cousins|cousines',
    'frere|soeur|freres|soeurs',
    'les|des|aux|ces|ses|leurs petits|petites, bout de chou, petits enfants',
    'de|d 2|3|4|5|6|7|8|9|10|11|12|13|14|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze ans',
    'child|children|kid|kids|baby|babies|boy|boys|girl|girls|toddler|toddlers|minor|minors|schoolgirl|schoolboy|teen|teens|teenager|teenagers|daughter',
  ],
  /** Adults outside the child's parents: the other party of grooming. */
  adult: [
    'monsieur|messieurs|homme|hommes|inconnu|inconnue|inconnus|inconnues|etranger|etrangere|etrangers|voisin|voisins|vieillard|vieillards',
    'entraineur|entraineuse|entraineurs|coach|moniteur|monitrice|moniteurs|animateur|animatrice|animateurs|educateur|educatrice|surveillant|surveillante',
    'adulte|adultes|professeur|professeurs|prof|profs|maitre|instituteur|directeur|pretre|cure|abbe|pasteur|imam|rabbin|moine|chauffeur|livreur',
    'gardien|concierge|jardinier|type|mec|mecs|bonhomme|tonton|oncle|parrain',
    'beau pere, grand cousin',
    'ami|copain|pote de papa|maman|famille, ami|copain|pote de son|ton pere, ami|copain|pote de sa|ta mere, ami|copain|pote de ses|tes parents',
    'un|le|les grand|grands du college|lycee, un|le|les grand|grands de 3e|troisieme|quinze|seize|15|16|17',
    'internaute|internautes|youtubeur|youtubeuse|streamer|gameur',
    'man|men|stranger|strangers|neighbour|neighbor|coach|adult|adults|uncle|teacher|priest|guy',
  ],
  /** The family's adults: the agents of violence in the family. */
  family: [
    'papa|papas|maman|mamans|pere|peres|mere|meres|daron|daronne|darons|parents|parent|papounet|mamounette',
    'mari|epoux|epouse|tonton|oncle|tata|tante|papi|papy|mamie|mamy|pepe|=mémé|parrain|marraine|compagnon|compagne',
    'beau pere, belle mere, beaux parents, grand pere, grand mere, grands parents',
    'sa|ta|ma femme, son|ton|mon mari',
    'copain|copine|amoureux|amoureuse de maman|papa',
    'dad|daddy|mom|mommy|mum|mummy|father|mother|stepfather|stepmother|stepdad|stepmom|husband|wife|parents|uncle|aunt|grandpa|grandma',
  ],
  /** Those a child tells things to. */
  parents: [
    'parents|papa|maman|pere|mere|famille|maitresse|maitre|mamie|papi',
    'grands parents',
    'mom|dad|mum|mother|father|family|parents',
  ],
  /** "N'en parle à personne": in a parent's text, as telling as "à tes parents". */
  anyone: ['personne, qui que ce soit', 'anyone|anybody|nobody'],
  /** Filled per text with the child's first name when it is known (the written story's check). */
  name: [],
  /** Other people a blow may land on. */
  person: [
    'dame|dames|femme|femmes|gens|personne|personnes|voisine|voisines|camarade|camarades|copain|copains|copine|copines|ami|amis|amie|amies|maitresse',
    'quelqu un, petit|petite|petits|petites',
    'woman|women|people|somebody|someone|person|friend|friends',
  ],

  // ── Violence in the family, against children, death ──────────────────────────────────────────
  /** Verbs of hitting a person: they count only with a person as their object (concept-rules.ts). */
  hit: [
    'frappe|frapper|frappes|frappent|frappait|frappaient|frappa|frapperent|frappera|frapperont|frappons|frappez',
    'bat|bats|battre|battent|battait|battaient|battit|battirent|battra|battront',
    'tape|taper|tapes|tapent|tapait|tapaient|tapa|taperent|tapera',
    'gifle|gifler|gifles|giflent|giflait|giflaient|gifla|giflera',
    'cogne|cogner|cognes|cognent|cognait|cognaient|cogna',
    'tabasse|tabasser|tabassent|tabassait|tabassa',
    'fouette|fouetter|fouettent|fouettait|fouetta',
    'brutalise|brutaliser|brutalisent|brutalisait|brutalisa',
    'maltraite|maltraiter|maltraitent|maltraitait|maltraita',
    'martyrise|martyriser|martyrisent|martyrisait',
    'etrangle|etrangler|etranglent|etranglait|etrangla',
    'secoue|secouer|secouent|secouait|secoua',
    'enferme|enfermer|enferment|enfermait|enferma',
    'blesse|blesser|blessent|blessait|blessa',
    'hit|hits|hitting|beat|beats|beating|slap|slaps|slapped|punch|punches|punched|kick|kicks|kicked',
  ],
  /** A blow told as a noun or an idiom: no object needed. */
  hitAct: [
    'tire|tirer|tirait|tira|tirent les cheveux|oreilles, menace|menacer|menacait|menaca avec un|une couteau|arme|pistolet|fusil|marteau',
    'donne|donner|donnent|donnait|donnaient|donna|met|mettre|mettent|mettait|mit|fout|foutait|file|filait|colle|collait|flanque|flanquait|recoit|recevoir|recoivent|recevait|recut|prend|prendre|prenait|prennent des|une|un|de|sa|ta gifle|gifles|claque|claques|baffe|baffes|beigne|beignes|raclee|raclees|fessee|fessees|torgnole|torgnoles|mandale|mandales|coups|patate|patates|rouste|roustes|correction|corrections|volee|volees',
    'coup|coups de poing|pied|pieds|ceinture|baton|batons|fouet|martinet|genou|cravache|bouteille|marteau|regle',
    'leve|lever|levait|leva la main sur',
    'laisse|laissait|laisser des bleus|marques|traces',
    'couvert|couverte|couverts|plein|pleine de bleus, bleus partout, oeil au beurre noir',
    'fessee|fessees|raclee|raclees|torgnole|torgnoles|gifle|gifles|baffe|baffes|rouste|roustes',
    'beats|slaps|punches|kicks|spanks, beats up|beat up',
  ],
  /** Pushing or throwing someone somewhere that hurts: "pousse maman contre le mur". */
  push: ['pousse|pousser|poussait|poussa|poussent|jette|jeter|jetait|jeta|jettent|projette|projeter|projetait|projeta|plaque|plaquer|plaquait|plaqua|balance|balancer|balancait|balanca|traine|trainer|trainait|traina'],
  hurtPlace: ['contre le|un mur, contre la|une porte|armoire, par terre, au sol, dans l escalier, dans les escaliers, par les cheveux, contre le radiateur'],
  /** Injuries given to someone: "a cassé le nez de maman", "lui a fendu la lèvre". */
  injure: [
    'casse|casser|cassait|cassa|brise|briser|brisait|fracture|fracturer|fracturait|fendu|fend|fendre|ouvert|ouvre|defonce|defoncer|abime|abimer|amoche|amocher|demoli|demolir le|la|les|son|sa|ses|un|une nez|bras|dents|jambe|jambes|cote|cotes|machoire|levre|arcade|crane|tete|visage|figure|gueule|poignet|doigts',
    'breaks|broke the|his|her nose|arm|arms|jaw',
  ],
  /** Hurting oneself, in any form of the verb (with the intent that makes it self-harm: see intent). */
  selfHurt: [
    'se|s|me|m|te|t griff*|mord*|brul*|coup*|bless*|frapp*|tape|tapes|taper|tapait|tapent|pinc*|entaill*|taillad*|mutil*|scarif*|cogn*|gratt*|tortur*|punir|punit|punissait|puni|punie|lacer*|etrangl*|etouff*',
    'se|s|me|m|te|t fait|fais|faire|faisait|faisaient|font|fera|fit mal|saigner|bruler|couper|griffer|mordre',
    'se|s|me|m|te|t fait|fais|faire|faisait|faisaient|font|fera|fit des bleus|marques|coupures',
    'se|s|me|m|te|t arrache|arracher|arrachait la|sa peau, se|s|me|m|te|t arrache|arracher|arrachait les ongles|croutes',
    'himself|herself|myself|themselves',
  ],
  /** What makes hurting oneself deliberate. */
  intent: [
    'expres, volontairement, pour se|me|te punir, pour avoir mal, pour ne plus etre triste|sentir|souffrir|penser, pour oublier, jusqu au sang, jusqu a saigner',
    'quand il|elle est triste, quand il|elle se sent mal|seul|seule|nul|nulle, chaque soir|nuit|jour, tous les soirs|jours, en cachette, cicatrice|cicatrices|coupures|entailles',
    'se sent|sentait|sens nul|nulle|mal|seul|seule|triste|moche|inutile, jusqu a ce que ca saigne, jusqu a ce qu il|elle saigne, pour voir le sang, pour sentir quelque chose',
    'lame|lames|rasoir|rasoirs|cutter|cutters',
    'se|s|me|m|te|t punit|punir|punissait|punissent|punissant|puni|punie en, pour se|me|te faire mal|saigner',
    'on purpose, to punish',
  ],
  /** Noticing: "sans que personne ne le remarque", "sans qu'elle s'en rende compte". */
  notice: ['voie|voient|voit|remarque|remarquent|sache|sachent|rende|rendent|apercoive|apercoivent|entende|entendent|soupconne|soupconnent|decouvre|decouvrent|doute|doutent'],
  withoutThat: ['sans qu|que'],
  /** Alive: eaten or cooked alive is gore whatever the fairy tale. */
  alive: ['vivant|vivante|vivants|vivantes, tout cru|crus, a vif', 'alive'],
  /** What a blow may land on without hurting anyone: "frappe dans le ballon", "tape sur la table". */
  hitObject: [
    'ballon|ballons|balle|balles|porte|portes|tambour|tambours|table|mur|murs|caillou|cailloux|pierre|pierres|clou|clous|gong|cloche|volet',
    'mains|main|pied|pieds|fenetre|vitre|carreau|clavier|touche|touches|piano|oeufs|oeuf|creme|record|records|tapis|linge|fer|beurre|pate|blanc|blancs',
    'message|messages|texte|textes|sms|code|lettre|ordinateur|cartes|mesure|rythme|tempo|coussin|oreiller|oreillers|polochon|polochons|sol|terre|branche|arbre',
    'sac de frappe, punching ball',
    'ball|door|drum|table|wall|eggs|record',
  ],
  /** Beating someone at a game: "papi bat Léa aux échecs". */
  game: [
    'a|au|aux course|courses|cartes|echecs|dames|jeu|jeux|foot|football|tennis|billes|memory|belote|monopoly|uno|scrabble|mario|console|sprint|match|puissance|loto|bataille|velo|natation',
    'a la course|bataille|marelle|belote|pétanque|petanque|console',
    'au ping pong, aux petits chevaux, au bras de fer, a cache cache, a plate couture, aux points',
    'at chess|cards|tennis|football, at the race|game',
  ],
  /** A death stated about someone: the rules decide whose. */
  death: [
    'mort|morte|morts|mortes|meurt|meurent|mourir|mourait|mouraient|mourut|moururent|mourra|mourront|mourrait|mourant|mourante',
    'decede|decedee|decedes|decedees|deceder|decedera|perit|perir|perissent|perirent|perissait|creve|crever|crevent|crevait|creva',
    'sans vie, ne respire plus, ne se reveillera plus|jamais',
    'dead|dies|died|die|dying',
  ],
  /** Things done to a person that a story may never do to a child (the written story's own rule). */
  harmVerb: [
    'frappe|frapper|frappa|frappait|frappent|bat|battre|battait|battit|gifle|gifla|giflait|tabasse|tabassa|maltraite|maltraita|maltraitait',
    'blesse|blessa|blessait|tue|tua|tuait|tuer|tuent|assassine|assassina|noie|noya|noyait|etrangle|etrangla|poignarde|poignarda',
    'enleve|enleva|enlevait|enlevent|kidnappe|kidnappa|kidnappait|rapte|rapta|sequestre|sequestra|enferme|enferma|enfermait|enferment',
    'abandonne|abandonna|abandonnait|abandonnent|deshabille|deshabilla|deshabillait|viole|viola|violait|torture|tortura|torturait',
    'ligote|ligota|ligotait|enchaine|enchaina|baillonne|baillonna|brule|brula|brulait|empoisonne|empoisonna|empoisonnait|affame|affama|affamait|mord|mordit|mordait',
    'fait|faire|fit|faisait du mal a|au|aux',
    'hits|hit|beats|beat|hurts|hurt|kills|killed|kidnaps|kidnapped|abducts|abducted|undresses|undressed|abandons|abandoned',
  ],
  /** The same, as participles: "Léa fut enlevée", "l'enfant est battu". */
  harmDone: [
    'frappe|frappee|frappes|frappees|battu|battue|battus|battues|gifle|giflee|tabasse|tabassee|maltraite|maltraitee|maltraites|blesse|blessee|blesses',
    'tue|tuee|tues|tuees|assassine|assassinee|noye|noyee|etrangle|etranglee|poignarde|poignardee|enleve|enlevee|enleves|enlevees',
    'kidnappe|kidnappee|kidnappes|rapte|raptee|sequestre|sequestree|enferme|enfermee|enfermes|enfermees|abandonne|abandonnee|abandonnes|abandonnees',
    'deshabille|deshabillee|viole|violee|violes|violees|torture|torturee|brule|brulee|empoisonne|empoisonnee|affame|affamee|mordu|mordue|ligote|ligotee|ligotes|enchaine|enchainee|baillonne|baillonnee',
    'pendu|pendue|egorge|egorgee|massacre|massacree|devore|devoree|ecrase|ecrasee|decoupe|decoupee',
    'beaten|hit|slapped|kidnapped|abducted|abandoned|hurt|killed|drowned|burned|burnt|undressed',
  ],
  /** The same as infinitives, after "se fait": "Léa se fait kidnapper", "l'enfant s'est fait battre". */
  harmInfinitive: [
    'frapper|battre|gifler|tabasser|maltraiter|blesser|tuer|assassiner|noyer|etrangler|poignarder|enlever|kidnapper|sequestrer|enfermer',
    'abandonner|deshabiller|violer|torturer|bruler|empoisonner|affamer|mordre|attacher|egorger|massacrer|devorer|ecraser|decouper|tripoter|toucher',
  ],
  /** Bath and shower: with pictures of a child, sexual. */
  bath: ['dans son|le|leur|un bain, dans la|sa|leur douche, sous la douche, dans la baignoire, en train de se laver, a la piscine en maillot'],
  /** Cruelty towards a child that fairy tales do not need. */
  cruelty: [
    'eau bouillante, fer a repasser, cigarette|cigarettes sur',
    'prive|privee|prives|privees de manger|nourriture|eau',
    'affame|affamer|affamee|affament|affamait',
    'attache|attachee|attaches|attachees au radiateur|lit, attache|attachee a une chaise',
    'dans le congelateur|four, dans la machine a laver',
    'torture|torturer|torturent|torturait',
    'jusqu au sang',
  ],
  /** Gore: refused with a child whoever does it (blood alone is not gore: "Léo saigne du nez"). */
  gore: [
    'ensanglante|ensanglantee|ensanglantes|sanglant|sanglante|sanglants|boyaux|tripes|cervelle|viscere|visceres|cadavre|cadavres',
    'sans tete, os qui sort|sortent|sortait|sortaient, os sortent|sortait|sortaient|percent|perce, fracture ouverte, morceaux|bouts d|de enfant|enfants|bebe|bebes|corps',
    'os brises|casses|craquent|craquaient|brisent, beaucoup|plein|plein|litres|flaque|mare de sang, sang partout, dans son|leur sang, le sang coule|gicle|jaillit|giclait|coulait',
    'bloody|guts|gore, covered in blood',
  ],
  cut: [
    'coupe|couper|coupent|coupait|coupa|decoupe|decouper|decoupent|decoupait|decoupa|tranche|trancher|tranchait|trancha|hache|hacher|hachait|hacha',
    'arrache|arracher|arrachent|arrachait|arracha|ecrase|ecraser|ecrasent|ecrasait|ecrasa|broie|broyer|broyait|broya|ecrabouille|ecrabouiller',
    'creve|crever|crevait|creva|eclate|eclater|eclatait|eclata|devore|devorer|devorait|devora|mange|manger|mangeait|mangea|dechire|dechirer|dechirait|dechira',
    'coupent|decoupent|tranchent|hachent|arrachent|ecrasent|broient|crevent|eclatent|devorent|mangent|dechirent|brulent|cuisent|rotissent',
    'bouillir|cuire|rotir|griller|frire|bouilli|cuit|cuits|roti|rotis|devores|devoree|devorees|manges|mangee|mangees|decoupes|decoupee|decoupees|coupes|coupee|coupees',
    'cut|cuts|chop|chops|chopped|rip|rips|ripped|crush|crushed|eat|eats|ate',
  ],
  bodyPart: [
    'yeux|oeil|tete|tetes|bras|jambe|jambes|doigts|doigt|langue|oreilles|oreille|coeur|ventre|gorge|cou|crane|cervelle|boyaux|peau|mains|main|pieds|dents|cerveau|visage|corps',
    'eyes|eye|head|heads|arms|legs|fingers|tongue|heart|belly|throat|skin',
  ],
  pieces: [
    'en morceaux|rondelles|lamelles|tranches|charpie|bouillie|deux, en petits|mille morceaux',
    'vivant|vivante|vivants|vivantes',
    'into pieces, alive',
  ],

  // ── Sexual content and grooming ──────────────────────────────────────────────────────────────
  undress: [
    'deshabille|deshabiller|deshabillent|deshabillait|deshabilla|deshabilles|deshabillee|deshabillees|deshabillez',
    'enlever|enleve|enlevent|enlevait|enleva|retirer|retire|retirent|retirait|retira|baisser|baisse|baissent|baissait|baissa|oter|ote|otait|ota ses|sa|son|tes|ta|ton|les|leur|leurs|mes|ma|mon vetements|habits|culotte|culottes|slip|slips|calecon|pantalon|pyjama|maillot|robe|jupe|vetement|haut|sous',
    'se|s changer|change|changent|changeait|changeaient|changera, se|s mettre|met|mettent en culotte|slip, se|s mettre|met|mettent en sous vetements',
    'undress|undresses|undressed|undressing|strip|strips|stripped',
  ],
  nude: [
    'nu|nue|nus|nues|denude|denudee, toute nue, tout nu, tous nus, toutes nues, a poil, sans culotte|slip|vetements|habits, en sous vetements, en culotte|slip, petite tenue, tenue sexy',
    'naked|nude|nudes',
  ],
  private: [
    'zizi|zizis|zezette|zezettes|foufoune|foufounes|quequette|quequettes|zigounette|zigounettes|sexe|penis|vulve|vagin|fesses|fesse|poitrine|seins|sein|entrejambe|cuisses|cuisse|kiki',
    'parties|partie intime|intimes|privee|privees|genitales, zone|zones intime|intimes',
    'sous sa|la|ta|leur culotte|jupe|robe|pyjama, sous son|le|ton slip|pyjama, sous ses|tes|les|leurs vetements|habits',
    'la ou le maillot, entre les|ses|tes jambes|cuisses',
    'dans sa|la|ta|leur culotte|culottes|jupe|robe|pyjama, dans son|le|ton|leur slip|pantalon|pyjama|calecon',
    'culotte|culottes|slip|slips|calecon|calecons',
    'private parts, privates|bottom|butt|chest, between her|his legs',
  ],
  touch: [
    'touche|toucher|touchent|touchait|touchaient|toucha|touches|touchez|touchera|tripote|tripoter|tripotent|tripotait|tripota|tate|tater|tatait|palpe|palper|palpait',
    'caresse|caresser|caressent|caressait|caressa|caresses|pelote|peloter|pelotait|frotte|frotter|frottait|frotta|leche|lecher|lechait|lecha|embrasse|embrasser|embrassait|embrassa',
    'met|mettre|mettait|mit|passe|passait|glisse|glisser|glissait|glissa la|sa|ses|les main|mains',
    'mains baladeuses',
    'touch|touches|touched|touching|rub|rubs|rubbed|lick|licks|kiss|kisses|kissed',
  ],
  show: [
    'montre|montrer|montrent|montrait|montra|montrez|montres|regarde|regarder|regardait|regarda|voir|mate|mater|matait|filme|filmer|filmait|photographie|photographier',
    'show|shows|showed|watch|watches|film|films|filmed, look at',
  ],
  photo: [
    'photo|photos|photographie|photographies|photographier|photographiait|filmer|filme|filmait|filma|filmes|filmee|filmees|webcam|camera|cameras|selfie|selfies|snap|snapchat',
    'une|des|en|ses|sa|leurs video|videos',
    'appareil photo',
    'picture|pictures|webcam|camera|selfie|selfies',
  ],
  romance: [
    'amoureux|amoureuse|amoureuses|epouser|epouse|marier|mariage|fiance|fiancee|drague|draguer|draguait|seduire|seduit|seduisait',
    'sortir|sort|sortent avec, sortent ensemble, petite amie, petit ami, son cheri, sa cherie, se marier',
    'bisou|bisous|baiser|baisers sur la bouche, embrasser|embrasse|embrassait|embrassa sur la bouche, rouler une|des pelle|pelles',
    'boyfriend|girlfriend|marry|marries|married|dating, in love, kiss on the mouth',
  ],
  /** A kiss or a caress: ordinary from the family, not from an adult outside it to a child. */
  kiss: ['embrasse|embrasser|embrassait|embrassa|embrassent|bisou|bisous|baiser|baisers|caresse|caresser|caressait|caressa|cajole|cajoler', 'kiss|kisses|kissed'],
  bed: [
    'dans son|le|leur|mon lit, dans le meme lit, dans le grand lit',
    'dormir|dort|dorment|dormait|dormaient|coucher|couche|couchent|couchait avec lui|elle|eux',
    'dormir|dort|dorment|dormait|dormaient|coucher|couche|couchent|couchait ensemble',
    'prendre|prend|prennent|prenait son|le|un|leur bain avec, prendre|prend|prennent|prenait sa|une douche avec',
    'bain|bains|douche|douches ensemble, bain|douche avec lui',
    's|se|t|te assoir|asseoir|assoit|assied|asseyait sur ses|mes genoux, sur ses genoux',
    'in his|her bed, in the same bed, sleep with',
  ],
  doctorGame: ['jouer|joue|jouent|jouait|jouaient au docteur|touche|docteurs, jouer|joue|jouent|jouait aux docteurs, play doctor'],
  affection: ['calin|calins|bisou|bisous|caresse|caresses|cajoler|cajole|cajolait', 'hug|hugs|cuddle|cuddles'],
  secret: ['secret|secrets|secrete|secretes|secretement, en cachette, en douce, en cachette', 'secretly'],
  /** Asking a child to keep a secret, or sharing one "between us". */
  secretKeep: ['garder|garde|gardes|gardent|gardait|gardez|gardera|garderas le|un|ce|leur secret', 'keep a secret, keep it secret'],
  /** A secret "between us": what an adult tells a child he is isolating. */
  secretOurs: [
    'notre|votre|nos petit|petits secret|secrets, notre|nos secret|secrets',
    'rien qu|que entre nous, c est|ca|cela reste entre nous, c est entre nous, entre nous deux, entre toi et moi',
    'secret entre eux|nous|vous|lui|elle|toi, entre eux et lui|elle|moi, entre elle|lui et lui|elle|moi|toi, c est un secret entre',
    'efface|effacer|effacent|supprime|supprimer les|ses|nos messages|photos|conversations, de les effacer|supprimer',
    'promettre|promet|promets|promettait|promit|jurer|jure|jures|jurait|jura de ne rien dire',
    'promettre|promet|promets|promettait|promit|jurer|jure|jures|jurait|jura de ne pas le dire|raconter',
    'promettre|promet|promets|promettait|promit|jurer|jure|jures|jurait|jura de se taire',
    'faire|fait|fit|faisait promettre|jurer',
    'our secret, our little secret, between you and me',
  ],
  /** Keeping something from the parents: "ne dis rien à tes parents", "sans le dire à maman". */
  tellNot: [
    'ne|n dis|dit|dites|disent|disait|dire|raconte|racontes|raconter|parle|parles|parler|dira|diras rien|pas|jamais',
    'ne le|la|les|leur|lui dis|dit|dites|dire|raconte|racontes|montre|montres|montrer|diras|dira pas|jamais|rien',
    'ne|n le|la|les|leur|lui|en dis|dit|dites|dire|raconte|racontes|parle|parles|diras|dira surtout|vraiment|absolument|bien|jamais|plus pas|rien|jamais|a',
    'ne|n dis|dit|dites|dire|raconte|racontes|parle|parles|diras|dira surtout|vraiment|absolument|bien|jamais|plus rien|pas|jamais',
    'n en parle|parles|parlez|parler pas|jamais, n en parle a personne',
    'ne rien dire|raconter|montrer, ne pas dire|raconter|parler|prevenir, ne pas en parler, ne pas le dire',
    'ne jamais dire|raconter, ne jamais en parler, ne jamais le dire',
    'sans le dire|raconter, sans rien dire, sans prevenir, sans en parler',
    'sans que ses|tes|leurs|les parents|maman|papa le|ne sache|sachent|sachant, sans que personne ne le sache',
    'cacher|cache|caches|cachait|cachent a ses|tes|leurs|les parents',
    'ne doivent|doit|devront|devait|devaient pas|jamais|rien savoir, ne doivent|doit|devait pas le savoir',
    'personne ne doit|devra le savoir, personne ne doit|devra savoir',
    'interdit|defendu de le dire|raconter, interdit|defendu d en parler',
    'dont|don t tell, do not tell, never tell, without telling',
  ],
  /** The imperative: "ne dis rien à tes parents", "n'en parle à personne" (an instruction to a child). */
  tellNotYou: [
    'ne|n dis|dites|racontes|parles|diras|raconte rien|pas|jamais, ne le|la|les|leur|lui dis|dites|racontes|diras|raconte pas|jamais|rien',
    'ne|n le|la|les|leur|lui|en dis|dites|racontes|parles|diras|raconte surtout|vraiment|absolument|bien|jamais|plus pas|rien|jamais|a',
    'ne|n dis|dites|racontes|parles|diras|raconte surtout|vraiment|absolument|bien|jamais|plus rien|pas|jamais',
    'si tu ne dis|racontes rien, si tu ne le dis|racontes pas, si tu ne le dis|racontes a personne',
    'n en parle|parles|parlez pas|jamais, n en parle|parles|parlez a personne',
    'dont|don t tell, do not tell, never tell',
  ],
  /** Secrets kept for a good surprise: "chut, c'est une surprise pour Maman". */
  surprise: [
    'surprise|surprises|anniversaire|noel|paques|halloween|gateau|fete',
    'fete des meres|peres, pour lui faire plaisir, cadeau|cadeaux pour maman|papa|mamie|papi|sa|son|ses',
    'surprise|birthday|present',
  ],
  /** Alone with someone (a child alone, "toute seule", is a milestone, not a danger). */
  alone: [
    'seul|seule|seuls|seules avec, tout seul|toute seule avec',
    'tous les deux seuls, seuls|seules tous les deux, rien que tous les deux, rien que nous deux, en tete a tete, loin de tout le monde',
    'alone with, just the two of us',
  ],
  /** The parents away: "alors que sa maman n'est pas là", "quand ses parents dorment". */
  parentAway: [
    'sa|ta|leur|la maman|mere n est|etait pas la, son|ton|leur|le papa|pere n est|etait pas la, ses|tes|les parents ne sont|etaient pas la',
    'sans ses|les|tes parents, sans papa ni maman, sans sa maman|mere, sans son papa|pere, en l absence de ses|sa|son',
    'quand|pendant que ses|les|tes parents dorment|dormaient|travaillent, quand|pendant que ses|les|tes parents sont partis|absents|sortis, quand|pendant que sa|ta maman dort|travaille, quand|pendant que son|ton papa dort|travaille',
  ],
  /** Euphemisms for sexual acts: with a child or an adult, sexual. */
  sexEuphemism: [
    'choses|trucs|jeux|caresses|calins|bisous d adulte|adultes, choses|trucs|jeux|caresses|calins|bisous de grands|adultes, choses|trucs|jeux|caresses|calins|bisous coquins|coquines|speciaux|speciales|bizarres|intimes, choses|trucs|jeux|caresses|calins|bisous pas normaux|normales',
    'jeux coquins, caresses speciales, calins speciaux',
  ],
  /** Victims of a swindle: "arnaquer une mamie". */
  swindled: ['mamie|mamies|papi|papis|vieux|vieille|vieilles|retraite|retraites|handicape|handicapes|camarade|camarades|enfants, personnes agees, vieille|vieilles dame|dames'],
  /** Taking loot: "prendre leurs bijoux". */
  take: ['prendre|prend|prennent|prenait|piquer|pique|emporter|emporte|ramasser|rafler|rafle|embarquer|embarque'],
  loot: ['bijoux|argent|portefeuille|portefeuilles|tableaux|montres|economies|tirelire, objets de valeur, carte|cartes bleue|bleues|bancaire|bancaires'],
  /** What stealing is for: "pour acheter des skins". */
  stealPurpose: ['pour acheter|payer|revendre|jouer, pour s acheter, pour se payer, carte bleue|bancaire, code de la carte'],
  /** Offering something: with a lure and a child, the stranger's approach. */
  offer: [
    'offre|offrir|offrait|offrent|offrira|offrirai|donne|donner|donnait|donnera|donnerai|propose|proposer|proposait|promet|promettre|promettait|achete|acheter|achetait|achetera|acheterai|distribue',
    'gives|offers|buys',
  ],
  /** Threatening someone: with a weapon and the family, violence. */
  threat: ['menace|menacer|menacait|menaca|menacent|menaces|menacant'],
  /** Touching oneself in front of someone. */
  selfTouch: ['se|s touche|touchait|toucher|caresse|caressait|caresser|masturbe devant'],
  night: ['la nuit, le soir, quand elle|il dort, pendant qu elle|il dort, dans son sommeil, a la nuit tombee, at night'],
  /** Going off with someone: a car, following, leaving with him. */
  car: [
    'le|la suit|suivre|suivait|suivit|suivent, suis|suivez moi, venir|viens|vient|partir|pars|part avec lui|moi, viens avec moi',
    'venir|viens|vient|venait seul|seule, seul|seule chez lui, toute seule chez lui',
    'monter|monte|montes|montent|montait|monta|entrer|entre|entrait dans sa|la|une|son voiture|camionnette|fourgonnette|camion|van|auto',
    'dans sa|ma voiture|camionnette|fourgonnette|camion|auto',
    'monte|montez|viens|venez dans ma|mon voiture|camionnette|camion|auto',
    'suivre|suis|suit|suivent|suivait|suivit un|l|cet|le inconnu|inconnue|monsieur|homme',
    'get|gets|got in|into his car|van',
  ],
  hiddenPlace: [
    'chez lui|elle|moi, sa maison|chambre|cave|cabane|caravane, son garage|grenier|appartement|camion|bureau|cabanon',
    'chambre|piece|cave|cabane|salle|grenier|cabanon|cagibi cachee|cache|secrete|secret|fermee|ferme|noire',
    'sous sol, au fond des bois, loin de tout, vestiaire|vestiaires|cagibi|debarras|placard',
    'dans la|sa chambre de, dans sa|la chambre, dans son|le lit',
    'at his house|place, his room|basement|house',
  ],
  lure: [
    'bonbon|bonbons|friandise|friandises|sucette|sucettes|chocolat|chocolats|cadeau|cadeaux|argent|jouet|jouets|chiot|chiots|chaton|chatons|console|telephone|tablette',
    'des|de|les|ses sous',
    'jeu|jeux video',
    'candy|candies|sweets|present|presents|puppy|money',
  ],
  /** An adult asking or making a child do something. */
  request: [
    'demande|demander|demandait|demanda|demandent|propose|proposer|proposait|proposa|invite|inviter|invitait|invita|oblige|obliger|obligeait|obligea|force|forcer|forcait|forca',
    'emmene|emmener|emmenait|emmena|amene|amener|amenait|amena|attire|attirer|attirait|attira|entraine|entrainer|entrainait|entraina|ordonne|ordonner|ordonnait|supplie',
    'dit|disait de, lui dit|disait',
    'asks|asked|invites|invited|makes|made|forces|forced|takes|took',
  ],
  online: [
    'internet|snapchat|instagram|tiktok|discord|fortnite|roblox|minecraft|tchat|messenger|whatsapp|telegram',
    'en ligne, reseaux sociaux, reseau social, jeu en ligne, jeu|jeux video',
    'online|internet|snapchat|instagram|tiktok|discord|roblox',
  ],
  meet: [
    'rencontrer|rencontre|retrouver|retrouve, rendez vous, se voir, la|le voir, en vrai, venir le|la chercher, son adresse|numero, ou il|elle habite',
    'meet|meeting, in real life',
  ],
  /** A story that teaches a child to protect themselves. */
  prevention: [
    'dire|dit|disent non, a dit non',
    'refuse|refuser|refusent|refusait|refusa',
    'ne suit|suivent pas, ne pas suivre, ne jamais suivre, ne le|la suit pas',
    'ne monte pas, ne pas monter, ne jamais monter',
    'se mefier, se mefie, mefiance|mefiant|mefiante|prudent|prudente|prudence',
    'previent|prevenir|previennent|prevint|alerte|alerter, appelle|appeler|crie au secours',
    'raconte|racontent|raconter|dit tout, en parle|parler|parlent a',
    'bons|mauvais secrets, bon|mauvais secret, secret|secrets qui fait|font mal',
    'corps m|t|lui appartient, corps est a moi|lui|elle|toi',
    'say|says no, refuses, tells her|his parents',
  ],

  // ── Hate ─────────────────────────────────────────────────────────────────────────────────────
  /** A group of people, named with a determiner ("les noirs", not "un chat noir" nor "la peur du noir"). */
  group: [
    `${GROUP_DETERMINER} arabe|arabes|noir|noirs|noire|noires|black|blacks|renoi|renois|rebeu|rebeus|beur|beurs|feuj|feujs`,
    `${GROUP_DETERMINER} juif|juifs|juive|juives|musulman|musulmans|musulmane|musulmanes|islamiste|islamistes|chretien|chretiens|catholique|catholiques|protestant|protestants|bouddhiste|bouddhistes|hindou|hindous|athee|athees|sikh|sikhs`,
    `${GROUP_DETERMINER} migrant|migrants|migrante|migrantes|immigre|immigres|immigree|immigrees|immigrant|immigrants|refugie|refugies|refugiee|refugiees|etranger|etrangers|etrangere|etrangeres|clandestin|clandestins`,
    `${GROUP_DETERMINER} asiatique|asiatiques|chinois|chinoise|chinoises|africain|africains|africaine|africaines|maghrebin|maghrebins|mexicain|mexicains|turc|turcs|roumain|roumains|algerien|algeriens|marocain|marocains|tunisien|tunisiens|senegalais|malien|maliens|gitan|gitans|gitane|gitanes|rom|roms|tsigane|tsiganes|manouche|manouches|bohemien|bohemiens`,
    `${GROUP_DETERMINER} blanc|blancs|blanche|blanches|metis|metisse|metisses|basane|basanes`,
    `${GROUP_DETERMINER} homosexuel|homosexuels|homosexuelle|homosexuelles|homo|homos|gay|gays|lesbienne|lesbiennes|trans|transgenre|transgenres|bisexuel|bisexuels`,
    `${GROUP_DETERMINER} handicape|handicapes|handicapee|handicapees|autiste|autistes|trisomique|trisomiques|mongolien|mongoliens|obese|obeses`,
    'les|des|ces|aux gros|grosses|moches|roux|rousses|pauvres|vieux|vieilles, tous|toutes les gros|grosses|moches|roux|rousses|pauvres|vieux|vieilles',
    'personnes|gens|mecs|enfants|eleves|gars en fauteuil, personnes|gens|mecs|enfants|eleves|gars en fauteuil roulant',
    `${GROUP_DETERMINER} portugais|portugaise|portugaises|polonais|polonaise|polonaises|italien|italiens|espagnol|espagnols|anglais|allemand|allemands|russe|russes|ukrainien|ukrainiens|americain|americains|bresilien|bresiliens|comorien|comoriens|haitien|haitiens|congolais|camerounais|ivoirien|ivoiriens|kurde|kurdes|afghan|afghans|syrien|syriens|pakistanais|vietnamien|vietnamiens|japonais|coreen|coreens|indien|indiens|belge|belges|suisse|suisses|francais|francaise|francaises|parisien|parisiens|breton|bretons|corse|corses|juive|tchetchene|tchetchenes|albanais`,
    `${GROUP_DETERMINER} sans papiers`,
    'islam|judaisme|arabe|arabes|juif|juifs|juive|juives|musulman|musulmans|musulmane|musulmanes|migrants|immigres|etrangers|roms|gitans|refugies|africains|asiatiques|homosexuels|handicapes',
    'enfants|enfant|eleves|familles|famille|gens|personnes|peuple|peuples|race|races|communaute|pays noir|noirs|noires|arabe|arabes|juif|juifs|juive|juives|musulman|musulmans|musulmanes|migrant|migrants|etranger|etrangers|roms|gitans|refugies|immigres|africains|asiatiques|chinois|handicapes|gay|gays|homosexuels|blancs',
    'black|jewish|muslim people, the blacks|jews|muslims|arabs|immigrants|migrants|gays|refugees, muslims|jews|immigrants|migrants|refugees',
  ],
  dehumanise: [
    'rat|rats|vermine|vermines|parasite|parasites|cafard|cafards|cancrelat|cancrelats|poux|microbe|microbes|gangrene|peste',
    'dechet|dechets|ordure|ordures|merde|saletes|salete|crasse|pourriture|pourris|pourries|pourri',
    'inferieur|inferieure|inferieurs|inferieures|puent|puant|puante|puants|nuisible|nuisibles',
    'racaille|racailles|envahisseur|envahisseurs|invasion|infestent|infeste|pullulent|grouillent',
    'moins intelligent|intelligents|intelligente|intelligentes|humains|evolues|evolue|capables|malins que, superieur|superieurs|superieure|superieures a|aux|que, race superieure|inferieure',
    'ne servent|sert a rien, servent|sert a rien',
    'sentent|sent|puent mauvais, sentent|sent la merde|pisse|crasse, la|une plaie, un|le fleau, une|la calamite, une|la honte',
    'sous homme|hommes|race|races, erreur de la nature, pas humains, pas des humains, pas de vrais humains, moins que rien, moins que des chiens|animaux',
    'rats|vermin|parasites|cockroaches|animals|apes|monkeys|dogs|pigs|trash|garbage|inferior|subhuman|filthy|dirty',
  ],
  /** Hatred and disgust: said of a group, hate. */
  hateWord: ['haine|hais|hait|haissent|hair|haissait|deteste|detestent|detester|detestait|degout|degoute|degoutant|degoutants|degoutante|degoutantes|degueulasse|degueulasses|ecoeurant|ecoeurants|beurk|berk, horreur de|des, envie de vomir', 'hate|hates|disgusting'],
  /** Participles of exclusion, said of a group: "les élèves handicapés sont enfermés à la cave". */
  excludeDone: ['enfermes|enfermees|chasses|chassees|expulses|expulsees|extermines|exterminees|elimines|eliminees|deportes|deportees|separes|separees|exclus|exclues|rejetes|rejetees|gazes|gazees|interdits|interdites|parques|parquees|tues|tuees|massacres|massacrees|brules|brulees'],
  /** A place without a group, said to be better: "un pays sans étrangers serait mieux". */
  withoutGroup: [
    'sans etrangers|migrants|immigres|arabes|noirs|juifs|musulmans|roms|gitans|refugies|handicapes|homosexuels|asiatiques|africains',
    'sans les|des|ces etrangers|migrants|immigres|arabes|noirs|juifs|musulmans|roms|gitans|refugies|handicapes|homosexuels|asiatiques|africains',
  ],
  better: ['mieux|meilleur|meilleure|meilleurs|parfait|parfaite|propre|propres|tranquille|tranquilles, plus beau|belle|sur|sure|propre'],
  /** Animals said of people: hate only as a predicate ("sont des singes", "comme des chiens"). */
  animal: [
    'animaux|animal|betes|bete|singe|singes|macaque|macaques|guenon|guenons|chien|chiens|chienne|chiennes|porc|porcs|cochon|cochons|truie|truies|vache|vaches',
    'sauvage|sauvages|primitif|primitifs|barbare|barbares|sale|sales|poubelle|poubelles|virus|cancer|punaise|punaises|maladie|fleau|poison|danger|menace',
    'legume|legumes|plante|plantes|parasite|parasites',
    'animals|apes|monkeys|dogs|pigs',
  ],
  /** Predicates that turn a word into a label for people: "sont des", "comme des", "traités de". */
  predicate: [
    'sont|etaient|seront des, que des, comme des|les, c est|ce sont des, sont de vrais|vraies|sales, traite|traiter|traitent|traitait|traitaient de|comme, de vrais|vraies, ces sales',
    'est|c est|sont une|un, sont|est',
    'are|like',
  ],
  /** Verbs that do away with people: hate when a group is their object. */
  excludeVerb: [
    'exterminer|extermine|exterminent|exterminait|eliminer|elimine|eliminent|eliminait|eradiquer|eradique|expulser|expulse|expulsent|deporter|deporte|deportent',
    'chasser|chasse|chassent|virer|vire|virent|jeter|jette|jettent|bruler|brule|brulent|gazer|gaze|gazent|tuer|tue|tuent|massacrer|massacre|noyer|noie|pendre|pend',
    'enfermer|enferme|enferment|frapper|frappe|frappent|taper|tape|tapent|exclure|exclu|exclut|rejeter|rejette|rejettent|interdire|interdit|separer|separe',
    'se debarrasser|debarrasse des, ne jouent|joue|jouons|jouez pas avec, ne pas jouer avec, jamais jouer avec, ne parle|parlent|parlons pas aux|avec',
    'mieux sans',
    'kill|exterminate|deport|ban|expel',
  ],
  /** Phrases of exclusion that need no object: "dehors", "rentrez chez vous", "pas les bienvenus". */
  exclude: [
    'dehors, hors de france|ici, pas les bienvenus, pas bienvenus, rien a faire ici|chez nous, pas chez nous',
    'doivent|devraient|faut|vont rentrer|retourner|repartir chez eux, doivent|devraient|faut|vont rentrer|retourner|repartir dans leur pays',
    'rentrez|retournez chez vous, rentrez|retournez dans votre pays, rentre|retourne chez toi, rentre|retourne dans ton pays',
    'extermination|elimination|deportation|expulsion, interdit|interdits|interdite|interdites aux, pas le droit, aucun droit, pas de place, pas leur place',
    'ne doivent|devraient|peuvent pas aller|venir|entrer|jouer|rester|vivre|habiter|etre, n ont rien a faire, serait|seraient mieux sans, mieux sans eux',
    'doivent|devraient|devront|vont|doit|devra quitter|partir|disparaitre|mourir|crever|degager, doivent|devraient|devront|doit|devra etre chasses|expulses|enfermes|punis|tues|elimines',
    'mort aux, a mort les',
    'go home, go back, get out, not welcome, banned',
  ],
  generalise: [
    'tous|toutes des, sont tous|toutes, ils|elles sont, c est|ce sont des, sont des, sont que des, ne sont que, comme tous|toutes les, tous|toutes pareils|pareilles',
    'are all, they are, all of them',
  ],
  badTrait: [
    'voleur|voleurs|voleuse|voleuses|menteur|menteurs|menteuse|criminel|criminels|criminelle|delinquant|delinquants|bandit|bandits|terroriste|terroristes|violeur|violeurs',
    'paresseux|faineant|faineants|feignant|feignants|idiot|idiots|betes|stupide|stupides|debile|debiles|cons|nuls|incapables|inutiles|dangereux|dangereuses|violents|mechants|mechantes|hypocrites|radins|avares|profiteurs|fraudeurs|assistes',
    'bons a rien, pas propres, pas de vrais francais, pas francais, volent notre|nos travail|emplois|allocations|pays',
    'volent|volaient|pillent|mentent|trichent|agressent|violent|tuent',
    'thieves|criminals|lazy|stupid|dangerous|terrorists|liars',
  ],
  conspiracy: [
    'controle|controlent|dirige|dirigent|possede|possedent|manipule|manipulent|complot|complots|domination',
    'tout l argent, les banques, les medias, le monde entier',
    'control|controls, run the world, own the banks',
  ],
  /** A story that teaches respect for the group: "apprendre la tolérance envers les migrants". */
  tolerance: [
    'tolerance|tolerant|tolerante|respect|respecter|respecte|accueil|accueillir|accueille|accueillent|accueillis|accueillies|accepter|accepte|acceptent|acceptes|difference|differences|differents|differentes|diversite',
    'ensemble|amitie|entraide|aider|aide|aident|partager|partage|racisme|raciste|racistes|discrimination|harcelement|injuste|injustice',
    'ami|amie|amis|amies|copain|copine|copains|copines avec, lutter|lutte contre',
    'tolerance|respect|welcome|together|racism, friends with',
  ],
  glorify: [
    'vive|vivent|gloire|glorieux|heros|heroique|admire|admirer|admirait|admirent|admiration|admirable|bravo|genial|geniale|genie|rejoindre|rejoint|rejoignent|rejoindra|rejoindrait',
    'fier|fiere|fiers|idole|modele|modeles|celebre|celebrer|celebrent|honneur|honorer|soutien|soutenir|soutient|salut|saluer|salue|champion|fan|fans|adore|adorer|adorait|martyr|martyrs|paradis|recompense',
    'le meilleur, un exemple, avait|avaient raison, a|ont raison, grand homme, super, avec les nazis|ss|allemands, aux cotes des nazis|ss',
    'reve|rever|revait|veut|voudrait de devenir, veut|voudrait devenir, devenir comme, comme lui|eux, a la facon de',
    'gentil|gentils|gentille|sympa|sympathique|courageux|courageuse|formidable|incroyable|magnifique',
    'applaudit|applaudissent|applaudir|applaudissait|acclame|acclament|acclamer|felicite|felicitent',
    'hail|glory|hero|heroes|admire|admires|great|best|join|joins|love|loves',
  ],
  nazi: [
    'hitler|nazi|nazis|nazie|nazies|nazisme|fuhrer|fuehrer|reich|gestapo|wehrmacht|himmler|goebbels|goering|petain|fasciste|fascistes|fascisme|mussolini',
    'salut romain|fasciste',
    'adolf hitler, mein kampf, waffen ss, ss, troisieme|3e reich, salut hitlerien|nazi, camp|camps de concentration, camp|camps d extermination',
    'hitler|nazi|nazis|nazism|fuhrer, third reich',
  ],
  terror: [
    'attentat|attentats|terroriste|terroristes|terrorisme|djihadiste|djihadistes|jihadiste|jihadistes|kamikaze|kamikazes|daech|daesh|bataclan|merah|breivik|columbine',
    'le|au|du djihad|jihad, etat islamique, al qaida|qaeda, ben laden, 11 septembre, tours jumelles, charlie hebdo, califat, combattants|moudjahidines en syrie|irak',
    'terrorist|terrorists|terrorism, al qaeda, bin laden, school shooter',
  ],
  /** History told from the victims' or the resisters' side. */
  resistance: [
    'resistant|resistante|resistants|resistance|liberation|libere|liberer|victime|victimes|deporte|deportes|deportee|shoah|holocauste|memoire|souvenir|debarquement',
    'cacher|cache|cachait|fuir|fuit|echapper|echappe|vaincre|vaincu',
    'contre les nazis|ss|allemands, contre hitler, contre le nazisme, anne frank, se cacher|cachait, plus jamais, jamais plus',
    'combattre|combattait|combattu|lutter|luttait|lutte|resister|resistait|battre|battu|bat contre',
    'resistance|holocaust|victims|liberation, against the nazis, anne frank',
  ],

  // ── Crime and drugs ──────────────────────────────────────────────────────────────────────────
  /** Stealing with something to steal (plain "voler" is flying). */
  steal: [
    'voler|vole|voles|volent|volait|volaient|vola|volerent|volera|piquer|pique|piquait|chiper|chipe|chipait|chaparder|chaparde|faucher|fauche|derober|derobe|derobait de l argent, voler|vole|volent|volait|vola|piquer|pique|piquait|chiper|derober du|des|un|une|le|la|les|sa|son|ses|mes|ton|ta|tes|leur|leurs argent|sous|billets|bonbons|bonbon|telephone|portable|portefeuille|porte|carte|sac|montre|bijoux|velo|voiture|jeux|jouets|console|chocolat|affaires|tablette|ordinateur|iphone|baskets|code|codes|scooter|moto',
    'voler|vole|volent|volait|vola|piquer|pique|piquait dans un|une|le|la|les|son|sa|ses|leur magasin|magasins|supermarche|boutique|boutiques|sac|sacs|poche|poches|caisse|portefeuille|porte|voiture|voitures|maisons|maison|tirelire',
    'voler|vole|volent|volait|vola|piquer|pique|piquait au|aux supermarche|magasin|magasins|marche|voisins|voisin|passants|parents|copains|camarades|vieux',
    'voler|vole|volent|volait|vola|piquer|pique|piquait a la caisse|boulangerie|epicerie|maitresse|voisine|boutique',
    'voler|vole|volent|volait|vola|piquer|pique|piquait a maman|papa|mamie|papi|sa|son|ses|leur|leurs',
    'steal|steals|stole|stealing|shoplift|shoplifting',
  ],
  /** Stealing verbs on their own, for "voler sans se faire prendre". */
  stealVerb: ['voler|vole|voles|volent|volait|volaient|vola|piquer|pique|piquait|chiper|chipe|chaparder|faucher|derober'],
  crimeAct: [
    'cambrioler|cambriole|cambriolent|cambriolait|cambriola|cambriolage|cambriolages|braquer|braquage|braquages|devaliser|devalise|devalisent|devalisait',
    'arnaquer|arnaque|arnaquent|arnaquait|escroquer|escroque|escroquait|racketter|rackette|fraude|frauder|trafic|trafiquer|dealer',
    'forcer|force|forcait|crocheter|crochete|fracturer|fracture la|une|les porte|portes|serrure|serrures|fenetre|vitrine|cadenas|voiture',
    'vendre|vend|vendent|vendait de la drogue',
    'burgle|burglary|rob|robbery|scam, break into',
  ],
  howTo: [
    'sans se faire prendre|attraper|pincer|choper|gauler|reperer|voir|remarquer|surprendre|arreter|coincer',
    'sans que personne ne le|la|les voie|remarque|sache|voient, sans que personne ne voie|remarque|sache',
    'sans laisser de trace|traces, sans payer, sans alarme',
    'comment|tuto|tutoriel|tutoriels|astuce|astuces|technique|techniques|methode|methodes|facilement|discretement',
    'apprendre|apprend|apprennent a, apprendre comment, explique|expliquer|montre|montrer comment, mode d emploi, etape par etape',
    'le|un plan pour, le meilleur moyen, la meilleure facon, sans risque, en douce, en cachette, conseils pour',
    'echapper|echappe a la police, semer la police, semer les flics|gendarmes|policiers, fuir la police',
    'effacer|efface|effacent les|ses|leurs empreintes',
    'couper|desactiver|desactive l alarme, couper|desactiver|desactive les cameras',
    'etape|etapes|plan|guide|recette|moyen|moyens, les secrets pour, comme un pro|chef, quand ils|elles sont en vacances|absents|partis, quand personne n est la|ne regarde',
    'quand|pendant que ils|elles dorment, quand|pendant que les gens|voisins|habitants dorment, par la fenetre, sans bruit, sans faire de bruit',
    'without getting|being caught, how to, step by step, tips',
  ],
  buy: [
    'acheter|achete|achetent|achetait|acheta|commander|commande|commandait|procurer|procure|obtenir|obtient|vendre|vend|vendent|vendait',
    'buy|buys|bought|order|orders|sell|sells',
  ],
  weapon: [
    'arme|armes|pistolet|pistolets|revolver|revolvers|fusil|fusils|kalachnikov|kalachnikovs|kalash|flingue|flingues|munition|munitions|grenade|grenades|couteau|couteaux|poignard|poignards|machette|machettes|taser|bombe|bombes|explosif|explosifs|poison',
    'gun|guns|weapon|weapons|knife|knives|bomb|bombs|ammo|rifle|pistol',
  ],
  /** Drug paraphernalia that is nothing else: with a use, drugs ("une seringue" alone is the doctor's). */
  drugThing: ['poudre blanche, seringue|seringues, paille pour sniffer, billet roule, buvard|buvards, pipe a eau, sachet|sachets de poudre|herbe'],
  drugTry: ['essaie|essayer|essaye|essayait|goute|gouter|goutait|prend|prendre|prenait|sniffe|sniffer|injecte|injecter|fume|fumer|teste|tester|avale|avaler|pique|piquer|trouve|trouver|cache|cacher'],
  medical: ['docteur|docteurs|medecin|medecins|infirmier|infirmiere|infirmieres|vaccin|vaccins|piqure|piqures|hopital|pharmacien|pharmacienne|veterinaire|dentiste|insuline|diabete|diabetique|prise de sang'],
  /** Tying someone up: with a child as its object, violence. */
  tie: ['ligote|ligoter|ligotait|ligota|enchaine|enchainer|enchainait|enchaina|baillonne|baillonner|baillonnait|baillonna|attache|attacher|attachait|attacha|scotche|scotcher'],
  tiePlace: ['au radiateur|lit|poteau|tuyau, a un|une|leur|sa|son|la radiateur|chaise|chaises|arbre|lit|poteau|tuyau, aux radiateurs|chaises|arbres|lits|poteaux'],
  illegalChannel: [
    'darknet|illegalement|illegal|illegale',
    'sur internet, en ligne, sur le dark web|darknet, dark web, au marche noir, marche noir, sans permis, sans ordonnance, dans la rue, sur snapchat|telegram',
    'online|darknet|illegally, dark web, black market, without a licence|license',
  ],
};

/** Every phrase of a concept list, one per ", "-separated part of a line. */
export function conceptEntries(): { category: Concept; source: string }[] {
  const entries: { category: Concept; source: string }[] = [];
  for (const [concept, lines] of Object.entries(CONCEPTS) as [Concept, readonly string[]][]) {
    for (const line of lines) {
      for (const source of line.split(', ')) entries.push({ category: concept, source });
    }
  }
  return entries;
}
