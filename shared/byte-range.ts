/**
 * One range of a `Range: bytes=…` header (`a-b`, `a-`, `-n`), inclusive; undefined for no header, a malformed
 * one or several ranges (then the whole body, as S3 answers); 'unsatisfiable' when it starts past the end.
 * The twin's static files and the service worker's saved narrations answer an audio element's ranges alike.
 */
export function byteRange(header: string | null | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
