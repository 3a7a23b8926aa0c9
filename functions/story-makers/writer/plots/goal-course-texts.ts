import type { GoalAction } from '#core/story-frame';
import type { Line } from '../world';

/**
 * The course of a typed goal the writer knows how to tell (editor's read 35: « apprendre à nager » told
 * as « le chemin était bien glissant », a cake for mamie with no baking step, sharing toys with no toy
 * and no other child). A course brings what its goal needs into the story (water to swim in, a kitchen
 * and its steps, toys and someone to share them with), plants a clue in the opening, tells a first try
 * that fails for a reason of the goal itself, a second that fails because of the first fix, then the
 * turn that uses the clue, and the success shown in gestures. Goals without a course keep the plain
 * goal plot (goal.ts), whose tries now fail for reasons of practice, not of the path.
 *
 * Slots of its own (set from the world in `courseSlots`): {water} (where one swims, "la rivière"),
 * {kitchen} ("la cuisine"), {ride}/{rideShort} (the bike, the skates), {toy}/{toy2} (the toys shared).
 */
export interface Course {
  id: string;
  setup: Line[];
  /** The goal's own needs brought in, right after the goal is set out. */
  bring: Line[];
  attempt1: Line[];
  attempt2: Line[];
  turn: Line[];
  resolution: Line[];
  /** From 8 on: a helper met for a reason, with what they add to the clue. */
  helper: Line[];
  /** From 8 (plot.ts): the second obstacle, caused by the first attempt's failure and leading to the second attempt. */
  obstacle2?: Line[];
  /** From 8 (plot.ts): a detail seen or a word heard with the problem, which the course's own turn pays off. */
  clue?: Line[];
  scenes: Line[];
  /** One set chosen per story (compose.ts readPlot): the clue planted and paid off must be the same thing. */
  details?: Record<string, string>[];
  /** A course told at night: its tries and its success are night scenes, or their lines would not fit the light. */
  night?: true;
}

/**
 * The goal courses' text, as written. Not bundled: scripts/pack-texts.ts
 * packs it into packed-goal-courses.ts, which goal-courses.ts unpacks once at load.
 */

const SWIM: Course = {
  id: 'swim',
  setup: [
    '{?Ce matin-là|Un matin|De bon matin}, {name} {?regardait|observait} {floater} {floaterPosed} sur l\'eau{+ : |}{fl} ne faisait aucun effort, et pourtant {fl} ne coulait pas.',
    '{name} avait remarqué {?une chose|un détail} {?la veille|depuis longtemps}{+ : |}{floater}, sur l\'eau, {?flottait {floaterAlone}|ne coulait jamais}, sans {?se débattre|bouger du tout}.',
  ],
  bring: [
    '{duo:cap} {?allèrent|filèrent|descendirent} jusqu\'à {water}{+ : |}{?c\'était là qu\'on allait apprendre|l\'eau était calme et pas très profonde|on y voyait le fond, tout près}.',
    'Pour nager, il fallait de l\'eau{+ : |}{duo} {?choisirent|trouvèrent} {water}, {?là où l\'on avait pied|un coin calme où l\'on avait pied}.',
  ],
  attempt1: [
    '{name} {?entra dans l\'eau|se lança} et {?battit des bras|moulina des bras} {?le plus vite possible|de toutes ses forces}{+, mais |Mais }plus {il} s\'agitait, plus {il} coulait{+ : |}{il} {?but la tasse|avala une gorgée d\'eau} et {?revint vite là où l\'on avait pied|se remit debout en toussant}.',
    '{name} {?fonça|plongea la tête la première} en gigotant{+, mais |Mais }{?ses bras et ses jambes partaient dans tous les sens|{il} gigotait de plus belle}{+ : |}{il} {?coula comme un caillou|but la tasse} et {?ressortit en crachotant|se releva en toussant}.',
  ],
  attempt2: [
    'Pour ne plus couler, {name} {?se fit dur{e} comme une planche|retint son souffle très fort|serra les bras et les jambes}{+, mais |Mais }{?ses jambes tombaient vers le fond|ses pieds touchaient le fond aussitôt|{il} était si tendu{e} qu\'{il} coulait quand même}.',
    '{name} {?décida de ne plus bouger du tout|ne bougea plus d\'un pouce}, pour ne plus {?avaler d\'eau|boire la tasse}{+, mais |Mais }{?ainsi crispé{e}|{g:tout dur|toute dure} comme un bâton}, {il} {?glissait vers le fond|ne flottait pas mieux}.',
  ],
  turn: [
    '{name} repensa {floaterDef:a} qui flottait sans effort{+ : |}{?et si le secret, c\'était de se laisser porter ?|il fallait être tout mou, pas tout dur.|l\'eau portait ce qui ne luttait pas.}{+ }{il:cap} {?s\'allongea sur l\'eau, bras écartés|se laissa aller en étoile|fit la planche, {g:tout mou|toute molle}}, et l\'eau {?{g:le|la} porta|{g:le|la} garda en surface}.',
    '{?Et soudain|Alors}, {name} comprit{+ : |}{floaterDef} ne se débattait pas, {fl} se laissait porter.{+ }{il:cap} {?relâcha ses épaules|respira doucement|détendit ses bras}, et {?{il} flotta|l\'eau {g:le|la} porta}.',
  ],
  resolution: [
    'Puis {name} {?battit des pieds tout doucement|tendit les bras l\'un après l\'autre}, sans se presser{+ : |}{il} avança{+, un mètre, deux mètres, |}jusqu\'à {mcShort}{+ ! |}{name} {goalAchieved}.',
    '{?Bras écartés, puis ramenés|Un mouvement lent, puis un autre}, {name} {?avança sur l\'eau|glissa vers {mcShort}}{+ : |}{?{mcShort} n\'en {n:croyait|croyaient} pas {n:ses|leurs} yeux|{il} ne touchait plus le fond}{+ ! |}{name} {goalAchieved}.',
  ],
  obstacle2: [
    '{?Après cette tasse|Depuis cette gorgée d\'eau}, {name} n\'osait plus mettre le menton dans l\'eau{+ : |}dès qu\'une vaguelette lui touchait la bouche, {il} se raidissait de la tête aux pieds.',
  ],
  clue: [
    '{?Sa grand-mère|Son grand-père} disait souvent : « L\'eau porte tout ce qui ne se bat pas contre elle. »{+ }{name} n\'avait jamais compris ce que ça voulait dire.',
  ],
  helper: [
    '{?Une vieille dame|Une grand-mère aux cheveux blancs|Une dame en bonnet de bain} {?les regardait depuis le bord|s\'était arrêtée pour regarder}{+ ; |}{name} {?alla lui demander|lui demanda} comment on faisait.{+ }« {?Ce n\'est pas toi qui portes l\'eau|Laisse l\'eau te porter}, c\'est {?elle qui te porte|elle qui travaille} », {?répondit-elle|dit-elle en souriant}.',
  ],
  scenes: [
    { t: 'La première fois, {name} leva la tête pour voir si ça marchait, et ses jambes replongèrent aussitôt{+ : |}{il} reposa la tête sur l\'eau, le regard vers le ciel, et resta en surface.', at: 'turn' },
    { t: '{mcShort:cap} {n:compta|comptèrent} tout haut{+ : |}« Un, deux, trois… dix ! »{+ }Dix secondes à flotter sans rien tenir{+ : |}{name} n\'en revenait pas.', at: 'turn' },
    '{name} {?sortit de l\'eau|s\'assit au bord}, les {?doigts tout fripés|lèvres un peu bleues}, et {mcShort} {n:l\'enveloppa|l\'enveloppèrent} dans {?une serviette|une grande serviette} le temps de se réchauffer.',
  ],
  details: [
    { floater: 'une feuille morte', floaterDef: 'la feuille', fl: 'elle', floaterPosed: 'posée', floaterAlone: 'toute seule' },
    { floater: 'une petite plume', floaterDef: 'la plume', fl: 'elle', floaterPosed: 'posée', floaterAlone: 'toute seule' },
    { floater: 'un bouchon', floaterDef: 'le bouchon', fl: 'il', floaterPosed: 'posé', floaterAlone: 'tout seul' },
  ],
};

const RIDE: Course = {
  id: 'ride',
  setup: [
    '{name} aimait regarder {balancers}{+ : |}{?jamais|pas une fois} ils ne regardaient leurs pieds, {?toujours un point loin devant|mais un point tout au bout}.',
  ],
  bring: [
    '{name} regarda {ride} avec un peu d\'appréhension{+ : |}{?c\'était le grand jour|pas question de reculer, cette fois}.',
  ],
  attempt1: [
    '{name} {?démarra|se lança} en {?regardant ses pieds|fixant ses pieds}, pour bien voir ce qu\'{il} faisait{+, mais |Mais }{?tout se mit à pencher|ça tangua à droite, puis à gauche}, et {il} {?tomba sur les fesses|dut poser le pied par terre}.',
    '{name} {?essaya|partit} tout doucement, {?le nez baissé|les yeux sur ses pieds}{+, mais |Mais }{?plus {il} regardait en bas, plus ça penchait|ça zigzaguait dans tous les sens}{+ : |}{?boum|patatras}, par terre.',
  ],
  attempt2: [
    'Pour garder l\'équilibre, {name} {?alla encore plus lentement|avança à tout petits coups}{+, mais |Mais }{?à cette vitesse-là, ça penchait encore plus|trop lent, on perd l\'équilibre}{+ : |}{il} {?tomba une deuxième fois|dut s\'arrêter au bout de trois mètres}.',
  ],
  turn: [
    '{name} se souvint {balancersDe}{+ : |}{?jamais les yeux sur les pieds, toujours un point loin devant|on tient debout en regardant loin}.{+ }{il:cap} {?choisit|fixa|visa} un point tout au bout, droit devant, et {?ne le quitta plus des yeux|le regarda bien}.',
  ],
  resolution: [
    '{name} {?poussa fort|prit un peu d\'élan}, les yeux loin devant{+ : |}{?ça ne penchait plus|tout resta droit}{+ ! |}{il} {?fila tout droit|roula jusqu\'au point choisi}, {mcShort} {?courant à côté|applaudissant}{+ : |}{name} {goalAchieved}.',
  ],
  obstacle2: [
    '{?À force de tomber|Après cette chute}, {name} avait les paumes toutes rouges{+, et |}{il} n\'osait plus prendre de vitesse{+ : |}{il} se promit d\'y aller tout doucement.',
  ],
  clue: [
    '{?Sa grande cousine|Un grand du quartier} répétait toujours, en riant : « On va toujours là où l\'on regarde. »',
  ],
  helper: [
    'Une grande fille passa {?en roulant|à toute allure}, {?sans même regarder ses pieds|en sifflotant}{+ ; |}{name} {?lui demanda son secret|voulut savoir comment elle ne tombait jamais}.{+ }« {?De la vitesse|Un peu d\'élan}, et {?les yeux devant|regarde où tu vas}, pas en bas ! » {?lança-t-elle|répondit-elle} {?sans s\'arrêter|en riant}.',
    'Un grand garçon passa {?en roulant|à toute allure}, {?sans même regarder ses pieds|en sifflotant}{+ ; |}{name} {?lui demanda son secret|voulut savoir comment il ne tombait jamais}.{+ }« {?De la vitesse|Un peu d\'élan}, et {?les yeux devant|regarde où tu vas}, pas en bas ! » {?lança-t-il|répondit-il} {?sans s\'arrêter|en riant}.',
  ],
  scenes: [
    { t: 'Au premier essai, {name} oublia le point et regarda la roue{+ : |}ça pencha aussitôt.{+ }{il:cap} releva les yeux vers le point, et tout se redressa.', at: 'turn' },
    { t: '{mcShort:cap} {n:resta|restèrent} tout près, pour {g:le|la} rattraper au cas où{+ ; |}deux fois, il fallut {g:le|la} rattraper de justesse.', at: 'attempt2' },
    '{mcShort:cap} {n:souffla|soufflèrent} sur le genou {name:de}, un peu écorché{+, et |}{name} {?se releva aussitôt|rit malgré tout}.',
  ],
  details: [
    { balancers: 'les funambules du cirque', balancersDe: 'des funambules du cirque' },
    { balancers: 'les grands du quartier sur leurs vélos', balancersDe: 'des grands du quartier' },
  ],
};

