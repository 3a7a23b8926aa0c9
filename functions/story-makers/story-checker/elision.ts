import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * No elision before an aspirated h or before « oui » and « onze »: « d'hautes herbes », « l'hibou »,
 * « qu'oui » are findings; « de hautes herbes », « le hibou », « que oui » and the mute h of « l'herbe »,
 * « d'habitude », « l'hôtel », « l'héroïne » are right. The list is the checker's own (not the
 * writer's), so a word the writer forgets is still caught.
 */

export const ELISION_RULE = 'elision';

/** Words whose h is aspirated, in the forms a story may use. */
const ASPIRATED = [
  'hache', 'haie', 'haies', 'hall', 'hamac', 'hameau', 'hamster', 'hanche', 'hangar', 'hanneton', 'haricot', 'harpe', 'hasard', 'hâte',
  'haut', 'haute', 'hauts', 'hautes', 'hauteur', 'hautbois', 'héron', 'héros', 'hérisson', 'hêtre', 'hibou', 'hiboux', 'hockey',
  'homard', 'honte', 'hoquet', 'hotte', 'houle', 'housse', 'hublot', 'huit', 'huitième', 'hurlement', 'hutte', 'hyène', 'hurla',
  'hurler', 'hurlait', 'hisser', 'hissa', 'hissèrent', 'hâta', 'hâtèrent', 'heurta', 'heurter', 'hérissa', 'hérissons', 'hamsters',
  'haricots', 'hangars', 'hiboux', 'hamacs', 'hublots', 'hottes', 'houx', 'hardi', 'hardie', 'harpon', 'hennit', 'hennir', 'hennissement',
  'oui', 'onze', 'onzième',
];
const ELIDED = new RegExp(`(?<![\\p{L}])(l|d|qu|j|n|s|m|t|jusqu|lorsqu|puisqu)'(${ASPIRATED.join('|')})(?![\\p{L}])`, 'giu');

export const checkElision: StoryRule = (context) =>
  proofLines(context).flatMap((line) =>
    [...line.text.matchAll(ELIDED)].map((match) => finding(ELISION_RULE, shown(line), `« ${match[0]} » : pas d'élision devant « ${match[2]} » (${/^h/iu.test(match[2]!) ? 'h aspiré' : 'mot sans élision'})`)),
  );
