import type { WholePlot } from './whole-plot';

/**
 * The race, third telling (editor's read 38: the river never crossed): the course crosses the place's hard
 * passage; the quick ones get over alone and the slowest is stuck, and the companion cannot carry it over.
 * The small ones seen in the setup crossing while holding on to each other show the way: a chain of
 * runners from one side to the other. Each detail is one world.
 */
export const RACE_CHAIN: WholePlot = {
  id: 'course-animaux:chaine',
  titles: ['La chaîne des coureurs', '{name} et le grand passage', 'Tous accrochés'],
  details: [
    { hard: 'la rivière', hardWhy: 'les pierres pour traverser étaient trop loin les unes des autres', chainers: 'des fourmis qui passaient une flaque en se tenant par les pattes, une longue file de l\'autre côté', across: "d'une pierre à l'autre", _where: 'land' },
    { hard: 'la grande dune', hardWhy: 'le sable glissait sous les pieds et on redescendait plus vite qu\'on ne montait', chainers: 'des fourmis qui montaient un tas de sable en se tenant par les pattes, une longue file jusqu\'en haut', across: "du bas jusqu'en haut de la dune", _where: 'desert' },
    { hard: 'la pente gelée', hardWhy: 'la glace était si lisse qu\'on glissait en arrière à chaque pas', chainers: 'des marmottes qui montaient une pente en se tenant par la queue, une longue file jusqu\'au terrier', across: 'du bas jusqu\'en haut de la pente', _where: 'snow' },
    { hard: 'le grand escalier ciré', hardWhy: 'les marches glissaient comme une patinoire', chainers: 'des souris qui montaient une marche en se tenant par la queue, une longue file jusqu\'en haut', across: "de la première marche à la dernière", _where: 'indoors' },
    { hard: 'le grand courant', hardWhy: 'le courant emportait tous ceux qui nageaient seuls', chainers: 'des petits poissons qui passaient le courant en se tenant nageoire contre nageoire, une longue file bien serrée', across: "d'un bord du courant à l'autre", _where: 'water' },
    { hard: 'le pont de corde', hardWhy: 'il manquait des planches et le vent le faisait balancer', chainers: 'des hirondelles qui passaient un coup de vent en se tenant par les ailes, une longue file bien serrée', across: "d'un bout du pont à l'autre", _where: 'air' },
    { hard: 'le couloir sans pesanteur', hardWhy: 'on y flottait sans pouvoir avancer', chainers: 'des petits robots qui passaient le couloir accrochés l\'un à l\'autre, une longue file comme un train', across: "d'un bout du couloir à l'autre", _where: 'space' },
  ],
  setup: [
    "{?Avant la course|En attendant le départ}, {name} regarda {chainers}.",
  ],
  problem: [
    "{?La course commença|La course démarra|La course commença d'un coup de sifflet}{+ : |}{?au milieu du parcours|à mi-chemin|un peu plus loin}, il fallait passer {hard}, et {hardWhy}.",
  ],
  attempt1: [
    "{?Les plus rapides|Les grands|Les premiers} passèrent {hard} {?d'un bond|en un éclair|sans se retourner}, {?chacun pour soi|sans attendre personne}{+, mais |Mais }{friend}, {f:lui|elle}, {?resta {?bloqué{f:|e}|coincé{f:|e}} au bord, tout{f:|e} seul{f:|e}|n'osait pas s'y lancer et regardait les autres filer}.",
  ],
  attempt2: [
    "{mcShort:cap} {n:voulut|voulurent} {?porter|prendre} {friend} sur {n:son|leur} dos{+, mais |Mais }au premier pas, {?tout le monde bascula|les deux retombèrent} au point de départ{+ : |}{?à deux, c'était encore plus difficile|on ne passait pas {hard} avec un poids sur le dos}.",
  ],
  helper: [
    "{?Une vieille coureuse, assise|Un vieux coureur, assis} {?au bord|près du passage}, avait déjà fait cette course{+ ; |}{name} lui demanda comment passer {hard} quand on était le plus lent.{+ }« Et ceux qui passent, comment font-ils ? Regarde bien. »",
  ],
  turn: [
    "{name} repensa à ce qu'{il} avait vu avant le départ{+ : |}{?toute une file, accrochée d'un bout à l'autre|chacun tenait le suivant, et personne ne tombait}.{+ }« {?Tenons-nous|Accrochons-nous|Faisons pareil} tous ! » {?cria|lança} {name}.{+ }{?Les coureurs revinrent et se donnèrent la main|Un à un, les coureurs firent demi-tour et se prirent par la main}, {across}, {?en une longue chaîne|comme les maillons d'un collier}.",
  ],
  resolution: [
    "{friend:cap} passa {hard} {?en s'accrochant d'une main à l'autre|de main en main}, jusqu'au bout de la chaîne{+ : |}{?puis la chaîne repartit d'un seul bloc|puis tout le monde se remit à courir, sans se lâcher}, et tous franchirent la ligne d'arrivée ensemble.",
  ],
  ending: [
    "{?Personne ne sut qui avait gagné|Le juge de la course se gratta la tête|Il n'y eut pas de premier, cette fois}{+ : |}{?sur la photo d'arrivée|au moment de franchir la ligne|sur la ligne}, {?tout le monde se tenait encore la main|les mains étaient toujours nouées}.",
    "L'année suivante, les coureurs refirent la chaîne dès {hard}, et personne n'eut besoin de le dire.",
  ],
  scenes: [
    "{name} {?noua ses lacets deux fois|resserra ses lacets}{+ : |}{?sur la ligne|au départ}, les coureurs sautillaient pour se chauffer.",
    "{mcShort:cap} {n:compta|comptèrent} les coureurs{+ : |}{?douze au départ|une bonne dizaine}, {?et un tout petit au bout|et {friend}, tout au bout}.",
  ],
  talks: [
    "« Et si on perdait la course à cause de ça ? » {n:demanda|demandèrent} {mcShort}.{+ }« La course, c'est d'arriver ensemble », {?répondit|dit} {name}.",
  ],
};
