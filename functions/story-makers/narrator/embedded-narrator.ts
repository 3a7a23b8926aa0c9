import { logger } from '../../core/logger';
import type { Narration, NarrationRequest, Narrator } from '../../core/story-makers-port';
import { createEspeakSynthesizer } from './espeak-synthesizer';
import { encodeMp3Wasm, MP3_KBPS } from './mp3';
import { sharedMp3EncoderPool } from './mp3-encoder-pool';
import { renderNarrationPcm, type NarrationPcm, type PartSink } from './narration-audio';
import { encodeNarrationHere, joinMp3Parts, type EncodedNarration } from './narration-mp3';
import { toSpokenSegments } from '../common/speech-text';
import { withTimeout, type SpeechSynthesizer, type VoiceSettings } from './speech-synthesizer';
import { DEFAULT_PITCH, DEFAULT_PITCH_RANGE, DEFAULT_VOICE, speechRateForAge } from './voice';

/**
 * The embedded narrator (no API key): eSpeak NG (compiled from C by Emscripten, GPL-3.0; in up to two
 * worker threads, each reading half of a long story) reads the story in French, with the pronunciation
 * lexicon and the dialogue in a voice of its own (speech-markup.ts); LAME in WebAssembly encodes it to MP3
 * on the calling thread, part by part while the later paragraphs are still being synthesised; every
 * displayed word gets its time in the MP3 for the read-along. One voice for every child (the
 * storyteller's, whatever the child's gender), slower for younger children.
 */

export const DEFAULT_SYNTHESIS_TIMEOUT_MS = 20_000;
/** Stories shorter than this (about 25 s of speech) are encoded on the calling thread in one go. */
const MIN_WORDS_FOR_WORKERS = 60;
/** Parts handed to the encoding workers are at least this long (cut in the middle of a pause). */
const MIN_PART_MS = 8_000;

export interface EmbeddedNarratorOptions {
  /** The speech engine; eSpeak NG by default (tests inject fakes). */
  synthesizer?: SpeechSynthesizer;
  /** eSpeak NG never finishes loading when its data file is missing: give up after this (load + synthesis, ms). */
  timeoutMs?: number;
  /** eSpeak NG voice, e.g. "fr+f3" (default), "fr+f2", "fr". */
  voice?: string;
  pitch?: number;
  pitchRange?: number;
  /** eSpeak NG rate for a child's age (default: slower for younger children). */
  rateForAge?: (age: number) => number;
  /** MP3 bitrate: 48 (default), 56 or 64 kbps. */
  kbps?: number;
  /**
   * Worker threads encoding MP3 parts; 0 (default) encodes the parts on the calling thread as they come:
   * the eSpeak workers already take the cores, and LAME in WebAssembly encodes 190 s of speech in about
   * 1 s, so more threads than cores would only take turns.
   */
  encoderThreads?: number;
  /** A pool of encoding workers (default: the process's pool of `encoderThreads` workers, if any). */
  encoderPool?: PartEncoder;
}

/** Encodes one part of the narration to a complete MP3 stream. */
export interface PartEncoder {
  /** Starts what the encoder needs (workers) while the speech is being synthesised; throws when it cannot. */
  warm(): void;
  encode(part: Int16Array, sampleRate: number, kbps: number, options?: { transfer?: boolean }): Promise<Uint8Array>;
}

/** Parts encoded on the calling thread, one after the other, each as soon as it is handed over. */
function callingThreadEncoder(): PartEncoder {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    warm: () => undefined,
    encode: (part, sampleRate, kbps) => {
      const encoded = queue.then(() => encodeMp3Wasm(part, sampleRate, kbps));
      queue = encoded.catch(() => undefined);
      return encoded;
    },
  };
}

interface PartJob {
  start: number;
  stream: Promise<Uint8Array>;
}

/** Hands each part to the pool as it is complete; the jobs are collected for the join. */
function poolSink(pool: PartEncoder, kbps: number, jobs: PartJob[]): PartSink {
  return (part, start, sampleRate) => {
    // The part is a fresh copy (the narration keeps its own samples): move it to the worker.
    const stream = pool.encode(part, sampleRate, kbps, { transfer: true });
    // Handled when joined; a failure before then (e.g. the synthesis timed out) must not go unhandled.
    stream.catch(() => undefined);
    jobs.push({ start, stream });
  };
}

