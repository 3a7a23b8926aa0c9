import type { PlaceKind } from './places';

/**
 * Games for the youngest (4–7), told in the middle of a story only while it is under the floor of its age band:
 * hiccups, a song, a riddle, grimaces, hide-and-seek. From 8 on, a story takes its length from its telling's events
 * (issue 26, editor's reads 41 and 42, change 1), never from these. The walk-along kit is gone for every age: the
 * shared snack, the echo, the laces, the climb, the animal met or following, the far cuckoo or bell, the stick-sword,
 * the favourite-colour find, the rainbow, « Je vois… », the cartwheel, the eyes closed to listen, the deep breath, the
 * fountain, the look back, the wind in the leaves and the talk of a hobby the plot never uses: nothing followed from
 * them. `not` lists the kinds of places where a game would ring false (no clouds to count in a cave). Interjections
 * hang on a seam, so that beginners get them as short sentences of their own and confident readers inside a longer one.
 */

export interface Episode {
  text: string;
  not?: PlaceKind[];
}

const NO_SKY: PlaceKind[] = ['home', 'cave', 'castle', 'space', 'sea'];

export const EPISODES: Episode[] = [
  { text: 'En chemin, {mcShort} {n:raconta|racontèrent} une histoire si drôle que {name} en eut le hoquet{+ : |}hic, hic, hic !' },
  { text: 'Pour se donner du courage, {name} et {mcShort} inventèrent une chanson{+ : |}« Un pas, deux pas, rien ne nous arrêtera ! »' },
  { text: '{duo:cap} comptèrent les nuages{+, puis |Puis }les oiseaux{+, puis |Puis }{ils} perdirent le compte en riant.', not: NO_SKY },
  { text: '{mcShort:cap} {n:confia|confièrent} un secret à {name}{+ : |}« {n:Moi, je ne sais pas siffler|Nous, nous ne savons pas siffler} ! »{+ }{name} éclata de rire{+, mais |Mais }{il} promit de garder le secret.' },
  { text: '{mcShort:cap} {n:proposa|proposèrent} une devinette{+ : |}{?« Qu\'est-ce qui monte et qui descend sans jamais bouger ? »{+ }{name} réfléchit{+, puis |Puis }{il} s\'écria : « L\'escalier ! »|« Je suis plein de trous, mais je garde l\'eau. Qui suis-je ? »{+ }{name} chercha un moment{+, puis |Puis }{il} trouva : « Une éponge ! »|« Qu\'est-ce qui a des dents mais ne mange jamais ? »{+ }{name} sourit, car {il} connaissait la réponse : « Un peigne ! »}' },
  { text: '{duo:cap} firent un concours de grimaces{+, et |}{mcShort} {n:gagna|gagnèrent} haut la main.' },
  { text: 'Les nuages prirent des formes rigolotes : un éléphant, une théière, et même un escargot à lunettes.', not: NO_SKY },
  { text: '{name} sentit quelque chose lui chatouiller le nez{+, et |}{il} éternua si fort que {mcShort} {n:sursauta|sursautèrent}{+ : |}atchoum !' },
  { text: '{duo:cap} jouèrent à cache-cache un moment{+, mais |Mais }{mcShort} se {n:cachait|cachaient} si mal qu\'on voyait tout dépasser !' },
  { text: '{mcShort:cap} {n:apprit|apprirent} à {name} une formule pour porter chance{+ : |}« Pirouette, cacahuète, la chance est dans nos poches ! »' },
];