const SHARE: Course = {
  id: 'share',
  setup: [
    '{name} avait apporté {toys}, et {il} n\'aimait pas qu\'on y touche{+ : |}{toyAlone}, pourtant.',
  ],
  bring: [
    '{?Un peu plus loin|Non loin de là}, {?deux enfants|un petit garçon et sa sœur|deux petites voisines} {?regardaient les jouets {name:de} avec envie|s\'ennuyaient, sans rien pour jouer}{+, et |}{mcShort} aussi {n:tendait|tendaient} le cou.',
  ],
  attempt1: [
    '« {?Je peux essayer|Tu me prêtes|On joue ensemble} ? » demanda {mcShort}.{+ }« Non, c\'est à moi ! » répondit {name} en {?serrant tout contre {g:lui|elle}|reculant d\'un pas}.{+ }{name} joua {?tout{g:|e} seul{g:|e}|dans son coin}{+ : |}{?on s\'ennuyait vite, sans personne pour répondre|au bout d\'un moment, ce n\'était plus drôle du tout}.',
  ],
  attempt2: [
    'Alors {name} prêta {?le plus vieux de ses jouets|un jouet, le moins beau}, sans le quitter des yeux{+, mais |Mais }{il} le reprit {?au bout d\'une minute|presque tout de suite}{+ : |}{mcShort} {n:baissa|baissèrent} la tête, et les deux autres enfants s\'éloignèrent.',
  ],
  turn: [
    '{name} {?regarda|tourna et retourna} ses jouets{+ : |}{toyTurn}.{+ }{il:cap} {toyGive} {mcShort:a} et aux deux autres enfants{+ : |}« {?Tiens, à toi|À vous|Allez, on joue} ! »',
  ],
  resolution: [
    '{?Bientôt|En un instant}, {toyPlay}, et {name} riait plus fort que {?tout à l\'heure|quand {il} jouait seul{e}}{+ : |}{name} {goalAchieved}, et {il} y gagnait {?des amis|trois compagnons de jeu}.',
  ],
  obstacle2: [
    '{?Vexés|Un peu tristes}, les deux enfants s\'assirent plus loin, et {mcShort} {n:alla|allèrent} les rejoindre{+ : |}{name} se retrouva {g:seul|seule} au milieu de ses jouets.',
  ],
  clue: [
    '{?Un peu plus tôt|Au réveil}, {name} avait vu deux enfants jouer à la corde à sauter{+ : |}l\'un tournait, l\'autre sautait, et ils riaient bien plus fort que chacun de son côté.',
  ],
  helper: [
    '{?Une dame|Un monsieur} {?assis sur un banc|qui passait par là} {?leur montra|leur expliqua} le jeu de la balle au prisonnier{+ : |}« {?Il faut être au moins quatre|Tout seul, on ne peut pas y jouer}, {?vous savez|c\'est tout l\'intérêt} ! »',
  ],
  scenes: [
    { t: 'Au début, {name} gardait l\'œil sur chaque jouet prêté{+ : |}mais quand {mcShort} {n:inventa|inventèrent} une règle rigolote, {il} oublia de surveiller et se mit à jouer aussi.', at: 'turn' },
    { t: 'En retour, un des enfants lui proposa son propre jeu{+ : |}« Chacun son tour, c\'est plus juste. »', at: 'turn' },
  ],
  details: [
    { toys: 'ses deux talkies-walkies', toyAlone: 'un talkie-walkie tout seul ne parlait à personne', toyTurn: "le talkie-walkie restait muet tant que personne ne tenait l'autre", toyGive: 'tendit le deuxième talkie-walkie', toyPlay: "les voix grésillaient d'un talkie à l'autre" },
    { toys: 'son ballon tout neuf', toyAlone: 'un ballon lancé tout seul ne revenait jamais', toyTurn: 'le ballon ne revenait jamais quand on le lançait seul', toyGive: 'lança le ballon', toyPlay: 'le ballon volait de main en main' },
    { toys: 'son grand jeu de dominos', toyAlone: 'aux dominos, tout seul, on gagnait à tous les coups et on ne riait jamais', toyTurn: 'aux dominos, il fallait quelqu\'un en face, sinon personne ne gagnait vraiment', toyGive: 'distribua les dominos', toyPlay: 'les dominos claquaient sur la table à chaque tour' },
  ],
};

const BAKE: Course = {
  id: 'bake',
  setup: [
    '{name} avait {?gardé|recopié} la recette {?de mamie|de la famille} sur une petite carte{+ : |}{?tout en bas|en bas}, une ligne {?qu\'{il} n\'avait jamais lue|soulignée deux fois}.',
  ],
  bring: [
    '{duo:cap} {?s\'installèrent dans|filèrent vers} {kitchen}{+ : |}{?farine, œufs, sucre, beurre|un saladier, une cuillère en bois, un fouet}, tout était {?sur la table|prêt}.',
  ],
  attempt1: [
    '{name} versa la farine {?à grandes cuillerées|sans la peser}, et {?encore un peu|un peu plus pour être sûr{e}}{+ : |}la pâte devint {?dure comme du plâtre|une boule toute sèche}, impossible à {?mélanger|tourner}.',
    '{name} {?cassa les œufs|mit le sucre} d\'un coup, {?sans lire la recette|à l\'œil}{+, mais |Mais }{?la pâte devint toute liquide|tout déborda du saladier}{+ : |}{?raté|il fallait recommencer}.',
  ],
  attempt2: [
    'La deuxième pâte, pesée {?grain par grain|avec soin}, était parfaite{+ ; |}{name} la mit au four{+, mais |Mais }{il} ouvrit la porte {?toutes les minutes|sans arrêt} pour {?voir si ça montait|surveiller}{+ : |}le gâteau {?retomba tout plat|s\'affaissa comme une crêpe}.',
  ],
  turn: [
    '{name} relut la carte jusqu\'au bout{+ : |}« {?Ne jamais ouvrir le four avant la fin du sablier|Porte fermée, le gâteau monte} ».{+ }{?Cette fois|Au troisième essai}, {duo} {?retournèrent|posèrent} un sablier et {?attendirent en chantant|chantèrent trois chansons}, porte fermée.',
  ],
  resolution: [
    'Quand le dernier grain tomba, {name} ouvrit le four{+ : |}{?le gâteau avait gonflé, tout doré|une bonne odeur remplit la pièce, et le gâteau était bien haut}{+ ! |}{name} {goalAchieved}.',
  ],
  obstacle2: [
    'La pâte ratée finit à la poubelle{+ : |}il ne restait plus de farine que pour une seule autre pâte{+ ; |}cette fois, pas le droit de se tromper.',
  ],
  clue: [
    'Près du four, {name} remarqua {?un vieux sablier|le sablier de mamie}{+ : |}« À quoi ça sert ? » demanda {mcShort}.{+ }Personne ne savait.',
  ],
  helper: [
    '{?La voisine|Le boulanger du coin}, qui {?passait chercher du sucre|avait senti l\'odeur}, jeta un œil au gâteau tout plat{+ : |}« {?On a ouvert le four trop tôt, hein|Ah, la porte du four, je parie} ? {?Lis bien ta recette jusqu\'au bout|Les secrets sont toujours en bas de la recette}. »',
  ],
  scenes: [
    { t: 'Pendant que le sablier coulait, {name} prépara la crème pour le dessus{+ : |}{il} avait très envie d\'ouvrir le four, mais {il} tint bon.', at: 'turn' },
    '{name} {?avait de la farine jusque sur le nez|lécha la cuillère en cachette}, et {mcShort} {?éclata|éclatèrent} de rire.',
  ],
};

const BUILD: Course = {
  id: 'build',
  setup: [
    '{name} avait {?glissé|rangé} {?une pelote de ficelle|un bout de ficelle} {?au fond de sa poche|dans son sac}{+ ; |}{?on ne savait jamais à quoi ça pourrait servir|ça pouvait toujours servir}.',
  ],
  bring: [
    '{duo:cap} {?rassemblèrent|empilèrent} {?des planches, des bâtons et une vieille couverture|tout ce qu\'on pouvait trouver : bâtons, cartons, draps}{+ : |}de quoi faire {object}.',
  ],
  attempt1: [
    '{name} planta les bâtons bien droits, côte à côte{+, mais |Mais }{?au premier coup de coude, tout tomba|ils s\'écroulèrent les uns sur les autres}{+ : |}des murs tout droits, ça ne tenait pas tout seul.',
  ],
  attempt2: [
    'Pour que ça tienne, {duo} {?posèrent|mirent} par-dessus {?une grosse planche|un toit bien lourd}{+, mais |Mais }{?ce poids fit tout pencher|le toit écrasa les murs}{+ : |}{?crac|patatras}, tout {?par terre|était à refaire}.',
  ],
  turn: [
    '{name} {?regarda|se rappela} la ficelle au fond de sa poche{+, et |}{il} eut une idée{+ : |}{?pencher les bâtons l\'un contre l\'autre, en pointe, comme un tipi|appuyer les bâtons deux par deux, en triangle}, et les attacher en haut.',
  ],
  resolution: [
    '{?Trois tours de ficelle|Un nœud bien serré}, une couverture par-dessus{+ : |}{objectShort} {oEtait} debout{+, et |}{?même quand {mcShort} {n:s\'appuya|s\'appuyèrent} dessus, rien ne bougea|rien ne tomba}{+ ! |}{name} {goalAchieved}.',
  ],
  obstacle2: [
    'Dans leur chute, les bâtons avaient roulé partout, et l\'un d\'eux s\'était cassé en deux{+ : |}il fallut en chercher d\'autres, et cette fois, {name} voulut que ça tienne coûte que coûte.',
  ],
  clue: [
    'En ramassant les bâtons, {name} remarqua deux branches tombées l\'une contre l\'autre{+ : |}appuyées en pointe, elles tenaient debout toutes seules.',
  ],
  helper: [
    '{?Un menuisier|Une bricoleuse} {?qui passait par là|du voisinage} {?regarda|observa} les bâtons tombés{+ : |}« {?Un triangle, ça ne tombe jamais|Ce qui tient, c\'est le triangle}, {?tu sais|mon petit, ma petite}. »',
  ],
  scenes: [
    { t: '{mcShort:cap} {n:voulut|voulurent} tenir les murs pendant qu\'on posait le toit{+, mais |Mais }on ne peut pas tenir des murs pour toujours{+ : |}il fallait qu\'ils tiennent tout seuls.', at: 'attempt2' },
    { t: 'Le premier triangle glissa, car la ficelle était trop lâche{+ : |}{name} refit le nœud, bien serré cette fois, et les bâtons ne bougèrent plus.', at: 'turn' },
    { t: '{duo:cap} ajoutèrent d\'autres bâtons tout autour du premier triangle{+ : |}petit à petit, {objectShort} prenait forme.', at: 'turn' },
  ],
};

