import { blush, disc, eyes, INK, limb, oval, paint, shape, smile } from './companion-kit';
import { recognizeKind, type KeywordKind } from './keywords';
import { darken, lighten } from './palette';
import type { Random } from './random';
import { circleSub } from './shapes';
import { circle, line, path, rect, starPath } from './svg';

/**
 * The people of a story frame (issue 26): grown-ups dressed by what they do (a grandmother with grey
 * hair and glasses, a teacher with a book, a firefighter's helmet, a chef's toque…), child-sized
 * friends and siblings, and the knight with a helmet, a sword and a shield. One parameterised figure
 * (hair, glasses, hat, coat, prop) rather than a drawing per kind. Feet at (0, 0), facing the child.
 */

const wrap = (look: string, svg: string) => `<g id="look-${look}">${svg}</g>`;

const SKINS = ['#FCE3D2', '#E3B088', '#BF865A', '#8E5A39', '#56331F'] as const;

type Hat = 'none' | 'horns' | 'santa-hat' | 'fire-helmet' | 'space-helmet' | 'toque' | 'cap' | 'straw-hat' | 'cowboy-hat' | 'explorer-hat' | 'beret' | 'party-hat' | 'mask' | 'headband';
type Prop = 'none' | 'book' | 'cross' | 'note' | 'brush' | 'magnifier' | 'bread' | 'letter' | 'watering-can' | 'hose' | 'camera' | 'flask' | 'cape';

interface FolkLook {
  hat: Hat;
  /** The coat's colour, or null for the wearer's own random colour. */
  coat: string | null;
  prop: Prop;
  glasses: boolean;
  /** Grey hair (grandparents); bald-ish short hair for a grandfather. */
  grey: boolean;
  /** Skin the figure keeps whatever the seed (a troll is green). */
  skin?: string;
  /** Drawn taller than a grown-up (a giant, an ogre). */
  size?: number;
}

export type FolkId =
  | 'elder'
  | 'teacher'
  | 'doctor'
  | 'firefighter'
  | 'astronaut'
  | 'chef'
  | 'police'
  | 'postman'
  | 'farmer'
  | 'sailor'
  | 'cowboy'
  | 'explorer'
  | 'artist'
  | 'musician'
  | 'clown'
  | 'hero'
  | 'ninja'
  | 'scientist'
  | 'detective'
  | 'photographer'
  | 'giant'
  | 'troll'
  | 'monster'
  | 'santa'
  | 'grown-up';

const FOLK_KINDS: readonly KeywordKind<Exclude<FolkId, 'grown-up'>>[] = [
  { id: 'elder', keywords: ['mamie', 'mamy', 'mémé', 'mamina', 'grand-mère', 'grand mère', 'grand-maman', 'papi', 'papy', 'pépé', 'grand-père', 'grand père', 'grand-papa', 'grand-parent', 'grands-parents', 'vieux', 'vieille', 'arrière-grand-mère', 'grandmother', 'grandfather', 'granny', 'grandpa'] },
  { id: 'teacher', keywords: ['maîtresse', 'maître', 'professeur', 'prof', 'institutrice', 'instituteur', 'enseignant', 'enseignante', 'bibliothécaire', 'conteur', 'conteuse', 'teacher'] },
  { id: 'doctor', keywords: ['docteur', 'médecin', 'infirmier', 'infirmière', 'vétérinaire', 'doctor', 'nurse'] },
  { id: 'firefighter', keywords: ['pompier', 'pompière', 'firefighter'] },
  { id: 'astronaut', keywords: ['astronaute', 'spationaute', 'cosmonaute', 'astronaut'] },
  { id: 'chef', keywords: ['cuisinier', 'cuisinière', 'chef', 'pâtissier', 'pâtissière', 'boulanger', 'boulangère', 'cook', 'baker'] },
  { id: 'police', keywords: ['policier', 'policière', 'gendarme', 'police'] },
  { id: 'postman', keywords: ['facteur', 'factrice'] },
  { id: 'farmer', keywords: ['fermier', 'fermière', 'jardinier', 'jardinière', 'farmer', 'gardener'] },
  { id: 'sailor', keywords: ['marin', 'capitaine', 'pêcheur', 'matelot', 'sailor'] },
  { id: 'cowboy', keywords: ['cow-boy', 'cowboy', 'cow boy'] },
  { id: 'explorer', keywords: ['explorateur', 'exploratrice', 'aventurier', 'aventurière', 'archéologue', 'explorer'] },
  { id: 'artist', keywords: ['peintre', 'artiste', 'painter'] },
  { id: 'musician', keywords: ['musicien', 'musicienne', 'chanteur', 'chanteuse', 'danseur', 'danseuse', 'singer'] },
  { id: 'clown', keywords: ['clown', 'acrobate'] },
  { id: 'hero', keywords: ['super-héros', 'super héros', 'super-héroïne', 'super héroïne', 'superhero'] },
  { id: 'ninja', keywords: ['ninja'] },
  { id: 'scientist', keywords: ['savant', 'savante', 'scientifique', 'inventeur', 'inventrice', 'scientist'] },
  { id: 'detective', keywords: ['détective', 'detective'] },
  { id: 'photographer', keywords: ['photographe'] },
  { id: 'santa', keywords: ['père noël', 'papa noël', 'santa'] },
  { id: 'giant', keywords: ['géant', 'géante', 'ogre', 'ogresse', 'cyclope', 'yéti', 'giant'] },
  { id: 'troll', keywords: ['troll', 'gnome', 'korrigan', 'hobbit', 'farfadet', 'leprechaun'] },
  { id: 'monster', keywords: ['monstre', 'minotaure', 'monster'] },
];

