import { EMOTION_SUGGESTIONS, VALUE_SUGGESTIONS } from '#shared/stories';
import { finding, type StoryFinding, type StoryRule } from './context';
import { plain, type Sentence } from './text';
import { ALWAYS_PRESENT, CLITICS, isPresentForm, PRESENT_FORMS, SUBJECT_PRONOUNS, verbAfter } from './verbs';

/**
 * Tense: the narration (outside « … ») is told in the past, passé simple and imparfait. A present-tense
 * finite verb there is a finding: "est", "a", "va"… wherever they stand (so is a passé composé, whose
 * auxiliary is present), any first-group form after a subject pronoun or "qui", and a lexicon form
 * after a name or a noun. Not findings: what the narrator says to the listening child ("Et toi, ferme
 * les yeux", "Chut… Léa dort déjà", "Connais-tu Noah ? C'est un petit garçon…"), a general truth
 * after "comprit que" (the story's lesson), an epilogue ("Depuis, chaque fois que…"), a simile
 * ("comme le soir qui tombe"), a generic "un"/"on" subject, or in a definition of one of our values ("Le courage, ce
 * n'est pas…", "C'est ça, la tolérance"), a generic "on", a question (a character's thought), and the
 * moral, which is addressed to the child.
 */

export const TENSE_RULE = 'tense';

