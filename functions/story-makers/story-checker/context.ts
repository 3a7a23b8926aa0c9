import type { StoryRequest, WrittenStory } from '#core/story-makers-port';
import { readCompanion, type Companion, type GenderNumber } from './gender';
import { escapeRegExp, readStory, type ReadStory, type Sentence } from './text';

/** One thing a reader would stop at: which rule, in which sentence, and why (for the test's output). */
export interface StoryFinding {
  rule: string;
  sentence: string;
  detail: string;
}

/** What every rule reads: the story split once, the child and the companion as the checker sees them. */
export interface CheckContext {
  story: WrittenStory;
  request: StoryRequest;
  content: ReadStory;
  moral: ReadStory;
  companion: Companion | null;
  child: GenderNumber & { name: string };
  /** Matches the story's names for the companion: "la licorne", "son petit dragon", "Le lapin". */
  companionReference: RegExp | null;
}

export type StoryRule = (context: CheckContext) => StoryFinding[];

export function buildContext(story: WrittenStory, request: StoryRequest): CheckContext {
  const companion = readCompanion(request.choices.mainCharacter);
  const companionReference = companion
    ? new RegExp(`(?<![\\p{L}])(?:(?:le|la|les|son|sa|ses|ce|cette|ces)\\s+(?:petite?s?\\s+)?|l')${escapeRegExp(companion.head)}(?![\\p{L}])`, 'iu')
    : null;
  return {
    story,
    request,
    content: readStory(story.content),
    moral: readStory(story.moral),
    companion,
    child: { name: request.child.name, gender: request.child.gender === 'girl' ? 'f' : 'm', plural: false },
    companionReference,
  };
}

export const finding = (rule: string, sentence: Sentence | string, detail: string): StoryFinding => ({
  rule,
  sentence: typeof sentence === 'string' ? sentence : sentence.text,
  detail,
});
