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
  ],
  'tresor-cache': [
    'Dans un coin de la carte, il y avait une énigme{+ : |}trois flèches, une lune et un petit cœur.{+ }{name} la lut à voix haute, puis une deuxième fois, plus lentement.',
    'Pour continuer, il fallait franchir {passage}.{+ }{name} passa {g:le premier|la première}{+, et |}{mcShort} {n:suivit|suivirent} pas à pas, sans quitter la carte des yeux.',
  ],
  'ami-perdu': [
    '{babyShort:cap} marchait tout près de {name}{+ : |}à chaque bruit, {o:il|elle} se serrait un peu plus fort contre {g:lui|elle}.',
    '{name} posa des questions, une à une{+ : |}de quelle couleur était la maison, qui chantait le soir, quel chemin sentait bon.{+ }Petit à petit, {babyShort} se souvenait.',
  ],
  'fete-surprise': [
    '{name} fit la liste de tout ce qu\'il fallait{+ : |}des guirlandes, un gâteau, de la musique et, surtout, des invités.{+ }La liste était longue, très longue.',
    'Il fallait garder le secret{+ : |}quand {friend} passa tout près, {duo} firent semblant de regarder ailleurs, en sifflotant.',
  ],
  'arc-en-ciel': [
    '{name} chercha d\'où venait le gris{+ : |}il avait tout recouvert, comme une fine poussière qu\'on ne pouvait pas balayer.',
    '{duo:cap} demandèrent à tous ceux qu\'{ils} croisaient s\'ils avaient vu passer les couleurs.{+ }Personne ne savait{+, mais |Mais }chacun avait un souvenir de sa couleur préférée.',
  ],
  'premier-jour': [
    'À la récréation, {name} resta près du mur{+, et |}{il} regarda les autres jouer, en cherchant le bon moment pour s\'approcher.',
    'En classe, la maîtresse demanda qui voulait distribuer les cahiers.{+ }{name} hésita{+, puis |Puis }leva la main, le cœur battant.',
  ],
  'jardin-magique': [
    'Chaque jour, {name} venait voir la graine{+ : |}{il} lui racontait sa journée, lui chantait une chanson et repartait, un peu déçu{e}.',
    '{name} lut tout ce qu\'{il} put trouver sur les graines{+ : |}il fallait de l\'eau, de la lumière et de la patience, mais celle-là semblait attendre autre chose.',
  ],
  'voyage-lune': [
    '{name} dessina la fusée sur une grande feuille{+ : |}un nez pointu, trois ailerons et un hublot tout rond pour regarder dehors.',
    'Il fallait aussi prévoir le voyage{+ : |}{name} rangea dans un sac une lampe, un carnet et un goûter pour la Lune.',
  ],
  'course-animaux': [
    'Plus loin, le chemin se séparait en deux.{+ }Les autres coureurs filaient à gauche{+, mais |Mais }{name} vit que {friend} ne pourrait jamais grimper par là.',
    '{name} régla son pas sur celui de {friend}{+ : |}un pas, puis un autre, sans se presser.{+ }Devant, les autres disparaissaient déjà.',
  ],
  'nuit-etoilee': [
    '{name} leva la lanterne{+ : |}des ombres bougeaient partout, grandes, petites, et toutes paraissaient vouloir dire quelque chose.',
    '{duo:cap} s\'assirent sans bouger et comptèrent les bruits{+ : |}un craquement, deux froissements, et ce « hou-hou » qui revenait toujours au même endroit.',
  ],
  'chanson-perdue': [
    '{name} alla de maison en maison{+ : |}chacun se souvenait d\'un petit bout de la chanson, jamais du même.',
    '{name} nota chaque morceau dans un carnet{+ : |}trois notes ici, un mot là.{+ }Mis bout à bout, cela ne faisait pas encore une chanson.',
  ],
  'tempete': [
    '{name} fit le tour du bateau pour compter les dégâts{+ : |}la voile, le mât, la coque.{+ }Cela faisait beaucoup pour un seul bateau.',
    'De nouveaux amis arrivèrent pour aider{+ : |}l\'un avait du fil, l\'autre des planches, un troisième savait faire les nœuds.',
  ],
  'gateau-geant': [
    '{name} fit le compte de tout ce qu\'il fallait{+ : |}cent œufs, une montagne de farine et un plat grand comme une piscine.',
    'Il fallut mélanger la pâte tous ensemble{+ : |}{name} tournait la cuillère à deux mains, et tout le monde riait de voir la farine voler.',
  ],
  'livre-magique': [
    '{name} relut l\'histoire depuis le début{+ : |}il y avait un roi, une forêt, une clé…{+ }Mais où menait cette clé ?',
    '{duo:cap} cherchèrent des indices entre les lignes{+ : |}un mot souligné, une page cornée, un dessin dans la marge.',
  ],
  'lost-thing': [
    '{name} refit dans sa tête tout le chemin de la journée{+ : |}où {objectShort} avait-{o:il|elle} été vu{o:|e} pour la dernière fois ?',
    '{duo:cap} demandèrent à tous ceux qu\'{ils} croisaient{+, mais |Mais }personne n\'avait vu {objectShort}.{+ }Il fallait chercher ailleurs.',
  ],
  helping: [
    '{name} parla doucement à {friend}{+ : |}« Ne bouge pas, on arrive. »{+ }Sa voix aidait déjà à ne plus trembler.',
    '{name} observa tout autour pour trouver la meilleure façon de s\'approcher{+ : |}ni trop vite, ni trop fort.',
  ],
  discovery: [
    '{name} fit le tour de la petite porte{+ : |}pas de poignée, pas de serrure visible, seulement un dessin gravé tout en bas.',
    '{duo:cap} essayèrent de deviner ce qu\'il y avait derrière{+ : |}un jardin, une grotte, une salle pleine de trésors ?',
  ],
};
