import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG of an opaque picture, made faster than resvg's own encoder: our pictures cover the whole canvas,
 * so the alpha channel is dropped (RGB, a quarter less data) and zlib runs at a low level with no row
 * filter — flat colours compress well without one. About 20 ms instead of 32 ms a picture, and a smaller
 * file (≈ 270 KB instead of ≈ 360 KB). `null` when a pixel is not opaque: the caller keeps resvg's PNG.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** zlib level 2: within a millisecond of level 1, a few per cent smaller. */
const DEFLATE_LEVEL = 2;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

export function encodeOpaquePng(rgba: Uint8Array, width: number, height: number): Uint8Array | null {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  let out = 0;
  let opaque = 255;
  for (let y = 0; y < height; y += 1) {
    raw[out++] = 0; // filter: none
    let i = y * width * 4;
    for (let x = 0; x < width; x += 1, i += 4) {
      raw[out++] = rgba[i]!;
      raw[out++] = rgba[i + 1]!;
      raw[out++] = rgba[i + 2]!;
      opaque &= rgba[i + 3]!;
    }
  }
  if (opaque !== 255) return null;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour (RGB)
  return new Uint8Array(Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: DEFLATE_LEVEL })), chunk('IEND', Buffer.alloc(0))]));
}
