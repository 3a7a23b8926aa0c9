import type { ModerationCategory } from '../ports';
import { PhraseSet, insideAny, type Hit } from './lexicon-matcher';
import { conceptEntries, type Concept } from './lexicons/concepts';
import { stripAccents, type Token } from './normalise';

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
 * Vetoes (a story that teaches prevention, a surprise for a parent, tolerance, the history of Nazism's
 * victims) count only in the sentence they veto: "la tolérance" typed as a value does not excuse a slur
 * typed as the scenario.
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

/** The concept hits of some tokens, less those inside an allowed idiom ("mort de rire"). */
export function findConcepts(tokens: Token[], allowedSpans: readonly { start: number; end: number }[]): Hit<Concept>[] {
  return concepts.find(tokens).filter((hit) => !insideAny(hit, allowedSpans));
}

/** Words a hit verb's object may follow: "frappe sa femme", "tape le petit", "bat sur maman". */
const OBJECT_LEAD = new Set([
  'le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd', 'son', 'sa', 'ses', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'leur', 'leurs', 'notre',
  'nos', 'votre', 'vos', 'ce', 'cette', 'cet', 'ces', 'sur', 'a', 'au', 'aux', 'petit', 'petite', 'petits', 'petites', 'pauvre', 'propre', 'tous',
  'toute', 'tout', 'toutes', 'encore', 'souvent', 'fort', 'tres', 'the', 'his', 'her', 'their', 'a', 'an', 'my', 'your',
]);
/** Object pronouns before a verb: "il la frappe", "papa l'a battu". */
const OBJECT_PRONOUNS = new Set(['le', 'la', 'les', 'l', 'me', 'm', 'te', 't', 'nous', 'vous', 'lui', 'leur']);
/** Auxiliaries and modals between a pronoun and its verb: "l'a frappé", "la va battre". */
const AUXILIARIES = new Set(['a', 'ai', 'as', 'ont', 'avait', 'avaient', 'va', 'vont', 'allait', 'veut', 'voulait', 'peut', 'pouvait', 'doit', 'devait', 'aurait', 'avons', 'avez', 'fait', 'faisait']);
/** Words that negate or forbid the verb that follows: "papa ne frappe jamais", "arrête de taper". */
const NEGATIONS = new Set(['ne', 'n', 'jamais', 'sans', 'arrete', 'arreter', 'arretent', 'arretait', 'interdit', 'defendu', 'pas', 'plus', 'never', 'not', 'dont', 'stop']);
/** Words between a child and what is said of it: "l'enfant est mort", "le bébé qui meurt", "Léa fut soudain enlevée". */
const FILLERS = new Set([
  'est', 'sont', 'etait', 'etaient', 'fut', 'furent', 'a', 'ont', 'avait', 'avaient', 'ete', 'va', 'vont', 'allait', 'allaient', 'doit', 'devait', 'devaient',
  'sera', 'seront', 'serait', 'soudain', 'alors', 'finalement', 'enfin', 'aussi', 'deja', 'presque', 'tout', 'toute', 'tous', 'toutes', 'bien', 'puis',
  'ensuite', 'malheureusement', 'tragiquement', 'tristement', 'meme', 'vient', 'viennent', 'venait', 'de', 'qui', 'se', 's', 'fait', 'fit', 'faisait',
  'retrouve', 'retrouvee', 'retrouves', 'is', 'was', 'were', 'has', 'been', 'got', 'gets',
]);
const SELF = new Set(['se', 's', 'me', 'm', 'te', 't']);
const MAKE = new Set(['fait', 'fais', 'faisait', 'faisaient', 'font', 'fit', 'faire', 'fera']);
/** Passive participles of a blow: "maman est battue". */
const BLOW_PARTICIPLES = new Set([
  'frappe', 'frappee', 'frappes', 'frappees', 'battu', 'battue', 'battus', 'battues', 'gifle', 'giflee', 'tabasse', 'tabassee', 'cogne', 'cognee',
  'maltraite', 'maltraitee', 'brutalise', 'brutalisee', 'fouette', 'fouettee', 'etrangle', 'etranglee', 'tape', 'tapee', 'beaten', 'slapped', 'hit',
]);
const PASSIVE_AUXILIARIES = new Set(['est', 'sont', 'etait', 'etaient', 'fut', 'furent', 'ete', 'sera', 'seront', 'is', 'was', 'were', 'been', 'gets', 'got']);
/** Harm a parent's text may not do to a child in any story: kidnapping, drowning, strangling… */
const SEVERE_HARM = new Set([
  'kidnappe', 'kidnappa', 'kidnappait', 'kidnappent', 'rapte', 'rapta', 'sequestre', 'sequestra', 'viole', 'viola', 'violait', 'deshabille', 'deshabilla',
  'deshabillait', 'noie', 'noya', 'noyait', 'etrangle', 'etrangla', 'poignarde', 'poignarda', 'tue', 'tua', 'tuait', 'tuer', 'tuent', 'assassine',
  'assassina', 'torture', 'tortura', 'torturait', 'brule', 'brula', 'brulait', 'empoisonne', 'empoisonna', 'affame', 'affama', 'maltraite', 'maltraita',
  'maltraitait', 'frappe', 'frappa', 'frappait', 'frappent', 'bat', 'battait', 'battit', 'gifle', 'gifla', 'tabasse', 'tabassa', 'kidnaps', 'kidnapped',
  'abducts', 'abducted', 'kills', 'killed', 'hits', 'beats', 'undresses',
]);
/** Participles said of a child ("l'enfant battu", "des enfants pendus"), in every gender and number. */
const SEVERE_DONE = new Set([
  ...participleForms(
    'kidnappe rapte sequestre viole deshabille noye etrangle poignarde tue assassine torture brule empoisonne affame maltraite frappe battu gifle ' +
      'tabasse egorge pendu massacre decapite mutile ecorche eventre decoupe fouette martyrise abuse enleve ecrase defigure lapide ligote baillonne enchaine',
  ),
  'kidnapped', 'abducted', 'killed', 'beaten', 'drowned', 'raped', 'murdered', 'tortured',
]);

