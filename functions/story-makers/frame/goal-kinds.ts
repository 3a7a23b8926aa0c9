import { DISTRESS, DISTRESS_OPENERS, GIST_SET_PHRASES, GIST_SMS, TANTRUM } from './gist-phrases';
import { KNOWN_WORDS } from './grammar';
import { words as wordsOf, type Word } from './text';

/**
 * The goal read by its KIND and its KEY (issue 25, after five lists said a reader that must know every word
 * declines the next hand's words). A parent's scenario is cut into clauses; in each, a cue says the kind
 * (« apprendre à », « peur de », « n'ose pas », « arrêter de », « ne plus », « a perdu », « première fois »,
 * « rêve de »…) and the strict reader reads the shortest run of words after it that makes a goal (the key
 * and its known words). Every other word — the child's name, a date, a reason, an aside — is ignored: it
 * never reaches the frame, which holds only the vocabulary's ids, so the story tells the kind and the key in
 * the writer's own words. A clause whose ignored words change the meaning (a negation outside a cue, « ne
 * veut pas ») or hold a word of harm gives no reading, and a text holding a word of harm gives none at all.
 */

/** Cue frames: what the words before a run say it is (the run is read with the cue's own words first). */
type Cue = 'learn' | 'stop' | 'dare' | 'fear' | 'plain';
const CUE_PREFIX: Record<Cue, string> = { learn: 'apprendre à', stop: 'arrêter de', dare: 'oser', fear: 'avoir peur', plain: '' };

/** Words a cue may end on, by kind; the run read starts right after. */
const LEARN_CUES = new Set('apprendre apprenne apprend savoir sache sait reussir reussisse reussit arriver arrive parvenir parvienne'.split(' '));
const STOP_CUES = new Set('arreter arrete arretent cesser cesse'.split(' '));
const DARE_CUES = new Set('oser ose osent'.split(' '));
/** Negations a cue is made of: « n'ose pas », « n'arrive pas à », « ne sait pas », « ne plus ». */
const NEGATED_CUES = new Set('ose arrive sait reussit parvient peut osait arrivait savait'.split(' '));
const NEGATIONS = new Set('pas plus jamais rien refuse refuser deteste'.split(' '));

/**
 * The kinds' cues, on a clause's folded words: a clause without one is no goal this reader reads (the strict
 * reader has read the whole text already). A skill, a fear, a habit, a change, a loss, a friend, a first
 * time, a feeling, a wish.
 */
