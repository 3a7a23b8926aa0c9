import { finding, type StoryRule } from './context';
import { proofLines, shown } from './proofreading-lines';

/**
 * A word written without its accent (issue 26, item 5: « Tu es inquiete ? »). The list holds forms
 * that are no French word without their accent (« inquiete », « derriere », « deja ») and leaves out
 * those that are another word bare (« a », « ou », « ete » aside, « sur », « du », « mur »).
 */

export const MISSING_ACCENT_RULE = 'missing-accent';

const BARE_FORMS: Record<string, string> = {
  inquiete: 'inquiète', inquietes: 'inquiètes', complete: 'complète', secrete: 'secrète', discrete: 'discrète', fidele: 'fidèle', fideles: 'fidèles',
  derriere: 'derrière', premiere: 'première', derniere: 'dernière', entiere: 'entière', legere: 'légère', chere: 'chère', fiere: 'fière', fieres: 'fières',
  riviere: 'rivière', lumiere: 'lumière', lumieres: 'lumières', pere: 'père', mere: 'mère', frere: 'frère', freres: 'frères', tres: 'très', deja: 'déjà',
  voila: 'voilà', etait: 'était', etaient: 'étaient', ecole: 'école', eleve: 'élève', idee: 'idée', idees: 'idées', fee: 'fée', fees: 'fées', foret: 'forêt',
  tete: 'tête', fete: 'fête', fenetre: 'fenêtre', arreta: 'arrêta', arrete: 'arrête', meme: 'même', peut_etre: 'peut-être', etoile: 'étoile', etoiles: 'étoiles',
  tresor: 'trésor', epee: 'épée', ete: 'été', bebe: 'bébé', reve: 'rêve', reves: 'rêves', reva: 'rêva', celebre: 'célèbre', hesita: 'hésita', hesitait: 'hésitait',
  esperait: 'espérait', etonne: 'étonné', etonnee: 'étonnée', eclata: 'éclata', ecouta: 'écouta', emerveille: 'émerveillé', emerveillee: 'émerveillée', a_cote: 'à côté',
  bientot: 'bientôt', plutot: 'plutôt', aussitot: 'aussitôt', tantot: 'tantôt', ca: 'ça',
  garcon: 'garçon', lecon: 'leçon', facon: 'façon', francais: 'français', recu: 'reçu', apercut: 'aperçut', commenca: 'commença', decu: 'déçu', decue: 'déçue',
};
const WORDS = Object.keys(BARE_FORMS).map((word) => word.replace(/_/gu, '[ -]')).join('|');
const PATTERN = new RegExp(`(?<![\\p{L}'-])(${WORDS})(?![\\p{L}'-])`, 'giu');
const key = (word: string): string => word.toLowerCase().replace(/[ -]/gu, '_');

export const checkMissingAccent: StoryRule = (context) =>
  proofLines(context).flatMap((line) =>
    [...line.text.matchAll(PATTERN)].map((match) => finding(MISSING_ACCENT_RULE, shown(line), `« ${match[0]} » : « ${BARE_FORMS[key(match[0])] ?? match[0]} »`)),
  );