const FOLK_LOOKS: Readonly<Record<FolkId, FolkLook>> = {
  elder: { hat: 'none', coat: null, prop: 'none', glasses: true, grey: true },
  teacher: { hat: 'none', coat: null, prop: 'book', glasses: true, grey: false },
  doctor: { hat: 'none', coat: '#F4F7FA', prop: 'cross', glasses: false, grey: false },
  firefighter: { hat: 'fire-helmet', coat: '#2F4A7A', prop: 'hose', glasses: false, grey: false },
  astronaut: { hat: 'space-helmet', coat: '#EEF1F6', prop: 'none', glasses: false, grey: false },
  chef: { hat: 'toque', coat: '#F7F7F2', prop: 'bread', glasses: false, grey: false },
  police: { hat: 'cap', coat: '#24386B', prop: 'none', glasses: false, grey: false },
  postman: { hat: 'cap', coat: '#F2C230', prop: 'letter', glasses: false, grey: false },
  farmer: { hat: 'straw-hat', coat: '#5C8FC8', prop: 'watering-can', glasses: false, grey: false },
  sailor: { hat: 'cap', coat: '#F4F7FA', prop: 'none', glasses: false, grey: false },
  cowboy: { hat: 'cowboy-hat', coat: '#B5652E', prop: 'none', glasses: false, grey: false },
  explorer: { hat: 'explorer-hat', coat: '#B59A6A', prop: 'magnifier', glasses: false, grey: false },
  artist: { hat: 'beret', coat: null, prop: 'brush', glasses: false, grey: false },
  musician: { hat: 'none', coat: null, prop: 'note', glasses: false, grey: false },
  clown: { hat: 'party-hat', coat: '#FFD23F', prop: 'none', glasses: false, grey: false },
  hero: { hat: 'mask', coat: '#E53950', prop: 'cape', glasses: false, grey: false },
  ninja: { hat: 'headband', coat: '#2E2A3A', prop: 'none', glasses: false, grey: false },
  scientist: { hat: 'none', coat: '#F4F7FA', prop: 'flask', glasses: true, grey: false },
  detective: { hat: 'none', coat: '#8A6A4A', prop: 'magnifier', glasses: false, grey: false },
  photographer: { hat: 'none', coat: null, prop: 'camera', glasses: false, grey: false },
  giant: { hat: 'none', coat: '#7A8B4A', prop: 'none', glasses: false, grey: false, size: 1.25 },
  troll: { hat: 'party-hat', coat: '#7A5A3A', prop: 'none', glasses: false, grey: false, skin: '#9FCB8A', size: 0.8 },
  // A friendly monster of the stories: violet, horned, a little bigger than a grown-up.
  monster: { hat: 'horns', coat: '#4DB6AC', prop: 'none', glasses: false, grey: false, skin: '#A88BE6', size: 1.1 },
  santa: { hat: 'santa-hat', coat: '#D32F2F', prop: 'none', glasses: true, grey: true },
  'grown-up': { hat: 'none', coat: null, prop: 'none', glasses: false, grey: false },
};

