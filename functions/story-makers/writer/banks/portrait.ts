/**
 * The beginning of a story: who the child is (name, age, traits, looks, interests, hobby, favourite
 * colour), who goes with them (the main character) and where (the setting). Every personal detail the
 * story must carry is placed here first; the arcs use some of them again later.
 *
 * Issue 16, item 4 (repetition ≤ 10 % of clauses across 40 stories): these lines open every story, so
 * each clause of four words or more either carries a detail of the child (a trait, the colour, an
 * interest, the place) or has many wordings. Words that would tie a line to a time of day or a world
 * (soleil, matin, nuit, vent, ciel…, see world.ts) are kept out of the added wordings.
 */

/** The child named in a phrasing of its own: "une petite fille de cinq ans" was one clause in every second story. */
const KID = '{g:{?un petit garçon|un garçonnet|un petit bonhomme|un drôle de petit garçon|un jeune garçon|un garçon}|{?une petite fille|une fillette|une petite demoiselle|une drôle de petite fille|une petite bonne femme|une fille}}';
const AGE = '{?de {age} ans|de {age} ans à peine|de {age} ans tout rond|de {age} ans tout juste|qui venait d\'avoir {age} ans|de {age} printemps}';
/** The age after the name, cut into a sentence of its own for beginners. */
const AGE_AFTER = "{+, {?qui avait|qui venait d'avoir|qui avait tout juste|du haut de ses|qui n'avait que|qui avait déjà} |{?{g:Il|Elle} avait|{g:Il|Elle} venait d'avoir|{g:Il|Elle} avait tout juste|{g:Il|Elle} n'avait que} }{age} ans";
/** Being noticed, said eight ways (it closed two trait lines word for word). */
const NOTICED = "{?ne passait jamais inaperçu{e}|se faisait remarquer partout|ne ressemblait à personne d'autre|avait un caractère bien à {g:lui|elle}|mettait de l'entrain partout où {il} allait|ne laissait personne indifférent|était connu{e} comme le loup blanc|se remarquait de loin}";
/** The same without « personne », after « comme personne » (« Créatif comme personne, il ne ressemblait à personne »). */
const NOTICED_BY_ALL = "{?ne passait jamais inaperçu{e}|se faisait remarquer partout|avait un caractère bien à {g:lui|elle}|mettait de l'entrain partout où {il} allait|était connu{e} comme le loup blanc|se remarquait de loin}";

