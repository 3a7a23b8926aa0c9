import { PAIR_GENDER_RULE } from '../../../functions/story-makers/story-checker';
import { describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** A masculine plural for two girls (issue 26, item 5): a girl and a feminine companion are « elles », « toutes les deux », « ravies ». */

const WRONG: [string, ProofCase][] = [
  ["« Léa et la licorne étaient ravis de leur journée. »", { content: "Léa et la licorne étaient ravis de leur journée.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« Léa et la licorne partirent tous les deux. »", { content: "Léa et la licorne partirent tous les deux.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« Léa et la licorne marchèrent longtemps. Ils étaient fatigués. »", { content: "Léa et la licorne marchèrent longtemps. Ils étaient fatigués.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« La licorne et Léa semblaient très heureux. »", { content: "La licorne et Léa semblaient très heureux.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« Léa et la tortue se sentaient fiers d'elles. »", { content: "Léa et la tortue se sentaient fiers d'elles.", mainCharacter: 'une tortue très rapide' }],
  ["« Léa et la baleine nagèrent jusqu'au récif. Ils avaient réussi. »", { content: "Léa et la baleine nagèrent jusqu'au récif. Ils avaient réussi.", mainCharacter: 'une baleine qui chante' }],
  ["« Léa et Mamie Jo rentrèrent à la maison. Ils riaient encore. »", { content: "Léa et Mamie Jo rentrèrent à la maison. Ils riaient encore.", mainCharacter: 'Mamie Jo' }],
  ["« Léa et la licorne restèrent assis sur le rocher. »", { content: "Léa et la licorne restèrent assis sur le rocher.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« On n'y arrivera jamais tout seuls ? » demanda la licorne. (read 37)", { content: "Léa regarda le bateau. « On n'y arrivera jamais tout seuls ? » demanda la licorne.", mainCharacter: 'une licorne qui a perdu sa corne' }],
];

const RIGHT: [string, ProofCase][] = [
  ["« Léa et la licorne étaient ravies de leur journée. »", { content: "Léa et la licorne étaient ravies de leur journée.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« Léa et la licorne partirent toutes les deux. »", { content: "Léa et la licorne partirent toutes les deux.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« Léa et la licorne marchèrent longtemps. Elles étaient fatiguées. »", { content: "Léa et la licorne marchèrent longtemps. Elles étaient fatiguées.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« Léa et la licorne regardèrent les lapins. Ils sautaient partout. »", { content: "Léa et la licorne regardèrent les lapins. Ils sautaient partout.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« Tom et la licorne étaient ravis de leur journée. »", { content: "Tom et la licorne étaient ravis de leur journée.", mainCharacter: 'une licorne qui a perdu sa corne', gender: 'boy', name: 'Tom' }],
  ["« Léa et le dragon partirent tous les deux. »", { content: "Léa et le dragon partirent tous les deux.", mainCharacter: 'un petit dragon qui a peur du noir' }],
  ["« Léa et la licorne rentrèrent. Ils les attendaient, les deux lapins. »", { content: "Léa et la licorne rentrèrent. Ils les attendaient, les deux lapins.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« Léa et la licorne s'assirent. Elles-mêmes n'y croyaient pas. »", { content: "Léa et la licorne s'assirent. Elles-mêmes n'y croyaient pas.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« On n'y arrivera jamais toutes seules ? » demanda la licorne.", { content: "Léa regarda le bateau. « On n'y arrivera jamais toutes seules ? » demanda la licorne.", mainCharacter: 'une licorne qui a perdu sa corne' }],
  ["« On n'y arrivera jamais tout seuls ? » demanda le dragon.", { content: "Léa regarda le bateau. « On n'y arrivera jamais tout seuls ? » demanda le dragon.", mainCharacter: 'un petit dragon qui a peur du noir' }],
  ["« Les lapins n'y arriveront jamais tout seuls », dit la licorne.", { content: "Léa regarda les lapins. « Ils n'y arriveront jamais tout seuls », dit la licorne.", mainCharacter: 'une licorne qui a perdu sa corne' }],
];

describeProofreadingRule(PAIR_GENDER_RULE, WRONG, RIGHT);
