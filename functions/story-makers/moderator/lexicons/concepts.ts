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
  | 'faceKiss'
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
  | 'stealVerb'
  // Added in round 2: roles spelled out more generally.
  | 'stranger'
  | 'send'
  | 'want'
  | 'selfPhoto'
  | 'scant'
  | 'privateChannel'
  | 'ifTell'
  | 'ifSpeak'
  | 'harmThreat'
  | 'tellVerb'
  | 'remotePlace'
  | 'viewer'
  | 'grope'
  | 'intimate'
  | 'pet'
  | 'kids'
  | 'dismember'
  | 'cook'
  | 'maimed'
  | 'maim'
  | 'hang'
  | 'hook'
  | 'strangle'
  | 'throw'
  | 'atHead'
  | 'wounds'
  | 'hide'
  | 'height'
  | 'jumpFor'
  | 'despair'
  | 'suicideMeans'
  | 'burgle'
  | 'breakIn'
  | 'stealFor'
  | 'arson'
  | 'hearth'
  | 'poison'
  | 'vandal'
  | 'creature'
  | 'police'
  | 'caught'
  | 'sunburn'
  | 'pretend'
  | 'entryPoint'
  | 'rope'
  | 'neck'
  | 'pantry'
  | 'rescue'
  | 'jumpSport'
  | 'valuables'
  | 'shop'
  | 'force'
  | 'pierce'
  | 'sharp'
  | 'deathWish'
  | 'vanish'
  | 'overEdge'
  | 'worship'
  | 'card'
  | 'extort'
  | 'wait'
  | 'parentPresent'
  | 'starve'
  | 'thinPurpose'
  | 'getIn'
  | 'snack'
  | 'noMoreLife'
  | 'defenestrate'
  | 'becauseOf'
  | 'persecuted'
  | 'groupWord'
  | 'genocide'
  | 'denial'
  // Added in round 3: undressing and touching, isolation, pathologising, bruises, innards, swallowing, suicide without the word.
  | 'care'
  | 'ownBody'
  | 'makeTouch'
  | 'lap'
  | 'unloved'
  | 'belief'
  | 'onlyOne'
  | 'parentsWouldnt'
  | 'ifKnew'
  | 'forbid'
  | 'contact'
  | 'dontCall'
  | 'lgbt'
  | 'sick'
  | 'cure'
  | 'supreme'
  | 'dominate'
  | 'raceWord'
  | 'bruised'
  | 'bruiseNoun'
  | 'angry'
  | 'accident'
  | 'pull'
  | 'byHair'
  | 'innards'
  | 'spill'
  | 'ingest'
  | 'sharpThing'
  | 'chemical'
  | 'byMistake'
  | 'showAct'
  | 'joinVerb'
  | 'afterlife'
  | 'ledge'
  | 'jump'
  | 'now'
  | 'farFuture'
  | 'howDie'
  | 'ifGone'
  | 'betterOff'
  | 'unmissed'
  | 'noWake'
  | 'wish'
  | 'farewell'
  | 'giveaway'
  | 'beforeDying'
  | 'moving'
  | 'mourning'
  | 'undressOf'
  | 'cannot'
  | 'toHeaven'
  | 'must'
  | 'teach'
  | 'makeWeapon'
  | 'toyMaterial';

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
    // An age alone marks a child: "qui a 7 ans", "âgée de 6 ans", "8ans".
    'a|qui|agee|age|avait 2|3|4|5|6|7|8|9|10|11|12|13|14|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze ans',
    // "Elle n'avait que 6 ans".
    'a|avait que 2|3|4|5|6|7|8|9|10|11|12|13|14|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze ans',
    '2ans|3ans|4ans|5ans|6ans|7ans|8ans|9ans|10ans|11ans|12ans|13ans|14ans',
    'neveu|neveux|niece|nieces|filleul|filleule|filleuls|filleules, petit|petits|jeune|jeunes mousse|mousses, poucet',
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
    'un|le|les grand|grands de 3eme|4e|4eme|quatrieme|5e|5eme|cinquieme|seconde|premiere|terminale|14|quatorze',
    'internaute|internautes|youtubeur|youtubeuse|streamer|gameur',
    // An age of an adult marks one, whatever the word: "le cousin de 19 ans".
    'de|d|a 18|19|20|21|22|23|24|25|26|27|28|29|30|31|32|33|34|35|36|37|38|39|40|45|50|55|60|65|70|75|80|vingt|trente|quarante|cinquante|soixante ans',
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
    'frapper+|taper+|gifler+|cogner+|tabasser+|fouetter+|brutaliser+|maltraiter+|martyriser+|etrangler+|secouer+|enfermer+|blesser+|bruler+',
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
    'brule|bruler|brulent|brulait|brula|ebouillante|ebouillanter|tord|tordre|tordait|tordit',
    'hit|hits|hitting|beat|beats|beating|slap|slaps|slapped|punch|punches|punched|kick|kicks|kicked',
  ],
  /** A blow told as a noun or an idiom: no object needed. */
  hitAct: [
    'tire|tirer|tirait|tira|tirent les cheveux|oreilles, menace|menacer|menacait|menaca avec un|une couteau|arme|pistolet|fusil|marteau',
    'donne|donner|donnent|donnait|donnaient|donna|met|mettre|mettent|mettait|mit|fout|foutait|file|filait|colle|collait|flanque|flanquait|recoit|recevoir|recoivent|recevait|recut|prend|prendre|prenait|prennent des|une|un|de|sa|ta gifle|gifles|claque|claques|baffe|baffes|beigne|beignes|raclee|raclees|fessee|fessees|torgnole|torgnoles|mandale|mandales|coups|patate|patates|rouste|roustes|correction|corrections|volee|volees',
    'coup|coups de poing|pied|pieds|ceinture|baton|batons|fouet|martinet|genou|cravache|bouteille|marteau|regle',
    // Blows that belong to a family member: "les coups de papa", "les gifles du beau-père".
    'coups|gifles|claques|baffes|fessees de|du|d papa|maman|pere|mere|beau|mari|oncle|tonton',
    'leve|lever|levait|leva la main sur',
    // Marks left on someone ("lui a laissé des marques"), not footprints in the snow; bruises alone are `bruised`.
    'laisse|laissait|laisser des bleus, lui|leur|m|t|me|te laisse|laissait|laisser des bleus|marques|traces, lui|leur|m|t a|avait laisse des bleus|marques|traces',
    'fessee|fessees|raclee|raclees|torgnole|torgnoles|gifle|gifles|baffe|baffes|rouste|roustes',
    'beats|slaps|punches|kicks|spanks, beats up|beat up',
  ],
  /** Pushing or throwing someone somewhere that hurts: "pousse maman contre le mur". */
  push: [
    'pousser+|projeter+|plaquer+|balancer+|trainer+|jeter+',
    'pousse|pousser|poussait|poussa|poussent|jette|jeter|jetait|jeta|jettent|projette|projeter|projetait|projeta|plaque|plaquer|plaquait|plaqua|balance|balancer|balancait|balanca|traine|trainer|trainait|traina',
    'poussee|pousses|poussees|jetee|jetes|jetees|projetee|projetes|plaquee|balancee|trainee|traines',
  ],
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
    'se|s|me|m|te|t donne|donner|donnait|donnent|donna des|de coups|claques|gifles|baffes, se|s|me|m|te|t affame|affamer|affamait',
    'se|s|me|m|te|t arrache|arracher|arrachait la|sa peau, se|s|me|m|te|t arrache|arracher|arrachait les ongles|croutes|cheveux',
    'himself|herself|myself|themselves',
  ],
  /** What makes hurting oneself deliberate. */
  intent: [
    'expres, volontairement, pour se|me|te punir, pour avoir mal, pour ne plus etre triste|sentir|souffrir|penser, pour oublier, jusqu au sang, jusqu a saigner',
    'pour souffrir, pour mourir, pour se|me|te faire du mal, pour que ca fasse mal, veut|voulait|voudrait|veux avoir mal|souffrir',
    'quand il|elle est triste, quand il|elle se sent mal|seul|seule|nul|nulle, chaque soir|nuit|jour, tous les soirs|jours, en cachette, cicatrice|cicatrices|coupures|entailles',
    'se sent|sentait|sens nul|nulle|mal|seul|seule|triste|moche|inutile, jusqu a ce que ca saigne, jusqu a ce qu il|elle saigne, pour voir le sang, pour sentir quelque chose',
    'lame|lames|rasoir|rasoirs|cutter|cutters|compas|epingle|epingles|aiguille|aiguilles',
    'jusqu a avoir|faire des trous|plaies|croutes',
    'se|s|me|m|te|t punit|punir|punissait|punissent|punissant|puni|punie en, pour se|me|te faire mal|saigner',
    'jusqu a ce que ca|ce fasse|fassent|fait mal, jusqu a ce que ca|ce saigne|saignent, jusqu a avoir|sentir mal, jusqu a avoir|sentir tres|trop mal, jusqu a avoir des bleus|marques|traces|cicatrices|croutes',
    'quand il|elle est|etait en colere, quand il|elle est|etait enerve|enervee|angoisse|angoissee|stresse|stressee|malheureux|malheureuse, quand ca ne va pas, pour se calmer',
    'se trouve|trouvait trop|si grosse|gros|moche|moches|nul|nulle|laid|laide, se trouve|trouvait grosse|gros|moche|moches|nul|nulle|laid|laide, se deteste|detestait, deteste son corps',
    'sous ses|des manches, manches longues, ne le dit|dira|disait a personne, sans que personne ne le voie|sache|remarque',
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
    'boule|boules de neige, confettis|bisous|bisou|fleurs|petales|bulles|ballons|coussins|eau|seau|peluches|peluche',
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
    'eau bouillante, fer a repasser, cigarette|cigarettes sur, huile|eau bouillante|brulante, dans l huile',
    'prive|privee|prives|privees de manger|nourriture|eau',
    // The verb only: the adjective « affamé(e) » is said of a hungry dragon as often as of a child, and said of
    // the child (« la petite fille affamée ») it is read by the participles of childVictim.
    'affamer|affament|affamait|affama',
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
    'couper+|decouper+|trancher+|hacher+|arracher+|ecraser+|dechirer+|devorer+',
    'coupe|couper|coupent|coupait|coupa|decoupe|decouper|decoupent|decoupait|decoupa|tranche|trancher|tranchait|trancha|hache|hacher|hachait|hacha',
    'arrache|arracher|arrachent|arrachait|arracha|ecrase|ecraser|ecrasent|ecrasait|ecrasa|broie|broyer|broyait|broya|ecrabouille|ecrabouiller',
    'creve|crever|crevait|creva|eclate|eclater|eclatait|eclata|devore|devorer|devorait|devora|mange|manger|mangeait|mangea|dechire|dechirer|dechirait|dechira',
    'coupent|decoupent|tranchent|hachent|arrachent|ecrasent|broient|crevent|eclatent|devorent|mangent|dechirent|brulent|cuisent|rotissent',
    'bouillir|cuire|rotir|griller|frire|bouilli|cuit|cuits|roti|rotis|devores|devoree|devorees|manges|mangee|mangees|decoupes|decoupee|decoupees|coupes|coupee|coupees',
    'scie|scier|sciait|scia|scient|perce|percer|percait|transperce|transpercer|transpercait',
    'cut|cuts|chop|chops|chopped|rip|rips|ripped|crush|crushed|eat|eats|ate',
  ],
  bodyPart: [
    'yeux|oeil|tete|tetes|bras|jambe|jambes|doigts|doigt|langue|oreilles|oreille|coeur|ventre|gorge|cou|crane|cervelle|boyaux|peau|mains|main|pieds|dents|cerveau|visage|corps',
    'os|intestins|organes|tripes|ongles|orteils|nez|joues|levres|genoux|epaules|poitrine|dos|cuisses|poignets|cheveux|nuque',
    'eyes|eye|head|heads|arms|legs|fingers|tongue|heart|belly|throat|skin',
  ],
  pieces: [
    'en morceaux|rondelles|lamelles|tranches|charpie|bouillie|deux, en petits|mille morceaux',
    'vivant|vivante|vivants|vivantes',
    'into pieces, alive',
  ],

  // ── Sexual content and grooming ──────────────────────────────────────────────────────────────
  undress: [
    'deshabiller+',
    'deshabille|deshabiller|deshabillent|deshabillait|deshabilla|deshabilles|deshabillee|deshabillees|deshabillez',
    'devetir|devet|devetu|devetue|devetus|devetues|devetait|devetit',
    'enlever|enleve|enlevent|enlevait|enleva|retirer|retire|retirent|retirait|retira|baisser|baisse|baissent|baissait|baissa|oter|ote|otait|ota ses|sa|son|tes|ta|ton|les|leur|leurs|mes|ma|mon vetements|habits|culotte|culottes|slip|slips|calecon|pantalon|pyjama|maillot|robe|jupe|vetement|haut|sous',
    'se|s changer|change|changent|changeait|changeaient|changera, se|s mettre|met|mettent en culotte|slip, se|s mettre|met|mettent en sous vetements',
    'undress|undresses|undressed|undressing|strip|strips|stripped',
  ],
  nude: [
    'nu|nue|nus|nues|denude|denudee, toute nue, tout nu, tous nus, toutes nues, a poil, sans culotte|slip|vetements|habits, en sous vetements, en culotte|slip, petite tenue, tenue sexy',
    'en lingerie|string|strings, tenue|tenues legere|legeres|osee|osees',
    'sans sa|son|ses|leur|leurs|ta|ton|tes culotte|slip|calecon|vetements|habits',
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
    'toucher+|caresser+|tripoter+|peloter+|masser+',
    'touche|toucher|touchent|touchait|touchaient|toucha|touches|touchez|touchera|tripote|tripoter|tripotent|tripotait|tripota|tate|tater|tatait|palpe|palper|palpait',
    'caresse|caresser|caressent|caressait|caressa|caresses|pelote|peloter|pelotait|frotte|frotter|frottait|frotta|leche|lecher|lechait|lecha|embrasse|embrasser|embrassait|embrassa',
    'met|mettre|mettait|mit|passe|passait|glisse|glisser|glissait|glissa la|sa|ses|les main|mains',
    'mains baladeuses',
    'touch|touches|touched|touching|rub|rubs|rubbed|lick|licks|kiss|kisses|kissed',
  ],
  show: [
    'montrer+|regarder+|filmer+|photographier+|mater+',
    'montre|montrer|montrent|montrait|montra|montrez|montres|regarde|regarder|regardait|regarda|voir|mate|mater|matait|filme|filmer|filmait|photographie|photographier',
    'show|shows|showed|watch|watches|film|films|filmed, look at',
  ],
  photo: [
    'photo|photos|photographie|photographies|photographier|photographiait|filmer|filme|filmait|filma|filmes|filmee|filmees|webcam|camera|cameras|selfie|selfies|snap|snapchat',
    'une|des|en|ses|sa|leurs video|videos',
    'appareil photo',
    'photographe|photographes',
    'picture|pictures|webcam|camera|selfie|selfies',
  ],
  romance: [
    'draguer+|epouser+|seduire|seduit|seduisait, histoire|histoires d amour, tomber|tombe|tombent|tombait|tombaient|tombera amoureux|amoureuse|amoureuses, en couple',
    'amoureux|amoureuse|amoureuses|epouser|epouse|marier|mariage|fiance|fiancee|drague|draguer|draguait|seduire|seduit|seduisait',
    'sortir|sort|sortent avec, sortent ensemble, petite amie, petit ami, son cheri, sa cherie, se marier',
    'se|s marie|marient|mariait|mariera avec, epouse|epousait|epousera un|une|le|la|son|sa',
    'bisou|bisous|baiser|baisers sur la bouche, embrasser|embrasse|embrassait|embrassa sur la bouche, rouler une|des pelle|pelles',
    'boyfriend|girlfriend|marry|marries|married|dating, in love, kiss on the mouth',
  ],
  /** A kiss or a caress: ordinary from the family, not from an adult outside it to a child. */
  /** Where a family kiss lands: "un bisou sur le front de sa nièce" is no kiss to refuse. */
  faceKiss: ['sur le|la|les|son|sa|ses front|joue|joues|main|mains|nez|tete|cheveux|crane|paupieres'],
  kiss: ['embrasse|embrasser|embrassait|embrassa|embrassent|bisou|bisous|baiser|baisers|caresse|caresser|caressait|caressa|cajole|cajoler', 'kiss|kisses|kissed'],
  bed: [
    'dans son|le|leur|mon lit, dans le meme lit, dans le grand lit',
    'dormir|dort|dorment|dormait|dormaient|coucher|couche|couchent|couchait avec lui|elle|eux',
    'dormir|dort|dorment|dormait|dormaient|coucher|couche|couchent|couchait ensemble',
    'prendre|prend|prennent|prenait son|le|un|leur bain avec, prendre|prend|prennent|prenait sa|une douche avec',
    'bain|bains|douche|douches ensemble, bain|douche avec lui',
    's|se|t|te assoir|asseoir|assoit|assied|asseyait sur ses|mes genoux, sur ses genoux',
    'sous la|sa|ta|leur|les couverture|couvertures|couette|couettes|draps|drap',
    'se|s|te|t doucher|douche|douchait|baigner|baigne|baignait|laver|lave|lavait avec lui|elle|moi|eux, se|s|te|t doucher|douche|douchait|baigner|baigne|baignait ensemble',
    'in his|her bed, in the same bed, sleep with',
  ],
  doctorGame: ['jouer|joue|jouent|jouait|jouaient au docteur|touche|docteurs, jouer|joue|jouent|jouait aux docteurs, play doctor'],
  affection: ['calin|calins|bisou|bisous|caresse|caresses|cajoler|cajole|cajolait', 'hug|hugs|cuddle|cuddles'],
  secret: ['secret|secrets|secrete|secretes|secretement, en cachette, en douce, en cachette', 'secretly'],
  /** Asking a child to keep a secret, or sharing one "between us". */
  secretKeep: ['garder|garde|gardes|gardent|gardait|gardez|gardera|garderas le|un|ce|leur secret', 'keep a secret, keep it secret'],
  /** A secret "between us": what an adult tells a child he is isolating. */
  secretOurs: [
    'notre|votre|nos|leur|leurs petit|petits secret|secrets, notre|nos|leur|leurs secret|secrets',
    'rien qu|que entre nous, c est|ca|cela reste entre nous, c est entre nous, entre nous deux, entre toi et moi',
    'secret entre eux|nous|vous|lui|elle|toi, entre eux et lui|elle|moi, entre elle|lui et lui|elle|moi|toi, c est un secret entre',
    'efface|effacer|effacent|supprime|supprimer les|ses|nos messages|photos|conversations, de les effacer|supprimer',
    'promettre|promet|promets|promettait|promit|jurer|jure|jures|jurait|jura de ne rien dire',
    'promettre|promet|promets|promettait|promit|jurer|jure|jures|jurait|jura de ne pas le dire|raconter',
    'promettre|promet|promets|promettait|promit|jurer|jure|jures|jurait|jura de se taire',
    'faire|fait|fit|faisait promettre|jurer',
    'leurs|nos|vos jeux|calins|bisous|rendez|moments|caresses sont|restent|seront secrets|secret, c est leur secret',
    'our secret, our little secret, between you and me',
  ],
  /** Keeping something from the parents: "ne dis rien à tes parents", "sans le dire à maman". */
  tellNot: [
    'ne|n dis|dit|dites|disent|disait|dire|raconte|racontes|raconter|parle|parles|parler|dira|diras rien|pas|jamais',
    'ne le|la|les|leur|lui dis|dit|dites|dire|raconte|racontes|montre|montres|montrer|diras|dira pas|jamais|rien',
    'ne|n le|la|les|leur|lui|en dis|dit|dites|dire|raconte|racontes|parle|parles|diras|dira surtout|vraiment|absolument|bien|jamais|plus pas|rien|jamais|a',
    'ne|n dis|dit|dites|dire|raconte|racontes|parle|parles|diras|dira surtout|vraiment|absolument|bien|jamais|plus rien|pas|jamais',
    'n en parle|parles|parlez|parler pas|jamais, n en parle a personne',
    'de se|te taire, tais toi, taisez vous, garder le silence, rien dire a personne',
    'ne rien dire|raconter|montrer, ne pas dire|raconter|parler|prevenir, ne pas en parler, ne pas le dire',
    'ne jamais dire|raconter, ne jamais en parler, ne jamais le dire',
    'sans le dire|raconter, sans rien dire, sans prevenir, sans en parler',
    'sans que ses|tes|leurs|les parents|maman|papa le|ne sache|sachent|sachant, sans que personne ne le sache',
    'cacher|cache|caches|cachait|cachent a ses|tes|leurs|les parents',
    'ne doivent|doit|devront|devait|devaient pas|jamais|rien savoir, ne doivent|doit|devait pas le savoir',
    'personne ne doit|devra le savoir, personne ne doit|devra savoir',
    'sans que ses|tes|leurs|les|sa|ta|son|ton parents|maman|papa|mere|pere ne le|la|les sache|sachent|sachant|voie|voient|apprenne|apprennent',
    'sans que ses|tes|leurs|les|sa|ta|son|ton parents|maman|papa|mere|pere le|la|les sache|sachent|sachant|voie|voient|apprenne|apprennent',
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
    'quand|lorsqu|lorsque ils|elles sont|etaient seuls|seules, ils|elles sont|etaient seuls|seules, ils|elles se retrouvent|retrouvaient seuls|seules',
    'seul|seule|seuls|seules a seul|seule|seuls|seules, loin des autres|regards|parents|gens',
    'alone with, just the two of us',
  ],
  /** The parents away: "alors que sa maman n'est pas là", "quand ses parents dorment". */
  parentAway: [
    'sa|ta|leur|la maman|mere n est|etait pas la, son|ton|leur|le papa|pere n est|etait pas la, ses|tes|les parents ne sont|etaient pas la',
    'sans ses|les|tes parents, sans papa ni maman, sans sa maman|mere, sans son papa|pere, en l absence de ses|sa|son',
    'quand|lorsque|si maman|papa|mere|pere n est|etait pas la|rentree|rentre, pendant que maman|papa n est|etait pas la, quand|lorsque|si maman|papa dort|dormait|travaille|travaillait|sort|sortait, quand|lorsque|si les|ses|tes parents ne sont|etaient pas la',
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
  loot: [
    'bijoux|argent|portefeuille|portefeuilles|tableaux|montres|economies|tirelire, objets de valeur, carte|cartes bleue|bleues|bancaire|bancaires',
    'console|consoles|telephone|telephones|portable|portables|tablette|tablettes|ordinateur|ordinateurs|caisse|coffre|sous|billets|sac|sacs|tele|television|televisions|ecran|ecrans',
  ],
  /** What stealing is for: "pour acheter des skins". */
  stealPurpose: ['pour acheter|payer|revendre|jouer, pour s acheter, pour se payer, carte bleue|bancaire, code de la carte'],
  /** Offering something: with a lure and a child, the stranger's approach. */
  offer: [
    'offre|offrir|offrait|offrent|offrira|offrirai|donne|donner|donnait|donnera|donnerai|propose|proposer|proposait|promet|promettre|promettait|achete|acheter|achetait|achetera|acheterai|distribue',
    'gives|offers|buys',
  ],
  /** Threatening someone: with a weapon and the family, violence. */
  threat: ['menace|menacer|menacait|menaca|menacent|menaces|menacant', 'menacer+'],
  /** Touching oneself in front of someone. */
  selfTouch: ['se|s touche|touchait|toucher|caresse|caressait|caresser|masturbe devant'],
  night: ['la nuit, le soir, quand elle|il dort, pendant qu elle|il dort, dans son sommeil, a la nuit tombee, quand|pendant que tout le monde dort|dormait, tous les soirs, toutes les nuits, at night'],
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
    'dans les|des toilettes, dans un endroit|coin|lieu secret|cache|isole, a l abri des regards, ou personne ne nous|vous|les|le|la|te verra|voit',
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
    'demander+|proposer+|inviter+|obliger+|forcer+|emmener+|amener+|attirer+|entrainer+|ordonner+|supplier+|pousser+',
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
    'rencontrer+|retrouver+|rejoindre|rejoint|rejoins|rejoignent|rejoignait|rejoindra',
    'rencontrer|rencontre|retrouver|retrouve, rendez vous, se voir, la|le voir, en vrai, venir le|la chercher, son adresse|numero, ou il|elle habite',
    'rdv, retrouvait|retrouvera|rejoindre|rejoins|rejoint|rejoignait|rejoindra|rejoigne, venir|viens|vient|venait me|le|la|te voir',
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
    'personne n a le droit, n a pas le droit de toucher|regarder, sont a elle|lui|moi|toi, lui|leur|m|t appartient|appartiennent',
    'say|says no, refuses, tells her|his parents',
  ],

  // ── Hate ─────────────────────────────────────────────────────────────────────────────────────
  /** A group of people, named with a determiner ("les noirs", not "un chat noir" nor "la peur du noir"). */
  group: [
    `${GROUP_DETERMINER} arabe|arabes|noir|noirs|noire|noires|black|blacks|renoi|renois|rebeu|rebeus|beur|beurs|feuj|feujs|noich|noichs`,
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
    'gens|personnes|enfants|hommes|femmes|familles|eleves a|de la peau noire|blanche|foncee|jaune|mate|brune, gens|personnes|enfants de couleur',
    'gens|personnes|enfants|hommes|femmes|familles|eleves d|de origine etrangere|africaine|arabe|maghrebine|asiatique|juive|musulmane|immigree|chinoise|rom',
    'gens|personnes|enfants|hommes|femmes|familles|eleves d|du afrique|asie|ailleurs|orient|maghreb, gens du voyage, femmes voilees',
    'gens|personnes|enfants|ceux|celles qui viennent|venaient d afrique|asie|ailleurs|orient|maghreb, ceux|celles qui portent le voile, ceux|celles qui portent une kippa, ceux|celles qui prient allah',
    'islam|judaisme|arabe|arabes|juif|juifs|juive|juives|musulman|musulmans|musulmane|musulmanes|migrants|immigres|etrangers|roms|gitans|refugies|africains|asiatiques|homosexuels|handicapes',
    'enfants|enfant|eleves|familles|famille|gens|personnes|peuple|peuples|race|races|communaute|pays noir|noirs|noires|arabe|arabes|juif|juifs|juive|juives|musulman|musulmans|musulmanes|migrant|migrants|etranger|etrangers|roms|gitans|refugies|immigres|africains|asiatiques|chinois|handicapes|gay|gays|homosexuels|blancs',
    'black|jewish|muslim people, the blacks|jews|muslims|arabs|immigrants|migrants|gays|refugees, muslims|jews|immigrants|migrants|refugees',
  ],
  dehumanise: [
    'cerveau|cervelle plus petit|petite, petit cerveau',
    'rat|rats|vermine|vermines|parasite|parasites|cafard|cafards|cancrelat|cancrelats|poux|microbe|microbes|gangrene|peste',
    'dechet|dechets|ordure|ordures|merde|saletes|salete|crasse|pourriture|pourris|pourries|pourri',
    'inferieur|inferieure|inferieurs|inferieures|puent|puant|puante|puants|nuisible|nuisibles',
    'racaille|racailles|envahisseur|envahisseurs|invasion|infestent|infeste|pullulent|grouillent',
    'moins intelligent|intelligents|intelligente|intelligentes|humains|evolues|evolue|capables|malins que, superieur|superieurs|superieure|superieures a|aux|que, race superieure|inferieure',
    'ne servent|sert a rien, servent|sert a rien',
    'sentent|sent|puent mauvais, sentent|sent la merde|pisse|crasse, la|une plaie, un|le fleau, une|la calamite, une|la honte',
    'sous homme|hommes|race|races, erreur de la nature, pas humains, pas des humains, pas de vrais humains, moins que rien, moins que des chiens|animaux',
    'pas des|de vrais|vraies|veritables etres|etre humains|humain|personnes|gens|hommes, pas des|de vraies|veritables personnes, pas vraiment humains|des humains, pas des etres humains, moins que des humains|hommes|personnes, pas des personnes',
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
  better: [
    'mieux|meilleur|meilleure|meilleurs|parfait|parfaite|propre|propres|tranquille|tranquilles, plus beau|belle|sur|sure|propre',
    'plus intelligent|intelligents|intelligente|intelligentes|evolue|evolues|civilise|civilises|doue|doues|travailleurs|honnetes|beaux|belles|purs|pures|forts',
  ],
  /** Animals said of people: hate only as a predicate ("sont des singes", "comme des chiens"). */
  animal: [
    'animaux|animal|betes|bete|singe|singes|macaque|macaques|guenon|guenons|chien|chiens|chienne|chiennes|porc|porcs|cochon|cochons|truie|truies|vache|vaches',
    'sauvage|sauvages|primitif|primitifs|barbare|barbares|sale|sales|poubelle|poubelles|virus|cancer|punaise|punaises|maladie|fleau|poison|danger|menace',
    'legume|legumes|plante|plantes|parasite|parasites',
    'insecte|insectes|bestiole|bestioles|serpent|serpents|hyene|hyenes|vautour|vautours|chacal|chacals|puce|puces|tique|tiques|moustique|moustiques|sauterelle|sauterelles|criquet|criquets|limace|limaces|sangsue|sangsues|mouche|mouches|fourmi|fourmis|mouton|moutons|ane|anes|gorille|gorilles|babouin|babouins|chimpanze|chimpanzes|rongeur|rongeurs',
    'objet|objets|chose|choses|machine|machines|esclave|esclaves|outil|outils|meuble|meubles|sauvages|demons|monstres|robot|robots|zombies|zombie',
    'animals|apes|monkeys|dogs|pigs',
  ],
  /** Predicates that turn a word into a label for people: "sont des", "comme des", "traités de". */
  predicate: [
    'sont|etaient|seront des, que des, comme des|les, c est|ce sont des, sont de vrais|vraies|sales, traite|traiter|traitent|traitait|traitaient de|comme, de vrais|vraies, ces sales',
    'ressemblent|ressemble|ressemblaient a des, on dirait des, pas mieux que des, valent|vaut pas mieux que des, sont juste|seulement|simplement des',
    'compare|compares|comparee|comparees|comparer|comparent a|aux des, compare|compares|comparee|comparees|comparer|comparent a|aux',
    'faits|faites|nes|nees pour etre',
    'est|c est|sont une|un, sont|est',
    'are|like',
  ],
  /** Verbs that do away with people: hate when a group is their object. */
  excludeVerb: [
    'exterminer+|eliminer+|eradiquer+|expulser+|deporter+|gazer+|massacrer+|rejeter+',
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
    'ne doivent|devraient pas avoir d|des enfants, ne doivent|devraient pas se marier|voter|exister',
    'doivent|devraient|devront|vont|doit|devra quitter|partir|disparaitre|mourir|crever|degager, doivent|devraient|devront|doit|devra etre chasses|expulses|enfermes|punis|tues|elimines',
    'mort aux, a mort les',
    'ne meritent|merite|meritaient|meriteraient pas, meritent|merite|meritaient de mourir|souffrir|crever|disparaitre, meritent|merite|meritaient d etre tues|punis|chasses',
    'ne devraient|doivent|devrait|doit pas exister, pas le droit d exister, pas le droit de vivre',
    'go home, go back, get out, not welcome, banned',
  ],
  generalise: [
    'tous|toutes des, sont tous|toutes, ils|elles sont, c est|ce sont des, sont des, sont que des, ne sont que, comme tous|toutes les, tous|toutes pareils|pareilles',
    'are all, they are, all of them',
  ],
  badTrait: [
    'voleur|voleurs|voleuse|voleuses|menteur|menteurs|menteuse|criminel|criminels|criminelle|delinquant|delinquants|bandit|bandits|terroriste|terroristes|violeur|violeurs',
    'paresseux|faineant|faineants|feignant|feignants|idiot|idiots|betes|stupide|stupides|debile|debiles|cons|nuls|incapables|inutiles|dangereux|dangereuses|violents|mechants|mechantes|hypocrites|radins|avares|profiteurs|fraudeurs|assistes',
    'bons|bonnes qu a|qu, bons a rien, pas propres, pas de vrais francais, pas francais, volent notre|nos travail|emplois|allocations|pays',
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
    'ami|amie|amis|amies|copain|copine|copains|copines avec, lutter|lutte contre, meilleurs|meilleures amis|amies|copains|copines',
    'tolerance|respect|welcome|together|racism, friends with',
  ],
  glorify: [
    'vive|vivent|gloire|glorieux|heros|heroique|admire|admirer|admirait|admirent|admiration|admirable|bravo|genial|geniale|genie|rejoindre|rejoint|rejoignent|rejoindra|rejoindrait',
    'fier|fiere|fiers|idole|modele|modeles|celebre|celebrer|celebrent|honneur|honorer|soutien|soutenir|soutient|salut|saluer|salue|champion|fan|fans|adore|adorer|adorait|martyr|martyrs|paradis|recompense',
    'le meilleur, un exemple, avait|avaient raison, a|ont raison, grand homme, super, avec les nazis|ss|allemands, aux cotes des nazis|ss',
    'reve|rever|revait|veut|voudrait de devenir, veut|voudrait devenir, devenir comme, comme lui|eux, a la facon de',
    'gentil|gentils|gentille|sympa|sympathique|courageux|courageuse|formidable|incroyable|magnifique',
    'applaudit|applaudissent|applaudir|applaudissait|acclame|acclament|acclamer|felicite|felicitent',
    'fete|feter|fetent|fetait|fetaient, bonne idee|chose, etaient|etait bien|bons|gentils|justes, faire|fait|faisait le djihad|jihad, reve|revait|revent|rever de',
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
    'voler|vole|voles|volent|volait|volaient|vola|volerent|volera|piquer|pique|piquait|chiper|chipe|chipait|chaparder|chaparde|faucher|fauche|derober|derobe|derobait de l argent, voler|vole|volent|volait|vola|piquer|pique|piquait|chiper|derober du|des|un|une|le|la|les|l|sa|son|ses|mes|ton|ta|tes|leur|leurs argent|sous|billets|bonbons|bonbon|telephone|portable|portefeuille|porte|carte|sac|montre|bijoux|velo|voiture|jeux|jouets|console|chocolat|affaires|tablette|ordinateur|iphone|baskets|code|codes|scooter|moto',
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
  drugTry: [
    'essaie|essayer|essaye|essayait|goute|gouter|goutait|prend|prendre|prenait|sniffe|sniffer|injecte|injecter|fume|fumer|teste|tester|avale|avaler|pique|piquer|trouve|trouver|cache|cacher',
    'vend|vendre|vendent|vendait|donne|donner|donnait|distribue|distribuer|renifle|renifler|met|mettre|mettait',
  ],
  medical: ['docteur|docteurs|medecin|medecins|infirmier|infirmiere|infirmieres|vaccin|vaccins|piqure|piqures|hopital|pharmacien|pharmacienne|veterinaire|dentiste|insuline|diabete|diabetique, prise|prises de sang', 'pediatre|chirurgien|chirurgienne|kine|kinesitherapeute, cabinet medical'],
  /** Tying someone up: with a child as its object, violence. */
  tie: ['ligoter+|enchainer+|baillonner+|scotcher+', 'ligote|ligoter|ligotait|ligota|enchaine|enchainer|enchainait|enchaina|baillonne|baillonner|baillonnait|baillonna|attache|attacher|attachait|attacha|scotche|scotcher'],
  tiePlace: ['au radiateur|lit|poteau|tuyau, a un|une|leur|sa|son|la radiateur|chaise|chaises|arbre|lit|poteau|tuyau, aux radiateurs|chaises|arbres|lits|poteaux'],
  // ── Round 2: roles, spelled out more generally ─────────────────────────────────────────────
  /** Someone met online or unknown: the other party of a request for pictures. */
  stranger: [
    'quelqu un, un|des joueur|joueurs|gars|gamer|gameur|abonne|abonnes|follower|followers, un faux|fausse, pseudo, garcon|gars|homme|fille plus age|agee|vieux|vieille|grand',
    'ami|amie|copain|copine|contact|garcon|homme rencontre|rencontree en ligne, ami|amie|copain|copine|contact|garcon|homme rencontre|rencontree sur internet|roblox|fortnite|minecraft|snapchat|tiktok|discord|instagram|whatsapp',
    'someone',
  ],
  send: ['envoyer|envoie|envoies|envoient|envoyait|envoyaient|envoya|enverra|envoye|envoyee|partager+|poster+', 'envoie|envoyer|envoyait|envoient|envoies|envoye|envoyez|envoyais|envoi|partage|partager|poste|poster|transmettre', 'send|sends|sent'],
  want: ['exiger+|reclamer+|insister+', 'veut|voulait|voudrait|veulent|voulaient|aimerait|exige|exigeait|reclame|reclamait|insiste|insistait|reclament', 'wants|wanted'],
  /** Pictures of the child's own body: "des photos d'elle", "un selfie en pyjama". */
  selfPhoto: [
    'photo|photos|video|videos|image|images|selfie|selfies d elle|eux, photo|photos|video|videos|image|images|selfie|selfies de lui|toi|vous',
    'photo|photos|video|videos|image|images|selfie|selfies de son|ton|leur|sa corps, photo|photos|video|videos d elle meme, photo|photos|video|videos de lui|toi meme',
    'se|s|te|t filmer|filme|filmait|photographier|photographie, se|s|te|t prendre|prend|prenait en photo|video',
    'selfie|selfies, photo|photos|video|videos dans son|sa|ton|ta lit|bain|douche|chambre|baignoire',
  ],
  /** Scantily dressed: in underwear, pyjamas, a swimsuit, without a top. */
  scant: [
    'en maillot|pyjama|culotte|culottes|slip|slips|calecon|serviette|string|lingerie|nuisette, en sous vetements, en petite tenue',
    'sans son|sa|ses|ton|ta|tes|leur|leurs|le|la|les tee|t shirt, sans son|sa|ses|ton|ta|tes|leur|leurs|le|la|les teeshirt|haut|pull|vetements|habits|pyjama|culotte|slip|maillot|robe|pantalon',
    'sans tee|t shirt, sans teeshirt|haut|pull|vetements|habits|pyjama|culotte|slip|maillot',
  ],
  /** A private way to reach a child: messages, a tablet, a phone, a game's chat. */
  privateChannel: [
    'message|messages prive|prives|privee|privees, en prive, mp, dm, par message|messages|sms|texto|textos, messagerie',
    'sur son|le|ton|leur|sa|la|une|un|ta telephone|portable|tablette|ordinateur|ordi|console|smartphone, sur|dans le|un chat|tchat, webcam, visio',
    'sur|dans le|un|ce jeu|serveur, en jouant en ligne',
  ],
  /** "If you tell": a condition on telling someone. */
  ifTell: [
    'si tu le|en|leur|lui dis|racontes|parles|repetes|rapportes|disais|racontais|parlais|dit, si tu dis|racontes|repetes|caftes|balances|disais|racontais quoi|quelque|tout|a|au',
    's|si il|elle le|en|leur|lui dit|raconte|parle|repete|disait|racontait|parlait, s|si il|elle dit|raconte|repete|disait|racontait tout|quoi|quelque|a|au',
    'si jamais tu|il|elle le|en|dis|dit|racontes|raconte|parles|parle',
    'if you tell',
  ],
  /** "If you speak": weaker, a teacher may say it about chatting in class. */
  ifSpeak: ['si tu parles|parlais|racontes|dis|repetes, si tu l ouvres, s|si il|elle parle|parlait|raconte|racontait|dit|disait|repete, sinon'],
  /** What a threat promises: punishment or harm. */
  harmThreat: [
    'puni|punie|punis|punies|punirai|punira|puniras|punir|punition|punitions, ferai|fera|feras|ferait|ferais du mal, vais|va|vas faire du mal, fera|ferai|feras mal',
    'tuerai|tuera|tuerait|tuerais|tueras, tuer ta|ton|tes|sa|son|ses, frapperai|frappera|frapperait|taperai|tapera|battrai|battra|battre',
    'regretter|regretteras|regrettera, malheur, en prison, plus jamais revoir|reverras|reverra, reverras|reverra plus, enleverai|enlevera, brulerai|brulera',
    'mourir|mourra|mourront|mourras, disparaitre|disparaitra|disparaitras, arrivera|arriverait quelque chose',
  ],
  /** Verbs of telling someone: negated, they keep a secret (concept-rules.ts). */
  tellVerb: [
    'raconter+|parler+|repeter+|avouer+|confier+|rapporter+|cafter+|moucharder+|signaler+',
    'dire|dis|dit|dites|disent|disait|dira|diras|raconter|raconte|racontes|racontent|racontait|racontera|parler|parle|parles|parlent|parlait|parlera|repeter|repete|repetes',
    'avouer|avoue|confier|confie|prevenir|previens|previent|rapporter|rapporte|cafter|cafte|moucharder|signaler|savoir|sache|sachent|apprendre|apprenne|apprennent',
  ],
  /** Out of sight: behind a building, at the back of a park, in the toilets, somewhere secret. */
  remotePlace: [
    'derriere le|la|l|les gymnase|ecole|college|hangar|garage|buisson|buissons|arbres|mur|batiment|cabane|eglise|supermarche|immeuble|stade|gare|parking|haie|piscine|magasin|centre|cantine|preau',
    'au fond du parc|jardin|bois|couloir|terrain|parking|square|champ|garage|car|bus, au fond de la foret|cour|ruelle|grange|cave|allee|impasse',
    'dans les|des buissons|fourres, dans un coin, sous le pont',
    'dans un endroit|coin|lieu secret|cache|isole|tranquille|desert, un endroit|coin|lieu secret|cache|isole|desert, derriere les buissons, dans une ruelle',
  ],
  /** Undressing in front of someone. */
  viewer: [
    'devant lui|eux|moi|toi|vous|elles, devant les hommes|adultes|inconnus|messieurs',
    'devant le|un|l|cet|ce|son|ce monsieur|homme|inconnu|voisin|adulte|prof|professeur|maitre|entraineur|coach|moniteur|animateur|gardien|photographe|camera|webcam|telephone|portable|ecran|roi|type|garcon',
    'pour le|un|l photographe|monsieur|homme|voisin|inconnu, pour lui|eux',
    'devant le|un|ce|cet vieux|vieil|gros|grand|gentil|mechant|mysterieux monsieur|homme|roi|sorcier|voisin|inconnu|prince|magicien|prof|professeur|gardien',
    'devant le|un|l|ce sorcier|magicien|prince|ogre|geant|pirate',
  ],
  /** Touching that has no innocent use on a child's body: licking, groping, rubbing against. */
  grope: [
    // « tâter » by its forms but « tâta(s) », which fold to « tata », the aunt of « Tata Sophie ».
    'lecher+|tripoter+|peloter+|palper+|tate|tates|tatent|tater|tatait|tataient|tatais|taterent|tatera|taterait|tatee|tatees|tatant',
    'leche|lecher|lechait|lecha|lechent|tripote|tripoter|tripotait|tripota|pelote|peloter|pelotait|palpe|palper|palpait|tate|tater|tatait',
    'frotte|frotter|frottait|frotta|frottent|colle|collait|serre|serrait son corps|sexe|ventre contre, se|s frotte|frotter|frottait contre',
  ],
  /** The intimate parts named as such. */
  intimate: ['parties|partie intimes|intime|genitales|privees, zone|zones intime|intimes, organes|organe genitaux|genital, sexe de|du|d'],
  /** Animals and creatures that lick, bite or steal without being a man. */
  pet: ['chien|chiens|chiot|chiots|chat|chats|chaton|chatons|vache|veau|cheval|poney|lapin|agneau|dragon|licorne|dauphin|ours|nounours|doudou|peluche|girafe|elephant|singe|perroquet|hamster'],
  /** Children as a group: a class meeting a teacher is not a child met alone. */
  kids: ['les|des|aux|ses|ces enfants|eleves|petits|filles|garcons|joueurs|joueuses, la classe, toute la classe, leur classe, le groupe, l equipe'],
  /** Cutting a body to pieces: no innocent use with a child as the object. */
  dismember: [
    'decouper+|dechiqueter+|hacher+|scier+|depecer+|demembrer+|ecrabouiller+|ecorcher+|ecraser+|broyer|broie|broient|broyait|broyaient|broya|broye|broyee|broyes|broyees',
    'decoupe|decouper|decoupent|decoupait|decoupa|dechiquete|dechiqueter|dechiquetait|hache|hacher|hachait|hacha|scie|scier|sciait|scia',
    'depece|depecer|depecait|demembre|demembrer|demembrait|broie|broyer|broyait|ecrabouille|ecrabouiller|ecorche|ecorcher|ecorchait',
  ],
  /** Cooking: with a child as the food, gore. */
  cook: [
    'cuire|rotir|bouillir|griller|frire|mijoter|cuit|cuisent|cuisait|rotit|rotissent|rotissait|grille|grillent|grillait|frit|bouillent',
    'met|mettre|mettait|mit|jette|jeter|jetait|enferme au four|chaudron|barbecue, met|mettre|mettait|mit|jette|jeter|jetait|enferme dans le four|chaudron|barbecue, met|mettre|mettait|mit|jette|jeter|jetait dans la marmite|casserole|poele',
  ],
  /** A body part harmed, as a participle: "aux yeux crevés", "les doigts coupés". */
  maimed: [
    'yeux|oeil crevé|creve|creves|crevee|crevees|arrache|arraches|arrachee|arrachees|brule|brules|brulee|brulees',
    'tete|tetes coupee|coupees|tranchee|tranchees|arrachee|arrachees|ecrasee|ecrasees|eclatee|eclatees|decapitee',
    'bras|jambe|jambes|doigts|mains|pieds|oreilles|langue|orteils|ongles coupe|coupes|coupee|coupees|tranche|tranches|tranchee|tranchees|arrache|arraches|arrachee|arrachees|scie|scies|sciee|sciees|ecrase|ecrases|ecrasee|ecrasees|broye|broyes|brule|brules|brulee|brulees',
    'peau arrachee|enlevee|dechiree|brulee, ventre ouvert|dechire|eventre|perce, crane ouvert|fendu|ecrase',
  ],
  /** Verbs that harm a body part: with a child's part as the object, violence. */
  maim: [
    'bruler+|ecraser+|crever+|arracher+|casser+|briser+|couper+|trancher+',
    'brule|bruler|brulait|brula|brulent|ecrase|ecraser|ecrasait|ecrasa|creve|crever|crevait|creva|arrache|arracher|arrachait|arracha|arrachent',
    'enleve|enlever|enlevait|enleva|retire|retirer|retirait la|sa|leur peau, ouvre|ouvrir|ouvrait|ouvrit|ouvrent le|son|leur|la ventre|crane|gorge|poitrine',
    'tord|tordre|tordait|tordit|casse|casser|cassait|cassa|brise|briser|brisait|coupe|couper|coupait|coupa|tranche|trancher|tranchait|trancha',
  ],
  /** Piercing: "plante des clous dans les mains", "s'enfonce des épingles dans la peau". */
  pierce: ['planter+|enfoncer+|transpercer+|percer+'],
  /** What one pierces oneself with on purpose (a splinter or a nail in the foot is an accident). */
  sharp: ['epingle|epingles|aiguille|aiguilles|lame|lames|compas|cutter|cutters|rasoir|rasoirs|punaise|punaises|ciseaux|couteau'],
  /** A wish to be dead, said without the word. */
  deathWish: [
    'veut|veux|voulait|voudrait|voudrais|aimerait|aimerais|prefere|prefererait ne plus exister|vivre|respirer, veut|veux|voulait|voudrait|voudrais|aimerait|aimerais dormir pour toujours',
    'pour ne plus respirer, dormir pour toujours en avalant|prenant, ne plus jamais se reveiller, partir pour toujours au ciel',
  ],
  /** A parent there and agreeing (an adult's gift in front of the parents is no lure). */
  parentPresent: [
    'avec l accord de|des sa|leur|ta|la|les|ses|leurs maman|mere|papa|pere|parents, avec la permission de|des sa|leur|ta|la|les|ses|leurs maman|mere|papa|pere|parents',
    'devant sa|leur|ta|la maman|mere|papa|pere, devant ses|leurs|les parents, devant maman|papa, avec l accord de maman|papa, avec la permission de maman|papa',
  ],
  /** Not eating: with a purpose of vanishing or being thin, self-harm. */
  starve: ['ne|n mange|mangeait|mangent|manger plus, arreter+ de manger, se|s prive|priver|privait de manger|nourriture, saute|sauter|sautait les|ses repas, saute|sauter|sautait tous les repas'],
  thinPurpose: ['pour maigrir|disparaitre|mourir, pour se punir, pour etre mince|maigre|parfaite|parfait|belle|jolie, pour ne plus etre grosse|gros'],
  /** What one forces a door for: "pour entrer". */
  getIn: ['pour entrer|rentrer|ouvrir, pour s introduire, pour aller dedans'],
  /** A child's snack or sweets, taken by the big ones. */
  snack: ['gouter|gouters|dessert|desserts|bonbons|sucettes|chips|biscuits, casse croute'],
  /** Deciding to be dead: "décide de ne plus vivre" (concept-rules.ts reads what follows: "de ne plus vivre dans la peur"). */
  noMoreLife: ['de ne plus vivre|exister|respirer, decide|decider|decidait|choisit de mourir, ne plus vivre|exister'],
  /** Throwing oneself out of a window: a cat does it after a bird, a child does not. */
  defenestrate: ['se|s|me|m|te|t jette|jeter|jetait|jeta|jettent|lance|lancer|lancait par la|une fenetre, se|s|me|m|te|t jette|jeter|jetait|jeta|jettent|lance|lancer|lancait du|par le|dessus balcon'],
  /** Waiting for someone: a meeting only with something more (alone, at night, a stranger…). */
  wait: ['attendre|attend|attends|attendent|attendait|attendaient|attendra'],
  /** A weaker wish, a sign only with despair: "je veux disparaître". */
  vanish: ['veut|veux|voulait|voudrait|voudrais|aimerait|aimerais disparaitre|mourir, veut|veux|voulait|voudrait|voudrais|aimerait|aimerais partir pour toujours'],
  /** Going over the edge: "elle enjambe la fenêtre du cinquième étage". */
  overEdge: [
    'enjamber+|escalader+ la|le|une|un fenetre|rambarde|balustrade|parapet|balcon|pont, passer+ par dessus la|le fenetre|rambarde|balustrade|parapet|balcon|pont',
  ],
  /** "Parce qu'ils sont…": a reason that is who people are. */
  becauseOf: ['parce qu|que ils|elles sont|etaient, car ils|elles sont|etaient, parce qu|que il|elle est|etait, car il|elle est|etait, juste parce qu ils|elles sont'],
  /** Harm done to people for who they are. */
  persecuted: ['puni|punis|punie|punies|persecute|persecutes|persecutee|persecutees|humilie|humilies|insulte|insultes|moque|moques|rejete|rejetes|maltraite|maltraites|tabasses|battus|frappes|tues'],
  /** A group's name without a determiner, after "parce qu'ils sont". */
  groupWord: [
    'noir|noirs|noire|noires|arabe|arabes|juif|juifs|juive|juives|musulman|musulmans|musulmane|musulmanes|etranger|etrangers|etrangere|etrangeres|immigre|immigres',
    'africain|africains|africaine|africaines|asiatique|asiatiques|chinois|chinoise|chinoises|rom|roms|gitan|gitans|gitane|gitanes|migrant|migrants|refugie|refugies',
    'homosexuel|homosexuels|homosexuelle|homosexuelles|gay|gays|lesbienne|lesbiennes|handicape|handicapes|handicapee|handicapees|metis|metisse|blanc|blancs|blanche|blanches',
    'differents|differentes, pas comme nous, d une autre couleur|religion|origine, pas blancs|francais',
  ],
  /** The genocide of the Jews, and its denial. */
  genocide: ['shoah|holocauste|genocide|genocides, camp|camps de concentration, camp|camps d extermination, chambre|chambres a gaz'],
  denial: [
    'n a|avait|ont jamais existe, n a|avait|ont jamais eu lieu, n existe|existait pas, jamais existe',
    'est|etait un|une mensonge|mythe|invention|arnaque|complot|blague, c est un|une mensonge|mythe|invention|arnaque|complot|blague',
    'inventer+, pas vrai, faux, fausse, exagere|exageree, mensonges',
  ],
  /** Places of worship: burning one is hate. */
  worship: ['mosquee|mosquees|synagogue|synagogues|eglise|eglises|temple|temples|cathedrale|pagode|pagodes'],
  /** Taking a card: with buying, a theft. */
  card: ['carte|cartes bleue|bleues|bancaire|bancaires, carte|cartes de credit, code de la|sa carte'],
  /** Racketeering: made to give up money or a snack. */
  extort: [
    'leur|lui|me|nous|te donner|donne|donnent|donnait|filer|file|filent leur|son|sa|ses|leurs|ton|ta|tes|mon|ma|mes argent|sous|gouter|gouters|affaires|telephone|portable|console|billets|dessert',
  ],
  /** Hanging a body up. */
  hang: ['accrocher+|suspendre|suspend|suspendent|suspendait|suspendu|suspendue|suspendus|suspendues|pendre|pend|pendent|pendait|pendu|pendue|pendus|pendues', 'suspend|suspendre|suspendait|suspendu|suspendus|suspendues|pend|pendre|pendait|pendent|accroche|accrocher|accrochait|accroches|accrochees'],
  hook: ['a un|des|aux|au crochet|crochets|croc|crocs, par les pieds|cheveux, au plafond'],
  /** Choking someone: "serre le cou de maman", "l'attrape par la gorge". */
  strangle: [
    'serre|serrer|serrait|serra|serrent le|son|sa|la|leur cou|gorge, presse|appuie|appuyait sur le|son|sa|la|leur cou|gorge',
    'attrape|attraper|attrapait|attrapa|prend|prenait|prit|tient|tenait|saisit|saisissait par le cou, attrape|attraper|attrapait|attrapa|prend|prenait|prit|tient|tenait|saisit|saisissait par la gorge',
    'mains|main autour du cou, mains|main autour de son|sa cou|gorge, etouffe|etouffer|etouffait|etouffa avec un|le|son|l oreiller|coussin',
  ],
  /** Throwing things: at someone's head, violence. */
  throw: ['jeter+|lancer+|balancer+', 'jette|jeter|jetait|jeta|jettent|lance|lancer|lancait|lanca|lancent|balance|balancer|balancait|balanca|balancent'],
  atHead: ['a la tete|figure|gueule, au visage, dans la figure|tete|gueule, sur maman|papa, sur sa|son femme|mari|mere|pere'],
  /** Wounds on arms and legs that speak of self-harm. */
  wounds: [
    'bras|poignets|cuisses|jambes|ventre plein|pleins|pleine|pleines|couvert|couverts|couverte|couvertes de coupures|entailles|cicatrices|brulures|griffures|marques',
    'coupures|entailles|cicatrices|scarifications|brulures|marques sur|a ses|les|mes|tes|leurs bras|poignets|cuisses|jambes|ventre, coupures|entailles|cicatrices|scarifications|brulures|marques aux bras|poignets|cuisses|jambes',
  ],
  hide: ['cache|cacher|cachait|cachent|camoufle|camoufler|dissimule|dissimuler, sous ses|des manches, manches longues, en cachette'],
  /** A height to jump from. */
  height: ['toit|toits|pont|ponts|balcon|falaise|falaises|fenetre|rebord|parapet|viaduc|immeuble|tour|precipice|ravin|haut|etage'],
  /** "Pour sauter", "pour se jeter": what someone climbs up for (concept-rules.ts reads what follows). */
  jumpFor: ['pour sauter, pour se jeter|lancer, pour se laisser tomber, pour tomber'],
  /** Despair said as a reason: "pour ne plus être triste", "personne ne l'aime". */
  despair: [
    'pour ne plus etre triste|la|seul|seule, pour ne plus exister|vivre|souffrir, pour ne plus rien sentir, pour ne plus se reveiller, pour en finir, pour disparaitre, pour que tout s arrete',
    'personne ne l|m|t aime, plus personne ne l|m|t aime, n a plus envie de rien, trop triste pour vivre, ne sert a rien',
    'personne ne me|m|le|l|la regretterait|pleurerait|remarquerait, serait|seraient mieux sans lui|elle|moi, serait|seraient plus heureux|heureuse|heureuses sans lui|elle|moi',
  ],
  /** The means of suicide, as a parent might describe it. */
  suicideMeans: [
    'corde|cordes|poutre|poutres|tabouret|noeud|pilules|medicaments|cachets|comprimes|somniferes|lame|rasoir|rails|train|falaise|pont|toit|balcon',
  ],
  /** Burglary and robbery as verbs: a plan, whatever the how. */
  burgle: [
    'cambrioler+|braquer+|devaliser+|racketter+',
    'cambrioler|cambriole|cambriolent|cambriolait|cambriolaient|cambriola|braquer|braque|braquent|braquait|devaliser|devalise|devalisent|devalisait|racketter|rackette|racketent|rackettent|racket|rackettait',
    'forcer|force|forcent|forcait|crocheter|crochete|crochetait la|une|les porte|portes|serrure|serrures|fenetre|vitrine|cadenas|voiture|voitures|boite|coffre',
    'par effraction, faire|fait|font|faisait les poches',
    'burgle|burgles|burgled|rob|robs|robbed',
  ],
  /** Breaking a way in: with a purpose of stealing, crime. */
  breakIn: [
    'ouvrir|ouvre|ouvrent|ouvrait|entrer|entre|entrent|entrait|rentrer|rentre|rentrent',
  ],
  /** Forcing a way in. */
  force: ['casser|casse|cassent|cassait|briser|brise|brisent|forcer|force|forcent|fracturer|fracture|crocheter|crochete|escalader|escalade|introduit, s introduire, par effraction'],
  /** A way into a house, a shop or a car. */
  entryPoint: ['vitre|vitres|fenetre|fenetres|porte|portes|serrure|serrures|voiture|voitures|vitrine|cadenas|coffre|magasin|maison|maisons|appartement|epicerie|boulangerie|banque|bijouterie|supermarche'],
  /** A rope round the neck. */
  rope: ['corde|cordes, noeud coulant'],
  neck: ['autour du cou, autour de son|sa|mon|ton cou'],
  /** Breaking in to take something. */
  stealFor: ['pour le|la|les|leur|lui voler|piquer|chiper|derober, pour voler|piquer|derober|chiper, sans la|les|sa|ses cle|cles'],
  /** Setting fire to something. */
  arson: [
    'mettre|met|mettent|mettait|mettaient|mit|mis|mettra|mettre le feu a|au|aux, foutre|fout|foutent|foutait le feu, incendier|incendient|incendiait|incendia',
    'incendie le|la|les|l|sa|son|ses|leur|une|un|des',
  ],
  /** What one sets fire to without harm. */
  hearth: ['cheminee|bougie|bougies|barbecue|poele|four|brindilles|gateau|allumettes|foyer|cuisiniere|piste|ambiance|scene|dance|danse, feu de camp'],
  /** What one may raid for fun: the fridge, the buffet, the sweets cupboard. */
  pantry: ['frigo|frigidaire|refrigerateur|buffet|placard|cuisine|gateau|gateaux|bonbons|chocolat|chocolats|dessert|desserts|gouter, garde manger'],
  /** A rescue: the firemen forcing a door. */
  rescue: ['pompier|pompiers|sauver|sauve|sauvent|secours|secourir|secourt|sauvetage'],
  /** Jumping for sport or for flying. */
  jumpSport: ['parachute|parachutiste|elastique|plongeoir|piscine|trampoline|parapente|plongeon|voler|envoler|ailes|cape|superheros|trapeze|acrobate|matelas, super heros'],
  /** Valuables: stolen from a person, the plot is a crime (sweets and toys are a child's fault to own up to). */
  valuables: [
    'argent|sous|billets|portefeuille|portefeuilles|porte|monnaie|carte|cartes|sac|sacs|montre|montres|bijoux|telephone|portable|velo|voiture|voitures|console|tablette|ordinateur|iphone|scooter|moto|code|codes',
  ],
  /** Shops: stealing there is shoplifting, whatever is taken. */
  shop: ['magasin|magasins|supermarche|supermarches|boutique|boutiques|boulangerie|epicerie|caisse|pharmacie|marche|superette|hypermarche, centre commercial'],
  /** Poisoning an animal or a person: "empoisonner le chat de la voisine", "de la mort-aux-rats". */
  poison: [
    'empoisonner+ le|la|les|un|une|son|sa|ses chien|chiens|chat|chats|pigeons|oiseaux|poissons|cheval|chevaux|vache|lapin|hamster|animaux|voisin|voisine|maitresse|copain|copine|camarade|camarades|frere|soeur|parents|maman|papa',
    'empoisonner|empoisonne|empoisonnent|empoisonnait|empoisonna le|la|les|un|une|son|sa|ses chien|chiens|chat|chats|pigeons|oiseaux|poissons|cheval|chevaux|vache|lapin|hamster|animaux|voisin|voisine|maitresse|copain|copine|camarade|camarades|frere|soeur|parents|maman|papa',
    'mort aux rats, poison|javel|toxique|toxiques dans la|sa|le|son|leur gamelle|bol|nourriture|verre|soupe|cafe|biberon',
  ],
  /** Vandalism: stones thrown at cars, windows broken. */
  vandal: [
    'taguer+|tagger+ les|des murs|portes|voitures, crever+|creve|crevent|crevait les|des pneus|roues',
    'jette|jettent|jeter|jetait|lance|lancent|lancer|lancait des pierres|cailloux sur les|des voitures|passants|gens|bus|policiers|fenetres|maisons',
    'casser|cassent|casse|cassait|briser|brisent les|des vitres|fenetres|carreaux|abribus|voitures|retroviseurs, taguer|tague|taguent|tagger les|des murs',
  ],
  /** Who may steal or set fire in a tale: animals, villains, creatures. */
  creature: [
    'renard|renards|pie|pies|corbeau|corbeaux|loup|loups|singe|singes|raton|ecureuil|ecureuils|souris|dragon|dragons|lutin|lutins|gobelin|gobelins|troll|trolls|ogre|ogres',
    'oiseau|oiseaux|avion|avions|papillon|papillons|abeille|abeilles|aigle|hibou|chouette|mouette|mouettes|fee|fees|ballon, cerf volant',
    'sorciere|sorcieres|sorcier|fantome|fantomes|monstre|monstres|pirate|pirates|mechant|mechants|mechante|voleur|voleurs|voleuse|bandit|bandits|brigand|brigands|cambrioleur|cambrioleurs',
    'robin des bois, arsene lupin, lupin',
    'chat|chats|chien|chiens|volcan|foudre|eclair|orage|vent|robot|robots|geant|geants|gnome|gnomes|farfadet|farfadets|vilain|vilains',
  ],
  /** Play and make-believe: cops and robbers, a game, a show. */
  pretend: [
    'jeu|jeux|jouer|joue|jouent|jouait|jouaient|jouons|partie|spectacle|theatre|deguise|deguises|deguisee|deguisement|film|pretend|pretendent, dessin anime',
    'gendarmes|policiers|cowboys et voleurs|bandits|indiens, cow boys et indiens, pour de faux|rire, faire semblant, fait|font semblant',
  ],
  police: ['police|policier|policiers|policiere|policieres|gendarme|gendarmes|detective|inspecteur|commissaire|enquete|enqueteur'],
  /** The end of a crime story that teaches: caught, sorry, giving back. */
  caught: [
    'arrete|arretes|arretee|arretent|arreta|attrape|attrapes|attrapee|attrapent|attrapa|attraper|prison|menottes|rend|rendent|rendre|rendit|excuse|excuses|pardon|regrette|regrettent',
  ],
  /** What burns a child without anyone harming it. */
  sunburn: ['soleil|ortie|orties|meduse|meduses|piment|sable|froid|glace|soupe|chocolat|the|four|casserole|bougie'],
  illegalChannel: [
    'darknet|illegalement|illegal|illegale',
    'sur internet, en ligne, sur le dark web|darknet, dark web, au marche noir, marche noir, sans permis, sans ordonnance, dans la rue, sur snapchat|telegram',
    'online|darknet|illegally, dark web, black market, without a licence|license',
  ],

  // ── Round 3: roles the reviewer's set found missing ─────────────────────────────────────────
  /** Care that undresses a child: the bath, pyjamas, a nappy, the doctor, the pool, wet clothes, a costume. */
  care: [
    'bain|bains|baignoire|douche|pyjama|pyjamas|couche|couches|langer|langes|toilette|piscine|maillot|plage|sieste|dodo|coucher, chemise de nuit, mettre au lit',
    'habiller|rhabiller|habille|rhabille|habillait|changer|change|changeait|changea|enfiler|enfile|laver|lave|lavait|debarbouiller|debarbouille',
    'mouille|mouillee|mouilles|mouillees|trempe|trempee|trempes|trempees|salie|sali|salis|boue|tache|tachee|taches|vomi|pipi|caca|fievre|varicelle|malade',
    'docteur|docteure|medecin|infirmiere|infirmier|pediatre|maternite|hopital|urgences|ausculter|ausculte|examiner|examine|peser|pese|soigner|soigne|pansement|creme|pommade|radio|vaccin, sage femme',
    'deguisement|deguiser|deguise|costume|essayer|essayage|cabine',
  ],
  /** Someone's own body as what is touched: "toucher son corps", "caresser sa peau". */
  ownBody: ['son|mon corps, sa|ma peau, son|mon torse, son|mon corps nu'],
  /** Making a child touch: "fait toucher son corps à Léo". */
  makeTouch: ['fait|faire|faisait|fit|font|fera|faisaient toucher|caresser|tripoter|masser|lecher|peloter|frotter'],
  /** On someone's lap: with an adult outside the family and touching, sexual. */
  lap: ['sur les|ses genoux du|de|d, sur ses|les|mes genoux, assise|assis sur lui'],
  /** The parents said not to love the child: "tes parents ne t'aiment pas", "sa maman ne veut plus d'elle". */
  unloved: [
    'ne|n t|l|te|le|la|vous|les aime|aiment|aimait|aimaient|aimera|aimeront pas|plus|jamais, t|l aime|aiment|aimait pas',
    'ne|n t|l|vous ont|a|avait|avaient jamais aime|aimee|aimes|voulu|voulue',
    'ne|n veut|veulent|voulait|voulaient plus|pas de|d toi|lui|elle|vous|eux',
    's en fiche|fichent|fichait|fout|foutent|moque|moquent, se fiche|fichent|foutent|fout|moque|moquent de toi|lui|elle|vous',
    't|l|vous ont|a|avait|avaient oublie|oubliee|oublies|abandonne|abandonnee|abandonnes|abandonnees',
    'ne|n s occupe|occupent|occupait|occupaient pas|plus|jamais de toi|lui|elle|vous',
    'preferent|prefere|preferaient|preferait ton|ta|son|sa|le|la|tes|ses frere|soeur|bebe|petit|petite|freres|soeurs',
    'va|vont|veut|veulent|allaient|allait t|l|te|le|la abandonner|oublier',
    // The parent who will never come back for the child.
    'ne|n reviendra|reviendront|viendra|viendront jamais|plus te|t|la|le|l chercher, ne|n reviendra|reviendront jamais|plus',
    // Love compared with the parents': "je t'aime plus que tes parents", "contrairement à tes parents".
    'contrairement a|aux tes|ses parents, pas comme tes|ses parents, t|l|la|le aime|aimera plus|mieux que tes|ses parents',
    // Said of the home, without a parent's name: "personne ne t'aime à la maison".
    'personne ne t|l|te|le|la aime|aimait a la maison, personne ne t|l|te|le|la aime|aimait chez toi|lui|elle|vous',
    'seraient|serait|seront|sont mieux|contents|soulages|heureux sans toi|lui|elle',
  ],
  /** A child's own belief or fear (not someone telling the child): "a peur que ses parents ne l'aiment plus". */
  belief: [
    'croit|croyait|croient|crois|croire|pense|pensait|pensent|penses|imagine|imaginait|imaginent|craint|craignait|peur|impression|sent|sentait|inquiete|inquiet',
    'cauchemar|cauchemars|persuade|persuadee|convaincu|convaincue|doute|doutait|vrai|faux|fausse, demande|demandait si',
  ],
  /** An adult who makes himself the only one: "je suis le seul à t'aimer", "personne ne te comprend comme moi". */
  onlyOne: [
    'le|la seul|seule|unique a|qui te|t|l|la|le|vous comprendre|comprend|comprenne|aimer|aime|aimera|ecouter|ecoute|proteger|protege|connaitre|connait',
    'le|la seul|seule|unique qui|a s occupe|occuper|soucie|soucier de toi|lui|elle',
    'le|la seul|seule|unique a|qui vraiment|bien te|t|l|la|le|vous comprendre|comprend|aimer|aime|ecouter|ecoute|connaitre|connait',
    'personne ne te|t|l|le|la|vous comprend|aime|ecoute|connait|comprendra|aimera|protege comme|sauf moi|lui',
    'personne ne te|t|l|le|la|vous comprend|aime|ecoute|connait|comprendra|aimera|protege mieux|autant|plus que moi|lui',
    'personne ne te|t|l|le|la|vous comprend|aime|ecoute|connait|comprendra|aimera|protege a part moi|lui',
    'je|il|elle|tu suis|est|es ton|son|ta|sa seul|seule|unique|vrai|vraie ami|amie|copain|copine|famille, je|il suis|est ta|sa vraie|seule famille',
    'je|il|elle|tu suis|est|es ton|son|ta|sa seul|seule vrai|vraie|meilleur|meilleure ami|amie|copain|copine',
    'il n y a que moi|lui qui, moi seul|seule te|t comprends|comprend|aime|connais',
    'c est moi ta|sa famille, je suis ta|sa nouvelle famille, je|il suis|est ta|sa famille maintenant',
  ],
  /** The parents who would not understand, or would be angry, if they knew. */
  parentsWouldnt: [
    'tes|ses|leurs|vos parents ne|n comprendraient|comprennent|comprendront|comprendrait pas|rien, ta|sa|leur maman|mere ne|n comprendrait|comprend|comprendra pas|rien',
    'ton|son|leur papa|pere ne|n comprendrait|comprend|comprendra pas|rien',
    'tes|ses|leurs|vos parents ne|n te|t|le|l|la|vous comprendraient|comprennent|comprendront|comprendrait pas|jamais',
    'ta|sa|leur|ton|son maman|mere|papa|pere ne|n te|t|le|l|la comprendrait|comprend|comprendra pas|jamais',
    'tes|ses|leurs|vos parents seraient|seront|serait fache|faches|fachee|en|tristes|furieux|jaloux|decus, ta|sa|leur maman|mere serait|sera fachee|furieuse|triste|jalouse|decue|en',
    'ton|son|leur papa|pere serait|sera fache|furieux|triste|jaloux|decu|en',
  ],
  ifKnew: ['si|s ils|elles|il|elle savaient|savait|sauraient|saurait|apprenaient|apprenait|decouvraient|decouvrait'],
  /** Forbidding: with a child kept from calling or seeing a parent, isolation. */
  /** Cannot, must not: "ne peut plus voir sa maman", "tu ne dois pas appeler ton papa". */
  cannot: ['ne|n puisse|puissent|peut|peux|pouvait|pourra|pourras|doit|dois|devra|devras|doivent|devait plus|pas|jamais'],
  forbid: ['interdire|interdit|interdisait|interdisent|interdira|defend|defendait|empecher|empeche|empechait|empechent|empechera|defendu'],
  /** Reaching someone: calling, seeing, writing. */
  contact: [
    'appeler+|telephoner+|contacter+|parler+|embrasser+',
    'voir|revoir|ecrire|rejoindre|retrouver|rentrer|retourner, rendre visite',
  ],
  /** "Ne les appelle pas": an instruction not to reach the parents. */
  dontCall: ['ne|n les|la|le|leur appelle|appelles|telephone|telephones|ecris|parle|parles|vois pas|plus|jamais, n appelle|appelles|ecris|telephones pas|plus|jamais'],
  /** Being gay or trans, named without a determiner: "l'homosexualité", "être gay". */
  lgbt: [
    'homosexuel|homosexuels|homosexuelle|homosexuelles|homo|homos|gay|gays|lesbienne|lesbiennes|trans|transgenre|transgenres|bisexuel|bisexuels|bisexuelle|bisexuelles',
    'homosexualite|bisexualite|transidentite|lesbianisme|transsexuel|transsexuels|transsexuelle|transsexualite',
  ],
  /** Pathologising people: "des malades", "contre nature", "à soigner". */
  sick: [
    'des|de|une|un|vrais|vraies|grands|grandes malade|malades|maladie|fous|folles|tares|detraques|deviants|degeneres|pervers|vicieux|anomalie|anomalies',
    'une|un|des abomination|abominations|aberration|aberrations|peche|peches|vice|vices',
    'malade|malades mental|mentale|mentaux|mentales, anormal|anormale|anormaux|anormales, contre nature, pas normal|normale|normaux|normales|naturel|naturelle|naturels',
    'degenere|degeneres|degeneree|degenerees|tare|tares|taree|tarees|pervers|perverse|perverses|deviant|deviants|deviante|deviantes|anomalie|maladie',
  ],
  /** Curing people of who they are. */
  cure: [
    'faut|doit|doivent|devraient|faudrait soigner|guerir|corriger|redresser, faut|doit|doivent|devraient|faudrait les soigner|guerir|corriger|redresser',
    'sont|est|etre a soigner|guerir|corriger|enfermer, se faire soigner|guerir, se soigne|soignent|guerit|guerissent|corrige',
    'doivent|devraient|faut|faudrait etre soignes|soignees|gueris|gueries|corriges|soignes, guerir|soigner de|d l homosexualite',
    'soigner|guerir|corriger|redresser les|des homosexuels|homos|gays|lesbiennes|trans',
  ],
  /** Supremacy said of a group: "sont supérieurs", "le peuple élu". */
  supreme: ['au dessus des autres, superieur|superieurs|superieure|superieures, race|races elue|elues, race|races des seigneurs, peuple elu, la meilleure race, les meilleures races'],
  dominate: [
    'dominer|gouverner|commander|diriger|asservir les autres races|peuples|ethnies|couleurs, regner sur les autres races|peuples|ethnies',
    'doit|doivent|devraient|devrait dominer|gouverner|diriger|commander le monde, doit|doivent|devraient|devrait dominer|gouverner|diriger|commander les autres',
  ],
  raceWord: ['race|races|ethnie|ethnies, sang pur|impur'],
  /** Bruises that speak of blows (not after gardening, a fall or a match: see accident). */
  bruised: ['couvert|couverte|couverts|couvertes|plein|pleine|pleins|pleines de bleus, bleus partout, oeil au beurre noir, coquard|cocard'],
  /** Marks on a body: with someone who made them, violence. */
  bruiseNoun: [
    'bleu|bleus|hematome|hematomes|ecchymose|ecchymoses|coquard|cocard|coquards|marque|marques|trace|traces|griffure|griffures|brulure|brulures|bosse|bosses|blessure|blessures',
    'oeil au beurre noir, levre fendue, oeil poche',
  ],
  /** A parent who got angry or drank: with marks on someone, violence. */
  angry: [
    's est|etait enerve|enervee|fache|fachee, s est|etait mis|mise en colere, se met|mettait en colere, s enerve|enervait|enervent',
    'il|elle|papa|maman a|avait bu, quand il|elle boit, depuis que papa|maman|il|elle boit|buvait, papa|maman|il|elle boit|buvait trop|beaucoup, quand il|elle rentre|rentrait saoul|ivre, quand il|elle est|etait en colere, quand il|elle est|etait enerve|enervee|fache|fachee',
  ],
  /** How bruises come without a blow. */
  accident: [
    'tombe|tombee|tombes|tombant|tombait|chute|chuter|accident|cogne|cognee|jardinage|jardin|foot|football|rugby|judo|karate|sport|velo|trottinette|skate|roller',
    'escalade|match|maladroit|maladroite|leucemie|hemophile|maladie|malade|chimio|chimiotherapie|hopital|operation|piqure|piqures, prise de sang',
  ],
  /** Pulling or dragging someone: "l'a tirée par les cheveux". */
  pull: [
    'tirer+|trainer+|attraper+|empoigner+|secouer+|soulever+|agripper+',
    'saisir|saisit|saisi|saisie|saisissait|prend|prendre|prit|pris|prise|prenait|tient|tenir|tenait|tenue|tenu',
  ],
  byHair: ['par les|ses cheveux'],
  /** What is inside a body: with a child's, gore ("les entrailles de l'enfant"). */
  innards: ['entrailles|intestins|boyaux|tripes|visceres|cervelle'],
  /** Innards spread, spilled or torn out. */
  spill: [
    'etaler+|eparpiller+|deverser+|vider+|arracher+|trainer+|gicler+|degouliner+|couler+',
    'repandre|repand|repandent|repandait|repandu|repandue|repandus|repandues|sortent|sortaient|sortir|sort|sortait|pendent|pendaient|pendre|pend, a l air, partout, par terre, sur le sol|mur|tapis',
  ],
  /** Swallowing. */
  ingest: [
    'avaler+|manger+|croquer+|macher+|ingurgiter+|gober+|mastiquer+|engloutir|engloutit',
    'boire|bois|boit|boivent|buvait|buvaient|but|bu|bue|ingerer|ingere|ingerait|englouti|engloutie|engloutissait',
  ],
  /** Sharp things nobody swallows by chance. */
  sharpThing: [
    'lame|lames|rasoir|rasoirs|clou|clous|aiguille|aiguilles|epingle|epingles|agrafe|agrafes|vis|cutter|cutters|tesson|tessons',
    'du verre, morceau|morceaux|bout|bouts|eclat|eclats|debris|bris de verre, verre pile|casse|brise',
  ],
  /** Household poisons: swallowed with intent, self-harm (a toddler's accident is a prevention story). */
  chemical: [
    'javel|detergent|detergents|lessive|deboucheur|acide|soude|essence|insecticide|pesticide|antigel|poison|poisons|pile|piles|shampoing|shampooing|desinfectant',
    'produit|produits menager|menagers|vaisselle|chimique|chimiques|toxique|toxiques, capsule|capsules de lessive, alcool a bruler, white spirit, mort aux rats, eau de javel',
  ],
  byMistake: [
    'par erreur|accident|megarde|inadvertance, sans faire expres, sans le faire expres, sans le vouloir, croyait|croit|pensait|pense que c etait|est, a cru que, croyant que',
    'ne pas|jamais avaler|boire|toucher, urgences|samu|pompiers|ambulance|antipoison',
  ],
  /** A performer's act: the sword swallower, the fakir. */
  showAct: ['cirque|fakir|fakirs|magicien|magicienne|magie|spectacle|numero|chapiteau|saltimbanque|avaleur|avaleuse|jongleur'],
  /** Joining someone: with the dead and a way to die, suicide. */
  joinVerb: ['rejoindre|rejoint|rejoins|rejoignent|rejoigne|rejoignait|retrouver|retrouve|retrouvent|revoir|revoit, aller voir|retrouver|rejoindre, etre avec, etre pres de'],
  /** The dead's place, or the dead. */
  afterlife: ['au ciel|paradis, dans le ciel, la haut, dans les etoiles, qui est|etait mort|morte|morts|decede|decedee, qui est|etait parti|partie au ciel, au royaume des morts'],
  /** A height to jump from (not "là-haut" nor "à son tour"). */
  ledge: ['fenetre|fenetres|toit|toits|balcon|balcons|pont|ponts|falaise|falaises|immeuble|rebord|parapet|viaduc|precipice|ravin|terrasse|etage'],
  jump: [
    'sauter|saute|sautes|sautait|sauta|sautent|sautera|sauterait|sauterai, se|s|me|m|te|t jeter|jette|jetait|jeta|lancer|lance|lancait|elancer|elance',
    'se|me|te laisser|laisse|laissait tomber',
  ],
  now: ['maintenant, tout de suite, ce soir, cette nuit, aujourd hui, des ce soir, des maintenant, tres vite'],
  /** A far future: "rejoindre papi au ciel un jour, quand elle sera très vieille" is grief. */
  farFuture: ['un jour, plus tard, tres vieux|vieille|vieilles, dans longtemps, dans tres longtemps, a la fin de sa|ta|ma vie, quand il|elle|on|je sera|serai|serons|seront grand|grande|grands|vieux|vieille'],
  /** How to die: "comment mourir sans avoir mal". */
  howDie: [
    'comment|moyen|moyens|facon|methode|methodes|astuce|astuces|tuto|tutoriel mourir|crever, moyen|moyens|facon|methode|astuce|astuces de|pour mourir|crever',
    'moyen|moyens|facon|methode de|pour me|se|te tuer',
    'comment on|je|il|elle|tu peut|peux|pourrait|pourrais|fait|fais|doit|dois mourir, comment me|se|te tuer|suicider, comment en finir',
  ],
  /** "Si j'étais mort", "s'il n'existait pas": with "everyone would be happier", suicide. */
  ifGone: [
    'si|s j|je|il|elle|tu etais|etait mort|morte|parti|partie, si|s j|je|il|elle|tu etais|etait plus|pas la, si|s j|je|il|elle|tu etais|etait pas ne|nee',
    'si|s j|je|il|elle|tu n etais|etait plus|pas la|ne|nee',
    'si|s j|je|il|elle|tu mourais|mourait|disparaissais|disparaissait, si|s j|je|il|elle|tu existais|existait plus|pas, si|s je|il|elle|tu n existais|existait plus|pas',
    'mieux|heureux|heureuse|heureuses|tranquilles|contents sans moi, si|s je|j|il|elle meurs|meurt|disparais|disparait',
  ],
  betterOff: [
    'serait|seraient|serais|serions|sera|seront|serai mieux|contents|content|contente|heureux|heureuse|heureuses|soulage|soulages|soulagee|tranquille|tranquilles',
    'serait|seraient|serais|serions|sera|seront|serai plus heureux|heureuse|heureuses|tranquille|tranquilles|content|contents|contente',
  ],
  unmissed: [
    'personne ne me|m|le|l|la regretterait|pleurerait|remarquerait|verrait, personne ne me|m|le|l|la manquerait',
    'tout le monde s en fiche|fichera|ficherait|fout|foutra|foutrait',
  ],
  /** Not waking up: after a wish, death wished. */
  noWake: ['plus jamais se|me|te reveiller, ne plus se|me|te reveiller, ne plus jamais se|me|te reveiller, ne jamais se|me|te reveiller, s|m|t endormir|endort pour toujours, s|m|t endormir|endort a jamais, dormir pour toujours, dormir pour l eternite'],
  wish: ['veut|veux|voulait|voudrait|voudrais|aimerait|aimerais|souhaite|souhaitait|prefererait|espere|esperait, reve|revait de, envie de'],
  /** A farewell letter. */
  farewell: ['dire|dit|disait au revoir a tout le monde, lettre|lettres|mot|mots|message|messages|video de|d adieu|adieux, dire|dit|disait adieu a tout le monde, dire|dit|disait adieu a sa|ses famille|parents|proches'],
  /** Giving away one's things. */
  giveaway: [
    'donner+|distribuer+|offrir|offre|offrait|offert|laisser+|leguer+ ses|mes|tes|leurs jouets|affaires|doudou|doudous|peluches|tresors|objets|choses|livres|habits|vetements|cartes|billes|collection',
    'donner+|distribuer+|offrir|offre|offrait|offert|laisser+|leguer+ tous|toutes ses|mes|tes|leurs jouets|affaires|doudous|peluches|tresors|objets|choses|livres|habits|vetements',
  ],
  beforeDying: ['avant de mourir|disparaitre|sauter, avant de partir pour toujours, avant de se|me|te tuer|jeter|pendre, avant sa|ma mort'],
  /** Moving house or school, or leaving for a war or a voyage: farewells there are no death. */
  moving: [
    'guerre|bataille|soldat|soldats|mission|expedition|fusee|espace|navire|bateau|aventure|explorateur|exploratrice',
    'demenage|demenager|demenagement|demenagent|demenageait, nouvelle maison|ecole|ville, change|changer d ecole, en vacances, colonie, fin de l annee, dernier jour',
    'part|partir|partait|pars vivre|habiter, voyage|voyages, quitte|quitter la ville, quitte|quitter le pays, quitte|quitter l ecole',
  ],
  /** Taking off a garment of someone's: "enlève la culotte de la petite" (with the child after it: undressesChild). */
  undressOf: [
    'enlever+|retirer+|baisser+|oter+ la|le|l|les|sa|son|ses culotte|slip|calecon|pantalon|pyjama|maillot|robe|jupe|vetements|habits|haut|tee|teeshirt|pull',
  ],
  /** Teaching a child to touch: "lui apprend à le caresser". */
  teach: ['apprend|apprenait|apprendre|apprit|appris|montre|montrait|montrer a|comment'],
  /** Making a weapon: with a how-to, crime ("comment fabriquer une arme"), not a wooden sword or a water pistol. */
  makeWeapon: ['fabriquer+|bricoler+|construire|construit|faire|fait|preparer+ une|un|des|son|sa arme|armes|pistolet|pistolets|fusil|fusils|bombe|bombes|explosif|explosifs|poison|couteau|poignard'],
  toyMaterial: ['en|de bois|carton|papier|plastique|mousse|pate|lego|legos, pour jouer, pour le spectacle|theatre|deguisement, jouet|jouets|a eau|a bulles'],
  /** A duty: "elle doit le toucher", "il faut le caresser" (with an adult there: madeToTouch). */
  must: ['doit|doivent|devait|devaient|devra|faut|fallait'],
  /** Going to heaven: with a wish and now, or a way, suicide ("veut aller au ciel tout de suite"). */
  toHeaven: ['aller|partir|monter|monte|part|va au ciel|paradis, aller|partir|monter au royaume des morts'],
  /** A death already mourned: funerals, a grave, someone in heaven, a pet. */
  mourning: ['enterrement|funerailles|obseques|cimetiere|tombe|deces|decede|decedee|paradis, au ciel, qui est mort|morte, chien|chat|hamster|poisson|lapin'],
};

// The phrases are read at run time from packed-concepts.ts (concept-entries.ts), generated from these lists
// by scripts/train-moderator.ts: run it after editing them (moderator-packed-concepts.test.ts fails until then).
