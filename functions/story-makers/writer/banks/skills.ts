/**
 * How the child's traits turn a story (issue 16: the turn comes from the child's traits): an action per
 * trait of the profile list, told at the turning point before the plot's own turn (compose.ts).
 */

/** Keyed by the stored (masculine) trait. `action` follows the name: "{name} {action}". */
export const TRAIT_ACTIONS: Record<string, string[]> = {
  Créatif: ['inventa une solution à laquelle personne n\'avait pensé', 'imagina une drôle d\'idée… qui marcha', 'bricola une astuce avec trois fois rien', 'dessina un plan que personne n\'aurait imaginé'],
  Curieux: ['alla voir {?de plus près|de tout près} ce qui clochait', 'posa la bonne question au bon moment', 'fouilla chaque recoin jusqu\'à trouver un indice', 'remarqua un détail en regardant de tout près'],
  Énergique: ['bondit sans attendre', 'retroussa ses manches et fonça', 'courut d\'un bout à l\'autre sans souffler', 'se mit en mouvement avant tout le monde'],
  Calme: ['prit le temps de réfléchir', 'garda son calme quand tout s\'agitait', 'respira tranquillement, puis {?regarda tout à nouveau|reprit tout depuis le début}, sans se presser', 'resta posé{e} pendant que tout le monde s\'affolait'],
  Sociable: ['demanda de l\'aide à tous ceux qui passaient', 'rassembla tout le monde autour d\'{g:lui|elle}', 'discuta avec chacun et trouva la bonne idée', 'se fit des alliés en un clin d\'œil'],
  Réfléchi: ['pesa chaque idée avant d\'agir', 'réfléchit avant de se lancer', 'compara les solutions une à une', 'prit un moment pour tout remettre dans l\'ordre'],
  Aventurier: ['ouvrit la marche sans trembler', 'se lança {g:le premier|la première}', 'prit le chemin que personne n\'osait prendre', 'partit en éclaireur sans attendre'],
  Rêveur: ['imagina comment tout pourrait s\'arranger', 'trouva l\'idée dans un rêve éveillé', 'ferma les yeux et vit la solution', 'laissa son imagination trouver un chemin'],
  Optimiste: ['{?lança|dit} « {?On essaie encore|Encore une fois} ! », et {?tout le monde|chacun} s\'y remit', 'garda le sourire et proposa d\'essayer autrement', 'garda le sourire et entraîna tout le monde', 'répéta que ça allait marcher{?, et ça marcha|, et ce fut vrai|, jusqu\'à ce que ça marche}'],
  Déterminé: ['refusa d\'abandonner', 'alla jusqu\'au bout', 'serra les dents et tint bon', 'ne recula devant rien'],
  Patient: ['attendit le bon moment', 'recommença sans jamais s\'énerver', 'laissa retomber l\'agitation avant d\'agir', 'guetta l\'instant parfait sans bouger'],
  Espiègle: ['{?eut un sourire malicieux|sourit d\'un air coquin}, car une idée lui {?trottait|dansait} dans la tête', 'fit un clin d\'œil {mcShort:a}, car {il} {?venait de voir|avait remarqué} ce que {?les autres|personne} ne {?voyaient|voyait} pas', 'pouffa tout bas, car {il} voulait s\'y prendre à l\'envers', 'prit l\'air {?le plus innocent du monde|de rien du tout}, une idée derrière la tête'],
  Courageux: ['fit le premier pas', 'avança malgré les genoux qui tremblaient', 'passa devant sans hésiter', 'osa ce que les autres n\'osaient pas'],
  Généreux: ['offrit son aide sans hésiter', 'partagea tout ce qu\'{il} avait', 'proposa de tout faire à deux', 'tendit la main {?à qui en avait besoin|sans rien attendre en retour|au premier qui en eut besoin}', 'offrit tout ce qu\'{il} pouvait donner'],
  Sensible: ['remarqua ce que les autres n\'avaient pas vu', 'sentit tout de suite ce qui n\'allait pas', 'devina ce qui se cachait derrière un soupir', 'écouta son cœur, qui savait quoi faire'],
  Indépendant: ['trouva {g:seul|seule} le bon chemin', 'se débrouilla comme {g:un grand|une grande}', 'décida de faire à sa façon', 'n\'attendit personne pour essayer'],
  Attentionné: ['{?demanda à chacun|voulut savoir de chacun} ce qui n\'allait pas{?, et l\'écouta jusqu\'au bout|, et écouta}', 'veilla sur chacun', 'pensa à tout, même aux plus petits', 'remarqua qui avait besoin d\'un coup de main'],
  Passionné: ['y mit tout son cœur', 'se donna à fond', 's\'y lança avec une énergie folle', 'y passa tout le temps qu\'il fallait'],
  Organisé: ['fit un plan en trois étapes', 'rangea les idées dans l\'ordre', 'répartit les tâches entre tous', 'fit une liste et suivit chaque point'],
  Imaginatif: ['imagina une idée folle… qui marcha', 'inventa un plan plein de fantaisie', 'imagina la chose autrement, comme dans {?un conte|ses histoires}', 'compara le problème à une histoire qu\'{il} connaissait, et trouva la sortie'],
  Observateur: ['remarqua un tout petit détail', 'vit ce que personne n\'avait vu', 'repéra un indice minuscule', 'suivit des yeux une trace que tout le monde avait manquée'],
  Logique: ['réfléchit étape par étape', 'reprit tout depuis le début, dans l\'ordre', 'relia les indices un par un', 'compta, compara et trouva la réponse'],
  Persévérant: ['essaya encore et encore', 'ne lâcha rien', 'recommença une dixième fois', 'continua quand tout le monde s\'arrêtait'],
  Jovial: ['fit rire tout le monde, et la peur s\'envola', 'lança une blague qui détendit tout le monde', 'chanta si gaiement que tout le monde reprit courage', 'éclata d\'un rire qui donna des forces à tous'],
};

/**
 * `trait` is the child's form of the trait, `action` a trait action. The action shows the trait: no frame labels it
 * after the fact (« voilà ce que c'est d'être… », « ça sert », « cela se voyait »: editor's read 36).
 */
export const TRAIT_LINES_IN_ACTION = [
  // Varied frames (issue 26, item 4: « <trait> comme toujours »), none pushing the trait as the plot's mover (read 37:
  // « Tous les regards se tournèrent vers X, si Y », « Réfléchie comme jamais, Louise réfléchit »).
  // Read 37, second pass: the action alone, no frame naming the trait or praising the act (« ce fut le bon
  // geste », « on ne se refait pas », « jusqu'au bout des ongles »): the event shows it or nothing does.
  '{?Alors|Puis}, {name} {action}.',
  '{?Sans attendre|D\'un coup|Cette fois|Aussitôt}, {name} {action}.',
  '{?À ce moment-là|Au même instant}, {name} {action}.',
  '{?Ni une ni deux|Sans se faire prier|Sans un mot}, {name} {action}.',
  '{name} {?prit une grande inspiration|ne perdit pas une seconde|se redressa|se frotta les mains}{+ : |}{il} {action}.',
];
