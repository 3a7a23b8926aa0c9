/**
 * The lines of a story with two heroes (issue 31, item 5) that speak of both children at once. The
 * banks (writer/banks/) are written for one child and stay so: every other line of a duo story is told
 * about one child at a time (compose-duo.ts). These are rendered with the template language and a pair
 * context: {name} is the first child, {name2} the second, {g:…|…} the pair's gender (feminine only
 * when both are girls: « elles », « toutes », « fières »), {kids} the pair named as siblings (« les deux
 * sœurs », « les deux frères », « le frère et la sœur »), {sib2} and {sib2Def} the second child as the
 * first's sibling (« une petite sœur », « son grand frère »), {age2} the second child's age in words.
 * Two names joined by « et » always take a plural verb.
 */

/** The second child comes in: the first line of their portrait, after the first child's portrait. */
export const DUO_INTROS = [
  '{name} avait {sib2} : {name2}, {age2} ans.',
  'Partout où allait {name}, {name2}, {sib2Def}, n\'était jamais loin.',
  '{?Avec|À côté de} {name}, il y avait toujours {name2}, {sib2Def}, qui avait {age2} ans.',
  '{name} ne partait jamais sans {sib2Def}, {name2}, qui avait {age2} ans.',
];

/** Both act together, in the middle of the story (after the first try). */
export const DUO_TOGETHER = [
  '{name} et {name2} se regardèrent : à deux, {g:ils|elles} allaient y arriver.',
  'Côte à côte, {name} et {name2} avancèrent sans se lâcher la main.',
  '{kids:cap} échangèrent un clin d\'œil : {g:ils|elles} formaient une sacrée équipe.',
  '{name} et {name2} se serrèrent {g:l\'un contre l\'autre|l\'une contre l\'autre}, puis repartirent de plus belle.',
  '{name} et {name2} unirent leurs forces{?, comme toujours|, sans se disputer une seule fois}.',
];

/** Both share the success. */
export const DUO_CHEERS = [
  '{name} et {name2} poussèrent un grand cri de joie.',
  '{kids:cap} se tapèrent dans la main, {g:fiers|fières} comme jamais.',
  'Ensemble, {name} et {name2} éclatèrent de rire.',
  '{name} et {name2} se prirent dans les bras{?, le cœur léger|, {g:heureux|heureuses} comme tout}.',
];

/** The evening of both (in place of the one-child bank's goodnight). */
export const DUO_GOODNIGHTS = [
  'Ce soir-là, {name} et {name2} s\'endormirent côte à côte, la tête pleine de souvenirs.',
  'Bonne nuit, {name}. Bonne nuit, {name2}.',
  'Chut… {name} et {name2} dorment déjà.',
  '{?Faites de beaux rêves|Rêvez bien|Faites de jolis rêves}, {name} et {name2}.',
];

/** A duo story's titles: both names, and the companion or the place when they fit. */
export const DUO_TITLES = [
  '{name}, {name2} et {mcShort} {loc}',
  '{name} et {name2} {loc}',
  "L'aventure de {name} et {name2}",
  '{?Le grand jour|La belle journée|Une drôle de journée} de {name} et {name2}',
  '{name}, {name2} et {mcShort}',
];
