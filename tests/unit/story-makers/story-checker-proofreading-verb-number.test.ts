import { VERB_NUMBER_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** A verb agrees in number with a plural subject (issue 26, item 5): « Léa et le dragon arrivèrent », « ils marchaient ». */

const WRONG: [string, ProofCase][] = [
  ["« Léa et le dragon partirent vers la forêt. Ils marchait depuis longtemps. »", alone("Léa et le dragon partirent vers la forêt. Ils marchait depuis longtemps.")],
  ["« Léa et le dragon arriva devant la porte. »", alone("Léa et le dragon arriva devant la porte.")],
  ["« Le dragon et Léa regardait les étoiles. »", alone("Le dragon et Léa regardait les étoiles.")],
  ["« Quand ils arriva au sommet, le vent se leva. »", alone("Quand ils arriva au sommet, le vent se leva.")],
  ["« Les deux amis partit en courant. »", alone("Les deux amis partit en courant.")],
  ["« Tous les deux riait aux éclats. »", alone("Tous les deux riait aux éclats.")],
  ["« Le soir venu, elle rentrèrent à la maison. »", alone("Le soir venu, elle rentrèrent à la maison.")],
  ["« Elles se cacha derrière un arbre. »", alone("Elles se cacha derrière un arbre.")],
];

const RIGHT: [string, ProofCase][] = [
  ["« Léa et le dragon partirent vers la forêt. Ils marchaient depuis longtemps. »", alone("Léa et le dragon partirent vers la forêt. Ils marchaient depuis longtemps.")],
  ["« Léa et le dragon arrivèrent devant la porte. »", alone("Léa et le dragon arrivèrent devant la porte.")],
  ["« Le dragon et Léa regardaient les étoiles. »", alone("Le dragon et Léa regardaient les étoiles.")],
  ["« Quand ils arrivèrent au sommet, le vent se leva. »", alone("Quand ils arrivèrent au sommet, le vent se leva.")],
  ["« Les deux amis partirent en courant. »", alone("Les deux amis partirent en courant.")],
  ["« Tous les deux riaient aux éclats. »", alone("Tous les deux riaient aux éclats.")],
  ["« Le soir venu, elle rentra à la maison avec eux. »", alone("Le soir venu, elle rentra à la maison avec eux.")],
  ["« Elles se cachèrent derrière un arbre, et il y avait là un hibou. »", alone("Elles se cachèrent derrière un arbre, et il y avait là un hibou.")],
];

describeProofreadingRule(VERB_NUMBER_RULE, WRONG, RIGHT);
