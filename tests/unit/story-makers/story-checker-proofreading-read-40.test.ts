import { alone, describeProofreadingRule } from './story-checker-proofreading-helpers';

/**
 * The kinds of French errors found in 40 stories of our own read as a strict proofreader (issue 26, read 40):
 * each rule on wrong sentences and on right ones written for the test, not on the stories' own lines.
 */

describeProofreadingRule(
  'copula-agreement',
  [
    ['an adjective after « paraître » with a feminine noun', alone('La pause paraissait très long.')],
    ['an adjective after « être » with « elle »', alone('Quand elle était petit, Léa avait peur du noir.')],
    ['a participle after « être » with a possessive', alone('Le petit renard avait peur, et sa maman renarde était passé sans le voir.')],
    ['an adjective after « sembler » with adverbs', alone('La route semblait vraiment trop long.')],
    ['an adjective after « devenir »', alone('La rivière devint froid.')],
  ],
  [
    ['the feminine adjective', alone('La pause parut longue.')],
    ['an adverb of place', alone('Elle était là, juste derrière la porte.')],
    ['an invariable colour', alone('Sa robe était marron.')],
    ['a compound colour', alone('La mer était bleu ciel.')],
    ['an infinitive after « sembler »', alone('La tortue semblait hésiter.')],
    ['a masculine noun after « de la »', alone('Le chapeau de la sorcière était tout mouillé.')],
    ['a preposition after « être »', alone('Elle était en retard, une fois de plus.')],
    ['a masculine subject', alone('Le chemin semblait très long.')],
  ],
);

describeProofreadingRule(
  'object-pronoun',
  [
    ['a masculine pronoun for a ball said « une balle »', alone("Une balle roula jusqu'à Léa. Elle le renvoya d'un coup de pied.")],
    ['a singular pronoun for « quelques mots »', alone('Sur la dernière page, il restait quelques mots. Léa la murmura tout bas.')],
    ['a feminine pronoun for « un caillou »', alone('Un caillou tomba du sac. Léa la ramassa.')],
  ],
  [
    ['the feminine pronoun for « une balle »', alone("Une balle roula jusqu'à Tom. Il la renvoya.")],
    ['a masculine pronoun for « un ballon » beside a girl', alone('Un ballon roula jusqu’aux pieds de la fillette. Elle le renvoya.')],
    ['« une phrase » read as « la »', alone('Sur la dernière page, il restait une phrase. Léa la lut tout bas.')],
    ['a pronoun with no sentence before it', alone('Il la renvoya.')],
  ],
);

describeProofreadingRule(
  'stacked-preposition',
  [
    ['a place with its own « dans » after « dans »', alone('Tous deux arrivèrent dans le château dans les nuages.')],
    ['an indefinite place with its own « dans »', alone('Léa vivait dans un château dans les nuages.')],
    ['a typed place with its preposition after the writer’s', alone('Le chemin les mena dans à la plage.')],
    ['two articles', alone('Léa entra dans le la forêt.')],
  ],
  [
    ['the place said with « au »', alone('Tous deux arrivèrent au château dans les nuages.')],
    ['two places split by a comma', alone('Léa rangea la clé dans le château, dans un coin.')],
    ['« dans l’air comme dans l’eau »', alone("La baleine flottait dans l'air comme dans l'eau.")],
    ['« une à une dans le noir »', alone('Ses écailles brillèrent une à une dans le noir.')],
    ['« à en avoir le tournis »', alone('Ils dansèrent jusqu’à en avoir le tournis.')],
  ],
);

