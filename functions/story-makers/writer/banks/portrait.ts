/**
 * The beginning of a story: who the child is (name, age, traits, hobby), who goes with them (the main
 * character) and where (the setting).
 *
 * Issue 16, item 4 (repetition ≤ 10 % of clauses across 40 stories): these lines open every story, so
 * each clause of four words or more either carries a detail of the child (a trait, the hobby, the
 * place) or has many wordings. Words that would tie a line to a time of day or a world
 * (soleil, matin, nuit, vent, ciel…, see world.ts) are kept out of the added wordings.
 */

/** The child named in a phrasing of its own: "une petite fille de cinq ans" was one clause in every second story. */
const KID = '{g:{?un petit garçon|un garçonnet|un petit bonhomme|un drôle de petit garçon|un jeune garçon|un garçon}|{?une petite fille|une fillette|une petite demoiselle|une drôle de petite fille|une petite bonne femme|une fille}}';
const AGE = '{?de {age} ans|de {age} ans à peine|de {age} ans tout rond|de {age} ans tout juste|qui venait d\'avoir {age} ans|de {age} printemps}';
/** The age after the name, cut into a sentence of its own for beginners. */
const AGE_AFTER = "{+, {?qui avait|qui venait d'avoir|qui avait tout juste|du haut de ses|qui n'avait que|qui avait déjà} |{?{g:Il|Elle} avait|{g:Il|Elle} venait d'avoir|{g:Il|Elle} avait tout juste|{g:Il|Elle} n'avait que} }{age} ans";
/** First line of the story. */
export const OPENINGS = [
  `{?Il était une fois|Autrefois, il y avait|Il y avait une fois|Dans un pays tout proche, il y avait} ${KID} ${AGE} : {il} s'appelait {name}.`,
  "{name} {?avait|venait d'avoir|avait tout juste|n'avait que} {age} ans{+, et |}{il} {?voyait de la magie jusque dans les flaques|trouvait que le monde débordait de surprises|adorait qu'on lui raconte des histoires|collectionnait les questions comme d'autres les billes|voulait tout essayer au moins une fois|croyait dur comme fer aux dragons gentils}.",
  `Au bout d'une petite rue{?, bordée de tilleuls|, où les chats faisaient la sieste|, là où les hirondelles font leur nid|, tout près d'une boulangerie|, derrière un grand parc}, habitait {name}, ${KID} ${AGE}.`,
  `{?Voici l'histoire de|Voici l'aventure de|Écoute l'histoire de|Voilà l'histoire de} {name}, ${KID} ${AGE}{?| qui ne tenait jamais en place}.`,
  `Quelque part{?, entre une colline et une rivière|, dans une maison aux volets bleus|, dans un village où il faisait bon vivre|, au troisième étage d'un vieil immeuble|, dans une maison au jardin tout fou}, vivait {name}${AGE_AFTER}.`,
  `Connais-tu {name} ?{+ }C'est ${KID} ${AGE}{?| qui a toujours une idée en tête}.`,
  `Dans une maison {?pleine de rires|où ça sentait la brioche|encombrée de jouets|aux murs couverts de dessins|où le chat dormait sur le piano}, vivait {name}, ${KID} ${AGE}.`,
  `Tout le monde, {?dans le quartier|dans l'immeuble|au village|à l'école}, connaissait {name}, ${KID} ${AGE}{?, toujours prêt{e} pour l'aventure|, au sourire lumineux|, avec un rire contagieux|}.`,
  `{?Cette histoire commence|Tout commence|L'histoire commence} {?un jour tout ordinaire|un matin comme les autres|un jour où rien ne semblait devoir arriver|par un jour de grand beau temps|un mercredi sans nuages}, chez {name}, ${KID} ${AGE}.`,
  `{?Dans un coin du monde|Dans un petit coin de pays|Dans un recoin du monde}{?, pas très loin d'ici| où l'on sent partout le pain chaud| où les nuages ressemblent à des moutons| qu'on ne trouve sur aucune carte}, vivait {name}${AGE_AFTER}.`,
  "{name} {?avait|venait d'avoir|avait tout juste|n'avait que} {age} ans{+, et |}{g:il|elle} {?rêvait d'aventures du lever au coucher|ramassait les cailloux brillants et les bonnes idées|n'avait peur de presque rien|voulait savoir comment marchait chaque chose|inventait des histoires à tout bout de champ|connaissait le nom de tous les voisins}.",
  `Écoute bien{+ : |}{?voici l'histoire de|voici l'aventure de|voilà l'histoire de} {name}, ${KID} ${AGE}{?|, les genoux toujours écorchés}.`,
  `{?Il était une fois|Autrefois vivait|Il y avait}, {?dans une maison pleine de livres|au pied d'une grande colline|près d'un vieux moulin|au bord d'un canal tranquille|dans un village aux toits rouges}, ${KID} nommé{e} {name}${AGE_AFTER}.`,
  "À {age} ans, {name} {?avait déjà perdu deux dents|connaissait déjà tout le quartier|avait déjà mille projets|avait déjà un surnom dans la famille}.",
  `Chez {name}, ${KID} ${AGE}, {?on entendait rire dans toutes les pièces|il y avait toujours un jouet dans l'escalier|la porte ne restait jamais fermée longtemps}.`,
  `On ne s'ennuyait jamais avec {name}, ${KID} ${AGE}.`,
  "Voici {name}, {age} ans{?, deux dents en moins|, un rire qu'on entendait de loin|, des poches toujours pleines}.",
  // No colour of the child's here: the profile's colour is not told (editor's read 40).
  '{?Dans une maison au bout du chemin|Derrière une porte toute ronde|Dans une petite maison sous un grand tilleul} vivait {name}, qui avait {age} ans.',
  `{?Si tu avais croisé {name} ce jour-là|Si tu étais passé{?| par hasard} devant chez {name}|Si tu avais rencontré {name} dans la rue|Si tu avais jeté un œil chez {name}}, tu aurais vu ${KID} ${AGE}{? qui souriait jusqu'aux oreilles|, aux yeux brillants de malice| qui sautillait plus qu'{il} ne marchait| qui chantonnait sans s'en rendre compte}.`,
];

