import type { GoalAction } from '#core/story-frame';
import type { GoalPlotWorld } from './goal-world';
import { courseOf, courseSlots, PET, PLAIN } from './goal-courses';
import type { SceneProp, ScenePose } from '#core/story-scenes';
import type { Line } from '../world';
import type { Plot } from './plot';
import { HAS_IDEA } from './wordings';

export type { GoalPlotWorld } from './goal-world';

/**
 * The plot of a parent's own goal (issue 25, item 2), built from the frame and never from keywords:
 * the goal set out with its constraints ({goalSetOut}: "apprendre à nager sans brassards avant les
 * vacances"), a first attempt that fails for a reason of the place (its medium, indoors, snow…), a
 * second that fails for a reason of the companion (how it moves, its hands, its qualities), the
 * child's idea from a trait or what they love ({talent}), a resolution that achieves exactly that goal
 * (the skill done under its constraint, the thing found, made, repaired, the place reached…), and an
 * ending that says only what the resolution told ({goalDone}).
 *
 * Slots of its own (set in facts.ts from the frame): {goalSetOut}, {goalDone}, {skill}, {skillFull},
 * {fear}, {object}/{objectShort} with {o:…} and {oAgree}/{oEtait}/{oAvait}, {beneficiary},
 * {destinationLoc}, {helpState}. A line whose slot is empty is never told (fit.ts `usable`).
 */




/** Why the place makes a first try fail: its medium, indoors, snow, else the ground of the outdoors. */
function placeSnags(world: GoalPlotWorld): string[] {
  if (world.medium === 'water') return ["l'eau {?freinait chaque geste|les ballottait dans tous les sens|troublait tout autour}", 'le courant {?les emportait sans cesse|les repoussait en arrière}'];
  if (world.medium === 'space') return ['{?en apesanteur|sans pesanteur|loin de la Terre}, tout {?flottait et s\'échappait|partait de travers}', '{?rien ne tenait en place|plus rien ne restait en place|rien ne voulait rester en place}, tout {?flottait|dérivait}'];
  if (world.medium === 'air') return ['le vent {?emportait tout|soufflait bien trop fort|les poussait de côté}', 'là-haut, tout tanguait'];
  if (world.snowy) return ['la neige {?collait à tout|glissait sous les pieds|tombait de plus en plus fort}', 'le froid {?engourdissait les doigts|piquait le bout du nez}'];
  if (world.indoors) return ["il n'y avait pas assez de place {locShort}", ...PRACTICE_SNAGS];
  // Outdoors on land, the try fails for a reason of the try itself (the editor's read 35: « le chemin
  // était bien glissant » was a non sequitur): too fast, all at once, eyes on the others.
  return PRACTICE_SNAGS;
}

/** Why a try fails of itself: done too fast, all at once, without looking. */
const PRACTICE_SNAGS = [
  '{?{il} voulut tout faire d\'un coup, {?comme les grands|sans attendre}|{il} alla {?beaucoup|bien} trop vite}{+ : |}{?tout se mélangea|rien ne se passa comme prévu|ce fut un joyeux désordre}',
  '{il} {?regardait|copiait} {mcShort} au lieu {?de regarder ses propres gestes|de penser à ce qu\'{il} faisait}{+, et |}{?tout partit de travers|le geste ne venait pas}',
];

/** Why facing a fear fails at first: the body says no, whatever the place. */
const FEAR_SNAGS = ['{?ses jambes se mirent à trembler|{il} ferma les yeux très fort|{il} recula d\'un pas}', '{locShort}, tout semblait {?deux fois plus impressionnant|bien plus effrayant que prévu}'];

