import { SCENE_LIGHTS, type SceneLight } from '#core/story-scenes';
import type { PlaceKind } from './banks/places';
import { stripAccents } from './free-text';

/**
 * The world a story happens in, and what each line needs of it (issue 16, "a world model for every
 * line"): the light of the moment (the time of day only moves forward), whether the place is indoors,
 * whether it is on land, under water, in the air or in space, and whether the companion has hands.
 * A line is told only where it fits: no "il faisait si noir" at noon, no race on foot under the sea.
 */

export type Medium = 'land' | 'water' | 'air' | 'space';

export interface World {
  medium: Medium;
  /** The kind of place (snow, desert, sea…): some words never fit there. */
  kind?: PlaceKind;
  /**
   * Snow lies there, whatever the kind: "une montagne enneigée" is a mountain by its first cue, yet no
   * flowers grow on it (issue 16: details of another place slipped in).
   */
  snowy?: boolean;
  indoors: boolean;
  /** The companion can hold things (a robot, a witch, a pirate), not a unicorn, a cat or a whale. */
  hands: boolean;
  /** The companion's defining trait is a subplot of this story. */
  subplot: boolean;
  /** The words the parent asked for (the companion, the scenario): never a break of the world. */
  asked?: ReadonlySet<string>;
}

/** What a line needs; a line without needs fits anywhere. */
export interface Needs {
  light?: readonly SceneLight[];
  medium?: readonly Medium[];
  indoors?: boolean;
  hands?: boolean;
  subplot?: boolean;
}

/**
 * The beat a plot's extra line (a scene, a talk) presupposes (issue 26, the editor's fifth read: the string game
 * taught and « son premier pont tenait debout » told before the turn where the string comes out of the pocket): such
 * a line is told right after that beat's own line, never before it (a friend met at the second try is not talked to before it). A line without one is told while trying.
 */
export type Anchor = 'attempt2' | 'turn' | 'resolution';

/** A phrasing: a template (see template.ts), alone or with what it needs and the beat it follows. */
export type Line = string | { t: string; needs?: Needs; at?: Anchor };

export const textOf = (line: Line): string => (typeof line === 'string' ? line : line.t);
const needsOf = (line: Line): Needs => (typeof line === 'string' ? {} : (line.needs ?? {}));
/** The beat a line follows, if it is anchored (see Anchor). */
export const anchorOf = (line: Line): Anchor | undefined => (typeof line === 'string' ? undefined : line.at);

export const lightRank = (light: SceneLight): number => SCENE_LIGHTS.indexOf(light);

/**
 * The lights a line's own words imply, for the phrasings that carry no explicit needs (the portrait,
 * feelings and bedtime banks): the sun is for daytime, the moon and the dark for the evening.
 */
