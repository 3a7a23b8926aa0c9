/**
 * How the child's interests and traits help at the turning point of a story: a line per interest of
 * the profile list (two where we could), and an action per trait. They are written to fit any arc —
 * the child draws an idea, calm or courage from what they love and who they are.
 */

/** Keyed by the profile's interest label. Slots: name, il, lui, e, g:… */
export const INTEREST_SKILLS: Record<string, string[]> = {
  Animaux: [
    '{name} pensa au courage des petits animaux qu\'{il} aimait tant{+ : |}même la plus petite fourmi ne renonce jamais.',
    'Comme avec les animaux qu\'{il} aimait tant, {name} parla d\'une voix douce et rassurante.',
  ],
  Espace: [
    '{name} pensa aux astronautes, qui restent calmes même tout là-haut dans l\'espace{+ : |}{il} respira lentement, comme eux.',
    '« Dans l\'espace, on vérifie tout deux fois », se dit {name}{+, et |Et }{il} vérifia tout, deux fois.',
  ],
  Robots: [
    '{name} se dit : « Un robot ferait ça étape par étape. »{+ }Alors {il} fit pareil, une étape à la fois.',
    'Comme les robots qu\'{il} aimait construire, {name} chercha le bon bouton : celui des bonnes idées.',
  ],
  Contes: [
    '{name} se souvint de ses contes préférés{+ : |}dans les histoires, les héros ne renoncent jamais.',
    'Comme dans les contes, {name} se dit que les petits peuvent accomplir de grandes choses.',
  ],
  Danse: [
    '{name} fit trois petits pas de danse pour se donner du courage{+ : |}la danse, ça marchait à tous les coups !',
    'Avec la légèreté d\'{g:un danseur|une danseuse}, {name} avança sur la pointe des pieds.',
  ],
  Cuisine: [
    '{name} pensa à la cuisine{+ : |}une bonne recette, c\'est un peu de patience et beaucoup d\'amour.',
    'Comme en cuisine, {name} prit les choses dans l\'ordre : d\'abord ceci, ensuite cela.',
  ],
  Jardinage: [
    'Comme au jardin, {name} savait qu\'il faut prendre soin des choses petit à petit.',
    '{name} pensa à ses graines qui poussent sans se presser{+, et |}{il} décida d\'être patient{e}, {g:lui|elle} aussi.',
  ],
  Sports: [
    'Comme dans les sports qu\'{il} aimait tant, {name} se concentra{+, |{g:Il|Elle} }prit son élan et se lança.',
    '{name} se souvint de la règle des sports d\'équipe{+ : |}ensemble, on va plus loin.',
  ],
  Musique: [
    '{name} fredonna sa chanson préférée{+, et |}la musique {g:lui|lui} donna des ailes.',
    '{name} frappa un petit rythme dans ses mains{+ : |}la musique chassait toujours les soucis.',
  ],
  Dessin: [
    '{name} prit un crayon et dessina un plan sur un bout de papier{+ : |}en dessinant, on y voit toujours plus clair.',
    '{name}, qui adorait le dessin, remarqua tout de suite un détail que personne n\'avait vu.',
  ],
  Sciences: [
    '{name} fit comme les savants : observer, réfléchir, puis essayer.',
    '« Faisons une expérience ! » proposa {name}, qui adorait les sciences.',
  ],
  Nature: [
    '{name} pensa à la nature, qui ne se décourage jamais{+ : |}après l\'hiver, le printemps revient toujours.',
    'Amoureu{g:x|se} de la nature, {name} savait lire les petits signes que personne ne voit.',
  ],
  Voyages: [
    '{name}, qui rêvait de voyages, savait qu\'un bon explorateur garde toujours son calme.',
    'Comme dans les récits de voyages qu\'{il} aimait tant, {name} regarda loin devant et choisit sa route.',
  ],
  Histoire: [
    '{name} pensa aux grands personnages de l\'histoire d\'autrefois{+ : |}eux aussi avaient eu peur, et ils avaient avancé.',
    '{name} se souvint d\'une astuce lue dans un livre d\'histoire{+ : |}les bâtisseurs d\'autrefois ne se décourageaient jamais.',
  ],
  Magie: [
    '{name} fit un geste de magicien{+ : |}« Abracadabra, les bonnes idées, c\'est par là ! »',
    'La vraie magie, {name} le savait, c\'est de croire en soi.',
  ],
  Construction: [
    'Comme avec ses jeux de construction, {name} posa une idée sur une autre, jusqu\'à obtenir un vrai plan.',
    '{name}, fan de jeux de construction, savait qu\'on bâtit les grandes choses brique après brique.',
  ],
  'Jeux vidéo': [
    '« C\'est comme un niveau de jeu vidéo », se dit {name}{+ : |}il suffit de trouver la bonne astuce.',
    'Comme dans ses jeux vidéo préférés, {name} savait qu\'on a toujours droit à un nouvel essai.',
  ],
  Lecture: [
    '{name} se souvint d\'un livre où {g:le héros|l\'héroïne} trouvait toujours une solution.',
    'Grâce à la lecture, {name} connaissait mille astuces{+ : |}{il} en choisit une.',
  ],
  Imagination: [
    '{name} ferma les yeux et laissa parler son imagination{+ : |}une idée jaillit, toute pétillante.',
    'Avec son imagination débordante, {name} inventa une solution à laquelle personne n\'avait pensé.',
  ],
  Art: [
    '{name} regarda tout comme un tableau{+ : |}il manquait juste une petite touche.',
    'En {g:vrai|vraie} artiste, {name} vit de la beauté là où les autres voyaient un problème.',
  ],
  Photographie: [
    '{name} regarda la scène comme à travers l\'objectif d\'un appareil photo{+, et |}{il} remarqua le détail qui changeait tout.',
    'Passionné{e} de photographie, {name} savait regarder les choses sous un autre angle.',
  ],
  Théâtre: [
    '{name} se souvint de ses cours de théâtre{+ : |}on respire, on se redresse, et on y va.',
    'Comme au théâtre, {name} prit une voix assurée{+, et |}tout le monde l\'écouta.',
  ],
  Astronomie: [
    '{name} pensa aux étoiles qu\'{il} aimait tant observer{+ : |}même quand on ne les voit pas, elles sont là, et elles brillent.',
    'Passionné{e} d\'astronomie, {name} savait que même dans la nuit la plus noire, il y a toujours une étoile.',
  ],
  Dinosaures: [
    '{name} pensa aux dinosaures{+ : |}même les plus grands avaient commencé tout petits.',
    'Comme {g:un vrai spécialiste|une vraie spécialiste} des dinosaures, {name} observa chaque indice avec patience.',
  ],
  Mythologie: [
    '{name} pensa aux héros de la mythologie{+ : |}ils réussissaient toujours grâce à leur ruse.',
    'Comme dans les vieilles légendes de la mythologie, {name} comprit que la ruse vaut mieux que la force.',
  ],
  Mode: [
    '{name}, qui adorait la mode, savait qu\'avec trois fois rien, on peut faire quelque chose de magnifique.',
    'Avec son œil pour la mode, {name} transforma un vieux ruban en outil bien pratique.',
  ],
  Films: [
    '« Dans les films, c\'est le moment où tout s\'arrange », pensa {name}{+, et |Et }{il} fit en sorte que ce soit vrai.',
    'Comme dans ses films préférés, {name} garda espoir jusqu\'au bout.',
  ],
  Puzzles: [
    'Comme avec ses puzzles, {name} assembla les indices un par un, jusqu\'à voir l\'image entière.',
    '{name}, champion{g:|ne} des puzzles, trouva la pièce qui manquait.',
  ],
  Bricolage: [
    '{name}, qui adorait le bricolage, fabriqua un outil avec une ficelle et un bâton.',
    'Avec ses mains de {g:bricoleur|bricoleuse}, {name} répara ce qui devait l\'être.',
  ],
  Natation: [
    '{name} pensa à la natation{+ : |}on respire calmement, et on avance, mouvement après mouvement.',
    'Comme à la piscine, {name} prit une grande inspiration avant de se lancer.',
  ],
  Vélo: [
    '{name} se souvint de son premier tour de vélo{+ : |}on tombe, on se relève, et un jour, on y arrive.',
    'Comme à vélo, {name} garda l\'équilibre et regarda droit devant.',
  ],
  Football: [
    'Comme au football, {name} savait qu\'une belle passe vaut mieux qu\'un exploit tout seul.',
    '{name} visa juste, comme pour marquer un but au football.',
  ],
  Basket: [
    'Comme au basket, {name} sauta le plus haut possible{+, et |}ça marcha !',
    '{name} pensa au basket{+ : |}on ne rate jamais un panier qu\'on n\'a pas tenté.',
  ],
  Équitation: [
    'Comme avec les chevaux qu\'{il} montait à l\'équitation, {name} resta calme et {g:doux|douce}.',
    '{name} se souvint de son moniteur d\'équitation{+ : |}« Regarde loin devant, et tout ira bien. »',
  ],
  Technologie: [
    '{name}, passionné{e} de technologie, chercha comment tout cela fonctionnait, et trouva la solution.',
    'Comme un ingénieur, {name} observa, réfléchit, puis bricola un petit système très malin.',
  ],
  Insectes: [
    '{name}, qui connaissait bien les insectes, savait que les fourmis s\'entraident toujours.',
    'Comme les abeilles qu\'{il} observait si souvent, {name} comprit qu\'à plusieurs, on est plus forts.',
  ],
  Océans: [
    '{name} pensa aux océans et à leurs vagues{+ : |}elles reviennent toujours, sans jamais se décourager.',
    'Comme les dauphins des océans, {name} décida de ne jamais laisser un ami derrière.',
  ],
  Pâtisserie: [
    '{name} pensa à la pâtisserie{+ : |}un bon gâteau demande de la patience, et beaucoup de douceur.',
    'Comme pour réussir une pâtisserie, {name} suivit les étapes une à une, sans en oublier aucune.',
  ],
  Poésie: [
    '{name} inventa un petit poème pour se donner du courage{+ : |}« Un pas, deux pas, je n\'ai pas peur de ça ! »',
    'Amoureu{g:x|se} de poésie, {name} trouva les mots justes pour rassurer tout le monde.',
  ],
  Yoga: [
    'Comme au yoga, {name} ferma les yeux et respira profondément{+ : |}le calme revint.',
    '{name} prit la posture de l\'arbre, comme au yoga : bien droit{e}, bien stable, et prêt{e} à tout.',
  ],
};

