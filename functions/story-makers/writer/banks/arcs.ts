/**
 * The narrative arcs. Each gives the middle of a story its shape — a call, an obstacle, some help, a
 * turning point and a resolution — with several phrasings per beat. `props` are the details one story
 * keeps from beat to beat (the object lost, what scares the child, what went missing…), chosen once so
 * that the obstacle and the resolution speak of the same thing.
 *
 * Template language: see ../template.ts. Slots used here: name, il, lui, e (child), ils, es, duo (child
 * and companion together), mcShort (companion), friend (a small creature met on the way: the first
 * mention says "un petit hérisson", the next ones "le petit hérisson"), locShort, loc, place, hiding,
 * passage, shelter, race, storm, stormDef, critter, talent, outfit, colour*, and each arc's props.
 * The companion is never a pronoun (its gender may be unknown): it is named, and {n:…} agrees its verbs.
 */

export interface Arc {
  id: string;
  /** Accent-free words of the scenario (mostly) that call for this arc. */
  cues: RegExp;
  /** Emotion keys (see feelings.ts) that suit the arc. */
  feelings: string[];
  /** One is chosen per story: slots the beats share. `_o` is the gender of `object` ('m' or 'f'). */
  props: Record<string, string>[];
  titles: string[];
  call: string[];
  obstacle: string[];
  help: string[];
  turn: string[];
  resolution: string[];
  /** More middle scenes, for the longer stories of older children. */
  extras: string[];
  /**
   * Beats whose phrasings can follow one another, in the order written: a longer story may tell two
   * of them (the search goes on, then the path gets harder) rather than add an unrelated scene.
   */
  stack: ('obstacle' | 'help' | 'turn' | 'resolution')[];
  /**
   * Where the loose scenes of the journey go: before the call when the call is urgent (someone needs
   * help now: no games on the way), after it when the call sends the heroes on a journey.
   */
  journey: 'before' | 'after';
  /** Scenes that only make sense after the turning point (the gift is made: now it is wrapped). */
  extrasLate?: string[];
  /** After which beat the arc's own scenes go (default: the obstacle). */
  extrasAt?: 'call' | 'obstacle' | 'help' | 'turn';
  /** When the ending does not mean the scenario was achieved (a race one may not win). */
  noRecall?: boolean;
  /** When the companion is cross until the turning point: no friendly chat with it before. */
  companionAway?: boolean;
}

