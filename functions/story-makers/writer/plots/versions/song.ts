import type { WholePlot } from './whole-plot';

/**
 * The song's third telling: the grown-ups each hum a different tune, but the children's clapping game,
 * shown in the setup, has kept the song's rhythm. Clapped first, the rhythm brings the tune back.
 */
export const SONG_RHYTHM: WholePlot = {
  id: 'chanson-perdue:rythme',
  titles: ['Le jeu des mains', '{name} et le rythme oublié', 'La chanson dans les mains'],
  setup: [
    "{folkAt:cap}, {folkKids} jouaient à un jeu de mains{+ : |}« {?ta, ta-ta, ta, ta-ta-ta|tap, tap-tap, tap, tap-tap-tap} », {?toujours le même|sans jamais se tromper}.{+ }{name} {?le regarda|les écouta} un moment{?, en tapant du pied| sans y penser}.",
    "{name} et {mcShort} {?passèrent|s'arrêtèrent} près {folkKids:de}{+ : |}{?ils tapaient dans leurs mains|ils jouaient à taper dans les mains}, « ta, ta-ta, ta, ta-ta-ta », {?un jeu si vieux que personne ne savait d'où il venait|un jeu de toujours}.",
  ],
  problem: [
    "{folkAll:cap} avait oublié la vieille chanson{+ : |}{?on savait qu'elle était gaie|on se rappelait qu'elle faisait danser}, mais {?plus un seul de ses airs|plus ses notes}.{+ }« {?Sans elle, ce n'est plus pareil|Il manque quelque chose, sans elle} », {?disait-on|soupirait-on} {folkAt}.",
    "{?Ce jour-là|Justement}, {folkAll} cherchait {?la vieille chanson|sa vieille chanson}{+ : |}{?tout le monde l'avait oubliée|personne ne se souvenait de ses notes}, et on ne chantait plus {?depuis|depuis longtemps}.",
  ],
  attempt1: [
    "{name} {?demanda aux plus anciens de la fredonner|alla voir les plus anciens pour qu'ils la fredonnent|pria les anciens de fredonner ce dont ils se souvenaient}{+, mais |Mais }chacun {?en fredonna un air différent|fredonna autre chose}{+ : |}« {?C'était comme ça|Non, comme ça} ! — {?Pas du tout|Mais non}, c'était plus lent ! »{+ }{?On finit par se disputer|Bientôt, tout le monde se chamaillait|Chacun défendait son air}, et la chanson {?restait perdue|ne revenait pas|était toujours introuvable}.",
  ],
  attempt2: [
    "{duo:cap} chantèrent {?toutes les chansons qu'{ils} connaissaient|une chanson après l'autre}, pour voir si l'une {?était la bonne|ressemblait}{+, mais |Mais }{?à chaque fois|chaque fois}, on secouait la tête{+ : |}« {?Ça ne sautait pas comme ça|Elle sautillait, notre chanson|Elle avait des pas de danse dedans}. »",
    "{mcShort:cap} {n:proposa|proposèrent} de chanter {?plus fort|tous ensemble}, pour que ça revienne{+, mais |Mais }chacun chantait son air à lui{+ : |}{?on n'entendait qu'un grand brouhaha|ça faisait un vrai charivari}.{+ }« {?Elle sautillait, notre chanson|Il y avait un rythme, je le sens}, {?dit|soupira} {?quelqu'un|un ancien}. {?Pas comme ça|Un rythme qui sautait}. »",
  ],
  helper: [
    "{?Une très vieille dame|Le plus vieux de tous} {?écoutait sans rien dire|hochait la tête dans un coin}{+ ; |}{name} alla lui demander ce qu'elle avait de spécial, cette chanson.{+ }« {?Autrefois, on la chantait tous les jours|Dans le temps, on la chantait partout}. Et toi, qu'as-tu entendu, aujourd'hui, qui lui ressemble ? »",
  ],
  turn: [
    "{name} {?repensa|pensa tout à coup} au jeu {folkKids:de}{+ : |}« ta, ta-ta, ta, ta-ta-ta ».{+ }{il:cap} {?les appela|alla les chercher} : « {?Refaites votre jeu|Tapez votre jeu}, {?devant tout le monde|bien fort} ! »",
    "« {?Et si le rythme était encore là|Le rythme, je l'ai entendu tout à l'heure} ? » dit {name}.{+ }{il:cap} {?pria|supplia} {folkKids} de {?refaire|taper} leur jeu de mains, {?au milieu de tous|devant tout le monde}, et de ne pas s'arrêter.",
  ],
  resolution: [
    "{folkKids:cap} tapèrent « ta, ta-ta, ta »{+, et |}les plus anciens {?ouvrirent de grands yeux|se regardèrent}{+ : |}sur ce rythme-là, l'air revint tout seul.{+ }{?Une voix, puis deux, puis dix|D'abord tout bas, puis plus fort} : tout le monde chanta la vieille chanson, en tapant dans les mains.",
    "{?Au troisième « ta-ta-ta »|Dès les premiers coups}, {?une vieille dame|un ancien} se mit à fredonner{+, et |}{?cette fois, c'était le bon air|l'air collait au rythme, note pour note}.{+ }{?Bientôt|En un instant}, tout le monde chantait la chanson retrouvée, {?en tapant dans les mains|et les mains battaient la mesure}.",
  ],
  ending: [
    "Depuis, {folkKids} {?tapaient|jouaient} toujours {?leur jeu de mains|« ta, ta-ta, ta »}{+, et |}{?les anciens chantaient par-dessus|chaque fois, quelqu'un chantait avec eux}.",
    "{name} rentra en tapant {?le rythme|« ta, ta-ta, ta »} {?sur ses genoux|dans ses mains}{+ : |}la chanson venait avec, {?toute seule|à chaque fois}.",
  ],
  scenes: [
    "{name} {?essaya|apprit} le jeu de mains avec {folkKids}{+ : |}{?{il} se trompa deux fois, puis trouva le pli|au troisième essai, {il} ne se trompait plus}.",
    "{mcShort:cap} {n:demanda|demandèrent} d'où venait le jeu{+ : |}« {?On l'a toujours fait|Nos grands frères le faisaient déjà|Personne ne sait} », {?répondirent|dirent} {folkKids} en haussant les épaules.",
    "{?Deux anciens|Un vieux monsieur et une vieille dame} {?se disputaient encore|discutaient} sur {?la première note|le début}{+ : |}« Plus haut ! — Plus bas ! »{+ }{name} {?ne put s'empêcher de sourire|retint un rire}.",
    "{?Une vieille dame|Un vieux monsieur} {?chantonna|fredonna} trois notes, puis {?s'arrêta|haussa les épaules}{+ : |}« {?Après, je ne sais plus|La suite, je l'ai perdue} ».",
    "{folkKids:cap} {?recommencèrent|reprirent} leur jeu de mains{+ : |}« ta, ta-ta, ta »{+, et |}{?personne ne faisait attention à eux|les grands ne les écoutaient même pas}.",
    "{name} {?nota|compta} sur ses doigts {?tous les airs chantés|les airs différents}{+ : |}{?cinq|six|sept} airs, {?et aucun ne se ressemblait|et pas deux pareils}.",
    "{mcShort:cap} {n:essaya|essayèrent} de danser {?sur un des airs|sur chaque air}{+ : |}{?rien ne sautait comme il fallait|ça ne tombait jamais juste}, {?et tout le monde rit|ce qui fit rire tout le monde}.",
  ],
  talks: [
    "« {?Et si personne ne s'en souvenait jamais|Et si on l'avait perdue|Et si elle ne revenait plus} ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Quelqu'un s'en souvient forcément|Une chanson ne disparaît pas d'un coup}, {?répondit|dit} {name}. {?Elle est cachée quelque part|Il faut juste savoir où|Quelqu'un l'a gardée en tête}. »",
    "« {?Elle était comment, cette chanson|Vous vous souvenez de cette chanson|Elle ressemblait à quoi, la chanson} ? » demanda {name} à un ancien.{+ }« {?Gaie|Sautillante}. On ne pouvait pas l'écouter sans bouger », {?répondit|dit} l'ancien, {?les yeux brillants|en souriant}.",
  ],
};
