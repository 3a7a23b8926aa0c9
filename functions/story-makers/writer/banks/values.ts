import type { Line } from '../world';

/**
 * Values the parent chose: each lived once in the story (a "moment", placed in the help, the turning
 * point or the resolution) and gathered in the moral. Lines name the value through `{value}` (the
 * label as chosen: "amitié") or `{valueNoun}` ("l'amitié"), so the word the parent picked is the word
 * the child hears.
 */

export interface ValueEntry {
  /** Accent-free keys of the label. */
  keys: string[];
  moments: string[];
  /**
   * Moments that need a place to make sense (issue 26, read 37: ants picked up in a library): each tells
   * the value through what the place holds, and is told only where it fits (see world.ts `fits`).
   */
  placed?: Line[];
  /** The moral's main sentence when this value comes first. */
  morals: string[];
  /**
   * A value that answers an event (issue 26, item 3): its line is told only after the story has told
   * that event (a small fault before a confession, an unkind word before a pardon). Each pair is told
   * together, the event in the first attempt, the line at the value's own beat; `moments` is then unused.
   */
  earned?: EarnedValue[];
}

export interface EarnedValue {
  /** The event, told in the first attempt. */
  event: string;
  /** The value's line, which names that event. */
  line: string;
}

export const VALUES: ValueEntry[] = [
  {
    keys: ['amitie'],
    moments: [
      '« Je suis là », dit {name} en restant tout près {mcShort:de}{+ : |}{valueNoun}, c\'est {?être là quand l\'autre en a besoin|ne jamais laisser un ami tout seul|rester quand tout va mal|partager les peurs comme les fous rires}.',
      '{?{name} serra {mcShort} dans ses bras|{duo:cap} avancèrent main dans la main|{duo:cap} restèrent côte à côte, sans un mot}{+ : |}{valueNoun} {?n\'avait pas besoin de mots|tenait dans ce geste|comptait plus que tout le reste}.',
      '« {?Tu peux compter sur moi|Je ne t\'abandonnerai pas|On reste ensemble, quoi qu\'il arrive|Je suis là, tout près|Amis pour toujours, toi et moi} », dit {name} {mcShort:a}{+, et |}{valueNoun} {?leur tint chaud|leur donna du courage|fit le reste}.',
      '{name} garda {?la meilleure place|le coin le plus doux|la place la plus chaude} pour {mcShort}, juste à côté {g:de lui|d\'elle}{+ : |}entre amis, on pense d\'abord à l\'autre, et {valueNoun} les {?garda|tint} côte à côte.',
      'Sans un mot, {name} resta tout contre {mcShort}{+ : |}ensemble, on {?a moins peur|est plus fort|voit plus loin}, et {valueNoun} leur {?réchauffa le cœur|donna du courage|fit oublier le reste}.',
      '« Amis pour toujours ? » demanda {mcShort}.{+ }« Pour toujours ! » répondit {name}{+ : |}{valueNoun} {?venait de grandir d\'un coup|n\'avait jamais été aussi forte|brillait dans leurs yeux}.',
    ],
    morals: [
      '{valueNoun:cap} est un trésor : avec un ami à ses côtés, on est plus fort que tout.',
      'Un véritable ami, c\'est précieux : {valueNoun} rend chaque aventure plus belle.',
    ],
  },
  {
    keys: ['courage'],
    moments: [
      '{name} avait peur, {?et pourtant {il} avança|mais {il} fit un pas de plus|mais {il} continua}{+ : |}{valueNoun}, ce n\'est pas ne jamais avoir peur.',
      '« {?Je passe devant|J\'y vais|Reste derrière moi} », dit {name} {mcShort:a}, la voix un peu tremblante{+, et |}{il} y alla{+ : |}{valueNoun}, c\'est avoir peur et y aller quand même.',
    ],
    morals: [
      '{valueNoun:cap}, ce n\'est pas ne jamais avoir peur : c\'est avancer, même quand on tremble un peu.',
      'Chacun a en lui une petite flamme de {value} : il suffit d\'y croire pour qu\'elle grandisse.',
    ],
  },
  {
    keys: ['partage'],
    moments: [
      '{name} partagea {?tout ce que {il} avait|son goûter en parts égales|ses trouvailles avec tout le monde|ses plus belles billes|son dernier biscuit}{+, et |}{valueNoun} {?ne coûta rien à personne|fit des jaloux… qui eurent leur part aussi|laissa {g:le|la} {g:petit|petite} {g:généreux|généreuse} avec les mains vides et le cœur plein}.',
      '{name} {?partagea ses trouvailles|ouvrit sa boîte à trésors et partagea ce qu\'{il} avait|vida ses poches et partagea ses trésors} {?avec tout le monde|à parts égales|avec {mcShort}}{+ : |}{?chacun eut sa part|il y en eut pour chacun|il y en eut pour tout le monde, et même pour {mcShort}}, et {valueNoun} {?multiplia les sourires|fit deux joies au lieu d\'une|fit des heureux}.',
      '{name} {?offrit la moitié de son goûter|prêta son plus beau crayon|donna sa place|offrit ses billes préférées} {?{mcShort:a}|à un plus petit|sans se faire prier}{+ : |}{valueNoun}, c\'est {?magique|tout simple|contagieux}.',
      '{duo:cap} jouèrent à tour de rôle{+, et |}{?personne ne fut oublié|chacun eut son moment|tout le monde rit}{+ : |}{valueNoun} {?faisait des heureux|rendait le jeu plus drôle|gardait une place à chacun}.',
      '{name} coupa {?la pomme|la galette|le gâteau|la barre de céréales} en deux parts{?| égales| bien justes}{+, et |}{valueNoun} rendit le goûter {?deux fois meilleur|bien meilleur|plus joyeux}.',
    ],
    morals: [
      'Quand on partage, le bonheur se multiplie : {valueNoun} rend tout le monde plus riche.',
      '{valueNoun:cap} transforme un petit rien en un grand bonheur.',
    ],
  },
  {
    keys: ['honnetete', 'verite', 'franchise', 'sincerite'],
    moments: [],
    // A confession only of a fault the story told: a fib, a promise not kept, a friend's treasures knocked over.
    earned: [
      {
        event: '« {n:Tu as|Vous avez} peur ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Moi ? Pas du tout|Peur, moi ?|Jamais de la vie|Pff, n\'importe quoi} ! » répondit {name}, alors que ses genoux {?tremblaient comme de la gelée|jouaient des castagnettes|flageolaient|disaient tout le contraire}.',
        line: '« {?Tout à l\'heure|Quand {n:tu m\'as|vous m\'avez} demandé|Avant}, j\'ai dit que {?je n\'avais pas peur|ça ne me faisait pas peur|je n\'avais peur de rien}. {?Ce n\'était pas vrai|J\'avais menti|En vrai, je tremblais} », {?avoua|reconnut} {name}.{+ }{mcShort:cap} {n:sourit|sourirent}{+ : |}{?{valueNoun} rendait le cœur léger|{valueNoun} valait mieux que {?tous les airs braves|toutes les fanfaronnades}|avec {valueNoun}, la peur devenait déjà plus petite}.',
      },
      {
        event: '{name} avait promis {mcShort:a} de {n:l\'attendre|les attendre} à chaque pas{+, mais |}{?{il} fila devant sans se retourner|{il} partit devant en courant|{il} oublia sa promesse et prit de l\'avance}.',
        line: '« J\'avais promis de {n:t\'attendre|vous attendre}, et je suis {g:parti|partie} devant. Pardon », dit {name} {mcShort:a}{+, et |}{?avec {valueNoun}, {il} se sentit tout de suite plus {g:léger|légère}|ses joues rosirent, mais {valueNoun} allégea son cœur|{il} rougit un peu, mais {valueNoun} lui rendit le sourire|grâce {valueNoun:a}, un poids s\'envola d\'un coup}.',
      },
      {
        event: 'En se retournant trop vite, {name} renversa le petit tas de trésors que {mcShort} avait rangé avec soin{+, et |}{il} fit comme si de rien n\'était.',
        line: '« {?C\'est moi qui ai renversé {n:tes|vos} trésors tout à l\'heure|Tout à l\'heure, c\'est moi qui ai fait tomber {n:tes|vos} trésors|{n:Tes|Vos} trésors par terre, tout à l\'heure, c\'était moi} », {?avoua|reconnut} {name} en rougissant.{+ }{mcShort:cap} {n:haussa|haussèrent} les épaules{+ : |}{?{valueNoun} {?valait mieux que|comptait plus que} tous les trésors|{valueNoun} avait tout arrangé|on les rangerait ensemble, et {valueNoun} avait tout arrangé}.',
      },
      {
        event: '{name} {?croqua|avala} le dernier biscuit, celui {mcShort:de}{+, et |}quand {mcShort} le {n:chercha|cherchèrent}, {il} {?haussa les épaules, l\'air de rien|regarda ailleurs en sifflotant}.',
        line: '« {?Le biscuit, c\'est moi qui l\'ai mangé|C\'est moi qui ai croqué {n:ton|votre} biscuit|{n:Ton|Votre} biscuit, tout à l\'heure, c\'était moi} », {?avoua|reconnut} {name}.{+ }{?Pour {?se faire pardonner|réparer}, {il} {n:lui|leur} offrit {?la moitié|un bon morceau} de son goûter|Et {il} promit de {n:lui|leur} en garder {?deux|trois} au prochain goûter}{+ : |}{valueNoun} {?valait bien un biscuit|rendait le cœur léger|valait plus qu\'un ventre plein}.',
      },
    ],
    morals: [
      'Dire la vérité n\'est pas toujours facile, mais {valueNoun} rend le cœur léger.',
      '{valueNoun:cap} est la plus solide des maisons : on peut toujours y revenir.',
    ],
  },
  {
    keys: ['respect', 'politesse'],
    moments: [
      '{name} avança sans rien abîmer, par {value} pour tout ce qui vivait là.',
      '{name} {?demanda la permission avant de toucher à quoi que ce soit|dit bonjour à chacun avant de commencer|attendit qu\'on lui fasse signe}{+ : |}{valueNoun}, {il} savait que ça comptait.',
      '{name} attendit son tour et écouta chacun, par {value} pour tous{+, et |}{?tout le monde put parler|personne ne se sentit bousculé|chacun fut entendu}.',
    ],
    morals: [
      '{valueNoun:cap} de chacun, petit ou grand, rend le monde plus doux.',
      'Avec {valueNoun}, chacun trouve sa place, et tout le monde grandit.',
    ],
  },
  {
    keys: ['entraide', 'solidarite', 'cooperation', 'travail d equipe', 'esprit d equipe'],
    moments: [
      '{name} tint d\'un côté, {mcShort} de l\'autre{+, et |}{?à deux|ensemble}, {?ce qui résistait céda d\'un coup|en trois secondes, c\'était fait|le plus dur fut fait avant d\'avoir {?eu le temps de râler|pu râler}}.{+ }« {?Tu vois, {valueNoun}, ça a du bon|Seul{g:|e}, j\'y serais encore : vive {valueNoun} !|Si on m\'avait dit que {valueNoun} allait si vite…} », {?dit|souffla|s\'étonna} {name}.',
      '{name} porta {?le plus lourd|la moitié du chargement|ce que {mcShort} ne pouvait pas porter|le gros du paquet}{+, et |}{mcShort} {n:ouvrit|ouvrirent} {?le chemin|la marche|la route}{+ : |}à deux, {?chacun sa part|l\'un portait, l\'autre guidait|chacun faisait ce qu\'il savait faire}, et {valueNoun} {?fit le reste|rendit tout plus léger}.',
      '{name} tendit la main {mcShort:a}{?, puis {mcShort} {n:lui rendit|lui rendirent} la pareille|, et {mcShort} {n:en fit|en firent} autant|}{+ : |}{?un coup chacun, comme au ping-pong|personne ne compta qui devait quoi à qui}, et {valueNoun} {?fit le reste|s\'occupa du reste}.',
    ],
    morals: [
      'Seul, on va vite ; ensemble, on va loin : {valueNoun} rend tout possible.',
      '{valueNoun:cap} est une force magique : à plusieurs, les montagnes deviennent des collines.',
    ],
  },
  {
    keys: ['perseverance', 'tenacite', 'effort'],
    moments: [
      '{name} {?essaya une fois, deux fois, trois fois|recommença encore et encore|tenta sa chance une fois de plus|essaya encore, sans se décourager}.{+ }{valueNoun:cap} {?finit par payer|porta ses fruits|fit la différence|ouvrit le chemin}.',
      '{?Tomber, se relever, recommencer|Essayer, rater, essayer encore|Trébucher, se relever, continuer|Se tromper, puis recommencer}{+ : |}{?{valueNoun} tenait bon|{name} venait de découvrir {valueNoun}|{valueNoun} rapprochait du but à chaque essai}.',
      '« Encore une fois ! » {?dit|lança|souffla} {name}{+, et |}{?{il} recommença|{il} réessaya|{il} essaya de nouveau}{+ : |}{valueNoun}, c\'est {?ne jamais baisser les bras|croire qu\'on y arrivera|essayer encore}.',
      '{name} ne se découragea pas{+ : |}{?{il} recommença une fois de plus|{il} tenta encore autrement|{il} continua, un pas après l\'autre}, et {valueNoun} {?finit par payer|fit la différence}.',
    ],
    morals: [
      '{valueNoun:cap}, c\'est essayer encore une fois : c\'est souvent celle-là qui réussit.',
      'Petit à petit, l\'oiseau fait son nid : {valueNoun} mène loin.',
    ],
  },
  {
    keys: ['generosite'],
    moments: [
      '{name} {?donna|offrit} {?sa plus belle bille|son dernier bonbon|sa place au chaud} {mcShort:a}, sans rien demander en retour{+ : |}{valueNoun}, c\'est donner ce qu\'on aime.',
      '{name} vida ses poches et partagea tout ce qu\'{il} avait trouvé{+ : |}sa {value} fit chaud au cœur {mcShort:de}.',
      '{name} offrit son plus beau trésor sans hésiter{+ : |}la {value} n\'attend rien en retour.',
    ],
    morals: [
      '{valueNoun:cap} est un cadeau qui rend heureux celui qui reçoit… et encore plus celui qui donne.',
      'Plus on donne avec le cœur, plus le cœur se remplit : c\'est le secret {valueNoun:de}.',
    ],
  },
  {
    keys: ['gentillesse', 'bonte', 'douceur'],
    moments: [
      '{name} vit que {mcShort} {n:traînait|traînaient} un peu et ralentit doucement pour {n:l\'attendre|les attendre}{+ : |}{?un geste gentil|un petit geste gentil}, et {valueNoun} {?réchauffa tout le monde|fit fondre les soucis}.',
      '« {?Merci d\'être là|Merci pour tout à l\'heure|Merci de m\'avoir attendu{g:|e}} », dit {name} {mcShort:a}{+ : |}un mot gentil, et {valueNoun} {?fit sourire tout le monde|rendit le chemin plus doux}.',
      '{name} aida {mcShort} à {?retrouver {n:son|leur} calme|se relever|reprendre {n:son|leur} souffle}{+, et |}{?personne ne l\'avait demandé|{il} le fit avec le sourire|ce fut tout naturel}{+ : |}{?un geste gentil|être gentil, tout simplement}, et {valueNoun} {?rendait le monde plus doux|se donnait sans compter}.',
      '« {?Besoin d\'un coup de main|On le fait ensemble} ? » demanda {name} {mcShort:a} avec un sourire{+, et |}{?{il} prit la moitié du poids|{il} fit le plus dur}{+ : |}{valueNoun}, c\'est aussi simple qu\'un sourire.',
    ],
    morals: [
      '{valueNoun:cap} est une magie que tout le monde possède : un sourire suffit pour la partager.',
      'Un geste de {value} peut illuminer toute une journée.',
    ],
  },
  {
    keys: ['tolerance', 'difference', 'differences', 'acceptation', 'acceptation de la difference', 'diversite', 'inclusion'],
    moments: [
      '{mcShort:cap} {n:faisait|faisaient} {?tout|les choses} à {n:sa|leur} {?façon|manière}, {?à l\'envers de tout le monde|un peu de travers|sans rien faire comme les autres}{+, et |}{name}, au lieu de se moquer, {?essaya de faire pareil, pour voir|trouva {?que c\'était plutôt malin|ça plutôt malin}, cette façon différente|l\'imita en riant, pour faire pareil}{+ : |}{valueNoun} {?avait parfois des airs de jeu|commençait par la curiosité}.',
      '« Chez {n:toi|vous}, on fait comment ? » {?demanda|s\'informa} {name} {mcShort:a}{+, et |}{il} {?écouta jusqu\'au bout une réponse {?bien|tout} différente de ce qu\'{il} {?imaginait|croyait}|apprit une façon de dire {?bonjour|merci} toute différente de la sienne|essaya la façon de faire {mcShort:de}, si différente, et qui {?marchait|fonctionnait} très bien}{+ : |}ce fut sa façon à {g:lui|elle} de dire {valueNoun}.',
      '« {c:Tu es différent|Tu es différente|Vous êtes différents|Vous êtes différentes}, et {?c\'est ce que je préfère chez {n:toi|vous}|c\'est une chance|{n:c\'est ta force|c\'est votre force}} », dit {name} {mcShort:a}{+, et |}{valueNoun} n\'eut pas besoin d\'autre discours.',
      '{duo:cap} étaient très différent{es}{+, et |}{?c\'était bien plus drôle comme ça|cela ne les empêchait pas de rire ensemble|c\'était justement leur force}{+ : |}{?chacun apprenait de l\'autre|leurs différences les rendaient plus forts}, et {valueNoun} faisait le reste.',
    ],
    // No earned insult (editor's read 37: « Tu es drôlement bizarre ! » then taken back, in six stories): the
    // difference met is the companion's own, told as a question, a try or a word, never a mockery staged.
    morals: [
      '{valueNoun:cap}, c\'est voir dans chaque différence un trésor à partager.',
      'Le monde est plus beau avec toutes ses couleurs : {valueNoun} ouvre les cœurs.',
    ],
  },
  {
    keys: ['patience'],
    moments: [
      '{name} attendit {?sans bouger|les mains sur les genoux|le menton dans les mains|en comptant ses respirations|en fredonnant tout bas}{+ : |}{valueNoun} se {?gagnait une minute après l\'autre|gagne en attendant|gagnait sans bruit}.',
      '« {?{valueNoun:cap} est une force|Rien ne sert de courir|Petit à petit, on y arrive|On a tout notre temps|Attends, ça vient} », murmura {mcShort}{+, et |}{name} {?attendit le bon moment, sans bouger|attendit sans bouger d\'un cil|patienta en comptant les secondes|retint son envie de tout brusquer}{+ : |}{valueNoun} {?venait de faire ses preuves|se gagnait une minute après l\'autre|avait sa place ici aussi}.',
      '{name} {?compta jusqu\'à dix, tout doucement|respira lentement, une fois, deux fois|prit son temps, sans rien brusquer|attendit, les mains sur les genoux}{+, et |}{?ce qui devait arriver arriva, juste à l\'heure|la réponse vint toute seule, comme si elle avait attendu {g:son|sa} {g:patient|patiente}|{mcShort} n\'en {n:revenait|revenaient} pas de tant de {value}}.',
      'Pas à pas, {name} {?avança sans se presser|fit les choses dans l\'ordre|prit le temps de bien faire}{+ : |}{valueNoun} {?finit toujours par payer|valait bien quelques minutes|était sa meilleure alliée}.',
    ],
    morals: [
      '{valueNoun:cap} est une graine : elle pousse lentement, mais elle donne les plus belles fleurs.',
      'Tout vient à point à qui sait attendre : {valueNoun} finit toujours par être récompensée.',
    ],
  },
  {
    keys: ['famille'],
    moments: [
      '{name} pensa à sa {value}{+, et |}{il} se sentit {g:plus fort|plus forte}.',
      '{name} {?pensa à ce que dirait sa maman|repensa au bisou du matin|pensa au dîner qui l\'attendait à la maison}{+, et |}{il} se sentit {g:plus fort|plus forte}{+ : |}même de loin, {valueNoun} était là.',
      '{name} pensa aux bras de sa {value}{+, et |}{il} se sentit tout de suite mieux.',
    ],
    morals: [
      '{valueNoun:cap} est un nid tout chaud : on peut s\'envoler loin, on sait toujours où revenir.',
      'Où que l\'on soit, l\'amour de sa {value} nous accompagne.',
    ],
  },
  {
    keys: ['confiance en soi', 'estime de soi', 'croire en soi', 'confiance'],
    moments: [
      '{name} se dit : « {?Je peux le faire|Je suis capable|J\'y arrive, j\'y arrive|Je peux y arriver} ! »{+ }{?Et c\'était vrai|Et {il} avait raison|Et {il} y crut très fort}{+ : |}{valueNoun} {?venait de s\'allumer en {g:lui|elle}|lui donnait des ailes|{g:le|la} portait|grandissait à chaque seconde}.',
      '{name} {?leva la tête|redressa les épaules|leva le menton} et osa {?faire le premier pas|parler en premier|essayer sans attendre|se lancer}{+ : |}{?pour {g:lui|elle}|ce jour-là|à cet instant}, {valueNoun} {?grandit d\'un coup|fit un bond immense|prit toute la place}.',
      '« Je suis capable », se répéta {name}{+, et |}{?{il} sentit {valueNoun} {?monter en {g:lui|elle}|lui réchauffer le ventre|lui redresser le dos}|{valueNoun} {g:le|la} remplit de la tête aux pieds}.',
      '{name} se débrouilla {g:tout seul|toute seule}{+, et |}{il} en fut {?{g:tout fier|toute fière}|{g:très fier|très fière}|{g:fier comme un paon|fière comme un paon}|{g:fier comme tout|fière comme tout}}{+ : |}{?voilà comment|et voilà comment|ce fut ainsi que} {valueNoun} {?prit racine|grandit ce jour-là|grandit d\'un coup|s\'installa pour de bon|trouva sa place}.',
      'Sans trembler, {name} {?s\'avança|prit la parole|fit un pas en avant}{+ : |}{valueNoun} {?brillait dans ses yeux|se lisait dans sa façon de se tenir|{g:le|la} tenait bien {g:droit|droite}|lui redressait le dos}.',
    ],
    morals: [
      '{valueNoun:cap} est une lampe de poche pour le cœur : elle éclaire le chemin quand tout semble noir.',
      'Crois en toi : {valueNoun} ouvre toutes les portes.',
    ],
  },
  {
    keys: ['responsabilite'],
    moments: [
      '{name} avait dit qu\'{il} s\'en occuperait{+, et |}{il} le fit jusqu\'au bout{+ : |}{valueNoun}, c\'est tenir sa parole.',
      '{name} rangea tout ce qu\'{il} avait sorti, sans qu\'on le lui demande{+ : |}{valueNoun}, {il} la prenait au sérieux.',
    ],
    morals: [
      '{valueNoun:cap}, c\'est prendre soin de ce qu\'on nous confie, et les autres peuvent compter sur nous.',
      'Même les plus petits peuvent montrer une grande {value}.',
    ],
  },
  {
    keys: ['respect de la nature', 'nature', 'ecologie', 'protection de la nature', 'planete', 'environnement', 'respect de l environnement'],
    moments: [
      '{?Avant de repartir|Au moment de partir}, {name} ne laissa rien derrière {g:lui|elle}, pas même {?une miette|un papier}{+ : |}{valueNoun}, pour {g:lui|elle}, c\'était {?rendre|laisser} l\'endroit comme on l\'avait trouvé.',
    ],
    // Told where the place gives the gesture a reason: small beasts on a path, coral under the sea, a light left on indoors.
    placed: [
      { t: '{name} s\'arrêta net : {?une file de fourmis|un escargot|un scarabée tout vert} traversait {?le chemin|devant {g:lui|elle}}{+, et |}{il} attendit, sans déranger personne, que {?tout le monde soit passé|la voie soit libre}{+ : |}{valueNoun} demandait parfois juste un pas de côté.', needs: { medium: ['land'], indoors: false } },
      { t: '{name} passa {?au large du|loin du} corail, sans abîmer {?une seule|la moindre} branche{+, et |}les {?petits poissons|poissons-clowns} qui y {?vivaient|habitaient} ne bougèrent même pas{+ : |}{valueNoun}, sous l\'eau, c\'était {?aussi |}savoir garder ses mains pour soi.', needs: { medium: ['water'] } },
      { t: 'En sortant, {name} prit soin d\'éteindre la lumière {?que tout le monde avait oubliée|restée allumée}{+ : |}{valueNoun} commençait aussi entre quatre murs, {?du bout du doigt|d\'un clic}.', needs: { indoors: true } },
    ],
    morals: [
      '{valueNoun:cap} commence par de tout petits gestes, et chacun peut en faire.',
      'La Terre est notre maison à tous : {valueNoun} la garde belle pour demain.',
    ],
  },
  {
    keys: ['bienveillance', 'empathie', 'compassion', 'ecoute', 'attention aux autres'],
    moments: [
      '« Qu\'est-ce qui ne va pas ? » demanda {name} {mcShort:a}, et {il} écouta la réponse jusqu\'au bout{+ : |}{valueNoun} commence par une oreille qui écoute.',
      '{name} écouta sans interrompre{+, et |}{valueNoun} fit le reste.',
    ],
    morals: [
      '{valueNoun:cap}, c\'est regarder les autres avec le cœur : tout le monde en sort grandi.',
      'Un peu de {value} chaque jour, et le monde devient plus doux.',
    ],
  },
  {
    keys: ['pardon'],
    moments: [],
    // A pardon only of a hurt the story told.
    earned: [
      {
        event: '{?Fatigué{c:|e}{n:|s}|De mauvaise humeur|Impatient{c:|e}{n:|s}}, {mcShort} {n:lança|lancèrent} à {name} un mot qui piquait{+, et |}{name} baissa les yeux sans rien dire.',
        line: '« Pardon pour tout à l\'heure », {n:dit|dirent} {mcShort}.{+ }« Je {n:te|vous} pardonne », répondit {name}{+ : |}{valueNoun} {?fit oublier le mot qui piquait|ouvrit une fenêtre, et tout devint plus clair|rendit leur amitié plus forte qu\'un mot}.',
      },
      {
        event: '{mcShort:cap} {n:bouscula|bousculèrent} {name} sans faire attention{+, et |}{il} faillit tomber.',
        line: '« Je ne l\'ai pas fait exprès », {n:souffla|soufflèrent} {mcShort}.{+ }« Je sais. Je {n:te|vous} pardonne », dit {name}{+, et |}{valueNoun} {?effaça tout d\'un sourire|rendit le chemin plus léger|referma la petite blessure}.',
      },
    ],
    morals: [
      '{valueNoun:cap} est un pont : il permet de se retrouver après une dispute.',
      'Savoir demander {valueNoun}, et savoir l\'accorder : voilà deux grandes forces.',
    ],
  },
  {
    keys: ['humilite', 'modestie'],
    moments: [
      '{name} ne se vanta pas{+ : |}{valueNoun}, c\'est savoir rester simple.',
    ],
    morals: [
      '{valueNoun:cap} rend les grands encore plus grands.',
      'Les plus beaux exploits se racontent avec {valueNoun}.',
    ],
  },
  {
    keys: ['creativite', 'imagination', 'curiosite'],
    moments: [
      '{name} {?retourna le problème dans tous les sens|regarda la chose à l\'envers|essaya ce que personne n\'avait essayé}{+, et |}une idée toute neuve arriva{+ : |}sa {value} venait de trouver un chemin.',
    ],
    morals: [
      '{valueNoun:cap} est une clé magique : elle ouvre des portes que personne n\'avait vues.',
      'Garde toujours ta {value} : c\'est elle qui fait naître les plus belles idées.',
    ],
  },
  {
    keys: ['gratitude', 'reconnaissance'],
    moments: [
      '{name} {?se retourna|revint sur ses pas} pour dire merci {mcShort:a}, {?un vrai merci, bien en face|un merci pour tout à l\'heure}{+ : |}{valueNoun} {?fit briller tous les yeux|réchauffa leurs cœurs}.',
    ],
    morals: [
      '{valueNoun:cap} transforme ce que l\'on a en assez, et même en beaucoup.',
      'Un merci sincère, c\'est {valueNoun} : un petit mot qui fait un grand bien.',
    ],
  },
  {
    keys: ['loyaute', 'fidelite'],
    moments: [
      '{name} resta aux côtés {mcShort:de}, même quand le chemin devint difficile{+ : |}{valueNoun} passait avant tout.',
    ],
    morals: [
      '{valueNoun:cap}, c\'est rester là, dans les bons moments comme dans les moins bons.',
    ],
  },
  {
    keys: ['joie de vivre', 'optimisme', 'bonne humeur'],
    moments: [
      '{name} {?se mit à fredonner|lança une blague|fit une grimace} au moment où tout le monde {?soupirait|baissait les bras}{+, et |}{?les sourires revinrent|on rit de nouveau}{+ : |}{valueNoun} gagnait tout le monde.',
    ],
    morals: [
      '{valueNoun:cap} est contagieuse : un sourire en allume toujours un autre.',
    ],
  },
  {
    keys: ['amour', 'tendresse'],
    moments: [
      'Tout cela, {name} l\'avait fait par {value}{+, et |}c\'était la plus belle des raisons.',
    ],
    morals: [
      '{valueNoun:cap} est la plus grande des magies : plus on en donne, plus il y en a.',
    ],
  },
];

