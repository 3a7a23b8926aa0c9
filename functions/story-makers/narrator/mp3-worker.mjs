// Encodes one part of a narration to MP3 off the main thread, for mp3-encoder-pool.ts. Plain JavaScript
// because a worker thread starts without the TypeScript loader; the encoding is the same as encodeMp3 in
// mp3.ts (one lamejs encoder per part, fed in bounded chunks, flushed).
import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';

const ENCODE_CHUNK = 576 * 64;

/** @param {{ id: number, pcm: ArrayBuffer, sampleRate: number, kbps: number }} job */
function encode(job) {
  const pcm = new Int16Array(job.pcm);
  const encoder = new Mp3Encoder(1, job.sampleRate, job.kbps);
  const chunks = [];
  let total = 0;
  for (let offset = 0; offset < pcm.length; offset += ENCODE_CHUNK) {
    const encoded = encoder.encodeBuffer(pcm.subarray(offset, offset + ENCODE_CHUNK));
    chunks.push(encoded);
    total += encoded.length;
  }
  const last = encoder.flush();
  chunks.push(last);
  total += last.length;
  const mp3 = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    mp3.set(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length), offset);
    offset += chunk.length;
  }
  return mp3;
}

parentPort?.on('message', (job) => {
  try {
    const mp3 = encode(job);
    parentPort?.postMessage({ id: job.id, mp3 }, [mp3.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
