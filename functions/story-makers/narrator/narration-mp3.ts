import { concatBytes, inspectMp3, MP3_START_DELAY_SAMPLES } from './mp3';

export interface EncodedNarration {
  mp3: Uint8Array;
  /** Decoded length of the MP3 (frames × samples per frame). */
  durationMs: number;
  /** Where a sample of the PCM is heard in the MP3, in ms. */
  toMp3Ms(sample: number): number;
}

/**
 * Joins MP3 streams encoded separately (each a part of the PCM starting at `partStarts[k]`; a fresh LAME
 * encoder's first frame refers to no earlier frame, so the join is one valid stream) and maps PCM samples to MP3 time: a part's audio is
 * heard after the frames of the parts before it plus the encoder and decoder delay.
 */
export function joinMp3Parts(streams: readonly Uint8Array[], partStarts: readonly number[], sampleRate: number): EncodedNarration {
  if (streams.length === 0 || streams.length !== partStarts.length) {
    throw new Error(`MP3: ${streams.length} streams for ${partStarts.length} parts`);
  }
  const decodedStarts: number[] = [];
  let decoded = 0;
  for (const stream of streams) {
    const info = inspectMp3(stream);
    if (info.sampleRate !== sampleRate || info.channels !== 1) {
      throw new Error(`MP3: expected mono ${sampleRate} Hz, got ${info.channels} channel(s) at ${info.sampleRate} Hz`);
    }
    decodedStarts.push(decoded);
    decoded += info.frames * info.samplesPerFrame;
  }
  const toMp3Ms = (sample: number): number => {
    let k = partStarts.length - 1;
    while (k > 0 && partStarts[k]! > sample) {
      k--;
    }
    return ((decodedStarts[k]! + MP3_START_DELAY_SAMPLES + sample - partStarts[k]!) * 1000) / sampleRate;
  };
  return { mp3: concatBytes(streams), durationMs: (decoded * 1000) / sampleRate, toMp3Ms };
}