/** Which dress a grown-up kind wears: its job, its age, or none ("maman", "monsieur"). */
export const folkLook = (words: string): FolkId => recognizeKind(words, FOLK_KINDS, 'grown-up');

/** A giant towers over the child, a gnome is small. */
export const folkScale = (words: string): number => FOLK_LOOKS[folkLook(words)].size ?? 1;

type HairStyle = 'bun' | 'short' | 'long' | 'bald';

/** A head with hair, and glasses when asked. */
function head(cx: number, cy: number, r: number, skin: string, hair: string, style: HairStyle, glasses: boolean): string {
  const back = style === 'long' ? shape(`M${cx - r} ${cy - 10}Q${cx - r - 16} ${cy + r * 1.3} ${cx - r + 6} ${cy + r * 1.6}L${cx + r - 6} ${cy + r * 1.6}Q${cx + r + 16} ${cy + r * 1.3} ${cx + r} ${cy - 10}Z`, hair) : '';
  const bun = style === 'bun' ? disc(cx, cy - r - 12, r * 0.45, hair) : '';
  // A grandfather's hair: a grey fringe around the ears, the top of the head bare.
  const top =
    style === 'bald'
      ? shape(`M${cx - r - 4} ${cy + 10}Q${cx - r - 8} ${cy - r * 0.5} ${cx - r * 0.55} ${cy - r * 0.62}L${cx - r * 0.5} ${cy - r * 0.3}Q${cx - r * 0.8} ${cy - r * 0.2} ${cx - r - 4} ${cy + 10}ZM${cx + r + 4} ${cy + 10}Q${cx + r + 8} ${cy - r * 0.5} ${cx + r * 0.55} ${cy - r * 0.62}L${cx + r * 0.5} ${cy - r * 0.3}Q${cx + r * 0.8} ${cy - r * 0.2} ${cx + r + 4} ${cy + 10}Z`, hair)
      : shape(`M${cx - r - 4} ${cy + 4}Q${cx - r - 10} ${cy - r * 1.2} ${cx} ${cy - r * 1.18}Q${cx + r + 10} ${cy - r * 1.2} ${cx + r + 4} ${cy + 4}Q${cx + r * 0.7} ${cy - r * 0.5} ${cx + 6} ${cy - r * 0.55}Q${cx - r * 0.5} ${cy - r * 0.4} ${cx - r - 4} ${cy + 4}Z`, hair);
  const lenses = glasses
    ? circle(cx - r * 0.4, cy + 4, r * 0.26, '#E6F4FF', `opacity="0.9" stroke="${INK}" stroke-width="4"`) + circle(cx + r * 0.34, cy + 4, r * 0.26, '#E6F4FF', `opacity="0.9" stroke="${INK}" stroke-width="4"`) + line(`M${cx - r * 0.14} ${cy + 4}L${cx + r * 0.08} ${cy + 4}`, INK, 4)
    : '';
  return (
    back +
    bun +
    oval(cx, cy, r, r * 1.04, skin) +
    top +
    eyes([[cx - r * 0.4, cy + 6], [cx + r * 0.34, cy + 6]], r * 0.14) +
    lenses +
    blush([[cx - r * 0.66, cy + r * 0.46], [cx + r * 0.6, cy + r * 0.46]], r * 0.16) +
    smile(cx - 4, cy + r * 0.52, r * 0.22)
  );
}

/** Clothes: a dress, or a shirt and trousers; `top` is the shoulders' height. */
function clothes(top: number, height: number, feminine: boolean, colour: string, skin: string): string {
  const hip = top + height * 0.52;
  const arms = limb(`M${-40} ${top + 12}Q-74 ${top + 50} -80 ${top + 96}`, colour, 20) + limb(`M40 ${top + 12}Q74 ${top + 50} 80 ${top + 96}`, colour, 20) + disc(-80, top + 104, 12, skin) + disc(80, top + 104, 12, skin);
  const shoes = shape(`M-44 -22L-8 -22L-6 0L-50 0ZM8 -22L44 -22L50 0L6 0Z`, '#4A3A3A');
  if (feminine) {
    return shape(`M-34 -40L-14 -40L-14 -20L-34 -20ZM14 -40L34 -40L34 -20L14 -20Z`, skin) + shoes + shape(`M-40 ${top}L40 ${top}L86 -34Q0 -18 -86 -34Z`, colour) + arms;
  }
  return shape(`M-40 ${hip}L-6 ${hip}L-8 -20L-42 -20ZM6 ${hip}L40 ${hip}L42 -20L8 -20Z`, '#3E5C8A') + shoes + shape(`M-48 ${top}L48 ${top}L54 ${hip + 10}L-54 ${hip + 10}Z`, colour) + arms;
}

