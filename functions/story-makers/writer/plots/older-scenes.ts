import type { Line } from '../world';

/**
 * More scenes of each plot for children of 8 and over (issue 16, item 4: "filler replaced by scenes for
 * older children"): a step of the search or of the work that the plot's own beats leave out, told
 * between the first attempt and the second. They use the same slots as the plot (see plot.ts) and never
 * tell the resolution.
 */
export const OLDER_SCENES: Record<string, Line[]> = {
  'etoile-tombee': [
    '{duo:cap} suivirent la traînée de lumière jusqu\'à {passage}{+ : |}il fallait passer sans bruit, pour ne pas effrayer l\'étoile.',
    '« Et si elle ne voulait pas rentrer ? » se demanda {name}.{+ }{mcShort:cap} {n:réfléchit|réfléchirent} un long moment{+, puis |Puis }{n:répondit|répondirent} : « Une étoile veut toujours briller là où on l\'attend. »',
    '{?Plus loin|Un peu plus loin|Quelques pas plus loin}, la trace de lumière {?se partageait en deux|faisait un drôle de zigzag|s\'arrêtait net}.{+ }« {?Par où est-elle passée|Elle est partie de quel côté|On va à droite ou à gauche} ? » demanda {mcShort}.{+ }« {?Là où ça brille encore un peu|Du côté où l\'air est plus tiède|Là où les petites traces sont les plus fraîches} », répondit {name}.',
    '{name} {?ramassa|trouva|découvrit} {?une poussière dorée|un éclat minuscule|une paillette de lumière} {?qui tenait chaud au creux de la main|qui clignotait encore faiblement|qui chantonnait tout bas}{+ : |}{?l\'étoile était passée par là, c\'était sûr|elle ne devait plus être bien loin|c\'était un morceau de sa lumière}.',
    '{?Tout à coup|Soudain|À cet instant}, la traînée de lumière {?disparut|s\'effaça|s\'éteignit} {hiding2}.{+ }{mcShort:cap} {n:voulut|voulurent} faire demi-tour{+, mais |Mais }{name} {?resta calme|prit le temps de regarder|ne se découragea pas}{+ : |}{?plus c\'est sombre, mieux on voit ce qui brille|il suffisait d\'attendre que ses yeux s\'habituent|une lueur très pâle dépassait encore}.',
  ],
  'tresor-cache': [
    'Dans un coin de la carte, il y avait une énigme{+ : |}trois flèches, une lune et un petit cœur.{+ }{name} la lut à voix haute, puis une deuxième fois, plus lentement.',
    'Pour continuer, il fallait franchir {passage}.{+ }{name} passa {g:le premier|la première}{+, et |}{mcShort} {n:suivit|suivirent} pas à pas, sans quitter la carte des yeux.',
    '« {?Tu es sûr{c:|e|s|es} qu\'on tient la carte dans le bon sens|Et si la carte était à l\'envers|On ne s\'est pas trompés de chemin} ? » demanda {mcShort}.{+ }{name} {?tourna la carte|regarda la carte de plus près|compara la carte au paysage}{+ : |}« {?Non, regarde le petit dessin, il est juste devant nous|Si, on est bien là, à côté de la croix|On est sur la bonne route, je le sens} ! »',
    '{?Au pied de|Près de|À côté de} {passage}, {duo} {?trouvèrent|découvrirent|aperçurent} {?une flèche gravée|un vieux signe à moitié effacé|trois petits cailloux posés en triangle}{+ : |}{?quelqu\'un était passé par là, il y a très longtemps|c\'était le signe dessiné sur la carte|le chemin continuait, c\'était sûr}.',
    '{?Une fois|Un moment|Pendant un long moment}, {duo} {?tournèrent en rond|se perdirent tout à fait|revinrent sur leurs pas sans le savoir}.{+ }{name} {?reprit la carte depuis le début|compta les pas à voix haute|chercha un repère sur la carte}{+, et |}{?le bon chemin réapparut|tout redevint clair|la route se dessina enfin}.',
  ],
  'ami-perdu': [
    '{babyShort:cap} marchait tout près de {name}{+ : |}à chaque bruit, {o:il|elle} se serrait un peu plus fort contre {g:lui|elle}.',
    '{name} posa des questions, une à une{+ : |}de quelle couleur était la maison, qui chantait le soir, quel chemin sentait bon.{+ }Petit à petit, {babyShort} se souvenait.',
    '« {?Tu te souviens de quelque chose de chez toi|Qu\'est-ce que tu vois de ta maison, quand tu fermes les yeux|Comment c\'est, chez toi} ? » demanda {name} {babyShort:a}.{+ }« {?Il y a une grande pierre toute ronde|Ça sent bon la menthe|On entend l\'eau qui chante} », répondit {babyShort} {?tout bas|d\'une petite voix|en reniflant}.',
    '{duo:cap} {?trouvèrent|remarquèrent|aperçurent} {?de petites empreintes|une touffe de poils doux|une trace toute fraîche} {hiding2}{+ : |}{?{family} était passé par là, peut-être|c\'était peut-être la piste de la famille|c\'était un indice, le premier de la journée}.',
    '{?Le chemin devint difficile|Il fallut traverser {passage}|La route passait par {passage}}{+, et |}{babyShort} {?n\'osait plus avancer|se mit à trembler|s\'arrêta net}.{+ }{name} {?le rassura d\'une voix douce|lui montra où poser les pieds|passa devant pour montrer que ce n\'était pas si terrible}{+ : |}{?un pas, puis un autre|tout doucement|sans se presser}, {?ils passèrent|tout le monde passa|ils y arrivèrent}.',
  ],
  'fete-surprise': [
    '{name} fit la liste de tout ce qu\'il fallait{+ : |}des guirlandes, un gâteau, de la musique et, surtout, des invités.{+ }La liste était longue, très longue.',
    'Il fallait garder le secret{+ : |}quand {friend} passa tout près, {duo} firent semblant de regarder ailleurs, en sifflotant.',
    '« {?Et s\'il pleut le jour de la fête|Et si personne ne venait|Et si {friend} découvrait tout} ? » s\'inquiéta {mcShort}.{+ }« {?On aura un plan pour tout|On trouvera une solution|Alors on fera la fête quand même}, répondit {name}. {?Le plus important, c\'est le secret|Une surprise, ça se prépare avec le sourire|On est une équipe}. »',
    '{?Pour les décorations|Pour les guirlandes|Pour la grande banderole}, il manquait {?du papier de couleur|des rubans|de la ficelle}.{+ }{name} {?fouilla toute la maison|demanda aux voisins|vida son coffre à trésors}{+ : |}{?on trouva de quoi décorer trois fêtes|il y avait juste assez|chaque petit bout servit à quelque chose}.',
    '{?Au dernier moment|Juste avant le grand moment|Tout à coup}, {?une guirlande se décrocha|le gâteau pencha d\'un côté|les ballons s\'envolèrent}.{+ }{name} {?ne perdit pas son calme|trouva vite une solution|rit au lieu de pleurer}{+ : |}{?deux pinces à linge et tout fut réparé|un peu d\'aide, et tout était de nouveau prêt|c\'était encore plus joli comme ça}.',
  ],
  'arc-en-ciel': [
    '{name} chercha d\'où venait le gris{+ : |}il avait tout recouvert, comme une fine poussière qu\'on ne pouvait pas balayer.',
    '{duo:cap} demandèrent à tous ceux qu\'{ils} croisaient s\'ils avaient vu passer les couleurs.{+ }Personne ne savait{+, mais |Mais }chacun avait un souvenir de sa couleur préférée.',
    '« {?Tu crois que les couleurs ont eu peur|Où est-ce qu\'elles ont bien pu aller|Pourquoi elles sont parties}, à ton avis ? » demanda {name}.{+ }« {?Peut-être qu\'elles se sont cachées|Peut-être qu\'elles attendent qu\'on les appelle|Peut-être qu\'elles sont fatiguées} », répondit {mcShort} {?en réfléchissant|tout bas|sans hésiter}.',
    '{?Au bord de|Près de|Derrière} {passage}, {name} {?trouva|aperçut|découvrit} {?une seule goutte de couleur|un petit éclat {colourMs}|une tache {colourFs}, toute petite}{+ : |}{?une couleur avait glissé par là|c\'était la première couleur retrouvée|il restait un espoir}.',
    '{?Plus les amis avançaient|À mesure qu\'{ils} avançaient|Pas après pas}, {?tout devenait plus gris|le gris s\'épaississait|les couleurs pâlissaient encore}.{+ }{mcShort:cap} {n:eut|eurent} envie de renoncer{+, mais |Mais }{name} {?montra l\'éclat de couleur au creux de sa main|rappela qu\'une couleur avait déjà été retrouvée|dit simplement : « On continue. »}',
  ],
  'premier-jour': [
    'À la récréation, {name} resta près du mur{+, et |}{il} regarda les autres jouer, en cherchant le bon moment pour s\'approcher.',
    'En classe, la maîtresse demanda qui voulait distribuer les cahiers.{+ }{name} hésita{+, puis |Puis }leva la main, le cœur battant.',
    '« {?Et si personne ne voulait jouer avec moi|Et si je ne trouvais pas ma classe|Et si la maîtresse ne connaissait pas mon prénom} ? » demanda {name} tout bas.{+ }« {?Alors tu feras le premier pas|Alors on cherchera ensemble|Tout le monde se pose cette question le premier jour} », répondit {mcShort}.',
    'À la cantine, {name} {?s\'assit au bout de la table|ne savait pas où s\'asseoir|garda son plateau dans les mains un long moment}.{+ }{friend:cap} {?fit une petite place|poussa son verre|leva la main pour {g:le|la} saluer}{+ : |}{?c\'était un début|ce n\'était pas grand-chose, mais c\'était beaucoup|le cœur {name:de} battit un peu moins vite}.',
    '{?Pendant l\'après-midi|Un peu plus tard|Après la récréation}, il y eut une activité de {?dessin|peinture|collage}.{+ }{name} {?fit de son mieux|s\'appliqua beaucoup|y mit tout son cœur}{+, et |}{?la maîtresse sourit en voyant son travail|son dessin fut accroché au mur|quelques enfants vinrent regarder}.',
  ],
  'jardin-magique': [
    'Chaque jour, {name} venait voir la graine{+ : |}{il} lui racontait sa journée, lui chantait une chanson et repartait, un peu déçu{e}.',
    '{name} lut tout ce qu\'{il} put trouver sur les graines{+ : |}il fallait de l\'eau, de la lumière et de la patience, mais celle-là semblait attendre autre chose.',
    '« {?Tu crois qu\'elle nous entend|Elle dort, tu crois|Et si elle avait besoin d\'autre chose} ? » demanda {mcShort}.{+ }« {?Peut-être qu\'elle a besoin qu\'on lui parle|Peut-être qu\'elle attend le bon moment|Je crois qu\'elle veut de la patience} », répondit {name} {?en caressant la terre|en souriant|doucement}.',
    '{?Un jour|Un beau jour|Un matin}, un tout petit {?point vert|bout de tige|bourgeon} {?pointa le bout de son nez|sortit de la terre|apparut}{+, puis |Puis }{?disparut aussitôt|se recroquevilla|ne bougea plus}.{+ }{name} {?ne se découragea pas|garda espoir|décida d\'attendre encore}.',
    '{name} fabriqua {?une petite barrière|un cercle de cailloux|un abri de bâtonnets} autour de la graine{+ : |}{?rien ne devait l\'abîmer|ainsi, personne ne marcherait dessus|elle serait à l\'abri de tout}.',
  ],
  'voyage-lune': [
    '{name} dessina la fusée sur une grande feuille{+ : |}un nez pointu, trois ailerons et un hublot tout rond pour regarder dehors.',
    'Il fallait aussi prévoir le voyage{+ : |}{name} rangea dans un sac une lampe, un carnet et un goûter pour la Lune.',
    '« {?Combien de temps il faut pour aller sur la Lune|Et si on se perdait en route|Tu crois qu\'il fait froid, là-haut} ? » demanda {mcShort}.{+ }« {?On verra bien|Assez pour manger tout le goûter|Je prendrai une couverture pour nous deux} », répondit {name} {?en riant|sérieusement|en vérifiant la liste}.',
    '{?Le premier essai|Le premier moteur|Le premier compte à rebours} {?fit pschitt|toussa, puis s\'arrêta|fit un petit bond de rien du tout}.{+ }{name} {?ouvrit le capot|vérifia chaque bouton|reprit le plan}{+, et |}{?trouva un fil mal branché|vit qu\'il manquait une vis|comprit ce qui n\'allait pas}.',
    '{name} et {mcShort} {?s\'entraînèrent à flotter|apprirent à compter à rebours|répétèrent chaque geste du voyage}{+ : |}{?dix, neuf, huit… jusqu\'à zéro|un vrai travail d\'astronautes|il ne fallait rien oublier}.',
  ],
  'course-animaux': [
    'Plus loin, le chemin se séparait en deux.{+ }Les autres coureurs filaient à gauche{+, mais |Mais }{name} vit que {friend} ne pourrait jamais grimper par là.',
    '{name} régla son pas sur celui de {friend}{+ : |}un pas, puis un autre, sans se presser.{+ }Devant, les autres disparaissaient déjà.',
    '« {?Tu ne veux pas gagner|Tu n\'as pas envie d\'arriver premi{g:er|ère}|Et la course, alors} ? » demanda {friend}.{+ }« {?Je veux arriver avec toi|On arrivera ensemble, c\'est mieux|Gagner tout seul, ce n\'est pas drôle} », répondit {name}.',
    '{?À mi-course|Au milieu du parcours|À la moitié du chemin}, {friend} {?trébucha|s\'arrêta, à bout de souffle|voulut abandonner}.{+ }{name} {?l\'attendit|s\'assit à côté|lui tendit la main}{+, et |}{?ils repartirent ensemble|ils reprirent leur souffle tous les deux|la course recommença, à leur rythme}.',
    '{?Sur le bord du chemin|Un peu plus loin|Au détour d\'un virage}, les spectateurs {?encourageaient les coureurs|criaient des bravos|applaudissaient}{+, mais |Mais }{name} {?ne regardait que {friend}|ne pensait qu\'à {friend}|gardait les yeux sur {friend}}.',
  ],
  'nuit-etoilee': [
    '{name} leva la lanterne{+ : |}des ombres bougeaient partout, grandes, petites, et toutes paraissaient vouloir dire quelque chose.',
    '{duo:cap} s\'assirent sans bouger et comptèrent les bruits{+ : |}un craquement, deux froissements, et ce « hou-hou » qui revenait toujours au même endroit.',
    '« {?Tu entends ça|C\'était quoi, ce bruit|Il y a quelqu\'un} ? » souffla {mcShort}.{+ }« {?C\'est seulement une branche qui craque|Ce n\'est que le vent dans les feuilles|C\'est une chouette, écoute bien} », répondit {name} {?calmement|à voix basse|en levant la lanterne}.',
    '{?Un peu plus loin|Plus tard|Au détour du chemin}, {duo} {?trouvèrent|virent|découvrirent} {?deux petits yeux brillants|une forme immobile|une ombre toute ronde} {hiding}.{+ }{name} {?s\'approcha doucement|attendit sans bouger|leva la lanterne}{+ : |}{?ce n\'était qu\'un hérisson|c\'était une vieille souche|un lapin détala en riant}.',
    '{?Au milieu de la nuit|Quand la lune fut haute|Plus tard dans la nuit}, {duo} {?s\'arrêtèrent pour écouter|se couchèrent sur le dos|firent une pause}{+ : |}{?la nuit n\'était pas si noire|chaque bruit avait un nom|le ciel était plein d\'étoiles}.',
  ],
  'chanson-perdue': [
    '{name} alla de maison en maison{+ : |}chacun se souvenait d\'un petit bout de la chanson, jamais du même.',
    '{name} nota chaque morceau dans un carnet{+ : |}trois notes ici, un mot là.{+ }Mis bout à bout, cela ne faisait pas encore une chanson.',
    '« {?Tu te souviens de la fin|Et le refrain, tu t\'en souviens|Comment ça commençait, déjà} ? » demanda {name}.{+ }« {?Ça faisait la-la-lou, je crois|Il y avait un oiseau dedans|Ça montait très haut, puis ça redescendait} », répondit {mcShort} {?en fredonnant|en réfléchissant|en fermant les yeux}.',
    '{name} {?essaya de chanter le début|fredonna les notes retrouvées|siffla le premier morceau}{+, mais |Mais }{?il manquait encore le milieu|ça sonnait faux|quelque chose clochait}{+ : |}{?une note n\'était pas à sa place|il fallait encore chercher|il manquait un petit bout}.',
    '{?Une vieille dame|Un vieux monsieur|Un marchand de fruits} {?entendit {name} fredonner|s\'approcha en souriant|leva la tête}{+ : |}« {?Je connais cette chanson|Cette chanson, je la chantais petit{g:|e}|Attends, je me souviens d\'un morceau} ! »',
  ],
  'tempete': [
    '{name} fit le tour du bateau pour compter les dégâts{+ : |}la voile, le mât, la coque.{+ }Cela faisait beaucoup pour un seul bateau.',
    'De nouveaux amis arrivèrent pour aider{+ : |}l\'un avait du fil, l\'autre des planches, un troisième savait faire les nœuds.',
    '« {?Tu crois qu\'on pourra le réparer|Et si la tempête revenait|On n\'y arrivera jamais tout seuls} ? » demanda {mcShort}.{+ }« {?On va essayer, morceau par morceau|On travaillera vite|Alors on demandera de l\'aide} », répondit {name} {?en retroussant ses manches|en souriant|sans hésiter}.',
    '{?Le premier morceau de bois|La première planche|Le premier clou} {?se fendit|tomba à l\'eau|était trop court}.{+ }{name} {?ne se découragea pas|prit une autre planche|mesura deux fois avant de couper}{+ : |}{?il fallait recommencer, plus doucement|cette fois, ce fut la bonne|la suivante fut parfaite}.',
    '{?Pour la voile|Pour recoudre la voile|Pour le grand trou de la voile}, il fallait {?du fil solide|une grande aiguille|un morceau de tissu}.{+ }{name} {?en trouva dans un vieux coffre|demanda à tout le monde|se souvint d\'une vieille couverture}{+, et |}{?le travail put continuer|la réparation reprit|on se remit au travail}.',
  ],
  'gateau-geant': [
    '{name} fit le compte de tout ce qu\'il fallait{+ : |}cent œufs, une montagne de farine et un plat grand comme une piscine.',
    'Il fallut mélanger la pâte tous ensemble{+ : |}{name} tournait la cuillère à deux mains, et tout le monde riait de voir la farine voler.',
    '« {?Et si le gâteau ne rentrait pas dans le four|On met combien de sucre|Tu crois qu\'il sera assez grand} ? » demanda {mcShort}.{+ }« {?On trouvera un four assez grand|Juste ce qu\'il faut|Il sera immense} », répondit {name} {?en riant|en relisant la recette|sûr{e} de {g:lui|elle}}.',
    '{?La première pâte|Le premier essai|La première fournée} {?était trop liquide|ne monta pas|colla au fond du plat}.{+ }{name} {?relut la recette|goûta la pâte|réfléchit un moment}{+ : |}{?il manquait une pincée de levure|il fallait plus de farine|le four n\'était pas assez chaud}.',
    '{?Il fallut trouver|Il manquait|On chercha} {?des œufs, beaucoup d\'œufs|du chocolat|une montagne de crème}.{+ }{name} {?alla frapper chez les voisins|fit le tour du marché|demanda à tout le quartier}{+, et |}{?chacun apporta quelque chose|les paniers se remplirent|tout le monde voulut aider}.',
  ],
  'livre-magique': [
    '{name} relut l\'histoire depuis le début{+ : |}il y avait un roi, une forêt, une clé…{+ }Mais où menait cette clé ?',
    '{duo:cap} cherchèrent des indices entre les lignes{+ : |}un mot souligné, une page cornée, un dessin dans la marge.',
    '« {?Tu crois que le livre nous entend|Et si on écrivait la suite nous-mêmes|Pourquoi les pages sont blanches} ? » demanda {mcShort}.{+ }« {?Peut-être qu\'il attend quelque chose|On va le découvrir|Les histoires ont besoin qu\'on les lise} », répondit {name} {?tout bas|en tournant une page|pensivement}.',
    '{?Sur une page|Au milieu du livre|Tout au fond du livre}, {name} {?trouva|découvrit|remarqua} {?une lettre dorée|un dessin qui bougeait|une petite clé dessinée}{+ : |}{?c\'était sûrement un indice|le livre voulait dire quelque chose|il fallait regarder de plus près}.',
    '{name} {?lut la phrase à voix haute|relut la dernière ligne|tourna la page suivante}{+, mais |Mais }{?rien ne se passa|la page resta blanche|les lettres se brouillèrent}.{+ }{mcShort:cap} {n:proposa|proposèrent} {?de recommencer plus doucement|d\'essayer à deux voix|de lire en chuchotant}.',
  ],
  'lost-thing': [
    '{name} refit dans sa tête tout le chemin de la journée{+ : |}où {objectShort} avait-{o:il|elle} été vu{o:|e} pour la dernière fois ?',
    '{duo:cap} demandèrent à tous ceux qu\'{ils} croisaient{+, mais |Mais }personne n\'avait vu {objectShort}.{+ }Il fallait chercher ailleurs.',
    '« {?Tu te souviens de la dernière fois que tu l\'as vu{o:|e}|Où est-ce qu\'on n\'a pas encore cherché|Et si {objectShort} s\'était caché{o:|e} tout seul{o:|e}} ? » demanda {mcShort}.{+ }« {?Je crois que c\'était {hiding2}|On n\'a pas encore regardé {hiding}|Peut-être bien} », répondit {name} {?en réfléchissant|en fronçant les sourcils|tout bas}.',
    '{?Sous|Derrière|À côté de} {?une pierre|une vieille caisse|un tas de choses oubliées}, {name} trouva {?un objet qui brillait|quelque chose de rond|un petit bout de ruban}{+, mais |Mais }{?ce n\'était pas {objectShort}|ce n\'était qu\'une vieille bille|c\'était tout autre chose}.{+ }{?Raté, mais on continue|La recherche reprit|Il fallait chercher encore}.',
    '{name} {?fit une liste de tous les endroits déjà visités|dessina un petit plan|compta les endroits où chercher}{+ : |}{?il n\'en restait plus beaucoup|la liste était déjà longue|chaque croix rapprochait du but}.',
  ],
  helping: [
    '{name} parla doucement à {friend}{+ : |}« Ne bouge pas, on arrive. »{+ }Sa voix aidait déjà à ne plus trembler.',
    '{name} observa tout autour pour trouver la meilleure façon de s\'approcher{+ : |}ni trop vite, ni trop fort.',
    '« {?Tu crois qu\'{f:il|elle} a peur de nous|On s\'approche tout doucement|Qu\'est-ce qu\'on peut faire pour {f:lui|elle}} ? » demanda {mcShort}.{+ }« {?On va lui montrer qu\'on est gentils|Pas de gestes brusques|On va commencer par lui parler} », répondit {name} {?tout bas|en chuchotant|doucement}.',
    '{?Le premier essai|La première idée|Le premier plan} {?ne marcha pas|échoua|ne donna rien}{+ : |}{friend} {?recula|prit peur|ne bougea pas d\'un poil}.{+ }{name} {?réfléchit encore|changea de plan|prit son temps}.',
    '{name} {?trouva|fabriqua|prépara} {?une petite échelle de bâtons|une corde faite de rubans noués|un pont de planches}{+ : |}{?ce n\'était pas parfait|ça tiendrait peut-être|il fallait bien essayer}.',
  ],
  discovery: [
    '{name} fit le tour de la petite porte{+ : |}pas de poignée, pas de serrure visible, seulement un dessin gravé tout en bas.',
    '{duo:cap} essayèrent de deviner ce qu\'il y avait derrière{+ : |}un jardin, une grotte, une salle pleine de trésors ?',
    '« {?Tu crois qu\'on a le droit d\'entrer|Et s\'il y avait quelqu\'un derrière|Qu\'est-ce qui se cache là-dedans} ? » demanda {mcShort}.{+ }« {?On va frapper d\'abord|On va juste regarder|Il n\'y a qu\'un moyen de le savoir} », répondit {name} {?en souriant|tout bas|avec un clin d\'œil}.',
    '{?Sur le côté|En bas|Au-dessus}, {name} {?trouva|découvrit|remarqua} {?une inscription à moitié effacée|un symbole gravé|de petits dessins}{+ : |}{?il fallait le déchiffrer|c\'était une sorte de code|on aurait dit une énigme}.',
    '{name} {?essaya toutes les clés de sa poche|poussa de toutes ses forces|frappa trois petits coups}{+, mais |Mais }{?rien ne bougea|la porte resta fermée|il ne se passa rien}.{+ }{?Il fallait trouver autre chose|Il y avait sûrement une autre façon|Le secret était ailleurs}.',
  ],
};
