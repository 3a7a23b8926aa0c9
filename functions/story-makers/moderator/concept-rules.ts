import type { ModerationCategory } from '#core/story-makers-port';
import { PhraseSet, insideAny, type Hit } from './lexicon-matcher';
import { conceptEntries } from './lexicons/concept-entries';
import {
  AFTER_LITTLE_ONE,
  ARTICLE_PRONOUNS,
  ASKERS,
  AUTHORITY,
  AUXILIARIES,
  BENIGN_PARTS,
  BLOW_PARTICIPLES,
  BRUISES,
  CAUSE,
  CHILD,
  CHILD_PRONOUNS,
  CUTTING,
  DEATH_NOUNS,
  FILLERS,
  GIVER,
  GROOMING_TRIGGERS,
  ILL,
  INSTRUCTION,
  JUMP_ON,
  KNOWN_VERBS,
  LEFT_MARKS,
  LIFE_COMPLEMENT,
  MADE,
  MAKE,
  NEGATIONS,
  OBJECT_DETERMINERS,
  OBJECT_LEAD,
  OBJECT_PRONOUNS,
  ONTO,
  PASSIVE_AUXILIARIES,
  PEOPLE,
  REFLEXIVE_HARMLESS,
  SECOND_PERSON,
  SELF,
  SEVERE_DONE,
  SEVERE_HARM,
  SEVERE_INFINITIVES,
  SPEECH,
  STRANGER_WORDS,
  TALE,
  THEFT_SUFFERED,
  THEIR_OWN,
  TOUCHED_PRONOUNS,
  TRIMMED,
  WHOLE_FAMILY,
} from './lexicons/concept-rule-words';
import type { Concept } from './lexicons/concepts';
import { stripAccents, type Token } from '../common/normalise';

/**
 * Combination rules: what a word list cannot see because every word is harmless on its own. They read
 * the concepts of lexicons/concepts.ts found in a window of text (a parent's whole field, the parent's
 * fields together, or one sentence of a written story) and look at who does what to whom:
 *
 * - self_harm: hurting oneself ("se griffe", "se coupe", "se fait mal") with what makes it deliberate
 *   ("exprès", "jusqu'au sang", "avec une lame", "quand elle est triste");
 * - sexual: a child with undressing or nudity and an adult, pictures, touching or secrecy; private parts
 *   touched or shown; nude pictures; pictures or looks at a child in the bath; an adult outside the
 *   family kissing a child or in love with one; euphemisms ("des jeux coquins avec la petite");
 * - grooming: an instruction to keep something from the parents ("ne dis rien à tes parents"); an adult
 *   outside the family with "our secret", being alone, his car, his room at night, sweets offered to
 *   children, pictures, the parents away; a stranger met online who wants to meet or wants pictures;
 * - hate: a group of people (named with a determiner: "les noirs", never "la peur du noir") with a
 *   dehumanising word, hatred, an animal as a predicate ("sont des singes"), exclusion ("dehors",
 *   "doivent quitter le pays", "expulser les…"), a bad trait generalised ("sont tous des voleurs") or
 *   a conspiracy; praise of Nazism or terrorism ("vive", "héros", "rejoindre" near "Hitler", "Daech");
 *   Nazism or fascism named without the history of its victims or resisters;
 * - violence: a blow given to a person (not to a ball, a door, nor at a game) in a text with a family
 *   adult, or to a child by anyone; blows as nouns ("une gifle", "des coups de ceinture"), injuries
 *   ("a cassé le nez de maman"), threats with a weapon, pushing against a wall, with a family or a child;
 *   a child dying or dead (the death said of the child, not of the grandparent the child misses); gore
 *   or cruelty aimed at a child; a child kidnapped, drowned, tied up, eaten alive…;
 * - crime: stealing (with something to steal: plain "voler" is flying) or breaking in, with a how-to
 *   ("sans se faire prendre", "comment", "astuces", "sans qu'elle s'en rende compte"); buying a weapon
 *   online or outside the law; stealing a bank card; swindling the old;
 * - drugs: paraphernalia used ("une seringue et de la poudre blanche… et essaie"), not the doctor's.
 *
 * Round 2 reads roles rather than phrases, so that paraphrases in any person or tense are caught:
 * - the child may be a word, a name, an age ("la princesse de 6 ans"), "la petite", or a pronoun ("lui",
 *   "elle") when an adult outside the family is there; an adult may be marked by an age ("de 19 ans");
 * - grooming: a negated verb of telling with one parent or anyone told ("de ne rien dire à maman",
 *   "qu'il ne doit pas le dire à papa"), when someone asks for it (not a child's own silence); a threat if
 *   the child tells ("si tu le dis…, je ferai du mal à…"); pictures of the child's own body asked for, or
 *   asked for in private (messages, a tablet, a game's chat); a meeting out of sight or alone ("rendez-vous
 *   derrière le gymnase", "seul à seul"), not a class met at the gym;
 * - sexual: a child undressing in front of someone or asked to by someone outside the family; licking,
 *   groping or a caress in bed by a man (not a dog's lick, nor a doctor); the intimate parts named;
 * - hate: a group defined by skin colour, origin or religion ("les gens à la peau noire") compared with
 *   animals or objects ("comparés à des porcs", "ne sont pas de vrais êtres humains"), harmed "parce
 *   qu'ils sont…", said inferior to another; places of worship burnt; the Shoah denied;
 * - violence: a body part of a child harmed (cut, crushed, burnt, pierced, "aux yeux crevés"), a child cut
 *   up, cooked or hung on hooks; in the family, a body part hit ("lui cogne la tête"), choking, things
 *   thrown at someone's head, blows in the past ("l'a frappée");
 * - self_harm: hurting oneself hidden from the parents, hidden wounds, pins in one's skin, starving to
 *   vanish; suicide without the word: climbing high to jump, a rope round the neck, despair with a means,
 *   "veut ne plus exister", "se jette par la fenêtre" (not a cat);
 * - crime: a crime told as the plot, without a how-to: burgling, stealing valuables or from a shop,
 *   setting fire, breaking in to take, racketeering, poisoning an animal, vandalism; not in a game, a
 *   fairy tale's thief (a fox, a magpie, pirates), a theft suffered ("on a volé le vélo de Léo"), nor when
 *   the thieves are caught or say sorry.
 * Verbs are listed with "verb+" (lexicon-matcher.ts: every form of a regular "-er" verb).
 *
 * Vetoes (a story that teaches prevention, a surprise for a parent, tolerance, the history of Nazism's
 * victims, a game or a fairy tale's thief) count only in the sentence they veto: "la tolérance" typed as
 * a value does not excuse a slur typed as the scenario.
 *
 * In the written story (`mode: 'story'`), the child is also known by name, and the sentences that carry
 * a parent's text get stricter rules that would refuse too many parents' texts: any blow to a person in
 * a sentence with the child, any harm done to the child by name (locking up, abandoning, undressing…),
 * a secret kept, a lure, a car or a bed shared by an adult outside the family and the child, a group with
 * a bad trait. The embedded writer's own sentences never need those words; every sentence, carried or
 * not, is checked for harm done to the child (`harmsChild`).
 */

export type RuleMode = 'input' | 'story';

const concepts = new PhraseSet<Concept>(conceptEntries());

/** The words the concepts are written with (a vocabulary to cut spelled-out runs with). */
export function conceptWords(): Set<string> {
  return concepts.words();
}

/** The concept hits of some tokens, less those inside an allowed idiom ("mort de rire"). */
export function findConcepts(tokens: Token[], allowedSpans: readonly { start: number; end: number }[]): Hit<Concept>[] {
  return concepts.find(tokens).filter((hit) => !insideAny(hit, allowedSpans));
}

interface Span {
  start: number;
  end: number;
}

/** The concepts found in one window of text (a whole field, or one sentence), and questions about them. */
export class ConceptWindow {
  private readonly spansByConcept = new Map<Concept, Span[]>();
  private readonly starts = new Map<number, Set<Concept>>();

  constructor(
    readonly tokens: readonly Token[],
    hits: readonly Hit<Concept>[],
    readonly from: number,
    readonly to: number,
  ) {
    for (const hit of hits) {
      if (hit.start < from || hit.end > to) continue;
      const list = this.spansByConcept.get(hit.category);
      if (list === undefined) this.spansByConcept.set(hit.category, [hit]);
      else list.push(hit);
      const set = this.starts.get(hit.start);
      if (set === undefined) this.starts.set(hit.start, new Set([hit.category]));
      else set.add(hit.category);
    }
  }

  /** Spans of both kinds that do not overlap: "notre secret… ne le dis pas", not "jura de ne rien dire" counted twice. */
  apart(first: readonly Concept[], second: readonly Concept[]): boolean {
    return first.some((a) =>
      this.spans(a).some((one) => second.some((b) => this.spans(b).some((other) => other.end < one.start || other.start > one.end))),
    );
  }

  /**
   * A veto (tolerance, prevention, a surprise, history) counts only in a sentence that also holds what
   * it vetoes: "la tolérance" typed as a value does not excuse a slur typed as the scenario.
   */
  vetoNear(vetoes: readonly Concept[], triggers: readonly Concept[], keep?: (span: Span) => boolean): boolean {
    // Loops rather than a set: it is asked often, and most windows hold no veto at all.
    for (const veto of vetoes) {
      for (const span of this.spans(veto)) {
        if (keep !== undefined && !keep(span)) continue;
        const sentence = this.tokens[span.start]?.sentence;
        for (const trigger of triggers) for (const other of this.spans(trigger)) if (this.tokens[other.start]?.sentence === sentence) return true;
      }
    }
    return false;
  }

  /** Does the window hold no concept at all? */
  get empty(): boolean {
    return this.spansByConcept.size === 0;
  }

  /** Does the window hold any of these concepts? */
  has(...wanted: Concept[]): boolean {
    // A loop, not `some` with a closure: the rules ask this thousands of times per check (bench:moderator).
    for (const concept of wanted) if (this.spansByConcept.has(concept)) return true;
    return false;
  }

  spans(concept: Concept): readonly Span[] {
    return this.spansByConcept.get(concept) ?? [];
  }

  /** The folded word at an index, or '' outside the window. */
  word(index: number): string {
    if (index < this.from || index > this.to) return '';
    return this.tokens[index]?.folded[0] ?? '';
  }

  /** Does a span of one of these concepts start at this index? */
  startsAt(index: number, wanted: readonly Concept[]): boolean {
    const found = this.starts.get(index);
    return found !== undefined && wanted.some((concept) => found.has(concept));
  }

  /** The end of a span of one of these concepts starting at this index, or -1. */
  endAt(index: number, wanted: readonly Concept[]): number {
    let end = -1;
    for (const concept of wanted) {
      for (const span of this.spans(concept)) if (span.start === index && span.end > end) end = span.end;
    }
    return end;
  }

