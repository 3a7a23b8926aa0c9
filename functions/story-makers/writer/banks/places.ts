/**
 * Kinds of places, found from the words of the setting a parent chose, each with what makes a scene
 * feel real there: a few sensory details, where things hide, what is hard to cross, where to shelter,
 * the little creatures one meets, a race, a storm and a sound. Nothing here names the place itself,
 * so a detail fits "la forêt enchantée" as well as "les bois derrière chez mamie".
 */

export type PlaceKind =
  | 'forest' | 'sea' | 'space' | 'castle' | 'home' | 'mountain' | 'snow' | 'desert' | 'jungle' | 'sky' | 'garden' | 'city' | 'island' | 'cave' | 'fair' | 'magic' | 'generic';

export interface Creature {
  /** Indefinite first mention: "un petit hérisson". */
  indefinite: string;
  /** Later mentions: "le petit hérisson". */
  definite: string;
  feminine: boolean;
}

export interface PlaceDetails {
  /** Lowercase, accent-free words that reveal the kind (matched on the setting's text). */
  cues: RegExp;
  ambience: string[];
  /** Place complements: "au creux d'un vieux chêne". */
  hiding: string[];
  /** Indefinite noun phrases: "un pont de lianes qui se balançait". */
  passage: string[];
  /** Place complements: "sous un grand sapin". */
  shelter: string[];
  creatures: Creature[];
  /** Definite noun phrase: "la grande course des écureuils". */
  race: string[];
  /** [indefinite, definite]: "un gros orage", "le gros orage". */
  storm: [string, string][];
  /** Definite noun phrase: "le chant des oiseaux". */
  sound: string[];
}

const creature = (indefinite: string, definite: string, feminine = false): Creature => ({ indefinite, definite, feminine });

