import type { StoryFrame } from '#core/story-frame';
import type { ModerationVerdict, StoryRequest, WrittenStory } from '#core/story-makers-port';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { EMOTION_SUGGESTIONS, MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS, VALUE_SUGGESTIONS } from '#shared/stories';
import { tokenise, type Token } from '../common/normalise';
import { readEmotion, readValue } from '../frame/feelings';
import { hobbyWords, readHobby } from '#shared/hobby';
import { refusalMessage } from '../common/refusal-messages';
import { isStoryVocabulary } from './story-vocabulary';

/**
 * The story check's last rule (issue 25): only words of the story frame reach the story. A sentence of
 * the written story that carries words of a parent's text which the frame does not account for is
 * refused, whichever writer wrote it (the embedded writer never should; the OpenAI model might paste a
 * clause the frame left out, « un câlin sans pyjama avec tonton Marc »).
 *
 * A parent's content word (stop words aside) is accounted for when it is one of the frame's words: its
 * kind, qualities, place, features, goal, name, the goal's verbs, or the child's profile the story tells
 * anyway; the comparison forgives endings ("curieuse" is the frame's "curieux"). A word of the common
 * vocabulary of children's stories (story-vocabulary.ts) is the story's own as much as the parent's: « petite
 * fille », « tout le temps », « pour la première fois » are said by the writer whoever typed them. A sentence is
 * refused when it holds three words in a row of a parent's text, one of them neither the frame's nor common, or
 * when it holds such a word of five letters or more.
 *
 * Runs only when the request has a frame: an old story's text was woven by the writer of its time.
 */

const STORY_PARTS = ['title', 'content', 'moral'] as const;
/** As the story check's: this many words of a parent's text in a row carry it. */
const CARRIED_RUN = 3;
/** An unaccounted word this long, alone, carries the parent's text (shorter ones are too often the story's own). */
const RARE_WORD_LENGTH = 5;

/** Function words, never content (folded: no accents). */
const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces cet cette chez comme dans de des du elle elles en et eux il ils je la le les leur leurs lui ma mais me meme mes moi mon ne ni nos notre nous on ou par pas plus pour qu que qui sa sans se ses si son sous sur ta te tes toi ton tu un une vers vos votre vous y ' +
    "d l j m n s t c qu jusqu lorsqu puisqu quoi dont tout toute tous toutes tres trop super vraiment bien aussi encore deja alors donc puis apres avant pendant depuis quand ici la-bas " +
    'est sont etait etaient etre sera suis es sommes etes ete ai as avons avez ont avait avaient avoir aura fait faire font faisait va vont aller allait peut peuvent pouvait pouvoir veut veulent voulait vouloir doit doivent devait devoir faut fallait ' +
    'nomme nommee nommes nommees appele appelee appeles appelees appelle appellent sappelle aimerais voudrais apprenne sache ' +
    'petit petite petits petites grand grande grands grandes gentil gentille beau belle bon bonne nouveau nouvelle vieux vieille joli jolie ' +
    // A number the parent typed is the frame's count, told as typed (« trois petits chats »).
    'deux trois quatre cinq six sept huit neuf dix onze douze'
  ).split(/\s+/),
);

/** The verbs a goal's action is told with, as stems: a parent's "retrouver" is the frame's `find`. */
const ACTION_STEMS: Readonly<Record<StoryFrame['goal']['action'], readonly string[]>> = {
  learn: ['apprend', 'appris', 'savoir', 'sache'],
  find: ['trouv', 'retrouv', 'cherch'],
  help: ['aid'],
  make: ['fabriqu', 'construi', 'prepar', 'cuisin', 'dessin', 'fair', 'cre'],
  repair: ['repar'],
  celebrate: ['fet', 'celebr', 'organis'],
  win: ['gagn', 'rempor'],
  travel: ['voyag', 'aller', 'part', 'visit', 'explor'],
  'overcome-fear': ['peur', 'oser', 'vainc', 'surmont', 'courag'],
  befriend: ['ami', 'copain', 'copine', 'devenir'],
  grow: ['pouss', 'plant', 'grandi', 'cultiv'],
  discover: ['decouvr', 'explor'],
  deliver: ['apport', 'livr', 'donn', 'offr'],
};

const folded = (token: Token): string => token.folded[0] ?? '';
const wordsOf = (text: string): string[] => tokenise(text).map(folded).filter(Boolean);
/** "brassards" and "brassard", "chevaux" and "cheval" compare by their stem. */
const stem = (word: string): string => word.replace(/(aux|s|x)$/, '');

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** The word is one of the frame's, give or take an ending ("curieuse" / "curieux", "chienne" / "chien"). */
function sameWord(word: string, frameWord: string): boolean {
  if (word === frameWord || stem(word) === stem(frameWord)) return true;
  const shared = commonPrefix(word, frameWord);
  return shared >= 4 && shared >= Math.min(word.length, frameWord.length) - 2;
}

