/** 16-bit mono PCM helpers for the embedded narrator. */

/** Root mean square of the samples (0 for none). */
export function pcmRms(pcm: Int16Array, from = 0, to = pcm.length): number {
  const end = Math.min(to, pcm.length);
  const start = Math.max(0, from);
  if (end <= start) {
    return 0;
  }
  let sum = 0;
  for (let i = start; i < end; i++) {
    const s = pcm[i]!;
    sum += s * s;
  }
  return Math.sqrt(sum / (end - start));
}

export function msToSamples(ms: number, sampleRate: number): number {
  return Math.round((ms * sampleRate) / 1000);
}

/**
 * Loudness per window (RMS of each `windowSize` samples), to tell speech from silence at 10 ms resolution
 * without scanning the samples again for each question.
 */
export class EnergyProfile {
  private readonly rms: Float32Array;

  constructor(
    pcm: Int16Array,
    readonly windowSize: number,
    private readonly threshold: number,
  ) {
    const count = Math.ceil(pcm.length / windowSize);
    this.rms = new Float32Array(count);
    for (let w = 0; w < count; w++) {
      this.rms[w] = pcmRms(pcm, w * windowSize, (w + 1) * windowSize);
    }
  }

  get windows(): number {
    return this.rms.length;
  }

  isSilentWindow(window: number): boolean {
    return (this.rms[window] ?? 0) < this.threshold;
  }

  /** First sample ≥ `from` (and < `limit`) that starts a window with sound; `limit` if none. */
  nextSound(from: number, limit: number): number {
    let w = Math.floor(from / this.windowSize);
    while (w * this.windowSize < limit && this.isSilentWindow(w)) {
      w++;
    }
    return Math.min(limit, Math.max(from, w * this.windowSize));
  }

  /** Last sample boundary ≤ `to` (and > `limit`) that ends a window with sound; `limit` if none. */
  previousSound(to: number, limit: number): number {
    let w = Math.ceil(to / this.windowSize) - 1;
    while (w >= 0 && (w + 1) * this.windowSize > limit && this.isSilentWindow(w)) {
      w--;
    }
    return Math.max(limit, Math.min(to, (w + 1) * this.windowSize));
  }
}

/** Where the sound starts and ends in a buffer (window resolution); `{ start: 0, end: 0 }` when all silent. */
export function soundBounds(profile: EnergyProfile, length: number): { start: number; end: number } {
  const start = profile.nextSound(0, length);
  if (start >= length) {
    return { start: 0, end: 0 };
  }
  return { start, end: profile.previousSound(length, start) };
}

/** Joins buffers into one. */
export function concatPcm(parts: readonly Int16Array[]): Int16Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Int16Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