/** Forms of PRESENT_FORMS that are also nouns or adjectives ("la porte", "un rêve", "la cuisine"): verbs only after a pronoun. */
const ALSO_NOUNS = new Set(['porte', 'garde', 'joue', 'danse', 'passe', 'marche', 'part', 'sort', 'court', 'reste', 'rêve', 'tombe', 'cuisine', 'fête', 'vole', 'cache', 'lance', 'pousse', 'rate', 'nage', 'lit', 'écrit', 'éteint', 'construit', 'sent', 'fait', 'brille', 'trouve', 'saute', 'chante', 'mange', 'pense', 'entrent', 'tient']);
const PREPOSITIONS = new Set(['avec', 'pour', 'contre', 'derrière', 'devant', 'chez', 'sans', 'sur', 'sous', 'de', "d'", 'à', 'comme', 'vers', 'après', 'avant', 'entre', 'près', 'autour', 'et', 'ou']);
const DETERMINERS = new Set(['le', 'la', 'les', "l'", 'un', 'une', 'son', 'sa', 'ses', 'ce', 'cette', 'ces', 'leur', 'leurs', 'mon', 'ma', 'mes']);
/** Where a general truth starts: "comprit que l'amitié, c'est…". */
const LESSON = /(?<![\p{L}])(?:comprit|comprirent|compris|savait|savaient|sut|surent|découvrit|découvrirent|apprit|apprirent|appris|se dit|se dirent|pensa|pensait|réalisa|sentit|sentait)(?:\s+[\p{L}-]+){0,3}?\s+qu(?:e|')/iu;
/** The narrator speaking to the listening child, now ("Et maintenant, c'est l'heure de rêver"). */
const ADDRESS = /(?<![\p{L}])(?:tu|toi|te|t'|ton|ta|tes)(?![\p{L}])|-tu(?![\p{L}])|^(?:chut|regarde|écoute|imagine)(?![\p{L}])|(?<![\p{L}])maintenant(?![\p{L}])/iu;
/**
 * Present tenses that belong to the narrator's time or to no time: "il y a longtemps", a place where
 * something always happens ("là où les hirondelles font leur nid"), a dislocated general remark
 * ("Un dragon, c'est immense").
 */
const TIMELESS = /(?<![\p{L}])il (?:n'|ne )?y a (?:pas )?(?:si |bien |très )?longtemps|^il (?:n'|ne )?y a [^,]*,|(?<![\p{L}])(?:là )?où [^,.;:!?]*|^[^,]{1,40}, c'est .*$|(?<![\p{L}])c'est (?:de |d').*$|(?<![\p{L}])comme (?:le|la|les|un|une|l'|des)(?![\p{L}])[^,.;:!?]*|^.*(?<![\p{L}])(?:quand|si|lorsqu') ?on(?![\p{L}]).*$/giu;
/** An epilogue in the narrator's present ("Depuis, chaque fois qu'Inès regarde la Lune…"): the rest of its paragraph too. */
const EPILOGUE = /^(?:depuis|et depuis|aujourd'hui encore|encore aujourd'hui|depuis ce jour)(?![\p{L}])/iu;

/** Our suggestions read as set phrases ("une peur qui passe"), and their definitions ("L'amitié, c'est ça") are general truths. */
const SET_PHRASES = new RegExp(
  `(?<![\\p{L}])(?:${[...EMOTION_SUGGESTIONS, ...VALUE_SUGGESTIONS].map((item) => item.replace(/^(?:la |le |l')/u, '')).join('|')}),\\s+(?:c'est|ce n'est|ça)(?![\\p{L}]).*$|(?<![\\p{L}])c'est (?:ça|cela), (?:la |le |l').*$|(?<![\\p{L}])(?:peur qui passe|confiance en soi)(?![\\p{L}])`,
  'giu',
);

const tokenPattern = /[\p{L}]+'|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/** The present-tense finite verbs of a piece of narration. */
export function presentVerbs(narration: string): string[] {
  const original = plain(narration).match(tokenPattern) ?? [];
  const tokens = original.map((token) => token.toLowerCase());
  const found: string[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1] ?? '';
    // "on" speaks of everyone: "comment on fait", "quand on est petit" are general truths.
    let subject = index - 1;
    while (subject > 0 && CLITICS.has(tokens[subject]!)) subject -= 1;
    if (tokens[subject] === 'on') return;
    // "un astronaute sait trouver son chemin": an indefinite subject states a general truth.
    const generic = tokens[index - 2] === 'un' || tokens[index - 2] === 'une';
    if (ALWAYS_PRESENT.has(token) && previous !== "l'" && previous !== 'à' && !generic) {
      found.push(token);
      return;
    }
    const isPronounSubject = (SUBJECT_PRONOUNS.has(token) && !PREPOSITIONS.has(previous) && previous !== "qu'") || token === 'qui';
    const isNameSubject = /^\p{Lu}/u.test(original[index]!) && !DETERMINERS.has(token);
    const isNounSubject = DETERMINERS.has(previous) && !CLITICS.has(token);
    if (!isPronounSubject && !isNameSubject && !isNounSubject) return;
    const verb = verbAfter(tokens, index + 1);
    if (!verb || ALWAYS_PRESENT.has(verb.word)) return;
    const present = isPronounSubject ? isPresentForm(verb.word, true) : PRESENT_FORMS.has(verb.word) && !ALSO_NOUNS.has(verb.word);
    if (present) found.push(verb.word);
  });
  return [...new Set(found)];
}

/** The narration of a sentence the past-tense rule applies to, or '' when the sentence speaks to the child. */
function narrationToCheck(sentence: Sentence, previous: Sentence | undefined): string {
  const narration = plain(sentence.narration).replace(/[«»]/g, ' ').trim();
  // A question in the narration is a character's thought ("comment aider, quand on est fait de coton ?").
  if (/\?\s*$/u.test(narration)) return '';
  if (ADDRESS.test(narration) || (previous && ADDRESS.test(plain(previous.narration).replace(/[«»]/g, ' ')))) return '';
  const lesson = LESSON.exec(narration);
  return (lesson ? narration.slice(0, lesson.index) : narration).replace(SET_PHRASES, ' ').replace(TIMELESS, ' ');
}

export const checkTense: StoryRule = (context) => {
  const found: StoryFinding[] = [];
  let epilogue = -1;
  context.content.sentences.forEach((sentence, index) => {
    if (EPILOGUE.test(plain(sentence.narration).trim())) epilogue = sentence.paragraph;
    if (epilogue === sentence.paragraph) return;
    const verbs = presentVerbs(narrationToCheck(sentence, context.content.sentences[index - 1]));
    if (verbs.length > 0) found.push(finding(TENSE_RULE, sentence, `présent dans la narration : ${verbs.map((verb) => `« ${verb} »`).join(', ')}`));
  });
  return found;
};
