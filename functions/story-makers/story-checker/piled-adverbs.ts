import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * Adverbs piled on one verb, or saying opposite things (issue 26, item 5, the editor's second read):
 * « progressèrent lentement longtemps », « avancèrent sans rien dire longtemps » (two slots of a
 * template filled at once), « respira très fort : tout doucement ». Left alone: adverbs joined by
 * « et » or a comma (« lentement, longtemps »), and an adverb of degree before one of manner
 * (« très doucement », « bien longtemps »).
 */

export const PILED_ADVERBS_RULE = 'piled-adverbs';

const MANNER = 'lentement|doucement|prudemment|rapidement|tranquillement|silencieusement|patiemment|sagement|calmement|vite|longtemps|tout doucement|tout bas|sans bruit';
/** Two adverbs of manner or time, one right after the other. */
const PILED = new RegExp(`(?<![\\p{L}])(${MANNER})\\s+(${MANNER})(?![\\p{L}])`, 'giu');
/** « sans rien dire longtemps »: « longtemps » tacked on a « sans » clause. */
const SANS_LONGTEMPS = /(?<![\p{L}])sans (?:rien |un mot |plus )?[\p{L}]+(?:er|ir|re) longtemps(?![\p{L}])/giu;
const LOUD = 'très fort|fort|bruyamment|à pleins poumons|vite|à toute vitesse';
const SOFT = 'tout doucement|doucement|tout bas|lentement|sans bruit';
/** A manner then its opposite, one explaining the other: « respira très fort : tout doucement ». */
const OPPOSITE = new RegExp(`(?<![\\p{L}])(?:(?:${LOUD})\\s*[:,]\\s*(?:${SOFT})|(?:${SOFT})\\s*[:,]\\s*(?:${LOUD}))(?![\\p{L}])`, 'giu');

export const checkPiledAdverbs: StoryRule = (context) =>
  proofLines(context).flatMap((line) => [
    ...[...line.narration.matchAll(PILED)]
      .filter((match) => match[1]!.toLowerCase() !== match[2]!.toLowerCase())
      .map((match) => finding(PILED_ADVERBS_RULE, shown(line), `« ${match[0]} » : deux adverbes l'un sur l'autre (« ${match[1]} et ${match[2]} », ou un seul)`)),
    ...[...line.narration.matchAll(SANS_LONGTEMPS)].map((match) => finding(PILED_ADVERBS_RULE, shown(line), `« ${match[0]} » : « longtemps » ajouté à « sans… » (« longtemps, sans… »)`)),
    ...[...line.narration.matchAll(OPPOSITE)].map((match) => finding(PILED_ADVERBS_RULE, shown(line), `« ${match[0]} » : deux manières contraires pour un même geste`)),
  ]);
