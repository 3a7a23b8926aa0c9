import { finding, type StoryFinding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * The euphonic « -t- » of an inverted pronoun: a verb ending in a vowel takes it before « il », « elle »,
 * « on » (« murmura-t-elle », « semble-t-il », « y a-t-il »), and a verb ending in t or d never does
 * (« dit-il », « répond-elle », « gémit-il »). Findings: « murmura-elle », « gémit-t-il », « a-t'il ».
 */

export const EUPHONIC_T_RULE = 'euphonic-t';

const MISSING = /(?<![\p{L}])(\p{L}*[aeé])-(il|elle|on)(?![\p{L}-])/giu;
const EXTRA = /(?<![\p{L}])(\p{L}*[td])-t-(il|elle|on|ils|elles)(?![\p{L}])/giu;
const APOSTROPHE = /(?<![\p{L}])(\p{L}+)-t'(il|elle|on)(?![\p{L}])/giu;
/** Hyphenated words ending in a vowel before « -elle », « -on », « -il » that are not inversions. */
const NOT_VERBS = new Set(['sœur', 'belle', 'celle', 'là', 'ça', 'moi', 'toi']);

export const checkEuphonicT: StoryRule = (context) =>
  proofLines(context).flatMap((line) => {
    const found: StoryFinding[] = [];
    for (const match of line.text.matchAll(MISSING)) {
      if (NOT_VERBS.has(match[1]!.toLowerCase())) continue;
      found.push(finding(EUPHONIC_T_RULE, shown(line), `« ${match[0]} » : « ${match[1]}-t-${match[2]} » (t euphonique après une voyelle)`));
    }
    for (const match of line.text.matchAll(EXTRA)) found.push(finding(EUPHONIC_T_RULE, shown(line), `« ${match[0]} » : « ${match[1]}-${match[2]} » (le verbe finit déjà par ${match[1]!.slice(-1)})`));
    for (const match of line.text.matchAll(APOSTROPHE)) found.push(finding(EUPHONIC_T_RULE, shown(line), `« ${match[0]} » : « ${match[1]}-t-${match[2]} » (des traits d'union, pas d'apostrophe)`));
    return found;
  });
