import { finding, type StoryRule } from './context';
import { escapeRegExp } from './text';
import { proofLines, shown } from './proofreading-lines';

/**
 * Words said of a girl, or of two girls, in the masculine (editor's read 38): « Tu es pris » said to a
 * girl, « le premier » of her, and for a girl with a feminine companion « Ils rirent », « chacun » and
 * « l'un portait, l'autre guidait ». Only in a story whose child is a girl; the pair's rules only when
 * the companion is one feminine being too (« la tortue », « une fée »), never with a boy among them.
 */

export const GIRLS_AGREEMENT_RULE = 'girls-agreement';

/** « le premier » ending a clause said of the girl (her name or « elle » before it): « le premier pas » is a noun's. */
const FIRST = (name: string): RegExp => new RegExp(`(?<![\\p{L}])(?:${escapeRegExp(name)}|[Ee]lle)(?![\\p{L}])[^.!?«»]{0,50}?(?<![\\p{L}])le premier(?=[.,;!?]|$)`, 'gu');
/** « Tu es pris » in a quote between two girls. */
const CAUGHT = /« [^»]*(?<![\p{L}])Tu es pris(?![\p{L}])/gu;
/** Two girls: the sentence starts with « Ils » + a verb of the pair, or says « chacun », « l'un… l'autre ». */
const PAIR = /^Ils (?:rirent|sourirent|partirent|coururent|s'assirent|se regardèrent|repartirent|avancèrent|éclatèrent)(?![\p{L}])|(?<![\p{L}])(?:Toutes (?:les )?deux|[Ll]es deux amies|[Ll]es deux complices)(?![\p{L}])[^.!?]*?(?<![\p{L}])chacun(?![\p{L}])|(?<![\p{L}])l'un [\p{L}]+, l'autre(?![\p{L}])/gu;

export const checkGirlsAgreement: StoryRule = (context) => {
  if (context.child.gender !== 'f') return [];
  const twoGirls = context.companion?.gender === 'f' && !context.companion.plural;
  const first = FIRST(context.child.name);
  return proofLines(context)
    .filter((line) => line.where === 'content')
    .flatMap((line) => [
      ...[...line.text.matchAll(first)].map((match) => finding(GIRLS_AGREEMENT_RULE, shown(line), `« ${match[0]} » : dit d'une fille, « la première »`)),
      ...(twoGirls ? [...line.text.matchAll(CAUGHT)].map(() => finding(GIRLS_AGREEMENT_RULE, shown(line), '« Tu es pris » dit à une fille : « Tu es prise »')) : []),
      ...(twoGirls ? [...line.text.matchAll(PAIR)].map((match) => finding(GIRLS_AGREEMENT_RULE, shown(line), `« ${match[0]} » : dit de deux filles, au féminin (« Elles », « chacune », « l'une… l'autre »)`)) : []),
    ]);
};
