import { FAVORITE_COLORS } from '../../../shared/profiles';
import type { StoryRequest } from '../../core/story-makers-port';
import { colourWords } from '../common/colour-words';

/**
 * The picture's prompt, in English (image models follow English prompts most faithfully): the scene
 * of the story (setting, main character, scenario, typed in French by a parent and quoted as such),
 * the child as the profile describes them, a gentle picture-book style and no text in the image.
 *
 * The child's name is left out on purpose: a picture needs no name, and a name drawn by the model
 * would be text in the image (and personal data sent for nothing).
 */

const SKIN: Readonly<Record<string, string>> = {
  Claire: 'fair',
  'Claire rosée': 'fair, rosy',
  Méditerranéenne: 'olive, Mediterranean',
  'Beige doré': 'golden beige',
  'Métisse claire': 'light brown',
  'Métisse moyenne': 'medium brown',
  Ambrée: 'warm amber-brown',
  Brune: 'brown',
  'Brune foncée': 'dark brown',
  Noire: 'deep brown',
  'Noire ébène': 'very deep ebony',
};

const HAIR_COLOUR: Readonly<Record<string, string>> = {
  Blond: 'blond',
  Brun: 'brown',
  Noir: 'black',
  Roux: 'red (ginger)',
  Châtain: 'chestnut-brown',
  Gris: 'grey',
  Rose: 'pink',
  Bleu: 'blue',
  Violet: 'purple',
  'Arc-en-ciel': 'rainbow-coloured',
};

const HAIR_TYPE: Readonly<Record<string, string>> = {
  Lisses: 'straight',
  Ondulés: 'wavy',
  Bouclés: 'curly',
  'Très bouclés': 'very curly',
  Crépus: 'coily, afro-textured',
  Locks: 'in locs',
  Tresses: 'in braids',
};

const HAIR_LENGTH: Readonly<Record<string, string>> = {
  'Très courts': 'very short',
  Courts: 'short',
  'Mi-longs': 'shoulder-length',
  Longs: 'long',
  'Très longs': 'very long',
};

const EYES: Readonly<Record<string, string>> = {
  Bleu: 'blue',
  Vert: 'green',
  Marron: 'brown',
  Noisette: 'hazel',
  Gris: 'grey',
  Violet: 'violet',
  Ambre: 'amber',
  Noir: 'very dark brown',
};

const HEIGHT: Readonly<Record<string, string>> = {
  'Petit(e)': 'small for their age',
  'Moyen(ne)': 'of average height for their age',
  'Grand(e)': 'tall for their age',
  'Très grand(e)': 'very tall for their age',
};

const STYLE: Readonly<Record<string, string>> = {
  Sportif: 'sporty',
  Élégant: 'elegant',
  Décontracté: 'casual',
  Fantaisie: 'whimsical fairy-tale',
  Aventurier: "explorer's",
  Artistique: 'artsy',
  Royal: 'royal',
  Futuriste: 'futuristic',
  Magique: 'magical',
  Nature: 'nature-inspired',
  Cosmique: 'cosmic, starry',
  Vintage: 'vintage',
};

const PALETTE_ENGLISH: Readonly<Record<string, string>> = {
  Rouge: 'red',
  Bleu: 'blue',
  Jaune: 'yellow',
  Vert: 'green',
  Orange: 'orange',
  Violet: 'purple',
  Noir: 'black',
  Blanc: 'white',
  Gris: 'grey',
  Marron: 'brown',
  Rose: 'pink',
  Beige: 'beige',
};

/** An option in English; an unknown value (not one of the profile's lists) is kept as written. */
const inEnglish = (table: Readonly<Record<string, string>>, value: string): string => table[value] ?? value;

/** The favourite colour for the image model: an English name and the exact hex the profile stores. */
export function colourForImage(hex: string): string {
  const palette = FAVORITE_COLORS.find((colour) => colour.hex.toLowerCase() === hex.trim().toLowerCase());
  const name = palette ? (PALETTE_ENGLISH[palette.name] ?? palette.name) : colourWords(hex).name;
  return /^#[0-9a-f]{6}$/i.test(hex.trim()) ? `${name} (${hex.trim().toUpperCase()})` : name;
}

/** "a 6-year-old girl with medium brown skin, shoulder-length curly chestnut-brown hair, hazel eyes, …" */
export function childDescription(request: StoryRequest): string {
  const { child } = request;
  // "shoulder-length curly chestnut-brown hair", but "long brown hair in braids".
  const type = child.hairType ? inEnglish(HAIR_TYPE, child.hairType) : '';
  const typeAfter = type.startsWith('in ');
  const hair = [inEnglish(HAIR_LENGTH, child.hairLength), typeAfter ? '' : type, inEnglish(HAIR_COLOUR, child.hairColor), 'hair', typeAfter ? type : '']
    .filter(Boolean)
    .join(' ');
  const features = [
    child.skinColor ? `${inEnglish(SKIN, child.skinColor)} skin` : '',
    child.hairColor || child.hairType || child.hairLength ? hair : '',
    child.eyeColor ? `${inEnglish(EYES, child.eyeColor)} eyes` : '',
    child.height ? inEnglish(HEIGHT, child.height).replace('their', child.gender === 'girl' ? 'her' : 'his') : '',
  ].filter(Boolean);
  const style = child.style ? `${inEnglish(STYLE, child.style)}-style ` : '';
  const clothes = `wearing ${style}clothes mostly in ${colourForImage(child.favoriteColor)}`;
  return `a ${child.age}-year-old ${child.gender === 'girl' ? 'girl' : 'boy'} with ${features.join(', ')}, ${clothes}`;
}

/** French text typed by a parent, as a quoted description (one line, no quotes of its own to break out of). */
const frenchQuote = (text: string): string => `"${text.replace(/["\r\n]+/g, ' ').trim()}"`;

export function buildIllustrationPrompt(request: StoryRequest): string {
  const { choices } = request;
  return [
    "A gentle, warm illustration for a children's bedtime picture book: soft watercolour and pastel colours, rounded friendly shapes, cosy light, kind expressions.",
    `The setting, described in French: ${frenchQuote(choices.setting)}.`,
    `The hero in the foreground: ${childDescription(request)}, smiling.`,
    `Beside the child, the story's main character, described in French: ${frenchQuote(choices.mainCharacter)}, friendly and not scary.`,
    `The moment of the story, described in French: ${frenchQuote(choices.scenario)}.`,
    'Safe and reassuring for children aged 4 to 10: nothing frightening, violent or sad.',
    'No text anywhere in the image: no letters, words, captions, signs, speech bubbles, signatures or logos.',
  ].join('\n');
}
