/**
 * Reads the story's JSON object ({ "title": …, "content": …, "moral": … }) while the completion streams it
 * (issue 30: the opening is narrated while the rest is written). The answer arrives in pieces cut anywhere:
 * inside a key, an escape (`\n`, `\u00e9`), between the halves of a surrogate pair. Only what the story
 * schema allows is read (one object of string values); anything else stops the reader, which then reports
 * nothing more: the whole answer is still parsed and checked by the writer once it is complete.
 */

type Place = 'start' | 'beforeKey' | 'key' | 'colon' | 'beforeValue' | 'value' | 'afterValue' | 'end' | 'broken';

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export class StoryStreamReader {
  private place: Place = 'start';
  private key = '';
  private text = '';
  /** Inside a string: after a backslash (''), or the hex digits of a \u escape read so far. */
  private escape: string | undefined;
  private readonly values = new Map<string, string>();
  private readonly done = new Set<string>();

  /** Reads the next piece of the answer. */
  push(piece: string): void {
    for (const character of piece) {
      if (this.place === 'broken' || this.place === 'end') return;
      this.read(character);
    }
  }

  /** The value of `key` read so far (undefined before it starts). */
  value(key: string): string | undefined {
    return this.place === 'broken' ? undefined : this.values.get(key);
  }

  /** Whether `key`'s value is read to its closing quote. */
  complete(key: string): boolean {
    return this.place !== 'broken' && this.done.has(key);
  }

  /** The answer was something other than one object of strings. */
  get broken(): boolean {
    return this.place === 'broken';
  }

  private read(character: string): void {
    switch (this.place) {
      case 'start':
        if (character === '{') this.place = 'beforeKey';
        else if (!WHITESPACE.has(character)) this.place = 'broken';
        return;
      case 'beforeKey':
        if (character === '"') {
          this.place = 'key';
          this.text = '';
        } else if (character === '}') this.place = 'end';
        else if (!WHITESPACE.has(character)) this.place = 'broken';
        return;
      case 'colon':
        if (character === ':') this.place = 'beforeValue';
        else if (!WHITESPACE.has(character)) this.place = 'broken';
        return;
      case 'beforeValue':
        if (character === '"') {
          this.place = 'value';
          this.values.set(this.key, '');
        } else if (!WHITESPACE.has(character)) this.place = 'broken';
        return;
      case 'afterValue':
        if (character === ',') this.place = 'beforeKey';
        else if (character === '}') this.place = 'end';
        else if (!WHITESPACE.has(character)) this.place = 'broken';
        return;
      case 'key':
      case 'value':
        this.readInString(character);
        return;
      default:
        return;
    }
  }

  private readInString(character: string): void {
    let decoded: string | undefined;
    if (this.escape === '') {
      if (character === 'u') {
        this.escape = 'u';
        return;
      }
      decoded = SIMPLE_ESCAPES[character];
      this.escape = undefined;
      if (decoded === undefined) {
        this.place = 'broken';
        return;
      }
    } else if (this.escape !== undefined) {
      if (!/^[0-9a-fA-F]$/.test(character)) {
        this.place = 'broken';
        return;
      }
      this.escape += character;
      if (this.escape.length < 5) return;
      // One UTF-16 unit: the two halves of a pair, each its own escape, join in the string.
      decoded = String.fromCharCode(Number.parseInt(this.escape.slice(1), 16));
      this.escape = undefined;
    } else if (character === '\\') {
      this.escape = '';
      return;
    } else if (character === '"') {
      this.closeString();
      return;
    } else {
      decoded = character;
    }
    if (this.place === 'key') this.text += decoded;
    else this.values.set(this.key, this.values.get(this.key)! + decoded);
  }

  private closeString(): void {
    if (this.place === 'key') {
      this.key = this.text;
      this.place = 'colon';
      return;
    }
    this.done.add(this.key);
    this.place = 'afterValue';
  }
}

/**
 * The opening paragraph of a story's content as the writer will store it (normaliseParagraphs: a paragraph
 * ends at any line break, blank lines and spaces do not count), once it is known to be whole: its line ended,
 * or the content did. Undefined until then.
 */
export function wholeFirstParagraph(content: string, contentComplete: boolean): string | undefined {
  const text = content.replace(/\r\n?/g, '\n');
  for (const line of text.split('\n').slice(0, contentComplete ? undefined : -1)) {
    const paragraph = line.replace(/[ \t\u00A0]+/g, ' ').trim();
    if (paragraph !== '') return paragraph;
  }
  return undefined;
}
