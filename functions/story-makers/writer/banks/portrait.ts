/**
 * The beginning of a story: who the child is (name, age, traits, looks, interests, hobby, favourite
 * colour), who goes with them (the main character) and where (the setting). Every personal detail the
 * story must carry is placed here first; the arcs use some of them again later.
 */

/** First line of the story. */
export const OPENINGS = [
  'Il était une fois {g:un petit garçon|une petite fille} de {age} ans qui s\'appelait {name}.',
  'Il y a {?bien longtemps, ou peut-être hier soir|pas si longtemps|quelques jours à peine}, vivait {g:un petit garçon|une petite fille} nommé{e} {name}{+, qui avait |{?{g:Il|Elle} avait|{g:Il|Elle} venait d\'avoir|{g:Il|Elle} avait tout juste} }{age} ans.',
  '{name} {?avait|venait d\'avoir|avait tout juste} {age} ans{+, et |}{il} {?voyait de la magie partout|trouvait que le monde était rempli de surprises|adorait les histoires du soir}.',
  'Au bout d\'une petite rue{?, bordée de tilleuls|, où les chats faisaient la sieste|, là où les hirondelles font leur nid}, habitait {name}, {g:un petit garçon|une petite fille} de {age} ans.',
  'Ce soir, voici l\'histoire de {name}, {g:un petit garçon|une petite fille} de {age} ans {?pas tout à fait comme les autres|au cœur grand comme une montagne|qui croyait très fort aux rêves}.',
  'Quelque part{?, entre une colline et une rivière|, dans une maison aux volets bleus|, dans un village où il faisait bon vivre}, vivait {name}{+, qui avait |{?{g:Il|Elle} avait|{g:Il|Elle} venait d\'avoir|{g:Il|Elle} avait tout juste} }{age} ans.',
  'Connais-tu {name} ?{+ }C\'est {g:un petit garçon|une petite fille} de {age} ans{?, avec des étoiles plein les yeux| qui ne tient jamais en place| qui pose mille questions par jour}.',
  'Dans une maison pleine de rires vivait {name}, {g:un petit garçon|une petite fille} de {age} ans.',
  'Tout le monde, dans le quartier, connaissait {name}, {g:un petit garçon|une petite fille} de {age} ans{?, toujours prêt{e} pour l\'aventure| au sourire lumineux}.',
  'Cette histoire commence un matin tout ordinaire, chez {name}, {g:un petit garçon|une petite fille} de {age} ans.',
  'Dans un coin du monde{?, pas très loin d\'ici| où le vent sent bon le pain chaud| où les nuages ressemblent à des moutons}, vivait {name}{+, qui avait |{?{g:Il|Elle} avait|{g:Il|Elle} venait d\'avoir|{g:Il|Elle} avait tout juste} }{age} ans.',
  '{name} {?avait|venait d\'avoir|avait tout juste} {age} ans{+, et |}{g:il|elle} {?rêvait d\'aventures du matin au soir|collectionnait les cailloux brillants et les bonnes idées|n\'avait peur de presque rien}.',
  'Écoute bien{+ : |}voici l\'histoire de {name}, {g:un petit garçon|une petite fille} de {age} ans {?au rire contagieux|aux idées plein la tête|au grand cœur}.',
  'Il était une fois, {?dans une maison pleine de livres|au pied d\'une grande colline|près d\'un vieux moulin}, {g:un petit garçon|une petite fille} nommé{e} {name}{+, qui avait |{?{g:Il|Elle} avait|{g:Il|Elle} venait d\'avoir|{g:Il|Elle} avait tout juste} }{age} ans.',
  // Openings that carry something of the child (a trait, a colour, a passion): two stories rarely start alike.
  'Il était une fois {name}, {g:un petit garçon|une petite fille} {trait1} de {age} ans.',
  'Dans une maison aux volets {colourMp} vivait {name}, qui avait {age} ans.',
  '{name} avait {age} ans et une grande passion{+ : |}{interest1}.',
  'Voici {name}, {age} ans, {g:le petit garçon le plus|la petite fille la plus} {trait1} {?du quartier|de toute la rue|du village}.',
  'Si tu avais croisé {name} ce jour-là, tu aurais vu {g:un petit garçon|une petite fille} de {age} ans {?qui souriait jusqu\'aux oreilles|aux yeux brillants de malice|qui sautillait plus qu\'{il} ne marchait}.',
];

