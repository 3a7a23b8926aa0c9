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



/** What each action tries first, and why the place makes it fail. */
const TRIES: Record<GoalAction, string[]> = {
  learn: ['{name} tenta {skill:de}', '{name} se lança pour {skill}'],
  'overcome-fear': ['{name} voulut regarder {fear} bien en face', '{name} essaya de ne plus penser {fear:a}', '{name} se répéta qu\'{il} n\'avait pas peur {fear:de}'],
  find: ['{duo:cap} cherchèrent {objectShort} {hiding}', '{name} fouilla {hiding} pour trouver {objectShort}'],
  make: ['{duo:cap} se mirent au travail pour faire {object}', '{name} commença {object}'],
  repair: ['{name} voulut réparer {objectShort} tout de suite', '{duo:cap} se penchèrent sur {objectShort} pour le réparer'],
  grow: ['{name} planta {object} {locShort}', '{duo:cap} semèrent de quoi faire pousser {object}'],
  help: ['{name} voulut aider {objectShort} tout de suite', '{duo:cap} s\'approchèrent doucement {objectShort:de}'],
  deliver: ['{duo:cap} prirent {objectShort} et se mirent en route', '{name} emballa {objectShort} avec soin'],
  travel: ['{duo:cap} se mirent en route pour aller {destinationLoc}', '{duo:cap} partirent pour aller {destinationLoc}'],
  win: ['{name} s\'entraîna pour {objectShort}', '{duo:cap} se préparèrent pour {objectShort}'],
  celebrate: ['{duo:cap} {?commencèrent à préparer|se mirent à préparer|préparèrent} la fête', '{name} {?fit|dressa|écrivit} la liste de tout ce qu\'il {?fallait|faudrait} pour la fête'],
  befriend: ['{name} s\'approcha {?des autres|du groupe|des enfants} pour {?dire bonjour|se présenter|faire connaissance}', '{name} {?voulut|essaya de|tenta de} se joindre à un jeu'],
  discover: ['{duo:cap} partirent explorer {locShort}', '{name} s\'avança pour voir ce qui se cachait {locShort}'],
};

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
  if (world.motion === 'walks' && world.medium === 'land') snags.push('{mcShort:cap} {n:trotta|trottèrent} devant {?pour montrer le chemin|en éclaireur|pour ouvrir la voie}{+, mais |Mais }{?ce n\'était pas le bon|il fallut faire demi-tour}.');
  if (world.hands) snags.push('{mcShort:cap} {n:tendit|tendirent} {?les mains|les bras} {?pour aider|pour donner un coup de main|sans hésiter}{+, mais |Mais }{?tout {n:lui|leur} échappa des mains|c\'était bien trop lourd}.');
  else snags.push('{mcShort:cap} {?{n:voulut|voulurent} donner un coup de main|{n:proposa|proposèrent} un coup de main}{+, mais |Mais }{?sans mains|sans la moindre main|sans doigts pour attraper}, {?ce n\'était pas commode|tout glissait}.');
  if (world.qualities.includes('petit')) snags.push('{mcShort:cap} {n:était|étaient} bien trop {c:petit|petite|petits|petites} pour {?s\'en sortir seul{c:|e|s|es}|aider beaucoup}.');
  if (world.qualities.some((quality) => ['timide', 'peureux'].includes(quality))) snags.push("{mcShort:cap} n'{n:osait|osaient} pas trop s'approcher{+ : |}{?c'était impressionnant|tout était si nouveau}.");
  if (world.qualities.some((quality) => ['lent', 'endormi'].includes(quality))) snags.push('{mcShort:cap} {n:bâilla|bâillèrent} et {n:prit|prirent} tout son temps{+ : |}à ce train-là, on n\'y serait jamais.');
  if (world.qualities.includes('maladroit')) snags.push('{mcShort:cap} {n:voulut|voulurent} aider{+, mais |Mais }{c:il|elle|ils|elles} {n:renversa|renversèrent} tout au passage.');
  return snags;
}


const TURN: Line[] = [
  "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}{?et si c'était la solution|et si ça pouvait servir|est-ce que ça pouvait aider} ?",
  `{name} ${HAS_IDEA}{+ : |}{?au lieu de tout faire d'un coup|plutôt que de se dépêcher}, {ils} {?iraient pas à pas|feraient un petit bout à la fois}.`,
  '{name} se souvint {?de ce que disait toujours sa famille|d\'un conseil de sa maman|d\'un conseil de son papa}{+ : |}« {?Doucement, on va loin|Un pas après l\'autre|Quand on essaie ensemble, ça marche} ».',
];

