import { FAVORITE_COLORS } from '#shared/profiles';
import type { StoryRequest } from '#core/story-makers-port';
import type { SceneLight, SceneMoment, ScenePose, SceneProp, StoryScene } from '#core/story-scenes';
import { colourWords } from '../common/colour-words';
import { frameGoalWords, frameSubject } from './frame-data';

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

/**
 * How a child of that age is built, said outright: the age alone left a 4-year-old and a 10-year-old
 * drawn alike (issue 26).
 */
export function ageProportions(age: number): string {
  if (age <= 5) return "a preschooler's proportions: a big round head, round cheeks, short arms and legs";
  if (age <= 7) return "a young schoolchild's proportions: a round face, a small slim body";
  return "an older child's proportions: taller and slimmer, a longer face, long arms and legs";
}

/**
 * The child's fixed description, from the profile's fields only (each an option of the profile's lists,
 * said in English): the same words in every picture of a story, so that the image model draws the same
 * child. "a 6-year-old girl with medium brown skin, shoulder-length curly chestnut-brown hair, hazel eyes, …"
 */
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
  return `a ${child.age}-year-old ${child.gender === 'girl' ? 'girl' : 'boy'} with ${features.join(', ')}, ${clothes}, with ${ageProportions(child.age)}`;
}

/** French text typed by a parent, as a quoted description (one line, no quotes of its own to break out of). */
const frenchQuote = (text: string): string => `"${text.replace(/["\r\n]+/g, ' ').trim()}"`;

const MOMENT: Readonly<Record<SceneMoment, string>> = {
  opening: 'the opening of the story: the child and the main character arriving in the place, curious and happy',
  problem: 'the problem of the story: the child and the main character facing the obstacle together, thinking how to solve it',
  resolution: 'the happy ending of the story: the goal reached, the child and the main character celebrating together',
};

const LIGHT: Readonly<Record<SceneLight, string>> = {
  morning: 'soft early-morning light, pale golden sky',
  day: 'bright daylight',
  dusk: 'dusk, warm orange and pink sunset light',
  night: 'night, gentle moonlight and soft glowing lights, never dark or gloomy',
};

const POSE: Readonly<Record<ScenePose, string>> = {
  standing: 'standing and waving',
  searching: 'looking around, searching, a hand shading the eyes',
  worried: 'a little worried, hands together',
  working: 'busy working with both hands',
  celebrating: 'celebrating with both arms up, laughing',
};

/** Every object of the scenes' vocabulary, in words the image model draws well. */
export const PROP_WORDS: Readonly<Record<SceneProp, string>> = {
  'fallen-star': 'a small glowing star fallen on the ground',
  'star-in-sky': 'a bright star shining back in the sky',
  'treasure-map': 'an old treasure map with a red cross',
  'treasure-chest': 'a wooden treasure chest full of gold',
  'lost-animal': 'a small lost baby animal',
  'animal-family': "the baby animal's happy family",
  garlands: 'colourful party garlands',
  gift: 'a wrapped gift with a bow',
  'party-table': 'a party table with a cake and cups',
  'grey-rainbow': 'a rainbow that has lost its colours, all grey',
  rainbow: 'a bright rainbow with all its colours',
  'paint-pots': 'pots of paint and a brush',
  school: 'a small friendly school building',
  schoolbag: 'a schoolbag',
  'new-friends': 'two smiling new friends, children',
  seed: 'a tiny glowing magic seed in the soil',
  sprout: 'a little green sprout',
  'magic-plant': 'a tall magic plant with a glowing flower',
  'watering-can': 'a watering can',
  rocket: 'a small rocket',
  moon: 'the Moon',
  toolbox: 'a toolbox',
  'race-flags': 'checkered race flags',
  'finish-line': 'a finish line banner',
  owl: 'a wise owl on a branch',
  fireflies: 'glowing fireflies',
  lantern: 'a glowing lantern',
  'music-notes': 'floating music notes',
  'village-houses': 'the little houses of a village',
  'broken-boat': 'a broken little boat',
  boat: 'a repaired little sailing boat',
  'storm-clouds': 'grey storm clouds',
  'giant-cake': 'a giant layered cake with candles',
  'dragon-friend': 'a small friendly dragon',
  'mixing-bowl': 'a big mixing bowl and a whisk',
  'magic-book': 'an open magic book giving off sparkles',
  quill: 'a quill and an inkpot',
  key: 'a golden key',
  compass: 'a compass',
  footprints: 'footprints on the ground',
  bridge: 'a small wooden bridge',
  door: 'a magic door',
};

