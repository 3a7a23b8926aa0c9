import { cleanText, stripAccents } from './normalise';

/**
 * Personal data a parent should not put in a story: e-mail addresses, telephone numbers, postal
 * addresses, bank and card numbers, social security numbers. The child's first name is not personal
 * data here: the product uses it on purpose.
 *
 * Each detector is a regular expression over the text with accents removed (case kept: the address
 * detectors use capitals), written so that ordinary story numbers pass: ages ("7 ans"), counts ("les 7
 * nains", "1, 2, 3, soleil", "compte de 1 à 10"), years, big round numbers written the French way
 * ("100 000 000 étoiles", "1000000000 de bonbons"), times ("à 8 h 30").
 * No expression nests unbounded quantifiers, so a long text cannot make them backtrack for long.
 */

/**
 * user@domain.tld, spaces around @ and dots tolerated. The look-behind makes a match start only at the
 * beginning of a run of address characters, so a long run without "@" is scanned once, not once per
 * character.
 */
const EMAIL = /(?<![\w.%+-])[\w.%+-]+\s?@\s?[\w-]+(?:\s?\.\s?[\w-]+)*\s?\.\s?[a-z]{2,}\b/i;

/** Spelled-out e-mails: "jean (at) mail (dot) com", "jean arobase mail point fr". */
const SPELLED_EMAIL =
  /(?<![\w.%+-])[\w.%+-]+\s*(?:\(at\)|\[at\]|\{at\}|\sat\s|\sarobase\s|\sarrobase\s)\s*[\w-]+\s*(?:\.|\(dot\)|\[dot\]|\sdot\s|\spoint\s)\s*(?:com|fr|net|org|be|ch|ca|eu|io|info|co|uk|de|es|it)\b/i;

const SPELLED_AT = /\sat\s|arobase|arrobase|\(at\)|\[at\]|\{at\}/i;

/**
 * French numbers: 0X XX XX XX XX with spaces, dots, dashes or nothing, and +33 / 0033 forms
 * ("+33 6 12 34 56 78", "+33 (0)6…", "0033612345678"). The digits after the first one go by pairs,
 * so "0 1 2 3 4 5 6 7 8 9" (counting) is not a number.
 */
