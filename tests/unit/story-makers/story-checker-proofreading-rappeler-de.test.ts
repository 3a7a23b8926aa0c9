import { RAPPELER_DE_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** « se rappeler de » (issue 26, item 5): « se rappeler » takes a direct object. */

const WRONG: [string, ProofCase][] = [
  ["« Léa se rappela de son rêve. »", alone("Léa se rappela de son rêve.")],
  ["« Le dragon se rappelait de la chanson de sa maman. »", alone("Le dragon se rappelait de la chanson de sa maman.")],
  ["« « Tu te rappelles de moi ? » demanda le dragon. »", alone("« Tu te rappelles de moi ? » demanda le dragon.")],
  ["« Léa se rappela d'un livre lu au coin du lit. »", alone("Léa se rappela d'un livre lu au coin du lit.")],
  ["« Le dragon se rappela du chemin de la veille. »", alone("Le dragon se rappela du chemin de la veille.")],
  ["« « Je me rappelle de tout », dit Léa. »", alone("« Je me rappelle de tout », dit Léa.")],
  ["« Ils se rappelèrent des étoiles de la veille. »", alone("Ils se rappelèrent des étoiles de la veille.")],
  ["« Elle se rappelait du goûter chez sa grand-mère. »", alone("Elle se rappelait du goûter chez sa grand-mère.")],
];

const RIGHT: [string, ProofCase][] = [
  ["« Léa se rappela son rêve. »", alone("Léa se rappela son rêve.")],
  ["« Le dragon se souvenait de la chanson de sa maman. »", alone("Le dragon se souvenait de la chanson de sa maman.")],
  ["« Léa se rappela quelque chose d'important. »", alone("Léa se rappela quelque chose d'important.")],
  ["« Le dragon se rappela de fermer la porte. »", alone("Le dragon se rappela de fermer la porte.")],
  ["« Impossible de se rappeler de quel côté elle était partie. »", alone("Impossible de se rappeler de quel côté elle était partie.")],
  ["« Le dragon rappela à Léa de prendre sa lampe. »", alone("Le dragon rappela à Léa de prendre sa lampe.")],
  ["« « Tu te rappelles le chemin ? » demanda le dragon. »", alone("« Tu te rappelles le chemin ? » demanda le dragon.")],
  ["« Elle se rappelait le goûter chez sa grand-mère. »", alone("Elle se rappelait le goûter chez sa grand-mère.")],
];

describeProofreadingRule(RAPPELER_DE_RULE, WRONG, RIGHT);
