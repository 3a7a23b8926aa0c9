import type { FrameNoun, GoalAction } from '#core/story-frame';
import { harmful, setPhrasesRead } from './goal-kinds';
import { keysOf, words as wordsOf, type Word } from './text';
import { FEARS, LIFE_CHANGES, SKILLS, agree, type SkillEntry } from './vocabulary';

/**
 * The compositional goal reader (issue 25): when no phrase of the tables accounts for every word, the
 * parent's framing is set aside (« j'aimerais qu'il », « n'arrive pas à », « il faudrait que »), the
 * verb is put back in the infinitive, and the core is read as a goal KIND with its OBJECT from the
 * vocabulary: a skill whose own words are all there, a fear of a known noun, a lost being or thing, a
 * friend. Words it does not know are dropped, never said: the story tells only the kind and its object.
 * Nothing here is a phrase of a list: each rule reads a frame of verbs, the vocabulary gives the rest.
 */

export interface ComposedGoal {
  action: GoalAction;
  skill: string | null;
  object: { noun: FrameNoun; qualities: string[]; owner: string | null } | null;
}

export interface ComposeTools {
  /** The strict reader, on words re-cut from a rewritten text. */
  strict: (words: readonly Word[]) => ComposedGoal | null;
  /** Known nouns (things, beings, places) starting at a word, longest first. */
  nounAt: (words: readonly Word[], at: number) => { object: NonNullable<ComposedGoal['object']>; family: string | null; next: number }[];
  /** A place the vocabulary knows at a word (« en montagne », « à la mer »). */
  placeAt: (words: readonly Word[], at: number) => NonNullable<ComposedGoal['object']>[];
  /** An adjective of the vocabulary (« grand », « petit »). */
  adjective: (key: string) => boolean;
  /** A first name typed. */
  named: (word: Word | undefined) => boolean;
  /** The words the vocabulary does not know. */
  unknown: (words: readonly Word[]) => string[];
}

/**
 * How much a reading may leave unread: a short text, at most two words outside the vocabulary and the
 * framing. A long story told in a sentence (the harmful ones the Moderator's rounds hold) is no goal.
 */
const MAX_WORDS = 12;
const MAX_UNKNOWN = 2;
/** A circumstance dropped after the goal: « pour la Chandeleur », « sans tomber », not a clause of its own. */
const MAX_CIRCUMSTANCE = 8;

/** A parent's framing of the goal: said, understood, never part of it. */
const FRAMING = new Set(
  "j' je aimerais voudrais aimerait voudrait aimerions voudrions souhaiterais souhaite faudrait faut serait bien ce c' on nous que qu' il elle ils elles mon ma notre fils fille enfant pour afin aide aider aide-le aide-la aidez-le aidez-la le la lui".split(' ').flatMap(keysOf),
);
/** Grammar words, dropped when the words of a skill are compared. */
const LIGHT = new Set(
  "un une des le la l' les mon ma mes son sa ses notre nos votre vos leur leurs ce cet cette ces de d' du à au aux a dans sur sous en avec et ou tout toute tous toutes seul seule seuls seules se s' faire fait fasse jouer joue faut très bien enfin encore toujours premier premiere vrai vraie".split(' ').flatMap(keysOf),
);
/** Verbs of learning or daring that frame a skill: « apprendre à », « n'arrive pas à », « ose ». */
const LEARNING = new Set('doit devoir apprendre apprenne apprend savoir sache sait arriver arrive reussir reussisse reussit parvenir parvienne essayer essaie commencer commence tenir tienne tient ne n pas veut vouloir veuille refuse refuser mal du'.split(' '));
const DARING = new Set('oser ose osent courage'.split(' '));
/** Stopping a thing is not learning it: « arrêter de dessiner sur les murs » is no drawing lesson. */
const STOPPING = new Set('arreter arrete arretent cesser cesse jamais empecher empeche interdire interdit eviter evite'.split(' '));
/** Verbs of another kind of goal: their object is made, repaired, found, given, never learned. */
const OTHER_KINDS = new Set('reparer casser perdre perd perdu vendre acheter donner offrir construire fabriquer retrouver trouver chercher laver nettoyer sauver aider soigner peindre voler vole manger mange jeter'.split(' '));

