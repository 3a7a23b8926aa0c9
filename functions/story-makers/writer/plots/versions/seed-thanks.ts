import type { WholePlot } from './whole-plot';

/**
 * The magic seed, third telling: the sprout stops at one leaf; more care droops it, and the companion and
 * the little friend tugging at the same tool over it make it worse. The setup showed it stretch when the
 * friend handed back what the child had dropped: it grows on help given between two, so the child has
 * them care for it together. Each detail is one world.
 */
export const SEED_THANKS: WholePlot = {
  id: 'jardin-magique:merci',
  titles: ['La pousse qui aimait les mercis', '{name} et la pousse {?têtue|qui attendait}', 'Merci, et un brin de plus'],
  details: [
    { tool: "l'arrosoir", care: "trois arrosoirs d'eau", bloom: 'couverte de fleurs', _where: 'land' },
    { tool: "l'arrosoir", care: "trois arrosoirs d'eau de l'oasis", bloom: 'couverte de fleurs', _where: 'desert' },
    { tool: "l'arrosoir", care: 'de la neige fondue, un bol après l\'autre', bloom: "couverte de feuilles d'argent", _where: 'snow' },
    { tool: "l'arrosoir", care: "trois arrosoirs d'eau tiède", bloom: 'couverte de fleurs', _where: 'indoors' },
    { tool: "la pelle à sable", care: "trois pelletées de sable fin", bloom: 'couverte de feuilles qui ondulaient', _where: 'water' },
    { tool: "l'arrosoir", care: "trois arrosoirs d'eau de pluie", bloom: 'couverte de fleurs', _where: 'air' },
    { tool: 'la pipette', care: "trois pipettes d'eau de la serre", bloom: 'couverte de feuilles lumineuses', _where: 'space' },
  ],
  setup: [
    "{name} avait fait tomber son bonnet{+ ; |}{friend} le ramassa et le lui tendit, et à côté, dans son pot, la petite pousse de la graine magique se déplia d'un cheveu.",
  ],
  problem: [
    "{name} avait planté la graine magique{+ : |}elle avait fait un seul brin vert, {?et puis plus rien|puis s'était arrêtée}.{+ }{?Ça ne ressemblait pas à une plante magique|Une graine magique, ça devait grandir}.",
  ],
  attempt1: [
    "{name} lui donna {care}{+, mais |Mais }le brin {?se pencha|s'affaissa} {?au lieu de grandir|un peu plus}{+ : |}{?trop de soin, et il pliait|il n'avait pas besoin de ça}.",
  ],
  attempt2: [
    "{mcShort:cap} et {friend} voulurent {?s'occuper de|soigner} la pousse en même temps{+ : |}tout le monde tirait {tool} de son côté{+, et |}le pauvre brin se recroquevilla {?un peu plus|tout à fait}.",
  ],
  helper: [
    "{?Une vieille jardinière|Un vieux jardinier} {?s'arrêta devant le pot|regarda le brin}{+ ; |}{name} lui demanda ce qu'il manquait à la pousse.{+ }« Et elle, pour qui pousse-t-elle, à ton avis ? »",
  ],
  obstacle2: [
    "Le brin plié s'était couché dans la terre mouillée{+ : |}s'il restait ainsi, il pourrirait avant le soir.",
  ],
  valueActs: {
    partage: ['{name} partagea {tool} avec {friend}, chacun son tour{+ : |}le brin se redressa un peu.'],
    entraide: ['{name} aida {friend} à remettre la terre en place{+ : |}le brin se déplia d\'un cheveu.'],
    patience: ['{name} attendit toute une heure, sans toucher à la pousse{+ : |}le brin se redressa tout seul.'],
    amitie: ['{name} et {friend} s\'assirent côte à côte pour veiller la pousse{+ : |}à deux, le temps passait plus vite.'],
    gentillesse: ['{name} dit merci à {friend} pour le bonnet ramassé{+, et |}le brin se déplia d\'un cheveu.'],
    'respect de la nature': ['{name} prit soin de remettre autour du brin la terre que l\'eau avait emportée.'],
  },
  turn: [
    "{name} se rappela le bonnet ramassé, et la pousse qui s'était dépliée à ce moment-là{+ : |}elle grandissait quand quelqu'un aidait quelqu'un.{+ }{il:cap} donna {tool} à {friend} et demanda à {mcShort} de tenir le pot{+ : |}« Chacun aide l'autre. »",
  ],
  resolution: [
    "{friend:cap} soigna la pousse pendant que {mcShort} tenait le pot{+, et |}les deux se dirent merci{+ : |}un brin sortit, puis un autre à chaque merci.{+ }Le soir, la plante magique était plus haute que {name}, {bloom}.",
  ],
  ending: [
    "{friend:cap} revint le lendemain{+, et |}{?à deux|avec {mcShort}}, {f:il|elle} tint le pot à son tour{+ : |}{?deux brins de plus|une branche de plus}.",
    "{name} garda le bonnet sur la plus haute branche{+ : |}{?c'était là que tout avait commencé|sans lui, la pousse dormirait encore}.",
  ],
  scenes: [
    "{name} {?mesura|regarda} la pousse {?avec un bâton|de tout près}{+ : |}{?pas plus haute qu'un doigt|un brin, toujours un seul}.",
    "{mcShort:cap} {n:chanta|chantèrent} une chanson à la pousse{+ : |}{?le brin ne bougea pas|rien, pas un frisson}.",
  ],
  talks: [
    "« Elle est fâchée ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Non|Je ne crois pas}, dit {name}. Elle attend qu'on fasse quelque chose {?ensemble|à deux}. »",
  ],
};
