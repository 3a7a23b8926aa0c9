import type { WholePlot } from './whole-plot';

/**
 * After the storm, third telling (editor's read 38: the boat told as a train with a boat's lines): a boat
 * where a boat fits (on land and the flying one of the clouds: elsewhere the story keeps the preset's own
 * craft, plots/index.ts), a hole the place's own stuff cannot plug, and the place's builders, seen at work
 * in the setup, who become the new friends and plug it their way. Each detail is one world (`_where`).
 */
export const STORM_BUILDERS: WholePlot = {
  id: 'tempete:batisseurs',
  titles: ['Les bâtisseurs {?du bord de l\'eau|du coin}', '{name} et le bateau troué', 'Un trou dans la coque'],
  details: [
    { boat: 'le petit bateau de la rivière', water: 'la rivière', flow: "l'eau", onWater: 'sur la rivière', builders: 'les castors', buildersDid: 'bouchaient les fentes de leur barrage avec de la boue et des brindilles', plug: 'de la boue et des brindilles', tried: 'une poignée de feuilles', triedWhy: 'le courant les arracha aussitôt', _where: 'land' },
    { boat: 'le petit bateau volant du château', water: 'les nuages', flow: 'le vent', onWater: 'entre les nuages', builders: 'les hirondelles des tours', buildersDid: 'bâtissaient leur nid avec de la terre mouillée et des brins de paille', plug: 'de la terre mouillée et de la paille', tried: 'un coussin', triedWhy: "le vent l'emporta par-dessus les remparts", _where: 'air' },
  ],
  setup: [
    "{?La veille|Juste avant l'orage}, {name} avait passé un long moment à regarder {builders}, qui {buildersDid}.",
    "{?Chaque jour|Chaque matin}, {name} regardait travailler {builders}, qui {buildersDid}, sans jamais se presser.",
  ],
  problem: [
    "Dans la nuit, la tempête souffla si fort qu'elle cassa {boat}{+ : |}au matin, il y avait un trou dans la coque, {?grand comme une main|gros comme un poing}.",
    "La tempête avait cassé {boat}{+ : |}{?un trou s'ouvrait|on voyait un trou} dans la coque, et {flow} passait {?par là|à gros bouillons}.",
  ],
  attempt1: [
    "{name} boucha le trou avec {tried}{+, mais |Mais }{triedWhy}.",
  ],
  attempt2: [
    { t: "{mcShort:cap} {n:cloua|clouèrent} une planche sur le trou{+, mais |Mais }la planche était plate et la coque toute ronde{+ : |}{flow} passait {?par les côtés|tout autour}.", needs: { hands: true } },
    { t: "{mcShort:cap} {n:appuya|appuyèrent} de tout {n:son|leur} poids sur une planche posée contre le trou{+, mais |Mais }la coque était ronde et la planche plate{+ : |}{flow} passait {?par les côtés|tout autour}.", needs: { hands: false } },
  ],
  helper: [
    "En cherchant une autre planche, {name} croisa {?une vieille batelière|un vieux batelier} qui regardait le trou en hochant la tête{+ ; |}{name} lui demanda ce qui n'allait pas.{+ }« Regarde bien la forme du trou. Qu'est-ce qui prend toutes les formes ? »",
  ],
  // From 8 (issue 26): the second obstacle the first try caused, and the chosen values lived with what this telling holds.
  obstacle2: [
    "En se penchant pour rattraper {tried}, {name} {?appuya sur|prit appui sur} le bord du trou{+ : |}le bois fendu craqua, et le trou s'agrandit {?d'un bon doigt|encore}.",
  ],
  valueActs: {
    partage: ['{name} partagea son goûter avec {builders}, qui avaient travaillé toute la nuit, eux aussi.'],
    entraide: ['{name} aida {builders} à rassembler {plug}{+ : |}{il} leur passait chaque poignée.'],
    patience: ['{name} attendit longtemps, à regarder {builders} travailler sans les déranger, pour comprendre comment ils s\'y prenaient.'],
    amitie: ['{name} promit {builders:a} de revenir les aider à son tour{+ : |}ensemble, c\'était le début d\'une amitié.'],
    gentillesse: ['{name} dit merci {builders:a} un par un, même le plus petit, qui n\'avait presque rien porté.'],
    'respect de la nature': ['{name} fit le tour du chantier {builders:de} sur la pointe des pieds, pour n\'en rien abîmer.'],
  },
  turn: [
    "{name} pensa {builders:a}, qui {buildersDid}{+ : |}boucher un trou, {builders} savaient faire.{+ }{il:cap} {?courut les trouver|alla les voir} et leur montra la coque.",
    "« {builders:cap} ! » {?s'écria|dit} {name}. Boucher les fentes, c'était leur métier.{+ }{il:cap} {?alla frapper à leur porte|les appela} et leur expliqua tout.",
  ],
  resolution: [
    "{builders:cap} vinrent {?tous|avec toute leur famille} et bouchèrent le trou avec {plug}{+ : |}{?à midi|le soir même}, le bateau repartit {onWater}.",
    "{builders:cap} se mirent au travail{+ : |}{plug}, une couche, puis une autre, jusqu'à ce que le trou de la coque soit réparé.{+ }Le bateau {?flotta|navigua} de nouveau {onWater}.",
  ],
  ending: [
    "{name} fit le premier tour {onWater} avec {builders} à bord{+, et |}la coque {?tint bon|resta sèche}.",
    "Le lendemain, {name} retourna voir {builders}{+ : |}cette fois, {il} {?les aida à leur chantier|leur porta de quoi bâtir}.",
  ],
  scenes: [
    { t: "{duo:cap} {?vidèrent|écopèrent} l'eau du bateau avec un seau{+ : |}{?un seau, deux seaux, dix seaux|seau après seau}, et l'eau revenait toujours.", needs: { medium: ['land', 'water', 'air'] } },
    "{name} passa la main sur la coque{+ : |}on sentait le bord du trou, tout déchiqueté.",
    "{mcShort:cap} {n:compta|comptèrent} les dégâts{+ : |}un trou, une rame {?perdue|cassée}, et un banc {?fendu|à moitié arraché}.",
  ],
  talks: [
    "« On ne pourra plus jamais naviguer ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Si|Bien sûr que si|On naviguera}, dit {name}. {?Il faut seulement trouver ce qui bouche|Quelque chose bouche le passage, c'est tout|Il suffit de trouver ce qui coince}. »",
  ],
};
