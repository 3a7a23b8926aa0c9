import type { GoalFrame } from '#core/story-frame';
import { FEARS } from '../../frame/vocabulary';
import { unpackJson } from '../../common/packed-json';
import type { COURSE_TEXTS, Course } from './goal-course-texts';
import type { GoalPlotWorld } from './goal-world';
import { PACKED_GOAL_COURSES } from './packed-goal-courses';

export type { Course } from './goal-course-texts';

/** Where one swims, from the place: never a river in a space station. */
function waterOf(world: GoalPlotWorld): string {
  if (world.medium === 'water') return "l'eau claire tout autour";
  if (world.medium === 'space') return 'la grande baignade de la station';
  if (world.snowy) return "le bassin d'eau chaude du chalet";
  if (world.indoors) return 'la baignade toute proche';
  if (world.medium === 'air') return 'un petit lac tout en bas';
  return world.kind === 'desert' ? "l'oasis" : world.kind === 'sea' || world.kind === 'island' ? 'la mer, là où elle était calme' : "l'étang tout proche";
}

function kitchenOf(world: GoalPlotWorld): string {
  if (world.medium === 'space') return 'la petite cuisine de la station';
  if (world.indoors) return 'la cuisine';
  return 'la cuisine de la maison';
}

const RIDES: Record<string, [string, string]> = {
  'faire-du-velo': ['le vélo', 'le vélo'],
  'faire-du-velo-tout-seul': ['le vélo', 'le vélo'],
  'faire-de-la-trottinette': ['la trottinette', 'la trottinette'],
  'faire-du-roller': ['les rollers', 'les rollers'],
  'faire-du-patin': ['les patins', 'les patins'],
  'faire-du-patin-a-glace': ['les patins', 'les patins'],
  patiner: ['les patins', 'les patins'],
  skier: ['les skis', 'les skis'],
  'faire-du-ski': ['les skis', 'les skis'],
};

/** Things ridden, by the frame's noun id, when the frame reads « faire du vélo » as making one. */
const RIDE_OBJECTS: Record<string, [string, string]> = {
  velo: ['le vélo', 'le vélo'],
  trottinette: ['la trottinette', 'la trottinette'],
  rollers: ['les rollers', 'les rollers'],
  patins: ['les patins', 'les patins'],
  skis: ['les skis', 'les skis'],
};

/** A ride said as a verb, infinitive then imperfect. */
const RIDING: Record<string, [string, string]> = {
  velo: ['faire du vélo', 'faisait du vélo'],
  trottinette: ['faire de la trottinette', 'faisait de la trottinette'],
  rollers: ['faire du roller', 'faisait du roller'],
  patins: ['patiner', 'patinait'],
  skis: ['skier', 'skiait'],
};

/** What the child knows and then says aloud, by the skill: a poem recited, a hand raised, else words. */
const SPEAKING: [RegExp, [string, string]][] = [
  [/reciter|poesie/, ['savait sa poésie par cœur', 'récita sa poésie']],
  [/lever-la-main/, ['savait toujours quoi répondre', 'leva la main et répondit']],
  [/./, ['savait très bien ce qu\'il fallait dire', 'parla']],
];

/** The sibling of a kindness goal, from its skill's id: « son petit frère », « il ». */
function siblingOf(skill: string): Record<string, string> {
  const sibling = /-avec-(son-petit-frere|sa-petite-soeur|son-frere|sa-soeur)$/.exec(skill)?.[1];
  if (!sibling) return {};
  const girl = sibling.endsWith('soeur');
  return { sibling: sibling.replace(/-/g, ' ').replace('soeur', 'sœur').replace('frere', 'frère'), sibHe: girl ? 'elle' : 'il' };
}

/** The slots a course needs, from the world: what is told is always of the story's own place. */
export function courseSlots(world: GoalPlotWorld, goal: Pick<GoalFrame, 'action' | 'skill' | 'object' | 'without'> | null): Record<string, string> {
  const ride = (goal?.skill ? RIDES[goal.skill] : undefined) ?? (goal?.object ? RIDE_OBJECTS[goal.object.noun.id] : undefined);
  const riding = goal?.action === 'make' && goal.object ? RIDING[goal.object.noun.id] : undefined;
  // The frame read « faire du vélo » as making one: the goal is said as the ride it is.
  const without = goal?.without ? ` sans ${goal.without.plural}` : '';
  const asRide: Record<string, string> = riding
    ? { goalSetOut: `apprendre à ${riding[0]}${without}`, goalDone: `${riding[0]}${without}`, goalAchieved: `${riding[1]}${without}`, goalAchievedBare: riding[1], skill: riding[0], skillFull: `${riding[0]}${without}` }
    : {};
  const speak = SPEAKING.find(([pattern]) => pattern.test(goal?.skill ?? ''))?.[1] ?? SPEAKING[SPEAKING.length - 1]![1];
  return {
    ...asRide,
    speakKnown: speak[0],
    speakDone: speak[1],
    water: waterOf(world),
    kitchen: kitchenOf(world),
    ride: ride?.[0] ?? '',
    rideShort: ride?.[1] ?? '',
    ...siblingOf(goal?.skill ?? ''),
  };
}

