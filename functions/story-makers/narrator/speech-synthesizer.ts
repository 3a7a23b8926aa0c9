import type { Mp3Stream } from './mp3';

/** Voice settings for one narration. */
export interface VoiceSettings {
  /** eSpeak NG voice name, e.g. "fr+f3". */
  voice: string;
  /** eSpeak NG rate ("words per minute" setting). */
  rate: number;
  pitch: number;
  pitchRange: number;
}

/** Where a word of the text starts in the audio: code-point index of the word in the text, and sample. */
export interface WordEvent {
  textIndex: number;
  sample: number;
}

export interface SynthesizedPiece {
  /** 16-bit mono samples. */
  pcm: Int16Array;
  /** In audio order. */
  wordEvents: WordEvent[];
  /** The IPA phonemes spoken, in order (only when the job asked for them: the pronunciation tests do). */
  phonemes?: string[];
}

export interface SynthesizedSpeech {
  sampleRate: number;
  /** One per text, in order. */
  pieces: SynthesizedPiece[];
}

export interface SynthesisJob {
  /** Each text is read on its own (the narrator adds the pauses between them). */
  texts: readonly string[];
  settings: VoiceSettings;
  /** Stop early (the narrator's timeout). */
  signal: AbortSignal;
  /** Also report the phonemes spoken (eSpeak's own reading, to check the pronunciation lexicon). */
  withPhonemes?: boolean;
  /** Optional: each piece as soon as it is ready, in order, so encoding can start before the last one. */
  onPiece?: (index: number, piece: SynthesizedPiece, sampleRate: number) => void;
}

/** Consecutive texts `[from, to)` read by one thread, whose audio that thread also encodes to MP3. */
export interface SpeechRun {
  from: number;
  to: number;
  /** The run's MP3 stream: what the caller writes is encoded on the thread that read the run. */
  mp3: Mp3Stream;
}

export interface SpeechInRuns {
  /** In the texts' order, covering them all, each non-empty. */
  runs: SpeechRun[];
  /** Settles when every text has been read; the pieces are only handed to `onPiece` (none kept). */
  speech: Promise<{ sampleRate: number }>;
}

/** Text → speech with word positions. The embedded narrator uses eSpeak NG; tests inject fakes. */
export interface SpeechSynthesizer {
  synthesize(job: SynthesisJob): Promise<SynthesizedSpeech>;
  /**
   * Optional: reads the texts in runs side by side, one run per speech thread, and offers each run an MP3
   * stream encoded on its own thread, so that encoding overlaps the other runs' reading without more busy
   * threads than cores. `onPiece` gets each run's pieces in order, the runs' pieces interleaved.
   */
  synthesizeInRuns?(job: SynthesisJob, kbps: number): SpeechInRuns;
}

export class NarrationTimeoutError extends Error {
  constructor(readonly stage: string, readonly timeoutMs: number) {
    super(`Narration: ${stage} did not finish within ${timeoutMs} ms`);
    this.name = 'NarrationTimeoutError';
  }
}

/**
 * Rejects with a NarrationTimeoutError after `timeoutMs` and aborts `controller`, unless `work` settles first.
 * (The timer keeps the process alive on purpose: a never-settling load must still end in an error.)
 */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number, stage: string, controller?: AbortController): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new NarrationTimeoutError(stage, timeoutMs);
      controller?.abort(error);
      reject(error);
    }, timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('Narration aborted');
}