async function encodeAudio(audio: NarrationPcm, kbps: number, jobs: readonly PartJob[]): Promise<EncodedNarration> {
  if (jobs.length === 0) {
    return encodeNarrationHere(audio.pcm, audio.sampleRate, kbps);
  }
  try {
    const streams = await Promise.all(jobs.map((job) => job.stream));
    return joinMp3Parts(
      streams,
      jobs.map((job) => job.start),
      audio.sampleRate,
    );
  } catch (error) {
    // Workers unavailable (e.g. a bundle shipped without mp3-worker.mjs): encode here instead.
    logger.warn('narration: MP3 encoding in parts failed, encoding on this thread', { error: error instanceof Error ? error.message : String(error) });
    return encodeNarrationHere(audio.pcm, audio.sampleRate, kbps);
  }
}

export function createEmbeddedNarrator(options: EmbeddedNarratorOptions = {}): Narrator {
  const synthesizer = options.synthesizer ?? createEspeakSynthesizer();
  const timeoutMs = options.timeoutMs ?? DEFAULT_SYNTHESIS_TIMEOUT_MS;
  const kbps = options.kbps ?? MP3_KBPS;
  if (![48, 56, 64].includes(kbps)) {
    throw new Error(`Narration: MP3 bitrate must be 48, 56 or 64 kbps (got ${kbps})`);
  }
  const rateForAge = options.rateForAge ?? speechRateForAge;
  const encoderThreads = options.encoderThreads ?? 0;

  return {
    async narrate(request: NarrationRequest): Promise<Narration> {
      const segments = toSpokenSegments(request.story);
      if (segments.length === 0) {
        throw new Error('Narration: the story has no words to read');
      }
      const settings: VoiceSettings = {
        voice: options.voice ?? DEFAULT_VOICE,
        rate: rateForAge(request.childAge),
        pitch: options.pitch ?? DEFAULT_PITCH,
        pitchRange: options.pitchRange ?? DEFAULT_PITCH_RANGE,
      };
      const wordCount = segments.reduce((sum, segment) => sum + segment.words.length, 0);
      const jobs: PartJob[] = [];
      const pool = options.encoderPool ?? (encoderThreads > 0 ? sharedMp3EncoderPool(encoderThreads) : callingThreadEncoder());
      const parts = pool && wordCount >= MIN_WORDS_FOR_WORKERS ? { sink: poolSink(pool, kbps, jobs), minPartMs: MIN_PART_MS } : undefined;
      if (parts) {
        try {
          pool?.warm();
        } catch {
          // Reported by the first part's encoding, which then falls back to this thread.
        }
      }

      const startedAt = performance.now();
      const controller = new AbortController();
      const audio = await withTimeout(
        renderNarrationPcm(segments, synthesizer, settings, controller.signal, parts),
        timeoutMs,
        'speech synthesis (eSpeak NG: is espeak-ng.data beside espeak-ng.js?)',
        controller,
      );
      const synthesisMs = performance.now() - startedAt;

      const encoded = await encodeAudio(audio, kbps, jobs);
      const words = audio.words.map((word) => ({
        word: word.word,
        startMs: Math.round(encoded.toMp3Ms(word.start)),
        endMs: Math.round(encoded.toMp3Ms(word.end)),
      }));
      const durationMs = Math.round(encoded.durationMs);

      // Counts and times only: never the story's text.
      logger.info('narration ready', {
        words: words.length,
        pieces: segments.length,
        parts: Math.max(1, jobs.length),
        rate: settings.rate,
        durationMs,
        mp3Bytes: encoded.mp3.length,
        synthesisMs: Math.round(synthesisMs),
        encodingWaitMs: Math.round(performance.now() - startedAt - synthesisMs),
      });
      return { mp3: encoded.mp3, durationMs, words };
    },
  };
}