/**
 * What a child of each trait does on an ordinary day (issue 26: a trait is shown by an act, never as a label or a
 * trigger such as « le bon dosage pour les aventures »). Keyed by the stored (masculine) trait; each act follows the
 * name in the imperfect (« {name} {trait1Act} »), with its own choices (`{?a|b}`, `{il}`, `{e}`, drawn in facts.ts), and
 * holds no word the world table refuses anywhere (no school, no table game, no bread: world.ts), since the portrait
 * comes before the story's world.
 */
export const TRAIT_ACTS: Record<string, readonly [string, string]> = {
  Créatif: ['{?changeait|transformait} les boîtes vides en {?fusées|châteaux|robots}', '{?gardait|ramassait} chaque bouchon{?, parce que tout pouvait servir| pour ses inventions}'],
  Curieux: ['{?démontait|ouvrait} les vieux {?réveils|jouets cassés} {?pour voir dedans|pour comprendre}', '{?posait toujours|avait toujours} une question de plus'],
  Énergique: ['montait les escaliers {?quatre à quatre|en sautillant}', 'ne tenait pas {?deux minutes|une minute} sur une chaise'],
  Calme: ['finissait son {?puzzle|dessin} {?pendant que|quand} les autres se chamaillaient', 'parlait tout bas quand {?tout le monde|la maison entière} criait'],
  Sociable: ['connaissait {?le prénom|le nom} de {?tous les enfants|chaque enfant} {?du quartier|de la rue}', 'disait bonjour à {?chaque voisin|tout le monde}, {?même au facteur|même au chat du voisin}'],
  Réfléchi: ['écoutait {?les règles|la règle du jeu} {?jusqu\'au bout|en entier} avant de jouer', 'réfléchissait {?un bon moment|longtemps} avant de répondre à une question'],
  Aventurier: ['ouvrait {?chaque porte fermée|chaque boîte fermée} pour voir derrière', '{?changeait chaque fois de chemin|inventait chaque fois un chemin} pour rentrer'],
  Rêveur: ['voyait des {?dragons|géants} dans les taches du plafond', 'oubliait {?parfois|souvent} sa cuillère {?en l\'air|à mi-chemin}{?, la tête ailleurs|, perdu{e} dans ses pensées}'],
  Optimiste: ['disait « {?Ça va marcher|On va y arriver} ! » {?avant même d\'essayer|à chaque essai}', 'trouvait un bon côté à tout{?, même à un genou écorché|, même aux jours gris}'],
  Déterminé: ['avait appris ses lacets en {?recommençant|s\'y remettant} vingt fois', 'ne lâchait jamais un {?puzzle|jeu} avant la fin'],
  Patient: ['montait des châteaux de cartes {?sans jamais se presser|une carte à la fois}', 'attendait son tour {?sans taper du pied|sans jamais râler}'],
  Espiègle: ['cachait des chaussettes dans les {?chaussures|bottes} de la famille', '{?changeait|déplaçait|mélangeait} les aimants du frigo{?, pour voir qui le remarquerait|, en douce|, l\'air de rien}'],
  Courageux: ['levait la main même {?sans être sûr{e}|quand personne n\'osait}', 'traversait le couloir {?sombre|sans lumière} sans courir'],
  Généreux: ['coupait son goûter en {?autant de morceaux que d\'amis|parts égales}', 'prêtait ses {?feutres|jouets} préférés {?sans qu\'on les demande|à qui voulait}'],
  Sensible: ['voyait tout de suite quand un {?copain|ami} {?était triste|avait du chagrin}', '{?gardait|conservait} {?dans une boîte|précieusement|sous son lit} {?les dessins|les petits mots} qu\'on lui {?offrait|donnait}'],
  Indépendant: ['rangeait ses affaires sans qu\'on le {?lui rappelle|lui demande}', 'voulait toujours nouer ses lacets {?sans aide|tout{e} seul{e}}'],
  Attentionné: ['gardait {?une part|un morceau} de gâteau pour {?les retardataires|les derniers arrivés|qui arrivait en retard}', 'tenait la porte {?à tout le monde|aux autres}{?, même aux plus pressés|, sans exception}'],
  Passionné: ['{?recommençait|refaisait} un dessin {?dix fois|encore et encore} {?pour qu\'il soit parfait|jusqu\'à le trouver parfait}', 'oubliait l\'heure du goûter{? quand quelque chose lui plaisait| devant ce qu\'{il} aimait}'],
  Organisé: ['rangeait ses crayons par couleur{?, du plus clair au plus foncé|, sans en oublier un}', 'préparait son sac la veille{?, sans rien oublier|, chaque chose à sa place}'],
  Imaginatif: ['inventait des pays entiers sur {?une simple feuille|un bout de papier}', 'donnait un nom à chaque {?objet|jouet} de sa chambre'],
  Observateur: ['voyait tout de suite qu\'un {?jouet|cadre} avait bougé', '{?retrouvait|dénichait} les {?clés|lunettes} perdues de {?toute la famille|tout le monde}'],
  Logique: ['gagnait aux devinettes en {?cherchant|trouvant} l\'indice caché', 'comptait les marches{?, les boutons|, les fenêtres}, et voyait s\'il en manquait'],
  Persévérant: ['avait appris {?le vélo|la roue|les échasses} à force de tomber et de se relever', 'reconstruisait sa tour de cubes {?chaque fois qu\'elle tombait|jusqu\'à ce qu\'elle tienne}'],
  Jovial: ['faisait rire {?tout le monde|toute la famille} rien qu\'avec une grimace', 'chantonnait {?même en se brossant les dents|du matin au soir}'],
};