/** At least two traits when the child has two: `traits` lists two or three, trait1/trait2 are single. */
export const TRAIT_LINES = [
  'C\'était {g:un garçon|une fille} {traits}.',
  'Tout le monde disait de {name} que {il} était {traits}.',
  '{g:Il|Elle} était {trait1}{+, mais aussi |{g:Il|Elle} était aussi }{trait2}.',
  'Dans sa famille, on disait souvent que {name} était {trait1} et {trait2}.',
  'Si tu avais demandé à ses amis de {g:le|la} décrire, ils auraient répondu : « {traits:cap} ! »',
  '{name} était {trait1}{+ : |}{?ça, tout le monde le savait|on ne pouvait pas dire le contraire}.{+ }Et {trait2}, aussi !',
  'C\'était {g:un petit garçon|une petite fille} {trait1}, et même très {trait2}.',
  '{trait1:cap} et {trait2}, {name} ne passait jamais inaperçu{e}.',
  '{trait1:cap}, {name} l\'était depuis toujours, et {trait2} aussi, un peu plus chaque jour.',
  '{name} était {?à la fois |}{trait1} et {trait2}{+ : |}{?un sacré mélange|un joli mélange|une combinaison parfaite pour l\'aventure} !',
  'On disait de {name} {?qu\'{il} était|qu\'{il} avait toujours été} {traits}{+, et |}c\'était bien vrai.',
  'Chez {name}, tout le monde savait une chose{+ : |}{il} était {traits}.',
];

/** For a child with a single trait. */
export const SINGLE_TRAIT_LINES = [
  'C\'était {g:un garçon|une fille} très {trait1}.',
  'Tout le monde disait de {name} que {il} était {trait1}.',
  '{trait1:cap} comme personne, {name} ne passait jamais inaperçu{e}.',
];

export const LOOKS_LINES = [
  '{?{g:Il|Elle} avait|{name} avait} {hair}{+, et |{?{g:Il|Elle} avait aussi|Sans oublier} }{eyes} {?qui brillaient comme des billes|pleins de malice|qui pétillaient de curiosité}.',
  'Avec {hairDef} et {eyesDef}, on {g:le|la} reconnaissait {?de loin|au premier coup d\'œil|entre mille}.',
  'Ce jour-là, {g:il|elle} portait {outfit}, {?sa tenue préférée|la tenue des grandes aventures}.',
  '{name} avait {hair}{+, et |}ce jour-là, {il} portait {outfit}.',
  'On {g:le|la} reconnaissait à {hairDef} et à {eyesDef}{?, qui voyaient tout| toujours grands ouverts}.',
  'Ce jour-là, {name} avait mis {outfit}{+ : |}{?parfait pour l\'aventure|rien de tel pour se sentir invincible} !',
  '{hairDef:cap} {?dansaient au vent|rebondissaient à chaque pas|brillaient au soleil}{+, et |}{eyesDef} {?pétillaient de curiosité|brillaient de malice|ne perdaient pas une miette du spectacle}.',
  '{name} {?enfila|mit} {outfit}{+, et |}{il} se sentit {g:prêt|prête} pour n\'importe quelle aventure.',
];

export const INTEREST_LINES = [
  '{name} {?raffolait {interest1:de}|était {g:fou|folle} {interest1:de}|adorait {interest1}}{+, et |Et }{il} aimait aussi beaucoup {interest2}.',
  'Ce que {il} préférait au monde ? {interests:cap}.',
  '{g:Il|Elle} pouvait passer des heures à parler {interest1:de}.',
  'Sa grande passion : {interest1}.',
  'Rien ne {g:le rendait plus heureux|la rendait plus heureuse} que {interest1}.',
  '{name} connaissait mille choses sur {interest1}{+, et |}{il} en apprenait de nouvelles {?chaque jour|tous les jours|à chaque occasion}.',
  'Dans sa chambre, tout parlait {interest1:de} : des livres, des dessins, des trésors rangés avec soin.',
  'Quand on {g:lui|lui} parlait {interest1:de}, {name} {?devenait intarissable|ouvrait de grands yeux|ne s\'arrêtait plus}.',
  '{name} posait sans cesse des questions sur {interest1}{+ : |}{?comment ? pourquoi ? et après ?|{il} voulait tout savoir}.',
  'Plus tard, {name} voulait faire un métier en rapport avec {interest1}, à moins que ce ne soit {interest2}.',
];

/**
 * The hobby, woven (see woven-text.ts): `hobbyPredicate` follows the name ("adorait dessiner",
 * "montait à poney tous les mercredis"), `hobby` is a noun phrase or an infinitive ("le football",
 * "dessiner"), `hobbyVerb` an infinitive only. A line whose slot is empty is not told.
 */
export const HOBBY_LINES = [
  '{name} {hobbyPredicate}{?, surtout quand {il} avait du temps libre|, dès qu\'{il} en avait l\'occasion|, et cela se voyait}.',
  '{?Son loisir préféré|Son passe-temps favori} ? {hobby:cap}{?, bien sûr| !|, sans hésiter}.',
  '{g:Il|Elle} aimait aussi {hobby}{?, plus que tout| par-dessus tout| de tout son cœur}.',
  'Le mercredi, c\'était le jour préféré de {name} : le jour où {il} pouvait {hobbyVerb}.',
  '{name} aurait pu passer des {?journées entières|heures et des heures|après-midi entiers} à {hobbyVerb}.',
  'Son grand bonheur{?, le week-end|, après l\'école} : {hobbyVerb}.',
  'Quand {il} pouvait {hobbyVerb}, {name} {?oubliait tout le reste|avait des étoiles plein les yeux|était {g:le plus heureux|la plus heureuse} du monde}.',
];

