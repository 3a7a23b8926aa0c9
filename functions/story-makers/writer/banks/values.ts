/**
 * Values the parent chose: each lived once in the story (a "moment", placed in the help, the turning
 * point or the resolution) as an act, and named only in the moral, through `{value}` (the label as
 * chosen: "amitié") or `{valueNoun}` ("l'amitié"), so the word the parent picked is the word the child hears.
 */

export interface ValueEntry {
  /** Accent-free keys of the label. */
  keys: string[];
  /**
   * Moments of the value with no telling's own act (issue 26, editor's read 43): each names the event of the story that
   * causes it, the failed tries or the turn's idea, and is told right after it (compose.ts `momentCause`); a value with
   * no such moment is lived by the telling's acts, its earned pairs, or told in the moral alone.
   */
  moments: string[];
  /**
   * The moral's main sentence when this value comes first: a suggested value has one per preset scenario (the first
   * 14, in PRESET_DEEDS' order) and two more for a goal of the parent's own, so that two stories of one value and
   * different scenarios never share it (facts.ts `moralCores`).
   */
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

/**
 * The moral's shapes (issue 26, editor's read 41: all 40 morals closed on « … le jour où … »): `{core}` is the value's
 * moral, `{deed}` what this story's scenario reached (PRESET_DEEDS), `{queDeed}` the same after « que ». A shape with a
 * deed is drawn only for a preset; a goal of the parent's own takes the shapes without one (its words are the frame's,
 * told in the story). facts.ts draws one shape per story. The shapes without a deed (all a typed goal may take) each
 * hold choices of their own (editor's read 43: three of them closed most typed goals' morals word for word).
 */
export const MORAL_SHAPES = [
  "{core} {name} l'a compris le jour où {deed}.",
  "« {?Comment on a fait, déjà|Et si c'était à refaire|Est-ce que je saurais encore} ? » se demande parfois {name}, en repensant au jour où {deed}. {core}",
  "Depuis {queDeed}, {mcShort} le {n:répète|répètent} à qui veut l'entendre : « {core} »",
  "{core} Le lendemain matin, {name} avait encore du mal à y croire : {deed}, pour de vrai.",
  "{core} Et {name} le sait mieux que personne, depuis {queDeed}.",
  "« {core} » {n:C'est|Ce sont} {mcShort} qui l'{n:a|ont} dit, {?ce soir-là|sur le chemin du retour|tout à la fin}, et {name} {?n'a pas dit le contraire|a hoché la tête|était bien d'accord}.",
  "{core}",
  "{core} {name} l'a {?appris|découvert} {loc}, avec {mcShort}.",
  "{core} {?Ce soir-là|Sur le chemin du retour|Longtemps après}, {name} y {?pensait encore|repensait}.",
  "{name} a tout raconté en rentrant, et {?a fini par ces mots|a conclu ainsi} : « {core} »",
  "{core} {mcShort:cap} et {name} le savent, maintenant.",
];

/**
 * What each preset scenario's tellings all reach, whatever the telling (plots/presets, plots/versions), the place and
 * a parent's goal read as that scenario: said as a clause in the past, in the writer's words, never four words of the
 * scenario's own description running (editor's read 43: a moral repeats no scenario's wording). Each names the outcome, never a
 * telling's own means (editor's read 41: « une vieille carte » where the treasure had no map, « un bateau » on Mars
 * and in the desert, « un dragon » in a cake for Mamie).
 */
export const PRESET_DEEDS: Record<string, readonly string[]> = {
  'etoile-tombee': ['une petite étoile tombée a retrouvé sa place dans le ciel', '{il} a ramené une étoile tombée chez elle'],
  'tresor-cache': ['{il} a trouvé un trésor caché', 'un trésor bien caché a enfin été trouvé'],
  'ami-perdu': ['un petit animal perdu a retrouvé les siens', '{il} a ramené un petit égaré auprès des siens'],
  'fete-surprise': ['un ami qui se sentait seul a eu sa fête surprise', '{il} a préparé une fête pour un ami qui se sentait seul'],
  'arc-en-ciel': ['un arc-en-ciel tout gris a retrouvé ses couleurs', '{il} a rendu ses couleurs à un arc-en-ciel'],
  'premier-jour': ['{il} s\'est fait des copains dès son premier jour d\'école', 'un premier jour d\'école a fini en rires avec de nouveaux amis'],
  'jardin-magique': ['une graine magique a enfin poussé', '{il} a vu germer une graine magique'],
  'voyage-lune': ['{il} est {g:allé|allée} saluer la Lune', 'la Lune a reçu une visite'],
  'course-animaux': ['toute la course a franchi la ligne ensemble', '{il} a fini une grande course sans laisser personne derrière'],
  'nuit-etoilee': ['les bruits du noir étaient des amis en train de jouer', '{il} a découvert qui jouait dans le noir'],
  'chanson-perdue': ['une chanson oubliée est revenue, note après note', '{il} a fait revenir une chanson que plus personne ne savait chanter'],
  'tempete': ['tout a été réparé, avec de nouveaux amis', '{il} a tout réparé avec de nouveaux amis'],
  'gateau-geant': ['un grand gâteau a été prêt juste à temps', '{il} a réussi un grand gâteau'],
  'livre-magique': ['un vieux livre magique a retrouvé sa fin', '{il} a rendu sa fin à une histoire qui n\'en avait plus'],
};

/**
 * Editor's read 38 (issue 26): a value is told as an act, never as a label (« la persévérance porta ses
 * fruits », « ce fut sa façon de dire la tolérance »): no moment names its value; only the moral does.
 * A value with no act that a plot could need (love, the generic ones) is told in the moral alone.
 */
export const VALUES: ValueEntry[] = [
  {
    keys: ['amitie'],
    moments: [
      '{mcShort:cap} {n:baissa|baissèrent} {?les bras|la tête} {?devant tous ces ratés|après ces essais ratés|puisque rien n\'avait marché}{+ ; |}{name} {?resta tout près|s\'assit à côté|ne bougea pas d\'un pas}{+ : |}« {?On reste ensemble, on réessaie|Je reste là, on recommence à deux|On ne se quitte pas, on essaie encore} », et {duo} s\'y remirent {?côte à côte|ensemble}.',
    ],
    morals: [
      '{?Un ami qui reste quand tout va mal|Un ami à ses côtés} {?vaut tous les trésors|rend le chemin moins long} : {valueNoun}, ça se garde précieusement.',
      '{valueNoun:cap} {?se voit dans les petits gestes|tient dans une main tendue|n\'a pas besoin de grands mots}.',
      '{?À deux|Avec un ami}, on ose davantage : {valueNoun} donne des ailes.',
      '{valueNoun:cap}, c\'est être là quand l\'autre en a besoin, sans qu\'il ait à le demander.',
      'Un chemin difficile devient un beau souvenir quand on le fait à deux : c\'est le cadeau {valueNoun:de}.',
      '{valueNoun:cap} grandit chaque fois qu\'on traverse quelque chose ensemble.',
      'Un ami, c\'est quelqu\'un avec qui même {?l\'attente|les ratés|un jour de pluie} {?devient un jeu|fait rire} : voilà {valueNoun}.',
      '{valueNoun:cap} ne compte pas qui a eu l\'idée : {?elle se réjouit que ça marche|elle applaudit la réussite à deux}.',
      'On ne choisit pas toujours ses aventures, mais on choisit avec qui les vivre : c\'est le secret {valueNoun:de}.',
      'Deux cœurs serrés l\'un contre l\'autre {?tiennent plus chaud qu\'une couverture|ont moins froid} : {valueNoun} réchauffe.',
      'Un vrai ami rit avec toi, jamais de toi : {valueNoun} se reconnaît à ça.',
      'Ce qu\'on rate à deux fait moins mal, ce qu\'on réussit à deux fait deux fois plaisir : c\'est la magie {valueNoun:de}.',
      '{valueNoun:cap}, c\'est dire « on recommence ensemble » quand l\'autre voudrait tout lâcher.',
      'Les meilleurs souvenirs ont toujours deux prénoms : {valueNoun} les écrit côte à côte.',
      '{valueNoun:cap} ne se voit pas, mais on la sent tout de suite quand l\'autre est là.',
      'On n\'est jamais vraiment seul quand on a un ami à qui dire « viens » : c\'est ça, {valueNoun}.',
    ],
  },
  {
    keys: ['courage'],
    moments: [
      '{name} avait peur{?, après tous ces ratés| : deux essais avaient déjà raté|, car rien n\'avait marché}{+, mais |Mais }{il} {?essaya quand même|se lança quand même}.',
    ],
    morals: [
      '{valueNoun:cap}, ce n\'est pas ne jamais avoir peur : c\'est {?avancer quand même|faire un pas de plus}.',
      'On peut trembler {?et avancer quand même|et faire ce qu\'il faut} : {valueNoun} ne demande rien de plus.',
      '{?Les genoux qui tremblent|Une voix qui tremble} n\'empêchent pas {valueNoun}.',
      '{valueNoun:cap} n\'attend pas d\'être grand : il tient parfois dans un tout petit pas.',
      'Avoir peur et y aller quand même, voilà ce qu\'on appelle {valueNoun}.',
      '{valueNoun:cap} commence souvent par une toute petite voix qui dit : « J\'y vais. »',
      '{valueNoun:cap}, c\'est essayer une troisième fois quand les deux premières ont raté.',
      'Le cœur peut battre très fort et les pieds avancer quand même : {valueNoun} est fait de ça.',
      'Personne ne naît sans peur ; {valueNoun} se gagne {?un petit pas à la fois|un essai après l\'autre}.',
      'Oser dire « je ne sais pas, mais j\'essaie », c\'est déjà {valueNoun}.',
      '{valueNoun:cap} n\'a pas de taille : les plus petits en ont souvent le plus.',
      'Dire qu\'on a peur, c\'est déjà faire la moitié du chemin : {valueNoun} fait le reste.',
      'Ce n\'est pas la force des bras qui fait {valueNoun}, c\'est l\'envie de ne pas abandonner.',
      '{?Un pas|Une main levée|Une question posée} malgré la peur, c\'est {valueNoun} : il n\'en faut pas plus.',
      'Ceux qui ont peur et qui essaient quand même sont les plus braves : voilà {valueNoun}.',
      '{valueNoun:cap} ne fait pas de bruit : parfois, c\'est juste une main qui ne lâche pas.',
    ],
  },
  {
    keys: ['partage'],
    moments: [
      '{name} ne garda pas son idée pour {g:lui|elle}{+ : |}{il} l\'expliqua {mcShort:a}{+, et |}{duo} s\'y mirent à tour de rôle.',
    ],
    morals: [
      'Avec {valueNoun}, une joie coupée en deux devient deux joies entières.',
      '{valueNoun:cap} {?ne vide pas les poches|ne coûte presque rien} : {?il remplit le cœur|il fait des amis}.',
      'Ce qu\'on garde pour soi {?reste petit|ne fait rire personne} ; {valueNoun} fait {?grandir|rire à deux}.',
      'Un jeu prêté revient toujours avec un ami de plus : c\'est tout le secret {valueNoun:de}.',
      '{valueNoun:cap}, c\'est découvrir qu\'à plusieurs, on s\'amuse mieux que tout seul.',
      'Ce qu\'on tend aux autres revient toujours, en rires et en amis : voilà {valueNoun}.',
      'Une idée qu\'on partage {?pousse deux fois plus vite|devient deux idées} : c\'est la magie {valueNoun:de}.',
      '{valueNoun:cap}, c\'est laisser une place à côté de soi, même quand on aimerait tout pour soi.',
      'On a toujours assez pour en donner un peu : {valueNoun} commence là.',
      'Un tour qu\'on laisse, un morceau qu\'on tend : {valueNoun} se voit dans les mains.',
      'Tout seul, on garde ; à plusieurs, on s\'amuse : {valueNoun} fait la différence.',
      'Ce qui est bon est encore meilleur quand on le goûte à deux : voilà {valueNoun}.',
      'Prêter, c\'est faire confiance ; donner la moitié, c\'est {valueNoun}.',
      '{valueNoun:cap} ne rend pas plus pauvre : il rend plus nombreux.',
      'Quand chacun donne un peu, personne ne manque de rien : c\'est la règle {valueNoun:de}.',
      'Une part pour toi, une part pour moi, et le plaisir est pour deux : voilà {valueNoun}.',
    ],
  },
  {
    keys: ['honnetete', 'verite', 'franchise', 'sincerite'],
    moments: [],
    // A confession only of a fault the story told: a fib, a promise not kept, a friend's treasures knocked over.
    earned: [
      {
        event: '« {n:Tu as|Vous avez} peur ? » {n:demanda|demandèrent} {mcShort}.{+ }« {?Moi ? Pas du tout|Peur, moi ?|Jamais de la vie|Pff, n\'importe quoi} ! » répondit {name}, alors que ses genoux {?tremblaient comme de la gelée|jouaient des castagnettes|flageolaient|disaient tout le contraire}.',
        line: '« {?Tout à l\'heure|Quand {n:tu m\'as|vous m\'avez} demandé|Avant}, j\'ai dit que {?je n\'avais pas peur|ça ne me faisait pas peur|je n\'avais peur de rien}. {?Ce n\'était pas vrai|J\'avais menti|En vrai, je tremblais} », {?avoua|reconnut} {name}.{+ }{mcShort:cap} {n:sourit|sourirent}{+ : |}{?{c:lui|elle|eux|elles} aussi {n:avait|avaient} eu peur|on pouvait avoir peur à deux}.',
      },
      {
        event: '{name} avait promis {mcShort:a} de {n:l\'attendre|les attendre} à chaque pas{+, mais |}{?{il} fila devant sans se retourner|{il} partit devant en courant|{il} oublia sa promesse et prit de l\'avance}.',
        line: '« J\'avais promis de {n:t\'attendre|vous attendre}, et je suis {g:parti|partie} devant. Pardon », dit {name} {mcShort:a}{+, et |}{?{il} resta ensuite tout près {mcShort:de}|{il} ne prit plus d\'avance}.',
      },
      {
        event: 'En se retournant trop vite, {name} renversa le petit tas de trésors que {mcShort} avait rangé avec soin{+, et |}{il} fit comme si de rien n\'était.',
        line: '« {?C\'est moi qui ai renversé {n:tes|vos} trésors tout à l\'heure|Tout à l\'heure, c\'est moi qui ai fait tomber {n:tes|vos} trésors} », {?avoua|reconnut} {name} en rougissant.{+ }{mcShort:cap} {n:haussa|haussèrent} les épaules{+ : |}on les rangerait ensemble.',
      },
      {
        event: '{name} {?croqua|avala} le dernier biscuit, celui {mcShort:de}{+, et |}quand {mcShort} le {n:chercha|cherchèrent}, {il} {?haussa les épaules, l\'air de rien|regarda ailleurs en sifflotant}.',
        line: '« {?Le biscuit, c\'est moi qui l\'ai mangé|C\'est moi qui ai croqué {n:ton|votre} biscuit} », {?avoua|reconnut} {name}.{+ }{?Pour {?se faire pardonner|réparer}, {il} {n:lui|leur} offrit {?la moitié|un bon morceau} de son goûter|Et {il} promit de {n:lui|leur} en garder {?deux|trois} au prochain goûter}.',
      },
    ],
    morals: [
      'Dire la vérité {?fait rougir un instant|coûte un peu}, mais {?avec {valueNoun}, le cœur est plus léger|{valueNoun} fait dormir sur ses deux oreilles}.',
      '{?Une faute avouée|Un « c\'était moi » dit à temps}, c\'est {valueNoun} : {?la faute est déjà à moitié réparée|on la répare à deux}.',
      '{valueNoun:cap} {?demande un peu de courage|commence par trois petits mots : « c\'était moi »}.',
      'Un mensonge pèse lourd dans la poche ; {valueNoun} le pose par terre.',
      '{valueNoun:cap}, c\'est dire ce qui s\'est vraiment passé, même quand on préférerait se taire.',
      'La vérité dite à temps répare plus vite que n\'importe quelle excuse : c\'est la force {valueNoun:de}.',
      'Un secret qui pique, c\'est lourd ; le dire, c\'est {valueNoun}, et ça soulage.',
      'Tout le monde se trompe ; le dire, voilà {valueNoun}.',
      '{valueNoun:cap} rend la confiance plus solide qu\'avant.',
      'Dire « c\'est moi » demande du cœur : {valueNoun} n\'est jamais un petit geste.',
      'Un mensonge fait des nœuds, la vérité les dénoue : c\'est tout le secret {valueNoun:de}.',
      'Mieux vaut une vérité qui fait rougir qu\'un mensonge qui grandit : voilà {valueNoun}.',
      'Celui qui avoue ses bêtises, on le croit quand il dit vrai : c\'est le cadeau {valueNoun:de}.',
      '{valueNoun:cap}, c\'est préférer un petit « pardon » à un gros secret.',
      'La vérité a parfois un goût amer, mais elle laisse le cœur tranquille : merci à {valueNoun}.',
      'Avouer une bêtise, c\'est déjà la réparer à moitié : c\'est ça, {valueNoun}.',
    ],
  },
  {
    keys: ['respect', 'politesse'],
    moments: [],
    morals: [
      '{?Un bonjour|Une permission demandée}, c\'est {valueNoun} : {?il ouvre plus de portes qu\'on ne croit|il rend chacun plus attentif}.',
      '{valueNoun:cap} de chacun, {?petit ou grand|même du plus petit}, {?donne à tous sa place|rend le monde plus doux}.',
      '{valueNoun:cap}, c\'est laisser à chacun sa place, sa voix et son tour.',
      'On avance mieux avec {valueNoun} : chacun se sent écouté.',
    ],
  },
  {
    keys: ['entraide', 'solidarite', 'cooperation', 'travail d equipe', 'esprit d equipe'],
    moments: [
      '{name} eut l\'idée et tendit la main {mcShort:a}{+ : |}{?{g:seul|seule}, {il} n\'y serait pas {g:arrivé|arrivée}|à deux, ce serait vite fait}.',
    ],
    morals: [
      'Seul, on va vite ; avec {valueNoun}, on va {?loin|là où on n\'aurait jamais cru arriver}.',
      'Avec {valueNoun}, {?quatre mains font en une minute ce que deux font en une heure|deux paires de bras soulèvent ce qu\'une seule ne peut pas}.',
      '{valueNoun:cap} {?change les montagnes en collines|rend possible ce qui semblait trop grand}.',
      'Chacun sait faire un petit morceau ; avec {valueNoun}, les morceaux font un tout.',
      '{valueNoun:cap}, c\'est découvrir que l\'idée de l\'un et les bras de l\'autre font des merveilles.',
      'Personne ne sait tout faire, mais ensemble on sait beaucoup : voilà {valueNoun}.',
      'Demander de l\'aide n\'est pas une faiblesse : c\'est déjà un peu {valueNoun}.',
      'Aider, c\'est bien ; se laisser aider aussi : {valueNoun} marche dans les deux sens.',
      'Chacun apporte ce qu\'il sait faire, et le problème rétrécit : voilà {valueNoun}.',
      'Les fourmis soulèvent plus lourd qu\'elles parce qu\'elles s\'y mettent toutes : c\'est la leçon {valueNoun:de}.',
      'Quand l\'un fatigue, l\'autre prend le relais : {valueNoun} ne laisse personne porter seul.',
      '{valueNoun:cap}, c\'est changer « je n\'y arrive pas » en « on y arrive ».',
      'Une bonne idée a besoin de bras, et des bras ont besoin d\'une bonne idée : {valueNoun} les réunit.',
      '{?À plusieurs|Ensemble}, on trouve ce que personne n\'aurait trouvé seul : c\'est la force {valueNoun:de}.',
      'Un coup de main donné aujourd\'hui revient un jour ou l\'autre : {valueNoun} fait des tours.',
      'Seul, on voit un mur ; à deux, on voit une échelle : voilà {valueNoun}.',
    ],
  },
  {
    keys: ['perseverance', 'tenacite', 'effort'],
    moments: [
      '{name} ne se découragea pas {?devant les essais ratés|après ce qui avait raté|même si rien n\'avait marché}{+ : |}{?{il} essaya encore, d\'une autre façon|{il} essaya encore, autrement}.',
      '{?Chaque essai raté|Ce qui avait raté} montrait ce qu\'il fallait changer{+ : |}{name} {?tenta encore|recommença}, sans se décourager.',
    ],
    morals: [
      '{valueNoun:cap} paie : {?le dernier essai|l\'essai de trop} est souvent celui qui réussit.',
      'Petit à petit, l\'oiseau fait son nid : {valueNoun} {?mène loin|finit par payer}.',
      '{?Rater|Se tromper}, ce n\'est pas perdre : avec {valueNoun}, c\'est {?apprendre comment réussir|trouver le chemin suivant}.',
      '{valueNoun:cap}, c\'est essayer encore, mais chaque fois un peu autrement.',
      'Chaque essai raté apprend quelque chose au suivant : c\'est le secret {valueNoun:de}.',
      'Les plus belles réussites sont faites de petits essais qui n\'ont pas marché : {valueNoun} en fait un chemin.',
      'Un échec n\'est qu\'un essai qui a appris quelque chose : {valueNoun} le sait.',
      'On ne réussit pas toujours la première fois, ni la deuxième ; {valueNoun}, c\'est tenter la troisième.',
      'La goutte d\'eau finit par creuser la pierre : voilà {valueNoun}.',
      'Quand ça ne marche pas, on change de façon, pas d\'envie : c\'est ça, {valueNoun}.',
      'Ce qui est difficile aujourd\'hui sera facile demain, pour qui garde {valueNoun}.',
      'Tomber sept fois, se relever huit : {valueNoun} tient en ces quelques mots.',
      '{valueNoun:cap}, c\'est continuer à chercher quand tout le monde aurait déjà abandonné.',
      'Chaque « encore une fois » rapproche du « ça y est ! » : c\'est la force {valueNoun:de}.',
      'Ce qui semblait impossible le matin est fait le soir, pour qui n\'abandonne pas : c\'est {valueNoun}.',
      'Un « je n\'y arrive pas » n\'est qu\'un « je n\'y arrive pas encore » : voilà {valueNoun}.',
    ],
  },
  {
    keys: ['generosite'],
    moments: [],
    morals: [
      '{valueNoun:cap} {?rend heureux celui qui reçoit… et encore plus celui qui donne|ne demande rien en retour}.',
      'Plus on donne {?avec le cœur|sans compter}, plus {?le cœur se remplit|on a d\'amis} : c\'est le secret {valueNoun:de}.',
      '{valueNoun:cap}, c\'est donner sans compter ce qu\'on recevra en retour.',
      'Ce qu\'on donne de bon cœur ne manque jamais : {valueNoun} remplit les mains au lieu de les vider.',
    ],
  },
  {
    keys: ['gentillesse', 'bonte', 'douceur'],
    moments: [
      '{mcShort:cap} {n:s\'excusa|s\'excusèrent} {?du dernier essai raté|d\'avoir tout raté}{+ ; |}« {?Ce n\'est la faute de personne|Ce n\'est pas grave du tout|Tout le monde rate, au début} », {?dit doucement|murmura tout doucement|souffla doucement} {name}{+, et |}{duo} s\'y remirent {?ensemble|côte à côte}.',
    ],
    morals: [
      '{?Un sourire|Un mot gentil}, c\'est {valueNoun} : {?il ne coûte rien et peut tout changer|il peut illuminer toute une journée}.',
      '{valueNoun:cap} {?est une magie que tout le monde possède|se donne sans compter}.',
      'Un geste doux au bon moment peut changer toute une journée : c\'est le pouvoir {valueNoun:de}.',
      '{valueNoun:cap} ne fait pas de bruit, mais tout le monde s\'en souvient.',
      '{valueNoun:cap}, c\'est remarquer qui a besoin d\'aide, et s\'arrêter pour lui.',
      'Ralentir pour attendre celui qui traîne, c\'est déjà {valueNoun}.',
      'Un mot doux {?à qui est triste|au bon moment} vaut mieux que tous les cadeaux : c\'est {valueNoun}.',
      '{valueNoun:cap}, c\'est dire « ce n\'est pas grave » à celui qui s\'est trompé.',
      'Être gentil, ce n\'est pas être faible : {valueNoun} demande du cœur et du courage.',
      '{valueNoun:cap} est contagieuse : un sourire en appelle toujours un autre.',
      'Une main posée sur une épaule triste peut tout changer : c\'est la force {valueNoun:de}.',
      'On se souvient longtemps de qui nous a tendu la main : {valueNoun} laisse des traces douces.',
      '{valueNoun:cap} ne demande pas de magie : juste un regard pour celui qui en a besoin.',
      'Prendre soin des autres, c\'est aussi prendre soin de soi : {valueNoun} rend heureux deux fois.',
      'Un cœur doux rend les autres plus doux aussi : c\'est le secret {valueNoun:de}.',
      'On n\'est jamais trop petit pour rendre quelqu\'un heureux : {valueNoun} suffit.',
    ],
  },
  {
    keys: ['tolerance', 'difference', 'differences', 'acceptation', 'acceptation de la difference', 'diversite', 'inclusion'],
    moments: [
      // The companion's own way, caused by the failed tries and heard out: it gives the next idea (editor's read 43).
      '{mcShort:cap} {n:voulut|voulurent} {?essayer|s\'y prendre} à {n:sa|leur} façon, {?toute différente|très différente|bien différente}, {?puisque rien n\'avait marché|après les essais ratés|vu ce qui avait raté}{+ ; |}{?au lieu d\'en rire|sans se moquer}, {name} {?{n:lui|leur} laissa sa chance|{n:l\'écouta|les écouta} jusqu\'au bout}{+, et |}{?cette façon-là donna une idée de plus|de là vint une nouvelle idée|ça mit tout le monde sur une autre piste}.',
    ],
    // No earned insult (editor's read 37: « Tu es drôlement bizarre ! » then taken back, in six stories): the
    // difference met is the companion's own, told as a question, a try or a word, never a mockery staged.
    morals: [
      '{valueNoun:cap}, c\'est {?voir dans chaque différence un trésor|trouver une idée dans la façon de l\'autre}.',
      '{?Celui qui fait autrement|Un ami qui ne fait rien comme nous} {?a souvent quelque chose à nous apprendre|montre un chemin qu\'on n\'aurait pas vu}, pour qui a {valueNoun}.',
      'Le monde est plus beau avec toutes ses couleurs{?| et toutes ses façons de faire} : {valueNoun} ouvre les yeux.',
      'Personne ne fait tout pareil, et c\'est tant mieux : {valueNoun} apprend des façons nouvelles.',
      '{valueNoun:cap}, c\'est demander « comment fais-tu ? » au lieu de dire « c\'est bizarre ».',
      'Deux façons de faire valent mieux qu\'une : {valueNoun} les fait se rencontrer.',
      'Ce qui semble bizarre au début devient souvent ce qu\'on préfère : {valueNoun} ouvre la porte.',
      'Chacun a sa façon de faire, et aucune n\'est ridicule : voilà {valueNoun}.',
      'Écouter celui qui pense autrement, c\'est apprendre deux fois : c\'est le cadeau {valueNoun:de}.',
      'Personne n\'est pareil, et c\'est ce qui rend les amis si précieux : {valueNoun} le montre.',
      '{valueNoun:cap}, c\'est laisser l\'autre être lui-même, et l\'aimer comme il est.',
      'Une idée différente n\'est pas une mauvaise idée : {valueNoun} le rappelle.',
      'On ne se moque pas de ce qu\'on ne connaît pas encore : on le découvre, avec {valueNoun}.',
      'Les plus beaux jardins mélangent toutes les fleurs : {valueNoun} fait pareil avec les amis.',
      'Il y a mille façons d\'être un ami, et toutes sont bonnes : voilà {valueNoun}.',
      'Ce qui nous rend différents nous rend aussi intéressants : c\'est ce que dit {valueNoun}.',
    ],
  },
  {
    keys: ['patience'],
    moments: [
      '{name} voulait tout brusquer{? après les essais ratés| : rien n\'avait marché|, après tant de ratés}{+ ; |}« {?Rien ne sert de courir|Attends, ça vient} », {n:murmura|murmurèrent} {mcShort}, et {name} {?prit le temps de regarder|regarda d\'abord tout autour|observa un moment} avant de {?réessayer|recommencer}.',
    ],
    morals: [
      '{valueNoun:cap} est une graine : elle pousse lentement, mais {?elle donne les plus belles fleurs|elle finit toujours par fleurir}.',
      'Tout vient à point à qui sait attendre : {valueNoun} {?finit toujours par fleurir|n\'est jamais du temps perdu}.',
      '{?Ce qu\'on brusque|Ce qu\'on veut trop vite} {?se casse souvent|nous échappe} ; avec {valueNoun}, tout arrive {?entier|à son heure}.',
      '{valueNoun:cap}, c\'est savoir que les plus belles choses prennent leur temps.',
      'Attendre, ce n\'est pas ne rien faire : avec {valueNoun}, on regarde, on prépare, on écoute.',
      'Qui sait attendre voit arriver ce que les pressés ne voient jamais : c\'est le cadeau {valueNoun:de}.',
      'Une fleur ne s\'ouvre pas plus vite quand on tire dessus : voilà {valueNoun}.',
      '{valueNoun:cap}, c\'est laisser au temps le temps de faire sa part.',
      'Ce qui arrive doucement arrive souvent mieux : c\'est le secret {valueNoun:de}.',
      'Attendre sans bouder, c\'est déjà un peu grandir : {valueNoun} fait partie du voyage.',
      'Une seconde de plus, et tout peut changer : {valueNoun} garde les yeux ouverts.',
      'Le pain a besoin de lever et la lune de monter : {valueNoun} apprend à les regarder faire.',
      'Dans le calme, on voit et on entend ce que l\'agitation cache : voilà {valueNoun}.',
      'Rien ne sert de courir, il faut partir à point : {valueNoun} arrive toujours à temps.',
      'Les meilleures choses ont leur heure : {valueNoun}, c\'est savoir l\'attendre.',
      'Compter doucement jusqu\'à dix vaut mieux que tout gâcher en une seconde : voilà {valueNoun}.',
    ],
  },
  {
    keys: ['famille'],
    moments: [],
    morals: [
      '{valueNoun:cap} est un nid tout chaud : on peut s\'envoler loin, on sait {?toujours où revenir|où l\'on nous attend}.',
      'Où que l\'on soit, {valueNoun} {?nous accompagne|fait le voyage avec nous}.',
      '{valueNoun:cap}, c\'est une maison qu\'on emporte partout dans son cœur.',
      'Ceux qui nous aiment nous accompagnent même de loin : c\'est la force {valueNoun:de}.',
    ],
  },
  {
    keys: ['confiance en soi', 'estime de soi', 'croire en soi', 'confiance'],
    moments: [
      '« {?Je peux le faire|Je peux y arriver} ! » se dit {name}, {?malgré les essais ratés|même si rien n\'avait marché|après tous ces ratés}.{+ }Et {il} {?essaya encore, la tête haute|se lança de nouveau}.',
    ],
    morals: [
      '{valueNoun:cap} est une lampe de poche pour le cœur : elle éclaire le chemin {?quand tout semble noir|quand on hésite}.',
      'Crois en toi : {valueNoun} {?ouvre toutes les portes|montre que tu es capable de plus que tu ne crois}.',
      '{?On n\'est jamais si petit qu\'on le croit|Oser, c\'est déjà à moitié réussir} : {valueNoun} {?se construit pas à pas|grandit à chaque essai}.',
      '{valueNoun:cap}, c\'est oser essayer sans savoir d\'avance si ça marchera.',
      'Chaque petite réussite dit tout bas : « Tu en es capable. » C\'est ainsi que grandit {valueNoun}.',
      '{valueNoun:cap} ne vient pas de ne jamais se tromper : elle vient d\'avoir osé.',
      'Chaque essai rend un peu plus sûr de soi : {valueNoun} pousse comme une plante.',
      '« Je peux essayer » : trois mots qui font naître {valueNoun}.',
      'Tu sais plus de choses que tu ne le crois : {valueNoun}, c\'est t\'en souvenir.',
      'On n\'a pas besoin d\'être le plus grand pour avoir une bonne idée : voilà {valueNoun}.',
      'Se tromper n\'empêche pas de recommencer ; {valueNoun} se fabrique justement comme ça.',
      'Écouter la petite voix qui dit « vas-y », c\'est {valueNoun}.',
      'Une bonne idée n\'attend pas la permission : oser la dire, c\'est {valueNoun}.',
      'Avec {valueNoun}, on ne crie pas « je suis le meilleur » : on murmure « j\'y arriverai ».',
      'Celui qui ose lever la main apprend plus que celui qui se cache : c\'est le cadeau {valueNoun:de}.',
      'Tu n\'as pas besoin d\'être parfait pour essayer : voilà {valueNoun}.',
    ],
  },
  {
    keys: ['responsabilite'],
    moments: [],
    morals: [
      '{valueNoun:cap}, c\'est prendre soin de ce qu\'on nous confie{?|, jusqu\'au bout}.',
      '{?Une promesse tenue|Un travail fini jusqu\'au bout}, c\'est {valueNoun} : {?les autres savent qu\'ils peuvent compter sur nous|cela vaut mieux que dix promesses}.',
      '{valueNoun:cap}, c\'est faire ce qu\'on a promis, même quand personne ne regarde.',
      'Qui prend soin des petites choses, on lui en confie de plus grandes : voilà {valueNoun}.',
    ],
  },
  {
    keys: ['respect de la nature', 'nature', 'ecologie', 'protection de la nature', 'planete', 'environnement', 'respect de l environnement'],
    moments: [],
    // Told only where the place gives the gesture a reason, as a gesture, never with a label (read 38).
    morals: [
      '{valueNoun:cap} commence par de tout petits gestes{?, et chacun peut en faire|: un pas de côté, une branche épargnée}.',
      'La Terre est notre maison à tous : {valueNoun} {?la garde belle pour demain|commence devant sa porte}.',
      'Une fleur épargnée, un insecte qu\'on laisse passer : {valueNoun} tient dans ces petits riens.',
      '{valueNoun:cap}, c\'est laisser chaque endroit aussi beau qu\'on l\'a trouvé.',
      'Les bêtes et les plantes ne parlent pas, mais {valueNoun} sait les écouter.',
      'Ce qui vit autour de nous demande un regard plein de soin : c\'est cela, {valueNoun}.',
      'Une fourmi, une fleur, un ruisseau : chacun a sa place, et {valueNoun} la lui laisse.',
      'On peut admirer sans cueillir, regarder sans déranger : c\'est cela, {valueNoun}.',
      'Chaque petit être compte, même celui qu\'on ne voit pas : voilà {valueNoun}.',
      'Ce qu\'on apporte, on le remporte ; ce qui vit, on le laisse vivre : {valueNoun} tient en deux règles.',
      'Marcher doucement, parler bas, ne rien casser : {valueNoun} se fait sur la pointe des pieds.',
      'Les oiseaux, les arbres et les poissons n\'ont que cette maison-là : {valueNoun}, c\'est en prendre soin.',
      '{valueNoun:cap} n\'a pas besoin de grands mots : un geste doux pour ce qui vit suffit.',
      'Ce qu\'on laisse pousser aujourd\'hui fera de l\'ombre demain : {valueNoun} pense à plus tard.',
      'Un nid qu\'on ne touche pas, une fleur qu\'on ne cueille pas : {valueNoun} se voit à ce qu\'on laisse.',
      'La nature nous prête ses merveilles : {valueNoun}, c\'est les rendre comme on les a trouvées.',
    ],
  },
  {
    keys: ['bienveillance', 'empathie', 'compassion', 'ecoute', 'attention aux autres'],
    moments: [],
    morals: [
      '{valueNoun:cap} commence par {?une oreille qui écoute|une question : « qu\'est-ce qui ne va pas ? »}.',
      '{?Écouter l\'autre jusqu\'au bout|Regarder les autres avec le cœur}, c\'est {valueNoun} : {?c\'est déjà l\'aider|tout le monde en sort grandi}.',
      '{valueNoun:cap}, c\'est se demander ce que ressent l\'autre avant de parler.',
      'Un regard attentif console parfois mieux qu\'un long discours : voilà {valueNoun}.',
    ],
  },
  {
    keys: ['pardon'],
    moments: [],
    // A pardon only of a hurt the story told.
    earned: [
      {
        event: '{?Fatigué{c:|e}{n:|s}|De mauvaise humeur|Impatient{c:|e}{n:|s}}, {mcShort} {n:lança|lancèrent} à {name} un mot qui piquait{+, et |}{name} baissa les yeux sans rien dire.',
        line: '« Pardon pour tout à l\'heure », {n:dit|dirent} {mcShort}.{+ }« Je {n:te|vous} pardonne », répondit {name}{+, et |}{?{duo:cap} repartirent côte à côte|le mot qui piquait fut oublié}.',
      },
      {
        event: '{mcShort:cap} {n:bouscula|bousculèrent} {name} sans faire attention{+, et |}{il} faillit tomber.',
        line: '« Je ne l\'ai pas fait exprès », {n:souffla|soufflèrent} {mcShort}.{+ }« Je sais. Je {n:te|vous} pardonne », dit {name}.',
      },
    ],
    morals: [
      '{valueNoun:cap} est un pont : il permet de se retrouver après {?une dispute|un mot de trop}.',
      '{valueNoun:cap} se demande et s\'accorde : {?voilà deux grandes forces|les deux demandent du cœur}.',
      'Pardonner, c\'est poser un poids qu\'on portait pour rien : {valueNoun} allège les deux cœurs.',
      'Après {valueNoun}, on repart côte à côte, plus proches qu\'avant.',
    ],
  },
  {
    keys: ['humilite', 'modestie'],
    moments: [],
    morals: [
      '{valueNoun:cap} rend les grands encore plus grands.',
      'Les plus beaux exploits se racontent {?à voix basse|sans se vanter} : {valueNoun} laisse parler ce qu\'on a fait.',
      '{valueNoun:cap}, c\'est savoir qu\'on a toujours quelque chose à apprendre des autres.',
      'Celui qui réussit sans se vanter donne envie de réussir avec lui : c\'est la force {valueNoun:de}.',
    ],
  },
  {
    keys: ['creativite', 'imagination', 'curiosite'],
    moments: [],
    morals: [
      '{valueNoun:cap} est une clé : elle ouvre des portes que personne n\'avait vues.',
      '{?Regarder les choses à l\'envers|Poser une question de plus}, c\'est {valueNoun} : les plus belles idées naissent ainsi.',
      'Avec {valueNoun}, trois fois rien peut devenir une idée géniale.',
      '{valueNoun:cap} transforme un problème en jeu, et un jeu en solution.',
    ],
  },
  {
    keys: ['gratitude', 'reconnaissance'],
    moments: [],
    morals: [
      '{valueNoun:cap} transforme ce que l\'on a en assez, et même en beaucoup.',
      'Un merci {?sincère|dit bien en face}, c\'est {valueNoun} : un petit mot qui fait un grand bien.',
      'Dire merci, c\'est montrer à l\'autre qu\'on a vu ce qu\'il a fait : voilà {valueNoun}.',
      '{valueNoun:cap} rend les bons moments deux fois plus doux : quand on les vit, et quand on dit merci.',
    ],
  },
  {
    keys: ['loyaute', 'fidelite'],
    moments: [],
    morals: [
      '{valueNoun:cap}, c\'est rester là, dans les bons moments comme dans les moins bons.',
      'Un ami fidèle ne lâche pas la main quand le chemin devient difficile : c\'est cela, {valueNoun}.',
      '{valueNoun:cap} se prouve dans les moments difficiles bien plus que dans les jours faciles.',
      'On peut compter sur ceux qui restent : {valueNoun} est un trésor qui ne s\'use pas.',
    ],
  },
  {
    keys: ['joie de vivre', 'optimisme', 'bonne humeur'],
    moments: [
      'Tout le monde soupirait {?devant tous ces ratés|après ces essais ratés|puisque rien n\'avait marché}{+ ; |}{name} {?lança une blague|fit une grimace}{+, et |}on rit, puis on s\'y remit.',
    ],
    morals: [
      '{valueNoun:cap}, ça se partage : un sourire en allume toujours un autre.',
      'Un rire au bon moment redonne des forces à tout le monde : voilà {valueNoun}.',
      'Même les jours gris ont un coin de soleil pour qui a {valueNoun}.',
      'Avec {valueNoun}, chaque difficulté devient un peu plus légère.',
    ],
  },
  {
    keys: ['amour', 'tendresse'],
    moments: [],
    morals: [
      '{valueNoun:cap} est la plus grande des magies : plus on en donne, plus il y en a.',
      'Un câlin, un mot doux, une main tenue : {valueNoun} se dit de mille façons.',
      '{valueNoun:cap} réchauffe tout ce qu\'on fait ensemble.',
      'Quand on s\'aime, on trouve toujours le chemin l\'un vers l\'autre : c\'est la force {valueNoun:de}.',
    ],
  },
];

/** When no value was chosen (the wizard requires one, but the port does not). */
// Told as they are (compose.ts does not render them): no story's slots here.
export const DEFAULT_MORALS = [
  'Quand on avance ensemble et avec le cœur ouvert, même les plus grandes aventures deviennent possibles.',
  'Chaque jour est une aventure : il suffit d\'ouvrir grand les yeux et le cœur.',
  'On est souvent plus fort qu\'on ne le croit, surtout quand on n\'est pas seul.',
];
