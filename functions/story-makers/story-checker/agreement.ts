import { finding, type CheckContext, type StoryFinding, type StoryRule } from './context';
import { adjectiveAgreements, agrees, describe, nounGender, type GenderNumber } from './gender';
import { escapeRegExp, plain, type Sentence } from './text';

/**
 * Agreement of the story makers' fixed text: adjectives with their noun ("perles verts"), "tous" with
 * the plural it sums up ("Ses chaussettes … étaient tous"), and what is said of the child and of the
 * companion ("Tu es différent" to a girl or to a unicorn, "les deux amis" for two girls). Only words of
 * the checker's lexicons are judged.
 */

export const AGREEMENT_RULE = 'agreement';

const DETERMINERS = new Set(['le', 'la', 'les', "l'", 'un', 'une', 'des', 'ses', 'son', 'sa', 'mes', 'ma', 'mon', 'tes', 'ta', 'ton', 'leurs', 'leur', 'ces', 'ce', 'cet', 'cette', 'deux', 'trois', 'quelques', 'de', "d'", 'du', 'aux', 'au', 'nos', 'vos', 'notre', 'votre']);
/** Colour words that make an invariable compound ("bleu ciel") with the next word. */
const COLOUR_COMPOUNDS = new Set(['ciel', 'marine', 'nuit', 'clair', 'foncé', 'vif', 'pâle', 'menthe', 'pomme', 'sapin']);
/** Adjectives also used as adverbs or in fixed phrases after a noun ("les yeux tout ronds", "la porte grand ouverte"). */
const NOT_POSTNOMINAL = new Set(['tout', 'toute', 'tous', 'toutes', 'grand', 'seul', 'même']);
/** Adjectives placed before their noun ("une petite licorne"), in all their forms. */
const PRENOMINAL = new Set(
  ['petit', 'grand', 'joli', 'meilleur'].flatMap((word) => [word, `${word}e`, `${word}s`, `${word}es`]).concat(['beau', 'belle', 'beaux', 'belles', 'nouveau', 'nouvelle', 'nouveaux', 'nouvelles', 'vieux', 'vieille', 'vieilles', 'gros', 'grosse', 'grosses', 'gentil', 'gentille', 'gentils', 'gentilles']),
);

const tokenPattern = /[\p{L}]+'|[\p{L}]+(?:-[\p{L}]+)*|[^\s\p{L}]/gu;

function nounAdjective(sentence: Sentence): StoryFinding[] {
  const tokens = plain(sentence.text).toLowerCase().match(tokenPattern) ?? [];
  const found: StoryFinding[] = [];
  tokens.forEach((token, index) => {
    const noun = nounGender(token);
    if (!noun || !DETERMINERS.has(tokens[index - 1] ?? '') && !PRENOMINAL.has(tokens[index - 1] ?? '')) return;
    const after = tokens[index + 1];
    if (after && !NOT_POSTNOMINAL.has(after) && adjectiveAgreements(after) && !COLOUR_COMPOUNDS.has(tokens[index + 2] ?? '') && !agrees(after, noun)) {
      found.push(finding(AGREEMENT_RULE, sentence, `« ${token} ${after} » : l'adjectif doit être au ${describe(noun)}`));
    }
    const before = tokens[index - 1];
    if (before && PRENOMINAL.has(before) && DETERMINERS.has(tokens[index - 2] ?? '') && !agrees(before, noun)) {
      found.push(finding(AGREEMENT_RULE, sentence, `« ${before} ${token} » : l'adjectif doit être au ${describe(noun)}`));
    }
  });
  return found;
}

const TOUS = /(?<![\p{L}])(?:ses|les|leurs|ces|mes|tes|nos|vos)\s+([\p{L}-]+)(?:\s+[\p{L}-]+)?\s+(?:étaient|sont|furent|seraient|restaient|restèrent)\s+(tous|toutes)(?![\p{L}])/giu;

function tousAgreement(sentence: Sentence): StoryFinding[] {
  const found: StoryFinding[] = [];
  for (const match of plain(sentence.text).matchAll(TOUS)) {
    const noun = nounGender(match[1]!);
    if (noun && !agrees(match[2]!, { gender: noun.gender, plural: true })) {
      found.push(finding(AGREEMENT_RULE, sentence, `« ${match[1]} … ${match[2]} » : « ${noun.gender === 'f' ? 'toutes' : 'tous'} » attendu`));
    }
  }
  return found;
}

