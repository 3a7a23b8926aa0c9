import { EUPHONIC_T_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** The euphonic « -t- » (issue 26, item 5): « murmura-t-elle », never « murmura-elle » nor « gémit-t-il ». */

const WRONG: [string, ProofCase][] = [
  ["« « Viens voir ! » murmura-elle. »", alone("« Viens voir ! » murmura-elle.")],
  ["« « Où es-tu ? » demanda-il. »", alone("« Où es-tu ? » demanda-il.")],
  ["« « Encore ? » soupira-elle. »", alone("« Encore ? » soupira-elle.")],
  ["« « Regarde », chuchota-il. »", alone("« Regarde », chuchota-il.")],
  ["« « Je ne retrouve plus ma famille », gémit-t-il. »", alone("« Je ne retrouve plus ma famille », gémit-t-il.")],
  ["« « Bien sûr », répondit-t-elle. »", alone("« Bien sûr », répondit-t-elle.")],
  ["« Comment appelle-on une maman dragon ? »", alone("Comment appelle-on une maman dragon ?")],
  ["« « Viens », dit-t'il. »", alone("« Viens », dit-t'il.")],
];

const RIGHT: [string, ProofCase][] = [
  ["« « Viens voir ! » murmura-t-elle. »", alone("« Viens voir ! » murmura-t-elle.")],
  ["« « Où es-tu ? » demanda-t-il. »", alone("« Où es-tu ? » demanda-t-il.")],
  ["« « Encore ? » soupira-t-elle. »", alone("« Encore ? » soupira-t-elle.")],
  ["« « Regarde », dit-il. »", alone("« Regarde », dit-il.")],
  ["« « Je ne retrouve plus ma famille », gémit-il. »", alone("« Je ne retrouve plus ma famille », gémit-il.")],
  ["« « Bien sûr », répondit-elle. »", alone("« Bien sûr », répondit-elle.")],
  ["« Comment appelle-t-on une maman dragon ? »", alone("Comment appelle-t-on une maman dragon ?")],
  ["« Y a-t-il quelqu'un ? Là-haut, celle-ci brillait. »", alone("Y a-t-il quelqu'un ? Là-haut, celle-ci brillait.")],
];

describeProofreadingRule(EUPHONIC_T_RULE, WRONG, RIGHT);
