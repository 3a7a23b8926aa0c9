import { openMp3StreamHere, type Mp3Stream } from './mp3';
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

/**
 * Longest text read as one piece: a longer paragraph (the 8–10 band writes some of 2,000 characters) is read
 * in parts cut after a sentence, so that the two workers share the story evenly and a part's audio is
 * encoded while the next part is read, instead of one long reading then one long encoding at the end.
 */
export const MAX_PIECE_CHARACTERS = 600;

/** A text read in one go: a segment, or a part of a long one (`continues`: the next piece is its rest). */
export interface ReadingPiece extends SpokenSegment {
  continues?: boolean;
}

/** Where a paragraph may be cut: after a sentence's end and its space, outside a quotation (« … » is one voice). */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    depth += char === '«' ? 1 : char === '»' ? -1 : 0;
    if (depth === 0 && /[.!?…»]/u.test(char) && text[i + 1] === ' ' && /[.!?…]/u.test(char === '»' ? (text.slice(0, i).trimEnd().at(-1) ?? '') : char)) {
      ends.push(i + 2);
    }
  }
  return ends;
}

/** Cuts each segment longer than MAX_PIECE_CHARACTERS into parts of about equal length, after sentences. */
export function readingPieces(segments: readonly SpokenSegment[]): ReadingPiece[] {
  return segments.flatMap((segment): ReadingPiece[] => {
    const parts = Math.ceil(segment.text.length / MAX_PIECE_CHARACTERS);
    const ends = sentenceEnds(segment.text);
    if (parts < 2 || ends.length === 0) {
      return [segment];
    }
    const cuts: number[] = [];
    for (let k = 1; k < parts; k++) {
      const target = (segment.text.length * k) / parts;
      const cut = ends.reduce((best, end) => (Math.abs(end - target) < Math.abs(best - target) ? end : best));
      if (cut > (cuts.at(-1) ?? 0) && cut < segment.text.length) cuts.push(cut);
    }
    const bounds = [0, ...cuts, segment.text.length];
    return bounds.slice(1).map((to, k) => {
      const from = bounds[k]!;
      const words = segment.words.filter((word) => word.start >= from && word.start < to).map((word) => ({ ...word, start: word.start - from, end: word.end - from }));
      return { kind: segment.kind, text: segment.text.slice(from, to).trimEnd(), words, ...(k < cuts.length ? { continues: true } : {}) };
    });
  });
}

/** The whole narration before encoding: samples, words in samples, and the silences that were inserted. */
export interface NarrationPcm {
  sampleRate: number;
  pcm: Int16Array;
  words: TimedWord[];
  /** Inserted silences (lead-in, between pieces, tail), in samples, in order. */
  pauses: SampleSpan[];
}

/** Where assembled audio goes, in order: kept in memory, or written to an MP3 stream as it comes. */
export interface AudioOut {
  /** The out may take the samples' buffer (e.g. move it to another thread). */
  write(pcm: Int16Array): void;
  writeSilence(samples: number): void;
}

/** A run's words and pauses, in samples from the run's own start, and its length. */
export interface AssembledRun {
  words: TimedWord[];
  pauses: SampleSpan[];
  length: number;
}

function pauseBefore(previous: ReadingPiece, current: SpokenSegment): number {
  if (previous.continues) {
    // The rest of the same paragraph: eSpeak's own silence after the cut's sentence (kept) is the pause.
    return 0;
  }
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
 * Builds the timeline of a run of the narration's pieces (segments `[from, to)`; the whole story by
 * default): the lead-in, each piece with the synthesiser's own silence cut at its ends, the narrator's
 * pauses between pieces, the tail; every word is placed on it, and the audio is written out as it comes.
 * Runs read side by side join end to end: a pause between two runs is cut in its middle, its first half
 * ending the earlier run and its second half starting the later one.
 */
export class NarrationAssembler {
  private readonly words: TimedWord[] = [];
  private readonly pauses: SampleSpan[] = [];
  private readonly profileWindow: number;
  private readonly margin: number;
  private length = 0;
  private added = 0;
  /** Second half of the pause after the last piece, written with the next piece. */
  private pendingSilence = 0;