/** Singular linking verbs: the child and the companion are each one (a pair, "Léa et la licorne étaient…", is left alone). */
const LINKING = '(?:était|fut|semblait|devint|se sentit|se sentait|resta|restait|paraissait|est|serait)';
const ADVERBS = '(?:(?:très|si|tout|toute|toutes|tous|bien|aussi|un peu|encore|vraiment|plus|trop|déjà|alors|soudain|enfin|tellement)\\s+)*';

/** What is said of a subject: "<subject> était (très) <adjective>", and a sentence opening with an adjective before it ("Blottie dans son lit, Léa…"). */
interface Subject {
  /** A word every match contains (the name, the companion's head noun), lower-cased: sentences without it are skipped cheaply. */
  literal: string;
  predicate: RegExp;
  opening: RegExp;
  target: GenderNumber;
  who: string;
}

function subjectPatterns(subject: string, target: GenderNumber, who: string, literal: string): Subject {
  return {
    literal: literal.toLowerCase(),
    predicate: new RegExp(`(?<![\\p{L}])(?<!(?:de|d'|à|et|avec|pour|chez|que|qu')\\s*)${subject}\\s+${LINKING}\\s+${ADVERBS}([\\p{L}-]+)`, 'giu'),
    opening: new RegExp(`^([\\p{L}-]+)(?:\\s[^,]*)?,\\s+${subject}\\s`, 'iu'),
    target,
    who,
  };
}

function predicates(sentence: Sentence, { literal, predicate, opening: openingPattern, target, who }: Subject, childName = ''): StoryFinding[] {
  const found: StoryFinding[] = [];
  const text = plain(sentence.narration);
  // The patterns open with look-behinds, which the regex engine tries at every position: skip first.
  if (!text.toLowerCase().includes(literal)) return found;
  for (const match of text.matchAll(predicate)) {
    const adjective = match[1]!.toLowerCase();
    if (!agrees(adjective, target)) found.push(finding(AGREEMENT_RULE, sentence, `« ${adjective} » dit de ${who} : ${describe(target)} attendu`));
  }
  const opening = openingPattern.exec(text);
  // The child's own name is no adjective: « Rose tint d'un côté, les petits chats de l'autre » (a girl named Rose).
  const adjective = opening?.[1] === childName ? undefined : opening?.[1]?.toLowerCase();
  if (adjective && adjectiveAgreements(adjective) && !/^(?:tout|toute|petit|grand)$/.test(adjective) && !agrees(adjective, target)) {
    found.push(finding(AGREEMENT_RULE, sentence, `« ${adjective} » en tête de phrase dit de ${who} : ${describe(target)} attendu`));
  }
  return found;
}

/** "les deux amis" names the child and the companion: feminine only when both are. */
function pairAgreement(sentence: Sentence, context: CheckContext): StoryFinding[] {
  if (!context.companion || context.companion.plural) return [];
  const pair: GenderNumber = { gender: context.child.gender === 'f' && context.companion.gender === 'f' ? 'f' : 'm', plural: true };
  const found: StoryFinding[] = [];
  for (const match of plain(sentence.narration).matchAll(/(?<![\p{L}])les deux (amis|amies|compagnons|compagnes|complices|aventuriers|aventurières|copains|copines)(?![\p{L}])/giu)) {
    const feminine = /(?:ies|nes|ières|ines)$/.test(match[1]!);
    if (feminine !== (pair.gender === 'f')) found.push(finding(AGREEMENT_RULE, sentence, `« les deux ${match[1]} » pour ${context.child.name} et ${context.companion.head} : ${describe(pair)} attendu`));
  }
  return found;
}

/** "son meilleur ami" of the companion's introduction, with the companion's gender. */
function bestFriend(sentence: Sentence, previous: Sentence | undefined, context: CheckContext, companionHead: RegExp | null): StoryFinding[] {
  const companion = context.companion;
  if (!companion || !context.companionReference) return [];
  const match = /(?<![\p{L}])(son|sa|ses) (meilleure?s?) (amie?s?)(?![\p{L}])/iu.exec(plain(sentence.narration));
  if (!match) return [];
  const aboutCompanion = context.companionReference.test(sentence.text) || (companionHead?.test(previous?.text ?? '') ?? false);
  if (!aboutCompanion) return [];
  if (!agrees(match[2]!.toLowerCase(), companion) || nounGender(match[3]!.toLowerCase())?.gender !== companion.gender) {
    return [finding(AGREEMENT_RULE, sentence, `« ${match[0]} » pour ${companion.head} : ${describe(companion)} attendu`)];
  }
  return [];
}

const SPEECH_VERB = /(?:dit|demanda|répondit|s'écria|sourit|murmura|chuchota|cria|souffla|ajouta|lança|déclara|proposa|promit|avoua|expliqua|annonça|insista|rit|s'exclama|glissa)\s+/iu;