/** The resolution: the goal achieved, exactly. */
const RESOLUTIONS: Record<GoalAction, string[]> = {
  learn: [
    "{?Et puis, d'un coup|Et soudain|Enfin|Tout à coup}, {name} {goalAchieved}{+ ! |}{?{mcShort:cap} {n:applaudit|applaudirent} de toutes {n:ses|leurs} forces|Quelle fierté|{il:cap} n'en revenait pas}.",
    "Cette fois, ce fut la bonne{+ : |}{name} savait {skillFull} !{+ }{?{mcShort:cap} {n:sauta|sautèrent} de joie|Tout le monde applaudit}.",
  ],
  'overcome-fear': [
    "{name} regarda {fear} bien en face{+ : |}{?la peur s'était envolée|la peur était partie}.{+ }« {?Je n'ai plus peur|Même pas peur} ! » dit-{il}.{+ }{il:cap} n'avait plus peur {fear:de}.",
    "{?Alors|Et là|À ce moment-là}, {name} comprit qu'{il} n'avait plus peur {fear:de}{+ : |}{?{il:cap} se sentait brave et tranquille|son cœur battait calmement}.",
  ],
  find: [
    "{objectShort:cap} {oEtait} là, {shelter}{+ ! |}{name} {?avait retrouvé|venait de retrouver} {object}.",
    // A sentence with its verb (editor's read 37: « Là, tout à coup le chat, dans un grand fauteuil »).
    "{?Et voilà|Enfin|Soudain}, {objectShort} {oEtait} là, {shelter}{+ ! |}{duo:cap} avaient retrouvé {object}.",
  ],
  make: [
    "{name} {?posa la dernière touche|ajouta le dernier morceau|recula d'un pas pour regarder}{+ : |}{objectShort} {oEtait} terminé{oAgree}{+ ! |}{name} {goalAchieved}.",
    "{?À la fin|Quelques heures plus tard|Au bout d'un long moment}, {objectShort} {oEtait} prêt{oAgree}{+ : |}{name} {goalAchieved}, avec l'aide {mcShort:de}.",
  ],
  repair: [
    "{?Un dernier tour de vis|Un dernier coup de main|Un dernier effort}{+, et |}{objectShort} {oEtait} réparé{oAgree}{+ ! |}{?Tout fonctionnait comme au premier jour|Ça marchait de nouveau|On aurait dit du neuf}.",
    "{objectShort:cap} {oEtait} de nouveau en état de marche{+ : |}{name} {goalAchieved}.",
  ],
  grow: [
    "{?Jour après jour|Petit à petit|Semaine après semaine}, {objectShort} {oAvait} poussé{+ : |}{name} {goalAchieved}.",
    "{?Un beau matin|Enfin|Un jour}, {objectShort} {oAvait} bien poussé{+ ! |}{name} n'en croyait pas ses yeux.",
  ],
  help: [
    "{?Et voilà|Petit à petit|À force de patience}, {objectShort} {oEtait} {helpState}{+ : |}{name} {goalAchieved}.",
    "{name} {goalAchieved}{+ : |}{objectShort} {oEtait} {helpState}, et {?remerciait tout le monde|ne cessait de dire merci}.",
  ],
  deliver: [
    "{?Au bout du chemin|Juste à temps|Sans rien abîmer}, {name} {?remit|tendit|apporta} {objectShort} {beneficiary:a}{+ : |}{?quel sourire|quelle joie|quelle surprise} !",
    "{duo:cap} arrivèrent juste à temps{+ : |}{name} {goalAchieved}.",
  ],
  travel: [
    "{?Après un long voyage|Au bout du chemin|Au bout du voyage}, {duo} arrivèrent {destinationLoc}{+ ! |}{?Quel voyage|Quelle vue|Quelle joie}.",
    '{?Après bien des efforts|Au bout du voyage|Un beau matin}, {duo} posèrent le pied {destinationLoc}{+ : |}{name} {goalAchieved}.',
  ],
  win: [
    "{?Le résultat tomba|On annonça le résultat|Le moment de vérité arriva}{+ : |}{duo} avaient gagné {objectShort} !{+ }{?Tout le monde applaudit|Quelle victoire|Quelle joie}.",
    '{name} {?fit de son mieux|donna tout ce qu\'{il} avait|ne lâcha rien}{+, et |}{duo} finirent premiers{+ : |}{ils} avaient gagné {objectShort} !',
  ],
  celebrate: [
    "{?Le moment venu|À la tombée du jour|À l'heure dite}, la fête commença {locShort}{+ : |}{name} {goalAchieved}.",
    "Tout était prêt{+, et |}la fête fut magnifique{+ : |}{name} {goalAchieved}.",
  ],
  befriend: [
    "{?À la fin de la journée|Le soir venu|Bientôt}, {name} s'était fait {friendsMade}{+ : |}{?on riait|on jouait|on parlait} tous ensemble.",
    '{name} {goalAchieved}{+ : |}{?tout le monde jouait ensemble|les rires fusaient de partout}.',
  ],
  discover: [
    '{name} découvrit {discovered}{+ : |}{?personne ne l\'avait vu depuis cent ans|quelle merveille|{duo} n\'en revenaient pas}.',
    "{?Et là|Enfin|Tout au bout}, {duo} découvrirent {discovered}{+ ! |}{?Quel secret|Quelle surprise|Quelle merveille}.",
  ],
};




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

export function goalPlot(world: GoalPlotWorld): Plot {
  const { action } = world;
  const props = PROPS[action];
  const tries = TRIES[action];
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
    problem: pet ? PLAIN.petProblem : PLAIN.problem,
    attempt1: course?.attempt1 ?? placeAttempts,
    attempt2: course?.attempt2 ?? [...companionSnags(world), ...PLAIN.attempt2Half.filter(() => companionSnags(world).length === 0)],
    turn: course?.turn ?? TURN,
    resolution: withShown(course?.resolution ?? RESOLUTIONS[action], shownAfter(world.goal)),
    ending: PLAIN.endings,
    scenes: course ? [...course.scenes, ...PLAIN.scenes.slice(0, 2)] : PLAIN.scenes,
    talks: PLAIN.talks,
    ...(course ? { bring: course.bring, helper: course.helper, details: course.details, slots: courseSlots(world, world.goal ?? null) } : {}),
  };
}