/** "battu" → battu, battue, battus, battues. */
function participleForms(words: string): string[] {
  return words.split(' ').flatMap((word) => [word, `${word}e`, `${word}s`, `${word}es`]);
}

/** Words after "mort" that make it a noun of someone's death: "la mort de l'enfant", "le décès du bébé". */
const DEATH_NOUNS = new Set(['mort', 'deces', 'death']);

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
  vetoNear(vetoes: readonly Concept[], triggers: readonly Concept[], keep: (span: Span) => boolean = () => true): boolean {
    const sentences = new Set<number>();
    for (const trigger of triggers) for (const span of this.spans(trigger)) sentences.add(this.tokens[span.start]?.sentence ?? -1);
    return vetoes.some((veto) => this.spans(veto).some((span) => keep(span) && sentences.has(this.tokens[span.start]?.sentence ?? -2)));
  }

  /** Does the window hold any of these concepts? */
  has(...wanted: Concept[]): boolean {
    return wanted.some((concept) => this.spansByConcept.has(concept));
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

  /** From a span's end, past at most `max` filler words, is the word one of these? */
  saidOfWord(span: Span, words: ReadonlySet<string>, max = 3): boolean {
    if (this.complement(span)) return false;
    let at = span.end + 1;
    for (let skipped = 0; skipped <= max && at <= this.to; skipped += 1) {
      if (words.has(this.word(at))) return true;
      if (!FILLERS.has(this.word(at))) return false;
      at += 1;
    }
    return false;
  }
}

const PEOPLE: readonly Concept[] = ['family', 'child', 'person', 'adult', 'name'];
const CHILD: readonly Concept[] = ['child', 'name'];

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
  if (w.has('adult') && w.has('child') && w.has('private', 'kiss') && !prevented) return true;
  if (undressed && w.has('child', 'name') && w.has('parentAway')) return true;
  // "Le monsieur se touche devant les enfants".
  if (w.has('selfTouch')) return true;
  // "des jeux coquins avec la petite", "des caresses spéciales", "des choses d'adultes avec un enfant".
  if (w.has('sexEuphemism') && w.has('child', 'name', 'adult', 'person')) return true;
  // Watching or filming a child in the shower.
  if (w.has('show') && w.has('bath') && w.has('child', 'name') && !w.has('family')) return true;
  if (w.has('doctorGame') && w.has('adult', 'secret', 'secretOurs', 'tellNot', 'hiddenPlace', 'undress', 'nude', 'bed')) return true;
  return false;
}

/** What a story that teaches prevention speaks of. */
const GROOMING_TRIGGERS: readonly Concept[] = ['adult', 'tellNot', 'tellNotYou', 'secretOurs', 'secretKeep', 'car', 'lure', 'hiddenPlace', 'alone', 'online', 'photo', 'bed', 'parentAway'];

