import { concatPcm, EnergyProfile, msToSamples, soundBounds } from './pcm';
import type { SpokenSegment } from '../common/speech-text';
import type { SpeechSynthesizer, SynthesizedPiece, VoiceSettings } from './speech-synthesizer';
import { PAUSES_MS } from './voice';
import { shiftSpans, wordSpans, wordStartSamples, type SampleSpan } from './word-timings';

/** Window RMS below this (16-bit scale) is silence: eSpeak's pauses are digital zeros, speech is > 500. */
export const SILENCE_RMS = 64;
/** Sound kept around each piece when its own leading and trailing silence is cut. */
const TRIM_MARGIN_MS = 20;

export interface TimedWord extends SampleSpan {
  word: string;
}

/** The whole narration before encoding: samples, words in samples, and the silences that were inserted. */
export interface NarrationPcm {
  sampleRate: number;
  pcm: Int16Array;
  words: TimedWord[];
  /** Inserted silences (lead-in, between pieces, tail), in samples, in order. */
  pauses: SampleSpan[];
  /** Where the PCM was cut into parts (middles of pauses), ascending; empty when not cut. */
  cuts: number[];
}

/** Receives the narration in parts as it is assembled (each begins and ends inside a pause; a fresh copy the sink may keep or move). */
export type PartSink = (part: Int16Array, start: number, sampleRate: number) => void;

function pauseBefore(previous: SpokenSegment, current: SpokenSegment): number {
  if (previous.kind === 'title') {
    return PAUSES_MS.afterTitle;
  }
  return current.kind === 'moral' ? PAUSES_MS.beforeMoral : PAUSES_MS.betweenParagraphs;
}

/** Keeps a span inside the kept part of a piece (a word placed in cut silence lands on its edge). */
function clampTo(from: number, to: number): (span: SampleSpan) => SampleSpan {
  return (span) => {
    const start = Math.min(Math.max(span.start, from), to);
    return { start, end: Math.min(Math.max(span.end, start), to) };
  };
}

/**
 * Builds the narration's timeline piece by piece: the lead-in, each piece with the synthesiser's own
 * silence cut at its ends, the narrator's pauses between pieces, the tail; every word is placed on it.
 * With a sink, the PCM is handed over in parts of at least `minPartSamples`, cut in the middle of a pause,
 * as soon as they are complete.
 */
export class NarrationAssembler {
  private readonly chunks: Int16Array[] = [];
  private readonly words: TimedWord[] = [];
  private readonly pauses: SampleSpan[] = [];
  private readonly cuts: number[] = [];
  private readonly profileWindow: number;
  private readonly margin: number;
  private length = 0;
  private partStart = 0;
  private partChunks: Int16Array[] = [];
  private added = 0;
  /** Second half of the pause after the last piece, added with the next piece. */
  private pendingSilence = 0;

  constructor(
    private readonly segments: readonly SpokenSegment[],
    readonly sampleRate: number,
    private readonly sink?: PartSink,
    private readonly minPartSamples = Number.POSITIVE_INFINITY,
  ) {
    this.profileWindow = Math.max(1, Math.round(sampleRate / 100));
    this.margin = msToSamples(TRIM_MARGIN_MS, sampleRate);
    const leadIn = msToSamples(PAUSES_MS.leadIn, sampleRate);
    this.pauses.push({ start: 0, end: leadIn });
    this.append(new Int16Array(leadIn));
  }

  get piecesAdded(): number {
    return this.added;
  }

