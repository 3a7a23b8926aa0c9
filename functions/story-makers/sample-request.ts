import type { StoryRequest } from '#core/story-makers-port';

/** A complete request, for the `npm run story` command and the story makers benchmark. */
export const SAMPLE_STORY_REQUEST: StoryRequest = {
  seed: 'exemple',
  child: {
    name: 'Léa',
    age: 6,
    gender: 'girl',
    personality: ['Curieux', 'Courageux', 'Rêveur'],
    interests: ['Espace', 'Dinosaures'],
    favoriteColor: '#8E24AA',
    favoriteHobby: 'construire des cabanes',
    readingLevel: 'beginner',
    skinColor: 'Métisse claire',
    hairColor: 'Châtain',
    hairType: 'Bouclés',
    hairLength: 'Mi-longs',
    eyeColor: 'Noisette',
    height: 'Petit(e)',
    style: 'Aventurier',
  },
  choices: {
    mainCharacter: 'un petit dragon qui a peur du noir',
    setting: 'la forêt enchantée',
    scenario: 'retrouver une étoile tombée du ciel',
    emotions: ['la joie', 'le courage'],
    values: ["l'amitié", 'la persévérance'],
  },
};