  /** A span of `second` starts at most `gap` tokens after a span of `first` ends. */
  follows(first: readonly Concept[], second: readonly Concept[], gap: number): boolean {
    return first.some((a) => this.spans(a).some((span) => this.startsWithin(span.end + 1, gap, second)));
  }

  /** Either order, at most `gap` tokens apart. */
  near(first: readonly Concept[], second: readonly Concept[], gap: number): boolean {
    return this.follows(first, second, gap) || this.follows(second, first, gap);
  }

  /** A span of one of the concepts starts within `gap` tokens from `index`. */
  startsWithin(index: number, gap: number, wanted: readonly Concept[]): boolean {
    for (let at = index; at <= Math.min(this.to, index + gap); at += 1) if (this.startsAt(at, wanted)) return true;
    return false;
  }

  /** Is the word at `index` negated by what comes before it ("ne pas prévenir", "sans prévenir")? */
  negatedBefore(index: number): boolean {
    for (let at = Math.max(this.from, index - 3); at < index; at += 1) if (NEGATIONS.has(this.word(at))) return true;
    return false;
  }

  /** Is the word at `index` negated or forbidden ("ne frappe jamais", "arrête de taper")? */
  negated(index: number): boolean {
    for (let at = Math.max(this.from, index - 3); at < index; at += 1) if (NEGATIONS.has(this.word(at))) return true;
    return NEGATIONS.has(this.word(index + 1)) && this.word(index + 1) !== 'plus';
  }

  /** The index where a verb's object starts, past determiners ("sa femme", "le petit"), or -1. */
  objectAfter(index: number, wanted: readonly Concept[]): number {
    let at = index + 1;
    for (let skipped = 0; skipped <= 2 && at <= this.to; skipped += 1) {
      if (this.startsAt(at, wanted)) return at;
      if (!OBJECT_LEAD.has(this.word(at))) return -1;
      at += 1;
    }
    return this.startsAt(at, wanted) ? at : -1;
  }

  /** An object pronoun before the verb: "il la frappe", "papa l'a battue". */
  pronounBefore(index: number): boolean {
    const previous = this.word(index - 1);
    if (OBJECT_PRONOUNS.has(previous)) return true;
    return AUXILIARIES.has(previous) && OBJECT_PRONOUNS.has(this.word(index - 2));
  }

  /** "se fait frapper", "s'est fait battre": the subject is the one hit. */
  selfPassive(index: number): boolean {
    return MAKE.has(this.word(index - 1)) && (SELF.has(this.word(index - 2)) || (this.word(index - 2) === 'est' && SELF.has(this.word(index - 3))));
  }

  /** Is the span a complement ("le papa de Léa"), so that what follows is said of someone else? */
  complement(span: Span): boolean {
    const before = this.word(span.start - 1);
    // Not "des": "des enfants pendus" is said of the children.
    return before === 'de' || before === 'du' || before === 'd';
  }

  /** From a span's end, past at most `max` filler words, does one of these concepts start? */
  saidOf(span: Span, wanted: readonly Concept[], max = 3): boolean {
    if (this.complement(span)) return false;
    let at = span.end + 1;
    for (let skipped = 0; skipped <= max && at <= this.to; skipped += 1) {
      if (this.startsAt(at, wanted)) return true;
      if (!FILLERS.has(this.word(at))) return false;
      at += 1;
    }
    return false;
  }

  /** A passive said of a span: "Léa fut enlevée", "l'enfant a été battu" (an auxiliary among the fillers). */
  passiveOf(span: Span, wanted: readonly Concept[], max = 3): boolean {
    if (this.complement(span)) return false;
    let at = span.end + 1;
    let auxiliary = false;
    for (let skipped = 0; skipped <= max && at <= this.to; skipped += 1) {
      if (auxiliary && this.startsAt(at, wanted)) return true;
      if (!FILLERS.has(this.word(at))) return false;
      auxiliary ||= PASSIVE_AUXILIARIES.has(this.word(at)) || MAKE.has(this.word(at));
      at += 1;
    }
    return false;
  }

  /**
   * From a span's end, past at most `max` filler words, is the word one of these? `reflexive`: words
   * that say nothing harmful after "se" ("la petite fille se déshabille", "l'enfant se brûle").
   */
  saidOfWord(span: Span, words: ReadonlySet<string>, max = 3, reflexive: ReadonlySet<string> = new Set()): boolean {
    if (this.complement(span)) return false;
    let at = span.end + 1;
    for (let skipped = 0; skipped <= max && at <= this.to; skipped += 1) {
      // "la princesse de 6 ans enlève sa robe": a verb with its object is something the child does, not a participle.
      const active = OBJECT_DETERMINERS.has(this.word(at + 1)) && !PASSIVE_AUXILIARIES.has(this.word(at - 1));
      if (words.has(this.word(at)) && !active && !(reflexive.has(this.word(at)) && SELF.has(this.word(at - 1)))) return true;
      if (!FILLERS.has(this.word(at))) return false;
      at += 1;
    }
    return false;
  }
}

// ── The rules, by category ───────────────────────────────────────────────────────────────────────

function sexual(w: ConceptWindow): boolean {
  const undressed = w.has('undress', 'nude');
  if (undressed && w.has('photo')) return true;
  // Pictures of a child in the bath or the shower.
  if (w.has('photo') && w.has('bath') && w.has('child', 'name', 'adult')) return true;
  const prevented = w.vetoNear(['prevention'], ['touch', 'private', 'undress', 'nude', 'kiss', 'adult'], (span) => !w.negatedBefore(span.start));
  if (undressed && w.has('adult') && !prevented) return true;
  if (undressed && w.has('child') && w.has('adult', 'photo', 'touch', 'show', 'secret', 'secretOurs', 'tellNot', 'private', 'bed')) return true;
  // Private parts touched, or shown to someone: "il lui touche les fesses", "le monsieur montre son zizi".
  const touched = w.spans('touch').some((span) => !w.negated(span.start) && w.startsWithin(span.end + 1, 4, ['private']));
  if (touched && !prevented) return true;
  if (w.follows(['private'], ['touch'], 3) && !prevented) return true;
  const shown = w.follows(['show'], ['private'], 3);
  if (shown && w.has('adult', 'photo', 'secret', 'secretOurs', 'tellNot', 'child', 'request', 'lure', 'online')) return true;
  if (w.has('romance') && w.has('adult') && w.has('child', 'name')) return true;
  // An adult outside the family, a child, and private parts or a kiss: "le prof embrasse son élève".
  // A kiss on the forehead or the cheek is not one: "tonton fait des bisous sur le front de sa nièce".
  const kissed = w.spans('kiss').some((span) => !w.startsWithin(span.end + 1, 2, ['faceKiss']));
  if (w.has('adult') && w.has('child') && (w.has('private') || kissed) && !prevented) return true;
  if (undressed && w.has('child', 'name') && w.has('parentAway')) return true;
  // "Le monsieur se touche devant les enfants".
  if (w.has('selfTouch')) return true;
  // "des jeux coquins avec la petite", "des caresses spéciales", "des choses d'adultes avec un enfant".
  if (w.has('sexEuphemism') && w.has('child', 'name', 'adult', 'person')) return true;
  // Watching or filming a child in the shower.
  const watchesChild = w.has('adult') || w.spans('show').some((span) => w.objectAfter(span.end, ['child', 'name']) >= 0);
  if (w.has('show') && w.has('bath') && w.has('child', 'name') && watchesChild && !w.has('family')) return true;
  // A child undressing in front of someone: "la petite de 8 ans se déshabille devant lui" (changing at the pool is no show).
  const stripped = w.has('nude') || w.spans('undress').some((span) => !w.word(span.end).startsWith('chang'));
  // "Pour lui" before a verb is a purpose ("pour lui mettre son pyjama"), not someone watching.
  const watched = w.spans('viewer').some((span) => w.word(span.start) !== 'pour' || !INFINITIVE.test(w.word(span.end + 1)));
  if (stripped && watched && w.has('child', 'name') && !prevented) return true;
  // Pictures of children scantily dressed among adults: "des photos d'enfants en maillot échangées entre adultes".
  if (w.has('photo') && w.has('scant') && w.has('child') && w.has('adult') && !w.has('family')) return true;
  // An adult who walks into the children's shower.
  if (w.has('adult') && w.has('bath') && w.has('child', 'name') && !w.has('family') && w.has('breakIn', 'viewer', 'show', 'photo', 'secret', 'night', 'alone')) return true;
  // A child asked to undress by someone outside the family: "le vieux pêcheur demande au petit mousse de se déshabiller".
  if (stripped && w.has('request') && w.has('child', 'name') && !w.has('family', 'medical', 'kids') && !prevented) return true;
  // The intimate parts of a child named as such: "les parties intimes de l'enfant".
  if (w.has('intimate') && w.has('child', 'name') && !prevented && !w.has('medical')) return true;
  // Licking, groping or rubbing against a child ("il lèche le cou de la fillette"), not a dog's lick nor a doctor's exam.
  if (!w.has('pet', 'medical') && w.spans('grope').some((span) => !w.negated(span.start) && touchesChild(w, span, true))) return true;
  // A man outside the family touching a child: "le voisin touche la petite de 6 ans" (not her shoulder, nor a doctor).
  if (w.has('adult') && !w.has('family', 'medical') && !prevented && w.spans('touch').some((span) => !w.negated(span.start) && touchesChild(w, span, false))) return true;
  // A caress in bed, at night or in secret, by a man outside the family: "il caresse la petite sous sa couverture".
  const familyOnly = w.has('family') && !w.has('adult');
  if (!familyOnly && !prevented && w.has('bed', 'night', 'secret', 'secretOurs', 'alone', 'hiddenPlace', 'tellNot')) {
    if (w.spans('touch').some((span) => !w.negated(span.start) && byAMan(w, span) && touchesChild(w, span, false))) return true;
  }
  if (w.has('doctorGame') && w.has('adult', 'secret', 'secretOurs', 'tellNot', 'hiddenPlace', 'undress', 'nude', 'bed')) return true;
  // Round 3. Someone undressing a child, with no care to explain it: "le voisin déshabille la petite", "déshabiller un
  // enfant", "l'enfant se fait déshabiller" (not "maman déshabille le bébé pour le bain", nor a doctor, nor a parent).
  if (!prevented && undressesChild(w)) return true;
  // A child made to touch someone: "le prof force l'élève à toucher son corps", "demande aux enfants de le toucher".
  if (!prevented && !w.has('medical') && madeToTouch(w)) return true;
  // On the lap of a man outside the family, and touching: "s'asseoir sur les genoux du voisin et le toucher".
  if (!prevented && w.has('adult') && w.has('lap') && !w.has('family') && w.spans('touch').some((span) => !w.negated(span.start))) return true;
  return false;
}

