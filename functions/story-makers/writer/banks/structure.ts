/**
 * Lines that give a longer story its shape whatever the arc: setting off, the road going on, a moment
 * of doubt and the companion's encouragement, a celebration, the way home. They come before the
 * loose middle scenes when a story needs more words, so that an older child's story grows by telling
 * more of the same adventure.
 */

export const DEPARTURES = [
  'Sans perdre une minute, {duo} se mirent en route.',
  '« En route ! » lança {name}{+, et |}l\'aventure commença pour de bon.',
  '{name} prit son sac à dos, vérifia ses lacets et partit, {mcShort} sur les talons.',
  '{name} et {mcShort} échangèrent un regard{+ : |}c\'était parti !',
  'Le cœur battant, {name} fit le premier pas{+, et |}{mcShort} {n:suivit|suivirent} aussitôt.',
  '{name} noua ses lacets bien serrés{+ : |}l\'aventure pouvait commencer.',
  '{?Main dans la main|Côte à côte|D\'un même pas}, {duo} se mirent en chemin.',
  '« Allons-y ! » {n:s\'écria|s\'écrièrent} {mcShort}{+, et |}{name} {c:le|la|les|les} suivit en souriant.',
];

export const PROGRESS = [
  '{duo:cap} marchèrent longtemps {locInside}, les yeux grands ouverts.',
  'Le chemin serpentait{+, et |}chaque détour cachait une surprise.',
  'Petit à petit, {duo} s\'enfoncèrent plus loin {locInside}.',
  'Les heures filaient sans qu\'on s\'en aperçoive{+ : |}l\'aventure était si belle !',
  'Pas après pas, {name} découvrait des merveilles que {il} n\'avait jamais vues.',
  'Le soleil montait dans le ciel{+, et |}{duo} avançaient d\'un bon pas.',
  '{duo:cap} allèrent {?loin, très loin|de surprise en surprise|sans se presser}, {?en regardant partout|en chantonnant}.',
  'Chaque pas apportait une nouvelle découverte{+ : |}{?un bruit, une odeur, une couleur|un caillou, une fleur, un nuage}.',
];

export const DOUBTS = [
  '{?Un instant|Pendant une seconde|Tout à coup}, {name} eut envie de tout abandonner{?| et de rentrer à la maison}.',
  '« Et si on n\'y arrivait pas ? » murmura {name}.',
  '{name} s\'assit sur {?une pierre|le bord du chemin}, un peu {g:découragé|découragée}.',
  'Le doute pointa le bout de son nez{+ : |}et si c\'était trop difficile ?',
  '{name} baissa les épaules{+ : |}{?jamais {il} n\'y arriverait|c\'était plus dur que prévu}.',
  'Pendant un moment, {name} ne sut plus quoi faire.',
  'Une petite voix dans sa tête disait : « C\'est trop difficile pour toi. »',
];

export const ENCOURAGEMENTS = [
  '{mcShort:cap} {n:s\'assit|s\'assirent} à côté de {g:lui|elle}{+ : |}« On ne lâche rien : ensemble, on va y arriver. »',
  '« Tu te souviens de tout ce que tu as déjà réussi ? » {n:demanda|demandèrent} {mcShort}.{+ }{name} hocha la tête{?{+, et |}{il} se releva|, et {il} reprit courage|{+ : |}bien sûr qu\'{il} s\'en souvenait}.',
  '{mcShort:cap} {n:fit|firent} une grimace si drôle que {name} éclata de rire{+, et |}le courage revint d\'un coup.',
  'Mais {name} se souvint des mots de sa famille{+ : |}« Tu es plus fort{e} que tu ne le crois. »',
  '{mcShort:cap} {n:prit|prirent} {name} par l\'épaule{+ : |}« Allez, encore un petit effort ! »',
  'Alors {name} respira profondément{+, et |}{il} décida de ne pas abandonner.',
];

export const CELEBRATIONS = [
  'Pour fêter ça, {duo} firent une grande ronde en chantant.',
  'Tout le monde se rassembla pour un goûter de victoire{+ : |}il y avait {?des crêpes, des fruits et du chocolat chaud|des tartes, des jus de fruits et beaucoup de rires}.',
  '{name} et {mcShort} se tapèrent dans la main{+ : |}mission accomplie !',
  '{mcShort:cap} {n:poussa|poussèrent} un grand cri de victoire{+, et |}{name} {c:le|la|les|les} rejoignit en riant.',
  '{duo:cap} dansèrent de joie{?, en riant aux éclats| sous le regard amusé {critter:de}}.',
  '« Hourra ! » {n:cria|crièrent} {mcShort}{+, et |}{name} fit trois bonds de joie.',
];

