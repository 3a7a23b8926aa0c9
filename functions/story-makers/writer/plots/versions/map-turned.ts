import type { WholePlot } from './whole-plot';

/**
 * The old map, second telling (editor's read 38: the map is never followed): the map leads nowhere while
 * held the wrong way, and twenty steps counted by the companion fall short. The mark drawn in its corner
 * (the setup) turns it the right way round, and giant leaps cover the twenty giant steps. Each detail is one world.
 */
export const MAP_TURNED: WholePlot = {
  id: 'tresor-cache:retournee',
  titles: ['La carte à l\'envers', '{name} et les vingt pas de géant', 'Le trésor {?du coin de la carte|des vingt pas}'],
  details: [
    { mark: 'un petit soleil levant', markReal: 'le côté où le soleil s\'était levé ce matin', landmark: 'le vieux chêne fendu', reach: 'creusa la terre', _where: 'land' },
    { mark: 'un petit soleil levant', markReal: 'le côté où le soleil s\'était levé ce matin', landmark: 'le rocher en forme de chameau', reach: 'creusa le sable', _where: 'desert' },
    { mark: 'un petit soleil levant', markReal: 'le côté où le soleil s\'était levé ce matin', landmark: 'le sapin tordu', reach: 'creusa la neige', _where: 'snow' },
    { mark: 'une petite fenêtre', markReal: 'la grande fenêtre du couloir', landmark: 'la vieille horloge', reach: 'souleva une latte du plancher', _where: 'indoors' },
    { mark: 'un petit rayon de lumière', markReal: 'le côté où la lumière tombait de la surface', landmark: "l'ancre rouillée", reach: 'souleva le sable du fond', _where: 'water' },
    { mark: 'un petit soleil levant', markReal: 'le côté où le soleil s\'était levé ce matin', landmark: 'la tour penchée', reach: 'souleva une dalle du rempart', _where: 'air' },
    { mark: 'une petite planète bleue', markReal: 'le hublot où la Terre se levait', landmark: 'le grand réservoir', reach: 'dévissa une trappe du plancher', _where: 'space' },
  ],
  setup: [
    "{name} {?déplia|déroula} une vieille carte {?trouvée|découverte} {hiding}{+ : |}dans un coin, quelqu'un avait dessiné {mark}, et sous la croix, on lisait : « Vingt pas de géant. »",
    "{?Au fond d'une boîte|Coincée {hiding}}, {name} trouva une vieille carte{+ : |}{mark} dans un coin, une croix au milieu, et ces mots : « Vingt pas de géant. »",
  ],
  problem: [
    "{?La carte montrait|Sur la carte, on voyait|La carte traçait} un chemin en pointillés jusqu'{landmark:a}{+ : |}« {?Le trésor est là, à vingt pas|Vingt pas après, c'est le trésor|La croix est juste après}, dit {name}. {?Il suffit de suivre la carte|On n'a qu'à suivre les points|C'est facile}. »",
  ],
  attempt1: [
    "{duo:cap} {?suivirent les pointillés|suivirent le chemin dessiné|avancèrent en suivant la carte du doigt}{+, mais |Mais }{?au bout du chemin|à l'arrivée|une fois au bout}, {landmark} n'était {?nulle part|pas là}{+ : |}{?rien qui ressemblait au dessin|tout ressemblait à tout, et rien à la carte}.",
  ],
  attempt2: [
    "{mcShort:cap} {n:compta|comptèrent} vingt pas {?à voix haute|bien appliqué{n:|s}|un par un}{+, mais |Mais }{n:ses|leurs} enjambées n'avaient rien de celles d'un géant{+ : |}{?rien, pas le moindre coffre|pas de coffre, rien que de la poussière}.",
  ],
  helper: [
    "{?Une vieille exploratrice|Un vieil explorateur} passait, une boussole au cou{+ ; |}{name} lui demanda pourquoi la carte ne menait nulle part.{+ }« Et ce petit dessin, dans le coin de la carte, il regarde de quel côté ? »",
  ],
  turn: [
    "{name} {?regarda le dessin du coin de la carte|se souvint du dessin dans le coin}, {mark}, et se tourna vers {markReal}{+ : |}{il} fit pivoter la carte, et {?le dessin se retrouva tourné de ce côté-là|le petit dessin montra enfin le bon côté}.{+ }{?Aussitôt, {landmark} fut là, juste en face|Et voilà {landmark}, droit devant}.",
  ],
  resolution: [
    "Au pied {landmark:de}, {name} fit vingt bonds, les plus grands de sa vie{+ : |}un pas de géant ne se marchait pas, il se sautait.{+ }{il:cap} {reach} et trouva un petit coffre, {?fermé par un ruban|tout cabossé}.",
    "{name} se planta devant {landmark}, prit son élan et sauta vingt fois, {?aussi loin que possible|de toutes ses forces}{+ : |}là où {il} atterrit, {il} {reach}.{+ }Le coffre était là, {?tout petit|pas plus grand qu'une boîte à chaussures}.",
  ],
  ending: [
    "Dans le coffre, il y avait {?des billes de verre, une boussole et un mot|trois coquillages, un sifflet et un mot|une loupe, une plume et un mot}{+ : |}« {?Pour qui a su tenir la carte dans le bon sens|Bravo : tu as lu la carte dans le bon sens|À qui a su regarder le petit dessin}. »",
    "{name} rapporta le coffre {?à la maison|chez {g:lui|elle}} et accrocha la vieille carte au mur, {mark} bien en haut.",
  ],
  scenes: [
    "{mcShort:cap} {n:essaya|essayèrent} de lire la carte {?la tête en bas|en la tenant de travers}{+ : |}« {?Les pointillés font des nœuds|On dirait un plat de spaghettis} ! »",
    "{duo:cap} {?comptèrent|recomptèrent} les pointillés {?sur la carte|du bout du doigt}{+ : |}{?dix-neuf, vingt, et la croix|il y en avait vingt, jusqu'à la croix|vingt petits points, pas un de plus}.",
  ],
  talks: [
    "« {?Un pas de géant, c'est grand comment|Tu as déjà vu un géant marcher} ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Plus grand que les nôtres, en tout cas|Pas encore, mais ses pas doivent être immenses} », {?répondit|dit} {name}.",
  ],
};