  /** Adds the next piece (pieces come in the segments' order). */
  add(piece: SynthesizedPiece): void {
    const index = this.added;
    const segment = this.segments[index];
    if (!segment) {
      throw new Error(`Narration: unexpected piece ${index + 1} of ${this.segments.length}`);
    }
    this.append(new Int16Array(this.pendingSilence));
    this.pendingSilence = 0;
    const profile = new EnergyProfile(piece.pcm, this.profileWindow, SILENCE_RMS);
    const sound = soundBounds(profile, piece.pcm.length);
    const keepFrom = Math.max(0, sound.start - this.margin);
    const keepTo = sound.end > sound.start ? Math.min(piece.pcm.length, sound.end + this.margin) : keepFrom;
    const starts = wordStartSamples(segment.text, segment.words, piece.wordEvents, sound.start, sound.end);
    const spans = shiftSpans(wordSpans(starts, sound.end, profile).map(clampTo(keepFrom, keepTo)), this.length - keepFrom);
    spans.forEach((span, i) => this.words.push({ word: segment.words[i]!.word, ...span }));
    this.append(piece.pcm.subarray(keepFrom, keepTo));
    this.added++;
    const next = this.segments[this.added];
    if (next) {
      this.startPause(pauseBefore(segment, next));
    }
  }

  /** Adds the tail, hands over the last part and returns the whole narration. */
  finish(): NarrationPcm {
    if (this.added !== this.segments.length) {
      throw new Error(`Narration: ${this.added} pieces synthesised for ${this.segments.length} texts`);
    }
    const tail = msToSamples(PAUSES_MS.tail, this.sampleRate);
    this.pauses.push({ start: this.length, end: this.length + tail });
    this.append(new Int16Array(tail));
    if (this.sink && this.partChunks.length > 0) {
      this.sink(concatPcm(this.partChunks), this.partStart, this.sampleRate);
      this.partChunks = [];
    }
    const chunks = this.chunks;
    let pcm: Int16Array | undefined;
    return {
      sampleRate: this.sampleRate,
      // Joined only when read (tests, or encoding here when the workers failed): the parts are already encoding.
      get pcm(): Int16Array {
        pcm ??= concatPcm(chunks);
        return pcm;
      },
      words: this.words,
      pauses: this.pauses,
      cuts: this.cuts,
    };
  }

  private append(chunk: Int16Array): void {
    this.chunks.push(chunk);
    this.partChunks.push(chunk);
    this.length += chunk.length;
  }

  /**
   * Adds the first half of the pause after a piece, where the current part may end (handed over at once,
   * before the next piece is synthesised); the second half comes with the next piece.
   */
  private startPause(ms: number): void {
    const length = msToSamples(ms, this.sampleRate);
    this.pauses.push({ start: this.length, end: this.length + length });
    const half = Math.floor(length / 2);
    this.append(new Int16Array(half));
    this.pendingSilence = length - half;
    if (this.sink && this.length - this.partStart >= this.minPartSamples) {
      this.sink(concatPcm(this.partChunks), this.partStart, this.sampleRate);
      this.cuts.push(this.length);
      this.partChunks = [];
      this.partStart = this.length;
    }
  }
}

/**
 * Synthesises the pieces and assembles the narration (see NarrationAssembler); with a sink, parts are
 * handed over while the later pieces are still being synthesised.
 */
export async function renderNarrationPcm(
  segments: readonly SpokenSegment[],
  synthesizer: SpeechSynthesizer,
  settings: VoiceSettings,
  signal: AbortSignal,
  parts?: { sink: PartSink; minPartMs: number },
): Promise<NarrationPcm> {
  let assembler: NarrationAssembler | undefined;
  const assemblerFor = (sampleRate: number): NarrationAssembler => {
    assembler ??= new NarrationAssembler(segments, sampleRate, parts?.sink, parts ? msToSamples(parts.minPartMs, sampleRate) : undefined);
    return assembler;
  };
  const speech = await synthesizer.synthesize({
    texts: segments.map((segment) => segment.text),
    settings,
    signal,
    onPiece: (index, piece, sampleRate) => {
      const target = assemblerFor(sampleRate);
      if (index === target.piecesAdded) {
        target.add(piece);
      }
    },
  });
  const target = assemblerFor(speech.sampleRate);
  // A synthesiser that does not report pieces as they come is assembled here.
  for (let index = target.piecesAdded; index < speech.pieces.length; index++) {
    target.add(speech.pieces[index]!);
  }
  return target.finish();
}
