import { NOT_WATER, WATER, type WholePlot } from './whole-plot';

/**
 * The rainbow, third telling: every colour came back but the green, and a green from elsewhere does not
 * hold on light (leaves carried up fall, paint runs off). The setup plants yellow and blue meeting and
 * turning green; the child's idea is to bring the rainbow's own yellow and blue together where the
 * green stripe should be.
 */
export const RAINBOW_GREEN: WholePlot = {
  id: 'arc-en-ciel:vert',
  titles: ['Le vert qui manquait', '{name} et la bande vide', 'Un peu de jaune, un peu de bleu'],
  setup: [
    { t: "{?Ce matin-là|Un peu plus tôt}, {name} peignait{+ : |}{?un trait jaune avait coulé dans le bleu|son pinceau jaune avait touché le bleu}, et, juste là, {?c'était devenu vert|une tache verte était apparue}.", needs: { medium: NOT_WATER } },
    { t: "{?Ce matin-là|Un peu plus tôt}, {name} avait regardé un poisson jaune passer devant une algue bleue{+ : |}là où ils se croisaient, on aurait dit du vert.", needs: { medium: WATER } },
  ],
  problem: [
    "Un arc-en-ciel {?se leva|apparut}, mais {?entre le jaune et le bleu, sa bande verte était toute grise|il lui manquait une couleur : là où aurait dû briller le vert, il n'y avait qu'un ruban gris}.{+ }« {?J'ai perdu mon vert|Mon vert s'est perdu|Où est passé mon vert}, {?soupira|souffla|gémit} l'arc-en-ciel. {?Sans lui, je ne tiens pas jusqu'au soir|Sans lui, je vais m'effacer avant le soir|Sans mon vert, je vais disparaître|Il me faut mon vert pour briller}. »",
  ],
  attempt1: [
    "{duo:cap} {?rassemblèrent|cherchèrent} tout ce qu'il y avait de vert {?autour d'eux|à la ronde}{+, mais |Mais }{?lancé|tendu} vers l'arc-en-ciel, {?tout retombait|rien ne restait accroché}{+ : |}« {?Ce vert-là est fait de choses|Ce vert-là, on peut le toucher}, dit l'arc-en-ciel. {?Moi, je suis fait de lumière|Moi, on ne peut que me regarder|Moi, je suis fait de lumière pure}. »",
  ],
  attempt2: [
    "{mcShort:cap} {n:voulut|voulurent} peindre la bande vide {?au pinceau|avec un seau de vert}{+, mais |Mais }la peinture {?traversa la lumière|passa au travers sans s'y accrocher} et {?retomba en gouttes vertes|éclaboussa tout le monde}{+ : |}{?et la bande restait grise|la bande, elle, n'avait pas changé}.",
  ],
  helper: [
    "{?Une vieille peintre|Un vieux peintre} {?nettoyait ses pinceaux|rangeait ses couleurs} {?tout près|non loin}{+ ; |}{name} lui demanda où trouver du vert de lumière.{+ }« {?Le vert, d'où vient-il, sur ta palette|Sur ta palette, le vert, d'où vient-il} ? »",
  ],
  obstacle2: [
    "Chaque {?lancer raté|essai manqué} avait fait {?trembler|frissonner} l'arc-en-ciel{+ : |}son jaune et son bleu s'étaient {?écartés|éloignés} {?un peu plus|d'un cran}, et la bande grise {?s'élargissait|grandissait}.",
  ],
  valueActs: {
    patience: ['{name} rapprocha le jaune et le bleu tout doucement, un fil après l\'autre, sans rien presser.'],
    entraide: ['{name} poussait le jaune, {mcShort} {n:poussait|poussaient} le bleu{+ : |}ensemble, chacun d\'un côté, ils se rejoignirent au milieu.'],
    gentillesse: ['{name} parla tout doucement à l\'arc-en-ciel, pour qu\'il ose rapprocher ses couleurs.'],
    amitie: ['{name} prit la main de {mcShort}, comme le jaune allait prendre celle du bleu.'],
    tolerance: ['« Le vert, c\'est deux couleurs qui ne se ressemblent pas », dit {name}{+ : |}chacune différente, et ensemble, plus belles.'],
  },
  turn: [
    "{name} repensa {?au jaune qui avait touché le bleu|à ce qui s'était passé le matin}{+ : |}{?juste là, c'était devenu vert|le vert était né du jaune et du bleu|du jaune contre du bleu, ça faisait du vert}.{+ }« {?Ton jaune et ton bleu|Ton vert n'est pas perdu, il est caché|Ton vert est là, entre tes couleurs}, {?dit|lança} {name} à l'arc-en-ciel. {?Rapproche-les, jusqu'à ce qu'ils se touchent|Serre ton jaune contre ton bleu|Serre ton jaune tout contre ton bleu} ! »",
  ],
  resolution: [
    "L'arc-en-ciel {?serra ses bandes|rapprocha ses couleurs} {?tout doucement|un peu}{+ : |}{?là où le jaune touchait le bleu, un fil vert s'alluma, puis s'élargit|un mince trait vert brilla entre elles, et grandit}.{+ }{?Rouge, orange, jaune, vert, bleu, indigo, violet|Sept bandes, sans un trou|Plus une seule bande grise}{+ : |}{?l'arc-en-ciel avait retrouvé toutes ses couleurs|l'arc-en-ciel avait retrouvé ses sept couleurs|l'arc-en-ciel brillait de nouveau, entier}.",
  ],
  ending: [
    "{name} garda {?sur sa palette|dans sa boîte} {?un peu de jaune et un peu de bleu, côte à côte|un pot jaune et un pot bleu, bien serrés}{+ : |}{?de quoi refaire du vert, au cas où|si un vert se perdait encore, {il} saurait quoi faire}.",
  ],
  scenes: [
    "{name} compta les bandes de l'arc-en-ciel {?sur ses doigts|une à une}{+ : |}{?six couleurs et un trou|six, pas sept}{+ ; |}{?le trou était juste entre le jaune et le bleu|le jaune et le bleu se tournaient le dos}.",
    "{mcShort:cap} {n:montra|montrèrent} {?un ruban, une pomme verte, un bouton|un bouton vert, un bout de ficelle verte|une bille verte et un ruban}{+ : |}{?tous verts, mais aucun ne brillait|du vert, oui, mais un vert éteint}.",
  ],
  talks: [
    "« {?Il faut vraiment un vert tout neuf|On n'en trouvera jamais, du vert de lumière} ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Peut-être pas|Attends}, dit {name}. {?Peut-être qu'il est déjà là, caché dans les autres|Et s'il se cachait dans les autres couleurs}. »",
  ],
};