/** Two traits, each with its act, in one sentence: « Curieuse et généreuse, Léa démontait les vieux réveils et prêtait… ». */
export const TRAIT_LINES = [
  // « , et »: an act may hold a comma of its own (« disait bonjour à tout le monde, même au facteur, et posait… »).
  '{trait1:cap} et {trait2}, {name} {trait1Act}, et {trait2Act}.',
  '{name} était {trait1} et {trait2} : {il} {trait1Act}, et {trait2Act}.',
  '{trait1:cap}, {name} {trait1Act} ; {trait2}, {il} {trait2Act}.',
  '{trait1:cap}, {name} {trait1Act}. {trait2:cap} aussi : {il} {trait2Act}.',
];

/**
 * Under 6, the traits are told by their acts alone (issue 26, editor's read 43: traits given as labels, « Réfléchi »,
 * « Indépendant », « Organisé », are adult words a child of 4 or 5 does not follow): no label, only what the child does.
 */
export const YOUNG_TRAIT_LINES = ['{name} {trait1Act}, et {trait2Act}.', '{name} {trait1Act}.{+ }Et {il} {trait2Act}.'];
export const YOUNG_SINGLE_TRAIT_LINES = ['{name} {trait1Act}.'];

/** For a child with a single trait: one of its acts (the portrait stays short, the plot's dialogue keeps its room). */
export const SINGLE_TRAIT_LINES = [
  '{trait1:cap}, {name} {trait1Act}.',
  '{name} était {trait1} : {il} {trait1Act}.',
  '{name} {trait1Act}, tant {il} était {trait1}.',
];