/** A value outside the list, named by its noun phrase ("le respect des autres"). */
export const GENERIC_VALUE_MOMENTS = [
  '{?Ce jour-là|Ainsi|Au fil de l\'aventure}, {name} découvrit toute l\'importance {valueNoun:de}.',
  '{valueNoun:cap} : voilà ce qui avait guidé {name} tout au long du chemin.',
];

export const GENERIC_VALUE_MORALS = [
  '{valueNoun:cap} : c\'est un petit trésor que l\'on peut emporter partout avec soi.',
  'N\'oublie jamais {valueNoun} : c\'est ce qui rend les histoires, et la vie, plus belles.',
];

/** A value typed as an infinitive, woven ("savoir dire merci"). */
export const GOAL_VALUE_MOMENTS = ['{?Ce jour-là|Ainsi|Au fil de l\'aventure}, {name} comprit combien c\'était important de {valueGoal}.'];
export const GOAL_VALUE_MORALS = ['Il est important de {valueGoal} : c\'est ce qui rend le monde plus doux.'];

/** When no value was chosen (the wizard requires one, but the port does not). */
export const DEFAULT_MORALS = [
  'Quand on avance ensemble et avec le cœur ouvert, même les plus grandes aventures deviennent possibles.',
  'Le plus beau des trésors, c\'est l\'amitié que l\'on partage en chemin.',
  'Chaque jour est une aventure : il suffit d\'ouvrir grand les yeux et le cœur.',
  'On est souvent plus fort qu\'on ne le croit, surtout quand on n\'est pas seul.',
];
