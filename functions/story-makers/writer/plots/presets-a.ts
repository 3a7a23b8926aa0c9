import type { Plot } from './plot';
import { PRESET_VERSIONS } from './preset-versions';
import { HAS_IDEA } from './wordings';

/** Plots of the preset scenarios, part one: the star, the map, the lost little animal, the party, the rainbow, the first day, the seed. */

const WATER = ['water'] as const;
const DRY = ['land', 'air', 'space'] as const;

export const PRESETS_A: Plot[] = [
  {
    id: 'etoile-tombee',
    lights: { opening: 'dusk', problem: 'night', resolution: 'night' },
    problemPose: 'searching',
    // Once the star is back, only the sky shows it: no fallen star left on the ground.
    props: { opening: ['star-in-sky'], problem: ['fallen-star', 'footprints'], resolution: ['star-in-sky'] },
    captions: {
      opening: '{child} et {companion} regardent les premières étoiles s\'allumer.',
      problem: '{child} et {companion} suivent la trace lumineuse d\'une étoile tombée.',
      resolution: '{child} et {companion} regardent l\'étoile remonter dans le ciel.',
    },
    titles: ['{name} et l\'étoile tombée', 'Une étoile pour {name}', 'L\'étoile qui voulait rentrer chez elle', '{mcShort:cap} et l\'étoile perdue'],
    setup: [
      { t: "{?Le soir tombait|La nuit arrivait doucement|Le jour s'éteignait}{+, et |}les premières étoiles s'allumaient {?une à une|l'une après l'autre|comme des lampions}, tout là-haut.", needs: { medium: DRY } },
      { t: "{name} et {mcShort} comptaient les étoiles qui s'éveillaient{+ : |}{?une, deux, trois… et encore une autre|une ici, une là, et puis dix d'un coup|il y en avait déjà plus que de doigts}.", needs: { medium: DRY } },
      { t: "Le soir tombait{+ : |}à travers l'eau, on voyait trembler les premières étoiles, tout là-haut, au-dessus de la surface.", needs: { medium: WATER } },
      { t: "{name} et {mcShort} remontèrent tout près de la surface pour regarder le ciel{+ : |}les étoiles s'y allumaient {?une à une|l'une après l'autre|doucement}.", needs: { medium: WATER } },
    ],
    problem: [
      "{?Soudain|Tout à coup|À cet instant}, une étoile glissa du ciel comme une {?goutte de lumière|larme dorée|bille d'or}{+, et |}elle disparut {hiding}.{+ }« Elle est tombée ! » s'écria {name}.",
      "Un éclair doré traversa la nuit{+ : |}une petite étoile venait de tomber, tout près.{+ }{?Là-haut, il manquait une lumière|Dans le ciel, il y avait un trou noir|Là-haut, une place était vide}.",
    ],
    attempt1: [
      "{duo:cap} suivirent une lueur qui menait {hiding}{+, mais |Mais }ce n'était qu'un {?ver luisant qui clignait de l'œil|reflet qui dansait|éclat de verre}.{+ }« {?Raté|Perdu|Ce n'est pas elle} », soupira {name}.",
      "{name} appela l'étoile {?tout doucement|à voix basse|par son plus joli nom}{+, mais |Mais }les étoiles ne répondent pas quand on les appelle{+ : |}il fallait la chercher.",
    ],
    attempt2: [
      "Enfin, {ils} la trouvèrent, toute pâle, {hiding2}.{+ }{name} la prit dans ses mains{+, mais |Mais }comment la renvoyer si haut ?{+ }{?On avait beau la lancer, elle retombait aussitôt|Chaque fois qu'on la lançait, elle retombait|Lancée vers le ciel, elle redescendait aussitôt}.",
      { t: "L'étoile était là, au fond de l'eau, comme un coquillage d'or.{+ }{name} la tint contre {g:lui|elle}{+, mais |Mais }elle brillait de moins en moins, loin de son ciel.", needs: { medium: WATER } },
      { t: "L'étoile était là, {hiding2}, toute froide et toute pâle.{+ }{name} {?voulut|essaya de} la {?porter|ramener} jusqu'au ciel{+, mais |Mais }{?le ciel était {?bien|beaucoup} trop haut|même sur la pointe des pieds, c'était trop loin|le ciel restait hors de portée}.", needs: { medium: DRY } },
    ],
    turn: [
      "{name} comprit que l'étoile avait besoin de reprendre des forces{+ : |}{il} la réchauffa dans ses mains et lui raconta {?les plus belles histoires du monde|ses plus beaux souvenirs|des histoires pleines de lumière}.",
      "« Elle est trop faible pour remonter seule », dit {name}.{+ }{il:cap} lui chanta {?une berceuse|une douce chanson|la chanson du soir}{+, et |}peu à peu, l'étoile se remit à briller.",
    ],
    resolution: [
      "L'étoile devint si brillante qu'elle s'envola de ses mains{+ : |}elle remonta tout droit, jusqu'à sa place, entre {?deux autres étoiles|ses sœurs étoiles|deux étoiles qui l'attendaient}.",
      "D'un coup, l'étoile bondit vers le ciel{+ : |}elle fila tout là-haut et reprit sa place, {?plus brillante que jamais|éclatante de joie|en scintillant de bonheur}.",
    ],
    ending: [
      "Là-haut, l'étoile rentrée chez elle clignait de l'œil{+, comme pour dire |}merci.",
      "{?Chaque soir, désormais|Depuis ce soir-là|Désormais, chaque nuit}, une petite étoile brillait un peu plus fort que les autres{+ : |}c'était la leur.",
    ],
    scenes: [
      { t: '{duo:cap} marchèrent sur la pointe des pieds{+ : |}{sound} faisait un drôle d\'écho dans la nuit.', needs: { medium: DRY } },
      { t: '{duo:cap} nagèrent sans un bruit{+ : |}{sound} faisait un drôle d\'écho dans l\'eau sombre.', needs: { medium: WATER } },
      "{name} {?trouva|repéra|aperçut} une petite trace {?dorée|argentée|scintillante}{+, puis |Puis }une autre, puis une autre encore{+ : |}l'étoile avait semé {?des miettes de lumière|des grains de lumière|un chemin de paillettes}.",
      { t: 'Une chouette se posa tout près.{+ }« Hou, hou, une étoile est passée par ici », dit-elle en tournant la tête.', needs: { medium: DRY } },
      { t: 'Un poisson-lune passa tout près.{+ }« Une étoile est descendue par ici », dit-il en faisant des bulles.', needs: { medium: WATER } },
      { t: '{name} leva le nez{+ : |}il y avait un trou noir dans le ciel, juste à la place de l\'étoile tombée.', needs: { medium: DRY } },
      { t: '{name} leva les yeux vers les reflets tremblants, tout en haut de l\'eau{+ : |}parmi eux, il manquait une lumière, juste à la place de l\'étoile tombée.', needs: { medium: WATER } },
    ],
    talks: [
      "« {?Tu crois qu'elle a eu mal en tombant|Elle s'est fait mal, tu crois|Ça fait mal, de tomber du ciel} ? » demanda {mcShort}.{+ }« Non, {?répondit|dit} {name}, mais elle doit avoir {?froid|peur|le mal du pays}, loin de sa maison. »",
      "« {?Comment on rend une étoile à son ciel|Comment on renvoie une étoile là-haut|Tu sais comment on remonte une étoile} ? » demanda {name}.{+ }« Je ne sais pas, avoua {mcShort}, mais {?on va trouver|on trouvera|on va chercher ensemble}. »",
    ],
  },
  {
    id: 'tresor-cache',
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'searching',
    props: { opening: ['treasure-map'], problem: ['treasure-map', 'compass', 'footprints'], resolution: ['treasure-chest', 'treasure-map'] },
    captions: {
      opening: '{child} et {companion} déplient une vieille carte.',
      problem: '{child} et {companion} cherchent leur chemin, la carte à la main.',
      resolution: '{child} et {companion} ouvrent un coffre au trésor.',
    },
    details: [
      { treasure: 'une boîte pleine de lettres et de dessins d\'autrefois', treasureShort: 'la boîte' },
      { treasure: 'des graines de toutes les couleurs, de quoi faire fleurir tout un pays', treasureShort: 'les graines' },
      { treasure: 'une boussole qui montrait toujours le chemin de la maison', treasureShort: 'la boussole' },
      { treasure: 'un carnet rempli d\'histoires inventées', treasureShort: 'le carnet' },
    ],
    titles: ['{name} et la carte au trésor', 'La vieille carte {mcShort:de}', 'Le trésor caché {locShort}', 'Une croix sur la carte'],
    setup: [
      "{?Ce matin-là|Au réveil|Tôt ce jour-là}, {name} {?trouva|dénicha|découvrit} une {?vieille carte roulée|carte toute jaunie|carte pliée en huit} {hiding}{+ : |}une croix {?rouge|noire|dorée} y était {?dessinée|tracée|marquée}.",
      "{?Au petit matin|Ce jour-là|De bon matin}, {mcShort} {n:déroula|déroulèrent} une carte {?jaunie|froissée|pleine de taches}{+ : |}des {?pointillés|petits traits|flèches} menaient à une {?grande|drôle de|énorme} croix.",
    ],
    problem: [
      "« {?Un trésor|Une carte au trésor|Un vrai trésor} ! » {?souffla|s'écria|murmura} {name}.{+ }Mais la carte était si {?vieille|usée|abîmée} que {?la moitié des chemins|bien des chemins|presque tous les chemins} s'étaient effacés.",
      "La {?grande |petite |}croix {?était bien là|se voyait nettement|brillait sur le papier}{+, mais |Mais }{?il manquait|on avait arraché|l'eau avait effacé|le temps avait rongé|une tache d'encre couvrait} {?un coin|le bas|tout un bout|la moitié|le bord} de la carte{+ : |}{?impossible de savoir|personne ne savait|comment deviner} par où {?commencer|partir|aller}.",
    ],
    attempt1: [
      "{duo:cap} comptèrent {?dix|douze|vingt} pas vers {?le nord|l'est|le couchant}{+, mais |Mais }{ils} tombèrent sur {passage}{?, que la carte ne montrait pas|, dont la carte ne disait rien| : rien de tel sur la carte}.{+ }{?Il fallait|Il faudrait|Mieux valait} {?trouver|chercher|prendre} un autre chemin.",
      "{name} {?tourna|retourna|fit pivoter} la carte {?dans tous les sens|de tous les côtés|encore et encore}{+ : |}{?à l'envers|tête en bas|de travers}, {?les chemins|les pointillés|les flèches} ne menaient {?nulle part|à rien|qu'à des impasses}.{+ }{duo:cap} {?revinrent sur leurs pas|firent demi-tour|rebroussèrent chemin}{?| en soupirant| sans un mot}.",
    ],
    attempt2: [
      "{?En regardant mieux|À force de chercher|En plissant les yeux}, {name} reconnut {?un dessin|un signe|un repère} de la carte {hiding2}.{+ }{ils:cap} approchaient{+, mais |Mais }la croix, elle, {?restait introuvable|se cachait encore|demeurait un mystère}.",
      "{?Les pointillés|Les petites flèches|Les traits de la carte} les menèrent {shelter}{+ : |}c'était presque {?ça|le bon endroit|là}, {?mais pas tout à fait|mais pas encore|mais il manquait quelque chose}.",
    ],
    turn: [
      "{name} {?remarqua|repéra|aperçut} un détail que {?personne n'avait vu|tout le monde avait manqué|les autres n'avaient pas vu}{+ : |}{?les petits traits|les drôles de traits|les traits minuscules} {?du coin de la carte|tout en bas de la carte|au bord de la carte} n'étaient pas des chemins, mais {?des marches à compter|des pas à compter|un escalier à gravir|des bonds à faire|des pas de géant}.",
      "{name} posa la carte {?bien à plat|sur une pierre plate|bien droite}{+ : |}{?en mettant la boussole dessus|une fois la boussole posée dessus|avec la boussole au milieu}, la croix {?se trouvait|tombait|était} {?juste sous leurs pieds|tout près {eux:de}|à deux pas de là}.",
    ],
    resolution: [
      "{duo:cap} creusèrent {?doucement|avec précaution|sans se presser}{+, et |}{ils} {?découvrirent|déterrèrent|trouvèrent} un {?vieux coffre|coffre de bois|coffre tout cabossé}.{+ }{?Dedans|À l'intérieur|Sous le couvercle}, il y avait {treasure}.",
      "Sous la croix, {duo} {?trouvèrent|découvrirent} {?le coffre|un vieux coffre|un coffre tout rouillé}{+ : |}{?il s'ouvrit en grinçant|le couvercle grinça en s'ouvrant|il s'ouvrit d'un coup}, et à l'intérieur, {treasure} attendait depuis {?cent ans|des années|si longtemps}.",
      "{name} sentit {?quelque chose de dur|un coin de bois|une poignée de fer} {?sous ses doigts|sous ses mains|tout au fond du trou}{+ : |}{ils} avaient trouvé {?le trésor|le trésor caché|le fameux trésor} !{+ }{?Dans le coffre|Au fond du coffre|Sous le couvercle du coffre}, il y avait {treasure}.",
    ],
    ending: [
      "{name} rapporta {treasureShort} en serrant la vieille carte contre {g:lui|elle}{+ : |}{?le plus beau|le meilleur|le plus précieux}, c'était {?de l'avoir cherché ensemble|la route faite ensemble|chaque pas fait ensemble|tout ce chemin parcouru ensemble}.",
      "Sur la vieille carte, {name} dessina {?une petite étoile|un grand sourire|un petit cœur} {?à côté de la croix|près de la croix|sur la croix}{+ : |}trésor trouvé.",
    ],
    scenes: [
      "La carte {?indiquait|disait|portait ces mots} : « {?Là où l'eau chante|Là où la pierre dort|Où le silence parle} »{+ : |}{duo} {?tendirent l'oreille|écoutèrent bien|se turent un instant}, et suivirent {sound}.",
      "{mcShort:cap} {n:repéra|repérèrent} un rocher en forme de {?tête de chat|chapeau pointu|poire|tortue}, {?dessiné sur la carte|le même que sur la carte|comme sur le dessin}{+ : |}{ils} {?étaient|se trouvaient|restaient} sur la bonne {?piste|route|voie}.",
      "{?Un coup de vent|Une bourrasque|Un souffle brusque} faillit emporter la carte{+ : |}{name} la {?rattrapa de justesse|rattrapa du bout des doigts|saisit au vol} et {?la plia dans sa poche|la rangea bien à l'abri|la garda serrée contre {g:lui|elle}}.",
    ],
    talks: [
      "« Et si le trésor, c'était {?de l'or|des diamants|une couronne|des pièces anciennes} ? » demanda {mcShort}.{+ }« {?Ou quelque chose de plus précieux encore|Ou mieux que ça|Peut-être quelque chose de plus beau|On verra bien, au bout du chemin} », {?répondit|dit} {name}.",
      "« {?Tu tiens la carte|La carte, c'est pour toi|Toi, la carte|Tu lis la carte}, {?je tiens la boussole|moi, la boussole|je prends la boussole|je m'occupe de la boussole|et moi, je guide} ? » proposa {name}.{+ }« {?Marché conclu|D'accord|Ça marche} », dit {mcShort}.",
    ],
  },
  {
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
      "{ils:cap} trouvèrent des traces de pattes {shelter}{+ : |}c'étaient celles de {family}, mais elles {?s'arrêtaient net|disparaissaient un peu plus loin|se perdaient dans les cailloux}.",
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
      "{babyShort:cap} avait de toutes petites pattes{+, alors |Alors }{name} {?ralentit pour marcher à son rythme|fit de tout petits pas|s'arrêta souvent pour l'attendre}.",
      "{name} partagea son goûter avec {babyShort}{+ : |}{?rien de tel qu'une miette de gâteau pour reprendre courage|une miette de {?gâteau|biscuit|brioche}, ça {?redonne|rend} du courage|le courage revient vite avec une bouchée de {?pain|gâteau|pomme}|le ventre plein, on a moins peur}.",
      "{mcShort:cap} {n:montra|montrèrent} {babyShort:a} {?comment se cacher|comment se glisser|où se blottir} {?derrière une feuille|derrière une pierre|dans un creux}{+ : |}{?ils jouèrent à cache-cache {?pour oublier la peur|pour chasser la peur|en riant tout bas}|un jeu de cache-cache chassa la peur|la peur fondit dans les rires}.",
    ],
    talks: [
      "« {?Comment s'appelle ta maman|Comment appelle-t-on ta maman, chez toi|Et ta maman, quel est son nom} ? » demanda {name}.{+ }« Maman », répondit {babyShort}, et {?tout le monde sourit|chacun éclata de rire|{name} ne put s'empêcher de sourire}.",
      "« Tu n'es plus tout{o:|e} seul{o:|e} », dit {mcShort}.{+ }« C'est vrai ? » demanda {babyShort}.{+ }« {?Promis|Juré|C'est promis} », dit {name}.",
    ],
  },
  {
    id: 'fete-surprise',
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'working',
    props: { opening: ['door'], problem: ['garlands', 'gift'], resolution: ['party-table', 'garlands', 'gift'] },
    captions: {
      opening: '{child} et {companion} frappent chez un ami.',
      problem: '{child} et {companion} préparent des guirlandes en secret.',
      resolution: 'La fête surprise bat son plein autour d\'une table de goûter.',
    },
    titles: ['La fête surprise de {name}', 'Une surprise pour {friend}', 'Chut, c\'est une surprise !', '{name} et la fête secrète'],
    setup: [
      "{?Ce matin-là|En passant ce jour-là|Comme chaque matin}, {duo} passèrent devant la maison {friend:de}{+ : |}les volets étaient {?fermés|clos|tirés}, {?comme chaque jour|comme toujours|comme d'habitude}.",
      "{?Au petit matin|Ce jour-là|En début de matinée}, {name} aperçut {friend}, assis{f:|e} tout{f:|e} seul{f:|e} {hiding}.",
    ],
    problem: [
      "{friend:cap} se sentait seul{f:|e}{+ : |}personne ne venait jamais {?jouer avec {f:lui|elle}|lui rendre visite|frapper à sa porte}.{+ }« Et si on lui préparait une {?fête surprise|fête secrète|vraie fête, en secret} ? » {?chuchota|souffla|murmura} {name}.",
      "« {?Personne ne pense à moi|Personne ne pense jamais à moi|Personne ne vient me voir|Tout le monde m'oublie} », soupira {friend}.{+ }{name} eut aussitôt {?une idée|un plan|une idée folle}{+ : |}une fête, {?une vraie|une belle|une grande}, mais en secret.",
    ],
    attempt1: [
      "{duo:cap} voulurent accrocher {?des guirlandes|des rubans|une banderole}{+, mais |Mais }{friend} passait justement par là.{+ }Vite, {ils} cachèrent tout {?derrière leur dos|sous un drap|dans un coin}{?| en sifflotant| l'air de rien} !",
      "Le premier gâteau de {name} s'écroula comme un château de {?sable|cartes|pâte}{+ : |}trop de crème, {?pas assez de patience|trop peu de patience|et bien trop de hâte}.",
    ],
    attempt2: [
      "Les invités arrivaient {?un à un|à pas de loup|par petits groupes}{+, mais |Mais }il manquait encore {?le cadeau|le paquet-cadeau|la surprise du cadeau}.{+ }Et le temps {?filait|passait vite|s'envolait}.",
      "{?Tout était presque prêt|Il ne manquait presque rien|La fête était presque prête}{+, mais |Mais }comment faire venir {friend} sans {?dévoiler la surprise|tout gâcher|éveiller ses soupçons} ?",
    ],
    turn: [
      "{name} {?eut une idée maligne|sut quoi faire|imagina une ruse toute simple}{+ : |}« {?Viens m'aider à chercher quelque chose|J'ai besoin de toi une minute|Tu viens voir quelque chose} », dit-{il} {friend:a}, {?l'air de rien|en cachant un sourire|d'un ton tout simple}.",
      "{name} {?dessina|prépara|écrivit} une carte d'invitation {?mystérieuse|pleine d'énigmes|toute décorée}{+ : |}« {?Suis les rubans|Suis les étoiles de papier|Suis les petites flèches} », disait-elle simplement.",
    ],
    resolution: [
      "{friend:cap} ouvrit la porte{+ : |}« SURPRISE ! »{+ }{?Les guirlandes, le gâteau, tous les amis|Les ballons, la musique, les amis|Le gâteau, les rubans, les rires} : tout était pour {f:lui|elle}{?| seul{f:|e}| ce jour-là| rien que pour {f:lui|elle}| et pour personne d'autre}.",
      "Quand {friend} arriva, tout le monde sortit de sa cachette{+ : |}« Joyeuse fête ! »{+ }{friend:cap} en resta bouche bée, puis {?éclata de rire|rit aux éclats|se mit à danser}.",
    ],
    ending: [
      "{friend:cap} ne se sentait plus {?seul{f:|e} du tout|à l'écart}{+ : |}{?{f:il|elle} avait maintenant|voilà qu'{f:il|elle} avait} {?une bande d'amis|tout un tas d'amis|des amis à qui parler}.",
      "{?Ce soir-là|Le soir venu|À l'heure du coucher}, {friend} s'endormit avec {?un bout de guirlande|un ruban|un ballon} {?dans la main|au poignet|tout près de son lit} et un grand sourire.",
    ],
    scenes: [
      "{duo:cap} découpèrent des {?étoiles|guirlandes} {colourFp} en papier{+, et |}{name} en colla une sur le nez {mcShort:de}.",
      "On prépara un gâteau {?aux pommes|au chocolat|aux fraises|à la vanille}{+ : |}{name} {?pesa la farine|versa le sucre|tamisa la farine}, {?cassa les œufs|battit les œufs|fouetta la crème} et {?lécha la cuillère|goûta la pâte du bout du doigt|mit de la farine partout|s'en mit jusqu'aux coudes|chanta en mélangeant}.",
      "Il fallait {?inviter tout le monde|prévenir tous les invités|faire passer le mot à chacun|lancer les invitations} sans que {friend} {?le sache|se doute de rien|ne remarque rien}{+ : |}les invitations passèrent {?de main en main|de porte en porte|d'oreille en oreille|de poche en poche}, {?en chuchotant|en grand secret|à voix basse|sans un bruit}.",
    ],
    talks: [
      "« Tu crois qu'{f:il|elle} va {?aimer|être content{f:|e}|sourire} ? » demanda {mcShort}.{+ }« J'en suis sûr{g:|e} », {?répondit|dit} {name}.",
      "« {?Et si {f:il|elle} nous voyait|Et si {f:il|elle} devinait tout} ? » {?s'inquiéta|chuchota} {mcShort}.{+ }« {?Alors on parle tout bas|Alors on fait comme si de rien n'était|On sera plus malins} », {?souffla|répondit} {name}.",
    ],
  },
  {
    id: 'arc-en-ciel',
    lights: { opening: 'day', problem: 'day', resolution: 'day' },
    problemPose: 'worried',
    props: { opening: ['grey-rainbow'], problem: ['grey-rainbow', 'paint-pots'], resolution: ['rainbow'] },
    captions: {
      opening: '{child} et {companion} découvrent un arc-en-ciel tout gris.',
      problem: '{child} et {companion} cherchent des couleurs avec des pots de peinture.',
      resolution: '{child} et {companion} admirent un arc-en-ciel éclatant au-dessus d\'eux.',
    },
    titles: ['{name} et l\'arc-en-ciel gris', 'Les couleurs perdues', 'Un arc-en-ciel pour {name}', 'Qui a volé les couleurs ?'],
    setup: [
      "Après la pluie, un arc-en-ciel se leva {locShort}{+, mais |Mais }il était gris, gris comme {?un vieux chiffon|une souris|un jour sans soleil}.",
      "{name} attendait l'arc-en-ciel{+ : |}quand il apparut enfin, il n'avait plus une seule couleur.",
    ],
    problem: [
      "{?Sans couleurs|Tout gris|Privé de ses couleurs}, l'arc-en-ciel pleurait {?de petites gouttes grises|des larmes couleur de cendre|à grosses gouttes}.{+ }« {?Mes couleurs sont parties|On m'a pris mes couleurs|Je n'ai plus de couleurs|Mes couleurs se sont envolées|Je ne sais plus où sont mes couleurs} », gémit-il.",
      "Tout autour, les choses pâlissaient aussi{+ : |}{?les fleurs, les fruits|les jouets, les maisons|les fruits, les ballons}, même le {colour} préféré de {name}.",
    ],
    attempt1: [
      "{name} essaya de peindre l'arc-en-ciel avec des pots de peinture{+, mais |Mais }il était bien trop haut{+ : |}la peinture coulait sur ses mains.",
      "{duo:cap} soufflèrent sur l'arc-en-ciel pour {?chasser le gris|en faire partir le gris}{+, mais |Mais }{?le gris|la grisaille} revenait {?aussitôt|toujours|de plus belle}.",
    ],
    attempt2: [
      "{ils:cap} trouvèrent {?une goutte|un peu|une tache} de rouge {hiding}{+ : |}l'arc-en-ciel {?rosit un peu|se teinta de rose}, mais {?six couleurs manquaient encore|il en manquait encore six|le reste était toujours gris}.",
      "Le jaune revint grâce à {?une fleur de tournesol|un citron bien mûr|un bouton d'or}{+, mais |Mais }les autres couleurs restaient cachées.",
    ],
    turn: [
      "{name} comprit{+ : |}les couleurs revenaient quand on partageait ce qu'on aimait.{+ }{il:cap} offrit son {colour} à l'arc-en-ciel.",
      `{name} ${HAS_IDEA}{+ : |}chacun pouvait donner la couleur de son cœur.{+ }Un à un, tous les amis apportèrent la leur.`,
    ],
    resolution: [
      "Rouge, orange, jaune, vert, bleu, indigo, violet{+ : |}les sept couleurs remontèrent une à une, et l'arc-en-ciel brilla de tout son éclat.",
      "D'un coup, l'arc-en-ciel se gonfla de couleurs{+ : |}il était plus beau qu'il ne l'avait jamais été.",
    ],
    ending: [
      "L'arc-en-ciel coloré resta longtemps dans le ciel{+, comme |Comme }un grand sourire.",
      "Il restait une trace de {colour} sur la main de {name}{+ : |}un souvenir de l'arc-en-ciel retrouvé.",
    ],
    scenes: [
      "{duo:cap} rangèrent les couleurs retrouvées dans {?des petits pots|des bocaux|une boîte à trésors}{+ : |}{?rouge cerise, vert pomme, bleu de mer|jaune citron, rose bonbon, vert sapin|orange carotte, bleu nuit, violet prune}.",
      'Une fleur grise demanda de l\'aide{+ : |}{name} lui raconta le soleil, et un peu de jaune revint sur ses pétales.',
      '{mcShort:cap} {n:compta|comptèrent} sur {n:ses|leurs} doigts{+ : |}« {?Il en faut sept|Sept couleurs à retrouver|Sept, il en faut sept}, {?et pas une seule pour l\'instant|et le gris partout|et nous n\'en avons encore aucune} ! »',
    ],
    talks: [
      "« {?Tu crois qu'un arc-en-ciel peut être triste|Un arc-en-ciel, ça peut pleurer|Il a l'air malheureux, non} ? » demanda {mcShort}.{+ }« {?Celui-là, oui|On dirait bien|Je crois que oui} », {?répondit|dit} {name}.",
      "« {?Quelle est ta couleur préférée|Tu préfères quelle couleur|C'est quoi, ta couleur à toi} ? » demanda {name}.{+ }« {?Toutes|Toutes à la fois|Impossible de choisir} ! » s'exclama {mcShort}.",
    ],
  },
  {
    id: 'premier-jour',
    versions: PRESET_VERSIONS['premier-jour'],
    lights: { opening: 'morning', problem: 'morning', resolution: 'day' },
    problemPose: 'worried',
    props: { opening: ['schoolbag', 'school'], problem: ['school', 'schoolbag'], resolution: ['new-friends', 'school'] },
    captions: {
      opening: '{child} et {companion} arrivent devant une nouvelle école, le cartable sur le dos.',
      problem: '{child} hésite à la porte de la nouvelle école.',
      resolution: '{child} joue avec de nouveaux amis dans la cour.',
    },
    details: [
      { friend: 'une écolière aux couettes', friendLater: "l'écolière aux couettes", _f: 'f', _medium: 'land' },
      { friend: 'un écolier aux lunettes rondes', friendLater: "l'écolier aux lunettes", _f: 'm', _medium: 'land' },
      { friend: 'une fillette qui dessinait des chats', friendLater: 'la fillette', _f: 'f', _medium: 'land' },
      { friend: 'un écolier aux cheveux en bataille', friendLater: "l'écolier", _f: 'm', _medium: 'land' },
      // The school of the place: fish at the reef's school, a young astronaut on the station, a child of the clouds.
      { friend: 'un petit poisson-clown tout timide', friendLater: 'le petit poisson-clown', _f: 'm', _medium: 'water' },
      { friend: 'une jeune tortue de mer', friendLater: 'la jeune tortue', _f: 'f', _medium: 'water' },
      { friend: 'une petite astronaute aux tresses', friendLater: 'la petite astronaute', _f: 'f', _medium: 'space' },
      { friend: 'un petit astronaute aux joues rondes', friendLater: 'le petit astronaute', _f: 'm', _medium: 'space' },
      { friend: 'une fillette aux cheveux de nuage', friendLater: 'la fillette', _f: 'f', _medium: 'air' },
    ],
    titles: ['Le premier jour de {name}', '{name} et la nouvelle école', 'Un cartable plein de courage', 'Bonjour, nouvelle école !'],
    setup: [
      "{?Ce matin-là|Ce jour-là|Dès le réveil}, {name} serrait les bretelles de son cartable neuf{+ : |}c'était son premier jour dans une nouvelle école.",
      "Le réveil sonna tôt{+ : |}aujourd'hui, {name} découvrait une nouvelle école.",
    ],
    problem: [
      "Devant le portail de l'école, {name} ne connaissait personne.{+ }Tout le monde riait déjà {?par petits groupes|entre copains|en se tenant par le bras}{+, et |}{il} se sentit tout{g:|e} petit{g:|e}.",
      "« Et si personne ne veut jouer avec moi ? » murmura {name}.{+ }La cour paraissait {?immense|gigantesque|bien trop grande}.",
    ],
    attempt1: [
      "{name} dit bonjour à un groupe d'enfants{+, mais |Mais }sa voix était si petite que personne ne l'entendit.",
      "{name} s'approcha d'une partie {?de ballon|de marelle|de chat perché}{+, mais |Mais }la cloche sonna juste à ce moment-là.",
    ],
    attempt2: [
      "En classe, {name} s'assit à côté {friend:de}{+ : |}{?les regards se croisèrent|les sourires se croisèrent|un sourire timide fit le trajet d'une chaise à l'autre}, mais sans oser se parler.",
      "À la récréation, {name} prêta {?sa gomme|son crayon|sa règle} {friend:a}{+ : |}c'était un début, mais la cloche sonna encore.",
    ],
    turn: [
      "{name} prit une grande inspiration{+ : |}« {?Tu veux jouer avec moi|On joue ensemble|Tu viens jouer} ? »{+ }Cette fois, {il} l'avait dit haut et fort.",
      "{name} proposa un jeu inventé avec {mcShort}{+, et |}très vite, les autres voulurent en connaître les règles.",
    ],
    resolution: [
      "À midi, {name} mangeait entre {friend} et deux nouveaux copains{+ : |}la nouvelle école ne faisait plus peur du tout.",
      "À la fin de la journée, {name} avait trois nouveaux amis{+, et |}{friend} voulait déjà s'asseoir à côté {g:de lui|d'elle} demain.",
    ],
    ending: [
      "En rentrant, {name} raconta tout{+ : |}les nouveaux amis, le jeu inventé, la cour immense devenue familière.",
      "{name} prépara son cartable pour le lendemain{+ : |}{il} avait hâte d'y retourner.",
    ],
    scenes: [
      "La maîtresse accueillit chacun {?avec un grand sourire|d'un bonjour joyeux|à la porte de la classe}{+, et |}elle écrivit le prénom de {name} {?au tableau|sur une étiquette|en lettres rondes}.",
      "Il y avait des dessins partout sur les murs{+ : |}{name} repéra {?un dragon, une fusée et un chat qui riait|une baleine, un château et un arbre bleu|un robot, une sorcière et trois soleils}.",
      { t: 'À la cantine, {name} découvrit une purée orange{+ : |}« Carottes ! » devina {friend}.', at: 'attempt2' },
    ],
    talks: [
      { t: '« Comment tu t\'appelles ? » demanda {friend}.{+ }« {name}. Et toi ? »{+ }Voilà, c\'était fait.', at: 'attempt2' },
      "« {?J'ai un peu peur|J'ai le cœur qui bat|Je ne connais personne} », avoua {name}.{+ }« {?Moi aussi, le premier jour|C'est normal, le premier jour|Tout le monde a peur, au début} », {n:répondit|répondirent} {mcShort}.",
    ],
  },
  {
    id: 'jardin-magique',
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'working',
    props: { opening: ['seed'], problem: ['seed', 'watering-can'], resolution: ['magic-plant', 'sprout'] },
    captions: {
      opening: '{child} et {companion} découvrent une graine magique.',
      problem: '{child} arrose une graine qui ne pousse pas.',
      resolution: 'Une plante magique a poussé, immense et fleurie, devant {child} et {companion}.',
    },
    titles: ['La graine magique de {name}', '{name} et la graine de gentillesse', 'La plante qui aimait les mots doux', 'Une graine pour {mcShort}'],
    setup: [
      "{?Ce matin-là|Ce jour-là|Au réveil}, {name} trouva une graine qui brillait comme une bille{+ : |}sur une étiquette minuscule, on lisait : « Je grandis avec la gentillesse. »",
      "{mcShort:cap} {n:apporta|apportèrent} une graine {?dorée|argentée|toute ronde}{+ : |}« Elle est magique, {n:dit|dirent}-{n:il|ils}, mais personne ne sait la faire pousser. »",
    ],
    problem: [
      "{name} planta la graine {locShort}{+, et |}{?attendit|patienta}.{+ }Rien. {?Pas la moindre petite pousse|Pas même une feuille|Pas un brin de vert}.",
      "La graine restait {?dure et muette|immobile, toute dure} dans la terre{+ : |}« Et si elle ne poussait {?jamais|pas du tout} ? » {?s'inquiéta|soupira} {name}.",
    ],
    attempt1: [
      "{name} l'arrosa {?avec un grand arrosoir|à grands seaux}{+, mais |Mais }trop d'eau {?noya la terre|fit une flaque de boue}{+ : |}la graine ne {?bougea|broncha} pas.",
      { t: "{name} mit la graine en plein soleil{+, mais |Mais }la chaleur ne suffit pas{+ : |}la graine attendait autre chose.", needs: { indoors: false } },
    ],
    attempt2: [
      "{name} aida {friend} à porter un panier trop lourd{+ : |}derrière {g:lui|elle}, une toute petite pousse sortit de terre.",
      "En consolant {friend} qui pleurait, {name} entendit un petit craquement{+ : |}une pousse verte pointait son nez, puis s'arrêta.",
    ],
    turn: [
      "{name} comprit{+ : |}la graine grandissait à chaque {?gentillesse|geste gentil}.{+ }Alors {il} {?remercia, aida, partagea|aida {mcShort}, dit merci, partagea son goûter}, et la pousse {?grandit à chaque fois|gagnait un centimètre à chaque geste}.",
      "« C'est la gentillesse qui la fait pousser ! » s'écria {name}.{+ }{il:cap} dit un mot doux à chacun{+, et |}la tige monta, monta.",
    ],
    resolution: [
      "Avant le soir, la plante magique était plus haute qu'une maison{+ : |}ses fleurs s'ouvraient à chaque merci.",
      "La pousse devint une plante magique couverte de fleurs qui sentaient {?le miel|la fraise|la vanille}{+ : |}la graine avait grandi, grâce à toutes ces gentillesses.",
      // Without flowers, for the places where none grows (snow, the seabed, space): the world model keeps the two above out.
      "Avant le soir, la plante magique était plus haute qu'une maison{+ : |}ses feuilles de cristal tintaient à chaque merci.",
      "La pousse devint une plante magique aux feuilles {?d'argent|de cristal|dorées}, qui brillaient au moindre mot doux{+ : |}la graine avait grandi, grâce à toutes ces gentillesses.",
    ],
    ending: [
      "Depuis, {name} arrose sa plante magique avec des mots doux{+, et |}elle ne cesse de fleurir.",
      "Sous la plante magique, tout le monde venait s'asseoir{+ : |}c'était {?l'arbre de la gentillesse|le coin des mots gentils|l'endroit préféré de tous}.",
    ],
    scenes: [
      "{name} colla son oreille contre la terre{+ : |}{?on aurait dit que la graine attendait quelque chose|il lui sembla entendre un tout petit soupir|la graine dormait, mais d'un sommeil léger}.",
      '{duo:cap} construisirent un petit abri de feuilles pour la graine{+, au cas où |Au cas où }il ferait froid.',
      "Chaque fois qu'on riait près d'elle, la pousse frissonnait{+ : |}{?elle aimait la bonne humeur|les rires lui faisaient du bien|on aurait dit qu'elle riait aussi}.",
    ],
    talks: [
      "« {?Tu crois qu'elle nous entend|Elle nous écoute, tu crois|Les graines, ça entend} ? » demanda {mcShort}.{+ }« {?Parlons-lui gentiment, au cas où|Parlons-lui doucement, on ne sait jamais|Dans le doute, soyons gentils} », {?répondit|dit} {name}.",
      '« Qu\'est-ce qui fait grandir une graine magique ? » demanda {name}.{+ }« Pas seulement l\'eau », {n:répondit|répondirent} {mcShort}.',
    ],
  },
];