/** "S'est déshabillée", "se déshabille": the subject undresses itself. */
function reflexiveAt(w: ConceptWindow, index: number): boolean {
  const before = w.word(index - 1);
  return SELF.has(before) || (PASSIVE_AUXILIARIES.has(before) && SELF.has(w.word(index - 2)));
}

/**
 * Is a child undressed by someone, with no care to explain it (the bath, pyjamas, a nappy, wet clothes, the doctor)?
 * The child is the verb's object ("déshabille la petite", "il la déshabille" with a child there), or its subject in the
 * passive ("l'enfant est déshabillé", "se fait déshabiller"). A parent who undresses the child is care too: the family
 * word is the verb's subject ("maman la déshabille") or its agent ("par sa maman").
 */
function undressesChild(w: ConceptWindow): boolean {
  if (!w.has('undress', 'undressOf') || w.has('care', 'bath', 'medical')) return false;
  for (const span of w.spans('undress')) {
    if (!/^(?:deshabill|devet)/.test(w.word(span.start)) || w.negated(span.start)) continue;
    if (familyBefore(w, span.start, 3) || (w.word(span.end + 1) === 'par' && w.startsWithin(span.end + 2, 2, ['family']))) continue;
    const passive = w.selfPassive(span.start) || (PASSIVE_AUXILIARIES.has(w.word(span.start - 1)) && !SELF.has(w.word(span.start - 2)));
    if (passive) {
      if (childBefore(w, span.start, 5)) return true;
      continue;
    }
    if (reflexiveAt(w, span.start)) continue;
    if (w.objectAfter(span.end, CHILD) >= 0 || littleOneAfter(w, span.end)) return true;
    if (w.pronounBefore(span.start) && (w.has('child', 'name') || littleOne(w))) return true;
  }
  // "Enlève la culotte de la petite", "baisse le pantalon du garçon".
  return w.spans('undressOf').some(
    (span) => !w.negated(span.start) && !familyBefore(w, span.start, 3) && (w.objectAfter(span.end, CHILD) >= 0 || littleOneAfter(w, span.end)),
  );
}

/** A child word, a name or "la petite" ending at most `distance` words before this index. */
function childBefore(w: ConceptWindow, index: number, distance: number): boolean {
  for (let at = Math.max(w.from, index - distance); at < index; at += 1) {
    if (w.startsAt(at, CHILD) || ((w.word(at) === 'petite' || w.word(at) === 'petit') && ['la', 'le', 'l', 'une', 'un'].includes(w.word(at - 1)))) return true;
  }
  return false;
}

/** "La petite", "le petit", "les petits" as the verb's object, not a little doll ("sa petite poupée"). */
function littleOneAfter(w: ConceptWindow, end: number): boolean {
  const at = w.objectAfter(end, ['person']);
  // "La cervelle du petit gicle": a verb the rules know after it.
  return at >= 0 && w.word(at).startsWith('petit') && (AFTER_LITTLE_ONE.has(w.word(at + 1)) || w.startsAt(at + 1, ['spill']));
}

/**
 * A child asked, forced or made to touch someone: the touch verb follows a request ("demande à Tom de lui masser…",
 * "force l'élève à toucher son corps") or is made ("fait toucher son corps à Léo"), and what is touched is a body
 * ("son corps", the private parts) or the asker himself ("de le toucher") when he is not the child's parent
 * (a parent's "de le caresser" is the cat or the baby), nor in a game of tag.
 */
function madeToTouch(w: ConceptWindow): boolean {
  if (!w.has('touch') || !w.has('makeTouch', 'request', 'want', 'must', 'teach') || !(childOrPronoun(w) || w.has('kids'))) return false;
  const pronounCounts = !w.has('pet', 'pretend') && (w.has('adult', 'stranger') || !w.has('family'));
  // "Doit le caresser", "il faut le toucher": only with an adult outside the family there.
  const mustCounts = pronounCounts && w.has('adult', 'stranger');
  // "Toucher son corps", "masser les fesses", not the children's own legs ("touchez vos cuisses" when stretching).
  const touchedBody = (end: number): boolean => {
    const at = w.objectAfter(end, ['ownBody', 'private']);
    return at >= 0 && !THEIR_OWN.has(w.word(at - 1));
  };
  for (const span of w.spans('makeTouch')) {
    if (!w.negated(span.start) && touchedBody(span.end)) return true;
  }
  for (const touch of w.spans('touch')) {
    if (w.negated(touch.start)) continue;
    for (const concept of ASKERS) {
      const asked = w.spans(concept).some((asker) => asker.end < touch.start && touch.start - asker.end <= 6);
      if (!asked) continue;
      if (touchedBody(touch.end)) return true;
      if (!(concept === 'must' ? mustCounts : pronounCounts)) continue;
      // "De le toucher", "de caresser le monsieur".
      if (TOUCHED_PRONOUNS.has(w.word(touch.start - 1)) || w.objectAfter(touch.end, ['adult']) >= 0) return true;
    }
  }
  return false;
}

/** An infinitive, roughly: "mettre", "donner", "dormir". */
const INFINITIVE = /^[a-z]{2,}(?:er|ir|re|oir)$/;

/** A man outside the family, or "il", does it: "il caresse la petite", "il met la petite sur ses genoux et la caresse". */
function byAMan(w: ConceptWindow, span: Span): boolean {
  if (w.has('adult')) return true;
  for (const at of [span.start - 1, span.start - 2, w.from]) if (w.word(at) === 'il' || w.word(at) === 'ils') return true;
  return false;
}

/**
 * Is the child the object of a touch ("caresse la petite", "lèche le cou de la fillette")? The child, a
 * little one ("la petite"), a name, or a part of the body followed by the child; with `anyPart`, the
 * head and the hands count too (licking them is no caress).
 */
function touchesChild(w: ConceptWindow, span: Span, anyPart: boolean): boolean {
  if (w.objectAfter(span.end, ['child', 'name']) >= 0) return true;
  // "il met la petite sur ses genoux et la caresse": a pronoun standing for the child named before. Not after a request
  // to the child ("demande aux enfants de le toucher"): the pronoun is the asker, and madeToTouch reads it.
  const asked = w.spans('request').some((request) => request.end < span.start && span.start - request.end <= 6);
  if (w.pronounBefore(span.start) && !SELF.has(w.word(span.start - 1)) && !asked && (w.has('child', 'name') || littleOne(w))) return true;
  const little = w.objectAfter(span.end, ['person']);
  if (little >= 0 && w.word(little).startsWith('petit')) return true;
  const part = w.objectAfter(span.end, ['bodyPart', 'private']);
  return part >= 0 && (anyPart || !BENIGN_PARTS.has(w.word(part))) && w.startsWithin(part + 1, 4, ['child', 'name']);
}

/** "la petite", "le petit", "une petite" said of a child: followed by a verb, a preposition or nothing. */
function littleOne(w: ConceptWindow): boolean {
  for (let at = w.from + 1; at <= w.to; at += 1) {
    const word = w.word(at);
    if ((word === 'petite' || word === 'petit') && ['la', 'le', 'une', 'un', 'cette', 'ce', 'l'].includes(w.word(at - 1)) && AFTER_LITTLE_ONE.has(w.word(at + 1))) return true;
  }
  return false;
}

/** Is a child there, by a word, a name, or a pronoun? */
function childOrPronoun(w: ConceptWindow): boolean {
  if (w.has('child', 'name') || littleOne(w)) return true;
  for (let at = w.from; at <= w.to; at += 1) {
    const word = w.word(at);
    if (CHILD_PRONOUNS.has(word) || (ARTICLE_PRONOUNS.has(word) && w.startsAt(at + 1, KNOWN_VERBS))) return true;
  }
  return false;
}

/**
 * Is something kept from the parents, said in any person or tense ("de ne rien dire à maman", "qu'il ne
 * doit pas le dire à papa", "sans en parler à sa mère")? A verb of telling, negated, with a parent (or
 * anyone) told within a few words.
 */
function keptFrom(w: ConceptWindow, recipients: readonly Concept[]): boolean {
  // Told to keep it, not keeping it oneself: "de ne rien dire", "il ne faut pas le dire", "qu'il ne doit rien dire",
  // or someone asking ("Léo ne dit rien à papa" is a child's silence).
  const told = w.has('request', 'tellNotYou', 'secretOurs');
  return w.spans('tellVerb').some((span) => {
    // Spoken French drops the "ne": "dis rien à ta mère", "le dis pas à papa".
    const negated = w.negatedBefore(span.start) || ['rien', 'pas', 'jamais'].includes(w.word(span.end + 1)) || w.word(span.start - 1) === 'rien';
    if (!negated || !toldTo(w, span.end + 1, 6, recipients)) return false;
    if (told) return true;
    for (let at = Math.max(w.from, span.start - 5); at < span.start; at += 1) if (INSTRUCTION.has(w.word(at))) return true;
    return false;
  });
}

/** A recipient of the telling within `gap` words, not the one who speaks ("ne doit pas parler aux inconnus, dit maman"). */
function toldTo(w: ConceptWindow, from: number, gap: number, recipients: readonly Concept[]): boolean {
  for (let at = from; at <= Math.min(w.to, from + gap); at += 1) if (w.startsAt(at, recipients) && !SPEECH.has(w.word(at - 1))) return true;
  return false;
}

/** Is the child the subject just before this word ("Léo ne dit rien", a capitalised first word being a name)? */
function childSubject(w: ConceptWindow, index: number): boolean {
  if (w.startsWithin(Math.max(w.from, index - 2), Math.min(1, index - w.from), ['child', 'name'])) return true;
  return index > w.from && w.tokens[index - 1]?.capital === true && !w.startsAt(index - 1, ['adult', 'family', 'person']);
}

/** Does a family word come just before this word, as its subject ("papa lance…", "papa force la serrure")? */
function familyBefore(w: ConceptWindow, index: number, distance: number): boolean {
  return w.startsWithin(Math.max(w.from, index - distance), Math.min(distance - 1, index - w.from), ['family']);
}