/** The courses' text (goal-course-texts.ts), shipped packed: the writer's bundle has a byte budget. */
const COURSES = unpackJson<typeof COURSE_TEXTS>(PACKED_GOAL_COURSES);
const SWIM = COURSES.swim;
const RIDE = COURSES.ride;
const SHARE = COURSES.share;
const BAKE = COURSES.bake;
const BUILD = COURSES.build;
const NIGHT = COURSES.night;
const TOOTH = COURSES.tooth;
const MOVE = COURSES.move;
const TIDY = COURSES.tidy;
const SPEAK = COURSES.speak;
const FRIEND = COURSES.friend;
const DARE = COURSES.dare;
const SIBLING = COURSES.sibling;
const GOODBYE = COURSES.goodbye;
const SCHOOL_FRIEND = COURSES.schoolFriend;
const NIGHTMARE = COURSES.nightmare;
const THUMB = COURSES.thumb;
const SOFT_VOICE = COURSES.softVoice;
const CALM = COURSES.calm;
export const PET = COURSES.pet;
/** The plain goal plot's banks (goal.ts). */
export const PLAIN = COURSES.plain;

/**
 * The course of a goal, when the writer knows it: by the skill's id, else by the thing made.
 * A goal without a course is told by the plain goal plot.
 */
export function courseOf(goal: Pick<GoalFrame, 'action' | 'skill' | 'object'> | null, world: GoalPlotWorld): Course | null {
  if (!goal) return null;
  const skill = goal.skill ?? '';
  const object = goal.object?.noun.id ?? '';
  // A fear of an action with a course of its own (« peur de l'eau », « peur de plonger ») is told by that course.
  if (/^(nager|nager-comme-un-poisson|plonger|aller-a-la-piscine)$/.test(skill) || (goal.action === 'overcome-fear' && skill === 'l-eau')) return SWIM;
  // Skis on snow, wheels off it: a bike on a snowy mountain is not a first ride.
  if (RIDES[skill] && world.medium === 'land' && world.snowy === /ski/.test(skill)) return RIDE;
  // « Faire du vélo sans petites roues » reads as making a bike: it is a first ride all the same.
  if (goal.action === 'make' && RIDE_OBJECTS[object] && world.medium === 'land' && world.snowy === (object === 'skis')) return RIDE;
  if (goal.action === 'learn' && /^(partager|partager-ses-jouets|partager-ses-bonbons|attendre-son-tour|preter-ses-jouets)$/.test(skill)) return SHARE;
  if ((goal.action === 'learn' && /^(faire-un-gateau|faire-des-gateaux|cuisiner|faire-la-cuisine)$/.test(skill)) || (goal.action === 'make' && /gateau|tarte|brioche/.test(object))) {
    // No oven under the sea: the plain goal plot tells it there.
    return world.medium === 'water' ? null : BAKE;
  }
  if (goal.action === 'make' && /cabane|tipi|tente|igloo/.test(object) && world.medium === 'land') return BUILD;
  if (goal.action === 'overcome-fear' && skill === 'les-cauchemars') return NIGHTMARE;
  // « Oser » a skill that is no fear (« dire bonjour »): told as daring it.
  // A fear of an action that is not speaking (« peur de sauter »): dared by little bits.
  if (goal.action === 'overcome-fear' && skill && !FEARS[skill] && !/^(parler-devant|reciter|lever-la-main)/.test(skill)) return /^(dire|parler|chanter|lire|demander|poser)/.test(skill) ? DARE : COURSES.dareAction;
  if ((goal.action === 'learn' && /^dormir/.test(skill)) || (goal.action === 'overcome-fear' && /^(le-noir|la-nuit)$/.test(skill))) return NIGHT;
  if (goal.action === 'learn' && skill === 'se-passer-de-son-pouce') return THUMB;
  if (goal.action === 'learn' && skill === 'parler-doucement') return SOFT_VOICE;
  if (goal.action === 'learn' && (skill === 'se-calmer' || skill === 'calmer-sa-colere')) return CALM;
  if (goal.action === 'learn' && /^etre-gentil-avec-/.test(skill)) return SIBLING;
  if (goal.action === 'learn' && /^aller-a-(?:la-creche|la-maternelle|l-ecole)$/.test(skill)) return GOODBYE;
  if (goal.action === 'learn' && /^perdre-.*dent/.test(skill)) return TOOTH;
  // A move needs a house to move into: under the sea or in space, the plain goal plot tells it.
  if (goal.action === 'learn' && /^(demenager|quitter-sa-maison)/.test(skill)) return world.medium === 'land' ? MOVE : null;
  if (goal.action === 'learn' && /^(ranger|bien-ranger|remettre-ses-jouets)/.test(skill)) return world.medium === 'land' || world.indoors ? TIDY : null;
  if ((goal.action === 'learn' || goal.action === 'overcome-fear') && /^(parler-devant|reciter|lever-la-main)/.test(skill)) return world.medium === 'land' ? SPEAK : null;
  // A habit let go or a change lived through happens in the child's life, wherever the adventure is: its lines name no place.
  const kind = goal.action === 'learn' ? COURSES.kinds[skill] : undefined;
  if (kind) return kind;
  // A friend at a club, at camp or at school: the place gives other children.
  if (goal.action === 'befriend' && !goal.skill && goal.object?.noun.id === 'ecole') return world.medium === 'land' ? SCHOOL_FRIEND : FRIEND;
  if (goal.action === 'befriend' && !goal.skill && !goal.object) return FRIEND;
  return null;
}
