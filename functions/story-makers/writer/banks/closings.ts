/**
 * The end of a story, told at bedtime: the companion says goodbye, the child goes to bed, falls asleep
 * happy. At most one way home, one bedtime line, then one goodnight, in the order of the evening (compose.ts).
 */

/** Bedtime lines with their moment (0 saying goodbye, 1 in bed, 2 drowsy, 3 asleep): told in that order. */
export const CLOSING_LINES: [stage: number, line: string][] = [
  [0, 'Le soir venu, {name} dit au revoir {mcShort:a}{+ : |}« {?À demain, pour une nouvelle aventure|À demain, et merci pour tout|On recommence bientôt, promis|Demain, on invente une autre aventure|Bonne nuit, et à très vite} ! »'],
  [0, '{?Quand la lune se leva|Quand la lune apparut|À la nuit tombante|Quand les premières étoiles s\'allumèrent|Quand la lune pointa son nez}, {duo} rentrèrent tranquillement{?, main dans la main|, côte à côte|, en chantonnant|, sans se presser|, bras dessus, bras dessous|, en se racontant leurs exploits}.'],
  [0, '{?Avant de se quitter|Au moment de se dire au revoir|Devant la porte|Au bout du chemin|Sur le pas de la porte|Juste avant de rentrer}, {name} {?fit un gros câlin|fit une bise sonore|fit un signe de la main|serra très fort la patte|fit un clin d\'œil|souffla un bisou|fit une révérence pour rire} {mcShort:a}.'],
  // Not « Le soir venu »: a goodbye line may open on it just before.
  [1, '{?Ce soir-là|À la nuit tombée|Une fois en pyjama|Le soir, à la maison}, {name} {?se glissa sous sa couette|se blottit sous sa couverture {colourFs}|plongea sous sa couette|s\'enfouit sous ses draps|se pelotonna dans son lit}, le cœur {?tout léger|plein de souvenirs|rempli d\'étoiles|gonflé de fierté|qui battait encore fort|plein de rires}.'],
  [1, '{?{g:Blotti|Blottie} dans son lit|Sous sa couverture {colourFs}|Bien au chaud sous sa couette|La tête sur son oreiller|Le nez sous la couverture|Sa peluche contre {g:lui|elle}}, {name} repensa à {?cette journée extraordinaire|chaque moment de l\'aventure|tout ce qu\'{il} avait vu {locShort}|tout ce qu\'{il} avait vécu avec {mcShort}}.'],
  [1, '{?Au creux de son oreiller|Tout bas|Juste avant d\'éteindre|Le nez dans son oreiller}, {name} chuchota : « {?Merci pour cette belle journée|Merci, {mcShort}|C\'était la plus belle des journées|Demain, je raconterai tout|Quelle aventure, quand même|Je n\'oublierai jamais ce jour}. »'],
  [1, '{mcShort:cap} {n:murmura|murmurèrent} : « Dors bien, {name}, tu as été {?formidable|{g:merveilleux|merveilleuse}|{g:si courageux|si courageuse}|{g:si malin|si maligne}|{g:un vrai héros|une vraie héroïne}|{g:épatant|épatante}} aujourd\'hui. »'],
  [2, 'Les paupières de {name} devinrent {?lourdes, lourdes, lourdes|de plus en plus lourdes|lourdes comme deux petits nuages|lourdes comme du sable mouillé}…'],
  [2, 'Dehors, les étoiles {?s\'allumaient une à une|clignotaient l\'une après l\'autre|se montraient par dizaines|scintillaient doucement|brillaient de plus belle|dessinaient des formes amusantes}{+, comme pour dire : |Elles semblaient dire : }« {?Bravo|Bien joué|Bonne nuit|À demain}, {name} ! »'],
  [2, '{?La maison était calme|Toute la maison dormait|Le couloir s\'était tu|On n\'entendait plus un bruit}{+, et |}{?seule une petite veilleuse brillait encore|une veilleuse {colourFs} brillait dans un coin|la lune regardait par la fenêtre|la pendule faisait tic-tac, tout doucement|le chat ronronnait au pied du lit}.'],
  [3, 'Bientôt, {name} s\'endormit {?en souriant|paisiblement|le sourire aux lèvres|comme une marmotte|sans même s\'en apercevoir}{?, {g:bercé|bercée} par {sound}|, un rêve tout doux au bout des cils|, la main posée sur son cœur|, le nez dans son oreiller|, {g:roulé|roulée} en boule|, un bras autour de son doudou|}.'],
  [3, 'Dans ses rêves, {name} retrouva {mcShort}{+, et |}l\'aventure continua{?, encore plus belle| tout doucement|, plus folle que jamais| {locShort}}.'],
  // Not « Il était temps de rentrer »: another goodbye line may already have sent them home (« rentrèrent »).
  [0, '{?Le moment était venu de se dire au revoir|L\'heure était venue de se quitter|La journée touchait à sa fin}{+ : |}{name} salua {mcShort} {?d\'un grand geste de la main|d\'un sourire jusqu\'aux oreilles|en agitant les deux bras|d\'un « à demain » joyeux}.'],
  [0, 'À la maison, {?une bonne soupe chaude|une assiette de pâtes|une omelette dorée|une tartine de pain beurré|un bol de purée|une crêpe au sucre} attendait {name}, {?et un gros câlin aussi|et des bras pour {g:le|la} serrer fort}.'],
  [0, '{mcShort:cap} {n:raccompagna|raccompagnèrent} {name} jusqu\'à sa porte{+, et |}{duo} {?se promirent de se revoir bientôt|se firent un dernier signe|prirent rendez-vous pour le lendemain|se dirent « à demain » trois fois de suite}.'],
  [0, '{name} {?rentra chez {g:lui|elle}|reprit le chemin de la maison|revint à la maison à petits pas} {?la tête pleine de tout ce qu\'{il} avait {?vu|vécu|aimé} {locShort}|en repensant à tout ce qu\'{il} avait découvert {locShort}|sans oublier un seul {?des moments passés|des instants vécus} {locShort}}.'],
  [1, '{?Après un bon bain et une histoire|Après le dîner{?| et un verre de lait| et un bol de lait chaud}|Les dents brossées et le pyjama enfilé|Après une toilette de chat|Après un dernier câlin à toute la famille|Une fois le pyjama boutonné jusqu\'en haut}, {name} se coucha{?, les yeux encore pleins d\'images|, la tête pleine de souvenirs|, un sourire aux lèvres|, {g:fatigué mais heureux|fatiguée mais heureuse}|, sans se faire prier|, en bâillant déjà}.'],
  [1, '{name} {?posa sa tête sur l\'oreiller|se glissa sous la couette|ferma les rideaux de son lit|se pelotonna dans son lit}{+ : |}{?quelle journée, quelle aventure !|jamais {il} n\'oublierait cette journée.|{il} croyait encore entendre {sound}.|tout tournait encore un peu dans sa tête.|{il} avait mille choses à raconter.}'],
  [2, '{?Dans la chambre|Autour {g:de lui|d\'elle}|Dans toute la maison}, tout devint {?silencieux|calme|paisible}, {?doux et tiède comme un nid|calme comme un lac endormi|léger comme une plume|tendre comme un câlin|moelleux comme un oreiller|tranquille comme un chat qui dort}.'],
  [2, 'Un dernier bâillement{?, puis un autre|, un tout petit sourire|, puis deux|, un soupir tout doux|, une dernière pensée pour {mcShort}}, et {name} ferma les yeux.'],
  [3, '{name} s\'endormit {?paisiblement|comme un bébé chat|tout en douceur} {?et rêva {mcShort:de}|et rêva de nouvelles aventures|et rêva {interest1:de}|et rêva qu\'{il} volait}.'],
  [3, '{?Et cette nuit-là|Cette nuit-là|Ce soir-là}, {name} fit {?le plus doux des rêves|un rêve tout en douceur|un rêve rempli de rires}{? : un rêve plein d\'étoiles|, où {mcShort} {n:avait|avaient} des ailes|}.'],
];

