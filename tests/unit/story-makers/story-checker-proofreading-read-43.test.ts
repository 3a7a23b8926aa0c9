import { describe, expect, it } from 'vitest';
import type { StoryRequest, WrittenStory } from '../../../functions/core/story-makers-port';
import { checkStory, WORLD_FIT_RULE } from '../../../functions/story-makers/story-checker';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { alone, describeProofreadingRule } from './story-checker-proofreading-helpers';

/**
 * The kinds of French errors and story slips of the editor's read 42 that no rule reported (brief C of session
 * 43): each rule on wrong sentences and on right ones written for the test, not on the stories' own lines.
 */

describeProofreadingRule(
  'plus-plus',
  [
    ['a second clause without « plus »', alone('Plus les enfants marchaient, les arbres devenaient grands.')],
    ['with a name', alone('Plus Léa courait, le vent soufflait fort.')],
  ],
  [
    ['« plus…, plus… »', alone('Plus les enfants marchaient, plus les arbres devenaient grands.')],
    ['« plus…, moins… »', alone('Plus Léa courait, moins elle avait froid.')],
    ['« Plus tard »', alone('Plus tard, les enfants rentrèrent.')],
    ['« Plus personne »', alone('Plus personne ne parlait, et la nuit tombait.')],
  ],
);

describeProofreadingRule(
  'rien-rien',
  [['« rien ne… rien »', alone('Le hibou était perdu : plus rien ne lui semblait rien.')]],
  [
    ['one « rien »', alone('Le hibou était perdu : plus rien ne lui semblait connu.')],
    ['« rien ne manquait »', alone('Rien ne manquait, et tout était rangé.')],
  ],
);

describeProofreadingRule(
  'demander-a',
  [['« demanda les amis de » + infinitive', alone('Il demanda les amis du quartier de chanter plus fort.')]],
  [
    ['« demanda aux amis de »', alone('Il demanda aux amis du quartier de chanter plus fort.')],
    ['things asked for', alone('Il demanda les clés de la maison.')],
  ],
);

describeProofreadingRule(
  'de-quoi-number',
  [['a plural subject, then « de quoi… » and a singular verb', alone('Dans la boîte, des billes de verre, de quoi jouer tout un été brillait sous la lampe.')]],
  [
    ['the plural verb', alone('Dans la boîte, des billes de verre, de quoi jouer tout un été brillaient sous la lampe.')],
    ['« de quoi » with no verb after it', alone('Il trouva des billes de verre, de quoi jouer tout un été.')],
  ],
);

describeProofreadingRule(
  'feminine-participle',
  [['a masculine participle after a feminine noun', alone('Sur le mur, il vit une tortue verte, peint en grand.')]],
  [
    ['the feminine participle', alone('Sur le mur, il vit une tortue verte, peinte en grand.')],
    ['a masculine noun', alone('Sur le mur, il vit un lézard vert, peint en grand.')],
    ['the participle of the noun before « de la »', alone('On pouvait lire le prénom de la fillette, écrit en lettres d’or.')],
  ],
);

describeProofreadingRule(
  'feminine-tout',
  [
    ['« tout seul » after a feminine subject', alone('La sorcière voulut soulever la marmite tout seul.')],
    ['« tout rouge » after « , et la… »', alone('Le vent tomba, et la chouette se posa, tout rouge.')],
  ],
  [
    ['« toute seule »', alone('La sorcière voulut soulever la marmite toute seule.')],
    ['a masculine noun in between', alone('La sorcière regarda le lutin tout seul dans son coin.')],
    ['a masculine subject', alone('Le lutin se posa, tout rouge.')],
  ],
);

describeProofreadingRule(
  'bang-comma',
  [['a comma after « ! »', alone('« Toc !, » fit la porte.')]],
  [['no comma', alone('« Toc ! » fit la porte.')], ['a comma after a word', alone('« Toc, toc ! » fit la porte.')]],
);

describeProofreadingRule(
  'when-and',
  [['« Quand…, et » then the main clause', alone('Quand la pluie cessa, et le garçon sortit voir le jardin.')]],
  [
    ['no « et »', alone('Quand la pluie cessa, le garçon sortit voir le jardin.')],
    ['two clauses joined after the main one', alone('Le garçon sortit, et la pluie cessa.')],
  ],
);

describeProofreadingRule(
  'capital-incise',
  [['a capitalised incise after a quoted question', alone('« Et si on restait là ? Demanda le lutin. On serait bien. »')]],
  [
    ['the lowercase incise', alone('« Et si on restait là ? demanda le lutin. On serait bien. »')],
    ['a new quoted sentence', alone('« Tu viens ? Dis oui ! » cria le lutin.')],
  ],
);

