import { describe, expect, it } from 'vitest';
import type { StoryRequest, WrittenStory } from '../../../functions/core/story-makers-port';
import { checkStory, WORLD_FIT_RULE } from '../../../functions/story-makers/story-checker';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { alone, describeProofreadingRule } from './story-checker-proofreading-helpers';

/**
 * The kinds of French errors and world breaks of the editor's read 41 that no rule reported (brief C of session
 * 42): each rule on wrong sentences and on right ones written for the test, not on the stories' own lines.
 */

describeProofreadingRule(
  'girls-masculine',
  [
    ['« sûrs » after « Les deux amies »', alone('Les deux amies fouillèrent sous le pont, sûrs de trouver la clé.')],
    ['a masculine participle after « Toutes deux »', alone('Toutes deux rentrèrent à la maison, épuisés.')],
  ],
  [
    ['the feminine', alone('Les deux amies fouillèrent sous le pont, sûres de trouver la clé.')],
    ['two boys', alone('Les deux amis fouillèrent sous le pont, sûrs de trouver la clé.')],
    ['a word that only ends like a participle', alone('Toutes deux marchèrent longtemps, après le goûter.')],
  ],
);

describeProofreadingRule(
  'two-girls-ils',
  [['« Vous êtes trompés » said to two girls', { content: 'Léa et la fillette ouvrirent la porte. C’était la cuisine. « Vous vous êtes trompés de salle ! »' }]],
  [
    ['« trompées »', { content: 'Léa et la fillette ouvrirent la porte. C’était la cuisine. « Vous vous êtes trompées de salle ! »' }],
    ['a boy among them', { content: 'Léa et le garçon ouvrirent la porte. C’était la cuisine. « Vous vous êtes trompés de salle ! »' }],
  ],
);

describeProofreadingRule(
  'one-by-one-feminine',
  [['« un par un » for mice', alone('Les souris sortirent de leur trou, un par un.')]],
  [
    ['« une par une »', alone('Les souris sortirent de leur trou, une par une.')],
    ['masculine animals', alone('Les lapins sortirent de leur terrier, un par un.')],
  ],
);

describeProofreadingRule(
  'plural-subject-singular-verb',
  [
    ['a plural subject with « pouvait »', alone('Tom porta ce que les petits chats ne pouvait pas porter.')],
    ['« ses amis ne voulait plus »', alone('Ses amis ne voulait plus jouer.')],
  ],
  [
    ['the plural verb', alone('Tom porta ce que les petits chats ne pouvaient pas porter.')],
    ['« chacun des » with a singular verb', alone('Chacun des enfants ne pouvait pas tout porter.')],
  ],
);

describeProofreadingRule(
  'plural-own-breath',
  [['« son souffle » after a plural verb', alone('Les lapins en profitèrent pour reprendre son souffle.')]],
  [
    ['« leur souffle »', alone('Les lapins en profitèrent pour reprendre leur souffle.')],
    ['one subject', alone('Le lapin en profita pour reprendre son souffle.')],
  ],
);

describeProofreadingRule(
  'grandma-il',
  [['« dit-il » in a grandmother’s quote', alone('Mamie Jo sortit un caillou : « Il est magique, dit-il, mais il dort. »')]],
  [
    ['« dit-elle »', alone('Mamie Jo sortit un caillou : « Il est magique, dit-elle, mais il dort. »')],
    ['a boy answering her', { gender: 'boy', name: 'Tom', content: '« Tu crois qu’il dort ? » demanda Mamie Jo. « Parlons doucement », dit-il.' }],
  ],
);

describeProofreadingRule(
  'each-time-de',
  [['« chaque fois de » before a bare noun', alone('Elle inventait chaque fois de chanson pour s’endormir.')]],
  [
    ['« changer de »', alone('Elle changeait chaque fois de chemin pour rentrer.')],
    ['« chaque fois une »', alone('Elle inventait chaque fois une chanson pour s’endormir.')],
  ],
);

describeProofreadingRule(
  'gerund-adjective',
  [['a gerund followed by an adjective', alone('Tout le monde connaissait Léa, une fille de six ans, en riant joyeux.')]],
  [
    ['an adverb after the gerund', alone('Léa arriva en souriant largement.')],
    ['« au sourire lumineux »', alone('Tout le monde connaissait Léa, une fille de six ans, au sourire lumineux.')],
  ],
);

describeProofreadingRule(
  'a-peine-que',
  [['« à peine » with no « que »', alone('À peine Léa eut-elle fermé les yeux, les bruits revinrent.')]],
  [
    ['« à peine… que »', alone('À peine Léa eut-elle fermé les yeux que les bruits revinrent.')],
    ['« à peine » with a participle', alone('À peine arrivée, Léa ôta ses bottes.')],
  ],
);