function grooming(w: ConceptWindow, mode: RuleMode): boolean {
  // A story that teaches the child to say no or to tell ("ne pas prévenir" is no prevention).
  if (w.vetoNear(['prevention'], GROOMING_TRIGGERS, (span) => !w.negatedBefore(span.start))) return false;
  const secretSafe = !w.vetoNear(['surprise'], ['secret', 'secretKeep', 'secretOurs', 'tellNot', 'tellNotYou', 'lure']);
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
  if (secretSafe && w.follows(['tellNot'], toParents, 5) && isolating) return true;
  if (!w.has('adult')) {
    // A stranger met online who wants to meet or wants pictures.
    return w.has('online') && w.has('meet', 'photo') && w.has('secretOurs', 'tellNot', 'tellNotYou', 'request', 'undress', 'nude', 'alone', 'parentAway');
  }
  if (secretSafe && w.has('secretOurs')) return true;
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
  if (secretSafe && w.has('lure') && w.has('offer') && w.has('child')) return true;
  if (w.has('hiddenPlace') && w.has('night', 'request') && w.has('child', 'name', 'person')) return true;
  if (w.has('parentAway') && w.has('child', 'name') && w.has('request', 'hiddenPlace', 'undress', 'touch', 'kiss', 'bed', 'secret', 'lure')) return true;
  // The written story: any secret, lure or hiding place shared with an adult outside the family and the child.
  if (mode === 'story' && w.has('child', 'name') && w.has('secretKeep', 'secretOurs', 'alone', 'car', 'lure', 'bed')) return true;
  return false;
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
  if (w.vetoNear(['resistance'], ['nazi', 'terror', 'glorify'])) return false;
  if (w.near(['glorify'], ['nazi', 'terror'], 8)) return true;
  // Nazism named without its victims or resisters: "Hitler", "un gentil soldat nazi".
  if (w.has('nazi')) return true;
  return false;
}

/** A blow (a verb's span) given to someone: returns 'child', 'person' or undefined. */
function blowAt(w: ConceptWindow, span: Span): 'child' | 'person' | undefined {
  if (w.negated(span.start)) return undefined;
  if (w.startsWithin(span.end + 1, 4, ['hitObject', 'game'])) return undefined;
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
  if (!w.has(...victims)) return false;
  // Gore and cruelty aimed at a child; a child eaten, cooked or cut alive.
  if (w.has('gore', 'cruelty')) return true;
  if (w.has('cut') && w.has('alive', 'pieces')) {
    if (w.spans('cut').some((span) => w.selfPassive(span.start) || w.objectAfter(span.end, victims) >= 0)) return true;
    if (victims.some((victim) => w.spans(victim).some((span) => w.passiveOf(span, ['cut'])))) return true;
  }
  for (const span of w.spans('cut')) {
    if (w.objectAfter(span.end, victims) >= 0 && w.has('pieces', 'gore')) return true;
    const part = w.objectAfter(span.end, ['bodyPart']);
    if (part >= 0 && w.startsWithin(part + 1, 3, victims) && !SELF.has(w.word(span.start - 1))) return true;
  }
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
      if (anyHarm ? w.passiveOf(span, ['harmDone']) : w.saidOfWord(span, SEVERE_DONE)) return true;
    }
  }
  // "Léa se fait kidnapper", "l'enfant s'est fait battre".
  for (const span of w.spans('harmInfinitive')) {
    if (!w.selfPassive(span.start) || (!anyHarm && !SEVERE_INFINITIVES.has(w.word(span.start)))) continue;
    if (victims.some((victim) => w.spans(victim).some((child) => child.end < span.start && span.start - child.end <= 5))) return true;
  }
  return false;
}

/** The infinitives of the worst harm, for a parent's text ("se faire mordre par un chien" is a fear story). */
const SEVERE_INFINITIVES = new Set([
  'frapper', 'battre', 'gifler', 'tabasser', 'maltraiter', 'tuer', 'assassiner', 'noyer', 'etrangler', 'poignarder', 'enlever', 'kidnapper', 'sequestrer',
  'deshabiller', 'violer', 'torturer', 'bruler', 'empoisonner', 'egorger', 'massacrer', 'decouper', 'tripoter',
]);