/** Conjugated or subjunctive forms parents type, put back in the infinitive. */
const INFINITIVES: Record<string, string> = {
  fasse: 'faire', fait: 'faire', font: 'faire', apprenne: 'apprendre', apprend: 'apprendre', sache: 'savoir', sait: 'savoir', aille: 'aller', va: 'aller', vont: 'aller',
  revienne: 'revenir', revient: 'revenir', reviennent: 'revenir', tienne: 'tenir', tient: 'tenir', dorme: 'dormir', dort: 'dormir', endorme: 'dormir', endort: 'dormir', endormir: 'dormir',
  mette: 'mettre', met: 'mettre', dise: 'dire', dit: 'dire', lise: 'lire', lit: 'lire', ecrive: 'ecrire', ecrit: 'ecrire', prenne: 'prendre', prend: 'prendre', boive: 'boire', boit: 'boire',
  coure: 'courir', court: 'courir', perde: 'perdre', attende: 'attendre', attend: 'attendre', rende: 'rendre', puisse: 'pouvoir', peut: 'pouvoir', veuille: 'vouloir', veut: 'vouloir',
  grandisse: 'grandir', grandit: 'grandir', obeisse: 'obeir', obeit: 'obeir', habille: 'habiller', rentre: 'rentrer', rentrent: 'rentrer',
};
/** Other words for a thing the vocabulary names. */
const SAME: Record<string, string> = { plongeoir: 'plonger', lego: 'jouet', legos: 'jouet', playmobil: 'jouet', playmobils: 'jouet', kapla: 'jouet', kaplas: 'jouet', affaires: 'affaire', bicyclette: 'velo', biclou: 'velo', lumiere: 'veilleuse', quenottes: 'dent', chenots: 'dent' };

/** Verbs the readers know the infinitive of. */
const KNOWN_VERBS = new Set(Object.values(INFINITIVES));

