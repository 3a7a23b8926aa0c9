import { finding, type StoryFinding, type StoryRule } from './context';
import { plain, splitParagraphs } from './text';

/**
 * Every paragraph of the content, the moral and every picture caption ends its last sentence: a full
 * stop, « ! », « ? », « … », or a closing » right after one of them (« Bonne nuit ! »). A paragraph that
 * ends on a word, a comma, a colon or a quote closed with no end mark (« … à demain ») is a finding.
 * A title takes no full stop and is not read.
 */

export const FINAL_STOP_RULE = 'final-stop';

const ENDED = /(?:[.!?…]|[.!?…]\s*»)$/u;

function ends(text: string, where: string): StoryFinding[] {
  const trimmed = plain(text).replace(/\s+$/u, '');
  if (!trimmed || ENDED.test(trimmed)) return [];
  const last = trimmed.split(/(?<=[.!?…»])\s+/u).at(-1) ?? trimmed;
  return [finding(FINAL_STOP_RULE, `${where}${last}`, `la phrase finit sans point : « …${trimmed.slice(-12)} »`)];
}

export const checkFinalStop: StoryRule = (context) => [
  ...splitParagraphs(context.story.content).flatMap((paragraph) => ends(paragraph, '')),
  ...ends(context.story.moral, '(morale) '),
  ...(context.story.scenes ?? []).flatMap((scene) => ends(scene.caption, '(légende) ')),
];
