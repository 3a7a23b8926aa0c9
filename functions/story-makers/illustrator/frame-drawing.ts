import type { CharacterFamily, CharacterFrame, PlaceFrame } from '#core/story-frame';
import type { StoryRequest } from '#core/story-makers-port';
import { KINDS, KIND_BY_ID } from '../frame/vocabulary';
import { DEFAULT_CHARACTER, recognizeCharacter, type CharacterId, type CompanionId } from './characters';
import { familyLook, namesBird, reptileLook } from './companion-families';
import { folkLook } from './companion-folk';
import { produceLook, skyLook, thingLook } from './companion-things';
import { recognizeKind, normalizeText, type KeywordKind } from './keywords';
import { recognizeSetting, SETTING_IDS, type SceneSettingId, type SettingId } from './settings';

/**
 * What the picture draws when the request carries its story frame (issue 25): the frame's character
 * kind and place kind, never the parent's raw words. A kind gets its own drawing when there is one (the
 * vocabulary's "chien" is the dog), else the nearest drawing of its family (a giraffe is a four-legged
 * animal, a grandmother a grown-up), so text and picture agree and nothing becomes an unrelated creature.
 */

/** The families each own drawing may stand for: a "poisson-chat" is not drawn as a cat. */
const OWN_DRAWING_FAMILIES: Readonly<Record<CharacterId, readonly CharacterFamily[]>> = {
  dragon: ['fantasy-creature', 'reptile', 'toy'],
  unicorn: ['fantasy-creature', 'toy'],
  horse: ['farm-animal', 'pet', 'wild-animal', 'fantasy-creature', 'toy'],
  cat: ['pet', 'wild-animal', 'farm-animal', 'toy', 'fantasy-creature'],
  dog: ['pet', 'farm-animal', 'wild-animal', 'toy', 'fantasy-creature'],
  rabbit: ['pet', 'wild-animal', 'farm-animal', 'toy', 'fantasy-creature'],
  robot: ['machine', 'toy', 'fantasy-creature'],
  bear: ['wild-animal', 'toy', 'fantasy-creature'],
  fox: ['wild-animal', 'fantasy-creature'],
  owl: ['bird', 'fantasy-creature'],
  dinosaur: ['dinosaur', 'reptile', 'toy'],
  mermaid: ['fantasy-creature', 'person', 'sea-creature'],
  fairy: ['fantasy-creature', 'person'],
  pirate: ['person'],
  princess: ['person', 'fantasy-creature'],
  prince: ['person', 'fantasy-creature'],
  knight: ['person', 'fantasy-creature', 'toy'],
  alien: ['fantasy-creature', 'person'],
  lion: ['wild-animal', 'fantasy-creature'],
  penguin: ['bird', 'sea-creature'],
  turtle: ['reptile', 'sea-creature', 'pet'],
  whale: ['sea-creature'],
  witch: ['person', 'fantasy-creature'],
};

/** The normalised words of a kind: its vocabulary id ("grand-mere") and singular ("grand-mère"). */
export const kindWords = (kind: { id: string; singular: string }): string => normalizeText(`${kind.id.replace(/-/g, ' ')} ${kind.singular}`);

type SkyId = 'moon' | 'sun' | 'cloud' | 'star';
const SKY_KINDS: readonly KeywordKind<SkyId>[] = [
  { id: 'moon', keywords: ['lune', 'croissant de lune', 'planète', 'moon', 'planet'] },
  { id: 'sun', keywords: ['soleil', 'sun'] },
  { id: 'cloud', keywords: ['nuage', 'arc-en-ciel', 'éclair', 'flocon', 'goutte', 'fantôme', 'cloud', 'rainbow'] },
  { id: 'star', keywords: ['étoile', 'étoile filante', 'comète', 'lutin lumineux', 'star', 'sprite'] },
];

/** A child-sized person: a friend, a brother, a cousin; anyone else is a grown-up. */
const CHILD_PERSON: readonly KeywordKind<'child'>[] = [
  {
    id: 'child',
    keywords: ['ami', 'amie', 'meilleur ami', 'meilleure amie', 'copain', 'copine', 'camarade', 'frère', 'soeur', 'sœur', 'petit frère', 'petite soeur', 'cousin', 'cousine', 'enfant', 'bébé', 'garçon', 'fille', 'jumeau', 'jumelle', 'voisin', 'voisine'],
  },
];

const GIANT_OR_TROLL = /\b(geant|geante|ogre|ogresse|troll|gnome|yeti|monstre|centaure|cyclope|minotaure|hobbit|korrigan|farfadet|leprechaun|pere noel|papa noel)\b/;
const TOY_PLUSH = /\b(peluche|doudou|nounours)\b/;
const BIRD_LIKE = /\b(phenix|griffon)\b/;

/** The family's drawing, for a kind without a drawing of its own. */
function familyDrawing(family: CharacterFamily, words: string): CompanionId {
  switch (family) {
    case 'pet':
    case 'farm-animal':
    case 'wild-animal':
      // A hen on the farm, a pet canary or goldfish: a bird or a fish, whatever family the vocabulary files them in.
      if (namesBird(words)) return 'bird';
      if (/\bpoisson/.test(words)) return 'sea-animal';
      return 'animal';
    case 'bird':
      return 'bird';
    case 'sea-creature':
      // An eel swims like a snake.
      return reptileLook(words) === 'snake' ? 'reptile' : 'sea-animal';
    case 'insect':
      return 'small-creature';
    case 'reptile':
      return /\btortue\b/.test(words) ? 'turtle' : reptileLook(words) ? 'reptile' : 'dinosaur';
    case 'dinosaur':
      return 'dinosaur';
    case 'fantasy-creature':
      if (BIRD_LIKE.test(words)) return 'bird';
      if (/\bsouris\b/.test(words)) return 'animal';
      if (GIANT_OR_TROLL.test(words)) return 'grown-up';
      if (/\bbonhomme de neige\b/.test(words)) return 'snowman';
      return skyDrawing(words) ?? 'fairy';
    case 'person':
      return recognizeKind(words, CHILD_PERSON, 'grown-up') === 'child' ? 'friend' : 'grown-up';
    case 'toy':
      return TOY_PLUSH.test(words) ? 'bear' : 'toy';
    case 'machine':
      return 'robot';
    case 'vehicle':
      return 'vehicle';
    case 'sky':
      return skyDrawing(words) ?? 'cloud';
    case 'plant':
      return 'plant';
  }
}