const NIGHT: Course = {
  id: 'night',
  setup: [
    '{name} avait {?posé sa lampe de poche|une petite lampe de poche} {?sur la table de nuit|sous son oreiller}{+ : |}{?on ne savait jamais|au cas où}.',
  ],
  bring: [
    '{?Le soir venu|Quand vint l\'heure du coucher}, tout s\'éteignit{+ : |}{?sur le mur, une grande ombre aux longs bras apparut|dans un coin, une forme noire semblait bouger}.',
  ],
  attempt1: [
    '{name} {?ferma les yeux très fort|se tourna vers le mur}{+, mais |Mais }{?derrière ses paupières, l\'ombre devenait encore plus grande|{il} l\'imaginait encore plus grande, les yeux fermés}{+ : |}{il} {?appela|se redressa d\'un bond}.',
  ],
  attempt2: [
    'Alors {name} se cacha {?sous la couette|sous les draps}, tout entier{+, mais |Mais }{?il faisait si chaud là-dessous qu\'{il} dut ressortir|au bout d\'une minute, {il} étouffait}{+ : |}et l\'ombre était toujours là.',
  ],
  turn: [
    '{name} {?se souvint de|pensa soudain à|attrapa} sa lampe de poche{+ : |}{il} {?l\'alluma|la braqua} droit sur l\'ombre.{+ }Ce n\'était que {?le manteau pendu à la chaise|la robe de chambre accrochée à la porte}, avec ses deux manches qui pendaient.',
  ],
  resolution: [
    '{name} {?rit|pouffa} et fit avec ses mains {?une ombre à grandes oreilles|un bec qui s\'ouvre et se ferme} sur le mur{+ : |}{?l\'ombre, c\'était {g:lui|elle} qui la faisait, maintenant|les ombres, désormais, lui obéissaient|plus rien ne faisait peur sur ce mur}{+ ! |}{name} {goalAchieved}.',
  ],
  obstacle2: [
    'Les yeux fermés si fort, {name} entendait le moindre bruit de la maison{+ : |}{?le parquet craqua|un volet grinça}, et {il} ne pensa plus qu\'à se cacher.',
  ],
  clue: [
    'Au dîner, {?Papa|Maman} avait dit en riant : « La nuit, les choses gardent leur forme{+ ; |}c\'est seulement leur ombre qui grandit. »',
  ],
  helper: [
    '{?Papa|Maman|Sa grande sœur} passa la tête par la porte{+ : |}« {?Une ombre, ça ne fait que ce qu\'on lui fait faire|Les ombres, il faut les regarder avec une lampe}, tu sais. »',
  ],
  scenes: [
    { t: '{name} appela tout bas{+ : |}« {?Maman|Papa} ? »{+ }Personne ne l\'entendit, et l\'ombre ne bougeait toujours pas.', at: 'attempt2' },
    { t: 'Pour être sûr{e}, {name} éteignit la lampe, puis la ralluma{+ : |}l\'ombre revint, puis redevint le manteau{+ ; |}éteinte, allumée{+ : |}c\'était toujours le même manteau.', at: 'turn' },
  ],
  night: true,
};

/** A tooth that wobbles (issue 25, item 1): it falls when one stops forcing it, never by a plan. */
const TOOTH: Course = {
  id: 'tooth',
  setup: [
    "{name} avait une dent qui bougeait{+ : |}{?du bout de la langue|du bout du doigt}, {il} la faisait aller et venir, {?toute branlante|comme une petite porte}.",
  ],
  bring: [
    "{duo:cap} {?regardèrent la dent dans un petit miroir|en parlaient depuis le matin}{+ : |}{?elle ne tenait plus qu'à un fil|on la voyait pencher}.",
  ],
  attempt1: [
    "{name} {?croqua dans une pomme|mordit dans une croûte de pain} pour la faire tomber{+, mais |Mais }{?ça pinça|{il} eut peur d'avoir mal et s'arrêta net}{+ : |}la dent {?tenait toujours|ne voulait pas partir}.",
  ],
  attempt2: [
    "Alors {name} voulut {?la tirer d'un coup sec|l'attacher à une ficelle}{+, mais |Mais }rien que d'y penser, {il} serra la bouche très fort{+ : |}la dent resta à sa place.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}{?à force d'y penser|en riant}, {il} oublia la dent, et {il} la poussa du bout de la langue, tout doucement, sans y penser.",
  ],
  resolution: [
    "{?Et hop|Tout à coup|Sans même avoir mal}, la dent tomba dans sa main{+ : |}une toute petite dent blanche{+ ! |}{name} avait perdu sa dent, et {il} la garda au creux de sa main comme un trésor.",
  ],
  obstacle2: [
    'Depuis la pomme, la gencive était un peu sensible{+ : |}{name} n\'osait plus mâcher de ce côté, et la dent penchait toujours.',
  ],
  clue: [
    '{?Sa grande sœur|Son grand cousin} lui avait raconté : « La mienne est tombée toute seule, pendant que je riais à table. »',
  ],
  helper: [
    "{?Une dame|Un vieux monsieur} {?remarqua|vit} la dent qui penchait{+ : |}« {?Ne la force pas|Laisse-la tranquille}, {?occupe-toi d'autre chose|pense à autre chose} : une dent de lait s'en va toute seule quand elle est prête. »",
  ],
  scenes: [
    { t: '{mcShort:cap} {n:proposa|proposèrent} de compter jusqu\'à trois avant de tirer{+ : |}à « deux », {name} s\'enfuit, la main sur la bouche.', at: 'attempt2' },
    { t: '{name} joua si longtemps qu\'{il} en oublia tout le reste{+ : |}même l\'heure, et surtout la dent.', at: 'turn' },
  ],
};

/** A move: the new house becomes one's own when what one loves is put in it first. */
const MOVE: Course = {
  id: 'move',
  setup: [
    "{name} regardait les cartons {?empilés dans l'entrée|entassés partout}{+ : |}{?on déménageait|la famille partait pour une nouvelle maison}.",
  ],
  bring: [
    "{duo:cap} {?entrèrent|arrivèrent} dans la nouvelle maison{+ : |}{?les murs étaient tout blancs, les pièces vides|ça sentait la peinture, et rien n'était à sa place}.",
  ],
  attempt1: [
    "{name} {?chercha|voulut retrouver} sa chambre d'avant dans chaque pièce{+, mais |Mais }aucune ne lui ressemblait{+ : |}{il} {?s'assit sur un carton, le cœur gros|sentit les larmes monter}.",
  ],
  attempt2: [
    "Pour se sentir chez {g:lui|elle}, {name} {?vida tous les cartons d'un coup|sortit toutes ses affaires en même temps}{+, mais |Mais }la chambre devint un grand bazar{+ : |}ce n'était toujours pas sa chambre.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}{il} commença par ça, {?son doudou sur le lit, puis un dessin au mur|chacun de ses trésors à sa place, un par un}.",
  ],
  resolution: [
    "{?Le soir venu|À la fin de la journée}, la nouvelle chambre avait {?ses dessins au mur et son doudou sur le lit|ses affaires à leur place et sa veilleuse allumée}{+ : |}{name} se sentait chez {g:lui|elle}, dans sa nouvelle maison.",
  ],
  obstacle2: [
    'À force de chercher sa chambre d\'avant, {name} avait ouvert un carton dans chaque pièce{+ : |}maintenant, son doudou était dans la cuisine, ses dessins dans l\'entrée, et rien n\'était à sa place.',
  ],
  clue: [
    '{?Maman|Papa} avait emballé la photo de famille à part, tout en haut d\'un carton{+ : |}« Celle-là, on l\'accroche en premier{+ ; |}après, la maison sera la nôtre. »',
  ],
  helper: [
    "{?Une voisine|Un voisin} {?frappa à la porte avec des biscuits|passa dire bonjour}{+ : |}« {?Une maison devient la tienne quand tu y mets ce que tu aimes|Commence par un coin à toi, le reste suivra}. »",
  ],
  scenes: [
    { t: 'Au milieu du bazar, {name} ne retrouva même plus ses chaussons{+ : |}{il} s\'assit par terre, entre deux piles, sans savoir par où commencer.', at: 'attempt2' },
    { t: 'Ensuite, {il} choisit la place de son lit, près de la fenêtre, pour voir le ciel{+ : |}la chambre commençait à lui ressembler.', at: 'turn' },
  ],
};

/** Tidying: all at once fails, one family of toys at a time works. */
const TIDY: Course = {
  id: 'tidy',
  setup: [
    "{name} avait {?sorti|étalé} tous ses jouets{+ : |}{?des cubes, des petites voitures, des peluches|des puzzles, des billes, des crayons}, jusque dans les coins.",
  ],
  bring: [
    "{?Avant le goûter|Avant le coucher}, il fallait ranger{+ : |}{?un coffre|une grande caisse} attendait, vide, dans un coin de la chambre.",
  ],
  attempt1: [
    "{name} {?jeta tout en vrac dans le coffre|fourra tout dans le coffre d'un coup}{+, mais |Mais }{?le couvercle ne fermait plus|on ne retrouvait plus rien}{+ : |}ce n'était pas rangé, c'était caché.",
  ],
  attempt2: [
    "Alors {name} voulut tout ranger en même temps, en courant d'un coin à l'autre{+, mais |Mais }{?au bout de cinq minutes, {il} était {g:épuisé|épuisée}|la pile ne diminuait pas}{+ : |}il en restait partout.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}et si on en faisait un jeu ?{+ }{il:cap} donna une maison à chaque famille de jouets{+ : |}les cubes d'abord, puis les voitures, puis les peluches.",
  ],
  resolution: [
    "{?Une famille à la fois|Un à un}, les jouets trouvèrent leur place{+ : |}les cubes dans leur boîte, les voitures en file dans le coffre, les peluches assises en rang{+ ! |}{name} avait rangé ses jouets sans aide, et la chambre brillait.",
  ],
  obstacle2: [
    'Pour retrouver une petite voiture, {name} vida le coffre sur le tapis{+ : |}le bazar avait doublé.',
  ],
  clue: [
    '{name} avait regardé {?Papa|Maman} ranger les courses{+ : |}les pommes avec les pommes, les pâtes avec les pâtes, chaque famille dans son coin.',
  ],
  helper: [
    "{?Maman|Papa} passa la tête par la porte{+ : |}« {?Une seule sorte de jouets à la fois|Chaque chose à sa place, une famille à la fois}, et tu verras ! »",
  ],
  scenes: [
    { t: '{mcShort:cap} {n:voulut|voulurent} aider et {n:posa|posèrent} les peluches sur les cubes{+, mais |Mais }la pile s\'écroula{+ : |}tout était à refaire.', at: 'attempt2' },
    { t: 'Pour commencer, {name} fit trois tas sur le tapis{+ : |}un pour les cubes, un pour les voitures, un pour les peluches, et {mcShort} {n:gardait|gardaient} les tas bien séparés.', at: 'turn' },
  ],
};