/** What sits on the head, its lower edge at `base` (the hair line), centred on x = 0. */
function hat(kind: Hat, base: number, r: number): string {
  switch (kind) {
    case 'fire-helmet':
      return shape(`M${-r - 18} ${base + 6}Q${-r} ${base - r * 1.1} 0 ${base - r * 1.1}Q${r} ${base - r * 1.1} ${r + 18} ${base + 6}Z`, '#E53935') + rect(-14, base - r * 0.9, 28, 30, '#FFC83D', paint('#FFC83D', 3));
    case 'space-helmet':
      return circle(0, base + r * 0.62, r * 1.42, '#CFEFFF', 'opacity="0.3" stroke="#FFFFFF" stroke-width="7"') + line(`M${-r * 0.9} ${base - r * 0.2}Q${-r * 0.5} ${base - r * 0.7} 0 ${base - r * 0.76}`, '#FFFFFF', 7, 'opacity="0.85"');
    case 'toque':
      return shape(`M${-r * 0.7} ${base}L${-r * 0.74} ${base - 30}Q${-r * 1.1} ${base - 70} ${-r * 0.5} ${base - 90}Q0 ${base - 120} ${r * 0.5} ${base - 90}Q${r * 1.1} ${base - 70} ${r * 0.74} ${base - 30}L${r * 0.7} ${base}Z`, '#FFFFFF');
    case 'cap':
      return shape(`M${-r - 4} ${base}Q${-r} ${base - r * 0.8} 0 ${base - r * 0.8}Q${r} ${base - r * 0.8} ${r + 4} ${base}Z`, '#24386B') + shape(`M${-r - 4} ${base - 4}Q${-r - 40} ${base} ${-r - 44} ${base + 12}L${-r * 0.4} ${base + 4}Z`, '#1A2850', 3) + disc(0, base - r * 0.4, 8, '#FFC83D');
    case 'straw-hat':
      return shape(`M${-r - 46} ${base + 4}Q0 ${base - 22} ${r + 46} ${base + 4}Q0 ${base + 18} ${-r - 46} ${base + 4}Z`, '#F2D27A') + shape(`M${-r * 0.7} ${base - 4}Q${-r * 0.7} ${base - r * 0.9} 0 ${base - r * 0.9}Q${r * 0.7} ${base - r * 0.9} ${r * 0.7} ${base - 4}Z`, '#F2D27A') + line(`M${-r * 0.7} ${base - 12}L${r * 0.7} ${base - 12}`, '#E53950', 8);
    case 'cowboy-hat':
      return shape(`M${-r - 50} ${base - 10}Q${-r - 30} ${base + 14} 0 ${base + 4}Q${r + 30} ${base + 14} ${r + 50} ${base - 10}Q${r + 20} ${base - 2} 0 ${base - 6}Q${-r - 20} ${base - 2} ${-r - 50} ${base - 10}Z`, '#8B5A3C') + shape(`M${-r * 0.7} ${base - 2}Q${-r * 0.8} ${base - r * 1.1} ${-r * 0.2} ${base - r * 0.9}Q0 ${base - r * 0.7} ${r * 0.2} ${base - r * 0.9}Q${r * 0.8} ${base - r * 1.1} ${r * 0.7} ${base - 2}Z`, '#8B5A3C');
    case 'explorer-hat':
      return shape(`M${-r - 30} ${base + 2}Q0 ${base - 16} ${r + 30} ${base + 2}Q0 ${base + 14} ${-r - 30} ${base + 2}Z`, '#C9B07A') + shape(`M${-r * 0.8} ${base - 2}Q${-r * 0.8} ${base - r * 0.9} 0 ${base - r * 0.9}Q${r * 0.8} ${base - r * 0.9} ${r * 0.8} ${base - 2}Z`, '#C9B07A') + line(`M${-r * 0.8} ${base - 14}L${r * 0.8} ${base - 14}`, '#6B4A3A', 8);
    case 'beret':
      return shape(`M${-r - 10} ${base - 6}Q${-r} ${base - r * 0.8} ${r * 0.3} ${base - r * 0.74}Q${r + 14} ${base - r * 0.5} ${r + 4} ${base - 4}Q0 ${base + 8} ${-r - 10} ${base - 6}Z`, '#C8283C') + line(`M${r * 0.2} ${base - r * 0.74}L${r * 0.26} ${base - r * 0.94}`, '#C8283C', 6);
    case 'party-hat':
      return shape(`M${-r * 0.6} ${base - 4}L0 ${base - r * 1.5}L${r * 0.6} ${base - 4}Z`, '#4D96FF') + disc(0, base - r * 1.5, 12, '#FF6B8A') + path(circleSub(-10, base - 40, 7) + circleSub(12, base - 70, 6), '#FFD23F');
    case 'mask':
      return shape(`M${-r * 0.8} ${base + r * 0.66}Q0 ${base + r * 0.5} ${r * 0.8} ${base + r * 0.66}L${r * 0.76} ${base + r * 0.96}Q0 ${base + r * 1.04} ${-r * 0.76} ${base + r * 0.96}Z`, '#2E2A3A', 3);
    case 'headband':
      return rect(-r - 4, base + r * 0.1, 2 * r + 8, 18, '#E53950', paint('#E53950', 3)) + line(`M${r + 2} ${base + r * 0.2}L${r + 40} ${base + r * 0.5}M${r + 2} ${base + r * 0.24}L${r + 34} ${base + r * 0.7}`, '#E53950', 8);
    case 'horns':
      return shape(`M${-r * 0.5} ${base + 8}Q${-r * 0.9} ${base - 20} ${-r * 1.1} ${base - 62}Q${-r * 0.5} ${base - 40} ${-r * 0.2} ${base + 2}Z`, '#F3E6C4', 3) + shape(`M${r * 0.5} ${base + 8}Q${r * 0.9} ${base - 20} ${r * 1.1} ${base - 62}Q${r * 0.5} ${base - 40} ${r * 0.2} ${base + 2}Z`, '#F3E6C4', 3);
    case 'santa-hat':
      return shape(`M${-r - 6} ${base + 4}Q0 ${base - r * 1.4} ${r * 0.9} ${base - r * 0.6}L${r + 6} ${base + 4}Z`, '#D32F2F') + rect(-r - 8, base - 8, 2 * r + 16, 20, '#FFFFFF', paint('#FFFFFF', 3)) + disc(r * 0.9, base - r * 0.6, 14, '#FFFFFF');
    case 'none':
      return '';
  }
}

