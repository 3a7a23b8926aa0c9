import { EMOTION_SUGGESTIONS, VALUE_SUGGESTIONS } from '#shared/stories';
import { finding, type StoryFinding, type StoryRule } from './context';
import { escapeRegExp, plain, type Sentence } from './text';

/**
 * Our emotion and value suggestions read correctly where they appear. Each is a noun phrase with its
 * article ("la joie", "le respect de la nature", "la peur qui passe"); a template that drops one into
 * a slot must keep its article right ("du courage", never "de le courage" nor "la la joie", "cette
 * courage") and may not use a phrase with a complement or a relative clause as a mass noun
 * ("un moment plein de peur qui passe", "beaucoup de respect de la nature"). "La peur qui passe" is an
 * arc, not a feeling one has: "ce n'était qu'une peur qui passe" reads well, "il sentit naître en lui
 * la peur qui passe" does not.
 */

export const SUGGESTION_FIT_RULE = 'suggestion-fit';

interface Phrase {
  suggestion: string;
  article: string;
  noun: string;
  gender: 'm' | 'f' | null;
  /** A "de" complement or a relative clause after the head noun: no partitive before it ("plein de confiance en soi" reads well). */
  complex: boolean;
  pattern: RegExp;
}

const PHRASES: Phrase[] = [...EMOTION_SUGGESTIONS, ...VALUE_SUGGESTIONS].map((suggestion) => {
  const [, article = '', noun = suggestion] = /^(la |le |l'|les )?(.*)$/u.exec(suggestion) ?? [];
  const gender = article === 'la ' ? 'f' : article === 'le ' ? 'm' : null;
  return { suggestion, article, noun, gender, complex: / (?:qui|de) /u.test(noun), pattern: new RegExp(`(?<![\\p{L}])${escapeRegExp(noun)}(?![\\p{L}])`, 'giu') };
});
/** One pass to skip the sentences that name no suggestion at all (most of them). */
const ANY_PHRASE = new RegExp(`(?<![\\p{L}])(?:${PHRASES.map((phrase) => escapeRegExp(phrase.noun)).join('|')})(?![\\p{L}])`, 'iu');

const MASCULINE_BEFORE = /(?:^|[^\p{L}])(le|un|ce|du|au)\s+$/iu;
const FEMININE_BEFORE = /(?:^|[^\p{L}])(la|une|cette)\s+$/iu;
const WRONG_CONTRACTION = /(?:^|[^\p{L}])(?:de|à)\s+(?:le|les)\s+$|(?:^|[^\p{L}])(?:le|la|les|l'|un|une|du|des|au|aux|ce|cette|sa|son|ses)\s+(?:le|la|les)\s+$|(?:^|[^\p{L}])(?:le|la|les|l'|un|une|du|des|au|aux|ce|cette|sa|son|ses)\s*l'$/iu;
const PARTITIVE = /(?:^|[^\p{L}])(?:plein|pleine|rempli|remplie|beaucoup|peu|tant|trop|assez|moment|instant)\s+d(?:e\s+|')$/iu;
/** "La peur qui passe" felt as a feeling ("sentit naître en lui la peur qui passe"): it is an arc, a fear that passes. */
const FELT = /(?:sentit|sentait|ressentit|éprouva|naître en (?:lui|elle)|avait|eut|connut|plein de|pleine de)[^.!?]*\sla\s+$/iu;

function misfits(sentence: Sentence | string, text: string): StoryFinding[] {
  const found: StoryFinding[] = [];
  if (!ANY_PHRASE.test(text)) return found;
  for (const phrase of PHRASES) {
    for (const match of text.matchAll(phrase.pattern)) {
      const before = text.slice(Math.max(0, match.index - 40), match.index);
      const problem =
        (WRONG_CONTRACTION.test(before) && 'article en trop ou mal contracté') ||
        (phrase.gender === 'f' && MASCULINE_BEFORE.test(before) && `déterminant masculin devant « ${phrase.suggestion} »`) ||
        (phrase.gender === 'm' && FEMININE_BEFORE.test(before) && `déterminant féminin devant « ${phrase.suggestion} »`) ||
        (phrase.complex && PARTITIVE.test(before) && `« ${phrase.noun} » employé comme un nom de masse`) ||
        (phrase.noun === 'peur qui passe' && FELT.test(before) && '« la peur qui passe » employée comme un sentiment qu\'on éprouve');
      if (problem) found.push(finding(SUGGESTION_FIT_RULE, sentence, `${problem} : « …${before.trim().split(/\s+/).slice(-3).join(' ')} ${match[0]}… »`));
    }
  }
  return found;
}

export const checkSuggestionFit: StoryRule = (context) => {
  const found: StoryFinding[] = [];
  for (const sentence of context.content.sentences) found.push(...misfits(sentence, plain(sentence.text)));
  // The moral may name "la peur qui passe" as a lesson; the other misfits count there too.
  for (const sentence of context.moral.sentences) found.push(...misfits(sentence, plain(sentence.text)).filter((item) => !item.detail.startsWith('« la peur qui passe »')));
  found.push(...misfits(context.story.title, plain(context.story.title)).filter((item) => !item.detail.startsWith('« la peur qui passe »')));
  return found;
};
