import { type WholePlot } from './whole-plot';

/**
 * The hidden treasure, third telling: the map says only « là où ça sonne creux ». Digging under the
 * biggest landmark finds solid ground, and knocking everywhere is drowned by the companion's cheering.
 * The setup plants the sound a hollow thing makes (a box that answers « bong », a full one « toc »);
 * the child asks for silence, taps with a pebble and listens. Each detail is one world.
 */
export const TREASURE_HOLLOW: WholePlot = {
  id: 'tresor-cache:creux',
  titles: ['Là où ça sonne creux', '{name} et le trésor qui répondait', 'Toc, toc… bong !'],
  details: [
    { ground: 'la terre', spot: 'le plus gros rocher', tried: 'creusèrent au pied du plus gros rocher', box: 'sa vieille boîte à biscuits', tool: 'un caillou', reach: 'creusa', treasure: 'une boîte pleine de lettres et de dessins d\'autrefois', _where: 'land' },
    { ground: 'le sable', spot: 'la plus grosse dune', tried: 'creusèrent au pied de la plus grosse dune', box: 'sa gourde', tool: 'un caillou', reach: 'creusa', treasure: 'des graines de toutes les couleurs, de quoi faire fleurir tout un pays', _where: 'desert' },
    { ground: 'la neige tassée', spot: 'le plus gros bonhomme de neige', tried: 'creusèrent sous le plus gros bonhomme de neige', box: 'sa gourde', tool: 'un caillou', reach: 'creusa', treasure: 'une boussole qui montrait toujours le chemin de la maison', _where: 'snow' },
    { ground: 'le plancher', spot: 'le plus grand tapis', tried: 'cherchèrent sous le plus grand tapis', box: 'sa vieille boîte à biscuits', tool: 'une cuillère', reach: 'souleva une latte', treasure: 'un carnet rempli d\'histoires inventées', _where: 'indoors' },
    { ground: 'le fond de sable', spot: 'le plus gros rocher', tried: 'creusèrent au pied du plus gros rocher', box: 'une vieille bouteille', tool: 'un coquillage', reach: 'creusa', treasure: 'une boîte pleine de lettres et de dessins d\'autrefois', _where: 'water' },
    { ground: 'le sol du nuage', spot: 'la plus haute tour', tried: 'cherchèrent au pied de la plus haute tour', box: 'sa vieille boîte à biscuits', tool: 'une cuillère', reach: 'ouvrit une trappe', treasure: 'des graines de toutes les couleurs, de quoi faire fleurir tout un pays', _where: 'air' },
    { ground: 'le sol de métal', spot: 'la plus grosse antenne', tried: 'cherchèrent au pied de la plus grosse antenne', box: 'sa gourde', tool: 'une clé', reach: 'dévissa une plaque', treasure: 'une boussole qui montrait toujours le chemin de la maison', _where: 'space' },
  ],
  setup: [
    "{?Le matin même|Un peu plus tôt|Au petit déjeuner}, {name} avait {?tapé du doigt sur|toqué sur|fait tambouriner ses doigts sur} {box}{+ : |}pleine, elle faisait « toc »{+ ; |}vide, elle faisait « bong », {?un son rond qui tremblait longtemps|un drôle de son qui résonnait|comme une petite cloche}.",
  ],
  problem: [
    "{duo:cap} {?trouvèrent|dénichèrent} une vieille carte{+ : |}{?pas de croix, pas de chemin, seulement une phrase|aucun dessin, juste quelques mots tout tremblés|ni croix ni flèche, rien qu'une ligne écrite} : « Le trésor dort là où ça sonne creux. »",
  ],
  attempt1: [
    "{duo:cap} {tried}, {?car un trésor devait dormir sous ce qu'il y avait de plus gros|parce que c'était forcément là}{+, mais |Mais }{?dessous|en dessous}, tout était dur et plein{+ : |}{?rien du tout|pas le moindre trésor|pas l'ombre d'un coffre}.",
  ],
  attempt2: [
    "{duo:cap} {?frappèrent alors partout du poing|tapèrent ici et là, de plus en plus vite}{+, mais |Mais }{mcShort} {n:criait|criaient} « {?Ici ? Ici ?|C'est là ? C'est là ?} » à chaque coup, {?si fort qu'on n'entendait plus rien|à en couvrir tous les bruits}{+ : |}{?tous les coups se ressemblaient|bientôt, tous les coups se ressemblaient|à la fin, tous les coups se ressemblaient}.",
  ],
  helper: [
    "{?Une vieille dame|Un vieil homme} les regardait {?chercher|frapper}{+ ; |}{name} lui {?montra|lut} la phrase de la carte.{+ }« {?Et creux, ça sonne comment|Comment sonne une chose creuse}, à ton avis ? »",
  ],
  turn: [
    "{name} {?repensa à|se souvint de} {box}{+ : |}{?vide, elle faisait « bong »|une boîte vide chantait « bong »}.{+ }« Chut, tout le monde ! » {il:cap} prit {tool}, colla son oreille contre {ground} et tapa, {?doucement, un pas après l'autre|tout doucement, en avançant pas à pas}.",
  ],
  resolution: [
    "{?Toc, toc, toc… et puis « bong »|Toc… toc… et « bong »}, {?un son rond qui tremblait|le bruit de la boîte vide}{+ : |}{name} {reach} juste là et trouva un petit coffre{+ : |}dedans, {treasure}.",
  ],
  ending: [
    "{name} rangea la carte avec le trésor{+ ; |}{?depuis, {il} tapait sur tout ce qu'{il} trouvait, juste pour écouter|{il} savait maintenant écouter ce qui se cache}.",
  ],
  scenes: [
    "{name} tapa sur {ground} près {spot:de}{+ : |}« toc », un son court, sans rien derrière.",
    "{mcShort:cap} {n:voulut|voulurent} taper aussi, mais {n:riait|riaient} à chaque coup{+ : |}impossible d'écouter.",
  ],
  talks: [
    "« Et si le trésor n'existait pas ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?La carte ne dit pas où|La carte ne le dit pas|Pas d'endroit sur la carte}, {?dit|répondit} {name}. {?Elle dit comment écouter|Elle apprend à écouter|Elle explique comment chercher avec les oreilles}. »",
  ],
};