/** A word's comparable form: infinitive, singular, other name folded in. */
function lemma(key: string): string {
  const bare = key.replace(/^(?:s|l|d|j|qu|n|m|t)'/, '');
  if (FRAMING.has(bare) || LEARNING.has(bare) || DARING.has(bare) || STOPPING.has(bare)) return bare;
  const same = SAME[bare];
  if (same) return same;
  const infinitive = INFINITIVES[bare];
  if (infinitive) return infinitive;
  return bare.length > 3 && bare.endsWith('s') && !bare.endsWith('ss') ? bare.slice(0, -1) : bare;
}

/** First-group forms (« range », « brosse », « goûte ») read as their infinitive when that is a skill's verb. */
const SKILL_VERBS = new Set(SKILLS.map((skill) => lemma(keysOf(skill.lemma.replace(/^(?:s’|se )/, ''))[0] ?? '')));
const verbOf = (word: string): string => (SKILL_VERBS.has(`${word.replace(/e$/, '')}er`) && !SKILL_VERBS.has(word) ? `${word.replace(/e$/, '')}er` : word);

const contentOf = (keys: readonly string[]): string[] => keys.map(lemma).map(verbOf).filter((key) => key && !LIGHT.has(key));

interface SkillWords {
  skill: SkillEntry;
  content: string[];
}
let skillWords: SkillWords[] | null = null;
function skillsByWords(): SkillWords[] {
  skillWords ??= SKILLS.map((skill) => ({ skill, content: [...new Set(contentOf(keysOf(agree(skill.infinitive, false).replace(/’/g, "'"))))] })).filter((entry) => entry.content.length > 0);
  return skillWords;
}

/**
 * The skill every word of which the parent typed, the one with most words; between two of as many, the one
 * typed later (« sauter du plongeoir »: the diving board says more than the jump), then the plainer one.
 */
function skillIn(content: readonly string[]): SkillEntry | null {
  let best: { entry: SkillWords; at: number } | null = null;
  for (const entry of skillsByWords()) {
    if (!entry.content.every((key) => content.includes(key))) continue;
    const at = Math.max(...entry.content.map((key) => content.lastIndexOf(key)));
    const better =
      !best ||
      entry.content.length > best.entry.content.length ||
      (entry.content.length === best.entry.content.length && (at > best.at || (at === best.at && entry.skill.infinitive.length < best.entry.skill.infinitive.length)));
    if (better) best = { entry, at };
  }
  return best?.entry.skill ?? null;
}

const LOST = new Set('parti partie partis perdu perdue perdus perdues disparu disparue disparus sauve sauvee enfui enfuie echappe echappee egare egaree fugue revenir rentrer retrouver retrouve cherche chercher introuvable vole volee envole envolee'.split(' '));
const FRIEND = new Set('ami amie amis amies copain copine copains copines amitie amitiés copain-copine'.split(' '));
const TRIPS = new Set('randonnee voyage balade promenade excursion sortie expedition'.split(' '));
const BIRTH = new Set('arrive arriver naitre nait naissance attend attendons attendent enceinte'.split(' '));
const NEWBORN = new Set('bebe soeur frere'.split(' '));
const MAKING_FRIENDS = new Set('avoir trouver rencontrer nouveau nouvelle nouvel nouveaux nouvelles meilleur meilleure vrai vraie premier premiere faire'.split(' '));
const SCHOOL = new Set('ecole classe cp recre recreation maternelle cantine rentree'.split(' '));
const DOING = new Set('faire fasse fait jouer joue'.split(' '));
const BEINGS = /^(pet|farm-animal|wild-animal|bird|insect|reptile|sea-creature|dinosaur|fantasy-creature|person|toy|machine)$/;
const FINDABLE = /^(pet|farm-animal|wild-animal|bird|insect|reptile|sea-creature|toy)$/;

/** The fear of a noun the vocabulary knows, by its id in FEARS when it is one. */
function fearOf(noun: FrameNoun): string | null {
  for (const [id, said] of Object.entries(FEARS)) {
    const bare = said.replace(/^(?:les|le|la|l') ?/, '');
    if (bare === noun.singular || bare === noun.plural) return id;
  }
  return null;
}

/** Words that open a circumstance after the goal: when, where, for what, how (never « avec »: who comes along is the story's cast). */
const TAIL = new Set('pour avant pendant apres dans chez a au aux en sans quand parce comme le cet cette ce tous toutes chaque'.split(' '));

/** « ne plus dessiner », « pas de bruit »: a goal said against a gesture; « n'arrive pas à », « ne veut plus aller » are not. */
const NEGATION_FRAMES = new Set('arrive sait ose veut reussit parvient peut arrivait savait osait voulait'.split(' '));
function negated(keys: readonly string[]): boolean {
  return keys.some((key, at) => (key === 'plus' || key === 'pas' || key === 'rien') && !NEGATION_FRAMES.has(keys[at - 1] ?? ''));
}

/** Where an aside starts: a cause, a time, a second clause (« depuis qu'un chien… », « et il est jaloux »). */
const ASIDES = new Set('depuis parce car puisque lorsque quand surtout mais'.split(' '));
const SUBJECTS = new Set('il elle on ils elles'.split(' '));
/** An aside is dropped, never said; it may hold a few words the vocabulary does not know, not a story of its own. */
const MAX_ASIDE_UNKNOWN = 2;

function asideAt(keys: readonly string[]): number {
  return keys.findIndex((key, at) => at >= 3 && (ASIDES.has(key) || ((key === 'et' || key === ',') && SUBJECTS.has(keys[at + 1] ?? ''))));
}

/** « sa première vraie randonnée », « le premier voyage »: a first time said with its owner is the event itself. */
function firstTimeAsEvent(words: readonly Word[]): Word[] | null {
  const keys = words.map((word) => word.key);
  if (!/^(sa|son|la|le|ma|mon)$/.test(keys[0] ?? '') || !/^(premiere|premier)$/.test(keys[1] ?? '')) return null;
  const skip = /^(vraie|vrai|toute|tout)$/.test(keys[2] ?? '') ? 3 : 2;
  const article = keys[1] === 'premiere' ? 'une' : 'un';
  return [...(wordsOf(article) ?? []), ...words.slice(skip)];
}

/**
 * Habits to leave and changes in a child's life, by the words that name them, each to the skill its course
 * tells: the habit let go kindly, the change lived through. A habit said without « arrêter » or « plus »
 * (screens, the cuddly toy) is no goal: « regarder la tablette » stays declined.
 */
const LIFE: [RegExp, string][] = [
  ...LIFE_CHANGES.split(';').map((entry): [RegExp, string] => [new RegExp(entry.slice(0, entry.lastIndexOf('='))), entry.slice(entry.lastIndexOf('=') + 1)]),
  ...['chien', 'chat', 'lapin', 'hamster'].map((pet): [RegExp, string] => [new RegExp(` ${pet}s? (?:.* )?(?:est|sont) (?:mort|morte|morts|decede|decedee|parti au ciel|partie au ciel) `), `dire-au-revoir-a-son-${pet}`]),
];
function lifeChange(keys: readonly string[]): string | null {
  const text = ` ${keys.join(' ')} `;
  return LIFE.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The child's own people and pets: anyone else in a habit or a change (« le moniteur vient la nuit… ») makes it a story about them. */
const OWN = /^(?:souris|petite-souris|enfant|ami|amie|copain|copine|frere|soeur|bebe|papa|maman|parent|mamie|papi|grand-mere|grand-pere|chien|chat|lapin|hamster|doudou)$/;
function strangerIn(words: readonly Word[], tools: ComposeTools): boolean {
  return words.some((_, at) => tools.nounAt(words, at).some((hit) => hit.family !== null && BEINGS.test(hit.family) && !OWN.test(hit.object.noun.id)));
}

/**
 * A habit to leave or a change in the child's life (« se ronge les ongles », « ses parents se séparent »), read
 * only when no other reading holds (composedGoal first: « se faire des copains en colo » is a friend to make).
 * The kind is told, never the words; an aside after it is dropped as composedGoal drops one; a name, a « qui »
 * or someone not of the child's own people makes it a story about someone else, declined.
 */
/**
 * A word of harm this reader would leave unread (« il a perdu son doudou et il frappe son frère »): the text is
 * no goal, however well the rest reads (stop 44: nothing harmful lifts into a frame past an unread word).
 */
const unreadHarm = (words: readonly Word[], tools: ComposeTools): boolean => setPhrasesRead(words).some((word) => harmful([word]) && tools.unknown([word]).length > 0);

export function changeGoal(words: readonly Word[], tools: ComposeTools): ComposedGoal | null {
  // A pet's death is a life change this reader tells (« notre vieux chien est mort »): « mort » is its cue, not an unread word.
  if (unreadHarm(words.filter((word) => !/^(?:mort|morte|morts|mortes)$/.test(word.key)), tools)) return null;
  const aside = asideAt(words.map((word) => word.key));
  const dropped = aside > 0 ? words.slice(aside) : [];
  if (tools.unknown(dropped.slice(1)).length > MAX_ASIDE_UNKNOWN || dropped.length > MAX_WORDS || negated(dropped.map((word) => word.key))) return null;
  const head = aside > 0 ? words.slice(0, aside) : words;
  const keys = head.map((word) => word.key);
  const change = lifeChange(keys);
  if (!change || head.some((word) => tools.named(word)) || keys.includes('qui') || strangerIn(head, tools)) return null;
  if (head.filter((word) => word.key !== ',' && !FRAMING.has(word.key)).length > MAX_WORDS) return null;
  const unread = tools.unknown(head).flatMap(keysOf).map(lemma).filter((key) => key !== 'moins' && !FRAMING.has(key) && !LEARNING.has(key) && !KNOWN_VERBS.has(key));
  return unread.length <= MAX_UNKNOWN + 1 ? { action: 'learn', skill: change, object: null } : null;
}

export function composedGoal(words: readonly Word[], tools: ComposeTools): ComposedGoal | null {
  if (unreadHarm(words, tools)) return null;
  const keys = words.map((word) => word.key);
  // « moins peur » is a fear to overcome; « parler moins fort » is no lesson in speaking: any other « moins » is no goal this reader tells.
  const less = keys.indexOf('moins');
  if (less >= 0) {
    const more = [...words.slice(0, less), ...words.slice(less + 1)];
    return keys[less + 1] === 'peur' ? tools.strict(more) ?? composedGoal(more, tools) : null;
  }
  // A name typed before the goal makes a story of someone (« Clara saute le goûter… »): the tables read names, this reader does not.
  const named = words.findIndex((word) => tools.named(word));
  const namedBefore = (at: number): boolean => named >= 0 && named < at;
  const aside = asideAt(keys);
  if (aside > 0) {
    const dropped = words.slice(aside);
    const droppedKeys = dropped.map((word) => word.key);
    if (tools.unknown(dropped.slice(1)).length > MAX_ASIDE_UNKNOWN || dropped.length > MAX_WORDS || droppedKeys.some((key) => STOPPING.has(key)) || negated(droppedKeys)) return null;
    const head = words.slice(0, aside);
    if (head.some((word) => tools.named(word))) return null;
    return tools.strict(head) ?? composedGoal(head, tools);
  }
  // « elle a porté… », « il a vidé… »: a past told is a story of its own; only a loss may be said in the past (« on a perdu le doudou »).
  if (words.some((word, at) => /^(?:a|ont|avait|avaient)$/.test(word.raw.toLowerCase()) && /(?:é|ée|és|ées)$/.test(words[at + 1]?.raw ?? '') && !LOST.has(words[at + 1]?.key ?? ''))) return null;
  const event = firstTimeAsEvent(words);
  if (event) return tools.strict(event) ?? composedGoal(event, tools);
  // The framing (« j'aimerais bien qu'elle ») does not count: what is left must be short.
  if (words.filter((word) => word.key !== ',' && !FRAMING.has(word.key)).length > MAX_WORDS) return null;
  const unread = tools.unknown(words).flatMap(keysOf).map(lemma).filter((key) => !FRAMING.has(key) && !LEARNING.has(key) && !DARING.has(key) && !SKILL_VERBS.has(verbOf(key)) && !KNOWN_VERBS.has(key));
  if (unread.length > MAX_UNKNOWN) return null;
  const content = new Set(contentOf(keys));
  const has = (set: ReadonlySet<string>): boolean => keys.some((key) => set.has(key) || set.has(lemma(key)));

  // A goal the tables read, then a circumstance they do not (« faire des crêpes pour la Chandeleur »): the circumstance is dropped, never said.
  for (let at = words.length - 1; at >= 1; at -= 1) {
    if (!TAIL.has(keys[at] ?? '')) continue;
    const tail = keys.slice(at);
    if (negated(tail) || tail.some((key) => STOPPING.has(key) || key === 'peur') || tail.length > MAX_CIRCUMSTANCE || tools.unknown(words.slice(at)).length > MAX_UNKNOWN) continue;
    if (namedBefore(at)) continue;
    const core = tools.strict(words.slice(0, at));
    // A trip cut short is another trip (« partir en classe verte » is no journey to a classroom).
    if (core && core.action !== 'travel') return core;
  }

  // A fear of a known noun: « elle a peur de l'aspirateur », « ne plus avoir peur du coiffeur ».
  const fearAt = keys.indexOf('peur');
  if (fearAt >= 0 && !namedBefore(words.length)) {
    // « peur de grimper aux arbres »: a verb right after « de » is the action feared, whatever noun follows it.
    const verbFeared = /^d'?e?$/.test(keys[fearAt + 1] ?? '') && SKILL_VERBS.has(verbOf(lemma(keys[fearAt + 2] ?? '')));
    for (let at = fearAt + 1; at < words.length && at <= fearAt + 3 && !verbFeared; at += 1) {
      const hit = tools.nounAt(words, at)[0];
      if (!hit) continue;
      const id = fearOf(hit.object.noun);
      const qualities = hit.object.qualities.filter((quality) => quality === 'pluriel');
      return id ? { action: 'overcome-fear', skill: id, object: null } : { action: 'overcome-fear', skill: null, object: { ...hit.object, qualities, owner: null } };
    }
    // A fear of an action (« peur de tomber », « peur de sauter du plongeoir »): the fear the vocabulary names, else the skill dared.
    const after = contentOf(keys.slice(fearAt + 1));
    const feared = Object.keys(FEARS).find((id) => !/-/.test(FEARS[id]!) && after[0] === id) ?? skillIn(after)?.id;
    if (feared && !skillIn(contentOf(keys.slice(0, fearAt)))) return { action: 'overcome-fear', skill: FEARS[`${feared}-seul`] ? `${feared}-seul` : feared, object: null };
  }

  // A lost being or thing: « que son chat revienne », « mon hamster est perdu dans la maison ».
  if (has(LOST) && !namedBefore(words.length)) {
    for (let at = 0; at < words.length; at += 1) {
      const hit = tools.nounAt(words, at).find((each) => each.family === null || FINDABLE.test(each.family));
      if (hit) return { action: 'find', skill: null, object: { ...hit.object, qualities: [], owner: null } };
    }
  }

  // A baby brother or sister on the way: « une petite sœur arrive en mars », « le bébé va naître ».
  if ((keys.some((key) => BIRTH.has(key)) || / va avoir /.test(` ${keys.join(' ')} `)) && keys.some((key) => NEWBORN.has(key)) && unread.length <= 1) {
    return { action: 'befriend', skill: null, object: { noun: { id: 'bebe', singular: 'bébé', plural: 'bébés', gender: 'm' }, qualities: [], owner: null } };
  }

  // A trip to a known place: « une randonnée en montagne avec papa », « partir en vacances à la mer ».
  const trip = keys.findIndex((key) => TRIPS.has(key));
  if (trip >= 0 && unread.length <= 1 && !namedBefore(words.length)) {
    // The place right after the trip (« en montagne », « à la mer »), nothing in between.
    for (let at = trip + 1; at <= trip + 2 && at < words.length; at += 1) {
      const place = tools.placeAt(words, at)[0];
      if (place) return { action: 'travel', skill: null, object: { ...place, qualities: [], owner: null } };
    }
  }

  // A friend to make: « qu'elle se fasse une copine », « avoir des copains à l'école »; nothing done with them.
  const aboutFriend = [...content].filter((key) => !FRIEND.has(key) && !SCHOOL.has(key) && !FRAMING.has(key) && !LEARNING.has(key) && !MAKING_FRIENDS.has(key));
  if (has(FRIEND) && !has(STOPPING) && !negated(keys) && aboutFriend.length <= 1 && unread.length === 0) {
    const school = keys.some((key) => SCHOOL.has(key));
    return { action: 'befriend', skill: null, object: school ? { noun: { id: 'ecole', singular: 'école', plural: 'écoles', gender: 'f' }, qualities: ['nouveau'], owner: null } : null };
  }

  // A skill: every word of one of the vocabulary's skills typed, with no stopping and no verb of another kind.
  const dares = keys.includes('courage');
  if (negated(keys) || has(STOPPING) || [...content].some((key) => OTHER_KINDS.has(key) && !(dares && /^trouv/.test(key)))) return null;
  const ordered = contentOf(keys);
  const skill = skillIn(ordered);
  if (!skill) return null;
  const skillContent = new Set(skillsByWords().find((entry) => entry.skill === skill)?.content ?? []);
  // What is left once the skill, the framing and a circumstance after it (« sans tomber », « à la piscine ») are set aside must be small: not a second goal.
  const lastSkillWord = Math.max(...keys.map((key, at) => (skillContent.has(verbOf(lemma(key))) ? at : -1)));
  const circumstance = keys.findIndex((key, at) => at > lastSkillWord && TAIL.has(key));
  if (circumstance > 0 && (keys.length - circumstance > MAX_CIRCUMSTANCE || negated(keys.slice(circumstance)))) return null;
  // Someone before the skill is a story's subject (« le petit ourson grimpe… », « Clara saute… »), not the child's goal.
  const firstSkillWord = keys.findIndex((key) => skillContent.has(verbOf(lemma(key))));
  // A name anywhere is someone the skill would be told without (« un câlin … avec tonton Marc »).
  if (named >= 0) return null;
  // A skill is done: a verb of it, of learning or of daring is typed (« un match de foot » alone is an event, not a lesson).
  const skillVerb = lemma(keysOf(skill.lemma.replace(/^(?:s’|se )/, ''))[0] ?? '');
  if (!keys.some((key) => LEARNING.has(key) || DARING.has(key) || DOING.has(key) || verbOf(lemma(key)) === skillVerb)) return null;
  for (let at = 0; at < firstSkillWord; at += 1) {
    if (tools.nounAt(words, at).some((hit) => hit.family !== null && BEINGS.test(hit.family))) return null;
  }
  // Before the skill, only the framing and one word more (« ose sauter du grand plongeoir »), never a thing of its own (« un biberon de… pour calmer »).
  const before = contentOf(keys.slice(0, Math.max(0, firstSkillWord))).filter((key) => !FRAMING.has(key) && !LEARNING.has(key) && !DARING.has(key) && !tools.adjective(key));
  if (before.length > 1) return null;
  // A verb said in the present is a story told (« l'héroïne compte… »), unless the parent's « qu'il » or « il » asks it.
  const verb = keys[firstSkillWord] ?? '';
  const conjugated = verbOf(lemma(verb)) === skillVerb && verb !== skillVerb && !/(?:er|ir|re)$/.test(verb);
  if (conjugated && !keys.slice(Math.max(0, firstSkillWord - 3), firstSkillWord).some((key) => /^(?:il|elle|qu'|que|on)$/.test(key))) return null;
  const core = contentOf(circumstance > 0 ? keys.slice(0, circumstance) : keys);
  const left = core.filter((key) => !skillContent.has(key) && !FRAMING.has(key) && !LEARNING.has(key) && !DARING.has(key));
  if (left.length > 2) return null;
  const dared = has(DARING) && !FEARS[skill.id];
  return { action: dared ? 'overcome-fear' : 'learn', skill: skill.id, object: null };
}
