import type { EnergyProfile } from './pcm';
import type { SpeechWord } from '../common/speech-text';
import type { WordEvent } from './speech-synthesizer';

/** A word's span in samples, within one buffer. */
export interface SampleSpan {
  start: number;
  end: number;
}

/** UTF-16 offset of each code point of `text` (plus one past the end). */
function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  let offset = 0;
  for (const char of text) {
    offsets.push(offset);
    offset += char.length;
  }
  offsets.push(offset);
  return offsets;
}

/**
 * The sample where each displayed word starts, from the synthesiser's word events (which give the word's
 * place in the text). A word gets its first event ("2024" is read as several words, "l'étoile" as one or
 * two); an event between words belongs to the next word. Words without an event are placed between their
 * neighbours in proportion to their characters. The result never decreases.
 */
export function wordStartSamples(text: string, words: readonly SpeechWord[], events: readonly WordEvent[], soundStart: number, soundEnd: number): number[] {
  const starts: (number | undefined)[] = words.map(() => undefined);
  const offsets = codePointOffsets(text);
  let wordIndex = 0;
  for (const event of events) {
    const offset = offsets[Math.min(Math.max(event.textIndex, 0), offsets.length - 1)]!;
    while (wordIndex < words.length && words[wordIndex]!.end <= offset) {
      wordIndex++;
    }
    if (wordIndex >= words.length) {
      break;
    }
    starts[wordIndex] ??= event.sample;
  }
  return fillAndOrder(starts, words, soundStart, soundEnd);
}

function fillAndOrder(starts: (number | undefined)[], words: readonly SpeechWord[], soundStart: number, soundEnd: number): number[] {
  const result: number[] = [];
  let previous = soundStart;
  for (let i = 0; i < starts.length; i++) {
    const known = starts[i];
    if (known !== undefined) {
      previous = Math.min(Math.max(known, previous), soundEnd);
      result.push(previous);
      continue;
    }
    // Interpolate between the last placed word and the next known start (or the end of the sound).
    let next = i + 1;
    while (next < starts.length && starts[next] === undefined) {
      next++;
    }
    const nextSample = Math.max(previous, Math.min(starts[next] ?? soundEnd, soundEnd));
    const fromChar = i > 0 ? words[i - 1]!.start : words[i]!.start;
    const toChar = next < words.length ? words[next]!.start : words[words.length - 1]!.end;
    const fromSample = i > 0 ? previous : soundStart;
    const share = toChar > fromChar ? (words[i]!.start - fromChar) / (toChar - fromChar) : 0;
    previous = Math.round(fromSample + share * (nextSample - fromSample));
    result.push(previous);
  }
  return result;
}

/**
 * Each word's span: from its start to the next word's start (the last one to the end of the sound), with
 * the silence at either end left out, so a pause after a comma or a full stop belongs to no word.
 */
export function wordSpans(starts: readonly number[], soundEnd: number, profile: EnergyProfile): SampleSpan[] {
  return starts.map((rawStart, i) => {
    const rawEnd = Math.max(rawStart, starts[i + 1] ?? soundEnd);
    const start = profile.nextSound(rawStart, rawEnd);
    const end = profile.previousSound(rawEnd, start);
    return end > start ? { start, end } : { start: rawStart, end: rawEnd };
  });
}

/** Adds the offset of a buffer within the whole narration. */
export function shiftSpans(spans: readonly SampleSpan[], offset: number): SampleSpan[] {
  return spans.map((span) => ({ start: span.start + offset, end: span.end + offset }));
}
