import type { WholePlot } from './whole-plot';

/**
 * The race, second telling: going back for the last one leaves two groups, and asking the first to wait
 * breaks the race again. The ribbons handed out at the start (the setup) are tied into one long ribbon
 * that everyone holds, so that no one is ahead and no one is left behind.
 */
export const RACE_RIBBON: WholePlot = {
  id: 'course-animaux:ruban',
  titles: ['Le grand ruban', '{name} et la course du ruban', 'Tous au bout du ruban'],
  setup: [
    "{?Au départ|Avant le signal}, {?on|quelqu'un} {?distribua|donna} à chaque coureur un ruban de couleur{+ : |}{name} {?noua le sien|attacha le sien} autour de son poignet, {?un ruban {?jaune|vert}|tout fier}.",
    "{?Sur la ligne de départ|Avant le départ}, chacun reçut un ruban de couleur{+ : |}{?rouge, bleu, jaune, vert|des rubans de toutes les couleurs}, {?à nouer au poignet|pour faire joli}.",
  ],
  problem: [
    "{?Au signal|Au coup de sifflet}, la course commença{+ : |}{?les plus rapides filèrent devant|certains partirent comme des flèches}, et {?très vite|bientôt}, {friend} resta loin derrière, tout{f:|e} seul{f:|e}.",
    "La course commença{+, et |}{?en un instant|très vite}, {?les coureurs s'éparpillèrent|chacun fila à sa vitesse}{+ : |}{friend}, {f:lui|elle}, restait loin derrière.",
  ],
  attempt1: [
    "{name} {?fit demi-tour|revint en arrière} pour {?encourager|attendre} {friend}{+, mais |Mais }{?pendant ce temps|du coup}, les premiers {?étaient déjà loin devant|avaient disparu au loin}{+ : |}{?au lieu d'un coureur seul, il y avait maintenant deux groupes|la course était coupée en deux}.",
  ],
  attempt2: [
    "{name} {?appela|cria} les premiers pour qu'ils attendent{+ : |}ils s'arrêtèrent{+, mais |Mais }{?à force d'attendre, ils eurent froid et repartirent|dès que les derniers arrivèrent, les premiers repartirent}, {?et tout recommença|et le groupe se cassa de nouveau}.",
    "{mcShort:cap} {n:proposa|proposèrent} que tout le monde s'arrête {?à chaque virage|de temps en temps}{+, mais |Mais }{?chaque fois qu'on repartait, les rapides reprenaient de l'avance|les rapides repartaient toujours les premiers}{+ : |}{?rien ne tenait le groupe ensemble|on se perdait de vue à chaque fois}.",
  ],
  helper: [
    "{?Une vieille dame|Un vieux monsieur} {?regardait la course|encourageait les coureurs} {?sur le bord|depuis le bord}{+ ; |}{name} lui demanda comment on garde tout le monde ensemble.{+ }« Et toi, comment fais-tu pour ne perdre personne dans la foule ? »",
  ],
  turn: [
    "{name} regarda {?le ruban à son poignet|son ruban}{+ : |}{?chaque coureur en avait un|tout le monde en portait un}.{+ }« {?Nouons-les tous ensemble|Attachons tous les rubans bout à bout} ! »{+ }{?Un rouge, un bleu, un jaune|Ruban après ruban}, {?on fit|cela fit} un long ruban, et chacun en tint un bout.",
    "« {?Vos rubans|Les rubans}, vite ! » {?cria|lança} {name}.{+ }{il:cap} {?noua|attacha} le sien à celui {friend:de}, puis à celui du suivant{+ : |}{?bout à bout|un à un}, les rubans firent {?une longue corde de toutes les couleurs, et tout le monde la tenait|un grand ruban, et tout le monde le tenait}.",
  ],
  resolution: [
    "{?Grâce au ruban|Le ruban bien tendu}, personne ne pouvait {?filer devant|partir devant} ni rester derrière{+ : |}{?les rapides tiraient un peu|les rapides tiraient doucement}, {?les lents poussaient|les autres suivaient}.{+ }{?Au bout du compte|Pour finir}, {name}, {mcShort} et {friend} franchirent ensemble la ligne d'arrivée, avec tous les autres.",
    "Le long ruban {?avança|ondula} jusqu'au bout{+ : |}{?pas un coureur en avance, pas un en retard|aucun en avance, aucun en retard}.{+ }Tout le monde franchit la ligne d'arrivée ensemble, {friend} {?au milieu|en plein milieu}.",
  ],
  ending: [
    "{?Après la course|À l'arrivée}, {?chacun dénoua|chacun reprit} son ruban{+ : |}{name} garda le sien, {?un peu froissé|tout entortillé}, au poignet {?jusqu'au soir|toute la journée}.",
    "{friend:cap} {?rendit|rapporta} son ruban à {name}{+ : |}{?ils étaient arrivés ensemble|tout le monde était arrivé au bout}, et le ruban avait tenu.",
  ],
  scenes: [
    "{name} {?compta|vit} les coureurs {?devant|loin devant}{+ : |}{?dix, douze, plus qu'on ne pouvait compter|une petite foule}, {?et derrière, une seule silhouette|et tout au fond, {friend}}.",
    "{mcShort:cap} {n:tira|tirèrent} {?sur son ruban|sur le ruban de {name}} pour jouer{+ : |}{?il était solide|il ne cassa pas}, {?et ça les fit rire|bien noué}.",
    "{friend:cap} {?s'arrêta pour souffler|reprit son souffle}{+ : |}« {?Allez-y sans moi|Partez devant} », dit-{f:il|elle}.{+ }« {?Jamais|Pas question} », dit {name}.",
    "{?Au premier virage|Plus loin}, {?les premiers|les plus rapides} {?se retournèrent|regardèrent derrière eux}{+ : |}{?on ne voyait plus la fin du groupe|il manquait la moitié des coureurs}.",
  ],
  talks: [
    "« On ne va jamais arriver ensemble, {?soupira|dit} {friend}. {?Ils vont trop vite|Je suis trop lent{f:|e}}. »{+ }« {?On trouvera|On va trouver} comment », dit {name}.",
    "« Pourquoi tu as des rubans ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Pour faire joli, je crois|On nous les a donnés au départ} », dit {name}.",
  ],
};
