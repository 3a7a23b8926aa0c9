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
  /** The moral's main sentence when this value comes first. */
  morals: string[];
}

export const VALUES: ValueEntry[] = [
  {
    keys: ['amitie'],
    moments: [
      '« Je suis là », dit {name} en restant tout près {mcShort:de}{+ : |}{valueNoun}, c\'est être là quand l\'autre en a besoin.',
      'Un ami, ça se tient la main dans les moments difficiles{+ : |}{valueNoun}, c\'est ça.',
      '« Tu peux compter sur moi », dit {name} {mcShort:a}{+ : |}c\'est ça, {valueNoun}.',
      '{duo:cap} avancèrent côte à côte{+ : |}leur {value} était plus forte que la peur.',
    ],
    morals: [
      '{valueNoun:cap} est un trésor : avec un ami à ses côtés, on est plus fort que tout.',
      'Un véritable ami, c\'est précieux : {valueNoun} rend chaque aventure plus belle.',
    ],
  },
  {
    keys: ['courage'],
    moments: [
      '{name} comprit que {valueNoun}, ce n\'est pas de n\'avoir jamais peur{+ : |}c\'est {?d\'avancer quand même|de continuer malgré la peur|de faire un pas de plus}.',
      'Il fallait du {value}{+, et |}{name} en avait plein le cœur.',
      '{name} sentit son {value} grandir à chaque pas.',
    ],
    morals: [
      '{valueNoun:cap}, ce n\'est pas de n\'avoir jamais peur : c\'est d\'avancer, même quand on tremble un peu.',
      'Chacun a en lui une petite flamme de {value} : il suffit d\'y croire pour qu\'elle grandisse.',
    ],
  },
  {
    keys: ['partage'],
    moments: [
      '{name} partagea tout ce que {il} avait{+, et |}{valueNoun} rendit tout le monde heureux.',
      'Il y en eut pour tout le monde{+ : |}{valueNoun}, ça rend les parts plus grosses, pas plus petites !',
      '{valueNoun:cap}, c\'est magique{+ : |}quand on partage, il y en a toujours assez pour tout le monde.',
    ],
    morals: [
      'Quand on partage, le bonheur se multiplie : {valueNoun} rend tout le monde plus riche.',
      '{valueNoun:cap} transforme un petit rien en un grand bonheur.',
    ],
  },
  {
    keys: ['honnetete', 'verite', 'franchise', 'sincerite'],
    moments: [
      '{name} aurait pu mentir{+, mais |Mais }{il} choisit {valueNoun}{+ : |}la vérité rend le cœur léger.',
      '« Je vais te dire la vérité », dit {name}.{+ }{valueNoun:cap}, c\'est un cadeau qu\'on fait aux autres.',
      '{name} avoua sa petite bêtise{+ : |}{valueNoun} {g:le rendit plus léger|la rendit plus légère} qu\'une plume.',
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
      '« Chacun mérite le respect », dit {name} doucement{+ : |}{valueNoun}, ça compte.',
      '{name} attendit son tour et écouta chacun{+ : |}c\'est ça, {valueNoun}.',
    ],
    morals: [
      '{valueNoun:cap} de chacun, petit ou grand, rend le monde plus doux.',
      'Avec {valueNoun}, chacun trouve sa place, et tout le monde grandit.',
    ],
  },
  {
    keys: ['entraide', 'solidarite', 'cooperation', 'travail d equipe', 'esprit d equipe'],
    moments: [
      '{duo:cap} s\'y mirent à deux{+ : |}grâce {valueNoun:a}, ce qui semblait impossible devint facile.',
      '{duo:cap} s\'aidèrent mutuellement{+ : |}c\'est ça, {valueNoun} !',
      'Tous ensemble, main dans la main{+ : |}voilà ce qu\'on appelle {valueNoun}.',
      '{?Chacun fit sa part|Tout le monde s\'y mit|Chacun apporta son aide}, tous ensemble{+, et |}{valueNoun} {?fit des miracles|rendit tout plus simple|changea tout}.',
    ],
    morals: [
      'Seul, on va vite ; ensemble, on va loin : {valueNoun} rend tout possible.',
      '{valueNoun:cap} est une force magique : à plusieurs, les montagnes deviennent des collines.',
    ],
  },
  {
    keys: ['perseverance', 'tenacite', 'effort'],
    moments: [
      '{name} essaya une fois, deux fois, trois fois.{+ }{valueNoun:cap} finit toujours par payer.',
      'Grâce à sa {value}, {name} ne renonça pas.',
      'Tomber, se relever, recommencer{+ : |}voilà ce que {name} appelait {valueNoun}.',
    ],
    morals: [
      '{valueNoun:cap}, c\'est essayer encore une fois : c\'est souvent celle-là qui réussit.',
      'Petit à petit, l\'oiseau fait son nid : {valueNoun} mène loin.',
    ],
  },
  {
    keys: ['generosite'],
    moments: [
      'Avec une grande {value}, {name} donna sans rien attendre en retour.',
      'La {value} de {name} fit chaud au cœur de tout le monde.',
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
      'Un mot doux, un sourire{+ : |}la {value} de {name} fit des merveilles.',
      '{name} consola {mcShort} avec un mot doux{+ : |}{il} savait que {valueNoun} est une petite magie que tout le monde peut faire.',
      'Un simple « merci », un simple « s\'il te plaît »{+ : |}la {value} de {name} ouvrait tous les cœurs.',
    ],
    morals: [
      '{valueNoun:cap} est une magie que tout le monde possède : un sourire suffit pour la partager.',
      'Un geste de {value} peut illuminer toute une journée.',
    ],
  },
  {
    keys: ['tolerance', 'difference', 'differences', 'acceptation', 'acceptation de la difference', 'diversite', 'inclusion'],
    moments: [
      '{name} comprit que les différences rendent chacun unique{+ : |}c\'est ça, {valueNoun}.',
      'Avec {valueNoun}, {name} accueillit chacun tel qu\'il était.',
      '« {c:Tu es différent|Tu es différente|Vous êtes différents|Vous êtes différentes}, et c\'est très bien comme ça », dit {name} {mcShort:a}{+ : |}voilà {valueNoun}.',
    ],
    morals: [
      '{valueNoun:cap}, c\'est voir dans chaque différence un trésor à partager.',
      'Le monde est plus beau avec toutes ses couleurs : {valueNoun} ouvre les cœurs.',
    ],
  },
  {
    keys: ['patience'],
    moments: [
      'Il fallut attendre, encore et encore{+ : |}la {value} de {name} fut enfin récompensée.',
      '« {valueNoun:cap} est une force », murmura {mcShort}{+, et |}{name} attendit le bon moment, sans bouger.',
      '{name} compta jusqu\'à dix, tout doucement{+ : |}la {value}, ça s\'apprend.',
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
      '{valueNoun:cap}, c\'est comme un phare{+ : |}même de loin, elle nous guide.',
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
      '{name} se dit : « Je peux le faire. »{+ }Et c\'était vrai{+ : |}{valueNoun}, ça change tout.',
      '{name} leva la tête et osa faire le premier pas{+ : |}{valueNoun}, ça grandit à chaque essai.',
      '« Je suis capable », se répéta {name}{+ : |}{valueNoun}, c\'est se faire confiance.',
    ],
    morals: [
      '{valueNoun:cap} est une lampe de poche pour le cœur : elle éclaire le chemin quand tout semble noir.',
      'Crois en toi : {valueNoun} ouvre toutes les portes.',
    ],
  },
  {
    keys: ['responsabilite'],
    moments: [
      '{name} prit sa {value} très au sérieux{+ : |}c\'était à {g:lui|elle} de jouer.',
      'Être responsable, c\'est tenir sa parole{+ : |}{valueNoun}, {name} savait ce que c\'était.',
      '{name} prit soin de tout, comme on le lui avait confié{+ : |}c\'est ça, la {value}.',
    ],
    morals: [
      '{valueNoun:cap}, c\'est prendre soin de ce qu\'on nous confie, et les autres peuvent compter sur nous.',
      'Même les plus petits peuvent montrer une grande {value}.',
    ],
  },
  {
    keys: ['respect de la nature', 'nature', 'ecologie', 'protection de la nature', 'planete', 'environnement', 'respect de l environnement'],
    moments: [
      '{name} ramassa un papier qui traînait{+ : |}{valueNoun}, c\'est important.',
      '{name} prit soin de ne pas écraser la moindre fleur{+ : |}c\'est ça, {valueNoun}.',
      '{name} ne laissa rien derrière {g:lui|elle}, pas même un papier{+ : |}{valueNoun}, c\'est l\'affaire de tous.',
    ],
    morals: [
      '{valueNoun:cap} commence par de tout petits gestes, et chacun peut en faire.',
      'La Terre est notre maison à tous : {valueNoun} la garde belle pour demain.',
    ],
  },
  {
    keys: ['bienveillance', 'empathie', 'compassion', 'ecoute', 'attention aux autres'],
    moments: [
      'Avec {valueNoun}, {name} tendit la main, sans juger.',
      '{name} se mit à la place des autres{+ : |}c\'est ce qu\'on appelle {valueNoun}.',
      '{name} écouta sans interrompre{+, et |}{valueNoun} fit le reste.',
    ],
    morals: [
      '{valueNoun:cap}, c\'est regarder les autres avec le cœur : tout le monde en sort grandi.',
      'Un peu de {value} chaque jour, et le monde devient plus doux.',
    ],
  },
  {
    keys: ['pardon'],
    moments: [
      '« Je te pardonne », dit {name}.{+ }{valueNoun:cap}, c\'est comme ouvrir une fenêtre{+ : |}tout devient plus clair.',
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
      'Avec un peu de {value}, tout devenait possible !',
      'La {value} de {name} ouvrit une porte que personne n\'avait vue.',
    ],
    morals: [
      '{valueNoun:cap} est une clé magique : elle ouvre des portes que personne n\'avait vues.',
      'Garde toujours ta {value} : c\'est elle qui fait naître les plus belles idées.',
    ],
  },
  {
    keys: ['gratitude', 'reconnaissance'],
    moments: [
      '{name} dit merci{+, et |}{valueNoun} fit briller tous les yeux.',
    ],
    morals: [
      '{valueNoun:cap} transforme ce que l\'on a en assez, et même en beaucoup.',
      'Un merci sincère, c\'est {valueNoun} : un petit mot qui fait un grand bien.',
    ],
  },
  {
    keys: ['loyaute', 'fidelite'],
    moments: [
      '{name} resta aux côtés {mcShort:de}{+ : |}c\'est ça, {valueNoun}.',
    ],
    morals: [
      '{valueNoun:cap}, c\'est rester là, dans les bons moments comme dans les moins bons.',
    ],
  },
  {
    keys: ['joie de vivre', 'optimisme', 'bonne humeur'],
    moments: [
      'Avec sa {value}, {name} illuminait tout sur son passage.',
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
  'Ce jour-là, {name} découvrit toute l\'importance {valueNoun:de}.',
  '{valueNoun:cap} : voilà ce qui avait guidé {name} tout au long du chemin.',
];

export const GENERIC_VALUE_MORALS = [
  '{valueNoun:cap} : c\'est un petit trésor que l\'on peut emporter partout avec soi.',
  'N\'oublie jamais {valueNoun} : c\'est ce qui rend les histoires, et la vie, plus belles.',
];

/** A value typed as an infinitive, woven ("savoir dire merci"). */
export const GOAL_VALUE_MOMENTS = ['Ce jour-là, {name} comprit combien c\'était important de {valueGoal}.'];
export const GOAL_VALUE_MORALS = ['Il est important de {valueGoal} : c\'est ce qui rend le monde plus doux.'];

/** When no value was chosen (the wizard requires one, but the port does not). */
export const DEFAULT_MORALS = [
  'Quand on avance ensemble et avec le cœur ouvert, même les plus grandes aventures deviennent possibles.',
  'Le plus beau des trésors, c\'est l\'amitié que l\'on partage en chemin.',
  'Chaque jour est une aventure : il suffit d\'ouvrir grand les yeux et le cœur.',
  'On est souvent plus fort qu\'on ne le croit, surtout quand on n\'est pas seul.',
];
