/**
 * The end of a story, told at bedtime: the companion says goodbye, the child goes to bed, falls asleep
 * happy. Two or three of these lines, then a goodnight.
 */

/** Bedtime lines with their moment (0 saying goodbye, 1 in bed, 2 drowsy, 3 asleep): told in that order. */
export const CLOSING_LINES: [stage: number, line: string][] = [
  [0, 'Le soir venu, {name} dit au revoir {mcShort:a}{+ : |}« À demain, pour une nouvelle aventure ! »'],
  [0, 'Quand la lune se leva, {duo} rentrèrent tranquillement{?, main dans la main|, côte à côte|, en chantonnant}.'],
  [0, '{?Avant de se quitter|Au moment de se dire au revoir|Devant la porte|Au bout du chemin}, {name} {?fit un gros câlin|fit une bise sonore|fit un signe de la main|serra très fort la patte} {mcShort:a}.'],
  [1, 'Ce soir-là, {name} se glissa sous sa couette, le cœur {?tout léger|plein de souvenirs|rempli d\'étoiles}.'],
  [1, '{?{g:Blotti|Blottie} dans son lit|Sous sa couverture {colourFs}|Bien au chaud sous sa couette|La tête sur son oreiller}, {name} repensa à {?cette journée extraordinaire|chaque moment de l\'aventure|tout ce qu\'{il} avait vu {locShort}|tout ce qu\'{il} avait vécu avec {mcShort}}.'],
  [1, 'Au creux de son oreiller, {name} chuchota : « Merci pour cette belle journée. »'],
  [1, '{mcShort:cap} {n:murmura|murmurèrent} : « Dors bien, {name}, tu as été {?formidable|{g:merveilleux|merveilleuse}|{g:si courageux|si courageuse}} aujourd\'hui. »'],
  [2, 'Les paupières de {name} devinrent {?lourdes, lourdes, lourdes|de plus en plus lourdes|lourdes comme deux petits nuages}…'],
  [2, 'Dehors, les étoiles {?s\'allumaient une à une|clignaient l\'une après l\'autre|se montraient par dizaines}{+, comme pour dire : |Elles semblaient dire : }« Bravo, {name} ! »'],
  [2, '{?La maison était calme|Toute la maison dormait|Le couloir s\'était tu|On n\'entendait plus un bruit}{+, et |}{?seule une petite veilleuse brillait encore|une veilleuse {colourFs} brillait dans un coin|la lune regardait par la fenêtre|la pendule faisait tic-tac, tout doucement}.'],
  [3, 'Bientôt, {name} s\'endormit en souriant{?, {g:bercé|bercée} par le chant du vent|, un rêve tout doux au bout des cils}.'],
  [3, 'Dans ses rêves, {name} retrouva {mcShort}{+, et |}l\'aventure continua{?, encore plus belle| tout doucement}.'],
  [0, 'Il était temps de rentrer{+ : |}{name} salua {mcShort} d\'un grand geste de la main.'],
  [0, 'À la maison, une bonne soupe chaude attendait {name}, {?et un gros câlin aussi|et des bras pour {g:le|la} serrer fort}.'],
  [0, '{mcShort:cap} {n:raccompagna|raccompagnèrent} {name} jusqu\'à sa porte{+, et |}{duo} se promirent de se revoir bientôt.'],
  [1, '{?Après un bon bain et une histoire|Après le dîner et un verre de lait|Les dents brossées et le pyjama enfilé|Après une toilette de chat}, {name} se coucha{?, les yeux encore pleins d\'images|, la tête pleine de souvenirs}.'],
  [1, '{name} posa sa tête sur l\'oreiller{+ : |}{?quelle journée, quelle aventure !|jamais {il} n\'oublierait cette journée.}'],
  [2, 'Dans la chambre, tout devint silencieux, {?doux et tiède comme un nid|calme comme un lac endormi}.'],
  [2, 'Un dernier bâillement{?, puis un autre|, un tout petit sourire}, et {name} ferma les yeux.'],
  [3, '{name} s\'endormit {?paisiblement|comme un bébé chat|tout en douceur} {?et rêva {mcShort:de}|et rêva de nouvelles aventures}.'],
  [3, '{?Et cette nuit-là|Cette nuit-là|Ce soir-là}, {name} fit {?le plus doux des rêves|un rêve tout en douceur|un rêve rempli de rires}{?, un rêve couleur {colour}| : un rêve plein d\'étoiles}.'],
];

export const GOODNIGHTS = [
  '{?Bonne nuit|Douce nuit|Bonne nuit, bonne nuit}, {name}.',
  '{?Fais de beaux rêves|Fais de jolis rêves|Rêve bien}, {name}.',
  'Chut… {name} dort déjà.',
  'Bonne nuit, {g:petit aventurier|petite aventurière}.',
  'Dors bien, {name} : demain, une nouvelle aventure t\'attend.',
  'Et maintenant, c\'est l\'heure de rêver{?|, {name}|, petit cœur}{+ : |}bonne nuit !',
  'Bonne nuit, {name}{?, et à demain| : fais de jolis rêves}.',
  'Doux rêves, {?{g:petit explorateur|petite exploratrice}|{g:petit héros|petite héroïne}|{g:petit champion|petite championne}}.',
  'Chut… {?ne faisons pas de bruit|parlons tout bas|marchons sur la pointe des pieds} : {name} rêve déjà.',
  'Et toi aussi, ferme les yeux{+ : |}une nouvelle aventure t\'attend dans tes rêves.',
  '{?Bonne nuit|Douce nuit|Dors bien}, {nickname}.',
  'Fais de beaux rêves, {nickname}{?, et à demain| : demain, une autre aventure t\'attend}.',
  'Bonne nuit, {name}{?, et bonne nuit aussi {mcShort:a}|, et merci {mcShort:a}}.',
  'Et {locShort}, tout s\'endormit à son tour{+ : |}bonne nuit, {?{name}|{nickname}}.',
  'Quelque part, une petite étoile {colourFs} veillait sur le sommeil de {name}.',
  '{?Et si tu écoutes bien|Et si tu tends l\'oreille|Et si tu fermes les yeux}, tu entendras peut-être {mcShort} te souhaiter bonne nuit.',
  'Fin de l\'histoire{?, et début des rêves| : place aux rêves}, {?{name}|{nickname}}.',
  '{?Le silence tomba tout doucement|La maison devint silencieuse|Tout se tut, peu à peu}{+, et |}{name} {?partit au pays des rêves|s\'endormit en souriant|glissa dans le sommeil}.',
];

/** The parent's scenario, woven and stated in the problem. `goal` is an infinitive clause, `scenarioNoun` a noun phrase. */
export const SCENARIO_GOAL_LINES = [
  'Une mission les attendait : {goal}.',
  '{name} prit une grande inspiration{+ : |}il fallait {goal}.',
  '{?Le défi du jour|La mission du jour|Le programme de la journée} ? {goal:cap}.',
  '{name} et {mcShort} se regardèrent{+ : |}ensemble, {ils} allaient {goal}.',
  'Ce jour-là, {name} avait décidé de {goal}.',
];

export const SCENARIO_NOUN_LINES = [
  'Au programme de la journée : {scenarioNoun}.',
  '{name} n\'avait plus qu\'une idée en tête : {scenarioNoun}.',
  'Ce jour-là, l\'aventure avait un nom : {scenarioNoun}.',
];

/** A scenario typed as a sentence, woven into the narration's past ("Son chat avait disparu."). */
export const SCENARIO_EVENT_LINES = ['{scenarioSentence}', 'Voilà ce qui était arrivé{+ : |}{scenarioClause}.'];