function impliedLights(template: string): readonly SceneLight[] | null {
  const text = stripAccents(template.toLowerCase());
  if (/\b(lune|nuit|noir|obscur|veilleuse|etoiles s'allum|soir venu|ce soir|dors bien|couette|lit\b|endorm|paupieres|oreiller|reves?\b|bonne nuit)/.test(text)) return ['dusk', 'night'];
  // The end of the day before the dark (editor's read 40: « le jour commençait à baisser » after nightfall).
  if (/jour (?:commencait a baisser|declinait|baissait)|soleil (?:se couchait|descendait)|ombres s'allongeaient|teintait de rose|devenait toute doree|couleurs s'adoucissaient/.test(text)) return ['day', 'dusk'];
  if (/soleil|matin|midi|gouter|petit dejeuner|rayons|reveillent|apres-midi/.test(text)) return ['morning', 'day'];
  return null;
}

/** Words that only fit on land, or only under water. */
const LAND_ONLY = /\b(herbe|buisson|feuilles mortes|courut|coururent|galop|sentier|pluie|flaque|boue|vent)\b/;
const WATER_ONLY = /\b(nagea|nagerent|bulles|algues|coquillages?|vagues?)\b/;

/**
 * Words of the old bank lines that ring false in a world (issue 16, item 5): no leaves, birds, rainbows,
 * flowers or grimaces under the sea, no wind, rain or clouds in space, no grass in the snow, no rain or
 * snow in the desert. Read on the rendered template's words, accents removed.
 */
const NOT_IN_MEDIUM: Record<Medium, RegExp | null> = {
  land: null,
  // Under the sea, no sky (the plots that show it from the surface say so with their own needs) and no walking.
  water: /\b(ciel|etoiles?|lune|chouettes?|hiboux?|marcha|marcherent|marchait|marchaient|pieds nus|feuilles?|oiseaux?|arc-en-ciel|papillons?|nuages?|fleurs?|herbe|vent|brise|pluie|courut|coururent|sable chaud|l'air|cheminee|feu de bois|flammes?|grimaces?|hirondelles?|tilleuls?|poussiere)\b/,
  air: /\b(herbe|sentier|feuilles mortes|flaques?|boue|racines?)\b/,
  space: /\b(feuilles?|oiseaux?|arc-en-ciel|papillons?|nuages?|fleurs?|herbe|vent|brise|pluie|flaques?|l'air frais|cheminee|hirondelles?|tilleuls?|vagues?)\b/,
};
const NOT_IN_KIND: Partial<Record<PlaceKind, RegExp>> = {
  snow: /\b(fleurs?|fleuri|fleurir|herbe|prairies?|pelouses?|papillons?|abeilles?|coquelicots?|marguerites?|sable|soleil brulant|chaleur)\b/,
  desert: /\b(neige|flaques?|pluie|feuilles?|herbe|boue|champignons?)\b/,
};

/** The place part of a world, as the story checker also reads it from the request. */
export type PlaceWorld = Pick<World, 'medium' | 'indoors' | 'kind' | 'snowy'>;

interface WorldBreak {
  /** What the words are, for the checker's finding. */
  what: string;
  /** Whole words, lower-case and accent-free. */
  words: string;
  /** The worlds they never fit. */
  breaks: (world: PlaceWorld) => boolean;
}

const underWater = (world: PlaceWorld) => world.medium === 'water';
const inSpace = (world: PlaceWorld) => world.medium === 'space';
const desert = (world: PlaceWorld) => world.kind === 'desert';
const snowy = (world: PlaceWorld) => world.snowy === true || world.kind === 'snow';
const inside = (world: PlaceWorld) => world.indoors;
const outside = (world: PlaceWorld) => !world.indoors && world.kind !== 'home';
const any = (...tests: ((world: PlaceWorld) => boolean)[]) => (world: PlaceWorld) => tests.some((test) => test(world));
const inTheAir = (world: PlaceWorld) => world.medium === 'air';
/** Under a roof that is not the earth's: a library, a school, a space station (a cave has rocks and roots). */
const builtInside = (world: PlaceWorld) => world.indoors && world.kind !== 'cave';
/** Nowhere on the ground of the earth: under the sea, in space, in the clouds. */
const offTheEarth = any(underWater, inSpace, inTheAir);

/**
 * Things that cannot be where a story happens (issue 26, item 1: a fawn « en haut de l'armoire » in a
 * forest, a pond on a snowy mountain, a boat that « prenait l'eau » in the desert, a miller's village in
 * a space station, a mountain path in a library, rain under water). Every line, plot beat and plot
 * detail is held to it by the writer, and the story checker's `world-fit` rule reads finished stories with it.
 */
export const WORLD_BREAKS: readonly WorldBreak[] = [
  { what: 'de la neige', words: 'neige|neigeait|neigea|flocons?|bonhommes? de neige|luge|igloos?|givre|banquise', breaks: any(desert, underWater, inSpace) },
  { what: 'de la pluie ou un orage', words: "pluie(?! d(?:e |'|es ))|pleuvait|pleuvoir|plut|averses?|orages?|(?<!en un )eclairs?|tonnerre|foudre", breaks: any(underWater, inSpace, inside, desert) },
  { what: 'du vent', words: "vent|bourrasques?|brise|l'air frais", breaks: any(underWater, inSpace, inside) },
  { what: 'une mare, un étang ou une rivière', words: 'mares?|etangs?|flaques?|ruisseaux?|rivieres?', breaks: any(underWater, inSpace, desert, snowy, inside) },
  { what: 'un bateau', words: "bateaux?|barques?|voiliers?|radeaux?|prenait l'eau|prit l'eau|prennent l'eau", breaks: any(underWater, inSpace, desert, snowy, inside) },
  { what: 'un meuble de maison', words: 'armoires?|placards?|tiroirs?', breaks: outside },
  { what: 'un village, une ferme ou un moulin', words: 'village|villageois|meuniere?s?|moulins?|fermiere?s?|tracteurs?|granges?|champs? de ble', breaks: any(underWater, inSpace) },
  { what: 'la chaleur du désert', words: 'dunes?|cactus|chameaux?|dromadaires?|oasis|sable brulant|soleil brulant', breaks: any(snowy, underWater, inSpace) },
  { what: 'un animal qui ne vit pas là', words: 'tortues?|grenouilles?|escargots?|lezards?|papillons?|coccinelles?', breaks: any(snowy, inSpace) },
  { what: 'un oiseau ou un insecte', words: 'oiseaux?|papillons?|abeilles?|hirondelles?|chouettes?|hiboux?|coccinelles?|lucioles?', breaks: any(underWater, inSpace) },
  { what: 'du feu', words: 'feu de bois|flammes?|cheminee', breaks: underWater },
  { what: 'un chemin de terre ou de montagne', words: 'sentiers?(?: de montagne)?|falaises?|collines?|chemins? de (?:terre|montagne)|flanc de la montagne|sommet de la montagne', breaks: any(inside, underWater, inSpace) },
  // « une idée… qui marcha » worked: it did not walk.
  { what: 'une course à pied', words: 'courut|coururent|(?<!(?:qui|ca|cela|ce) )marcha|marcherent|pieds nus|a pied', breaks: underWater },
  { what: 'un arbre de la terre', words: 'sapins?|palmiers?|chenes?|champignons?|pommiers?', breaks: any(underWater, inSpace) },
  { what: 'un animal de la mer', words: 'poissons?|dauphins?|meduses?|pieuvres?|algues|coquillages?|hippocampes?', breaks: any(desert, inSpace) },
  { what: 'des fleurs ou de l’herbe', words: 'fleurs?|herbe|prairies?|pelouses?|coquelicots?|marguerites?', breaks: any(snowy, underWater, inSpace) },
  // Issue 26, item 1, the editor's second read: crickets, wet earth, a branch, a hazelnut and an owl in a
  // space station; a branch, honeysuckle, a bush and a rabbit in a castle in the clouds; a root in the desert.
  { what: 'un bout de forêt', words: "branches?|brindilles?|buissons?|racines?|mousse(?! au)|fougeres?|(?<!yeux )noisettes?|glands?|pommes? de pin|chevrefeuille|feuilles mortes|terre mouillee|odeur de (?:la )?terre|sous-bois|ronces?|fourres?|troncs?|feuillages?|(?:les|des) feuilles (?:frissonn|bruiss|trembl)\\w*", breaks: any(offTheEarth, builtInside, desert, snowy) },
  { what: 'un insecte de la campagne', words: 'grillons?|criquets?|sauterelles?|fourmis?|bourdons?|cigales?|vers de terre|limaces?', breaks: any(offTheEarth, snowy, builtInside) },
  { what: 'un animal des bois ou des champs', words: 'lapins?|renards?|renardeaux?|renardes?|herissons?|ecureuils?|biches?|faons?|sangliers?|taupes?|blaireaux?|mulots?', breaks: any(offTheEarth, builtInside) },
  { what: 'des rochers ou des cailloux', words: 'rochers?(?! lunaires?)|caillou|cailloux|galets?|pierres? plates?', breaks: any(inTheAir, builtInside) },
  { what: 'une rue de ville', words: "bus|coin de la rue|au coin d'une rue|trottoirs?|voitures?|feux? rouges?|passages? pietons?|lampadaires?", breaks: any(offTheEarth, desert, snowy) },
  { what: 'un cratère', words: 'crateres?', breaks: any(underWater, inTheAir, builtInside) },
  { what: 'du pain ou du fromage', words: "tartines?|(?<!arbre a )pain(?! d'epice)|fromages?|confiture|beurre", breaks: underWater },
  { what: 'des toits ou un coucher de soleil', words: "toits?|le soleil (?:se couchait|descendait|declinait|se levait)|coucher de soleil|lever du soleil|arc-en-ciel|pots? de peinture", breaks: underWater },
  // « Le ciel », « les étoiles » seen from a library: a space station has portholes, the sea has its starfish.
  { what: 'le ciel ou les étoiles', words: "(?<!yeux au )ciel|etoiles filantes|compt\\w* les etoiles|trou noir|la lune brillait|clair de lune", breaks: any(underWater, (world) => world.indoors && (world.kind === 'city' || world.kind === 'home')) },
  // Issue 25/26, the editor's read 36: a school bell in the desert, lemonade and pennants under the sea, a
  // bicycle lent on the seabed, a mast, a mooring and a gull in a space station, a « rocher lunaire »
  // anywhere but on the ground of space, passers-by and a football where no one walks.
  { what: "l'école", words: "ecoles?|salle de classe|maitresse|cartables?|pupitres?|cantine", breaks: any(offTheEarth) },
  { what: "la cloche ou la cour de l'école", words: "cloche de l'ecole|la cloche sonna|sonnerie|cour de recreation|recreation|preau", breaks: any(offTheEarth, desert) },
  { what: 'une boisson ou une guirlande de fête', words: "limonade|sirop|jus de fruits?|jus d'orange|eau fraiche|fanions?|guirlandes? de papier", breaks: underWater },
  // A ride, not the word: « connaissait mille choses sur le vélo » tells the child's hobby, not the place.
  { what: 'un tour de vélo', words: "enfourch\\w*|pedal\\w*|petites roues|a velo|en velo|a bicyclette|en trottinette|(?:prete?r?|preta|pretait) (?:son|sa|leur) (?:velo|bicyclette|trottinette)|(?:monta|montait|remonta|roulait|roula|fila|filait) sur (?:son|sa|un|une|le|la) (?:velo|bicyclette|trottinette)", breaks: any(offTheEarth, snowy) },
  { what: "le gréement d'un bateau", words: "mats?|gouvernail|amarra|amarrerent|amarre|amarres|cordages?|coque du bateau|voile dechiree|hisser la voile|hisserent la voile", breaks: any(underWater, inSpace, inside, inTheAir) },
  { what: 'un oiseau de mer', words: 'mouettes?|goelands?|cormorans?', breaks: any(underWater, inSpace, inTheAir, builtInside, desert) },
  { what: 'une roche de la Lune', words: 'rochers? lunaires?|pierres? de lune|poussiere lunaire|sol lunaire', breaks: (world) => world.medium !== 'space' || world.indoors },
  { what: 'une tempête', words: 'tempetes?(?! de sable)', breaks: any(underWater, inSpace, inside) },
  { what: 'des passants dans une rue', words: 'passants?|barrieres?|ruelles?', breaks: any(offTheEarth, desert) },
  // A swim needs water: no one swims on a farm path, in a library, in the desert or in the clouds.
  // Editor's read 37: shelves in a garden or on a farm, a toy chest on an island, dominoes on a table under
  // the sea, a seal on a mountain, hammer, nails and sewing in space, an old lady and a merchant on the
  // seabed, digging in a station, a house's kitchen reached from a beach or a garden. « ses étagères » is
  // the child's room in the portrait, not the place.
  { what: 'une étagère', words: '(?<!ses )etageres?', breaks: any(outside, offTheEarth) },
  { what: 'un coffre à jouets', words: 'coffres? a jouets', breaks: (world) => !world.indoors && world.kind !== 'city' && world.kind !== 'home' && world.kind !== 'magic' },
  { what: 'un jeu de table', words: 'dominos|(?:sur|autour de) la (?:grande )?table', breaks: underWater },
  { what: 'un animal des glaces', words: 'phoques?|pingouins?|manchots?|ours polaires?|morses?', breaks: (world) => !(world.medium === 'water' || world.kind === 'sea' || world.kind === 'island' || world.kind === 'snow') },
  { what: 'un outil de bricoleur', words: 'marteau|clous?|clouaient|clouerent|cousaient|coudre', breaks: any(underWater, inSpace) },
  { what: 'un passant de la terre', words: 'vieille dame|vieux monsieur|marchands?(?: de fruits)?|boulangers?', breaks: any(underWater, inSpace) },
  { what: 'un trou creusé', words: 'creuserent|creuser|creusa(?! au milieu)', breaks: any(builtInside, inTheAir) },
  // A garden, a farm, a beach or a village has a house to run to; the seabed, the sky, the desert, the
  // jungle and a cave have none (the goal course's kitchen is then a break, and its line is not told).
  { what: 'la cuisine de la maison', words: 'cuisine de la maison', breaks: any(offTheEarth, desert, (world) => world.kind === 'jungle' || world.kind === 'cave') },
  // Nouns read off 840 stories of six places (seed nouns-w1): a seed set « en plein soleil » on the seabed,
  // a song floating « au-dessus des toits » of a space station.
  { what: 'le plein soleil', words: 'en plein soleil|au soleil', breaks: any(underWater, inSpace) },
  // Editor's read 41: a bench and a dragon's oven on the seabed, a keyhole in the jungle, a rocking horse in a pond.
  { what: 'un banc ou un four', words: 'bancs?(?! de)|fours?', breaks: underWater },
  { what: 'une serrure ou un cheval à bascule', words: 'serrures?|trous? de (?:la )?serrure|cheva(?:l|ux) a bascule', breaks: any(underWater, (world) => !world.indoors && /jungle|forest|sea|island|desert|mountain|snow/u.test(world.kind ?? '')) },
  { what: 'des toits', words: 'toits?', breaks: inSpace },
  // Editor's read 38: fish and an otter « sur la pointe des pieds » and carrots on the seabed, a stretch of deep
  // water to cross when already under it, neighbours and clothes pegs on Mars (the cake baked and the beaver are
  // whole plots' own beats, W2's to re-place). Carrots stay: they are the vegetarian dinosaur's own trait, wherever it goes.
  { what: 'un pas sur la pointe des pieds', words: 'sur la pointe des pieds', breaks: underWater },
  { what: "une étendue d'eau à traverser", words: "etendue d'eau|eau profonde a traverser", breaks: underWater },
  { what: 'un animal de rivière', words: 'loutres?', breaks: any(underWater, inSpace, inTheAir, desert, builtInside) },
  { what: 'des voisins ou du linge', words: 'chez les voisins|pinces? a linge|corde a linge', breaks: any(offTheEarth, desert) },
  // Editor's read 40 (issue 26): the rows that let each of her breaks through were missing or too narrow. A cuckoo
  // heard in the desert (a bird of the woods: the bird row kept it only from the sea and space), planks and one
  // « clou » on a spaceship (the tool row knew only « clous »), a drink of water on the seabed, a front door in
  // the desert, a school corridor on a beach, a baker's cart in a library, neighbours « porte après porte » in a
  // secret garden and one borrowing sugar in a castle in the clouds, twelve steps « vers le couchant » in a station.
  { what: 'un oiseau des bois', words: "coucous? chant\\w*|chant du coucou|pics? verts?|merles?|rouges?-gorges?|mesanges?|pinsons?|rossignols?", breaks: any(offTheEarth, desert, builtInside) },
  { what: 'des planches de bois', words: 'planches?(?! a voile)', breaks: any(underWater, inSpace, inTheAir) },
  { what: "boire de l'eau", words: "boire (?:un peu d'|de l')eau|but (?:un peu d'|de l')eau|gorgees? d'eau|verres? d'eau", breaks: underWater },
  { what: "la porte d'une maison", words: "devant la porte|sur le pas de la porte|porte d'entree|la porte de la maison|sonnette", breaks: any(desert, underWater, inTheAir) },
  // The corridor walked in, not the child's own at home (« traversait le couloir sans lumière » tells a habit).
  { what: "le couloir d'un bâtiment", words: "dans le couloir|au bout du couloir|le couloir s'etait vide|couloirs? de l'ecole", breaks: outside },
  { what: 'une charrette', words: 'charrettes?', breaks: any(builtInside, offTheEarth) },
  { what: 'des portes de voisins', words: 'porte apres porte|de porte en porte', breaks: any(offTheEarth, desert, (world) => ['garden', 'forest', 'jungle', 'mountain', 'snow', 'cave'].includes(world.kind ?? '')) },
  // A neighbour met in the story, not the child's habit (« disait bonjour à chaque voisin »).
  { what: 'des voisins', words: '(?:une|la|un|le|les|des) voisin(?:e|s|es)?|du voisinage', breaks: any(offTheEarth, desert, (world) => world.kind === 'jungle' || world.kind === 'cave') },
  { what: 'le soleil couchant', words: 'vers le couchant|au couchant|le couchant|soleil couchant', breaks: any(underWater, inSpace, builtInside) },
  { what: 'le soleil qui descend', words: 'le soleil (?:se couchait|descendait|declinait)', breaks: inSpace },
  // Editor's read 42: « le chemin montait » in a corridor, pebbles of a « chemin » in a station, leaves on Mars, shutters on the seabed, a windowpane in the forest.
  { what: 'un chemin', words: 'le chemin montait|au detour du chemin|chemin faisant|cailloux? du chemin|bord du chemin', breaks: any(builtInside, offTheEarth) },
  { what: 'des volets ou une vitre', words: 'volets?|vitres?', breaks: any(underWater, (world) => !world.indoors && /jungle|forest|desert|mountain|snow|cave/u.test(world.kind ?? '')) },
  { what: 'une baignade', words: 'nag(?:e|ea|eait|eaient|erent|er|eant|eons|eur|euse)|brasses?|plongeo(?:n|ns|ir)', breaks: any(inSpace, inTheAir, desert, builtInside) },
];

/** A word said as a comparison, denied, dreamt or remembered: the words just before it say it is not there. */
const NOT_THERE = /(?<![\p{L}])(?:comme|pas de|pas d'|plus de|sans|ni|jamais de|aucune?|reva|revait|reverent|revaient|reve de|souvenir|se souvint|pensa a|imagina|dessin\w*|histoire d\w*|livres? sur|image d\w*|couleurs? d\w*|questions? sur|parl\w* d\w*|reve d\w*|le temps d\w*|heures a|aurait pu|aimait|adorait|passion\w*)(?:\s+\S+){0,3}\s*$/u;
// « arc-en-ciel » is no « ciel »: a hyphen joins a word to the one before it.
const BREAK_PATTERNS = WORLD_BREAKS.map((row) => ({ ...row, pattern: new RegExp(`(?<![\\p{L}-])(?:${row.words})(?![\\p{L}-])`, 'gu') }));
/** Plural to singular, enough to match « bateaux » to the parent's « bateau ». */
const singular = (word: string): string => word.replace(/[sx]$/u, '');

/** Lower-case, accent-free words of a text, as the table reads them. */
export const askedWords = (text: string): ReadonlySet<string> => new Set(stripAccents(text.toLowerCase()).split(/[^\p{L}-]+/u).filter(Boolean).map(singular));

/** Whether the parent asked for a word of the table's (its content words, not « l' »). */
const isAsked = (phrase: string, asked: ReadonlySet<string>): boolean => phrase.split(/[\s']+/u).some((word) => word.length > 2 && asked.has(singular(word)));

/**
 * The words of a lower-case, accent-free text that cannot be in that world, with what they are. What
 * the parent asked for (`asked`: the companion, the scenario's words) is the story's own, not a break.
 */
export function worldBreaks(bare: string, world: PlaceWorld, asked: ReadonlySet<string> = new Set()): { word: string; what: string }[] {
  const found: { word: string; what: string }[] = [];
  for (const row of BREAK_PATTERNS) {
    if (!row.breaks(world)) continue;
    for (const match of bare.matchAll(row.pattern)) {
      if (NOT_THERE.test(bare.slice(0, match.index))) continue;
      if (isAsked(match[0], asked)) continue;
      found.push({ word: match[0], what: row.what });
    }
  }
  return found;
}

/** What a template's words say of the world, read once per template (the banks are fixed). */
interface Reading {
  lights: readonly SceneLight[] | null;
  landOnly: boolean;
  waterOnly: boolean;
  takes: boolean;
  bare: string;
  /** The world table's breaks, by place. */
  breaks: Map<string, { word: string; what: string }[]>;
}
const readings = new Map<string, Reading>();

function readingOf(text: string): Reading {
  let reading = readings.get(text);
  if (!reading) {
    const bare = stripAccents(text.toLowerCase());
    reading = {
      lights: impliedLights(text),
      landOnly: LAND_ONLY.test(bare),
      waterOnly: WATER_ONLY.test(bare),
      takes: /\{mcShort(:cap)?\} \{n:(prit|attrapa|tendit|porta|ramassa|saisit)/.test(text),
      bare,
      breaks: new Map(),
    };
    readings.set(text, reading);
  }
  return reading;
}

/**
 * Whether a line fits the world at that light. `from`: any light at or after this one (the ending).
 * `trusted`: a plot's own beat, written for its world, is not judged on its words (only on its needs).
 */
export function fits(line: Line, world: World, light: SceneLight, options: { from?: boolean; trusted?: boolean } = {}): boolean {
  const needs = needsOf(line);
  const text = textOf(line);
  const reading = readingOf(text);
  const lights = needs.light ?? reading.lights;
  // In the ending, any light at or after the resolution's fits (the evening comes after the day).
  if (lights && !(options.from ? lights.some((each) => lightRank(each) >= lightRank(light)) : lights.includes(light))) return false;
  if (needs.medium && !needs.medium.includes(world.medium)) return false;
  if (needs.indoors !== undefined && needs.indoors !== world.indoors) return false;
  if (needs.hands && !world.hands) return false;
  if (needs.subplot !== undefined && needs.subplot !== world.subplot) return false;
  if (world.medium !== 'land' && reading.landOnly && !needs.medium) return false;
  if (world.medium !== 'water' && reading.waterOnly && !needs.medium) return false;
  // The table is read once per template and place (the writer tries every line of a bank for each slot).
  const placeKey = `${world.medium}|${world.indoors}|${world.kind}|${world.snowy}`;
  let breaks = reading.breaks.get(placeKey);
  if (!breaks) reading.breaks.set(placeKey, (breaks = worldBreaks(reading.bare, world)));
  if (breaks.some(({ word }) => !isAsked(word, world.asked ?? new Set()))) return false;
  if (options.trusted) return true;
  const notInMedium = NOT_IN_MEDIUM[world.medium];
  if (!needs.medium && notInMedium?.test(reading.bare)) return false;
  const notInKind = world.kind ? NOT_IN_KIND[world.kind] : undefined;
  if (notInKind?.test(reading.bare)) return false;
  if (world.snowy && world.kind !== 'snow' && NOT_IN_KIND.snow?.test(reading.bare)) return false;
  // A companion without hands does not take, hold or hand anything.
  if (!world.hands && reading.takes) return false;
  return true;
}

/**
 * Where a plot's version of its scenario happens (a detail's `_where`): the boat of « après la tempête »
 * is a sand yacht in the desert, a sledge on the snow, a small ship in space, a toy train indoors.
 */
export type Where = 'land' | 'desert' | 'snow' | 'indoors' | 'water' | 'air' | 'space';

export function whereOf(world: PlaceWorld): Where {
  if (world.medium !== 'land') return world.medium;
  if (world.indoors) return 'indoors';
  if (world.kind === 'desert') return 'desert';
  return world.snowy || world.kind === 'snow' ? 'snow' : 'land';
}

/** Words of a setting that put snow on the ground, whatever the place's kind. */
const SNOWY = /neige|enneige|glace|glacier|banquise|\bpoles?\b|igloo|hiver|givre|flocon|arctique|antarctique/;

/** The medium, whether indoors and whether snowy, from the kind of place and the setting's own words. */
export function placeWorld(kind: PlaceKind, setting: string): Pick<World, 'medium' | 'indoors' | 'snowy'> {
  const text = stripAccents(setting.toLowerCase());
  let medium: Medium = 'land';
  if (kind === 'sea' && /fond|sous|sous-marin|ocean|profond|recif|corail|abysse/.test(text)) medium = 'water';
  else if (kind === 'space' || /espace|station spatiale|planete|\blune\b|\bmars\b|galaxie|cosmos/.test(text)) medium = 'space';
  else if (kind === 'sky' || /nuage|\bciel\b/.test(text)) medium = 'air';
  const indoors = /bibliotheque|maison|chambre|ecole|classe|grotte|caverne|station|musee|grenier|cuisine|salon|appartement|chateau|palais|magasin|boulangerie|theatre/.test(text);
  return { medium, indoors, snowy: kind === 'snow' || SNOWY.test(text) };
}
