import type { PlaceKind } from './places';

/**
 * Short scenes for the middle of a story, added (after the arc's own scenes) until it reaches the
 * length of the child's age: a joke on the way, a snack, a song, a riddle, a small creature met in
 * passing… Each works with any arc; `not` lists the kinds of places where it would ring false (no
 * clouds to count in a cave). Interjections hang on a seam, so that beginners get them as short
 * sentences of their own and confident readers inside a longer one.
 */

export interface Episode {
  text: string;
  not?: PlaceKind[];
  /** A game for the youngest (hiccups, grimaces, hide-and-seek): not told from 8 on. */
  young?: boolean;
}

const NO_SKY: PlaceKind[] = ['home', 'cave', 'castle', 'space', 'sea'];

export const EPISODES: Episode[] = [
  { text: 'En chemin, {mcShort} {n:raconta|racontèrent} une histoire si drôle que {name} en eut le hoquet{+ : |}hic, hic, hic !', young: true },
  { text: '{duo:cap} firent une petite pause {shelter}.{+ }{name} sortit de son sac {?deux pommes|un paquet de biscuits|des tartines de confiture}{+, et |}{il} partagea son goûter.' },
  { text: 'Pour se donner du courage, {name} et {mcShort} inventèrent une chanson{+ : |}« Un pas, deux pas, rien ne nous arrêtera ! »', young: true },
  { text: '{name} ramassa {?un caillou {colourMs} tout lisse|une plume {colourFs}|une petite fleur {colourFs}}, exactement de sa couleur préférée{+ : |}un vrai porte-bonheur !', not: ['space', 'sea'] },
  { text: '{mcShort:cap} {n:montra|montrèrent} à {name} un endroit où l\'écho répondait.{+ }« Coucou ! » cria {name}{+, et |}l\'écho répondit : « Coucou… coucou… »', not: ['home', 'space'] },
  { text: '{duo:cap} comptèrent les nuages{+, puis |Puis }les oiseaux{+, puis |Puis }{ils} perdirent le compte en riant.', not: NO_SKY, young: true },
  { text: 'Un petit vent tiède se leva{+, et |}les feuilles se mirent à danser autour {eux:de}.', not: ['home', 'cave', 'space', 'sea', 'snow', 'desert'] },
  { text: '{name} s\'arrêta pour admirer le paysage{+ : |}jamais {il} n\'avait rien vu d\'aussi beau.', not: ['home'] },
  { text: 'Pendant la route, {name} expliqua {mcShort:a} pourquoi {il} aimait tant {hobby}{+, et |}{mcShort} {n:écouta|écoutèrent} avec attention.' },
  { text: '{name} raconta tout ce que {il} savait sur {interest2}{+, et |}{mcShort} {n:ouvrit|ouvrirent} de grands yeux.' },
  { text: '{duo:cap} croisèrent {critter}, qui les salua d\'un petit signe en leur souhaitant bonne route.' },
  { text: '{name} avait un petit creux{+ ; |}heureusement, {mcShort} {n:avait|avaient} pensé à emporter {?des crêpes roulées|des fruits bien juteux|des petits gâteaux au miel}.' },
  { text: '{duo:cap} marchèrent longtemps, en se racontant leurs rêves les plus fous.' },
  { text: '{mcShort:cap} {n:confia|confièrent} un secret à {name}{+ : |}« {n:Moi, je ne sais pas siffler|Nous, nous ne savons pas siffler} ! »{+ }{name} éclata de rire{+, mais |Mais }{il} promit de garder le secret.', young: true },
  { text: '{name} fit une roue, puis deux, puis trois{+, et |}{mcShort} {n:applaudit|applaudirent} très fort.', not: ['space', 'sea'], young: true },
  { text: 'Au détour du chemin, {duo} découvrirent une source d\'eau fraîche{+, et |}{name} y trempa le bout des doigts en frissonnant.', not: ['home', 'space', 'sea', 'city'] },
  { text: 'Un arc-en-ciel apparut au loin{+, et |}{name} y chercha tout de suite sa couleur préférée{+ : |}{rainbowColour} était bien là !', not: ['home', 'cave', 'space'] },
  { text: '{name} ferma les yeux pour écouter {sound}{+ : |}c\'était la plus jolie musique du monde.' },
  { text: '{mcShort:cap} {n:proposa|proposèrent} une devinette{+ : |}{?« Qu\'est-ce qui monte et qui descend sans jamais bouger ? »{+ }{name} réfléchit{+, puis |Puis }{il} s\'écria : « L\'escalier ! »|« Je suis plein de trous, mais je garde l\'eau. Qui suis-je ? »{+ }{name} chercha un moment{+, puis |Puis }{il} trouva : « Une éponge ! »|« Qu\'est-ce qui a des dents mais ne mange jamais ? »{+ }{name} sourit, car {il} connaissait la réponse : « Un peigne ! »}', young: true },
  { text: 'Le chemin montait, montait, montait{+, et |}{name} soufflait fort{+, mais |Mais }{il} ne ralentit pas.', not: ['home', 'space', 'sea'] },
  { text: 'Au loin, {?une cloche|un coucou|une flûte} se fit entendre, comme pour leur souhaiter bonne chance.', not: ['space', 'sea'] },
  { text: '{name} se rapprocha {mcShort:de}{+ : |}à deux, on se sent toujours plus fort.', young: true },
  { text: '{duo:cap} firent un concours de grimaces{+, et |}{mcShort} {n:gagna|gagnèrent} haut la main.', young: true },
  { text: 'Les nuages prirent des formes rigolotes : un éléphant, une théière, et même un escargot à lunettes.', not: NO_SKY, young: true },
  { text: '{name} sentit quelque chose lui chatouiller le nez{+, et |}{il} éternua si fort que {mcShort} {n:sursauta|sursautèrent}{+ : |}atchoum !', young: true },
  { text: 'Sur le bord du chemin poussaient de drôles de fleurs {colourFp}{+, et |}{name} en cueillit une pour {mcShort}.', not: ['space', 'sea', 'snow', 'home', 'cave'] },
  { text: '{name} pensa {interest1:a}{+, et |}une idée amusante lui traversa l\'esprit : « Et si on jouait à un jeu ? »' },
  { text: '{name} regarda ses mains{+ : |}elles étaient pleines de {?poussière|terre|paillettes}, signe d\'une vraie aventure !' },
  { text: '{duo:cap} jouèrent à cache-cache un moment{+, mais |Mais }{mcShort} se {n:cachait|cachaient} si mal qu\'on voyait tout dépasser !', young: true },
  { text: 'De temps en temps, {name} se retournait{+ : |}le chemin parcouru était déjà si long !' },
  { text: '{name} trouva un bâton bien droit{+, et |}{il} en fit une canne de {g:grand explorateur|grande exploratrice}.', not: ['space', 'sea', 'home'] },
  { text: '{mcShort:cap} {n:fredonnait|fredonnaient} un air joyeux{+, et |}bientôt, {name} chanta avec {n:{c:lui|elle}|{c:eux|elles}}.' },
  { text: '{name} prit une grande inspiration{+ : |}l\'air sentait bon {?l\'aventure|les découvertes|les grandes journées}.' },
  { text: '{name} remarqua {critter} qui les suivait de loin, sans faire de bruit.' },
  { text: 'Pour passer le temps, {duo} jouèrent à « Je vois quelque chose de… {colour} »{+, et |}il y en avait partout !', young: true },
  { text: '{name} pensa un instant à son lit douillet{+, mais |Mais }l\'aventure était bien trop belle pour rentrer maintenant.' },
  { text: 'Chaque pas les menait un peu plus loin {locInside}{+, et |}chaque pas était une découverte.' },
  { text: '{mcShort:cap} {n:apprit|apprirent} à {name} une formule pour porter chance{+ : |}« Pirouette, cacahuète, la chance est dans nos poches ! »', young: true },
  { text: '{name} fit une pause pour refaire ses lacets{+, et |}{mcShort} en {n:profita|profitèrent} pour reprendre son souffle.' },
  { text: 'Un papillon {colourMs} vint se poser sur l\'épaule de {name}, léger comme un souffle.', not: ['space', 'sea', 'snow', 'cave'] },
];
