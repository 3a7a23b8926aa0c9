import { SET_PHRASE_RULE, SPEAKER_GENDER_RULE, VERB_NUMBER_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** The error kinds of the editor's read 36 that the checker did not report, each on wrong and right sentences of our own. */

describeProofreadingRule(
  VERB_NUMBER_RULE,
  [
    ['« Les petits chats en fit autant. »', alone('Les petits chats en fit autant.')],
    ['« Ses parents attendait devant la porte. »', alone('Ses parents attendait devant la porte.')],
    ['« Demain, les petits lapins t\'attend au jardin. »', alone("Demain, les petits lapins t'attend au jardin.")],
  ],
  [
    ['« Les petits chats en firent autant. »', alone('Les petits chats en firent autant.')],
    ['« Ses parents attendaient devant la porte. »', alone('Ses parents attendaient devant la porte.')],
    ['« Tout parlait de musique : des dessins scotchés partout. »', alone('Tout parlait de musique : des dessins scotchés partout.')],
  ],
);

describeProofreadingRule(
  SET_PHRASE_RULE,
  [
    ['« Il voulut de chanter. »', alone('Il voulut de chanter.')],
    ['« Une petite voix à voix basse répondit. »', alone('Une petite voix à voix basse répondit.')],
    ['« Elles dansèrent en pouffant aux éclats. »', alone('Elles dansèrent en pouffant aux éclats.')],
    ['« Il n\'avait jamais fait peur à une mouche. »', alone("Il n'avait jamais fait peur à une mouche.")],
    ['« Le courage, ce n\'est pas ignorer sa peur : c\'est d\'avancer quand même. »', alone("Le courage, ce n'est pas ignorer sa peur : c'est d'avancer quand même.")],
  ],
  [
    ['« Il voulut chanter, puis il voulut de l\'eau. »', alone("Il voulut chanter, puis il voulut de l'eau.")],
    ['« Une petite voix répondit à voix basse. »', alone('Une petite voix répondit à voix basse.')],
    ['« Elles dansèrent en riant aux éclats, puis pouffèrent tout bas. »', alone('Elles dansèrent en riant aux éclats, puis pouffèrent tout bas.')],
    ['« Il n\'aurait pas fait de mal à une mouche. »', alone("Il n'aurait pas fait de mal à une mouche.")],
    ['« Le courage, ce n\'est pas ignorer sa peur : c\'est avancer quand même. »', alone("Le courage, ce n'est pas ignorer sa peur : c'est avancer quand même.")],
  ],
);

const boy = (content: string): ProofCase => ({ content, gender: 'boy', name: 'Tom' });

describeProofreadingRule(
  SPEAKER_GENDER_RULE,
  [
    ['« La tortue apporta une graine. « Regarde », dit-il. » (a girl\'s story)', alone('La tortue apporta une graine. « Regarde », dit-il.')],
    ['« Un goéland se posa sur le mât : « Du beau travail ! » sembla-t-elle dire. »', alone('Un goéland se posa sur le mât : « Du beau travail ! » sembla-t-elle dire.')],
    ['« Une mouette se posa sur le mât. « Encore un effort ! » sembla-t-il dire. »', boy('Une mouette se posa sur le mât. « Encore un effort ! » sembla-t-il dire.')],
  ],
  [
    ['« La tortue apporta une graine. « Regarde », dit-elle. »', alone('La tortue apporta une graine. « Regarde », dit-elle.')],
    ['« Un goéland se posa sur le mât : « Du beau travail ! » sembla-t-il dire. »', alone('Un goéland se posa sur le mât : « Du beau travail ! » sembla-t-il dire.')],
    ['« La tortue apporta une graine. « Merci », dit-il. » (a boy\'s story: he may be the one speaking)', boy('La tortue apporta une graine. « Merci », dit-il.')],
    ['« Le respect comptait. « On recommence ? » proposa-t-elle. » (no one speaks but the girl)', alone('Le respect comptait. « On recommence ? » proposa-t-elle.')],
    ['« La fée regarda le pirate : « Bonjour », dit-il. » (the pirate may speak)', alone('La fée regarda le pirate : « Bonjour », dit-il.')],
  ],
);
