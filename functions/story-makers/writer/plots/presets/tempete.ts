import type { Plot } from '../plot';
import { TELLING_EVENTS } from '../preset-versions';
import { HAS_IDEA } from '../wordings';

export const tempete: Plot = {
  id: 'tempete',
  lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
  problemPose: 'working',
  props: { opening: ['storm-clouds', 'broken-boat'], problem: ['broken-boat', 'toolbox'], resolution: ['boat'] },
  captions: {
    opening: '{child} et {companion} découvrent les dégâts de la nuit.',
    problem: '{child} et {companion} réparent ce qui est cassé, des outils à la main.',
    resolution: '{child} et {companion} repartent avec leurs nouveaux amis.',
  },
  // The scenario's version for the place (issue 25/26: no boat repaired in a space station or the
  // desert): what is mended, the storm that broke it, its two broken parts and how it goes again.
  // Each is kept to the places it fits (`_where`, world.ts); all are masculine for the shared lines.
  details: [
    { craft: 'le petit bateau', craftShort: 'le bateau', storm: 'la tempête', stormSaid: 'La tempête avait soufflé toute la nuit', part: 'la voile', partBroken: 'la voile déchirée', pole: 'le mât', hole: 'la coque', leak: "l'eau passa au travers", goes: "glissa de nouveau sur l'eau", moored: 'amarra', _where: 'land' },
    { craft: 'le petit char à voile', craftShort: 'le char à voile', storm: 'la tempête de sable', stormSaid: 'La tempête de sable avait soufflé toute la nuit', part: 'la voile', partBroken: 'la voile déchirée', pole: 'le mât', hole: 'la caisse', leak: 'le sable passa au travers', goes: 'fila de nouveau sur les dunes', moored: 'rangea', _where: 'desert' },
    { craft: 'le petit traîneau', craftShort: 'le traîneau', storm: 'la tempête de neige', stormSaid: 'La tempête de neige avait soufflé toute la nuit', part: 'le patin', partBroken: 'le patin tordu', pole: 'le dossier', hole: 'le siège', leak: 'la neige passa au travers', goes: 'glissa de nouveau sur la neige', moored: 'rangea', _where: 'snow' },
    { craft: 'le petit sous-marin', craftShort: 'le sous-marin', storm: 'le grand courant', stormSaid: 'Le grand courant avait tout secoué pendant la nuit', part: "l'hélice", partBroken: "l'hélice tordue", pole: 'le périscope', hole: 'le hublot', leak: "l'eau passa au travers", goes: 'repartit entre les algues', moored: 'rangea', _where: 'water' },
    { craft: 'le petit vaisseau', craftShort: 'le vaisseau', storm: 'la pluie de météorites', stormSaid: 'Une pluie de météorites avait crépité toute la nuit', part: "l'antenne", partBroken: "l'antenne tordue", pole: 'le panneau solaire', hole: 'la carlingue', leak: "l'air s'échappa quand même", goes: 'repartit entre les étoiles', moored: 'rangea', _where: 'space' },
    { craft: 'le petit dirigeable', craftShort: 'le dirigeable', storm: 'le grand nuage noir', stormSaid: 'Un grand nuage noir avait tout secoué pendant la nuit', part: "l'enveloppe", partBroken: "l'enveloppe déchirée", pole: 'le moteur', hole: 'la nacelle', leak: "l'air s'échappa quand même", goes: 'flotta de nouveau entre les nuages', moored: 'attacha', _where: 'air' },
    { craft: 'le petit train', craftShort: 'le train', storm: 'le grand courant d\'air', stormSaid: 'Un grand courant d\'air avait fait claquer les portes toute la nuit', part: 'la locomotive', partBroken: 'la locomotive renversée', pole: 'le pont de rails', hole: 'le dernier wagon', leak: 'il retomba aussitôt', goes: 'roula de nouveau sur ses rails', moored: 'rangea', _where: 'indoors' },
  ],
  titles: ['Après {storm}', '{name} et {craft}', '{craftShort:cap} réparé', 'Réparé avec tous les amis'],
  setup: [
    "{stormSaid}{+ ; |}{?au matin, tout était redevenu calme|le jour se leva sur un grand silence|à l'aube, le vent tomba enfin}.",
    "{?Au matin, tout s'était enfin calmé|Le calme revint enfin|Le lendemain, plus un souffle}{+, et |}{name} sortit voir ce que {storm} avait {?laissé|abîmé|emporté}.",
  ],
  problem: [
    "{craft:cap} de {name} {?était couché sur le côté|gisait de travers|penchait tristement}{+ : |}{partBroken}, {pole} cassé, un trou dans {hole}.",
    "{storm:cap} n'avait pas épargné {craftShort}{+ : |}{?il ne pouvait plus repartir|il n'irait plus nulle part comme ça|impossible de repartir ainsi}.{+ }« {?Comment rentrer, maintenant|Comment on va faire, maintenant|Il ne repartira plus jamais} ? »",
  ],
  attempt1: [
    "{name} boucha le trou {hole:de} avec {?un chiffon|de la ficelle|un bout de carton}{+, mais |Mais }{leak}.{+ }Il fallait une vraie planche.",
    "{duo:cap} {?essayèrent de relever|voulurent redresser} {pole}{+, mais |Mais }c'était {?bien|beaucoup} trop lourd pour {?{eux} deux|si peu de bras|{eux} seul{es}}.",
  ],
  attempt2: [
    "{friend:cap} proposa une planche{+ : |}le trou fut bouché, mais {partBroken} ne servait plus à rien.",
    "Avec l'aide {friend:de}, {pole} fut remis en place{+, mais |Mais }sans {part}, {craftShort} n'irait nulle part.",
  ],
  turn: [
    `{name} ${HAS_IDEA}{+ : |}« {?Chacun peut apporter quelque chose !|Et si on demandait à tous ceux qui passent ?|Seuls, non, mais à plusieurs, oui !} »{+ }{?{il:cap} appela tous ceux qui passaient par là, et chacun revint avec ce qu'il avait|Un à un, les curieux s'approchèrent, {?un outil|un bout de corde|un morceau de toile} à la main|Ceux qui avaient vu les dégâts vinrent aider, les bras chargés}.`,
    "{name} {?demanda à chacun ce qu'il savait faire|regarda qui savait faire quoi}{+ : |}{?ceux qui avaient de petits doigts réparaient {part}, les plus forts tenaient {pole}|les plus adroits prirent {part}, les autres s'occupèrent {hole:de}}.",
  ],
  resolution: [
    "{?Le soir venu|À la tombée du jour|Avant la nuit}, {craftShort} réparé {goes}{+ : |}{?chacun y avait mis un morceau|il portait les morceaux de tout le monde}, et il était plus beau qu'avant.",
    "{craftShort:cap} réparé {goes}{+, et |}{?tous les nouveaux amis montèrent à bord|ceux qui avaient aidé s'installèrent dedans|les aides serrés les uns contre les autres montèrent aussi} pour {?un petit tour|une balade|une première sortie}.",
  ],
  ending: [
    "Sur {part}, chacun avait mis un morceau{+ : |}c'était {craftShort} de tous les nouveaux amis.",
    "{name} {moored} {craftShort} réparé{+ : |}si {storm} revenait, {craftShort} tiendrait bon.",
  ],
  ...TELLING_EVENTS.tempete,
  scenes: [
    "{?Il y avait des morceaux partout|Des débris traînaient de tous côtés|Le sol était couvert de bouts cassés}{+ : |}{duo} les {?rangèrent en tas|mirent de côté} pour {?faire de la place|pouvoir travailler}.",
    { t: '{name} tint les clous pendant que {friend} tapait avec le marteau{+ : |}{?toc, toc, toc|pan, pan, pan|un coup bien droit, puis un autre}.', at: 'attempt2' },
  ],
  talks: [
    "« {?Tu crois qu'on va y arriver|C'est possible, de tout réparer|Tout réparer, c'est possible, d'après toi|On peut encore tout arranger} ? » demanda {mcShort}.{+ }« {?Pas sans aide|Pas à nous deux|Pas sans les autres}, {?répondit|dit|avoua} {name}. {?Mais avec des amis, oui|Avec des amis, sûrement}. »",
    { t: '« {?Passe-moi la ficelle|La ficelle, vite|Tu me donnes la ficelle}, s\'il te plaît ! » dit {name}.{+ }« {?Voilà|Tiens|La voici} ! Et maintenant ? » demanda {friend}.', at: 'attempt2' },
  ],
};