/**
 * What the parent did not give is not told (issue 26, editor's read 40: an interest, a colour or an outfit in all 40
 * openings, « le yoga », « sa cape grise brodée de lunes »): the opening tells the traits, by acts, and the profile's
 * hobby only. The banks stay, empty, for the duo's portrait that draws from them.
 */
export const LOOKS_LINES: readonly string[] = [];
export const INTEREST_LINES: readonly string[] = [];

/**
 * The hobby, woven (see woven-text.ts): `hobbyPredicate` follows the name ("adorait dessiner",
 * "montait à poney tous les mercredis"), `hobby` is a noun phrase or an infinitive ("le football",
 * "dessiner"), `hobbyVerb` an infinitive only. A line whose slot is empty is not told.
 */
export const HOBBY_LINES = [
  "{name} {hobbyPredicate}{?| plus que tout| par-dessus tout}.",
  "{?Le mercredi|Le samedi|Le dimanche|Les jours sans école}, c'était {?le jour préféré de {name}|le meilleur moment de la semaine|le grand moment de la semaine|jour de fête pour {name}|un jour à part} : {?le jour où {il} pouvait|enfin, {il} pouvait|{il} avait le temps de|on {g:le|la} laissait} {hobbyVerb}.",
  '{name} aurait pu passer des {?journées entières|heures et des heures|semaines entières} à {hobbyVerb}.',
  "{?Le week-end|Dès qu'{il} avait un moment|Les jours de congé}, {name} filait {hobbyVerb}{?, sans se faire prier|}.",
  '{name} passait {?ses mercredis|ses dimanches|des après-midi entiers|le plus clair de son temps|chaque moment libre} à {hobbyVerb}.',
  "{?Quand {il}|Dès qu'{il}|Chaque fois qu'{il}|Les jours où {il}} pouvait {hobbyVerb}, {name} {?oubliait tout le reste|avait des étincelles plein les yeux|était {g:le plus heureux|la plus heureuse} du monde|ne voyait plus le temps passer|chantonnait sans s'en rendre compte|ne sentait plus la fatigue}.",
];

export const COLOUR_LINES: readonly string[] = [];

/** The companion, said in a phrasing of its own per story: "une amie bien particulière" was in every sixth story. */
const SPECIAL = "{c:{?un ami bien particulier|un ami pas comme les autres|un ami très spécial|un drôle de copain|un compagnon hors du commun|un ami extraordinaire|un complice de toujours|un ami un peu spécial}|{?une amie bien particulière|une amie pas comme les autres|une amie très spéciale|une drôle de copine|une compagne hors du commun|une amie extraordinaire|une complice de toujours|une amie un peu spéciale}|{?des amis bien particuliers|des amis pas comme les autres|des amis très spéciaux|de drôles de copains|des compagnons hors du commun|des amis extraordinaires}|{?des amies bien particulières|des amies pas comme les autres|des amies très spéciales|de drôles de copines|des compagnes hors du commun|des amies extraordinaires}}";
/** How the child has the companion at their side. */
// No « toujours » here: the line may open on « Depuis toujours » (« Depuis toujours, Léa avait toujours… »).
const HAS = "{?avait|pouvait compter sur|emmenait partout|ne sortait jamais sans|partageait tout avec|avait à ses côtés}";

