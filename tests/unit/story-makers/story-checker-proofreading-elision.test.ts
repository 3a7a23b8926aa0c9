import { ELISION_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** Elision before an aspirated h or « oui » (issue 26, item 5): « d'hautes » is wrong, « l'hôtel » is right. */

const WRONG: [string, ProofCase][] = [
  ["« Léa et le dragon traversèrent un champ d'hautes herbes. »", alone("Léa et le dragon traversèrent un champ d'hautes herbes.")],
  ["« Au loin, on voyait l'hibou sur sa branche. »", alone("Au loin, on voyait l'hibou sur sa branche.")],
  ["« Léa n'avait pas l'hérisson dans sa poche. »", alone("Léa n'avait pas l'hérisson dans sa poche.")],
  ["« Elle caressa l'hamster de sa cousine. »", alone("Elle caressa l'hamster de sa cousine.")],
  ["« Le dragon regarda l'haut de la tour. »", alone("Le dragon regarda l'haut de la tour.")],
  ["« « Je crois qu'oui », dit Léa. »", alone("« Je crois qu'oui », dit Léa.")],
  ["« Ils virent l'hêtre le plus vieux de la forêt. »", alone("Ils virent l'hêtre le plus vieux de la forêt.")],
  ["« Le dragon eut l'hoquet toute la soirée. »", alone("Le dragon eut l'hoquet toute la soirée.")],
];

const RIGHT: [string, ProofCase][] = [
  ["« Léa et le dragon traversèrent un champ de hautes herbes. »", alone("Léa et le dragon traversèrent un champ de hautes herbes.")],
  ["« Les hautes herbes chatouillaient les jambes de Léa. »", alone("Les hautes herbes chatouillaient les jambes de Léa.")],
  ["« Léa entra dans l'hôtel des fourmis. »", alone("Léa entra dans l'hôtel des fourmis.")],
  ["« D'habitude, le dragon dormait tôt. »", alone("D'habitude, le dragon dormait tôt.")],
  ["« Le hibou hulula dans l'herbe mouillée. »", alone("Le hibou hulula dans l'herbe mouillée.")],
  ["« L'héroïne de l'histoire, c'était Léa. »", alone("L'héroïne de l'histoire, c'était Léa.")],
  ["« « Je crois que oui », dit Léa. »", alone("« Je crois que oui », dit Léa.")],
  ["« Il était l'heure de rentrer à la maison. »", alone("Il était l'heure de rentrer à la maison.")],
];

describeProofreadingRule(ELISION_RULE, WRONG, RIGHT);
