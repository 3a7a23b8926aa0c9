import { finding, type CheckContext, type StoryFinding, type StoryRule } from './context';
import { proofLines, shown, type ProofLine } from './proofreading-lines';
import { escapeRegExp } from './text';
import { CLITICS } from './verbs';

/**
 * A verb agrees in number with its subject, in the narration: « ils regarda », « Léa et le dragon
 * arriva », « les deux amis partit », « tous les deux riait » are findings, and so is « elle
 * partirent ». Only subjects the checker can read are judged — a subject pronoun, the child and the
 * companion coordinated (« Léa et le dragon »), « les deux … », « tous les deux » — and only verb forms
 * whose number is certain (-ait/-aient, -a/-èrent, -it/-irent, -ut/-urent, est/sont, a/ont…).
 * Speech tags are the speech-tag rule's.
 */

export const VERB_NUMBER_RULE = 'verb-number';

const SINGULAR_IRREGULAR = new Set(['est', 'a', 'fut', 'eut', 'va', 'fait', 'peut', 'veut', 'doit', 'sait', 'vient', 'tient', 'prend', 'met', 'voit', 'dit', 'fit', 'vit', 'mit', 'prit', 'put', 'dut', 'sut', 'vint', 'tint', 'était', 'avait', 'allait', 'faisait']);
const PLURAL_IRREGULAR = new Set(['sont', 'ont', 'furent', 'eurent', 'vont', 'font', 'peuvent', 'veulent', 'doivent', 'savent', 'viennent', 'tiennent', 'prennent', 'mettent', 'voient', 'disent', 'étaient', 'avaient', 'allaient', 'faisaient']);
/** Words after a subject that end like a singular verb but are not verbs (adverbs, « là », « ça »). */
const NOT_VERBS = new Set(['la', 'là', 'ça', 'déjà', 'voilà', 'aussi', 'toujours', 'encore', 'alors', 'tout', 'tous', 'toutes', 'ensemble', 'aussitôt', 'bientôt', 'enfin', 'puis', 'et', 'qui', 'que', 'deux', 'trois', 'seul', 'seuls', 'seules']);

const SINGULAR_DRE = new Set(['attend', 'répond', 'entend', 'descend', 'rend', 'perd', 'mord', 'tend', 'fond', 'prend', 'comprend', 'apprend', 'surprend']);

/** Words ending in -it, -ut, -int that are not verbs. */
const NOT_VERBS_IT = new Set(['petit', 'nuit', 'bruit', 'fruit', 'huit', 'minuit', 'début', 'salut', 'point', 'saint', 'esprit', 'biscuit', 'circuit', 'produit', 'appétit', 'habit', 'statut', 'partout', 'surtout', 'debout', 'bout', 'tout', 'atout', 'goût', 'août', 'avant-goût']);

/** Singular, plural, or unknown (null): only certain forms are judged. */
export function verbNumber(word: string): 'singular' | 'plural' | null {
  const lower = word.toLowerCase();
  if (NOT_VERBS.has(lower)) return null;
  if (PLURAL_IRREGULAR.has(lower) || /(?:aient|èrent|irent|urent|inrent)$/u.test(lower)) return 'plural';
  if (SINGULAR_IRREGULAR.has(lower) || /ait$/u.test(lower)) return 'singular';
  // The present of the -dre verbs (« attend », « répond »), which the other endings miss.
  if (SINGULAR_DRE.has(lower)) return 'singular';
  // Passé simple singular of the first group (« regarda », « mangea ») after a subject: a verb is expected there.
  if (lower.length > 3 && /[^aeiouéè]a$/u.test(lower)) return 'singular';
  // Passé simple singular of the other groups (« partit », « courut », « vint »).
  if (lower.length > 3 && /(?:it|ut|int)$/u.test(lower) && !NOT_VERBS_IT.has(lower)) return 'singular';
  return null;
}

const tokenPattern = /[\p{L}]+'|[\p{L}]+(?:-[\p{L}]+)*|[^\s\p{L}]/gu;

/** The verb after the subject: the first token after any clitic, if the subject and the verb are adjacent. */
function verbAfter(text: string): string | null {
  const tokens = text.toLowerCase().match(tokenPattern) ?? [];
  let at = 0;
  while (at < tokens.length && CLITICS.has(tokens[at]!)) at += 1;
  return tokens[at] ?? null;
}

interface Subject {
  pattern: RegExp;
  plural: boolean;
}

function subjects(context: CheckContext): Subject[] {
  const list: Subject[] = [
    // A subject pronoun opening a clause (not « avec elle », « pour eux »: only after a clause start or « qu' »).
    { pattern: /(?:^|[.!?;:,»]\s*|(?<![\p{L}])(?:et|mais|puis|quand|lorsqu'|lorsque|parce qu'|qu')\s*)(ils|elles)(?![\p{L}'-])/giu, plural: true },
    { pattern: /(?:^|[.!?;:,»]\s*|(?<![\p{L}])(?:et|mais|puis|quand|lorsqu'|lorsque|parce qu'|qu')\s*)(il|elle)(?![\p{L}'-])/giu, plural: false },
    { pattern: /(?:^|[.!?;:,»]\s*)((?:les|leurs|ses|nos) deux [\p{L}-]+|tous (?:les )?deux|toutes (?:les )?deux)(?![\p{L}'-])/giu, plural: true },
  ];
  // A plural noun phrase opening a clause (editor's read 36: « les petits chats en fit autant », « ses parents
  // attendait »): a plural determiner, then one to three words all ending in -s or -x, the last one the noun.
  list.push({ pattern: /(?:^|[.!?;:,»]\s*)((?:les|ses|leurs|mes|tes|nos|vos|ces|des) (?!deux )(?:[\p{L}-]+[sx] ){0,2}[\p{L}-]+[sx])(?![\p{L}'-])/giu, plural: true });
  if (context.companionReference && !context.companion?.plural) {
    const name = escapeRegExp(context.child.name);
    const companion = context.companionReference.source;
    list.push({ pattern: new RegExp(`(?:^|[.!?;:»]\\s*)(${name} et ${companion}|${companion} et ${name})(?![\\p{L}'-])`, 'giu'), plural: true });
  }
  return list;
}

function check(line: ProofLine, list: Subject[]): StoryFinding[] {
  const found: StoryFinding[] = [];
  const text = line.narration;
  for (const { pattern, plural } of list) {
    for (const match of text.matchAll(pattern)) {
      const verb = verbAfter(text.slice(match.index + match[0].length));
      const number = verb ? verbNumber(verb) : null;
      if (!number || number === (plural ? 'plural' : 'singular')) continue;
      found.push(finding(VERB_NUMBER_RULE, shown(line), `« ${match[1]} ${verb} » : ${plural ? 'sujet pluriel, verbe au pluriel' : 'sujet singulier, verbe au singulier'} attendu`));
    }
  }
  return found;
}

export const checkVerbNumber: StoryRule = (context) => {
  const list = subjects(context);
  return proofLines(context)
    .filter((line) => line.where !== 'title')
    .flatMap((line) => check(line, list));
};
