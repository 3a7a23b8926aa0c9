import type { Plot } from '../plot';
import { TELLING_EVENTS } from '../preset-versions';
import { HAS_IDEA } from '../wordings';

export const gateauGeant: Plot = {
  id: 'gateau-geant',
  lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
  problemPose: 'working',
  props: { opening: ['mixing-bowl'], problem: ['mixing-bowl', 'giant-cake'], resolution: ['giant-cake', 'dragon-friend'] },
  captions: {
    opening: '{child} et {companion} sortent un grand saladier.',
    problem: '{child} et {companion} préparent une pâte à gâteau géante.',
    resolution: 'Un dragon souffle les bougies d\'un gâteau géant avec {child} et {companion}.',
  },
  titles: ['Le gâteau géant de {name}', 'Un gâteau pour le dragon', 'Joyeux anniversaire, Grand Dragon !', '{name} pâtissi{g:er|ère}'],
  setup: [
    'Ce matin-là, une lettre arriva, scellée de cire rouge{+ : |}« {?C\'est l\'anniversaire du Grand Dragon|Le Grand Dragon fête son anniversaire|Grand anniversaire chez le Dragon} ! »',
    'Au petit matin, {mcShort} {n:arriva|arrivèrent} en courant{+ : |}« Ce soir, le Grand Dragon fête son anniversaire ! »',
  ],
  problem: [
    'Un dragon, c\'est immense{+ : |}il fallait un gâteau géant, aussi grand qu\'une maison.{+ }Et personne n\'avait jamais fait ça.',
    'Le Grand Dragon n\'avait jamais eu de gâteau{+ : |}« Préparons-lui le plus grand gâteau du monde ! » décida {name}.',
  ],
  attempt1: [
    '{duo:cap} mélangèrent la farine, les œufs et le sucre dans le plus grand saladier{+, mais |Mais }{?la pâte déborda et coula partout|la pâte gonfla, gonfla, et passa par-dessus bord|la pâte monta si vite qu\'elle dégoulina sur la table}{+ : |}beaucoup trop de levure !{+ }Tout était à refaire.',
    '{name} prépara une pâte à gâteau énorme{+, et |}le premier gâteau sortit du four, géant{+, mais |Mais }{?il s\'affaissa comme un soufflé{+ : |}plouf|il retomba d\'un coup, tout plat comme une crêpe|il se creusa au milieu comme un cratère}.',
    'On versa des sacs entiers de farine dans la pâte{+, et |}{name} fouetta tant qu\'{il} put{+, mais |Mais }la pâte devint dure comme un caillou.',
  ],
  attempt2: [
    'Le deuxième gâteau tenait debout{+, mais |Mais }il était bien trop petit pour un dragon{+ : |}une seule bouchée, et plus rien.',
    "{?Cette fois, la pâte était parfaite|La deuxième pâte, elle, était réussie|Cette fois, la pâte tenait bien}{+, mais |Mais }{?aucun four n'était assez grand pour la cuire|pas un four ne pouvait la contenir|elle ne rentrait dans aucun four}.",
  ],
  turn: [
    `{name} ${HAS_IDEA}{+ : |}« Faisons plein de petits gâteaux, et empilons-les ! »{+ }Étage après étage, le gâteau monta jusqu'au ciel.`,
    '{name} pensa au souffle de feu du Grand Dragon{+ : |}« Le four, c\'est lui ! Il n\'a qu\'à souffler dessus ! »',
  ],
  resolution: [
    'Le soir, le Grand Dragon souffla les bougies du gâteau géant d\'une toute petite flamme{+, et |}tout le monde chanta : « Joyeux anniversaire ! »',
    'Quand le Grand Dragon vit le gâteau, il en resta bouche bée{+ : |}c\'était le plus beau gâteau de sa vie.{+ }Le Grand Dragon goûta une part{+, puis |Puis }il en donna une à chacun.',
    'À la nuit tombante, le Grand Dragon arriva{+ : |}« Joyeux anniversaire ! » crièrent tous ses amis.{+ }Le dragon croqua une part du gâteau et ferma les yeux de bonheur.',
  ],
  ending: [
    'Le Grand Dragon garda une cerise du gâteau en souvenir{+, et |}{name} garda le souvenir de ce gâteau immense.',
    "Depuis, {?le Grand Dragon invite {name} chaque année|chaque année, le Grand Dragon écrit à {name}|{name} a sa place à chaque anniversaire du dragon}{+ : |}et c'est {g:lui|elle} qui {?fait le gâteau|prépare le gâteau|mélange la pâte}.",
  ],
  ...TELLING_EVENTS['gateau-geant'],
  scenes: [
    "Il fallait {?cent œufs|deux cents œufs|des paniers entiers d'œufs}{+ : |}{name} les cassa un par un, {?sans faire tomber une seule coquille|sans en rater un seul|en chantonnant}.",
    "{duo:cap} montèrent sur une échelle pour verser {?le sucre|la farine|le sucre glace}{+ : |}{?une vraie montagne blanche|un nuage blanc partout|il en neigeait presque}.",
    // A cake is decorated once it is baked: after the turn that finds how.
    { t: "On décora le gâteau {?de fraises, de framboises|de cerises, de groseilles|de myrtilles, de bonbons} et d'une grande bougie en forme {?de flamme|de dragon|d'étoile}.", at: 'turn' },
  ],
  talks: [
    "« Et si le dragon n'aime pas {?les fraises|la crème|le chocolat} ? » demanda {mcShort}.{+ }« {?Tout le monde aime ça|Un dragon aime tout ce qui est sucré|Alors il nous le dira} », {?répondit|dit} {name}.",
    "« {?Encore un peu de sucre|On ajoute du sucre|Il en faut encore, du sucre} ? » demanda {name}.{+ }« {?Juste une pincée|Un tout petit peu|Une cuillère, pas plus} », {n:dit|dirent} {mcShort}.",
  ],
};
