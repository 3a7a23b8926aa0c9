import { NOT_WATER, WATER, type WholePlot } from './whole-plot';

/**
 * The night noises, second telling (editor's read 38: the friends are never shown, only stated): the ball
 * lost the day before came back by itself (the setup). The light and a call make the noises stop; rolling
 * the ball into the dark brings it back, and the players of the place come out to play. Each detail is one world.
 */
export const NIGHT_BALL: WholePlot = {
  id: 'nuit-etoilee:balle',
  titles: ['La balle qui revenait', '{name} et les joueurs de la nuit', 'Qui renvoie la balle ?'],
  details: [
    { ball: 'sa balle rouge', players: 'des hérissons', playersShort: 'les hérissons', how: 'du bout du nez', dark: 'derrière la haie', _where: 'land' },
    { ball: 'sa balle rouge', players: 'des fennecs', playersShort: 'les fennecs', how: "d'un coup de patte", dark: 'derrière la dune', _where: 'desert' },
    { ball: 'sa balle rouge', players: 'des lièvres blancs', playersShort: 'les lièvres', how: "d'un coup de patte", dark: 'derrière le gros sapin', _where: 'snow' },
    { ball: 'sa balle rouge', players: 'des souris', playersShort: 'les souris', how: 'du bout du museau', dark: "sous l'escalier", _where: 'indoors' },
    { ball: 'sa balle de liège', players: 'des poissons-lanternes', playersShort: 'les poissons-lanternes', how: "d'un coup de queue", dark: 'derrière le grand rocher', _where: 'water' },
    { ball: 'sa balle de laine', players: 'des chauves-souris', playersShort: 'les chauves-souris', how: "d'un coup d'aile", dark: 'derrière la grande tour', _where: 'air' },
    { ball: 'sa balle argentée', players: 'des petits robots de nuit', playersShort: 'les petits robots', how: "d'une pichenette", dark: 'derrière les réservoirs', _where: 'space' },
  ],
  setup: [
    "{?La veille|Hier soir}, {name} avait perdu {ball} {dark}{+ ; |}ce matin, elle était revenue toute seule {?tout près de son sac|juste à côté {g:de lui|d'elle}}.",
    "{name} trouva {ball} {?posée|sagement posée} tout près de son sac{+ : |}{?la veille|hier}, {il} l'avait perdue {dark}, et personne ne l'avait rapportée.",
  ],
  problem: [
    "La nuit tomba, et {dark}, des bruits commencèrent{+ : |}{?un petit choc, un trottinement, un rire tout fin|toc, trottine-trottine, et un drôle de petit rire}.",
    "{?Quand la nuit fut noire|Une fois la nuit venue}, {name} entendit des bruits {dark}{+ : |}{?des pas pressés, un choc léger, puis plus rien|un trottinement, un petit bond, et de nouveau des pas}.",
  ],
  attempt1: [
    { t: "{name} alluma sa petite lampe et la braqua vers le bruit{+, mais |Mais }au premier rayon, tout se tut{+ : |}rien que des ombres d'algues qui ondulaient.", needs: { medium: WATER } },
    { t: "{name} alluma sa lanterne et la tourna vers le bruit{+, mais |Mais }{?dès que la lumière arriva|au premier rayon}, tout se tut{+ : |}{?il n'y avait plus que des ombres|rien, à part les ombres qui bougeaient avec la flamme}.", needs: { medium: NOT_WATER } },
  ],
  attempt2: [
    "« Qui est là ? » {n:lança|lancèrent} {mcShort}, {?très fort|de toute {n:sa|leur} voix}{+ : |}le silence tomba d'un coup{+, puis |Puis }, {?un peu plus loin|de l'autre côté}, les petits pas reprirent.",
  ],
  helper: [
    { t: "Une vieille chouette, perchée {?tout près|sur une branche basse}, {?les vit chercher|les regardait faire}{+ ; |}{name} lui demanda pourquoi les bruits fuyaient.{+ }« Et toi, quand tu joues, tu viens si on te crie dessus ? »", needs: { medium: ['land', 'air'] } },
  ],
  turn: [
    "{name} {?regarda|serra} {ball}{+ : |}quelqu'un l'avait rapportée, ce matin.{+ }{il:cap} posa la lanterne, s'accroupit et fit rouler la balle {?tout doucement|de toutes ses forces} vers le bruit.",
    "{name} pensa à {ball}, revenue toute seule{+ : |}sans un mot, {il} la lança {dark}, et attendit.",
  ],
  resolution: [
    "{?Un instant plus tard|Toc ! Aussitôt}, la balle revint, poussée {how}{+ : |}les bruits de la nuit, c'étaient {players}, des amis qui jouaient à la balle dans le noir.{+ }{playersShort:cap} sortirent de l'ombre en file indienne.",
    "La balle revint {how}{+, et |}{name} la renvoya.{+ }{?Une, deux, trois fois|Encore, et encore}, puis {playersShort} sortirent de l'ombre{+ : |}c'étaient {playersShort}, les amis qui jouaient la nuit.",
  ],
  ending: [
    "{name} joua à la balle avec {playersShort} jusqu'à ce que la lanterne s'éteigne{+, et |}{?au matin|le lendemain}, {ball} était revenue, toute seule, près de son sac.",
    "Avant de dormir, {name} laissa {ball} {dark}{+ : |}{?pour ses nouveaux amis|pour que la partie continue}.",
  ],
  scenes: [
    "{duo:cap} {?s'assirent|se blottirent} {shelter}, la lanterne posée entre {eux}{+ : |}la flamme faisait danser les ombres {?sur les murs|tout autour}.",
    "{name} retint son souffle pour mieux écouter{+ : |}{?des pas, puis rien, puis des pas|un trottinement qui s'arrêtait et reprenait}.",
  ],
  talks: [
    "« Et si c'était un monstre ? » {n:chuchota|chuchotèrent} {mcShort}.{+ }« Un monstre ne rapporte pas les balles », {?répondit|dit} {name}.",
  ],
};
