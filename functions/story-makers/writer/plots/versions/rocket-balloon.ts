import type { WholePlot } from './whole-plot';

/**
 * The trip to the Moon, fourth telling (editor's read 38: « ce jour-là, l'enfant avait construit sa fusée »,
 * the rocket never built): the rocket is built from what the place has, stands but cannot leave the ground,
 * and a push of the companion only makes it hop. What escaped whooshing in the setup (a balloon badly tied,
 * a balloon) shows what pushes a rocket up: air let out downwards. Each detail is one world.
 */
export const ROCKET_BALLOON: WholePlot = {
  id: 'voyage-lune:ballon',
  titles: ['La fusée qui soufflait', '{name} et la fusée {?de fortune|faite main}', 'Pfffuit, jusqu\'à la Lune'],
  details: [
    { body: 'un vieux tonneau', nose: 'un entonnoir', escaper: 'un ballon mal noué', escaped: "s'échappa des mains d'un enfant et fila en sifflant, tout droit, pfffuit", blown: 'un ballon énorme', _where: 'land' },
    { body: 'une grande jarre', nose: 'un chapeau pointu', escaper: 'un ballon mal noué', escaped: "s'échappa et fila en sifflant au-dessus des dunes, pfffuit", blown: 'un ballon énorme', _where: 'desert' },
    { body: 'une luge dressée debout', nose: 'un cône de glace', escaper: 'un ballon mal noué', escaped: "s'échappa et fila en sifflant au-dessus des sapins, pfffuit", blown: 'un ballon énorme', _where: 'snow' },
    { body: 'un grand carton à jouets', nose: 'un cornet de papier', escaper: 'un ballon mal noué', escaped: "s'échappa et fila en sifflant jusqu'au plafond, pfffuit", blown: 'un ballon énorme', _where: 'indoors' },
    { body: 'une grande coquille vide', nose: 'un coquillage pointu', escaper: 'un ballon mal noué', escaped: "s'échappa d'un vieux coffre et fila en tournoyant vers la surface, bloup", blown: 'un ballon énorme', _where: 'water' },
    { body: 'une vieille tourelle de bois', nose: 'une girouette', escaper: 'un ballon mal noué', escaped: "s'échappa et fila en sifflant par-dessus les nuages, pfffuit", blown: 'un ballon énorme', _where: 'air' },
    { body: 'une capsule de secours', nose: 'une antenne pliée', escaper: 'un ballon mal noué', escaped: "s'échappa et fila en sifflant d'un bout à l'autre du couloir, pfffuit", blown: 'un ballon énorme', _where: 'space' },
  ],
  setup: [
    "{?Ce matin-là|Au début de la journée}, {name} vit {escaper} qui {escaped}{+, et |}{name} resta le nez en l'air {?un long moment|longtemps}.",
  ],
  problem: [
    "« Je veux aller dire bonjour à la Lune, dit {name}. Il me faut une fusée. »{+ }{duo:cap} construisirent la fusée avec {body}, {nose} {?pour le nez|tout en haut} et deux planches pour les ailes.",
    "Pour saluer la Lune, il fallait une fusée{+ : |}{duo} prirent {body} et y ajoutèrent {nose} en guise de nez{+ ; |}{?jusqu'au soir|toute la journée}, {ils} assemblèrent la fusée pièce par pièce.",
  ],
  attempt1: [
    "La fusée était {?magnifique|superbe}{+, mais |Mais }quand {name} {?compta|annonça} « trois, deux, un, partez », elle resta {?plantée là|collée au sol}{+ : |}{?rien ne la faisait monter|elle ne décolla pas d'un pouce|elle ne bougea pas}.",
  ],
  attempt2: [
    "{mcShort:cap} {n:poussa|poussèrent} la fusée {?de toutes {n:ses|leurs} forces|d'un grand coup} {?par en dessous|vers le haut}{+ : |}elle fit un petit bond, {?retomba sur le côté|et retomba aussitôt}, et {nose} roula par terre.",
  ],
  helper: [
    "{?Une vieille astronome|Un vieil astronome} qui passait {?vit la fusée couchée|ramassa {nose}}{+ ; |}{name} lui demanda ce qui faisait monter une fusée.{+ }« Tu as déjà vu quelque chose filer tout seul vers le haut ? Qu'est-ce qui le poussait ? »",
  ],
  turn: [
    "{name} repensa {?au ballon mal noué|au départ du ballon mal noué}{+ : |}personne n'avait rien poussé, et pourtant, {?quel départ|quelle vitesse} !{+ }{?ce n'était pas le ballon qui poussait, c'était ce qui sortait par en dessous|ce qui sortait par en dessous le poussait vers le haut}.{+ }{il:cap} attacha {blown} sous la fusée, l'ouverture tournée vers le sol, et le tint bien serré.",
  ],
  resolution: [
    "{?Trois, deux, un|Un, deux, trois}{+ : |}{name} lâcha, et pfffuit, la fusée fila {?tout droit|droit devant} vers les étoiles, avec {duo} à bord.{+ }{?La Lune les vit arriver et leur fit un grand sourire|La Lune, toute ronde, les regarda approcher en souriant|La Lune s'illumina en les voyant arriver}{+ : |}« Bonjour, la Lune ! » {?cria|lança} {name}.",
  ],
  ending: [
    "{name} rentra {?en planant|tout doucement}, {?la fusée vide de son souffle|le ballon tout dégonflé}, et posa {nose} sur l'étagère de sa chambre.",
    "Depuis, la fusée attendait {?dans un coin|près de la porte}{+ : |}il suffirait d'un nouveau souffle {?pour retourner là-haut|pour une autre visite}.",
  ],
  scenes: [
    "{name} {?peignit|décora} la fusée {?d'étoiles jaunes|de ronds et de flèches}{+ : |}sur le côté, {il} écrivit en grand le nom de la fusée.",
    "{name} {?essaya|testa} les ailes en les secouant{+ : |}{?une planche tenait, l'autre pendait un peu|l'une pendait un peu, alors {il} la refixa}.",
  ],
  talks: [
    "« La Lune, elle nous attend ? » {n:demanda|demandèrent} {mcShort}.{+ }« Elle ne le sait pas encore, {?répondit|dit} {name}. Ce sera une surprise. »",
  ],
};