/** What the grown-up holds, in the hand towards the child (-80, top + 104) or on the chest. */
function prop(kind: Prop, top: number): string {
  const [hx, hy] = [-80, top + 104];
  switch (kind) {
    case 'book':
      return shape(`M${hx - 40} ${hy - 46}L${hx - 4} ${hy - 56}L${hx - 4} ${hy - 6}L${hx - 40} ${hy + 4}Z`, '#E53950', 3) + shape(`M${hx - 4} ${hy - 56}L${hx + 32} ${hy - 46}L${hx + 32} ${hy + 4}L${hx - 4} ${hy - 6}Z`, '#FFF3D6', 3);
    case 'cross':
      return path(`M-8 ${top + 30}h16v14h14v16h-14v14h-16v-14h-14v-16h14Z`, '#E53935') + line(`M-30 ${top + 4}Q-40 ${top + 60} -10 ${top + 80}Q20 ${top + 60} 30 ${top + 4}`, '#51607A', 5);
    case 'note':
      return path(`M${hx - 30} ${hy - 70}a14 10 0 1 0 1 0ZM${hx - 17} ${hy - 72}L${hx - 17} ${hy - 130}L${hx + 10} ${hy - 118}`, '#9B5DE5', `stroke="${darken('#9B5DE5', 0.4)}" stroke-width="5"`);
    case 'brush':
      return line(`M${hx} ${hy}L${hx - 40} ${hy - 70}`, '#8B5A3C', 8) + disc(hx - 44, hy - 78, 10, '#4D96FF') + path(circleSub(-20, top + 50, 8) + circleSub(20, top + 80, 7), '#FFD23F');
    case 'magnifier':
      return line(`M${hx} ${hy}L${hx - 28} ${hy - 36}`, '#8B5A3C', 9) + circle(hx - 44, hy - 56, 24, '#E6F7FF', 'opacity="0.8" stroke="#51607A" stroke-width="6"');
    case 'bread':
      return shape(`M${hx - 50} ${hy}Q${hx - 50} ${hy - 34} ${hx} ${hy - 34}Q${hx + 30} ${hy - 34} ${hx + 30} ${hy}Z`, '#E0A458', 3) + line(`M${hx - 30} ${hy - 24}l8 12M${hx - 10} ${hy - 26}l8 12`, darken('#E0A458', 0.35), 3);
    case 'letter':
      return shape(`M${hx - 44} ${hy - 30}h56v38h-56Z`, '#FFFFFF', 3) + line(`M${hx - 44} ${hy - 30}L${hx - 16} ${hy - 8}L${hx + 12} ${hy - 30}`, '#9AA5B1', 3) + shape(`M30 ${top + 20}L60 ${top + 90}L20 ${top + 110}Z`, '#8B5A3C', 3);
    case 'watering-can':
      return shape(`M${hx - 40} ${hy - 40}h44v44h-44Z`, '#5CCB6B', 3) + line(`M${hx - 40} ${hy - 30}L${hx - 70} ${hy - 54}`, '#5CCB6B', 8);
    case 'hose':
      return line(`M${hx} ${hy}Q${hx - 40} ${hy + 40} ${hx - 60} ${hy - 20}`, '#E5C04A', 12) + path(circleSub(hx - 70, hy - 40, 8) + circleSub(hx - 90, hy - 56, 6), '#8FD3FF');
    case 'camera':
      return rect(hx - 40, hy - 40, 60, 40, '#3A3036', paint('#3A3036', 3)) + circle(hx - 10, hy - 20, 12, '#8FD3FF', 'stroke="#1E1A24" stroke-width="3"');
    case 'flask':
      return shape(`M${hx - 14} ${hy - 60}h16v20l20 36q4 10 -8 10h-40q-12 0 -8 -10l20 -36Z`, '#C07BFF', 3);
    case 'cape':
      return '';
    case 'none':
      return '';
  }
}

