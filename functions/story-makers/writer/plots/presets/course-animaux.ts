import type { Plot } from '../plot';
import { HAS_IDEA } from '../wordings';

export const courseAnimaux: Plot = {
  id: 'course-animaux',
  lights: { opening: 'morning', problem: 'day', resolution: 'day' },
  problemPose: 'worried',
  props: { opening: ['race-flags'], problem: ['race-flags', 'footprints'], resolution: ['finish-line', 'race-flags'] },
  captions: {
    opening: '{child} et {companion} arrivent au départ de la grande course, parmi les drapeaux.',
    problem: '{child} s\'arrête au milieu de la course.',
    resolution: '{child} et {companion} franchissent la ligne d\'arrivée ensemble.',
  },
  titles: ['La grande course de {name}', 'Tous ensemble jusqu\'à l\'arrivée', '{name} et la course {locShort}', 'Une course pas comme les autres'],
  setup: [
    "{?Ce matin-là|Dès le matin|De bonne heure}, des {?drapeaux|fanions|rubans} {?flottaient partout|claquaient au-dessus du chemin|dansaient de tous côtés}{+ : |}c'était {?le jour de la grande course|le grand jour de la course|enfin le jour de la course}{?| {locShort}| tant attendue}.",
    "{?Au petit matin|Ce jour-là|Très tôt}, {?tout le monde se pressait|tous les coureurs se pressaient|une foule de coureurs se pressait} sur la ligne de départ{+, et |}{name} {?sautillait d'impatience|trépignait de joie|ne tenait plus en place}.",
  ],
  problem: [
    "Au signal, {?tout le monde partit|la course commença|les coureurs s'élancèrent}{+, et |}{name} prit vite {?de l'avance|la tête|quelques longueurs d'avance}.{+ }Mais derrière, {friend} avait trébuché et restait tout{f:|e} seul{f:|e}.",
    "{?La course commença|Le départ fut donné|C'était parti}{+ : |}« {?On ne gagne que si|On gagne seulement si|Le but, c'est que} {?tout le monde arrive ensemble|chacun arrive au bout|personne ne reste derrière} », avait dit {?l'arbitre|celui qui donnait le départ|le chef de la course}.{+ }Mais {friend} était déjà loin derrière.",
  ],
  attempt1: [
    { t: "{name} voulut porter {friend} sur son dos{+, mais |Mais }{f:il|elle} était trop lourd{f:|e}{+ : |}{ils} avancèrent {?trois pas|quelques pas|deux pas à peine} et s'assirent, {?essoufflés|tout rouges|à bout de souffle}.", needs: { medium: ['land'] } },
    { t: "{name} tira {friend} par la main{+, mais |Mais }le courant les repoussait{+ : |}nager à deux, ce n'était pas si simple.", needs: { medium: ['water'] } },
    { t: "{name} tira {friend} par la main{+, mais |Mais }on ne va pas vite à deux quand on flotte dans tous les sens.", needs: { medium: ['air', 'space'] } },
  ],
  attempt2: [
    "{ils:cap} avancèrent ensemble, {?doucement|pas à pas|sans se presser}{+, mais |Mais }devant {eux} se dressait {passage}.{+ }Les autres {?l'avaient déjà passé|étaient déjà de l'autre côté|avaient filé depuis longtemps}.",
    "{duo:cap} repartirent avec {friend}{+, mais |Mais }les coureurs de tête {?arrivaient déjà près de la ligne|voyaient déjà l'arrivée|filaient loin devant}.",
  ],
  turn: [
    `{name} ${HAS_IDEA}{+ : |}« {?Donnons-nous la main|Tenons-nous par la main|Prends ma main}, et avançons au même rythme ! »{+ }{?Pas après pas|Petit à petit|Un pas, puis un autre}, {ils} trouvèrent la cadence.`,
    "{name} {?s'arrêta et appela les autres|fit demi-tour en appelant les autres|s'arrêta net et fit de grands signes}{+ : |}« {?La course|Gagner|Le vrai but}, c'est {?de finir tous ensemble|d'arriver tous ensemble|de n'oublier personne} ! »{+ }Un à un, les coureurs {?revinrent les aider|firent demi-tour|vinrent leur prêter main-forte}.",
  ],
  resolution: [
    "{?Main dans la main|Côte à côte|Bras dessus, bras dessous}, {name}, {mcShort} et {friend} franchirent la ligne d'arrivée en même temps que {?tous les autres|tout le monde|les autres coureurs}.{+ }{?Tout le monde avait fini, ensemble|Personne n'était resté derrière|Chacun était arrivé au bout}.",
    "{?La ligne d'arrivée approchait|L'arrivée était tout près|Plus que quelques mètres}{+ : |}{ils} {?la passèrent|franchirent la ligne|arrivèrent} tous ensemble, {?en riant|en chantant|les bras levés}.{+ }{?Personne n'était arrivé seul|Personne n'avait été oublié|Aucun coureur n'était resté en arrière}.",
  ],
  ending: [
    "{?Ce jour-là|À l'arrivée|Pour finir}, la coupe {?fut donnée|fut remise|revint} à {?tout le monde à la fois|tous les coureurs ensemble|chacun}{+ : |}c'était la course où {?chacun avait fini avec les autres|personne n'avait fini seul|tout le monde avait gagné ensemble}.",
    "{friend:cap} avait encore {?du sable|de la poussière|des traces de terre} sur les genoux{+, mais |Mais }{f:il|elle} souriait{+ : |}personne ne l'avait laissé{f:|e} derrière.",
  ],
  scenes: [
    "{?Les supporters|Les spectateurs|Les familles} {?tapaient dans leurs mains|agitaient des foulards|criaient de joie}{+ : |}« {?Allez, allez|Courage|Plus vite} ! »",
    "À mi-parcours, on distribuait {?de l'eau fraîche|des quartiers d'orange|des gobelets d'eau}{+ : |}{name} en donna d'abord {friend:a}.",
    "{mcShort:cap} {n:montrait|montraient} le chemin{+, et |}{name} {?encourageait ceux qui ralentissaient|aidait ceux qui traînaient|attendait les plus lents}.",
  ],
  talks: [
    "« On va perdre, {?à cause de moi|par ma faute|et c'est ma faute} », soupira {friend}.{+ }« {?On ne perd pas quand on finit ensemble|Ensemble, personne ne perd|Arriver ensemble, c'est déjà gagner|Tant qu'on finit, on a gagné} », {?répondit|dit} {name}.",
    "« {?Tu n'as plus de souffle|Tu veux souffler un peu|Tu veux t'arrêter} ? » demanda {name} {friend:a}.{+ }« Un peu, mais je continue ! » dit {friend}.",
  ],
};
