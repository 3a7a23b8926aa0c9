import { describe, expect, it } from 'vitest';
import type { StoryRequest, WrittenStory } from '../../../functions/core/story-makers-port';
import { checkStory, WORLD_FIT_RULE } from '../../../functions/story-makers/story-checker';
import { requestWorld } from '../../../functions/story-makers/story-checker/world-fit';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';

/**
 * Issue 26, item 1: the checker finds what cannot be where the story happens (the editor's examples
 * and their kin), and lets what fits, what is only compared, denied or dreamt, and what the parent
 * asked for pass.
 */

interface WorldCase {
  setting: string;
  content?: string;
  caption?: string;
  mainCharacter?: string;
  scenario?: string;
}

function findings({ setting, content = 'Léa partit se promener.', caption, mainCharacter, scenario }: WorldCase): string[] {
  const request: StoryRequest = {
    ...SAMPLE_STORY_REQUEST,
    choices: {
      ...SAMPLE_STORY_REQUEST.choices,
      setting,
      mainCharacter: mainCharacter ?? 'un lapin très curieux',
      scenario: scenario ?? 'aider un petit animal perdu à retrouver sa famille',
    },
  };
  const story: WrittenStory = {
    title: 'Une histoire',
    content,
    moral: 'Un ami, c’est précieux.',
    scenes: caption ? [{ moment: 'resolution', paragraph: 0, light: 'day', pose: 'celebrating', props: [], caption }] : undefined,
  };
  return checkStory(story, request)
    .filter((finding) => finding.rule === WORLD_FIT_RULE)
    .map((finding) => finding.detail);
}