/**
 * The scene's caption, written by the story makers, without the child's first name: the picture needs
 * none, and a name in the prompt is personal data sent for nothing (the child is "l'enfant").
 */
export function captionWithoutName(caption: string, name: string): string {
  const trimmed = name.trim();
  // The whole name as a word, whatever its case ("Léa", "LÉA"), not inside a longer name ("Léane").
  const pattern = trimmed ? new RegExp(`(?<![\\p{L}\\p{N}])${trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'giu') : null;
  const withoutName = pattern ? caption.replace(pattern, "l'enfant") : caption;
  return withoutName.replace(/["\r\n]+/g, ' ').trim();
}

/** The scene in words: moment, caption, light, pose, objects, and where the companion's trait stands. */
function sceneLines(request: StoryRequest, scene: StoryScene): string[] {
  const objects = scene.props.map((prop) => PROP_WORDS[prop]);
  const trait =
    scene.companionTrait === 'before'
      ? "The main character's own little trouble (as its description says) is still visible in this picture."
      : scene.companionTrait === 'after'
        ? "The main character's little trouble is now solved, and it shows."
        : '';
  return [
    `This picture shows ${MOMENT[scene.moment]}.`,
    `What the picture shows, in the story's French: "${captionWithoutName(scene.caption, request.child.name)}".`,
    `Light: ${LIGHT[scene.light]}. The child is ${POSE[scene.pose]}.`,
    objects.length > 0 ? `In the picture: ${objects.join('; ')}.` : '',
    trait,
  ].filter(Boolean);
}

/**
 * What a picture drawn after the first one is told of the image sent with it (`images.edit`): that
 * image is the story's first picture, to follow for the child and the companion, not to copy.
 */
export const REFERENCE_INSTRUCTION =
  'The attached image is the first picture of this same story. Draw a new picture of the story in exactly the same style: keep the same child (the same face, hair, skin, eyes, body and clothes) and the same main character (the same kind of being, colours and features), both drawn as in the attached image; only the moment, the pose, the light, the objects and the framing change, as described below.';

/**
 * Without a scene: the story's picture as before (the opening). With one: the same style, setting,
 * child and main character (the child's description is word for word the same in every picture of a
 * story, so the model draws the same child), then the scene's moment. `withReference`: the story's
 * first picture is sent with the prompt, and the prompt says to keep its child and companion.
 */
export function buildIllustrationPrompt(request: StoryRequest, scene?: StoryScene, options: { withReference?: boolean } = {}): string {
  const { choices, frame } = request;
  // With a frame (issue 25), the picture describes the frame's kinds, as the story tells them, never the parent's raw words.
  const subject = frame ? { ...frameSubject(frame), goal: frameGoalWords(frame) } : { character: choices.mainCharacter, place: choices.setting, goal: choices.scenario };
  return [
    "A gentle, warm illustration for a children's bedtime picture book: soft watercolour and pastel colours, rounded friendly shapes, cosy light, kind expressions.",
    ...(options.withReference ? [REFERENCE_INSTRUCTION] : []),
    `The setting, described in French: ${frenchQuote(subject.place)}.`,
    `The hero in the foreground: ${childDescription(request)}, smiling.`,
    // Brothers and sisters (issue 31, item 5): both children in every picture, each described from their own profile.
    ...(request.sibling ? [`Beside the hero, in the foreground too, the hero's brother or sister: ${childDescription({ ...request, child: request.sibling })}, smiling. Both children are in the picture.`] : []),
    `Beside the child, the story's main character, described in French: ${frenchQuote(subject.character)}, friendly and not scary.`,
    `The moment of the story, described in French: ${frenchQuote(subject.goal)}.`,
    ...(scene ? sceneLines(request, scene) : []),
    'Safe and reassuring for children aged 4 to 10: nothing frightening, violent or sad.',
    'No text anywhere in the image: no letters, words, captions, signs, speech bubbles, signatures or logos.',
  ].join('\n');
}
