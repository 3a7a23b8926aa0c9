/**
 * Where a long e-mail address may wrap (issue 18: on a phone, /account cut the address in the middle of
 * a word). The address is cut into pieces after which the line may break: before '@' and each '.', and
 * after '-', '_' and '+', the places a reader expects a long address to continue on the next line. The
 * pieces joined give the address back unchanged.
 */
export function emailWrapPieces(email: string): string[] {
  return email.split(/(?=[@.])|(?<=[-_+])/).filter((piece) => piece !== '');
}
