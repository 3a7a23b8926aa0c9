import type { Plot } from '../plot';
import { PRESET_VERSIONS } from '../preset-versions';
import { HAS_IDEA } from '../wordings';

export const amiPerdu: Plot = {
  id: 'ami-perdu',
  versions: PRESET_VERSIONS['ami-perdu'],
  lights: { opening: 'day', problem: 'day', resolution: 'dusk' },
  problemPose: 'searching',
  props: { opening: ['footprints'], problem: ['lost-animal'], resolution: ['animal-family', 'lost-animal'] },
  captions: {
    opening: '{child} et {companion} se promènent ensemble.',
    problem: '{child} et {companion} consolent un petit animal perdu.',
    resolution: 'Le petit animal retrouve sa famille devant {child} et {companion}.',
  },
  details: [
    // came/arms: the family's verb and arms agree with its number ("sa mère accourut", "ses parents accoururent").
    { baby: 'un petit faon', babyShort: 'le faon', family: 'sa mère la biche', home: 'la clairière', came: 'accourut', arms: 'ses bras', _o: 'm' },
    { baby: 'un petit renard', babyShort: 'le renardeau', family: 'sa maman renarde', home: 'le terrier', came: 'accourut', arms: 'ses bras', _o: 'm' },
    { baby: 'une petite chouette', babyShort: 'la petite chouette', family: 'ses parents', home: 'le nid', came: 'accoururent', arms: 'leurs bras', _o: 'f' },
    { baby: 'un bébé tortue', babyShort: 'le bébé tortue', family: 'ses frères et sœurs', home: 'la grande mare', came: 'accoururent', arms: 'leurs bras', _o: 'm' },
    { baby: 'une petite souris', babyShort: 'la petite souris', family: 'toute sa famille', home: 'le trou sous la racine', came: 'accourut', arms: 'ses bras', _o: 'f' },
    // Under the sea and in space, a little one of those places (the writer picks a detail that fits the world).
    { baby: 'un bébé phoque', babyShort: 'le bébé phoque', family: 'sa maman phoque', home: 'le grand rocher', came: 'accourut', arms: 'ses nageoires', _o: 'm', _medium: 'water' },
    { baby: 'un petit hippocampe', babyShort: "l'hippocampe", family: 'ses parents', home: 'la forêt d\'algues', came: 'accoururent', arms: 'leurs nageoires', _o: 'm', _medium: 'water' },
    { baby: 'un petit robot', babyShort: 'le petit robot', family: 'sa maman robot', home: 'la base lunaire', came: 'accourut', arms: 'ses bras de métal', _o: 'm', _medium: 'space' },
  ],
  titles: ['{name} et l\'ami égaré', 'Le petit perdu {locShort}', 'Où est ta maman ?', '{babyShort:cap} qui avait perdu son chemin'],
  setup: [
    "{name} et {mcShort} se promenaient {locShort}{+, et |}{?tout était tranquille|rien ne bougeait autour {eux:de}|la journée s'annonçait douce}.",
    "{?Tout était calme|Tout était tranquille|Le calme régnait|Tout était paisible} {locShort}{+ : |}{duo} {?cherchaient des cailloux brillants|jouaient à se cacher|comptaient les nuages qui passaient|ramassaient des trésors minuscules}.",
  ],
  problem: [
    "{?Soudain|Tout à coup|À cet instant}, {duo} entendirent {?de petits pleurs|un tout petit sanglot|des reniflements}.{+ }{hiding:cap}, {baby} s'était perdu{o:|e}{+ : |}{o:il|elle} {?tremblait de tout son corps|grelottait de peur|n'osait plus bouger}.{+ }« Je ne retrouve plus ma famille », {?renifla-t-|sanglota-t-|gémit-}{o:il|elle}.",
    "{baby:cap}, qui s'était égaré{o:|e} loin de {family}, {?tremblait|attendait|pleurait}, {hiding}, tout{o:|e} seul{o:|e} et tout{o:|e} {?triste|perdu{o:|e}|petit{o:|e}}.{+ }{o:Il|Elle} ne savait plus où était {home}.",
    "{?Derrière un rocher|Tout près d'eux|Un peu plus loin}, {baby} pleurait à chaudes larmes{+ : |}{o:il|elle} avait perdu {family} et ne retrouvait plus le chemin de {home}.",
  ],
  attempt1: [
    "{name} voulut partir tout droit{+, mais |Mais }{babyShort} ne reconnaissait rien {?de ce côté|par ici|dans cette direction}.{+ }« {?Ce n'est pas par là|Pas par ici|Je ne connais pas ce chemin} », {?murmura|souffla|chuchota}-t-{o:il|elle}.",
    "{duo:cap} appelèrent {?très fort|à pleine voix|de toutes leurs forces}{+, mais |Mais }{babyShort} eut peur du bruit et {?se cacha de nouveau|se recroquevilla|courut se cacher}.{+ }{?Crier n'était pas la bonne idée|Le bruit faisait peur|Mieux valait parler tout bas}.",
  ],
  attempt2: [
    "{ils:cap} trouvèrent des traces {shelter}{+ : |}c'étaient celles de {family}, mais elles {?s'arrêtaient net|disparaissaient un peu plus loin|se perdaient dans les cailloux}.",
    "{critter:cap} avait vu passer {family}{+, mais |Mais }{?impossible de se rappeler|impossible de savoir|allez savoir} {?dans quelle direction|de quel côté|par quel chemin}.",
  ],
  turn: [
    "{name} s'accroupit près {babyShort:de}{+ : |}« {?Raconte-moi ta maison|Dis-moi comment c'est, chez toi|Parle-moi de ta maison}. »{+ }{?Pas à pas|Petit à petit|Mot après mot}, les souvenirs {babyShort:de} dessinèrent le chemin jusqu'à {home}.",
    `{name} ${HAS_IDEA}{+ : |}« {?Chante la chanson que chante ta famille|Chante ta chanson de famille|Chante comme chez toi} ! »{+ }{babyShort:cap} chanta, et {?de loin|tout au loin|de l'autre côté}, une voix lui {?répondit|fit écho|répondit aussitôt}.`,
  ],
  resolution: [
    "{?Au bout du chemin|Un peu plus loin|Au détour d'un rocher}, on retrouva {family}{+ : |}{babyShort} courut se blottir contre les siens.{+ }{babyShort:cap} avait retrouvé sa famille.",
    "{family:cap} {came}{+, et |}{babyShort} se jeta dans {arms}.{+ }{babyShort:cap} avait retrouvé sa famille{?, enfin| et {home}}.",
  ],
  ending: [
    "En partant, {name} se retourna{+ : |}{babyShort} faisait coucou, serré{o:|e} contre {family}.",
    "{babyShort:cap} était rentré{o:|e} chez {o:lui|elle}{+, et |}{name} gardait au cœur {?la chaleur de ces retrouvailles|le souvenir de ces retrouvailles|la joie de ce moment}.",
  ],
  scenes: [
    "{babyShort:cap} n'allait pas bien vite{+, alors |Alors }{name} {?ralentit pour marcher à son rythme|fit de tout petits pas|s'arrêta souvent pour l'attendre}.",
    "{name} partagea son goûter avec {babyShort}{+ : |}{?rien de tel qu'une miette de gâteau pour reprendre courage|une miette de {?gâteau|biscuit|brioche}, ça {?redonne|rend} du courage|le courage revient vite avec une bouchée de {?pain|gâteau|pomme}|le ventre plein, on a moins peur}.",
    "{mcShort:cap} {n:montra|montrèrent} {babyShort:a} {?comment se cacher|comment se glisser|où se blottir} {?derrière une feuille|derrière une pierre|dans un creux}{+ : |}{?ils jouèrent à cache-cache {?pour oublier la peur|pour chasser la peur|en riant tout bas}|un jeu de cache-cache chassa la peur|la peur fondit dans les rires}.",
  ],
  talks: [
    "« {?Comment s'appelle ta maman|Comment appelle-t-on ta maman, chez toi|Et ta maman, quel est son nom} ? » demanda {name}.{+ }« Maman », répondit {babyShort}, et {?tout le monde sourit|chacun éclata de rire|{name} ne put s'empêcher de sourire}.",
    "« Tu n'es plus tout{o:|e} seul{o:|e} », dit {mcShort}.{+ }« C'est vrai ? » demanda {babyShort}.{+ }« {?Promis|Juré|C'est promis} », dit {name}.",
  ],
};
