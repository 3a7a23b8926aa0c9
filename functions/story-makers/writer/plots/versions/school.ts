import type { WholePlot } from './whole-plot';

/**
 * The first day's third telling: the games of the new school have rules the child does not know, and
 * watching does not teach them; the string game the child brought (planted in the setup) is a game of
 * the child's own, which another lonely one comes to learn.
 */
export const SCHOOL_STRING: WholePlot = {
  id: 'premier-jour:ficelle',
  titles: ['La ficelle rouge', '{name} et le jeu de ficelle', 'Un jeu dans la poche'],
  setup: [
    "{?Ce matin-là|Avant de partir}, {name} glissa dans sa poche une ficelle rouge{+ : |}avec, on faisait des figures entre les doigts, {?une étoile, un pont, une échelle|un pont, un berceau, une étoile}.{+ }{?C'était son premier jour dans une nouvelle école|Ce jour-là, {il} entrait dans une école où {il} ne connaissait personne|Une nouvelle école l'attendait, et pas un visage connu}.",
    "{name} {?entrait|arrivait} dans une nouvelle école{+, et |}{?dans sa poche|au fond de sa poche}, {?{il} serrait|il y avait} une ficelle rouge{+ : |}{?le jeu des figures, qu'{il} savait faire les yeux fermés|de quoi faire des étoiles et des ponts entre les doigts}.",
  ],
  problem: [
    "{name} ne connaissait personne{+ : |}à la pause, tout le monde {?courait déjà|jouait déjà} par petits groupes, à des jeux dont {il} ne savait rien.",
    "{?À la première pause|Dès la pause}, {name} resta {?sur le côté|près du mur}{+ : |}{il} ne connaissait personne, et chaque groupe avait déjà son jeu.",
  ],
  attempt1: [
    "{name} {?se lança|entra} dans une partie de {?chat perché|balle au prisonnier|cache-cache}{+, mais |Mais }{?au bout d'un instant, on lui cria|très vite, on lui dit} : « {?Tu es pris{g:|e}|Perdu}, c'est la règle ! »{+ }{?Ici, les règles n'étaient pas les mêmes|Les règles d'ici n'étaient pas celles qu'{il} connaissait|Dans cette cour, on ne jouait pas comme dans l'ancienne}.",
  ],
  attempt2: [
    "{name} {?s'assit pour regarder|regarda de loin}, pour apprendre les règles{+, mais |Mais }{?elles changeaient à chaque partie|les joueurs en inventaient de nouvelles à chaque tour}{+ : |}{?on ne les apprenait pas en regardant|à force de regarder, {il} n'y comprenait plus rien}.{+ }{?Un peu plus loin|Sur le banc d'à côté}, {friend} regardait aussi, tout{f:|e} seul{f:|e}.",
    "{?Assis{g:|e} à l'écart|Resté{g:|e} sur le côté}, {name} essaya de comprendre le jeu des autres{+, mais |Mais }{?il allait trop vite|tout le monde criait en même temps}{+ : |}{?rien à faire|impossible de suivre}.{+ }{?Tout près|À deux pas}, {friend} {?ne jouait pas non plus|restait seul{f:|e}, {f:lui|elle} aussi}.",
  ],
  helper: [
    "{?Un grand du dernier rang|Une grande aux cheveux courts} {?passa près {g:de lui|d'elle}|s'arrêta un instant}{+ ; |}{name} {?lui demanda|osa demander} comment on entrait dans un jeu.{+ }« {?Et toi, à quoi tu joues, à la maison|Et toi, qu'est-ce que tu sais faire de tes mains|Tu sais un jeu que personne ne connaît ici|Tu as bien un jeu de chez toi} ? »",
  ],
  // From 8 (issue 26): the second obstacle the first try caused, and the chosen values lived with the red string.
  obstacle2: [
    "Quand {name} {?voulut expliquer|essaya d'expliquer} comment on jouait chez {g:lui|elle}, les joueurs {?haussèrent les épaules|levèrent les yeux au ciel}{+ : |}« {?Ici, on ne joue pas comme ça|Chez nous, ce n'est pas comme ça|Ce n'est pas la règle d'ici|On ne connaît pas ce jeu-là}. »{+ }La partie repartit sans {g:lui|elle}, et {?plus personne ne l'appela|personne ne se retourna}.",
  ],
  valueActs: {
    partage: ['{name} partagea sa ficelle en deux pour que {friend} ait la sienne{+ : |}on pouvait faire les figures à deux.'],
    entraide: ['{name} aida {friend} à faire sa première étoile{+ : |}une boucle, puis l\'autre.'],
    patience: ['{name} refit l\'étoile lentement, trois fois, jusqu\'à ce que {friend} la réussisse.'],
    amitie: ['{name} laissa {friend} choisir la figure suivante{+ : |}c\'était leur jeu, maintenant, ensemble.'],
    gentillesse: ['Quand la ficelle {friend:de} s\'emmêla, {name} la démêla doucement, nœud après nœud.'],
    tolerance: ['{friend:cap} faisait les figures à sa façon, de la main gauche, à l\'envers{+ : |}{name} ne se moqua pas, et apprit à les faire comme ça aussi.'],
  },
  turn: [
    "{name} {?sentit la ficelle rouge dans sa poche|mit la main dans sa poche}{+ : |}{?un jeu à {g:lui|elle}|son jeu à {g:lui|elle}}, que personne ici ne connaissait.{+ }{il:cap} {?la tendit entre ses doigts|s'assit près {friend:de}} et fit une étoile, {?sans rien dire|tout doucement}.",
    "{name} {?sortit sa ficelle|tira la ficelle rouge de sa poche}{+ : |}{?ici, c'était {g:lui|elle} qui connaissait les règles|ce jeu-là, {il} le connaissait par cœur}.{+ }{il:cap} fit un pont entre ses doigts, {?juste à côté {friend:de}|près {friend:de}}.",
  ],
  resolution: [
    "« {?Comment tu fais ça|Tu m'apprends} ? » demanda {friend}.{+ }{name} lui montra{+ : |}le premier pont {friend:de} s'effondra, le deuxième tint debout.{+ }{?Deux autres enfants|Trois autres enfants} {?vinrent voir|s'approchèrent}{+, et |}à la fin de la pause, {?ils jouaient tous ensemble|tout le monde jouait ensemble|plus personne ne jouait dans son coin}{+ : |}{name} avait {?trois nouveaux amis|plein de nouveaux copains}.",
    "{friend:cap} {?s'approcha|vint voir}{+ : |}« {?C'est quoi, ce jeu|Ça s'appelle comment} ? »{+ }{name} lui apprit le pont, puis l'étoile{+, et |}{?bientôt|en un rien de temps}, {?tout un petit groupe jouait|quatre enfants jouaient} ensemble autour de la ficelle rouge{+ : |}{name} avait de nouveaux amis.",
  ],
  ending: [
    "Le lendemain, {friend} {?arriva|vint} avec une ficelle bleue{+ : |}{?à deux, on faisait des figures encore plus grandes|{ils} firent une échelle à quatre mains}.",
    "{?À la sortie|En partant}, {name} {?coupa|donna} un bout de sa ficelle rouge à {friend}{+ : |}{?pour s'entraîner à la maison|pour le lendemain}.",
  ],
  // Anchored lines (world.ts, Anchor): the friend is met at the second try, the game comes out at the turn;
  // a line about either is told after that beat, never before it.
  scenes: [
    "{name} {?compta|regarda} les groupes{+ : |}{?un pour la balle, un pour la corde, un pour les billes|la balle d'un côté, la corde de l'autre}, et {?aucun ne l'attendait|chacun avait déjà assez de joueurs}.",
    "{?Le temps semblait bien long|La matinée paraissait interminable|Le temps paraissait très long}{+ : |}{name} {?tripotait|serrait} {?quelque chose dans sa poche|le fond de sa poche}, {?sans y penser|pour se donner du courage}.",
    { t: "{friend:cap} {?dessinait|traçait} {?des ronds|des étoiles} dans la poussière {?du bout du pied|avec un bâton}{+ : |}{f:il|elle} {?ne levait pas les yeux|ne regardait personne}.", at: 'attempt2' },
    { t: "{?Pour la figure suivante|À l'étoile suivante}, la ficelle {?fit un nœud|s'emmêla d'un coup}{+ : |}{friend} éclata de rire{+, puis |Puis }{name} aussi.", at: 'turn' },
    { t: "{?Un garçon|Une fille} {?du groupe de chat perché|qui jouait au ballon} {?s'arrêta|revint} pour regarder{+ : |}« {?Vous me montrez|Je peux essayer} ? »", at: 'resolution' },
  ],
  talks: [
    { t: "« {?Pourquoi tu ne joues pas avec les autres|Tu ne joues pas} ? » demanda {name}.{+ }« {?Je ne connais pas leurs règles|Leurs règles changent tout le temps} », dit {friend}.{+ }« Moi non plus. »", at: 'attempt2' },
    { t: "« {?Tu viens d'où|Tu étais dans quelle école avant|Tu as appris ça où} ? » demanda {friend}.{+ }« {?D'une autre école|De loin|D'une école très loin d'ici}, dit {name}. {?Là-bas, tout le monde connaissait ce jeu|Là-bas, on y jouait tous les jours|Là-bas, toute la cour y jouait}. »{+ }« {?Ici, personne|Ici, pas encore} », dit {friend} en souriant.", at: 'turn' },
  ],
};
