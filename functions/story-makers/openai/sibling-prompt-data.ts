import { traitLabel } from '#shared/profiles';
import { hobbyWords, readHobby } from '#shared/hobby';
import type { StoryChild, StoryRequest } from '#core/story-makers-port';
import { colourWords } from '../common/colour-words';

/**
 * Brothers and sisters (issue 31, item 5) on the OpenAI path: the second child as the model reads them, inside
 * the data block like the first (their own name, age, gender, traits in their gender, interests, colour, hobby
 * and looks), and the rule that goes with it outside the block — only field names, counts and fixed words.
 * The story is written at the younger child's level, as the embedded writer does (writer/duo/).
 */
export function siblingData(sibling: StoryChild): Record<string, unknown> {
  const hobbyFrame = readHobby(sibling.favoriteHobby);
  const hobby = hobbyFrame ? hobbyWords(hobbyFrame) : null;
  return {
    prenom: sibling.name,
    age: sibling.age,
    genre: sibling.gender === 'girl' ? 'fille' : 'garçon',
    traits: sibling.personality.map((trait) => traitLabel(trait, sibling.gender).toLowerCase()),
    centresInteret: sibling.interests,
    couleurPreferee: colourWords(sibling.favoriteColor).name,
    ...(hobby ? { loisirPrefere: hobby.infinitive ?? hobby.noun } : {}),
    apparence: {
      peau: sibling.skinColor,
      cheveux: [sibling.hairColor, sibling.hairType, sibling.hairLength].filter(Boolean).join(', '),
      yeux: sibling.eyeColor,
      taille: sibling.height,
      style: sibling.style,
    },
  };
}

/** The child whose age and reading level the story is written for: the younger of the two. */
export function readerOf(request: StoryRequest): Pick<StoryChild, 'age' | 'readingLevel'> {
  const { child, sibling } = request;
  const younger = sibling && sibling.age < child.age ? sibling : child;
  return { age: younger.age, readingLevel: younger.readingLevel };
}

export function siblingRule(request: StoryRequest): string | null {
  const { child, sibling } = request;
  if (!sibling) return null;
  const bothGirls = child.gender === 'girl' && sibling.gender === 'girl';
  const second = sibling.gender === 'girl' ? 'une fille' : 'un garçon';
  return [
    `Deux héros : l'enfant (champ « prenom ») et son frère ou sa sœur (champ « frereOuSoeur.prenom »), ${second} de ${sibling.age} ans, tous deux appelés par leur prénom et présents du début à la fin.`,
    "Ils agissent à tour de rôle : chacun a au moins deux moments à lui, où ce sont ses propres traits (champ « traits » pour l'un, « frereOuSoeur.traits » pour l'autre) et son loisir qui le font agir ; et ils agissent aussi ensemble.",
    `Accorde ce qui se rapporte à chacun selon son genre, et ce qui se rapporte aux deux au pluriel, avec un verbe au pluriel après leurs deux prénoms et le pronom ${bothGirls ? '« elles »' : '« ils »'}.`,
  ].join(' ');
}
