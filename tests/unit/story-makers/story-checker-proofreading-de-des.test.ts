import { DE_DES_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** « de des » (issue 26, item 5): the article absorbed, or contracted with « de ». */

const WRONG: [string, ProofCase][] = [
  ["« Au bord de des rochers glissants, Léa trouva une plume. »", alone("Au bord de des rochers glissants, Léa trouva une plume.")],
  ["« Le panier était plein de des pommes rouges. »", alone("Le panier était plein de des pommes rouges.")],
  ["« Léa parla de des étoiles filantes toute la soirée. »", alone("Léa parla de des étoiles filantes toute la soirée.")],
  ["« Près de des buissons, le dragon se cacha. »", alone("Près de des buissons, le dragon se cacha.")],
  ["« Elle rêvait de des voyages lointains. »", alone("Elle rêvait de des voyages lointains.")],
  ["« La table était couverte de des gâteaux. »", alone("La table était couverte de des gâteaux.")],
  ["« Le dragon avait peur de des ombres du soir. »", alone("Le dragon avait peur de des ombres du soir.")],
  ["« Ils revinrent chargés de des coquillages. »", alone("Ils revinrent chargés de des coquillages.")],
];

const RIGHT: [string, ProofCase][] = [
  ["« Près de deux grands arbres, Léa trouva une plume. »", alone("Près de deux grands arbres, Léa trouva une plume.")],
  ["« Le panier était plein de pommes rouges. »", alone("Le panier était plein de pommes rouges.")],
  ["« Léa parla des étoiles filantes toute la soirée. »", alone("Léa parla des étoiles filantes toute la soirée.")],
  ["« Au bord des rochers glissants, le dragon se cacha. »", alone("Au bord des rochers glissants, le dragon se cacha.")],
  ["« Elle avait des dizaines de dés à coudre. »", alone("Elle avait des dizaines de dés à coudre.")],
  ["« Le dragon compta des étoiles, puis des nuages. »", alone("Le dragon compta des étoiles, puis des nuages.")],
  ["« Il y avait de drôles de bruits dans la forêt. »", alone("Il y avait de drôles de bruits dans la forêt.")],
  ["« La boîte de dessins était ouverte. »", alone("La boîte de dessins était ouverte.")],
];

describeProofreadingRule(DE_DES_RULE, WRONG, RIGHT);
