import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * Set phrases mangled (editor's read 36): « il voulut de chanter » (vouloir takes a bare infinitive), « une petite
 * voix à voix basse » (the voice said twice), « en pouffant aux éclats » (one laughs « aux éclats », one does not
 * pouffe so), « ne pas faire peur à une mouche » (« ne pas faire de mal à une mouche »), and « ce n'est pas X : c'est
 * de Y » when X had no « de ». Left alone: « vouloir de l'eau », « parler à voix basse », « rire aux éclats ».
 */

export const SET_PHRASE_RULE = 'set-phrase';

interface SetPhrase {
  pattern: RegExp;
  say: (match: RegExpMatchArray) => string;
}

const PHRASES: SetPhrase[] = [
  {
    // vouloir + de + an infinitive (not « de l'eau », « du pain »: those are objects).
    pattern: /(?<![\p{L}])(?:voul\p{L}*|veu[tx]|veulent)\s+(?:de|d')\s?([\p{L}]+(?:er|ir|re))(?![\p{L}])/giu,
    say: (match) => `« ${match[0]} » : « vouloir » se construit sans « de » (« voulut ${match[1]} »)`,
  },
  {
    pattern: /(?<![\p{L}])voix\s+à voix basse/giu,
    say: (match) => `« ${match[0]} » : la voix est dite deux fois`,
  },
  {
    pattern: /(?<![\p{L}])pouff\p{L}*\s+aux éclats/giu,
    say: (match) => `« ${match[0]} » : on rit aux éclats, on pouffe tout bas`,
  },
  {
    pattern: /(?<![\p{L}])fait peur à une mouche/giu,
    say: (match) => `« ${match[0]} » : l'expression est « ne pas faire de mal à une mouche »`,
  },
  {
    // « ce n'est pas ignorer sa peur : c'est d'avancer » — the two halves are built alike.
    pattern: /ce n'(?:est|était) pas (?!de |d')[^.:;!?]{2,60}?[.:;]\s*(?:c|C)'(?:est|était) (de |d')/gu,
    say: (match) => `« ${match[0]} » : « ce n'est pas X, c'est Y », sans « ${match[1]!.trim()} » d'un seul côté`,
  },
];

export const checkSetPhrases: StoryRule = (context) =>
  proofLines(context).flatMap((line) => PHRASES.flatMap(({ pattern, say }) => [...line.text.matchAll(pattern)].map((match) => finding(SET_PHRASE_RULE, shown(line), say(match)))));
