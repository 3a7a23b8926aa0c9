import { LAND, NOT_WATER, WATER, type WholePlot } from './whole-plot';

/**
 * The rainbow, second telling: paint does not hold on light, and the sun alone does not make colours.
 * The setup plants a drop (a dewdrop, a bubble) that throws a little rainbow on the child's hand; the
 * child's idea is to give the grey rainbow thousands of drops to shine through.
 */
export const RAINBOW_DROPS: WholePlot = {
  id: 'arc-en-ciel:gouttes',
  titles: ['Mille petites gouttes', '{name} et l\'arc-en-ciel tout gris', 'Une goutte sur la main'],
  setup: [
    { t: "{?Ce matin-là|Au réveil}, {name} {?remarqua|vit} une goutte de rosée {?sur une feuille|au bout d'un brin}{+ : |}quand le soleil passait au travers, elle {?posait|faisait} sur sa main une minuscule tache de couleurs.", needs: { medium: LAND, indoors: false } },
    { t: "{name} {?regardait|suivait} une bulle {?qui montait|toute ronde}{+ : |}quand la lumière passait au travers, elle {?posait|faisait} sur sa main une minuscule tache de couleurs.", needs: { medium: WATER } },
    { t: "{name} {?tenait|regardait} un verre d'eau {?près du hublot|dans la lumière}{+ : |}quand la lumière passait au travers, il {?posait|faisait} sur sa main une minuscule tache de couleurs.", needs: { medium: ['air', 'space'] } },
    { t: "{name} {?tenait|regardait} un verre d'eau {?près de la fenêtre|dans la lumière}{+ : |}quand la lumière passait au travers, il {?posait|faisait} sur sa main une minuscule tache de couleurs.", needs: { medium: LAND, indoors: true } },
  ],
  problem: [
    "{?Un peu plus tard|Puis}, {duo} levèrent les yeux{+ : |}l'arc-en-ciel était là, {?mais tout gris|gris comme la cendre|tout gris, sans couleurs}.{+ }« {?Mes couleurs sont parties|Je n'ai plus une seule couleur} », {?soupira|murmura} l'arc-en-ciel.",
    "{?Au-dessus d'{eux}|Tout là-haut}, l'arc-en-ciel {?avait perdu ses couleurs|était devenu tout gris}{+ : |}{?une grande arche grise|un pont couleur de poussière}, {?triste à voir|qui ne faisait plus sourire personne}.",
  ],
  attempt1: [
    { t: "{duo:cap} {?trouvèrent|apportèrent} des pots de peinture et {?peignirent|barbouillèrent} le bas de l'arc-en-ciel{+, mais |Mais }la peinture {?glissa|coula} au travers et {?tomba par terre|fit des taches par terre}{+ : |}{?un arc-en-ciel était fait de lumière|la lumière ne se laissait pas peindre|la lumière ne se peignait pas|aucun pinceau ne tenait sur la lumière}.", needs: { medium: NOT_WATER } },
    { t: "{duo:cap} {?essayèrent|voulurent} de le colorier avec {?de l'encre de seiche|des algues de toutes les couleurs}{+, mais |Mais }{?tout passait au travers|rien ne tenait dessus}{+ : |}{?un arc-en-ciel était fait de lumière|la lumière ne se laissait pas colorier}.", needs: { medium: WATER } },
  ],
  attempt2: [
    "{name} {?attendit|guetta} le moment où la lumière serait la plus forte, {?pour lui rendre ses couleurs|en pensant que ça suffirait}{+, mais |Mais }{?la lumière passait tout droit|la lumière le traversait|le soleil brillait fort}, et l'arc-en-ciel {?restait gris|ne changeait pas|demeurait tout gris}{+ : |}« {?Il me manque quelque chose|La lumière seule ne suffit pas}, {?dit|soupira} l'arc-en-ciel. {?Il me faut quelque chose de tout petit|Il me faut des milliers de choses toutes petites}. »",
  ],
  helper: [
    { t: "{?Un vieux jardinier|Une vieille jardinière} {?arrosait ses fleurs|remplissait son arrosoir} {?tout près|à côté}{+ ; |}{name} lui demanda d'où venaient les couleurs d'un arc-en-ciel.{+ }« Tu en as déjà vu, toi, des couleurs sortir de la lumière ? Où ça ? »", needs: { medium: LAND, indoors: false } },
  ],
  obstacle2: [
    "{duo:cap} passèrent un long moment à tout nettoyer{+, et |}pendant ce temps, le gris gagnait déjà les bords du ciel.",
  ],
  valueActs: {
    patience: ['{name} attendit sans bouger que la lumière passe juste derrière la goutte{+ : |}le bon moment, pas avant.'],
    partage: ['{name} tendit sa main à {mcShort}{+ : |}la petite tache de couleurs passa d\'une paume à l\'autre, une part de couleurs pour chacun.'],
    entraide: ['{name} apportait l\'eau, {mcShort} la {n:lançait|lançaient} en l\'air{+ : |}à deux, les gouttes montaient plus haut.'],
    amitie: ['{name} promit à l\'arc-en-ciel de revenir le voir après chaque pluie, ensemble avec {mcShort}.'],
    gentillesse: ['{name} consola l\'arc-en-ciel d\'un mot doux{+ : |}« Tes couleurs ne sont pas perdues, elles attendent. »'],
    'respect de la nature': ['{name} prit soin de ne puiser que l\'eau qu\'il fallait, et rendit le reste.'],
  },
  turn: [
    "{name} regarda sa main{+ : |}{?la goutte du matin|la petite tache de couleurs} {?lui revint en tête|lui revint}.{+ }« {?Il lui manque des gouttes|Il a besoin de gouttes} ! » {?Pour chaque couleur|Pour faire des couleurs}, il fallait {?une goutte, avec la lumière au travers|une goutte, et la lumière au travers}.",
    "« {?Tu te souviens de la goutte sur ma main|La petite tache de couleurs, ce matin} ? » dit {name}.{+ }« {?Une goutte, et la lumière au travers|Rien qu'une goutte, avec la lumière au travers|Une goutte, avec la lumière au travers, et voilà}. {?Il lui faut des gouttes, des milliers|Il lui faut beaucoup de gouttes|Des gouttes, il lui en faut plein le ciel}. »",
  ],
  resolution: [
    { t: "{duo:cap} {?remplirent|trouvèrent} {?tout ce qui pouvait tenir de l'eau|des seaux et des gobelets}{+, et |}{ils} {?arrosèrent l'air|firent voler des gouttes} {?de toutes leurs forces|à pleins bras}{+ : |}{?la lumière traversa les gouttes|le soleil passa au travers des gouttes|chaque goutte attrapa un peu de lumière}{+, et |}les couleurs revinrent, {?une à une|rouge, orange, jaune, puis toutes les autres}.{+ }L'arc-en-ciel {?retrouva ses couleurs|brilla de nouveau}.", needs: { medium: NOT_WATER } },
    { t: "{duo:cap} {?soufflèrent|firent monter} des milliers de bulles sous l'arc-en-ciel{+ : |}la lumière traversa les bulles{+, et |}les couleurs revinrent, {?une à une|rouge, orange, jaune, puis toutes les autres}.{+ }L'arc-en-ciel {?retrouva ses couleurs|brilla de nouveau}.", needs: { medium: WATER } },
  ],
  ending: [
    "{name} {?garda|conserva} la petite tache de couleurs {?sur sa main|au creux de sa main} jusqu'au soir{+ : |}{?un tout petit arc-en-ciel, rien qu'à {g:lui|elle}|la goutte du matin avait tout commencé}.",
    "L'arc-en-ciel resta {?là|au-dessus d'{eux}} {?jusqu'au soir|longtemps}, {?avec ses sept couleurs|plus vif que jamais}{+, et |}{name} {?compta|nomma} chaque couleur, {?l'une après l'autre|sans en oublier une}.",
  ],
  scenes: [
    "{name} {?compta|chercha} les couleurs sur sa main{+ : |}{?rouge, orange, jaune, vert, bleu|un peu de rouge, un peu de bleu}, {?toutes petites|minuscules}, {?mais toutes là|et pas une de plus}.",
    "{mcShort:cap} {n:voulut|voulurent} {?gratter|toucher} le gris de l'arc-en-ciel{+ : |}{?on passait au travers, comme dans de la brume|on ne pouvait pas le toucher}.",
    "{?Tout autour|Partout}, {?les choses étaient ternes|tout avait pâli}{+ : |}{?même les couleurs du matin avaient pâli|tout avait l'air fatigué}.",
    "{name} {?souffla|posa un doigt} sur la petite tache de couleurs{+ : |}{?elle tremblait, mais restait là|elle ne partait pas}, {?bien au chaud sur sa peau|comme une promesse}.",
    "{duo:cap} {?firent le tour de|passèrent sous} l'arche grise{+ : |}{?pas une tache de couleur nulle part|du gris, rien que du gris}, {?d'un bout à l'autre|du haut jusqu'en bas}.",
    "{mcShort:cap} {n:demanda|demandèrent} à l'arc-en-ciel ce qu'il avait vu {?en dernier|avant de tout perdre}{+ : |}« {?Du soleil, rien que du soleil|Un grand ciel tout bleu, sans un nuage|Le soleil, et puis plus rien} », {?dit-il|répondit-il}.",
  ],
  talks: [
    "« Où sont parties tes couleurs ? » demanda {name}.{+ }« {?Je ne sais pas|Elles étaient là hier|Je me suis réveillé sans elles}, {?dit|soupira} l'arc-en-ciel. {?Je les sens tout près, mais elles ne viennent pas|Elles sont tout près, mais elles ne viennent pas}. »",
    "« {?Et si on ne les retrouvait jamais|Et s'il restait gris pour toujours} ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Des couleurs, ça ne disparaît pas|Des couleurs, ça ne se perd pas|Les couleurs ne s'envolent pas}, {?dit|répondit} {name}. {?Il faut juste trouver d'où elles viennent|Il faut trouver ce qui les fait}. »",
  ],
};
