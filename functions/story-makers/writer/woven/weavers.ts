import { capitalizeFirst } from '../french';
import { cleanFreeText, isInfinitive, parsePlace } from '../free-text';
import { isKnownNoun, PLACE_PREPOSITIONS } from '../lexicon';
import { isCapitalised, readNoun, tidy, type WovenNoun } from './noun-phrase';
import { joinTokens, lower, rewriteTokens, tokenize, WeaveRefused, type RewriteOptions, type Token, type WeaveChild, type WeaveRefusal } from './rewrite';
import { imperfect, isKnownInfinitive, VERBS } from './verbs';
import { FINDING_VERBS, HOME, KEEP_COMPLEMENT, LOST_STATE, OBJECT_ENDS } from './woven-words';

/**
 * The parent's words woven into the narration, never pasted (issue 16, item 3). What a parent types —
 * the companion, the place, the scenario, an emotion or a value that is not a suggestion, the child's
 * hobby — is data: it is read into parts the writer builds its own sentences from. First person becomes
 * the child ("mon lapin" → "son lapin" or "le lapin de Léa", "je fais du judo" → "il faisait du judo"),
 * the present moves into the narration's past ("qui a peur du noir" → "qui avait peur du noir"), a long
 * noun phrase comes with its short name ("une licorne qui a perdu sa corne" → "la licorne") and its trait
 * apart ("avait perdu sa corne"), a goal with its verb and its object apart ("retrouver" + "le doudou de
 * Maël", the state "perdu" set aside so that nobody "perd le doudou perdu"). Nothing produced puts a
 * comma between a subject and its verb. A text that cannot be rewritten safely (several sentences, a
 * question, an order, a verb we do not know where one must be conjugated) gives `woven: null` and a
 * reason: the writer then says it in its own words, or leaves it out. Every function here is pure.
 */

export type Weave<T> = { woven: T; reason: null } | { woven: null; reason: WeaveRefusal };

export interface WovenPlace {
  noun: WovenNoun | null;
  /** The first mention, a place complement: "dans la forêt enchantée", "au fond de la mer", "dans le jardin de Léa". */
  loc: string;
  /** Later mentions: "dans cette forêt", "là-bas". */
  locShort: string;
}

export type WovenScenario =
  | {
      form: 'goal';
      /** The verb (with a following infinitive): "retrouver", "faire pousser", "se faire". */
      verb: string;
      /** What the goal is about, when it names a thing or a being: "le doudou perdu de Maël". */
      object: WovenNoun | null;
      /** What follows the object: "à retrouver sa famille", "et la ramener chez elle", ''. */
      rest: string;
      /** The goal to use: "retrouver le doudou de Maël" (a lost thing's state is not repeated). */
      infinitive: string;
      /** The goal as said, woven: "retrouver le doudou perdu de Maël". */
      full: string;
    }
  | {
      form: 'event';
      /** A sentence of the narration: "Le dragon avait perdu son feu." */
      sentence: string;
      /** The same without its capital and final period, to use inside a sentence. */
      clause: string;
    }
  | { form: 'noun'; noun: WovenNoun };

export interface WovenLabel {
  /** An emotion or a value as a noun: "la peur qui passait" (short "la peur"), "le respect de la nature". */
  noun: WovenNoun | null;
  /** "savoir dire merci" when the label is a verb. */
  infinitive: string | null;
}

const refused = <T>(reason: WeaveRefusal): Weave<T> => ({ woven: null, reason });
const ok = <T>(woven: T): Weave<T> => ({ woven, reason: null });

function guard<T>(weave: () => Weave<T>): Weave<T> {
  try {
    return weave();
  } catch (error) {
    if (error instanceof WeaveRefused) return refused(error.reason);
    throw error;
  }
}

