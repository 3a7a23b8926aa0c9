import { createMp3Encoder } from 'wasm-media-encoders';

/**
 * PCM → MP3 with LAME (CBR, mono; a fresh encoder's first frame refers to no earlier frame, so independently
 * encoded parts can be joined end to end), and a frame reader to measure what was produced. The narrator
 * encodes with LAME compiled to WebAssembly (wasm-media-encoders: 4.3× faster than the pure-JavaScript
 * lamejs, same frames, byte for byte the same size). lamejs is no longer shipped: the tests keep it
 * (tests/support/lamejs-mp3.ts) for the fixtures that need an MP3 without awaiting, and as the reference
 * the WebAssembly encoder's frames are compared with.
 */

/** Mono, 22.05 kHz (eSpeak NG's rate, MPEG-2 Layer III), 48 kbps: speech stays clear, 160 s ≈ 1 MB. */
export const MP3_KBPS = 48;

/**
 * Where a sample lands in the decoded MP3: LAME delays its input by 576 samples and an MPEG decoder adds
 * 529 more (measured: a tone burst at 1.000 s decodes at 1.050 s at 22.05 kHz). Our encoders write no LAME tag,
 * so players do not remove it.
 */
export const MP3_START_DELAY_SAMPLES = 576 + 529;

type WasmMp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
type Kbps = Parameters<WasmMp3Encoder['configure']>[0]['bitrate'];

/** Samples handed to the WebAssembly encoder per call, as 32-bit floats (its input format). */
const WASM_CHUNK = 576 * 64;

/**
 * One MP3 stream (LAME, CBR mono) encoded as its audio is written: by the thread that synthesised that
 * audio (espeak-worker.mjs) or by this one ({@link openMp3StreamHere}).
 */
export interface Mp3Stream {
  /** Appends samples. The stream may take their buffer (moved to another thread): the caller must not use them after. */
  write(pcm: Int16Array): void;
  /** Appends digital silence, without a buffer. */
  writeSilence(samples: number): void;
  /** Flushes the encoder: the complete stream (rejects when a write failed). */
  end(): Promise<Uint8Array>;
  /** Gives the stream up (the narration failed): its encoder is freed, nothing is produced. */
  drop(): void;
}

/** Encoders of this thread not in use (LAME's WebAssembly is compiled once per encoder, then reused). */
const idleEncoders: WasmMp3Encoder[] = [];
const floats = new Float32Array(WASM_CHUNK);

/** Feeds samples (or, without samples, `count` zeros) in bounded Float32 chunks; the output is copied into `out`. */
function feed(encoder: WasmMp3Encoder, out: Uint8Array[], samples: Int16Array | undefined, count: number): void {
  if (!samples) {
    floats.fill(0);
  }
  for (let offset = 0; offset < count; offset += WASM_CHUNK) {
    const length = Math.min(WASM_CHUNK, count - offset);
    if (samples) {
      for (let i = 0; i < length; i++) {
        floats[i] = samples[offset + i]! / 32_768;
      }
    }
    // The encoder owns the bytes it returns (overwritten by the next call): copy them.
    const encoded = encoder.encode([floats.subarray(0, length)]);
    if (encoded.length > 0) {
      out.push(encoded.slice());
    }
  }
}

/**
 * An MP3 stream encoded on the calling thread with LAME in WebAssembly, each write as it comes (the
 * narrator's fallback when the speech threads cannot encode, and the stream of synthesisers that read on
 * this thread, such as the tests' fakes). Writes wait for the encoder in order.
 */
export function openMp3StreamHere(sampleRate: number, kbps: number = MP3_KBPS): Mp3Stream {
  const out: Uint8Array[] = [];
  let encoder = (async () => {
    const ready = idleEncoders.pop() ?? (await createMp3Encoder());
    ready.configure({ sampleRate, channels: 1, bitrate: kbps as Kbps });
    return ready;
  })();
  const then = (step: (ready: WasmMp3Encoder) => void) => {
    encoder = encoder.then((ready) => {
      step(ready);
      return ready;
    });
    // A failed write fails end(), which reports it.
    encoder.catch(() => undefined);
  };
  return {
    write: (pcm) => then((ready) => feed(ready, out, pcm, pcm.length)),
    writeSilence: (samples) => then((ready) => feed(ready, out, undefined, samples)),
    end: async () => {
      const ready = await encoder;
      out.push(ready.finalize().slice());
      idleEncoders.push(ready);
      return concatBytes(out);
    },
    drop: () =>
      then((ready) => {
        ready.finalize();
        idleEncoders.push(ready);
      }),
  };
}

export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

export interface Mp3Info {
  /** MPEG audio frames read, end to end. */
  frames: number;
  sampleRate: number;
  samplesPerFrame: number;
  /** Bitrate of the first frame (CBR here). */
  bitrateKbps: number;
  channels: 1 | 2;
  /** Whether the stream starts with an ID3v2 tag. */
  id3: boolean;
  /** Decoded length: frames × samples per frame / sample rate. */
  durationMs: number;
}

const BITRATES_MPEG1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_MPEG2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * Reads the frame headers of an MPEG-1/2/2.5 Layer III stream (after an optional ID3v2 tag). Throws when a
 * frame does not start where the previous one ended, so a passing read means the frames chain validly.
 */
export function inspectMp3(mp3: Uint8Array): Mp3Info {
  let offset = 0;
  const id3 = mp3.length >= 10 && mp3[0] === 0x49 && mp3[1] === 0x44 && mp3[2] === 0x33;
  if (id3) {
    const size = ((mp3[6]! & 0x7f) << 21) | ((mp3[7]! & 0x7f) << 14) | ((mp3[8]! & 0x7f) << 7) | (mp3[9]! & 0x7f);
    offset = 10 + size;
  }
  let frames = 0;
  let first: { sampleRate: number; samplesPerFrame: number; bitrateKbps: number; channels: 1 | 2 } | undefined;
  while (offset + 4 <= mp3.length) {
    const b1 = mp3[offset + 1]!;
    const b2 = mp3[offset + 2]!;
    if (mp3[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) {
      throw new Error(`MP3: no frame sync at byte ${offset} (frame ${frames})`);
    }
    const version = (b1 >> 3) & 3;
    const layer = (b1 >> 1) & 3;
    const bitrateIndex = (b2 >> 4) & 15;
    const rateIndex = (b2 >> 2) & 3;
    const sampleRate = SAMPLE_RATES[version]?.[rateIndex];
    if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || sampleRate === undefined) {
      throw new Error(`MP3: unsupported or invalid frame header at byte ${offset}`);
    }
    const mpeg1 = version === 3;
    const bitrateKbps = (mpeg1 ? BITRATES_MPEG1_L3 : BITRATES_MPEG2_L3)[bitrateIndex]!;
    const samplesPerFrame = mpeg1 ? 1152 : 576;
    const padding = (b2 >> 1) & 1;
    const length = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
    first ??= { sampleRate, samplesPerFrame, bitrateKbps, channels: (mp3[offset + 3]! >> 6) === 3 ? 1 : 2 };
    offset += length;
    frames++;
  }
  if (!first || offset !== mp3.length) {
    throw new Error(`MP3: ${first ? 'truncated last frame' : 'no frame'}`);
  }
  return { frames, ...first, id3, durationMs: (frames * first.samplesPerFrame * 1000) / first.sampleRate };
}