/** First line of the story. */
export const OPENINGS = [
  `{?Il était une fois|Autrefois, il y avait|Il y avait une fois|Dans un pays tout proche, il y avait} ${KID} ${AGE} qui s'appelait {name}.`,
  "{name} {?avait|venait d'avoir|avait tout juste|n'avait que} {age} ans{+, et |}{il} {?voyait de la magie jusque dans les flaques|trouvait que le monde débordait de surprises|adorait qu'on lui raconte des histoires|collectionnait les questions comme d'autres les billes|voulait tout essayer au moins une fois|croyait dur comme fer aux dragons gentils}.",
  `Au bout d'une petite rue{?, bordée de tilleuls|, où les chats faisaient la sieste|, là où les hirondelles font leur nid|, tout près d'une boulangerie|, derrière un grand parc}, habitait {name}, ${KID} ${AGE}.`,
  `{?Voici l'histoire de|Voici l'aventure de|Écoute l'histoire de|Voilà l'histoire de} {name}, ${KID} ${AGE}{? pas tout à fait comme les autres|, au cœur grand comme une montagne|, aux poches pleines de trésors| qui ne tenait jamais en place}.`,
  `Quelque part{?, entre une colline et une rivière|, dans une maison aux volets bleus|, dans un village où il faisait bon vivre|, au troisième étage d'un vieil immeuble|, dans une maison au jardin tout fou}, vivait {name}${AGE_AFTER}.`,
  `Connais-tu {name} ?{+ }C'est ${KID} ${AGE}{?, avec des étincelles plein les yeux| qui ne tient jamais en place| qui pose mille questions par jour| qui a toujours une idée d'avance}.`,
  `Dans une maison {?pleine de rires|où ça sentait la brioche|encombrée de jouets|aux murs couverts de dessins|où le chat dormait sur le piano}, vivait {name}, ${KID} ${AGE}.`,
  `Tout le monde, {?dans le quartier|dans l'immeuble|au village|à l'école}, connaissait {name}, ${KID} ${AGE}{?, toujours prêt{e} pour l'aventure|, avec un sourire lumineux|, avec un rire contagieux|}.`,
  `{?Cette histoire commence|Tout commence|L'histoire commence} {?un jour tout ordinaire|un matin comme les autres|un jour où rien ne semblait devoir arriver|par un jour de grand beau temps|un mercredi sans nuages}, chez {name}, ${KID} ${AGE}.`,
  `Dans un coin du monde{?, pas très loin d'ici| où l'on sent partout le pain chaud| où les nuages ressemblent à des moutons| qu'on ne trouve sur aucune carte}, vivait {name}${AGE_AFTER}.`,
  "{name} {?avait|venait d'avoir|avait tout juste|n'avait que} {age} ans{+, et |}{g:il|elle} {?rêvait d'aventures du lever au coucher|ramassait les cailloux brillants et les bonnes idées|n'avait peur de presque rien|voulait savoir comment marchait chaque chose|inventait des histoires à tout bout de champ|connaissait le nom de tous les voisins}.",
  `Écoute bien{+ : |}{?voici l'histoire de|voici l'aventure de|voilà l'histoire de} {name}, ${KID} ${AGE}{?, qui avait un rire contagieux|, la tête pleine d'idées|, avec un cœur grand comme ça|, les genoux toujours écorchés}.`,
  `{?Il était une fois|Autrefois vivait|Il y avait}, {?dans une maison pleine de livres|au pied d'une grande colline|près d'un vieux moulin|au bord d'un canal tranquille|dans un village aux toits rouges}, ${KID} nommé{e} {name}${AGE_AFTER}.`,
  // Openings that carry something of the child (a trait, a colour, a passion): two stories rarely start alike.
  `{?Il était une fois {?{name}, ${KID} {trait1} ${AGE}|${KID} {trait1} ${AGE}, qui s'appelait {name}}|Voici l'histoire d'${KID} {trait1} ${AGE}, qui s'appelait {name}}.`,
  '{?Dans une maison aux volets {colourMp}|Derrière des volets {colourMp}|Dans une petite maison aux volets {colourMp}} vivait {name}, qui avait {age} ans.',
  '{name} avait {age} ans et une grande passion{+ : |}{interest1}.',
  "Voici {name}, {age} ans, {g:le petit garçon le plus|la petite fille la plus} {trait1} {?du quartier|de toute la rue|du village|de l'école|de la ville}.",
  `{?Si tu avais croisé {name} ce jour-là|Si tu étais passé{?| par hasard} devant chez {name}|Si tu avais rencontré {name} dans la rue|Si tu avais jeté un œil chez {name}}, tu aurais vu ${KID} ${AGE}{? qui souriait jusqu'aux oreilles|, aux yeux brillants de malice| qui sautillait plus qu'{il} ne marchait| qui chantonnait sans s'en rendre compte}.`,
  '{name}, {age} ans, {?ne jurait que par {interest1}|ne parlait que {interest1:de}|était incollable sur {interest1}|collectionnait tout ce qui touchait {interest1:a}}.',
];