function grooming(w: ConceptWindow, mode: RuleMode): boolean {
  // A story that teaches the child to say no or to tell ("ne pas prévenir" is no prevention).
  if (w.vetoNear(['prevention'], GROOMING_TRIGGERS, (span) => !w.negatedBefore(span.start))) return false;
  const secretSafe = !w.vetoNear(['surprise'], ['secret', 'secretKeep', 'secretOurs', 'tellNot', 'tellNotYou', 'lure', 'tellVerb', 'ifTell']);
  // A threat if the child tells: "si tu le dis à tes parents, je ferai du mal à ton chien", "il le menace : si tu parles…".
  if (secretSafe && w.has('ifTell') && w.has('harmThreat', 'threat')) return true;
  const severeThreat = w.has('threat') || w.spans('harmThreat').some((span) => !w.word(span.start).startsWith('puni'));
  if (w.has('ifSpeak') && severeThreat && w.has('adult', 'threat', 'request')) return true;
  // Presents against pictures: "un adulte lui offre des cadeaux contre des photos".
  if (w.has('adult', 'stranger') && w.has('lure') && w.has('photo', 'selfPhoto') && w.has('offer', 'request', 'send')) return true;
  if (isolates(w, secretSafe)) return true;
  // Pictures of the child asked for, or sent: of the child's own body, in private, or by someone outside the family.
  const photoAsk = w.near(['request', 'want', 'send'], ['photo', 'selfPhoto'], 6);
  const photoRequest = w.near(['request', 'want'], ['photo', 'selfPhoto'], 6);
  const familyOnly = w.has('family') && !w.has('adult', 'stranger');
  if (photoAsk && !familyOnly && w.has('selfPhoto') && w.has('adult', 'stranger', 'privateChannel', 'online')) return true;
  if (photoAsk && !familyOnly && w.has('scant') && !w.has('kids')) return true;
  if (photoAsk && !familyOnly && secretSafe && w.has('secret', 'secretOurs', 'tellNot', 'tellNotYou')) return true;
  if (photoRequest && w.has('privateChannel', 'online') && w.has('adult', 'stranger')) return true;
  // "Un mec de 30 ans demande des photos à une fillette".
  if (photoRequest && w.has('adult') && w.has('child', 'name') && !familyOnly && !w.has('kids')) return true;
  // Without any adult named: "c'est notre secret, ne le dis pas à maman", "si tu ne dis rien, je te donne des bonbons",
  // "monte dans ma voiture, j'ai des bonbons".
  if (secretSafe && w.apart(['secretOurs'], ['tellNot', 'tellNotYou'])) return true;
  if (secretSafe && w.has('tellNotYou') && w.has('lure')) return true;
  if (secretSafe && w.has('tellNot') && w.has('lure') && w.has('offer', 'request', 'child')) return true;
  if (w.has('car') && w.has('lure')) return true;
  // "Le clown invite les enfants dans sa caravane et leur demande de garder le secret".
  if (secretSafe && w.has('secretKeep', 'secretOurs') && w.has('request') && w.has('child', 'name') && w.has('hiddenPlace', 'alone', 'lure', 'car', 'undress', 'touch', 'photo', 'night')) return true;
  const toParents: Concept[] = mode === 'input' ? ['parents', 'anyone'] : ['parents'];
  // An instruction to keep something from the parents: "ne dis rien à tes parents".
  if (secretSafe && w.follows(['tellNotYou'], toParents, 5)) return true;
  const isolating = w.has('adult', 'request', 'lure', 'touch', 'undress', 'photo', 'hiddenPlace', 'car', 'alone', 'online', 'meet', 'bed', 'affection');
  // Not a child's own silence: "Léo ne dit rien à papa de son nouveau copain de maman".
  const keptByOther = w.spans('tellNot').some((span) => !childSubject(w, span.start) && w.startsWithin(span.end + 1, 5, toParents));
  if (secretSafe && keptByOther && isolating) return true;
  if (!w.has('adult')) {
    // Someone who asks the child to keep it from a parent: "il lui dit de ne pas le dire à papa".
    if (secretSafe && keptFrom(w, toParents) && w.has('request', 'lure', 'stranger', 'online', 'privateChannel', 'remotePlace')) return true;
    if (w.has('stranger', 'online') && w.has('meet') && w.has('remotePlace', 'alone', 'parentAway', 'secret', 'tellNot')) return true;
    // A stranger met online who wants to meet or wants pictures.
    return w.has('online') && w.has('meet', 'photo') && w.has('secretOurs', 'tellNot', 'tellNotYou', 'request', 'undress', 'nude', 'alone', 'parentAway');
  }
  if (secretSafe && w.has('secretOurs')) return true;
  // A secret kept from one parent or the parents, whoever says it and however: "le monsieur lui dit de ne rien dire à maman".
  if (secretSafe && keptFrom(w, toParents)) return true;
  const target = childOrPronoun(w);
  // A meeting out of sight or alone: "le voisin lui donne rendez-vous derrière le gymnase", not a class met at the gym.
  if (w.has('meet') && w.has('remotePlace', 'alone', 'hiddenPlace') && (target || w.has('secret', 'alone')) && (!w.has('kids') || w.has('alone', 'secret'))) return true;
  // Waiting for a child out of sight, with something more: "un inconnu l'attend tous les soirs derrière l'école" (not the
  // teacher who waits behind the school to give back a notebook).
  const stranger = w.spans('adult').some((span) => STRANGER_WORDS.has(w.word(span.start)));
  if (w.has('wait') && w.has('remotePlace', 'hiddenPlace') && target && (stranger || w.has('alone', 'secret', 'secretOurs', 'night', 'lure', 'parentAway', 'tellNot'))) return true;
  const away = w.has('alone', 'secret', 'secretKeep', 'touch', 'undress', 'photo', 'night', 'parentAway') || (secretSafe && w.has('lure'));
  if (w.has('remotePlace') && away && target) return true;
  if (secretSafe && w.has('secret') && target && w.has('request', 'offer', 'meet', 'lure', 'remotePlace', 'hiddenPlace', 'alone', 'car', 'night')) return true;
  if (w.has('alone') && target && !w.has('kids')) return true;
  if (w.has('parentAway') && target && w.has('meet', 'request', 'privateChannel', 'online', 'lure')) return true;
  // "un mec de 25 ans qui parle tous les soirs en privé avec une fille de 10 ans".
  if (w.has('privateChannel') && target && w.has('night', 'secret', 'alone', 'online', 'tellNot', 'secretOurs')) return true;
  // "Tonton dit à Léa de ne rien dire", "un inconnu lui dit de l'appeler en cachette".
  if (secretSafe && w.has('tellNot', 'tellNotYou') && w.has('child', 'name')) return true;
  if (secretSafe && w.has('secret') && w.has('child', 'name') && w.has('request', 'offer', 'meet', 'lure')) return true;
  if (secretSafe && w.has('secretKeep') && w.has('request')) return true;
  // Being alone with an adult outside the family is the pattern itself.
  if (w.has('alone') && w.has('child', 'name', 'hiddenPlace', 'secret', 'secretKeep', 'bed', 'lure', 'car', 'touch', 'affection', 'undress', 'nude', 'tellNot', 'request', 'photo')) return true;
  if (w.has('car') && w.has('child', 'name', 'lure', 'request', 'secret')) return true;
  if (w.has('hiddenPlace') && w.has('lure', 'secret', 'alone', 'undress', 'nude', 'touch', 'affection', 'photo', 'bed')) return true;
  if (w.has('bed') && w.has('child', 'name', 'request')) return true;
  if (w.has('photo') && w.has('secret', 'tellNot', 'alone', 'hiddenPlace')) return true;
  if (w.has('touch', 'affection') && w.has('child', 'name') && w.has('secret', 'alone', 'hiddenPlace', 'tellNot', 'bed')) return true;
  if (w.has('online') && w.has('meet', 'photo')) return true;
  if (w.has('lure') && w.has('car', 'hiddenPlace', 'secret') && w.has('child', 'name', 'request')) return true;
  // The stranger's approach: sweets or presents offered to children; his room at night; the parents away.
  // Not with a parent there: "le monsieur de la boutique offre une sucette aux enfants avec l'accord de maman".
  if (secretSafe && w.has('lure') && w.has('offer') && w.has('child') && !w.has('parentPresent')) return true;
  if (w.has('hiddenPlace') && w.has('night', 'request') && w.has('child', 'name', 'person')) return true;
  if (w.has('parentAway') && w.has('child', 'name') && w.has('request', 'hiddenPlace', 'undress', 'touch', 'kiss', 'bed', 'secret', 'lure')) return true;
  // The written story: any secret, lure or hiding place shared with an adult outside the family and the child.
  if (mode === 'story' && w.has('child', 'name') && w.has('secretKeep', 'secretOurs', 'alone', 'car', 'lure', 'bed')) return true;
  return false;
}

/**
 * Grooming by isolation (round 3): someone tells the child that the parents do not love it ("tes parents ne t'aiment
 * pas", "sa maman ne veut plus d'elle"), that he is the only one who loves or understands it ("je suis le seul à
 * t'aimer", "personne ne te comprend comme moi"), that the parents would not understand the secret, or forbids it to
 * call or see a parent. Not the child's own fear ("a peur que ses parents ne l'aiment plus", the new baby), not a
 * parent or a judge after a divorce ("maman interdit à Léo d'appeler papa après 21 h"), not a lonely child's friend
 * ("le vieux voisin est le seul à l'écouter": nobody says it to the child).
 */