  constructor(
    private readonly segments: readonly ReadingPiece[],
    readonly sampleRate: number,
    private readonly out: AudioOut,
    private readonly from = 0,
    private readonly to = segments.length,
  ) {
    this.profileWindow = Math.max(1, Math.round(sampleRate / 100));
    this.margin = msToSamples(TRIM_MARGIN_MS, sampleRate);
    if (from === 0) {
      const leadIn = msToSamples(PAUSES_MS.leadIn, sampleRate);
      this.pauses.push({ start: 0, end: leadIn });
      this.silence(leadIn);
    } else {
      const pause = msToSamples(pauseBefore(segments[from - 1]!, segments[from]!), sampleRate);
      this.pendingSilence = pause - Math.floor(pause / 2);
    }
  }

  /** Pieces added so far (the next one is segment `from + piecesAdded`). */
  get piecesAdded(): number {
    return this.added;
  }

  /** Adds the next piece (pieces come in the segments' order). */
  add(piece: SynthesizedPiece): void {
    const index = this.from + this.added;
    const segment = this.segments[index];
    if (!segment || index >= this.to) {
      throw new Error(`Narration: unexpected piece ${index + 1} of ${this.to}`);
    }
    this.silence(this.pendingSilence);
    this.pendingSilence = 0;
    const profile = new EnergyProfile(piece.pcm, this.profileWindow, SILENCE_RMS);
    const sound = soundBounds(profile, piece.pcm.length);
    // A part of a paragraph keeps its trailing silence: eSpeak's pause after a sentence (450–610 ms by age,
    // as inside a text), the pause where the paragraph was cut. Its rest starts trimmed, like any piece.
    const keepFrom = Math.max(0, sound.start - this.margin);
    const keepTo = segment.continues ? piece.pcm.length : sound.end > sound.start ? Math.min(piece.pcm.length, sound.end + this.margin) : keepFrom;
    const starts = wordStartSamples(segment.text, segment.words, piece.wordEvents, sound.start, sound.end);
    const spans = shiftSpans(wordSpans(starts, sound.end, profile).map(clampTo(keepFrom, keepTo)), this.length - keepFrom);
    spans.forEach((span, i) => this.words.push({ word: segment.words[i]!.word, ...span }));
    // Written last: the out may take the piece's buffer.
    this.length += keepTo - keepFrom;
    this.out.write(piece.pcm.subarray(keepFrom, keepTo));
    this.added++;
    const next = this.segments[index + 1];
    if (next) {
      this.startPause(pauseBefore(segment, next));
    }
  }

  /** Adds the tail (after the story's last piece) and returns the run's words and pauses. */
  finish(): AssembledRun {
    if (this.from + this.added !== this.to) {
      throw new Error(`Narration: ${this.from + this.added} pieces synthesised for ${this.to} texts`);
    }
    if (this.to === this.segments.length) {
      const tail = msToSamples(PAUSES_MS.tail, this.sampleRate);
      this.pauses.push({ start: this.length, end: this.length + tail });
      this.silence(tail);
    }
    return { words: this.words, pauses: this.pauses, length: this.length };
  }

  private silence(samples: number): void {
    if (samples > 0) {
      this.out.writeSilence(samples);
      this.length += samples;
    }
  }

  /** Writes the first half of the pause after a piece; the second half comes with the next piece (or run). */
  private startPause(ms: number): void {
    const length = msToSamples(ms, this.sampleRate);
    this.pauses.push({ start: this.length, end: this.length + length });
    const half = Math.floor(length / 2);
    this.silence(half);
    this.pendingSilence = length - half;
  }
}

/** An out that keeps the samples, to read the whole PCM (tests, and the pronunciation checks). */
function keptAudio(): AudioOut & { pcm(): Int16Array } {
  const chunks: Int16Array[] = [];
  return {
    write: (pcm) => chunks.push(pcm),
    writeSilence: (samples) => chunks.push(new Int16Array(samples)),
    pcm: () => concatPcm(chunks),
  };
}

