import { AIR, LAND, SPACE, WATER, type WholePlot } from './whole-plot';

/**
 * The lost little animal's third telling: it hid when its family passed by, and a stranger's loud call
 * only frightens a little family more. The setup plants the children's own game (three claps answered by
 * three); the child's idea is the family's own signal, which only they answer.
 */
export const LOST_SIGNAL: WholePlot = {
  id: 'ami-perdu:signal',
  titles: ['Le signal de {babyShort}', '{name} et le petit appel', 'Trois petits coups'],
  setup: [
    "{name} et {mcShort} {?jouaient à leur jeu secret|avaient inventé un jeu}{+ : |}quand l'un ne voyait plus l'autre, il tapait trois fois dans les mains, et l'autre répondait par trois.",
    "{duo:cap} {?jouaient|s'amusaient} {locShort} avec {?leur signal secret|leur code secret}{+ : |}trois petits coups dans les mains voulaient dire « je suis là », et trois autres répondaient « moi aussi ».",
  ],
  problem: [
    "{hiding:cap}, {duo} trouvèrent {baby}, {?tout tremblant{o:|e}|roulé{o:|e} en boule}{+ : |}{o:il|elle} s'était perdu{o:|e}.{+ }« {?Ma famille est passée tout près|Les miens sont passés juste là}, {?pleura|souffla} {babyShort}, mais j'avais peur, je me suis caché{o:|e}, et {?personne ne m'a vu{o:|e}|on ne m'a pas vu{o:|e}}. »",
    "{baby:cap} {?se cachait|grelottait} {hiding}{+ : |}{o:il|elle} s'était perdu{o:|e}.{+ }{?Un bruit l'avait effrayé{o:|e}|Un rien l'avait fait sursauter}, {o:il|elle} s'était caché{o:|e} {?sans voir passer|et n'avait pas vu passer} {family}.",
  ],
  attempt1: [
    "{duo:cap} voulurent {?courir|filer} {?du côté où la famille était partie|vers là où la famille était allée}{+, mais |Mais }{babyShort} {?n'allait pas bien vite|ne pouvait pas suivre}{+ : |}{?au bout de dix pas, {o:il|elle} s'arrêta, épuisé{o:|e}|{o:il|elle} resta loin derrière, et il fallut revenir}.",
    "{name} voulut {?porter|emporter} {babyShort} pour {?chercher plus vite|aller plus loin}{+, mais |Mais }{babyShort} {?se débattit|gigota tant qu'il fallut {o:le|la} reposer}{+ : |}« {?Je ne te connais pas|On ne me porte pas, moi} ! »",
  ],
  attempt2: [
    "{?Alors|Ensuite}, {name} appela {?de toutes ses forces|à pleine voix} : « {?Ohé|Hou hou}, la famille {babyShort:de} ! »{+, mais |Mais }{babyShort} {?se cacha de nouveau|replongea dans sa cachette}{+ : |}« {?Chut|Pas si fort} ! {?Une grosse voix qu'on ne connaît pas, ça fait fuir ma famille|Une voix qu'on ne connaît pas, ma famille s'en sauve|Chez nous, les voix inconnues, c'est un danger}. {?Elle se cache|Elle se cachera}, comme moi. »",
    "{mcShort:cap} {n:cria|crièrent} : « {?On a trouvé votre petit|Votre petit est ici} ! »{+, mais |Mais }{?rien ne bougea|personne ne vint}{+ : |}« Ma famille ne répond pas aux voix inconnues, {?souffla|expliqua} {babyShort}. {?Elle a peur, comme moi|On nous l'a appris}. »",
  ],
  helper: [
    { t: "{?Un vieux hérisson|Un vieux corbeau} {?passait par là|les regardait faire}{+ ; |}{name} lui demanda comment une petite famille se retrouve.{+ }« Et les siens, {?comment l'appellent-ils|comment se parlent-ils}, d'habitude ? »", needs: { medium: LAND } },
    { t: "{?Un vieux crabe|Un vieux mérou} {?sortit de son trou|passait lentement}{+ ; |}{name} lui demanda comment une petite famille se retrouve.{+ }« Et les siens, {?comment l'appellent-ils|comment se parlent-ils}, d'habitude ? »", needs: { medium: WATER } },
    { t: "Un {?vieil oiseau|grand oiseau gris} se posa tout près{+ ; |}{name} lui demanda comment une petite famille se retrouve.{+ }« Et les siens, {?comment l'appellent-ils|comment se parlent-ils}, d'habitude ? »", needs: { medium: AIR } },
    { t: "Un vieux robot {?de la station|de garde} {?clignota|s'approcha}{+ ; |}{name} lui demanda comment une petite famille se retrouve.{+ }« Et les siens, {?comment l'appellent-ils|comment se parlent-ils}, d'habitude ? »", needs: { medium: SPACE } },
  ],
  turn: [
    "{name} {?repensa à leur jeu|pensa à leurs trois petits coups}{+ : |}{?trois coups, et l'autre répond|un signal, et sa réponse|chacun son appel, et sa réponse}.{+ }« {?Chez toi, comment on dit « je suis là »|Ta famille, elle a un signal, elle aussi} ? » demanda-t-{il}. {babyShort:cap} {?fit|montra} deux petits cris, un court, un long.",
    "« {?Et si tu faisais votre signal à vous|Tu as un signal, toi aussi}, comme nos trois petits coups ? » {?demanda|proposa} {name}.{+ }{babyShort:cap} {?hésita, puis lança|lança, tout bas d'abord,} deux petits cris, un court, un long{+ : |}le signal de sa famille.",
  ],
  resolution: [
    "{?Au loin|Tout près, derrière}, deux petits cris répondirent, un court, un long{+ : |}{family} {came}, {?tout droit|sans hésiter}.{+ }{babyShort:cap} {?se jeta dans|se blottit dans} {arms}.",
    "{?Il y eut un silence|Rien, d'abord}{+, puis |Puis }{?la réponse vint|on entendit la réponse} : un court, un long.{+ }{family:cap} {came}{+, et |}{babyShort} se jeta dans {arms}.",
  ],
  ending: [
    "{babyShort:cap} repartit avec les siens{+, et |}{?de loin|juste avant de disparaître}, on entendit encore deux petits cris, un court, un long.",
    "{?Avant de partir|En partant}, {babyShort} apprit son signal à {name}{+ : |}{name} lui apprit les trois petits coups, {?en échange|pour la prochaine fois}.",
  ],
  scenes: [
    "{mcShort:cap} {n:fit|firent} un {?petit nid|coin douillet} {shelter} pour {babyShort}{+ : |}{?au chaud, {o:il|elle} tremblait moins|{o:il|elle} arrêta de trembler}.",
    "{name} {?tapa|frappa} trois fois dans ses mains, pour montrer leur jeu{+ : |}{mcShort} {n:répondit|répondirent} par trois{+, et |}{babyShort} {?pencha la tête|ouvrit de grands yeux}, {?intrigué{o:|e}|très intéressé{o:|e}}.",
    "{babyShort:cap} raconta {?sa journée|comment {o:il|elle} s'était perdu{o:|e}}{+ : |}{?un bruit, une cachette, et quand {o:il|elle} était ressorti{o:|e}, plus personne|{o:il|elle} avait eu peur d'un rien, et s'était caché{o:|e} trop bien}.",
    "{babyShort:cap} {?regardait partout|sursautait} au moindre bruit{+ : |}{?une ombre qui passait|un rien}, et {o:il|elle} {?rentrait la tête|se faisait tout{o:|e} petit{o:|e}}.",
    "{name} {?partagea|offrit} un bout de {?biscuit|goûter} avec {babyShort}{+ : |}{?{o:il|elle} le grignota|{o:il|elle} le prit} du bout {?des lèvres|du museau}, {?sans cesser de trembler|un peu moins inquiet{o:|e}}.",
    "{duo:cap} {?firent|refirent} leur jeu, pour rire{+ : |}{?trois petits coups, et trois autres en réponse|trois coups d'un côté, trois de l'autre|trois tapes dans les mains, puis trois en écho}{+, et |}{babyShort} {?les regarda, très sérieux|écouta sans bouger}, la tête {?penchée|de côté}.",
    "« {?Ta famille, elle est comment|Ils sont comment, les tiens} ? » demanda {name}.{+ }« {?Grands, et très prudents|Gentils, mais très peureux}, dit {babyShort}. {?Ils se cachent de tout ce qu'ils ne connaissent pas|Ils n'aiment pas les inconnus|Ils se méfient de tout le monde}. »",
  ],
  talks: [
    "« Pourquoi tu t'es caché{o:|e} ? » demanda {name}.{+ }« {?Quand on a peur, on se cache|Chez nous, on se cache quand on a peur}, dit {babyShort}. {?C'est ce qu'on m'a appris|Même de sa famille, parfois|Et après, on ne sait plus où sont les autres}. »",
    "« Et s'ils étaient déjà loin ? » {n:{?demanda|chuchota}|{?demandèrent|chuchotèrent}} {mcShort}.{+ }« {?Une famille ne part jamais loin sans son petit|Ils cherchent, eux aussi, tout près}, dit {name}. {?Il faut juste qu'ils nous entendent|Il faut juste le bon signal|Il faut seulement qu'ils reconnaissent son appel}. »",
  ],
};