export const ARCS: Arc[] = [
  {
    id: 'quest',
    cues: /tresor|perdu|retrouv|cherch|quete|disparu|\bcle\b|carte|objet|egare|recherche/,
    feelings: ['curiosite', 'espoir', 'joie', 'inquietude'],
    props: [
      { object: 'une petite clé dorée', objectDef: 'la petite clé dorée', objectShort: 'la clé', _o: 'f' },
      { object: 'une boussole magique', objectDef: 'la boussole magique', objectShort: 'la boussole', _o: 'f' },
      { object: 'un médaillon en forme d\'étoile', objectDef: 'le médaillon en forme d\'étoile', objectShort: 'le médaillon', _o: 'm' },
      { object: 'une plume d\'arc-en-ciel', objectDef: 'la plume d\'arc-en-ciel', objectShort: 'la plume', _o: 'f' },
      { object: 'un grelot d\'argent', objectDef: 'le grelot d\'argent', objectShort: 'le grelot', _o: 'm' },
      { object: 'un coquillage qui chante', objectDef: 'le coquillage qui chante', objectShort: 'le coquillage', _o: 'm' },
      { object: 'une lanterne qui ne s\'éteint jamais', objectDef: 'la lanterne magique', objectShort: 'la lanterne', _o: 'f' },
      { object: 'une bille de cristal', objectDef: 'la bille de cristal', objectShort: 'la bille', _o: 'f' },
    ],
    titles: [
      '{name}, {mcShort} et {objectDef}',
      '{mcShort:cap} et {objectDef}',
      'La grande quête de {name} {loc}',
      '{name} et le mystère {objectDef:de}',
      '{objectDef:cap} et {name}',
      '{name} à la recherche {objectDef:de}',
    ],
    call: [
      '« {n:J\'ai|Nous avons} perdu {object} ! »{+ }Voilà ce que {mcShort} {n:annonça|annoncèrent} ce matin-là, le cœur gros.{+ }« {n:Ne t\'inquiète pas|Ne vous inquiétez pas}, on va {o:le|la} retrouver », promit {name}.',
      'Ce jour-là, {name} trouva {mcShort} en train de fouiller partout.{+ }« {n:Je cherche|Nous cherchons} {object}{?, {n:mon|notre} porte-bonheur|, {n:mon|notre} trésor le plus précieux} ! »',
      '{?Catastrophe|Oh non|Quelle histoire} : {objectDef} avait disparu !{+ }Personne ne savait où {o:il|elle} était passé{o:|e}.{+ }« On va {o:le|la} retrouver », décida {name}.',
    ],
    obstacle: [
      '{duo:cap} cherchèrent partout : {?sous les pierres, derrière les buissons, et même dans les coins les plus étranges|en haut, en bas, à droite, à gauche}{+, mais |Mais }{objectShort} restait introuvable.',
      'Pour continuer, il fallait passer par {passage}.{+ }{name} avala sa salive{+ : |}ce ne serait pas facile.',
      'Les heures passaient{+, et |}{objectShort} n\'était toujours pas là.{+ }{mcShort:cap} {n:commençait|commençaient} à perdre courage.',
    ],
    help: [
      'C\'est alors que {friend} sortit de sa cachette.{+ }« J\'ai vu briller quelque chose {hiding} », dit-{f:il|elle} {?doucement|timidement}.',
      'Tout près, {friend} les observait.{+ }« Vous cherchez quelque chose ? Je crois savoir où {o:il|elle} se trouve ! »',
      '{friend:cap} s\'approcha à petits pas{+ : |}{f:il|elle} avait vu quelque chose {hiding}.',
    ],
    turn: [
      '{name} réfléchit très fort{+, puis |Puis }{il} se souvint des paroles {friend:de}.',
      'Tout à coup, {name} s\'arrêta{+ : |}une petite lueur clignotait {hiding}.',
      '{name} regarda autour {g:de lui|d\'elle}{+, puis |Puis }{il} sourit{+ : |}{il} savait où chercher.',
    ],
    resolution: [
      '{objectDef:cap} était là, bien caché{o:|e} {hiding} !{+ }{mcShort:cap} {n:sauta|sautèrent} de bonheur.',
      'Délicatement, {name} sortit {objectDef} de sa cachette{+ : |}{o:il|elle} brillait comme au premier jour.',
      '{name} tendit {objectDef} {mcShort:a}.{+ }« Merci, merci, merci ! » {n:s\'écria|s\'écrièrent} {mcShort}.',
    ],
    extras: [
      '{duo:cap} suivirent des traces minuscules{+, mais |Mais }elles ne menaient qu\'à un vieux caillou tout rond.{+ }{?Raté !|Quelle déception !} Il fallait chercher ailleurs.',
      '{name} eut l\'idée de dessiner une carte{+ : |}chaque endroit déjà fouillé était marqué d\'une croix.',
      '« Où {n:étais-tu|étiez-vous} la dernière fois que {n:tu l\'as|vous l\'avez} vu{o:|e} ? » demanda {name}.{+ }{mcShort:cap} {n:réfléchit|réfléchirent} longtemps, longtemps.',
      '{duo:cap} fouillèrent {hiding2}{+, mais |Mais }il n\'y avait là qu\'une vieille chaussette et trois glands.',
      '« Réfléchissons, dit {name}. Où irais-je si j\'étais {objectShort} ? »{+ }{mcShort:cap} {n:éclata|éclatèrent} de rire.',
      '{duo:cap} demandèrent {critter:a} des nouvelles {objectShort:de}{+ : |}hélas, personne n\'avait rien vu.',
    ],
    stack: ['obstacle', 'turn', 'resolution'],
    journey: 'after',
  },
  {
    id: 'rescue',
    cues: /aider|\baide\b|secour|sauver|sauve|blesse|coince|bloque|besoin|soign|malade|prisonnier|liber|protege/,
    feelings: ['peur', 'courage', 'tristesse', 'soulagement', 'empathie'],
    props: [
      {
        trouble: 'était tombé{f:|e} au fond d\'un trou et n\'arrivait plus à en sortir',
        fix: '{name} tendit une longue branche{+, et |}{friend} s\'y accrocha de toutes ses forces',
        freed: 'sortit enfin du trou',
      },
      {
        trouble: 'était pris{f:|e} dans {?des ronces|un vieux filet|des herbes emmêlées}',
        fix: '{name} défit les nœuds un à un, tout doucement, pour ne pas lui faire mal',
        freed: 'était enfin libre',
      },
      {
        trouble: 'était coincé{f:|e} tout en haut d\'un grand rocher',
        fix: '{name} grimpa sur les épaules {mcShort:de}{+, et |}{il} attrapa {friend} tout doucement',
        freed: 'se retrouva enfin en bas, sain{f:|e} et sau{f:f|ve}',
      },
    ],
    titles: [
      '{name} au secours {friend:de}',
      '{name}, {mcShort} et {friend}',
      'Un ami dans le besoin {loc}',
      '{mcShort:cap}, {name} et le grand sauvetage',
      '{name} et {mcShort} à la rescousse',
      'Le grand sauvetage {loc}',
    ],
    call: [
      'Soudain, une toute petite voix appela au secours.{+ }{name} tendit l\'oreille{+ : |}ça venait de tout près !',
      'Au bord du chemin, {friend} pleurait à chaudes larmes.{+ }« Que t\'arrive-t-il ? » demanda {name}.',
      '{mcShort:cap} {n:s\'arrêta|s\'arrêtèrent} net.{+ }« Tu entends ? Quelqu\'un a besoin d\'aide ! »',
    ],
    obstacle: [
      'C\'était {friend}.{+ }{friend:cap} {trouble}.',
      '{friend:cap} {trouble}{+, et |}{f:il|elle} tremblait de tout son corps.',
      '{name} découvrit que {friend} {trouble}.{+ }« Aidez-moi, s\'il vous plaît ! » supplia {friend}.',
    ],
    help: [
      '« Il faut l\'aider ! » s\'écria {name}.{+ }{mcShort:cap} {n:accourut|accoururent} aussitôt.',
      '{name} s\'agenouilla près {friend:de}.{+ }« N\'aie pas peur, nous sommes là », murmura-t-{il}.',
      '{duo:cap} se regardèrent{+ : |}comment faire pour aider {friend} ?',
    ],
    turn: [
      '{name} réfléchit un instant{+, puis |Puis }{il} eut une idée.{+ }{fix}.',
      'Pas à pas, tout doucement, {name} s\'approcha{+, puis |Puis }{fix}.',
      '« J\'ai une idée ! » s\'écria {name}.{+ }Aussitôt, {fix}.',
    ],
    resolution: [
      '{friend:cap} {freed} !{+ }« Merci, tu m\'as sauvé{f:|e} ! »',
      '{friend:cap} {freed}{+, et pour |Pour }{g:le|la} remercier, {f:il|elle} offrit à {name} {?une fleur {colourFs}|un caillou {colourMs} tout lisse|une plume {colourFs}}.',
      '{friend:cap} {freed}{+, et |}{f:il|elle} fit un gros câlin à {name}.',
    ],
    extras: [
      '{friend:cap} raconta comment tout était arrivé : {?une petite promenade, un faux pas, et patatras !|{f:il|elle} voulait juste voir le paysage de plus près.}',
      '{mcShort:cap} {n:chanta|chantèrent} une petite chanson pour rassurer {friend}{+, et |}ça marcha.',
      'En attendant, {name} rassura {friend}{+ : |}« Tiens bon, on arrive ! »',
      '{mcShort:cap} {n:fit|firent} le guet, pendant que {name} cherchait une solution.',
      'Il n\'y avait pas une minute à perdre{+ : |}{name} retroussa ses manches.',
    ],
    stack: ['help'],
    journey: 'before',
  },
  {
    id: 'fear',
    cues: /peur|\bnoir\b|\bnuit\b|cauchemar|monstre|ombre|effray|courage|oser|timide|vertige|affronter|premier jour|premiere fois|rentree|nouvelle ecole|nager|piscine|docteur|dentiste|inconnu/,
    feelings: ['peur', 'courage', 'inquietude', 'fierte', 'confiance'],
    props: [
      { fearOf: 'du noir', scary: 'un tunnel tout sombre', reveal: 'ce n\'était que l\'ombre d\'une branche qui dansait au clair de lune' },
      { fearOf: 'des grands bruits', scary: 'un drôle de grondement qui résonnait', reveal: 'le grondement, c\'était {critter} qui ronflait dans son sommeil' },
      { fearOf: 'du vide', scary: 'un pont suspendu, très haut au-dessus d\'un ravin', reveal: 'vu d\'en haut, le paysage était magnifique' },
      { fearOf: 'de l\'eau profonde', scary: 'une rivière à traverser en sautant de pierre en pierre', reveal: 'les pierres étaient bien solides, et l\'eau toute claire', _cue: 'nager piscine baignade plonger' },
      { fearOf: 'de l\'inconnu', scary: 'une grande porte derrière laquelle tout serait nouveau', reveal: 'derrière la porte, il n\'y avait que des sourires et de nouveaux amis', _cue: 'premier première rentrée école nouveau nouvelle inconnu' },
    ],
    titles: [
      '{name} et la peur {fearOf}',
      '{name}, {mcShort} et la grande peur',
      'Le jour où {name} fut {g:très courageux|très courageuse}',
      '{g:Un petit garçon|Une petite fille} plein{e} de courage {loc}',
      'Plus peur {fearOf}, {name} !',
      '{name}, {mcShort} et le courage retrouvé',
    ],
    call: [
      'Pour continuer, il fallait passer par {scary}{+, et |Et }{name} avait peur {fearOf}.',
      '{name} s\'arrêta net{+ : |}devant {g:lui|elle}, il y avait {scary}{+, or |Or, }{name} avait toujours eu un peu peur {fearOf}.',
      '« Je n\'ai pas peur », dit {name} devant {scary}{+, mais |Mais }ce n\'était pas tout à fait vrai{+ : |}{il} avait très peur {fearOf}.',
    ],
    obstacle: [
      'Son cœur battait très fort{+, et |}ses jambes tremblaient comme de la gelée.',
      '{name} ferma les yeux{+ : |}{il} aurait voulu être bien au chaud dans son lit.',
      'Un bruit étrange résonna{+, et |Et }{name} se cacha derrière {mcShort}.',
    ],
    help: [
      '{mcShort:cap} {n:s\'approcha|s\'approchèrent} tout doucement.{+ }« Avoir peur, ça arrive à tout le monde. On y va ensemble ? »',
      '« Tu sais ce qui {n:m\'aide quand j\'ai|nous aide quand nous avons} peur ? » {n:demanda|demandèrent} {mcShort}.{+ }« {n:Je respire|Nous respirons} lentement, et {n:je compte|nous comptons} jusqu\'à trois. »',
      '{mcShort:cap} {n:resta|restèrent} tout près de {name}{+ : |}à deux, la peur est toujours plus petite.',
    ],
    turn: [
      '{name} respira lentement : un, deux, trois…{+ }Et {il} fit un premier pas.',
      '{name} se répéta tout bas : « Je suis capable. Je suis capable. »{+ }Et pas à pas, {il} avança.',
      'Alors {name} leva le menton{+, et |Et }{il} avança{?, un pas après l\'autre| tout doucement}.',
    ],
    resolution: [
      'Et tu sais quoi ?{+ }{reveal} !',
      '{name} avait réussi !{+ }{?La peur était devenue toute petite, petite comme une fourmi.|La peur s\'était envolée comme un papillon.}',
      'De l\'autre côté, {name} éclata de rire{+ : |}ce n\'était pas si terrible, finalement !{+ }D\'ailleurs, {reveal}.',
    ],
    extras: [
      '{mcShort:cap} {n:avoua|avouèrent} un secret{+ : |}« {n:Moi aussi, j\'ai|Nous aussi, nous avons} peur de plein de choses. »',
      'Pour se rassurer, {name} chanta une chanson tout bas, la même que celle du soir, avant de dormir.',
      'Au loin, quelque chose bougeait dans l\'ombre{+, et |}{name} retint son souffle.',
      '{name} se serra tout contre {mcShort}{+, et ensemble, |Ensemble, } {ils} firent un pas, puis un autre.',
      '{name} pensa à sa maison, à son lit, à son doudou{+ : |}rien que d\'y penser, {il} se sentit mieux.',
    ],
    stack: ['obstacle', 'help'],
    journey: 'before',
  },
  {
    id: 'mystery',
    cues: /myster|enigme|disparu|disparition|enquet|indice|bizarre|etrange|vole|detective|qui a pris/,
    feelings: ['curiosite', 'surprise', 'excitation'],
    props: [
      { vanished: 'les biscuits du goûter', _o: 'm', clue: 'une petite traînée de miettes', culprit: '{friend}, les joues pleines de miettes et l\'air tout penaud', reason: '{f:il|elle} avait si faim, et {f:il|elle} n\'avait pas osé demander' },
      { vanished: 'les lanternes du chemin', _o: 'f', clue: 'un fil d\'argent qui brillait', culprit: '{friend}, au milieu d\'un nid rempli de lanternes', reason: '{f:il|elle} trouvait qu\'elles brillaient si joliment{+, et |}{f:il|elle} avait peur du noir' },
      { vanished: 'les couleurs des fleurs', _o: 'f', clue: 'des traces de peinture', culprit: '{friend}, un gros pinceau à la main', reason: '{f:il|elle} voulait peindre un tableau magnifique pour faire une surprise à tout le monde' },
      { vanished: 'les chansons des oiseaux', _o: 'f', clue: 'des petites notes de musique tombées par terre', culprit: '{friend}, qui gardait toutes les chansons dans une boîte', reason: '{f:il|elle} voulait juste apprendre à chanter, {f:lui|elle} aussi' },
    ],
    titles: [
      'Le mystère {place:de}',
      '{name} mène l\'enquête {loc}',
      '{name}, {mcShort} et le grand mystère',
      'Qui a pris {vanished} ?',
      'L\'enquête de {name} et {mcShort}',
      'Le mystère {vanished:de}',
    ],
    call: [
      'Ce matin-là, quelque chose clochait{+ : |}{vanished} avaient disparu !',
      '« C\'est un mystère ! » s\'exclama {name}.{+ }{vanished} avaient disparu{?, sans laisser de trace| pendant la nuit}.',
      'Tout le monde se posait la même question{+ : |}où étaient passé{o:s|es} {vanished} ?',
    ],
    obstacle: [
      '{duo:cap} cherchèrent des indices partout{+, mais |Mais }rien, pas le moindre petit indice.',
      '{name} sortit sa loupe imaginaire{+ : |}c\'était le moment de jouer {g:au détective|à la détective} !{+ }Mais le mystère restait entier.',
      'Plus {ils} cherchaient, plus le mystère s\'épaississait.',
    ],
    help: [
      'Soudain, {mcShort} {n:remarqua|remarquèrent} quelque chose par terre : {clue} !{+ }« Un indice ! »',
      'C\'est {name} qui trouva le premier indice : {clue}, juste {hiding}.',
      '{duo:cap} suivirent {clue}, pas à pas, {?sans faire de bruit|sur la pointe des pieds}.',
    ],
    turn: [
      'Au bout de la piste, {name} découvrit la vérité : {culprit}.',
      '{name} jeta un œil {hiding}{+, et |Et }là, surprise : {culprit} !',
      'Tout au bout du chemin, le mystère fut enfin résolu : {culprit}.',
    ],
    resolution: [
      '« Pardon », murmura {friend}.{+ }{reason}.{+ }{name} sourit{+ : |}{il} comprenait très bien.',
      '{friend:cap} expliqua tout{+ : |}{reason}.{+ }Alors, tous ensemble, ils remirent chaque chose à sa place.',
      '{name} ne se fâcha pas.{+ }{friend:cap} raconta que {reason}{+, et |Et }ensemble, ils trouvèrent une meilleure idée.',
    ],
    extras: [
      '{name} rangea chaque indice dans sa tête : un, deux, trois… le puzzle prenait forme.',
      '« Réfléchissons », dit {name} en se grattant le menton, comme les vrais détectives.',
      '{duo:cap} posèrent des questions {critter:a}{+, mais |Mais }personne n\'avait rien remarqué.',
      '{name} nota tout dans un carnet imaginaire : qui, quoi, où, quand ?',
      '{name} sentait que la réponse était toute proche{+ : |}encore un petit effort !',
    ],
    stack: ['obstacle'],
    journey: 'before',
  },
  {
    id: 'homeward',
    cues: /maison|rentrer|retour|revenir|chez (lui|elle|soi|toi)|loin de|chemin|famille|maman|papa|egare/,
    feelings: ['tristesse', 'espoir', 'soulagement', 'amour'],
    props: [{}],
    titles: [
      '{name}, {mcShort} et le long chemin du retour',
      'Ramenons {friend} à la maison',
      'Le grand voyage {friend:de}',
      'Un retour à la maison {loc}',
      '{friend:cap} rentre à la maison',
      'Le chemin du retour {loc}',
    ],
    call: [
      'Sur un rocher, {friend} regardait partout, l\'air perdu.{+ }« Je ne retrouve plus le chemin de ma maison », sanglota-t-{f:il|elle}.',
      '{name} entendit un petit reniflement{+ : |}c\'était {friend}, perdu{f:|e} loin de chez {f:lui|elle}.',
      '« Excusez-moi, savez-vous où est ma maison ? » demanda {friend} d\'une toute petite voix.',
    ],
    obstacle: [
      'Mais la maison {friend:de} était loin, très loin, de l\'autre côté {passage:de}.',
      'Le jour commençait à baisser{+, et |Et }la route était encore longue.',
      'Il y avait trois chemins{+, et |}{friend} ne savait plus lequel prendre.',
    ],
    help: [
      '« Ne t\'inquiète pas, on te ramène chez toi ! » promit {name}.',
      'Heureusement, {mcShort} {n:connaissait|connaissaient} un raccourci.',
      '{friend:cap} se souvenait de quelques détails : {?un grand arbre tordu, une pierre en forme de cœur|un pont rouge, une fontaine qui chantait}.',
    ],
    turn: [
      '{name} leva les yeux{+, et |Et }une étoile brillante sembla leur montrer le chemin.',
      '{name} eut une idée{+ : |}{il} suivit les repères un par un, comme on suit les cailloux d\'un conte.',
      'Soudain, {friend} dressa la tête{+ : |}« Je reconnais cet endroit ! »',
    ],
    resolution: [
      'Enfin, la maison {friend:de} apparut !{+ }Toute sa famille l\'attendait, les bras grands ouverts.',
      '« Te voilà ! » s\'écria la maman {friend:de}{+, et |}elle serra son petit très fort contre son cœur.',
      '{friend:cap} était enfin rentré{f:|e} chez {f:lui|elle}.{+ }{f:Il|Elle} remercia {name} mille fois.',
    ],
    extras: [
      'En chemin, {friend} raconta sa vie{+, et |}{name} écouta de toutes ses oreilles.',
      'Le chemin était long{+, mais |Mais }{friend} avançait vaillamment, en chantonnant pour se donner du courage.',
      '{friend:cap} reconnut un vieux panneau{+, mais |Mais }les lettres étaient effacées.',
      '{name} aida {friend} à traverser {passage}, tout doucement.',
      'Pour ne pas avoir peur, {friend} chanta la chanson de sa maman{+, et |}tout le monde la reprit en chœur.',
    ],
    stack: ['obstacle', 'help', 'turn', 'resolution'],
    journey: 'after',
  },
  {
    id: 'race',
    cues: /course|concours|competition|\bmatch\b|gagner|champion|\bjeux\b|olymp|tournoi|rallye|gagne|sport/,
    feelings: ['excitation', 'fierte', 'joie', 'trac'],
    props: [{}],
    titles: [
      '{name} et {race}',
      '{name}, {mcShort} et le grand défi',
      '{g:Un champion|Une championne} au grand cœur {loc}',
      '{race:cap} {loc}',
      '{name} et {mcShort} sur la ligne de départ',
      'Le grand défi de {name} {loc}',
    ],
    call: [
      'Ce jour-là, c\'était le grand jour{+ : |}{race} allait bientôt commencer !',
      'Une affiche était accrochée à l\'entrée{+ : |}« Aujourd\'hui, {race} ! Tout le monde peut participer. »',
      '{mcShort:cap} {n:arriva|arrivèrent} en sautillant.{+ }« On s\'inscrit {race:a} ? »',
    ],
    obstacle: [
      'Au départ, {name} avait les jambes en coton{+ : |}les autres avaient l\'air si rapides !',
      'En pleine course, {name} trébucha{+ et |}{il} tomba de tout son long.',
      'Les autres concurrents filaient{+, et |Et }{name} se retrouva {g:tout dernier|toute dernière}.',
    ],
    help: [
      '« Allez, {name} ! Tu peux le faire ! » {n:cria|crièrent} {mcShort} depuis le bord du chemin.',
      'Juste devant, {friend} était tombé{f:|e}, {f:lui|elle} aussi.{+ }{name} hésita{+ : |}continuer la course, ou l\'aider ?',
      '{name} se releva{+, |{g:Il|Elle} }{?épousseta ses genoux|respira un grand coup} et repartit.',
    ],
    turn: [
      '{name} s\'arrêta pour aider {friend} à se relever{+, puis ensemble, |Ensemble, }ils repartirent, côte à côte.',
      '{name} ne pensa plus à gagner{+ : |}{il} pensa juste à faire de son mieux.',
      'Dans la dernière ligne droite, {name} donna tout ce que {il} avait.',
    ],
    resolution: [
      '{name} ne gagna pas la course{+, mais |Mais }{il} reçut le plus beau des prix : celui du plus beau geste.',
      '{name} franchit la ligne d\'arrivée sous les applaudissements !{+ }{?Quel bonheur !|Bravo !}',
      'Tout le monde applaudit {name} : pas parce que {il} était {g:le premier|la première}, mais parce que {il} n\'avait jamais abandonné.',
    ],
    extras: [
      'Avant le départ, {duo} s\'échauffèrent : un saut, deux sauts, trois tours sur soi-même !',
      'Sur la ligne de départ, chacun avait son porte-bonheur{+ : |}{name}, {g:lui|elle}, portait {outfit}.',
      'Sur la ligne de départ, {name} sentait son cœur battre comme un tambour.',
      '« À vos marques… prêts… partez ! »{+ }Et tout le monde s\'élança.',
      'Pendant l\'échauffement, {name} faillit glisser{+, mais |Mais }{il} se rattrapa de justesse.',
    ],
    stack: ['obstacle'],
    journey: 'before',
    extrasAt: 'call',
    noRecall: true,
  },
  {
    id: 'promise',
    cues: /promesse|promis|promettre|parole|serment|jure/,
    feelings: ['espoir', 'fierte', 'amour', 'tendresse'],
    props: [
      { item: 'une fleur qui ne pousse que tout en haut de la colline', itemShort: 'la fleur' },
      { item: 'un coquillage qui chante comme la mer', itemShort: 'le coquillage' },
      { item: 'une étoile tombée du ciel, pas plus grande qu\'un bouton', itemShort: 'la petite étoile' },
      { item: 'une pomme d\'or de l\'arbre le plus ancien', itemShort: 'la pomme d\'or' },
    ],
    titles: [
      'La promesse de {name} {loc}',
      '{name}, {mcShort} et la promesse tenue',
      'Une promesse pour {friend}',
      '{name} tient parole',
      'La promesse de {name} et {mcShort}',
      'Le long chemin de la promesse {loc}',
    ],
    call: [
      'Hier, {name} avait fait une promesse {friend:a}, qui avait un gros rhume : {g:lui|lui} rapporter {item}.',
      '« Promis, juré ! » avait dit {name} {friend:a}.{+ }Et une promesse, c\'est sacré{+ : |}il fallait rapporter {item}.',
      '{friend:cap} était {f:enrhumé|enrhumée}, tout{f:|e} triste dans son lit{+, alors |Alors }{name} avait promis de lui rapporter {item}.',
    ],
    obstacle: [
      'En chemin, {name} vit des enfants qui jouaient à un jeu merveilleux.{+ }« Viens jouer avec nous ! » lui crièrent-ils.{+ }C\'était si tentant…',
      'Le chemin était long{+, et |}{name} avait mal aux pieds.{+ }« Et si on rentrait ? » {n:proposa|proposèrent} {mcShort}.',
      'Il commença à pleuvoir{+, et |}{itemShort} semblait encore si loin…',
    ],
    help: [
      '{name} pensa {friend:a}, tout{f:|e} seul{f:|e} dans son lit{+ : non, |Non, }{il} ne pouvait pas {f:le|la} décevoir.',
      '{mcShort:cap} {n:rappela|rappelèrent} doucement : « Une promesse, c\'est une promesse. »',
      '« Je continue », dit {name}.{+ }« J\'ai donné ma parole. »',
    ],
    turn: [
      'Enfin, tout au bout du chemin, {name} trouva {item}.',
      '{name} grimpa, grimpa encore{+, et |}là, sous ses yeux, il y avait {item} !',
      'Après bien des efforts, {name} tint enfin {itemShort} entre ses mains.',
    ],
    resolution: [
      'Le soir même, {name} déposa son cadeau près {friend:de}{+, et |}le visage {friend:de} s\'illumina.',
      '« Tu es revenu{e} ! » s\'écria {friend}.{+ }« Bien sûr, répondit {name}. Je te l\'avais promis. »',
      '{name} avait tenu sa promesse{+, et |Et }{friend} se sentait déjà beaucoup mieux.',
    ],
    extras: [
      '{name} marchait en répétant tout bas : « Promis, c\'est promis. »',
      '{mcShort:cap} {n:porta|portèrent} le sac de {name} un moment, pour {g:le|la} laisser souffler.',
      'En chemin, {name} pensait très fort {friend:a}{+ : |}« Je reviens vite, promis. »',
      'Un panneau indiquait deux chemins : un court mais difficile, un long mais facile.{+ }{name} choisit le plus court{+, car |Car }{friend} attendait !',
      '{mcShort:cap} {n:proposa|proposèrent} de faire une pause{+, mais |Mais }{name} voulait continuer encore un peu.',
    ],
    stack: ['obstacle', 'help', 'resolution'],
    journey: 'after',
  },
  {
    id: 'misunderstanding',
    cues: /dispute|fache|malentendu|bouder|boude|comprendre|pardon|reconcil|colere|jaloux|vexe|excuse/,
    feelings: ['colere', 'tristesse', 'jalousie', 'soulagement', 'amour'],
    props: [
      { misread: '{mcShort} {n:avait|avaient} cru que {name} se moquait {c:de lui|d\'elle|d\'eux|d\'elles}', truth: 'Je riais parce que j\'étais si content{e} de {n:te|vous} voir !' },
      { misread: '{mcShort} {n:avait|avaient} cru que {name} ne voulait plus jouer avec {c:lui|elle|eux|elles}', truth: 'J\'étais juste parti{e} {n:te|vous} préparer une surprise !' },
      { misread: '{mcShort} {n:avait|avaient} cru que {name} gardait un secret contre {c:lui|elle|eux|elles}', truth: 'Mon secret, c\'était une fête pour {n:toi|vous} !' },
    ],
    titles: [
      '{name}, {mcShort} et le grand malentendu',
      'Pourquoi {mcShort} {c:boude-t-il|boude-t-elle|boudent-ils|boudent-elles} ?',
      'Le malentendu {loc}',
      '{name} et la dispute envolée',
      'Le jour où {mcShort} {n:boudait|boudaient}',
      '{name} et {mcShort} se réconcilient',
    ],
    call: [
      'Ce jour-là, pourtant, {mcShort} {n:boudait|boudaient} dans {n:son|leur} coin.{+ }{name} ne comprenait pas pourquoi.',
      '« {n:Laisse-moi|Laisse-nous} tranquille ! » {n:grogna|grognèrent} {mcShort} en tournant le dos.{+ }{name} resta bouche bée.',
      'Quelque chose n\'allait pas{+ : |}{mcShort} ne {n:voulait|voulaient} plus jouer avec {name}.',
    ],
    obstacle: [
      '{name} sentit la moutarde lui monter au nez{+ : |}« {n:Tu es injuste|Vous êtes injustes} ! »{+ }Mais crier ne servit à rien.',
      '{name} essaya de parler{+, mais |Mais }{mcShort} {n:faisait|faisaient} la sourde oreille.',
      '{name} se sentait {g:tout triste|toute triste}{+ : |}un ami fâché, c\'est comme un caillou dans la chaussure.',
    ],
    help: [
      '{friend:cap} glissa à l\'oreille de {name} : « Parfois, il suffit d\'écouter. »',
      '{name} prit une grande inspiration{+ : |}au lieu de se fâcher, {il} allait écouter.',
      'Alors {name} s\'assit tout près {mcShort:de}{+, et |}{il} demanda doucement : « Qu\'est-ce qui ne va pas ? »',
    ],
    turn: [
      'Enfin, tout s\'éclaira{+ : |}{misread}.{+ }« Mais non ! » s\'écria {name}. « {truth} »',
      '{name} comprit alors que tout n\'était qu\'un malentendu{+ : |}{misread}.{+ }« {truth} » expliqua {name}.',
      'Petit à petit, la vérité apparut{+ : |}{misread}.{+ }« Oh ! {truth} »',
    ],
    resolution: [
      '« Pardon », {n:murmura|murmurèrent} {mcShort}.{+ }« Pardon aussi », répondit {name}.',
      '{mcShort:cap} {n:éclata|éclatèrent} de rire{+, et |}{duo} se firent un énorme câlin.',
      'La dispute s\'envola comme un nuage poussé par le vent{+, et |Et }le soleil revint dans leurs cœurs.',
    ],
    extras: [
      '{name} se souvint d\'une phrase de sa famille{+ : |}« Avant de se fâcher, on écoute. »',
      '{name} repensa à la journée de la veille{+ : |}qu\'avait-{il} bien pu faire de travers ?',
      '{friend:cap} observait la scène, un peu {f:gêné|gênée}.',
      'Le silence dura longtemps, si longtemps que même les oiseaux se turent.',
    ],
    stack: ['obstacle', 'help', 'resolution'],
    journey: 'before',
    companionAway: true,
  },
  {
    id: 'secret-place',
    cues: /secret|cache|passage|porte|decouvr|explor|mysterieu|cabane|jardin|nouveau monde|merveill/,
    feelings: ['surprise', 'emerveillement', 'curiosite', 'joie'],
    props: [
      { garden: 'un jardin merveilleux, où les fleurs avaient exactement la couleur préférée de {name}' },
      { garden: 'une salle ronde, pleine de livres qui racontaient leurs histoires tout seuls' },
      { garden: 'une clairière secrète, où les lucioles dansaient en plein jour' },
    ],
    titles: [
      '{name}, {mcShort} et la porte secrète',
      'Le passage secret {place:de}',
      'Le secret {mcShort:de}',
      'Derrière la petite porte {loc}',
      'Le jardin secret de {name} et {mcShort}',
      'La petite porte {colourFs} {loc}',
    ],
    call: [
      'Ce jour-là, {name} remarqua quelque chose d\'étrange {hiding} : une toute petite porte {colourFs}.',
      '{mcShort:cap} {n:chuchota|chuchotèrent} : « Tu veux voir un endroit secret ? »{+ }{name} hocha la tête, les yeux brillants.',
      'Derrière un rideau de lierre, {name} découvrit une porte {?minuscule|toute ronde|très ancienne}, fermée par une drôle de serrure.',
    ],
    obstacle: [
      'Mais la porte était fermée à clé{+, et |}il n\'y avait pas de clé !',
      'Sur la porte, une inscription disait : « Seuls ceux qui ont le cœur léger peuvent entrer. »',
      'La porte refusait de s\'ouvrir : ni en poussant, ni en tirant, ni en la suppliant.',
    ],
    help: [
      '{friend:cap} s\'approcha{+ : |}« Pour ouvrir cette porte, il faut dire un mot magique. »',
      '{mcShort:cap} {n:remarqua|remarquèrent} une inscription à moitié effacée{+ : |}c\'était une devinette !',
      '« Et si on frappait, tout simplement ? » proposa {name}.',
    ],
    turn: [
      '{name} réfléchit{+, puis |Puis }{il} dit tout doucement : « S\'il te plaît. »{+ }Et la porte s\'ouvrit toute seule !',
      '{name} frappa trois petits coups{+, et |Et }la porte s\'ouvrit en grinçant.',
      '{name} éclata de rire{+, et |Et }la porte, qui adorait les rires, s\'ouvrit aussitôt !',
    ],
    resolution: [
      'Derrière la porte se cachait {garden}.{+ }{name} n\'en croyait pas ses yeux.',
      'C\'était un endroit secret, rien qu\'à {eux} : {garden}.',
      '{duo:cap} découvrirent {garden}{+, et |Et }{ils} promirent de garder le secret.',
    ],
    extras: [
      'Sur le seuil, {name} hésita une seconde{+, puis |Puis }{il} prit la main {mcShort:de}.',
      'Un courant d\'air tiède passa sous la porte, comme une invitation.',
      'La serrure avait une drôle de forme{+ : |}on aurait dit une étoile.',
      '{name} colla son oreille contre la porte{+ : |}de l\'autre côté, on entendait des rires.',
      '{mcShort:cap} {n:jura|jurèrent} de ne rien dire à personne{+, et |}{name} fit la même promesse.',
    ],
    stack: ['obstacle'],
    journey: 'before',
  },
  {
    id: 'storm',
    cues: /tempete|orage|pluie|neige|\bvent\b|ouragan|tonnerre|eclair|inondation|meteo|tornade|grele|nuage/,
    feelings: ['peur', 'courage', 'calme', 'soulagement'],
    props: [{}],
    titles: [
      '{name}, {mcShort} et {stormDef}',
      'Après {stormDef}, l\'arc-en-ciel de {name}',
      '{name} et l\'arc-en-ciel {loc}',
      'Quand le vent souffla {loc}',
      'Le ciel gronde {loc}',
      '{name} et {mcShort} face {stormDef:a}',
    ],
    call: [
      'Soudain, tout devint gris{+, et |Et }{storm} arriva sans prévenir.',
      'Au loin, on entendit un grondement{+ : |}{storm} approchait !',
      'Le vent se mit à souffler de plus en plus fort{+ : |}c\'était {storm} !',
    ],
    obstacle: [
      'Tout tourbillonnait, tout tremblait{+, et |}{name} avait du mal à avancer.',
      'Il fallait vite trouver un abri{+, mais |Mais }où ?',
      'Un grand coup de tonnerre fit sursauter {name}{+, et même |Même }{mcShort} {n:sursauta|sursautèrent}.',
    ],
    help: [
      '« Par ici ! » {n:cria|crièrent} {mcShort}.{+ }{duo:cap} coururent se mettre à l\'abri {shelter}.',
      '{friend:cap} leur fit signe{+ : |}« Venez vous abriter chez moi ! »',
      '{name} remarqua {friend} qui grelottait dans le vent.{+ }« Viens avec nous ! »',
    ],
    turn: [
      'Bien à l\'abri, {name} eut une idée pour passer le temps : raconter des histoires jusqu\'à ce que le ciel se calme.',
      'Serrés les uns contre les autres, tous attendirent, en chantant pour couvrir le bruit du vent.',
      '{name} compta entre les éclairs et le tonnerre : un, deux, trois, quatre… l\'orage s\'éloignait !',
    ],
    resolution: [
      'Enfin, le vent se calma{+, et |}un immense arc-en-ciel apparut.',
      'Quand tout fut fini, le monde brillait comme s\'il avait été lavé tout neuf.',
      'Le calme revint{+, et |Et }{name} sortit de l\'abri en sautant dans les flaques : splash !',
    ],
    extras: [
      'Le vent jouait de la musique sur les toits : hou, hou, houuu !',
      '{name} risqua un œil dehors{+ : |}c\'était impressionnant, et un peu beau aussi.',
      'Dehors, la tempête jouait du tambour{+ : |}boum, boum, boum !',
      '{friend:cap} tremblait un peu{+, alors |Alors }{name} {f:le|la} couvrit de son écharpe.',
      '{name} raconta une histoire drôle pour rassurer tout le monde{+, et |}même le tonnerre sembla rire.',
    ],
    stack: ['obstacle', 'turn', 'resolution'],
    journey: 'before',
    extrasAt: 'help',
  },
  {
    id: 'talent',
    cues: /talent|spectacle|chant|danse|musique|\bart\b|scene|dessin|theatre|artiste|\bshow\b|numero/,
    feelings: ['trac', 'timidite', 'fierte', 'joie', 'confiance'],
    props: [{}],
    titles: [
      '{name}, {mcShort} et le grand spectacle',
      'La fête des talents {loc}',
      'Le talent caché de {name}',
      '{name} monte sur scène',
      'Un talent pour {name} et {mcShort}',
      'Le grand spectacle de {name} {loc}',
    ],
    call: [
      'Ce soir-là, il y avait une grande fête {locShort}{+, et |}chacun devait présenter un numéro.',
      'Une affiche annonçait : « Grand spectacle des talents, ce soir ! »',
      '{mcShort:cap} {n:arriva|arrivèrent} tout excité{c:|e|s|es}.{+ }« Il y a un spectacle ce soir ! Tu participes ? »',
    ],
    obstacle: [
      '{name} baissa la tête{+ : |}« Moi, je n\'ai aucun talent… »',
      'Tout le monde avait un talent{+ : |}{friend} jonglait, d\'autres chantaient ou dansaient.{+ }Et {name} ? {g:Il|Elle} ne savait pas quoi faire.',
      'En voyant la foule, {name} sentit ses joues devenir toutes rouges.',
    ],
    help: [
      '{mcShort:cap} {n:sourit|sourirent}{+ : |}« Tout le monde a un talent. Le tien, c\'est ce que tu aimes faire ! »',
      '« Qu\'est-ce qui te rend vraiment {g:heureux|heureuse} ? » {n:demanda|demandèrent} {mcShort}.',
      '{friend:cap} glissa à {name} : « Fais simplement ce que tu aimes. »',
    ],
    turn: [
      'Alors {name} pensa {talent:a}{+, et |Et }son visage s\'illumina.',
      '{name} monta sur scène, le cœur battant{+, et |Et }{il} fit ce qu\'{il} aimait le plus au monde.',
      '{name} se lança{+ : |}{il} montra à tout le monde son amour pour {talent}.',
    ],
    resolution: [
      'Quand {name} eut fini, il y eut un grand silence{+, puis |Puis }un tonnerre d\'applaudissements !',
      'Tout le monde applaudit très fort.{+ }{name} avait trouvé son talent : être {g:lui-même|elle-même}, de tout son cœur.',
      'Ce soir-là, {name} comprit que son talent était là depuis toujours, tout au fond de son cœur.',
    ],
    extras: [
      'Dans les coulisses, {name} fit trois grandes respirations : inspirer, souffler, sourire.',
      '{mcShort:cap} {n:aida|aidèrent} {name} à se préparer : {outfit}, un grand sourire, et le tour était joué.',
      'Sur la scène, les numéros s\'enchaînaient : un jongleur, une chanteuse, un magicien.',
      '{name} répéta dans un coin, loin des regards.',
      'Le rideau s\'ouvrit{+, et |}les projecteurs s\'allumèrent.',
    ],
    stack: ['obstacle', 'help', 'turn', 'resolution'],
    journey: 'before',
  },
  {
    id: 'gift',
    cues: /cadeau|anniversaire|surprise|offrir|fabriqu|bricol|present/,
    feelings: ['joie', 'amour', 'surprise', 'gratitude', 'tendresse'],
    props: [
      { gift: 'une couronne de fleurs {colourFp}' },
      { gift: 'un bracelet de perles {colourMp}' },
      { gift: 'une carte peinte en {colour}' },
      { gift: 'un mobile d\'étoiles {colourFp}' },
    ],
    titles: [
      'Un cadeau pour {mcShort}',
      '{name} et le cadeau {mcShort:de}',
      'Le plus beau des cadeaux {loc}',
      'Une surprise pour {mcShort}',
      'Le cadeau secret de {name} {loc}',
      'Un cadeau tout en {colour} pour {mcShort}',
    ],
    call: [
      'Demain, ce serait l\'anniversaire {mcShort:de} !{+ }Et {name} n\'avait pas encore de cadeau.',
      '{name} avait un secret{+ : |}{il} voulait fabriquer un cadeau pour {mcShort}, un cadeau unique au monde.',
      'C\'était bientôt la fête {mcShort:de}{+, et |}{name} voulait lui offrir quelque chose de spécial.',
    ],
    obstacle: [
      'Mais quoi offrir ?{+ }{name} réfléchit, réfléchit… rien ne lui venait.',
      '{name} essaya de fabriquer {?un collier|une couronne|un petit bateau}{+, mais |Mais }tout tomba en morceaux.',
      'Il manquait l\'essentiel : de quoi fabriquer le cadeau !',
    ],
    help: [
      '{name} demanda conseil {friend:a}, qui connaissait tous les trésors des environs.',
      '{friend:cap} lui souffla une idée{+ : |}« Les plus beaux cadeaux, on les fabrique avec ce qu\'on trouve… et avec son cœur. »',
      'En chemin, {name} ramassa des trésors : {?une plume, un ruban, trois perles et un bouton|des brindilles, une pomme de pin et un bout de ficelle}.',
    ],
    turn: [
      '{name} se mit au travail : coller, nouer, assembler… et surtout, y mettre tout son cœur.',
      'Petit à petit, le cadeau prit forme : {gift}.',
      '{name} dessina, découpa, colla{+, et |Et }enfin, le cadeau fut prêt : {gift}.',
    ],
    resolution: [
      'Le lendemain, {name} offrit son cadeau {mcShort:a}.{+ }{?Quel sourire !|Des étoiles brillèrent dans ses yeux.}',
      '« C\'est le plus beau cadeau du monde ! » {n:s\'écria|s\'écrièrent} {mcShort}.',
      '{mcShort:cap} {n:serra|serrèrent} le cadeau contre {n:son|leur} cœur.{+ }Un cadeau fait main, c\'est un morceau de cœur.',
    ],
    extras: [
      '{name} fit plusieurs essais{+ : |}le premier était trop petit, le deuxième trop grand.',
      '{mcShort:cap} ne {n:devait|devaient} surtout rien voir{+, alors |Alors }{name} travaillait en cachette.',
    ],
    extrasLate: [
      '{name} cacha le cadeau {hiding}{+ : |}chut, c\'était une surprise !',
      'Pour emballer le cadeau, {name} trouva un joli ruban {colourMs}, de sa couleur préférée.',
      '{name} ajouta une petite touche {colourFs}{+ : |}c\'était parfait.',
    ],
    stack: ['obstacle', 'help', 'resolution'],
    journey: 'after',
  },
  {
    id: 'party',
    cues: /fete|\bbal\b|carnaval|celebr|festin|gouter|pique-nique|kermesse|noel|mariage|soiree|invit/,
    feelings: ['joie', 'excitation', 'surprise'],
    props: [
      { feast: 'la grande fête de l\'été', _o: 'f' },
      { feast: 'le bal des lucioles', _o: 'm' },
      { feast: 'le festin de la pleine lune', _o: 'm' },
      { feast: 'la fête des lanternes', _o: 'f' },
    ],
    titles: [
      '{name} et {feast}',
      '{feast:cap} {loc}',
      '{name}, {mcShort} et la fête de l\'année',
      'Une fête inoubliable pour {name}',
      'La fête de {name} et {mcShort}',
      'Tous invités {loc} !',
    ],
    call: [
      'Ce soir-là, c\'était {feast}{+, et |}tout le monde était invité !',
      '{name} et {mcShort} étaient chargé{es} de préparer {feast}.',
      'Tout le monde s\'affairait{+ : |}{feast} approchait !',
    ],
    obstacle: [
      'Mais un coup de vent emporta toutes les guirlandes !{+ }Et le gâteau glissa de la table… patatras !',
      'Il restait tant à faire : les lanternes, la musique, le goûter… et si peu de temps !',
      'Oh non ! Les invités arrivaient{+, et |}rien n\'était prêt.',
    ],
    help: [
      '{friend:cap} accourut avec tous ses amis{+ : |}« On va vous aider ! »',
      '{name} eut l\'idée de répartir les tâches{+ : |}chacun ferait ce qu\'il savait faire de mieux.',
      '{mcShort:cap} {n:retroussa ses|retroussèrent leurs} manches{+ : |}« Au travail ! »',
    ],
    turn: [
      'Ensemble, ils accrochèrent les guirlandes, préparèrent le goûter et installèrent la musique.',
      'En un rien de temps, tout fut prêt{+ : |}des lanternes {colourFp} brillaient partout.',
      'Le gâteau était un peu de travers{+, mais |Mais }il était délicieux, et c\'était bien là l\'essentiel.',
    ],
    resolution: [
      'La fête fut la plus belle de toutes{+ : |}on dansa, on chanta, on rit jusqu\'à la nuit.',
      'Sous les étoiles, tout le monde dansa{+, et |}{name} dansa plus que tout le monde !',
      'À la fin de la soirée, chacun remercia {name}{+ : |}« Sans toi, rien n\'aurait été possible ! »',
    ],
    extras: [
      '{name} goûta la crème du gâteau du bout du doigt : miam, parfaite !',
      '{mcShort:cap} {n:essaya|essayèrent} d\'accrocher une guirlande {?tout en haut|sur la plus haute branche}{+, et |}{name} éclata de rire en voyant le résultat.',
      '{name} prépara des cartons d\'invitation{+ : |}un pour chacun, décoré à la main.',
      'Bientôt, une bonne odeur de gâteau flotta dans l\'air.',
      '{mcShort:cap} {n:testa|testèrent} la musique{+, et |}tout le monde se mit à taper du pied.',
    ],
    stack: ['obstacle', 'help', 'turn', 'resolution'],
    journey: 'before',
    extrasAt: 'call',
  },
  {
    id: 'light',
    cues: /lumiere|etoile|\blune\b|soleil|lanterne|briller|eteint|phare|lueur|couleur|aurore/,
    feelings: ['espoir', 'emerveillement', 'calme', 'inquietude'],
    props: [
      { light: 'la grande étoile du soir', _o: 'f' },
      { light: 'la lanterne magique', _o: 'f' },
      { light: 'le vieux phare', _o: 'm' },
      { light: 'la lune', _o: 'f' },
    ],
    titles: [
      '{name} et {light}',
      '{name}, {mcShort} et la lumière perdue',
      'La lumière retrouvée {loc}',
      'Quand {light} s\'éteignit',
      'Quand {light} s\'éteignit {loc}',
      '{name}, {mcShort} et la petite lueur',
    ],
    call: [
      'Ce soir-là, {light} ne brillait plus !{+ }Tout était sombre et triste.',
      '« {light:cap} s\'est éteint{o:|e} ! » {n:s\'écria|s\'écrièrent} {mcShort}.',
      'Depuis quelques jours, {light} brillait de moins en moins{+, et |}tout le monde s\'inquiétait.',
    ],
    obstacle: [
      'Pour {o:le|la} rallumer, il fallait aller très loin, et passer par {passage}.',
      'Personne ne savait comment {o:le|la} rallumer.',
      'Il faisait si noir qu\'on n\'y voyait plus rien.{+ }{name} avançait à tâtons.',
    ],
    help: [
      '{friend:cap} s\'approcha avec une petite lueur{+ : |}« Je sais ce qui peut {o:le|la} rallumer : un rire, un vrai. »',
      '{mcShort:cap} {n:se souvint|se souvinrent} d\'une vieille légende{+ : |}« Une lumière s\'éteint quand plus personne ne la regarde avec tendresse. »',
      'Une luciole vint se poser sur l\'épaule de {name}, comme pour {g:le|la} guider.',
    ],
    turn: [
      '{name} ferma les yeux et fit un vœu, de tout son cœur.',
      '{name} éclata de rire, d\'un rire si joyeux que tout se mit à scintiller.',
      '{name} se mit à chanter, doucement d\'abord, puis de plus en plus fort.',
    ],
    resolution: [
      'Tout à coup, {light} se ralluma, plus éclatant{o:|e} que jamais !',
      'Une douce lumière dorée inonda tout.{+ }{name} n\'avait jamais rien vu d\'aussi beau.',
      '{light:cap} brilla de nouveau{+, et |}tout le monde applaudit {name}.',
    ],
    extras: [
      'Dans le noir, {name} tenait la main {mcShort:de}{+ : |}c\'était rassurant.',
      'Une à une, de petites lueurs s\'allumèrent sur leur passage, comme pour les encourager.',
      '{name} leva les yeux{+ : |}sans lumière, tout semblait triste et gris.',
      '{mcShort:cap} {n:tenait|tenaient} une petite lanterne qui éclairait à peine le chemin.',
      'Petit à petit, les yeux de {name} s\'habituèrent à l\'obscurité.',
    ],
    stack: ['obstacle', 'help', 'turn'],
    journey: 'after',
  },
];