export function grownUp(words: string, feminine: boolean, rng: Random): string {
  const id = folkLook(words);
  const look = FOLK_LOOKS[id];
  const skin = look.skin ?? rng.pick(SKINS);
  const hair = look.grey ? '#D9D9DE' : rng.pick(['#5A3321', '#2A2224', '#C98B3A', '#8A4B2A']);
  const own = rng.pick(feminine ? ['#9C6AD8', '#E86A92', '#3FA7A0'] : ['#3F8FD8', '#5CA05A', '#D98A3A']);
  const colour = look.coat ?? own;
  const style: HairStyle = look.grey ? (feminine ? 'bun' : 'bald') : feminine ? 'long' : 'short';
  const cape = look.prop === 'cape' ? shape('M-48 -250L48 -250L110 -30Q0 -10 -110 -30Z', darken(colour, 0.25)) : '';
  // Hats sit on the hair line of the 58-radius head at y = -306.
  return wrap(id, cape + clothes(-250, 250, feminine, colour, skin) + head(0, -306, 58, skin, hair, style, look.glasses) + hat(look.hat, -346, 58) + prop(look.prop, -250));
}

/** A friend, a brother, a cousin: a child of the child's own size, in play clothes. */
export function friend(feminine: boolean, rng: Random): string {
  const skin = rng.pick(SKINS);
  const hair = rng.pick(['#5A3321', '#2A2224', '#E3B54A', '#B5542A']);
  const colour = rng.pick(['#FF8A5B', '#4DB6AC', '#7986CB', '#F06292']);
  // A child's head is big for the body: the same radius as a grown-up's on a body two thirds as tall.
  // A bow in a girl's hair, on the side of the head's top.
  const bow = feminine ? shape('M18 -290L-6 -306L-6 -274ZM18 -290L42 -306L42 -274Z', '#FF6B8A', 3) + disc(18, -290, 7, '#FF6B8A') : '';
  return wrap('friend', clothes(-170, 170, feminine, colour, skin) + head(0, -230, 60, skin, hair, feminine ? 'long' : 'short', false) + bow);
}

