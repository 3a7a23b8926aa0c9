import type { WholePlot } from './whole-plot';

/**
 * After the storm, fourth telling: the storm has torn the boat's sail to ribbons; thread from the house
 * gives way at the first gust and the companion cannot hold the pieces up. The webs that came through the
 * same storm whole (seen in the setup) bring the new friends: their weavers sew the sail with their silk.
 * Each detail is one world, only those where a boat fits (plots/index.ts keeps the preset's own craft elsewhere).
 */
export const STORM_WEBS: WholePlot = {
  id: 'tempete:toiles',
  titles: ['La voile de soie', '{name} et les tisserandes', 'Une voile cousue de fils d\'argent'],
  details: [
    { boat: 'le petit bateau à voile du lac', weavers: 'les araignées du hangar', webWhere: "entre les poutres", on: 'sur le lac', gust: "le vent", _where: 'land' },
    { boat: 'le petit bateau volant du château', weavers: 'les araignées des tours', webWhere: "entre les créneaux", on: 'entre les nuages', gust: "la bourrasque", _where: 'air' },
  ],
  setup: [
    "Après la tempête, {name} avait remarqué une chose étrange{+ : |}{weavers} n'avaient rien perdu{+ ; |}pas un fil ne manquait à leurs toiles, {webWhere}, perlées de gouttes.",
  ],
  problem: [
    "La tempête avait arraché la voile {boat:de} et l'avait déchirée en longues bandes{+ : |}{boat} restait au bord, {?sans rien pour avancer|incapable de partir}.",
  ],
  attempt1: [
    "{name} recousit les bandes avec du fil de la maison{+, mais |Mais }au premier souffle {gust:de}, le fil craqua {?de partout|point après point}, et la voile se déchira de nouveau.",
  ],
  attempt2: [
    "{mcShort:cap} {n:voulut|voulurent} tenir les morceaux de voile {?à bout de bras|bien tendus}, pour faire une voile vivante{+, mais |Mais }{gust} {?tira si fort|souffla si fort} que tout s'envola, {mcShort} {n:faillit|faillirent} partir avec.",
  ],
  helper: [
    "{?Une vieille marinière|Un vieux marin} qui réparait ses filets {?les vit ramasser les morceaux|regarda la voile en lambeaux}{+ ; |}{name} lui demanda quel fil tiendrait au vent.{+ }« Et qu'est-ce qui a tenu, cette nuit, quand tout cassait ? »",
  ],
  obstacle2: [
    "En se déchirant une deuxième fois, la voile s'était effilochée sur les bords{+ : |}les bandes ne se touchaient plus, et il faudrait un fil capable de remplir aussi les vides.",
  ],
  valueActs: {
    entraide: ['{name} tint la voile bien tendue pendant que {weavers} tissaient{+ : |}ensemble, ils avançaient deux fois plus vite.'],
    patience: ['{name} attendit sans bouger que {weavers} aient fini leur toile{+ : |}on ne dérange pas une tisserande au travail.'],
    gentillesse: ['{name} dit merci {weavers:a} d\'un mot doux pour chaque bande cousue.'],
    tolerance: ['{mcShort:cap} {n:avait|avaient} peur des araignées{+ : |}{name} {n:lui|leur} montra qu\'elles étaient différentes, mais ne voulaient que tisser, et {mcShort} {n:osa|osèrent} s\'approcher.'],
    'respect de la nature': ['{name} passa sous les toiles {webWhere} sans casser un seul fil.'],
  },
  turn: [
    "{name} pensa aux toiles {webWhere}, intactes après toute une nuit de tempête{+ : |}voilà un fil qui tenait.{+ }{il:cap} alla trouver {weavers} et leur montra la voile en morceaux{+ : |}« Vous voulez bien nous aider ? »",
  ],
  resolution: [
    "{weavers:cap} tissèrent toute la journée d'une bande à l'autre{+ : |}{?la voile brillait de fils d'argent|des fils d'argent couraient partout sur la voile}.{+ }{gust:cap} souffla, la voile se gonfla sans craquer, et le bateau repartit {on}, réparé.",
  ],
  ending: [
    "{name} fit le tour {on} avec {weavers} à bord{+ ; |}{?dans la lumière du soir|dans le soir qui tombait}, la voile brillait comme une toile perlée de rosée.",
    "Le soir, {name} {?remercia|salua} {weavers}{+, et |}{?la voile garda ses fils d'argent|on ne changea jamais la voile}.",
  ],
  scenes: [
    "{duo:cap} {?ramassèrent|rassemblèrent} les bandes de voile {?une à une|partout}{+ : |}{?sept|neuf} longues bandes, {?trempées|froissées} et {?déchirées|effilochées}.",
    "{name} {?tira|testa} sur un fil de la maison{+ : |}il cassa {?tout de suite|sans même forcer}.",
  ],
  talks: [
    "« Il faudra une voile toute neuve ? » {n:demanda|demandèrent} {mcShort}.{+ }« Non, dit {name}. Il faut seulement un fil plus solide. »",
  ],
};