const WRONG: [string, WorldCase][] = [
  ['a fawn lost on top of the wardrobe in the forest', { setting: 'la forêt enchantée', content: 'Le petit faon s’était perdu tout en haut de l’armoire.' }],
  ['a turtle on a snowy mountain', { setting: 'une montagne enneigée', content: 'Un bébé tortue grelottait sur le rocher.' }],
  ['a pond on a snowy mountain', { setting: 'une montagne enneigée', content: 'Ils retrouvèrent enfin la grande mare.' }],
  ['a boat leaking in the desert', { setting: 'le désert aux mille étoiles', content: 'Le bateau prenait l’eau de partout.' }],
  ['a boat leaking on the seabed', { setting: 'le fond de la mer', content: 'Il prenait l’eau de partout.' }],
  ["a miller's village in a space station", { setting: 'une station spatiale', content: 'La vieille meunière du village chantait.' }],
  ['a mountain path in a library', { setting: 'une bibliothèque magique', content: 'Ils grimpèrent par le sentier de montagne.' }],
  ['a boat leaking in the desert when the parent asked to mend one', { setting: 'le désert aux mille étoiles', scenario: 'réparer un bateau après une tempête avec l’aide de nouveaux amis', content: 'Il prenait l’eau de partout.' }],
  ['rain under water', { setting: 'le fond de la mer', content: 'Une grosse averse tomba sur le récif.' }],
  ['lightning in space', { setting: 'une station spatiale', content: 'Un éclair déchira le silence.' }],
  ['snow in the desert', { setting: 'le désert aux mille étoiles', content: 'Des flocons tombaient sur les dunes.' }],
  ['a bird under water', { setting: 'le fond de la mer', content: 'Un petit oiseau passa près du corail.' }],
  ['flowers on a snowy mountain', { setting: 'une montagne enneigée', content: 'Des fleurs poussaient partout.' }],
  ['wind in a library', { setting: 'une bibliothèque magique', content: 'Le vent tournait les pages.' }],
  ['an owl in a caption of a space story', { setting: 'une station spatiale', caption: 'La petite fille et le lapin jouent avec une chouette.' }],
  ['a walk on the seabed', { setting: 'un récif de corail', content: 'Léa marcha longtemps entre les coraux.' }],
  ['a camel on the seabed', { setting: 'le fond de la mer', content: 'Un chameau passa lentement.' }],
  // The editor's second read (issue 26, item 1), in sentences of our own.
  ['crickets in a space station', { setting: 'une station spatiale', content: 'Les grillons chantaient près du hublot.' }],
  ['a branch cracking in a space station', { setting: 'une station spatiale', content: 'Soudain, une brindille craqua derrière eux.' }],
  ['the smell of wet earth in a space station', { setting: 'une station spatiale', content: 'Ça sentait bon la terre mouillée.' }],
  ['a bush in a castle in the clouds', { setting: 'un château dans les nuages', content: 'Ils se cachèrent derrière un buisson.' }],
  ['a rabbit running off in a castle in the clouds', { setting: 'un château dans les nuages', content: 'Un renard détala devant eux.' }],
  ['a root in the desert', { setting: 'le désert aux mille étoiles', content: 'Léa s’assit sur une grosse racine.' }],
  ['bread and cheese under water', { setting: 'le fond de la mer', content: 'Ils partagèrent des tartines près du corail.' }],
  ['a sunset behind the roofs under water', { setting: 'le fond de la mer', content: 'Le soleil descendait doucement sur le récif.' }],
  ['a bus in a space station', { setting: 'une station spatiale', content: 'Ils attendirent le bus devant le sas.' }],
  ['a street corner under water', { setting: 'le fond de la mer', content: 'Au coin de la rue, Léa fit un signe de la main.' }],
  ['a crater under the sea', { setting: 'le fond de la mer', content: 'Le livre était tombé au fond d’un petit cratère.' }],
  ['rocks in a library', { setting: 'une bibliothèque magique', content: 'Ils grimpèrent sur un gros rocher.' }],
  ['the sky seen from a library', { setting: 'une bibliothèque magique', content: 'Ils levèrent les yeux vers le ciel.' }],
  ['a swim in a library', { setting: 'une bibliothèque magique', content: 'Léa nagea jusqu’à l’autre bout.' }],
  ['a swim in the desert', { setting: 'le désert aux mille étoiles', content: 'Léa plongea et fit trois brasses.' }],
  ['bees buzzing in the middle of the night', { setting: 'la ferme de grand-mère', content: 'Il faisait nuit noire. On entendait le bourdonnement des abeilles.' }],
  ['a swim with no water anywhere in the story', { setting: 'la ferme de grand-mère', content: 'Léa voulait apprendre à nager. Elle essaya une première fois, mais le chemin était glissant.' }],
  // The editor's read 37, in sentences of our own.
  ['a shelf in a garden', { setting: 'un jardin secret', content: 'Un gros livre tomba d’une étagère.' }],
  ['a toy chest on an island', { setting: 'une île au trésor', content: 'Tom ouvrit son coffre à jouets.' }],
  ['dominoes on a table under the sea', { setting: 'le fond de la mer', content: 'Les dominos claquaient sur la table.' }],
  ['a seal in a garden', { setting: 'la ferme de grand-mère', content: 'Un bébé phoque dormait près du puits.' }],
  ['a hammer and nails in space', { setting: 'une station spatiale', content: 'Elle tint les clous pendant qu’il tapait avec le marteau.' }],
  ['an old lady under the sea', { setting: 'le fond de la mer', content: 'Une vieille dame leur tendit un ruban.' }],
  ['digging in a library', { setting: 'une bibliothèque magique', content: 'Tous deux creusèrent doucement.' }],
  ['a house kitchen reached from the desert', { setting: 'le désert aux mille étoiles', content: 'Les deux amis filèrent vers la cuisine de la maison.' }],
  // Editor's read 38.
  ['fish on tiptoe on the seabed', { setting: 'le fond de la mer', content: 'Les petits poissons du récif s’approchèrent sur la pointe des pieds.' }],
  ['an otter on the seabed', { setting: 'le fond de la mer', content: 'Une jeune loutre les regardait passer.' }],
  ['a stretch of deep water to cross under the sea', { setting: 'le fond de la mer', content: 'Il y avait une grande étendue d’eau profonde à traverser.' }],
  ['clothes pegs on Mars', { setting: 'Mars', content: 'Elle trouva deux pinces à linge.' }],
];