/** Every word the frame (and the child's profile, which the story tells anyway) accounts for. */
function frameWords(frame: StoryFrame, request: StoryRequest): { words: Set<string>; stems: readonly string[] } {
  const { character, place, goal } = frame;
  const nouns = [character.kind, place.kind, goal.object?.noun, goal.without].filter((noun) => noun !== null && noun !== undefined);
  const ids = [
    ...nouns.map((noun) => noun.id),
    ...character.qualities,
    ...place.features,
    ...(goal.object?.qualities ?? []),
    ...[character.owner, place.owner, goal.object?.owner, goal.skill, goal.before, goal.beneficiary, goal.presetId].filter((id): id is string => typeof id === 'string'),
    ...frame.emotions,
    ...frame.values,
  ];
  const { child } = request;
  // A preset goal is told by the preset's own plot, in the preset's words.
  const preset = SEEDED_SCENARIOS.find((scenario) => scenario.id === goal.presetId);
  const texts = [
    preset?.title ?? '',
    preset?.description ?? '',
    ...nouns.flatMap((noun) => [noun.singular, noun.plural]),
    ...ids.map((id) => id.replace(/-/g, ' ')),
    character.name ?? '',
    child.name,
    // The hobby as the writer tells it: our words for the activities it names, never its own clause.
    ...hobbyTold(child.favoriteHobby),
    ...child.interests,
    ...child.personality,
  ];
  // A skill may be a fear ('le-noir'): the frame tells it as "ne plus avoir peur du noir".
  const fear = goal.skill ? ['peur'] : [];
  return { words: new Set([...texts.flatMap(wordsOf), ...fear]), stems: ACTION_STEMS[goal.action] };
}

const hobbyTold = (text: string): string[] => {
  const frame = readHobby(text);
  if (!frame) return [];
  const told = hobbyWords(frame);
  return [told.noun, told.infinitive ?? ''];
};

/** Our own suggestions and preset scenarios: a text the parent picked among them holds no words of theirs. */
const OUR_TEXTS = new Set(
  [...MAIN_CHARACTER_SUGGESTIONS, ...SETTING_SUGGESTIONS, ...EMOTION_SUGGESTIONS, ...VALUE_SUGGESTIONS, ...SEEDED_SCENARIOS.flatMap((scenario) => [scenario.title, scenario.description])].map((text) => wordsOf(text).join(' ')),
);

/**
 * The parent's own free texts of the wizard, each as its folded words. An emotion or a value read whole
 * as one of the frame reader's labels ("la douceur", "l'aventure", "dire la vérité") is a known word,
 * not a clause of theirs: the writer says "tout en douceur" on its own, and that sentence is not a paste.
 */
const parentTexts = (request: StoryRequest): string[][] => {
  const { choices } = request;
  const emotions = choices.emotions.filter((text) => readEmotion(text) === null);
  const values = choices.values.filter((text) => readValue(text) === null);
  return [choices.mainCharacter, choices.setting, choices.scenario, ...emotions, ...values]
    .map(wordsOf)
    .filter((words) => words.length > 0 && !OUR_TEXTS.has(words.join(' ')));
};

/** A word of the common vocabulary of children's stories, in any of its forms. */
const isCommon = isStoryVocabulary;

interface Unaccounted {
  /** Runs of three words of a parent's text holding a word neither the frame's nor common. */
  runs: Set<string>;
  /** Words neither the frame's nor common, long enough to carry the text alone, by stem. */
  rare: Set<string>;
}

function unaccounted(request: StoryRequest, frame: StoryFrame): Unaccounted {
  const accounted = frameWords(frame, request);
  const isUnaccounted = (word: string): boolean =>
    word.length >= 3 &&
    !STOP_WORDS.has(word) &&
    !/^\d+$/.test(word) &&
    !accounted.words.has(word) &&
    ![...accounted.words].some((frameWord) => sameWord(word, frameWord)) &&
    !accounted.stems.some((verb) => word.startsWith(verb));
  const runs = new Set<string>();
  const rare = new Set<string>();
  for (const words of parentTexts(request)) {
    // Only a word neither the frame's nor common can carry the parent's text, alone or in a run.
    const open = words.map((word) => isUnaccounted(word) && !isCommon(word));
    words.forEach((word, index) => {
      if (open[index] && word.length >= RARE_WORD_LENGTH) rare.add(stem(word));
    });
    for (let start = 0; start + CARRIED_RUN <= words.length; start += 1) {
      if (open.slice(start, start + CARRIED_RUN).some(Boolean)) runs.add(words.slice(start, start + CARRIED_RUN).join(' '));
    }
  }
  return { runs, rare };
}

/** The story's sentences, each as its folded words. */
function sentences(text: string): string[][] {
  const bySentence: string[][] = [];
  for (const token of tokenise(text)) (bySentence[token.sentence] ??= []).push(folded(token));
  return bySentence.filter((words) => words.length > 0);
}

function carries(words: readonly string[], open: Unaccounted): boolean {
  if (words.some((word) => open.rare.has(stem(word)))) return true;
  for (let start = 0; start + CARRIED_RUN <= words.length; start += 1) {
    if (open.runs.has(words.slice(start, start + CARRIED_RUN).join(' '))) return true;
  }
  return false;
}

/** Refuses the first part of the story (title, content, moral) with a sentence carrying parent text outside the frame. */
export function checkFrameCarry(story: WrittenStory, request: StoryRequest): ModerationVerdict {
  const { frame } = request;
  if (!frame) return { allowed: true };
  const open = unaccounted(request, frame);
  if (open.runs.size === 0 && open.rare.size === 0) return { allowed: true };
  for (const field of STORY_PARTS) {
    if (sentences(story[field]).some((words) => carries(words, open))) {
      // The closest category: a parent's text that reached the story without the writer understanding it.
      return { allowed: false, field, category: 'prompt_injection', message: refusalMessage(field, 'prompt_injection') };
    }
  }
  return { allowed: true };
}
