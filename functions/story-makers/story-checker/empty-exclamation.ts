import { finding, type StoryRule } from './context';

/**
 * An exclamation of feeling about nothing (issue 26, item 5: « Quelle surprise ! La fillette en resta
 * bouche bée » with nothing found or shown). « Quelle surprise », « Quel émerveillement » need something
 * just told that causes them: a thing found, seen, appearing, given or said, in the same sentence before
 * it or in the one before. (« rit de bon cœur : quelle joie ! » shows the joy it names.)
 */

export const EMPTY_EXCLAMATION_RULE = 'empty-exclamation';

const EXCLAMATION = /(?<![\p{L}])quel(?:le)? (?:surprise|émerveillement|étonnement|stupéfaction)(?![\p{L}])/iu;
/** What can cause it: something found, seen, appearing, opened, given or said. */
const CAUSE = /(?<![\p{L}])(?:découvr\p{L}*|trouv\p{L}*|retrouv\p{L}*|apparu\p{L}*|appar(?:ut|urent|aissait)|surgi\p{L}*|voici|voilà|révél\p{L}*|ouvr\p{L}*|aperç\p{L}*|aperçu\p{L}*|vi(?:t|rent)|montr\p{L}*|offr\p{L}*|donn\p{L}*|tend(?:it|irent)|sort(?:it|irent)|sortait|il y avait|c'était|c'étaient|se tenait|attendait|attendaient|brillait|brillaient|jaillit|s'ouvrit|s'allum\p{L}*|arriv\p{L}*|accour\p{L}*|«)/iu;

export const checkEmptyExclamation: StoryRule = (context) => {
  const sentences = context.content.sentences;
  return sentences.flatMap((sentence, index) => {
    const match = EXCLAMATION.exec(sentence.text);
    if (!match) return [];
    const before = sentence.text.slice(0, match.index);
    const previous = sentences[index - 1];
    const caused = CAUSE.test(before) || (previous !== undefined && CAUSE.test(previous.text));
    return caused ? [] : [finding(EMPTY_EXCLAMATION_RULE, sentence, `« ${match[0]} » sans rien qui la cause juste avant`)];
  });
};