export const PLACE_DETAILS: Record<PlaceKind, PlaceDetails> = {
  forest: {
    cues: /for[eê]t|\bbois\b|arbre|clairiere|sous-bois|sapin/,
    ambience: [
      'Les grands arbres murmuraient{?, comme s\'ils se racontaient des secrets| dans le vent}.',
      'Une douce odeur de mousse et de champignons flottait dans l\'air.',
      'Des rayons de soleil dansaient entre les feuilles.',
      'Au loin, un pic-vert tapait sur un tronc{+ : |}toc, toc, toc !',
      'Les feuilles craquaient sous les pas{+, et |}un écureuil filait de branche en branche.',
    ],
    hiding: ['au creux d\'un vieux chêne', 'sous un tapis de feuilles mortes', 'entre les racines d\'un grand arbre'],
    passage: ['une rivière aux eaux rapides', 'un vieux pont de bois qui grinçait', 'un fourré plein de ronces'],
    shelter: ['sous un grand sapin', 'dans le creux d\'un arbre immense'],
    creatures: [creature('un petit hérisson', 'le petit hérisson'), creature('une jeune chouette', 'la jeune chouette', true), creature('un bébé écureuil', 'le bébé écureuil'), creature('une petite biche', 'la petite biche', true)],
    race: ['la grande course des écureuils', 'la course des feuilles d\'automne'],
    storm: [['un gros orage', 'le gros orage'], ['une pluie d\'automne', 'la pluie d\'automne']],
    sound: ['le chant des oiseaux', 'le murmure des feuilles'],
  },
  sea: {
    cues: /\bmer\b|ocean|plage|sous-marin|sous l'eau|lagon|recif|corail|\blac\b|piscine|aquarium|sirene|vague|port\b/,
    ambience: [
      'L\'air sentait le sel et les coquillages.',
      'L\'eau scintillait comme mille petits miroirs.',
      'Les vagues chantaient doucement, toujours la même chanson.',
      'Un petit crabe passa en marchant de côté, l\'air très pressé.',
      'Des poissons de toutes les couleurs jouaient à cache-cache.',
      // Under the sea (lines with "bulles" are told only under water, see world.ts).
      'Des bulles montaient en dansant vers la surface, toutes rondes et toutes brillantes.',
      'Une lumière bleue, douce et tremblante, descendait jusqu\'au fond, entre les bulles.',
      'Un banc de petits poissons argentés fila en soulevant des bulles.',
      'Les algues ondulaient doucement, comme si elles dansaient au rythme des bulles.',
    ],
    hiding: ['sous un gros coquillage', 'entre deux rochers couverts d\'algues', 'au fond d\'une petite grotte marine'],
    passage: ['une forêt d\'algues toute sombre', 'un courant qui tirait très fort'],
    shelter: ['dans une grotte sous-marine', 'sous un grand rocher'],
    creatures: [creature('un bébé phoque', 'le bébé phoque'), creature('une petite tortue', 'la petite tortue', true), creature('un petit crabe', 'le petit crabe')],
    race: ['la course des bateaux en coquille de noix', 'la grande course des dauphins'],
    storm: [['une grosse tempête', 'la grosse tempête'], ['un coup de vent terrible', 'le coup de vent']],
    sound: ['le bruit des vagues', 'le chant lointain des baleines'],
  },
  space: {
    cues: /espace|\blune\b|planete|etoile|galaxie|fusee|cosmos|univers|\bmars\b|venus|jupiter|saturne|station spatiale|comete|astronaute/,
    ambience: [
      'Des milliers d\'étoiles brillaient tout autour.',
      'Tout flottait doucement, même les pensées.',
      'Au loin, une planète aux anneaux colorés tournait lentement.',
      'Le silence était si doux qu\'on entendait presque les étoiles scintiller.',
      'Une comète passa en laissant derrière elle une traîne de paillettes.',
    ],
    hiding: ['derrière un petit cratère', 'au fond d\'un cratère tout rond', 'sous une pierre de lune'],
    passage: ['une pluie de petites météorites', 'un nuage de poussière d\'étoiles', 'un grand cratère tout noir'],
    shelter: ['dans une petite station spatiale', 'à l\'abri d\'un gros rocher lunaire'],
    creatures: [creature('un petit extraterrestre', 'le petit extraterrestre'), creature('une petite comète', 'la petite comète', true), creature('un robot tout rond', 'le robot tout rond')],
    race: ['la course des comètes', 'le grand rallye des fusées'],
    storm: [['une pluie d\'étoiles filantes', 'la pluie d\'étoiles filantes'], ['une tempête de poussière d\'étoiles', 'la tempête de poussière d\'étoiles']],
    sound: ['le silence des étoiles', 'le doux ronron de la fusée'],
  },
  castle: {
    cues: /chateau|royaume|palais|donjon|\btour\b|\broi\b|reine|princesse|prince|chevalier/,
    ambience: [
      'Les tours montaient si haut qu\'elles chatouillaient les nuages.',
      'Dans les couloirs, de grandes tapisseries racontaient d\'anciennes histoires.',
      'Les drapeaux claquaient joyeusement dans le vent.',
      'Un escalier en colimaçon tournait, tournait, tournait…',
      'Dans la grande salle, un feu crépitait dans la cheminée.',
    ],
    hiding: ['derrière une lourde tapisserie', 'dans un vieux coffre du grenier', 'sous l\'escalier de la plus haute tour'],
    passage: ['un long couloir tout sombre', 'un escalier aux marches qui grinçaient', 'un pont-levis qui tremblait'],
    shelter: ['dans la grande salle, près de la cheminée', 'dans la bibliothèque du château'],
    creatures: [creature('un petit fantôme timide', 'le petit fantôme'), creature('une souris du château', 'la souris du château', true), creature('un jeune page', 'le jeune page')],
    race: ['le grand tournoi du château', 'la course des chevaux de bois'],
    storm: [['un gros orage', 'le gros orage'], ['une tempête de vent', 'la tempête de vent']],
    sound: ['le son des trompettes', 'le crépitement du feu'],
  },
  home: {
    cues: /maison|chambre|\bchez\b|cuisine|salon|grenier|appartement|\blit\b|cabane|famille|mamie|papi/,
    ambience: [
      'Ça sentait bon le gâteau tout juste sorti du four.',
      'Le vieux parquet craquait sous les pas.',
      'Un rayon de soleil caressait le tapis du salon.',
      'Dans un coin, une pendule faisait tic-tac, tic-tac.',
      'Les coussins du canapé avaient l\'air de vouloir un câlin.',
    ],
    hiding: ['sous le grand canapé', 'tout en haut de l\'armoire', 'au fond d\'un tiroir oublié'],
    passage: ['le grenier plongé dans le noir', 'un couloir très sombre', 'une montagne de cartons'],
    shelter: ['sous une tente de couvertures', 'dans le grand fauteuil du salon'],
    creatures: [creature('un chaton', 'le chaton'), creature('une petite souris', 'la petite souris', true), creature('un hamster tout rond', 'le hamster')],
    race: ['la grande course de petites voitures', 'le concours du plus beau château de coussins'],
    storm: [['un gros orage', 'le gros orage'], ['une pluie battante', 'la pluie battante']],
    sound: ['le tic-tac de la pendule', 'le ronronnement du chat'],
  },
  mountain: {
    cues: /montagne|sommet|colline|vallee|volcan|alpe|falaise/,
    ambience: [
      'L\'air était frais et pur.',
      'Des chamois sautaient de rocher en rocher.',
      'Les sommets portaient un petit bonnet de neige.',
      'Un torrent dévalait la pente en chantant.',
      'Tout en bas, la vallée ressemblait à un tapis vert.',
    ],
    hiding: ['sous une pierre plate', 'au pied d\'un vieux mélèze', 'dans une petite grotte'],
    passage: ['un sentier étroit au bord du vide', 'un torrent glacé', 'un grand pierrier qui roulait sous les pieds'],
    shelter: ['dans un petit refuge en bois', 'sous un gros rocher'],
    creatures: [creature('une petite marmotte', 'la petite marmotte', true), creature('un jeune chamois', 'le jeune chamois'), creature('un bébé aigle', 'le bébé aigle')],
    race: ['la grande course des chamois', 'la course jusqu\'au sommet'],
    storm: [['un gros orage', 'le gros orage'], ['une averse de grêle', 'l\'averse de grêle']],
    sound: ['le chant du torrent', 'le sifflement des marmottes'],
  },
  snow: {
    cues: /neige|glace|banquise|pole|igloo|laponie|hiver|flocon|givre|antarctique|arctique|groenland/,
    ambience: [
      'La neige crissait sous les bottes.',
      'Tout était blanc, doux et silencieux.',
      'Des flocons tombaient lentement, comme des plumes.',
      'Le froid rosissait les joues et le bout du nez.',
      'Au loin, une aurore dansait dans le ciel en rubans verts.',
    ],
    hiding: ['sous un tas de neige fraîche', 'derrière un bloc de glace', 'au fond d\'un vieil igloo'],
    passage: ['un lac gelé qui craquait', 'une grande crevasse bleue', 'une pente toute glissante'],
    shelter: ['dans un igloo tout rond', 'derrière un mur de neige'],
    creatures: [creature('un petit pingouin', 'le petit pingouin'), creature('un bébé phoque', 'le bébé phoque'), creature('une petite renarde polaire', 'la petite renarde polaire', true)],
    race: ['la grande course de luges', 'la course des traîneaux'],
    storm: [['une tempête de neige', 'la tempête de neige'], ['un blizzard glacé', 'le blizzard']],
    sound: ['le crissement de la neige', 'le silence de la neige'],
  },
  desert: {
    cues: /desert|dune|oasis|pyramide|sable|egypte|sahara|cactus/,
    ambience: [
      'Le sable doré s\'étendait à perte de vue.',
      'Les dunes ressemblaient à de grandes vagues endormies.',
      'Un petit fennec montra le bout de ses oreilles.',
      'Le soleil chauffait fort{+, mais |Mais }une brise légère soufflait.',
      'Au loin, des palmiers entouraient une oasis toute bleue.',
    ],
    hiding: ['au pied d\'une dune', 'derrière un vieux cactus', 'sous une pierre chaude'],
    passage: ['une dune immense', 'un désert de cailloux brûlants', 'un canyon tout étroit'],
    shelter: ['sous une grande tente', 'sous les palmiers de l\'oasis'],
    creatures: [creature('un petit fennec', 'le petit fennec'), creature('une gerboise', 'la gerboise', true), creature('un bébé chameau', 'le bébé chameau')],
    race: ['la grande course des chameaux', 'la course des dunes'],
    storm: [['une tempête de sable', 'la tempête de sable'], ['un tourbillon de sable', 'le tourbillon de sable']],
    sound: ['le souffle du vent sur le sable', 'le tintement des clochettes des chameaux'],
  },
  jungle: {
    cues: /jungle|savane|amazonie|afrique|tropical|brousse|foret vierge/,
    ambience: [
      'Des lianes pendaient de partout.',
      'Des perroquets multicolores criaient dans les arbres.',
      'Des fleurs immenses ouvraient leurs pétales.',
      'Il faisait chaud{+, et |}tout était vert, vert, vert.',
      'Quelque part, un singe riait aux éclats.',
    ],
    hiding: ['sous une feuille géante', 'au creux d\'un vieil arbre', 'derrière une cascade'],
    passage: ['un marécage plein de boue', 'un pont de lianes qui se balançait', 'une rivière pleine de rochers glissants'],
    shelter: ['sous un grand arbre', 'derrière une cascade'],
    creatures: [creature('un bébé singe', 'le bébé singe'), creature('une petite grenouille', 'la petite grenouille', true), creature('un jeune toucan', 'le jeune toucan')],
    race: ['la grande course des animaux', 'la course des singes de liane en liane'],
    storm: [['une grosse averse tropicale', 'la grosse averse'], ['un gros orage', 'le gros orage']],
    sound: ['le cri des perroquets', 'le bruissement des feuilles géantes'],
  },
  sky: {
    cues: /\bciel\b|nuage|arc-en-ciel|\bair\b|montgolfiere|avion|oiseau/,
    ambience: [
      'Les nuages étaient aussi moelleux que des oreillers.',
      'Le vent chantait une douce mélodie.',
      'Tout en bas, le monde semblait minuscule.',
      'Un oiseau passa en les saluant d\'un battement d\'ailes.',
      'Le soleil peignait les nuages en rose et en orange.',
    ],
    hiding: ['au cœur d\'un nuage tout doux', 'sur le dos d\'un nuage', 'dans le nid d\'un grand oiseau'],
    passage: ['un gros nuage noir', 'un vent qui soufflait très fort', 'un brouillard épais'],
    shelter: ['au creux d\'un nuage', 'sous l\'aile d\'un grand oiseau'],
    creatures: [creature('un petit oiseau', 'le petit oiseau'), creature('une hirondelle', 'l\'hirondelle', true), creature('un jeune goéland', 'le jeune goéland')],
    race: ['la course des cerfs-volants', 'la course des montgolfières'],
    storm: [['un énorme nuage d\'orage', 'l\'énorme nuage d\'orage'], ['un coup de vent', 'le coup de vent']],
    sound: ['le chant du vent', 'le battement des ailes'],
  },
  garden: {
    cues: /jardin|\bparc\b|ferme|potager|prairie|\bchamp|campagne|verger|\bzoo\b|etang|fleur/,
    ambience: [
      'Les fleurs se balançaient doucement.',
      'Des abeilles butinaient en bourdonnant.',
      'Ça sentait l\'herbe coupée et la fraise.',
      'Un papillon se posa sur une feuille, léger comme un souffle.',
      'Au loin, un coq chantait, très fier de lui.',
    ],
    hiding: ['entre deux rangées de fraisiers', 'sous un gros pot de fleurs', 'au fond de la brouette'],
    passage: ['une haie de ronces', 'une mare pleine de grenouilles', 'un champ de hautes herbes'],
    shelter: ['dans la cabane du jardin', 'sous le vieux pommier'],
    creatures: [creature('un petit lapin', 'le petit lapin'), creature('une coccinelle', 'la coccinelle', true), creature('un escargot', 'l\'escargot'), creature('une petite poule', 'la petite poule', true)],
    race: ['la grande course des escargots', 'la course en sac de la ferme'],
    storm: [['un gros orage', 'le gros orage'], ['une averse d\'été', 'l\'averse d\'été']],
    sound: ['le bourdonnement des abeilles', 'le chant du coq'],
  },
  city: {
    cues: /ville|village|ecole|classe|\brue\b|quartier|musee|bibliotheque|marche|magasin|boulangerie|theatre|stade|paris|londres/,
    ambience: [
      'Les rues étaient pleines de bruits joyeux.',
      'Une odeur de pain chaud sortait de la boulangerie.',
      'Des pigeons se disputaient une miette.',
      'Les fenêtres s\'allumaient une à une.',
      'Sur la place, une fontaine chantait sans s\'arrêter.',
    ],
    hiding: ['derrière une vieille fontaine', 'sous un banc de la place', 'dans une boîte aux lettres oubliée'],
    passage: ['une rue pleine de monde', 'un grand carrefour', 'un long escalier de pierre'],
    shelter: ['sous un grand porche', 'dans la bibliothèque du quartier'],
    creatures: [creature('un petit moineau', 'le petit moineau'), creature('une chatte de gouttière', 'la chatte de gouttière', true), creature('un pigeon voyageur', 'le pigeon voyageur')],
    race: ['la grande course du quartier', 'la course des trottinettes'],
    storm: [['un gros orage', 'le gros orage'], ['une pluie battante', 'la pluie battante']],
    sound: ['le carillon de l\'horloge', 'le chant de la fontaine'],
  },
  island: {
    cues: /(^|[\s'])[iî]les?\b|pirate|bateau|navire|voilier|tresor|palmier/,
    ambience: [
      'Les palmiers se balançaient au vent.',
      'Le sable était blanc et doux comme de la farine.',
      'Un perroquet répétait tout ce qu\'on disait.',
      'Les vagues venaient chatouiller la plage.',
      'L\'air sentait la noix de coco et le sel.',
    ],
    hiding: ['sous un palmier penché', 'dans un vieux tonneau', 'au fond d\'une grotte de la falaise'],
    passage: ['une mer agitée', 'une jungle très touffue', 'un amas de rochers glissants'],
    shelter: ['dans une cabane de bambou', 'dans la cale du bateau'],
    creatures: [creature('un petit perroquet', 'le petit perroquet'), creature('une petite tortue', 'la petite tortue', true), creature('un bébé crabe', 'le bébé crabe')],
    race: ['la course des pirogues', 'la grande régate de l\'île'],
    storm: [['une grosse tempête', 'la grosse tempête'], ['un grain soudain', 'le grain']],
    sound: ['le bruit du ressac', 'le cri des mouettes'],
  },
  cave: {
    cues: /grotte|caverne|\bmine\b|souterrain|tunnel/,
    ambience: [
      'Des gouttes d\'eau tombaient en faisant ploc, ploc.',
      'Des cristaux brillaient sur les murs.',
      'L\'écho répétait chaque mot, comme un copain farceur.',
      'Il faisait frais et un peu sombre.',
      'Des vers luisants dessinaient des constellations au plafond.',
    ],
    hiding: ['derrière une stalagmite', 'dans une petite niche de pierre', 'sous un rocher couvert de cristaux'],
    passage: ['un tunnel tout noir', 'un passage très étroit', 'un lac souterrain'],
    shelter: ['au fond d\'une petite salle de pierre', 'sous une voûte de cristaux'],
    creatures: [creature('une chauve-souris', 'la chauve-souris', true), creature('un petit ver luisant', 'le petit ver luisant'), creature('une salamandre', 'la salamandre', true)],
    race: ['la course des wagonnets', 'la course des lucioles'],
    storm: [['un grondement d\'orage', 'le grondement d\'orage'], ['un torrent de pluie', 'le torrent de pluie']],
    sound: ['le ploc-ploc des gouttes', 'l\'écho de la grotte'],
  },
  fair: {
    cues: /cirque|fete foraine|manege|carnaval|kermesse|foire|spectacle/,
    ambience: [
      'La musique des manèges tournait dans l\'air.',
      'Ça sentait la barbe à papa et les pommes d\'amour.',
      'Des lampions de toutes les couleurs se balançaient.',
      'Des rires fusaient de partout.',
      'Un clown faisait des bulles géantes.',
    ],
    hiding: ['derrière le grand manège', 'sous le stand de barbe à papa', 'dans une malle de costumes'],
    passage: ['une foule immense', 'un labyrinthe de miroirs', 'une allée pleine de monde'],
    shelter: ['sous le grand chapiteau', 'dans la roulotte des artistes'],
    creatures: [creature('un petit poney', 'le petit poney'), creature('une marionnette', 'la marionnette', true), creature('un petit clown', 'le petit clown')],
    race: ['la course des petits chevaux', 'le grand concours de jonglage'],
    storm: [['un gros orage', 'le gros orage'], ['un coup de vent', 'le coup de vent']],
    sound: ['la musique des manèges', 'le rire des enfants'],
  },
  magic: {
    cues: /magi|enchant|fee|sorci|licorne|reve|merveille|bonbon|arc-en-ciel|imaginaire|conte/,
    ambience: [
      'Des étincelles dansaient dans l\'air.',
      'Les fleurs chantaient tout bas.',
      'Même les cailloux semblaient sourire.',
      'Une douce lumière brillait partout.',
      'Les arbres avaient des feuilles en forme de cœur.',
    ],
    hiding: ['sous un champignon géant', 'au pied d\'un arbre aux feuilles d\'argent', 'dans une fleur qui s\'ouvrait la nuit'],
    passage: ['un brouillard violet', 'une rivière de guimauve', 'un bois où les chemins changeaient de place'],
    shelter: ['sous un champignon géant', 'dans une maison en pain d\'épice'],
    creatures: [creature('un petit lutin', 'le petit lutin'), creature('une petite fée', 'la petite fée', true), creature('un bébé licorne', 'le bébé licorne')],
    race: ['la course des licornes', 'la grande course des balais volants'],
    storm: [['une tempête de paillettes', 'la tempête de paillettes'], ['un orage magique', 'l\'orage magique']],
    sound: ['le tintement des clochettes', 'le chant des fleurs'],
  },
  generic: {
    cues: /$^/,
    ambience: [
      'Tout semblait calme et plein de promesses.',
      'Le vent soufflait doucement.',
      'Le soleil brillait haut dans le ciel.',
      'Quelque part, un oiseau chantait.',
      'L\'air sentait bon l\'aventure.',
    ],
    hiding: ['derrière un gros rocher', 'sous un buisson touffu', 'au pied d\'un vieil arbre'],
    passage: ['un chemin plein de cailloux', 'un pont de bois tout branlant', 'une rivière sans pont'],
    shelter: ['sous un grand arbre', 'dans une petite cabane'],
    creatures: [creature('un petit lapin', 'le petit lapin'), creature('une coccinelle', 'la coccinelle', true), creature('un petit oiseau', 'le petit oiseau')],
    race: ['la grande course de l\'année', 'le grand concours du village'],
    storm: [['un gros orage', 'le gros orage'], ['une grosse averse', 'la grosse averse']],
    sound: ['le chant des oiseaux', 'le souffle du vent'],
  },
};

/** The kind whose cue appears first in the setting ("un château dans les nuages" → castle). */
export function placeKind(settingText: string): PlaceKind {
  const text = settingText.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  let best: PlaceKind = 'generic';
  let bestIndex = Number.POSITIVE_INFINITY;
  for (const [kind, details] of Object.entries(PLACE_DETAILS) as [PlaceKind, PlaceDetails][]) {
    const match = details.cues.exec(text);
    if (match && match.index < bestIndex) {
      best = kind;
      bestIndex = match.index;
    }
  }
  return best;
}

/**
 * Lines of each suggested place's own (issue 16, item 5): the kind's details fit many settings, but a
 * parent who chose "la ferme de grand-mère" expects hens and hay, not bees and pigeons, and "une
 * bibliothèque magique" is no street. Keyed by the suggestion, lowercase and accent-free. Each line is
 * told in the opening, where the children arrive; none names light, weather or another place.
 */
const SUGGESTED_PLACE_LINES: Record<string, string[]> = {
  'la foret enchantee': [
    'Sous les grands chênes, la mousse était {?douce comme un tapis|épaisse comme un édredon|moelleuse comme un coussin}.',
    'Un petit écureuil les regardait du haut d\'une branche{?, la queue en panache|, une noisette entre les pattes|, l\'air très occupé}.',
    'Dans la clairière, {?des champignons rouges à pois blancs formaient un cercle|un vieux chêne tendait ses branches comme des bras|des lucioles dansaient au-dessus de la mousse}.',
    'Les fougères se penchaient sur le passage{?, comme pour saluer|, en frémissant|, curieuses de voir passer des visiteurs}.',
    '{?Un hibou ouvrit un œil rond|Une biche leva la tête|Un renard roux traversa la clairière} {?sans faire de bruit|puis disparut entre les arbres|en les regardant passer}.',
    'L\'écorce des vieux arbres était {?couverte de mousse verte|creusée de mille petites rides|tiède sous la main}.',
  ],
  'un chateau dans les nuages': [
    'Du haut de la plus haute tour, on voyait la brume s\'étirer {?comme du coton|comme une écharpe|comme de la barbe à papa}.',
    'Un escalier {?de marbre blanc|en colimaçon|aux marches dorées} montait vers la salle du trône.',
    'Les créneaux du château {?se perdaient dans la brume|jouaient à cache-cache avec les nuages|dépassaient à peine d\'une mer de coton}.',
    'Une petite cloche d\'argent tintait {?tout en haut du donjon|au-dessus du pont-levis|quelque part dans une tour}.',
    '{?Un oiseau blanc se posa sur un rempart|Une plume dorée tournoya devant le pont-levis|Un drapeau bleu claquait sur la plus haute tour}{?, puis s\'envola|, l\'air de dire bonjour|}.',
  ],
  'le fond de la mer': [
    '{?Un petit poisson-clown|Un poisson tout rayé|Un petit poisson argenté} {?jouait à cache-cache|se faufilait|faisait des allers-retours} {?dans les coraux|derrière une anémone|autour d\'un rocher}.',
    'Une pieuvre {?rose|orange|tachetée} agitait ses huit bras pour dire bonjour.',
    '{?Sur le sable {?du fond|tout fin|doré}|Entre deux algues|Près d\'un corail}, un hippocampe {?se balançait|se laissait bercer|dansait} {?doucement|comme une petite balançoire|au rythme du courant}.',
    '{?Une méduse transparente|Une méduse toute ronde|Une petite méduse} {?passa|flotta|dansa}, aussi légère {?qu\'un voile|qu\'un parapluie de soie|qu\'un mouchoir}.',
    '{?Un banc de petits poissons argentés|Un poisson-lune aux grandes nageoires|Une tortue aux écailles ridées} {?passa lentement au-dessus d\'eux|glissa sans un bruit|fila vers le large}.',
    'Des coquillages {?nacrés|tout ronds|rayés de rose} dormaient {?au creux du sable|entre les coraux|sur un lit d\'algues}.',
  ],
  'une station spatiale': [
    '{?Par le hublot|Derrière la vitre ronde|Vue d\'en haut}, la Terre {?ressemblait à|faisait penser à} {?une grosse bille bleue|un ballon tout rond|une orange bleue et blanche|une agate qui tournait lentement|un bonbon bleu posé sur du velours}.',
    'Dans la station, tout flottait{+ : |}{?les crayons, les miettes et même les chaussons|les gobelets, les chaussettes et même les biscuits|les livres, les cuillères et même les bonnets}.',
    'Un astronaute leur fit coucou {?en flottant la tête en bas|en faisant une galipette|depuis sa capsule}.',
    '{?Par le grand hublot|Derrière le hublot|Au bout du couloir, par un hublot}, {?une planète aux anneaux tournait lentement|une comète traversa l\'espace|la Voie lactée scintillait au loin}.',
    'Une petite lumière {?clignotait près du sas|brillait au-dessus du hublot|s\'allumait sur le casque d\'un astronaute}.',
  ],
  'une ile au tresor': [
    'Des crabes trottaient sur la plage en laissant {?de petites traces dans le sable|des pointillés sur le sable mouillé|des dessins rigolos sur le sable}.',
    'Un perroquet tout vert se dandinait {?sur une branche de cocotier|sur un vieux tonneau|au bord de la crique}.',
    'La mer {?turquoise|toute claire|transparente} brillait tout autour de l\'île.',
    'Un vieux coffre à moitié enfoui {?dépassait du sable|attendait sous un palmier|se cachait derrière un rocher}.',
    '{?Une mouette criait au-dessus de la crique|Des cocotiers se penchaient vers la mer|Une vieille barque dormait sur le sable}{?, tranquille|, comme pour dire bonjour|}.',
  ],
  'le village des jouets': [
    'Des soldats de bois montaient la garde devant {?une maison en cubes|un château de carton|la grande boîte à jouets}.',
    '{?Une toupie passa en tournoyant|Un ballon rebondit sur la place|Un cheval à bascule se balançait tout seul}, {?suivi d\'un petit train qui sifflait|sous le regard des poupées|au son d\'un tambour}.',
    'Sur la place, une boîte à musique jouait {?une petite mélodie|une valse toute douce|un air de fête}.',
    'Des poupées prenaient le thé {?à la fenêtre d\'une maison de poupée|autour d\'une table minuscule|dans des tasses grandes comme des dés}.',
    'Un pantin {?faisait des révérences|agitait ses grands bras|tirait sur ses ficelles} devant {?un théâtre de marionnettes|une rangée de peluches|un robot tout rond}.',
  ],
  'une montagne enneigee': [
    'La neige brillait sur les pentes {?comme du sucre glace|comme un drap tout neuf|comme de la poudre d\'argent}.',
    'Une marmotte {?sortit le bout du nez de son terrier|pointa son museau hors du terrier|se dressa sur ses pattes arrière|fila se cacher dans son terrier|détala vers son terrier}{?, tout près d\'un rocher|, puis siffla très fort|, l\'air tout ensommeillé|}.',
    'Des flocons tout légers se posaient {?sur les sapins|sur les moufles|sur le bout des nez}.',
    'Tout là-haut, le sommet portait {?un gros bonnet de neige|une écharpe de glace|un chapeau tout blanc}.',
    '{?Un chamois bondissait de rocher en rocher|Une luge abandonnée attendait en haut de la pente|Un bonhomme de neige souriait au bord du chemin}{?, tranquille|, comme pour les attendre|}.',
  ],
  'un jardin secret': [
    'Derrière la haie, des roses grimpaient {?le long d\'une vieille grille|jusqu\'en haut d\'une tonnelle|autour d\'un portail rouillé}.',
    'Une fontaine couverte de lierre {?chantonnait au milieu des allées|glougloutait tout doucement|murmurait des secrets}.',
    'Des papillons voletaient {?au-dessus des massifs de fleurs|autour d\'un vieux banc|d\'une rose à l\'autre}.',
    'Une coccinelle se promenait {?sur un pétale tout rose|sur une feuille de menthe|au bord d\'une fontaine}.',
    '{?Un bourdon tout rond|Un escargot très lent|Une abeille affairée} {?passait de fleur en fleur|traversait l\'allée|explorait le potager}.',
  ],
  'la jungle': [
    'Un singe se balançait d\'une liane à l\'autre{?| en poussant de petits cris| sans jamais tomber}.',
    'Un toucan au grand bec orange {?observait tout le monde|picorait un fruit mûr|lissait ses plumes sur une branche}.',
    'Une cascade tombait {?entre les fougères géantes|dans un bassin tout vert|en faisant mille éclaboussures}.',
    'Un perroquet {?multicolore|aux mille couleurs|rouge et bleu|vert et jaune} {?lissait ses plumes sur une grosse feuille|répétait tout ce qu\'on disait|se balançait sur une liane}.',
    '{?Un paresseux bâillait, pendu à une branche|Une grenouille rouge sauta sur une feuille|Un éléphant s\'aspergeait d\'eau au bord de la rivière}{?, très tranquille|, l\'air ravi|}.',
  ],
  'le desert aux mille etoiles': [
    'Les dunes dorées ondulaient {?jusqu\'à l\'horizon|comme une mer de sable|à perte de vue}.',
    'Un fennec aux grandes oreilles se cachait {?derrière un cactus|au pied d\'une dune|dans l\'ombre d\'un rocher}.',
    'Une caravane de chameaux avançait {?tranquillement au loin|en faisant tinter ses clochettes|d\'un pas lent et régulier}.',
    '{?Au creux des dunes|Entre deux dunes|Un peu plus loin}, {?une petite oasis|un coin d\'ombre|une oasis minuscule} gardait {?un peu de fraîcheur|trois palmiers et un puits|une eau claire comme un miroir}.',
    '{?Un lézard se chauffait sur une pierre|Un scarabée traçait une ligne dans le sable|Un dromadaire mâchouillait une touffe sèche}{?, sans se presser|, l\'air très sérieux|}.',
  ],
  'une bibliotheque magique': [
    'Sur les étagères, les livres {?chuchotaient entre eux|se serraient comme des amis|bâillaient en s\'ouvrant}.',
    'Un vieux grimoire ouvrit ses pages de lui-même, {?comme pour dire bonjour|dans un grand froissement|en soufflant un peu de poussière}.',
    'Des lettres dorées s\'échappaient des pages et {?dansaient dans la lumière|formaient des mots inconnus|tournoyaient comme des papillons}.',
    'Les rayons montaient si haut qu\'il fallait {?une échelle pour atteindre les derniers livres|des ailes pour lire les derniers titres|grimper comme un écureuil}.',
    '{?Une plume écrivait toute seule sur un parchemin|Un marque-page se promenait entre deux chapitres|Un livre de contes feuilletait ses propres pages}{?, très appliqué|, sans faire de bruit|}.',
  ],
  'la ferme de grand-mere': [
    'Dans la cour, {?les poules picoraient en caquetant|un coq se pavanait en bombant le torse|les poussins couraient derrière leur maman}.',
    'Une vache au regard doux mâchonnait {?son foin près de la grange|une touffe d\'herbe dans le pré|tranquillement au bord de la clôture}.',
    'Ça sentait bon {?le foin et le lait tout frais|la paille et la confiture|le pain chaud et le lait}.',
    'Les canards se dandinaient {?jusqu\'à la mare|autour du tracteur|le long de la clôture}, l\'un derrière l\'autre.',
    '{?Un âne brayait près de l\'étable|Une chèvre grimpait sur un tas de paille|Un cochon tout rose se roulait dans la paille}{?, très à son aise|, l\'air de bonne humeur|}.',
  ],
};

/** A setting as the suggestion banks key it: lowercase, accent-free, single spaces. */
const suggestionKey = (setting: string): string => setting.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The lines of a suggested place's own, or none when the parent typed their own place. */
export function suggestedPlaceLines(setting: string): readonly string[] {
  return SUGGESTED_PLACE_LINES[suggestionKey(setting)] ?? [];
}

/**
 * The suggested places whose kind (found from their words) brings the details of another place: a
 * library and a toy village read as a town, with its streets, fountains and pigeons. Their own details
 * replace the kind's, field by field, with as many entries, so the draws of the rest stay the same.
 */
const SUGGESTED_PLACE_DETAILS: Record<string, Partial<PlaceDetails>> = {
  'une bibliotheque magique': {
    hiding: ['derrière une pile de vieux livres', 'entre deux grimoires poussiéreux', 'tout en haut d\'une étagère'],
    passage: ['un long couloir d\'étagères tout sombre', 'une échelle qui montait très haut', 'un escalier de livres qui bougeait'],
    shelter: ['dans un grand fauteuil de lecture', 'sous la grande table de lecture'],
    creatures: [creature('un petit rat de bibliothèque', 'le petit rat de bibliothèque'), creature('une chouette savante', 'la chouette savante', true), creature('un marque-page vivant', 'le marque-page vivant')],
    race: ['la grande course des marque-pages', 'le concours du plus beau conte'],
    sound: ['le froissement des pages', 'le chuchotement des livres'],
  },
  // Editor's read 37: a seal on a snowy mountain (the snow kind's animals are the ice floe's), a « rocher
  // lunaire » to shelter under inside a space station (the frame reads a station as out in space).
  'une montagne enneigee': {
    creatures: [creature('une petite marmotte', 'la petite marmotte', true), creature('un jeune chamois', 'le jeune chamois'), creature('un petit lièvre blanc', 'le petit lièvre blanc')],
  },
  'une station spatiale': {
    hiding: ['derrière un gros tuyau argenté', 'au fond d\'un casier à combinaisons', 'sous un tableau de boutons'],
    passage: ['un long couloir où tout flottait', 'un sas tout étroit', 'une échelle sans pesanteur'],
    shelter: ['dans le petit module des plantes', 'derrière la grande baie vitrée'],
  },
  'le village des jouets': {
    hiding: ['derrière une maison en cubes', 'sous un cheval à bascule', 'au fond d\'un coffre à jouets'],
    passage: ['un pont de dominos qui tremblait', 'une rue pleine de toupies qui tournaient', 'une rivière de billes qui roulaient'],
    shelter: ['sous le grand chapiteau des marionnettes', 'dans une maison de poupée'],
    creatures: [creature('un petit soldat de bois', 'le petit soldat de bois'), creature('une poupée de chiffon', 'la poupée de chiffon', true), creature('un pantin farceur', 'le pantin farceur')],
    race: ['la grande course des petites voitures', 'la course des toupies'],
    sound: ['le tintement de la boîte à musique', 'le tic-tac des jouets mécaniques'],
  },
};

/** The details of a place: its kind's, with a suggested place's own where its kind brings another place's. */
export function placeDetailsOf(kind: PlaceKind, setting: string): PlaceDetails {
  return { ...PLACE_DETAILS[kind], ...SUGGESTED_PLACE_DETAILS[suggestionKey(setting)] };
}