/** Speaking to the class: a small voice, then too fast, then speaking for one friendly face. */
const SPEAK: Course = {
  id: 'speak',
  setup: [
    "{name} {speakKnown}{+ : |}devant {mcShort}, les mots venaient tout seuls.",
  ],
  bring: [
    "{?Le lendemain|Ce jour-là}, en classe, la maîtresse appela {name}{+ : |}c'était son tour de parler devant toute la classe.",
  ],
  attempt1: [
    "{name} se leva{+, mais |Mais }tous les regards étaient tournés vers {g:lui|elle}{+ : |}{?sa voix devint toute petite|les mots restèrent coincés dans sa gorge}, et personne n'entendit rien.",
  ],
  attempt2: [
    "Pour ne plus voir personne, {name} {?baissa les yeux vers ses chaussures|parla très vite, les yeux fermés}{+, mais |Mais }les mots se bousculèrent{+ : |}{il} perdit le fil.",
  ],
  turn: [
    "{name} pensa à {mcShort}, devant qui les mots venaient si bien{+ : |}{il} chercha un visage ami au fond de la classe, et prit une grande inspiration.",
  ],
  resolution: [
    "{name} {speakDone} d'une voix claire, les yeux sur ce visage ami{+ : |}les mots venaient un à un{+ ! |}{name} avait parlé devant toute la classe, jusqu'au bout, et tout le monde applaudit.",
  ],
  obstacle2: [
    'Au fond, deux élèves chuchotèrent{+ : |}« On n\'entend rien ! »{+ }{name} sentit ses joues chauffer, et {il} n\'eut plus qu\'une envie{+ : |}ne plus voir tous ces yeux.',
  ],
  clue: [
    'Le matin même, {name} avait vu la maîtresse raconter un conte aux petits{+ : |}elle ne regardait jamais toute la salle, seulement un enfant, puis un autre.',
  ],
  helper: [
    "{?La maîtresse|Une grande de la classe} lui souffla un conseil{+ : |}« Regarde une seule personne, comme si tu lui racontais une histoire. »",
  ],
  scenes: [
    { t: 'La maîtresse lui fit signe de reprendre depuis le début{+ : |}{name} recommença, mais les mots se cachaient encore.', at: 'attempt2' },
    { t: 'Au fond, un camarade lui fit un petit signe de la main{+ : |}c\'était ce visage-là qu\'{il} regarderait.', at: 'turn' },
  ],
};

/** A friend made where no one knows the child: the big group fails, one child alone works. */
const FRIEND: Course = {
  id: 'friend',
  setup: [
    "{name} regardait les autres enfants courir et se parler{+ : |}{il} n'avait encore parlé à aucun d'eux.",
  ],
  bring: [
    "{?Un peu plus loin|Non loin de là}, {loner} {lonerAlone} avec {?un ballon|des billes}.",
  ],
  attempt1: [
    "{name} {?fonça vers le grand groupe|s'approcha du grand groupe} en criant « {?Je peux jouer|On joue} ? »{+, mais |Mais }personne ne l'entendit dans le bruit{+ : |}{il} resta sur le côté.",
  ],
  attempt2: [
    "Alors {name} attendit dans son coin qu'on vienne {g:le|la} chercher{+, mais |Mais }personne ne vint{+ : |}{il} était toujours {g:seul|seule}.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}et si {il} commençait par un seul enfant ?{+ }{il:cap} s'approcha de l'enfant qui jouait seul et lui proposa de jouer ensemble.",
  ],
  resolution: [
    "{?Bientôt|En un instant}, les deux enfants se racontaient déjà leurs secrets{+ : |}{name} s'était fait {lonerFriend}{+, et |}les deux enfants se promirent de se retrouver le lendemain.",
  ],
  obstacle2: [
    'Dans la bousculade, quelqu\'un {g:le|la} fit tomber sans le faire exprès{+ : |}{name} se releva, les joues rouges, et n\'osa plus s\'approcher de personne.',
  ],
  clue: [
    '{name} remarqua une chose{+ : |}{loner} jetait souvent un œil vers le grand groupe, sans oser s\'en approcher.',
  ],
  helper: [
    "{?Une animatrice|Un animateur} remarqua {name}, {g:tout seul|toute seule}{+ : |}« Pour se faire un ami, on commence par un seul ! »",
  ],
  scenes: [
    { t: '{name} fit trois fois le tour du groupe, en faisant semblant de chercher quelque chose{+ : |}personne ne {g:le|la} remarqua.', at: 'attempt2' },
    { t: '{loner:cap} hésita, puis fit une place à {name}{+ : |}« Tu veux que je te montre ? »', at: 'turn' },
  ],
  details: [
    { loner: 'une petite fille', lonerAlone: 'jouait toute seule', lonerFriend: 'une amie' },
    { loner: 'un petit garçon', lonerAlone: 'jouait tout seul', lonerFriend: 'un ami' },
  ],
};

/** Daring (« qu'elle ose dire bonjour »): the words stick, waiting makes it harder; doing it as with the companion works. */
const DARE: Course = {
  id: 'dare',
  setup: [
    "Avec {mcShort}, {name} parlait sans y penser{+ : |}les mots venaient tout seuls.",
  ],
  bring: [
    "Mais devant {?les grandes personnes|les gens qu'{il} ne connaissait pas}, c'était une autre histoire{+ : |}{il} devenait {g:tout petit|toute petite}.",
  ],
  attempt1: [
    "{name} {?ouvrit la bouche|prit son élan}{+, mais |Mais }{?sa voix resta coincée|aucun son ne sortit}{+ : |}{il} se cacha derrière {mcShort}.",
  ],
  attempt2: [
    "Alors {name} attendit que la peur passe toute seule{+, mais |Mais }plus {il} attendait, plus c'était difficile{+ : |}le moment était passé.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}et si {il} faisait comme avec {mcShort} ?{+ }{il:cap} regarda une seule personne, prit une grande inspiration, et se lança.",
  ],
  resolution: [
    "{name} {goalAchieved}, d'une petite voix claire{+ : |}on lui répondit avec un grand sourire{+ ! |}Ce n'était pas si difficile, finalement.",
  ],
  obstacle2: [
    'Derrière {mcShort}, {name} entendit quelqu\'un dire : « Oh, {g:il|elle} est timide ! »{+ }Ses joues devinrent brûlantes{+ : |}maintenant, {il} osait encore moins.',
  ],
  clue: [
    '{?Sa grand-mère|Son grand-père} lui avait dit un jour : « Quand tu as le trac, parle à une seule personne, comme à un ami. »',
  ],
  helper: [
    "{?Une vieille dame|Un vieux monsieur} lui fit un clin d'œil{+ : |}« Regarde une seule personne, et fais comme avec un ami. »",
  ],
  scenes: [
    { t: '{mcShort:cap} {n:voulut|voulurent} parler à sa place{+, mais |Mais }{name} secoua la tête{+ : |}c\'était à {g:lui|elle} de le dire.', at: 'attempt2' },
    { t: 'Sa voix trembla un peu au premier mot{+, mais |Mais }la personne sourit et se pencha pour mieux écouter{+ : |}le deuxième mot sortit tout seul.', at: 'turn' },
  ],
};

/** Kindness to a sibling: pushing them off makes them cry, playing apart keeps them coming back; showing them how works. */
/** Daring an action one fears (« peur de sauter », « peur de monter à cheval »): all at once fails, waiting fails, little bits work. */
const DARE_ACTION: Course = {
  id: 'dare-action',
  setup: ["{name} regardait souvent les autres s'amuser sans y penser{+ : |}pour {g:lui|elle}, {goalSetOut}, c'était une autre histoire."],
  bring: ["{?Ce jour-là|Cette fois}, {name} avait envie d'essayer{+ : |}mais rien que d'y penser, son cœur battait très fort."],
  attempt1: ["{name} voulut tout faire d'un seul coup, sans réfléchir{+, mais |Mais }au dernier moment, ses jambes refusèrent d'avancer{+ : |}{il} recula d'un pas."],
  attempt2: ["Alors {name} attendit que la peur s'en aille d'elle-même{+, mais |Mais }plus {il} attendait, plus elle grandissait{+ : |}et rien ne se fit."],
  obstacle2: ['Ce pas en arrière {g:le|la} suivit tout le reste du jour{+ : |}rien que d\'y repenser, son cœur se remettait à battre très fort.'],
  clue: ['{name} avait regardé un tout petit enfant apprendre à marcher{+ : |}un pas, on se rattrape, puis un autre{+ ; |}jamais tout d\'un coup.'],
  turn: ["{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}et si {il} y allait par tout petits bouts ?{+ }{il:cap} essaya d'abord un tout petit peu, avec {mcShort} tout près."],
  resolution: ["Un petit bout, puis un autre{+ : |}{name} {goalAchieved}{+ ! |}La peur était restée en arrière, toute petite."],
  helper: ["{?Une vieille dame|Un vieux monsieur} lui fit un clin d'œil{+ : |}« La peur, ça se mange par petits bouts, comme une grosse tartine. »"],
  scenes: [],
};

const SIBLING: Course = {
  id: 'sibling',
  setup: [
    "{sibling:cap} suivait {name} partout{+ : |}{sibHe} voulait toujours faire comme {g:lui|elle}.",
  ],
  bring: [
    "{?Ce jour-là|Ce matin-là}, {sibling} renversa la tour de cubes que {name} venait de finir{+ : |}{name} sentit la colère monter.",
  ],
  attempt1: [
    "{name} cria « Laisse-moi tranquille ! »{+, mais |Mais }{sibling} se mit à pleurer{+ : |}et plus personne ne jouait.",
  ],
  attempt2: [
    "Alors {name} alla jouer dans son coin, loin de {sibling}{+, mais |Mais }{sibHe} revenait sans cesse{+ : |}ce n'était drôle pour personne.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}et si {il} montrait à {sibling} comment on fait ?{+ }{il:cap} lui tendit un cube, puis un autre, tout doucement.",
  ],
  resolution: [
    "{?Bientôt|En un instant}, une nouvelle tour montait, cube après cube, et {sibling} riait aux éclats{+ : |}{name} {goalAchieved}, et la tour des deux était bien plus haute que l'autre.",
  ],
  obstacle2: [
    'Les pleurs firent accourir {?Maman|Papa}{+ : |}« Qu\'est-ce qui se passe ici ? »{+ }{name} dut s\'expliquer, et la tour était toujours par terre.',
  ],
  clue: [
    '{name} avait remarqué que {sibling} regardait chacun de ses gestes{+ : |}{sibHe} ne voulait pas casser la tour, {sibHe} voulait la faire aussi.',
  ],
  helper: [
    "{?Mamie|Papi} sourit en les voyant{+ : |}« Les petits veulent surtout faire comme les grands{+ : |}montre-lui. »",
  ],
  scenes: [
    { t: '{sibling:cap} posa son cube tout de travers{+ : |}au lieu de crier, {name} lui montra comment le poser bien à plat, et {sibHe} recommença, très sérieusement.', at: 'turn' },
  ],
};

/** Going to the crèche or school gladly: clinging and crying at the door fail; a goodbye of one's own works. */
const GOODBYE: Course = {
  id: 'goodbye',
  setup: [
    "Chaque matin, devant la porte {?de la crèche|de l'école}, {name} serrait très fort la main de {parent}{+ : |}{il} ne voulait plus la lâcher.",
  ],
  bring: [
    "{?Ce matin-là|Ce jour-là}, {parent} lui avait glissé dans la poche {keepsake}{+ : |}« Un petit bout de la maison, pour la journée. »",
  ],
  attempt1: [
    "{name} s'accrocha à la manche de {parent}{+, mais |Mais }il fallait bien partir travailler{+ : |}plus {il} s'accrochait, plus l'au revoir était difficile.",
  ],
  attempt2: [
    "Alors {name} pleura devant la porte pour qu'on {g:le|la} ramène{+, mais |Mais }les larmes ne changeaient rien{+ : |}la journée commença tout de même, et {il} resta dans un coin, le cœur gros.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}{il} sortit {keepsake} de sa poche, et {il} inventa un au revoir rien qu'à {g:lui|elle} : un bisou dans la paume, à garder jusqu'au soir.",
  ],
  resolution: [
    "{?Le lendemain|Le jour suivant}, {name} fit son au revoir, le bisou dans la paume et {keepsake} dans la poche{+ : |}puis {il} courut jouer avec les autres{+ ! |}{name} {goalAchieved}, et le soir, {il} avait mille choses à raconter.",
  ],
  obstacle2: [
    'Les autres enfants avaient tout vu{+ : |}{name} sentit ses joues chauffer, et {il} voulut encore plus rentrer à la maison.',
  ],
  clue: [
    'Devant la porte, {name} vit un grand souffler un bisou dans sa main et le donner à son papa{+ : |}puis il partit jouer, sans une larme.',
  ],
  helper: [
    "{?La dame de la crèche|La maîtresse} s'accroupit près de {g:lui|elle}{+ : |}« Un au revoir bien fait, et la journée peut commencer. »",
  ],
  scenes: [
    { t: 'À la récré, {name} resta près de la grille, à guetter la rue{+ : |}à chaque voiture, {il} espérait voir {parent}, et ce n\'était jamais {parent}.', at: 'attempt2' },
    { t: 'Le soir, quand {parent} vint le chercher, {name} ouvrit sa main{+ : |}« Le bisou est resté toute la journée ! »{+ }{parent} rit et en déposa un autre, pour le lendemain.', at: 'turn' },
  ],
  details: ['Maman', 'Papa'].flatMap((parent) => ['un petit caillou tout lisse', 'un mouchoir qui sentait la maison', 'une photo de la famille'].map((keepsake) => ({ parent, keepsake }))),
};