/** From 9, a goodnight with a wink rather than a lullaby (editor's read 37: the tone too young at 9–10). */
export const OLDEST_GOODNIGHTS = [
  '{name} {?jura|assura|promit} qu\'{il} n\'avait pas {?sommeil du tout|du tout sommeil|une miette de sommeil}{+, et |}{?deux|trois} minutes plus tard, {il} {?dormait|ronflait presque}.',
  'Demain, {name} {?raconterait|dirait} tout, en {?arrangeant un peu|améliorant à peine} les {?meilleurs passages|plus beaux moments}, comme {?font tous les bons conteurs|le font les vrais conteurs}.',
  'Et si on demande {?demain|au petit déjeuner} à {name} ce qu\'{il} a fait {?de sa journée|hier}, {il} répondra « {?rien de spécial|pas grand-chose} », avec un {?petit |}sourire en coin.',
  'Bonne nuit, {name}{+ : |}la suite, ce sera pour {?demain|une autre fois}, {?promis|juré}, et {mcShort} {n:compte|comptent} déjà les heures.',
  'Rideau{+ : |}{name} dormait déjà, avec {?un plan tout neuf|une idée toute neuve|trois projets} pour demain.',
];

export const GOODNIGHTS = [
  '{?Bonne nuit|Douce nuit|Bonne nuit, bonne nuit}, {name}.',
  '{?Fais de beaux rêves|Fais de jolis rêves|Rêve bien|Fais des rêves tout doux}, {name}.',
  'Bonne nuit, {g:petit aventurier|petite aventurière}.',
  'Dors bien, {name}{+ : |}demain, {?une nouvelle aventure t\'attend|{mcShort} {n:t\'attend|t\'attendent} pour de nouvelles aventures|on ira encore plus loin|qui sait ce qui t\'attend ?}.',
  'Et maintenant, {?c\'est l\'heure de rêver|on éteint la lumière|place aux rêves|les histoires vont se coucher}{?|, {name}|, petit cœur}{+ : |}bonne nuit !',
  '{?Bonne nuit, {name}, et à demain|Bonne nuit, {name} : fais de jolis rêves|À demain, {name}, dors bien|Plein de beaux rêves, {name}}.',
  'Doux rêves, {?{g:petit explorateur|petite exploratrice}|{g:petit héros|petite héroïne}|{g:petit champion|petite championne}}.',
  '{?Et toi aussi, ferme les yeux|À ton tour de fermer les yeux|Toi aussi, ferme vite les yeux}{+ : |}{?une nouvelle aventure t\'attend dans tes rêves|{mcShort} {n:t\'attend|t\'attendent} peut-être dans tes rêves|tes rêves sont pleins de surprises|tes rêves te réservent des surprises|demain, une autre histoire commencera|les étoiles veillent sur toi|qui sait où tes rêves t\'emmèneront ?}.',
  '{?Bonne nuit, {name}, et bonne nuit aussi {mcShort:a}|Merci {mcShort:a}, et dors bien, {name}}.',
  'Et {locShort}, tout s\'endormit à son tour{+ : |}bonne nuit, {name}.',
  '{?Et si tu écoutes bien|Et si tu tends l\'oreille|Et si tu fermes les yeux|Et si tu retiens ton souffle|Et si tu fais bien silence}, tu {?entendras peut-être {mcShort} te souhaiter bonne nuit|sentiras peut-être {mcShort} passer tout près|verras peut-être {mcShort} te faire un clin d\'œil|entendras peut-être {sound}}.',
  'Fin de l\'histoire{?, et début des rêves| : place aux rêves}, {name}.',
  '{?Le silence tomba tout doucement|La maison devint silencieuse|Tout se tut, peu à peu}{+, et |}{name} {?partit au pays des rêves|s\'endormit en souriant|glissa dans le sommeil|s\'envola au pays des songes|rejoignit {mcShort} au pays des rêves|ferma les yeux pour de bon}.',
];

/** The parent's scenario, woven and stated in the problem. `goal` is an infinitive clause, `scenarioNoun` a noun phrase. */
export const SCENARIO_GOAL_LINES = [
  'Une mission les attendait : {goal}.',
  '{?Le défi du jour|La mission du jour|Le programme de la journée} ? {goal:cap}.',
  '{name} et {mcShort} se regardèrent{+ : |}ensemble, {ils} allaient {goal}.',
  '{?Ce jour-là justement|Ce matin-là|Cette fois}, {name} avait décidé de {goal}.',
];

export const SCENARIO_NOUN_LINES = [
  'Au programme de la journée : {scenarioNoun}.',
  '{name} n\'avait plus qu\'une idée en tête : {scenarioNoun}.',
  'Ce jour-là, l\'aventure avait un nom : {scenarioNoun}.',
];

/** A scenario typed as a sentence, woven into the narration's past ("Son chat avait disparu."). */
export const SCENARIO_EVENT_LINES = ['{scenarioSentence}', 'Voilà ce qui était arrivé{+ : |}{scenarioClause}.'];
