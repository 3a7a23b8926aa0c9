import type { ModerationCategory, ModerationVerdict, StoryRequest, WrittenStory } from '#core/story-makers-port';
import { ConceptWindow, harmsChild, windowCategory } from './concept-rules';
import { refusalMessage } from '../common/refusal-messages';
import { tokenise, type Token } from '../common/normalise';
import { containsPersonalData } from '../common/personal-data';
import { containsPromptInjection } from '../common/prompt-injection';
import { firstCategory, readings, sentenceWindows, wholeWindow, windowAndCutWords, type TextAnalyser } from './text-analysis';

/**
 * The output check: the written story before it is stored, with rules of its own rather than the
 * input's word lists run again (a text that slipped through the input check is woven into the story,
 * nearly verbatim by the embedded writer, and would slip through the same check twice).
 *
 * 1. The parent's texts together (main character, setting, scenario, emotions, values and the child's
 *    favourite hobby), as one text, with the child's name known: what no single field said can be said
 *    by two ("un monsieur" + "sa camionnette" + "des bonbons pour Léa").
 * 2. Every sentence of the title, the text and the moral:
 *    - the word lists, as for any text;
 *    - the plot never states harm done to a child: the child's name or a child word as the victim of
 *      hitting, hurting, kidnapping, locking up, abandoning, undressing, killing, dying, gore;
 *    - a sentence that carries a parent's text (it holds three words in a row of one of them, or the
 *      whole text when it is shorter) is checked as a sentence with the combination rules in their
 *      strict mode (concept-rules.ts: the child known by name, a secret kept with an adult outside the
 *      family, a blow to anyone in a sentence with the child, a bad trait said of a group) and the
 *      cut-words search: the embedded writer's own sentences never need those, so a sentence that
 *      holds them got them from the parent. Its own sentences ("X jura de ne rien dire à personne",
 *      "un endroit secret, rien qu'à eux") are left to the word lists and the rule above.
 * 3. Personal data and instructions to the generator, as before.
 * The first refusal is reported, in the order: the parent's texts together (as « content »), then
 * title, content and moral.
 */

const STORY_PARTS = ['title', 'content', 'moral'] as const;
/** A sentence carries a parent's text when it holds this many of its words in a row (or all of a shorter one). */
const CARRIED_RUN = 3;

/** The request's free texts, as the parent and the profile gave them. */
export function parentTextsOf(request: StoryRequest): string[] {
  const { choices, child } = request;
  return [choices.mainCharacter, choices.setting, choices.scenario, ...choices.emotions, ...choices.values, child.favoriteHobby].filter(
    (text) => text.trim() !== '',
  );
}

/** Runs of words of the parent's texts, by length: a sentence holding one of them carries that text. */
function parentRuns(texts: readonly string[]): Map<number, Set<string>> {
  const runs = new Map<number, Set<string>>();
  for (const text of texts) {
    const words = tokenise(text).map((token) => token.folded[0] ?? '');
    const length = Math.min(CARRIED_RUN, words.length);
    if (length === 0) continue;
    let set = runs.get(length);
    if (set === undefined) runs.set(length, (set = new Set()));
    for (let start = 0; start + length <= words.length; start += 1) set.add(words.slice(start, start + length).join(' '));
  }
  return runs;
}

/** The stretch of a sentence its parent's words cover (from the first carried run to the last), or undefined. */
function carried(tokens: readonly Token[], from: number, to: number, runs: Map<number, Set<string>>): { from: number; to: number } | undefined {
  let first = -1;
  let last = -1;
  for (const [length, set] of runs) {
    for (let start = from; start + length - 1 <= to; start += 1) {
      let run = '';
      for (let index = start; index < start + length; index += 1) run += (index > start ? ' ' : '') + (tokens[index]?.folded[0] ?? '');
      if (!set.has(run)) continue;
      if (first < 0 || start < first) first = start;
      last = Math.max(last, start + length - 1);
    }
  }
  return first < 0 ? undefined : { from: first, to: last };
}

const refusal = (field: string, category: ModerationCategory): ModerationVerdict => ({ allowed: false, field, category, message: refusalMessage(field, category) });

export function checkWrittenStory(analyser: TextAnalyser, story: WrittenStory, request: StoryRequest): ModerationVerdict {
  const names = { childName: request.child.name };
  const texts = parentTextsOf(request);

  // 1. The parent's texts together, one per line.
  const together = analyser.analyse(texts.join('\n'), { names: { ...names, capitalised: true } });
  const combined =
    readings(together)
      .map((reading) => windowCategory(wholeWindow(reading), 'input'))
      .find((category) => category !== undefined) ?? firstCategory(together.categories);
  if (combined !== undefined) return refusal('content', combined);
  // The embedded writer now weaves these texts (past tense, pronouns) or leaves them out (issue 16):
  // harm done to the child in the parent's own words is read in those words, not only in the story.
  for (const text of texts) {
    const analysis = analyser.analyse(text, { names });
    if (readings(analysis).some((reading) => sentenceWindows(reading).some((window) => harmsChild(window)))) return refusal('content', 'violence');
  }

  // 2. Every sentence of the story.
  const runs = parentRuns(texts);
  for (const field of STORY_PARTS) {
    const text = story[field];
    if (text.trim() === '') continue;
    if (containsPromptInjection(text, false)) return refusal(field, 'prompt_injection');
    const analysis = analyser.analyse(text, { names });
    const found = new Set(analysis.categories);
    for (const reading of readings(analysis)) {
      for (const window of sentenceWindows(reading)) {
        if (harmsChild(window)) found.add('violence');
        const stretch = carried(reading.tokens, window.from, window.to, runs);
        if (stretch === undefined) continue;
        // Grooming is read in the parent's own words only: the writer's promises and secrets ("jura de
        // ne rien dire à personne", "un endroit secret, rien qu'à eux") are not the parent's.
        const category =
          windowAndCutWords(window, 'story', ['grooming']) ??
          windowCategory(new ConceptWindow(reading.tokens, reading.concepts, stretch.from, stretch.to), 'story');
        if (category !== undefined) found.add(category);
      }
    }
    const category = firstCategory(found);
    if (category !== undefined) return refusal(field, category);
    if (containsPersonalData(text)) return refusal(field, 'personal_data');
  }
  return { allowed: true };
}
