import { ANYWHERE, NOT_WATER, type WholePlot } from './whole-plot';

/**
 * The fallen star, third telling (editor's read 38: the owl's lines in two stories): thrown up, the star
 * falls back; carried to the place's highest point, it is still far too low. What rose by itself in the
 * setup, lifted by warm air, shows the way: the star's own warmth fills a paper bag that carries it home.
 * Each detail is one world; its lines name the sky under the sea too, since the bubble carries the star to the surface first.
 */
export const STAR_LANTERN: WholePlot = {
  id: 'etoile-tombee:lanterne',
  titles: ['La lanterne de l\'étoile', '{name} et l\'étoile qui avait chaud', 'Un sac pour monter au ciel'],
  details: [
    { riser: 'la fumée de la cheminée qui montait tout droit, emportant un petit bout de cendre', top: 'la cime du plus grand arbre', bag: 'un grand sac de papier', bagShort: 'le sac', _where: 'land' },
    { riser: "l'air chaud au-dessus des dunes, qui faisait monter une plume en tournant", top: 'le sommet de la plus haute dune', bag: 'un grand sac de papier', bagShort: 'le sac', _where: 'desert' },
    { riser: 'la fumée du chalet qui montait tout droit, emportant un petit flocon de cendre', top: 'le sommet de la montagne', bag: 'un grand sac de papier', bagShort: 'le sac', _where: 'snow' },
    { riser: 'la vapeur de la bouilloire, qui soulevait un petit papier jusqu\'au plafond', top: 'le toit de la maison', bag: 'un grand sac de papier', bagShort: 'le sac', _where: 'indoors' },
    { riser: "une bulle chaude qui sortait d'une fente du sol et montait, emportant un grain de sable", top: 'le sommet du plus haut rocher', bag: "une grosse bulle d'air chaud, prise dans un filet", bagShort: 'la bulle', _where: 'water' },
    { riser: 'la fumée des cuisines qui montait tout droit, emportant une plume', top: 'le sommet de la plus haute tour', bag: 'un grand sac de papier', bagShort: 'le sac', _where: 'air' },
    { riser: "l'air chaud de la serre, qui faisait flotter un petit papier vers le plafond", top: "le bout de l'antenne", bag: 'un grand sac de papier', bagShort: 'le sac', _where: 'space' },
  ],
  setup: [
    { t: "{?Ce jour-là|Un peu plus tôt}, {name} avait regardé {riser}{+ : |}{?personne ne poussait rien|personne ne soufflait dessus|personne n'y touchait}, et pourtant, ça montait.", needs: { medium: ANYWHERE } },
  ],
  problem: [
    { t: "{?Soudain|Tout à coup}, une étoile tomba {hiding}, toute tiède et toute petite{+ : |}« Je voudrais rentrer là-haut, chez moi, {?souffla-t-elle|dit-elle}. {?Mais je n'ai plus la force de remonter|Seulement, je n'ai plus la force de remonter|Mais toute seule, je n'ai plus la force de remonter}. »", needs: { medium: ANYWHERE } },
  ],
  attempt1: [
    { t: "{name} lança l'étoile {?vers le ciel|le plus haut possible}, {?de toutes ses forces|à deux mains}{+, mais |Mais }{?elle retomba aussitôt|elle redescendit en tournoyant|elle revint aussitôt dans ses mains|elle monta un peu, puis retomba aussitôt}{+ : |}{?aucun bras ne lançait assez haut pour le ciel|le ciel était bien trop loin pour un bras|même en sautant, on ne lançait pas jusque là-haut}.", needs: { medium: ANYWHERE } },
  ],
  attempt2: [
    { t: "{duo:cap} {?portèrent|montèrent} l'étoile jusqu'{top:a}{+, mais |Mais }{?le ciel n'était pas plus près pour autant|le ciel, lui, était toujours aussi haut|de là, les autres étoiles semblaient aussi lointaines}{+ : |}{mcShort} {n:tendit|tendirent} l'étoile {?à bout de bras|le plus haut possible}, {?et rien|et elle ne monta pas d'un cheveu|en vain}.", needs: { medium: ANYWHERE } },
  ],
  helper: [
    { t: "{?Une vieille dame qui allumait les lampes|Un vieux monsieur qui rentrait chez lui} {?les vit redescendre|vit l'étoile dans leurs mains}{+ ; |}{name} lui demanda comment rendre une étoile au ciel.{+ }« Qu'est-ce qui monte tout seul, par ici, à ton avis ? »", needs: { medium: ANYWHERE } },
  ],
  turn: [
    { t: "{name} pensa à ce qu'{il} avait vu monter {?plus tôt|tout seul}{+ : |}{?c'était l'air chaud qui montait|ce qui était chaud s'envolait vers le haut|la chaleur montait toute seule|le chaud, ça montait}.{+ }{il:cap} prit {bag} et {?posa l'étoile au fond, bien à l'abri|y glissa l'étoile tout doucement}{+ : |}{?sa petite chaleur remplissait {bagShort}, peu à peu|{bagShort} se remplit de sa tiédeur}.", needs: { medium: ANYWHERE } },
  ],
  resolution: [
    { t: "{bagShort:cap} se gonfla et s'éleva {?doucement|sans un bruit}{+ : |}{?plus haut que {top}, puis encore plus haut|au-dessus {top:de}, puis plus loin encore}, jusqu'aux autres étoiles.{+ }L'étoile {?reprit sa place|retrouva sa place|regagna sa place là-haut} et se ralluma d'un coup, {?toute blanche|plus brillante que jamais}.", needs: { medium: ANYWHERE } },
  ],
  ending: [
    { t: "Le sac vide redescendit {?en tournant|en se balançant} jusqu'aux pieds {g:du petit garçon|de la petite fille}{+, et |}{name} le plia pour le garder.", needs: { medium: NOT_WATER } },
    { t: "Cette nuit-là, une étoile clignotait un peu plus fort que les autres, {?juste au-dessus|tout droit au-dessus} {?de la maison|de {name}}.", needs: { medium: ANYWHERE } },
  ],
  scenes: [
    { t: "{name} tint l'étoile au creux des mains{+ : |}{?elle était tiède comme un caillou au soleil|elle chauffait un peu, comme un bol de lait}.", needs: { medium: ANYWHERE } },
    { t: "{mcShort:cap} {n:souffla|soufflèrent} {?sur l'étoile pour la rallumer|tout doucement sur l'étoile|sur l'étoile comme sur une braise}{+ : |}elle {?clignota|scintilla|se ralluma}, {?une fois|à peine|un instant}, puis {?pâlit de nouveau|s'éteignit presque|redevint toute pâle}.", needs: { medium: ANYWHERE } },
  ],
  talks: [
    { t: "« {?Et si elle n'y arrivait pas|Et si elle restait ici|Et si elle ne remontait plus} ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Elle y arrivera|Elle va y arriver|Elle remontera}, {?dit|assura|répondit} {name}. {?Il lui faut juste un coup de main|Il lui faut de l'aide pour monter|On va lui trouver de quoi monter}. »", needs: { medium: ANYWHERE } },
  ],
};
