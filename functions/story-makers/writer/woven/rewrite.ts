import { applyElision } from '../french';
import { genderOfNoun, isKnownNoun, PRENOMINAL } from '../lexicon';
import { imperfect, presentForm, VERBS, type Verb } from './verbs';

/**
 * The token-level rewriting under the weaver: a parent's words moved into the narration. First person
 * becomes the child ("je fais du judo" → "elle faisait du judo", "mon lapin" → "son lapin", "avec moi"
 * → "avec elle"), "ma fille" becomes the child's name, and every finite verb moves from the present to
 * the narration's past ("qui a peur" → "qui avait peur", "qui apprend" → "qui apprenait", "a perdu" →
 * "avait perdu"). Where a verb must be conjugated and is not known, or the text speaks to someone
 * ("tu", "vous"), the rewriting refuses instead of guessing.
 */

export type WeaveRefusal =
  | 'empty'
  | 'several-sentences'
  | 'question'
  | 'imperative'
  | 'unknown-verb'
  | 'unknown-structure'
  | 'second-person'
  | 'unclear-subject'
  | 'negation';

export class WeaveRefused {
  constructor(readonly reason: WeaveRefusal) {}
}

export interface WeaveChild {
  /** The child's first name as typed in the profile. */
  name: string;
  gender: 'girl' | 'boy';
}

export interface Token {
  text: string;
  /** What the rewriting made of it. */
  role: 'subject' | 'qui' | 'neg' | 'clitic' | 'verb' | 'aux' | 'det' | 'prep' | 'coord' | 'que' | 'word';
  /** A finite verb moved into the past. */
  converted?: boolean;
  /** The infinitive, for a converted verb. */
  verb?: Verb;
  /** A possessive that was the first person's ("mon", "nos"): the child's. */
  mine?: boolean;
}

export const lower = (word: string): string => word.toLowerCase();

