import { alone, describeProofreadingRule } from './story-checker-proofreading-helpers';

/**
 * The kinds of French errors of the editor's read 40 that no rule reported (brief C of session 41): each rule
 * on wrong sentences and on right ones written for the test, not on the stories' own lines.
 */

describeProofreadingRule(
  'noun-participle',
  [
    ['a masculine participle after « une aventure » in a caption', { caption: 'Une aventure signé Tom.' }],
    ['a masculine participle after « la recette »', alone('Léa relut la recette écrit par sa grand-mère.')],
  ],
  [
    ['the feminine participle', { caption: 'Une aventure signée Tom.' }],
    ['a masculine noun', alone('Léa relut le livre écrit par sa grand-mère.')],
    ['a participle of a verb after the noun', alone('La lettre a écrit le mot juste.')],
  ],
);

describeProofreadingRule(
  'tout-adverb',
  [
    ['« toute aussi » before an adjective', alone('Une fillette arriva, toute aussi perdue.')],
    ['« toute à fait »', alone('Elle était toute à fait prête.')],
  ],
  [
    ['« tout aussi »', alone('Une fillette arriva, tout aussi perdue.')],
    ['« toutes aussi », which may mean all of them', alone('Les fées étaient toutes aussi là.')],
    ['« toute » before a feminine adjective', alone('Elle était toute contente.')],
  ],
);

describeProofreadingRule(
  'lequel-gender',
  [
    ['a bare « lequel » said to be a door', alone('Il y avait un numéro, mais lequel était la porte ?')],
    ['a bare « laquelle » said to be a path', alone('Il y avait trois pistes, mais laquelle était le bon chemin ?')],
  ],
  [
    ['« lequel des deux »', alone('Lequel des deux était la bonne clé ?')],
    ['« quelle était la porte »', alone('Il y avait un numéro, mais quelle était la porte ?')],
    ['« lequel » with a masculine noun', alone('Il y avait trois chemins, mais lequel était le bon ?')],
  ],
);

describeProofreadingRule(
  'named-speaker-on',
  [
    ['« lui répondit-on » after asking a named baker', alone('Un boulanger passait. Tom lui demanda le chemin. « Tout droit, lui répondit-on. Puis à gauche. »')],
    ['« dit-on » after asking a gardener', alone('Léa demanda à la jardinière pourquoi la fleur dormait. « Elle attend le soleil, dit-on. »')],
  ],
  [
    ['the speaker named in the tag', alone('Tom lui demanda le chemin. « Tout droit, répondit le boulanger. »')],
    ['an unseen speaker behind a door', alone('La porte était fermée. « Entrez ! » dit-on à l’intérieur.')],
  ],
);

describeProofreadingRule(
  'singular-plural-adjective',
  [
    ['« tout rouges » after one robot', alone('Le robot s’assit par terre, tout rouges.')],
    ['« très contents » after « elle »', alone('Elle rentra chez elle, très contents.')],
  ],
  [
    ['« tout rouge » after one robot', alone('Le robot s’assit par terre, tout rouge.')],
    ['two subjects', alone('Le robot et Tom s’assirent par terre, tout rouges.')],
    ['an invariable adjective in -s', alone('Le lapin resta dans son coin, tout surpris.')],
    ['« tout près »', alone('Le lapin s’assit, tout près.')],
  ],
);

describeProofreadingRule(
  'two-girls-ils',
  [
    ['« Ils » after the girl and a schoolgirl', alone('Léa et l’écolière aux couettes poussèrent la porte. Ils regardèrent les dessins.')],
    ['« Ils » after two feminine nouns', alone('La fée et une sorcière entrèrent. Ils se mirent à chanter.')],
  ],
  [
    ['« Elles » after the girl and a schoolgirl', alone('Léa et l’écolière aux couettes poussèrent la porte. Elles regardèrent les dessins.')],
    ['« Ils » after a boy and a girl', { content: 'Tom et l’écolière poussèrent la porte. Ils regardèrent les dessins.', gender: 'boy', name: 'Tom' }],
    ['« Ils » with a boy among them', alone('Léa et le robot poussèrent la porte. Ils regardèrent les dessins.')],
  ],
);

const boy = (content: string) => ({ content, gender: 'boy' as const, name: 'Tom' });

describeProofreadingRule(
  'lone-elle',
  [
    ['« elle » after a colon with only masculine nouns', boy('Tous deux cherchèrent où le gris commençait : elle s’arrêtait au creux d’un chêne.')],
    ['« Elle » opening a sentence with nothing feminine before', boy('Le dragon regarda le ciel. Elle brillait très fort.')],
  ],
  [
    ['« elle » after a feminine noun', boy('Tous deux remontèrent la piste du gris : elle s’arrêtait au creux d’un chêne.')],
    ['« Elle » after « l’étoile »', boy('Tom regarda l’étoile. Elle brillait très fort.')],
    ['« Elle » for the girl herself', { content: 'Le dragon regarda le ciel. Elle sourit.', gender: 'girl', name: 'Zoé' }],
  ],
);
