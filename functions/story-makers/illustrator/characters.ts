import { recognizeKind, type KeywordKind } from './keywords';

/** The story's main character (the child's companion in the picture), recognised from free text. */
export const CHARACTER_IDS = [
  'dragon',
  'unicorn',
  'horse',
  'cat',
  'dog',
  'rabbit',
  'robot',
  'bear',
  'fox',
  'owl',
  'dinosaur',
  'mermaid',
  'fairy',
  'pirate',
  'princess',
  'prince',
  'knight',
  'alien',
  'lion',
  'penguin',
  'turtle',
  'whale',
  'witch',
] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];
/** Nothing recognised: a little glowing star-sprite. */
export const DEFAULT_CHARACTER = 'star-sprite';
/**
 * The drawings of a story frame's families (issue 25), for a kind with no drawing of its own: a giraffe
 * is an `animal`, a snail a `small-creature`, a grandmother a `grown-up`, the Moon the `moon`. Only the
 * frame picks them; the keywords of an old story's free text never do.
 */
export const FAMILY_DRAWINGS = ['animal', 'small-creature', 'sea-animal', 'bird', 'grown-up', 'friend', 'toy', 'vehicle', 'moon', 'sun', 'cloud', 'plant', 'reptile', 'snowman'] as const;
export type FamilyDrawingId = (typeof FAMILY_DRAWINGS)[number];
export type CompanionId = CharacterId | FamilyDrawingId | typeof DEFAULT_CHARACTER;

export const CHARACTER_KINDS: readonly KeywordKind<CharacterId>[] = [
  { id: 'dragon', keywords: ['dragon', 'dragonne', 'dragonnet'] },
  { id: 'unicorn', keywords: ['licorne', 'unicorn'] },
  { id: 'horse', keywords: ['cheval', 'chevaux', 'poney', 'jument', 'poulain', 'pégase', 'horse', 'pony'] },
  { id: 'cat', keywords: ['chat', 'chatte', 'chaton', 'minou', 'matou', 'cat', 'kitten', 'kitty'] },
  { id: 'dog', keywords: ['chien', 'chienne', 'chiot', 'toutou', 'dog', 'puppy', 'doggy'] },
  { id: 'rabbit', keywords: ['lapin', 'lapine', 'lapereau', 'rabbit', 'bunny', 'hare'] },
  { id: 'robot', keywords: ['robot', 'androïde', 'automate', 'cyborg', 'android'] },
  { id: 'bear', keywords: ['ours', 'ourse', 'ourson', 'nounours', 'panda', 'koala', 'bear', 'teddy', 'teddy bear'] },
  { id: 'fox', keywords: ['renard', 'renarde', 'renardeau', 'fox'] },
  { id: 'owl', keywords: ['hibou', 'chouette', 'owl'] },
  { id: 'dinosaur', keywords: ['dinosaure', 'dino', 't-rex', 'tyrannosaure', 'diplodocus', 'tricératops', 'dinosaur'] },
  { id: 'mermaid', keywords: ['sirène', 'triton', 'mermaid', 'merman'] },
  { id: 'fairy', keywords: ['fée', 'fée clochette', 'lutin', 'elfe', 'fairy', 'pixie', 'elf'] },
  { id: 'pirate', keywords: ['pirate', 'corsaire', 'capitaine pirate', 'flibustier'] },
  { id: 'princess', keywords: ['princesse', 'reine', 'princess', 'queen'] },
  { id: 'prince', keywords: ['prince', 'roi', 'king'] },
  { id: 'knight', keywords: ['chevalier', 'chevaleresse', 'knight'] },
  { id: 'alien', keywords: ['extraterrestre', 'extra-terrestre', 'martien', 'martienne', 'alien', 'martian', 'ovni', 'ufo'] },
  { id: 'lion', keywords: ['lion', 'lionne', 'lionceau', 'tigre', 'tigresse', 'tiger'] },
  { id: 'penguin', keywords: ['pingouin', 'manchot', 'penguin'] },
  { id: 'turtle', keywords: ['tortue', 'tortue de mer', 'turtle', 'tortoise'] },
  { id: 'whale', keywords: ['baleine', 'baleineau', 'cachalot', 'orque', 'whale'] },
  { id: 'witch', keywords: ['sorcière', 'sorcier', 'magicienne', 'magicien', 'enchanteur', 'enchanteresse', 'witch', 'wizard'] },
];

export function recognizeCharacter(text: string): CompanionId {
  return recognizeKind(text, CHARACTER_KINDS, DEFAULT_CHARACTER);
}
