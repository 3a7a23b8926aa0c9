import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';
import { plain } from './text';

/**
 * The kinds of the editor's read 42 that no rule reported (issue 26, brief C of session 43), each the
 * construction, not her sentence: « Plus les amis avançaient, les couleurs pâlissaient » (no second « plus »),
 * « rien ne lui disait rien », « Il demanda les enfants de… », « des graines…, de quoi…, attendait », « une
 * baleine, dessiné », « la fée…, tout rouge », « Toc !, », a subordinate clause then « , et » the main one, an
 * incise capitalised inside a quote (« ? Demanda la licorne. »), « J'y arrive ! » confirmed with no act after
 * it; then across the story: « plus personne ne s'enfuyait » when no one had fled, « la loupe » with no loupe
 * introduced, and a morning told after an hour past it (« juste avant le déjeuner », then « De bon matin »).
 */

const SLIPS: readonly (readonly [string, RegExp, string])[] = [
  ['plus-plus', /^Plus (?:les?|la|l'|il|elle|ils|elles|on|\p{Lu}\p{Ll}+) [^,«»]*?\p{Ll}+(?:ait|aient), (?!plus|moins|mieux)/u, '« plus…, plus… »'],
  ['rien-rien', /(?<![\p{L}])rien ne (?:\p{L}+ ){0,2}\p{L}+ rien(?![\p{L}])/iu, 'double négation'],
  ['demander-a', /demand(?:a|èrent|ait|aient) (?:les|ses|des) (?:\p{L}+ )?(?:enfants|amie?s|anciens|villageois|habitants|animaux|autres|passants)(?![\p{L}])[^.!?«»]* de \p{Ll}+(?:er|ir|re)(?![\p{L}])/u, '« demander à… de »'],
  ['de-quoi-number', /(?:des|les) \p{L}+[sx] [^,.;:!?«»]*, de quoi [^,.;:!?«»]* \p{Ll}+ait(?![\p{L}])/u, 'sujet pluriel, verbe au singulier'],
  ['feminine-participle', /(?<![\p{L}])(?<!de )(?:une|la|sa|cette) \p{L}+e(?: \p{L}+)?, (?:dessiné|peint|tracé|gravé|caché|posé|écrit|cousu|fabriqué|collé)(?![\p{L}])/u, 'participe au masculin'],
  ['feminine-tout', /(?:^|[,;:] (?:et )?)(?:[Ll]a|[Uu]ne|[Ss]a|[Cc]ette) (?:petite )?\p{L}+e (?:(?!(?:le|il|un|son|ce|lui|à) )[^.;:!?«»])*?(?<![\p{L}])tout (?:seul|rouge|content|fier|triste|petit|surpris|penaud|heureux)(?![\p{L}])/u, '« toute »'],
  ['bang-comma', /[!?],/u, 'virgule après « ! » ou « ? »'],
  ['when-and', /^(?:Quand|Lorsque|Dès que) [^,«»]+, et /u, 'subordonnée puis « , et »'],
];

/** Read across the sentences of a paragraph: the incise after a quoted question, the claim after « J'y arrive ». */
const ACROSS: readonly (readonly [string, RegExp, string])[] = [
  ['capital-incise', /« [^»]*[?!] (?:Demanda|Dit|Répondit|Proposa|Ajouta|Souffla|Murmura|Chuchota|Lança|Cria)(?![\p{L}])/u, 'incise en majuscule'],
  ['claim-confirmed', /« (?:J'y arrive|Je peux le faire|Je vais y arriver)[^»]*» (?:Et (?:il|elle) avait raison|Et c'était vrai)/u, 'réussite affirmée, pas racontée'],
];

/** « plus personne ne s'enfuyait » wants an earlier flight, « n'avait peur » an earlier fear. */
const NO_LONGER = /[Pp]lus personne n(?:e |')(s'enfuyait|se cachait|avait peur|se moquait)/u;
const EARLIER: Record<string, RegExp> = { "s'enfuyait": /enfui|enfuy|sauv|cach/u, 'se cachait': /cach/u, 'avait peur': /peur|trembl/u, 'se moquait': /moqu/u };

/** Props a line uses as if already there: the first mention must bring them (« une loupe », « sa loupe »). */
const PROP = /(?<![\p{L}])(\p{L}+) (loupe|boussole|lampe|sablier|lanterne|longue-vue)(?![\p{L}]| d(?:e|u|es) )/gu;
const DEFINITE = /^(?:la|le|l'|les|cette|ce)$/u;

/** An hour past the morning, then the morning told (no new day between). */
const LATER = /juste avant le déjeuner|à midi|dix heures|l'après-midi|deux heures et demie|la fin de l'école/u;
const MORNING = /(?:^|, )(?:De bon matin|Au petit matin|De bonne heure|Au matin|Ce matin-là|À l'aube)/iu;
const NEW_DAY = /lendemain|nuit/u;

export const READ_42_SLIP_NAMES = [...SLIPS, ...ACROSS].map(([rule]) => rule).concat('no-longer', 'prop-unintroduced', 'morning-after');

export const checkRead42Slips: StoryRule = (context) => {
  const match = (slips: typeof SLIPS, texts: string[][]) =>
    slips.flatMap(([rule, pattern, say]) => texts.flatMap(([where, text]) => (pattern.test(text!) ? [finding(rule, where!, say)] : [])));
  const found = [...match(SLIPS, proofLines(context).map((line) => [shown(line), line.text])), ...match(ACROSS, context.content.paragraphs.map((paragraph) => [paragraph, plain(paragraph)]))];
  const sentences = context.content.sentences.map((sentence) => plain(sentence.text));
  const seen = new Set<string>();
  let later = false;
  sentences.forEach((text, index) => {
    const before = sentences.slice(0, index).join(' ');
    const no = NO_LONGER.exec(text);
    if (no && !EARLIER[no[1]!]!.test(before)) found.push(finding('no-longer', text, `« plus personne » sans personne avant`));
    for (const [, article, prop] of text.matchAll(PROP)) {
      if (!seen.has(prop!) && DEFINITE.test(article!)) found.push(finding('prop-unintroduced', text, `« ${article} ${prop} » jamais présenté`));
      seen.add(prop!);
    }
    if (NEW_DAY.test(text)) later = false;
    if (later && MORNING.test(text)) found.push(finding('morning-after', text, 'le matin après midi'));
    if (LATER.test(text)) later = true;
  });
  return found;
};