const KIND_CUE =
  / (?:appren\w*|savoir|sache|sait|reussi\w*|arriv\w* a|parvien\w*|peur|ose|oser|osent|arret\w*|cess\w*|ne plus|perdu\w*|egare\w*|disparu\w*|envole\w*|sauve\w*|enfui\w*|premier\w*|1ere?|(?:des|nouvel|nouvelle|nouveau|meilleur|meilleure|un|une) (?:copains?|copines?|amie?s?)|reconcili\w*|demenag\w*|nouvelle|nouvel|nouveau|bebe|rentree|separ\w*|jaloux|jalouse|colere|timide|reve de|reve d'|voudrait|voudrais|aimerait|aller (?:au|aux|a|dans|sur|chez)|souhait\w*) /;

/** Days, months, feasts, hours and numbers the vocabulary does not know: a date said around a goal, an aside. */
const ASIDE = /^(?:\d+(?:e|er|h\d*)?|lundi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|fevrier|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|toussaint|mois|ans?|prochaine?|derniere?)$/;

/** Where a clause ends: punctuation, then words opening a reason, a time or a second clause. */
const CLAUSE_WORDS = new Set('mais car depuis surtout parce puisque lorsque quand'.split(' '));
const SUBJECTS = new Set('il elle on ils elles je'.split(' '));

/** The longest run read, in words (with its cue's words): a goal is short, its asides are not read. */
const MAX_RUN = 9;
/** A text longer than this is a story of its own, not a goal with asides. */
const MAX_WORDS = 45;

/**
 * Stems of harm: a text holding one is never read past its exact words (the Moderator runs first; this
 * keeps the ignoring of unknown words from ever lifting a harmful text into a frame).
 */
const HARM =
  /^(?:frapp|tape|tapa|cogn|gifl|fess|viol|tue|tuer|mort|meur|suicid|pendr|noy|couteau|arme|fusil|pistolet|sang|bless|bats?$|batt|drogu|joint|alcool|bu$|ivre|biere|vin$|sex|nu$|nue|nus$|touch|caress|secret|zizi|culott|slip|photo|webcam|insult|con$|conne|pute|salop|nazi|terror|bomb|attentat|hai|deteste|moch|gros$|grosse|maigr|vomi|jeun|regime|brul|coup|crev|menac|enferm|attach|puni|enlev|kidnap|inconnu|monsieur|bonbon|caches?$|mentir|vole|voler$|racket|harcel|moqu|nul$|nulle|bete|idiot|debile|cicatric|scarif|medicament|pilule|cigarett|tabac|vape|chich)/;

export function harmful(words: readonly Word[]): boolean {
  return words.some((word) => HARM.test(word.key));
}

/** The words with their harmless set phrases read as their meaning (« d'un coup », « en lettres attachées »). */
export function setPhrasesRead(words: readonly Word[]): readonly Word[] {
  const typed = words.map((word) => word.raw).join(' ').replace(/' /g, "'");
  const phrased = GIST_SET_PHRASES.reduce((text, [phrase, meaning]) => text.replace(phrase, meaning), typed);
  return phrased === typed ? words : wordsOf(phrased.replace(/,/g, ' ')) ?? words;
}

/** The text made into words as a reader of asides needs them: parentheses and sentence marks become commas. */
export function clauseWords(text: string, spoken: (word: string) => string): Word[] | null {
  const phrased = GIST_SET_PHRASES.reduce((typed, [phrase, meaning]) => typed.replace(phrase, meaning), text.replace(/[’‘]/g, "'"));
  const flat = phrased
    .replace(/[()]/g, ',')
    .replace(/[;:!?….]+(?=\s|$)/gu, ',')
    .replace(/[\p{L}']+/gu, (word) => GIST_SMS[word.toLowerCase()] ?? spoken(word))
    .replace(/(?<![\p{L}])([ldjnmst]) (?=[aeiouéèêâîôh])/giu, "$1'")
    .replace(/(?:\s*,)+/g, ',')
    .replace(/^\s*,|,\s*$/g, '');
  return wordsOf(flat);
}

/** The words with their typos mended (typoFixed), or null when none was: read only when the words as typed are not. */
export function withTyposMended(words: readonly Word[]): Word[] | null {
  const mended = words.map(typoFixed);
  return mended.some((word, at) => word !== words[at]) ? mended : null;
}

// ── Typos: one edit away from a long word the vocabulary knows ──────────────────────────────────────

/** Only long words: a short one is one edit from too many others (« mer », « mère », « mare »). */
const TYPO_MIN_LETTERS = 6;
let longKnown: Map<number, string[]> | null = null;

/** The vocabulary's long words by length, built once on first use (the tables add their words at load). */
function longKnownWords(): Map<number, string[]> {
  if (longKnown) return longKnown;
  longKnown = new Map();
  for (const key of KNOWN_WORDS) {
    if (key.length < TYPO_MIN_LETTERS || !/^[a-z]+$/.test(key) || HARM.test(key)) continue;
    const same = longKnown.get(key.length) ?? [];
    same.push(key);
    longKnown.set(key.length, same);
  }
  return longKnown;
}

/** One letter typed wrong, missing, added, or two swapped. */
function oneEdit(typed: string, known: string): boolean {
  if (typed.length === known.length) {
    const diffs: number[] = [];
    for (let at = 0; at < typed.length && diffs.length < 3; at += 1) if (typed[at] !== known[at]) diffs.push(at);
    if (diffs.length === 1) return true;
    const [first, second] = diffs;
    return diffs.length === 2 && second === first! + 1 && typed[first!] === known[second] && typed[second] === known[first!];
  }
  const [short, long] = typed.length < known.length ? [typed, known] : [known, typed];
  let at = 0;
  while (at < short.length && short[at] === long[at]) at += 1;
  return short.slice(at) === long.slice(at + 1);
}

/**
 * A word the vocabulary does not know, one edit from exactly one long word it does (« emmele » → « emmêle »
 * is not known either, « dinosore » → « dinosaure »), read as that word; never a word of harm either way, and
 * never a capitalised word (a first name is an aside, not a typo).
 */
function typoFixed(word: Word): Word {
  if (word.capital || word.key.length < TYPO_MIN_LETTERS - 1 || !/^[a-z]+$/.test(word.key) || KNOWN_WORDS.has(word.key) || HARM.test(word.key)) return word;
  const candidates = [word.key.length - 1, word.key.length, word.key.length + 1].flatMap((length) => longKnownWords().get(length) ?? []).filter((known) => oneEdit(word.key, known));
  // Never into a cue (« envoie » is no « envole »): a typo may mend a key, never make the kind.
  return candidates.length === 1 && !KIND_CUE.test(` ${candidates[0]} `) && !LOST_WORDS.has(candidates[0]!) && !DISTRESS.test(candidates[0]!) ? { raw: candidates[0]!, key: candidates[0]!, capital: false } : word;
}

function clausesOf(words: readonly Word[]): Word[][] {
  const clauses: Word[][] = [[]];
  words.forEach((word, at) => {
    // « … et Mathis voudrait savoir… »: a name after « et » opens a clause as « il » does.
    const opens = CLAUSE_WORDS.has(word.key) || (word.key === 'et' && (SUBJECTS.has(words[at + 1]?.key ?? '') || (words[at + 1]?.capital ?? false)));
    if (word.key === ',' || (opens && at > 0)) clauses.push([]);
    // The « et » that opens a clause is the join, not the clause's first word.
    if (word.key !== ',' && !(word.key === 'et' && opens)) clauses[clauses.length - 1]!.push(word);
  });
  return clauses.filter((clause) => clause.length > 0);
}

const bare = (word: Word): string => word.key.replace(/^(?:n|j|qu|s|l|d)'/, '');

/** « plus tard », « plus fort »: a comparison, not « ne… plus ». */
const COMPARED = new Set('tard tot fort forte grand grande petit petite vite loin souvent que longtemps haut'.split(' '));

/**
 * A negation outside a cue anywhere in the clause (« il ne veut pas », « ne veut plus »): its meaning is not
 * the run's. In a dropped clause (`dropped`), « plus tard » and « plus fort » are comparisons, not negations.
 */
function negatedClause(clause: readonly Word[], dropped = false): boolean {
  const keys = clause.map((word) => (word.key === "n'" ? 'ne' : bare(word)));
  return keys.some((key, index) => {
    if (!NEGATIONS.has(key)) return false;
    const before = keys[index - 1] ?? '';
    // « ne plus », « n'ose pas », « n'arrive pas à », « ne sait pas » are cues, not negations.
    if (!dropped && key === 'plus' && before === 'ne') return false;
    if (!dropped && (key === 'pas' || key === 'jamais') && NEGATED_CUES.has(before)) return false;
    if (dropped && key === 'plus' && before !== 'ne' && COMPARED.has(keys[index + 1] ?? '')) return false;
    return true;
  });
}

/** The cue the words before `at` end on. */
function cueBefore(clause: readonly Word[], at: number): Cue {
  const keys = clause.slice(0, at).map(bare);
  // « elle ose jamais », said without « ne »: the same cue as « n'ose pas ».
  const last = (keys[keys.length - 1] ?? '').replace(/^jamais$/, 'pas');
  const last2 = keys[keys.length - 2] ?? '';
  const cueWord = last === 'a' || last === 'de' || last === '' ? last2 : last;
  if (last === 'plus' || STOP_CUES.has(cueWord)) return 'stop';
  if (DARE_CUES.has(cueWord) || (last === 'pas' && DARE_CUES.has(last2))) return 'dare';
  if (LEARN_CUES.has(cueWord) || (last === 'pas' && LEARN_CUES.has(last2))) return 'learn';
  return 'plain';
}

/**
 * Words a clause may say before its goal: the parent's framing, the child as subject, a cue's helpers. Any
 * other word before the run makes it someone's act (« Clara saute… », « le moniteur vient… »), not a goal.
 */
const PREFACE = new Set(
  "j' je aimerais voudrais aimerait voudrait souhaite souhaiterais faudrait faut serait bien tellement vraiment enfin encore toujours ce c' on nous que qu' il elle mon ma notre fils fille enfant pour a ai est va doit veut ne n' pas plus peur bleue trop tres si avoir y reve revent rever de d' premiere premier 1ere 1er fois toute la sa".split(' '),
);
/** What may follow the goal in its clause, ignored: a time, a place, a reason, whose (« cette année », « au square », « de papi »). */
const TRAIL = new Set('pour avant pendant apres dans chez a au aux en sans comme cette cet ce tous toutes chaque de du des d\' avec depuis sur sous ca cela parce'.split(' '));
/** Unknown words a clause's trail may hold; the other clauses are asides, read for harm and negation only. */
const MAX_TRAIL = 4;
const MAX_TRAIL_WORDS = 16;
const SUBJECT_DETERMINERS = new Set("un une le la l' les des".split(' '));
const LOST_WORDS = new Set('perdu perdue perdus egare egaree oublie oubliee disparu disparue sauve sauvee enfui enfuie envole envolee envoles envolees'.split(' '));

/** Where a clause's goal starts: after its framing, its subject and its cue's words. */
function goalStart(clause: readonly Word[], named: (word: Word) => boolean): number {
  for (let at = 0; at < clause.length; at += 1) {
    const word = clause[at]!;
    // The goal starts right after its cue (« apprendre à », « arrêter de », « n'ose pas »).
    if (CUE_WORDS.has(bare(word))) {
      let next = at + 1;
      while (next < clause.length && /^(?:a|de|d'|pas|jamais)$/.test(clause[next]!.key)) next += 1;
      return next;
    }
    // The child's name as subject (« Lucas voudrait… », « qu'Inès apprenne… ») is ignored, never read.
    const name = { ...word, raw: word.raw.replace(/^qu'/i, '') };
    // A first name typed in lowercase (« louna veut apprendre… »): one unknown word first, then a cue in the clause.
    if (at === 0 && !KNOWN_WORDS.has(word.key) && clause.slice(1, 4).some((next) => /^(?:veut|voudrait|voudrais|aimerait|doit|a|n'|ne|reve)$/.test(next.key)) && clause.some((next) => CUE_WORDS.has(bare(next)))) continue;
    // A name is the subject only before a framing word or a cue (« Mathis voudrait… », not « Racontée par… »).
    const next = clause[at + 1];
    const subject = named(name) && !!next && (PREFACE.has(next.key) || PREFACE.has(bare(next)) || CUE_WORDS.has(bare(next)));
    // The word that opened the clause (« parce qu'elle a peur… », « mais il voudrait… ») frames it too.
    const opener = at === 0 && CLAUSE_WORDS.has(word.key);
    if (!(opener || PREFACE.has(word.key) || PREFACE.has(bare(word)) || ((at === 0 || /^qu'/i.test(word.raw)) && subject))) return at;
  }
  return clause.length;
}
const CUE_WORDS = new Set([...LEARN_CUES, ...STOP_CUES, ...DARE_CUES]);
/** Determiners a fear's object starts with (« peur du tracteur », « peur des guêpes »). */
const FEAR_DETERMINERS = new Set("de du des d' la le l' les".split(' '));

function trailOk(clause: readonly Word[], end: number, unknown: (words: readonly Word[]) => string[]): boolean {
  const trail = clause.slice(end);
  // One adverb of manner after the goal (« baisser le volume gentiment »), or a second thing feared (« et du shampoing »).
  const manner = trail.length === 1 && /ment$/.test(trail[0]!.key);
  return trail.length === 0 || manner || ((TRAIL.has(trail[0]!.key) || trail[0]!.key === 'et') && trail.length <= MAX_TRAIL_WORDS && unknown(trail).length <= MAX_TRAIL);
}

/**
 * The goal of a scenario read by kind and key, ignoring the words around it; null when no clause gives one,
 * when the text is long, or when it holds a word of harm. The gist of a run-on text (issue 25, stop 44): the
 * clause that holds a kind cue and a key is the goal, every other clause is context, dropped and never read
 * into the frame; the text still declines when a dropped clause reports speech (« il dit que… ») or negates
 * the goal (« mais il n'a pas peur », « il ne veut pas nager »): then the gist is not the goal read.
 */
export function readGoalByKind<T>(words: readonly Word[], read: (words: readonly Word[]) => T | null, named: (word: Word) => boolean, unknownOf: (words: readonly Word[]) => string[]): T | null {
  if (words.length > MAX_WORDS || harmful(words)) return null;
  // Outside the run read, a first name, a day or a date is an aside (« avec sa cousine Inès », « avant Noël »):
  // not counted as a word we failed to read, and never read either (the run's own words are counted in full).
  const unknown = (some: readonly Word[]): string[] => unknownOf(some.filter((word) => !named(word) && !ASIDE.test(word.key)));
  const clauses = clausesOf(words);
  for (const [index, clause] of clauses.entries()) {
    const cued = !negatedClause(clause) && KIND_CUE.test(` ${clause.map(bare).join(' ')} `);
    const value = (cued ? lostIn(clause, read, unknownOf, unknown) ?? goalIn(clause, read, named, unknownOf, unknown) : null) ?? problemIn(clauses, index, read, unknownOf);
    if (!value) continue;
    const dropped = clauses.filter((_, at) => at !== index);
    const context = dropped.flat();
    // Context is read for nothing, but a long one, or one naming several people or places (« chalet 6 de la colo
    // Les Edelweiss à Morzine »), is a story or a whereabouts of its own, not the setting of a goal.
    const names = context.filter((word) => word.capital && named(word) && !ASIDE.test(word.key)).length;
    const numbers = context.filter((word) => /^\d/.test(word.key)).length;
    if (unknown(context).length > MAX_CONTEXT_UNKNOWN || names > MAX_CONTEXT_NAMES || (names === MAX_CONTEXT_NAMES && numbers > 1)) return null;
    return dropped.some((other) => reportsSpeech(other) || negatesGoal(other, clause)) ? null : value;
  }
  return null;
}

/** Unknown words and names the dropped clauses may hold together. */
const MAX_CONTEXT_UNKNOWN = 8;
const MAX_CONTEXT_NAMES = 3;

/** « il dit que… », « elle demande pourquoi… »: someone's words, which the frame never carries nor reads past. */
const SPEECH_VERBS = /^(?:dit|disent|disait|demande|demandent|demandait|repete|raconte|repond|jure|affirme|pretend|explique)$/;
const THIRD_PARTY = /^(?:le|la|les|l'|un|une|son|sa|ses)$/;
const SPEECH_OPENERS = /^(?:que|qu'|si|pourquoi|qui|comment|quand|ou|c'|ce|«|")$/;
function reportsSpeech(clause: readonly Word[]): boolean {
  // The child's or a named one's words (« il dit que », « Clara dit que ») decline; a third party's reason
  // (« le dentiste dit que ses dents… ») is context like any other.
  return clause.some((word, at) => SPEECH_VERBS.test(word.key) && SPEECH_OPENERS.test(clause[at + 1]?.key ?? '') && !THIRD_PARTY.test(clause[at - 2]?.key ?? ''));
}

/** Words of the goal's clause that say what it is about: a dropped clause negating one of them negates the goal. */
const MIN_KEY_LETTERS = 4;
function negatesGoal(other: readonly Word[], goal: readonly Word[]): boolean {
  if (!negatedClause(other, true)) return false;
  const keys = new Set(goal.map(bare).filter((key) => key.length >= MIN_KEY_LETTERS && !PREFACE.has(key)));
  // A bare « non », « pas du tout », a negated cue (« il n'a pas peur »), or a negated word of the goal.
  return other.length <= 3 || KIND_CUE.test(` ${other.map(bare).join(' ')} `) || other.some((word) => keys.has(bare(word)));
}

/**
 * A problem told instead of its goal (stop 44): distress at a being or a thing (« dès qu'une guêpe approche il
 * court et crie », « il pleure quand il voit un chien ») is a fear of it, read as « avoir peur de » and its
 * noun phrase; a tantrum (« il se roule par terre quand on dit non ») is anger to calm. The rest of the clause
 * is dropped, never read.
 */
function problemIn<T>(clauses: readonly (readonly Word[])[], index: number, read: (words: readonly Word[]) => T | null, unknown: (words: readonly Word[]) => string[]): T | null {
  const clause = clauses[index]!;
  if (negatedClause(clause)) return null;
  if (TANTRUM.test(` ${clause.map((word) => word.key).join(' ')} `)) return read(wordsOf('arrêter de se mettre en colère') ?? []);
  const near = [clauses[index - 1], clause, clauses[index + 1]].filter((each): each is readonly Word[] => !!each);
  if (!near.some((each) => each.some((word) => DISTRESS.test(word.key)))) return null;
  const opener = clause.findIndex((word) => DISTRESS_OPENERS.test(word.key));
  if (opener < 0) return null;
  let start = opener + 1;
  while (start < clause.length && /^(?:qu'|que|fois|il|elle|voit|y|a)$/.test(clause[start]!.key)) start += 1;
  const fear = wordsOf('avoir peur') ?? [];
  for (let end = Math.min(clause.length, start + 4); end > start; end -= 1) {
    const run = clause.slice(start, end);
    if (!/^(?:un|une|le|la|l'|les|des|du|son|sa|ses)$/.test(run[0]!.key) || unknown(run).length > 0) continue;
    const [determiner, ...noun] = run;
    const of = determiner!.key === 'un' || determiner!.key === 'une' ? [`d'${determiner!.key}`] : determiner!.key === 'le' ? ['du'] : determiner!.key === 'les' ? ['des'] : ['de', determiner!.key];
    const value = read([...fear, ...(wordsOf(of.join(' ').replace("de l' ", "de l'")) ?? []), ...noun]);
    if (value) return value;
  }
  return null;
}

/** « ne veut pas apprendre », « refuse d'apprendre »: the learning cue negated by the child's own will. */
export function refusesGoal(words: readonly Word[]): boolean {
  const keys = words.map(bare);
  return keys.some((key, at) => LEARN_CUES.has(key) && (/^(?:refuse|refusent)$/.test(keys[at - 1] ?? '') || ((keys[at - 1] === 'pas' || keys[at - 1] === 'jamais') && /^(?:veut|veulent|voulait)$/.test(keys[at - 2] ?? ''))));
}

function goalIn<T>(clause: readonly Word[], read: (words: readonly Word[]) => T | null, named: (word: Word) => boolean, unknown: (words: readonly Word[]) => string[], aside: typeof unknown): T | null {
  let start = goalStart(clause, named);
  if (start >= clause.length) return null;
  let cue = cueBefore(clause, start);
  // « peur du tracteur »: the fear's words come back before its object, read as « avoir peur du tracteur ».
  if (clause[start - 1]?.key !== 'ose' && clause.slice(0, start).some((word) => word.key === 'peur')) {
    cue = 'fear';
    while (start > 0 && FEAR_DETERMINERS.has(clause[start - 1]!.key)) start -= 1;
  }
  const prefix = CUE_PREFIX[cue] ? wordsOf(CUE_PREFIX[cue]) ?? [] : [];
  // A clause opening on a noun phrase says what someone else does (« un ami du web veut… »): nothing unknown may follow it.
  const subject = start === 0 && SUBJECT_DETERMINERS.has(clause[0]!.key);
  for (let end = Math.min(clause.length, start + MAX_RUN); end > start; end -= 1) {
    const run = clause.slice(start, end);
    if (!trailOk(clause, end, aside) || unknown(run).length > (cue === 'plain' ? 0 : 1) || (subject && aside(clause.slice(end)).length > 0)) continue;
    // A habit's run alone would be the habit learnt (« dessiner sur les murs »): only a skill's or a dare's run is read bare.
    const value = read([...prefix, ...run]) ?? (cue === 'learn' || cue === 'dare' ? read(run) : null);
    if (value) return value;
  }
  return null;
}

/** « il a égaré sa casquette », « la tortue a disparu »: the thing lost, before or after the word of loss, read as found again. */
function lostIn<T>(clause: readonly Word[], read: (words: readonly Word[]) => T | null, unknown: (words: readonly Word[]) => string[], aside: typeof unknown): T | null {
  const at = clause.findIndex((word) => LOST_WORDS.has(word.key));
  if (at < 0) return null;
  const find = wordsOf('retrouver') ?? [];
  // « Speedy la tortue a disparu du jardin »: a loss said without an object (disparu, enfui, envolé,
  // or followed by where from) lost its subject; what comes after is where from, never the thing to find.
  if (SUBJECT_LOST.test(clause[at]!.key) || /^(?:de|du|des|d')$/.test(clause[at + 1]?.key ?? '')) return subjectLost(clause, at, find, read, unknown);
  for (let end = Math.min(clause.length, at + 1 + MAX_RUN); end > at + 1; end -= 1) {
    const value = trailOk(clause, end, aside) || complementOk(clause.slice(end), aside) ? read([...find, ...clause.slice(at + 1, end)]) : null;
    if (value) return value;
  }
  return subjectLost(clause, at, find, read, unknown);
}

/** Losses said of their subject: nothing after them is the thing lost. */
const SUBJECT_LOST = /^(?:disparue?s?|enfuie?s?|envolee?s?)$/;

/**
 * Before the word of loss: « la tortue du jardin a disparu », « son doudou s'est perdu »; a typed name beside the
 * thing (« Speedy la tortue », « notre tortue Speedy ») is an aside, never read into the frame.
 */
function subjectLost<T>(clause: readonly Word[], at: number, find: readonly Word[], read: (words: readonly Word[]) => T | null, unknown: (words: readonly Word[]) => string[]): T | null {
  let before = at;
  while (before > 0 && /^(?:a|est|s'|ont|sont|se)$/.test(clause[before - 1]!.key)) before -= 1;
  if (before <= 0 || before >= at) return null;
  const subject = clause.slice(0, before);
  const unnamed = subject.filter((word) => !(word.capital && unknown([word]).length > 0));
  return read([...find, ...subject]) ?? (unnamed.length < subject.length && unnamed.length > 0 ? read([...find, ...unnamed]) : null);
}

/**
 * A lost thing's complement (« le bracelet brésilien que sa marraine lui avait ramené de Rio »): a relative
 * clause or a complement after the thing, dropped, never read; short, few unknown words, no negation.
 */
function complementOk(trail: readonly Word[], unknown: (words: readonly Word[]) => string[]): boolean {
  return /^(?:que|qu'|qui|de|du|des|d')$/.test(trail[0]?.key ?? '') && trail.length <= MAX_KEY_TRAIL + 2 && unknown(trail).length <= MAX_TRAIL && !negatedClause(trail, true) && !reportsSpeech(trail);
}

/** What may follow a character's or a place's key, ignored: a complement, a relative clause, an apposition. */
const KEY_TRAIL = new Set('de du des d\' au aux a qui ou avec en sur sous dans pres chez ,'.split(' '));
const MAX_KEY_TRAIL_UNKNOWN = 2;
const MAX_KEY_TRAIL = 7;

/**
 * A character or a place read by its key noun at the text's start, the words after it ignored (« Biscotte,
 * la chèvre de la ferme d'à côté » → a goat named Biscotte; « la cabane au fond du jardin de mamie » → a hut):
 * the longest start that reads, followed by a complement or a relative clause (never a verb: « le pirate
 * sniffe… » is an act, not a being), with few unknown words, never past a word of harm or a negation.
 */
export function readByKey<T>(words: readonly Word[], read: (words: readonly Word[]) => T | null, unknown: (words: readonly Word[]) => string[]): T | null {
  if (words.length > 16 || harmful(words) || words.some((word) => NEGATIONS.has(word.key))) return null;
  for (let end = words.length - 1; end >= 1; end -= 1) {
    // « à » as typed: « a » is a verb (« maman a maquillé… » is an act).
    // After « Biscotte, la chèvre », an apposition, one quality may come first (« naine de la ferme »).
    const apposition = words[1]?.key === ',' && words[0]!.capital && end > 3;
    if (words[end - 1]?.key === ',' || (!KEY_TRAIL.has(words[end]!.key) && !(apposition && KEY_TRAIL.has(words[end + 1]?.key ?? ''))) || words[end]!.raw === 'a') continue;
    const trail = words.slice(end);
    // One complement or one relative clause: a second clause (a comma, « et ») or a long trail is a sentence of its own.
    if (trail.length > MAX_KEY_TRAIL || trail.some((word, at) => word.key === 'et' || (word.key === ',' && at > 0))) continue;
    // A relative clause says what the being does: the strict reader's (readBefore) alone, never ignored here.
    // A name it does not know (« en Zorglubie ») may be the place itself, never dropped.
    if (trail.some((word) => word.key === 'qui' || word.key === 'ou' || word.key === 'que' || (word.capital && unknown([word]).length > 0)) || unknown(trail).length > MAX_KEY_TRAIL_UNKNOWN) continue;
    const value = read(words.slice(0, end));
    if (value) return value;
  }
  return null;
}
