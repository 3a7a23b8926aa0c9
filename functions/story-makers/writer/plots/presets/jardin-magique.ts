import type { Plot } from '../plot';
import { TELLING_EVENTS } from '../preset-versions';

export const jardinMagique: Plot = {
  id: 'jardin-magique',
  lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
  problemPose: 'working',
  props: { opening: ['seed'], problem: ['seed', 'watering-can'], resolution: ['magic-plant', 'sprout'] },
  captions: {
    opening: '{child} et {companion} découvrent une graine magique.',
    problem: '{child} arrose une graine qui ne pousse pas.',
    resolution: 'Une plante magique a poussé, immense et fleurie, devant {child} et {companion}.',
  },
  titles: ['La graine magique de {name}', '{name} et la graine de gentillesse', 'La plante qui aimait les mots doux', 'Une graine pour {mcShort}'],
  setup: [
    "{?Ce matin-là|Ce jour-là|Au réveil}, {name} trouva une graine qui brillait comme une bille{+ : |}sur une étiquette minuscule, on lisait : « Je grandis avec… », et le dernier mot était effacé.",
    "{mcShort:cap} {n:apporta|apportèrent} une graine {?dorée|argentée|toute ronde}{+ : |}« Elle est magique, {n:dit|dirent}-{c:il|elle|ils|elles}, mais personne ne sait la faire pousser. »",
  ],
  problem: [
    "{name} planta la graine {locShort}{+, et |}{?attendit|patienta}.{+ }Rien. {?Pas la moindre petite pousse|Pas même une feuille|Pas un brin de vert}.",
    "La graine restait {?dure et muette|immobile, toute dure} dans la terre{+ : |}« Et si elle ne poussait {?jamais|pas du tout} ? » {?s'inquiéta|soupira} {name}.",
  ],
  attempt1: [
    "{name} l'arrosa {?avec un grand arrosoir|à grands seaux}{+, mais |Mais }trop d'eau {?noya la terre|fit une flaque de boue}{+ : |}la graine ne {?bougea|broncha} pas.",
    { t: "{name} mit la graine en plein soleil{+, mais |Mais }la chaleur ne suffit pas{+ : |}la graine attendait autre chose.", needs: { indoors: false } },
  ],
  attempt2: [
    "{name} aida {friend} à porter un panier trop lourd{+ : |}derrière {g:lui|elle}, une toute petite pousse sortit de terre.",
    "En consolant {friend} qui pleurait, {name} entendit un petit craquement{+ : |}une pousse verte pointait son nez, puis s'arrêta.",
  ],
  turn: [
    "{name} comprit{+ : |}la graine grandissait à chaque {?gentillesse|geste gentil}.{+ }Alors {il} {?remercia, aida, partagea|aida {mcShort}, dit merci, partagea son goûter}, et la pousse {?grandit à chaque fois|gagnait un centimètre à chaque geste}.",
    "« C'est la gentillesse qui la fait pousser ! » s'écria {name}.{+ }{il:cap} dit un mot doux à chacun{+, et |}la tige monta, monta.",
  ],
  resolution: [
    "Avant le soir, la plante magique était plus haute qu'une maison{+ : |}ses fleurs s'ouvraient à chaque merci.",
    "La pousse devint une plante magique couverte de fleurs qui sentaient {?le miel|la fraise|la vanille}{+ : |}la graine avait grandi, grâce à toutes ces gentillesses.",
    // Without flowers, for the places where none grows (snow, the seabed, space): the world model keeps the two above out.
    "Avant le soir, la plante magique était plus haute qu'une maison{+ : |}ses feuilles de cristal tintaient à chaque merci.",
    "La pousse devint une plante magique aux feuilles {?d'argent|de cristal|dorées}, qui brillaient au moindre mot doux{+ : |}la graine avait grandi, grâce à toutes ces gentillesses.",
  ],
  ending: [
    "Depuis, {name} arrose sa plante magique avec des mots doux{+, et |}elle ne cesse de fleurir.",
    "Sous la plante magique, tout le monde venait s'asseoir{+ : |}c'était {?l'arbre de la gentillesse|le coin des mots gentils|l'endroit préféré de tous}.",
  ],
  ...TELLING_EVENTS['jardin-magique'],
  scenes: [
    "{name} colla son oreille contre la terre{+ : |}{?on aurait dit que la graine attendait quelque chose|il lui sembla entendre un tout petit soupir|la graine dormait, mais d'un sommeil léger}.",
    '{duo:cap} construisirent un petit abri de feuilles pour la graine{+, au cas où |Au cas où }il ferait froid.',
    "Chaque fois qu'on riait près d'elle, la pousse frissonnait{+ : |}{?elle aimait la bonne humeur|les rires lui faisaient du bien|on aurait dit qu'elle riait aussi}.",
  ],
  talks: [
    "« {?Tu crois qu'elle nous entend|Elle nous écoute, tu crois|Les graines, ça entend} ? » demanda {mcShort}.{+ }« {?Parlons-lui gentiment, au cas où|Parlons-lui doucement, on ne sait jamais|Dans le doute, soyons gentils} », {?répondit|dit} {name}.",
    '« Qu\'est-ce qui fait grandir une graine magique ? » demanda {name}.{+ }« Pas seulement l\'eau », {n:répondit|répondirent} {mcShort}.',
  ],
};
