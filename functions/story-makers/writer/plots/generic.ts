import type { Plot } from './plot';
import { HAS_IDEA } from './wordings';

/**
 * Plots for a parent's own scenario that matches no preset: a lost thing found, someone helped, a
 * discovery. The lost thing is the one the parent named when it can be read ("retrouver le doudou de
 * Maël" → {object} "le doudou de Maël"), else one of `details`.
 */
export const GENERIC_PLOTS: Plot[] = [
  {
    id: 'lost-thing',
    cues: [[/retrouv|perdu|egare|disparu|cherch|vole\b|volee/, 3], [/doudou|\bcle\b|objet|bague|collier|jouet|ballon|chapeau|couronne|baguette/, 2]],
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'searching',
    props: { opening: ['door'], problem: ['footprints', 'compass'], resolution: ['key'] },
    captions: {
      opening: '{child} et {companion} commencent leur journée.',
      problem: '{child} et {companion} cherchent un objet perdu.',
      resolution: '{child} et {companion} retrouvent l\'objet perdu.',
    },
    details: [
      { object: 'la petite clé dorée', objectShort: 'la clé', _o: 'f' },
      { object: 'la boussole magique', objectShort: 'la boussole', _o: 'f' },
      { object: 'le grelot d\'argent', objectShort: 'le grelot', _o: 'm' },
      { object: 'le coquillage chanteur', objectShort: 'le coquillage', _o: 'm' },
    ],
    titles: ['{name} et {object}', 'Où est passé{o:|e} {objectShort} ?', 'La grande recherche de {name}', '{objectShort:cap} introuvable'],
    setup: [
      "{?Ce matin-là|Ce jour-là|Ce matin-là encore}, tout commença comme un jour {?ordinaire|bien tranquille|sans histoire} {locShort}.",
      "{?Au petit matin|De bon matin|Au réveil}, {duo} {?préparaient leur journée|rangeaient leurs affaires|faisaient des projets}{+, et |}{?rien ne laissait deviner ce qui allait arriver|personne ne se doutait de rien|tout semblait tranquille|la journée commençait bien}.",
    ],
    problem: [
      "« {?Oh non|Ça alors|Mais où est-{o:il|elle}} ! » {objectShort:cap} n'était plus à sa place.{+ }Il fallait retrouver {object}.",
      "{?Catastrophe|Quelle histoire|Oh là là}{+ : |}{object} avait disparu.{+ }Personne ne savait où {o:il|elle} {?était passé{o:|e}|avait pu filer|se cachait}.",
    ],
    attempt1: [
      "{duo:cap} cherchèrent {hiding}{+, mais |Mais }{?il n'y avait là que des feuilles et un vieux bouton|on n'y trouva qu'un vieux bouton et trois cailloux|il n'y avait rien d'autre qu'une bille fêlée|on ne trouva qu'un bout de ficelle}.",
      "{name} fouilla ses poches{+, puis |Puis }{?le sac|son panier|chaque recoin}{+ : |}{?rien, pas la moindre trace|pas la moindre trace|toujours rien}.",
    ],
    attempt2: [
      "{critter:cap} avait vu quelque chose briller {hiding2}{+ : |}c'était un indice, mais {objectShort} n'y était plus.",
      "{ils:cap} trouvèrent une trace toute fraîche{+, mais |Mais }elle s'arrêtait au bord {passage:de}.",
    ],
    turn: [
      "{name} refit le chemin {?dans sa tête|en pensée|les yeux fermés}{+, pas à pas |Pas à pas}{+ : |}« Je sais {?où je l'ai posé{o:|e}|où {o:il|elle} est|où chercher} ! »",
      "{name} se demanda où {il} irait, à la place {objectShort:de}{+ : |}et {?soudain, tout devint clair|une idée lui vint|la réponse apparut}.",
    ],
    resolution: [
      "{objectShort:cap} était là, {shelter}, {?bien au chaud|sagement rangé{o:|e}|comme s'{o:il|elle} attendait}{+ : |}{name} {o:le|la} serra contre {g:lui|elle}.",
      "Et voilà {objectShort}, qui attendait {?sagement|tranquillement|bien gentiment} {shelter}{+ ! |}Retrouvé{o:|e}, enfin.",
    ],
    ending: [
      "Ce soir-là, {objectShort} était bien rangé{o:|e}, à sa place{+ : |}{name} vérifia {?deux fois|trois fois|encore une fois} avant de {?dormir|fermer les yeux|souffler sa bougie}.",
      "{objectShort:cap} ne quitta plus {name} {?de la soirée|de toute la soirée|jusqu'au coucher}.",
    ],
    scenes: [
      "{name} dessina une carte des endroits déjà fouillés{+ : |}{?chaque endroit vide avait sa croix|une croix par cachette vide|les croix s'alignaient une à une|il y avait déjà sept croix|bientôt, la feuille fut couverte de croix}.",
      "{duo:cap} demandèrent {critter:a} si quelque chose était passé par là{+ : |}{?hélas, rien du tout|personne n'avait rien vu|pas de chance}.",
      "En cherchant, {name} retrouva {?une bille perdue depuis longtemps|une vieille toupie oubliée|un crayon disparu depuis des mois}{+ : |}ce n'était pas {?la bonne chose|ce qu'on cherchait|{objectShort}}, mais quelle surprise !",
    ],
    talks: [
      "« {?Où l'as-tu vu{o:|e} pour la dernière fois|Tu l'as vu{o:|e} quand, la dernière fois|Tu l'avais encore ce matin|Tu te rappelles où tu l'as posé{o:|e}} ? » demanda {mcShort}.{+ }« {?Je ne sais plus|Je ne m'en souviens plus du tout|Aucune idée|J'ai tout oublié|Mystère} », avoua {name}.",
      "« {?On ne rentre pas sans {o:lui|elle}|Pas question de rentrer sans {o:lui|elle}|On {o:le|la} retrouvera, foi de {name}|On cherche jusqu'à ce qu'on {o:le|la} trouve} », dit {name}.{+ }« {?Promis|Juré|C'est promis} », {n:répondit|répondirent} {mcShort}.",
    ],
  },
  {
    id: 'helping',
    cues: [[/aider|sauver|secour|soigner|consoler|liberer|proteger|delivrer/, 3], [/difficulte|besoin|coince|blesse|malade|triste/, 2]],
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'worried',
    props: { opening: ['footprints'], problem: ['bridge'], resolution: ['bridge'] },
    captions: {
      opening: '{child} et {companion} se mettent en route.',
      problem: '{child} et {companion} trouvent quelqu\'un qui a besoin d\'aide.',
      resolution: '{child} et {companion} fêtent avec leur nouvel ami.',
    },
    titles: ['{name} au secours {friend:de}', 'Un coup de main pour {friend}', '{name} et {mcShort} à la rescousse', 'Quand {name} tend la main'],
    setup: [
      "{?Ce matin-là|Ce jour-là|De bon matin}, {duo} se promenaient tranquillement {locShort}.",
      "{?Au petit matin|Après le petit déjeuner|Tôt ce jour-là}, {name} et {mcShort} partirent se promener {locShort}.",
    ],
    problem: [
      "{?Soudain|Tout à coup|À cet instant}, {friend} appela à l'aide{+ : |}{f:il|elle} était coincé{f:|e} {hiding} et n'arrivait plus à bouger.",
      "{friend:cap} était là, tout{f:|e} triste{+ : |}{f:il|elle} avait besoin d'aide et ne savait pas à qui demander.",
    ],
    attempt1: [
      "{name} tira de toutes ses forces{+, mais |Mais }rien ne bougea{+ : |}{?ce n'était pas comme ça qu'il fallait faire|la force ne suffisait pas|il fallait s'y prendre autrement}.",
      "{duo:cap} voulurent passer par {passage}{+, mais |Mais }c'était trop risqué{+ : |}{ils} firent demi-tour.",
    ],
    attempt2: [
      "{critter:cap} vint prêter main-forte{+ : |}cela allait mieux, mais ce n'était pas encore assez.",
      "Avec {?une branche|un bâton|une corde}, {name} réussit presque{+, mais |Mais }{?tout glissa|tout céda|rien ne tint} et tout fut à recommencer.",
    ],
    turn: [
      "{name} regarda bien autour {g:de lui|d'elle}{+ : |}« {?Pas plus fort, plus malin|Réfléchissons d'abord|Il y a sûrement un truc} ! »{+ }{il:cap} trouva la bonne façon de s'y prendre.",
      `{name} ${HAS_IDEA}{+ : |}chacun ferait une petite part, au même moment.{+ }« À trois ! Un, deux, trois ! »`,
    ],
    resolution: [
      "Et hop{+ ! |}{friend:cap} était libre.{+ }{f:il|elle} sauta de joie et remercia tout le monde.",
      "{friend:cap} fut enfin tiré{f:|e} d'affaire{+ : |}« Merci, merci ! » répétait-{f:il|elle}.",
    ],
    ending: [
      "{friend:cap} raccompagna {duo} un bout de chemin{+ : |}une belle amitié commençait.",
      "Avant de partir, {friend} promit de rendre la pareille un jour.",
    ],
    scenes: [
      '{name} rassura {friend}{+ : |}« On est là, on ne part pas. »',
      '{mcShort:cap} {n:alla|allèrent} chercher de l\'aide{+, et |}{name} resta près {friend:de}.',
      'Il fallait faire vite, mais sans se presser{+ : |}{name} réfléchit avant d\'agir.',
    ],
    talks: [
      "« {?Tu as mal|Tu t'es fait mal|Ça va} ? » demanda {name}.{+ }« {?Non, juste peur|Non, mais j'ai eu peur|Un peu, mais ça ira} », répondit {friend}.",
      "« {?Comment on fait|On s'y prend comment|Par quoi on commence} ? » demanda {mcShort}.{+ }« {?Ensemble|Doucement et ensemble|Chacun son tour} », {?répondit|dit} {name}.",
    ],
  },
  {
    id: 'discovery',
    cues: [[/decouvr|explor|mystere|secret|passage|aventure|voyage|visiter/, 2]],
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'searching',
    props: { opening: ['compass'], problem: ['door', 'key'], resolution: ['door'] },
    captions: {
      opening: '{child} et {companion} partent explorer, une boussole à la main.',
      problem: '{child} et {companion} se trouvent devant une porte mystérieuse.',
      resolution: '{child} et {companion} découvrent ce qu\'il y a derrière la porte.',
    },
    titles: ['{name} et la porte mystérieuse', 'Le secret {locShort}', 'La découverte de {name}', 'Derrière la petite porte'],
    setup: [
      "{?Ce matin-là|Ce jour-là|De bon matin}, {duo} partirent explorer {locShort}, une boussole à la main.",
      "{?Au petit matin|Ce jour-là|En fin de matinée}, {name} remarqua quelque chose d'étrange {hiding}.",
    ],
    problem: [
      "Il y avait là une petite porte, toute ronde{+, et |}elle était fermée à clé.{+ }« Qu'y a-t-il derrière ? » se demanda {name}.",
      "Une petite porte se cachait {hiding}{+ : |}sans poignée, sans serrure visible.",
    ],
    attempt1: [
      "{name} frappa {?trois fois|deux petits coups|très poliment}{+, mais |Mais }personne ne répondit{+ : |}la porte resta close.",
      "{duo:cap} poussèrent la porte{+, mais |Mais }elle ne bougea pas d'un millimètre.",
    ],
    attempt2: [
      "{ils:cap} trouvèrent une clé {hiding2}{+ : |}elle entrait dans la serrure, mais ne tournait pas.",
      "Un dessin gravé sur la porte montrait le chemin d'une clé{+, mais |Mais }{passage} leur barrait la route.",
    ],
    turn: [
      "{name} remarqua une inscription{+ : |}« Je m'ouvre à qui dit bonjour. »{+ }{il:cap} sourit et dit bonjour à la porte.",
      "{name} tourna la clé dans l'autre sens{+, et |}clic !",
    ],
    resolution: [
      "La porte s'ouvrit sur un jardin minuscule où poussaient des fleurs lumineuses{+ : |}personne ne l'avait vu depuis cent ans.",
      "Derrière la porte, il y avait une petite pièce pleine de {?jouets anciens|livres oubliés|boîtes à musique}{+ : |}{?ils attendaient qu'on vienne jouer|tout attendait qu'on revienne|le temps s'y était arrêté}.",
    ],
    ending: [
      "{name} referma doucement la porte{+ : |}c'était leur secret, rien qu'à {eux}.",
      "Avant de partir, {name} laissa un petit mot derrière la porte{+ : |}« Nous reviendrons. »",
    ],
    scenes: [
      "{duo:cap} suivirent un chemin {?qui n'existait sur aucune carte|que personne ne connaissait|bordé de pierres rondes}.",
      '{name} ramassa un caillou tout rond{+, et |}le mit dans sa poche, au cas où.',
      '{mcShort:cap} {n:trouva|trouvèrent} une plume bleue{+ : |}encore un mystère.',
    ],
    talks: [
      "« {?Tu crois qu'on a le droit|On a le droit, tu crois|C'est permis, d'entrer} ? » demanda {mcShort}.{+ }« {?On va juste regarder|Juste un petit coup d'œil|On frappera avant} », {?répondit|dit} {name}.",
      '« Qu\'est-ce qu\'il y a, à ton avis ? » demanda {name}.{+ }« Une surprise ! » {n:répondit|répondirent} {mcShort}.',
    ],
  },
];
