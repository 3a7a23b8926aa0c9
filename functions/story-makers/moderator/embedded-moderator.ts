import type { ModerationCategory, ModerationInput, ModerationVerdict, Moderator, StoryRequest, WrittenStory } from '#core/story-makers-port';
import { harmsChild } from './concept-rules';
import { baseField, isStoryField, refusalMessage } from '../common/refusal-messages';
import { containsPersonalData } from '../common/personal-data';
import { containsPromptInjection } from '../common/prompt-injection';
import { indirectCategory } from './indirect-rules';
import { combinedCategory } from './learned-classifier';
import { checkFrameCarry } from './frame-carry-check';
import { checkWrittenStory } from './story-check';
import { firstCategory, readings, sentenceWindows, TextAnalyser, wholeWindow, windowAndCutWords, type TextAnalysis } from './text-analysis';

/**
 * The embedded Moderator (DESIGN "Providers", departure 5): rules and word lists for a children's
 * product, offline, deterministic and fast (no network, no remote model; microseconds per field).
 *
 * It checks the parent's free texts before any credit is spent (mainCharacter, setting, scenario,
 * emotions, values), the profile's (name, favoriteHobby), and the written story before it is stored
 * (`checkStory`, story-check.ts). The inputs are checked in the order given and the first refused one
 * is reported, with one category and a French message naming its field.
 *
 * A text is refused by (lexicons/french.ts states the policy, line by line):
 * - word lists (lexicon-matcher.ts, lexicons/): words and phrases refused wherever they appear, read
 *   through normalise.ts (case, accents, look-alike letters, leetspeak, spacing, invisible characters);
 * - combination rules (concept-rules.ts, lexicons/concepts.ts): a child and undressing, an adult and
 *   a secret kept from the parents, a group and a dehumanising word, a parent and a blow… in one text;
 * - cut words (cut-words.ts): a few long stems spelled across spaces ("sui cide"); letters spelled in one
 *   run are cut into the known words they make ("t o u t e n u e"), text-message spellings and elisions
 *   typed without their apostrophe are read as the words they stand for (text-analysis.ts);
 * - prompt-injection.ts: instructions aimed at the generator; personal-data.ts: e-mails, telephone
 *   numbers (in digits or in words), addresses…; messages.ts: the French field labels and messages;
 * - indirect-rules.ts (round 3, issue 25), a parent's texts only: harm told without its words, read as
 *   concepts together (a named child and a mocking predicate, not eating and a thin ideal, a terror
 *   group and praise…), and a full name or a named school with a child as personal data; since round 7's
 *   session, eating disorders and grooming by their structure (food limited or got rid of, with a body
 *   judged, a reward or the parents kept from seeing; an adult, silence asked of a child and what it covers).
 * - learned-classifier.ts (round 5, issue 25), a parent's free texts only (not the name): what the rules
 *   allow is scored by a small logistic regression trained on the labelled rounds, and refused above
 *   a threshold chosen by cross-validation (scripts/train-moderator.ts).
 * Within one text, the category reported is the first of text-analysis.ts's order that applies, an
 * attempt at the generator before all, personal data last; the classifier's when only it refuses.
 */

/**
 * First names that are also listed words ("Dick", "Kike" for Enrique, "Gun" in Sweden, "Mort" for
 * Mortimer): in the profile's name field they are names.
 */
const FIRST_NAMES_THAT_ARE_WORDS = new Set(['dick', 'kike', 'gun', 'mort']);

export class EmbeddedModerator implements Moderator {
  private readonly analyser = new TextAnalyser();

  async check(inputs: ModerationInput[]): Promise<ModerationVerdict> {
    for (const { field, text } of inputs) {
      const category = this.categorise(text, field);
      if (category !== undefined) return { allowed: false, field, category, message: refusalMessage(field, category) };
    }
    return { allowed: true };
  }

  async checkStory(story: WrittenStory, request: StoryRequest): Promise<ModerationVerdict> {
    const verdict = checkWrittenStory(this.analyser, story, request);
    // Issue 25: only the frame's words reach the story; a sentence carrying parent text outside it is refused.
    return verdict.allowed && request.frame ? checkFrameCarry(story, request) : verdict;
  }