const RIGHT: [string, WorldCase][] = [
  ['shelves in a library and the child’s own shelves anywhere', { setting: 'un jardin secret', content: 'Sur ses étagères, tout parlait des voyages.' }],
  ['a shelf in a library', { setting: 'une bibliothèque magique', content: 'Un gros livre tomba d’une étagère.' }],
  ['a toy chest in the toy village', { setting: 'le village des jouets', content: 'La carte était au fond d’un coffre à jouets.' }],
  ['a seal on the ice floe', { setting: 'la banquise', content: 'Un bébé phoque dormait sur la glace.' }],
  ['a hammer and nails in the toy village', { setting: 'le village des jouets', content: 'Elle tint les clous pendant qu’il tapait avec le marteau.' }],
  ['digging on an island', { setting: 'une île au trésor', content: 'Tous deux creusèrent doucement.' }],
  ['a cake that sinks like a crater', { setting: 'une bibliothèque magique', content: 'Le gâteau se creusa au milieu.' }],
  ['the kitchen of the house at home', { setting: 'la maison de mamie', content: 'Les deux amis filèrent vers la cuisine de la maison.' }],
  ['the kitchen of the house from its garden', { setting: 'un jardin secret', content: 'Les deux amis filèrent vers la cuisine de la maison.' }],
  ['a wardrobe at grandma’s', { setting: 'chez mamie', content: 'Le doudou était tout en haut de l’armoire.' }],
  ['a pond in the forest', { setting: 'la forêt enchantée', content: 'Ils retrouvèrent enfin la grande mare.' }],
  ['a boat at the beach', { setting: 'à la plage', content: 'Le bateau prenait l’eau de partout.' }],
  ['snow on a snowy mountain', { setting: 'une montagne enneigée', content: 'Des flocons tombaient sur les sapins.' }],
  ['a comparison', { setting: 'le désert aux mille étoiles', content: 'Le sable était blanc comme la neige.' }],
  ['a denial', { setting: 'le désert aux mille étoiles', content: 'Ici, il n’y avait jamais de pluie.' }],
  ['a dream', { setting: 'le fond de la mer', content: 'Cette nuit-là, Léa rêva de papillons.' }],
  ['the companion the parent chose', { setting: 'une station spatiale', mainCharacter: 'une tortue très rapide', content: 'La tortue flottait près du hublot.' }],
  ['the scenario the parent chose', { setting: 'le désert aux mille étoiles', scenario: 'réparer un bateau après une tempête avec l’aide de nouveaux amis', content: 'Le bateau était tout abîmé.' }],
  ['rain in the jungle', { setting: 'la jungle', content: 'Une grosse averse tomba sur les lianes.' }],
  ['an adjective that looks like a piece of furniture', { setting: 'la forêt enchantée', content: 'Sans mains, ce n’était pas commode.' }],
  ['a shower of meteorites in space', { setting: 'une station spatiale', content: 'Ils tombèrent sur une pluie de petites météorites.' }],
  ['an idea that worked, under water', { setting: 'un récif de corail', content: "Léa imagina une drôle d'idée… qui marcha." }],
  ['fish under water', { setting: 'le fond de la mer', content: 'Des poissons passaient entre les algues.' }],
  ['a branch in the forest', { setting: 'la forêt enchantée', content: 'Une branche craqua derrière eux.' }],
  ['a crater on the Moon', { setting: 'la Lune', content: 'Le livre était tombé au fond d’un petit cratère.' }],
  ['rocks in a cave', { setting: 'une grotte', content: 'Ils grimpèrent sur un gros rocher.' }],
  ['hazel eyes in the snow', { setting: 'une montagne enneigée', content: 'Elle avait les yeux noisette.' }],
  ['rainbow-coloured hair in a library', { setting: 'une bibliothèque magique', content: 'Elle avait des cheveux aux couleurs de l’arc-en-ciel.' }],
  ['the sky seen from a castle in the clouds', { setting: 'un château dans les nuages', content: 'Ils levèrent les yeux vers le ciel.' }],
  ['bread at grandma’s farm', { setting: 'la ferme de grand-mère', content: 'Ils partagèrent des tartines de confiture.' }],
  ['an idea found in a flash, in space', { setting: 'une station spatiale', content: 'Il trouva la direction en un éclair.' }],
  ['a swim at the beach', { setting: 'à la plage', content: 'Léa nagea jusqu’à la bouée.' }],
  ['a swim in a farm’s pond', { setting: 'la ferme de grand-mère', content: 'Léa voulait apprendre à nager. Elle entra dans la mare, où l’eau était tiède.' }],
  ['bees in the afternoon', { setting: 'la ferme de grand-mère', content: 'Le soleil brillait. On entendait le bourdonnement des abeilles.' }],
  // Editor's read 38.
  ['tiptoeing in a forest', { setting: 'la forêt enchantée', content: 'Ils avancèrent sur la pointe des pieds.' }],
  ['an otter by a lake', { setting: 'un lac', content: 'Une jeune loutre les regardait passer.' }],
];

describe('story checker: world-fit', () => {
  it.each(WRONG)('should flag %s', (_label, worldCase) => {
    // Act
    const found = findings(worldCase);

    // Assert
    expect(found).toHaveLength(1);
  });

  it.each(RIGHT)('should not flag %s', (_label, worldCase) => {
    // Act
    const found = findings(worldCase);

    // Assert
    expect(found).toEqual([]);
  });

  it('should read a beach and an island as on land, and the seabed as under water', () => {
    // Arrange
    const world = (setting: string) => requestWorld({ ...SAMPLE_STORY_REQUEST, choices: { ...SAMPLE_STORY_REQUEST.choices, setting } })?.medium;

    // Act
    const media = ['à la plage', 'une île au trésor', 'le fond de la mer'].map(world);

    // Assert
    expect(media).toEqual(['land', 'land', 'water']);
  });
});
