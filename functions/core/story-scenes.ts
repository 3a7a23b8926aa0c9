/**
 * The moments of a story that get a picture (issue 16, "a picture book"): the writer says, for each, which
 * paragraph it illustrates and what is in it, in a closed vocabulary the illustrators know; the pipeline
 * stores the scenes with the story so that any picture can be drawn again alone. No parent text ever goes
 * into a scene: the caption is written from the story makers' own words.
 */

/** The opening (child and companion in the place), the problem, the resolution — in this order. */
export const SCENE_MOMENTS = ['opening', 'problem', 'resolution'] as const;
export type SceneMoment = (typeof SCENE_MOMENTS)[number];

/** How many pictures a story gets when nothing else is configured: one per moment. */
export const DEFAULT_ILLUSTRATION_COUNT = SCENE_MOMENTS.length;

/** The light of the scene: the time of day moves forward through a story, never back. */
export const SCENE_LIGHTS = ['morning', 'day', 'dusk', 'night'] as const;
export type SceneLight = (typeof SCENE_LIGHTS)[number];

/** What the child is doing, so that the figure's pose and face fit the moment. */
export const SCENE_POSES = ['standing', 'searching', 'worried', 'working', 'celebrating'] as const;
export type ScenePose = (typeof SCENE_POSES)[number];

/**
 * The objects a scene can show. Every one of the 14 preset scenarios has its own (its object and goal),
 * and the illustrator draws each of them; a writer may only name these.
 */
export const SCENE_PROPS = [
  // L'étoile tombée du ciel
  'fallen-star',
  'star-in-sky',
  // La carte au trésor
  'treasure-map',
  'treasure-chest',
  // L'ami égaré
  'lost-animal',
  'animal-family',
  // La fête surprise
  'garlands',
  'gift',
  'party-table',
  // Les couleurs de l'arc-en-ciel
  'grey-rainbow',
  'rainbow',
  'paint-pots',
  // Le premier jour
  'school',
  'schoolbag',
  'new-friends',
  // La graine magique
  'seed',
  'sprout',
  'magic-plant',
  'watering-can',
  // Le voyage vers la Lune
  'rocket',
  'moon',
  'toolbox',
  // La grande course
  'race-flags',
  'finish-line',
  // Le secret de la nuit
  'owl',
  'fireflies',
  'lantern',
  // La chanson perdue
  'music-notes',
  'village-houses',
  // Après la tempête
  'broken-boat',
  'boat',
  'storm-clouds',
  // Le gâteau géant
  'giant-cake',
  'dragon-friend',
  'mixing-bowl',
  // Le livre qui parlait
  'magic-book',
  'quill',
  // Any plot
  'key',
  'compass',
  'footprints',
  'bridge',
  'door',
] as const;
export type SceneProp = (typeof SCENE_PROPS)[number];

/**
 * Where the companion's defining trait stands (its small subplot): `before` while the trait is a
 * trouble (the unicorn without its horn, the dragon trembling in the dark), `after` once the story
 * has resolved it (the horn back, the dragon lighting the way). Absent: the trait is not in play.
 */
export type CompanionTraitState = 'before' | 'after';

export interface StoryScene {
  moment: SceneMoment;
  /** 0-based index of the paragraph of `content` (paragraphs split on blank lines) the picture belongs to: it is shown just before it. */
  paragraph: number;
  light: SceneLight;
  pose: ScenePose;
  /** At most 3, most important first. */
  props: SceneProp[];
  companionTrait?: CompanionTraitState;
  /** One short French sentence saying what the picture shows, in the story makers' own words (for a prompt-based illustrator and alt text). */
  caption: string;
}
