/**
 * Wordings that mean the same in any sentence, so that the template parser turns each into a choice
 * (issue 26, item 4): a bank line's fixed words cannot run on for eight words when one of these is among
 * them, and two stories that tell the same line rarely tell it word for word. Only invariable words
 * and phrases belong here — no noun, adjective or verb whose agreement the line decides — and none
 * that says more about the place or the time than the wording it replaces (the world model reads the
 * template's own words, the checker the told ones), nor any that a value's lines are read by (« petit à
 * petit », « tout doucement », « encore une fois », « enfin »: the stories-checked lexicons).
 *
 * A family whose first wording is a sentence's lead-in (capitalised, with its comma) may give it up
 * altogether (""): the sentence then opens on its subject, and its first four words are the line's own.
 */

export interface WordingFamily {
  /** The wordings a template may hold, each standing for the others. */
  wordings: readonly string[];
  /** Extra choices that only replace (a lead-in may be left out). */
  also?: readonly string[];
}

export const WORDING_FAMILIES: readonly WordingFamily[] = [
  // Lead-ins: the four words a sentence opens with.
  { wordings: ['Ce jour-là, '], also: ['', 'Or, ce jour-là, '] },
  { wordings: ['Ce matin-là, '], also: ['', 'Le matin venu, '] },
  { wordings: ['À cet instant, ', 'À ce moment-là, ', 'Au même instant, '], also: ['', 'Alors, '] },
  { wordings: ['Un peu plus loin, ', 'Plus loin, ', 'Quelques mètres plus loin, '] },
  { wordings: ['Le soir venu, ', 'Quand vint le soir, ', 'À la tombée du soir, ', 'Une fois le soir venu, ', 'Le soir, '] },
  { wordings: ['Soudain, ', 'Tout à coup, ', 'Brusquement, ', "D'un coup, "] },
  { wordings: ['Bientôt, ', 'Peu après, ', 'Très vite, ', 'Sans tarder, '] },
  { wordings: ['Alors, '], also: ['Aussitôt, ', 'À ce moment-là, '] },
  { wordings: ['Puis, '], also: ['', 'Ensuite, '] },
  // Inside a sentence.
  // « soudain » is also an adjective, « d'un coup » ends « tout d'un coup »: they only replace.
  { wordings: ['tout à coup'], also: ['soudain', 'brusquement'] },
  { wordings: ["en un clin d'œil", 'en un éclair', 'en un rien de temps'] },
  { wordings: ['à tue-tête', 'à pleine voix', 'à gorge déployée'] },
  { wordings: ['sans un mot', 'sans rien dire', 'en silence'] },
  { wordings: ['un peu plus loin', 'plus loin', 'quelques mètres plus loin'] },
  { wordings: ['très vite', 'bien vite'] },
  { wordings: ['de toutes ses forces', 'de toute son énergie'] },
  { wordings: ['pour la première fois', 'pour la toute première fois'] },
  { wordings: ['en même temps', 'au même moment'] },
  { wordings: ['tous les jours', 'chaque jour'] },
  { wordings: ['plus que tout', 'par-dessus tout'] },
  { wordings: ['en souriant', 'avec un sourire', 'avec un grand sourire'] },
  { wordings: ['à voix basse', 'tout bas', 'dans un murmure'] },
  { wordings: ['les yeux brillants', 'les yeux pétillants'] },
  // Not « aussitôt » itself: « aussitôt dit, aussitôt fait ».
  { wordings: ['tout de suite', 'sur-le-champ'], also: ['aussitôt'] },
  { wordings: ['avec soin', 'soigneusement', 'avec précaution'] },
  { wordings: ['en riant', 'dans un éclat de rire', 'en pouffant'] },
  { wordings: ['tout près', 'juste à côté'] },
  { wordings: ['tout là-haut', 'là-haut'] },
  { wordings: ['à petits pas', 'à pas de loup'] },
  { wordings: ['sans bruit', 'sans un bruit'] },
  { wordings: ['à toute vitesse', 'à toute allure', 'à vive allure'] },
  { wordings: ['avec courage', 'bravement', 'courageusement'] },
  { wordings: ['de plus en plus', 'toujours plus'] },
  { wordings: ['en chantant', 'en chantonnant', 'en fredonnant'] },
  { wordings: ["s'écria", "s'exclama"] },
  { wordings: ['murmura', 'chuchota'] },
];

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each wording of every family, longest first, with the choices it stands for. */
const CHOICES = new Map<string, readonly string[]>(
  WORDING_FAMILIES.flatMap((family) => family.wordings.map((wording) => [wording, [...family.wordings, ...(family.also ?? [])]] as const)),
);

/** Any wording, not inside a word: a lead-in only where a sentence or the template starts. */
const WORDING = new RegExp(
  [...CHOICES.keys()]
    .sort((a, b) => b.length - a.length)
    .map((wording) => (/^\p{Lu}.*, $/u.test(wording) ? `(?<=^|[.!?…]\\s)${escape(wording)}` : `(?<![\\p{L}'-])${escape(wording)}(?![\\p{L}'-])`))
    .join('|'),
  'gu',
);

/** A piece of fixed text cut at its wordings: plain text, and the choices that stand for each wording. */
export type VariantPiece = string | readonly string[];

/** Every wording in lower case, without a lead-in's comma: what a longer wording may hold. */
const LOWER_WORDINGS = [...CHOICES.keys()].map((wording) => wording.toLowerCase().replace(/, $/, ''));

/**
 * Whether the wording found at `start` is part of a longer one written there in another case or without
 * its lead-in comma (« Un peu plus loin » opening a choice, « Tout là-haut »): replacing the inner
 * « plus loin » or « là-haut » would tell « Un peu un peu plus loin », « Tout tout là-haut ».
 */
function insideLongerWording(text: string, start: number, found: string): boolean {
  const lowerText = text.toLowerCase();
  const lowerFound = found.toLowerCase().replace(/, $/, '');
  return LOWER_WORDINGS.some((longer) => {
    if (longer.length <= lowerFound.length) return false;
    for (let offset = longer.indexOf(lowerFound); offset >= 0; offset = longer.indexOf(lowerFound, offset + 1)) {
      if (start - offset >= 0 && lowerText.startsWith(longer, start - offset)) return true;
    }
    return false;
  });
}

/** Cuts a template's fixed text at the wordings of the families. */
export function splitWordings(text: string): VariantPiece[] {
  const pieces: VariantPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(WORDING)) {
    const start = match.index;
    if (insideLongerWording(text, start, match[0])) continue;
    // « Quelques pas plus loin » holds its own measure: a choice of « un peu plus loin » there would tell two.
    if (/plus loin/iu.test(match[0]) && /(?:pas|mètres|peu|bonds|foulées|sauts)\s$/iu.test(text.slice(0, start))) continue;
    // « en riant aux éclats » / « en riant des meilleurs moments » hold: « dans un éclat de rire aux éclats » or « … des meilleurs moments » is not French (before a choice's « | » too).
    if (/^en riant$/iu.test(match[0]) && /^\s+(?:aux éclats|de|des|du)(?![\p{L}])/u.test(text.slice(start + match[0].length))) continue;
    if (start > last) pieces.push(text.slice(last, start));
    pieces.push(CHOICES.get(match[0]) ?? [match[0]]);
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
