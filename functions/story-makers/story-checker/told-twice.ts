import { finding, type StoryRule } from './context';
import type { Sentence } from './text';

/**
 * A moment told twice, or after it has passed (issue 26, item 5, the editor's second read): « On rentra
 * en chantant » then « Il était temps de rentrer »; « Le soir venu » opening two sentences in a row.
 * Read in the narration; a time wording may come back further on (« Le soir venu » in the opening and
 * in the ending are two evenings apart).
 */

export const TOLD_TWICE_RULE = 'told-twice';

/** They went home: the narration said so. */
const WENT_HOME = /(?<![\p{L}])(?:on rentra|rentr(?:a|èrent)(?![\p{L}])|reprirent le chemin de la maison|reprit le chemin de la maison|de retour à la maison|revinrent à la maison|revint à la maison)/iu;
/** Going home, as still to come. */
const HOME_TO_COME = /(?<![\p{L}])(?:il (?:était|est) (?:temps|l'heure) de rentrer|il fallait (?:bien )?rentrer|il faut rentrer|(?:allait|allaient|devait|devaient) rentrer|(?:était|est) l'heure du retour)/iu;
/** Wordings that set a moment of the day. */
const MOMENT = /^(?:le soir venu|ce soir-là|un beau matin|le lendemain matin|à la tombée de la nuit|au petit matin|ce matin-là|la nuit venue)(?![\p{L}])/iu;
/** How many sentences apart two same moments read as one moment told twice. */
const NEAR = 3;

export const checkToldTwice: StoryRule = (context) => {
  const sentences: Sentence[] = context.content.sentences;
  const found = [];
  const home = sentences.findIndex((sentence) => WENT_HOME.test(sentence.narration));
  if (home >= 0) {
    for (const sentence of sentences.slice(home + 1)) {
      if (HOME_TO_COME.test(sentence.narration)) found.push(finding(TOLD_TWICE_RULE, sentence, `le retour à la maison est déjà raconté (« ${sentences[home]!.text} »)`));
    }
  }
  sentences.forEach((sentence, index) => {
    const moment = MOMENT.exec(sentence.narration.trim());
    if (!moment) return;
    const again = sentences.slice(index + 1, index + 1 + NEAR).find((next) => next.narration.trim().toLowerCase().startsWith(moment[0].toLowerCase()));
    if (again) found.push(finding(TOLD_TWICE_RULE, again, `« ${moment[0]} » ouvre déjà une phrase juste avant`));
  });
  return found;
};
