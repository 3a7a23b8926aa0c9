import { deflateSync, inflateSync } from 'node:zlib';

/**
 * A PNG as a PDF image XObject. Without alpha (greyscale, RGB, palette) the PNG's own zlib stream goes in
 * as is, FlateDecode with the PNG predictors (nothing inflated). With alpha (greyscale+alpha, RGBA: what
 * the illustrator's resvg writes) the rows are unfiltered and split into the colour image and an SMask
 * (a fully opaque alpha is dropped). Interlaced and 16-bit PNGs are refused: the pictures are neither.
 */
export interface PdfImage {
  width: number;
  height: number;
  colorSpace: 'DeviceRGB' | 'DeviceGray' | { palette: Uint8Array };
  bitsPerComponent: number;
  /** Compressed (FlateDecode) samples. */
  data: Uint8Array;
  /** The PNG predictor's parameters when `data` is the PNG's own stream. */
  predictor?: { colors: number; columns: number };
  /** 8-bit alpha, compressed, when the picture is not fully opaque. */
  alpha?: Uint8Array;
}

export class UnsupportedPngError extends Error {
  override readonly name = 'UnsupportedPngError';
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Deflate level of the re-compressed samples: a print file read once, made in a request. */
const DEFLATE_LEVEL = 4;

export function decodePng(png: Uint8Array): PdfImage {
  if (png.length < 33 || SIGNATURE.some((byte, index) => png[index] !== byte)) throw new UnsupportedPngError('Not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  let depth = 0;
  let colorType = 0;
  let palette: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  for (let offset = 8; offset + 8 <= png.length; ) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(png[offset + 4]!, png[offset + 5]!, png[offset + 6]!, png[offset + 7]!);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      depth = data[8]!;
      colorType = data[9]!;
      if (data[12] !== 0) throw new UnsupportedPngError('Interlaced PNG');
    } else if (type === 'PLTE') palette = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (depth > 8) throw new UnsupportedPngError('16-bit PNG');
  const stream = Buffer.concat(idat);
  switch (colorType) {
    case 0:
      return { width, height, colorSpace: 'DeviceGray', bitsPerComponent: depth, data: stream, predictor: { colors: 1, columns: width } };
    case 2:
      return { width, height, colorSpace: 'DeviceRGB', bitsPerComponent: depth, data: stream, predictor: { colors: 3, columns: width } };
    case 3:
      if (!palette) throw new UnsupportedPngError('Palette PNG without PLTE');
      return { width, height, colorSpace: { palette }, bitsPerComponent: depth, data: stream, predictor: { colors: 1, columns: width } };
    case 4:
    case 6:
      return splitAlpha(inflateSync(stream), width, height, colorType === 6 ? 3 : 1);
    default:
      throw new UnsupportedPngError(`PNG colour type ${colorType}`);
  }
}

/** Unfilters 8-bit rows of `colors` + alpha channels and splits them into colour and alpha samples. */
function splitAlpha(raw: Uint8Array, width: number, height: number, colors: number): PdfImage {
  const channels = colors + 1;
  const stride = width * channels;
  const color = new Uint8Array(width * height * colors);
  const alpha = new Uint8Array(width * height);
  let previous = new Uint8Array(stride);
  let current = new Uint8Array(stride);
  let opaque = true;
  for (let row = 0; row < height; row++) {
    const start = row * (stride + 1);
    const filter = raw[start]!;
    const line = raw.subarray(start + 1, start + 1 + stride);
    for (let index = 0; index < stride; index++) {
      const left = index >= channels ? current[index - channels]! : 0;
      const up = previous[index]!;
      const upLeft = index >= channels ? previous[index - channels]! : 0;
      let value = line[index]!;
      switch (filter) {
        case 1:
          value += left;
          break;
        case 2:
          value += up;
          break;
        case 3:
          value += (left + up) >> 1;
          break;
        case 4: {
          const estimate = left + up - upLeft;
          const toLeft = Math.abs(estimate - left);
          const toUp = Math.abs(estimate - up);
          const toUpLeft = Math.abs(estimate - upLeft);
          value += toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
          break;
        }
        default:
          break;
      }
      current[index] = value & 0xff;
    }
    for (let pixel = 0; pixel < width; pixel++) {
      const source = pixel * channels;
      const target = (row * width + pixel) * colors;
      for (let channel = 0; channel < colors; channel++) color[target + channel] = current[source + channel]!;
      const a = current[source + colors]!;
      alpha[row * width + pixel] = a;
      if (a !== 255) opaque = false;
    }
    [previous, current] = [current, previous];
  }
  return {
    width,
    height,
    colorSpace: colors === 3 ? 'DeviceRGB' : 'DeviceGray',
    bitsPerComponent: 8,
    data: deflateSync(color, { level: DEFLATE_LEVEL }),
    ...(opaque ? {} : { alpha: deflateSync(alpha, { level: DEFLATE_LEVEL }) }),
  };
}
