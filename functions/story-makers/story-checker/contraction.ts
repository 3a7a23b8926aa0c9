import { finding, type StoryRule } from './context';
import { nounGender } from './gender';
import { proofLines, shown } from './proofreading-lines';

/**
 * The contracted articles: « de le » is « du », « de les » is « des », « à le » is « au », « à les » is
 * « aux » (« près de le petit garçon » → « près du petit garçon »). Right: « le » and « les » as object
 * pronouns before a verb (« essaya de le porter », « promit de les aider », « commença à les compter »,
 * « de les y ramener »), « à la », « de la », « de l'arbre ».
 */

export const CONTRACTION_RULE = 'contraction';

const PAIR = /(?<![\p{L}'])(de|à)\s+(le|les)\s+([\p{L}-]+)/giu;
/** After an object pronoun: a verb (an infinitive, or a clitic before one). */
const VERB_LIKE = /^(?:y|en|lui|leur|[\p{L}-]+(?:er|ir|re|oir|ïr))$/iu;
/** Words that look like infinitives but are nouns or adjectives after an article. */
const NOUN_LIKE = new Set([
  'rocher', 'rochers', 'soir', 'sentier', 'sentiers', 'panier', 'paniers', 'goûter', 'dîner', 'miroir', 'tiroir', 'père', 'frère', 'livre', 'livres',
  'arbre', 'arbres', 'cadre', 'monstre', 'maître', 'ventre', 'sucre', 'verre', 'premier', 'premiers', 'dernier', 'derniers', 'cahier', 'quartier',
  'grenier', 'plaisir', 'trésor', 'loir', 'cœur', 'pommier', 'cerisier', 'papier', 'escalier', 'fermier', 'jardinier', 'chevalier', 'sorcier', 'pâtissier',
  'boulanger', 'berger', 'policier', 'pompier', 'ouvrier', 'écolier', 'cavalier', 'voilier', 'quai', 'mur', 'ciel', 'fer', 'hiver', 'désir', 'avenir', 'nénuphar', 'bar', 'phare',
  'château', 'petit', 'petits', 'grand', 'grands', 'gros', 'vieux', 'beau', 'bon', 'jeune', 'nouveau', 'plus', 'long', 'haut', 'fond', 'bord', 'milieu', 'centre', 'monde', 'village', 'garçon', 'jardin',
]);

export const checkContraction: StoryRule = (context) =>
  proofLines(context).flatMap((line) =>
    [...line.text.matchAll(PAIR)].flatMap((match) => {
      const next = match[3]!.toLowerCase();
      const noun = nounGender(next) !== null || NOUN_LIKE.has(next);
      if (!noun && VERB_LIKE.test(next)) return [];
      if (!noun && !/^[\p{L}-]+$/u.test(next)) return [];
      // An unknown word after a pronoun-looking « le »: a conjugated verb is never there after « de » or « à ».
      const [preposition, article] = [match[1]!.toLowerCase(), match[2]!.toLowerCase()];
      const contracted = preposition === 'de' ? (article === 'le' ? 'du' : 'des') : article === 'le' ? 'au' : 'aux';
      return [finding(CONTRACTION_RULE, shown(line), `« ${match[1]} ${match[2]} ${match[3]} » : « ${contracted} ${match[3]} »`)];
    }),
  );
