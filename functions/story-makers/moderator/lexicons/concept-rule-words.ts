import { unpackJson } from '../../common/packed-json';
import type * as Sources from './concept-rule-word-sources';
import { PACKED_RULE_WORDS } from './packed-rule-words';

/**
 * The word sets and concept lists the combination rules of ../concept-rules.ts read (and the context readings of
 * ../embedded-moderator.ts, and the longest alternations of ../indirect-rules.ts), unpacked once at load from
 * packed-rule-words.ts (written by scripts/train-moderator.ts from concept-rule-word-sources.ts, their readable
 * source with each set's reason): the same words in about half their bytes in the bundles that moderate
 * (create-story is held to its budget).
 */
type Unpacked = { [Name in keyof typeof Sources]: (typeof Sources)[Name] extends ReadonlySet<infer Word> ? Word[] : (typeof Sources)[Name] };
const words = unpackJson<Unpacked>(PACKED_RULE_WORDS);

export const OBJECT_LEAD = new Set(words.OBJECT_LEAD);
export const OBJECT_PRONOUNS = new Set(words.OBJECT_PRONOUNS);
export const AUXILIARIES = new Set(words.AUXILIARIES);
export const NEGATIONS = new Set(words.NEGATIONS);
export const FILLERS = new Set(words.FILLERS);
export const SELF = new Set(words.SELF);
export const MAKE = new Set(words.MAKE);
export const BLOW_PARTICIPLES = new Set(words.BLOW_PARTICIPLES);
export const PASSIVE_AUXILIARIES = new Set(words.PASSIVE_AUXILIARIES);
export const SEVERE_HARM = new Set(words.SEVERE_HARM);
export const SEVERE_DONE = new Set(words.SEVERE_DONE);
export const OBJECT_DETERMINERS = new Set(words.OBJECT_DETERMINERS);
export const REFLEXIVE_HARMLESS = new Set(words.REFLEXIVE_HARMLESS);
export const DEATH_NOUNS = new Set(words.DEATH_NOUNS);
export const PEOPLE = words.PEOPLE;
export const CHILD = words.CHILD;
export const THEIR_OWN = new Set(words.THEIR_OWN);
export const TOUCHED_PRONOUNS = new Set(words.TOUCHED_PRONOUNS);
export const ASKERS = words.ASKERS;
export const BENIGN_PARTS = new Set(words.BENIGN_PARTS);
export const AFTER_LITTLE_ONE = new Set(words.AFTER_LITTLE_ONE);
export const CHILD_PRONOUNS = new Set(words.CHILD_PRONOUNS);
export const ARTICLE_PRONOUNS = new Set(words.ARTICLE_PRONOUNS);
export const KNOWN_VERBS = words.KNOWN_VERBS;
export const INSTRUCTION = new Set(words.INSTRUCTION);
export const STRANGER_WORDS = new Set(words.STRANGER_WORDS);
export const GROOMING_TRIGGERS = words.GROOMING_TRIGGERS;
export const SPEECH = new Set(words.SPEECH);
export const AUTHORITY = new Set(words.AUTHORITY);
export const SECOND_PERSON = new Set(words.SECOND_PERSON);
export const ONTO = new Set(words.ONTO);
export const MADE = new Set(words.MADE);
export const CAUSE = new Set(words.CAUSE);
export const LEFT_MARKS = new Set(words.LEFT_MARKS);
export const BRUISES = new Set(words.BRUISES);
export const ILL = new Set(words.ILL);
export const TRIMMED = new Set(words.TRIMMED);
export const CUTTING = new Set(words.CUTTING);
export const SEVERE_INFINITIVES = new Set(words.SEVERE_INFINITIVES);
export const TALE = words.TALE;
export const THEFT_SUFFERED = new Set(words.THEFT_SUFFERED);
export const GIVER = new Set(words.GIVER);
export const WHOLE_FAMILY = new Set(words.WHOLE_FAMILY);
export const LIFE_COMPLEMENT = new Set(words.LIFE_COMPLEMENT);
export const JUMP_ON = new Set(words.JUMP_ON);
export const TITLES = new Set(words.TITLES);
export const NAMING = new Set(words.NAMING);
export const NAMING_ADVERBS = new Set(words.NAMING_ADVERBS);
export const LOOK_WORDS = new Set(words.LOOK_WORDS);
export const MATCH_WORDS = new Set(words.MATCH_WORDS);
export const GAME_KILL_WORDS = new Set(words.GAME_KILL_WORDS);
export const KILL_WORDS = new Set(words.KILL_WORDS);
export const THING_VICTIMS = new Set(words.THING_VICTIMS);
export const PLACE_NOUNS = new Set(words.PLACE_NOUNS);
export const FIGURATIVE_BLASTS = new Set(words.FIGURATIVE_BLASTS);
export const ANATOMY_WORDS = new Set(words.ANATOMY_WORDS);
export const DANGER_ALONE_PATTERNS = words.DANGER_ALONE_PATTERNS;
export const EATING_DISORDER_ALONE_PATTERNS = words.EATING_DISORDER_ALONE_PATTERNS;
export const FOOD_REFUSAL_PATTERNS = words.FOOD_REFUSAL_PATTERNS;
export const DANGER_IN_CHALLENGE_PATTERNS = words.DANGER_IN_CHALLENGE_PATTERNS;
export const DEHUMANISING_PATTERNS = words.DEHUMANISING_PATTERNS;
export const EXCLUSION_PATTERNS = words.EXCLUSION_PATTERNS;
export const TERROR_ALONE_PATTERNS = words.TERROR_ALONE_PATTERNS;
export const TERROR_PATTERNS = words.TERROR_PATTERNS;
export const SILENCE_ASKED_PATTERNS = words.SILENCE_ASKED_PATTERNS;
export const HOME_VIOLENCE_ALONE_PATTERNS = words.HOME_VIOLENCE_ALONE_PATTERNS;
export const NAMED_PATTERNS = words.NAMED_PATTERNS;
