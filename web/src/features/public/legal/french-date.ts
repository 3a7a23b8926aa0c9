/**
 * Dates of the legal pages in French ("1er mars 2026", "25 novembre 2026"), written by hand rather than with
 * `Intl.DateTimeFormat`: the page is rendered to HTML at build time by Node and then hydrated by the browser,
 * and the two must print the very same words whatever locale data each one ships with (a small-ICU Node
 * prints "2026 M11 25"), or hydration fails.
 */
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-25" → "25 novembre 2026". A text that is not a calendar date is returned as it is. */
export function formatFrenchDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDate(year, month, day)) return isoDate;
  // French writes the first day of a month as an ordinal: « 1er mars ».
  return `${day === 1 ? '1er' : String(day)} ${MONTHS[month - 1]} ${year}`;
}

/** True for a real day of the Gregorian calendar ("2026-02-30" is not one). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}
