/**
 * French grammar helpers the templates cannot express on their own: elision and contraction at the
 * seams where a parent's text meets ours ("de" + "le dragon" → "du dragon", "que" + "Anna" →
 * "qu'Anna"), lists, numbers, capitals and French typography (no-break spaces before : ; ! ? »).
 */

export const NBSP = '\u00A0';

/** Words whose h is "aspiré": no elision before them ("le hérisson", "la hutte"). */
const H_ASPIRE = new Set([
  'hache', 'haie', 'hall', 'hamac', 'hameau', 'hamster', 'hanche', 'hangar', 'hanneton', 'haricot', 'harpe', 'hasard', 'hâte',
  'haut', 'haute', 'hauts', 'hautes', 'hauteur', 'hautbois', 'héron', 'héros', 'hérisson', 'hêtre', 'hibou', 'hiboux', 'hippie', 'hockey', 'homard',
  'honte', 'hoquet', 'hotte', 'houle', 'housse', 'hublot', 'huit', 'hurlement', 'hutte', 'hyène', 'hérissons', 'hamsters',
]);

const VOWEL_START = /^[aeiouàâäéèêëîïôöûùüœæAEIOUÀÂÄÉÈÊËÎÏÔÖÛÙÜŒÆ]/;

/** Whether a word starts with a vowel sound (a vowel, or an h that is not aspiré). */
export function startsWithVowelSound(word: string): boolean {
  const bare = word.replace(/^[«"“(\s]+/, '');
  if (VOWEL_START.test(bare)) return true;
  if (/^[hH]/.test(bare)) {
    const first = (bare.toLowerCase().match(/^[\p{L}-]+/u)?.[0] ?? '').split('-')[0] ?? '';
    return !H_ASPIRE.has(first);
  }
  return false;
}

export function capitalizeFirst(text: string): string {
  // \uE000 opens a placeholder still to be filled (see template.ts): its own first letter will come.
  const index = text.search(/[\p{L}\uE000]/u);
  if (index < 0 || text.charAt(index) === '\uE000') return text;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "de" + a noun phrase: du, de la, de l', des, d' — the article of the phrase decides. */
export function withDe(phrase: string): string {
  const lower = phrase.toLowerCase();
  if (lower.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (lower.startsWith('les ')) return `des ${phrase.slice(4)}`;
  if (lower.startsWith('des ')) return `de ${phrase.slice(4)}`;
  return startsWithVowelSound(phrase) ? `d'${phrase}` : `de ${phrase}`;
}

/** "à" + a noun phrase: au, à la, à l', aux. */
export function withA(phrase: string): string {
  const lower = phrase.toLowerCase();
  if (lower.startsWith('le ')) return `au ${phrase.slice(3)}`;
  if (lower.startsWith('les ')) return `aux ${phrase.slice(4)}`;
  if (lower.startsWith('des ')) return `à des ${phrase.slice(4)}`;
  return `à ${phrase}`;
}

/** "a", "a et b", "a, b et c". */
export function joinList(items: readonly string[], conjunction = 'et'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

const NUMBER_WORDS = [
  'zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix',
  'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf', 'vingt',
];

export function numberInWords(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

/** Words after which "ce" stays "ce" even before a vowel: "ce à quoi", "ce est" never occur as "cet". */
const CE_KEEPS = new Set(['à', 'a', 'au', 'aux', 'en', 'est', 'était', 'étaient', 'eut', 'où', 'y', 'il', 'ils', 'elle', 'elles', 'on', 'un', 'une', 'qui', 'que']);

function wordAt(text: string, index: number): string {
  return text.slice(index).match(/^[\p{L}-]+/u)?.[0] ?? '';
}

/**
 * Elision and the other seams French needs once slots are filled: "de Anna" → "d'Anna", "que il" →
 * "qu'il", "le arbre" → "l'arbre", "si il" → "s'il", "ce ours" → "cet ours", "sa amie" → "son amie".
 * Words are matched whole (a letter before them blocks the rule), so "garde" or "cela" are left alone.
 */
export function applyElision(text: string): string {
  let result = text.replace(/(?<![\p{L}'’])(de|le|la|que|ne|se|me|te|je|lorsque|puisque|jusque) (?=[\p{L}])/giu, (match, word: string, offset: number) => {
    const next = wordAt(text, offset + match.length);
    if (!startsWithVowelSound(next)) return match;
    if (/^(un|une|onze|oui|ouate|yeux)$/i.test(next) && /^(le|la)$/i.test(word)) return match;
    // « Je crois que oui », « le oui » : oui takes no elision.
    if (/^oui$/i.test(next)) return match;
    return `${word.slice(0, -1)}'`;
  });
  result = result.replace(/(?<![\p{L}'’])([Ss])i (?=ils?\b)/gu, "$1'");
  result = result.replace(/(?<![\p{L}'’])([Cc])e (?=[\p{L}])/gu, (match, letter: string, offset: number) => {
    const next = wordAt(result, offset + match.length);
    if (!startsWithVowelSound(next) || CE_KEEPS.has(next.toLowerCase())) return match;
    return `${letter}et `;
  });
  result = result.replace(/(?<![\p{L}'’])([MmTtSs])a (?=[\p{L}])/gu, (match, letter: string, offset: number) => {
    const next = wordAt(result, offset + match.length);
    if (!startsWithVowelSound(next)) return match;
    return `${letter}on `;
  });
  return result;
}

/**
 * French typography and tidying of a paragraph: single spaces, none before , and ., a no-break space
 * before : ; ! ? » and after «, capitals at the start of every sentence.
 */
/**
 * A feminine made by a template's bare « e » (« inquiet{g:|e} », « tout entier{e} ») misses the grave
 * accent its ending takes: « inquiète », « entière », « première » (the editor's second read, issue 26).
 */
const GRAVE_FEMININES: Record<string, string> = {
  inquiete: 'inquiète', complete: 'complète', secrete: 'secrète', discrete: 'discrète', entiere: 'entière', premiere: 'première',
  derniere: 'dernière', fiere: 'fière', legere: 'légère', chere: 'chère', grossiere: 'grossière', familiere: 'familière', singuliere: 'singulière',
};
const GRAVE_PATTERN = new RegExp(`(?<![\\p{L}])(${Object.keys(GRAVE_FEMININES).join('|')})(s?)(?![\\p{L}])`, 'giu');

function graveFeminines(text: string): string {
  return text.replace(GRAVE_PATTERN, (_whole, bare: string, plural: string) => {
    const right = GRAVE_FEMININES[bare.toLowerCase()]!;
    return `${bare[0] === bare[0]!.toUpperCase() ? right[0]!.toUpperCase() + right.slice(1) : right}${plural}`;
  });
}

export function polish(text: string): string {
  let result = text.replace(/[ \t\u00A0]+/g, ' ').trim();
  result = graveFeminines(result);
  result = applyElision(result);
  result = result.replace(/ +([,.…)])/g, '$1');
  result = result.replace(/(\p{L})' +(?=\p{L})/gu, "$1'");
  result = result.replace(/,(?=[^\s\d])/g, ', ');
  result = result.replace(/([.!?…])\1+/g, '$1');
  // "Le rouge ! ." → "Le rouge !"; "« Viens ! »." → "« Viens ! »" (a quote that ended its sentence).
  result = result.replace(/([!?…])\s*\.(?!\.)/g, '$1');
  result = result.replace(/([.!?…][\s\u00A0]*»)\s*\./g, '$1');
  result = result.replace(/,\s*([.!?])/g, '$1');
  result = result.replace(/\s*([:;!?»]+)/g, (_match, marks: string) => `${NBSP}${marks.split('').join(NBSP)}`.replace(/([!?])\u00A0([!?])/g, '$1$2'));
  result = result.replace(/«\s*/g, `«${NBSP}`);
  result = capitalizeFirst(result);
  // After a closing quote a lowercase word is an incise (« Viens ! » dit-elle) and stays lowercase.
  // "…" may go on in lowercase ("coller, nouer… et surtout"): only . ! ? start a sentence here.
  result = result.replace(/([.!?])\s+(«\u00A0)?(\p{Ll})/gu, (_match, end: string, quote: string | undefined, letter: string) => `${end} ${quote ?? ''}${letter.toUpperCase()}`);
  return result;
}

/** Lead-ins that set the moment of the day: said twice in a few sentences, the second is one moment told twice. */
const MOMENT_LEAD_IN = /^(le soir venu|ce soir-là|un beau matin|le lendemain matin|à la tombée de la nuit|au petit matin|ce matin-là|la nuit venue|cette nuit-là|quand vint le soir|le soir),\s+/iu;
/** How many sentences back a moment's lead-in still counts as the same moment. */
const MOMENT_SPAN = 3;

/**
 * « Le soir venu, Léa dit au revoir. Le soir venu, elle se glissa sous sa couette. »: banks of different
 * beats may each open on the same moment (the editor's second read, issue 26). The second lead-in goes,
 * and its sentence opens on what follows. Paragraph breaks are kept; sentences split as the checker does.
 */
export function dropRepeatedLeadIns(paragraphs: readonly string[]): string[] {
  const recent: string[] = [];
  return paragraphs.map((paragraph) =>
    paragraph
      .split(/(?<=[.!?…»])\s+(?=[«\p{Lu}])/u)
      .map((sentence) => {
        const lead = MOMENT_LEAD_IN.exec(sentence);
        const key = lead?.[1]!.toLowerCase() ?? '';
        const repeated = lead !== null && recent.includes(key);
        recent.push(key);
        if (recent.length > MOMENT_SPAN) recent.shift();
        return repeated ? capitalizeFirst(sentence.slice(lead[0].length)) : sentence;
      })
      .join(' '),
  );
}