/** A friend at school: the same course, set in the playground of a new class. */
const SCHOOL_FRIEND: Course = {
  ...FRIEND,
  id: 'school-friend',
  setup: [
    "C'était {?la récréation|la première récré}, et tout était nouveau{+ : |}{name} regardait les enfants courir et se parler, sans connaître personne.",
  ],
  resolution: [
    "{?Bientôt|En un instant}, les deux enfants riaient ensemble{+ : |}{name} s'était fait {lonerFriend} à l'école{+, et |}les deux enfants se promirent de jouer ensemble à la prochaine récré.",
  ],
};

/**
 * Nightmares (issue 25: not told): the bad dream met at night, two tries that fail because one cannot
 * hide from a dream, then the child's own drawing changes the dream, and a night slept through.
 */
const NIGHTMARE: Course = {
  id: 'nightmare',
  setup: [
    "{name} gardait toujours dans sa poche {?une boîte de crayons et un petit carnet|ses crayons de couleur}{+ : |}{?on ne savait jamais quand une idée viendrait|{il} dessinait tout ce qui l'étonnait}.",
  ],
  bring: [
    "{?Plus tard|Dans le noir}, {name} se réveilla en sursaut{+ : |}dans son mauvais rêve, {beast} {g:le|la} poursuivait encore.",
  ],
  attempt1: [
    "{name} décida de ne plus dormir du tout, les yeux grands ouverts{+, mais |Mais }{?ses paupières devinrent lourdes|le sommeil finit par gagner}{+ : |}et le mauvais rêve revint aussitôt.",
  ],
  attempt2: [
    "Alors {name} {?se cacha tout au fond de la couette|enfouit sa tête sous l'oreiller}{+, mais |Mais }dans le rêve, {beastShort} {g:le|la} trouvait quand même{+ : |}on ne se cache pas d'un rêve.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}{il} prit ses crayons et dessina {beastShort} de son rêve, avec un chapeau de fête et des chaussettes à pois.",
  ],
  resolution: [
    "{?Le lendemain soir|Ce soir-là}, {beastShort} revint dans son rêve{+, mais |Mais }{beastHe} portait le chapeau de fête et les chaussettes à pois du dessin{+ : |}{name} éclata de rire, et {beastShort} aussi{+ ! |}{name} dormit jusqu'au matin, sans un seul cauchemar.",
  ],
  obstacle2: [
    'Le lendemain, {name} était si {g:fatigué|fatiguée} qu\'{il} bâillait sans arrêt{+ : |}et le soir venu, {il} redoutait d\'aller au lit plus que jamais.',
  ],
  clue: [
    'Au dîner, {?Papa|Maman} avait dit{+ : |}« Dans un rêve, c\'est toi qui tiens le crayon{+ ; |}ce qui te fait peur, tu peux le changer. »',
  ],
  helper: [
    "{?Maman|Papa} s'assit au bord du lit{+ : |}« Un rêve, c'est toi qui le fabriques{+ : |}tu peux le dessiner autrement. »",
  ],
  scenes: [
    { t: 'Puis {il} ajouta un grand ballon rouge{+ : |}{beastShort} avait maintenant l\'air d\'aller à un anniversaire.', at: 'turn' },
  ],
  night: true,
  details: [
    { beast: 'un grand loup aux yeux jaunes', beastShort: 'le loup', beastHe: 'il' },
    { beast: 'un monstre tout noir aux longues griffes', beastShort: 'le monstre', beastHe: 'il' },
    { beast: 'une sorcière au nez crochu', beastShort: 'la sorcière', beastHe: 'elle' },
  ],
};

/** A thumb in the mouth: hiding it or sitting on it fails when tiredness comes; giving the hand something soft to hold works. */
const THUMB: Course = {
  id: 'thumb',
  setup: [
    "{name} avait une vieille habitude{+ : |}dès qu'{il} était {g:fatigué|fatiguée} ou {g:inquiet|inquiète}, son pouce filait tout seul entre ses lèvres.",
  ],
  bring: [
    "{?Ce jour-là|Ce matin-là}, {name} avait décidé de laisser son pouce tranquille, {?même au moment du coucher|même les jours de fatigue}.",
  ],
  attempt1: [
    "{name} {?cacha son pouce dans son poing|mit ses mains dans ses poches}{+, mais |Mais }{?au premier bâillement|dès qu'{il} fut {g:fatigué|fatiguée}}, le pouce {?repartit tout seul vers ses lèvres|se glissa entre ses lèvres sans prévenir}.",
  ],
  attempt2: [
    "Alors {name} s'assit sur ses mains{+, mais |Mais }on ne peut pas rester assis sur ses mains toute la journée{+ : |}dès qu'{il} les reprit, le pouce revint.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}et si {il} donnait un travail à son pouce ?{+ }Quand l'envie venait, {il} tenait {comfort} entre son pouce et ses doigts.",
  ],
  resolution: [
    "{?Le soir venu|À l'heure de la sieste}, l'envie revint{+, mais |Mais }le pouce avait déjà son travail{+ : |}{name} s'endormit avec {comfort} dans la main{+ ! |}{name} {goalAchieved}, et {g:il en était tout fier|elle en était toute fière}.",
  ],
  obstacle2: [
    'Le pouce caché, {name} tournait en rond, tout{g:|e} grognon{g:|ne}{+ : |}{il} ne pensait plus qu\'à lui.',
  ],
  clue: [
    '{name} avait remarqué une chose{+ : |}quand ses mains étaient occupées, le pouce restait tranquille.',
  ],
  helper: [
    "{?Sa grande sœur|Son grand cousin} lui confia son secret{+ : |}« Quand mon pouce voulait partir, je lui donnais quelque chose à tenir. »",
  ],
  scenes: [
    { t: 'La première fois, le pouce chercha le chemin des lèvres{+ : |}mais la main était déjà occupée, et l\'envie passa toute seule.', at: 'turn' },
  ],
  details: [{ comfort: "l'oreille toute douce de son doudou" }, { comfort: 'une petite balle toute douce' }, { comfort: 'un bout de ruban soyeux' }],
};

/** Shouting: shouting makes everyone step away, silence leaves no one knowing; a whisper makes them lean in. */
const SOFT_VOICE: Course = {
  id: 'soft-voice',
  setup: [
    "{name} avait une voix {?qui portait loin|de tonnerre}{+ : |}dès qu'{il} s'impatientait, {il} criait si fort que tout le monde sursautait.",
  ],
  bring: [
    "{?Ce jour-là|Ce matin-là}, {name} voulait {?qu'on l'écoute|se faire entendre} sans pousser de cris{+ : |}il fallait trouver une autre voix.",
  ],
  attempt1: [
    "{name} cria « {?Je veux jouer|À moi} ! »{+, mais |Mais }tout le monde se boucha les oreilles et s'éloigna{+ : |}personne n'avait écouté ce qu'{il} voulait dire.",
  ],
  attempt2: [
    "Alors {name} ne dit plus rien du tout{+, mais |Mais }personne ne savait ce qu'{il} voulait{+ : |}{il} sentit l'envie de pousser des cris remonter dans sa gorge.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}et si {il} parlait comme on raconte un secret ?{+ }{il:cap} s'approcha tout près et chuchota.",
  ],
  resolution: [
    "{?Aussitôt|Cette fois}, tout le monde se pencha pour écouter{+ : |}une voix toute douce, ça s'écoute{+ ! |}{name} {goalAchieved}, et on l'écoutait bien mieux qu'avant.",
  ],
  obstacle2: [
    'Plus tard, personne ne voulut {g:le|la} prendre dans son équipe{+ : |}« Tu nous casses les oreilles ! »{+ }{name} ne voulait plus faire tant de bruit{+ ; |}mais comment se faire entendre ?',
  ],
  clue: [
    '{name} avait remarqué une chose chez sa grand-mère{+ : |}quand elle voulait qu\'on l\'écoute, elle parlait tout bas, et tout le monde se penchait pour entendre.',
  ],
  helper: [
    "{?Une vieille dame|Un vieux monsieur} lui fit un clin d'œil{+ : |}« Quand on chuchote, tout le monde se penche pour entendre. »",
  ],
  scenes: [],
};

/** Anger that hits: holding it in makes it burst, running off keeps it; blowing it out and saying it in words works. */
const CALM: Course = {
  id: 'calm',
  setup: [
    "{name} avait parfois une colère {?grosse comme un orage|qui montait d'un coup}{+ : |}alors ses mains partaient toutes seules, même vers ceux qu'{il} aimait.",
  ],
  bring: [
    "{?Ce jour-là|Ce matin-là}, {?un copain|une copine} lui prit {?son jouet préféré|sa place}{+ : |}la colère monta d'un coup.",
  ],
  attempt1: [
    "{name} garda sa colère tout au fond, les poings serrés{+, mais |Mais }elle grossit encore{+ : |}{il} finit par frapper du pied si fort que tout le monde sursauta.",
  ],
  attempt2: [
    "Alors {name} partit en courant pour ne faire mal à personne{+, mais |Mais }la colère {g:le|la} suivit partout{+ : |}elle était toujours là, toute chaude dans son ventre.",
  ],
  turn: [
    "{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}{il} souffla très fort, comme sur des bougies, une fois, deux fois, trois fois{+, |}puis {il} dit avec des mots : « Je suis en colère ! »",
  ],
  resolution: [
    "{?Petit à petit|Souffle après souffle}, la colère redescendit{+ : |}{name} expliqua ce qui n'allait pas, sans faire mal à personne{+ ! |}{name} {goalAchieved}, et tout le monde retrouva le sourire.",
  ],
  obstacle2: [
    'Le coup de pied fit tomber la tour que les autres venaient de construire{+ : |}tout le monde {g:le|la} regarda de travers, et {name} eut encore plus envie de tout casser.',
  ],
  clue: [
    'Un jour que le lait avait débordé, {name} avait vu Papa fermer les yeux et souffler longuement, trois fois{+ : |}« Trois grands souffles, et la colère redescend », avait-il dit.',
  ],
  helper: [
    "{?Papa|Maman} s'accroupit près de {g:lui|elle}{+ : |}« Une colère, ça se souffle et ça se dit avec des mots{+ : |}les mains, elles, restent tranquilles. »",
  ],
  scenes: [
    { t: 'La colère voulut revenir au moment de ranger les jouets{+ : |}{name} souffla encore, trois fois, et cette fois, {il} demanda de l\'aide au lieu de frapper.', at: 'turn' },
  ],
};

/**
 * A pet gone missing (editor's read 37: the cat came back « tout à coup », with no cause): calling it
 * louder makes it hide better, a noisy search too; its own sound, made softly, brings it out of where it
 * had slipped, and why it was there is said.
 */