describeProofreadingRule(
  'claim-confirmed',
  [['« J’y arrive ! » confirmed at once', { content: 'Le pont tomba encore. Tom se dit : « J’y arrive ! » Et il avait raison.' }]],
  [
    ['the success told', { content: 'Tom se dit : « J’y arrive ! » Il posa la dernière planche, et le pont tint bon.' }],
    ['« il avait raison » after a plain remark', { content: '« Il va pleuvoir », dit Tom. Et il avait raison.' }],
  ],
);

describeProofreadingRule(
  'no-longer',
  [['« plus personne ne s’enfuyait » with no one fleeing before', { content: 'Le géant aida tout le monde. Plus personne ne s’enfuyait à son approche.' }]],
  [
    ['flight told before', { content: 'Les enfants s’enfuirent en le voyant. Le géant aida tout le monde. Plus personne ne s’enfuyait à son approche.' }],
    ['fear told before', { content: 'Tom avait peur du noir. Il alluma la veilleuse. Plus personne n’avait peur.' }],
  ],
);

describeProofreadingRule(
  'prop-unintroduced',
  [
    ['« la loupe » never brought', { content: 'Léa chercha partout. Elle prit la loupe et regarda la trace.' }],
    ['« le sablier » never brought', { content: 'Ils posèrent le sablier sur la table.' }],
  ],
  [
    ['« une loupe » first', { content: 'Mamie lui donna une loupe. Léa prit la loupe et regarda la trace.' }],
    ['her own', { content: 'Léa sortit sa loupe. Elle prit la loupe et regarda la trace.' }],
    ['a prop said with whose it is', { content: 'Il régla la boussole de son casque.' }],
  ],
);

describeProofreadingRule(
  'morning-after',
  [['« De bon matin » after « juste avant le déjeuner »', { content: 'Ils avaient rendez-vous au parc, juste avant le déjeuner. De bon matin, Léa regardait les canards.' }]],
  [
    ['the morning first', { content: 'De bon matin, Léa regardait les canards. Ils avaient rendez-vous au parc, juste avant le déjeuner.' }],
    ['a new day between', { content: 'Ils avaient rendez-vous au parc, juste avant le déjeuner. Le lendemain, de bon matin, Léa revint.' }],
  ],
);

function worldFindings(setting: string, content: string): string[] {
  const request: StoryRequest = { ...SAMPLE_STORY_REQUEST, choices: { ...SAMPLE_STORY_REQUEST.choices, setting, mainCharacter: 'un lapin très curieux', scenario: 'aider un petit animal perdu à retrouver sa famille' } };
  const story: WrittenStory = { title: 'Une histoire', content, moral: 'Un ami, c’est précieux.' };
  return checkStory(story, request).filter((finding) => finding.rule === WORLD_FIT_RULE).map((finding) => finding.detail);
}

describe('story checker, world fit of the editor’s read 42', () => {
  it.each([
    ['« le chemin montait » in a library', 'dans une bibliothèque magique', 'Le chemin montait entre les étagères.'],
    ['pebbles of a path in a space station', 'dans une station spatiale', 'Le robot reniflait chaque caillou du chemin.'],
    ['the sun going down in a space station', 'dans une station spatiale', 'Le soleil descendait doucement.'],
    ['leaves shivering on Mars', 'sur Mars', 'Les feuilles frissonnaient au passage du robot.'],
    ['shutters on the seabed', 'au fond de la mer', 'Les volets de la grotte claquèrent.'],
    ['a windowpane in the forest', 'dans une forêt', 'Léa colla son nez contre la vitre.'],
  ])('should flag %s', (_label, setting, content) => {
    // Act
    const found = worldFindings(setting, content);

    // Assert
    expect(found).toHaveLength(1);
  });

  it.each([
    ['« le chemin montait » in a forest', 'dans une forêt', 'Le chemin montait entre les arbres.'],
    ['the sun going down in a garden', 'dans un jardin', 'Le soleil descendait doucement.'],
    ['a sheet of paper in a space station', 'dans une station spatiale', 'Léa prit une feuille de papier.'],
    ['shutters in a village', 'dans un village', 'Les volets de la maison claquèrent.'],
  ])('should not flag %s', (_label, setting, content) => {
    // Act
    const found = worldFindings(setting, content);

    // Assert
    expect(found).toEqual([]);
  });
});
