import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * « de des » (« au bord de des rochers »): before an indefinite plural, « de » absorbs « des » (« au
 * bord de rochers », « près de rochers »), or the article is definite (« des rochers » → « au bord des
 * rochers »). « près de deux arbres », « des dizaines de ces lucioles » and « de dés à coudre » are right.
 */

export const DE_DES_RULE = 'de-des';

const DE_DES = /(?<![\p{L}'])(?:de|d')\s?des(?![\p{L}\p{N}-])/giu;

export const checkDeDes: StoryRule = (context) =>
  proofLines(context).flatMap((line) =>
    [...line.text.matchAll(DE_DES)].map((match) => finding(DE_DES_RULE, shown(line), `« ${match[0]} » : « de » absorbe « des » (« de rochers ») ou devient « des » (« au bord des rochers »)`)),
  );