/** At least two traits when the child has two: `traits` lists two or three, trait1/trait2 are single. */
export const TRAIT_LINES = [
  "C'était {g:un garçon|une fille} {traits}.",
  '{?Tout le monde disait de {name}|Autour {g:de lui|d\'elle}, on disait de {name}|Ses amis disaient de {name}|À l\'école, on disait de {name}|Sa famille disait de {name}|Les voisins disaient de {name}} {?que {il} était|qu\'{il} était bien|qu\'{il} était vraiment} {traits}.',
  '{g:Il|Elle} était {trait1}{+, mais aussi |{g:Il|Elle} était aussi }{trait2}.',
  '{?Dans sa famille|Chez {g:lui|elle}|Autour de la table du dîner|Chez ses grands-parents|Dans son quartier|Chez ses voisins}, on disait {?souvent|toujours|volontiers} que {name} était {trait1} et {trait2}.',
  '{?Ses amis {g:le|la} décrivaient|Ses copains de classe {g:le|la} décrivaient|Sa maîtresse {g:le|la} décrivait|Ses voisins {g:le|la} décrivaient|Sa grand-mère {g:le|la} décrivait|Son grand-père {g:le|la} décrivait} {?en quelques mots|toujours de la même façon|sans hésiter} : « {traits:cap} ! »',
  "{name} était {trait1}{+ : |}{?personne n'en doutait|sa famille pouvait en témoigner|ses copains le savaient bien|c'était écrit sur son visage|cela se voyait tout de suite|on le remarquait au premier coup d'œil|même le chat du voisin le savait|impossible de l'ignorer}.{+ }Et {trait2}, aussi !",
  "C'était {g:un petit garçon|une petite fille} {trait1}, et même très {trait2}.",
  `{trait1:cap} et {trait2}, {name} ${NOTICED}.`,
  // Not « depuis toujours »: the last choice may read « toujours plus » (wording-variants.ts).
  "{trait1:cap}, {name} l'était {?depuis longtemps|depuis le berceau|depuis sa naissance|depuis tout petit{e}|de la tête aux pieds|jusqu'au bout des ongles}, et {trait2} aussi, {?un peu plus chaque jour|de plus en plus|depuis peu|les jours de fête|surtout le mercredi|quand ça lui chantait}.",
  "{name} était {?à la fois |}{trait1} et {trait2}{+ : |}{?un sacré mélange|un joli mélange|un drôle de cocktail|un mélange détonant|le bon dosage pour les aventures|de quoi faire des étincelles|une recette bien à {g:lui|elle}|deux qualités qui allaient bien ensemble} !",
  "{?Chacun disait de {name}|Ses proches disaient de {name}} {?qu'{il} était|qu'{il} avait toujours été|qu'{il} était depuis toujours} {traits}{+, et |}c'était bien vrai.",
  "{?Chez {name}|Dans la famille de {name}|À l'école de {name}|Dans la rue de {name}}, {?tout le monde savait une chose|une chose était sûre|personne n'ignorait une chose|on vous l'aurait dit tout de suite|chacun aurait pu le dire}{+ : |}{il} était {traits}.",
];

/** For a child with a single trait. */
export const SINGLE_TRAIT_LINES = [
  "C'était {g:un garçon|une fille} très {trait1}.",
  '{?Tout le monde disait de {name}|Autour {g:de lui|d\'elle}, on disait de {name}|Ses amis disaient de {name}|À l\'école, on disait de {name}|Sa famille disait de {name}|Les voisins disaient de {name}} {?que {il} était|qu\'{il} était bien|qu\'{il} était vraiment} {trait1}.',
  `{trait1:cap} comme personne, {name} ${NOTICED_BY_ALL}.`,
];

/** How the chosen outfit felt: it closed two lines in the same words. */
const READY = "{?{g:prêt|prête} pour n'importe quelle aventure|{g:prêt|prête} à conquérir le monde|invincible|plus grand{e} d'un coup|capable de tout|{g:le plus heureux|la plus heureuse} du monde|{g:fin prêt|fin prête} pour la journée|{g:léger comme une plume|légère comme une plume}}";