function isolates(w: ConceptWindow, secretSafe: boolean): boolean {
  if (!w.has('unloved', 'onlyOne', 'parentsWouldnt', 'forbid', 'cannot', 'dontCall')) return false;
  const outsider = w.has('adult', 'stranger', 'online');
  const secretish = secretSafe && w.has('secret', 'secretOurs', 'secretKeep', 'tellNot', 'tellNotYou');
  const spoken = (index: number): boolean => {
    for (let at = Math.max(w.from, index - 10); at < index; at += 1) if (SPEECH.has(w.word(at))) return true;
    return false;
  };
  // The child's own belief or fear a few words before ("croit que…", "a peur que…"), not someone who makes it believe
  // ("lui fait croire que…").
  const believed = (index: number): boolean => {
    for (let at = Math.max(w.from, index - 8); at < index; at += 1) if (w.startsAt(at, ['belief']) && !MAKE.has(w.word(at - 1))) return true;
    return false;
  };
  // Said to the child: "tes parents", "ne t'aiment pas".
  const toChild = (span: Span): boolean => {
    for (let at = Math.max(w.from, span.start - 4); at <= span.end; at += 1) if (SECOND_PERSON.has(w.word(at))) return true;
    return false;
  };
  // The parents said not to love the child, by someone else: a parent word just before, no belief or fear before that.
  const unloved = w.spans('unloved').filter((span) => {
    // "Tes parents ne t'aiment pas moins depuis que le bébé est né" reassures.
    if (w.word(span.end + 1) === 'moins') return false;
    const anchored = w.word(span.start) === 'personne' || w.startsWithin(span.start, span.end - span.start, ['parents']);
    if (!anchored && !w.startsWithin(Math.max(w.from, span.start - 4), Math.min(3, span.start - w.from), ['parents'])) return false;
    return !believed(span.start);
  });
  const parentUnloving = unloved.some((span) => toChild(span) || outsider || spoken(span.start));
  // "Ne les appelle pas, ils ne t'aiment pas": said to the child, the parents named by a pronoun.
  const unlovedYou = w.spans('unloved').some((span) => toChild(span) && w.word(span.end + 1) !== 'moins' && !believed(span.start));
  // Said to the child ("je suis le seul à t'aimer") or reported ("lui dit qu'elle est sa seule amie"), not a narrator's
  // "le vieux voisin est le seul à l'écouter".
  const only = w.spans('onlyOne').filter((span) => {
    for (let at = span.start; at <= span.end; at += 1) if (SECOND_PERSON.has(w.word(at)) || w.word(at) === 'moi') return true;
    return spoken(span.start);
  });
  // Kept from a parent: alone, only by an adult outside the family; with the rest, by anyone ("tu ne dois plus voir ta maman,
  // c'est moi ta famille").
  const keptFromParent = cutsOffParent(w);
  const cutOff = keptFromParent && outsider;
  if (parentUnloving && (only.length > 0 || outsider || secretish || unloved.some(toChild) || w.has('lure', 'hiddenPlace', 'car', 'dontCall') || cutOff)) return true;
  const wouldnt = w.spans('parentsWouldnt');
  if (only.length > 0 && (outsider || unloved.length > 0 || unlovedYou || wouldnt.length > 0 || secretish || cutOff || w.has('lure', 'hiddenPlace', 'car', 'dontCall', 'alone'))) return true;
  // "Notre secret, tes parents ne comprendraient pas", "le moniteur dit que leurs parents seraient fâchés s'ils savaient".
  if (secretSafe && wouldnt.length > 0) {
    const yours = wouldnt.some((span) => SECOND_PERSON.has(w.word(span.start)));
    // Said to the child, with an instruction to keep quiet (not "en cachette" in a warning about sweets).
    const keepQuiet = secretSafe && w.has('secretOurs', 'secretKeep', 'tellNot', 'tellNotYou');
    if (w.has('secretOurs') || (yours && (keepQuiet || w.has('ifKnew'))) || (outsider && (secretish || w.has('ifKnew')))) return true;
  }
  if (cutOff) return true;
  if (keptFromParent && (only.length > 0 || unlovedYou || parentUnloving)) return true;
  // "Ne les appelle pas": with someone who isolates the child.
  return w.has('dontCall') && (unlovedYou || (w.has('parents') && (outsider || secretish || unloved.length > 0 || only.length > 0)));
}

/**
 * Forbidding a child to call, see or speak to a parent: "l'entraîneur interdit à Hugo d'appeler sa maman", "lui interdit
 * de voir sa mère", "ne peut plus voir sa maman". Not by a parent (the family word as the subject), a judge or a doctor;
 * `isolates` asks for an adult outside the family (the snow that keeps Léo from his parents is no one) or more.
 */
function cutsOffParent(w: ConceptWindow): boolean {
  // Not the witch of Rapunzel: a tale.
  if (w.has('medical', 'police', 'creature')) return false;
  for (let at = w.from; at <= w.to; at += 1) if (AUTHORITY.has(w.word(at))) return false;
  // "Lui interdit de voir sa mère", "dit qu'elle ne peut plus voir sa maman".
  return [...w.spans('forbid'), ...w.spans('cannot')].some((forbid) => {
    if (familyBefore(w, forbid.start, 3) || (w.startsAt(forbid.start, ['forbid']) && w.negatedBefore(forbid.start))) return false;
    // The parent is the one reached ("appeler sa maman", "parler de lui à ses parents"), not the speaker ("ne doit pas
    // parler aux inconnus, dit maman").
    return w.spans('contact').some((contact) => {
      if (contact.start <= forbid.end || contact.start - forbid.end > 6) return false;
      const about = ['de', 'd'].includes(w.word(contact.end + 1)) && ['lui', 'elle', 'eux', 'ca', 'cela', 'moi', 'nous'].includes(w.word(contact.end + 2));
      return w.objectAfter(about ? contact.end + 2 : contact.end, ['parents']) >= 0;
    });
  });
}

function hate(w: ConceptWindow, mode: RuleMode): boolean {
  const tolerant = w.vetoNear(['tolerance'], ['group', 'withoutGroup']);
  if (w.has('group') && !tolerant) {
    if (w.has('dehumanise')) return true;
    if (w.spans('hateWord').some((span) => !w.negated(span.start))) return true;
    if (w.has('excludeDone')) return true;
    if (w.follows(['predicate'], ['animal'], 2) || w.follows(['group'], ['animal'], 1)) return true;
    if (w.has('exclude')) return true;
    if (w.follows(['excludeVerb'], ['group'], 2)) return true;
    if (w.has('badTrait') && (w.has('generalise') || w.near(['group'], ['badTrait'], 3))) return true;
    if (w.has('conspiracy')) return true;
    if (mode === 'story' && w.has('badTrait')) return true;
  }
  if (w.has('withoutGroup') && w.has('better') && !tolerant) return true;
  if (!tolerant && (w.has('group') || w.has('lgbt')) && (pathologised(w) || supremacy(w))) return true;
  // Ruling the other races: "les blancs doivent dominer les autres peuples" (not the sorcerer who wants to rule the forest).
  if (!tolerant && w.has('dominate') && w.has('group', 'raceWord') && !w.has('creature')) return true;
  // "Les enfants blancs sont meilleurs que les enfants noirs".
  if (!tolerant && w.spans('better').some((span) => ['que', 'qu'].includes(w.word(span.end + 1)) && w.startsWithin(span.end + 2, 2, ['group']))) return true;
  // Harmed for who they are: "les Juifs sont punis parce qu'ils sont juifs".
  if (!tolerant && w.has('excludeDone', 'harmDone', 'excludeVerb', 'hit', 'persecuted') && w.spans('becauseOf').some((span) => w.startsWithin(span.end + 1, 1, ['groupWord']))) return true;
  // "Il faut brûler les mosquées".
  if (!w.has('creature') && w.follows(['excludeVerb'], ['worship'], 2)) return true;
  // Denying the genocide: "la Shoah n'a jamais existé", "les chambres à gaz sont une invention".
  if (w.has('genocide') && w.has('denial')) return true;
  if (w.vetoNear(['resistance'], ['nazi', 'terror', 'glorify'])) return false;
  if (w.near(['glorify'], ['nazi', 'terror'], 8)) return true;
  // Nazism named without its victims or resisters: "Hitler", "un gentil soldat nazi".
  if (w.has('nazi')) return true;
  return false;
}

/** A thing struck, not a person thrown against it: "tape dans le ballon", not "cogne maman contre la porte". */
function struckThing(w: ConceptWindow, from: number, gap: number): boolean {
  for (let at = from; at <= Math.min(w.to, from + gap); at += 1) {
    if (!w.startsAt(at, ['hitObject', 'game'])) continue;
    if (!w.spans('hurtPlace').some((place) => place.start <= at && at <= place.end)) return true;
  }
  return false;
}

/** A blow told as a noun that lands on a thing or is a game ("coups de pied dans le ballon"), not "quand elle était par terre". */
function blowOnThing(w: ConceptWindow, end: number): boolean {
  for (let at = end + 1; at <= Math.min(w.to, end + 5); at += 1) {
    if (w.startsAt(at, ['game'])) return true;
    if (w.startsAt(at, ['hitObject']) && (ONTO.has(w.word(at - 1)) || ONTO.has(w.word(at - 2)))) return true;
  }
  return false;
}

/**
 * Marks on someone that a family member made: the family word with a verb of making before or after the marks
 * ("papa a fait des bleus à maman", "les bleus que papa a faits à maman", "papa lui a laissé des marques"), or named as
 * their cause ("des bleus partout à cause de papa"), or marks on a body after a family member's anger ("des marques sur
 * le cou depuis que papa s'est énervé"). Not marks one made oneself ("papa s'est fait des bleus en jardinant"), nor a
 * pencil mark on the wall, nor "les Bleus" who lost the match.
 */
function marksMade(w: ConceptWindow): boolean {
  const marks = w.spans('bruiseNoun');
  if (marks.length === 0) return false;
  /** The index of a verb of making within a few words after `index`, not reflexive ("s'est fait"), or -1. */
  const madeAfter = (index: number): number => {
    for (let at = index + 1; at <= Math.min(w.to, index + 4); at += 1) if (MADE.has(w.word(at)) && !SELF.has(w.word(at - 1)) && !SELF.has(w.word(at - 2))) return at;
    return -1;
  };
  const onBody = (mark: Span): boolean => w.startsWithin(mark.end + 1, 3, ['bodyPart']);
  const bruise = (mark: Span): boolean => BRUISES.has(w.word(mark.start)) || onBody(mark);
  const toSomeone = (from: number): boolean => w.startsWithin(from, 3, PEOPLE) || w.startsWithin(from, 3, ['bodyPart']);
  for (const mark of marks) {
    if (w.negated(mark.start)) continue;
    for (const family of w.spans('family')) {
      // "Papa a fait des bleus à maman", "papa lui a laissé des marques": the family word, a verb of making, the marks.
      const before = madeAfter(family.end);
      if (before >= 0 && before < mark.start && mark.start - before <= 3) {
        const toPronoun = OBJECT_PRONOUNS.has(w.word(before - 1)) || OBJECT_PRONOUNS.has(w.word(before - 2));
        if (bruise(mark) || toPronoun || toSomeone(mark.end + 1)) return true;
      }
      // "Les bleus que papa a faits à maman": the marks, then the family word and a verb of making.
      const after = family.start > mark.end && family.start - mark.end <= 3 ? madeAfter(family.end) : -1;
      if (after >= 0 && (bruise(mark) || toSomeone(after + 1) || OBJECT_PRONOUNS.has(w.word(after - 1)) || OBJECT_PRONOUNS.has(w.word(after - 2)))) return true;
    }
    // "Des bleus partout à cause de papa".
    if (bruise(mark)) {
      for (let at = mark.end + 1; at <= Math.min(w.to, mark.end + 4); at += 1) {
        if (CAUSE.has(w.word(at)) && w.startsWithin(at + 1, 2, ['family'])) return true;
      }
    }
  }
  // Marks on a body (or someone who "has" bruises) and a family member's anger or drinking.
  const has = (mark: Span): boolean => ['a', 'avait', 'ont', 'porte', 'portait'].includes(w.word(mark.start - 2));
  const blows = (mark: Span): boolean => BRUISES.has(w.word(mark.start)) || LEFT_MARKS.has(w.word(mark.start));
  return w.has('angry') && !w.has('accident') && marks.some((mark) => blows(mark) && (onBody(mark) || has(mark)));
}

