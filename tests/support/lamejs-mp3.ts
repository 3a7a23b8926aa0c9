import { Mp3Encoder } from '@breezystack/lamejs';
import { concatBytes, MP3_KBPS } from '#story-makers/narrator/mp3';

/**
 * PCM → MP3 with lamejs, the pure-JavaScript LAME the narrator used before LAME in WebAssembly: synchronous,
 * for the fixtures that need an MP3 without awaiting, and the reference the shipped encoder is compared with.
 * Tests only: no function bundle carries it.
 */

/** Samples fed to lamejs per call: its output buffer grows to the largest input, so keep calls bounded. */
const ENCODE_CHUNK = 576 * 64;

function asBytes(chunk: ArrayLike<number> & { buffer: ArrayBufferLike; byteOffset: number; byteLength: number }): Uint8Array {
  return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** Encodes 16-bit mono PCM to a complete MP3 stream (one encoder, flushed). lamejs returns fresh copies. */
export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps: number = MP3_KBPS): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < pcm.length; offset += ENCODE_CHUNK) {
    const encoded = encoder.encodeBuffer(pcm.subarray(offset, offset + ENCODE_CHUNK));
    if (encoded.length > 0) {
      chunks.push(asBytes(encoded));
    }
  }
  chunks.push(asBytes(encoder.flush()));
  return concatBytes(chunks);
}
