/** Lowercase, without accents or ligatures: « Forêt », « foret » and « FORÊT » are the same word to our readers. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
