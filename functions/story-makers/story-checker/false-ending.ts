import { finding, type StoryFinding, type StoryRule } from './context';
import { scenarioTold, seededScenario } from './scenarios';
import { plain } from './text';

/**
 * False success endings: the ending (the last two paragraphs: the resolution and the bedtime closing)
 * claims the mission was achieved ("avaient réussi à",
 * "avait enfin …", "l'avaient fait !") while the story never narrated the seeded scenario's problem
 * and resolution (see scenarios.ts). For a parent's free-text scenario the checker cannot tell what
 * was to be achieved, so any such generic claim is a finding: the ending must state what happened.
 */

export const FALSE_ENDING_RULE = 'false-ending';

export const SUCCESS_CLAIM = /(?<![\p{L}])(?:(?:avai(?:en)?t|a|ont|eut|eurent)\s+(?:(?:enfin|bien|vraiment|tous|toutes)\s+)*réussi|réussi(?:t|rent|ssaient|ssait)?\s+à|(?:avai(?:en)?t)\s+enfin\s+[\p{L}-]+|l'avai(?:en)?t\s+(?:enfin\s+)?fait|mission\s+(?:était\s+)?accomplie|y\s+(?:étai(?:en)?t|sont|est)\s+(?:enfin\s+)?(?:arrivée?s?|parvenue?s?)|(?:étai(?:en)?t)\s+(?:enfin\s+)?parvenue?s?\s+à)/iu;

export const checkFalseEnding: StoryRule = (context) => {
  const { sentences } = context.content;
  const ending = (sentences.at(-1)?.paragraph ?? 0) - 1;
  const claims = sentences.filter((sentence) => sentence.paragraph >= ending && SUCCESS_CLAIM.test(plain(sentence.narration)));
  if (claims.length === 0) return [];
  const scenario = seededScenario(context.request.choices.scenario);
  if (scenario && scenarioTold(context.story, scenario)) return [];
  const why = scenario ? `le scénario « ${scenario.title} » n'a pas été raconté (problème puis résolution)` : 'scénario libre : la fin doit dire ce qui est arrivé, pas une réussite générique';
  return claims.map((claim): StoryFinding => finding(FALSE_ENDING_RULE, claim, `réussite annoncée : « ${SUCCESS_CLAIM.exec(plain(claim.narration))?.[0]} » ; ${why}`));
};
