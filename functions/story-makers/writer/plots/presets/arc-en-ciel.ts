import type { Plot } from '../plot';
import { TELLING_EVENTS } from '../preset-versions';
import { HAS_IDEA } from '../wordings';

export const arcEnCiel: Plot = {
  id: 'arc-en-ciel',
  lights: { opening: 'day', problem: 'day', resolution: 'day' },
  problemPose: 'worried',
  props: { opening: ['grey-rainbow'], problem: ['grey-rainbow', 'paint-pots'], resolution: ['rainbow'] },
  captions: {
    opening: '{child} et {companion} découvrent un arc-en-ciel tout gris.',
    problem: '{child} et {companion} cherchent des couleurs avec des pots de peinture.',
    resolution: '{child} et {companion} admirent un arc-en-ciel éclatant au-dessus d\'eux.',
  },
  titles: ['{name} et l\'arc-en-ciel gris', 'Les couleurs perdues', 'Un arc-en-ciel pour {name}', 'Qui a volé les couleurs ?'],
  setup: [
    "Après la pluie, un arc-en-ciel se leva {locShort}{+, mais |Mais }il était gris, gris comme {?un vieux chiffon|une souris|un jour sans soleil}.",
    "{name} attendait l'arc-en-ciel{+ : |}quand il apparut enfin, il n'avait plus une seule couleur.",
  ],
  problem: [
    "{?Sans couleurs|Tout gris|Privé de ses couleurs}, l'arc-en-ciel pleurait {?de petites gouttes grises|des larmes couleur de cendre|à grosses gouttes}.{+ }« {?Mes couleurs sont parties|On m'a pris mes couleurs|Je n'ai plus de couleurs|Mes couleurs se sont envolées|Je ne sais plus où sont mes couleurs} », gémit-il.",
    "Tout autour, les choses pâlissaient aussi{+ : |}{?les fleurs, les fruits|les jouets, les maisons|les fruits, les ballons}, même le {colour} préféré de {name}.",
  ],
  attempt1: [
    "{name} essaya de peindre l'arc-en-ciel avec des pots de peinture{+, mais |Mais }il était bien trop haut{+ : |}la peinture coulait sur ses mains.",
    "{duo:cap} soufflèrent sur l'arc-en-ciel pour {?chasser le gris|en faire partir le gris}{+, mais |Mais }{?le gris|la grisaille} revenait {?aussitôt|toujours|de plus belle}.",
  ],
  attempt2: [
    "{ils:cap} trouvèrent {?une goutte|un peu|une tache} de rouge {hiding}{+ : |}l'arc-en-ciel {?rosit un peu|se teinta de rose}, mais {?six couleurs manquaient encore|il en manquait encore six|le reste était toujours gris}.",
    "Le jaune revint grâce à {?une fleur de tournesol|un citron bien mûr|un bouton d'or}{+, mais |Mais }les autres couleurs restaient cachées.",
  ],
  turn: [
    "{name} comprit{+ : |}ce qu'on donne de bon cœur ne perd pas ses couleurs.{+ }{il:cap} tendit vers le ciel son dessin préféré, tout {colour}, et une bande de {colour} remonta dans l'arc.",
    `{name} ${HAS_IDEA}{+ : |}« Donnons chacun quelque chose de notre couleur préférée ! »{+ }Un à un, les amis tendirent vers le ciel {?un ruban, une fleur, une plume|un foulard, une bille, un crayon}, et chaque couleur remonta dans l'arc.`,
  ],
  resolution: [
    "Rouge, orange, jaune, vert, bleu, indigo, violet{+ : |}les sept couleurs remontèrent une à une, et l'arc-en-ciel brilla de tout son éclat.",
    "D'un coup, l'arc-en-ciel se gonfla de couleurs{+ : |}il était plus beau qu'il ne l'avait jamais été.",
  ],
  ending: [
    "L'arc-en-ciel coloré resta longtemps dans le ciel{+, comme |Comme }un grand sourire.",
    "Il restait une trace de {colour} sur la main de {name}{+ : |}un souvenir de l'arc-en-ciel retrouvé.",
  ],
  ...TELLING_EVENTS['arc-en-ciel'],
  scenes: [
    "{duo:cap} rangèrent les couleurs retrouvées dans {?des petits pots|des bocaux|une boîte à trésors}{+ : |}{?rouge cerise, vert pomme, bleu de mer|jaune citron, rose bonbon, vert sapin|orange carotte, bleu nuit, violet prune}.",
    'Une fleur grise demanda de l\'aide{+ : |}{name} lui raconta le soleil, et un peu de jaune revint sur ses pétales.',
    '{mcShort:cap} {n:compta|comptèrent} sur {n:ses|leurs} doigts{+ : |}« {?Il en faut sept|Sept couleurs à retrouver|Sept, il en faut sept}, {?et pas une seule pour l\'instant|et le gris partout|et nous n\'en avons encore aucune} ! »',
  ],
  talks: [
    "« {?Tu crois qu'un arc-en-ciel peut être triste|Un arc-en-ciel, ça peut pleurer|Il a l'air malheureux, non} ? » demanda {mcShort}.{+ }« {?Celui-là, oui|On dirait bien|Je crois que oui} », {?répondit|dit} {name}.",
    "« {?Quelle est ta couleur préférée|Tu préfères quelle couleur|C'est quoi, ta couleur à toi} ? » demanda {name}.{+ }« {?Toutes|Toutes à la fois|Impossible de choisir} ! » s'exclama {mcShort}.",
  ],
};