/** Why the companion cannot simply do it: how it moves, whether it has hands, one of its qualities. */
function companionSnags(world: GoalPlotWorld): string[] {
  const snags: string[] = [];
  if (world.motion === 'flies') snags.push("{mcShort:cap} {n:s'envola|s'envolèrent} pour aider d'en haut{+, mais |Mais }{?de là-haut, tout paraissait minuscule|d'en haut, on ne voyait rien d'utile}.");
  if (world.motion === 'swims') snags.push(world.medium === 'water' ? '{mcShort:cap} {n:fila|filèrent} devant{+, mais |Mais }{c:il|elle|ils|elles} {n:allait|allaient} bien trop vite pour {name}.' : "{mcShort:cap} {n:voulut|voulurent} aider{+, mais |Mais }loin de l'eau, {c:il|elle|ils|elles} n'{n:avançait|avançaient} qu'à tout petits bonds.");
  if (world.motion === 'rolls') snags.push('{mcShort:cap} {n:voulut|voulurent} foncer devant{+, mais |Mais }{n:ses|leurs} roues {?patinaient|tournaient dans le vide}.');
  // Walking ahead to show the way fits a goal on the way somewhere, not a party or a friend made (stop 44: « trotta devant pour ouvrir la voie » at a party indoors).
  if (world.motion === 'walks' && world.medium === 'land' && ['find', 'deliver', 'travel', 'help', 'discover'].includes(world.action)) snags.push('{mcShort:cap} {n:trotta|trottèrent} devant {?pour montrer le chemin|en éclaireur|pour ouvrir la voie}{+, mais |Mais }{?ce n\'était pas le bon|il fallut faire demi-tour}.');
  // « bien trop lourd » only where something is carried or built (stop 44: said of learning to ride a bike, it meant nothing).
  const heavy = ['make', 'repair', 'deliver', 'find', 'grow'].includes(world.action) ? "|c'était bien trop lourd" : '';
  if (world.hands) snags.push(`{mcShort:cap} {n:tendit|tendirent} {?les mains|les bras} {?pour aider|pour donner un coup de main|sans hésiter}{+, mais |Mais }{?tout {n:lui|leur} échappa des mains${heavy}}.`);
  else snags.push('{mcShort:cap} {?{n:voulut|voulurent} donner un coup de main|{n:proposa|proposèrent} un coup de main}{+, mais |Mais }{?sans mains|sans la moindre main|sans doigts pour attraper}, {?ce n\'était pas commode|tout glissait}.');
  if (world.qualities.includes('petit')) snags.push('{mcShort:cap} {n:était|étaient} bien trop {c:petit|petite|petits|petites} pour {?s\'en sortir seul{c:|e|s|es}|aider beaucoup}.');
  if (world.qualities.some((quality) => ['timide', 'peureux'].includes(quality))) snags.push("{mcShort:cap} n'{n:osait|osaient} pas trop s'approcher{+ : |}{?c'était impressionnant|tout était si nouveau}.");
  if (world.qualities.some((quality) => ['lent', 'endormi'].includes(quality))) snags.push('{mcShort:cap} {n:bâilla|bâillèrent} et {n:prit|prirent} tout son temps{+ : |}à ce train-là, on n\'y serait jamais.');
  if (world.qualities.includes('maladroit')) snags.push('{mcShort:cap} {n:voulut|voulurent} aider{+, mais |Mais }{c:il|elle|ils|elles} {n:renversa|renversèrent} tout au passage.');
  return snags;
}


/**
 * What the first try's failure leaves behind (issue 26, editor's read 42: 8–10 padded): the place's snag has a
 * consequence the second try must face. By the place, as the snags are; a fear leaves the fear bigger.
 */
function placeObstacles(world: GoalPlotWorld): string[] {
  const { obstacles } = PLAIN;
  if (world.action === 'overcome-fear') return obstacles.fear;
  if (world.medium !== 'land') return obstacles[world.medium];
  return world.snowy ? obstacles.snow : obstacles.land;
}


// No turn that only names the child's hobby (editor's read 42: « Il pensa à ce qu'il aimait le plus, le dessin. Est-ce que ça pouvait aider ? » and nothing followed).
const TURN: Line[] = [
  `{name} ${HAS_IDEA}{+ : |}{?au lieu de tout faire d'un coup|plutôt que de se dépêcher}, {ils} {?iraient pas à pas|feraient un petit bout à la fois}.`,
  // The word heard with the problem (goal-course-texts.ts plain.clue) comes back: one stitch, then another.
  "{name} se souvint d'un vieux dicton : « Une maille après l'autre ».{+ }{?Au lieu de tout faire d'un coup|Plutôt que de se dépêcher}, {ils} feraient un petit bout à la fois.",
];





