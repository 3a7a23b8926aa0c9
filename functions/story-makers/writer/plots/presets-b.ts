import type { Plot } from './plot';

/** Plots of the preset scenarios, part two: the Moon, the race, the night, the song, the storm, the cake, the book. */

export const PRESETS_B: Plot[] = [
  {
    id: 'voyage-lune',
    cues: [[/\blune\b/, 3], [/fusee|vaisseau/, 3], [/construire|fabriquer/, 1], [/espace|etoiles|saluer/, 1]],
    lights: { opening: 'day', problem: 'dusk', resolution: 'night' },
    problemPose: 'working',
    props: { opening: ['toolbox'], problem: ['rocket', 'toolbox'], resolution: ['moon', 'rocket'] },
    captions: {
      opening: '{child} et {companion} ouvrent une grande boîte à outils.',
      problem: '{child} et {companion} construisent une fusée.',
      resolution: '{child} et {companion} saluent la Lune depuis leur fusée.',
    },
    titles: ['{name} et la fusée pour la Lune', 'Bonjour, la Lune !', 'La fusée {mcShort:de}', 'Un voyage jusqu\'à la Lune'],
    setup: [
      'Cet après-midi-là, {name} ouvrit une grande boîte à outils{+ : |}{il} avait décidé d\'aller dire bonjour à la Lune.',
      '{name} regardait souvent la Lune{+ : |}un jour, se disait-{il}, j\'irai la saluer.{+ }Et ce jour était arrivé.',
    ],
    problem: [
      'Mais pour aller jusqu\'à la Lune, il fallait une fusée{+, et |}ils n\'avaient que des cartons, des bouts de ficelle et beaucoup d\'envie.',
      'La Lune se levait déjà{+, mais |Mais }la fusée n\'était qu\'un tas de pièces éparpillées.',
    ],
    attempt1: [
      'La première fusée était trop lourde{+ : |}elle fit « pfff » et ne décolla que d\'un centimètre.',
      '{duo:cap} fixèrent les ailerons à l\'envers{+ : |}la fusée tourna sur elle-même comme une toupie.',
    ],
    attempt2: [
      'La deuxième fusée décolla{+, mais |Mais }elle retomba doucement, faute de carburant.{+ }Il manquait quelque chose.',
      'Cette fois, la fusée tenait debout{+, mais |Mais }elle tremblait de partout dès qu\'on allumait le moteur.',
    ],
    turn: [
      '{name} réfléchit{+ : |}« Il faut de la lumière pour aller vers la lumière. »{+ }{il:cap} remplit le réservoir de rires, de souhaits et d\'un rayon de Lune attrapé dans un bocal.',
      '{name} dessina un nouveau plan{+ : |}plus léger, plus rond, avec un hublot pour voir la Lune arriver.',
    ],
    resolution: [
      'Trois, deux, un{+… |}décollage !{+ }La fusée fila entre les étoiles{+, et |}la Lune, toute ronde, leur fit un grand sourire.{+ }« Bonjour, la Lune ! » cria {name}.',
      'La fusée monta, monta, jusqu\'à frôler la Lune{+ : |}{name} colla son nez au hublot et la salua de la main.{+ }La Lune lui répondit d\'un clin d\'œil argenté.',
    ],
    ending: [
      'Depuis, chaque fois que {name} regarde la Lune, {il} lui fait un petit signe{+ : |}elle, elle se souvient.',
      'La fusée redescendit tout doucement{+ : |}dans la poche de {name}, il y avait un caillou de Lune, tout léger.',
    ],
    scenes: [
      '{duo:cap} peignirent la fusée en {colour}{+, et |}{name} écrivit son prénom sur le côté.',
      '{name} compta les vis une à une{+ : |}trente-deux, pas une de moins.',
      'Il fallait des casques{+ : |}deux saladiers retournés feraient l\'affaire.',
    ],
    talks: [
      '« Tu crois que la Lune nous attend ? » demanda {mcShort}.{+ }« Elle attend tous ceux qui viennent lui dire bonjour », répondit {name}.',
      '« Ceinture attachée ? » demanda {name}.{+ }« Attachée ! » {n:répondit|répondirent} {mcShort}.',
    ],
  },
  {
    id: 'course-animaux',
    cues: [[/course|courir|rallye|competition|concours/, 3], [/ensemble|finir|arrivee|ligne/, 2], [/gagner|champion/, 1]],
    lights: { opening: 'morning', problem: 'day', resolution: 'day' },
    problemPose: 'worried',
    props: { opening: ['race-flags'], problem: ['race-flags', 'footprints'], resolution: ['finish-line', 'race-flags'] },
    captions: {
      opening: '{child} et {companion} arrivent au départ de la grande course, parmi les drapeaux.',
      problem: '{child} s\'arrête au milieu de la course.',
      resolution: '{child} et {companion} franchissent la ligne d\'arrivée ensemble.',
    },
    titles: ['La grande course de {name}', 'Tous ensemble jusqu\'à l\'arrivée', '{name} et la course {locShort}', 'Une course pas comme les autres'],
    setup: [
      'Ce matin-là, des drapeaux flottaient partout{+ : |}c\'était le jour de la grande course.',
      'Au petit matin, tout le monde se pressait sur la ligne de départ{+, et |}{name} sautillait d\'impatience.',
    ],
    problem: [
      'Au signal, tout le monde partit{+, et |}{name} prit vite de l\'avance.{+ }Mais derrière, {friend} avait trébuché et restait tout{f:|e} seul{f:|e}.',
      'La course commença{+ : |}« On ne gagne que si tout le monde finit », avait dit l\'arbitre.{+ }Mais {friend} était déjà loin derrière.',
    ],
    attempt1: [
      { t: '{name} voulut porter {friend} sur son dos{+, mais |Mais }{f:il|elle} était trop lourd{f:|e}{+ : |}ils avancèrent trois pas et s\'assirent, essoufflés.', needs: { medium: ['land'] } },
      { t: '{name} tira {friend} par la main{+, mais |Mais }le courant les repoussait{+ : |}nager à deux, ce n\'était pas si simple.', needs: { medium: ['water'] } },
      { t: '{name} tira {friend} par la main{+, mais |Mais }on ne va pas vite à deux quand on flotte dans tous les sens.', needs: { medium: ['air', 'space'] } },
    ],
    attempt2: [
      '{ils:cap} avancèrent ensemble, doucement{+, mais |Mais }devant eux se dressait {passage}.{+ }Les autres l\'avaient déjà passé.',
      '{duo:cap} et {friend} repartirent{+, mais |Mais }les coureurs de tête arrivaient déjà près de la ligne.',
    ],
    turn: [
      '{name} eut une idée{+ : |}« Donnons-nous la main, et avançons au même rythme ! »{+ }Pas après pas, {ils} trouvèrent la cadence.',
      '{name} s\'arrêta et appela les autres{+ : |}« La course, c\'est de finir tous ensemble ! »{+ }Un à un, les coureurs revinrent les aider.',
    ],
    resolution: [
      'Main dans la main, {name}, {mcShort} et {friend} franchirent la ligne d\'arrivée en même temps que tous les autres.{+ }Tout le monde avait fini, ensemble.',
      'La ligne d\'arrivée approchait{+ : |}ils la passèrent tous ensemble, en riant.{+ }Personne n\'était arrivé seul.',
    ],
    ending: [
      'Ce jour-là, la coupe fut donnée à tout le monde à la fois{+ : |}c\'était la course où chacun avait fini avec les autres.',
      '{friend:cap} avait encore du sable sur les genoux{+, mais |Mais }{f:il|elle} souriait{+ : |}personne ne l\'avait laissé{f:|e} derrière.',
    ],
    scenes: [
      'Les supporters tapaient dans leurs mains{+ : |}« Allez, allez ! »',
      'À mi-parcours, on distribuait de l\'eau fraîche{+ : |}{name} en donna d\'abord {friend:a}.',
      '{mcShort:cap} {n:montrait|montraient} le chemin{+, et |}{name} encourageait ceux qui ralentissaient.',
    ],
    talks: [
      '« On va perdre, à cause de moi », soupira {friend}.{+ }« On ne perd pas quand on finit ensemble », répondit {name}.',
      '« Tu n\'as plus de souffle ? » demanda {name}.{+ }« Un peu, mais je continue ! » dit {mcShort}.',
    ],
  },
  {
    id: 'nuit-etoilee',
    cues: [[/\bnuit\b|\bnoir\b|obscurite/, 3], [/bruits?|craqu|grinc/, 3], [/peur/, 1], [/secret/, 1]],
    lights: { opening: 'dusk', problem: 'night', resolution: 'night' },
    problemPose: 'worried',
    props: { opening: ['lantern'], problem: ['lantern', 'owl'], resolution: ['fireflies', 'owl', 'lantern'] },
    captions: {
      opening: '{child} et {companion} allument une lanterne au crépuscule.',
      problem: '{child} et {companion} écoutent les bruits de la nuit, une lanterne à la main.',
      resolution: '{child} et {companion} jouent avec les lucioles et une chouette.',
    },
    titles: ['Le secret de la nuit', '{name} et les bruits de la nuit', 'Qui fait du bruit dans la nuit ?', 'La nuit des lucioles'],
    setup: [
      'Le soir tombait {locShort}{+, et |}{name} alluma une petite lanterne.',
      'À la tombée du jour, {duo} s\'installèrent {shelter}{+ : |}la nuit arrivait tout doucement.',
    ],
    problem: [
      'Dans le noir, des bruits commencèrent{+ : |}un craquement, un froissement, un « hou-hou » tout près.{+ }{name} serra la lanterne plus fort.',
      'Crac ! Frrrt ! Hou !{+ }La nuit était pleine de bruits inconnus{+, et |}{name} sentit son cœur battre vite.',
    ],
    attempt1: [
      '{name} se cacha sous sa couverture{+, mais |Mais }les bruits continuaient{+ : |}se cacher ne les faisait pas partir.',
      '{name} cria « Qui est là ? »{+, mais |Mais }tout se tut d\'un coup{+ : |}le silence était encore plus étrange.',
    ],
    attempt2: [
      'Avec la lanterne, {name} éclaira un buisson{+ : |}une paire d\'yeux ronds brillait.{+ }Puis {ils} disparurent.',
      'Le « hou-hou » venait d\'en haut{+ : |}{name} leva la lanterne, mais ne vit qu\'une ombre qui s\'envolait.',
    ],
    turn: [
      '{name} prit son courage à deux mains{+ : |}« Bonsoir ! Vous voulez jouer ? »{+ }Le froissement s\'arrêta, puis quelqu\'un rit tout bas.',
      '{name} baissa la lanterne et attendit sans bouger{+ : |}les bruits s\'approchèrent, pleins de curiosité.',
    ],
    resolution: [
      'Une chouette sortit de l\'ombre, suivie d\'un hérisson et d\'une farandole de lucioles{+ : |}les bruits de la nuit, c\'étaient eux, qui jouaient à cache-cache.',
      'Les lucioles s\'allumèrent toutes en même temps{+ : |}la chouette, le hérisson et les grillons étaient là.{+ }« On jouait ! » dirent-ils en riant.',
    ],
    ending: [
      'Désormais, quand la nuit faisait « hou-hou », {name} souriait{+ : |}{il} savait que ses amis jouaient dehors.',
      'Les bruits de la nuit n\'étaient plus des inconnus{+ : |}c\'étaient des amis qui disaient bonne nuit.',
    ],
    scenes: [
      'Les grillons chantaient{+, et |}{name} essaya de compter leurs notes.',
      'Une branche craqua{+ : |}ce n\'était que {mcShort}, qui {n:avait|avaient} marché dessus.{+ }Ils rirent tout bas.',
      '{name} reconnut l\'odeur de la menthe sauvage{+ : |}la nuit avait aussi ses parfums.',
    ],
    talks: [
      '« Tu entends ? » chuchota {name}.{+ }« Oui… et on dirait que ça rit », répondit {mcShort}.',
      '« Tu as peur ? » demanda {mcShort}.{+ }« Un peu, dit {name}. Mais je veux savoir. »',
    ],
  },
  {
    id: 'chanson-perdue',
    cues: [[/chanson|chant|melodie|musique|notes?\b/, 4], [/village|oublie/, 2]],
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'searching',
    props: { opening: ['village-houses'], problem: ['music-notes', 'village-houses'], resolution: ['music-notes', 'village-houses'] },
    captions: {
      opening: '{child} et {companion} arrivent dans un village silencieux.',
      problem: '{child} et {companion} cherchent des notes de musique envolées.',
      resolution: 'Tout le village chante autour de {child} et {companion}.',
    },
    titles: ['La chanson perdue', '{name} et les notes envolées', 'La chanson du village', 'Qui se souvient de la chanson ?'],
    setup: [
      'Ce matin-là, le village était bien silencieux{+ : |}personne ne chantait plus.',
      'Au village, chaque matin, on chantait une vieille chanson{+, mais |Mais }ce matin-là, il n\'y avait que le silence.',
    ],
    problem: [
      'Tout le village avait oublié la chanson{+ : |}on se souvenait de l\'air, un peu, mais plus des notes.{+ }Sans elle, les fleurs ne s\'ouvraient plus.',
      '« La chanson s\'est envolée », soupira la vieille meunière.{+ }Ses notes s\'étaient éparpillées partout {locShort}.',
    ],
    attempt1: [
      '{name} essaya de la fredonner{+, mais |Mais }{il} ne connaissait que le début{+ : |}la-la-la… et puis plus rien.',
      '{ils:cap} demandèrent au boulanger{+, mais |Mais }il mélangeait la chanson avec une comptine.',
    ],
    attempt2: [
      '{ils:cap} trouvèrent une note {hiding}{+, puis |Puis }une autre {hiding2}{+ : |}deux notes, c\'était un début, mais pas une chanson.',
      '{friend:cap} se souvenait d\'un morceau du refrain{+, mais |Mais }le couplet manquait toujours.',
    ],
    turn: [
      '{name} eut une idée{+ : |}chacun au village se souvenait d\'un petit bout.{+ }Il suffisait de les mettre ensemble.',
      '{name} écouta {sound}{+ : |}c\'était le même air !{+ }La nature s\'en souvenait, elle.',
    ],
    resolution: [
      'Chacun chanta son petit morceau, l\'un après l\'autre{+, et |}la chanson revint tout entière.{+ }Tout le village la chanta en chœur.',
      'Note après note, la chanson se reforma{+ : |}les fleurs s\'ouvrirent, et le village entier se mit à chanter.',
    ],
    ending: [
      'Pour ne plus jamais l\'oublier, on écrivit la chanson sur la porte de l\'école{+, et |}{name} la fredonna tout le long du chemin.',
      'Le soir, la chanson retrouvée flottait encore au-dessus des toits.',
    ],
    scenes: [
      'Une note s\'était cachée dans la cheminée du forgeron{+ : |}elle en sortit toute noire de suie, mais elle sonnait juste.',
      '{name} nota chaque morceau sur un papier{+ : |}do, mi, sol, et un petit silence.',
      'Les enfants du village suivaient {name} en tapant dans leurs mains.',
    ],
    talks: [
      '« Tu te souviens du début ? » demanda {name}.{+ }« Je crois que ça fait la-la-li… » essaya {mcShort}.',
      '« Et si on ne la retrouvait jamais ? » demanda {mcShort}.{+ }« Une chanson, ça ne se perd pas vraiment », répondit {name}.',
    ],
  },
  {
    id: 'tempete',
    cues: [[/tempete|orage|ouragan/, 3], [/bateau|barque|voilier|navire/, 3], [/reparer|reconstruire/, 2], [/nouveaux amis|aide/, 1]],
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'working',
    props: { opening: ['storm-clouds', 'broken-boat'], problem: ['broken-boat', 'toolbox'], resolution: ['boat'] },
    captions: {
      opening: '{child} et {companion} découvrent un bateau abîmé après la tempête.',
      problem: '{child} et {companion} réparent le bateau avec des outils.',
      resolution: 'Le bateau réparé vogue de nouveau avec {child} et {companion}.',
    },
    titles: ['Après la tempête', '{name} et le petit bateau', 'Le bateau réparé', 'Un bateau pour tous les amis'],
    setup: [
      'La tempête avait soufflé toute la nuit{+ ; |}au matin, les derniers nuages s\'éloignaient.',
      'Au matin, le vent s\'était enfin calmé{+, et |}{name} sortit voir ce que la tempête avait laissé.',
    ],
    problem: [
      'Le petit bateau de {name} était couché sur le côté{+ : |}la voile déchirée, le mât cassé, un trou dans la coque.',
      'La tempête n\'avait pas épargné le bateau{+ : |}il prenait l\'eau de partout.{+ }« Comment rentrer, maintenant ? »',
    ],
    attempt1: [
      '{name} boucha le trou avec de la mousse{+, mais |Mais }l\'eau passa au travers.{+ }Il fallait une vraie planche.',
      '{duo:cap} essayèrent de relever le mât{+, mais |Mais }il était bien trop lourd pour eux deux.',
    ],
    attempt2: [
      '{friend:cap} proposa une planche{+ : |}le trou fut bouché, mais la voile pendait toujours, en lambeaux.',
      'Avec l\'aide {friend:de}, le mât se redressa{+, mais |Mais }sans voile, le bateau n\'irait nulle part.',
    ],
    turn: [
      '{name} eut une idée{+ : |}« Chacun peut apporter quelque chose ! »{+ }Un ruban, un drap, une ficelle : de nouveaux amis arrivèrent avec leurs trésors.',
      '{name} organisa le chantier{+ : |}les uns cousaient, les autres clouaient, et chacun avait sa place.',
    ],
    resolution: [
      'Le soir venu, le bateau flottait de nouveau, une voile en patchwork gonflée par la brise{+ : |}il était réparé, et plus beau qu\'avant.',
      'Le bateau réparé glissa sur l\'eau{+, et |}tous les nouveaux amis montèrent à bord pour un petit tour.',
    ],
    ending: [
      'Sur la voile, chacun avait cousu un morceau{+ : |}c\'était le bateau de tous les nouveaux amis.',
      '{name} amarra le bateau réparé{+ : |}la prochaine tempête le trouverait solide.',
    ],
    scenes: [
      'Il y avait des branches partout{+ : |}{duo} les rangèrent en tas pour dégager le chemin.',
      '{name} tint les clous pendant que {friend} tapait avec le marteau{+ : |}toc, toc, toc.',
      'Un goéland se posa sur le mât{+ : |}« Il tiendra ! » sembla-t-il dire.',
    ],
    talks: [
      '« Tu crois qu\'on va y arriver ? » demanda {mcShort}.{+ }« Pas tout seuls, répondit {name}. Mais avec des amis, oui. »',
      '« Passe-moi la ficelle, s\'il te plaît ! » dit {name}.{+ }« Voilà ! Et maintenant ? » demanda {friend}.',
    ],
  },
  {
    id: 'gateau-geant',
    cues: [[/gateau|patisserie|cuisiner|recette/, 4], [/dragon/, 1], [/anniversaire|geant/, 2]],
    lights: { opening: 'morning', problem: 'day', resolution: 'dusk' },
    problemPose: 'working',
    props: { opening: ['mixing-bowl'], problem: ['mixing-bowl', 'giant-cake'], resolution: ['giant-cake', 'dragon-friend'] },
    captions: {
      opening: '{child} et {companion} sortent un grand saladier.',
      problem: '{child} et {companion} préparent une pâte à gâteau géante.',
      resolution: 'Un dragon souffle les bougies d\'un gâteau géant avec {child} et {companion}.',
    },
    titles: ['Le gâteau géant de {name}', 'Un gâteau pour le dragon', 'Joyeux anniversaire, Grand Dragon !', '{name} pâtissi{g:er|ère}'],
    setup: [
      'Ce matin-là, une lettre arriva, scellée de cire rouge{+ : |}« C\'est l\'anniversaire du Grand Dragon ! »',
      'Au petit matin, {mcShort} {n:arriva|arrivèrent} en courant{+ : |}« Ce soir, le Grand Dragon fête son anniversaire ! »',
    ],
    problem: [
      'Un dragon, c\'est immense{+ : |}il fallait un gâteau géant, aussi grand qu\'une maison.{+ }Et personne n\'avait jamais fait ça.',
      'Le Grand Dragon n\'avait jamais eu de gâteau{+ : |}« Préparons-lui le plus grand gâteau du monde ! » décida {name}.',
    ],
    attempt1: [
      '{duo:cap} mélangèrent la farine, les œufs et le sucre dans le plus grand saladier{+, mais |Mais }la pâte déborda et coula partout{+ : |}beaucoup trop de levure !{+ }Tout était à refaire.',
      '{name} prépara une pâte à gâteau énorme{+, et |}le premier gâteau sortit du four, géant{+, mais |Mais }il s\'affaissa comme un soufflé{+ : |}plouf.',
      'On versa des sacs entiers de farine dans la pâte{+, et |}{name} fouetta tant qu\'{il} put{+, mais |Mais }la pâte devint dure comme un caillou.',
    ],
    attempt2: [
      'Le deuxième gâteau tenait debout{+, mais |Mais }il était bien trop petit pour un dragon{+ : |}une seule bouchée, et plus rien.',
      'Cette fois, la pâte était parfaite{+, mais |Mais }aucun four n\'était assez grand pour la cuire.',
    ],
    turn: [
      '{name} eut une idée{+ : |}« Faisons plein de petits gâteaux, et empilons-les ! »{+ }Étage après étage, le gâteau monta jusqu\'au ciel.',
      '{name} regarda le grand dragon dessiné sur la lettre{+ : |}« Son souffle ! Le four, c\'est lui ! »',
    ],
    resolution: [
      'Le soir, le Grand Dragon souffla les bougies du gâteau géant d\'une toute petite flamme{+, et |}tout le monde chanta : « Joyeux anniversaire ! »',
      'Quand le Grand Dragon vit le gâteau, il en resta bouche bée{+ : |}c\'était le plus beau gâteau de sa vie.{+ }Le Grand Dragon goûta une part{+, puis |Puis }il en donna une à chacun.',
      'À la nuit tombante, le Grand Dragon arriva{+ : |}« Joyeux anniversaire ! » crièrent tous ses amis.{+ }Le dragon croqua une part du gâteau et ferma les yeux de bonheur.',
    ],
    ending: [
      'Le Grand Dragon garda une cerise du gâteau en souvenir{+, et |}{name} garda le souvenir de ce gâteau immense.',
      'Depuis, le Grand Dragon invite {name} chaque année{+ : |}et c\'est {g:lui|elle} qui fait le gâteau.',
    ],
    scenes: [
      'Il fallait cent œufs{+ : |}{name} les cassa un par un, sans faire tomber une seule coquille.',
      '{duo:cap} montèrent sur une échelle pour verser le sucre{+ : |}une vraie montagne blanche.',
      'On décora le gâteau de fraises, de framboises et d\'une grande bougie en forme de flamme.',
    ],
    talks: [
      '« Et si le dragon n\'aime pas les fraises ? » demanda {mcShort}.{+ }« Tout le monde aime les fraises », répondit {name}.',
      '« Encore un peu de sucre ? » demanda {name}.{+ }« Juste une pincée », {n:dit|dirent} {mcShort}.',
    ],
  },
  {
    id: 'livre-magique',
    cues: [[/livre|histoire|conte|page/, 3], [/fin\b|finir|terminer/, 2], [/magique|parlait|parle/, 1]],
    lights: { opening: 'day', problem: 'dusk', resolution: 'night' },
    problemPose: 'searching',
    props: { opening: ['magic-book'], problem: ['magic-book', 'quill'], resolution: ['magic-book', 'quill'] },
    captions: {
      opening: '{child} et {companion} ouvrent un grand livre qui parle.',
      problem: '{child} et {companion} cherchent la fin du livre, une plume à la main.',
      resolution: 'Le livre magique se referme, heureux, près de {child} et {companion}.',
    },
    titles: ['Le livre qui parlait', '{name} et la fin de l\'histoire', 'La dernière page', 'Un livre pour {name}'],
    setup: [
      'Ce jour-là, un gros livre tomba d\'une étagère{+ : |}« Aïe ! » dit le livre.{+ }Un livre qui parlait !',
      '{name} ouvrit un vieux livre {hiding}{+, et |}une petite voix sortit des pages{+ : |}« Enfin, quelqu\'un ! »',
    ],
    problem: [
      '« Ma fin s\'est envolée », pleurait le livre.{+ }Les dernières pages étaient toutes blanches{+ : |}son histoire ne finissait plus.',
      'Le livre tourna ses pages tout seul jusqu\'à la fin{+ : |}il n\'y avait plus rien, que du blanc.{+ }« Aidez-moi à retrouver ma fin ! »',
    ],
    attempt1: [
      '{name} écrivit une fin au crayon{+, mais |Mais }les mots s\'effacèrent aussitôt{+ : |}ce n\'était pas la bonne.',
      '{ils:cap} cherchèrent la fin sous les étagères{+, mais |Mais }il n\'y avait que de la poussière et un marque-page oublié.',
    ],
    attempt2: [
      'Une page s\'était glissée {hiding2}{+ : |}c\'était bien un morceau de la fin, mais il manquait le dernier mot.',
      'Les personnages du livre sortirent un par un pour aider{+, mais |Mais }aucun ne savait comment l\'histoire se terminait.',
    ],
    turn: [
      '{name} relut l\'histoire depuis le début{+ : |}tous les indices étaient là.{+ }« Je sais comment elle finit ! »',
      '{name} prit une plume{+ : |}« La fin, ce sont les personnages qui la choisissent. »{+ }{il:cap} leur demanda ce qu\'ils voulaient vraiment.',
    ],
    resolution: [
      'La plume glissa sur la page{+, et |}les mots restèrent, cette fois.{+ }Le livre soupira de bonheur{+ : |}il avait retrouvé la fin de son histoire.',
      'Le dernier mot apparut tout seul, en lettres dorées{+ : |}« Fin ».{+ }Le livre magique se referma doucement, tout heureux.',
    ],
    ending: [
      'Le livre magique retrouva sa place sur l\'étagère{+, et |}parfois, la nuit, on l\'entend se raconter son histoire jusqu\'au bout.',
      'Sur la dernière page, on pouvait maintenant lire le prénom de {name}, écrit en tout petit.',
    ],
    scenes: [
      'Un chevalier en papier sauta de la page douze{+ : |}« Je connais un passage secret ! »',
      '{name} suivit une phrase qui serpentait d\'une page à l\'autre{+ : |}elle menait au sommaire.',
      'Les lettres se mirent à danser{+ : |}il fallait les remettre dans le bon ordre.',
    ],
    talks: [
      '« Comment tu t\'appelles ? » demanda {name} au livre.{+ }« Je n\'ai pas de titre… pas encore », répondit-il.',
      '« Et si on inventait la fin ? » proposa {mcShort}.{+ }« Une fin, ça se trouve, ça ne s\'invente pas n\'importe comment », dit le livre.',
    ],
  },
];