export const LOOKS_LINES = [
  "{?{g:Il|Elle} avait|{name} avait} {hair}{+, et |{?{g:Il|Elle} avait aussi|Sans oublier} }{eyes} {?qui brillaient comme des billes|pleins de malice|qui pétillaient de curiosité|qui remarquaient tout|toujours à l'affût|rieurs comme tout}.",
  "Avec {hairDef} et {eyesDef}, on {g:le|la} reconnaissait {?de loin|au premier coup d'œil|entre mille|dans n'importe quelle foule|même de dos|à l'autre bout de la cour}.",
  "{?Ce jour-là|Ce matin-là|Pour l'occasion}, {g:il|elle} portait {outfit}, {?sa tenue préférée|la tenue des grands jours|sa tenue {g:d'explorateur|d'exploratrice}|un cadeau de sa marraine|comme pour les grandes occasions|sans savoir encore pourquoi|comme chaque fois qu'{il} avait un bon pressentiment|son porte-bonheur du mercredi}.",
  '{name} avait {hair}{+, et |}{?ce jour-là|ce matin-là|pour l\'occasion|comme souvent}, {il} {?portait|avait mis|avait enfilé} {outfit}.',
  "On {g:le|la} {?reconnaissait à|repérait de loin grâce à|remarquait tout de suite à} {hairDef} et à {eyesDef}{?, qui voyaient tout| toujours grands ouverts| qui ne manquaient rien| pleins d'étincelles}.",
  `{?Pour sortir|Pour l'occasion|Ce matin-là}, {name} avait mis {outfit}{+ : |}{?parfait pour l'aventure|rien de tel pour se sentir invincible|de quoi affronter n'importe quel dragon|idéal pour filer à toute allure|la tenue rêvée pour un jour pareil|avec ça, rien ne pouvait arriver|de quoi se sentir {g:le roi|la reine} du monde|exactement ce qu'il fallait} !`,
  "{hairDef:cap} {?dansaient à chaque pas|rebondissaient à chaque pas|brillaient de mille reflets|n'en faisaient qu'à leur tête}{+, et |}{eyesDef} {?pétillaient de curiosité|brillaient de malice|ne perdaient pas une miette du spectacle|guettaient la moindre surprise|riaient avant sa bouche|cherchaient déjà l'aventure}.",
  `{name} {?enfila|mit} {outfit}{+, et |}{il} se sentit ${READY}.`,
];

export const INTEREST_LINES = [
  '{name} {?raffolait {interest1:de}|ne se lassait jamais {interest1:de}|adorait {interest1}}{+, et |Et }{il} aimait aussi beaucoup {interest2}.',
  "{?Ses grandes passions|Ce dont {il} ne se lassait jamais|Ce qui lui faisait briller les yeux|Ses sujets favoris|Ce dont {il} parlait sans s'arrêter} ? {interests:cap}.",
  '{?{g:Il|Elle} pouvait|{name} pouvait|Parfois, {g:il|elle} pouvait|{g:Il|Elle} aurait pu|{name} était capable de|Sans se lasser, {g:il|elle} pouvait} {?passer des heures|passer des après-midi entiers|rester des heures|passer des journées} à {?parler|discuter|rêver|s\'émerveiller|bavarder} {interest1:de}.',
  '{?Sa grande passion|Sa passion de toujours|Son sujet préféré|Son grand dada|Son domaine à {g:lui|elle}} : {interest1}.',
  '{?Rien ne {g:le rendait plus heureux|la rendait plus heureuse}|Rien ne {g:le|la} réjouissait autant|Rien ne lui plaisait autant|Rien ne {g:le|la} faisait autant sourire} que {interest1}.',
  "{name} connaissait mille choses sur {interest1}{+, et |}{?{il} en apprenait de nouvelles|{il} en découvrait d'autres|la liste s'allongeait} {?chaque jour|tous les jours|à chaque occasion|dans chaque livre|en posant des questions à tout le monde|en regardant des documentaires|à la bibliothèque|auprès de son grand-père}.",
  "{?Dans sa chambre|Chez {g:lui|elle}|Sur ses étagères|Dans son coin à {g:lui|elle}}, tout parlait {interest1:de}{+ : |}{?des livres empilés jusqu'au plafond|des affiches punaisées de travers|des boîtes pleines de trésors|des étagères qui débordaient|des dessins scotchés partout|des carnets couverts de notes|un coin rien que pour ça|des cartons étiquetés avec soin}.",
  "{?Quand on lui parlait|Dès qu'on lui parlait|Chaque fois qu'on lui parlait|Si on lui parlait} {interest1:de}, {name} {?devenait intarissable|ouvrait de grands yeux|ne s'arrêtait plus|se redressait d'un coup|avait mille choses à raconter|oubliait même de manger|levait le doigt comme à l'école|sortait ses carnets}.",
  "{name} posait sans cesse des questions sur {interest1}{+ : |}{?comment ? pourquoi ? et après ?|{il} voulait tout savoir|{il} voulait tout comprendre|rien ne lui échappait|{il} notait tout dans un carnet|les réponses ne lui suffisaient jamais}.",
  '{?Plus tard|Quand {il} serait grand{e}|Un jour}, {name} {?voulait faire un métier|rêvait d\'un métier|se voyait bien faire un métier} {?en rapport avec|qui aurait à voir avec} {interest1}, à moins que ce ne soit {interest2}.',
];