/** "Tu es différent": said to the companion when the child speaks, to the child when the companion does. */
interface Speakers {
  toChild: RegExp;
  toCompanion: RegExp | null;
  childSpeaks: RegExp;
  companionSpeaks: RegExp | null;
}

function speakerPatterns(context: CheckContext): Speakers {
  const name = escapeRegExp(context.child.name);
  const reference = context.companionReference?.source;
  return {
    toChild: new RegExp(`(?<![\\p{L}])à ${name}(?![\\p{L}])`, 'iu'),
    toCompanion: reference ? new RegExp(`(?<![\\p{L}])à ${reference}`, 'iu') : null,
    childSpeaks: new RegExp(`${SPEECH_VERB.source}${name}(?![\\p{L}])|^${name}[^«]*«`, 'iu'),
    companionSpeaks: reference ? new RegExp(`${SPEECH_VERB.source}${reference}|^${reference}[^«]*«`, 'iu') : null,
  };
}

function addressedAdjectives(sentence: Sentence, context: CheckContext, speakers: Speakers): StoryFinding[] {
  const found: StoryFinding[] = [];
  if (!sentence.text.includes('«') && !sentence.text.includes('»')) return found;
  const quotes = plain(sentence.text).match(/«[^»]*»?|^[^«]*»/g) ?? [];
  const narration = plain(sentence.narration);
  const companion = context.companion;
  const toChild = speakers.toChild.test(narration);
  const toCompanion = speakers.toCompanion?.test(narration) ?? false;
  const childSpeaks = speakers.childSpeaks.test(narration);
  const companionSpeaks = speakers.companionSpeaks?.test(narration) ?? false;
  let addressee: 'child' | 'companion' | null = null;
  if (toChild || companionSpeaks) addressee = 'child';
  else if (toCompanion || childSpeaks) addressee = 'companion';
  for (const quote of quotes) {
    for (const match of quote.matchAll(/(?<![\p{L}])(?:tu es|tu étais|t'es|tu seras)\s+(?:(?:très|si|vraiment|tellement|bien|trop|plus|aussi|tout|toute)\s+)*([\p{L}-]+)/giu)) {
      const adjective = match[1]!.toLowerCase();
      if (!adjectiveAgreements(adjective)) continue;
      const toChildOk = agrees(adjective, context.child);
      const toCompanionOk = companion ? agrees(adjective, companion) : true;
      const wrong = addressee === 'child' ? !toChildOk : addressee === 'companion' ? !toCompanionOk : !toChildOk && !toCompanionOk;
      if (wrong) {
        const target = addressee === 'companion' && companion ? `${companion.head} (${describe(companion)})` : `${context.child.name} (${describe(context.child)})`;
        found.push(finding(AGREEMENT_RULE, sentence, `« tu es ${adjective} » dit à ${target}`));
      }
    }
  }
  return found;
}

/** "une petite fille" for a boy, "un petit garçon" for a girl, in a sentence naming the child. */
function childNoun(sentence: Sentence, context: CheckContext): StoryFinding[] {
  const text = plain(sentence.narration);
  if (!text.includes(context.child.name)) return [];
  const wrong = context.child.gender === 'f' ? /(?<![\p{L}])(?:un )?petit garçon(?![\p{L}])/iu : /(?<![\p{L}])(?:une )?petite fille(?![\p{L}])/iu;
  const match = wrong.exec(text);
  return match ? [finding(AGREEMENT_RULE, sentence, `« ${match[0]} » pour ${context.child.name}`)] : [];
}

export const checkAgreement: StoryRule = (context) => {
  const found: StoryFinding[] = [];
  const subjects = [subjectPatterns(escapeRegExp(context.child.name), context.child, context.child.name, context.child.name)];
  if (context.companion && context.companionReference) subjects.push(subjectPatterns(context.companionReference.source, context.companion, context.companion.head, context.companion.head));
  const speakers = speakerPatterns(context);
  const companionHead = context.companion ? new RegExp(escapeRegExp(context.companion.head), 'iu') : null;
  context.content.sentences.forEach((sentence, index) => {
    found.push(...nounAdjective(sentence), ...tousAgreement(sentence), ...childNoun(sentence, context));
    for (const subject of subjects) found.push(...predicates(sentence, subject, context.child.name));
    found.push(...pairAgreement(sentence, context), ...bestFriend(sentence, context.content.sentences[index - 1], context, companionHead), ...addressedAdjectives(sentence, context, speakers));
  });
  for (const sentence of context.moral.sentences) found.push(...nounAdjective(sentence), ...tousAgreement(sentence));
  return found;
};
