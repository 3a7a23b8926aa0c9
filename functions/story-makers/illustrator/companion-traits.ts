import type { CompanionTraitState } from '#core/story-scenes';
import { recognizeKind, type KeywordKind } from './keywords';

/**
 * The companion's defining trait, read from the wizard's main character ("un petit dragon qui a peur du
 * noir"): every trait of our suggestions has a visible sign, and those that are a small subplot look
 * different before and after the story resolves them (the unicorn gets its horn back).
 */

export const COMPANION_TRAITS = [
  'afraid-of-dark',
  'lost-horn',
  'learning-to-laugh',
  'curious',
  'tiny',
  'living-plush',
  'astronaut',
  'fast',
  'kind',
  'failed-potions',
  'vegetarian',
  'sings',
] as const;
export type CompanionTrait = (typeof COMPANION_TRAITS)[number];

export const TRAIT_KINDS: readonly KeywordKind<CompanionTrait>[] = [
  { id: 'afraid-of-dark', keywords: ['peur du noir', 'peur de la nuit', 'peur dans le noir', 'afraid of the dark'] },
  { id: 'lost-horn', keywords: ['perdu sa corne', 'sans corne', 'corne perdue', 'lost its horn', 'lost her horn'] },
  { id: 'learning-to-laugh', keywords: ['apprend à rire', 'ne sait pas rire', 'veut rire', 'learning to laugh'] },
  { id: 'curious', keywords: ['curieux', 'curieuse', 'curious'] },
  { id: 'tiny', keywords: ['minuscule', 'tout petit', 'toute petite', 'riquiqui', 'tiny'] },
  { id: 'living-plush', keywords: ['en peluche', 'peluche', 'doudou', 'teddy'] },
  { id: 'astronaut', keywords: ['astronaute', 'cosmonaute', 'spationaute', 'astronaut'] },
  { id: 'fast', keywords: ['rapide', 'très rapide', 'fonceur', 'fonceuse', 'fast', 'speedy'] },
  { id: 'kind', keywords: ['gentil', 'gentille', 'kind', 'friendly'] },
  { id: 'failed-potions', keywords: ['rate ses potions', 'potions ratées', 'rate ses sorts', 'potion', 'potions'] },
  { id: 'vegetarian', keywords: ['végétarien', 'végétarienne', 'mange des légumes', 'vegetarian'] },
  { id: 'sings', keywords: ['chante', 'chanteur', 'chanteuse', 'qui chante', 'sings', 'singing'] },
];

export function recognizeTrait(text: string): CompanionTrait | null {
  const trait = recognizeKind(text, TRAIT_KINDS, 'none');
  return trait === 'none' ? null : trait;
}

/** Where the trait's subplot stands: the scene says; without a scene (or a state), the trouble as the parent described it. */
export const traitState = (state: CompanionTraitState | undefined): CompanionTraitState => state ?? 'before';
