import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';
import { plain } from './text';

/**
 * Slips of construction found in read 40 (issue 26, item 5), one rule name per kind, each a pattern of the
 * construction rather than of the sentence. Left alone, each kind's right form: « dans le château, dans un
 * coin », « demanda-t-elle, le sourire aux lèvres », « Elle tourna la fusée et dit : « On attend. » », « le tour
 * de l'arche », « tout un groupe jouait », « De temps en temps, elle se retournait », « Une ou deux fois, elle
 * se retourna », « Elle adorait les cabanes : elle en construisait dès qu'elle pouvait », « à moins que ce ne
 * soient les jeux », « Où était-ce ? », « une étoile clignotait », « Tous deux, avec le marque-page, … », « Léa et la
 * tortue … : chacune », « Malgré ses dents pointues, … ».
 */

interface Slip {
  rule: string;
  pattern: RegExp;
  say: string;
  /** Read across the sentences of each paragraph of the content (a mark between two sentences). */
  paragraphs?: true;
}

const SAID = 'dit|demanda|répondit|cria|murmura|ajouta|lança|souffla|chuchota|expliqua|annonça|déclara|soupira';

export const SLIPS: readonly Slip[] = [
  // A place typed with its own preposition or article, pasted after the writer's: « dans le château dans les
  // nuages », « dans à la plage », « dans le la forêt ».
  { rule: 'stacked-preposition', pattern: /(?<![\p{L}])dans (?:le|la|les|un|une|l') ?[\p{L}-]+(?: (?!comme|et|ou|puis|mais|ni|que)[\p{L}-]+)? dans (?!lequel|laquelle|lesquel|l'espoir|le but)|(?<![\p{L}'])(?:dans|sur|sous|vers|au|aux|à|en) (?:(?:le|la|les) )?(?:à|au|aux|dans|sur)(?![\p{L}])|(?<![\p{L}'])(?:le|la|un|une|les|des|du) (?:le|la|les|un|une|l')(?![\p{L}])/iu, say: 'deux prépositions ou deux articles de suite' },
  // An absolute phrase after a verb or a speech tag needs its comma: « demanda Inès au doudou le sourire aux lèvres ».
  { rule: 'absolute-comma', pattern: new RegExp(`(?:»,?[^«»,.;:]*|(?<![\\p{L}])(?:${SAID}|attendit|sourit|rit|rentra|arriva|avança|patienta)) (?<!(?:avait|avaient|était|garda|gardait|leva|baissa|ferma|ouvrit|et) )(?:le sourire aux lèvres|le menton dans (?:les|ses) mains|le cœur battant|la tête (?:haute|basse|baissée)|les yeux (?:brillants|fermés|grands ouverts)|sûre? d'(?:elle|lui)|sûre? de (?:lui|soi))`, 'iu'), say: 'une virgule avant le complément absolu' },
  // A speech verb with no object ending its sentence before the quote: « et dit. « On attend » » takes a colon.
  { rule: 'speech-colon', pattern: /(?<![\p{L}])(?:et|puis) (?:lui |leur )?(?:dit|demanda|répondit|ajouta|déclara|annonça|expliqua)\. «/iu, say: 'un deux-points avant la réplique, pas un point', paragraphs: true },
  // « faire le tour l'arche », « au bout le chemin »: « de » left out.
  { rule: 'missing-de', pattern: /(?<![\p{L}])(?:le tour|au bout|au milieu|au pied|au bord|au fond|le long|au creux|au sommet|à côté|autour) (?:l'|le |la |les |son |sa |ses )(?!plus |moins |uns |unes )/iu, say: '« de » manque' },
  // « tout un petit groupe jouaient »: « tout un groupe » is one.
  { rule: 'collective-number', pattern: /(?<![\p{L}])(?:tout un|toute une) (?:[\p{L}]+ )?(?:groupe|troupe|bande|foule|famille|classe|tribu) \p{L}+(?:aient|èrent)(?![\p{L}])/iu, say: '« tout un groupe » prend un verbe au singulier' },
  // « un petit garçon qui venait d'avoir quatre ans qui s'appelait Yanis »: two relatives stacked.
  { rule: 'double-relative', pattern: /(?<![\p{L}])qui (?:venait|avait|était)[^,.;:«»]{1,40} qui (?:s'appelait|avait|était|vivait)/iu, say: 'deux « qui » à la suite : « …, et qui » ou une virgule' },
  // A counted time with an imperfect (« Une ou deux fois, il se retournait ») or a repeated one with a passé simple.
  { rule: 'frequency-tense', pattern: /^(?:(?:Une ou deux|Deux|Trois) fois, [^.:;,]*? \p{L}+(?:ait|aient)|(?:De temps en temps|De temps à autre|Parfois|Souvent), [^.:;,]*? (?!cela)\p{Ll}{3,}(?:a|èrent))(?![\p{L}])/u, say: "le temps ne va pas avec la fréquence : une fois comptée au passé simple, l'habitude à l'imparfait" },
  // « Il adorait construire des cabanes, le plus souvent possible »: how often goes with doing, not with loving.
  { rule: 'state-frequency', pattern: /(?<![\p{L}])(?:adorait|aimait|raffolait)[^.;:]*,? (?:le plus souvent possible|dès qu'(?:il|elle) (?:en avait l'occasion|pouvait)|à la moindre occasion|dès que la journée le permettait|pendant des heures)/iu, say: "« adorer » n'a pas de fréquence : « il en faisait … »" },
  // « aurait bien voulu s'asseoir et de rentrer »: « vouloir, pouvoir, devoir, oser » take a bare infinitive, each one.
  { rule: 'infinitive-coordination', pattern: /(?<![\p{L}])(?:voulu|voulut|voulait|voudrait|pouvait|put|devait|dut|osa|osait) (?:[\p{L}']+ ){1,6}?et (?:de |d')\p{L}+(?:er|ir|re)(?![\p{L}])/iu, say: "« et de » après un verbe qui prend l'infinitif sans « de »" },
  { rule: 'ce-sont', pattern: /(?<![\p{L}])ce ne soit (?:les|des|ses|mes|nos|leurs) /iu, say: '« à moins que ce ne soient les … »' },
  // A question by inversion ending on a full stop: « mais où était-ce. »
  { rule: 'question-mark', pattern: /(?<![\p{L}])(?:où|comment|pourquoi) [^.!?,]*-(?:ce|il|elle|on|t-il|t-elle)\.$|« (?:Où (?:sont|est|était|étaient|es|vas|va)|Pourquoi|Comment|Est-ce que) [^«»?!.]*»/iu, say: "une question finit par « ? »" },
  // An animal of one gender « très content de lui » of the other: « Une chèvre grimpait sur la paille, très content de lui ».
  { rule: 'appended-agreement', pattern: /^(?:Une|La) [^,]+, (?:très |tout )?(?:content|fier|heureux|ravi) de lui|^(?:Un|Le) [^,]+, (?:très |toute )?(?:contente|fière|heureuse|ravie) d'elle/u, say: "l'adjectif s'accorde avec le sujet de la phrase" },
  { rule: 'blinking-light', pattern: /(?<![\p{L}])(?:étoile|lumière|lampe|lanterne|voyant)s? clign(?:ait|aient|a)(?![\p{L}])/iu, say: 'une lumière clignote, un œil cligne' },
  // Two feminine subjects then « chacun »: « Mamie Jo et la marmotte voulurent … : chacun tirait ».
  { rule: 'pair-chacun', pattern: /(?:^|[,:;] )(?:[Ll]a|[Uu]ne|[Ss]a|Mamie|Tata) [\p{L}' -]{1,30}? et (?:la|une|sa) [\p{L}' -]{1,30}? \p{Ll}+(?:èrent|aient|ent)(?![\p{L}])[^.!?]*?(?<![\p{L}])chacun(?![\p{L}])/u, say: '« chacune » pour deux sujets féminins' },
  // « Avec ses dents pointues, le dinosaure n'aurait pas fait de mal à une mouche »: a concession takes « Malgré ».
  { rule: 'concessive-avec', pattern: /^Avec (?:ses|son|sa) [^,]+, [^.]*?n'aurait (?:pas|jamais) fait de mal/u, say: '« malgré » : les dents disent le contraire de la phrase' },
  { rule: 'pair-and', pattern: /(?:^|, )(?:tous|toutes) (?:deux|trois) et (?:le|la|les|l'|un|une|son|sa|ses) ?/iu, say: '« tous deux et X » : « tous les trois » ou « tous deux, avec X »' },
];

export const SLIP_RULE_NAMES = SLIPS.map((slip) => slip.rule);

export const checkPhraseSlips: StoryRule = (context) => {
  const lines = proofLines(context).map((line) => [shown(line), line.text]);
  const paragraphs = context.content.paragraphs.map((paragraph) => [paragraph, plain(paragraph)]);
  return SLIPS.flatMap(({ rule, pattern, say, paragraphs: across }) =>
    (across ? paragraphs : lines).flatMap(([where, text]) => {
      const match = pattern.exec(text!);
      return match ? [finding(rule, where!, `« ${match[0]} » : ${say}`)] : [];
    }),
  );
};
