import type { CheckContext } from './context';
import { plain, readStory, type Sentence } from './text';

/**
 * What the proofreading rules (issue 26, item 5) read: every sentence of the content and of the moral,
 * the title, and the captions of the pictures, which a parent reads under each picture.
 */

export interface ProofLine {
  /** The text as written, plain apostrophes and spaces. */
  text: string;
  /** Outside « … » (quoted speech replaced by « »); the whole text for a caption or a title. */
  narration: string;
  where: 'content' | 'moral' | 'title' | 'caption';
}

const fromSentence = (sentence: Sentence, where: ProofLine['where']): ProofLine => ({ text: plain(sentence.text), narration: plain(sentence.narration), where });

export function proofLines(context: CheckContext): ProofLine[] {
  const captions = (context.story.scenes ?? []).flatMap((scene) => readStory(scene.caption).sentences.map((sentence) => fromSentence(sentence, 'caption')));
  return [
    ...context.content.sentences.map((sentence) => fromSentence(sentence, 'content')),
    ...context.moral.sentences.map((sentence) => fromSentence(sentence, 'moral')),
    { text: plain(context.story.title), narration: plain(context.story.title), where: 'title' },
    ...captions,
  ];
}

/** The sentence as a finding shows it, with where it stands when it is not the content. */
export const shown = (line: ProofLine): string => (line.where === 'content' ? line.text : `(${line.where === 'caption' ? 'légende' : line.where === 'moral' ? 'morale' : 'titre'}) ${line.text}`);
