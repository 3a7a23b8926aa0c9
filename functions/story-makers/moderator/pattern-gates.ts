/**
 * Gates for the indirect rules' patterns (issue 25, bench:moderator): the literal strings a pattern cannot
 * match without, read from its source, and one pass over a text that says which patterns' gates it holds.
 * A pattern whose gate the text lacks is not run: it could not have matched, so no verdict changes.
 *
 * The reading is conservative: a sequence needs each of its mandatory parts, so it keeps the one part
 * with the longest shortest literal (a run of plain characters, or a mandatory group's gate); an
 * alternation needs one of its branches, so it takes the union of theirs, and has none if one branch has
 * none; an optional part, a class, a lookaround or any syntax not read here gives no gate, and a pattern
 * with no gate always runs. Spaces around a literal are cut (a substring of a required string is required).
 */

/** The gate of a part: the literals one of which every match holds, or null (no gate: always run). */
type Gate = string[] | null;

const MIN_LITERAL = 2;

/**
 * One token of a pattern's source: an escape, a class, a group's opening, a quantifier, a run of plain
 * characters (one token for a word: the gates are read at every cold start) or one other character.
 */
const TOKEN = /\\[\s\S]|\[\^?(?:\\[\s\S]|[^\\\]])*\]|\((?:\?(?::|=|!|<=|<!))?|(?:[?*+]|\{\d+(?:,\d*)?\})\??|[^\\[()|?*+{.^$]+|[\s\S]/g;

/** A quantifier token (« { » alone is a literal brace); no regex here: the gates are read at every cold start. */
function isQuantifier(token = ''): boolean {
  const first = token[0];
  return first === '?' || first === '*' || first === '+' || (first === '{' && token.length > 1);
}

function strength(gate: Gate): number {
  return gate === null ? 0 : Math.min(...gate.map((literal) => literal.length));
}

function literalGate(run: string): Gate {
  const literal = run.trim();
  return literal.length >= MIN_LITERAL ? [literal] : null;
}

/** Reads a pattern's source (no flags) into its gate. */
export function patternGate(source: string): Gate {
  const tokens = source.match(TOKEN) ?? [];
  let at = 0;
  let unread = false;

  function quantifierMin(): number | undefined {
    const token = tokens[at];
    if (token === undefined || !isQuantifier(token)) return undefined;
    at += 1;
    return token[0] === '+' ? 1 : token[0] === '{' ? parseInt(token.slice(1)) : 0;
  }

  function alternation(): Gate {
    const branches = [sequence()];
    while (tokens[at] === '|') {
      at += 1;
      branches.push(sequence());
    }
    if (branches.length === 1) return branches[0] ?? null;
    if (branches.includes(null)) return null;
    return [...new Set(branches.flat() as string[])];
  }

  function sequence(): Gate {
    let best: Gate = null;
    let bestStrength = 0;
    let run = '';
    const keep = (gate: Gate): void => {
      const gateStrength = strength(gate);
      if (gateStrength > bestStrength) {
        best = gate;
        bestStrength = gateStrength;
      }
    };
    for (let token = tokens[at]; token !== undefined && token !== '|' && token !== ')'; token = tokens[at]) {
      at += 1;
      // Zero-width assertions keep a run whole: « ne\b » still needs « ne ».
      if (token === '\\b' || token === '\\B') continue;
      let literal: string | undefined;
      let inner: Gate = null;
      if (token[0] === '(') {
        const gate = alternation();
        if (tokens[at] !== ')') unread = true;
        at += 1;
        // A lookaround's content need not be in the match.
        if (token === '(' || token === '(?:') inner = gate;
      } else if (token[0] === '\\') {
        const escaped = token.charAt(1);
        if (/\W/.test(escaped)) literal = escaped;
        else if (!'wWsSdD'.includes(escaped)) unread = true;
      } else if (isQuantifier(token)) {
        unread = true;
      } else if (token[0] !== '[' && !'.^$'.includes(token)) {
        // A quantifier after a run applies to its last character only.
        if (isQuantifier(tokens[at])) {
          run += token.slice(0, -1);
          literal = token.slice(-1);
        } else literal = token;
      }
      const min = quantifierMin();
      if (literal !== undefined && min === undefined) {
        run += literal;
        continue;
      }
      keep(literalGate(run));
      run = '';
      if (min === undefined || min >= 1) keep(inner);
    }
    keep(literalGate(run));
    return best;
  }

  const gate = alternation();
  return unread || at < tokens.length ? null : gate;
}

interface TrieNode {
  next: Map<number, TrieNode>;
  /** The patterns this literal opens. */
  opens: number[];
}

function trieNode(): TrieNode {
  return { next: new Map(), opens: [] };
}

/**
 * The gates of many patterns, read in one pass over a text: a trie of their literals walked from every
 * position. `open(index)` says whether the last text scanned may match pattern `index`.
 */
export class PatternGates {
  private readonly root = trieNode();
  /** The last scan that opened each pattern; -1 for a pattern with no gate, always open. */
  private readonly opened: number[] = [];
  /** Each pattern's source, by index (the gates' tests run them all). */
  readonly sources: string[] = [];
  private stamp = 0;
  private scanned: string | undefined;

  /** Adds a pattern and returns its index. */
  add(source: string): number {
    const index = this.sources.push(source) - 1;
    const gate = patternGate(source);
    this.opened.push(gate === null ? -1 : 0);
    for (const literal of gate ?? []) {
      let node = this.root;
      for (let position = 0; position < literal.length; position++) {
        const code = literal.charCodeAt(position);
        let next = node.next.get(code);
        if (next === undefined) {
          next = trieNode();
          node.next.set(code, next);
        }
        node = next;
      }
      node.opens.push(index);
    }
    return index;
  }

  scan(text: string): void {
    this.stamp += 1;
    this.scanned = text;
    const { opened, stamp } = this;
    for (let start = 0; start < text.length; start++) {
      let node: TrieNode | undefined = this.root;
      for (let position = start; position < text.length; position++) {
        node = node.next.get(text.charCodeAt(position));
        if (node === undefined) break;
        for (const index of node.opens) opened[index] = stamp;
      }
    }
  }

  /** A pattern run only when the text scanned holds its gate. */
  pattern(source: string): { test(text: string): boolean } {
    const index = this.add(source);
    const pattern = new RegExp(source);
    return { test: (text) => this.open(index, text) && pattern.test(text) };
  }

  /** False only when `text` is the one last scanned and it holds none of the pattern's gate. */
  open(index: number, text: string): boolean {
    const opened = this.opened[index] ?? -1;
    return opened < 0 || opened === this.stamp || text !== this.scanned;
  }
}
