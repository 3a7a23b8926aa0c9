import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * « y compris » (issue 26, item 5): « chacun eut sa part, la licorne compris » is a finding (« y
 * compris la licorne », or « la licorne comprise »). Left alone: the verb (« la licorne avait compris »,
 * « Léa a tout compris ») and « y compris ».
 */

export const Y_COMPRIS_RULE = 'y-compris';

/** After a comma, a noun phrase then « compris » with no verb before it. */
const BARE_COMPRIS = /,\s+((?:même\s+)?(?:le|la|les|l'|son|sa|ses)\s?(?:petite?s?\s+)?[\p{L}-]+)\s+compris(?![\p{L}])/giu;

export const checkYCompris: StoryRule = (context) =>
  proofLines(context).flatMap((line) =>
    [...line.text.matchAll(BARE_COMPRIS)].map((match) => finding(Y_COMPRIS_RULE, shown(line), `« ${match[0].replace(/^,\s+/u, '')} » : « y compris ${match[1]} »`)),
  );
