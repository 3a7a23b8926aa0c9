import type { CharacterFrame } from '#core/story-frame';
import { SCENE_LIGHTS } from '#core/story-scenes';
import { stripAccents } from './free-text';
import type { Line } from './world';

/**
 * The companions we suggest, each with its defining trait told as a small subplot (issue 16): the
 * opening sets the trait up (`intro`), the turn changes it (`turn`), the resolution shows it changed
 * (`after`). No `problem` lines (editor's read 42: « Tout le monde rit, sauf moi » where no one laughed, the
 * pirate's « Personne ne croit qu'un pirate peut être gentil » from nowhere): the trait restated in the
 * problem by a stock line was the companion's own problem bolted onto the plot's. A companion typed by a parent gets the subplot when it names the same creature
 * and trait ("un dragon qui a peur du noir"); with the creature alone ("un robot") it keeps only what
 * the world needs to know (hands, how it moves). Slots: see template.ts; the companion is {mcShort}.
 *
 * A turn line changes the companion's own trait, the one its intro set up (the dragon's fear of the dark, the robot
 * that cannot laugh); none solves a problem the plot never posed (editor's read 43: a unicorn's horn regrown by « Ta
 * magie est dans ton cœur », a teddy that « se glissa sous ce qui tombait » where nothing fell, a neck stretched for
 * « ce que personne ne pouvait atteindre », a radar, an echo or help arriving with the answer the plot's turn gives).
 */

export interface Companion {
  id: string;
  /** Accent-free words naming the creature. */
  kind: RegExp;
  /** Accent-free words naming the defining trait: both must be found for the subplot. */
  trait: RegExp | null;
  hands: boolean;
  /** For a caption (never the parent's words): "le petit dragon". */
  caption: string;
  /** The trait shown early (opening). */
  intro: Line[];
  problem: Line[];
  turn: Line[];
  after: Line[];
}

const ALL = SCENE_LIGHTS;

