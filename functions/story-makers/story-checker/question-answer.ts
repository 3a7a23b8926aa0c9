import { finding, type StoryFinding, type StoryRule } from './context';
import { plain } from './text';

/**
 * An answer fits its question. A quoted question and the quoted line that opens right after it (in the
 * same or the next sentence of the paragraph) are a question and its answer, unless that line is a
 * question itself. Findings:
 * - a question that asks who, what, where, when, how, why, how many or which (« Comment tu
 *   t'appelles ? ») answered « Oui », « Non », « Bien sûr » or « D'accord »;
 * - a worry put negatively (« Et si on n'y arrivait pas ? ») answered « Oui », « Bien sûr », « D'accord »
 *   or « Avec plaisir », which would agree with the worry;
 * - « combien » answered by a line that opens on no quantity (« On met combien de sucre ? » « On
 *   trouvera un four assez grand »);
 * - a yes/no question answered « Parce que… ».
 * Right: « Tu as peur ? » « Oui, un peu. », « Où vas-tu ? » « Au lac ! », « Et s'il pleuvait ? » « Alors
 * on s'abritera. », « Combien ? » « Trois ! ».
 */

export const QUESTION_ANSWER_RULE = 'question-answer';

/** « Si » answers only when said alone (« Si ! », « Si, on est là »): « Si seulement… » opens a wish. */
const YES_NO_START = /^(?:oui|non|si(?=\s*(?:[,!.…]|$))|bien sûr|d'accord|ouais|évidemment)(?![\p{L}])/iu;
const AGREEING_START = /^(?:oui|bien sûr|d'accord|avec plaisir|évidemment|chiche|volontiers)(?![\p{L}])/iu;
const QUANTITY_START =
  /^(?:(?:je crois que|je pense que|peut-être|euh|hum|oh|ah|à peu près|environ)[\s,…]+)*(?:\p{N}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|cent|mille|beaucoup|peu|un peu|plein|autant|plus|moins|assez|trop|juste|tout|toute|tous|toutes|aucun|aucune|pas|rien|une pincée|des tonnes|des centaines|des milliers|la moitié|le double|ça dépend|je ne sais pas|personne|énormément|tellement|quelques|plusieurs)(?![\p{L}])/iu;

interface Quote {
  text: string;
  sentence: number;
  paragraph: number;
  shown: string;
}

/** Every top-level « … » of the content, with the sentence it opens in. */
function quotes(sentences: readonly { text: string; paragraph: number; index: number }[]): Quote[] {
  const list: Quote[] = [];
  let depth = 0;
  let current: Quote | null = null;
  for (const sentence of sentences) {
    for (const char of plain(sentence.text)) {
      if (char === '«') {
        if (depth === 0) {
          current = { text: '', sentence: sentence.index, paragraph: sentence.paragraph, shown: sentence.text };
          list.push(current);
        } else if (current) current.text += char;
        depth += 1;
      } else if (char === '»') {
        depth = Math.max(0, depth - 1);
        if (depth > 0 && current) current.text += char;
        if (depth === 0) current = null;
      } else if (depth > 0 && current) current.text += char;
    }
    if (current) current.text += ' ';
  }
  return list.map((quote) => ({ ...quote, text: quote.text.replace(/\s+/gu, ' ').trim() }));
}

/** The question a quote ends on: its last sentence, when it ends with « ? ». */
function lastQuestion(text: string): string | null {
  if (!/\?\s*$/u.test(text)) return null;
  return text.split(/(?<=[.!…])\s+/u).at(-1)!.trim();
}

/** An open question: an interrogative word opens it, or ends it (« Tu préfères quelle couleur ? », « Ça commençait comment, déjà ? »). */
const OPEN_START = /^(?:(?:et|mais|alors|dis|bon)[\s,]+)*(?:(?:à|de|avec|pour|en|par|chez|sur|sous|vers|depuis)\s+)?(?:qui|que|qu'|quoi|où|quand|comment|pourquoi|combien|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles)(?![\p{L}])/iu;
const OPEN_END = /(?<![\p{L}])(?:(?:quel|quelle|quels|quelles)\s+[\p{L}-]+|combien(?:\s+de\s+[\p{L}-]+)?|comment|quoi|pourquoi|quand|où)\s*(?:,[^?,]*)?\?$/iu;

function misfit(question: string, answer: string): string | null {
  const start = answer.replace(/^[\s«…-]+/u, '');
  const open = !/^(?:(?:et|mais)\s+)?est-ce qu/iu.test(question) && (OPEN_START.test(question) || OPEN_END.test(question));
  if (/(?<![\p{L}])combien(?![\p{L}])/iu.test(question) && !QUANTITY_START.test(start.replace(/^(?:oui|non)[\s,]+/iu, ''))) return `« combien » attend une quantité`;
  if (open && YES_NO_START.test(start)) return `une question ouverte n'attend pas « ${start.match(YES_NO_START)![0]} »`;
  if (/^et (?:si|s')/iu.test(question) && /(?<![\p{L}])(?:ne(?![\p{L}])|n')[^?]*(?<![\p{L}])(?:pas|plus|jamais|personne|rien)(?![\p{L}])/iu.test(question) && AGREEING_START.test(start)) {
    return `« ${start.match(AGREEING_START)![0]} » approuverait la crainte`;
  }
  if (!open && /^parce qu/iu.test(start)) return `« parce que » répond à « pourquoi »`;
  return null;
}

export const checkQuestionAnswer: StoryRule = (context) => {
  const found: StoryFinding[] = [];
  const list = quotes(context.content.sentences);
  list.forEach((quote, index) => {
    const next = list[index + 1];
    const question = lastQuestion(quote.text);
    if (!question || !next || next.paragraph !== quote.paragraph || next.sentence > quote.sentence + 1) return;
    if (/\?\s*$/u.test(next.text.split(/(?<=[.!…])\s+/u)[0] ?? '')) return;
    const why = misfit(question, next.text);
    if (why) found.push(finding(QUESTION_ANSWER_RULE, `${quote.shown} ${next.shown === quote.shown ? '' : next.shown}`.trim(), `« ${question} » → « ${next.text} » : ${why}`));
  });
  return found;
};
