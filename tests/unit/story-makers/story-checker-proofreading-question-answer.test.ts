import { QUESTION_ANSWER_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** An answer that fits its question (issue 26, item 5): no « Oui » to « Comment… ? », no « Bien sûr » to a worry, a quantity to « combien ». */

const WRONG: [string, ProofCase][] = [
  ["« « Comment tu t'appelles ? » demanda Léa. « Oui ! » répondit le dragon. »", alone("« Comment tu t'appelles ? » demanda Léa. « Oui ! » répondit le dragon.")],
  ["« « Et si on n'y arrivait pas ? » demanda le dragon. « Bien sûr », répondit Léa. »", alone("« Et si on n'y arrivait pas ? » demanda le dragon. « Bien sûr », répondit Léa.")],
  ["« « On met combien de sucre ? » demanda le dragon. « On trouvera un four assez grand », répondit Léa. »", alone("« On met combien de sucre ? » demanda le dragon. « On trouvera un four assez grand », répondit Léa.")],
  ["« « Où est passée l'étoile ? » demanda Léa. « Non », dit le dragon. »", alone("« Où est passée l'étoile ? » demanda Léa. « Non », dit le dragon.")],
  ["« « Tu as peur ? » demanda Léa. « Parce que le noir est grand », dit le dragon. »", alone("« Tu as peur ? » demanda Léa. « Parce que le noir est grand », dit le dragon.")],
  ["« « Pourquoi tu pleures ? » demanda Léa. « Oui », renifla le dragon. »", alone("« Pourquoi tu pleures ? » demanda Léa. « Oui », renifla le dragon.")],
  ["« « Tu préfères quelle couleur ? » demanda le dragon. « D'accord ! » dit Léa. »", alone("« Tu préfères quelle couleur ? » demanda le dragon. « D'accord ! » dit Léa.")],
  ["« « Et si personne ne venait jamais ? » demanda le dragon. « Oui, pas à pas », répondit Léa. »", alone("« Et si personne ne venait jamais ? » demanda le dragon. « Oui, pas à pas », répondit Léa.")],
];

const RIGHT: [string, ProofCase][] = [
  ["« « Comment on va faire ? » demanda Léa. « Si seulement j'avais mes ailes », soupira le dragon. »", alone("« Comment on va faire ? » demanda Léa. « Si seulement j'avais mes ailes », soupira le dragon.")],
  ["« « Tu as peur ? » demanda Léa. « Oui, un peu », avoua le dragon. »", alone("« Tu as peur ? » demanda Léa. « Oui, un peu », avoua le dragon.")],
  ["« « Et si on n'y arrivait pas ? » demanda le dragon. « Alors on recommencera », répondit Léa. »", alone("« Et si on n'y arrivait pas ? » demanda le dragon. « Alors on recommencera », répondit Léa.")],
  ["« « On met combien de sucre ? » demanda le dragon. « Juste une pincée », répondit Léa. »", alone("« On met combien de sucre ? » demanda le dragon. « Juste une pincée », répondit Léa.")],
  ["« « Où est passée l'étoile ? » demanda Léa. « Derrière la colline ! » dit le dragon. »", alone("« Où est passée l'étoile ? » demanda Léa. « Derrière la colline ! » dit le dragon.")],
  ["« « Tu viens ? » demanda Léa. « Non, pas ce soir », dit le dragon. »", alone("« Tu viens ? » demanda Léa. « Non, pas ce soir », dit le dragon.")],
  ["« « Pourquoi tu pleures ? » demanda Léa. « Parce que j'ai perdu ma famille », renifla le dragon. »", alone("« Pourquoi tu pleures ? » demanda Léa. « Parce que j'ai perdu ma famille », renifla le dragon.")],
  ["« « Tu crois qu'on va y arriver ? » demanda le dragon. « Bien sûr », répondit Léa. »", alone("« Tu crois qu'on va y arriver ? » demanda le dragon. « Bien sûr », répondit Léa.")],
  ["« « Qui est là ? » Mais tout se tut. « Tu entends ? » chuchota Léa. »", alone("« Qui est là ? » Mais tout se tut. « Tu entends ? » chuchota Léa.")],
];

describeProofreadingRule(QUESTION_ANSWER_RULE, WRONG, RIGHT);
