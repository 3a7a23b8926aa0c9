import { DAYTIME, LAND, type WholePlot } from './whole-plot';

/**
 * The dragon's cake, second telling: the giant cake cannot be carried to the dragon's home. The letter of
 * the setup says his home is as warm as an oven; the child's idea is to carry the ingredients and bake there.
 */
export const CAKE_CARRIED: WholePlot = {
  id: 'gateau-geant:porter',
  titles: ['Un gâteau trop lourd', '{name} et le gâteau du Grand Dragon', 'Le gâteau qui ne passait pas'],
  setup: [
    { t: "{?Ce matin-là|De bon matin}, une lettre arriva, toute chaude{+ : |}« Venez fêter mon anniversaire ce soir, chez moi, de l'autre côté {passage:de}. Chez moi, il fait chaud comme dans un four. Le Grand Dragon. »", needs: { light: DAYTIME } },
    { t: "{mcShort:cap} {n:apporta|apportèrent} une lettre encore tiède{+ : |}le Grand Dragon {?invitait|attendait} tout le monde ce soir, chez lui, {?derrière|au-delà de} {passage}.{+ }« {?Chez moi, il fait chaud comme dans un four|Mon antre est chaud comme un four} », {?avait-il écrit|écrivait-il}.", needs: { light: DAYTIME } },
  ],
  problem: [
    "Pour un dragon, il fallait un gâteau géant{+ : |}{duo} préparèrent une pâte {?énorme|immense}. Le four de la maison la cuisit {?tout l'après-midi|des heures durant}, {?d'une seule pièce|par petits morceaux}.",
    "« {?Il lui faut un gâteau géant|Il faudrait un gâteau géant}, {?dit|décida} {name}. {?Aussi grand que lui|Grand comme un dragon}. »{+ }{duo:cap} préparèrent la pâte, {?des seaux entiers|de quoi remplir une baignoire}, et le gâteau cuisit {?jusqu'au soir|longtemps}.",
  ],
  attempt1: [
    "Le gâteau était {?magnifique|superbe}{+, mais |Mais }{?quand {duo} voulurent le soulever|pour l'emporter}, {?impossible|rien à faire}{+ : |}il pesait plus lourd {?qu'un piano|qu'un rocher}, et {?la porte était bien trop étroite|le passage était bien trop étroit} pour lui.",
    "{duo:cap} {?essayèrent|tentèrent} de {?porter|soulever} le gâteau{+, mais |Mais }{?il ne bougea pas d'un pouce|il était lourd comme un rocher}{+ : |}{?et {passage} était encore loin|et il restait {passage} à traverser}.",
  ],
  attempt2: [
    "{name} eut l'idée de le rouler sur une planche{+, mais |Mais }{?au premier cahot|dès le départ}, l'étage du haut {?glissa|bascula} et {?s'écrasa par terre|s'aplatit comme une crêpe}{+ : |}{?un gâteau géant ne voyageait pas|un gâteau, ça ne se transporte pas si loin}.",
    "{duo:cap} {?coupèrent|découpèrent} le gâteau en morceaux pour le porter{+, mais |Mais }{?les morceaux s'émiettaient|tout tombait en miettes} {?à chaque pas|en chemin}{+ : |}{?il n'en resterait rien à l'arrivée|on n'arriverait qu'avec des miettes}.",
  ],
  helper: [
    { t: "{?Un vieux boulanger|Une vieille boulangère} {?passait avec sa charrette|rentrait de sa tournée}{+ ; |}{name} lui demanda comment on porte un gâteau géant.{+ }« {?Et chez ton dragon|Et là-bas, chez le dragon}, comment est-ce ? Relis donc sa lettre. »", needs: { medium: LAND } },
  ],
  obstacle2: [
    "En forçant, {duo} avaient fendu le gâteau{+ : |}une grande fissure le traversait, et au moindre choc, il tomberait en morceaux.",
  ],
  valueActs: {
    partage: ['{name} partagea les miettes tombées avec {mcShort}{+ : |}au moins, elles ne seraient pas perdues.'],
    entraide: ['{name} prit les sacs les plus lourds, {mcShort} les plus légers{+ : |}ensemble, chacun selon ses bras.'],
    amitie: ['{name} ne laissa pas {mcShort} porter le dernier sac tout seul{+ : |}ils le portèrent ensemble, comme le reste.'],
    gentillesse: ['{name} glissa doucement une bougie de plus dans les sacs, « pour porter bonheur au Grand Dragon ».'],
    'respect de la nature': ['{name} ramassa jusqu\'à la dernière miette du gâteau fendu, pour ne rien laisser traîner.'],
  },
  turn: [
    "{name} relut la lettre{+ : |}« Chez moi, il fait chaud comme dans un four ».{+ }« {?On ne porte pas le gâteau|Ne portons pas le gâteau}, dit {name}. On porte la farine, les œufs, le sucre. Le four, c'est chez lui. »",
    "{name} se rappela la lettre {?encore tiède|toute chaude}{+ : |}chez le Grand Dragon, il faisait chaud comme dans un four.{+ }{il:cap} {?remplit|chargea} des sacs {?de farine, d'œufs et de sucre|de tout ce qu'il fallait}, {?légers à porter|faciles à porter}, pour faire le gâteau {?là-bas|sur place}.",
  ],
  resolution: [
    "{?Chez le Grand Dragon|De l'autre côté}, dans l'antre tout chaud, {duo} cuisirent les étages un à un, {?et les empilèrent|et les posèrent l'un sur l'autre}{+ : |}le gâteau géant était prêt juste à temps.{+ }Le Grand Dragon souffla les bougies, {?tout doucement|d'un petit souffle}.",
    "Dans l'antre, il faisait si chaud que {?chaque étage|chaque gâteau} cuisait en un clin d'œil{+ : |}{?bientôt|en peu de temps}, un gâteau géant {?montait|se dressait} jusqu'au plafond.{+ }« {?Joyeux anniversaire|Bon anniversaire}, Grand Dragon ! »",
  ],
  ending: [
    "Le Grand Dragon mangea {?le dernier étage|la dernière part} {?les yeux fermés|sans rien laisser}{+, et |}{name} rentra avec les sacs vides, {?légers comme des plumes|pliés sous le bras}.",
    "{?Depuis, chaque année|Depuis, à chaque anniversaire}, {name} apportait les sacs{+, et |}le Grand Dragon {?chauffait son antre|préparait son four}.",
  ],
  scenes: [
    "{duo:cap} {?décorèrent|couvrirent} le gâteau de {?cerises|fraises}{+ : |}{?tout un panier|des centaines}, {?jusqu'au dernier étage|du bas jusqu'en haut}.",
    "{mcShort:cap} {n:goûta|goûtèrent} un coin du gâteau{+ : |}« {?Il est délicieux… mais si lourd|Délicieux ! Et lourd comme tout} ! »",
    "{name} {?alla regarder|mesura des yeux} {passage}{+ : |}{?jamais un gâteau géant n'y passerait|c'était bien trop étroit pour un gâteau géant}.",
    "{name} {?fouetta|mélangea} la crème {?pendant des heures|jusqu'à en avoir mal au bras}{+ : |}{?un saladier, puis deux, puis trois|de quoi couvrir une montagne}.",
    "{duo:cap} {?comptèrent|posèrent} les bougies{+ : |}{?cent, deux cents|des centaines}, {?une par année du Grand Dragon|une pour chaque année du Grand Dragon}.",
    "{mcShort:cap} {n:voulut|voulurent} {?pousser|tirer} le gâteau {?{c:tout seul|toute seule|tout seuls|toutes seules}|d'un coup}{+ : |}{?il ne bougea pas d'un doigt|rien ne bougea}, et {mcShort} {n:s'assit|s'assirent} {?par terre|pour souffler}, {c:tout rouge|toute rouge|tout rouges|toutes rouges}.",
  ],
  talks: [
    "« Et si le Grand Dragon n'aimait pas le gâteau ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Un gâteau cuit chez lui|Un gâteau qui sent sa maison}, il l'aimera », {?répondit|dit} {name}.",
    "« Comment on va le porter jusque là-bas ? » demanda {name}.{+ }« {?Je ne sais pas|Aucune idée}, {n:avoua|avouèrent} {mcShort}. {?Il est plus lourd que nous deux|Même à dix, on n'y arriverait pas}. »",
  ],
};
