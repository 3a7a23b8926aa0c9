import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * A word or a wording said twice in a row, or two measures of distance stacked (issue 26, item 5, the
 * editor's second read): « Tout tout là-haut », « Un peu un peu plus loin », « Quelques pas quelques
 * mètres plus loin », « Un peu quelques mètres plus loin ». Read in the narration, outside quoted speech
 * (« Toc toc ! » is a child's word). Left alone: « nous nous », « vous vous » (a pronoun and its
 * reflexive), and repeats across punctuation (« Coucou… coucou », « toc, toc »).
 */

export const DOUBLED_WORDS_RULE = 'doubled-words';

/** One to three words, then the same again, with nothing but a space between. */
const DOUBLED = /(?<![\p{L}'’-])((?:[\p{L}'’-]+\s){0,2}[\p{L}'’-]+)\s+\1(?![\p{L}'’-])/giu;
/** The same, for one test: « un peu un peu » is one doubled wording, not also two stacked measures. */
const DOUBLED_ONCE = new RegExp(DOUBLED.source, 'iu');
const PRONOUN_PAIRS = new Set(['nous', 'vous']);
/** Two measures of how far, one after the other: « un peu quelques mètres plus loin ». */
const STACKED = /(?<![\p{L}])(?:un peu|quelques pas|quelques mètres|un peu plus|deux pas|trois pas)\s+(?:un peu|quelques pas|quelques mètres|deux pas|trois pas)(?![\p{L}])/giu;

export const checkDoubledWords: StoryRule = (context) =>
  proofLines(context).flatMap((line) => {
    const found = [...line.narration.matchAll(DOUBLED)]
      .filter((match) => !PRONOUN_PAIRS.has(match[1]!.toLowerCase()))
      .map((match) => finding(DOUBLED_WORDS_RULE, shown(line), `« ${match[0]} » : « ${match[1]} » est dit deux fois de suite`));
    const stacked = [...line.narration.matchAll(STACKED)].filter((match) => !DOUBLED_ONCE.test(match[0])).map((match) => finding(DOUBLED_WORDS_RULE, shown(line), `« ${match[0]} » : deux mesures de distance l'une après l'autre`));
    return [...found, ...stacked];
  });
