import type { WholePlot } from './whole-plot';

/**
 * The surprise party, second telling (editor's read 38: the party told as a list of 13 things): the lonely
 * friend will not come out, and the companion cannot keep the secret. The friend's one outing, seen in the
 * setup (the same spot at the same hour), is where the party is carried and hidden. Each detail is one world.
 */
export const PARTY_SPOT: WholePlot = {
  id: 'fete-surprise:rendez-vous',
  titles: ['La fête du {?rendez-vous|bon endroit}', '{name} et la fête cachée', 'Une fête au bon endroit'],
  details: [
    { spot: 'le vieux banc au bout du chemin', ritual: 'regarder le soleil se coucher', on: 'sur', _where: 'land' },
    { spot: 'le haut de la grande dune', ritual: 'regarder le soleil se coucher', on: 'sur', _where: 'desert' },
    { spot: 'le rocher plat au-dessus du lac gelé', ritual: 'regarder le soleil se coucher', on: 'sur', _where: 'snow' },
    { spot: 'la fenêtre ronde du grenier', ritual: 'regarder les toits devenir roses', on: 'devant', _where: 'indoors' },
    { spot: "l'arche de corail", ritual: 'regarder passer les tortues de mer', on: 'sous', _where: 'water' },
    { spot: 'le balcon de la plus haute tour', ritual: 'regarder les nuages devenir roses', on: 'sur', _where: 'air' },
    { spot: 'le grand hublot', ritual: 'regarder la Terre tourner', on: 'devant', _where: 'space' },
  ],
  setup: [
    "{?Chaque soir|Tous les soirs}, à la même heure, {name} voyait passer {friend}{+ : |}{f:il|elle} allait s'asseoir {on} {spot} pour {ritual}, {?toujours seul{f:|e}|sans personne à côté}.",
    "{name} connaissait une habitude {friend:de}{+ : |}à la fin de chaque journée, {f:il|elle} montait jusqu'{spot:a} pour {ritual}, {?et repartait sans un mot|tout{f:|e} seul{f:|e}}.",
  ],
  problem: [
    "{friend:cap} se sentait seul{f:|e}{+ : |}{?personne ne pensait jamais à {f:lui|elle}|on ne l'invitait jamais nulle part}.{+ }{name} {?décida de|voulut} lui {?préparer|organiser} une fête surprise, {?avec des guirlandes et un gâteau|avec un gâteau et de la musique}.",
  ],
  attempt1: [
    "{duo:cap} décorèrent un coin {?bien caché|à l'abri des regards} et {?allèrent inviter|invitèrent} {friend}{+, mais |Mais }{f:il|elle} secoua la tête{+ : |}« {?Je ne vais jamais chez les autres|Merci, mais je reste chez moi} », et {f:il|elle} referma la porte.",
  ],
  attempt2: [
    "{mcShort:cap} {n:retourna|retournèrent} {?chercher|trouver} {friend} avec un air si mystérieux que {friend} {?fronça les sourcils|plissa les yeux}{+ : |}« {?Vous me cachez quelque chose, vous|Qu'est-ce que vous mijotez, tous les deux|Vous me cachez quelque chose, hein} ? »{+ }{?Le secret allait s'envoler|La surprise tenait à un fil}.",
  ],
  helper: [
    "{?Une voisine|Un voisin}, qui connaissait {friend} depuis longtemps, {?les vit revenir bredouilles|vit leurs mines déçues}{+ ; |}{name} lui demanda comment {?faire venir|attirer} quelqu'un qui ne {?venait|sortait} jamais.{+ }« Et {friend}, où va-t-{f:il|elle} déjà, tous les jours ? »",
  ],
  turn: [
    "{name} se rappela {spot}, où {friend} allait chaque soir{+ : |}{?pas besoin d'inviter|inutile de {f:le|la} faire venir}, il suffisait d'y {?être avant|arriver les premiers}.{+ }{duo:cap} y {?portèrent|apportèrent} tout, {?les guirlandes, le gâteau, les assiettes|guirlande après guirlande}, et se {?cachèrent|tapirent} {?tout près|juste à côté}.",
  ],
  resolution: [
    "À l'heure de toujours, {friend} arriva pour {ritual}{+ : |}« Surprise ! » crièrent {duo}, et tous les amis {?du coin|invités en secret} sortirent de leur cachette.{+ }{friend:cap} n'était plus seul{f:|e}, et {?{f:il|elle} riait|ses yeux brillaient}.",
  ],
  ending: [
    "Ce soir-là, il y avait {?dix|douze} personnes {on} {spot}, et une part de gâteau pour chacune.",
    "Le lendemain soir, {friend} revint {on} {spot}{+ : |}{name} était déjà là, et deux {?amis|voisins} de la fête aussi.",
  ],
  scenes: [
    "{duo:cap} {?découpèrent|collèrent} des guirlandes {?toute la matinée|sans faire de bruit}{+ : |}{?chaque fois qu'on frappait, {?on|tout le monde} cachait tout sous la table|au moindre bruit, tout filait sous la table|dès qu'on approchait, tout disparaissait}.",
    "{mcShort:cap} {n:goûta|goûtèrent} le glaçage {?du bout du doigt|en cachette}{+ : |}« Juste pour vérifier », {n:dit|dirent} {mcShort}, {?la bouche pleine|l'air innocent}.",
  ],
  talks: [
    "« Et si {f:il|elle} n'aimait pas les fêtes ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Tout le monde aime qu'on pense à lui|Personne n'aime qu'on l'oublie|On aime tous qu'on pense à nous} », {?répondit|dit} {name}.",
  ],
};