/** The main character's first mention uses `mc` (as typed, normalised). */
export const COMPANION_INTROS = [
  `{name} avait ${SPECIAL} : {mc}.`,
  `{?Pour compagnon d'aventure|Pour les longues promenades|Pour les grandes découvertes|Pour partir à la découverte du monde|Pour la route|Pour les jeux et les fous rires|Pour les bons et les mauvais jours|Pour explorer les alentours}, {name} ${HAS} {mc}.`,
  '{?Un beau jour|Un drôle de jour|Un jour de printemps|Un mercredi pas comme les autres|Un jour où il ne se passait rien|Par un jour tranquille}, {?{name} fit la rencontre {mc:de}|{name} croisa la route {mc:de}|{mc} {n:entra|entrèrent} dans la vie {name:de}|{name} tomba nez à nez avec {mc}|{mc} {n:frappa|frappèrent} à la porte {name:de}}.',
  `{?Pour cette aventure|Depuis toujours|Comme toujours|Comme chaque fois|Comme tous les jours}, {name} ${HAS} {mc}.`,
  "{?Et puis il y avait|Il y avait aussi|Et surtout, il y avait|À ses côtés, il y avait} {mc}{+, |C'{n:était|étaient} }{c:{?son meilleur ami|son plus fidèle copain|son grand complice|son confident}|{?sa meilleure amie|sa plus fidèle copine|sa grande complice|sa confidente}|{?ses meilleurs amis|ses plus fidèles copains|ses grands complices|ses confidents}|{?ses meilleures amies|ses plus fidèles copines|ses grandes complices|ses confidentes}} {?du monde entier|pour la vie|depuis la maternelle|depuis toujours|et pour toujours}.",
  "{?Un matin|Tout à coup|Sans prévenir|Juste avant de partir}, {?on frappa à la fenêtre de {name}|on sonna chez {name}|quelque chose gratta à la porte de {name}|on toqua {?trois petits coups|deux petits coups|tout doucement} à la porte de {name}|un {?drôle de bruit|bruit bizarre|petit bruit} se fit entendre chez {name}|quelqu'un tira la sonnette de {name}}.{+ }Qui était là ? {mc:cap} !",
  "{?Ce matin-là|Ce jour-là, justement|Cette fois-ci|Comme souvent|Heureusement|Par chance|Et justement|Ce jour-là comme les autres}, {name} {?n'était pas {g:seul|seule}|avait de la compagnie|avait quelqu'un avec {g:lui|elle}|ne partait pas {g:seul|seule}|n'allait pas s'ennuyer}{+ : |}{?à ses côtés se {n:tenait|tenaient}|avec {g:lui|elle} {n:venait|venaient}|tout près {g:de lui|d'elle} {n:attendait|attendaient}} {mc}.",
];

/** The setting's first mention uses `loc` ("dans la forêt enchantée", "chez mamie", "sur Mars"). */
export const SETTING_INTROS = [
  "{?Bientôt|Peu après|Vite|En un clin d'œil|Sans tarder|Très vite}, {name} et {mcShort} se retrouvèrent {loc}.",
  "{?L'aventure les attendait|Une aventure les attendait|Tout allait commencer|Leur aventure commençait|Tout commençait} {loc}.",
  "Tout commença {loc}{?, un matin plein de soleil|, par un bel après-midi|, à l'heure où les oiseaux se réveillent|, un jour de grand beau temps|, un matin frais et clair|, un jour pas comme les autres|, par une belle journée|, un mercredi}.",
  "{name} et {mcShort} arrivèrent {loc}{+, et |}{?leurs yeux s'écarquillèrent|tout leur parut merveilleux|{ils} restèrent un instant sans voix|rien ne ressemblait à ce qu'{ils} connaissaient|tout leur sembla immense|chaque chose leur parut nouvelle|{ils} ouvrirent grand les yeux}.",
  "{loc:cap}, {?il se passait toujours des choses étonnantes|on entendait {sound}|rien ne se passait jamais comme ailleurs|chaque recoin cachait une surprise|tout semblait possible|on pouvait se cacher {hiding}|le temps ne s'écoulait pas comme ailleurs|les surprises ne manquaient jamais}.",
  '{?Le chemin les mena|Leurs pas les menèrent|Un peu plus tard, {ils} arrivèrent|Sans se presser, {ils} arrivèrent} {loc}.',
  '{?Ce matin-là|Ce jour-là|Cet après-midi-là|Un beau jour|Sans tarder}, {duo} {?partirent en promenade|s\'en allèrent flâner|partirent se promener} {loc}.',
  "{name} et {mcShort} {?avaient rendez-vous|s'étaient donné rendez-vous|devaient se retrouver|avaient prévu de se retrouver} {loc}, {?juste après le petit déjeuner|au lever du soleil|dès le réveil|de bon matin|tôt le matin}.",
];
