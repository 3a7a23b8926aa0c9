import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * « se rappeler » takes a direct object: « Léa se rappela son rêve », « il se rappelait la chanson »;
 * « se rappeler de son rêve » is a finding (« se souvenir de » is right). Left alone: an infinitive
 * (« se rappela de fermer la porte »), an indirect question (« se rappeler de quel côté »), « rappela à
 * Léa de… » (not reflexive) and « se rappela, de loin, … » (a comma).
 */

export const RAPPELER_DE_RULE = 'rappeler-de';

const RAPPELER = /(?<![\p{L}])(?:se|s'|me|m'|te|t'|nous|vous)\s?rappel\p{L}*(?:-(?:t-)?(?:il|elle|on|ils|elles|toi|moi|nous|vous))?\s+(de|d'|du|des)\s?([\p{L}-]+)/giu;
/** After « de »: an infinitive, or an interrogative word opening an indirect question. */
const ALLOWED_AFTER = /^(?:ne|n'|quel|quelle|quels|quelles|qui|quoi|combien|[\p{L}-]+(?:er|ir|re|oir))$/iu;
/** Nouns ending like an infinitive (« de son goûter », « du sentier »), which are objects, not infinitives. */
const NOUNS_LIKE_INFINITIVES = new Set(['goûter', 'dîner', 'sentier', 'rocher', 'soir', 'panier', 'miroir', 'tiroir', 'père', 'frère', 'mère', 'livre', 'arbre', 'histoire', 'mémoire', 'voyage', 'cahier', 'quartier', 'grenier', 'plaisir', 'premier', 'dernier', 'hier', 'trésor', 'cœur', 'lumière', 'rivière', 'prière', 'pierre', 'terre', 'colère', 'chanteur', 'ombre', 'chambre', 'lettre', 'nombre', 'titre', 'fenêtre', 'ventre', 'couleur']);

export const checkRappelerDe: StoryRule = (context) =>
  proofLines(context).flatMap((line) =>
    [...line.text.matchAll(RAPPELER)].flatMap((match) => {
      const next = match[2]!.toLowerCase();
      const preposition = match[1]!.toLowerCase();
      if ((preposition === 'de' || preposition === "d'") && ALLOWED_AFTER.test(next) && !NOUNS_LIKE_INFINITIVES.has(next)) return [];
      return [finding(RAPPELER_DE_RULE, shown(line), `« ${match[0]} » : on se rappelle quelque chose (« se rappeler son rêve », ou « se souvenir de »)`)];
    }),
  );
