import type { Plot } from './plot';

/** Plots of the preset scenarios, part one: the star, the map, the lost little animal, the party, the rainbow, the first day, the seed. */

const WATER = ['water'] as const;
const DRY = ['land', 'air', 'space'] as const;

export const PRESETS_A: Plot[] = [
  {
    id: 'etoile-tombee',
    cues: [[/etoile/, 3], [/tombe/, 1], [/\bciel\b/, 1], [/ramener|rapporter|raccompagn/, 1]],
    lights: { opening: 'dusk', problem: 'night', resolution: 'night' },
    problemPose: 'searching',
    // Once the star is back, only the sky shows it: no fallen star left on the ground.
    props: { opening: ['star-in-sky'], problem: ['fallen-star', 'footprints'], resolution: ['star-in-sky'] },
    captions: {
      opening: '{child} et {companion} regardent les premières étoiles s\'allumer.',
      problem: '{child} et {companion} suivent la trace lumineuse d\'une étoile tombée.',
      resolution: 'L\'étoile remonte dans le ciel sous le regard de {child} et {companion}.',
    },
    titles: ['{name} et l\'étoile tombée', 'Une étoile pour {name}', 'L\'étoile qui voulait rentrer chez elle', '{mcShort:cap} et l\'étoile perdue'],
    setup: [
      { t: 'Le soir tombait{+, et |}les premières étoiles s\'allumaient une à une, tout là-haut.', needs: { medium: DRY } },
      { t: '{name} et {mcShort} comptaient les étoiles qui s\'éveillaient{+ : |}une, deux, trois… et encore une autre.', needs: { medium: DRY } },
      { t: 'Le soir tombait{+ : |}à travers l\'eau, on voyait trembler les premières étoiles, tout là-haut, au-dessus de la surface.', needs: { medium: WATER } },
      { t: '{name} et {mcShort} remontèrent tout près de la surface pour regarder le ciel{+ : |}les étoiles s\'y allumaient une à une.', needs: { medium: WATER } },
    ],
    problem: [
      'Soudain, une étoile glissa du ciel comme une goutte de lumière{+, et |}elle disparut {hiding}.{+ }« Elle est tombée ! » s\'écria {name}.',
      'Un éclair doré traversa la nuit{+ : |}une petite étoile venait de tomber, tout près.{+ }Là-haut, il manquait une lumière.',
    ],
    attempt1: [
      '{duo:cap} suivirent une lueur qui menait {hiding}{+, mais |Mais }ce n\'était qu\'un ver luisant qui clignait de l\'œil.{+ }« Raté », soupira {name}.',
      '{name} appela l\'étoile tout doucement{+, mais |Mais }les étoiles ne répondent pas quand on les appelle{+ : |}il fallait la chercher.',
    ],
    attempt2: [
      'Enfin, {ils} la trouvèrent, toute pâle, {hiding2}.{+ }{name} la prit dans ses mains{+, mais |Mais }comment la renvoyer si haut ?{+ }On avait beau la lancer, elle retombait aussitôt.',
      { t: 'L\'étoile était là, au fond de l\'eau, comme un coquillage d\'or.{+ }{name} la tint contre {g:lui|elle}{+, mais |Mais }elle brillait de moins en moins, loin de son ciel.', needs: { medium: WATER } },
      { t: 'L\'étoile était là, {hiding2}, toute froide et toute pâle.{+ }{name} voulut la porter jusqu\'au ciel{+, mais |Mais }le ciel était bien trop haut.', needs: { medium: DRY } },
    ],
    turn: [
      '{name} comprit que l\'étoile avait besoin de reprendre des forces{+ : |}{il} la réchauffa dans ses mains et lui raconta les plus belles histoires du monde.',
      '« Elle est trop faible pour remonter seule », dit {name}.{+ }{il:cap} lui chanta une berceuse{+, et |}peu à peu, l\'étoile se remit à briller.',
    ],
    resolution: [
      'L\'étoile devint si brillante qu\'elle s\'envola de ses mains{+ : |}elle remonta tout droit, jusqu\'à sa place, entre deux autres étoiles.',
      'D\'un coup, l\'étoile bondit vers le ciel{+ : |}elle fila tout là-haut et reprit sa place, plus brillante que jamais.',
    ],
    ending: [
      'Là-haut, l\'étoile rentrée chez elle clignait de l\'œil{+, comme pour dire |}merci.',
      'Chaque soir, désormais, une petite étoile brillait un peu plus fort que les autres{+ : |}c\'était la leur.',
    ],
    scenes: [
      { t: '{duo:cap} marchèrent sur la pointe des pieds{+ : |}{sound} faisait un drôle d\'écho dans la nuit.', needs: { medium: DRY } },
      { t: '{duo:cap} nagèrent sans un bruit{+ : |}{sound} faisait un drôle d\'écho dans l\'eau sombre.', needs: { medium: WATER } },
      '{name} trouva une petite trace dorée{+, puis |Puis }une autre, puis une autre encore{+ : |}l\'étoile avait semé des miettes de lumière.',
      { t: 'Une chouette se posa tout près.{+ }« Hou, hou, une étoile est passée par ici », dit-elle en tournant la tête.', needs: { medium: DRY } },
      { t: 'Un poisson-lune passa tout près.{+ }« Une étoile est descendue par ici », dit-il en faisant des bulles.', needs: { medium: WATER } },
      { t: '{name} leva le nez{+ : |}il y avait un trou noir dans le ciel, juste à la place de l\'étoile tombée.', needs: { medium: DRY } },
      { t: '{name} leva les yeux vers les reflets tremblants, tout en haut de l\'eau{+ : |}parmi eux, il manquait une lumière, juste à la place de l\'étoile tombée.', needs: { medium: WATER } },
    ],
    talks: [
      '« Tu crois qu\'elle a eu mal en tombant ? » demanda {mcShort}.{+ }« Non, répondit {name}, mais elle doit avoir froid, loin de sa maison. »',
      '« Comment on rend une étoile à son ciel ? » demanda {name}.{+ }« Je ne sais pas, avoua {mcShort}, mais on va trouver. »',
    ],
  },
  {
    id: 'tresor-cache',
    cues: [[/tresor/, 3], [/\bcarte\b/, 3], [/cache/, 1], [/coffre/, 2], [/pirate/, 1]],
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
      { treasure: 'un carnet rempli des plus belles histoires du monde', treasureShort: 'le carnet' },
    ],
    titles: ['{name} et la carte au trésor', 'La vieille carte {mcShort:de}', 'Le trésor caché {locShort}', 'Une croix sur la carte'],
    setup: [
      'Ce matin-là, {name} trouva une vieille carte roulée {hiding}{+ : |}une croix rouge y était dessinée.',
      'Au petit matin, {mcShort} {n:déroula|déroulèrent} une carte jaunie{+ : |}des pointillés menaient à une grande croix.',
    ],
    problem: [
      '« Un trésor ! » souffla {name}.{+ }Mais la carte était si vieille que la moitié des chemins s\'étaient effacés.',
      'La croix était bien là{+, mais |Mais }il manquait un coin de la carte{+ : |}impossible de savoir par où commencer.',
    ],
    attempt1: [
      '{duo:cap} comptèrent dix pas vers le nord{+, mais |Mais }ils tombèrent sur {passage}, qui n\'était pas sur la carte.{+ }Il fallait trouver un autre chemin.',
      '{name} tourna la carte dans tous les sens{+ : |}à l\'envers, les chemins menaient nulle part.{+ }{duo:cap} revinrent sur leurs pas.',
    ],
    attempt2: [
      'En regardant mieux, {name} reconnut un dessin de la carte {hiding2}.{+ }Ils approchaient{+, mais |Mais }la croix, elle, restait introuvable.',
      'Les pointillés les menèrent {shelter}{+ : |}c\'était presque ça, mais pas tout à fait.',
    ],
    turn: [
      '{name} remarqua un détail que personne n\'avait vu{+ : |}les petits traits du coin de la carte n\'étaient pas des chemins, mais des marches à compter.',
      '{name} posa la carte bien à plat{+ : |}en mettant la boussole dessus, la croix se trouvait juste sous leurs pieds.',
    ],
    resolution: [
      '{duo:cap} creusèrent doucement{+, et |}{ils} découvrirent un vieux coffre.{+ }Dedans, il y avait {treasure}.',
      'Sous la croix, {duo} trouvèrent le coffre{+ : |}il s\'ouvrit en grinçant, et à l\'intérieur, {treasure} attendait depuis cent ans.',
      '{name} sentit quelque chose de dur sous ses doigts{+ : |}{ils} avaient trouvé le trésor !{+ }Dans le coffre, il y avait {treasure}.',
    ],
    ending: [
      '{name} rapporta {treasureShort} en serrant la vieille carte contre {g:lui|elle}{+ : |}le plus beau, c\'était de l\'avoir cherché ensemble.',
      'Sur la vieille carte, {name} dessina une petite étoile à côté de la croix{+ : |}trésor trouvé.',
    ],
    scenes: [
      'La carte indiquait « Là où l\'eau chante »{+ : |}{duo} tendirent l\'oreille, et suivirent {sound}.',
      '{mcShort:cap} repéra un rocher en forme de tête de chat, dessiné sur la carte{+ : |}ils étaient sur la bonne piste.',
      'Un coup de vent faillit emporter la carte{+ : |}{name} la rattrapa de justesse et la plia dans sa poche.',
    ],
    talks: [
      '« Et si le trésor, c\'était de l\'or ? » demanda {mcShort}.{+ }« Ou quelque chose de plus précieux encore », répondit {name}.',
      '« Tu tiens la carte, je tiens la boussole ? » proposa {name}.{+ }« Marché conclu », dit {mcShort}.',
    ],
  },
  {
    id: 'ami-perdu',
    cues: [[/animal|chaton|chiot|oisillon|faon|bebe|petit chat|petit chien|caneton|ourson|lapereau/, 3], [/famille|maman|parents|maison|nid|terrier/, 2], [/perdu|egare|perdre/, 1], [/aider/, 1]],
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
    ],
    titles: ['{name} et l\'ami égaré', 'Le petit perdu {locShort}', 'Où est ta maman ?', '{babyShort:cap} qui avait perdu son chemin'],
    setup: [
      '{name} et {mcShort} se promenaient {locShort}{+, et |}tout était tranquille.',
      'Tout était calme {locShort}{+ : |}{duo} cherchaient des cailloux brillants.',
    ],
    problem: [
      'Soudain, {duo} entendirent de petits pleurs.{+ }{hiding:cap}, {baby} s\'était perdu{o:|e}{+ : |}{o:il|elle} tremblait de tout son corps.{+ }« Je ne retrouve plus ma famille », renifla-t-{o:il|elle}.',
      '{baby:cap}, qui s\'était égaré{o:|e} loin de {family}, {?tremblait|attendait}, {hiding}, tout{o:|e} seul{o:|e} et tout{o:|e} triste.{+ }{o:Il|Elle} ne savait plus où était {home}.',
      '{?Derrière un rocher|Tout près d\'eux|Un peu plus loin}, {baby} pleurait à chaudes larmes{+ : |}{o:il|elle} avait perdu {family} et ne retrouvait plus le chemin de {home}.',
    ],
    attempt1: [
      '{name} voulut partir tout droit{+, mais |Mais }{babyShort} ne reconnaissait rien de ce côté.{+ }« Ce n\'est pas par là », murmura-t-{o:il|elle}.',
      '{duo:cap} appelèrent très fort{+, mais |Mais }{babyShort} eut peur du bruit et se cacha de nouveau.{+ }Crier n\'était pas la bonne idée.',
    ],
    attempt2: [
      '{ils:cap} trouvèrent des traces de pattes {shelter}{+ : |}c\'étaient celles de {family}, mais elles s\'arrêtaient net.',
      '{critter:cap} avait vu passer {family}{+, mais |Mais }impossible de se rappeler dans quelle direction.',
    ],
    turn: [
      '{name} s\'accroupit près {babyShort:de}{+ : |}« Raconte-moi ta maison. »{+ }Pas à pas, les souvenirs {babyShort:de} dessinèrent le chemin jusqu\'à {home}.',
      '{name} eut une idée{+ : |}« Chante la chanson que chante ta famille ! »{+ }{babyShort:cap} chanta, et de loin, une voix lui répondit.',
    ],
    resolution: [
      'Au bout du chemin, {family} attendait{+ : |}{babyShort} courut se blottir contre les siens.{+ }{babyShort:cap} avait retrouvé sa famille.',
      '{family:cap} {came}{+, et |}{babyShort} se jeta dans {arms}.{+ }{babyShort:cap} avait retrouvé sa famille{?, enfin| et {home}}.',
    ],
    ending: [
      'En partant, {name} se retourna{+ : |}{babyShort} faisait coucou, serré{o:|e} contre {family}.',
      '{babyShort:cap} était rentré{o:|e} chez {o:lui|elle}{+, et |}{name} gardait au cœur la chaleur de ces retrouvailles.',
    ],
    scenes: [
      '{babyShort:cap} avait de toutes petites pattes{+, alors |Alors }{name} ralentit pour marcher à son rythme.',
      '{name} partagea son goûter avec {babyShort}{+ : |}rien de tel qu\'une miette de gâteau pour reprendre courage.',
      '{mcShort:cap} {n:montra|montrèrent} {babyShort:a} comment se faire tout petit derrière une feuille{+ : |}ils jouèrent à cache-cache pour oublier la peur.',
    ],
    talks: [
      '« Comment s\'appelle ta maman ? » demanda {name}.{+ }« Maman », répondit {babyShort}, et tout le monde sourit.',
      '« Tu n\'es plus tout{o:|e} seul{o:|e} », dit {mcShort}.{+ }« C\'est vrai ? » demanda {babyShort}.{+ }« Promis », dit {name}.',
    ],
  },
  {
    id: 'fete-surprise',
    cues: [[/fete|surprise|anniversaire|gouter/, 3], [/seul|triste|solitaire/, 2], [/preparer|organiser/, 1]],
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
      'Ce matin-là, {duo} passèrent devant la maison {friend:de}{+ : |}les volets étaient fermés, comme chaque jour.',
      'Au petit matin, {name} aperçut {friend}, assis{f:|e} tout{f:|e} seul{f:|e} {hiding}.',
    ],
    problem: [
      '{friend:cap} se sentait seul{f:|e}{+ : |}personne ne venait jamais jouer avec {f:lui|elle}.{+ }« Et si on lui préparait une fête surprise ? » chuchota {name}.',
      '« Personne ne pense à moi », soupira {friend}.{+ }{name} eut aussitôt une idée{+ : |}une fête, une vraie, mais en secret.',
    ],
    attempt1: [
      '{duo:cap} voulurent accrocher des guirlandes{+, mais |Mais }{friend} passait justement par là.{+ }Vite, {ils} cachèrent tout derrière leur dos !',
      'Le premier gâteau de {name} s\'écroula comme un château de sable{+ : |}trop de crème, pas assez de patience.',
    ],
    attempt2: [
      'Les invités arrivaient un à un{+, mais |Mais }il manquait encore le cadeau.{+ }Et le temps filait.',
      'Tout était presque prêt{+, mais |Mais }comment faire venir {friend} sans dévoiler la surprise ?',
    ],
    turn: [
      '{name} trouva la solution{+ : |}« Viens m\'aider à chercher quelque chose », dit-{il} {friend:a}, l\'air de rien.',
      '{name} dessina une carte d\'invitation mystérieuse{+ : |}« Suis les rubans », disait-elle simplement.',
    ],
    resolution: [
      '{friend:cap} ouvrit la porte{+ : |}« SURPRISE ! »{+ }Les guirlandes, le gâteau, tous les amis : tout était pour {f:lui|elle}.',
      'Quand {friend} arriva, tout le monde sortit de sa cachette{+ : |}« Joyeuse fête ! »{+ }{friend:cap} en resta bouche bée, puis éclata de rire.',
    ],
    ending: [
      '{friend:cap} ne se sentait plus seul{f:|e} du tout{+ : |}{f:il|elle} avait maintenant une bande d\'amis.',
      'Ce soir-là, {friend} s\'endormit avec un bout de guirlande dans la main et un grand sourire.',
    ],
    scenes: [
      '{duo:cap} découpèrent des étoiles en papier{+, et |}{name} en colla une sur le nez {mcShort:de}.',
      'On prépara un gâteau aux pommes{+ : |}{name} pesa la farine, cassa les œufs et lécha la cuillère.',
      'Il fallait inviter tout le monde sans que {friend} le sache{+ : |}les invitations passèrent de main en main, en chuchotant.',
    ],
    talks: [
      '« Tu crois qu\'{f:il|elle} va aimer ? » demanda {mcShort}.{+ }« J\'en suis sûr{e} », répondit {name}.',
      '« Chut, {f:il|elle} arrive ! » souffla {name}.{+ }« Tout le monde se cache ! » chuchota {mcShort}.',
    ],
  },
  {
    id: 'arc-en-ciel',
    cues: [[/arc-en-ciel|arc en ciel/, 4], [/couleur/, 2], [/gris/, 2]],
    lights: { opening: 'day', problem: 'day', resolution: 'day' },
    problemPose: 'worried',
    props: { opening: ['grey-rainbow'], problem: ['grey-rainbow', 'paint-pots'], resolution: ['rainbow'] },
    captions: {
      opening: '{child} et {companion} découvrent un arc-en-ciel tout gris.',
      problem: '{child} et {companion} cherchent des couleurs avec des pots de peinture.',
      resolution: 'Un arc-en-ciel éclatant s\'étend au-dessus de {child} et {companion}.',
    },
    titles: ['{name} et l\'arc-en-ciel gris', 'Les couleurs perdues', 'Un arc-en-ciel pour {name}', 'Qui a volé les couleurs ?'],
    setup: [
      'Après la pluie, un arc-en-ciel se leva {locShort}{+, mais |Mais }il était gris, gris comme un vieux chiffon.',
      '{name} attendait l\'arc-en-ciel{+ : |}quand il apparut enfin, il n\'avait plus une seule couleur.',
    ],
    problem: [
      'Sans couleurs, l\'arc-en-ciel pleurait de petites gouttes grises.{+ }« Mes couleurs sont parties », gémit-il.',
      'Tout autour, les choses pâlissaient aussi{+ : |}les fleurs, les fruits, même le {colour} préféré de {name}.',
    ],
    attempt1: [
      '{name} essaya de peindre l\'arc-en-ciel avec des pots de peinture{+, mais |Mais }il était bien trop haut{+ : |}la peinture coulait sur ses mains.',
      '{duo:cap} soufflèrent sur l\'arc-en-ciel pour chasser le gris{+, mais |Mais }le gris revenait aussitôt.',
    ],
    attempt2: [
      '{ils:cap} trouvèrent une goutte de rouge {hiding}{+ : |}l\'arc-en-ciel rosit un peu, mais six couleurs manquaient encore.',
      'Le jaune revint grâce à une fleur de tournesol{+, mais |Mais }les autres couleurs restaient cachées.',
    ],
    turn: [
      '{name} comprit{+ : |}les couleurs revenaient quand on partageait ce qu\'on aimait.{+ }{il:cap} offrit son {colour} à l\'arc-en-ciel.',
      '{name} eut une idée{+ : |}chacun pouvait donner la couleur de son cœur.{+ }Un à un, tous les amis apportèrent la leur.',
    ],
    resolution: [
      'Rouge, orange, jaune, vert, bleu, indigo, violet{+ : |}les sept couleurs remontèrent une à une, et l\'arc-en-ciel brilla de tout son éclat.',
      'D\'un coup, l\'arc-en-ciel se gonfla de couleurs{+ : |}il était plus beau qu\'il ne l\'avait jamais été.',
    ],
    ending: [
      'L\'arc-en-ciel coloré resta longtemps dans le ciel{+, comme |Comme }un grand sourire.',
      'Il restait une trace de {colour} sur la main de {name}{+ : |}un souvenir de l\'arc-en-ciel retrouvé.',
    ],
    scenes: [
      '{duo:cap} rangèrent les couleurs retrouvées dans des petits pots{+ : |}rouge cerise, vert pomme, bleu de mer.',
      'Une fleur grise demanda de l\'aide{+ : |}{name} lui raconta le soleil, et un peu de jaune revint sur ses pétales.',
      '{mcShort:cap} {n:compta|comptèrent} sur {n:ses|leurs} doigts{+ : |}« Il en faut sept. Nous en avons trois. »',
    ],
    talks: [
      '« Tu crois qu\'un arc-en-ciel peut être triste ? » demanda {mcShort}.{+ }« Celui-là, oui », répondit {name}.',
      '« Quelle est ta couleur préférée ? » demanda {name}.{+ }« Toutes ! » s\'exclama {mcShort}.',
    ],
  },
  {
    id: 'premier-jour',
    cues: [[/ecole|classe|rentree|maitresse|maitre/, 3], [/premier jour|nouveau|nouvelle/, 2], [/amis?\b|copain|copine/, 1]],
    lights: { opening: 'morning', problem: 'morning', resolution: 'day' },
    problemPose: 'worried',
    props: { opening: ['schoolbag', 'school'], problem: ['school', 'schoolbag'], resolution: ['new-friends', 'school'] },
    captions: {
      opening: '{child} et {companion} arrivent devant une nouvelle école, le cartable sur le dos.',
      problem: '{child} hésite à la porte de la nouvelle école.',
      resolution: '{child} joue avec de nouveaux amis dans la cour.',
    },
    details: [
      { friend: 'une écolière aux couettes', friendLater: "l'écolière aux couettes", _f: 'f' },
      { friend: 'un écolier aux lunettes rondes', friendLater: "l'écolier aux lunettes", _f: 'm' },
      { friend: 'une fillette qui dessinait des chats', friendLater: 'la fillette', _f: 'f' },
      { friend: 'un écolier aux cheveux en bataille', friendLater: "l'écolier", _f: 'm' },
    ],
    titles: ['Le premier jour de {name}', '{name} et la nouvelle école', 'Un cartable plein de courage', 'Bonjour, nouvelle école !'],
    setup: [
      'Ce matin-là, {name} serrait les bretelles de son cartable neuf{+ : |}c\'était son premier jour dans une nouvelle école.',
      'Le réveil sonna tôt{+ : |}aujourd\'hui, {name} découvrait une nouvelle école, {locShort}.',
    ],
    problem: [
      'Devant le portail de l\'école, {name} ne connaissait personne.{+ }Tout le monde riait déjà par petits groupes{+, et |}{il} se sentit tout{e} petit{e}.',
      '« Et si personne ne veut jouer avec moi ? » murmura {name}.{+ }La cour paraissait immense.',
    ],
    attempt1: [
      '{name} dit bonjour à un groupe d\'enfants{+, mais |Mais }sa voix était si petite que personne ne l\'entendit.',
      '{name} s\'approcha d\'une partie de ballon{+, mais |Mais }la cloche sonna juste à ce moment-là.',
    ],
    attempt2: [
      'En classe, {name} s\'assit à côté {friend:de}{+ : |}ils échangèrent un sourire, mais sans oser se parler.',
      'À la récréation, {name} prêta sa gomme {friend:a}{+ : |}c\'était un début, mais la cloche sonna encore.',
    ],
    turn: [
      '{name} prit une grande inspiration{+ : |}« Tu veux jouer avec moi ? »{+ }Cette fois, {il} l\'avait dit haut et fort.',
      '{name} proposa un jeu inventé avec {mcShort}{+, et |}très vite, les autres voulurent en connaître les règles.',
    ],
    resolution: [
      'À midi, {name} mangeait entre {friend} et deux nouveaux copains{+ : |}la nouvelle école ne faisait plus peur du tout.',
      'À la fin de la journée, {name} avait trois nouveaux amis{+, et |}{friend} voulait déjà s\'asseoir à côté {g:de lui|d\'elle} demain.',
    ],
    ending: [
      'En rentrant, {name} raconta tout{+ : |}les nouveaux amis, le jeu inventé, la cour immense devenue familière.',
      '{name} prépara son cartable pour le lendemain{+ : |}{il} avait hâte d\'y retourner.',
    ],
    scenes: [
      'La maîtresse accueillit chacun avec un grand sourire{+, et |}elle écrivit le prénom de {name} au tableau.',
      'Il y avait des dessins partout sur les murs{+ : |}{name} repéra un dragon, une fusée et un chat qui riait.',
      'À la cantine, {name} découvrit une purée orange{+ : |}« Carottes ! » devina {friend}.',
    ],
    talks: [
      '« Comment tu t\'appelles ? » demanda {friend}.{+ }« {name}. Et toi ? »{+ }Voilà, c\'était fait.',
      '« J\'ai un peu peur », avoua {name}.{+ }« Moi aussi, le premier jour », répondit {mcShort}.',
    ],
  },
  {
    id: 'jardin-magique',
    cues: [[/graine|pousse|germe|semer|planter/, 4], [/jardin|potager|plante|fleur/, 2], [/gentil|gentillesse/, 2], [/magique/, 1]],
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'working',
    props: { opening: ['seed'], problem: ['seed', 'watering-can'], resolution: ['magic-plant', 'sprout'] },
    captions: {
      opening: '{child} et {companion} découvrent une graine magique.',
      problem: '{child} arrose une graine qui ne pousse pas.',
      resolution: 'Une plante magique a poussé, immense et fleurie, près de {child} et {companion}.',
    },
    titles: ['La graine magique de {name}', '{name} et la graine de gentillesse', 'La plante qui aimait les mots doux', 'Une graine pour {mcShort}'],
    setup: [
      'Ce matin-là, {name} trouva une graine qui brillait comme une bille{+ : |}sur une étiquette minuscule, on lisait : « Je grandis avec la gentillesse. »',
      '{mcShort:cap} {n:apporta|apportèrent} une graine dorée{+ : |}« Elle est magique, {n:dit|dirent}-{n:il|ils}, mais personne ne sait la faire pousser. »',
    ],
    problem: [
      '{name} planta la graine {locShort}{+, et |}attendit.{+ }Rien. Pas la moindre petite pousse.',
      'La graine restait dure et muette dans la terre{+ : |}« Et si elle ne poussait jamais ? » s\'inquiéta {name}.',
    ],
    attempt1: [
      '{name} l\'arrosa avec un grand arrosoir{+, mais |Mais }trop d\'eau noya la terre{+ : |}la graine ne bougea pas.',
      { t: '{name} mit la graine en plein soleil{+, mais |Mais }la chaleur ne suffit pas{+ : |}la graine attendait autre chose.', needs: { indoors: false } },
    ],
    attempt2: [
      '{name} aida {friend} à porter un panier trop lourd{+ : |}derrière {g:lui|elle}, une toute petite pousse sortit de terre.',
      'En consolant {friend} qui pleurait, {name} entendit un petit craquement{+ : |}une pousse verte pointait son nez, puis s\'arrêta.',
    ],
    turn: [
      '{name} comprit{+ : |}la graine grandissait à chaque gentillesse.{+ }Alors {il} remercia, aida, partagea, et la pousse grandit à chaque fois.',
      '« C\'est la gentillesse qui la fait pousser ! » s\'écria {name}.{+ }{il:cap} dit un mot doux à chacun{+, et |}la tige monta, monta.',
    ],
    resolution: [
      'Avant le soir, la plante magique était plus haute qu\'une maison{+ : |}ses fleurs s\'ouvraient à chaque merci.',
      'La pousse devint une plante magique couverte de fleurs qui sentaient le miel{+ : |}la graine avait grandi, grâce à toutes ces gentillesses.',
    ],
    ending: [
      'Depuis, {name} arrose sa plante magique avec des mots doux{+, et |}elle ne cesse de fleurir.',
      'Sous la plante magique, tout le monde venait s\'asseoir{+ : |}c\'était l\'arbre de la gentillesse.',
    ],
    scenes: [
      '{name} colla son oreille contre la terre{+ : |}on aurait dit que la graine attendait quelque chose.',
      '{duo:cap} construisirent un petit abri de feuilles pour la graine{+, au cas où |Au cas où }il ferait froid.',
      'Chaque fois qu\'on riait près d\'elle, la pousse frissonnait{+ : |}elle aimait la bonne humeur.',
    ],
    talks: [
      '« Tu crois qu\'elle nous entend ? » demanda {mcShort}.{+ }« Parlons-lui gentiment, au cas où », répondit {name}.',
      '« Qu\'est-ce qui fait grandir une graine magique ? » demanda {name}.{+ }« Pas seulement l\'eau », {n:répondit|répondirent} {mcShort}.',
    ],
  },
];
