import { logger } from '#core/logger';
import type { Narration, NarrationRequest, Narrator } from '#core/story-makers-port';
import { createEspeakSynthesizer } from './espeak-synthesizer';
import { MP3_KBPS } from './mp3';
import { renderNarrationMp3 } from './narration-audio';
import { joinMp3Parts } from './narration-mp3';
import { toSpokenSegments } from '../common/speech-text';
import { withTimeout, type SpeechSynthesizer, type VoiceSettings } from './speech-synthesizer';
import { DEFAULT_PITCH, DEFAULT_PITCH_RANGE, DEFAULT_VOICE, speechRateForAge } from './voice';

/**
 * The embedded narrator (no API key): eSpeak NG (compiled from C by Emscripten, GPL-3.0; in two worker
 * threads on two or more cores, each reading half of the story) reads the story in French, with the
 * pronunciation lexicon and the dialogue in a voice of its own (speech-markup.ts); each worker also encodes
 * its half to MP3 (LAME in WebAssembly) as this thread assembles it, between two paragraphs, so encoding
 * overlaps synthesis on both cores and the two halves' streams are joined end to end; every displayed word
 * gets its time in the MP3 for the read-along. One voice for every child (the storyteller's, whatever the
 * child's gender), slower for younger children.
 */

/**
 * The guard against an eSpeak NG that never settles (a missing data file): a fixed allowance for loading
 * the voice plus time per character read, so a long story on a loaded machine is not taken for a hung one
 * (issue 27, item 9: three fresh clones out of three stopped at 20 s while narrating the landing's sample
 * on a machine with a load average of 10–14). On an idle machine a 600-word story takes about 2 s.
 */
export const SYNTHESIS_LOAD_ALLOWANCE_MS = 20_000;
export const SYNTHESIS_MS_PER_CHARACTER = 15;

export function synthesisTimeoutMs(characters: number): number {
  return SYNTHESIS_LOAD_ALLOWANCE_MS + SYNTHESIS_MS_PER_CHARACTER * characters;
}

export interface EmbeddedNarratorOptions {
  /** The speech engine; eSpeak NG by default (tests inject fakes, whose audio is encoded on this thread). */
  synthesizer?: SpeechSynthesizer;
  /**
   * eSpeak NG never finishes loading when its data file is missing: give up after this (load + synthesis,
   * ms). By default {@link synthesisTimeoutMs} of the text to read.
   */
  timeoutMs?: number;
  /** eSpeak NG voice, e.g. "fr+f3" (default), "fr+f2", "fr". */
  voice?: string;
  pitch?: number;
  pitchRange?: number;
  /** eSpeak NG rate for a child's age (default: slower for younger children). */
  rateForAge?: (age: number) => number;
  /** MP3 bitrate: 48 (default), 56 or 64 kbps. */
  kbps?: number;
}

export function createEmbeddedNarrator(options: EmbeddedNarratorOptions = {}): Narrator {
  const synthesizer = options.synthesizer ?? createEspeakSynthesizer();
  const kbps = options.kbps ?? MP3_KBPS;
  if (![48, 56, 64].includes(kbps)) {
    throw new Error(`Narration: MP3 bitrate must be 48, 56 or 64 kbps (got ${kbps})`);
  }
  const rateForAge = options.rateForAge ?? speechRateForAge;

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
      const startedAt = performance.now();
      const controller = new AbortController();
      const timeoutMs = options.timeoutMs ?? synthesisTimeoutMs(segments.reduce((sum, segment) => sum + segment.text.length, 0));
      const assembled = await withTimeout(
        renderNarrationMp3(segments, synthesizer, settings, kbps, controller.signal),
        timeoutMs,
        'speech synthesis (eSpeak NG: is espeak-ng.data beside espeak-ng.js?)',
        controller,
      );
      const synthesisMs = performance.now() - startedAt;

      // The runs join end to end: run k's samples start after the runs before it.
      const runStarts: number[] = [];
      let samples = 0;
      for (const run of assembled.runs) {
        runStarts.push(samples);
        samples += run.length;
      }
      const encoded = joinMp3Parts(await Promise.all(assembled.runs.map((run) => run.mp3)), runStarts, assembled.sampleRate);
      const words = assembled.runs.flatMap((run, k) =>
        run.words.map((word) => ({
          word: word.word,
          startMs: Math.round(encoded.toMp3Ms(runStarts[k]! + word.start)),
          endMs: Math.round(encoded.toMp3Ms(runStarts[k]! + word.end)),
        })),
      );
      const durationMs = Math.round(encoded.durationMs);

      // Counts and times only: never the story's text.
      logger.info('narration ready', {
        words: words.length,
        pieces: segments.length,
        runs: assembled.runs.length,
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