/**
 * The hobby, woven (see woven-text.ts): `hobbyPredicate` follows the name ("adorait dessiner",
 * "montait à poney tous les mercredis"), `hobby` is a noun phrase or an infinitive ("le football",
 * "dessiner"), `hobbyVerb` an infinitive only. A line whose slot is empty is not told.
 */
export const HOBBY_LINES = [
  "{name} {hobbyPredicate}{?, surtout quand {il} avait du temps libre|, dès qu'{il} en avait l'occasion|, dès que la journée le permettait|, le plus souvent possible|, à la moindre occasion|, sans jamais s'en lasser|, pendant des heures}.",
  '{?Son loisir préféré|Son passe-temps favori} ? {hobby:cap}{?, bien sûr| !|, sans hésiter}.',
  '{g:Il|Elle} aimait aussi {hobby}.',
  "{?Le mercredi|Le samedi|Le dimanche|Les jours sans école}, c'était {?le jour préféré de {name}|le meilleur moment de la semaine|le grand moment de la semaine|jour de fête pour {name}|un jour à part} : {?le jour où {il} pouvait|enfin, {il} pouvait|{il} avait le temps de|on {g:le|la} laissait} {hobbyVerb}.",
  '{name} aurait pu passer des {?journées entières|heures et des heures|semaines entières} à {hobbyVerb}.',
  "{?Son grand bonheur|Son plaisir préféré|Sa joie à {g:lui|elle}|Son meilleur moment}{?, le week-end|, après l'école|} : {hobbyVerb}.",
  "{?Quand {il}|Dès qu'{il}|Chaque fois qu'{il}|Les jours où {il}} pouvait {hobbyVerb}, {name} {?oubliait tout le reste|avait des étincelles plein les yeux|était {g:le plus heureux|la plus heureuse} du monde|ne voyait plus le temps passer|chantonnait sans s'en rendre compte|ne sentait plus la fatigue}.",
];

/** `colourDescr` is "le rouge" for a palette colour, "un joli doré" otherwise. */
export const COLOUR_LINES = [
  "{?Sa couleur préférée|Sa couleur, la vraie, la seule|Sa couleur fétiche|Sa couleur de cœur|Sa teinte favorite|Sa couleur chérie} ? {colourDescr:cap}{?, bien sûr| !|, évidemment|, sans l'ombre d'un doute|, et pas une autre}.",
  "{?Sa couleur préférée|Sa couleur chérie|La couleur qu'{il} aimait le plus|Sa couleur porte-bonheur|Sa couleur à {g:lui|elle}|Entre toutes les couleurs, sa préférée|De toutes les couleurs, celle qu'{il} préférait|Sa couleur favorite|La couleur qui lui plaisait le plus|La couleur de ses rêves}, c'était {colourDescr}{+ : |}{?{il} en aurait peint le monde entier|{il} en voyait partout|{il} souriait rien qu'à la voir|{il} en mettait dans tous ses dessins|{il} la reconnaissait de loin|{il} la trouvait plus jolie que toutes les autres}.",
  '{name} aimait tant {colourNoun} que {il} en aurait peint {?le monde entier|sa chambre{?, sa maison|, ses cahiers|, son vélo}{?| et même le ciel| et ses chaussures}|jusqu\'aux nuages|toute la rue}.',
  '{?Sa couleur préférée|Sa couleur fétiche|Sa couleur chérie|Sa couleur favorite}, {colourDescr}, {?se cachait toujours quelque part sur {g:lui|elle}|lui portait bonheur, {g:il|elle} en était sûr{e}|lui portait chance, {g:il|elle} en était {?sûr{e}|convaincu{e}}}.',
  '{name} adorait {colourNoun}{+ : |}{?ses crayons préférés étaient tous {colourMp}|ses chaussettes préférées étaient toutes {colourFp}|ses rubans préférés étaient tous {colourMp}|sa gourde, son sac et sa trousse étaient {colourMp}|même sa brosse à dents était {colourFs}|son vélo était {colourMs}, évidemment}.',
  "{?Il y avait une couleur que {name} aimait plus que toutes les autres|{name} n'en voyait qu'une parmi toutes les couleurs|Parmi toutes les couleurs de la boîte, {name} avait sa favorite|S'il avait fallu n'en garder qu'une, {name} savait laquelle|Une couleur faisait battre le cœur de {name} plus que les autres}{+ : |}{colourNoun}.",
  "{?Dès qu'{il} voyait|Chaque fois qu'{il} apercevait|Quand {il} tombait sur} quelque chose de {colour}, {name} souriait{+ : |}{?le {colour}, c'était sa couleur|rien ne valait le {colour}|pour {g:lui|elle}, le {colour} battait toutes les autres couleurs|{il} trouvait le {colour} plus beau que tout}.",
  "{?Dans la boîte de crayons|Dans la trousse|Dans le pot à crayons|Parmi les feutres|Sur le bureau|Dans le sac d'école} de {name}, {?le plus usé était|le plus usé, c'était} le crayon {colour}{?, bien sûr|, sa couleur préférée|, et de loin|, usé jusqu'au bout}.",
];

