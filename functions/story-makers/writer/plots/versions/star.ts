import { AIR, LAND, NOT_WATER, SPACE, WATER, type WholePlot } from './whole-plot';

/**
 * The fallen star, second telling: found at once, it cannot go back because it no longer knows which of
 * the lights up there is its home. The setup plants the three stars in a line with a small one at the
 * end; the gap left at the end of that line is the star's place.
 */
export const STAR_PLACE: WholePlot = {
  id: 'etoile-tombee:place',
  titles: ['La place au bout de la ligne', '{name} et l\'étoile qui avait oublié', 'Où est ta place, petite étoile ?'],
  setup: [
    { t: "{name} et {mcShort} regardaient les premières étoiles{+ : |}{name} {?montra|aimait} {?trois étoiles bien alignées|trois étoiles en ligne}, {?et une toute petite au bout|avec une toute petite au bout}, comme un point à la fin d'une phrase.", needs: { medium: NOT_WATER } },
    { t: "{name} et {mcShort} remontèrent près de la surface pour regarder les étoiles{+ : |}{name} {?montra|aimait} trois étoiles en ligne, avec une toute petite au bout, comme un point à la fin d'une phrase.", needs: { medium: WATER } },
  ],
  problem: [
    "{?Soudain|Tout à coup}, une petite lumière {?glissa|dégringola} de là-haut et tomba {hiding}{+ : |}{duo} {?coururent|filèrent} voir.{+ }C'était une étoile, toute pâle{+ : |}« {?Je suis tombée|Je suis tombée de là-haut}, et je ne sais plus où est ma place », {?dit-elle|souffla-t-elle}.",
    "Une étoile tomba {hiding}, {?sans un bruit|tout doucement}{+ : |}{name} la trouva {?tout de suite|en un instant}.{+ }{?Elle clignait, perdue|Elle tremblait de lumière} : « Là-haut, elles se ressemblent toutes. {?Laquelle est ma place|Où est ma place} ? »",
  ],
  attempt1: [
    "{name} {?tendit|leva} l'étoile {?à bout de bras|le plus haut possible}{+, mais |Mais }elle {?retomba aussitôt|redescendit tout de suite}{+ : |}« Je ne peux pas monter {?sans savoir où aller|si je ne sais pas où je vais}, {?dit-elle|soupira-t-elle}. {?Il me faut ma place|Sans ma place, je n'ai pas d'élan}. »",
    "{mcShort:cap} {n:proposa|proposèrent} de la lancer {?bien fort|très haut}{+, mais |Mais }l'étoile {?secoua ses pointes|refusa}{+ : |}« {?Lancée au hasard|Sans savoir où}, je me perdrais encore plus. »",
  ],
  attempt2: [
    "{duo:cap} {?montrèrent|cherchèrent} là-haut le coin le plus vide{+, mais |Mais }{?une autre étoile|une voisine} {?s'y alluma|y brillait déjà}{+ : |}« Ce n'est pas chez moi, {?dit|chuchota} la petite étoile. {?Chez moi, j'étais au bout de quelque chose|J'étais tout au bout de quelque chose}. »",
  ],
  helper: [
    { t: "Une vieille chouette {?les regardait|tourna la tête} {?depuis sa branche|du haut de son perchoir}{+ ; |}{name} lui demanda comment on retrouve la place d'une étoile.{+ }« {?Tu l'as vue tomber|Tu as vu d'où elle tombait} ? » {?demanda-t-elle|hulula-t-elle}. « Qu'y avait-il à côté d'elle, avant ? »", needs: { medium: LAND } },
    { t: "Un vieux poisson-lune {?passa tout près|s'approcha}{+ ; |}{name} lui demanda comment on retrouve la place d'une étoile.{+ }« Qu'y avait-il à côté d'elle, avant ? » {?demanda-t-il|fit-il en faisant des bulles}.", needs: { medium: WATER } },
    { t: "Un {?grand oiseau de nuit|vieil oiseau} se posa {?tout près|à côté d'{eux}}{+ ; |}{name} lui demanda comment on retrouve la place d'une étoile.{+ }« Qu'y avait-il à côté d'elle, avant ? » {?demanda-t-il|siffla-t-il}.", needs: { medium: AIR } },
    { t: "Un vieux robot {?des étoiles|de la station} {?clignota|s'approcha}{+ ; |}{name} lui demanda comment on retrouve la place d'une étoile.{+ }« Qu'y avait-il à côté d'elle, avant ? » bipa-t-il.", needs: { medium: SPACE } },
  ],
  turn: [
    "{name} repensa {?aux trois étoiles en ligne|à ses trois étoiles alignées}{+ : |}{?il y avait une toute petite au bout|au bout, il y en avait une toute petite}.{+ }{il:cap} leva les yeux{+ : |}les trois étaient là, mais plus de point au bout.{+ }« {?Là|C'est là} ! Au bout de la ligne ! »",
    "« Tu étais le petit point au bout ! » {?s'écria|dit} {name}.{+ }{il:cap} montra les trois étoiles en ligne, et, juste après, {?la place vide|le petit coin noir où il manquait quelque chose}.",
  ],
  resolution: [
    "L'étoile {?vit|reconnut} sa place{+ : |}{?d'un coup, elle se mit à briller|elle brilla d'un coup}, {?et s'envola|puis s'envola} tout droit.{+ }La petite étoile reprit sa place au bout des trois autres{+, et |}la ligne {?fut complète|était finie}, comme une phrase avec son point.",
    "{?D'un bond|D'un seul élan}, l'étoile remonta{+ : |}{?maintenant qu'elle savait où aller, plus rien ne la retenait|elle savait enfin où aller}.{+ }Elle reprit sa place, toute petite, au bout des trois étoiles en ligne.",
  ],
  ending: [
    "Depuis, {name} {?regarde|cherche} chaque soir les trois étoiles en ligne{+ : |}{?le petit point est toujours au bout|au bout, la petite étoile cligne de l'œil}.",
    "{name} {?dessina|traça} la ligne de trois étoiles {?sur son cahier|sur un papier}, avec le point au bout{+ : |}pour ne jamais l'oublier.",
  ],
  scenes: [
    "{name} {?compta|nomma} les étoiles {?qu'{il} connaissait|les plus brillantes}{+ : |}{?la grosse, la rouge, celles en carré|une grosse, une rougeâtre, quatre en carré}, {?mais laquelle avait perdu sa voisine|sans trouver le trou}.",
    "L'étoile {?tremblait|pâlissait} un peu {?dans les mains de {name}|au creux des mains de {name}}{+ : |}{?loin de sa place, sa lumière baissait|{?elle avait froid|elle avait le mal du pays}, loin de là-haut}.",
    "{mcShort:cap} {n:montra|montrèrent} {?un coin|un trou} entre deux étoiles{+ : |}{?trop grand, dit l'étoile|trop rond, dit l'étoile|pas là, dit l'étoile}.",
    "{name} {?réchauffa|tint} l'étoile {?dans ses mains|contre {g:lui|elle}}{+ : |}{?sa lumière revint un peu|elle brilla un peu plus fort}, {?mais elle ne savait toujours pas où aller|sans savoir où aller pour autant}.",
    "{duo:cap} {?levèrent le nez|regardèrent là-haut} {?longtemps|un long moment}{+ : |}{?des centaines de lumières, toutes pareilles|tant d'étoiles, et toutes se ressemblaient}.",
    "L'étoile {?raconta|se souvint} de {?ses voisines|là-haut}{+ : |}« {?Trois grandes, et moi au bout|J'étais la plus petite, au bout de quelque chose} », {?dit-elle|souffla-t-elle}, {?sans être sûre|un peu perdue}.",
  ],
  talks: [
    "« Tu te souviens de tes voisines ? » demanda {name}.{+ }« {?Trois grandes, je crois|J'étais à côté de trois grandes}, dit l'étoile. {?Mais elles sont partout, les grandes|Mais des grandes, il y en a tant}. »",
    "« {?Et si elle ne retrouvait jamais sa place|Et si sa place était prise} ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Une place d'étoile, personne ne la prend|Une étoile, on l'attend toujours}, dit {name}. {?Il faut juste la reconnaître|Il faut juste savoir la voir}. »",
  ],
};
