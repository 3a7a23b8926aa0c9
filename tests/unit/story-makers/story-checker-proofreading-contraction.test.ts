import { CONTRACTION_RULE } from '../../../functions/story-makers/story-checker';
import { alone, describeProofreadingRule, type ProofCase } from './story-checker-proofreading-helpers';

/** Contracted articles (issue 26, item 5): « près du petit garçon », never « près de le petit garçon », in the text and in the picture captions. */

const WRONG: [string, ProofCase][] = [
  ["la légende « Une plante magique a poussé près de le petit garçon et le dragon. »", { caption: "Une plante magique a poussé près de le petit garçon et le dragon." }],
  ["la légende « L'étoile brille au-dessus de les deux amis. »", { caption: "L'étoile brille au-dessus de les deux amis." }],
  ["« Léa parla à le dragon tout bas. »", alone("Léa parla à le dragon tout bas.")],
  ["« Le dragon tendit la patte à les lapins. »", alone("Le dragon tendit la patte à les lapins.")],
  ["« Léa revint de le jardin avec une fleur. »", alone("Léa revint de le jardin avec une fleur.")],
  ["« Au bord de le grenier, Léa trouva une plume. »", alone("Au bord de le grenier, Léa trouva une plume.")],
  ["« Ils jouèrent à le ballon jusqu'au soir. »", alone("Ils jouèrent à le ballon jusqu'au soir.")],
  ["« Léa eut peur de les ombres. »", alone("Léa eut peur de les ombres.")],
];

const RIGHT: [string, ProofCase][] = [
  ["la légende « Une plante magique a poussé près du petit garçon et du dragon. »", { caption: "Une plante magique a poussé près du petit garçon et du dragon." }],
  ["la légende « L'étoile brille au-dessus des deux amis. »", { caption: "L'étoile brille au-dessus des deux amis." }],
  ["« Le dragon essaya de le porter jusqu'à la cabane. »", alone("Le dragon essaya de le porter jusqu'à la cabane.")],
  ["« Léa promit de les aider. »", alone("Léa promit de les aider.")],
  ["« Léa commença à les compter un par un. »", alone("Léa commença à les compter un par un.")],
  ["« Il fallait de la patience pour y arriver. »", alone("Il fallait de la patience pour y arriver.")],
  ["« Léa revint du jardin avec une fleur de l'arbre. »", alone("Léa revint du jardin avec une fleur de l'arbre.")],
  ["« Le partage, voilà le secret, et à la fin tout le monde rit. »", alone("Le partage, voilà le secret, et à la fin tout le monde rit.")],
];

describeProofreadingRule(CONTRACTION_RULE, WRONG, RIGHT);