/** The knight: helmet with its visor up and a plume, a tabard over the armour, a sword and a shield. */
export function knight(rng: Random): string {
  const skin = rng.pick(SKINS);
  const steel = '#B8C2D0';
  const tabard = rng.pick(['#3F6FD8', '#C8283C', '#2E8B57']);
  const emblem = '#FFC83D';
  return wrap(
    'knight',
    shape('M-40 -110L-8 -110L-10 -22L-42 -22ZM8 -110L40 -110L42 -22L10 -22Z', steel) +
      shape('M-48 -26L-6 -26L-4 0L-52 0ZM6 -26L48 -26L52 0L4 0Z', darken(steel, 0.3)) +
      shape('M-58 -214L58 -214L66 -104L-66 -104Z', steel) +
      shape('M-38 -214L38 -214L44 -80L0 -66L-44 -80Z', tabard) +
      path(starPath(0, -160, 22, 10), emblem, paint(emblem, 2)) +
      rect(-66, -118, 132, 14, '#6B4A3A') +
      // The shield on the far arm, the sword raised in the near hand.
      limb('M58 -200Q90 -170 92 -140', steel, 22) +
      shape('M60 -200L150 -200Q152 -120 105 -80Q58 -120 60 -200Z', tabard) +
      path(`M100 -196L110 -196L110 -90L100 -90Z${circleSub(105, -150, 16)}`, emblem) +
      limb('M-58 -200Q-92 -170 -96 -134', steel, 22) +
      line('M-100 -140L-110 -330', '#DDE3EC', 14) +
      line('M-100 -140L-110 -330', darken('#DDE3EC', 0.35), 3) +
      line('M-126 -150L-76 -156', '#8B5A3C', 10) +
      disc(-98, -130, 14, skin) +
      // Helmet: a steel dome with cheek guards, the face showing, a plume on top.
      shape('M-66 -250Q-80 -400 0 -396Q80 -400 66 -250L44 -250L44 -300Q0 -316 -44 -300L-44 -250Z', steel) +
      oval(0, -268, 44, 42, skin) +
      eyes([[-16, -270], [14, -270]], 7) +
      blush([[-28, -252], [26, -252]], 7) +
      smile(-2, -250, 9) +
      shape('M-48 -306L48 -306L50 -290L-50 -290Z', darken(steel, 0.15), 3) +
      shape('M0 -396Q-10 -450 40 -470Q20 -440 30 -410Q60 -440 80 -420Q40 -410 0 -396Z', '#E53950', 3) +
      line('M0 -392L0 -312', darken(steel, 0.3), 4),
  );
}

/** A snowman: three snowballs, coal eyes, a carrot nose, a scarf and a hat. */
export function snowman(): string {
  const snow = '#FFFFFF';
  return wrap(
    'snowman',
    disc(0, -90, 92, snow) +
      disc(0, -230, 68, snow) +
      line('M-60 -230L-130 -290M60 -230L130 -290', '#8B5A3C', 7) +
      path(circleSub(0, -240, 6) + circleSub(0, -210, 6) + circleSub(0, -120, 7) + circleSub(0, -80, 7), INK) +
      shape('M-58 -300Q0 -280 58 -300L56 -280Q0 -260 -56 -280Z', '#E53950', 3) +
      shape('M30 -290L44 -230L64 -236L50 -292Z', '#E53950', 3) +
      disc(0, -340, 52, snow) +
      eyes([[-20, -350], [18, -350]], 8) +
      shape('M-4 -336L-46 -330L-4 -324Z', '#F58B1F', 3) +
      smile(-2, -318, 12) +
      blush([[-32, -326], [30, -326]], 8) +
      rect(-44, -396, 88, 12, '#2E2A3A', paint('#2E2A3A', 3)) +
      rect(-30, -446, 60, 52, '#2E2A3A', paint('#2E2A3A', 3)) +
      rect(-30, -412, 60, 10, lighten('#E53950', 0.1)),
  );
}
