import type { Plot } from '../plot';

/**
 * What the most drawn preset tellings hold for 8–10 and for the chosen values (issue 26, editor's read 42: « each
 * story has a sound core… around it, stock pieces »), by scenario id: the clue planted with the problem that the turn
 * pays off, the second obstacle the first try caused, and each common value lived with what the telling holds (the
 * torn sail, the half-erased label, the last spoon of cream). Written here, shipped packed (scripts/pack-texts.ts,
 * packed-telling-events.ts) to fit the writer's byte budget; each preset spreads its own (plots/presets/<id>.ts).
 */
export const TELLING_EVENT_SOURCES: Record<string, Pick<Plot, 'clue' | 'obstacle2' | 'valueActs'>> = {
  tempete: {
    // From 8 (issue 26, editor's read 42): the clue the turn pays off (everyone around holds a piece), and the
    // second obstacle the first try caused (pushed about, the craft slid onto its broken part).
    clue: [
      "{?Tout autour|Un peu plus loin|Partout alentour}, d'autres {?ramassaient|rangeaient|comptaient} {?eux aussi|à leur tour} ce que {storm} avait cassé{+ : |}{?chacun tenait|chacun avait sous le bras|chacun serrait} {?une planche ici, un bout de toile là|un outil ici, une ficelle là|un marteau, un rouleau de fil}, et {?chacun réparait seul dans son coin|personne ne pensait à s'entraider|chacun travaillait de son côté}.",
    ],
    obstacle2: [
      "{?À force de tirer et de pousser|En forçant|Avec tous ces efforts}, {craftShort} avait {?glissé|basculé|roulé} {?encore plus de travers|un peu plus|de côté}{+ : |}il {?écrasait|coinçait} {?maintenant|à présent} {part}, et {?pour le soulever|pour le redresser}, il {?faudrait|fallait} {?bien plus de bras que les leurs|beaucoup plus de bras|d'autres bras que les leurs}.",
    ],
    // A chosen value lived with what this telling holds (the torn part, the pole, the friend met while mending).
    valueActs: {
      partage: ["{name} coupa sa toile en deux et en donna la moitié à {friend}, qui avait tout perdu dans {storm}."],
      entraide: ['{name} tint {pole} bien droit pendant que {friend} faisait les nœuds{+ : |}ensemble, ils y arrivèrent.'],
      patience: ['{name} attendit que la colle ait séché sur {hole} avant d\'y toucher{+, même si |Même si }{mcShort} {n:trépignait|trépignaient} à côté.'],
      amitie: ['Quand {friend} se tapa sur les doigts, {name} lâcha tout pour {f:le|la} consoler{+ : |}{craftShort} pouvait attendre, un ami non : on répare ensemble.'],
      gentillesse: ['{name} prêta doucement ses gants à {friend}, qui avait les mains rougies à force de tenir les planches.'],
      tolerance: ['{friend:cap} faisait tout à l\'envers, en commençant par la fin{+ : |}{name} ne se moqua pas, et {f:le|la} laissa faire à sa façon.'],
      'respect de la nature': ['{name} ramassa les morceaux éparpillés par {storm}, jusqu\'au dernier{+ : |}rien ne resterait à traîner.'],
    },
  },
  'jardin-magique': {
    // From 8 (issue 26): the clue the turn pays off (the half-erased word), and the second obstacle the first try caused.
    clue: [
      "{?Collé sous la graine|Au fond du sachet|Glissé contre la graine}, un {?minuscule|tout petit} papier portait des lettres {?à moitié effacées|presque effacées}{+ : |}« …ENTIL… ».{+ }{name} le {?garda|mit dans sa poche}, sans comprendre.",
    ],
    obstacle2: [
      "En la {?déterrant|sortant de terre} pour voir ce qui n'allait pas, {name} l'avait {?secouée|bousculée}{+ : |}la graine ne {?brillait|luisait} presque plus, comme si elle {?s'endormait|allait s'éteindre}.",
    ],
    valueActs: {
      partage: ['{name} partagea l\'eau de son arrosoir avec les fleurs d\'à côté, toutes sèches{+ : |}aussitôt, la pousse se redressa.'],
      entraide: ['{name} aida {friend} à ramasser ce qu\'{f:il|elle} avait fait tomber{+ : |}une nouvelle feuille s\'ouvrit sur la tige.'],
      patience: ['{name} attendit près de la pousse sans rien forcer{+ : |}une feuille mit longtemps à s\'ouvrir, et {il} la laissa faire à son rythme.'],
      amitie: ['{name} présenta la pousse à {friend}{+ : |}« Elle est à nous deux, maintenant. »{+ }Ensemble, ils la regardèrent faire une feuille pour chacun.'],
      gentillesse: ['{name} chuchota un merci à {mcShort} pour toute son aide{+ : |}la pousse frissonna et gagna un centimètre.'],
      tolerance: ['{friend:cap} parlait à la graine dans une langue différente, que personne ne connaissait{+ : |}{name} l\'écouta sans se moquer, et la tige monta d\'un cran.'],
      'respect de la nature': ['{name} replanta un brin qu\'{il} avait arraché sans le vouloir{+ : |}ici, chaque plante comptait.'],
    },
  },
  'arc-en-ciel': {
    // From 8 (issue 26, editor's read 42: « Il offrit son jaune » unprepared): what was given kept its colours, which
    // the turn pays off, and the second obstacle the first try caused.
    clue: [
      "{?Une seule chose|Rien qu'une chose} n'avait pas pâli{+ : |}le dessin tout {colour} que {name} avait {?offert|donné} à {mcShort} {?le matin même|juste avant}.",
    ],
    obstacle2: [
      "L'arc-en-ciel fut si {?déçu|triste} que le gris se mit à {?couler|dégouliner} de lui{+ : |}{?maintenant|bientôt}, même les mains de {name} pâlissaient, et il fallait {?faire vite|se dépêcher}.",
    ],
    valueActs: {
      partage: ['{name} partagea ses crayons de couleur avec {friend}, qui n\'en avait plus un seul{+ : |}sur leurs deux dessins, les couleurs tinrent bon.'],
      entraide: ['{name} porta {friend} sur ses épaules pour qu\'{f:il|elle} tende sa couleur plus haut.'],
      patience: ['{name} attendit que chaque couleur ait bien pris avant de tendre la suivante{+ : |}trop vite, elles se seraient mêlées en gris.'],
      amitie: ['{name} prit la main de {mcShort}{+ : |}« On reste ensemble jusqu\'à la dernière couleur. »'],
      gentillesse: ['{name} consola l\'arc-en-ciel d\'un mot doux{+ : |}« Même gris, un arc-en-ciel reste un arc-en-ciel. »{+ }Une larme grise devint bleue.'],
      tolerance: ['{friend:cap} ne voyait pas les couleurs de la même façon que les autres{+ : |}{name} ne se moqua pas, et lui demanda de les décrire par leur odeur.'],
      'respect de la nature': ['{name} ne cueillit pas une fleur pour sa couleur{+ : |}{il} les montra à l\'arc-en-ciel sans les arracher.'],
    },
  },
  'premier-jour': {
    // From 8 (issue 26): the clue the turn pays off (a game everyone is tired of), and the second obstacle the first try caused.
    clue: [
      "{?En passant|Près du portail}, {name} entendit {?un élève|une grande} soupirer{+ : |}« On joue toujours aux mêmes jeux, ici… »{+ }{il:cap} le garda {?dans un coin de sa tête|en mémoire}.",
    ],
    obstacle2: [
      "{?Pour se rattraper|Vite, pour ne pas rester seul{g:|e}}, {name} {?voulut suivre|suivit} {?le groupe|les autres}, mais {?{il} se trompa de rang|ce n'était pas sa classe}{+ : |}{?quelques-uns rirent|deux élèves pouffèrent|on se moqua un peu}, et {il} n'osa plus {?lever les yeux|regarder personne}.",
    ],
    valueActs: {
      partage: ['{name} partagea son goûter avec {friend}, qui avait oublié le sien{+ : |}une moitié chacun, et enfin un vrai sourire.'],
      entraide: ['{name} aida {friend} à retrouver sa classe{+ : |}à deux, on se perdait moins.'],
      patience: ['{name} attendit son tour dans la file, sans doubler personne{+, et |}{friend} le remarqua.'],
      amitie: ['À la cantine, {name} garda une place à côté {g:de lui|d\'elle} pour {friend}, et ils mangèrent ensemble.'],
      gentillesse: ['{name} ramassa les crayons qu\'un plus jeune avait fait tomber{+ : |}« Merci ! » dit-il, tout surpris.'],
      tolerance: ['{friend:cap} parlait avec un accent différent, que {name} n\'avait jamais entendu{+ : |}sans se moquer, {il} lui demanda de lui apprendre un mot de chez {f:lui|elle}.'],
      'respect de la nature': ['{name} arrosa les plantes de la classe, que personne n\'avait arrosées depuis les vacances.'],
    },
  },
  'livre-magique': {
    // From 8 (issue 26, editor's read 42: clues that lead nowhere, an ending about a « petit loup » never mentioned):
    // the tale's own hero is planted with the problem and the turn's ending is his; the second obstacle the first try caused.
    clue: [
      "Le premier chapitre {?parlait|racontait l'histoire} {tale}{+ : |}{name} remarqua que, nulle part, on ne disait comment cela finissait pour lui.",
    ],
    obstacle2: [
      "À force d'être {?secoué et feuilleté|tourné et retourné}, le livre s'abîmait{+ : |}une page de plus s'était vidée, et ses personnages {?commençaient à pâlir|pâlissaient déjà}.",
    ],
    valueActs: {
      partage: ['{name} partagea l\'histoire en la lisant à voix haute pour {mcShort}{+ : |}à deux, on voyait deux fois plus d\'indices.'],
      entraide: ['{name} aida {mcShort} à recoller la page déchirée.'],
      patience: ['{name} relut lentement, mot après mot, sans sauter une ligne{+ : |}les indices se cachaient dans les détails.'],
      amitie: ['{name} promit au livre de revenir le lire chaque soir, côte à côte avec {mcShort}{+ : |}un livre aussi avait besoin d\'amis.'],
      gentillesse: ['{name} défroissa la page cornée du bout des doigts{+ : |}« Merci », murmura le livre.'],
      tolerance: ['Le personnage le plus grognon du livre ne parlait à personne{+ : |}{name} l\'accepta tel qu\'il était, différent des autres, et c\'était lui qui en savait le plus.'],
    },
  },
  'gateau-geant': {
    // From 8 (issue 26): the clue both turns pay off (a drawing of the dragon's last birthday), and the second obstacle
    // the first try caused (the spoilt batter emptied the larder).
    clue: [
      "{mcShort:cap} {n:montra|montrèrent} un vieux dessin du Grand Dragon{+ : |}il soufflait sur une {?pile|tour} de petits pains, et ils doraient {?d'un coup|en un clin d'œil}.",
    ],
    obstacle2: [
      "Ce gâchis avait vidé {?le garde-manger|les placards}{+ : |}il ne restait {?de quoi faire qu'une seule pâte|que de quoi faire une pâte}, et plus le droit de se tromper.",
    ],
    valueActs: {
      partage: ['Il ne restait qu\'une cuillère de crème{+ : |}{name} la partagea avec {mcShort}, pour goûter ensemble.'],
      entraide: ['{name} tint le saladier pendant que {mcShort} {n:fouettait|fouettaient}, puis ce fut l\'inverse{+ : |}à deux, les bras fatiguaient moitié moins.'],
      patience: ['{name} attendit que le gâteau ait refroidi avant de le décorer{+ : |}chaud, le glaçage aurait tout coulé.'],
      amitie: ['Quand {mcShort} {n:renversa|renversèrent} le sucre, {name} ne {?gronda pas|se fâcha pas}{+ : |}{il} ramassa tout, et ils en rirent ensemble.'],
      gentillesse: ['{name} écrivit un mot gentil pour le Grand Dragon sur le gâteau, en lettres de sucre.'],
      tolerance: ['« Du piment dans un gâteau ? » s\'étonna {mcShort}.{+ }« Chez les dragons, on l\'aime comme ça », dit {name} : chacun sa façon, et {il} en mit une pincée.'],
      'respect de la nature': ['{name} ramassa les coquilles d\'œufs et les épluchures pour le compost{+ : |}rien ne fut jeté.'],
    },
  },
};
