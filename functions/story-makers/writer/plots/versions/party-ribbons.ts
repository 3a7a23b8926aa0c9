import type { WholePlot } from './whole-plot';

/**
 * The surprise party, third telling: the lonely friend is new to the place, so nobody comes to a party for
 * someone they do not know, and the companion's praise changes nothing. What the friend told in the setup
 * (at home, for a party, everyone tied a ribbon to a tree) makes the party: each neighbour ties one, and
 * so meets the friend. Each detail is one world.
 */
export const PARTY_RIBBONS: WholePlot = {
  id: 'fete-surprise:rubans',
  titles: ['Les rubans de la fête', '{name} et la fête {?aux rubans|des rubans}', 'Un ruban chacun'],
  details: [
    { tree: 'le vieux chêne de la place', _where: 'land' },
    { tree: "le palmier de l'oasis", _where: 'desert' },
    { tree: 'le grand sapin', _where: 'snow' },
    { tree: "la rampe de l'escalier", _where: 'indoors' },
    { tree: 'le grand corail', _where: 'water' },
    { tree: 'la girouette de la tour', _where: 'air' },
    { tree: 'la grande antenne', _where: 'space' },
  ],
  setup: [
    "{friend:cap} venait d'arriver{+ ; |}{f:il|elle} avait raconté à {name} que chez {f:lui|elle}, pour une fête, chacun venait nouer un ruban à un arbre.",
  ],
  problem: [
    "{friend:cap} ne connaissait personne, et {f:il|elle} était {?bien|tout{f:|e}} seul{f:|e}{+ : |}{name} décida de lui préparer une fête surprise, avec {?tous ceux du coin|tout le monde du coin}.",
  ],
  attempt1: [
    "{duo:cap} allèrent inviter {?tous ceux qu'{ils} croisaient|tout le monde}{+, mais |Mais }{?partout|chaque fois|l'un après l'autre}, on {?répondait la même chose|leur faisait la même réponse|disait pareil}{+ : |}« Une fête pour qui ? On ne {f:le|la} connaît pas. »",
  ],
  attempt2: [
    "{mcShort:cap} {n:raconta|racontèrent} à tout le monde combien {friend} était {?gentil{f:|le}|drôle}{+, mais |Mais }{?on hochait la tête, poliment|on souriait, sans promettre}{+ : |}{?on n'allait pas à la fête de quelqu'un qu'on n'avait jamais vu|personne ne fêtait quelqu'un de jamais vu|une fête pour quelqu'un de jamais vu, ça ne tentait personne}.",
  ],
  helper: [
    "{?Une vieille dame|Un vieil homme} {?les écouta jusqu'au bout|les regarda passer deux fois}{+ ; |}{name} lui demanda comment faire venir des gens pour quelqu'un qu'ils ne connaissaient pas.{+ }« Et toi, qu'est-ce qui te donne envie de venir quelque part ? »",
  ],
  turn: [
    "{name} se rappela ce que {friend} avait raconté{+ : |}chez {f:lui|elle}, chacun nouait un ruban.{+ }{duo:cap} retournèrent voir tout le monde, avec un panier de rubans{+ : |}« Juste un ruban, {?à nouer|noué} {tree:a}, ce soir. »",
  ],
  resolution: [
    "Le soir, {friend} passa devant {tree}{+ : |}{tree} disparaissait sous les rubans, et tout le monde attendait autour.{+ }« {?Surprise|Surprise, surprise|Bienvenue, et surprise} ! » {?cria tout le monde|crièrent tous les invités|lança tout le monde d'une seule voix}.{+ }{friend:cap} {?reconnut la fête de chez {f:lui|elle}|reconnut sa fête} et n'était plus seul{f:|e}{+ : |}{?chacun vint lui montrer quel ruban était le sien|un à un, les invités lui montrèrent leur ruban|chacun lui dit lequel il avait noué}.",
  ],
  ending: [
    "{friend:cap} noua le dernier ruban {?tout en haut|au-dessus des autres}{+, et |}{?le lendemain|dès le lendemain}, trois enfants du coin l'appelèrent par son prénom.",
    "Les rubans restèrent sur {tree} {?tout l'été|des semaines}{+ : |}chaque fois que {friend} passait, {f:il|elle} en reconnaissait un et saluait celui qui l'avait noué.",
  ],
  scenes: [
    "{name} {?coupa|découpa} des rubans {?dans de vieux tissus|dans tout ce qui traînait}{+ : |}{?rouges, jaunes, à pois|des longs, des courts, des rayés}, un plein panier.",
    "{mcShort:cap} {n:essaya|essayèrent} de faire un nœud{+ : |}{?le ruban glissa trois fois|il fallut s'y reprendre à plusieurs fois}, mais le nœud finit par tenir.",
  ],
  talks: [
    "« {?Et si personne ne venait|Et si on restait tout seuls|Et s'il n'y avait personne ce soir} ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Un ruban, ça prend une minute|Nouer un ruban, ce n'est presque rien|Un ruban, c'est vite noué}, {?dit|répondit} {name}. {?Tout le monde a une minute|Même les plus pressés peuvent le faire|Tout le monde peut bien faire ça}. »",
  ],
};
