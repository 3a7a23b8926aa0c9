import type { WholePlot } from './whole-plot';

/**
 * The dragon's cake, third telling (editor's read 38: « le four, c'est lui » never staged, the cake simply
 * there): the giant mould fits no oven of the place, and a fire in the open, fanned by the companion, goes
 * out. The little dragon's hiccups of fire, seen in the setup, bake it: a surprise « bouh ! » under the
 * mould, hiccup after hiccup. Each detail is one world.
 */
export const CAKE_HICCUPS: WholePlot = {
  id: 'gateau-geant:hoquet',
  titles: ['Le hoquet du petit dragon', '{name} et le gâteau {?au hoquet|du hoquet}', 'Hic ! Un gâteau géant'],
  details: [
    { hiccupDid: 'fit griller toute une rangée de guimauves', oven: 'le four à pain du village', fire: "allumèrent un petit feu sous le moule", fireOut: "le feu s'éteignit", puff: 'une petite flamme', puffs: 'flammes', _where: 'land' },
    { hiccupDid: 'fit fondre le sable en une petite bille de verre', oven: 'le four de terre de l\'oasis', fire: "allumèrent un feu de branches sèches sous le moule", fireOut: "le feu s'éteignit", puff: 'une petite flamme', puffs: 'flammes', _where: 'desert' },
    { hiccupDid: 'fit fondre un bonhomme de neige jusqu\'aux bottes', oven: 'le poêle du chalet', fire: "allumèrent un feu sous le moule, dans la neige", fireOut: "le feu s'éteignit dans un nuage de vapeur", puff: 'une petite flamme', puffs: 'flammes', _where: 'snow' },
    { hiccupDid: 'fit roussir le coin d\'un tapis', oven: 'le four de la grande cuisine', fire: "posèrent le moule sur la cheminée du salon", fireOut: "les braises s'éteignirent", puff: 'une petite flamme', puffs: 'flammes', _where: 'indoors' },
    { hiccupDid: 'fit bouillir une bulle qui monta en sifflant', oven: 'la petite source chaude du fond', fire: "posèrent le moule au-dessus d'une fente d'eau chaude", fireOut: "la fente se boucha de sable", puff: 'une bulle brûlante', puffs: 'bulles brûlantes', _where: 'water' },
    { hiccupDid: 'fit dorer un nuage comme une meringue', oven: 'le four de la tour des cuisines', fire: "allumèrent un feu sous le moule, sur le rempart", fireOut: "le vent du souffle l'éteignit", puff: 'une petite flamme', puffs: 'flammes', _where: 'air' },
    { hiccupDid: 'fit rougir une plaque de métal', oven: 'le four de la station', fire: "posèrent le moule sur la plaque chauffante de la cuisine", fireOut: "la plaque se mit en sécurité et s'éteignit", puff: 'une petite flamme', puffs: 'flammes', _where: 'space' },
  ],
  setup: [
    "{?Le matin|Un peu plus tôt}, {name} avait croisé le petit cousin du Grand Dragon, qui avait le hoquet{+ : |}à chaque « hic », {puff} sortait, et l'une d'elles {hiccupDid}.",
  ],
  problem: [
    "{?C'était l'anniversaire du Grand Dragon, et il lui fallait un gâteau géant|Le Grand Dragon fêtait son anniversaire, et un dragon, ça mange un gâteau géant|Pour l'anniversaire du Grand Dragon, il fallait un gâteau géant, à sa taille}{+ : |}{duo} préparèrent une pâte {?énorme|de quoi remplir une baignoire} et la versèrent dans un moule {?grand comme une roue de charrette|aussi large qu'une table}.",
  ],
  attempt1: [
    "{duo:cap} {?portèrent|poussèrent} le moule jusqu'{oven:a}{+, mais |Mais }il ne rentrait même pas à moitié{+ : |}rien, ici, n'était fait pour un gâteau de dragon.",
  ],
  attempt2: [
    "{duo:cap} {fire}{+ ; |}{mcShort} {n:voulut|voulurent} {?aider|faire plus chaud} et {n:souffla|soufflèrent} dessus{+, mais |Mais }{?trop fort|d'un souffle trop grand}{+ : |}{fireOut}, et la pâte resta {?crue|toute froide}.",
  ],
  helper: [
    "{?Une vieille cuisinière|Un vieux cuisinier} qui avait {?déjà|autrefois} cuit pour des dragons {?passait par là|s'arrêta}{+ ; |}{name} lui demanda où cuire un gâteau aussi grand.{+ }« {?Un gâteau de dragon|Un gâteau aussi grand} cuit sur quel feu, à ton avis ? Tu en as peut-être déjà vu un aujourd'hui. »",
  ],
  obstacle2: [
    "À force de pousser le moule dans tous les sens, la pâte commençait à retomber{+ : |}si elle ne cuisait pas bientôt, tout serait à recommencer.",
  ],
  valueActs: {
    partage: ['{name} partagea la cuillère de pâte crue avec le petit cousin, hoquet compris.'],
    entraide: ['{name} aida {mcShort} à tenir le moule bien droit pendant la dernière cuillerée.'],
    amitie: ['{name} promit au petit cousin de manger la plus belle part ensemble.'],
    gentillesse: ['{name} consola le petit cousin, tout honteux de son hoquet{+ : |}« Ton hoquet, c\'est notre four ! »'],
    tolerance: ['{name} ne se moqua pas du hoquet du petit cousin{+ : |}pour {g:lui|elle}, c\'était un talent différent, un vrai.'],
  },
  turn: [
    "{name} pensa au petit cousin et à son hoquet de {puffs}{+ : |}un feu de dragon, juste assez petit.{+ }{il:cap} alla le chercher, le fit asseoir sous le moule, et lui fit « Bouh ! » {?par surprise|sans prévenir}{+ : |}le hoquet repartit de plus belle.",
  ],
  resolution: [
    "« Hic ! » {puff}, « hic ! » une autre{+ : |}le gâteau géant cuisait, doré {?et gonflé|d'un bout à l'autre}.{+ }Le soir, le Grand Dragon découvrit le gâteau et souffla ses bougies, {?les yeux mouillés|tout ému}.",
  ],
  ending: [
    "Le petit cousin eut droit à la première part{+, et |}{?son hoquet s'arrêta net|il n'eut plus jamais le hoquet de la soirée}.",
    "{name} rentra {?avec le moule vide|le moule sous le bras}, encore tiède{+ : |}il sentait le gâteau {?et un peu le grillé|et la vanille}.",
  ],
  scenes: [
    "{duo:cap} {?cassèrent|comptèrent} les œufs{+ : |}{?quarante, cinquante, et encore dix|un panier entier, puis un deuxième}.",
    "{name} {?goûta|lécha} la pâte sur la cuillère{+ : |}{?crue, elle était déjà bonne|elle sentait la vanille}.",
  ],
  talks: [
    "« Et s'il arrête d'avoir le hoquet ? » {n:demanda|demandèrent} {mcShort}.{+ }« Alors on lui fera encore peur, {?répondit|dit} {name}. Gentiment. »",
  ],
};
