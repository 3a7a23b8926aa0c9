/**
 * Stripe's v1 API takes form-encoded bodies with bracketed keys, as the `stripe` package sends them:
 * `line_items[0][price_data][currency]=eur&metadata[userId]=…`. This turns such a body back into the
 * nested object the SDK was given. Values stay strings (Stripe coerces them per parameter; so do the
 * shape checks). An object whose keys are exactly 0…n-1 becomes an array, as `line_items` must.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** A key the parser refuses (it would reach Object.prototype), reported as an unknown parameter. */
export class FormKeyError extends Error {
  override readonly name = 'FormKeyError';

  constructor(readonly param: string) {
    super(`Received unknown parameter: ${param}`);
  }
}

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

export function parseFormBody(body: string): Record<string, FormValue> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = keySegments(key);
    let node = root;
    for (const [index, segment] of segments.entries()) {
      if (FORBIDDEN_SEGMENTS.has(segment)) throw new FormKeyError(key);
      const name = segment === '' ? String(Object.keys(node).length) : segment; // `expand[]=…` appends
      if (index === segments.length - 1) {
        node[name] = value;
        break;
      }
      const next = node[name];
      if (typeof next !== 'object' || next === null) node[name] = {};
      node = node[name] as Record<string, unknown>;
    }
  }
  return toArrays(root) as Record<string, FormValue>;
}

/** `a[b][0]` → ['a', 'b', '0']; a key without brackets is one segment. */
function keySegments(key: string): string[] {
  const first = key.indexOf('[');
  if (first <= 0) return [key];
  const segments = [key.slice(0, first)];
  const pattern = /\[([^\]]*)\]/g;
  pattern.lastIndex = first;
  for (let match = pattern.exec(key); match; match = pattern.exec(key)) segments.push(match[1]!);
  return segments;
}

function toArrays(value: unknown): FormValue {
  if (typeof value !== 'object' || value === null) return value as string;
  const entries = Object.entries(value as Record<string, unknown>);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  if (isList) return entries.map(([, item]) => toArrays(item));
  return Object.fromEntries(entries.map(([key, item]) => [key, toArrays(item)]));
}

/** The bracketed name Stripe gives a parameter in its errors: `line_items[0][price_data][currency]`. */
export function paramName(path: readonly (string | number)[]): string {
  const [head = '', ...rest] = path;
  return `${head}${rest.map((segment) => `[${segment}]`).join('')}`;
}
