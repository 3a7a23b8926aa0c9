/**
 * Lines that give a longer story its shape whatever the plot: a moment of doubt and the companion's
 * encouragement, a celebration, the way home. They come after the plot's own scenes and dialogue when
 * a story needs more words (compose.ts), before the loose scenes of the journey.
 */

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
  '{name} et {mcShort} se tapèrent dans la main{+ : |}quelle équipe !',
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