const PROPS: Record<GoalAction, { opening: SceneProp[]; problem: SceneProp[]; resolution: SceneProp[]; pose: ScenePose }> = {
  learn: { opening: ['footprints'], problem: ['footprints'], resolution: [], pose: 'working' },
  'overcome-fear': { opening: [], problem: ['lantern'], resolution: ['lantern'], pose: 'worried' },
  find: { opening: ['door'], problem: ['footprints', 'compass'], resolution: ['key'], pose: 'searching' },
  make: { opening: [], problem: ['toolbox'], resolution: [], pose: 'working' },
  repair: { opening: [], problem: ['toolbox'], resolution: ['toolbox'], pose: 'working' },
  grow: { opening: ['seed'], problem: ['watering-can', 'seed'], resolution: ['sprout'], pose: 'working' },
  help: { opening: ['footprints'], problem: ['bridge'], resolution: [], pose: 'worried' },
  deliver: { opening: ['footprints'], problem: ['compass'], resolution: ['gift'], pose: 'searching' },
  travel: { opening: ['compass'], problem: ['footprints', 'compass'], resolution: [], pose: 'searching' },
  win: { opening: ['race-flags'], problem: ['race-flags'], resolution: ['finish-line'], pose: 'working' },
  celebrate: { opening: [], problem: ['garlands'], resolution: ['garlands', 'gift'], pose: 'working' },
  befriend: { opening: [], problem: [], resolution: ['new-friends'], pose: 'worried' },
  discover: { opening: ['compass'], problem: ['door'], resolution: ['door'], pose: 'searching' },
};

/**
 * A pet gone missing (editor's read 37: « mon chat a disparu » told as a planned outing, « le défi était
 * de taille »): the worry first, the companion's comfort, the search, and the pet held close at the end.
 */
const PETS = /^(chat|chaton|chatte|chien|chienne|chiot|lapin|lapine|hamster|tortue|cochon-d-inde|perruche|poney|souris|furet|canari|poisson-rouge)$/;


/** The goal plot of this frame: its lines cut to the companion and the place. */
/**
 * What the resolution shows beyond the goal reached (editor's read 36: Mamie never got her cake, the
 * grandfather's treasure was never described): a thing made for someone is given to them, and a treasure
 * found is opened and told. Only our words; the one it is for is the frame's ({givenTo}).
 */
function shownAfter(goal: GoalPlotWorld['goal']): string | null {
  if (!goal) return null;
  if (goal.beneficiary && goal.object && (goal.action === 'make' || goal.action === 'grow' || goal.action === 'repair')) {
    const wish = goal.before?.startsWith('anniversaire') || goal.object.noun.id === 'anniversaire' ? '« Joyeux anniversaire ! »' : "« C'est pour toi ! »";
    return `{name} {?apporta|offrit|porta} {objectShort} {givenTo:a}{+ : |}${wish}{+ }{givenTo:cap} {?ouvrit de grands yeux|resta un instant sans voix|rit de bonheur}, puis serra {name} très fort dans ses bras.`;
  }
  if (goal.action === 'find' && /^(tresor|coffre|coffre-au-tresor|tresor-cache)$/.test(goal.object?.noun.id ?? '')) {
    return "{?Sous le couvercle|Au fond du coffre|Dans la vieille boîte}, il y avait {?des lettres d'autrefois et une photo toute jaunie|une boussole en cuivre et un carnet plein de dessins|des billes anciennes, une petite clé dorée et une médaille}{+ : |}de vrais trésors d'enfance, gardés là depuis si longtemps.";
  }
  return null;
}

const withShown = (lines: readonly Line[], shown: string | null): Line[] =>
  shown ? lines.map((line) => (typeof line === 'string' ? `${line}{+ }${shown}` : { ...line, t: `${line.t}{+ }${shown}` })) : [...lines];

