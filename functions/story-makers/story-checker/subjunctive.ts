import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * The subjunctive after a wish, a goal or a need (issue 26, item 5): « Le but, c'est que tout le monde
 * finit » is a finding (« finisse »), as are « il faut que tu viens », « pour qu'il peut », « avant
 * qu'elle part ». Only the verbs whose indicative and subjunctive differ are read (« arrive » is both);
 * « c'est que » alone (« le problème, c'est que la porte est fermée ») states a fact and is left alone.
 */

export const SUBJUNCTIVE_RULE = 'subjunctive';

/** What asks for the subjunctive, up to its « que ». */
const TRIGGER = "(?:le but|l'important|l'essentiel|le plus important|mon souhait|son souhait|le rêve)\\s*,?\\s*c'est\\s+qu|(?:il faut|il faudrait|il fallait|il faudra|pour|afin|avant|sans|jusqu'à ce|bien|je veux|il veut|elle veut|je voudrais|voulait|voudrait|j'aimerais|aimerait|aimerais|souhaite|souhaitait|j'attends|attendait|c'est dommage|il est temps|j'ai peur|avait peur)\\s+qu";
const SUBJECT = "(?:e\\s+|')(?:tout le monde|chacun|chacune|personne|il|elle|on|ils|elles|tu|je\\s|j'|nous|vous|[\\p{Lu}][\\p{L}-]+|(?:le|la|l'|son|sa|ton|ta|mon|ma)\\s?[\\p{L}-]+)";
/** Indicative forms and their subjunctive, for verbs where the two differ. */
const INDICATIVE: Record<string, string> = {
  finit: 'finisse', finissent: 'finissent', choisit: 'choisisse', réussit: 'réussisse', grandit: 'grandisse', obéit: 'obéisse', guérit: 'guérisse',
  fait: 'fasse', font: 'fassent', va: 'aille', vont: 'aillent', est: 'soit', sont: 'soient', a: 'ait', ont: 'aient', peut: 'puisse', peuvent: 'puissent',
  sait: 'sache', savent: 'sachent', vient: 'vienne', viennent: 'viennent', revient: 'revienne', devient: 'devienne', prend: 'prenne', comprend: 'comprenne',
  apprend: 'apprenne', part: 'parte', dort: 'dorme', sort: 'sorte', dit: 'dise', met: 'mette', voit: 'voie', boit: 'boive', veut: 'veuille',
  viens: 'viennes', fais: 'fasses', vas: 'ailles', es: 'sois', as: 'aies', peux: 'puisses', sais: 'saches', finis: 'finisses', pars: 'partes', dors: 'dormes',
};
const FORMS = Object.keys(INDICATIVE).sort((a, b) => b.length - a.length).join('|');
const PATTERN = new RegExp(`(?<![\\p{L}])(?:${TRIGGER})${SUBJECT}\\s+(?:ne\\s+|n'|y\\s+|en\\s+|le\\s+|la\\s+|les\\s+|l'|lui\\s+|leur\\s+)?(${FORMS})(?![\\p{L}'-])`, 'giu');

export const checkSubjunctive: StoryRule = (context) =>
  proofLines(context).flatMap((line) =>
    [...line.text.matchAll(PATTERN)]
      // « sans qu'il a » is rare; « bien qu' » and « pour qu' » always take the subjunctive. « avant qu'il
      // est » too. What differs is only which form: the finding names it.
      .map((match) => {
        const verb = match[1]!;
        return finding(SUBJUNCTIVE_RULE, shown(line), `« ${match[0]} » : subjonctif attendu (« ${INDICATIVE[verb.toLowerCase()] ?? verb} »)`);
      }),
  );