function skyDrawing(words: string): CompanionId | null {
  const sky = recognizeKind(words, SKY_KINDS, 'none');
  if (sky === 'none') return null;
  return sky === 'star' ? 'star-sprite' : sky;
}

export interface FrameCompanion {
  id: CompanionId;
  /** The kind's words, for the family drawing's look. */
  words: string;
  feminine: boolean;
}

/** The drawing of the frame's character: its kind's own, else its family's nearest. */
export function frameCompanion(character: CharacterFrame): FrameCompanion {
  const { kind } = character;
  const words = kindWords(kind);
  const own = recognizeCharacter(words);
  const fits = own !== 'star-sprite' && (OWN_DRAWING_FAMILIES[own as CharacterId] ?? []).includes(kind.family);
  // A star, a comet: the star-sprite is theirs; a plush dragon is still a dragon (its own drawing first).
  const id = fits ? own : familyDrawing(kind.family, words);
  return { id, words, feminine: kind.gender === 'f' };
}

export interface KindDrawing {
  /** The drawing: a kind's own (`dog`, `knight`), its family's (`animal`, `grown-up`), or `star-sprite`. */
  drawing: CompanionId;
  /** The family drawing's look for the kind ("giraffe", "elder", "knight"); the drawing itself otherwise. */
  look: string;
}

/**
 * Which drawing and look the picture takes for a frame's character kind, without drawing it: the
 * companion of frameCompanion and the look its family drawing picks from the kind's words.
 */
export function kindDrawing(kind: CharacterFrame['kind']): KindDrawing {
  const { id, words } = frameCompanion({ kind, name: null, count: 1, qualities: [], owner: null });
  switch (id) {
    case 'animal':
    case 'small-creature':
    case 'sea-animal':
    case 'bird':
    case 'reptile':
      return { drawing: id, look: familyLook(id, words) };
    case 'toy':
    case 'vehicle':
      return { drawing: id, look: thingLook(words) ?? familyLook(id, words) };
    case 'plant':
      return { drawing: id, look: produceLook(words) ?? familyLook(id, words) };
    case 'cloud':
      return { drawing: id, look: skyLook(words) };
    case 'grown-up':
      return { drawing: id, look: folkLook(words) };
    default:
      return { drawing: id, look: id };
  }
}

const isSettingId = (family: string): family is SettingId => (SETTING_IDS as readonly string[]).includes(family);

/** The background of the frame's place: its family when it is one of ours, else the place's own words. */
export function framePlace(place: PlaceFrame): SceneSettingId {
  if (isSettingId(place.kind.family)) return place.kind.family;
  return recognizeSetting(`${place.kind.singular} ${place.features.join(' ').replace(/-/g, ' ')}`);
}

/** The place in words for the background's small variants (Mars is red), from the frame's words only. */
export const framePlaceText = (place: PlaceFrame): string => `${place.kind.singular} ${place.features.join(' ').replace(/-/g, ' ')}`;

/** The companion's trait words: the frame's quality ids as words ("peur-du-noir" → "peur du noir"). */
export const frameTraitText = (character: CharacterFrame): string => character.qualities.map((quality) => quality.replace(/-/g, ' ')).join(', ');

/** The request's drawings, from its frame when it has one (issue 25), else from the free text's keywords. */
export interface PictureSubject {
  setting: SceneSettingId;
  companion: FrameCompanion;
  /** Text for the background's variants. */
  placeText: string;
  /** Text the companion's trait is read from. */
  traitText: string;
}

/** The vocabulary's kinds as keywords (singular, plural, synonyms), built on first use. */
let vocabularyKinds: readonly KeywordKind<string>[] | undefined;
const kindKeywords = () => (vocabularyKinds ??= KINDS.map((kind) => ({ id: kind.id, keywords: [kind.singular, kind.plural, ...kind.synonyms] })));

/**
 * An old story without a frame: its free text's keywords; where they name none of our own drawings, a
 * kind of the frame's vocabulary the text names ("un phoque", "ma grand-mère") gets its family's drawing,
 * so a redrawn old picture shows no star-sprite for it either.
 */
function keywordCompanion(text: string): FrameCompanion {
  const id = recognizeCharacter(text);
  if (id !== DEFAULT_CHARACTER) return { id, words: '', feminine: false };
  const kind = KIND_BY_ID.get(recognizeKind(text, kindKeywords(), 'none'));
  return kind ? frameCompanion({ kind, name: null, count: 1, qualities: [], owner: null }) : { id, words: '', feminine: false };
}

export function pictureSubject(request: StoryRequest): PictureSubject {
  const { frame, choices } = request;
  if (frame) {
    return { setting: framePlace(frame.place), companion: frameCompanion(frame.character), placeText: framePlaceText(frame.place), traitText: frameTraitText(frame.character) };
  }
  return {
    setting: recognizeSetting(choices.setting),
    companion: keywordCompanion(choices.mainCharacter),
    placeText: choices.setting,
    traitText: choices.mainCharacter,
  };
}