/** `colourDescr` is "le rouge" for a palette colour, "un joli doré" otherwise. */
export const COLOUR_LINES = [
  '{?Sa couleur préférée|Sa couleur, la vraie, la seule} ? {colourDescr:cap}{?, bien sûr| !|, sans hésiter une seconde}.',
  'Sa couleur préférée, c\'était {colourDescr}{+ : |}{?{il} en aurait peint le ciel tout entier|{il} en voyait partout|rien que de la voir, {il} souriait}.',
  '{name} aimait tant {colourNoun} que {il} en aurait peint {?le monde entier|sa chambre, sa maison et même le ciel|jusqu\'aux nuages}.',
  'Sa couleur préférée, {colourDescr}, {?se cachait toujours quelque part sur {g:lui|elle}|lui portait bonheur, {g:il|elle} en était sûr{e}}.',
  '{name} adorait {colourNoun}{+ : |}{?ses crayons préférés étaient tous|ses chaussettes préférées étaient toutes|ses rubans préférés étaient tous} de cette couleur.',
  'Il y avait une couleur que {name} aimait plus que toutes les autres{+ : |}{colourNoun}.',
  'Dès qu\'{il} voyait quelque chose de {colour}, {name} souriait{+ : |}c\'était sa couleur préférée.',
  'Dans la boîte de crayons de {name}, {?le plus usé était|le plus usé, c\'était} le crayon {colour}{?, bien sûr|, sa couleur préférée}.',
];

/** The main character's first mention uses `mc` (as typed, normalised). */
export const COMPANION_INTROS = [
  '{name} avait {c:un ami bien particulier|une amie bien particulière|des amis bien particuliers|des amies bien particulières} : {mc}.',
  '{?Pour compagnon d\'aventure|Pour partir à l\'aventure|Pour la route}, {name} {?avait|pouvait compter sur} {mc}.',
  'Un {?beau|drôle de} jour, {?{name} fit la rencontre {mc:de}|{name} croisa la route {mc:de}|{mc} entra dans la vie {name:de}}.',
  '{?Pour cette aventure|Ce jour-là|Comme toujours}, {name} {?pouvait compter sur|avait à ses côtés} {mc}.',
  'Et puis il y avait {mc}{+, |C\'{n:était|étaient} }{c:son meilleur ami|sa meilleure amie|ses meilleurs amis|ses meilleures amies} du monde.',
  'Ce matin-là, on frappa à la fenêtre de {name}.{+ }Qui était là ? {mc:cap} !',
  '{?Ce jour-là|Ce matin-là|Ce jour-là, justement}, {name} n\'était pas {g:seul|seule}{+ : |}à ses côtés se {n:tenait|tenaient} {mc}.',
];

export const COMPANION_QUALITIES = [
  '{mcShort:cap} {n:avait|avaient} toujours une bonne idée{?, ou presque| en réserve}.',
  '{mcShort:cap} {n:était|étaient} {c:le plus fidèle des amis|la plus fidèle des amies|les plus fidèles des amis|les plus fidèles des amies}.',
  'Avec {mcShort}, on ne s\'ennuyait jamais.',
  '{mcShort:cap} et {name} {?se comprenaient sans même parler|riaient souvent des mêmes choses|partageaient tout, même les secrets}.',
  '{mcShort:cap} {n:connaissait|connaissaient} mille histoires{+, et |}{name} les écoutait toutes.',
  '{mcShort:cap} {n:savait|savaient} toujours trouver les mots pour faire sourire {name}.',
  'Avec {mcShort}, même les jours de pluie devenaient des jours de fête.',
  '{mcShort:cap} et {name} ne se quittaient {?presque|pour ainsi dire} jamais.',
];

/** The setting's first mention uses `loc` ("dans la forêt enchantée", "chez mamie", "sur Mars"). */
export const SETTING_INTROS = [
  '{?Bientôt|Un peu plus tard|En un rien de temps}, {name} et {mcShort} se retrouvèrent {loc}.',
  'L\'aventure les attendait {loc}.',
  'Tout commença {loc}{?, un matin plein de soleil|, par un bel après-midi|, à l\'heure où les oiseaux se réveillent}.',
  '{name} et {mcShort} arrivèrent {loc}{+, et |}{?leurs yeux s\'écarquillèrent|tout leur parut merveilleux}.',
  '{loc:cap}, il se passait toujours des choses étonnantes.',
  'Le chemin les mena {loc}.',
  '{loc:cap}, l\'aventure pouvait commencer.',
  'Ce {?matin|jour|après-midi}-là, {duo} partirent en promenade {loc}.',
  '{name} et {mcShort} avaient rendez-vous {loc}, {?juste après le petit déjeuner|à l\'heure du goûter|au lever du soleil}.',
];