/** Pulled by the hair: the verb has a person as its object ("tire maman par les cheveux", "l'a tirée par les cheveux"). */
function pulledBy(w: ConceptWindow, index: number): boolean {
  return w.spans('pull').some((span) => span.end < index && index - span.end <= 3 && !w.negated(span.start) && (w.pronounBefore(span.start) || w.objectAfter(span.end, PEOPLE) >= 0));
}

/**
 * A group said to be ill or against nature, or to be cured (round 3): "les homosexuels sont des malades", "l'homosexualité
 * est une maladie", "être gay c'est contre nature", "les trans qu'il faut soigner". Not negated ("ne sont pas des
 * malades"), and "malade" alone only of being gay: "les migrants sont malades et fatigués" is compassion.
 */
function pathologised(w: ConceptWindow): boolean {
  const lgbt = w.has('lgbt');
  const predicated = (index: number): boolean => w.spans('predicate').some((span) => span.end < index && index - span.end <= 2);
  for (const span of w.spans('sick')) {
    // "Des fous de foot", "pas normal de manger des escargots": a passion or an opinion, not an illness.
    if (!predicated(span.start) || ['de', 'd', 'du', 'des', 'que', 'qu'].includes(w.word(span.end + 1))) continue;
    // "Ne sont pas normaux" holds its own negation.
    if (w.word(span.start) === 'pas' || !w.negated(span.start)) return true;
  }
  if (!lgbt) return false;
  for (let at = w.from; at <= w.to; at += 1) if (ILL.has(w.word(at)) && predicated(at) && !w.negated(at)) return true;
  return w.spans('cure').some((span) => !w.negated(span.start));
}

/** A group said superior without a comparison: "les blancs sont supérieurs", "sont la race élue". */
function supremacy(w: ConceptWindow): boolean {
  return w.has('group') && w.spans('supreme').some((span) => !w.negated(span.start) && w.spans('predicate').some((predicate) => predicate.end < span.start && span.start - predicate.end <= 2));
}

/** A blow (a verb's span) given to someone: returns 'child', 'person' or undefined. */
function blowAt(w: ConceptWindow, span: Span): 'child' | 'person' | undefined {
  if (w.negated(span.start)) return undefined;
  // A part of someone's body: "lui cogne la tête contre la table", "tord le bras de maman".
  // The part must be someone's: "le bras de maman", or "lui" before the verb ("tape des mains avec Léo" is clapping).
  const part = w.objectAfter(span.end, ['bodyPart']);
  if (part >= 0) {
    const owned = ['de', 'du', 'd', 'des'].includes(w.word(part + 1));
    if (owned && w.startsWithin(part + 1, 2, ['child'])) return 'child';
    if ((owned && w.startsWithin(part + 1, 2, PEOPLE)) || (w.pronounBefore(span.start) && !SELF.has(w.word(span.start - 1)))) return 'person';
  }
  if (struckThing(w, span.end + 1, 4)) return undefined;
  if (w.objectAfter(span.end, ['child']) >= 0) return 'child';
  if (w.objectAfter(span.end, PEOPLE) >= 0) return 'person';
  if (w.selfPassive(span.start)) return 'person';
  if (w.pronounBefore(span.start) && !w.has('hitObject', 'game')) return 'person';
  return undefined;
}

/**
 * A child as the victim: dying or dead, hurt with gore, or the object of the worst harm (kidnapped,
 * drowned, beaten…). `victims` are the child words, and the story's child by name in a written story.
 * `anyHarm` also counts every harm verb (locking up, abandoning, undressing…): the written story's rule.
 */
function childVictim(w: ConceptWindow, victims: readonly Concept[], anyHarm: boolean): boolean {
  // "le bébé est mort", "l'enfant qui meurt", "Léa mourut".
  if (victims.some((victim) => w.spans(victim).some((span) => w.saidOf(span, ['death'])))) return true;
  // "la mort de la petite fille", "le décès du bébé".
  for (const span of w.spans('death')) {
    if (!DEATH_NOUNS.has(w.word(span.start))) continue;
    const next = w.word(span.end + 1);
    if ((next === 'de' || next === 'du' || next === 'des' || next === 'd' || next === 'of') && w.objectAfter(span.end + 1, victims) >= 0) return true;
  }
  if (innardsOf(w, victims)) return true;
  if (!w.has(...victims)) return false;
  // Gore and cruelty aimed at a child; a child eaten, cooked or cut alive.
  if (w.has('cruelty') || w.spans('gore').some((span) => !eaten(w, span))) return true;
  if (w.has('cut') && w.has('alive', 'pieces')) {
    if (w.spans('cut').some((span) => w.selfPassive(span.start) || w.objectAfter(span.end, victims) >= 0)) return true;
    if (victims.some((victim) => w.spans(victim).some((span) => w.passiveOf(span, ['cut'])))) return true;
  }
  for (const span of w.spans('cut')) {
    if (w.objectAfter(span.end, victims) >= 0 && w.has('pieces', 'gore')) return true;
  }
  // A child's body harmed: "coupe les doigts du petit mousse", "découpe les bras et les jambes des enfants",
  // "brûle les mains de la fillette" (not a haircut, nor the sun on the skin).
  if (!w.has('sunburn', 'medical')) {
    for (const span of [...w.spans('cut'), ...w.spans('maim')]) {
      if (SELF.has(w.word(span.start - 1)) || w.negated(span.start)) continue;
      // "enlève la peau du garçon": the phrase itself ends on the part.
      const part = w.startsAt(span.end, ['bodyPart']) ? span.end : w.objectAfter(span.end, ['bodyPart']);
      if (part < 0 || (TRIMMED.has(w.word(part)) && CUTTING.has(w.word(span.start)))) continue;
      // "Léo brise le cœur de la petite fille" is a sorrow.
      if (w.word(part) === 'coeur' && !['arrache', 'arracher', 'arrachait', 'arracha', 'arrachent', 'transperce', 'perce'].includes(w.word(span.start))) continue;
      if (w.startsWithin(part + 1, 6, victims) || (w.startsWithin(part + 1, 6, ['bodyPart']) && w.startsWithin(part + 1, 9, victims))) return true;
    }
  }
  // Cut up or cooked: "l'ogre découpe les bébés", "la sorcière fait cuire les bébés dans son four".
  for (const span of [...w.spans('dismember'), ...w.spans('cook')]) {
    if (!w.negated(span.start) && w.objectAfter(span.end, victims) >= 0) return true;
  }
  // A child's body maimed: "un enfant aux yeux crevés" (not hands burnt by the cold).
  if (w.has('maimed') && !w.has('sunburn', 'medical')) return true;
  // Pierced: "le clown plante des clous dans les mains des enfants".
  for (const span of w.spans('pierce')) {
    if (SELF.has(w.word(span.start - 1)) || w.negated(span.start)) continue;
    if (w.objectAfter(span.end, victims) >= 0 && w.has('sharp', 'weapon')) return true;
    const part = bodyPartAfter(w, span.end);
    if (part >= 0 && w.startsWithin(part + 1, 6, victims)) return true;
  }
  // Hung up: "le boucher suspend les enfants à des crochets".
  if (w.has('hook') && w.spans('hang').some((span) => w.objectAfter(span.end, victims) >= 0)) return true;
  // The child as the object of harm: "kidnappe l'enfant", "enferma Léa", "l'enfant a été enlevé".
  for (let at = w.from; at <= w.to; at += 1) {
    const harmful = anyHarm ? w.startsAt(at, ['harmVerb']) : SEVERE_HARM.has(w.word(at));
    if (!harmful || w.negated(at)) continue;
    const end = anyHarm ? w.endAt(at, ['harmVerb']) : at;
    // "Papi bat Léa aux échecs" is a game.
    if (w.objectAfter(end, victims) >= 0 && !w.startsWithin(end + 1, 4, ['game'])) return true;
  }
  for (const victim of victims) {
    for (const span of w.spans(victim)) {
      if (anyHarm ? w.passiveOf(span, ['harmDone']) : w.saidOfWord(span, SEVERE_DONE, 3, REFLEXIVE_HARMLESS)) return true;
    }
  }
  // "Léa se fait kidnapper", "l'enfant s'est fait battre".
  for (const span of w.spans('harmInfinitive')) {
    if (!w.selfPassive(span.start) || (!anyHarm && !SEVERE_INFINITIVES.has(w.word(span.start)))) continue;
    if (victims.some((victim) => w.spans(victim).some((child) => child.end < span.start && span.start - child.end <= 5))) return true;
  }
  return false;
}

/** Tripe and brains as a dish: "les enfants mangent des tripes chez mamie" (the ogre's dish of children is read by innardsOf). */
function eaten(w: ConceptWindow, span: Span): boolean {
  if (!['tripes', 'cervelle'].includes(w.word(span.start))) return false;
  return w.spans('ingest').some((ingest) => ingest.end < span.start && span.start - ingest.end <= 2) && !['de', 'du', 'des', 'd'].includes(w.word(span.end + 1));
}

/**
 * A child's innards (round 3): "les entrailles de l'enfant", "les intestins de la fillette", or innards spread or torn
 * out with a child there ("répand les entrailles partout"). Not the belly of the earth or of the whale, nor a pig's at
 * the butcher's, nor the doctor's lesson on the intestines.
 */
function innardsOf(w: ConceptWindow, victims: readonly Concept[]): boolean {
  if (!w.has('innards') || w.has('medical')) return false;
  const child = w.has(...victims) || littleOne(w);
  for (const span of w.spans('innards')) {
    const owner = ['de', 'du', 'des', 'd'].includes(w.word(span.end + 1));
    if (owner && (w.objectAfter(span.end, victims) >= 0 || littleOneAfter(w, span.end))) return true;
    if (!owner && child && w.has('spill')) return true;
  }
  return false;
}

/** A part of the body a few words after a verb, past its object: "plante des clous dans les mains…". */
function bodyPartAfter(w: ConceptWindow, end: number): number {
  for (let at = end + 1; at <= Math.min(w.to, end + 6); at += 1) if (w.startsAt(at, ['bodyPart'])) return at;
  return -1;
}