/** The companion, said in a phrasing of its own per story: "une amie bien particulière" was in every sixth story. */
const SPECIAL = "{c:{?un ami bien particulier|un ami pas comme les autres|un ami très spécial|un drôle de copain|un compagnon hors du commun|un ami extraordinaire|un complice de toujours|un ami un peu spécial}|{?une amie bien particulière|une amie pas comme les autres|une amie très spéciale|une drôle de copine|une compagne hors du commun|une amie extraordinaire|une complice de toujours|une amie un peu spéciale}|{?des amis bien particuliers|des amis pas comme les autres|des amis très spéciaux|de drôles de copains|des compagnons hors du commun|des amis extraordinaires}|{?des amies bien particulières|des amies pas comme les autres|des amies très spéciales|de drôles de copines|des compagnes hors du commun|des amies extraordinaires}}";
/** How the child has the companion at their side. */
// No « toujours » here: the line may open on « Depuis toujours » (« Depuis toujours, Léa avait toujours… »).
const HAS = "{?avait|pouvait compter sur|emmenait partout|ne sortait jamais sans|partageait tout avec|avait à ses côtés}";

/** The main character's first mention uses `mc` (as typed, normalised). */
export const COMPANION_INTROS = [
  `{name} avait ${SPECIAL} : {mc}.`,
  `{?Pour compagnon d'aventure|Pour les longues promenades|Pour les grandes découvertes|Pour partir à la découverte du monde|Pour la route|Pour les jeux comme pour les bêtises|Pour les bons et les mauvais jours|Pour explorer les alentours}, {name} ${HAS} {mc}.`,
  '{?Un beau jour|Un drôle de jour|Un jour de printemps|Un mercredi pas comme les autres|Un jour où il ne se passait rien|Par un jour tranquille}, {?{name} fit la rencontre {mc:de}|{name} croisa la route {mc:de}|{mc} {n:entra|entrèrent} dans la vie {name:de}|{name} tomba nez à nez avec {mc}|{mc} {n:frappa|frappèrent} à la porte {name:de}}.',
  `{?Pour cette aventure|Depuis toujours|Comme toujours|Comme chaque fois|Comme tous les jours}, {name} ${HAS} {mc}.`,
  "{?Et puis il y avait|Il y avait aussi|Et surtout, il y avait|À ses côtés, il y avait} {mc}{+, |C'{n:était|étaient} }{c:{?son meilleur ami|son plus fidèle copain|son grand complice|son confident}|{?sa meilleure amie|sa plus fidèle copine|sa grande complice|sa confidente}|{?ses meilleurs amis|ses plus fidèles copains|ses grands complices|ses confidents}|{?ses meilleures amies|ses plus fidèles copines|ses grandes complices|ses confidentes}} {?du monde entier|pour la vie|depuis la maternelle|depuis toujours|et pour toujours}.",
  "{?Un matin|Tout à coup|Sans prévenir|Juste avant de partir}, {?on frappa à la fenêtre de {name}|on sonna chez {name}|quelque chose gratta à la porte de {name}|on toqua {?trois petits coups|deux petits coups|tout doucement} à la porte de {name}|un {?drôle de bruit|bruit bizarre|petit bruit} se fit entendre chez {name}|quelqu'un tira la sonnette de {name}}.{+ }Qui était là ? {mc:cap} !",
  "{?Ce matin-là|Ce jour-là, justement|Cette fois-ci|Comme souvent|Heureusement|Par chance|Et justement|Ce jour-là comme les autres}, {name} {?n'était pas {g:seul|seule}|avait de la compagnie|avait quelqu'un avec {g:lui|elle}|ne partait pas {g:seul|seule}|n'allait pas s'ennuyer}{+ : |}{?à ses côtés se {n:tenait|tenaient}|avec {g:lui|elle} {n:venait|venaient}|tout près {g:de lui|d'elle} {n:attendait|attendaient}} {mc}.",
];