  /**
   * The category of a text, or undefined when it may be used. The field decides how it is read: a
   * parent's text (the wizard's and the profile's free texts) with every rule, as one window; the
   * profile's name with the word lists only, a first name that is also a word being a name; the
   * generated story's fields (title, content, moral) with the word lists and the rule that no child is
   * harmed, and without the few injection patterns that a story line can match.
   */
  categorise(text: string, field = 'scenario'): ModerationCategory | undefined {
    const byRules = this.rulesCategory(text, field);
    if (isStoryField(field) || baseField(field) === 'name' || text.trim() === '') return byRules;
    // Issue 25, round 5: the rules and a learned classifier together on a parent's text (learned-classifier.ts).
    return combinedCategory(text, byRules);
  }

  /**
   * The rules' verdict alone (the training script chooses the classifier's threshold beside it). `trace`,
   * when given, gets which rule refused: the leave-one-round-out report counts harmless texts by rule.
   */
  rulesCategory(text: string, field = 'scenario', trace?: string[]): ModerationCategory | undefined {
    if (text.trim() === '') return undefined;
    const parentText = !isStoryField(field);
    if (containsPromptInjection(text, parentText)) {
      trace?.push('injection pattern');
      return 'prompt_injection';
    }
    const analysis = this.analyser.analyse(text, { names: parentText ? 'capitalised' : undefined });
    let named: string | undefined;
    if (baseField(field) === 'name') {
      keepFirstNames(analysis, () => true);
    } else if (parentText) {
      // "Dick et son chien": a first name typed with its capital in a parent's text is a name too.
      keepFirstNames(analysis, (reading, index) => reading.tokens[index]?.capital === true);
      // « Whisky, le vieux labrador de papi », « Marie-Jeanne, la vache de la ferme »: a capitalised word
      // that opens the text and is followed by an apposition is a name, not the drink or the drug it spells.
      named = LEADING_NAME.exec(text)?.[1];
      if (named !== undefined) dropNamedSubstance(analysis, named.split(/[-\s]+/).length);
      // Only a text with listed words has any to read as a name or an idiom (most have none).
      if (readings(analysis).some((reading) => reading.lexiconHits.length > 0)) {
        // « le chat Whisky et le chien Vodka »: a capitalised word right after an animal's or a toy's noun is its name.
        dropPetNames(analysis);
        // « c'était un massacre : on a gagné dix à zéro »: a massacre with a score is a match.
        if (MATCH_SCORE.test(text) && MATCH_GAME.test(text)) dropWords(analysis, MATCH_WORDS);
        // « au foot, Yanis a fusillé le gardien », « au Uno, Sasha m'a poignardée avec un +4 »: in a game or a
        // sport with no weapon, blood or wound named, a killing verb is a shot or a card (round 9 session).
        if (MATCH_GAME.test(text) && !GAME_HARM.test(text)) dropWords(analysis, GAME_KILL_WORDS);
        // « la maîtresse a fusillé Tom du regard »: a look kills no one.
        dropLooks(analysis);
      }
      for (const reading of readings(analysis)) {
        const category = windowAndCutWords(wholeWindow(reading), 'input');
        if (category !== undefined) analysis.categories.add(category);
        if (category !== undefined) trace?.push(`concept rules: ${category}`);
      }
    } else if (readings(analysis).some((reading) => sentenceWindows(reading).some(harmsChild))) {
      analysis.categories.add('violence');
    }
    const found = firstCategory(analysis.categories) ?? (containsPersonalData(text) ? 'personal_data' : undefined);
    if (trace !== undefined && found !== undefined) {
      for (const hit of readings(analysis).flatMap((reading) => reading.lexiconHits.map((one) => ({ one, reading })))) {
        trace.push(`word list ${hit.one.category}: ${hit.reading.tokens.slice(hit.one.start, hit.one.end + 1).map((token) => token.folded[0]).join(' ')}`);
      }
      if (trace.length === 0) trace.push(found === 'personal_data' ? 'personal data' : `rules: ${found}`);
    }
    if (found !== undefined || !parentText || baseField(field) === 'name') return found;
    // Round 3: harm told indirectly, read as concepts together (indirect-rules.ts); a parent's text only.
    // The leading name read as a plain first name, so that the slang rules do not read « Marie-Jeanne, la vache ».
    const renamed = (named === undefined ? text : text.replace(named, 'Lou')).replace(PET_NAME, (_, noun: string) => `${noun} Lou`);
    return indirectCategory(renamed, this.analyser.knows, trace);
  }
}

