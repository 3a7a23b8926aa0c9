import { FAVORITE_COLORS } from '#shared/profiles';

/**
 * The favourite colour in words. A profile stores a hex value; the text must never show it (the story
 * page would paint it), only a French name: the palette's own name when the hex is one of its twelve,
 * otherwise the nearest of a longer list of named shades ("#FFD700" → "doré"), described as such.
 */

export interface ColourWords {
  /** The colour as a noun, without article: "rouge", "doré", "bleu ciel". */
  name: string;
  /** Adjective forms: masculine and feminine, singular and plural. */
  ms: string;
  fs: string;
  mp: string;
  fp: string;
  /** True when the hex is one of the palette's twelve. */
  inPalette: boolean;
}

type Forms = [ms: string, fs: string, mp: string, fp: string];

const invariable = (word: string): Forms => [word, word, word, word];
const regular = (word: string): Forms => [word, `${word}e`, `${word}s`, `${word}es`];
const endsInE = (word: string): Forms => [word, word, `${word}s`, `${word}s`];

/** Adjective forms of the palette's names (the spec's labels, capitalised in shared/profiles). */
const PALETTE_FORMS: Record<string, Forms> = {
  Rouge: endsInE('rouge'),
  Bleu: regular('bleu'),
  Jaune: endsInE('jaune'),
  Vert: regular('vert'),
  Orange: invariable('orange'),
  Violet: ['violet', 'violette', 'violets', 'violettes'],
  Noir: regular('noir'),
  Blanc: ['blanc', 'blanche', 'blancs', 'blanches'],
  Gris: ['gris', 'grise', 'gris', 'grises'],
  Marron: invariable('marron'),
  Rose: endsInE('rose'),
  Beige: endsInE('beige'),
};

/** Named shades outside the palette, with an RGB value to find the nearest. */
const SHADES: { name: string; hex: string; forms: Forms }[] = [
  { name: 'doré', hex: '#FFD700', forms: ['doré', 'dorée', 'dorés', 'dorées'] },
  { name: 'argenté', hex: '#C0C0C0', forms: ['argenté', 'argentée', 'argentés', 'argentées'] },
  { name: 'turquoise', hex: '#40E0D0', forms: invariable('turquoise') },
  { name: 'bleu ciel', hex: '#87CEEB', forms: invariable('bleu ciel') },
  { name: 'bleu marine', hex: '#1F2F6B', forms: invariable('bleu marine') },
  { name: 'bleu nuit', hex: '#191970', forms: invariable('bleu nuit') },
  { name: 'lavande', hex: '#B57EDC', forms: invariable('lavande') },
  { name: 'lilas', hex: '#C8A2C8', forms: invariable('lilas') },
  { name: 'corail', hex: '#FF7F50', forms: invariable('corail') },
  { name: 'saumon', hex: '#FA8072', forms: invariable('saumon') },
  { name: 'pêche', hex: '#FFCBA4', forms: invariable('pêche') },
  { name: 'vert menthe', hex: '#98FF98', forms: invariable('vert menthe') },
  { name: 'vert pomme', hex: '#8DB600', forms: invariable('vert pomme') },
  { name: 'vert sapin', hex: '#0B6623', forms: invariable('vert sapin') },
  { name: 'émeraude', hex: '#50C878', forms: invariable('émeraude') },
  { name: 'bordeaux', hex: '#800020', forms: invariable('bordeaux') },
  { name: 'kaki', hex: '#7C7C3C', forms: invariable('kaki') },
  { name: 'ocre', hex: '#CC7722', forms: invariable('ocre') },
  { name: 'crème', hex: '#FFFDD0', forms: invariable('crème') },
  { name: 'fuchsia', hex: '#FF00FF', forms: invariable('fuchsia') },
  { name: 'indigo', hex: '#4B0082', forms: invariable('indigo') },
  { name: 'moutarde', hex: '#E1AD01', forms: invariable('moutarde') },
  { name: 'caramel', hex: '#C68E17', forms: invariable('caramel') },
  { name: 'cuivré', hex: '#B87333', forms: ['cuivré', 'cuivrée', 'cuivrés', 'cuivrées'] },
  { name: 'rose pâle', hex: '#F4C2C2', forms: invariable('rose pâle') },
  { name: 'framboise', hex: '#C72C48', forms: invariable('framboise') },
  { name: 'jaune citron', hex: '#FFF44F', forms: invariable('jaune citron') },
  { name: 'abricot', hex: '#F8B878', forms: invariable('abricot') },
  { name: 'bleu turquoise', hex: '#00CED1', forms: invariable('bleu turquoise') },
  { name: 'rouge vif', hex: '#FF0000', forms: invariable('rouge vif') },
  { name: 'bleu vif', hex: '#0000FF', forms: invariable('bleu vif') },
  { name: 'vert vif', hex: '#00FF00', forms: invariable('vert vif') },
  { name: 'jaune d\'or', hex: '#FFC200', forms: invariable('jaune d\'or') },
  { name: 'gris perle', hex: '#D8D8D8', forms: invariable('gris perle') },
  { name: 'anthracite', hex: '#303538', forms: invariable('anthracite') },
  { name: 'chocolat', hex: '#5A3A22', forms: invariable('chocolat') },
  { name: 'prune', hex: '#6E2A5A', forms: invariable('prune') },
  { name: 'ivoire', hex: '#FFFFF0', forms: invariable('ivoire') },
];

function rgb(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return [parseInt(match[1] ?? '0', 16), parseInt(match[2] ?? '0', 16), parseInt(match[3] ?? '0', 16)];
}

/** "Redmean" distance: a cheap approximation of how different two colours look. */
function distance(a: [number, number, number], b: [number, number, number]): number {
  const meanRed = (a[0] + b[0]) / 2;
  const dr = a[0] - b[0];
  const dg = a[1] - b[1];
  const db = a[2] - b[2];
  return (2 + meanRed / 256) * dr * dr + 4 * dg * dg + (2 + (255 - meanRed) / 256) * db * db;
}

export function colourWords(hex: string): ColourWords {
  const palette = FAVORITE_COLORS.find((colour) => colour.hex.toLowerCase() === hex.trim().toLowerCase());
  if (palette) {
    const [ms, fs, mp, fp] = PALETTE_FORMS[palette.name] ?? invariable(palette.name.toLowerCase());
    return { name: ms, ms, fs, mp, fp, inPalette: true };
  }
  const value = rgb(hex) ?? [255, 215, 0];
  const candidates = [
    ...SHADES,
    ...FAVORITE_COLORS.map((colour) => ({ name: (PALETTE_FORMS[colour.name] ?? invariable(colour.name))[0], hex: colour.hex, forms: PALETTE_FORMS[colour.name] ?? invariable(colour.name) })),
  ];
  let best = candidates[0] as (typeof candidates)[number];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const other = rgb(candidate.hex);
    if (!other) continue;
    const d = distance(value, other);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const [ms, fs, mp, fp] = best.forms;
  return { name: best.name, ms, fs, mp, fp, inPalette: false };
}

/** The rainbow's colours, for the episode where the child looks for theirs in one. */
export const RAINBOW = new Set(['rouge', 'orange', 'jaune', 'vert', 'bleu', 'violet', 'indigo']);
