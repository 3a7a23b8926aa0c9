import { GIRLS_AGREEMENT_RULE, SET_PHRASE_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** The French errors of the editor's read 38, each kind on wrong and right sentences of our own. */

const withTortoise = (content: string): ProofCase => ({ content, name: 'Lina', gender: 'girl', mainCharacter: 'une tortue très sage' });
const withDragon = (content: string): ProofCase => ({ content, name: 'Lina', gender: 'girl', mainCharacter: 'un petit dragon' });

describeProofreadingRule(
  SET_PHRASE_RULE,
  [
    ["« c'est ici qu'sa mère reviendra »", alone("« C'est ici qu'sa mère reviendra », dit Tom.")],
    ["« autour d'lui »", alone("Il rassembla tout le monde autour d'lui.")],
    ['« tout une »', alone('Il y avait tout une grande étendue à traverser.')],
    ['« Il y a quelques jours à peine, vivait »', alone('Il y a quelques jours à peine, vivait un garçon nommé Tom.')],
    ['« Il y a pas si longtemps »', alone('Il y a pas si longtemps, Emma fêta ses neuf ans.')],
    ['« …, écrivait-il. »', alone('« Mon antre est chaud comme un four, écrivait-il. »')],
    ['« À peine arrivé, tout le monde »', alone('À peine arrivé, tout le monde se cacha.')],
    ['« Tenus par le ruban, personne »', alone('Tenus par le ruban, personne ne pouvait partir.')],
    ['« des pas qui revenait »', alone("On entendit des pas qui revenait vers l'arbre.")],
    ['« Les mots revinrent une à une »', alone('Les mots revinrent une à une.')],
    ['« voulut de chanter »', alone('Il voulut de chanter.')],
  ],
  [
    ["« qu'il », « d'elle »", alone("« C'est ici qu'elle reviendra », dit Tom, tout près d'elle.")],
    ['« toute une »', alone('Il y avait toute une grande étendue à traverser.')],
    ['« Il était une fois »', alone('Il était une fois un garçon nommé Tom. Il y a trois jours, il avait fêté ses six ans.')],
    ['« Il n\'y a pas »', alone("Il n'y a pas si longtemps, Emma fêta ses neuf ans.")],
    ['« … », écrivait-il.', alone('« Mon antre est chaud comme un four », écrivait-il. « Viens, dit-il, on y va. »')],
    ['« À peine arrivés, les amis »', alone('À peine arrivés, les amis se cachèrent. Tous tenus par le ruban, ils avancèrent.')],
    ['« des pas qui revenaient »', alone("On entendit des pas qui revenaient vers l'arbre, et le pas qui revenait.")],
    ['« un à un »', alone('Les mots revinrent un à un.')],
    ['« voulut chanter »', alone("Il voulut chanter, puis voulut de l'eau.")],
  ],
);

describeProofreadingRule(
  GIRLS_AGREEMENT_RULE,
  [
    ['« le premier » of a girl', withDragon('Lina voulut lui faire signe le premier.')],
    ['« Tu es pris » between two girls', withTortoise('« Tu es pris, c\'est la règle ! » rit la tortue.')],
    ['« Ils rirent » of two girls', withTortoise('Ils rirent dans un murmure.')],
    ['« chacun » of two girls', withTortoise('Toutes deux regardaient, chacun les yeux fixés sur la mer.')],
    ['« l\'un… l\'autre » of two girls', withTortoise("À deux, l'un portait, l'autre guidait.")],
  ],
  [
    ['« la première » of a girl', withDragon('Lina voulut lui faire signe la première. Le dragon partit le premier.')],
    ['« Tu es pris » to a dragon', withDragon('« Tu es pris, c\'est la règle ! » rit Lina.')],
    ['« Elles rirent » of two girls', withTortoise("Elles rirent dans un murmure. Toutes deux regardaient, chacune les yeux fixés sur la mer. L'une portait, l'autre guidait.")],
    ['« Ils rirent » of a girl and a dragon', withDragon('Ils rirent dans un murmure. Les deux amis, chacun à sa place, attendaient.')],
  ],
);
