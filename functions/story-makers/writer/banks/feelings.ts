/**
 * Emotions the parent chose, each woven into the beat where it belongs (fear in the obstacle, joy in
 * the resolution…). Known emotions have their own lines, which always contain the emotion's word
 * (`{emotion}`: "joie", "peur"…, as chosen); any other emotion is named through a generic line.
 */

export type Beat = 'call' | 'obstacle' | 'help' | 'turn' | 'resolution' | 'close';

export interface Feeling {
  /** Accent-free keys of the label ("joie", "colere") and its common synonyms. */
  keys: string[];
  beat: Beat;
  lines: string[];
}

export const FEELINGS: Feeling[] = [
  {
    keys: ['joie', 'gaiete', 'allegresse'],
    beat: 'resolution',
    lines: [
      'Une grande {emotion} remplit le cœur de {name}.',
      '{name} sentit {emotionNoun} pétiller en {g:lui|elle}, comme les bulles d\'une limonade.',
      'Quelle {emotion} ! {name} se mit à danser sur place.',
      '{emotionNoun:cap} de {name} était si grande qu\'elle aurait pu illuminer tout le ciel.',
    ],
  },
  {
    keys: ['tristesse', 'peine', 'melancolie'],
    beat: 'obstacle',
    lines: [
      'Un peu de {emotion} serra le cœur de {name}.',
      '{name} sentit {emotionNoun} lui piquer les yeux{+, et |}une petite larme roula sur sa joue.',
      '{emotionNoun:cap} s\'installa un moment, lourde comme un nuage de pluie.',
      '« C\'est normal de ressentir de la {emotion} », murmura {mcShort}.',
    ],
  },
  {
    // "La peur qui passe", one of our suggestions: a fear that comes and goes, told as such.
    keys: ['peur qui passe', 'peur passagere', 'petite peur'],
    beat: 'obstacle',
    // Two sentences each, the fear then its passing: a reader sees it come and go.
    lines: [
      'Une petite peur serra le ventre de {name}, et {il} se mit à trembler un peu… Alors {il} respira très fort{+ : |}trois fois, et la peur s\'envola comme elle était venue.',
      '{name} frissonna de la tête aux pieds : et si quelque chose se cachait là ? Ce n\'était rien du tout{+, et |}{name} se sentit mieux{+ : |}une peur qui passe, voilà tout.',
      'Le cœur battait à toute allure dans la poitrine de {name} ! Heureusement, {mcShort} {n:se serra|se serrèrent} contre {g:lui|elle}{+ : |}la peur fondit d\'un coup, comme un glaçon au soleil.',
      'Quelque chose bougea tout près, et {name} retint son souffle… Ce n\'était que {mcShort} qui {n:s\'étirait|s\'étiraient}{+ : |}{name} éclata de rire, et la peur passa aussi vite qu\'elle était venue.',
    ],
  },
  {
    keys: ['peur', 'crainte', 'frayeur', 'trouille'],
    beat: 'obstacle',
    lines: [
      '{name} sentit la {emotion} lui chatouiller le ventre.',
      '« J\'ai un peu {emotion} », avoua {name} tout bas.',
      'La {emotion} arriva sans prévenir{+, mais |Mais }{name} ne se laissa pas faire.',
      'Une petite {emotion} grimpa le long de son dos, froide comme une goutte de pluie.',
    ],
  },
  {
    keys: ['colere', 'rage'],
    beat: 'obstacle',
    lines: [
      '{name} sentit la {emotion} monter, rouge comme une tomate.',
      'La {emotion} gronda un moment dans son ventre{+, puis |Puis }{name} respira un grand coup.',
      'Un éclair de {emotion} passa dans les yeux de {name}{+, mais |Mais }il s\'éteignit vite.',
    ],
  },
  {
    keys: ['surprise', 'stupefaction'],
    beat: 'call',
    lines: [
      'Quelle {emotion} !{+ }{name} en resta bouche bée.',
      '{name} ouvrit de grands yeux{+ : |}quelle {emotion} !',
      'La {emotion} fut si grande que {name} en laissa tomber son goûter.',
    ],
  },
  {
    keys: ['courage'],
    beat: 'turn',
    lines: [
      '{name} rassembla tout son {emotion}.',
      'Avec un {emotion} tout neuf, {name} fit un pas en avant.',
      'Le {emotion}, ce n\'est pas de n\'avoir jamais peur{+ : |}c\'est {?d\'avancer quand même|d\'oser malgré tout|de tenir bon}.',
    ],
  },
  {
    keys: ['amour'],
    beat: 'close',
    lines: [
      '{name} sentit tout le {emotion} qui l\'entourait, doux comme une couverture.',
      'Son cœur débordait de {emotion}, pour {mcShort} et pour tous ceux qu\'{il} aimait.',
      'Il y avait tant de {emotion} dans l\'air qu\'on aurait dit que les étoiles souriaient.',
    ],
  },
  {
    keys: ['fierte'],
    beat: 'resolution',
    lines: [
      '{name} sentit la {emotion} lui gonfler le cœur.',
      '« Je suis {g:fier|fière} de moi », pensa {name}{+, et |}{il} avait bien raison : quelle {emotion} !',
      'Une douce {emotion} fit briller les yeux de {name}.',
    ],
  },
  {
    keys: ['curiosite'],
    beat: 'call',
    lines: [
      'La {emotion} de {name} était piquée.',
      'Poussé{e} par la {emotion}, {name} s\'approcha.',
      'La {emotion} chatouillait {name}{+ : |}{il} voulait tout savoir !',
    ],
  },
  {
    keys: ['calme', 'apaisement'],
    beat: 'close',
    lines: [
      '{?Un grand {emotion} s\'installa|Un grand {emotion} se posa sur eux|Tout devint {emotion}}{?, doux comme le soir qui tombe|, doux comme une couverture|, et plus personne ne parla|, long et tranquille}.',
      '{name} respira lentement{+, et |}{emotionNoun} revint dans son cœur.',
      'Tout était {emotion} et tranquille.',
    ],
  },
  {
    keys: ['serenite', 'paix', 'tranquillite'],
    beat: 'close',
    lines: [
      'Une grande {emotion} s\'installa, douce comme le soir qui tombe.',
      '{name} respira lentement{+, et |}la {emotion} revint dans son cœur.',
      'Tout était empreint de {emotion}.',
    ],
  },
  {
    keys: ['emerveillement', 'eblouissement'],
    beat: 'resolution',
    lines: [
      '{name} était {g:plein|pleine} de {emotion}.',
      'Quel {emotion} !{+ }{name} n\'avait jamais rien vu d\'aussi beau.',
      'Les yeux de {name} brillaient de {emotion}.',
    ],
  },
  {
    keys: ['excitation', 'impatience'],
    beat: 'call',
    lines: [
      '{name} trépignait de {emotion}.',
      '{emotionNoun:cap} faisait briller les yeux de {name}.',
      'Quelle {emotion} ! {name} sautillait sur place.',
    ],
  },
  {
    keys: ['gratitude', 'reconnaissance'],
    beat: 'resolution',
    lines: [
      '{name} ressentit une immense {emotion}.',
      'Le cœur rempli de {emotion}, {name} dit merci, un merci tout doux.',
      'La {emotion}, c\'est un sentiment qui réchauffe{+ : |}{name} le sentit jusqu\'au bout des doigts.',
    ],
  },
  {
    keys: ['tendresse', 'douceur'],
    beat: 'close',
    lines: [
      '{name} serra {mcShort} contre {g:lui|elle}, tout doucement, le temps d\'un long câlin.',
      '{mcShort:cap} {n:vint|vinrent} se blottir contre {name}{+, et |}{il} {c:le|la|les|les} caressa tout doucement.',
      '{name} déposa un petit bisou sur la joue {mcShort:de}{+ : |}{c:il|elle|ils|elles} en {n:rougit|rougirent} de bonheur.',
    ],
  },
  {
    keys: ['espoir', 'esperance', 'optimisme'],
    beat: 'help',
    lines: [
      'Une petite lueur de {emotion} s\'alluma dans le cœur de {name}.',
      'Le {emotion} revint, tout doucement, comme le soleil après la pluie.',
      '{name} n\'avait jamais perdu {emotionNoun}{+, et |}{il} avait eu raison.',
    ],
  },
  {
    keys: ['soulagement'],
    beat: 'resolution',
    lines: [
      'Quel {emotion} !',
      '{name} poussa un grand soupir de {emotion}.',
      'Le {emotion} fut si grand que {name} en rit aux éclats.',
    ],
  },
  {
    keys: ['inquietude', 'angoisse', 'anxiete'],
    beat: 'obstacle',
    lines: [
      'Une petite {emotion} trottait dans la tête de {name}.',
      '{name} sentit le {emotion} lui nouer le ventre.',
      'Le {emotion} rendait chaque pas un peu plus lourd.',
    ],
  },
  {
    keys: ['confiance', 'assurance'],
    beat: 'turn',
    lines: [
      '{name} sentit la {emotion} revenir.',
      'Avec {emotionNoun}, tout devenait plus facile.',
      'Pas à pas, la {emotion} de {name} grandissait.',
    ],
  },
  {
    keys: ['timidite', 'gene'],
    beat: 'obstacle',
    lines: [
      'Un peu de {emotion} fit rougir {name}.',
      'La {emotion} {g:le|la} retenait{+, comme |Elle {g:le|la} retenait comme }une main posée sur son épaule.',
      '{name} sentit la {emotion} {g:le|la} rendre tout{e} petit{e}.',
    ],
  },
  {
    keys: ['trac'],
    beat: 'obstacle',
    lines: [
      '{name} avait le {emotion}{+ : |}des papillons volaient dans son ventre.',
      'Le {emotion} fit trembler les genoux de {name}.',
    ],
  },
  {
    keys: ['amusement', 'humour'],
    beat: 'help',
    lines: [
      '{name} éclata de rire{+ : |}quel {emotion} !',
      'Le {emotion} gagna tout le monde{+, et |}on rit aux larmes.',
    ],
  },
  {
    keys: ['jalousie', 'envie'],
    beat: 'obstacle',
    lines: [
      'Un petit pincement de {emotion} piqua le cœur de {name}.',
      '{name} sentit la {emotion} pointer le bout de son nez, puis s\'envoler.',
    ],
  },
  {
    keys: ['nostalgie'],
    beat: 'close',
    lines: [
      'Une douce {emotion} effleura {name}, celle des beaux souvenirs.',
      '{name} repensa à tout cela avec un brin de {emotion}.',
    ],
  },
  {
    keys: ['empathie', 'compassion'],
    beat: 'help',
    lines: [
      'Plein{e} de {emotion}, {name} comprit ce que l\'autre ressentait.',
      'Avec {emotionNoun}, {name} se mit à la place de ceux qui avaient besoin d\'aide.',
    ],
  },
];

/** Any other emotion: the noun form when there is one (`emotionNoun`), else the words quoted. */
/** A parent's own emotion, woven as a noun phrase (`emotionNoun`: "la nostalgie"), shown in a scene. */
export const GENERIC_FEELING_LINES = [
  'À ce moment-là, {emotionNoun} remplit le cœur de {name}.',
  '{emotionNoun:cap} gagna {name} tout doucement, du bout des orteils jusqu\'au bout du nez.',
  '{name} posa la main sur son cœur{+ : |}{emotionNoun} était là, toute chaude, comme un petit soleil.',
];
