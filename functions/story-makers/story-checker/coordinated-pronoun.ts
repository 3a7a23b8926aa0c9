import { finding, type StoryFinding, type StoryRule } from './context';
import { plain } from './text';

/**
 * A subject pronoun coordinated as a noun: « Il et le dinosaure firent… », « Elle et la licorne… » at
 * the start of a subject. "il" and "ils" are never stressed pronouns: French writes « Lui et le
 * dinosaure », or better the child's name. "elle" could be read as the stressed pronoun, but at a
 * subject's start it is what a name-to-pronoun substitution leaves behind, so the story names the
 * child instead (« Léa et la licorne », « La fillette et la licorne »). Only the start of a subject
 * counts: the narration's start, after « or », after . ! ? ; : and after a conjunction that opens a
 * clause (puis, alors, mais, et, quand, lorsque, qu'); "il" also after a comma. Not findings: « Il était
 * une fois et… » (the pronoun is not followed by "et"), « avec elle et la licorne », « C'était elle et
 * la licorne », « …, elle et la licorne » (an apposition), and anything inside dialogue.
 */

export const COORDINATED_PRONOUN_RULE = 'coordinated-pronoun';

/** What may follow "et" as the second subject: a determiner, a capitalised name, a stressed pronoun. */
const SECOND = "(?:le|la|les|l'|un|une|des|son|sa|ses|leur|leurs|ce|cet|cette|ces|mon|ma|mes|ton|ta|tes|tous|toute|toutes|moi|toi|lui|eux|\\p{Lu}[\\p{L}-]*)(?![\\p{L}])";
/** A word whose first letter may be a capital (the patterns are case-sensitive: with "i", \p{Lu} would match any letter). */
const either = (word: string) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`;
const CONJUNCTIONS = ['puis', 'alors', 'mais', 'et', 'quand', 'lorsque', 'ensuite', 'soudain', 'enfin'].map(either).join('|');
const ELIDED = ["qu'", "lorsqu'", "puisqu'", "parce qu'"].map(either).join('|');
const CLAUSE_START = `(?:^|[«».!?;:…]\\s*|(?<![\\p{L}])(?:${CONJUNCTIONS})\\s+|(?<![\\p{L}])(?:${ELIDED}))`;
const ELLE = new RegExp(`${CLAUSE_START}([Ee]lles?)\\s+et\\s+${SECOND}`, 'gu');
const IL = new RegExp(`(?:${CLAUSE_START}|,\\s*)([Ii]ls?)\\s+et\\s+${SECOND}`, 'gu');

export const checkCoordinatedPronoun: StoryRule = (context) => {
  const found: StoryFinding[] = [];
  for (const sentence of context.content.sentences) {
    const narration = plain(sentence.narration);
    if (!/(?<![\p{L}])(?:il|ils|elle|elles)\s+et\s/iu.test(narration)) continue;
    for (const pattern of [IL, ELLE]) {
      for (const match of narration.matchAll(pattern)) {
        const pronoun = match[1]!;
        const stressed = /^il$/iu.test(pronoun) ? 'lui' : /^ils$/iu.test(pronoun) ? 'eux' : null;
        const advice = stressed ? `« ${stressed} et … » ou, mieux, le prénom` : 'le prénom ou « la fillette et … »';
        found.push(finding(COORDINATED_PRONOUN_RULE, sentence, `pronom sujet « ${pronoun} » coordonné comme un nom : écrire ${advice}`));
      }
    }
  }
  return found;
};