/**
 * A thing of someone the parent named (editor's read 42: « le doudou perdu de Maël » told as the child's own doudou):
 * the child helps them find it and gives it back. A proper name only (the frame's kin ids are said by the reader).
 */
function otherOwner(world: GoalPlotWorld): Record<string, string> | null {
  const object = world.goal?.object;
  if (world.action !== 'find' || !object?.owner || !/^\p{Lu}/u.test(object.owner)) return null;
  const { singular, gender } = object.noun;
  const short = /^[aeiouyhéèêâî]/iu.test(singular) ? `l'${singular}` : `${gender === 'f' ? 'la' : 'le'} ${singular}`;
  // A typed name is data, never woven (writer-goal-courses-brief): the owner is said as the child's friend.
  return { owner: 'son ami', object: `${short} de son ami`, objectShort: short, goalAchievedBare: `avait aidé son ami à retrouver ${short}` };
}

export function goalPlot(world: GoalPlotWorld): Plot {
  const { action } = world;
  const other = otherOwner(world);
  const props = PROPS[action];
  const tries = PLAIN.tries[action];
  const pet = action === 'find' && PETS.test(world.goal?.object?.noun.id ?? '');
  const course = courseOf(world.goal ?? null, world) ?? (pet ? PET : null);
  const placeAttempts = tries.flatMap((attempt) => (action === 'overcome-fear' ? FEAR_SNAGS : placeSnags(world)).map((snag) => `${attempt}{+, mais |Mais }${snag}.`));
  return {
    id: `goal-${action}`,
    lights: course?.night ? { opening: 'day', problem: 'night', resolution: 'night' } : { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: props.pose,
    props: { opening: props.opening, problem: props.problem, resolution: props.resolution },
    captions: {
      opening: '{child} et {companion} commencent leur journée.',
      problem: '{child} et {companion} se lancent dans leur grand défi.',
      resolution: '{child} et {companion} ont réussi leur défi.',
    },
    // Titles that name the goal's thing, the companion or the place: two goal stories of one child then differ.
    titles: [
      '{?Le grand défi|Le pari|La grande mission} de {name}, {loc}',
      '{name} et {mcShort} {?ne lâchent rien|relèvent le défi}',
      '{name}, {mcShort} et {objectShort}',
      '{mcShort:cap} et le {?grand|drôle de} défi de {name}',
      'Le grand jour de {name}',
      '{?Un défi|Une aventure|Un pari} {?pour|rien que pour} {name}, {loc}',
      '{objectShort:cap}, {?le grand projet|l\'idée fixe} de {name}',
    ],
    setup: course?.setup ?? PLAIN.setup,
    problem: other
      ? PLAIN.ownerProblem
      : pet
        ? PLAIN.petProblem
        : PLAIN.problem,
    attempt1: course?.attempt1 ?? placeAttempts,
    attempt2: course?.attempt2 ?? [...companionSnags(world), ...PLAIN.attempt2Half.filter(() => companionSnags(world).length === 0)],
    turn: course?.turn ?? TURN,
    resolution: withShown(course?.resolution ?? PLAIN.resolutions[action], other ? PLAIN.ownerGiven : shownAfter(world.goal)),
    ending: PLAIN.endings,
    // A course's scenes are its own events: no stock pause or list of failed tries (editor's read 42: 8–10 padded).
    scenes: course ? course.scenes : PLAIN.scenes,
    talks: PLAIN.talks,
    // From 8: the second obstacle the first try causes, and the clue the turn pays off (plot.ts), the course's own or the place's.
    obstacle2: course ? course.obstacle2 : placeObstacles(world),
    clue: course ? course.clue : PLAIN.clue,
    // From 8, a helper after the second try: the course's own, else the plain one whose question leads back to the plain clue.
    helper: course ? course.helper : PLAIN.helper,
    ...(course ? { bring: course.bring, details: course.details, slots: { ...courseSlots(world, world.goal ?? null), ...other } } : other ? { slots: other } : {}),
  };
}