/** The cleaned text, or the reason it cannot be woven at all. */
function prepare(raw: string): { text: string } | { reason: WeaveRefusal } {
  if (/\?/.test(raw)) return { reason: 'question' };
  const text = cleanFreeText(raw);
  if (!text) return { reason: 'empty' };
  if (/[.!;…]\s*\S/u.test(text)) return { reason: 'several-sentences' };
  if (/^(est-ce|pourquoi|comment|combien|quand|où|quel|quelle|quels|quelles|qui|que|qu')\b/iu.test(text)) return { reason: 'question' };
  if (/[«»"“”():/\\[\]{}<>=#@*_|~^$%&+]/u.test(text)) return { reason: 'unknown-structure' };
  if (/!/.test(text)) return { reason: 'imperative' };
  return { text };
}

function rewrite(text: string, options: RewriteOptions): Token[] {
  return rewriteTokens(tokenize(text), options);
}

/** A sentence about the noun's trait: "La licorne avait perdu sa corne." ('' when it has none). */
export function traitSentence(noun: WovenNoun): string {
  if (!noun.trait) return '';
  return `${capitalizeFirst(noun.short)} ${noun.trait.predicate}.`;
}

function nounTokens(text: string, child: WeaveChild): Token[] {
  return rewrite(text, { child, childNameAsPronoun: false, firstPersonAs: 'name', antecedentPlural: false });
}

/** The wizard's main character: "un petit dragon qui a peur du noir", "mon lapin", "Mamie Jo". */
export function weaveCharacter(text: string, child: WeaveChild): Weave<WovenNoun> {
  return guard(() => {
    const prepared = prepare(text);
    if ('reason' in prepared) return refused(prepared.reason);
    if (prepared.text.includes(',')) return refused('unknown-structure');
    return ok(readNoun(nounTokens(prepared.text, child), { bareArticle: 'indefinite', child }));
  });
}

/** The wizard's place: "la forêt enchantée", "le fond de la mer", "dans mon jardin", "chez mamie". */
export function weavePlace(text: string, child: WeaveChild): Weave<WovenPlace> {
  return guard(() => {
    const prepared = prepare(text);
    if ('reason' in prepared) return refused(prepared.reason);
    if (prepared.text.includes(',')) return refused('unknown-structure');
    const typed = prepared.text;
    if (HOME.test(typed)) {
      const noun = readNoun(nounTokens('la maison', child), { bareArticle: 'definite', child });
      return ok({ noun, loc: 'à la maison', locShort: 'à la maison' });
    }
    const lowered = lower(typed);
    const preposition = [...PLACE_PREPOSITIONS].sort((a, b) => b.length - a.length).find((candidate) => lowered.startsWith(`${candidate} `) || (candidate.endsWith("'") && lowered.startsWith(candidate)));
    const phraseText = preposition ? typed.slice(preposition.length).trim() : typed;
    const tokens = nounTokens(phraseText, child);
    const noun = readNoun(tokens, { bareArticle: 'definite', child });
    if (preposition) {
      // The place as typed, its words woven: "dans mon jardin" → "dans le jardin de Léa".
      const woven = preposition === 'au' || preposition === 'aux' || preposition.endsWith(' du') || preposition.endsWith(' des') ? `${preposition} ${joinTokens(tokens.map((token) => token.text))}` : `${preposition} ${noun.full}`;
      const place = parsePlace(woven);
      return ok({ noun, loc: tidy(place.loc.replace(/^chez [a-zà-ÿ]/u, (match) => match.toUpperCase().replace('CHEZ', 'chez'))), locShort: tidy(place.locShort) });
    }
    if (noun.proper) {
      const place = parsePlace(noun.full);
      return ok({ noun, loc: place.loc, locShort: place.locShort });
    }
    const place = parsePlace(noun.full);
    // "au fond de la mer" has no shorter name ("dans ce fond" would not say where).
    const locShort = KEEP_COMPLEMENT.has(noun.head) ? place.loc : place.locShort;
    return ok({ noun, loc: tidy(place.loc), locShort: tidy(locShort) });
  });
}

function isGoalVerb(word: string): boolean {
  return isKnownInfinitive(word) || isInfinitive(word);
}

/** The wizard's scenario: a goal ("retrouver le doudou perdu de Maël"), a sentence, or a noun phrase. */
export function weaveScenario(text: string, child: WeaveChild): Weave<WovenScenario> {
  return guard(() => {
    const prepared = prepare(text);
    if ('reason' in prepared) return refused(prepared.reason);
    const typed = tokenize(prepared.text);
    const first = lower(typed[0] ?? '');
    const reflexive = (first === 'se' || first === "s'") && isGoalVerb(typed[1] ?? '');
    if (reflexive || isGoalVerb(first)) {
      if (prepared.text.includes(',')) return refused('unknown-structure');
      const tokens = rewrite(prepared.text, { child, childNameAsPronoun: false, firstPersonAs: 'name' });
      let verbEnd = reflexive ? 2 : 1;
      // "faire pousser", "aller saluer": a verb and the infinitive it governs are one action.
      while (verbEnd < tokens.length && isGoalVerb(tokens[verbEnd]?.text ?? '') && tokens[verbEnd]?.role === 'word' && !isKnownNoun(lower(tokens[verbEnd]?.text ?? ''))) verbEnd += 1;
      const verb = joinTokens(tokens.slice(0, verbEnd).map((token) => lower(token.text)));
      const full = joinTokens(tokens.map((token, index) => (index === 0 ? lower(token.text) : token.text)));
      let object: WovenNoun | null = null;
      let rest = joinTokens(tokens.slice(verbEnd).map((token) => token.text));
      const next = tokens[verbEnd];
      if (next && (next.role === 'det' || isCapitalised(next.text))) {
        let end = verbEnd + 1;
        let inRelative = false;
        while (end < tokens.length) {
          const token = tokens[end] as Token;
          if (token.role === 'qui' || token.role === 'que') inRelative = true;
          if (!inRelative && OBJECT_ENDS.has(lower(token.text)) && !(lower(token.text) === 'au' && isTreasure(tokens, end))) break;
          if (inRelative && lower(token.text) === 'et' && tokens[end + 1]?.role !== 'verb') break;
          end += 1;
        }
        try {
          object = readNoun(tokens.slice(verbEnd, end), { bareArticle: 'indefinite', child });
          rest = joinTokens(tokens.slice(end).map((token) => token.text));
        } catch (error) {
          if (!(error instanceof WeaveRefused)) throw error;
          object = null;
        }
      }
      const dropState = object !== null && object.state !== null && LOST_STATE.test(object.state) && FINDING_VERBS.has(verb.replace(/^s(e |')/, ''));
      const objectText = object ? (dropState ? object.named : object.full) : '';
      const infinitive = object ? tidy([verb, objectText, rest].filter(Boolean).join(' ')) : full;
      return ok({ form: 'goal' as const, verb, object, rest, infinitive, full });
    }
    if (prepared.text.includes(',')) return refused('unknown-structure');
    const tokens = rewrite(prepared.text, { child, childNameAsPronoun: false, firstPersonAs: 'name' });
    const mainVerb = tokens.findIndex((token, index) => token.converted === true && !insideRelative(tokens, index));
    if (mainVerb > 0) {
      const subject = tokens[0];
      if (subject?.role === 'subject' && ['il', 'elle', 'ils', 'elles'].includes(subject.text)) return refused('unclear-subject');
      const clause = joinTokens(tokens.map((token, index) => (index === 0 && token.role === 'det' ? lower(token.text) : token.text)));
      return ok({ form: 'event' as const, sentence: `${capitalizeFirst(clause)}.`, clause });
    }
    if (mainVerb === 0) return refused('imperative');
    return ok({ form: 'noun' as const, noun: readNoun(tokens, { bareArticle: 'indefinite', child }) });
  });
}

/** "une île au trésor": "au" inside a compound noun does not end the object. */
function isTreasure(tokens: readonly Token[], index: number): boolean {
  return lower(tokens[index + 1]?.text ?? '') === 'trésor' && /^(île|carte|chasse|coffre)s?$/.test(lower(tokens[index - 1]?.text ?? ''));
}

/** Whether a converted verb belongs to a relative clause ("qui a peur") rather than the main clause. */
function insideRelative(tokens: readonly Token[], index: number): boolean {
  for (let cursor = index - 1; cursor >= 0; cursor -= 1) {
    const role = tokens[cursor]?.role;
    if (role === 'qui' || role === 'que') return true;
    if (role === 'subject') return false;
  }
  return false;
}

/** An emotion or a value typed by the parent: "la peur qui passe", "le respect de la nature", "savoir dire merci". */
export function weaveLabel(text: string, child: WeaveChild): Weave<WovenLabel> {
  return guard(() => {
    const prepared = prepare(text);
    if ('reason' in prepared) return refused(prepared.reason);
    if (prepared.text.includes(',')) return refused('unknown-structure');
    // "Joie", "Respect de la nature": a label typed with a capital is a common word.
    const typedText = /^\p{Lu}\p{Ll}/u.test(prepared.text) && !/ \p{Lu}/u.test(prepared.text) ? lower(prepared.text.charAt(0)) + prepared.text.slice(1) : prepared.text;
    const first = lower(tokenize(typedText)[0] ?? '');
    if (isGoalVerb(first) && !isKnownNoun(first)) {
      const tokens = rewrite(typedText, { child, childNameAsPronoun: false, firstPersonAs: 'name' });
      return ok({ noun: null, infinitive: joinTokens(tokens.map((token) => token.text)) });
    }
    return ok({ noun: readNoun(nounTokens(typedText, child), { bareArticle: 'definite', child }), infinitive: null });
  });
}

/** The imparfait of a verb for the writer's own sentences: ("avoir", false) → "avait"; null when unknown. */
export function pastOf(infinitive: string, plural = false): string | null {
  const verb = VERBS.get(lower(infinitive));
  return verb ? imperfect(verb, plural) : null;
}