function violence(w: ConceptWindow, mode: RuleMode): boolean {
  const family = w.has('family');
  const story = mode === 'story';
  // Blows: "papa frappe maman", "il la frappe", "Léo se fait battre par son père", "la maîtresse tape les enfants".
  for (const span of w.spans('hit')) {
    // The sun or the nettles burn the skin; nobody hits.
    if (w.has('sunburn') && w.word(span.start).startsWith('brul')) continue;
    const victim = blowAt(w, span);
    if (victim === 'child' || (victim === 'person' && (family || (story && w.has('child', 'name'))))) return true;
  }
  // "Papa a cassé le nez de maman" (not "Léo s'est cassé le bras": an accident).
  if ((family || w.has('child')) && w.spans('injure').some((span) => !SELF.has(w.word(span.start - 1)) && !SELF.has(w.word(span.start - 2)))) return true;
  // "Papa menace maman avec un couteau".
  if ((family || w.has('child')) && w.has('threat') && w.has('weapon')) return true;
  // "Papa pousse maman contre le mur", "il la traîne par les cheveux".
  // Someone pushed, not a thing thrown: "le bébé jette sa purée par terre".
  if ((family || w.has('child')) && w.spans('push').some((span) => !w.negated(span.start) && pushed(w, span) && w.startsWithin(span.end + 1, 4, ['hurtPlace']))) return true;
  if (w.has('hitAct') && (family || w.has('child'))) {
    if (w.spans('hitAct').some((span) => !w.negated(span.start) && !blowOnThing(w, span.end))) return true;
  }
  // Round 3, the victim's side. Bruises that speak of blows ("maman a des bleus partout", not after a fall or a match);
  // marks someone made ("les bleus que papa a faits à maman", "à cause de papa", "depuis que papa s'est énervé");
  // dragged by the hair ("papa l'a tirée par les cheveux", not a far-fetched story "tirée par les cheveux").
  if ((family || w.has('child')) && w.has('bruised') && !w.has('accident')) return true;
  if (family && marksMade(w)) return true;
  if ((family || w.has('child')) && w.spans('byHair').some((span) => pulledBy(w, span.start))) return true;
  // "papa qui tape", "maman frappe fort": a family adult as the one who hits, nothing else hit.
  for (const span of w.spans('family')) {
    const verb = w.word(span.end + 1) === 'qui' ? span.end + 2 : span.end + 1;
    const hit = w.endAt(verb, ['hit']);
    if (hit >= 0 && !w.negated(verb) && !w.startsWithin(hit + 1, 4, ['hitObject', 'game'])) return true;
  }
  // "Papa boit et il cogne": a family text where "il" or "elle" hits and nothing is hit.
  if (family && !w.has('hitObject', 'game')) {
    for (const span of w.spans('hit')) {
      const subject = w.word(span.start - 1);
      if ((subject === 'il' || subject === 'elle' || subject === 'ils') && !w.negated(span.start) && w.objectAfter(span.end, ['bodyPart']) < 0) return true;
    }
  }
  // Choking someone: "papa serre le cou de maman", "il l'attrape par la gorge".
  if ((family || w.has('child')) && !w.has('pet', 'affection') && w.spans('strangle').some((span) => !w.negated(span.start))) return true;
  // Throwing things at someone: "maman jette une assiette à la tête de papa" (not pillows nor snowballs).
  if (family && w.spans('throw').some((span) => !w.negated(span.start) && familyBefore(w, span.start, 4) && thrownAt(w, span))) return true;
  // Tying a child up: "attache les enfants à leur chaise", "le méchant attache Léa à un arbre".
  const tied = story ? CHILD : (['child'] as const);
  if (w.spans('tie').some((span) => w.objectAfter(span.end, tied) >= 0 && (w.word(span.start) !== 'attache' || w.has('tiePlace')))) return true;
  // "Maman est battue", "Léo a été frappé par son père", "papa l'a frappée"; not "maman s'est cognée à la porte", which she did herself.
  if (family || w.has('child')) {
    for (let at = w.from + 1; at <= w.to; at += 1) {
      if (!BLOW_PARTICIPLES.has(w.word(at)) || w.negated(at - 1)) continue;
      if ((PASSIVE_AUXILIARIES.has(w.word(at - 1)) && !SELF.has(w.word(at - 2))) || (AUXILIARIES.has(w.word(at - 1)) && OBJECT_PRONOUNS.has(w.word(at - 2)))) return true;
    }
  }
  return childVictim(w, story ? CHILD : ['child'], story);
}

/** Someone pushed, not a thing thrown: "papa pousse maman contre le mur", "il l'a poussée", "maman est poussée". */
function pushed(w: ConceptWindow, span: Span): boolean {
  return w.objectAfter(span.end, PEOPLE) >= 0 || w.pronounBefore(span.start) || PASSIVE_AUXILIARIES.has(w.word(span.start - 1));
}

/** Thrown at someone's head, not pillows nor snowballs. */
function thrownAt(w: ConceptWindow, span: Span): boolean {
  return w.startsWithin(span.end + 1, 6, ['atHead']) && !w.startsWithin(span.end + 1, 6, ['hitObject', 'game']);
}

/** The written story's rule for every sentence: the plot never states harm done to a child. */
export function harmsChild(w: ConceptWindow): boolean {
  return childVictim(w, CHILD, true);
}

/** Something stolen: valuables, or anything from a shop, by someone (not a theft suffered). */
function stolen(w: ConceptWindow, span: Span): boolean {
  return !w.negated(span.start) && !theftSuffered(w, span.start) && (w.startsWithin(span.start, span.end - span.start, ['valuables']) || w.has('shop'));
}

function theftSuffered(w: ConceptWindow, index: number): boolean {
  const before = w.word(index - 1);
  if (MAKE.has(before)) return true;
  if (['a', 'ont', 'avait', 'avaient', 'ai', 'as'].includes(before)) return THEFT_SUFFERED.has(w.word(index - 2));
  return before === 'on';
}

function crime(w: ConceptWindow): boolean {
  const unseen = w.follows(['withoutThat'], ['notice'], 6);
  if (w.has('steal', 'crimeAct') && (w.has('howTo') || unseen)) return true;
  // Breaking in to steal: "ouvrir une voiture sans la clé pour la voler", "casser la vitre pour prendre le sac",
  // "entrer dans le magasin la nuit et prendre les consoles".
  const taking = w.has('take', 'steal') && w.has('loot');
  if (w.has('breakIn', 'force') && w.has('entryPoint') && w.has('stealFor')) return true;
  if (w.has('force') && w.has('entryPoint') && taking && !w.has('rescue')) return true;
  if (w.has('breakIn') && w.has('entryPoint') && taking && w.has('night', 'howTo', 'stealFor')) return true;
  // Racketeering: money or snacks taken with a threat, children made to give up their money or their snack.
  if (w.has('take', 'steal') && w.has('loot', 'lure', 'snack') && w.has('threat')) return true;
  // Forcing a lock to get in: "casser la serrure de la maison du voisin pour entrer" (not a fireman, nor papa who lost his keys).
  if (w.has('getIn') && w.has('entryPoint') && !w.has('rescue') && w.spans('force').some((span) => !w.negated(span.start) && !familyBefore(w, span.start, 3))) return true;
  if (w.has('extort') && w.has('request', 'threat') && !w.has('pretend')) return true;
  // Someone else's bank card taken to buy: "il prend la carte bleue de mamie et achète des jeux".
  if (w.has('card') && w.has('buy') && w.spans('take').some((span) => !w.negated(span.start) && !familyBefore(w, span.start, 3))) return true;
  if (w.has('poison', 'vandal') && !w.has('pretend')) return true;
  // A crime told as the plot, without a how-to: burgling, stealing from people and shops, setting fire. Not in a
  // game, a fairy tale's thief (the fox, the magpie, a pirate), nor when the police catch the thieves.
  // Sweets pinched at home are a fault to own up to; valuables, or anything from a shop, are a theft.
  // The vetoes count in the sentence they excuse: the parent's fields are read together in a written story.
  if (w.has('burgle') && !w.vetoNear(TALE, ['burgle']) && !w.vetoNear(['pantry', 'rescue'], ['burgle']) && w.spans('burgle').some((span) => !w.negated(span.start))) return true;
  if (w.has('steal') && !w.vetoNear(TALE, ['steal']) && w.spans('steal').some((span) => stolen(w, span))) return true;
  if (w.has('arson') && !w.vetoNear(TALE, ['arson']) && w.spans('arson').some((span) => !w.negated(span.start) && !w.startsWithin(span.end + 1, 4, ['hearth']))) return true;
  // Pinching in a shop: "piquer des chewing-gums au supermarché sans payer" (a bird flies over the shop).
  if (!w.vetoNear(['creature', 'pretend'], ['stealVerb']) && w.has('shop') && w.spans('stealVerb').some((span) => !w.negated(span.start) && (w.has('howTo') || unseen || !w.word(span.start).startsWith('vol')))) return true;
  // "voler sans se faire prendre": plain "voler" is flying, but not with that.
  if (w.follows(['stealVerb'], ['howTo'], 1)) return true;
  // Stealing a bank card, stealing to buy; swindling the old; taking jewels at night through the window.
  if (w.has('steal') && w.has('stealPurpose')) return true;
  if (w.spans('crimeAct').some((span) => ['arnaquer', 'arnaque', 'arnaquent', 'arnaquait', 'escroquer', 'escroque', 'escroquait', 'racketter', 'rackette'].includes(w.word(span.start))) && w.has('swindled')) return true;
  if (w.has('take', 'steal') && w.has('loot') && w.has('howTo')) return true;
  if (w.has('buy') && w.has('weapon') && (w.has('illegalChannel', 'tellNot', 'secret') || unseen)) return true;
  // Making a weapon with a how-to: "comment fabriquer une arme avec des objets de la maison" (not a wooden sword).
  if (w.has('makeWeapon') && w.has('howTo') && !w.has('toyMaterial', 'pretend')) return true;
  return false;
}

/** Hurting oneself on purpose: "se griffe jusqu'au sang", "se coupe avec une lame", "se fait mal exprès". */
function selfHarm(w: ConceptWindow): boolean {
  // Hidden from the parents is deliberate too: "sans que ses parents voient", "et ne le dit à personne" (not a game of
  // hide-and-seek: "se cache" is no hiding of a wound).
  const hidden = w.follows(['withoutThat'], ['notice'], 6) || w.has('tellNot');
  if (w.has('selfHurt') && (w.has('intent') || hidden)) return true;
  // Cuts on the arms that are hidden: "elle cache ses bras pleins de coupures sous ses manches".
  if (w.has('wounds') && (hidden || w.has('intent', 'hide'))) return true;
  // Climbing up high to jump: "il monte sur le toit de l'école pour sauter" (not "pour sauter sur l'oiseau", a
  // parachute, nor a cat).
  const jumpsDown = w.spans('jumpFor').some((span) => !JUMP_ON.has(w.word(span.end + 1)));
  if (w.has('height') && jumpsDown && !w.has('jumpSport', 'pet', 'creature')) return true;
  // Pins stuck into one's own skin: "Léo s'enfonce des épingles dans la peau" (not a splinter).
  if (w.has('sharp') && w.spans('pierce').some((span) => SELF.has(w.word(span.start - 1)) && bodyPartAfter(w, span.end) >= 0)) return true;
  // A wish to be dead said without the word: "veut ne plus exister", "dormir pour toujours"; "je veux disparaître" with despair.
  if (w.has('deathWish') || (w.has('vanish') && w.has('despair'))) return true;
  // Not eating to vanish or be thin: "il ne mange plus depuis des jours pour disparaître".
  if (w.has('starve') && w.has('thinPurpose')) return true;
  // "Il décide de ne plus vivre" (not "de ne plus vivre dans la peur").
  if (w.spans('noMoreLife').some((span) => !LIFE_COMPLEMENT.has(w.word(span.end + 1)))) return true;
  // "Elle se jette par la fenêtre" (not the cat after a bird).
  if (w.has('defenestrate') && !w.has('pet', 'creature', 'pretend')) return true;
  // Over the edge, high up: "elle enjambe la fenêtre du cinquième étage" (not a cat, a thief or a game).
  if (!w.has('creature', 'pet', 'pretend') && w.spans('overEdge').some((span) => w.startsWithin(span.end + 1, 5, ['height']) || w.has('despair', 'vanish'))) return true;
  // A rope round one's neck: "il prend la corde et la met autour de son cou" (not a lasso round a bull's).
  if (w.has('rope') && w.spans('neck').some((span) => !['du', 'de', 'd'].includes(w.word(span.end + 1)))) return true;
  // Despair and a means: "attache une corde à la poutre pour ne plus être triste".
  if (w.has('despair') && w.has('suicideMeans')) return true;
  return swallowsHarm(w) || suicideUnsaid(w);
}

