import type { StoryRequest, WrittenStory } from '#core/story-makers-port';
import { AGREEMENT_RULE, checkAgreement } from './agreement';
import { APPOSITIVE_COMMA_RULE, checkAppositiveComma } from './appositive-comma';
import { buildContext, type StoryFinding, type StoryRule } from './context';
import { checkCoordinatedPronoun, COORDINATED_PRONOUN_RULE } from './coordinated-pronoun';
import { checkDuplicates, DUPLICATE_RULE } from './duplicates';
import { checkEmotions, EMOTION_RULE } from './emotions';
import { checkFalseEnding, FALSE_ENDING_RULE } from './false-ending';
import { checkPerson, PERSON_RULE } from './person';
import { checkSpeechTags, SPEECH_TAG_RULE } from './speech-tag';
import { checkSuggestionFit, SUGGESTION_FIT_RULE } from './suggestion-fit';
import { checkTense, TENSE_RULE } from './tense';
import { PROOFREADING_RULE_NAMES, PROOFREADING_RULES } from './proofreading';
import { checkWorldFit, WORLD_FIT_RULE } from './world-fit';

/**
 * The French story checker (issue 16): what an editor would stop at in a written story, as findings.
 * Each rule is its own module, precise rather than exhaustive — a good writer passes with no finding,
 * so a false positive is a bug of the checker. It reads the story the way a parent does: content,
 * moral and title, against the request it was written for.
 */

export type { StoryFinding } from './context';
export { AGREEMENT_RULE, APPOSITIVE_COMMA_RULE, COORDINATED_PRONOUN_RULE, DUPLICATE_RULE, EMOTION_RULE, FALSE_ENDING_RULE, PERSON_RULE, SPEECH_TAG_RULE, SUGGESTION_FIT_RULE, TENSE_RULE, WORLD_FIT_RULE };
export { dialogueExchanges } from './dialogue';
export * from './proofreading';
export { SUCCESS_CLAIM } from './false-ending';
export { scenarioTold, seededScenario } from './scenarios';

/** The rules' names, as findings carry them. */
export const STORY_RULE_NAMES = [AGREEMENT_RULE, SPEECH_TAG_RULE, COORDINATED_PRONOUN_RULE, PERSON_RULE, TENSE_RULE, APPOSITIVE_COMMA_RULE, DUPLICATE_RULE, FALSE_ENDING_RULE, EMOTION_RULE, SUGGESTION_FIT_RULE, WORLD_FIT_RULE, ...PROOFREADING_RULE_NAMES] as const;

export const STORY_RULES: readonly StoryRule[] = [checkAgreement, checkSpeechTags, checkCoordinatedPronoun, checkPerson, checkTense, checkAppositiveComma, checkDuplicates, checkFalseEnding, checkEmotions, checkSuggestionFit, checkWorldFit, ...PROOFREADING_RULES];

export function checkStory(story: WrittenStory, request: StoryRequest): StoryFinding[] {
  const context = buildContext(story, request);
  return STORY_RULES.flatMap((rule) => rule(context));
}