const FRENCH_PHONE = /(?:(?:\+|\b00)\s?33\s?(?:\(\s?0\s?\)\s?)?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;

/** International numbers: + or 00, a country code, then at least eight more digits. */
const INTERNATIONAL_PHONE = /(?:\+|\b00)\s?[1-9]\d{0,2}(?:[\s.-]?\(?\d{1,4}\)?){2,6}/g;

/** North-American style: (555) 123-4567, 555-123-4567, 555.123.4567. */
const NORTH_AMERICAN_PHONE = /(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/;

/** Groups of digits ("4111 1111 1111 1111", "06 12 34 56 78", "0612345678"): judged by `isSensitiveDigitRun`. */
const DIGIT_RUN = /\b\d+(?:[ .-]\d+)*\b/g;

/** IBAN: two letters, two check digits, then 10 to 30 letters or digits in groups (FR76 3000 6000 0112…). */
const IBAN = /\b[a-z]{2}\d{2}(?:\s?[a-z0-9]){10,30}/gi;

/** French social security number: 1 85 05 78 006 084 36. */
const SOCIAL_SECURITY = /\b[12][\s.]?\d{2}[\s.]?(?:0[1-9]|1[0-2]|[2-9]\d)[\s.]?(?:\d{2}|2a|2b)[\s.]?\d{3}[\s.]?\d{3}(?:[\s.]?\d{2})?\b/i;

/**
 * French street addresses: a number (with bis/ter), then a street type. After "rue", "avenue",
 * "boulevard"… that is enough ("12 rue des Lilas", "3 bis, avenue Foch"); after words that are also
 * ordinary nouns ("place", "quai", "chemin", "route", "cours"…) a name must follow, checked by
 * `isStreetName`: "de la Mairie", "Victor Hugo", but not "1 place libre", "2 cours de piano" or
 * "le train de 8 h 30, quai 3".
 */
const FRENCH_STREET =
  /\b\d{1,4}\s?(?:bis|ter|[a-d])?\s?,?\s(?:(?:rue|avenue|bd|boulevard|allee|impasse|chaussee|faubourg|fbg|lotissement|residence)\b|av\.)(?!\s*\d)/i;
const FRENCH_PLACE =
  /\b\d{1,4}\s?(?:bis|ter)?\s?,?\s(place|quai|chemin|route|passage|sentier|square|esplanade|promenade|voie|hameau|cite|villa|parvis|cours|lieu[\s-]dit)\s+([\w']+)(?:\s+(\w+))?/gi;

/** After a street type that is also a common noun: "de la …", "du …", "des …" or a capitalised name. */
function isStreetName(type: string, next: string, after: string | undefined): boolean {
  if (/^[A-Z]/.test(next)) return true;
  // "2 cours de piano": after "cours", only a capitalised name counts.
  if (type.toLowerCase() === 'cours') return false;
  if (/^(?:du|des|d'\w*|l'\w*)$/i.test(next)) return true;
  return /^(?:de|la|le|les)$/i.test(next) && after !== undefined && (/^[A-Z]/.test(after) || /^(?:la|l)$/i.test(after));
}

function hasFrenchPlace(text: string): boolean {
  for (const match of text.matchAll(FRENCH_PLACE)) {
    if (isStreetName(match[1] ?? '', match[2] ?? '', match[3])) return true;
  }
  return false;
}

/** "J'habite au 12", "nous habitons au 5 bis", "I live at 42" (but not "habite à 5 minutes", "au 3e étage"). */
const LIVES_AT = /\b(?:habit\w*\s+au\s+\d{1,4}\b|lives?\s+at\s+(?:number\s+)?\d{1,5}\b)/i;

/** A French postcode followed by a capitalised town: "75011 Paris", "69003 Lyon"; or "code postal : 75011". */
const POSTCODE_TOWN = /\b(?:0[1-9]|[1-8]\d|9[0-8])\d{3}\s+[A-Z][a-z]{2,}|\bcode\s+postal\s*:?\s*\d{5}\b/;

/**
 * English addresses: "221B Baker Street", "10 Downing Street", "42 Elm Rd". Up to three words between
 * the number and the street type, none of them a little word of a sentence, so "5 miles down the road"
 * and "3 cats on the street" pass.
 */
const ENGLISH_STREET =
  /\b\d{1,5}[a-z]?\s+(?:(?!(?:the|a|an|down|up|along|across|on|to|of|in|at|by|from|into|over|near|my|our|his|her|their|this|that|miles?|km|blocks?|steps?|more|other|big|little|small|old)\b)[a-z]+\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|boulevard|blvd|terrace|crescent)\b/i;

/**
 * A run of digits is sensitive when it holds nine digits or more (a phone, card, account number),
 * unless it is a big number written the French way ("100 000 000": groups of three after the first)
 * or a round number ("1000000000").
 */
function isSensitiveDigitRun(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 9) return false;
  const groups = run.split(/[ .-]/);
  if (groups.length > 1 && groups.slice(1).every((group) => group.length === 3) && (groups[0]?.length ?? 0) <= 3) return false;
  if (/^[1-9]0{6,}$/.test(digits)) return false;
  // A run of one-digit groups is counting ("1 2 3 4 5 6 7 8 9 10"), not a number.
  if (groups.length > 1 && groups.filter((group) => group.length === 1).length * 2 >= groups.length) return false;
  return true;
}

function hasInternationalPhone(text: string): boolean {
  for (const match of text.matchAll(INTERNATIONAL_PHONE)) {
    if (match[0].replace(/\D/g, '').length >= 9) return true;
  }
  return false;
}

function hasIban(text: string): boolean {
  for (const match of text.matchAll(IBAN)) {
    const compact = match[0].replace(/\s/g, '');
    if (compact.length >= 14 && compact.replace(/\D/g, '').length >= 8) return true;
  }
  return false;
}

function hasSensitiveDigitRun(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (isSensitiveDigitRun(match[0])) return true;
  }
  return false;
}

/**
 * French number words, as a telephone number is read aloud ("zéro six, douze, trente-quatre…"): units,
 * teens and tens; "et" joins them ("vingt et un") and counts for nothing.
 */
const NUMBER_WORDS = new Set(
  'zero un une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt vingts trente quarante cinquante soixante cent cents'.split(' '),
);
const SINGLE_DIGITS = ['zero', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];

/**
 * A telephone number spelled in words, or in words and digits: a run of number words (hyphens, commas
 * and dots between them) that starts with "zéro" and holds six words or more, or that holds eight
 * words or more. Counting ("zéro, un, deux, trois…", "dix, neuf, huit…") is no number: a run of single
 * digits, each one more or one less than the last, is skipped.
 */
function hasSpelledPhone(plain: string): boolean {
  const words = plain.toLowerCase().split(/[^a-z0-9+]+/);
  let run: string[] = [];
  const judge = (): boolean => {
    const numbers = run.filter((word) => word !== 'et');
    run = [];
    if (numbers.length < 6) return false;
    const startsWithZero = numbers[0] === 'zero' || numbers[0] === '0' || (numbers[0] ?? '').startsWith('0') || numbers[0]?.startsWith('+') === true;
    if (!startsWithZero && numbers.length < 8) return false;
    const digits = numbers.map((word) => (/^\d+$/.test(word) ? Number(word) : SINGLE_DIGITS.indexOf(word)));
    const counting = digits.every((digit) => digit >= 0) && digits.slice(1).every((digit, index) => Math.abs(digit - (digits[index] ?? 0)) === 1);
    return !counting;
  };
  for (const word of words) {
    if (NUMBER_WORDS.has(word) || /^\+?\d{1,2}$/.test(word) || (word === 'et' && run.length > 0)) run.push(word);
    else if (run.length > 0 && judge()) return true;
  }
  return run.length > 0 && judge();
}

/** Does the text seem to hold personal data? */
export function containsPersonalData(text: string): boolean {
  const plain = stripAccents(cleanText(text));
  const spelledAt = SPELLED_AT.test(plain);
  if (!spelledAt && !/[\d@]/.test(plain)) return hasSpelledPhone(plain);
  return (
    hasSpelledPhone(plain) ||
    (plain.includes('@') && EMAIL.test(plain)) ||
    (spelledAt && SPELLED_EMAIL.test(plain)) ||
    FRENCH_PHONE.test(plain) ||
    NORTH_AMERICAN_PHONE.test(plain) ||
    hasInternationalPhone(plain) ||
    SOCIAL_SECURITY.test(plain) ||
    hasIban(plain) ||
    hasSensitiveDigitRun(plain) ||
    FRENCH_STREET.test(plain) ||
    hasFrenchPlace(plain) ||
    LIVES_AT.test(plain) ||
    POSTCODE_TOWN.test(plain) ||
    ENGLISH_STREET.test(plain)
  );
}