/**
 * Swallowing what cuts ("avale des lames de rasoir", "mange des morceaux de verre"), or a household poison with intent
 * ("boit de la javel pour avoir mal", "des produits ménagers exprès"). Not a toddler's accident ("a bu du produit
 * vaisselle par erreur", "le bébé a avalé une pile"), a warning ("il ne faut jamais boire la javel"), the sword
 * swallower or the fakir, nor the ogre who eats nails for breakfast.
 */
function swallowsHarm(w: ConceptWindow): boolean {
  if (!w.has('ingest') || !w.has('sharpThing', 'chemical') || w.has('byMistake', 'showAct', 'creature', 'medical')) return false;
  const swallows = (things: readonly Concept[]): boolean => w.spans('ingest').some((span) => !w.negated(span.start) && w.startsWithin(span.end + 1, 3, things));
  if (swallows(['sharpThing'])) return true;
  return swallows(['chemical']) && w.has('intent', 'despair', 'deathWish', 'vanish', 'tellNot', 'hide');
}

/**
 * Suicide said without the word (round 3):
 * - joining the dead with a way or a time: "sauter par la fenêtre pour rejoindre papa au ciel", "monter sur le toit pour
 *   rejoindre maman qui est morte", "rejoindre papi au ciel ce soir". Grief's wish alone passes: "Léo voudrait rejoindre
 *   papi au ciel" is how a bereaved child speaks, and "un jour, quand elle sera très vieille" is a life;
 * - how to die: "comment mourir sans avoir mal" (not "comment mourut le roi", "mourir de rire");
 * - everyone better off: "tout le monde serait plus heureux si j'étais mort", "personne ne me regretterait si je mourais"
 *   (not "s'il était encore là", nor "si le dragon était parti");
 * - wishing not to wake up: "voudrait s'endormir et ne plus se réveiller" (not the fear of it, nor a witch's curse);
 * - a farewell letter with a death, a jump or one's things given away, or to the whole family (not when moving house,
 *   nor to a grandparent or a pet who died); one's things given away before dying (not by a grandparent).
 */
function suicideUnsaid(w: ConceptWindow): boolean {
  if (!w.has('joinVerb', 'toHeaven', 'howDie', 'betterOff', 'unmissed', 'noWake', 'farewell', 'giveaway')) return false;
  // The one joined is a person, and dead: "rejoindre son papa au ciel", "sa maman qui est morte" (not "aller voir l'étoile
  // de papi qui est mort" from the roof of the hut).
  const joinsDead = w.spans('joinVerb').some((span) => {
    const one = w.objectAfter(span.end, [...PEOPLE, 'parents']);
    return one >= 0 && w.startsWithin(one + 1, 3, ['afterlife', 'death']);
  });
  // "Veut aller au ciel tout de suite" (not the balloon that rises to the sky).
  const toHeaven = w.spans('toHeaven').some(
    (span) => !['de', 'des', 'du', 'd'].includes(w.word(span.end + 1)) && w.spans('wish').some((wish) => wish.end < span.start && span.start - wish.end <= 3),
  );
  if (joinsDead || toHeaven) {
    if (w.has('ledge', 'jump', 'suicideMeans', 'defenestrate', 'overEdge', 'deathWish', 'despair')) return true;
    if (w.has('ingest') && w.has('chemical', 'sharpThing')) return true;
    if (w.has('now', 'vanish') && !w.has('farFuture')) return true;
  }
  if (w.spans('howDie').some((span) => !['de', 'd', 'des', 'du'].includes(w.word(span.end + 1)) && !w.negatedBefore(span.start))) return true;
  const fairyTale = w.has('creature', 'pet');
  if (w.has('betterOff') && w.has('ifGone') && !fairyTale) return true;
  if (w.has('unmissed') && (w.has('ifGone') || w.has('death')) && !fairyTale) return true;
  if (!fairyTale && w.spans('noWake').some((span) => wishedBefore(w, span.start))) return true;
  const farewell = w.has('farewell') && !w.has('moving');
  // One's things given away: by the child ("elle donne toutes ses affaires", "Léo distribue ses jouets"), not by a
  // grandparent or an old king who hands down his treasures before dying.
  const giveaways = w.spans('giveaway').filter((span) => !familyBefore(w, span.start, 3));
  const byChild = giveaways.some((span) => GIVER.has(w.word(span.start - 1)) || childSubject(w, span.start) || childBefore(w, span.start, 3));
  const dying = w.has('beforeDying', 'despair', 'vanish', 'deathWish', 'noWake', 'suicideMeans') || joinsDead || (w.has('jump') && w.has('ledge'));
  if (farewell && (giveaways.length > 0 || dying || (toWholeFamily(w) && !w.has('mourning')))) return true;
  return byChild && !w.has('moving') && w.has('beforeDying', 'despair', 'vanish', 'deathWish', 'noWake');
}

/** A wish a few words before, with no fear between: "voudrait s'endormir et ne plus se réveiller", not "a peur de…". */
function wishedBefore(w: ConceptWindow, index: number): boolean {
  return w.spans('wish').some((span) => {
    if (span.end >= index || index - span.end > 6) return false;
    for (let at = span.end + 1; at < index; at += 1) if (w.word(at) === 'peur') return false;
    return true;
  });
}

function toWholeFamily(w: ConceptWindow): boolean {
  return w.spans('farewell').some((span) => {
    for (let at = span.start; at <= Math.min(w.to, span.end + 4); at += 1) if (WHOLE_FAMILY.has(w.word(at))) return true;
    return false;
  });
}

/** Drug paraphernalia used: "trouve une seringue et de la poudre blanche et essaie" (not the doctor's). */
function drugs(w: ConceptWindow): boolean {
  return w.has('drugThing') && w.has('drugTry') && !w.has('medical');
}

/**
 * Rules by category, in the order categories are reported (the most specific or serious first), each with its gate:
 * the concepts it cannot fire without (read from its code, return by return: a rule that reads words directly does
 * so only once one of them is there), so that a window holding none skips it (bench:moderator). Sexual and grooming
 * rules have too many ways in to list: they have no gate and always run.
 */
const RULES: readonly [ModerationCategory, (w: ConceptWindow, mode: RuleMode) => boolean, readonly Concept[] | undefined][] = [
  [
    'self_harm',
    selfHarm,
    [
      'selfHurt', 'wounds', 'height', 'sharp', 'deathWish', 'vanish', 'starve', 'noMoreLife', 'defenestrate', 'overEdge', 'rope', 'despair',
      // swallowsHarm and suicideUnsaid.
      'ingest', 'joinVerb', 'toHeaven', 'howDie', 'betterOff', 'unmissed', 'noWake', 'farewell', 'giveaway',
    ],
  ],
  ['sexual', sexual, undefined],
  ['grooming', grooming, undefined],
  ['hate', hate, ['group', 'withoutGroup', 'lgbt', 'dominate', 'better', 'becauseOf', 'excludeVerb', 'genocide', 'glorify', 'nazi']],
  // childVictim reads its victims (the child, or CHILD in a story), a death, innards; the rest a blow, the family or the child.
  ['violence', violence, ['hit', 'family', 'child', 'tie', 'death', 'innards', ...CHILD]],
  [
    'crime',
    crime,
    ['steal', 'crimeAct', 'breakIn', 'force', 'take', 'getIn', 'extort', 'card', 'poison', 'vandal', 'burgle', 'arson', 'stealVerb', 'buy', 'makeWeapon'],
  ],
  ['drugs', drugs, ['drugThing']],
];

/** The first category whose rules refuse the window, or undefined; `skip` leaves some categories out. */
export function windowCategory(w: ConceptWindow, mode: RuleMode, skip: readonly ModerationCategory[] = []): ModerationCategory | undefined {
  // Every rule needs at least one concept in the window (the gates above; sexual and grooming read words only once
  // a concept is there): most harmless fields hold none, and this is the fixed cost of every check (bench:moderator).
  if (w.empty) return undefined;
  for (const [category, rule, gate] of RULES) {
    if (skip.includes(category) || (gate !== undefined && !w.has(...gate))) continue;
    if (rule(w, mode)) return category;
  }
  return undefined;
}

/** Name hits for a known first name ("Léa", "Marie-Lou"): every token of the name in a row. */
export function nameHits(tokens: readonly Token[], name: string): Hit<Concept>[] {
  const parts = stripAccents(name.toLowerCase())
    .split(/[^a-z0-9]+/)
    .filter((part) => part.length > 0);
  if (parts.length === 0) return [];
  const hits: Hit<Concept>[] = [];
  for (let start = 0; start + parts.length <= tokens.length; start += 1) {
    if (parts.every((part, offset) => tokens[start + offset]?.folded.includes(part))) {
      hits.push({ category: 'name', start, end: start + parts.length - 1, source: name });
    }
  }
  return hits;
}

/**
 * Names in a parent's text, where the child's own name is not known: a word typed with a capital that
 * does not start its sentence and is not a known word of the concepts ("Papa frappe Léo").
 */
export function capitalisedNames(tokens: readonly Token[], known: readonly Hit<Concept>[]): Hit<Concept>[] {
  const hits: Hit<Concept>[] = [];
  for (let index = 1; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined || !token.capital || tokens[index - 1]?.sentence !== token.sentence) continue;
    if (known.some((hit) => hit.start <= index && index <= hit.end)) continue;
    hits.push({ category: 'name', start: index, end: index, source: token.raw });
  }
  return hits;
}
