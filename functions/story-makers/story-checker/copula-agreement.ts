import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * An adjective after « être, paraître, sembler, devenir, rester » agrees with a feminine subject (issue 26,
 * read 40): « La pause paraissait très long », « Elle était fier », « la tortue resta assis » are findings.
 * The subject is « elle » or a noun phrase opened by « la, une, cette, sa, ma, ta » at the start of a clause
 * (not « le chapeau de la sorcière était mouillé »); the word after the copula (and its adverbs) is read as
 * masculine when it does not end in « e », the feminine's mark. Left alone: « La pause parut longue »,
 * « Elle était là », « Sa robe était marron », « Elle semblait hésiter », « Elle était bleu ciel ».
 */

export const COPULA_AGREEMENT_RULE = 'copula-agreement';

/** Words that a noun phrase does not hold: a subject of its own, a conjunction, a verb of the pattern. */
const NOT_IN_SUBJECT = "(?!(?:que|qu|qui|et|ou|mais|quand|si|le|les|il|ils|on|lui|un|son|ce|je|tu|nous|vous|comme|puis|était|fut|resta|restait)(?![\\p{L}']))";
const AGREEMENT = new RegExp(
  `(?:^|(?<=[,:;»] |(?:et|mais|puis|quand|que) |qu'))(?:elle|(?:la|une|cette|sa|ma|ta)(?: ${NOT_IN_SUBJECT}[\\p{L}'-]+){1,4}) ` +
    '(était|fut|devint|devenait|restait|resta|paraissait|parut|semblait|sembla) ' +
    '(?:(?:très|si|bien|trop|tout|vraiment|un peu|plus|moins|encore|déjà|aussi|assez|tellement|toujours) )*' +
    "([\\p{L}]+)(?![\\p{L}'-]| (?:clair|foncé|pâle|vif|ciel|marine|pomme))",
  'giu',
);
/** What follows a copula without agreeing: adverbs, prepositions, determiners, invariable colours. */
const UNAGREEING = new Set(
  'là ici loin près partout dehors dedans debout ailleurs pas plus jamais rien mal mieux ainsi comme en à au aux dans sur sous chez avec sans pour par de du des un le la les son sa ses mon ma ton ta notre votre leur ce cet cette devant derrière contre vers entre parmi fin marron orange châtain kaki'.split(' '),
);

export const checkCopulaAgreement: StoryRule = (context) =>
  proofLines(context).flatMap((line) =>
    [...line.narration.matchAll(AGREEMENT)].flatMap(([whole, copula, word]) => {
      const lower = word!.toLowerCase();
      // An infinitive after « sembler, paraître » (« elle semblait hésiter »), unless it is « fier ».
      const infinitive = /^(?:sembl|par)/iu.test(copula!) && /(?:er|ir|oir)$/u.test(lower) && lower !== 'fier';
      if (/^\p{Lu}/u.test(word!) || lower.endsWith('e') || lower.endsWith('es') || UNAGREEING.has(lower) || infinitive) return [];
      return [finding(COPULA_AGREEMENT_RULE, shown(line), `« ${whole} » : l'adjectif s'accorde avec un sujet féminin`)];
    }),
  );