/** "l'ours" → ["l'", "ours"], "j'adore" → ["j'", "adore"], "qu'il" → ["qu'", "il"]. */
export function tokenize(text: string): string[] {
  return text
    .split(' ')
    .filter(Boolean)
    .flatMap((token) => {
      const elided = token.match(/^((?:jusqu|lorsqu|puisqu|qu|[ljdmtnsc])')(.+)$/i);
      return elided ? [lower(elided[1] ?? ''), elided[2] ?? ''] : [token];
    });
}

export function joinTokens(tokens: readonly string[]): string {
  return applyElision(tokens.join(' ').replace(/' /g, "'"));
}

export const DETERMINERS = new Set([
  'un', 'une', 'des', 'le', 'la', "l'", 'les', 'du', 'de', "d'", 'au', 'aux', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre',
  'nos', 'votre', 'vos', 'leur', 'leurs', 'ce', 'cet', 'cette', 'ces', 'quelques', 'plusieurs', 'chaque', 'tout', 'toute', 'tous', 'toutes',
  'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'mille', 'cent', 'aucun', 'aucune',
]);

export const PREPOSITIONS = new Set([
  'à', 'dans', 'sur', 'sous', 'avec', 'pour', 'par', 'chez', 'vers', 'sans', 'entre', 'contre', 'après', 'avant', 'depuis', 'pendant', 'près',
  'loin', 'derrière', 'devant', 'en', 'parmi', 'jusqu\'', 'malgré', 'selon', 'autour', 'hors', 'via', 'comme',
]);

/** Words after which a new clause (with its own subject) starts: "quand je joue", "où le plus important est". */
const SUBORDINATORS = new Set(['quand', 'lorsque', "lorsqu'", 'puisque', "puisqu'", 'où', 'car']);
const COORDINATIONS = new Set(['et', 'ou', 'mais', 'puis', 'alors']);
const OBJECT_CLITICS = new Set(['le', 'la', 'les', "l'", 'lui', 'leur', 'y', 'en', 'se', "s'", 'me', "m'", 'te', "t'", 'nous', 'vous']);
/** Adverbs that may sit between an auxiliary and its participle: "a déjà perdu", "n'a jamais vu". */
const ADVERBS = new Set(['pas', 'jamais', 'plus', 'encore', 'déjà', 'bien', 'toujours', 'rien', 'tout', 'souvent', 'vraiment', 'beaucoup', 'presque', 'enfin', 'aussi', 'trop', 'très', 'peu', 'point']);
const AUXILIARIES = new Set(['avoir', 'être']);

/** Ways a parent names their own child: they become the child's name. */
const OWN_CHILD = /^(mon|ma) (fils|fille|enfant|garçon|puce|loulou|chéri|chérie)$/i;

export interface RewriteOptions {
  child: WeaveChild;
  /**
   * The child's name as the subject of the text ("Inès monte à poney") becomes a pronoun: a hobby
   * is told about the child, never quoted. A scenario keeps the name ("Léa cherchait son doudou").
   */
  childNameAsPronoun: boolean;
  /** "je" and "on" become the child's pronoun (a hobby) or name (a scenario's sentence). */
  firstPersonAs: 'pronoun' | 'name';
  /** The number of what a leading "qui" refers to (a companion's "qui a peur du noir"). */
  antecedentPlural?: boolean;
}

const isCapitalised = (word: string): boolean => /^\p{Lu}/u.test(word);

function pronounOf(child: WeaveChild): string {
  return child.gender === 'girl' ? 'elle' : 'il';
}

function stressedPronounOf(child: WeaveChild): string {
  return child.gender === 'girl' ? 'elle' : 'lui';
}

export function childName(child: WeaveChild): string {
  const name = child.name.trim().split(/\s+/)[0] ?? '';
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
}

function isChildName(word: string, child: WeaveChild): boolean {
  const name = childName(child);
  return name !== '' && lower(word) === lower(name);
}

/** Whether a present form is plural-only (ils/elles), to give "aient" rather than "ait". */
function pluralForm(word: string, verb: Verb): boolean {
  const form = presentForm(word).find((entry) => entry.infinitive === verb.infinitive);
  return Boolean(form && form.persons.includes('p3') && !form.persons.includes('s3') && !form.persons.includes('s1'));
}

function verbOf(word: string): Verb | null {
  const forms = presentForm(word);
  const first = forms[0];
  return first ? (VERBS.get(first.infinitive) ?? null) : null;
}

/**
 * Rewrites a phrase: person, possessives and tense. Returns the tokens with their roles, so that the
 * weaver can find the verbs, the subject and the rest. Throws WeaveRefused.
 */
export function rewriteTokens(raw: readonly string[], options: RewriteOptions): Token[] {
  const { child } = options;
  const words = [...raw];
  // "ma fille" → the child's name, before anything else reads the words.
  for (let index = 0; index < words.length - 1; index += 1) {
    if (OWN_CHILD.test(`${lower(words[index] ?? '')} ${lower(words[index + 1] ?? '')}`)) {
      words.splice(index, 2, childName(child) || pronounOf(child));
    }
  }
  const out: Token[] = [];
  let subjectIsChild = false;
  let afterAux = false;
  let pendingVerb = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const key = lower(word);
    const previous = out[out.length - 1];
    const previousRole = previous?.role;
    const atClauseStart = !previous || previousRole === 'coord' || previousRole === 'que';

    if (['tu', "t'", 'te', 'toi', 'vous', 'votre', 'vos'].includes(key) && !(key === "t'" && previousRole === 'clitic')) {
      // "ton doudou" is the child's (a parent speaking to the child); "tu" addresses someone: refused.
      throw new WeaveRefused('second-person');
    }
    if (key === 'nous') {
      // "avec nous", "chez nous": the child's family; "nous" as a subject is not the child alone.
      if (previousRole !== 'prep') throw new WeaveRefused('unclear-subject');
      out.push({ text: key === 'nous' && previous?.text === 'chez' ? stressedPronounOf(child) : 'sa famille', role: 'word' });
      continue;
    }

    // Subjects.
    if (atClauseStart && (key === 'je' || key === "j'")) {
      out.push({ text: options.firstPersonAs === 'name' && childName(child) ? childName(child) : pronounOf(child), role: 'subject' });
      subjectIsChild = true;
      pendingVerb = true;
      continue;
    }
    if (atClauseStart && key === 'on') {
      out.push({ text: options.firstPersonAs === 'name' && childName(child) ? childName(child) : pronounOf(child), role: 'subject' });
      subjectIsChild = true;
      pendingVerb = true;
      continue;
    }
    if (atClauseStart && ['il', 'elle', 'ils', 'elles'].includes(key)) {
      out.push({ text: key, role: 'subject' });
      subjectIsChild = false;
      pendingVerb = true;
      continue;
    }
    if (atClauseStart && isChildName(word, child) && presentForm(words[index + 1] ?? '').length + (/^(ne|n'|se|s'|me|m')$/i.test(words[index + 1] ?? '') ? 1 : 0) > 0) {
      out.push({ text: options.childNameAsPronoun ? pronounOf(child) : childName(child), role: 'subject' });
      subjectIsChild = true;
      pendingVerb = true;
      continue;
    }
    if (key === 'qui' && previous) {
      out.push({ text: 'qui', role: 'qui' });
      subjectIsChild = false;
      pendingVerb = true;
      continue;
    }
    if (key === 'qui' && !previous) {
      if (options.antecedentPlural === undefined) throw new WeaveRefused('question');
      out.push({ text: 'qui', role: 'qui' });
      pendingVerb = true;
      continue;
    }
    if (key === "qu'" || key === 'que' || SUBORDINATORS.has(key)) {
      out.push({ text: key, role: 'que' });
      continue;
    }

    // Negation and clitics between a subject and its verb.
    if (pendingVerb && (key === 'ne' || key === "n'")) {
      out.push({ text: key, role: 'neg' });
      continue;
    }
    if (pendingVerb && OBJECT_CLITICS.has(key)) {
      let text = key;
      if (key === 'me' || key === "m'") {
        // "je me déguise" → "elle se déguisait"; "qui me fait rire" → "qui la faisait rire".
        if (subjectIsChild) text = key === 'me' ? 'se' : "s'";
        else text = key === "m'" ? "l'" : child.gender === 'girl' ? 'la' : 'le';
      }
      if (key === 'nous' || key === 'vous') throw new WeaveRefused('unclear-subject');
      out.push({ text, role: 'clitic' });
      continue;
    }

    // Verbs.
    const forms = presentForm(key);
    const verb = forms.length > 0 ? verbOf(key) : null;
    if (pendingVerb) {
      if (!verb) throw new WeaveRefused('unknown-verb');
      const plural = pluralForm(key, verb) || (previousRole === 'qui' && options.antecedentPlural === true && !forms.some((form) => form.persons.includes('s3')));
      out.push({ text: imperfect(verb, plural), role: AUXILIARIES.has(verb.infinitive) ? 'aux' : 'verb', converted: true, verb });
      afterAux = AUXILIARIES.has(verb.infinitive);
      pendingVerb = false;
      continue;
    }
    if (afterAux && (ADVERBS.has(key) || key === 'a')) {
      out.push({ text: key === 'a' ? 'à' : key, role: 'word' });
      continue;
    }
    if (key === 'a' && (previousRole === 'verb' || previousRole === 'aux' || previousRole === 'word') && previous?.converted !== undefined) {
      // "je monte a cheval": the accent forgotten on "à".
      out.push({ text: 'à', role: 'prep' });
      continue;
    }
    const wasAux = afterAux;
    afterAux = false;
    if (verb && !wasAux) {
      const afterCoordination = previousRole === 'coord' && out.some((token) => token.converted);
      const afterWord = previousRole === 'word' && !isKnownNoun(key) && !PRENOMINAL.has(key) && (out.length > 0);
      if (afterCoordination || afterWord || (!previous && !isKnownNoun(key))) {
        if (!previous) throw new WeaveRefused('imperative');
        const plural = pluralForm(key, verb) || (afterCoordination && [...out].reverse().find((token) => token.converted)?.text.endsWith('aient') === true);
        out.push({ text: imperfect(verb, plural), role: AUXILIARIES.has(verb.infinitive) ? 'aux' : 'verb', converted: true, verb });
        afterAux = AUXILIARIES.has(verb.infinitive);
        continue;
      }
    }

    // Possessives and stressed pronouns of the first person: the child's.
    if (['mon', 'ma', 'mes', 'notre', 'nos'].includes(key)) {
      let text = key === 'mes' || key === 'nos' ? 'ses' : key === 'ma' ? 'sa' : 'son';
      if (key === 'notre') {
        const next = words.slice(index + 1).find((candidate) => !PRENOMINAL.has(lower(candidate))) ?? '';
        text = genderOfNoun(lower(next)) === 'f' ? 'sa' : 'son';
      }
      out.push({ text, role: 'det', mine: true });
      continue;
    }
    if (key === 'moi') {
      out.push({ text: stressedPronounOf(child), role: 'word' });
      continue;
    }
    if (key === 'me' || key === "m'") {
      // "j'aime me déguiser" → "elle aimait se déguiser"; "un chat qui aime me suivre" → "la suivre".
      const text = subjectIsChild ? (key === 'me' ? 'se' : "s'") : key === "m'" ? "l'" : child.gender === 'girl' ? 'la' : 'le';
      out.push({ text, role: 'clitic' });
      continue;
    }
    if (key === 'je' || key === "j'") throw new WeaveRefused('unknown-structure');

    if (DETERMINERS.has(key)) out.push({ text: previous || !isCapitalised(word) ? key : word, role: 'det' });
    else if (PREPOSITIONS.has(key)) out.push({ text: key, role: 'prep' });
    else if (COORDINATIONS.has(key)) out.push({ text: key, role: 'coord' });
    else out.push({ text: word, role: 'word' });
  }
  if (pendingVerb) throw new WeaveRefused('unknown-structure');
  return out;
}

export function tokenTexts(tokens: readonly Token[]): string[] {
  return tokens.map((token) => token.text);
}
