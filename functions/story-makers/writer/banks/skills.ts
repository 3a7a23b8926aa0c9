/**
 * How the child's traits turn a story (issue 16: the turn comes from the child's traits): an action per
 * trait of the profile list, told at the turning point before the plot's own turn (compose.ts).
 */

/** Keyed by the stored (masculine) trait. `action` follows the name: "{name} {action}". */
export const TRAIT_ACTIONS: Record<string, string[]> = {
  Créatif: ['inventa une solution à laquelle personne n\'avait pensé', 'imagina une drôle d\'idée… qui marcha'],
  Curieux: ['voulut voir de plus près', 'posa la bonne question au bon moment'],
  Énergique: ['bondit sans attendre', 'retroussa ses manches et fonça'],
  Calme: ['prit le temps de réfléchir', 'garda son calme quand tout s\'agitait'],
  Sociable: ['demanda de l\'aide à tous ceux qui passaient', 'rassembla tout le monde autour d\'{g:lui|elle}'],
  Réfléchi: ['pesa chaque idée avant d\'agir', 'réfléchit avant de se lancer'],
  Aventurier: ['ouvrit la marche sans trembler', 'se lança {g:le premier|la première}'],
  Rêveur: ['imagina comment tout pourrait s\'arranger', 'trouva l\'idée dans un rêve éveillé'],
  Optimiste: ['était sûr{e} que tout finirait bien', 'trouva le bon côté des choses'],
  Déterminé: ['refusa d\'abandonner', 'alla jusqu\'au bout'],
  Patient: ['attendit le bon moment', 'recommença sans jamais s\'énerver'],
  Espiègle: ['trouva une astuce pleine de malice', 'fit un clin d\'œil et tenta une ruse'],
  Courageux: ['fit le premier pas', 'avança malgré les genoux qui tremblaient'],
  Généreux: ['offrit son aide sans hésiter', 'partagea tout ce qu\'{il} avait'],
  Sensible: ['remarqua ce que les autres n\'avaient pas vu', 'sentit tout de suite ce qui n\'allait pas'],
  Indépendant: ['trouva {g:seul|seule} le bon chemin', 'se débrouilla comme {g:un grand|une grande}'],
  Attentionné: ['s\'assura que tout le monde allait bien', 'veilla sur chacun'],
  Passionné: ['y mit tout son cœur', 'se donna à fond'],
  Organisé: ['fit un plan en trois étapes', 'rangea les idées dans l\'ordre'],
  Imaginatif: ['imagina une idée folle… qui marcha', 'inventa un plan plein de fantaisie'],
  Observateur: ['remarqua un tout petit détail', 'vit ce que personne n\'avait vu'],
  Logique: ['réfléchit étape par étape', 'trouva la solution, bien logique'],
  Persévérant: ['essaya encore et encore', 'ne lâcha rien'],
  Jovial: ['fit rire tout le monde, et la peur s\'envola', 'lança une blague qui détendit tout le monde'],
};

/** `trait` is the child's form of the trait, `action` a trait action. */
export const TRAIT_LINES_IN_ACTION = [
  '{traitNow:cap} comme toujours, {name} {action}.',
  '{name} était {traitNow}{+ : |}{il} {action}.',
  'Parce que {il} était {traitNow}, {name} {action}.',
];
