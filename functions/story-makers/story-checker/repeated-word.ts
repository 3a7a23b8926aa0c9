import { finding, type StoryRule } from './context';

/**
 * One word said twice in a sentence where a reader hears a slip, not a figure (issue 26, item 5, the
 * editor's second read): « au creux d'un arbre creux », « le plus organisé du quartier : c'était un
 * garçon très organisé », « si logique : elle trouva la solution, bien logique », « Depuis toujours, Léa
 * avait toujours… », « Enfin, la fusée tenait enfin debout ». Figures stay: « monta, monta », « de porte
 * en porte », « des heures et des heures », « dit merci, un merci tout doux ».
 */

export const REPEATED_WORD_RULE = 'repeated-word';

/** « au creux d'un arbre creux »: the noun comes back as the adjective of the next one. */
const NOUN_THEN_ADJECTIVE = /(?<![\p{L}])(\p{L}{4,}) d'une? \p{L}+ \1(?![\p{L}])/giu;
/** An adjective said, then said again with a degree (« très organisé », « bien logique ») a few words on. */
const DEGREE_AGAIN = /(?<![\p{L}])(\p{L}{5,})(?![\p{L}])(?:[^.!?]{1,60}?)(?<![\p{L}])(?:très|bien|si|vraiment|tellement) \1(?![\p{L}])/giu;
/** Adverbs a sentence never needs twice. */
const ADVERB_TWICE = /(?<![\p{L}])(toujours|enfin|soudain|déjà|personne)(?![\p{L}])[^.!?]*?(?<![\p{L}])\1(?![\p{L}])/giu;

/** « longtemps, très longtemps »: said again at once, with more weight, on purpose. */
const EMPHASIS = /^(\p{L}+), (?:très|bien|si|vraiment|tellement) \1$/iu;

export const checkRepeatedWord: StoryRule = (context) => {
  // The companion's own words (« la fée minuscule… si minuscule ») are its name, not a slip.
  const own = new Set(context.request.choices.mainCharacter.toLowerCase().split(/[^\p{L}]+/u));
  return context.content.sentences.flatMap((sentence) => {
    const text = sentence.narration;
    const match = [NOUN_THEN_ADJECTIVE, DEGREE_AGAIN, ADVERB_TWICE]
      .flatMap((pattern) => [...text.matchAll(pattern)])
      .find((each) => !own.has(each[1]!.toLowerCase()) && !EMPHASIS.test(each[0]));
    return match ? [finding(REPEATED_WORD_RULE, sentence, `« ${match[1]} » revient dans la même phrase : « ${match[0]} »`)] : [];
  });
};