/** Synthesises the pieces and assembles the whole narration in memory (see NarrationAssembler). */
export async function renderNarrationPcm(segments: readonly SpokenSegment[], synthesizer: SpeechSynthesizer, settings: VoiceSettings, signal: AbortSignal): Promise<NarrationPcm> {
  const audio = keptAudio();
  let assembler: NarrationAssembler | undefined;
  const assemblerFor = (sampleRate: number): NarrationAssembler => {
    assembler ??= new NarrationAssembler(segments, sampleRate, audio);
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
  const run = target.finish();
  return { sampleRate: target.sampleRate, pcm: audio.pcm(), words: run.words, pauses: run.pauses };
}

/** A run of the narration encoded to its own MP3 stream: words in samples from the run's start. */
export interface EncodedRun extends AssembledRun {
  mp3: Promise<Uint8Array>;
}

/**
 * Synthesises the pieces and assembles them run by run straight into MP3 streams (no PCM of the whole
 * story is kept): with a synthesiser that reads in runs (eSpeak NG's two workers), each run on the thread
 * that read it; else one run, encoded on this thread as its pieces come. Settles when the synthesis is
 * done and every stream has its last write; each run's `mp3` then settles when its encoder has flushed.
 */
export async function renderNarrationMp3(
  story: readonly SpokenSegment[],
  synthesizer: SpeechSynthesizer,
  settings: VoiceSettings,
  kbps: number,
  signal: AbortSignal,
): Promise<{ sampleRate: number; runs: EncodedRun[] }> {
  const segments = readingPieces(story);
  const assemblers: (NarrationAssembler | undefined)[] = [];
  const job = {
    texts: segments.map((segment) => segment.text),
    settings,
    signal,
    onPiece: (index: number, piece: SynthesizedPiece, sampleRate: number) => {
      const k = runs.findIndex((run) => index >= run.from && index < run.to);
      const assembler = assemblerOf(k, sampleRate);
      if (index === runs[k]!.from + assembler.piecesAdded) {
        assembler.add(piece);
      }
    },
  };
  let streams: Mp3Stream[] = [];
  let runs: { from: number; to: number }[] = [{ from: 0, to: segments.length }];
  const assemblerOf = (k: number, sampleRate: number): NarrationAssembler => {
    // Fake synthesisers read on this thread: their one stream opens with the first piece (its rate known).
    streams[k] ??= openMp3StreamHere(sampleRate, kbps);
    assemblers[k] ??= new NarrationAssembler(segments, sampleRate, streams[k], runs[k]!.from, runs[k]!.to);
    return assemblers[k];
  };
  let speech: Promise<{ sampleRate: number; pieces?: readonly SynthesizedPiece[] }>;
  if (synthesizer.synthesizeInRuns) {
    const inRuns = synthesizer.synthesizeInRuns(job, kbps);
    runs = inRuns.runs;
    streams = inRuns.runs.map((run) => run.mp3);
    speech = inRuns.speech;
  } else {
    speech = synthesizer.synthesize(job);
  }
  try {
    const { sampleRate, pieces = [] } = await speech;
    const single = assemblerOf(0, sampleRate);
    // A synthesiser that does not report pieces as they come is assembled here.
    for (let index = single.piecesAdded; runs.length === 1 && index < pieces.length; index++) {
      single.add(pieces[index]!);
    }
    const assembled = runs.map((_, k) => assemblerOf(k, sampleRate).finish());
    return {
      sampleRate,
      runs: assembled.map((run, k) => {
        const mp3 = streams[k]!.end();
        // Awaited by the caller, unless it gave up meanwhile: a failure then must not go unhandled.
        mp3.catch(() => undefined);
        return { ...run, mp3 };
      }),
    };
  } catch (error) {
    for (const stream of streams) {
      stream?.drop();
    }
    throw error;
  }
}
