/**
 * Lines that give a longer story its shape whatever the plot: a moment of doubt and the companion's
 * encouragement, a celebration, the way home. They come after the plot's own scenes and dialogue when
 * a story needs more words (compose.ts), before the loose scenes of the journey.
 */

export const DOUBTS = [
  '{?Un instant|Pendant une seconde|Tout à coup|Pour la première fois de la journée}, {name} eut envie de {?tout abandonner|tout laisser tomber|faire demi-tour}{?| et de rentrer à la maison}.',
  '« {?Et si on n\'y arrivait pas|Et si c\'était impossible|Et si on s\'était trompés|Et si on cherchait pour rien|Tu crois vraiment qu\'on va réussir} ? » {?murmura|souffla|demanda tout bas} {name}.{+ }« {?On le saura en essayant|Moi, j\'y crois|Alors on recommencera} », {n:répondit|répondirent} {mcShort}.',
  '{name} s\'assit sur {?une pierre|le bord du chemin|une grosse racine|le sol}, un peu {g:découragé|découragée}{?| et les bras croisés|, le menton dans les mains}.',
  '{?Le doute pointa le bout de son nez|Un petit nuage de doute passa dans sa tête|Le doute arriva sans prévenir}{+ : |}{?et si c\'était trop difficile ?|et si tout cela ne servait à rien ?|{il} n\'était plus sûr{e} de rien.}',
  '{name} baissa les épaules{+ : |}{?jamais {il} n\'y arriverait|c\'était plus dur que prévu|la tâche semblait immense|{il} se sentait tout petit{e}}.',
  '{?Pendant un moment|Un long moment|Quelques secondes}, {name} {?ne sut plus quoi faire|resta sans bouger|ne trouva plus aucune idée|regarda autour {g:de lui|d\'elle} sans savoir}{?| ni par où commencer|, et {mcShort} non plus}.',
  'Une petite voix {?dans sa tête|au fond de {g:lui|elle}|tout bas} {?disait|répétait|chuchotait} : « {?C\'est trop difficile pour toi|Tu n\'y arriveras pas|Laisse tomber, c\'est trop dur}. »',
];

export const ENCOURAGEMENTS = [
  '{mcShort:cap} {n:s\'assit|s\'assirent} à côté de {g:lui|elle}{+ : |}« {?On ne lâche rien|On ne s\'arrête pas si près du but|Pas question d\'abandonner|Regarde tout le chemin qu\'on a fait|Tu n\'es pas tout{g:|e} seul{g:|e}} : {?ensemble, on va y arriver|à deux, on est plus forts|le plus dur est derrière nous|je crois en toi, moi|on continue, pas à pas}. »',
  '« {?Tu te souviens de tout ce que tu as déjà {?réussi|appris|traversé}|Tu as oublié tout ce qu\'on a déjà fait|Tu te rappelles ce matin, quand tout a commencé} ? » {n:demanda|demandèrent} {mcShort}.{+ }{name} {?hocha la tête|fit oui de la tête|sourit un peu|renifla, puis sourit}{?{+, et |}{il} se releva|, et {il} reprit courage|{+ : |}bien sûr qu\'{il} s\'en souvenait}.',
  '{mcShort:cap} {n:fit|firent} une grimace si drôle que {name} éclata de rire{+, et |}{?le courage revint d\'un coup|la tristesse s\'envola|tout parut soudain plus facile|{il} se sentit de nouveau {g:prêt|prête}}.',
  'Mais {name} se souvint des mots de {?sa famille|ceux qui l\'aimaient}{+ : |}« Tu es plus fort{e} que tu ne le crois. »',
  '{mcShort:cap} {n:prit|prirent} {name} par {?l\'épaule|la main|le bras}{+ : |}« {?Allez, encore un petit effort|Courage, on y est presque|Un pas après l\'autre, et on y sera} ! »',
  'Alors {name} respira {?profondément|un grand coup|lentement, trois fois}{+, et |}{?{il} décida de ne pas abandonner|{il} se remit debout|{il} serra les poings, {g:décidé|décidée}|la peur recula d\'un pas}.',
];

export const CELEBRATIONS = [
  'Pour fêter ça, {duo} {?firent une grande ronde en chantant|inventèrent une danse de la victoire|sautèrent de joie en se tenant les mains}.',
  'Tout le monde se rassembla pour un goûter de victoire{+ : |}il y avait {?des crêpes, des fruits et du chocolat chaud|des tartes, des jus de fruits et beaucoup de rires|du pain d\'épices et de la limonade}.',
  '{name} et {mcShort} se tapèrent dans la main{+ : |}{?quelle équipe !|quel beau travail d\'équipe !|ils étaient fiers comme tout.}',
  '{mcShort:cap} {n:poussa|poussèrent} {?un grand cri de victoire|un hourra sonore|un cri de joie}{+, et |}{name} {c:le|la|les|les} rejoignit en riant.',
  '{duo:cap} dansèrent de joie{?, en riant aux éclats| sous le regard amusé {critter:de}|, tout essoufflés de bonheur}.',
  '« {?Hourra|Youpi|Bravo} ! » {n:cria|crièrent} {mcShort}{+, et |}{name} fit {?trois bonds de joie|une pirouette|un grand saut}.',
];

export const RETURNS = [
  '{?Sur le chemin du retour|En rentrant|Plus tard, sur la route de la maison}, {name} {?repensa à tout ce qui s\'était passé|se rappela chaque moment de la journée|ne parla que de l\'aventure}.',
  'Le soleil se couchait quand {duo} reprirent le chemin de la maison.',
  '{?Le ciel se teintait de rose et d\'orange|Le jour commençait à baisser|Les ombres s\'allongeaient}{+ : |}{?il était temps de rentrer|l\'heure du retour avait sonné|la maison les attendait}.',
  '{name} {?jeta un dernier regard derrière {g:lui|elle}|se retourna une dernière fois|regarda une dernière fois tout autour|fit un dernier signe de la main}{+ : |}{?quelle journée !|{il} n\'oublierait rien.|que de souvenirs !}',
  'Quand {ils} reprirent le chemin de la maison, {name} avait le cœur {?léger|tout chaud|plein de soleil}.',
  '{?Le retour se fit|{ils:cap} rentrèrent|On rentra} {?en chantant|en silence, le sourire aux lèvres|tranquillement, sans se presser|en parlant de tout|en comptant les pas}.',
  '{?En rentrant|À la maison|Le soir venu}, {name} raconta toute l\'aventure à {?sa famille|ses parents|toute la maison}{+, et |}{?personne n\'en crut ses oreilles|tout le monde l\'écouta sans l\'interrompre|on lui demanda de la raconter encore|chacun voulut connaître la fin|on rit beaucoup, surtout {mcShort:de} à la fin}.',
];
