import type { FrameDecline, FrameField } from '#shared/stories';

/**
 * The story frame (issue 25): what the writer understood of the wizard's free texts, in words of its
 * own vocabulary. A parent's text is data, never copy: the writer, the illustrator and the OpenAI prompt
 * tell only the frame's fields, each rendered from the vocabulary's forms, never from the parent's
 * spelling. A text that does not become a frame is declined on its wizard step, before any credit.
 *
 * Everything here is plain JSON: the frame is stored with the story's request and passed to each step.
 * The reader lives in functions/story-makers/frame/ (pure, no I/O); core only knows its shape and port.
 */

export type { FrameDecline, FrameField } from '#shared/stories';

export type FrameGender = 'm' | 'f';

/** A word of the frame's vocabulary with the forms the writer needs (never the parent's spelling). */
export interface FrameNoun {
  /** The vocabulary id, stable across releases: 'chien', 'dragon', 'phare', 'brassards'. */
  id: string;
  /** "chien", "licorne", "brassard". */
  singular: string;
  /** "chiens", "licornes", "brassards". */
  plural: string;
  gender: FrameGender;
}

/** What kind of being or thing a character is: the illustrator's fallback when it has no drawing of the kind itself. */
export type CharacterFamily =
  | 'pet'
  | 'farm-animal'
  | 'wild-animal'
  | 'bird'
  | 'sea-creature'
  | 'insect'
  | 'reptile'
  | 'dinosaur'
  | 'fantasy-creature'
  | 'person'
  | 'toy'
  | 'machine'
  | 'vehicle'
  | 'sky'
  | 'plant';

export type CharacterMotion = 'walks' | 'flies' | 'swims' | 'rolls' | 'still';

export interface CharacterKind extends FrameNoun {
  family: CharacterFamily;
  /** It can hold things (a robot, a witch, a pirate), not a unicorn, a cat or a whale. */
  hands: boolean;
  motion: CharacterMotion;
}

export interface CharacterFrame {
  kind: CharacterKind;
  /** A name the parent gave it ("Pistache", "Mamie Jo"), checked: never a person's first and last name. */
  name: string | null;
  /** 1, or more when the parent typed a plural ("deux lapins", "des fourmis"). */
  count: number;
  /** The parent typed the number ("deux lapins"): it is told ("deux lapins"), not only the plural ("des fourmis"). */
  counted?: true;
  /** Quality ids of the vocabulary: 'petit', 'courageux', 'peur-du-noir', 'couleur-bleu'… in the order typed. */
  qualities: string[];
  /** Whose it is: the child's ("mon chien"), the family's ("le chien de la famille"), a relative's id ('mamie'). */
  owner: 'child' | 'family' | string | null;
}

export type PlaceMedium = 'land' | 'water' | 'air' | 'space';

export interface PlaceKind extends FrameNoun {
  /** The illustrator's background and the writer's world: 'forest', 'underwater', 'lighthouse', 'bakery'… */
  family: string;
  indoors: boolean;
  medium: PlaceMedium;
  /** The preposition of a first mention: "dans" (la forêt), "à" (la plage), "sur" (la Lune), "au fond de" (la mer). */
  preposition: string;
}

export interface PlaceFrame {
  kind: PlaceKind;
  /** Feature ids of the vocabulary: 'enchante', 'enneige', 'magique', 'secret', 'dans-les-nuages', 'des-jouets'… */
  features: string[];
  /** Whose place it is: "chez mamie", "la ferme de grand-mère" → 'mamie' / 'grand-mere'; the child's ("ma chambre") → 'child'. */
  owner: string | null;
}

export type GoalAction =
  | 'learn'
  | 'find'
  | 'help'
  | 'make'
  | 'repair'
  | 'celebrate'
  | 'win'
  | 'travel'
  | 'overcome-fear'
  | 'befriend'
  | 'grow'
  | 'discover'
  | 'deliver';

export interface GoalFrame {
  /** The preset scenario this goal is ('etoile-tombee'), when it is one: that preset's plot tells it. */
  presetId: string | null;
  action: GoalAction;
  /** A skill to learn or a fear to overcome, by vocabulary id: 'nager', 'faire-du-velo', 'le-noir'. */
  skill: string | null;
  /** The thing or being the goal is about ("le doudou", "un petit chat perdu", "une cabane"), with its quality ids. */
  object: { noun: FrameNoun; qualities: string[]; owner: 'child' | 'family' | string | null } | null;
  /** What it must be done without: "sans brassards" → the noun 'brassards'. */
  without: FrameNoun | null;
  /** Before when, by occasion id: 'vacances', 'noel', 'anniversaire', 'la-nuit', 'la-rentree'. */
  before: string | null;
  /** For whom, by vocabulary id: 'mamie', 'maman', 'ami', 'petit-frere'. */
  beneficiary: string | null;
}

export interface StoryFrame {
  character: CharacterFrame;
  place: PlaceFrame;
  goal: GoalFrame;
  /** Emotion and value ids of the vocabulary (a suggestion's or a synonym's): 'joie', 'courage', 'amitie'. */
  emotions: string[];
  values: string[];
}

/** What the wizard's free texts became: the frame, or what could not be understood, field by field. */
export type FrameReading = { ok: true; frame: StoryFrame } | { ok: false; declines: FrameDecline[] };

/** The texts a frame is read from: the wizard's choices. */
export interface FrameTexts {
  mainCharacter: string;
  setting: string;
  scenario: string;
  emotions: string[];
  values: string[];
}

/**
 * One field read alone: declined, or read. `kept` is what the story will keep, in the writer's own words
 * rendered from the frame, given only when the frame holds less than the parent typed (« un suricate qui
 * guette tout » → "un suricate"): the wizard tells the parent before they confirm.
 */
export type FrameFieldReading = { ok: true; kept?: string } | { ok: false; decline: FrameDecline };

/** The port create-story and the check call use: pure and synchronous, the same rule at the step and at creation. */
export interface FrameReader {
  read(texts: FrameTexts): FrameReading;
  /** One field alone, as the wizard checks it when the parent leaves its step. */
  readField(field: FrameField, text: string): FrameFieldReading;
}
