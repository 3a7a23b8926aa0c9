// Encodes one part of a narration to MP3 off the main thread, for mp3-encoder-pool.ts. Plain JavaScript
// because a worker thread starts without the TypeScript loader; the encoding is the same as openMp3StreamHere
// in mp3.ts (LAME in WebAssembly, one encoder per worker reused for each part, fed in bounded chunks).
import { parentPort } from 'node:worker_threads';
import { createMp3Encoder } from 'wasm-media-encoders';

const ENCODE_CHUNK = 576 * 64;
const encoderReady = createMp3Encoder();

/** @param {{ id: number, pcm: ArrayBuffer, sampleRate: number, kbps: number }} job */
async function encode(job) {
  const encoder = await encoderReady;
  const pcm = new Int16Array(job.pcm);
  encoder.configure({ sampleRate: job.sampleRate, channels: 1, bitrate: job.kbps });
  const floats = new Float32Array(Math.min(ENCODE_CHUNK, pcm.length));
  const chunks = [];
  let total = 0;
  const keep = (bytes) => {
    // The encoder owns the bytes it returns (overwritten by the next call): copy them.
    chunks.push(bytes.slice());
    total += bytes.length;
  };
  for (let offset = 0; offset < pcm.length; offset += ENCODE_CHUNK) {
    const length = Math.min(ENCODE_CHUNK, pcm.length - offset);
    for (let i = 0; i < length; i++) {
      floats[i] = pcm[offset + i] / 32768;
    }
    keep(encoder.encode([floats.subarray(0, length)]));
  }
  keep(encoder.finalize());
  const mp3 = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    mp3.set(chunk, offset);
    offset += chunk.length;
  }
  return mp3;
}

// Parts are encoded one after the other: the reused encoder must not see two parts at once.
let queue = Promise.resolve();
parentPort?.on('message', (job) => {
  queue = queue.then(() =>
    encode(job).then(
      (mp3) => parentPort?.postMessage({ id: job.id, mp3 }, [mp3.buffer]),
      (error) => parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
    ),
  );
});