describeProofreadingRule(
  'de-et-ne-plus',
  [['a second infinitive without « de »', alone('Léa eut envie de se coucher et ne plus se lever.')]],
  [
    ['« et de ne plus »', alone('Léa eut envie de se coucher et de ne plus se lever.')],
    ['a finite verb after « et ne »', alone('Léa décida de partir et ne revint jamais.')],
  ],
);

describeProofreadingRule(
  'asked-present',
  [['a present after « demanda d’où »', alone('Léa lui demanda d’où viennent les nuages.')]],
  [
    ['the imperfect', alone('Léa lui demanda d’où venaient les nuages.')],
    ['the question quoted', alone('« D’où viennent les nuages ? » demanda Léa.')],
  ],
);

describeProofreadingRule(
  'subjectless',
  [['a sentence with no subject', alone('Léa hésita. Puis haussa les épaules.')]],
  [
    ['a subject', alone('Léa hésita. Puis elle haussa les épaules.')],
    ['one sentence', alone('Léa hésita, puis haussa les épaules.')],
  ],
);

describeProofreadingRule(
  'et-si-question',
  [['« Et si… » with no question mark', alone('« Et si on partait maintenant, proposa Léa. »')]],
  [
    ['the question mark', alone('« Et si on partait maintenant ? » proposa Léa.')],
    ['« Si » starting a condition', alone('« Si on partait maintenant, on serait à l’heure », dit Léa.')],
  ],
);

describeProofreadingRule(
  'colour-noun',
  [['« le petit noir » as a place', alone('Léa montra le petit noir où il manquait une étoile.')]],
  [
    ['a noun after the colour', alone('Léa montra le petit trou noir où il manquait une étoile.')],
    ['the colour of a noun', alone('Léa caressa le petit chat noir.')],
  ],
);

describeProofreadingRule(
  'self-company',
  [['one noun playing with itself', alone('À la pause, la fillette joua avec la fillette et deux autres enfants.')]],
  [
    ['two different nouns', alone('À la pause, la fillette joua avec le garçon et deux autres enfants.')],
  ],
);

describeProofreadingRule(
  'singular-plural-adjective',
  [['a plural adjective after « , et le dragon »', alone('Rien ne bougea, et le dragon s’assit par terre, tout rouges.')]],
  [['the singular', alone('Rien ne bougea, et le dragon s’assit par terre, tout rouge.')]],
);

function worldFindings(setting: string, content: string, mainCharacter = 'un lapin très curieux'): string[] {
  const request: StoryRequest = { ...SAMPLE_STORY_REQUEST, choices: { ...SAMPLE_STORY_REQUEST.choices, setting, mainCharacter, scenario: 'aider un petit animal perdu à retrouver sa famille' } };
  const story: WrittenStory = { title: 'Une histoire', content, moral: 'Un ami, c’est précieux.' };
  return checkStory(story, request).filter((finding) => finding.rule === WORLD_FIT_RULE).map((finding) => finding.detail);
}

describe('story checker, world fit of the editor’s read 41', () => {
  it.each([
    ['a bench on the seabed', 'au fond de la mer', 'Un monsieur assis sur un banc leur montra un jeu.'],
    ['an oven on the seabed', 'au fond de la mer', 'Le dragon alluma son four.'],
    ['a keyhole in the jungle', 'dans la jungle', 'Léa montra une serrure.'],
    ['a rocking horse in a forest', 'dans une forêt', 'Léa vit une lueur sous un cheval à bascule.'],
    ['sunbathing in a space station', 'dans une station spatiale', 'Un extraterrestre faisait la sieste au soleil.'],
    ['a seal’s paw prints', 'sur la banquise', 'Ils trouvèrent des traces de pattes : c’étaient celles de la maman phoque.'],
  ])('should flag %s', (_label, setting, content) => {
    // Act
    const found = worldFindings(setting, content);

    // Assert
    expect(found).toHaveLength(1);
  });

  it.each([
    ['a bench in a park', 'dans un parc', 'Un monsieur assis sur un banc leur montra un jeu.'],
    ['a shoal of fish on the seabed', 'au fond de la mer', 'Un banc de poissons passa devant eux.'],
    ['a keyhole in a castle', 'dans un château', 'Léa montra une serrure.'],
    ['a seal’s flippers', 'sur la banquise', 'Le bébé phoque agita ses nageoires.'],
  ])('should not flag %s', (_label, setting, content) => {
    // Act
    const found = worldFindings(setting, content);

    // Assert
    expect(found).toEqual([]);
  });
});
