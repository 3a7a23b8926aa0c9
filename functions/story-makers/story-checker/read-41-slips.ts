import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';
import { escapeRegExp, plain } from './text';

/**
 * The kinds of French errors of the editor's read 40 that no rule reported (issue 26, brief C of session 41),
 * each a pattern of the construction, not of her sentence: a participle that forgets its feminine noun
 * (« Une aventure signé Louise »), « tout » before an adverb (« toute aussi perdue »), « lequel » said of a
 * feminine thing, « lui répondit-on » when the one asked is on the page, a plural adjective set after one
 * singular subject (« le robot s'assit, tout rouges »), « Ils » for two girls, and « elle » with no feminine
 * noun for it to stand for (« Tous deux cherchèrent où le gris commençait : elle s'arrêtait »). Then the kinds of
 * read 41 (brief C of session 42): a masculine for two girls, « un par un » for mice, a singular verb or « son
 * souffle » after a plural subject, « dit-il » in a grandmother's quote, « chaque fois de chemin », a gerund with
 * an adjective, « à peine… » with no « que », « de s'asseoir et ne plus bouger », « demanda d'où viennent », a
 * sentence with no subject, « Et si… » with no question mark, « le petit noir », one noun playing with itself.
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
  { rule: 'singular-plural-adjective', pattern: /(?:^|[:;] |, et )(?:[Ll]e |[Ll]a |[Uu]n |[Uu]ne |[Ii]l |[Ee]lle |[Ss]on |[Ss]a |[Ll]')(?:(?!et |ils |elles |les |des |aux |ses |leurs |tous |toutes |deux )[^,.;:!?«»])*, (?:tout|toute|très|si) \p{Ll}+(?:es|és|ts|rs|ds|ls|ns)(?=[.,;!?]|$)/u, say: 'adjectif pluriel, sujet singulier' },
  // The editor's read 41 (brief C of session 42): each a construction, not her sentence.
  { rule: 'girls-masculine', pattern: /^(?:Les deux (?:amies|filles|fillettes|sœurs)|Toutes deux|Elles) [^.!?«»]*?, (?:sûrs|prêts|fiers|contents|ravis|\p{Ll}+és)(?![\p{L}])/u, say: 'masculin pour des filles' },
  { rule: 'one-by-one-feminine', pattern: /(?:^|[:;] )(?:Les (?:\p{L}+ )?(?:souris|fées|fourmis|poules|étoiles|filles|amies|abeilles|bêtes)|Elles) [^.!?«»]*?un par un/u, say: '« une par une »' },
  { rule: 'plural-subject-singular-verb', pattern: /(?<!(?:chacune?|aucune?|une?|l'une?) )(?:les|des|ses|leurs|ces) (?:\p{L}+ )?\p{L}+[sx] ne (?:pouvait|savait|voulait|avait|était|put|sut|voulut) (?:pas|plus|jamais)(?![\p{L}])/iu, say: 'sujet pluriel, verbe au singulier' },
  { rule: 'plural-own-breath', pattern: /(?:èrent|aient|irent|urent) (?:[^,.;:!?]* )?(?:reprendre|retenir) son souffle/u, say: '« leur souffle »' },
  { rule: 'grandma-il', pattern: /(?:^|[.!?»] )(?:Mamie|Maman|Tata|Grand-mère)(?: \p{Lu}\p{L}*)? [^«».!?]*: « [^»]*?, (?:dit|répondit|ajouta|souffla|murmura)-il(?![\p{L}])/u, say: '« -il » pour une femme', paragraphs: true },
  { rule: 'each-time-de', pattern: /(?<![\p{L}])(?<!chang\p{L}* )chaque fois de (?!nouveau|plus|suite)\p{L}/iu, say: '« chaque fois un »' },
  { rule: 'gerund-adjective', pattern: /(?<![\p{L}])en \p{L}+ant \p{L}+(?:eux|euse|if|ive|ique)(?![\p{L}])/u, say: 'gérondif suivi d’un adjectif' },
  { rule: 'a-peine-que', pattern: /(?:^|[,;:] )[Àà] peine [^,.;:!?«»]*-(?:t-)?(?:il|elle|ils|elles|on) [^,.;:!?«»]*, (?!qu)/u, say: '« à peine… que »' },
  { rule: 'de-et-ne-plus', pattern: /(?<![\p{L}])de (?:s'|se )?\p{L}+(?:er|ir|re) et ne (?:plus|pas|jamais) (?:s'|se )?\p{L}+(?:er|ir|re)(?![\p{L}])/u, say: '« et de ne plus »' },
  { rule: 'asked-present', pattern: /(?<![\p{L}])demand(?:a|èrent) (?:à [^,.«»]+ )?(?:d'où|où|pourquoi|comment) (?:\p{L}+ ){0,2}(?:viennent|vient|sont|est|vont|va|font|fait|peuvent|peut)(?![\p{L}])/u, say: 'concordance des temps' },
  { rule: 'subjectless', pattern: /^(?:Puis|Ensuite|Alors|Enfin|Et) (?:haussa|secoua|hocha|leva|baissa|ferma|ouvrit|prit|posa|tendit|sourit|soupira|ajouta|répondit|haussèrent|secouèrent) /u, say: 'phrase sans sujet' },
  { rule: 'et-si-question', pattern: /« Et si [^»?]*(?:»|, (?:proposa|suggéra|demanda|dit|souffla|murmura|lança))/u, say: '« Et si… ? » sans point d’interrogation', paragraphs: true },
  { rule: 'colour-noun', pattern: /(?<![\p{L}])(?:le|un) petit (?:noir|blanc|rouge|bleu|vert|jaune|gris)(?= (?:où|qui|que)|[,.;:!?])/iu, say: 'couleur sans nom' },
  { rule: 'self-company', pattern: /(?:^|[:;,] )((?:le|la|l') ?\p{L}+) (?:\p{L}+ ){1,2}(?:avec|à côté de) \1(?![\p{L}])/iu, say: 'le même avec lui-même' },
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
    if (!pair.test(plain(sentence.narration))) return [];
    // « Ils » next, or « Vous êtes trompés » said to them within two sentences.
    return sentences.slice(index + 1, index + 3).filter((next, after) => next.paragraph === sentence.paragraph && ((!after && /^Ils /u.test(plain(next.narration))) || /êtes \p{Ll}+(?:és|us|is|ts)(?![\p{L}])/u.test(plain(next.text))))
      .map((next) => finding(TWO_GIRLS_ILS_RULE, next.text, '« Ils » pour deux sujets féminins'));
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
