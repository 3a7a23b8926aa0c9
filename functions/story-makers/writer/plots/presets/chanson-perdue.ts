import type { Plot } from '../plot';
import { PRESET_VERSIONS } from '../preset-versions';

export const chansonPerdue: Plot = {
  id: 'chanson-perdue',
  versions: PRESET_VERSIONS['chanson-perdue'],
  lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
  problemPose: 'searching',
  props: { opening: ['village-houses'], problem: ['music-notes', 'village-houses'], resolution: ['music-notes', 'village-houses'] },
  captions: {
    opening: '{child} et {companion} arrivent là où plus personne ne chante.',
    problem: '{child} et {companion} cherchent des notes de musique envolées.',
    resolution: 'Tout le monde chante avec {child} et {companion}.',
  },
  // Who forgot the song, as the place has them (editor's read 36: a miller's village in a space station).
  details: [
    { folkAt: 'au village', folkAll: 'tout le village', folkKids: 'les enfants du village', _where: 'land' },
    { folkAt: 'au village', folkAll: 'tout le village', folkKids: 'les enfants du village', _where: 'snow' },
    { folkAt: 'au campement', folkAll: 'tout le campement', folkKids: 'les enfants du campement', _where: 'desert' },
    { folkAt: 'ici', folkAll: 'tout le monde ici', folkKids: "les enfants d'ici", _where: 'indoors' },
    { folkAt: 'sur le récif', folkAll: 'tout le récif', folkKids: 'les petits poissons du récif', _where: 'water' },
    { folkAt: 'dans la station', folkAll: 'toute la station', folkKids: 'les enfants de la station', _where: 'space' },
    { folkAt: 'dans les nuages', folkAll: 'tout le peuple des nuages', folkKids: 'les enfants des nuages', _where: 'air' },
  ],
  titles: ['La chanson perdue', '{name} et les notes envolées', 'La chanson oubliée', 'Qui se souvient de la chanson ?'],
  setup: [
    "{?Ce matin-là|Ce jour-là|Au lever du jour}, le silence régnait {folkAt}{+ : |}personne ne chantait plus.",
    "{folkAt:cap}, chaque matin, on chantait une vieille chanson{+, mais |Mais }ce matin-là, il n'y avait que le silence.",
  ],
  problem: [
    "{folkAll:cap} avait oublié la chanson{+ : |}on se souvenait de l'air, un peu, mais plus des notes.{+ }Sans elle, {?les fleurs ne s'ouvraient plus|les volets restaient fermés|plus personne ne souriait}.",
    "« La chanson s'est envolée », soupira {?la vieille meunière|le vieux boulanger|la maîtresse d'école}.{+ }Ses notes s'étaient éparpillées partout {locShort}.",
  ],
  attempt1: [
    "{name} essaya de la fredonner{+, mais |Mais }{il} ne connaissait que le début{+ : |}{?la-la-la… et puis plus rien|trois notes, et puis le trou|un petit bout, pas plus}.",
    "{ils:cap} demandèrent au boulanger{+, mais |Mais }il mélangeait la chanson avec {?une comptine|une berceuse|une chanson à boire}.",
  ],
  attempt2: [
    "{ils:cap} trouvèrent une note {hiding}{+, puis |Puis }une autre {hiding2}{+ : |}deux notes, c'était un début, mais pas une chanson.",
    "{friend:cap} se souvenait d'un morceau du refrain{+, mais |Mais }le couplet manquait toujours.",
  ],
  turn: [
    "{name} {?comprit|eut une idée|se frappa le front}{+ : |}chacun {folkAt} se souvenait d'un petit bout.{+ }Il suffisait de les mettre ensemble.",
    "{name} écouta {sound}{+ : |}c'était le même air !{+ }La nature s'en souvenait, elle.",
  ],
  resolution: [
    "Chacun chanta son petit morceau, l'un après l'autre{+, et |}la chanson revint tout entière.{+ }{folkAll:cap} la {?chanta en chœur|reprit d'une seule voix|chanta jusqu'au dernier couplet}.",
    "Note après note, la chanson se reforma{+ : |}{?les fleurs s'ouvrirent|les volets s'ouvrirent|les sourires revinrent}, et {folkAll} se mit à chanter.",
  ],
  ending: [
    "Pour ne plus jamais l'oublier, on écrivit la chanson sur {?la porte de l'école|le mur de la mairie|un grand tableau}{+, et |}{name} la fredonna tout le long du chemin.",
    "Le soir, la chanson retrouvée flottait encore au-dessus des toits.",
  ],
  scenes: [
    'Une note s\'était cachée dans la cheminée du forgeron{+ : |}elle en sortit toute noire de suie, mais elle sonnait juste.',
    "{name} nota chaque morceau sur un papier{+ : |}{?do, mi, sol, et un petit silence|ré, fa, la, et une note tenue|sol, sol, do, et un soupir}.",
    "{?{folkKids:cap}|Une ribambelle d'enfants|Deux petits voisins} suivaient {name} {?en tapant dans leurs mains|en sautillant|en fredonnant}.",
  ],
  talks: [
    "« {?Tu te souviens du début|Tu te rappelles comment ça commence|Ça commençait comment, déjà} ? » demanda {name}.{+ }« Je crois que ça fait {?la-la-li|tra-la-lou|dou-di-dou}… » essaya {mcShort}.",
    "« {?Et si on ne la retrouvait jamais|Et si elle était partie pour toujours|Et si personne ne s'en souvenait} ? » demanda {mcShort}.{+ }« {?Une chanson, ça ne se perd pas vraiment|Une chanson, ça se cache, ça ne disparaît pas|Quelqu'un s'en souvient forcément} », {?répondit|dit} {name}.",
  ],
};