const PET: Course = {
  id: 'pet',
  setup: [
    "{?Ce matin-là|Au réveil}, {name} appela {objectShort} {?partout|dans toute la maison}{+ : |}{?sa gamelle était encore pleine|son coussin était vide et froid}, et {objectShort} ne venait pas.",
  ],
  bring: [
    "{name} prit la boîte de croquettes {objectShort:de} sous le bras{+ : |}{?chaque jour, à son petit bruit, {objectShort} arrivait en courant|c'était son bruit préféré}.",
  ],
  attempt1: [
    "{name} courut partout en criant le nom {objectShort:de} de toutes ses forces{+, mais |Mais }plus {il} criait, plus tout restait silencieux{+ : |}un animal qui a peur se cache encore mieux quand on crie.",
  ],
  attempt2: [
    "Alors {duo} fouillèrent tout {locShort}, en soulevant tout ce qui bougeait{+, mais |Mais }ils faisaient tant de bruit que rien ne répondait{+ : |}{objectShort} ne se montrait toujours pas.",
  ],
  turn: [
    "{name} se souvint de ce que {objectShort} aimait le plus{+ : |}{il} s'assit sans un bruit et secoua tout doucement la boîte de croquettes, comme chaque jour.",
  ],
  resolution: [
    "Au troisième petit bruit, quelque chose bougea, {shelter}{+ : |}{objectShort} s'y était {o:glissé|glissée} en suivant un papillon, et n'osait plus ressortir avec tout ce vacarme{+ ! |}{name} avait retrouvé {objectShort}{+ : |}{il} {o:le|la} prit dans ses bras et {o:le|la} serra très fort.",
  ],
  obstacle2: [
    'À force de parler si fort, {name} n\'avait presque plus de voix{+ : |}sa gorge piquait, et il fallait chercher autrement.',
  ],
  clue: [
    '{name} se rappela ce que disait {?la vétérinaire|sa grand-mère} : « Un animal qui a peur ne va jamais bien loin{+ ; |}il cherche un coin tout petit, tout près. »',
  ],
  helper: [
    "{?Une voisine|Un voisin} entendit les appels{+ : |}« Un animal qui a peur se cache{+ : |}fais plutôt le petit bruit qu'il connaît, tout doucement. »",
  ],
  scenes: [
    { t: '{duo:cap} s\'assirent sans bouger, et écoutèrent{+ : |}rien, puis un tout petit bruit de griffes, tout près.', at: 'turn' },
  ],
};

/**
 * A habit let go (issue 25, list 4's read: the thumb, nails, dummy, screens, biting, wet nights), told kindly:
 * the habit is no one's fault and passes; hiding it or forbidding it fails for its own reason, and what works
 * is giving the hands, the mouth or the night something else to do, found from what the child loves.
 */
interface HabitParts {
  when: string;
  try1: string;
  fail1: string;
  try2: string;
  fail2: string;
  idea: string;
  done: string;
  night?: true;
}
function habitCourse(id: string, parts: HabitParts): Course {
  return {
    id,
    setup: [`{name} avait une petite habitude qui {g:le|la} suivait partout{+ : |}${parts.when}.`],
    bring: ["{?Ce jour-là|Cette fois}, {name} voulait y aller {?à son rythme|tout doucement}{+ : |}ce genre d'habitude s'en va toujours un jour."],
    attempt1: [`{name} ${parts.try1}{+, mais |Mais }${parts.fail1}.`],
    attempt2: [`Alors {name} ${parts.try2}{+, mais |Mais }${parts.fail2}{+ : |}une habitude ne part pas parce qu'on la gronde.`],
    turn: [`{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}${parts.idea}.`],
    resolution: [`${parts.done}{+ ! |}{name} {goalAchieved}, et {g:il en était tout fier|elle en était toute fière}.`],
    // Hidden or forbidden, a habit comes back stronger; the child's own hands, busy, had already shown the way out.
    obstacle2: ["{?À force de s'en priver|Privé{e} d'un coup}, {name} ne pensait plus qu'à ça{+ : |}l'habitude revenait deux fois plus souvent, comme pour se rappeler à {g:lui|elle}."],
    clue: ["{name} avait remarqué une chose{+ : |}quand {il} était {g:tout occupé|toute occupée} à ce qu'{il} aimait, {il} oubliait complètement son habitude."],
    scenes: [{ t: "Le premier jour, l'habitude revint deux fois sans prévenir{+ : |}deux fois, {name} y pensa à temps, et fit comme {il} l'avait décidé.", at: 'turn' }],
    helper: ["{?Sa grande sœur|Son grand cousin} lui confia un secret{+ : |}« Moi aussi, j'avais une habitude comme ça. Elle est partie le jour où je lui ai trouvé un remplaçant. »"],
    ...(parts.night ? { night: true } : {}),
  };
}

/**
 * A change in the child's life (a move of a parent, two homes, camp, hospital, a grandparent moving in, a pet's
 * death): pretending it is not happening fails, and so does holding on to how it was; a gesture of the child's
 * own makes the new way theirs. The ending says only what happened: nothing is promised that the goal did not ask.
 */
interface ChangeParts {
  news: string;
  worry: string;
  try1: string;
  fail1: string;
  try2: string;
  fail2: string;
  idea: string;
  done: string;
  tip: string;
}
function changeCourse(id: string, parts: ChangeParts): Course {
  return {
    id,
    setup: [`{name} ${parts.news}.`],
    bring: [`${parts.worry}.`],
    attempt1: [`{name} ${parts.try1}{+, mais |Mais }${parts.fail1}.`],
    attempt2: [`Alors {name} ${parts.try2}{+, mais |Mais }${parts.fail2}.`],
    turn: [`{name} pensa à ce qu'{il} aimait le plus, {talent}{+ : |}${parts.idea}.`],
    resolution: [`${parts.done}.`],
    obstacle2: ["{name} y pensa tant qu'{il} en perdit l'appétit{+ : |}à table, {il} repoussait son assiette sans un mot, et tout le monde s'inquiétait."],
    clue: ["{name} se souvint de ce que disait sa grand-mère : « Ce qu'on fait de ses mains, ça console le cœur. »"],
    helper: [`{?Une voisine|Un vieux monsieur du quartier} {?vit son air soucieux|s'assit près de {g:lui|elle}}{+ : |}« ${parts.tip} »`],
    scenes: [],
  };
}

const away = (parent: string, him: string, gone: string): ChangeParts => ({
  news: `savait qu'il faudrait attendre le retour de ${parent} de longues semaines`,
  worry: `Le premier soir, la place de ${parent} à table resta vide, et la maison sembla toute grande`,
  try1: `resta devant la fenêtre à guetter le retour de ${parent}`,
  fail1: `la fenêtre restait vide, et guetter ainsi rendait chaque jour encore plus long`,
  try2: `décida de ne plus penser à ${parent} du tout`,
  fail2: `dès le soir, ${parent} lui manqua encore plus fort`,
  idea: `{il} fabriqua un grand calendrier, et chaque soir, {il} y colla un dessin de sa journée pour ${parent}`,
  done: `Le calendrier se remplit, un dessin après l'autre, et le jour où ${parent} rentra enfin, {name} lui offrit toutes les journées gardées pour ${him}{+ : |}l'attente était finie, et ${parent} était ${gone}`,
  tip: `Quand quelqu'un est loin, on peut lui garder un peu de chaque jour.`,
});
const farewell = (pet: string): ChangeParts => ({
  news: `avait appris une triste nouvelle{+ : |}${pet}, qui était très vieux, était mort`,
  worry: `Son coussin était toujours là, dans un coin, et la maison semblait bien silencieuse`,
  try1: `fit comme si rien n'était arrivé`,
  fail1: `le chagrin restait là, tout au fond, et il pesait de plus en plus lourd`,
  try2: `rangea tout ce qui lui rappelait ${pet}`,
  fail2: `sans ses souvenirs, {il} se sentit encore plus {g:seul|seule}`,
  idea: `{il} remplit une boîte à souvenirs pour ${pet}, avec une photo, un dessin et un mot tout doux`,
  done: `{name} serra la boîte à souvenirs contre {g:lui|elle} et dit au revoir à ${pet}, tout doucement{+ : |}le chagrin était encore là, mais il était plus léger, et les beaux souvenirs de ${pet} restaient avec {g:lui|elle}`,
  tip: `Le chagrin, c'est tout l'amour qu'on avait. Il devient doux avec le temps.`,
});
const elder = (who: string): ChangeParts => ({
  news: `apprit une grande nouvelle{+ : |}on allait accueillir ${who}, pour de bon`,
  worry: `Il faudrait partager la salle de bain, le calme du soir, et même un coin de sa chambre`,
  try1: `fit comme si ${who} n'était pas là`,
  fail1: `la maison devint toute froide, et ${who} avait l'air bien triste dans son fauteuil`,
  try2: `voulut tout faire avec ${who}, tout le temps`,
  fail2: `${who} n'allait pas aussi vite, et tout finissait en bazar`,
  idea: `{il} proposa à ${who} un moment rien qu'à eux deux, chaque jour, pour partager ce qu'{il} aimait`,
  done: `Chaque jour, {name} et ${who} avaient leur moment à eux{+ : |}la maison était plus pleine, et plus douce aussi`,
  tip: `À plusieurs, c'est comme une chanson : chacun sa voix, et un refrain ensemble.`,
});