/**
 * A first name that is also a listed word ("Dick") is a name, not the word: in the profile's name
 * field, and where a parent's text writes it with a capital (`named`). Both readings are filtered.
 */
function keepFirstNames(analysis: TextAnalysis, named: (reading: TextAnalysis, index: number) => boolean): void {
  const kept = readings(analysis).flatMap((reading) =>
    reading.lexiconHits.filter((hit) => {
      for (let index = hit.start; index <= hit.end; index += 1) {
        if (!named(reading, index) || !FIRST_NAMES_THAT_ARE_WORDS.has(reading.tokens[index]?.folded[0] ?? '')) return true;
      }
      return false;
    }),
  );
  analysis.categories = new Set(kept.map((hit) => hit.category));
}

/**
 * A name opening a text, then a comma and an apposition that says what being it names (an animal, a
 * relative, a toy): « Tequila, la jument blanche du centre équestre ». « Vodka, le biberon magique » is no name.
 */
const LEADING_NAME = new RegExp(
  String.raw`^\s*(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)\s*,\s*(?:le|la|l['’]|un|une|mon|ma|notre|son|sa|leur)\s*(?:(?:vieux|vieille|petite?|grosse?|grande?|jeune|gentille?|fidèle|belle|beau|brave|meilleure?)\s+){0,2}` +
    String.raw`(?:chien|chienne|chiot|chat|chatte|chaton|labrador|caniche|berger|teckel|jument|cheval|poney|ponette|âne|ânesse|vache|veau|chèvre|mouton|brebis|cochon|lapin|lapine|hamster|poisson|perroquet|perruche|oiseau|tortue|souris|furet|poule|coq|canard|oie|tante|tata|oncle|tonton|cousin|cousine|voisin|voisine|copain|copine|ami|amie|mamie|papi|papy|grand-mère|grand-père|poupée|doudou|peluche|nounours|ours|dragon|licorne|robot|fée|lutin)s?\b`,
  'u',
);

const PET_NOUNS = String.raw`chien|chienne|chiot|chat|chatte|chaton|labrador|caniche|teckel|jument|cheval|poney|ponette|âne|ânesse|vache|veau|chèvre|mouton|cochon|lapin|lapine|hamster|poisson|perroquet|perruche|tortue|souris|furet|poule|coq|canard|oie|poupée|doudou|peluche|nounours|ours|dragon|licorne|robot`;
/** An animal's or a toy's noun and the capitalised name after it: « le chat Whisky », « mon poney Tequila ». */
const PET_NAME = new RegExp(String.raw`\b(${PET_NOUNS})\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`, 'gu');
const PET_NOUN_SET = new Set(PET_NOUNS.split('|').map((noun) => noun.normalize('NFD').replace(/[\u0300-\u036f]/g, '')));

/** Drops the drug and alcohol hits of one capitalised word right after an animal's or a toy's noun (its name). */
function dropPetNames(analysis: TextAnalysis): void {
  const dropped = new Set<ModerationCategory>();
  for (const reading of readings(analysis)) {
    const { tokens } = reading;
    const kept = reading.lexiconHits.filter((hit) => {
      const token = tokens[hit.start];
      if (hit.category === 'hate' || hit.category === 'sexual' || token?.capital !== true || hit.start === 0 || token.sentence !== tokens[hit.start - 1]?.sentence) return true;
      const before = (back: number): string => tokens[hit.start - back]?.folded[0] ?? '';
      // « le chat Whisky », « son poisson rouge Opium »: the name after the animal's noun and up to two words of it.
      const pet = [1, 2, 3].some((back) => PET_NOUN_SET.has(before(back)) && [...Array(back - 1).keys()].every((gap) => tokens[hit.start - 1 - gap]?.capital !== true));
      // « le club de foot de Bitche », « la forêt du Massacre », « on habite à Montcuq »: a place's own name.
      const place = PLACE_LINKS.has(before(1)) && (PLACE_NOUNS.has(before(2)) || PLACE_NOUNS.has(before(3)));
      // « la famille Bastard, nos voisins »: a capitalised word after « famille » is its surname (round 9 session).
      const surname = before(1) === 'famille' && hit.category !== 'violence';
      if (!pet && !place && !surname) return true;
      dropped.add(hit.category);
      return false;
    });
    reading.lexiconHits = kept;
  }
  for (const category of dropped) {
    if (!readings(analysis).some((reading) => reading.lexiconHits.some((hit) => hit.category === category))) analysis.categories.delete(category);
  }
}

