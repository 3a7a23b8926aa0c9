import { speechWords, type SpeechWord, type SpokenSegment } from '../common/speech-text';

/**
 * A story cut into speech requests. A speech model takes a bounded input (4,096 characters for the
 * OpenAI models, and its voice drifts on long inputs), so the spoken text is cut at the most natural
 * places that keep each chunk under the limit: between paragraphs first, then between sentences, then
 * after a comma, and only as a last resort between two words.
 */

/** Characters per speech request: well under the API's limit, a minute or two of speech. */
export const DEFAULT_MAX_CHUNK_CHARACTERS = 1_500;

export interface SpeechPiece {
  text: string;
  words: SpeechWord[];
  /** The last piece of a title, a paragraph or the moral: a longer pause follows. */
  endsSegment: boolean;
}

export interface SpeechChunk {
  /** What is sent to the speech model: the pieces, a blank line after each segment's end. */
  text: string;
  pieces: SpeechPiece[];
}

const SENTENCE_END = /(?<=[.!?…]["»”)]*)\s+/u;
const CLAUSE_END = /(?<=[,;:])\s+/u;

/** Greedily packs parts (joined by a space) into runs of at most `max` characters; a longer part stays alone. */
function pack(parts: readonly string[], max: number): string[] {
  const runs: string[] = [];
  let current = '';
  for (const part of parts) {
    if (current && current.length + 1 + part.length > max) {
      runs.push(current);
      current = part;
    } else {
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current) runs.push(current);
  return runs;
}

/** A text of any length as pieces of at most `max` characters, cut at the best boundaries available. */
function cutText(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const boundaries = [SENTENCE_END, CLAUSE_END, /\s+/u];
  const cut = (part: string, level: number): string[] => {
    if (part.length <= max) return [part];
    const boundary = boundaries[level];
    // A single "word" longer than the limit: cut it blindly (never happens in a story, but must not loop).
    if (boundary === undefined) return part.match(new RegExp(`[\\s\\S]{1,${max}}`, 'gu')) ?? [part];
    return pack(part.split(boundary).filter(Boolean), max).flatMap((run) => cut(run, level + 1));
  };
  return cut(text, 0);
}

/** The spoken segments (title, paragraphs, moral) as chunks of at most `maxCharacters` characters. */
export function splitIntoChunks(segments: readonly SpokenSegment[], maxCharacters: number = DEFAULT_MAX_CHUNK_CHARACTERS): SpeechChunk[] {
  const pieces: SpeechPiece[] = segments.flatMap((segment) => {
    const texts = cutText(segment.text, maxCharacters);
    return texts.map((text, index) => ({ text, words: speechWords(text), endsSegment: index === texts.length - 1 }));
  });
  const chunks: SpeechChunk[] = [];
  let current: SpeechPiece[] = [];
  let currentText = '';
  for (const piece of pieces) {
    const separator = current.length === 0 ? '' : current[current.length - 1]!.endsSegment ? '\n\n' : ' ';
    if (current.length > 0 && currentText.length + separator.length + piece.text.length > maxCharacters) {
      chunks.push({ text: currentText, pieces: current });
      current = [piece];
      currentText = piece.text;
    } else {
      current.push(piece);
      currentText += separator + piece.text;
    }
  }
  if (current.length > 0) chunks.push({ text: currentText, pieces: current });
  return chunks;
}