function violence(w: ConceptWindow, mode: RuleMode): boolean {
  const family = w.has('family');
  const story = mode === 'story';
  // Blows: "papa frappe maman", "il la frappe", "Léo se fait battre par son père", "la maîtresse tape les enfants".
  for (const span of w.spans('hit')) {
    const victim = blowAt(w, span);
    if (victim === 'child' || (victim === 'person' && (family || (story && w.has('child', 'name'))))) return true;
  }
  // "Papa a cassé le nez de maman" (not "Léo s'est cassé le bras": an accident).
  if ((family || w.has('child')) && w.spans('injure').some((span) => !SELF.has(w.word(span.start - 1)) && !SELF.has(w.word(span.start - 2)))) return true;
  // "Papa menace maman avec un couteau".
  if ((family || w.has('child')) && w.has('threat') && w.has('weapon')) return true;
  // "Papa pousse maman contre le mur", "il la traîne par les cheveux".
  if ((family || w.has('child')) && w.spans('push').some((span) => !w.negated(span.start) && w.startsWithin(span.end + 1, 4, ['hurtPlace']))) return true;
  if (w.has('hitAct') && (family || w.has('child'))) {
    if (w.spans('hitAct').some((span) => !w.negated(span.start) && !w.startsWithin(span.end + 1, 4, ['hitObject', 'game']))) return true;
  }
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
  // Tying a child up: "attache les enfants à leur chaise", "le méchant attache Léa à un arbre".
  const tied = story ? CHILD : (['child'] as const);
  if (w.spans('tie').some((span) => w.objectAfter(span.end, tied) >= 0 && (w.word(span.start) !== 'attache' || w.has('tiePlace')))) return true;
  // "Maman est battue", "Léo a été frappé par son père".
  if (family || w.has('child')) {
    for (let at = w.from + 1; at <= w.to; at += 1) {
      if (BLOW_PARTICIPLES.has(w.word(at)) && PASSIVE_AUXILIARIES.has(w.word(at - 1)) && !w.negated(at - 1)) return true;
    }
  }
  return childVictim(w, story ? CHILD : ['child'], story);
}

/** The written story's rule for every sentence: the plot never states harm done to a child. */
export function harmsChild(w: ConceptWindow): boolean {
  return childVictim(w, CHILD, true);
}

function crime(w: ConceptWindow): boolean {
  const unseen = w.follows(['withoutThat'], ['notice'], 6);
  if (w.has('steal', 'crimeAct') && (w.has('howTo') || unseen)) return true;
  // "voler sans se faire prendre": plain "voler" is flying, but not with that.
  if (w.follows(['stealVerb'], ['howTo'], 1)) return true;
  // Stealing a bank card, stealing to buy; swindling the old; taking jewels at night through the window.
  if (w.has('steal') && w.has('stealPurpose')) return true;
  if (w.spans('crimeAct').some((span) => ['arnaquer', 'arnaque', 'arnaquent', 'arnaquait', 'escroquer', 'escroque', 'escroquait', 'racketter', 'rackette'].includes(w.word(span.start))) && w.has('swindled')) return true;
  if (w.has('take', 'steal') && w.has('loot') && w.has('howTo')) return true;
  if (w.has('buy') && w.has('weapon') && (w.has('illegalChannel', 'tellNot', 'secret') || unseen)) return true;
  return false;
}

/** Hurting oneself on purpose: "se griffe jusqu'au sang", "se coupe avec une lame", "se fait mal exprès". */
function selfHarm(w: ConceptWindow): boolean {
  return w.has('selfHurt') && w.has('intent');
}

/** Drug paraphernalia used: "trouve une seringue et de la poudre blanche et essaie" (not the doctor's). */
function drugs(w: ConceptWindow): boolean {
  return w.has('drugThing') && w.has('drugTry') && !w.has('medical');
}

/** Rules by category, in the order categories are reported (the most specific or serious first). */
const RULES: readonly [ModerationCategory, (w: ConceptWindow, mode: RuleMode) => boolean][] = [
  ['self_harm', selfHarm],
  ['sexual', sexual],
  ['grooming', grooming],
  ['hate', hate],
  ['violence', violence],
  ['crime', crime],
  ['drugs', drugs],
];

/** The first category whose rules refuse the window, or undefined; `skip` leaves some categories out. */
export function windowCategory(w: ConceptWindow, mode: RuleMode, skip: readonly ModerationCategory[] = []): ModerationCategory | undefined {
  return RULES.find(([category, rule]) => !skip.includes(category) && rule(w, mode))?.[0];
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