export const COMPANIONS: Companion[] = [
  {
    id: 'dragon',
    kind: /dragon/,
    trait: /peur du noir|noir|obscurite/,
    hands: true,
    caption: 'le petit dragon',
    intro: [
      { t: '{?Il n\'avait qu\'un secret|Personne ne le savait|C\'était son grand secret}{+ : |}dès que {?l\'ombre tombait|le noir arrivait|tout devenait sombre}, ses ailes {?se mettaient à trembler|tremblotaient malgré lui|frissonnaient toutes seules}.', needs: { light: ALL } },
      { t: '{mcShort:cap} savait cracher {?de jolies étincelles|des étincelles dorées|de petits ronds de fumée}{+, mais |Mais }{?il avait une peur bleue du noir|le noir lui faisait une peur terrible|la moindre ombre le faisait sursauter|l\'obscurité le faisait trembler}.', needs: { light: ALL } },
      { t: '{?À la tombée du jour|Quand la lumière baissait|Dès que les coins devenaient sombres}, {mcShort} {?se cachait sous ses ailes|gardait les yeux grands ouverts|cherchait un endroit éclairé}{+ : |}{?il n\'aimait pas du tout le noir|même un dragon peut avoir peur du noir|le noir, c\'était sa grande peur}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '« {?Et si tu soufflais un tout petit peu ?|Souffle doucement, pour voir !|Et si ta flamme nous éclairait ?} » proposa {name}.{+ }{mcShort:cap} {?essaya|prit son courage à deux pattes|inspira très fort}{+ : |}{?une flamme dorée sortit de son museau et chassa l\'ombre|une petite flamme dansa au bout de son museau|une lueur orange repoussa le noir tout autour}.{+ }{?Le noir reculait devant lui !|L\'ombre s\'enfuyait devant lui !|Le noir n\'avait plus rien d\'effrayant !}', needs: { light: ALL, medium: ['land', 'air', 'space'] } },
      { t: '{name} {?prit la patte {mcShort:de}|s\'assit tout près {mcShort:de}|posa la main sur l\'aile {mcShort:de}}.{+ }« {?Ta lumière est en toi|Tu brilles plus que tu ne crois|La lumière, tu l\'as déjà} », dit-{il}.{+ }{mcShort:cap} ferma les yeux{+, et |}ses écailles {?se mirent à luire comme une lanterne|s\'allumèrent une à une|brillèrent comme des lucioles} dans le noir.', needs: { light: ALL } },
      { t: '{?Au lieu de fuir|Pour la première fois|Cette fois}, {mcShort} regarda l\'ombre bien en face{+ : |}{?ce n\'était qu\'une ombre, rien de plus|il n\'y avait rien de méchant dedans|le noir était vide, tout simplement}.{+ }« {?Le noir, ce n\'est que la nuit qui dort|Il n\'y a rien à craindre dans le noir|Ce n\'était que ça, le noir} ? » {?s\'étonna|demanda}-t-il.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} {?marchait maintenant devant|ouvrait la marche|passait le premier}, sa petite flamme {?levée comme une lanterne|allumée au bout du museau|dansant dans l\'ombre}{+ : |}{?il n\'avait plus peur du noir|le noir était devenu son ami|plus aucune ombre ne le faisait trembler}.', needs: { light: ALL, medium: ['land', 'air', 'space'] } },
      { t: 'Les écailles {mcShort:de} {?brillaient doucement|luisaient comme des braises|scintillaient tout bas}{+, et |}{?le noir ne lui faisait plus peur du tout|l\'ombre ne l\'effrayait plus|il se sentait brave, même dans le noir}.', needs: { light: ALL } },
      { t: '« {?Le noir, c\'est juste la nuit qui se repose|Même dans le noir, je brille|Je n\'ai plus peur de l\'ombre} ! » {?annonça|déclara|lança} {mcShort}, {?tout fier|la tête haute|les ailes grandes ouvertes}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'licorne',
    kind: /licorne/,
    trait: /corne/,
    hands: false,
    caption: 'la licorne',
    intro: [
      { t: '{?Sur son front|Au milieu de son front|Là où brillait sa corne}, il n\'y avait plus qu\'{?une petite marque ronde|une toute petite bosse|un rond de poils plus clairs}{+ : |}{mcShort} avait perdu sa corne{?, et avec elle sa magie| et ne savait plus faire de magie|, et ses étincelles avec}.', needs: { light: ALL } },
      { t: '{mcShort:cap} {?baissait souvent la tête|cachait son front sous sa crinière|soupirait en voyant son reflet}{+ : |}depuis qu\'elle avait perdu sa corne, {?plus rien ne scintillait autour d\'elle|sa magie s\'était éteinte|elle ne se sentait plus tout à fait elle-même}.', needs: { light: ALL } },
      { t: '{?Autrefois|Il n\'y a pas si longtemps}, la corne {mcShort:de} {?faisait naître des étincelles|brillait comme un diamant|chantait au moindre souffle}{+, mais |Mais }{?un jour, elle avait disparu|elle s\'était perdue on ne sait où|elle avait glissé et n\'était jamais revenue}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '{?Soudain|Tout à coup|À cet instant}, {name} aperçut {?une lueur nacrée|un éclat couleur de perle|quelque chose qui scintillait} {hiding2}.{+ }C\'était la corne {mcShort:de}, {?toute petite et toute brillante|intacte et toute brillante|un peu poussiéreuse mais entière} !{+ }{name} la {?remit doucement à sa place|reposa délicatement sur son front|rendit à sa propriétaire}.', needs: { light: ALL } },
      { t: '{mcShort:cap} {?fouilla du museau|chercha du bout du nez} {hiding}{+ : |}{?sa corne était là, coincée depuis le début|elle retrouva sa corne, qui brillait faiblement|le bout de sa corne dépassait}.{+ }« Ma corne{?| est là| ! Ma corne} ! » {?s\'écria-t-elle|hennit-elle}.', needs: { light: ALL } },
    ],
    after: [
      { t: '{?Sur le front {mcShort:de}|Au milieu de son front}, la corne {?brillait de nouveau|scintillait de mille feux|étincelait comme avant}{+, et |}{?des étincelles naissaient à chacun de ses pas|sa magie revenait à chaque pas|tout autour d\'elle se mettait à briller}.', needs: { light: ALL } },
      { t: '{mcShort:cap} {?secoua la tête|fit une petite ruade de joie|tourna sur elle-même}{+ : |}sa corne {?retrouvée lançait des reflets de toutes les couleurs|brillait comme au premier jour|faisait danser des reflets sur son passage}.', needs: { light: ALL } },
      { t: '« {?Avec ma corne, je me sens de nouveau moi-même|Ma corne est revenue, et ma magie avec|Regarde comme ma corne brille} ! » {?dit|s\'exclama} {mcShort}{?, les yeux brillants| en faisant jaillir une gerbe d\'étincelles}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'robot',
    kind: /robot/,
    trait: /rire|rigol|humour/,
    hands: true,
    caption: 'le petit robot',
    intro: [
      { t: '{mcShort:cap} {?savait compter jusqu\'à un million|connaissait toutes les tables de multiplication|pouvait réparer n\'importe quelle horloge}{+, mais |Mais }{?il n\'avait encore jamais ri|le rire restait pour lui un mystère|il ne savait pas rire}.{+ }« {?Rire, c\'est quoi|Comment on fait, pour rire|À quoi ça sert, de rire} ? » demandait-il souvent.', needs: { light: ALL } },
      { t: '{?Quand quelqu\'un riait|Dès qu\'il entendait un éclat de rire}, {mcShort} {?penchait la tête|faisait clignoter ses antennes|tendait ses capteurs}{+ : |}{?il aurait tant aimé comprendre comment on fait|ce bruit-là restait une énigme pour lui|il cherchait en vain le bouton du rire}.', needs: { light: ALL } },
      { t: '{?Dans sa mémoire|Dans son petit cerveau de métal}, {mcShort} rangeait {?mille blagues|des centaines de blagues|toutes sortes de blagues}{+, mais |Mais }{?aucune ne le faisait rire|il n\'en comprenait aucune|elles le laissaient de marbre}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '{name} {?fit une grimace si drôle|se mit à loucher si drôlement|imita si bien un pingouin} que {mcShort} se figea.{+ }{?Puis un bruit étrange sortit de sa poitrine|Alors quelque chose se débloqua dans ses rouages|Soudain, ses voyants s\'affolèrent}{+ : |}« Bip… hi… HA HA HA ! »{+ }{mcShort:cap} {?riait pour la première fois|venait de rire pour de vrai|avait trouvé son rire} !', needs: { light: ALL } },
      { t: 'En voyant {name} {?glisser et retomber sur ses pieds|trébucher et faire une roulade|faire une pirouette ratée}, {mcShort} fit « Bzzz… » puis éclata d\'un {?grand rire métallique|rire qui grinçait joyeusement|rire plein de petits bips}.{+ }« {?C\'est donc ça, rire|Alors c\'est ça, rire|Encore, je veux rire encore} ! »', needs: { light: ALL, indoors: false } },
      { t: '{name} chatouilla {mcShort} {?sous le bras|juste au bon endroit|entre deux boulons}{+ : |}« Hi… hi… Bip ! {?Qu\'est-ce qui m\'arrive ?|Mes circuits pétillent !|Je crois que je ris !} »{+ }{?{mcShort:cap} riait, riait sans pouvoir s\'arrêter|Un vrai rire venait de naître|Son premier rire résonna tout autour}.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} {?riait maintenant à tout propos|ne s\'arrêtait plus de rire|riait même des blagues qu\'il ne comprenait pas}{+, et |}ses voyants {?clignotaient de toutes les couleurs|dansaient en rythme|s\'allumaient les uns après les autres}.', needs: { light: ALL } },
      { t: '« Ha ha ! Bip ! » faisait {mcShort} {?à chaque pas|à tout bout de champ|pour un oui ou pour un non}{+ : |}{?il ne s\'arrêtait plus de rire|son rire était devenu contagieux|tout le monde riait avec lui}.', needs: { light: ALL } },
      { t: '« {?J\'ai enregistré ce rire pour toujours|Rire, c\'est mon nouveau programme préféré|Mes circuits adorent rire} ! » {?annonça|déclara} {mcShort}{?, les antennes frétillantes| en faisant un petit bip joyeux}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'lapin',
    kind: /lapin/,
    trait: /curieu/,
    hands: false,
    caption: 'le lapin',
    intro: [
      { t: '{mcShort:cap} {?fourrait son nez partout|mettait son museau dans tout|reniflait tout ce qu\'il croisait}{+ : |}{?derrière chaque porte, sous chaque caillou|dans chaque trou, derrière chaque pierre|du lever au coucher}, {?il voulait tout savoir|il était curieux de tout|rien n\'échappait à sa curiosité|curieux comme pas un, il reniflait tout}.', needs: { light: ALL } },
      { t: 'Les oreilles {mcShort:de} {?se dressaient au moindre bruit|tournaient comme des antennes|ne restaient jamais en place}{+ : |}{?aucun lapin au monde ne posait autant de questions|il avait toujours une question au bout du museau|« Pourquoi ? » était sa question préférée}.', needs: { light: ALL } },
      { t: '« {?Qu\'est-ce que c\'est|Et ça, ça sert à quoi|Pourquoi c\'est comme ça} ? » {?demandait sans cesse|répétait à longueur de journée} {mcShort}{?, le nez frémissant de curiosité|, curieux comme toujours|, qui voulait tout savoir}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: 'Le nez {mcShort:de} {?frémit|se mit à remuer|s\'agita}.{+ }« {?Tu as senti ça|Tu as entendu|Et si c\'était par là} ? » demanda-t-il.{+ }{name} {?renifla à son tour|renifla aussi, pour voir}.', needs: { light: ALL } },
      { t: '« {?Attends, je veux voir|Je me demande ce qu\'il y a là|Laisse-moi regarder} ! » dit {mcShort}.{+ }Il glissa sa tête {?là où personne n\'avait pensé à regarder|{hiding2}|dans un recoin oublié}{+, et |}{?en ressortit le nez plein de poussière|en ressortit en éternuant}{+ : |}il voulait tout savoir, même ce qui ne servait à rien.', needs: { light: ALL } },
      { t: '« {?Pourquoi ça n\'a pas marché|Pourquoi ça ne marche pas, au juste} ? » demanda encore {mcShort}.{+ }Cette fois, au lieu de soupirer devant la question, {name} chercha la réponse{+ : |}{?en la cherchant, {il} trouva l\'idée|la question mettait sur la piste}.', needs: { light: ALL } },
    ],
    after: [
      { t: '« {?Toi et tes questions|Tu en poses, des questions|Encore une question} ! » dit {name} en riant.{+ }{mcShort:cap} {?remua les oreilles, très fier|bomba son petit torse|fit un bond de joie}.', needs: { light: ALL } },
      { t: '{mcShort:cap} avait appris à {?poser ses questions au bon moment|regarder avant de foncer|garder une question pour plus tard}{+ : |}{?être curieux, c\'était aussi savoir attendre|une question à la fois, c\'était bien assez}.', needs: { light: ALL } },
      { t: '{?Un peu plus tard|Un moment après|Plus tard}, {mcShort} posa encore {?mille questions|une question après l\'autre|des tas de questions}{+, mais |Mais }{?cette fois, {name} les trouvait formidables|cette fois, chacune faisait sourire {name}|{name} aimait y répondre}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'fee',
    kind: /\bfees?\b/,
    trait: /minuscule|toute petite|petite|mini/,
    hands: true,
    caption: 'la fée minuscule',
    intro: [
      { t: '{mcShort:cap} n\'était pas plus grande {?qu\'un dé à coudre|qu\'un bouton de manteau|qu\'une fraise des bois}{+ : |}{?elle dormait dans une coquille de noix|un pétale lui servait de couverture, tant elle était petite|une goutte de rosée était un miroir à sa taille}.', needs: { light: ALL } },
      { t: '{mcShort:cap} {?était si petite|était tellement minuscule|tenait si bien dans une main} que {?sa voix ressemblait au tintement d\'une clochette|personne ne la remarquait jamais|on la confondait avec une luciole}.', needs: { light: ALL } },
      { t: '{?Avec ses ailes de libellule|Haute comme trois brins de paille}, {mcShort} {?se glissait partout|se posait sur l\'épaule de {name}|voyageait dans une poche}{+, mais |Mais }{?elle se trouvait bien trop petite|elle rêvait d\'être moins petite|elle se croyait inutile, si petite}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '{mcShort:cap} se posa sur l\'épaule de {name}{+ : |}« {?Toute petite, je vois ce que personne ne voit|Moi, je vois les toutes petites choses} ! » {?chuchota|tinta}-t-elle.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} {?voletait autour de {name}|faisait des loopings de joie|dansait sur le bout du nez de {name}}, toute fière{+ : |}{?être petite, c\'était aussi une force|la plus petite avait fait la plus grande chose|sa taille était devenue un atout}.', needs: { light: ALL } },
      { t: '« {?Petite, mais utile|Petite, mais costaude|Toute petite, mais pas inutile} ! » chantonna {mcShort} {?en faisant des loopings|en tournoyant|en battant des ailes}.', needs: { light: ALL } },
      { t: '{?Désormais|À partir de ce jour}, {mcShort} ne {?se trouvait plus trop petite|rêvait plus d\'être grande|se cachait plus}{+ : |}{?on avait besoin d\'elle, toute petite qu\'elle était|elle était juste de la bonne taille|chacun avait sa place, même la plus petite}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'ours',
    kind: /ours|nounours|peluche/,
    trait: /peluche|nounours/,
    hands: true,
    caption: 'l\'ours en peluche',
    intro: [
      { t: '{?La nuit|Chaque soir}, {mcShort} {?gardait le sommeil de {name}|veillait sur le lit de {name}|restait bien sage sur l\'oreiller}{+ ; |}{?le jour, il se dégourdissait les pattes de peluche en cachette|mais dès que personne ne regardait, la peluche bougeait|le reste du temps, ce nounours vivait mille aventures en secret}.', needs: { light: ALL } },
      { t: '{mcShort:cap} était tout doux, avec {?une oreille un peu recousue|un œil recousu avec un bouton|un nœud {colourMs} et une patte recousue}{+, et |}{?il était vivant, ce que presque personne ne savait|il était bien vivant, c\'était son secret|personne ne se doutait qu\'il était vivant}.', needs: { light: ALL } },
      { t: '{?Depuis toujours|Depuis le premier jour}, {mcShort}, {?le plus doux des nounours|tout moelleux|doux comme un nuage}, {?partageait les câlins de {name}|dormait tout contre {name}}{+ : |}{?il connaissait tous ses secrets|c\'était le plus fidèle des compagnons|mais il n\'était encore jamais parti à l\'aventure}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      // Its first adventure is the change (a hug that chased fears no one had, read 43, was caused by nothing).
      { t: '{mcShort:cap}, {?qui n\'était jamais parti à l\'aventure|la plus casanière des peluches}, {?passa le premier|ouvrit la marche|avança sans trembler}{+ : |}« {?Un ours en peluche aussi, ça peut être courageux|Ma première aventure, et je n\'ai même pas peur|Même en peluche, on peut ouvrir la route} ! » {?dit-il|lança-t-il}.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} {?bombait son ventre de peluche|gonflait son torse rembourré|redressait fièrement ses oreilles de peluche}{+ : |}il savait maintenant que {?la douceur aussi peut sauver une aventure|même un jouet peut être un héros|les câlins aussi sont une force}.', needs: { light: ALL } },
      { t: '« {?Un ours en peluche, ça sert à tout|Une peluche aussi, ça peut être courageux|Doux et rembourré, mais courageux} ! » déclara {mcShort}, {?très fier de son oreille recousue|en bombant le torse|les yeux brillants de fierté}.', needs: { light: ALL } },
      { t: '{?Tout à la fin|En rentrant|Une fois tout fini}, {name} serra {mcShort} contre {g:lui|elle}{+ : |}{?ce n\'était plus seulement une peluche, c\'était un héros|jamais un nounours n\'avait été aussi fier|cette peluche-là était la plus courageuse du monde}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'chat',
    kind: /\bchats?\b|chaton/,
    trait: /astronaute|cosmonaute|spatial/,
    hands: false,
    caption: 'le chat astronaute',
    intro: [
      { t: '{mcShort:cap} portait un casque {?rond comme un bocal|brillant comme un miroir|un peu trop grand pour lui}{+ : |}{?il avait fait trois fois le tour de la planète Mars|il avait voyagé plus loin que les fusées|il revenait tout juste d\'une mission spatiale}.', needs: { light: ALL } },
      { t: '{?Dans son scaphandre trop grand|Avec ses grosses bottes spatiales}, {mcShort} {?se cognait partout|trébuchait à chaque pas|avançait comme un pingouin}{+ : |}{?sur Terre, rien ne flottait comme là-haut|ici, on ne flottait pas comme dans l\'espace|loin de l\'espace, il se sentait tout gauche}.', needs: { light: ALL, medium: ['land', 'water', 'air'] } },
      { t: 'Dans son scaphandre {?trop grand|argenté}, {mcShort} flottait {?comme un poisson dans l\'eau|comme une plume|sans le moindre effort}{+ : |}{?il connaissait l\'espace par cœur|l\'espace, c\'était sa maison|il avait déjà visité cent planètes}.', needs: { light: ALL, medium: ['space'] } },
      { t: '{?Sur son scaphandre|Sur son casque}, {mcShort} avait {?cousu un écusson en forme de fusée|accroché une médaille d\'astronaute|peint une petite fusée}{+ : |}{?c\'était un vrai chat de l\'espace|il en était très fier|il ne l\'enlevait jamais}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '« {?Toi qui as vu la Terre depuis l\'espace, tu vois quoi, d\'ici ?|Et si tu regardais tout d\'en haut, comme depuis ta fusée ?} » demanda {name}.{+ }{mcShort:cap} se dressa sur ses pattes arrière et regarda tout, de haut, comme un astronaute{+ : |}« {?D\'en haut, tout paraît plus simple|Vu d\'en haut, on comprend mieux} ! »', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} {?ronronnait dans son casque|faisait le dos rond, tout fier|remua la queue de plaisir}{+ : |}{?même loin de l\'espace, un astronaute sait trouver son chemin|mission spatiale accomplie|il était un vrai astronaute, partout}.', needs: { light: ALL } },
      { t: '{mcShort:cap} {?leva la patte en ronronnant|fit un salut militaire|tapota son casque}, comme {?au retour d\'un voyage spatial|un vrai commandant de fusée|un astronaute de retour sur Terre}.', needs: { light: ALL } },
      { t: '« {?Ici la Terre, tout va bien|Atterrissage parfait, équipage content} ! » annonça {mcShort} dans la radio de son casque{?, très fier|}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'tortue',
    kind: /tortue/,
    trait: /rapide|vite|fonce|vitesse/,
    hands: false,
    caption: 'la tortue rapide',
    intro: [
      { t: '{mcShort:cap} filait {?comme une flèche|plus vite qu\'un lièvre|plus vite que son ombre}{+ : |}{?aucune tortue n\'avait jamais été aussi rapide|on ne l\'avait jamais vue aller lentement|c\'était la tortue la plus rapide du monde}.', needs: { light: ALL } },
      { t: 'Zoum ! {mcShort:cap} faisait {?trois fois le tour de {name}|l\'aller-retour jusqu\'à l\'horizon|le tour de tout le coin} avant qu\'{il} ait fini de dire {?bonjour|ouf|son prénom}.', needs: { light: ALL } },
      { t: '{?Sa carapace|Sa petite carapace} {?était décorée d\'éclairs|portait des rayures de course|brillait comme une voiture de course}{+ : |}{mcShort} ne savait {?pas aller doucement|faire qu\'une chose, foncer|rien faire lentement}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '« {?Et si, pour une fois, tu allais moins vite|Et si tu oubliais ta vitesse un moment|Tu veux bien essayer d\'aller moins vite} ? » proposa {name}.{+ }{mcShort:cap} {?ralentit|avança pas à pas|s\'arrêta pour regarder}{+, et |}{?ses yeux virent enfin ce qui leur avait échappé|elle remarqua enfin ce qui était caché|le détail qui manquait apparut}.', needs: { light: ALL } },
      { t: '« {?Je vais voir devant et je reviens|Je pars en éclaireuse|Laissez-moi vérifier le chemin} ! » lança {mcShort}.{+ }{?Elle revint avant même qu\'on ait compté jusqu\'à trois|Une seconde plus tard, elle était de retour|En un clin d\'œil, elle était revenue}{+ : |}« {?La voie est libre|Personne devant|C\'est par là} ! » cria-t-elle, rapide comme toujours.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} avait appris {?quand filer et quand prendre son temps|à ne pas toujours aller vite|que la vitesse ne suffisait pas toujours}{+ : |}{?c\'était ça, être vraiment rapide|elle était devenue rapide et attentive|elle n\'en était que plus fière}.', needs: { light: ALL } },
      { t: '« {?Vite quand il faut, doucement quand il faut|Rapide, oui, mais attentive|Un peu de vitesse, un peu de patience} ! » chantonnait {mcShort}{?| en faisant un petit tour d\'honneur}.', needs: { light: ALL } },
      { t: '{?Ensuite|Pour rentrer|Après tout ça}, {mcShort} {?avança au pas de {name}|ralentit pour rester à côté de {name}|prit le temps de tout regarder}{+ : |}{?pour une fois, elle ne fonçait pas|aller moins vite avait du bon aussi|sans sa vitesse folle, elle découvrait mille choses}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'pirate',
    kind: /pirate|corsaire|flibustier/,
    trait: /gentil|doux|bon\b|grand coeur/,
    hands: true,
    caption: 'le pirate gentil',
    intro: [
      { t: '{mcShort:cap} avait {?un bandeau sur l\'œil et une grosse voix|une barbe en bataille et une grosse voix|un grand chapeau, un bandeau et une grosse voix}{+, mais |Mais }{?il n\'aurait pas fait de mal à une mouche|il avait un cœur plus doux que du miel|il était le plus gentil des pirates}.', needs: { light: ALL } },
      { t: '{?Au lieu de piller les trésors, {mcShort} les partageait|Au lieu de garder son or, {mcShort} l\'offrait à qui en avait besoin|Jamais {mcShort} n\'avait volé un seul sou}{+ : |}{?c\'était le pirate le plus gentil des sept mers|on n\'avait jamais vu un pirate aussi gentil|sur les sept mers, personne n\'était plus gentil}.', needs: { light: ALL } },
      { t: '{?Sur son bateau|Dans sa cabine}, {mcShort} {?préparait des crêpes pour tout l\'équipage|tricotait des chaussettes pour ses matelots|recousait les doudous des mousses}{+ : |}{?sous sa grosse voix, il cachait un cœur d\'or|il n\'avait jamais fait peur à personne|c\'était la gentillesse même}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '{mcShort:cap} sortit {?sa longue-vue|sa boussole|sa vieille carte} et la tendit à {name}.{+ }« {?Tiens, regarde par là|Prends-la, elle te servira mieux qu\'à moi|C\'est à toi, pour t\'aider}. »{+ }{?On comprit enfin qu\'il était gentil|Sous la grosse voix, tout le monde vit le grand cœur}.', needs: { light: ALL } },
      { t: '{?D\'une voix douce|Avec un grand sourire|Tout doucement}, {mcShort} {?offrit son aide à tous ceux qu\'il croisait|aida chacun à son tour|partagea tout ce qu\'il avait}{+ : |}{?un à un, ils virent qu\'il était gentil|sa grosse voix se fit toute douce}.', needs: { light: ALL } },
      { t: '{mcShort:cap} {?ôta son grand chapeau|posa son sabre par terre} et {?chanta une chanson de marin toute douce|raconta une histoire drôle|offrit un biscuit à chacun}{+ : |}{?les plus peureux ne s\'enfuyaient plus|tout le monde sourit au pirate gentil|sa grosse voix ne fit plus trembler personne}.', needs: { light: ALL } },
    ],
    after: [
      { t: '{?Désormais|À partir de ce jour}, quand {mcShort} passait, on lui faisait {?de grands signes|de grands sourires|une fête}{+ : |}{?tout le monde savait qu\'il était gentil|sa grosse voix ne faisait plus fuir personne}.', needs: { light: ALL } },
      { t: '{mcShort:cap} {?riait de sa grosse voix|chantait de sa grosse voix|racontait des histoires de sa grosse voix}{+ : |}{?cette fois, tout le monde riait avec lui|ses nouveaux amis tapaient dans leurs mains}.', needs: { light: ALL } },
      { t: '« {?Un pirate gentil, ça existe|Je savais bien qu\'on finirait amis|Mon plus beau trésor, ce sont mes amis} ! » {?dit|s\'écria} {mcShort} de sa grosse voix{?| en levant son chapeau}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'sorciere',
    kind: /sorciere|magicienne|sorcier/,
    trait: /potion|rate|sort\b|sortileges?/,
    hands: true,
    caption: 'la sorcière',
    intro: [
      { t: 'Les potions {mcShort:de} {?ne marchaient jamais comme prévu|rataient une fois sur deux|faisaient toujours des surprises}{+ : |}{?la dernière avait rendu son chat tout à pois|la dernière avait fait pousser des moustaches à son balai|la dernière avait changé sa soupe en confiture}.', needs: { light: ALL } },
      { t: '{mcShort:cap} {?transportait toujours un petit chaudron|avait toujours un grimoire sous le bras|ne sortait jamais sans sa baguette tordue}{+, et |}ses potions {?faisaient plus souvent des étincelles roses que de la magie|sentaient plutôt le chou brûlé|changeaient de couleur sans prévenir}.', needs: { light: ALL } },
      { t: '{?Sous son chapeau pointu|Dans sa grande cape}, {mcShort} cachait {?une ribambelle de fioles|des flacons de toutes les couleurs}{+, mais |Mais }{?aucune de ses potions ne faisait ce qu\'elle voulait|elle mélangeait toujours les recettes de ses potions|ses potions se trompaient toujours d\'effet}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '« {?Et si tu ajoutais une pincée de ce que tu ressens|Et si tu y mettais un peu de ton cœur|Et si on la préparait ensemble} ? » proposa {name}.{+ }{mcShort:cap} remua, goûta, sourit{+ : |}{?pour une fois, la potion brilla d\'une belle lumière dorée|la potion se mit à scintiller|une douce odeur de vanille monta de la potion}.', needs: { light: ALL } },
      { t: '{?Cette fois|Alors}, {mcShort} {?lut la recette lentement, avec {name}|suivit la recette pas à pas|écouta les conseils de {name}}.{+ }Une goutte, deux gouttes, et {?la potion marcha du premier coup|la potion fit exactement ce qu\'il fallait|pouf, la potion opéra sa magie} !', needs: { light: ALL } },
      { t: '{name} remarqua que {mcShort} {?tenait sa recette à l\'envers{+ : |}il suffisait de la retourner|confondait le sel et le sucre{+ : |}il suffisait de les échanger|oubliait toujours la dernière étape{+ : |}il suffisait d\'aller jusqu\'au bout}.{+ }{?Cette fois, la potion fit des merveilles|La potion se mit à briller|La magie de la potion marcha enfin}.', needs: { light: ALL } },
    ],
    after: [
      { t: '{mcShort:cap} tenait sa fiole {?comme un trésor|contre son cœur|à deux mains}{+ : |}{?sa potion brillait d\'une belle lumière dorée|la potion pétillait de mille couleurs|pour une fois, tout avait marché}.', needs: { light: ALL } },
      { t: '« {?Ma première potion réussie|Elle marche, ma potion marche|Ma potion est parfaite} ! » s\'exclama {mcShort}{?, et son chapeau pointu en tremblait de joie|, en dansant autour de son chaudron|}.', needs: { light: ALL } },
      { t: '{?Depuis ce jour|Désormais}, {mcShort} {?relisait toujours sa recette deux fois|préparait ses potions avec {name}|prenait son temps devant son chaudron}{+ : |}{?ses potions ne rataient presque plus|ses potions sentaient bon la fraise|ses potions lui obéissaient enfin}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'dinosaure',
    kind: /dinosaure|diplodocus|brachiosaure|tricer|\bdino/,
    trait: /vegetarien|herbivore|legume|salade/,
    hands: false,
    caption: 'le dinosaure',
    intro: [
      { t: '{mcShort:cap} était {?grand comme une maison|haut comme un arbre|plus lourd qu\'un camion}{+, mais |Mais }il ne mangeait que {?des légumes et des salades|des carottes et des radis|des fruits et des fougères}.', needs: { light: ALL } },
      { t: '{?Chaque matin|Au petit déjeuner|À chaque repas}, {mcShort} croquait {?trois fougères et une montagne de carottes|un panier de pommes|une botte de céleri entière}{+ : |}{?jamais rien d\'autre|pas la moindre miette de viande|il adorait les légumes}.', needs: { light: ALL } },
      { t: '{?Malgré ses grandes dents|Malgré ses dents pointues}, {mcShort} {?n\'aurait pas fait de mal à une mouche|préférait les radis à tout le reste|rêvait surtout de potagers}{+ : |}{?c\'était un géant végétarien tout doux|il croquait des légumes du matin au soir|il n\'aimait que les salades}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '{mcShort:cap} partagea {?son panier de légumes|ses carottes|ses plus belles salades} avec tout le monde{+ : |}{?on comprit enfin qu\'il était un géant tout doux|la peur laissa place aux sourires|plus personne ne le trouva effrayant}.', needs: { light: ALL } },
    ],
    after: [
      { t: 'Tout le monde voulait être l\'ami {mcShort:de}{+ : |}{?on venait même croquer des carottes avec lui|les petits grimpaient sur son dos pour partager sa salade|on lui apportait des carottes en cadeau}.', needs: { light: ALL } },
      { t: '{mcShort:cap} croqua {?une carotte|une pomme|un radis} pour fêter ça{+, et |}{?tout le monde rit avec lui|on l\'applaudit bien fort|son rire fit trembler le sol}.', needs: { light: ALL } },
      { t: '« {?Vous voyez, les dinosaures végétariens sont gentils|Des légumes pour tout le monde|Des carottes pour mes nouveaux amis} ! » {?dit|lança} {mcShort}{?, tout joyeux| en remuant la queue}.', needs: { light: ALL } },
    ],
  },
  {
    id: 'baleine',
    kind: /baleine|cachalot|orque/,
    trait: /chant|chante|musique|voix/,
    hands: false,
    caption: 'la baleine',
    intro: [
      { t: '{mcShort:cap} chantait si fort que {?sa voix faisait frissonner l\'eau à des lieues à la ronde|les poissons se bouchaient les nageoires|l\'océan tout entier l\'entendait}.', needs: { light: ALL, medium: ['water'] } },
      { t: '{?Par magie|Grâce à un vieux sortilège}, {mcShort} flottait {?dans l\'air comme dans l\'eau|au-dessus du sol comme un ballon|comme si elle nageait}{+, et |}elle chantait si fort que {?les feuilles en frissonnaient|les vitres en tremblaient|l\'écho revenait de partout}.', needs: { light: ALL, medium: ['land', 'air', 'space'] } },
      { t: '{mcShort:cap} {?adorait chanter|connaissait mille chants|chantait du matin au soir}{+, mais |Mais }{?sa voix était bien trop puissante|sa voix faisait trembler tout ce qui l\'entourait|personne ne pouvait écouter sa chanson sans se boucher les oreilles}.', needs: { light: ALL } },
    ],
    problem: [],
    turn: [
      { t: '« {?Chante tout doucement, rien que pour nous »,|Et si tu chantais tout bas ? »|Essaie une berceuse, tout doucement »,} proposa {name}.{+ }{mcShort:cap} {?chanta tout bas|fredonna doucement|murmura une mélodie}{+, et |}{?tout le monde s\'approcha pour écouter|chacun s\'arrêta pour l\'écouter}.', needs: { light: ALL } },
    ],
    after: [
      { t: '{?Tout le monde demandait maintenant une chanson {mcShort:a}|On venait de loin pour écouter {mcShort}}{+, et |}{?elle chantait juste assez fort|sa voix était douce comme une caresse|elle savait enfin chanter pour les autres}.', needs: { light: ALL } },
      { t: 'La voix {mcShort:de} résonnait, {?douce et ronde|claire et tendre|juste comme il fallait}{+ : |}{?plus personne ne se bouchait les oreilles|tout le monde fredonnait avec elle|chacun fermait les yeux pour mieux écouter}.', needs: { light: ALL } },
      { t: '« {?Je chanterai pour vous tous les soirs|Chanter doucement, c\'est encore plus beau|Maintenant, mon chant rassemble au lieu de faire fuir} ! » {?dit|promit} {mcShort}.', needs: { light: ALL } },
    ],
  },
];

/**
 * The suggested companion the frame's character is, by its kind's vocabulary id and words, and whether
 * its quality ids name that companion's defining trait (issue 25: the frame's ids, never the typed text).
 */
export function companionOf(character: CharacterFrame): { companion: Companion | null; subplot: boolean } {
  const kind = stripAccents(`${character.kind.id.replace(/-/g, ' ')} ${character.kind.singular}`.toLowerCase());
  const companion = COMPANIONS.find((candidate) => candidate.kind.test(kind)) ?? null;
  // A subplot is told of one companion: "deux dragons qui ont peur du noir" keep their words only.
  const traits = stripAccents(`${kind.replace(companion?.kind ?? /$^/, '')} ${character.qualities.join(' ')}`.replace(/-/g, ' '));
  const subplot = companion !== null && character.count <= 1 && companion.trait !== null && companion.trait.test(traits);
  return { companion, subplot };
}
