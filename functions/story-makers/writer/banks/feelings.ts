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
      '{?Une grande|Une immense|Une folle|Une drôle de} {emotion} {?remplit le cœur de {name}|fit pétiller {name} de la tête aux pieds|éclata dans le cœur de {name}|donna des ailes à {name}}.',
      '{name} sentit {emotionNoun} pétiller en {g:lui|elle}, {?comme une limonade|comme un feu d\'artifice|comme mille petites étincelles|comme du pop-corn dans une casserole}.',
      // Never « Quelle joie ! » alone: a feeling is shown by what the child does (the editor's second read).
      '{name} se mit à {?danser sur place|rire aux éclats|sauter comme un cabri|tourner sur {g:lui-même|elle-même}|chanter à tue-tête}{+ : |}{?c\'était la {emotion}, la vraie|la {emotion} débordait de partout}.',
      '{emotionNoun:cap} de {name} était si grande qu\'elle aurait pu {?allumer toutes les lampes de la ville|faire fondre un bonhomme de neige|faire sourire un dragon grognon|faire danser les chaises}.',
      '{name} rit {?de bon cœur|aux éclats|si fort que {mcShort} {n:rit|rirent} aussi}{+ : |}quelle {emotion} !',
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
      '{?Une petite peur serra le ventre de {name}|Une peur toute froide attrapa {name} sans prévenir}{?, et {il} se mit à trembler un peu|, et ses genoux tremblèrent un peu}… Mais rien ne bougea{+ : |}la peur {?s\'envola comme elle était venue|disparut d\'un coup|s\'en alla sans bruit}.',
      '{name} {?frissonna de la tête aux pieds|sentit un frisson lui courir dans le dos|frissonna de tout son corps} : et si {?quelque chose se cachait là|quelqu\'un les suivait} ? {?Ce n\'était rien du tout|Ce n\'était qu\'une ombre|Il n\'y avait personne}{+, et |}{name} se sentit mieux{+ : |}{?une peur qui passe, voilà tout|la peur était déjà loin|{il} rit même un peu de sa peur|{il} avait eu peur pour rien}.',
      '{?Le cœur battait à toute allure dans la poitrine de {name}|{name} tremblait de tous ses membres|Un frisson glacé fit trembler {name}} ! Heureusement, {mcShort} {n:se serra|se serrèrent} contre {g:lui|elle}{+ : |}{?la peur fondit d\'un coup|la peur s\'en alla sans bruit|la peur disparut d\'un coup|toute la peur s\'envola}{?, comme un flocon sur la main|, comme une bougie qu\'on souffle|}.',
      '{?Quelque chose bougea tout près|Une branche craqua derrière eux|Un bruit étrange résonna|Une ombre passa tout près}, et {name} retint son souffle… Ce n\'était que {mcShort} qui {n:s\'étirait|s\'étiraient}{?| en bâillant}{+ : |}{name} éclata de rire, et la peur {?passa aussi vite qu\'elle était venue|s\'envola d\'un coup|laissa la place à un fou rire}.',
    ],
  },
  {
    keys: ['peur', 'crainte', 'frayeur', 'trouille'],
    beat: 'obstacle',
    lines: [
      '{name} sentit la {emotion} lui {?chatouiller le ventre|serrer la gorge|glacer le bout des doigts|nouer l\'estomac}.',
      '« J\'ai un peu {emotion} », avoua {name} {?tout bas|d\'une petite voix|en serrant les poings}.',
      'La {emotion} arriva sans prévenir{+, mais |Mais }{name} {?ne se laissa pas faire|lui tint tête|serra les dents|garda les yeux ouverts}.',
      'Une petite {emotion} grimpa le long de son dos, {?froide comme une goutte de pluie|légère comme une araignée|piquante comme une ortie}.',
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
      // What just happened is the surprise, said as « ça » right after it: never « Quelle surprise ! » about nothing (the
      // editor's second read), nor « La surprise fut si grande que… » out of proportion with a small event (issue 26).
      "Ça, {name} ne l'avait pas vu venir{+ : |}{?{il} en resta bouche bée de {emotion}|la {emotion} {g:le|la} laissa sans voix un instant}.",
      '{name} regarda {mcShort}, {?les yeux ronds de {emotion}|{g:muet|muette} de {emotion}|{g:tout|toute} à sa {emotion}}{+ : |}{?qui aurait cru ça ?|ni {g:lui|elle} ni personne ne s\'y attendait.}',
      '{?« Ça alors ! »|« Oh ! »|« Ça, par exemple ! »} {?fit|souffla|dit} {name}.{+ }{?La {emotion} lui coupa le souffle|La {emotion} {g:le|la} cloua sur place|{g:Il|Elle} resta {?figé{e}|immobile} de {emotion}}{?, puis| un instant, puis| une seconde, puis} {il} {?voulut comprendre|chercha à comprendre|s\'approcha pour voir}.',
    ],
  },
  {
    keys: ['courage'],
    beat: 'turn',
    lines: [
      '{name} {?rassembla tout son {emotion}|prit son {emotion} à deux mains|trouva tout au fond {g:de lui|d\'elle} un grand {emotion}|sentit le {emotion} gonfler sa poitrine}.',
      'Avec un {emotion} {?tout neuf|gros comme une montagne|qu\'{il} ne se connaissait pas|plein le cœur}, {name} {?fit un pas en avant|s\'avança|leva le menton}.',
      '{?Le {emotion}|Avoir du {emotion}|Le vrai {emotion}}, {?ce n\'est pas ne jamais avoir peur|ce n\'est pas être le plus fort|ce n\'est pas ne rien craindre|ce n\'est pas ignorer sa peur} : c\'est {?avancer quand même|oser malgré tout|tenir bon}.',
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
      '{name} sentit la {emotion} lui {?gonfler le cœur|monter jusqu\'aux joues|redresser les épaules|chatouiller le bout du nez}.',
      '{name} ne dit rien{+, mais |}{il} {?marcha {?un peu|nettement} plus droit que d\'habitude|se retourna {?deux fois|souvent} pour admirer son travail|eut du mal à cacher son sourire}{+ : |}{?la {emotion}, ça ne se cache pas {?si facilement|comme ça|sous un bonnet}|{il} méritait bien un peu de {emotion}|{il} avait bien gagné cette {emotion}}.',
      '{?Une douce|Une grande|Une belle|Une immense|Une vraie} {emotion} {?fit briller les yeux de {name}|fit bomber le torse de {name}|mit le rose aux joues de {name}|réchauffa le cœur de {name}|donna des ailes à {name}}.',
    ],
  },
  {
    keys: ['curiosite'],
    beat: 'call',
    lines: [
      'La {emotion} de {name} était {?piquée|en éveil|plus forte que tout}.',
      'Poussé{e} par la {emotion}, {name} {?s\'approcha|fit un pas de plus|tendit le cou|se pencha pour mieux voir}.',
      'La {emotion} chatouillait {name}{+ : |}{?{il} voulait tout savoir|il fallait absolument voir ça|{il} avait déjà dix questions en tête|{il} ne tenait plus en place} !',
    ],
  },
  {
    keys: ['calme', 'apaisement'],
    beat: 'close',
    lines: [
      '{?Un grand {emotion} s\'installa|Un grand {emotion} se posa sur eux|Tout devint {emotion}}{?, doux comme le soir qui tombe|, doux comme une couverture|, et plus personne ne parla|, long et tranquille}.',
      '{name} respira {?lentement|profondément|tout doucement}{+, et |}{emotionNoun} {?revint dans son cœur|se posa sur {g:lui|elle} comme une plume|l\'enveloppa {g:tout entier|tout entière}}.',
      'Tout était {emotion} et tranquille{?| autour {g:de lui|d\'elle}|, on n\'entendait que {sound}}.',
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
      '{name} était {g:plein|pleine} de {emotion}{?|, bouche bée devant tant de beauté| devant tout ce qu\'{il} voyait {locShort}}.',
      '{name} n\'avait {?jamais rien vu|rien vu de sa vie} {?d\'aussi beau|de pareil|d\'aussi magique}{+ : |}{emotionNoun} {?lui coupait le souffle|lui faisait briller les yeux|{g:le|la} laissait sans voix}.',
      'Les yeux de {name} {?brillaient|scintillaient|pétillaient} {?d\'{emotion}|d\'un {emotion} tout neuf|d\'un {emotion} sans fin}.',
    ],
  },
  {
    keys: ['excitation', 'impatience'],
    beat: 'call',
    lines: [
      '{name} trépignait de {emotion}.',
      '{emotionNoun:cap} faisait briller les yeux de {name}.',
      '{name} sautillait sur place, {g:fou|folle} d\'{emotion}.',
    ],
  },
  {
    keys: ['gratitude', 'reconnaissance'],
    beat: 'resolution',
    lines: [
      '{name} ressentit une {?immense|très grande|douce} {emotion}{?| pour {mcShort}| pour tous ceux qui l\'avaient aidé{e}}.',
      'Le cœur {?rempli|débordant|gonflé|tout chaud|plein à craquer|tout gonflé} de {emotion}, {name} dit merci, {?un merci tout doux|un merci grand comme ça|un merci du fond du cœur|un merci qui venait de loin|un merci tout simple|un merci à voix basse|un merci en chantant|un merci avec un câlin}.',
      '{name} {?se tourna vers|alla trouver} {mcShort} et {n:lui|leur} dit merci {?pour le chemin|pour tout à l\'heure|pour chaque pas}{+ : |}{?la {emotion} lui serrait un peu la gorge|{il} avait de la {emotion} plein les yeux|sa voix tremblait un peu de {emotion}}.',
    ],
  },
  {
    keys: ['tendresse', 'douceur'],
    beat: 'close',
    lines: [
      '{name} serra {mcShort} contre {g:lui|elle}, tout doucement, {?le temps d\'un long câlin|sans rien dire|les yeux fermés|comme un trésor}.',
      '{mcShort:cap} {n:vint|vinrent} se blottir contre {name}{+, et |}{il} {c:le|la|les|les} {?caressa tout doucement|berça un petit moment|serra un peu plus fort}.',
      '{name} {?déposa un petit bisou|posa un bisou tout léger|fit un gros bisou|posa un bisou du bout des lèvres} sur {?la joue|le front|le bout du nez} {mcShort:de}{+ : |}{c:il|elle|ils|elles} en {n:rougit|rougirent} {?de bonheur|jusqu\'aux oreilles|de plaisir}.',
      '{duo:cap} {?se firent un gros câlin|se blottirent tout près|se serrèrent très fort}{?, les yeux fermés|, sans un mot|, le cœur tout chaud}.',
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
      '{name} sentit {emotionNoun} lui réchauffer le cœur{+ : |}{?tout allait bien|c\'était fini, pour de bon}.',
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