/** Lines for any interest (`interest1` is a noun phrase): mixed with the interest's own lines. */
export const GENERIC_INTEREST_SKILLS = [
  '{name} pensa {interest1:a}{+, et |}{?une idée jaillit aussitôt|une idée lumineuse lui vint|tout devint plus clair}.',
  'Tout ce que {il} savait sur {interest1} lui donna {?une idée|le coup de pouce qu\'il fallait|une longueur d\'avance}.',
  'Passionné{e} par {interest1}, {name} savait qu\'il faut {?de la patience|de l\'imagination|un peu d\'audace} pour réussir.',
  '{name} se souvint d\'un livre sur {interest1}{+ : |}{?il y avait justement une astuce pour ça|tout y était expliqué, ou presque} !',
  'Grâce à sa passion pour {interest1}, {name} vit tout de suite ce qu\'il fallait faire.',
];

/** Keyed by the stored (masculine) trait. `action` follows the name: "{name} {action}". */
export const TRAIT_ACTIONS: Record<string, string[]> = {
  Créatif: ['inventa une solution à laquelle personne n\'avait pensé', 'imagina une drôle d\'idée… qui marcha'],
  Curieux: ['voulut voir de plus près', 'posa la bonne question au bon moment'],
  Énergique: ['bondit sans attendre', 'retroussa ses manches et fonça'],
  Calme: ['prit le temps de réfléchir', 'garda son calme quand tout s\'agitait'],
  Sociable: ['demanda de l\'aide à tous ceux qui passaient', 'rassembla tout le monde autour d\'{g:lui|elle}'],
  Réfléchi: ['pesa chaque idée avant d\'agir', 'réfléchit avant de se lancer'],
  Aventurier: ['ouvrit la marche sans trembler', 'se lança {g:le premier|la première}'],
  Rêveur: ['imagina comment tout pourrait s\'arranger', 'trouva l\'idée dans un rêve éveillé'],
  Optimiste: ['était sûr{e} que tout finirait bien', 'trouva le bon côté des choses'],
  Déterminé: ['refusa d\'abandonner', 'alla jusqu\'au bout'],
  Patient: ['attendit le bon moment', 'recommença sans jamais s\'énerver'],
  Espiègle: ['trouva une astuce pleine de malice', 'fit un clin d\'œil et tenta une ruse'],
  Courageux: ['fit le premier pas', 'avança malgré les genoux qui tremblaient'],
  Généreux: ['offrit son aide sans hésiter', 'partagea tout ce qu\'{il} avait'],
  Sensible: ['remarqua ce que les autres n\'avaient pas vu', 'sentit tout de suite ce qui n\'allait pas'],
  Indépendant: ['trouva {g:seul|seule} le bon chemin', 'se débrouilla comme {g:un grand|une grande}'],
  Attentionné: ['s\'assura que tout le monde allait bien', 'veilla sur chacun'],
  Passionné: ['y mit tout son cœur', 'se donna à fond'],
  Organisé: ['fit un plan en trois étapes', 'rangea les idées dans l\'ordre'],
  Imaginatif: ['imagina une idée folle… qui marcha', 'inventa un plan plein de fantaisie'],
  Observateur: ['remarqua un tout petit détail', 'vit ce que personne n\'avait vu'],
  Logique: ['réfléchit étape par étape', 'trouva la solution, bien logique'],
  Persévérant: ['essaya encore et encore', 'ne lâcha rien'],
  Jovial: ['fit rire tout le monde, et la peur s\'envola', 'lança une blague qui détendit tout le monde'],
};

/** `trait` is the child's form of the trait, `action` a trait action. */
export const TRAIT_LINES_IN_ACTION = [
  '{traitNow:cap} comme toujours, {name} {action}.',
  '{name} était {traitNow}{+ : |}{il} {action}.',
  'Parce que {il} était {traitNow}, {name} {action}.',
];
