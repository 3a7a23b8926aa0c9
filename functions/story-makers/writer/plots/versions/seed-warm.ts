import type { WholePlot } from './whole-plot';

/**
 * The magic seed, second telling (editor's read 38: the same sentences twice, kindness stated): water and
 * care do nothing, kind words said to the seed itself do nothing. In the setup the seed grew warm in the
 * child's pocket while the child helped a small one of the place; planted where the small ones pass, it
 * grows a leaf at each help given. Each detail is one world.
 */
export const SEED_WARM: WholePlot = {
  id: 'jardin-magique:chaude',
  titles: ['La graine qui avait chaud', '{name} et la graine {?tiède|chaude}', 'Un brin à chaque fois'],
  details: [
    { small: 'un scarabée tombé sur le dos', helped: 'le remit sur ses pattes', care: 'du terreau bien noir', spotHelp: 'au bord du chemin', bloom: "couverte de fleurs", _where: 'land' },
    { small: 'un scarabée tombé sur le dos', helped: 'le remit sur ses pattes', care: "un peu d'ombre sous une palme", spotHelp: 'au pied de la dune, là où tout le monde passait', bloom: "couverte de fleurs", _where: 'desert' },
    { small: 'un oisillon tout transi', helped: 'le réchauffa dans ses mains', care: 'une couverture de paille contre le froid', spotHelp: 'au bord du sentier de neige', bloom: "couverte de feuilles d'argent", _where: 'snow' },
    { small: 'une souris coincée derrière un meuble', helped: "l'aida à sortir", care: 'le pot le plus joli de la maison', spotHelp: "dans un pot, au pied de l'escalier", bloom: "couverte de fleurs", _where: 'indoors' },
    { small: 'un petit crabe coincé sous un caillou', helped: 'souleva le caillou', care: 'le sable le plus fin du récif', spotHelp: 'au bord du passage des poissons', bloom: "couverte de feuilles qui ondulaient", _where: 'water' },
    { small: 'un oisillon tombé de son nid', helped: 'le remit dans son nid', care: 'un pot tout en haut de la tour', spotHelp: "au pied du pont-levis, là où tout le monde passait", bloom: "couverte de fleurs", _where: 'air' },
    { small: 'un petit robot en panne', helped: 'le remit debout et rebrancha sa prise', care: 'la serre la plus éclairée de la station', spotHelp: 'dans un bac, au croisement des couloirs', bloom: "couverte de feuilles lumineuses", _where: 'space' },
  ],
  setup: [
    "{?En chemin|Un peu plus tôt}, {name} avait trouvé {small}, et {il} {helped}{+ : |}au même moment, dans sa poche, la graine magique était devenue toute tiède.",
    "La graine magique était dans la poche {g:du petit garçon|de la petite fille} quand {name} croisa {small}{+ ; |}{il} {helped}, et {?sentit|remarqua} la graine devenir tiède contre sa jambe.",
  ],
  problem: [
    "{name} planta la graine magique {?avec soin|tout doucement|bien profond}{+ : |}{?sur le sachet|sur l'étiquette}, on lisait « Je grandis avec… », le dernier mot effacé, mais {?le lendemain|au bout d'une journée}, rien n'avait bougé.",
  ],
  attempt1: [
    "{name} lui donna {care} et {?veilla sur elle|s'en occupa} {?matin et soir|toute la journée}{+, mais |Mais }la graine restait {?dure comme une bille|froide et fermée}{+ : |}{?ce n'était pas ce qu'elle attendait|ce n'était pas de ça qu'elle avait besoin}.",
  ],
  attempt2: [
    "{mcShort:cap} {n:se pencha|se penchèrent} sur la graine et lui {n:dit|dirent} des mots doux, {?tout bas|longtemps}{+, mais |Mais }{?rien|pas un frémissement}{+ : |}{?être gentil avec la graine elle-même ne la faisait pas pousser|la gentillesse pour elle seule ne la faisait pas grandir|les mots doux ne suffisaient pas}.",
  ],
  helper: [
    "{?Une vieille jardinière|Un vieux jardinier} {?s'arrêta devant le pot|regarda la terre}{+ ; |}{name} lui demanda pourquoi la graine ne poussait pas.{+ }« {?Elle a déjà été tiède|Elle s'est déjà réchauffée}, ta graine ? Quand donc ? »",
  ],
  obstacle2: [
    "Tout ce temps penché{g:|e} sur la graine, loin de tout le monde, ne lui avait pas réussi{+ : |}elle était devenue froide comme un caillou d'hiver.",
  ],
  valueActs: {
    partage: ['{name} partagea son goûter avec un passant affamé{+ : |}la graine, tout près, se fit toute tiède.'],
    entraide: ['{name} aida un passant à porter son sac{+ : |}la terre autour de la graine tiédit de nouveau.'],
    patience: ['{name} attendit {spotHelp} du matin au soir, à aider chaque passant l\'un après l\'autre.'],
    amitie: ['{name} s\'assit côte à côte avec {friend}, qui était tout{f:|e} seul{f:|e}{+ : |}et la graine frémit.'],
    gentillesse: ['{name} dit un mot gentil à chaque passant{+ : |}à chaque fois, la terre autour de la graine tiédissait.'],
    tolerance: ['Un passant à l\'air bourru s\'arrêta{+ : |}{name} l\'accepta comme les autres, sans juger sa mine différente, et la graine tiédit plus fort.'],
  },
  turn: [
    "{name} se souvint de la graine tiède dans sa poche, quand {il} avait aidé {small}{+ : |}{?ce n'était pas pour elle, la gentillesse|la gentillesse, ce n'était pas pour la graine|les mots doux, ce n'était pas pour elle}, c'était pour les autres.{+ }{il:cap} {?replanta|déplaça} la graine {spotHelp}, et resta à côté pour aider tous ceux qui passaient.",
  ],
  resolution: [
    "{?Un sac trop lourd|Un panier renversé}, {?un lacet défait|une porte trop dure}, {?un petit qui pleurait|quelqu'un qui s'était perdu}{+ : |}à chaque coup de main de {name}, un brin vert sortait.{+ }Le soir, la plante magique était plus haute que {duo}, {bloom}.",
  ],
  ending: [
    "{name} passa {?chaque jour|tous les matins} près de la plante{+ : |}{?elle avait un brin de plus chaque fois que quelqu'un avait reçu un coup de main|on pouvait compter sur ses brins les coups de main du jour}.",
    "Sous la plante magique, {?ceux qui passaient|les passants} s'arrêtaient pour {?s'aider les uns les autres|se donner un coup de main}{+, et |}{?elle ne s'arrêtait plus de grandir|elle grandissait encore}.",
  ],
  scenes: [
    "{name} {?colla l'oreille contre la terre|posa le doigt sur la terre}{+ : |}{?rien ne bougeait là-dessous|pas un bruit, pas une chaleur}.",
    "{mcShort:cap} {n:creusa|creusèrent} un petit trou pour voir la graine{+ : |}{?elle était là, toute ronde, toute froide|toujours la même, pas même une racine}.",
  ],
  talks: [
    "« Elle est peut-être morte ? » {n:demanda|demandèrent} {mcShort}.{+ }« Non, dit {name}. {?Elle attend quelque chose|Elle attend, c'est tout}. »",
  ],
};
