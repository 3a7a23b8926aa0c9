import type { Plot } from '../plot';
import { PRESET_VERSIONS, TELLING_EVENTS } from '../preset-versions';

export const livreMagique: Plot = {
  id: 'livre-magique',
  versions: PRESET_VERSIONS['livre-magique'],
  lights: { opening: 'day', problem: 'dusk', resolution: 'night' },
  problemPose: 'searching',
  // The tale in the book: its hero is met in the first chapter (the clue, from 8) and the turn finds his ending.
  details: [
    { tale: "d'un chevalier en papier qui avait perdu son cheval", taleHero: 'le chevalier en papier', taleEnd: 'le chevalier en papier retrouve son cheval, et tout le monde rentre au château' },
    { tale: "d'un petit loup qui cherchait sa maman", taleHero: 'le petit loup', taleEnd: 'le petit loup retrouve sa maman' },
    { tale: "d'un roi fâché avec un dragon", taleHero: 'le roi', taleEnd: "le roi et le dragon font la paix autour d'un gâteau" },
  ],
  props: { opening: ['magic-book'], problem: ['magic-book', 'quill'], resolution: ['magic-book', 'quill'] },
  captions: {
    opening: '{child} et {companion} ouvrent un grand livre qui parle.',
    problem: '{child} et {companion} cherchent la fin du livre, une plume à la main.',
    resolution: 'Le livre magique se referme, heureux, entre {child} et {companion}.',
  },
  titles: ['Le livre qui parlait', '{name} et la fin de l\'histoire', 'La dernière page', 'Un livre pour {name}'],
  setup: [
    "{?Ce jour-là|Cet après-midi-là|Un beau jour}, un gros livre tomba d'une étagère{+ : |}« Aïe ! » dit le livre.{+ }Un livre qui parlait !",
    "{name} ouvrit un vieux livre {hiding}{+, et |}une petite voix sortit des pages{+ : |}« {?Enfin, quelqu'un|Ah, te voilà|Bonjour, lecteur} ! »",
  ],
  problem: [
    "« Ma fin s'est envolée », pleurait le livre.{+ }Les dernières pages étaient toutes blanches{+ : |}son histoire ne finissait plus.",
    "Le livre tourna ses pages tout seul jusqu'à la fin{+ : |}il n'y avait plus rien, que du blanc.{+ }« {?Aidez-moi à retrouver ma fin|Rendez-moi ma fin, s'il vous plaît|Sans fin, je ne suis qu'un début} ! »",
  ],
  attempt1: [
    "{name} écrivit une fin {?au crayon|à la craie|au feutre}{+, mais |Mais }{?les mots s'effacèrent aussitôt|l'encre pâlit et disparut|les lettres fondirent sous ses yeux}{+ : |}{?ce n'était pas la bonne|le livre n'en voulait pas|ce n'était pas sa fin à lui}.",
    "{ils:cap} cherchèrent la fin sous les étagères{+, mais |Mais }il n'y avait que de la poussière et {?un marque-page oublié|une vieille carte postale|un bouton perdu}.",
  ],
  attempt2: [
    "Une page s'était glissée {hiding2}{+ : |}c'était bien un morceau de la fin, mais il manquait le dernier mot.",
    "Les personnages du livre sortirent un par un pour aider{+, mais |Mais }aucun ne savait comment l'histoire se terminait.",
  ],
  turn: [
    "{name} relut l'histoire {?depuis le début|page après page|du premier au dernier mot}{+ : |}{?tous les indices étaient là|tout était déjà écrit, en petits indices}.{+ }« Je sais comment elle finit{+ : |}{taleEnd} ! »",
    "{name} prit une plume{+ : |}« La fin, ce sont les personnages qui la choisissent. »{+ }{il:cap} demanda {taleHero:a} ce qu'il voulait vraiment, lui qu'on avait laissé sans fin.",
  ],
  resolution: [
    "La plume glissa sur la page{+, et |}les mots restèrent, cette fois.{+ }Le livre soupira de bonheur{+ : |}il avait retrouvé la fin de son histoire.",
    "Le dernier mot apparut tout seul, en lettres dorées{+ : |}« Fin ».{+ }Le livre magique se referma doucement, tout heureux.",
  ],
  ending: [
    "Le livre magique retrouva sa place sur l'étagère{+, et |}parfois, la nuit, on l'entend se raconter son histoire jusqu'au bout.",
    "Sur la dernière page, on pouvait maintenant lire le prénom de {name}, écrit {?en tout petit|en lettres d'or|tout en bas}.",
  ],
  ...TELLING_EVENTS['livre-magique'],
  scenes: [
    "{taleHero:cap} sauta de la page {?douze|trente|sept}{+ : |}« {?Je ne sais toujours pas comment je finis|Ma fin, c'est aussi la mienne|Sans fin, je tourne en rond} ! »",
    '{name} suivit une phrase qui serpentait d\'une page à l\'autre{+ : |}elle menait au sommaire.',
    "Les lettres se mirent à {?danser|sauter|tourbillonner}{+ : |}il fallait les remettre {?dans le bon ordre|à leur place|une à une}.",
  ],
  talks: [
    "« {?Comment tu t'appelles|Tu as un nom, toi|Quel est ton titre} ? » demanda {name} au livre.{+ }« {?Je n'ai pas de titre… pas encore|Pas encore de titre|On me donnera un titre quand j'aurai une fin} », {?répondit-il|soupira-t-il|dit-il tout bas}.",
    "« {?Et si on inventait la fin|On n'a qu'à écrire une fin nous-mêmes|Et si on en imaginait une} ? » proposa {mcShort}.{+ }« {?Une fin, ça se trouve, ça ne s'invente pas n'importe comment|Ma fin existe déjà, quelque part|Une fin inventée ne tiendrait pas sur mes pages} », {?dit|répondit} le livre.",
  ],
};