/** The courses of habits and changes, by the frame's skill id (goal-courses.ts courseOf). */
const KIND_COURSES: Record<string, Course> = {
  'se-passer-de-sa-tetine': habitCourse('pacifier', {
    when: "dès qu'{il} était {g:fatigué|fatiguée}, sa tétine revenait au coin de ses lèvres",
    try1: 'cacha sa tétine tout au fond de son sac',
    fail1: "à l'heure de la sieste, {il} ne pensa qu'à elle et alla la rechercher",
    try2: 'confia sa tétine à {mcShort}',
    fail2: 'au premier gros chagrin, {il} la réclama',
    idea: "{il} emballa sa tétine dans un joli paquet, pour un bébé qui en aurait besoin, et inventa une chanson rien qu'à {g:lui|elle} pour s'endormir",
    done: 'Le soir venu, {name} fredonna sa chanson et s\'endormit sans tétine',
  }),
  'se-passer-de-son-doudou': habitCourse('cuddly', {
    when: '{il} ne faisait pas un pas sans son doudou',
    try1: "laissa son doudou à la maison d'un coup",
    fail1: 'toute la matinée, {il} eut un grand vide dans les bras',
    try2: 'glissa son doudou au fond de son sac, juste au cas où',
    fail2: "{il} ouvrit le sac toutes les cinq minutes pour vérifier qu'il était là",
    idea: "{il} dessina son doudou, tout petit, et glissa le dessin dans sa poche{+ : |}un doudou de poche, rien qu'à {g:lui|elle}",
    done: "Le lendemain, le doudou resta sur l'oreiller pour garder le lit, et {name} partit avec le dessin dans sa poche",
  }),
  'laisser-ses-ongles-tranquilles': habitCourse('nails', {
    when: "dès qu'{il} était {g:inquiet|inquiète}, ses doigts filaient à ses lèvres et {il} se rongeait les ongles",
    try1: 'serra les poings très fort',
    fail1: 'on ne peut rien attraper les poings serrés, et au premier souci, les doigts repartirent vers ses lèvres',
    try2: 'enfila des moufles',
    fail2: 'avec des moufles, impossible de jouer',
    idea: 'et si ses doigts avaient autre chose à faire quand le souci venait ? {il:cap} garda dans sa poche une petite balle toute douce à serrer',
    done: "Au souci suivant, les doigts trouvèrent la petite balle au lieu des lèvres{+ : |}{name} la serra jusqu'à ce que le souci passe, et ses ongles purent repousser tranquillement",
  }),
  'lacher-les-ecrans': habitCourse('screens', {
    when: "dès qu'{il} avait un moment, {il} allumait un écran, et les heures filaient sans qu'{il} s'en aperçoive",
    try1: "cacha l'écran sous un coussin",
    fail1: "{il} savait très bien où il était, et {il} ne pensait plus qu'à lui",
    try2: 'décida de ne plus jamais toucher un écran',
    fail2: "au bout d'une heure, {il} s'ennuyait tant que l'écran l'appelait de plus belle",
    idea: "{il} dessina une liste de choses à faire avec ses mains, et la colla près de l'écran",
    done: "Quand l'envie revint, {name} regarda la liste et choisit une idée{+ : |}l'écran resta éteint jusqu'au soir",
  }),
  'jouer-sans-mordre': habitCourse('biting', {
    when: "quand {il} était trop {g:excité|excitée} ou {g:fâché|fâchée}, {il} mordait, sans même y penser",
    try1: 'serra les dents très fort',
    fail1: "la colère restait coincée dedans, et {il} finit par mordre quand même",
    try2: "joua tout {g:seul|seule} dans un coin pour ne mordre personne",
    fail2: "tout {g:seul|seule}, ce n'était pas drôle du tout",
    idea: "quand ses dents auraient envie de mordre, {il} croquerait dans une pomme, et {il} dirait avec des mots ce qui n'allait pas",
    done: "Au jeu suivant, l'envie revint{+ : |}{name} croqua dans sa pomme et dit : « Arrête, je n'aime pas ça ! »",
  }),
  'rester-au-sec-la-nuit': habitCourse('dry-nights', {
    when: "parfois, {il} se réveillait dans des draps tout mouillés, et ce n'était la faute de personne",
    try1: "décida de ne plus boire une goutte d'eau le soir",
    fail1: "{il} eut si soif qu'{il} n'arrivait plus à s'endormir",
    try2: 'décida de rester {g:éveillé|éveillée} toute la nuit',
    fail2: 'le sommeil fut plus fort, bien sûr',
    idea: '{il} posa une petite veilleuse près du lit et colla des étoiles au mur, tout le long du chemin jusqu\'aux toilettes',
    done: "Cette nuit-là, {name} sentit l'envie, suivit les étoiles jusqu'aux toilettes et revint se coucher{+ : |}au matin, le lit était tout sec",
    night: true,
  }),
  'vivre-dans-deux-maisons': changeCourse('two-homes', {
    news: "savait que papa et maman ne vivraient plus ensemble{+ : |}il y aurait désormais deux maisons, celle de papa et celle de maman",
    worry: "{name} avait peur d'être {g:coupé|coupée} en deux, et de laisser un peu de {g:lui|elle} dans chaque maison",
    try1: "voulut emporter toutes ses affaires d'une maison à l'autre",
    fail1: "le sac était si lourd qu'{il} ne put même pas le soulever",
    try2: "décida de n'aimer qu'une des deux maisons",
    fail2: "le soir, l'autre lui manqua, et {il} se sentit encore plus triste",
    idea: 'et si chaque maison avait un coin à {g:lui|elle} ? {il:cap} fit deux dessins pareils, un pour chaque chambre',
    done: "Chez papa comme chez maman, le même dessin l'attendait au-dessus du lit{+ : |}papa et maman l'aimaient tous les deux, dans chaque maison, et {name} avait deux maisons pour un seul cœur",
    tip: "Deux maisons, ça fait deux fois plus de coins pour être aimé.",
  }),
  'se-sentir-bien-en-colonie': changeCourse('camp', {
    news: 'allait partir en colonie, une semaine loin de la maison',
    worry: "La valise était prête, mais son ventre était tout noué{+ : |}et si la maison lui manquait trop ?",
    try1: 'resta dans son coin, tout contre sa valise, sans parler à personne',
    fail1: 'tout {g:seul|seule} dans son coin, la maison lui manquait encore plus',
    try2: 'demanda à téléphoner à la maison dès le premier soir',
    fail2: 'en raccrochant, {il} eut le cœur encore plus gros',
    idea: "{il} proposa aux autres enfants de la colonie de partager ce qu'{il} savait faire de mieux",
    done: "Bientôt, toute la chambrée riait avec {g:lui|elle}{+ : |}la colonie était devenue une aventure, et le dernier soir, {name} n'avait plus envie de partir",
    tip: "Le premier soir, tout le monde a un peu le cœur gros. Le deuxième, on a des amis.",
  }),
  'attendre-le-retour-de-papa': changeCourse('away', away('papa', 'lui', 'de retour')),
  'attendre-le-retour-de-maman': changeCourse('away', away('maman', 'elle', 'de retour')),
  'se-sentir-bien-a-l-hopital': changeCourse('hospital', {
    news: "savait qu'{il} irait bientôt à l'hôpital, pour quelques jours",
    worry: "Rien que d'y penser, {il} imaginait des couloirs immenses et des bruits inconnus",
    try1: 'cacha sa valise pour ne pas y aller',
    fail1: "le jour venu, il fallut bien partir, et {il} avait encore plus peur de ce qu'{il} ne connaissait pas",
    try2: "ferma les yeux très fort dans sa chambre d'hôpital pour ne rien voir",
    fail2: 'les bruits semblaient encore plus étranges',
    idea: "{il} demanda à l'infirmière de lui montrer chaque machine, et {il} donna un nom à chacune",
    done: "Bientôt, la machine qui bipait s'appelait Pipou, et l'infirmière riait avec {g:lui|elle}{+ : |}{name} se sentit bien à l'hôpital, sans avoir peur, et rentra à la maison quelques jours plus tard",
    tip: "À l'hôpital, tout a un nom et une raison. Il suffit de demander.",
  }),
  'accueillir-mamie': changeCourse('elder', elder('mamie')),
  'accueillir-papi': changeCourse('elder', elder('papi')),
  ...Object.fromEntries(['chien', 'chat', 'lapin', 'hamster'].map((pet) => [`dire-au-revoir-a-son-${pet}`, changeCourse('farewell', farewell(`son ${pet}`))])),
};

/** The plain goal plot's own banks (goal.ts), shipped packed with the courses. */
/** The frame's facts a goal plot is cut to: which lines fit this companion and this place. */
const PLAIN_SETUP: Line[] = [
  '{?Ce matin-là|Ce jour-là|De bon matin|Un beau matin}, {duo} {?avaient un grand projet|avaient une idée bien à {eux}|se levèrent avec un projet en tête|avaient un plan tout neuf|ne pensaient qu\'à une chose}.',
  "{?Depuis quelques jours|Depuis longtemps|Depuis des semaines}, {name} {?y pensait|en rêvait|n'avait qu'une idée en tête}{+ : |}{?aujourd'hui serait le grand jour|ce serait pour aujourd'hui|il était temps d'essayer}.",
];
const PLAIN_ATTEMPT2_HALF: Line[] = [
  "{name} {?recommença|essaya encore|ne se découragea pas}{+ : |}{?cette fois, ce fut presque ça|ça marchait un peu mieux|il s'en fallut de peu}{+, mais |Mais }{?ce n'était pas encore ça|il manquait encore quelque chose|ce n'était pas encore gagné}.",
];
/** The ending: only what the resolution told, then the evening; the goal's qualifier is not said again. */
const PLAIN_ENDINGS: Line[] = [
  "{?Ce soir-là|Au moment de dormir|Le soir venu}, {name} repensa à sa journée{+ : |}{il} {goalAchievedBare}.",
  "{?En se couchant|Au moment de dormir|Sous sa couette}, {name} souriait encore{+ : |}{il} {goalAchievedBare}, pour de vrai.",
  "{?Le soir venu|Avant de dormir|En rentrant}, {name} raconta tout {?à sa famille|à ses parents}{+ : |}{?oui|eh oui}, {il} {goalAchievedBare}.",
];
const PLAIN_SCENES: Line[] = [
  '{duo:cap} {?firent une pause|s\'arrêtèrent un moment|soufflèrent un peu} {shelter}{+ : |}{?il fallait reprendre des forces|un petit goûter, et ça repartait|rien de tel qu\'une pause pour réfléchir|on réfléchit mieux assis|les meilleures idées {?viennent en se reposant|arrivent souvent pendant une pause}}.',
  "{name} {?repensa à|compta|fit la liste de|passa en revue} {?tout ce qui {?n'avait pas marché|avait raté}|chaque essai raté|chaque essai manqué|chaque fausse piste}{+ : |}{?c'était déjà une {?bonne|belle|longue} liste de ce qu'il ne fallait pas faire|chaque erreur {?apprenait|disait} quelque chose|au moins, on savait {?où ne pas chercher|quoi ne plus refaire}|on savait désormais ce qu'il ne fallait plus essayer|une erreur, ça sert aussi à avancer}.",
  '{mcShort:cap} {n:raconta|racontèrent} {?une histoire drôle|une blague|une devinette idiote|une histoire de {?poule|grenouille|chaussette} farceuse} {?pour donner du courage|pour faire rire|pour détendre l\'atmosphère|histoire de changer les idées}{+, et |}{name} {?éclata de rire|pouffa|rit aux larmes|ne put s\'empêcher de sourire}.',
  '{critter:cap} les {?regardait faire|observait|suivait des yeux|épiait}, {?{k:intrigué|intriguée}|{k:tout étonné|tout étonnée}|{k:tout surpris|toute surprise}}{+ : |}{?on ne voyait pas ça tous les jours|ce n\'était pas tous les jours qu\'on voyait ça|{k:il|elle} n\'en croyait pas ses yeux|de tels voyageurs, c\'était rare par ici|{k:il|elle} en oubliait de {?manger|bouger|se cacher}}.',
];
const PLAIN_TALKS: Line[] = [
  "« {?À ton avis, ça va marcher|On y arrivera, tu crois|Tu crois que c'est possible|Ça va marcher, d'après toi|On va y parvenir, hein|Tu es sûr{e} qu'on peut le faire} ? » {?demanda {mcShort}|s'inquiéta {mcShort}}.{+ }« {?Bien sûr|J'en suis sûr{e}|Oui, pas à pas} », répondit {name}.",
  "« {?Encore une fois|On recommence|Allez, on réessaie} ? » proposa {name}.{+ }« {?D'accord|Avec plaisir|{n:Je suis|Nous sommes} {c:prêt|prête|prêts|prêtes}} ! » {n:répondit|répondirent} {mcShort}.",
  "« {?C'est important pour toi, hein|Tu y tiens vraiment} ? » demanda {mcShort}.{+ }« {?Oh oui, j'en rêve depuis longtemps|Oui, ce sera merveilleux|Oui, de tout mon cœur} », répondit {name}.",
];

/** What each action tries first, and why the place makes it fail. */
const PLAIN_TRIES: Record<GoalAction, string[]> = {
  learn: ['{name} tenta {skill:de}', '{name} se lança pour {skill}'],
  'overcome-fear': ['{name} voulut regarder {fear} bien en face', '{name} essaya de ne plus penser {fear:a}', '{name} se répéta qu\'{il} n\'avait pas peur {fear:de}'],
  find: ['{duo:cap} cherchèrent {objectShort} {hiding}', '{name} fouilla {hiding} pour trouver {objectShort}'],
  make: ['{duo:cap} se mirent au travail pour faire {object}', '{name} commença {object}'],
  repair: ['{name} voulut réparer {objectShort} tout de suite', '{duo:cap} se penchèrent sur {objectShort} pour le réparer'],
  grow: ['{name} planta {object} {locShort}', '{duo:cap} semèrent de quoi faire pousser {object}'],
  help: ['{name} voulut aider {objectShort} tout de suite', '{duo:cap} s\'approchèrent doucement {objectShort:de}'],
  deliver: ['{duo:cap} prirent {objectShort} et se mirent en route', '{name} emballa {objectShort} avec soin'],
  travel: ['{duo:cap} se mirent en route pour aller {destinationLoc}', '{duo:cap} partirent pour aller {destinationLoc}'],
  win: ['{name} s\'entraîna pour {objectShort}', '{duo:cap} se préparèrent pour {objectShort}'],
  celebrate: ['{duo:cap} {?commencèrent à préparer|se mirent à préparer|préparèrent} la fête', '{name} {?fit|dressa|écrivit} la liste de tout ce qu\'il {?fallait|faudrait} pour la fête'],
  befriend: ['{name} s\'approcha {?des autres|du groupe|des enfants} pour {?dire bonjour|se présenter|faire connaissance}', '{name} {?voulut|essaya de|tenta de} se joindre à un jeu'],
  discover: ['{duo:cap} partirent explorer {locShort}', '{name} s\'avança pour voir ce qui se cachait {locShort}'],
};