/** The companion's best quality, as a superlative that agrees with it. */
const BEST = '{c:{?le plus fidèle des amis|le plus drôle des copains|le plus patient des compagnons|le plus malin des complices|le plus doux des amis|le plus loyal des camarades}|{?la plus fidèle des amies|la plus drôle des copines|la plus patiente des compagnes|la plus maligne des complices|la plus douce des amies|la plus loyale des camarades}|{?les plus fidèles des amis|les plus drôles des copains|les plus patients des compagnons|les plus malins des complices|les plus doux des amis|les plus loyaux des camarades}|{?les plus fidèles des amies|les plus drôles des copines|les plus patientes des compagnes|les plus malignes des complices|les plus douces des amies|les plus loyales des camarades}}';

export const COMPANION_QUALITIES = [
  "{mcShort:cap} {n:avait|avaient} {?toujours une bonne idée|une idée à la minute|plein d'astuces|mille tours dans {n:son|leur} sac|toujours un plan|une idée pour chaque problème}{?, ou presque| en réserve|}.",
  `{mcShort:cap} {n:était|étaient} ${BEST}.`,
  "Avec {mcShort}, {?on ne s'ennuyait jamais|chaque journée réservait une surprise|il se passait toujours quelque chose|les heures filaient comme des secondes|même ranger sa chambre devenait un jeu|les fous rires n'étaient jamais loin|chaque promenade tournait à l'expédition|le temps passait à toute allure}.",
  "{mcShort:cap} et {name} {?se comprenaient sans même parler|riaient souvent des mêmes choses|partageaient tout, même les secrets|se racontaient tout|avaient leurs petits rituels|avaient inventé une poignée de main secrète|n'avaient pas besoin de mots pour se comprendre}.",
  "{mcShort:cap} {n:connaissait|connaissaient} {?mille histoires|des tas de chansons|toutes les devinettes du monde|les noms de toutes les plantes|des blagues à n'en plus finir|des secrets de toutes sortes|des comptines venues de très loin|des jeux que personne ne connaissait}{+, et |}{name} {?ne s'en lassait jamais|en redemandait toujours|en réclamait encore et encore|buvait chaque mot|écoutait, les yeux grands ouverts|aurait pu écouter des heures}.",
  '{mcShort:cap} {n:savait|savaient} {?toujours trouver les mots pour faire sourire {name}|consoler {name} en deux secondes|transformer une bêtise en fou rire|rendre le sourire à {name}|faire rire {name} aux éclats|rassurer {name} d\'un seul regard}.',
  'Avec {mcShort}, {?même les jours gris devenaient des jours de fête|même les devoirs devenaient amusants|même les épinards avaient meilleur goût|même attendre le bus devenait une aventure|même les corvées ressemblaient à des jeux|même la vaisselle devenait rigolote|chaque trajet devenait une expédition|même les mauvais jours finissaient en rires}.',
  "{mcShort:cap} et {name} {?ne se quittaient presque jamais|ne se quittaient pour ainsi dire jamais|étaient inséparables|faisaient la paire|étaient comme les deux doigts de la main|s'entendaient comme larrons en foire}.",
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
  "{name} et {mcShort} {?avaient rendez-vous|s'étaient donné rendez-vous|devaient se retrouver|avaient prévu de se retrouver} {loc}, {?juste après le petit déjeuner|au lever du soleil|sur le coup de dix heures|à midi pile|juste avant le déjeuner|dès la fin de l'école|à deux heures et demie}.",
];