describeProofreadingRule(
  'absolute-comma',
  [
    ['a smile after a speech tag', alone('« On le fait ensemble ? » demanda Léa au dragon le sourire aux lèvres.')],
    ['« sûr de lui » after the speaker', alone('« Il sera immense », dit Tom sûr de lui.')],
    ['a chin in the hands after « attendit »', alone('Léa attendit le menton dans les mains.')],
  ],
  [
    ['the comma', alone('« On le fait ensemble ? » demanda Léa au dragon, le sourire aux lèvres.')],
    ['« avoir le cœur battant »', alone('Léa avait le cœur battant.')],
    ['« être sûr de lui »', alone('Tom était sûr de lui.')],
    ['« fermer les yeux » as an object', alone('Léa ferma les yeux fermés de fatigue.')],
  ],
);

describeProofreadingRule(
  'speech-colon',
  [['« et dit. » before the quote', alone('Léa tourna la fusée et dit. « On attend ici. »')]],
  [
    ['the colon', alone('Léa tourna la fusée et dit : « On attend ici. »')],
    ['a speech verb with a subject', alone('Un petit merci lui répondit. « Comment tu t’appelles ? » demanda la fillette.')],
  ],
);

describeProofreadingRule(
  'missing-de',
  [
    ['« le tour l’arche »', alone("Les deux amis firent le tour l'arche grise.")],
    ['« au bout le chemin »', alone('Ils arrivèrent au bout le chemin.')],
  ],
  [
    ['« le tour de l’arche »', alone("Les deux amis firent le tour de l'arche grise.")],
    ['a superlative', alone('C’était le tour le plus drôle de la journée.')],
  ],
);

describeProofreadingRule(
  'collective-number',
  [['« tout un groupe » with a plural verb', alone('En un clin d’œil, tout un petit groupe jouaient ensemble.')]],
  [
    ['the singular verb', alone('En un clin d’œil, tout un petit groupe jouait ensemble.')],
    ['a plural subject', alone('Quatre enfants jouaient ensemble.')],
  ],
);

describeProofreadingRule(
  'double-relative',
  [['two relatives stacked', alone('Il y avait une fois un garçon qui venait d’avoir cinq ans qui s’appelait Yanis.')]],
  [
    ['a colon between', alone('Il y avait une fois un garçon qui venait d’avoir cinq ans : il s’appelait Yanis.')],
    ['one relative', alone('Il y avait une fois un garçon de cinq ans qui s’appelait Yanis.')],
  ],
);

describeProofreadingRule(
  'frequency-tense',
  [
    ['counted times with an imperfect', alone('Une ou deux fois, Léa se retournait.')],
    ['a habit with a passé simple', alone('De temps en temps, la fillette se retourna.')],
  ],
  [
    ['counted times with a passé simple', alone('Une ou deux fois, Léa se retourna.')],
    ['a habit with an imperfect', alone('De temps en temps, la fillette se retournait.')],
    ['a name ending in « a »', alone('Parfois, la petite Mia riait toute seule.')],
  ],
);

describeProofreadingRule(
  'state-frequency',
  [
    ['« adorait » with how often', alone('Léa adorait faire du poney, le plus souvent possible.')],
    ['« aimait » with a duration', alone('Léa aimait dessiner, pendant des heures.')],
    ['« adorait » with « dès qu’elle pouvait » and no comma', alone('Léa adorait dessiner dès qu’elle pouvait.')],
  ],
  [
    ['a doing with how often', alone('Léa faisait du poney, le plus souvent possible.')],
    ['« adorait » with how much', alone('Léa adorait faire du poney, sans jamais s’en lasser.')],
    ['« faisait » with « dès qu’elle pouvait »', alone('Léa faisait du poney dès qu’elle pouvait.')],
  ],
);

describeProofreadingRule(
  'ce-sont',
  [['« ce ne soit » before a plural', alone('Elle voulait un métier de jeux, à moins que ce ne soit les jeux de construction.')]],
  [
    ['« ce ne soient »', alone('Elle voulait un métier de jeux, à moins que ce ne soient les jeux de construction.')],
    ['a singular', alone('Elle voulait un métier de mythologie, à moins que ce ne soit le théâtre.')],
  ],
);