export const RETURNS = [
  'Sur le chemin du retour, {name} repensa à tout ce qui s\'était passé.',
  'Le soleil se couchait quand {duo} reprirent le chemin de la maison.',
  'Le ciel se teintait de rose et d\'orange{+ : |}il était temps de rentrer.',
  '{name} jeta un dernier regard derrière {g:lui|elle}{+ : |}quelle journée !',
  'Quand {ils} reprirent le chemin de la maison, {name} avait le cœur {?léger|tout chaud|plein de soleil}.',
  'Le retour se fit {?en chantant|en silence, le sourire aux lèvres|tranquillement, sans se presser}.',
  'En rentrant, {name} raconta toute l\'aventure à sa famille{+, et |}personne n\'en crut ses oreilles.',
];

/** A few words exchanged on the way: they fit any adventure, in the obstacle or the help. */
export const EXCHANGES = [
  '« {n:Tu crois|Vous croyez} qu\'on va y arriver ? » demanda {name} {mcShort:a}.{+ }« {n:J\'en suis|Nous en sommes} sûr{c:|e|s|es} », {n:répondit|répondirent} {mcShort} {?sans hésiter|avec un clin d\'œil|d\'une voix douce}.',
  '« Qu\'est-ce que tu préfères, dans une aventure ? » {n:demanda|demandèrent} {mcShort}.{+ }{name} réfléchit{+ : |}« {?Les surprises… et les amis|Les découvertes, et rire avec toi|Le moment où tout s\'arrange} ! »',
  '{name} demanda {mcShort:a} : « {n:Tu as|Vous avez} déjà vécu une aventure pareille ? »{+ }« Jamais ! » {n:répondit|répondirent} {mcShort} en riant.',
  '« {n:Tu as peur, toi|Vous avez peur, vous} ? » demanda {name} {mcShort:a} tout bas.{+ }« Un peu, {n:avoua|avouèrent} {mcShort}, mais avec toi, beaucoup moins. »',
  '« Merci d\'être là », souffla {name} {mcShort:a}.{+ }Pour toute réponse, {mcShort} {n:fit|firent} un grand sourire.',
  '« Et maintenant, on fait quoi ? » demanda {name} en regardant {mcShort}.{+ }{mcShort:cap} {n:se gratta|se grattèrent} la tête{+ : |}bonne question !',
  '« {n:Tu sais ce que j\'aime, avec toi|Vous savez ce que j\'aime, avec vous} ? » demanda {name} {mcShort:a}.{+ }« Quoi donc ? »{+ }« On n\'a jamais peur bien longtemps ! »',
  '{mcShort:cap} {n:regarda|regardèrent} {name} d\'un air malicieux{+ : |}« {?Prêt{e}|Tu es prêt{e}} pour la suite ? »{+ }« Toujours ! »',
  '« Raconte-moi encore une fois ton plus beau souvenir », {n:demanda|demandèrent} {mcShort}{+, et |}{name} se mit à raconter en souriant.',
  '« Promis, après ça, on rentre prendre un bon goûter », dit {name} {mcShort:a}, qui {n:approuva|approuvèrent} avec enthousiasme.',
];

/** What the child thinks as the adventure begins: placed at the end of the call. */
export const THOUGHTS = [
  '{name} sentit que cette journée ne serait pas {?comme les autres|une journée ordinaire}.',
  'Au fond de {g:lui|elle}, {name} savait qu\'une {?grande aventure|belle aventure|drôle d\'aventure} commençait.',
  '{name} se demandait comment tout cela allait finir{+, mais |Mais }{il} avait hâte de le découvrir.',
  'Son cœur battait un peu plus vite que d\'habitude{+ : |}c\'était le signe d\'une vraie aventure.',
  '{name} jeta un coup d\'œil {mcShort:a}{+ : |}{?ils pensaient exactement la même chose|pas besoin de mots, ils étaient prêts}.',
  '{name} sourit{+ : |}avec {mcShort} à ses côtés, tout semblait possible.',
  'Mille questions trottaient dans la tête de {name}{?{+, mais |Mais }une chose était sûre : l\'aventure commençait|, et c\'était délicieux}.',
];