/** The resolution: the goal achieved, exactly. */
const PLAIN_RESOLUTIONS: Record<GoalAction, string[]> = {
  learn: [
    "{?Et puis, d'un coup|Et soudain|Enfin|Tout à coup}, {name} {goalAchieved}{+ ! |}{?{mcShort:cap} {n:applaudit|applaudirent} de toutes {n:ses|leurs} forces|Quelle fierté|{il:cap} n'en revenait pas}.",
    "Cette fois, ce fut la bonne{+ : |}{name} savait {skillFull} !{+ }{?{mcShort:cap} {n:sauta|sautèrent} de joie|Tout le monde applaudit}.",
  ],
  'overcome-fear': [
    "{name} regarda {fear} bien en face{+ : |}{?la peur s'était envolée|la peur était partie}.{+ }« {?Je n'ai plus peur|Même pas peur} ! » dit-{il}.{+ }{il:cap} n'avait plus peur {fear:de}.",
    "{?Alors|Et là|À ce moment-là}, {name} comprit qu'{il} n'avait plus peur {fear:de}{+ : |}{?{il:cap} se sentait brave et tranquille|son cœur battait calmement}.",
  ],
  find: [
    "{objectShort:cap} {oEtait} là, {shelter}{+ ! |}{name} {?avait retrouvé|venait de retrouver} {object}.",
    // A sentence with its verb (editor's read 37: « Là, tout à coup le chat, dans un grand fauteuil »).
    "{?Et voilà|Enfin|Soudain}, {objectShort} {oEtait} là, {shelter}{+ ! |}{duo:cap} avaient retrouvé {object}.",
  ],
  make: [
    "{name} {?posa la dernière touche|ajouta le dernier morceau|recula d'un pas pour regarder}{+ : |}{objectShort} {oEtait} terminé{oAgree}{+ ! |}{name} {goalAchieved}.",
    "{?À la fin|Quelques heures plus tard|Au bout d'un long moment}, {objectShort} {oEtait} prêt{oAgree}{+ : |}{name} {goalAchieved}, avec l'aide {mcShort:de}.",
  ],
  repair: [
    "{?Un dernier tour de vis|Un dernier coup de main|Un dernier effort}{+, et |}{objectShort} {oEtait} réparé{oAgree}{+ ! |}{?Tout fonctionnait comme au premier jour|Ça marchait de nouveau|On aurait dit du neuf}.",
    "{objectShort:cap} {oEtait} de nouveau en état de marche{+ : |}{name} {goalAchieved}.",
  ],
  grow: [
    "{?Jour après jour|Petit à petit|Semaine après semaine}, {objectShort} {oAvait} poussé{+ : |}{name} {goalAchieved}.",
    "{?Un beau matin|Enfin|Un jour}, {objectShort} {oAvait} bien poussé{+ ! |}{name} n'en croyait pas ses yeux.",
  ],
  help: [
    "{?Et voilà|Petit à petit|À force de patience}, {objectShort} {oEtait} {helpState}{+ : |}{name} {goalAchieved}.",
    "{name} {goalAchieved}{+ : |}{objectShort} {oEtait} {helpState}, et {?remerciait tout le monde|ne cessait de dire merci}.",
  ],
  deliver: [
    "{?Au bout du chemin|Juste à temps|Sans rien abîmer}, {name} {?remit|tendit|apporta} {objectShort} {beneficiary:a}{+ : |}{?quel sourire|quelle joie|quelle surprise} !",
    "{duo:cap} arrivèrent juste à temps{+ : |}{name} {goalAchieved}.",
  ],
  travel: [
    "{?Après un long voyage|Au bout du chemin|Au bout du voyage}, {duo} arrivèrent {destinationLoc}{+ ! |}{?Quel voyage|Quelle vue|Quelle joie}.",
    '{?Après bien des efforts|Au bout du voyage|Un beau matin}, {duo} posèrent le pied {destinationLoc}{+ : |}{name} {goalAchieved}.',
  ],
  win: [
    "{?Le résultat tomba|On annonça le résultat|Le moment de vérité arriva}{+ : |}{duo} avaient gagné {objectShort} !{+ }{?Tout le monde applaudit|Quelle victoire|Quelle joie}.",
    '{name} {?fit de son mieux|donna tout ce qu\'{il} avait|ne lâcha rien}{+, et |}{duo} finirent premiers{+ : |}{ils} avaient gagné {objectShort} !',
  ],
  celebrate: [
    "{?Le moment venu|À la tombée du jour|À l'heure dite}, la fête commença {locShort}{+ : |}{name} {goalAchieved}.",
    "Tout était prêt{+, et |}la fête fut magnifique{+ : |}{name} {goalAchieved}.",
  ],
  befriend: [
    "{?À la fin de la journée|Le soir venu|Bientôt}, {name} s'était fait {friendsMade}{+ : |}{?on riait|on jouait|on parlait} tous ensemble.",
    '{name} {goalAchieved}{+ : |}{?tout le monde jouait ensemble|les rires fusaient de partout}.',
  ],
  discover: [
    '{name} découvrit {discovered}{+ : |}{?personne ne l\'avait vu depuis cent ans|quelle merveille|{duo} n\'en revenaient pas}.',
    "{?Et là|Enfin|Tout au bout}, {duo} découvrirent {discovered}{+ ! |}{?Quel secret|Quelle surprise|Quelle merveille}.",
  ],
};

/** What the first try's failure leaves behind (goal.ts placeObstacles): the place's snag has a consequence. */
const PLAIN_OBSTACLES = {
  fear: ["Depuis ce recul, {name} ne voulait plus s'en approcher{+ : |}rien que d'y penser, son cœur battait plus vite."],
  water: ["À force de se débattre, {duo} avaient soulevé le sable du fond{+ : |}l'eau était toute trouble, et on n'y voyait plus à un mètre."],
  space: ["Dans la pagaille, tout ce qu'ils avaient apporté s'était dispersé en flottant{+ : |}il fallut tout rattraper, un objet après l'autre, avant de recommencer."],
  air: ["Ballottés de tous côtés, {duo} ne savaient plus de quel côté ils étaient venus{+ : |}il fallut attendre que tout se calme avant de recommencer."],
  snow: ["Les doigts engourdis, {name} ne sentait plus rien{+ : |}il fallut les réchauffer sous ses bras un long moment avant d'essayer encore."],
  // « plus loin du but qu'au départ » said of making a friend or exploring made no sense (stop 44): the cost is the time lost.
  land: ["Dans la précipitation, tout s'était emmêlé{+ : |}il fallut tout reprendre depuis le début, {?et cette fois sans rien brusquer|en prenant son temps cette fois}."],
};

/** The goal set out: every problem line names it in full, with its constraints. */
const PLAIN_PROBLEM: Line[] = [
  // The goal is the parent's brief, not a wish voiced for the child (editor's read 37: « rêvait d'apprendre à partager »)
  // nor the child's decision (read 42: « Mohamed allait apprendre à partager ses jouets »).
  "{?Ce jour-là|Cette fois|Aujourd'hui}, le moment était venu pour {name} {goalSetOut:de}{+, mais |Mais }{?ce n'était pas si simple|personne ne savait par où commencer|le chemin s'annonçait long}.",
  "Le grand défi du jour, c'était {goalSetOut:de}.{+ }{name} {?serra les poings|prit une grande inspiration|se redressa}{+ : |}« {?On y va|C'est parti|Allons-y} ! »",
];
const PLAIN_PET_PROBLEM: Line[] = [
  "{objectShort:cap} {?restait introuvable|ne se montrait nulle part}{+, et |}{name} avait le cœur tout serré{+ : |}« {o:Et s'il avait froid ? Et s'il avait peur|Et si elle avait froid ? Et si elle avait peur} ? »{+ }{mcShort:cap} {n:se serra|se serrèrent} tout contre {g:lui|elle}{+ : |}« On va {o:le|la} retrouver, tous les deux. »",
];

/** The plain helper's act and question (after the second try): what they saw, and a question, never the answer. */
const PLAIN_HELPER_SAW =
  "{?avait vu les deux essais rater|les regardait faire depuis un moment}{+ ; |}{name} {?alla lui demander|lui demanda} comment s'y prendre.{+ }« {?Et une écharpe|Et une longue route|Et un grand mur}, {?ça se fait|ça se finit} {?d'un seul coup|en une seule fois}, à ton avis ? »";

export const COURSE_TEXTS = {
  swim: SWIM,
  ride: RIDE,
  share: SHARE,
  bake: BAKE,
  build: BUILD,
  night: NIGHT,
  tooth: TOOTH,
  move: MOVE,
  tidy: TIDY,
  speak: SPEAK,
  friend: FRIEND,
  dare: DARE,
  dareAction: DARE_ACTION,
  sibling: SIBLING,
  goodbye: GOODBYE,
  schoolFriend: SCHOOL_FRIEND,
  nightmare: NIGHTMARE,
  thumb: THUMB,
  softVoice: SOFT_VOICE,
  calm: CALM,
  pet: PET,
  kinds: KIND_COURSES,
  plain: {
    tries: PLAIN_TRIES,
    resolutions: PLAIN_RESOLUTIONS,
    obstacles: PLAIN_OBSTACLES,
    // The turn (goal.ts TURN: little by little) pays off this word heard with the problem.
    clue: ["{?Sa grand-mère|Une vieille voisine} disait toujours, en tricotant : « Une maille après l'autre, et l'écharpe se fait toute seule. »"],
    // From 8 (issue 26, editor's read 43: typed goals at 8-10 thin): someone who watched the two tries fail asks the
    // question that sends the child back to that word; the turn (goal.ts TURN) is still the child's own.
    helper: [
      { t: `{?Une vieille dame|Un vieux monsieur} ${PLAIN_HELPER_SAW}`, needs: { medium: ['land'] } },
      { t: `{?Un vieux crabe|Un vieux mérou} ${PLAIN_HELPER_SAW}`, needs: { medium: ['water'] } },
      { t: `{?Un vieil oiseau|Un grand oiseau gris} ${PLAIN_HELPER_SAW}`, needs: { medium: ['air'] } },
      { t: `Un vieux robot {?de la station|de garde} ${PLAIN_HELPER_SAW}`, needs: { medium: ['space'] } },
    ] as Line[],
    ownerProblem: ["{owner:cap} avait perdu {objectShort}, et rien ne pouvait {?le consoler|sécher ses larmes}{+ : |}{name} lui promit de l'aider à {o:le|la} retrouver."],
    ownerGiven: "{name} {?rendit|rapporta} {objectShort} à {owner}{+ : |}{owner} {o:le|la} serra contre son cœur, et sourit enfin.",
    problem: PLAIN_PROBLEM, petProblem: PLAIN_PET_PROBLEM, setup: PLAIN_SETUP, attempt2Half: PLAIN_ATTEMPT2_HALF, endings: PLAIN_ENDINGS, scenes: PLAIN_SCENES, talks: PLAIN_TALKS },
};