const MATCH_SCORE = /\b(?:\d{1,2}|zéro|zero|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente)\s*(?:à|a|-)\s*(?:\d{1,2}|zéro|zero|un|deux|trois|quatre|cinq)\b/iu;
const MATCH_GAME = /\b(?:match|matchs|foot|football|rugby|basket|hand|handball|volley|tennis|tournoi|partie|équipe|equipe|buts?|score|uno|échecs|echecs|cartes|billes|belote|ping-pong|championnat|coupe)\b/iu;
const LOOK_WORDS = new Set(['fusille', 'fusillee', 'fusilles', 'fusillees', 'fusiller', 'fusillait', 'fusillent', 'tue', 'tuee', 'tuer', 'tuait', 'assassine', 'assassinee', 'assassiner', 'assassinait']);
const MATCH_WORDS = new Set(['massacre', 'massacres', 'carnage', 'raclee', 'boucherie', 'deculottee']);
const GAME_KILL_WORDS = new Set(['fusille', 'fusillee', 'fusilles', 'fusillees', 'fusiller', 'poignarde', 'poignardee', 'poignardes', 'poignardees', 'poignarder', 'assassine', 'assassinee', 'assassiner']);
const GAME_HARM = /\b(?:couteau|couteaux|lame|arme|armes|fusil|pistolet|revolver|sang|saign\w*|bless\w*|h[ôo]pital|mort|morte|morts|cadavre|tuer|tué|tuée)\b/iu;

/** Drops a killing word followed within three words by « du regard »: « la maîtresse a fusillé Tom du regard ». */
function dropLooks(analysis: TextAnalysis): void {
  const dropped = new Set<ModerationCategory>();
  for (const reading of readings(analysis)) {
    const word = (index: number): string => reading.tokens[index]?.folded[0] ?? '';
    reading.lexiconHits = reading.lexiconHits.filter((hit) => {
      if (!LOOK_WORDS.has(word(hit.start))) return true;
      const look = [1, 2, 3, 4].some((ahead) => word(hit.end + ahead) === 'du' && word(hit.end + ahead + 1) === 'regard');
      if (look) dropped.add(hit.category);
      return !look;
    });
  }
  for (const category of dropped) {
    if (!readings(analysis).some((reading) => reading.lexiconHits.some((hit) => hit.category === category))) analysis.categories.delete(category);
  }
}

/** Drops the hits that start with one of `words` (folded), and their categories when no other hit has them. */
function dropWords(analysis: TextAnalysis, words: ReadonlySet<string>): void {
  const dropped = new Set<ModerationCategory>();
  for (const reading of readings(analysis)) {
    reading.lexiconHits = reading.lexiconHits.filter((hit) => {
      if (!words.has(reading.tokens[hit.start]?.folded[0] ?? '')) return true;
      dropped.add(hit.category);
      return false;
    });
  }
  for (const category of dropped) {
    if (!readings(analysis).some((reading) => reading.lexiconHits.some((hit) => hit.category === category))) analysis.categories.delete(category);
  }
}

const PLACE_LINKS = new Set(['de', 'du', 'des', 'd', 'a']);
/** Nouns and verbs after which « de X », « du X », « à X » names a place: a town, a forest, a club's town. */
const PLACE_NOUNS = new Set(
  'ville village commune gare ecole college lycee mairie equipe club habitants habitant foret bois lac riviere chemin route rue place chateau camping marche fete plage col mont vallee foot rugby basket tournoi coupe region pays departement quartier cite port ile pont habite habitent vit vivent va vont allons allez partent part arrive arrivent vacances nee ne pres'.split(' '),
);

/** Drops the word lists' drug and alcohol hits inside the first `count` tokens (the leading name). */
function dropNamedSubstance(analysis: TextAnalysis, count: number): void {
  const kept = readings(analysis).flatMap((reading) => reading.lexiconHits.filter((hit) => !(hit.category === 'drugs' && hit.end < count)));
  analysis.categories = new Set(kept.map((hit) => hit.category));
}

export function createEmbeddedModerator(): EmbeddedModerator {
  return new EmbeddedModerator();
}
