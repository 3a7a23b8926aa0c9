import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';
import { escapeRegExp, plain } from './text';

/**
 * The kinds of French errors of the editor's read 40 that no rule reported (issue 26, brief C of session 41),
 * each a pattern of the construction, not of her sentence: a participle that forgets its feminine noun
 * (« Une aventure signé Louise »), « tout » before an adverb (« toute aussi perdue »), « lequel » said of a
 * feminine thing, « lui répondit-on » when the one asked is on the page, a plural adjective set after one
 * singular subject (« le robot s'assit, tout rouges »), « Ils » for two girls, and « elle » with no feminine
 * noun for it to stand for (« Tous deux cherchèrent où le gris commençait : elle s'arrêtait »).
 */

interface Slip {
  rule: string;
  pattern: RegExp;
  say: string;
  /** Read across the sentences of each paragraph (the question in one sentence, the answer in the next). */
  paragraphs?: true;
}

const SLIPS: readonly Slip[] = [
  { rule: 'noun-participle', pattern: /(?<![\p{L}])(?:une|la|sa) (?:aventure|histoire|nuit|journée|mission|lettre|recette) (?:signé|raconté|écrit|inventé|préparé)(?![\p{L}])/iu, say: 'participe après un nom féminin' },
  // « Elles étaient toutes aussi… » may mean « all of them »: only the singular is sure.
  { rule: 'tout-adverb', pattern: /(?<![\p{L}])(?:toute (?:aussi|autant|à fait)|toutes à fait)(?![\p{L}])/iu, say: '« tout aussi »' },
  // « Lequel des deux était la bonne clé ? » agrees with « des deux »: only a bare « lequel » is judged.
  { rule: 'lequel-gender', pattern: /(?<![\p{L}])(?:lequel (?:était|est|serait|sera) (?:la|une|cette) |laquelle (?:était|est|serait|sera) (?:le|un|ce) )/iu, say: '« lequel » pour un nom féminin' },
  { rule: 'named-speaker-on', pattern: /(?<![\p{L}])(?:(?:lui|leur) demand(?:a|èrent)|demand(?:a|èrent) à (?:un|une|la|le|l')) [^«]*« [^»]*?, (?:lui |leur )?(?:répondit|dit|expliqua|souffla|murmura|ajouta)-on(?![\p{L}])/u, say: '« on » pour celui à qui l’on a parlé', paragraphs: true },
  { rule: 'singular-plural-adjective', pattern: /^(?:Le |La |Un |Une |Il |Elle |Son |Sa |L')(?:(?!et |ils |elles |les |des |aux |ses |leurs |tous |toutes |deux )[^,.;:!?«»])*, (?:tout|toute|très|si) \p{Ll}+(?:es|és|ts|rs|ds|ls|ns)(?=[.,;!?]|$)/u, say: 'adjectif pluriel, sujet singulier' },
];

export const READ_41_SLIP_NAMES = SLIPS.map((slip) => slip.rule);
export const TWO_GIRLS_ILS_RULE = 'two-girls-ils';
export const LONE_ELLE_RULE = 'lone-elle';

/** A feminine noun phrase: its article says so (« la », « une », « sa »), or its ending after « l' » (« l'écolière »). */
const FEMININE = "(?:(?:la|une|sa|cette) [\\p{L}-]+|l'\\p{L}*(?:ière|euse|trice|ette|ine|enne|esse|elle|ouse)|(?:Mamie|Tata|Maman) ?[\\p{L}]*)";
/** Any word that can be feminine: with « l' » the noun may be (« l'étoile »), so it counts. */
const MAY_BE_FEMININE = /(?<![\p{L}])(?:mamie|tata|maman|la|une|sa|cette|ta|ma|elle|elles|l'\p{L}+|toute|celle)(?![\p{L}])/iu;
const LONE = /(?:^|[:;] )Elle |(?:^|[:;] )elle (?!-)/u;

export const checkRead41Slips: StoryRule = (context) => {
  const lines = proofLines(context).map((line) => [shown(line), line.text]);
  const paragraphs = context.content.paragraphs.map((paragraph) => [paragraph, plain(paragraph)]);
  const slips = SLIPS.flatMap(({ rule, pattern, say, paragraphs: across }) =>
    (across ? paragraphs : lines).flatMap(([where, text]) => {
      const match = pattern.exec(text!);
      return match ? [finding(rule, where!, `« ${match[0]} » : ${say}`)] : [];
    }),
  );
  const sentences = context.content.sentences;
  const girl = context.child.gender === 'f' ? `${escapeRegExp(context.child.name)}|` : '';
  const pair = new RegExp(`^(?:${girl}${FEMININE}) (?:[\\p{L}-]+ ){0,2}et ${FEMININE}(?![\\p{L}])`, 'iu');
  const both = sentences.flatMap((sentence, index) => {
    const next = sentences[index + 1];
    return next && next.paragraph === sentence.paragraph && pair.test(plain(sentence.narration)) && /^Ils /u.test(plain(next.narration))
      ? [finding(TWO_GIRLS_ILS_RULE, next.text, '« Ils » pour deux sujets féminins')]
      : [];
  });
  // A boy with a companion that is not feminine: « elle » after a colon or opening a sentence needs a feminine word before it.
  const lone = context.child.gender === 'f' || context.companion?.gender === 'f' ? [] : sentences.flatMap((sentence, index) => {
    const narration = plain(sentence.narration);
    const match = LONE.exec(narration);
    if (!match) return [];
    const before = `${index > 0 ? plain(sentences[index - 1]!.text) : ''} ${narration.slice(0, match.index)}`;
    return MAY_BE_FEMININE.test(before) ? [] : [finding(LONE_ELLE_RULE, sentence.text, '« elle » sans nom féminin avant')];
  });
  return [...slips, ...both, ...lone];
};