describeProofreadingRule(
  'question-mark',
  [['a question by inversion ending on a full stop', alone('Un numéro y était écrit, mais où était-ce.')]],
  [
    ['the question mark', alone('Un numéro y était écrit, mais où était-ce ?')],
    ['a speech tag with « dit-il »', alone('« Je viens », dit-il.')],
  ],
);

describeProofreadingRule(
  'blinking-light',
  [['a star that « clignait »', alone('Cette nuit-là, une étoile clignait un peu plus fort que les autres.')]],
  [
    ['a star that « clignotait »', alone('Cette nuit-là, une étoile clignotait un peu plus fort que les autres.')],
    ['an owl that blinks its eyes', alone('Le hibou clignait des yeux.')],
  ],
);

describeProofreadingRule(
  'pair-and',
  [['« Tous deux et » a third', alone('Tous deux et le marque-page vivant repartirent.')]],
  [
    ['« avec » the third', alone('Tous deux repartirent avec le marque-page vivant.')],
    ['« tous deux » then a second verb', alone('Ils riaient tous deux et dansaient.')],
  ],
);

describeProofreadingRule(
  'pair-chacun',
  [
    ['two feminine subjects then « chacun »', alone("Mamie Jo et la marmotte voulurent soigner la pousse : chacun tirait l'arrosoir de son côté.")],
    ['two feminine nouns then « chacun »', alone('La fillette et la tortue partirent, chacun de son côté.')],
  ],
  [
    ['« chacune »', alone('La fillette et la tortue partirent, chacune de son côté.')],
    ['a masculine in the pair', alone('La fillette et le chat partirent, chacun de son côté.')],
  ],
);

describeProofreadingRule(
  'concessive-avec',
  [['« Avec » for a concession', alone("Avec ses dents pointues, le dinosaure n'aurait pas fait de mal à une mouche.")]],
  [
    ['« Malgré »', alone("Malgré ses dents pointues, le dinosaure n'aurait pas fait de mal à une mouche.")],
    ['« Avec » for a means', alone('Avec ses dents pointues, le dinosaure coupa la corde.')],
  ],
);

describeProofreadingRule(
  'appended-agreement',
  [
    ['a she-goat « très content de lui »', alone('Une chèvre grimpait sur un tas de paille, très content de lui.')],
    ['a donkey « toute contente d’elle »', alone("Un âne brayait près de l'étable, toute contente d'elle.")],
  ],
  [
    ['« très contente d’elle »', alone("Une chèvre grimpait sur un tas de paille, très contente d'elle.")],
    ['a pig « très content de lui »', alone('Un cochon se roulait dans la paille, très content de lui.')],
  ],
);

describeProofreadingRule(
  'question-mark',
  [['a quoted question with no question mark', alone('« Où sont passées mes couleurs », gémit l’arc-en-ciel.')]],
  [
    ['the quoted question with its mark', alone('« Où sont passées mes couleurs ? » gémit l’arc-en-ciel.')],
    ['a quote that is no question', alone('« Je ne sais plus où sont mes couleurs », gémit l’arc-en-ciel.')],
    ['a quoted place « Où le silence parle »', alone('La carte portait ces mots : « Où le silence parle ».')],
  ],
);

describeProofreadingRule(
  'infinitive-coordination',
  [
    ['« et de » after « aurait bien voulu »', alone("Soudain, Léa aurait bien voulu s'asseoir et ne plus bouger et de rentrer.")],
    ['« et d’ » after « voulait »', alone("Léa voulait tout laisser et d'aller dormir.")],
  ],
  [
    ['two bare infinitives', alone("Soudain, Léa aurait bien voulu s'asseoir et rentrer.")],
    ['« eut envie de … et de … »', alone('Soudain, Léa eut envie de tout abandonner et de rentrer.')],
    ['« et de » before a noun', alone('Léa voulait du pain et de la confiture.')],
  ],
);
