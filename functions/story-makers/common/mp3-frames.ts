/**
 * The audio frames of an MP3 file from a speech API, ready to be joined end to end with those of the
 * other chunks of the same story, and their duration.
 *
 * Why not simply concatenate the files: each may start with an ID3v2 tag and an encoder's Xing/Info
 * frame. A tag in the middle of a stream is garbage to a decoder, and an Info frame gives the frame
 * count of its own chunk, so a player trusting it would show the first chunk's length for the whole
 * story. So tags (ID3v2 ahead, ID3v1 or APE behind) and Info frames are dropped, and only the MPEG
 * audio frames are kept. (The embedded narrator's `inspectMp3` reads lamejs's tag-free streams and
 * refuses anything else; the tests check this reader's output with it.)
 */

export interface Mp3Audio {
  /** MPEG audio frames only, each complete. */
  frames: Uint8Array;
  frameCount: number;
  sampleRate: number;
  /** Decoded length: frames × samples per frame / sample rate. */
  durationMs: number;
}

const BITRATES_MPEG1_LAYER3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_MPEG2_LAYER3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** By the header's version bits: 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5 (1 is reserved). */
const SAMPLE_RATES: Readonly<Record<number, readonly number[]>> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

interface FrameHeader {
  length: number;
  sampleRate: number;
  samplesPerFrame: number;
  /** Where a Xing/Info tag would start in this frame (after the side information). */
  tagOffset: number;
}

/** The Layer III frame header at `offset`, or undefined when there is none there. */
function frameHeaderAt(bytes: Uint8Array, offset: number): FrameHeader | undefined {
  if (offset + 4 > bytes.length || bytes[offset] !== 0xff || (bytes[offset + 1]! & 0xe0) !== 0xe0) return undefined;
  const second = bytes[offset + 1]!;
  const third = bytes[offset + 2]!;
  const version = (second >> 3) & 3;
  const layer = (second >> 1) & 3;
  const bitrateIndex = (third >> 4) & 15;
  const sampleRate = SAMPLE_RATES[version]?.[(third >> 2) & 3];
  if (layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || sampleRate === undefined) return undefined;
  const mpeg1 = version === 3;
  const bitrateKbps = (mpeg1 ? BITRATES_MPEG1_LAYER3 : BITRATES_MPEG2_LAYER3)[bitrateIndex]!;
  const samplesPerFrame = mpeg1 ? 1152 : 576;
  const padding = (third >> 1) & 1;
  const mono = bytes[offset + 3]! >> 6 === 3;
  const sideInformation = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return {
    length: Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding,
    sampleRate,
    samplesPerFrame,
    tagOffset: offset + 4 + sideInformation,
  };
}

function asciiAt(bytes: Uint8Array, offset: number, text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    if (bytes[offset + index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

/** Bytes taken by ID3v2 tags at `offset` (there may be several), with their optional footers. */
function id3v2Length(bytes: Uint8Array, offset: number): number {
  let length = 0;
  while (offset + length + 10 <= bytes.length && asciiAt(bytes, offset + length, 'ID3')) {
    const at = offset + length;
    const size = ((bytes[at + 6]! & 0x7f) << 21) | ((bytes[at + 7]! & 0x7f) << 14) | ((bytes[at + 8]! & 0x7f) << 7) | (bytes[at + 9]! & 0x7f);
    const footer = bytes[at + 5]! & 0x10 ? 10 : 0;
    length += 10 + size + footer;
  }
  return length;
}

/** An encoder's information frame (Xing, Info from LAME, VBRI from Fraunhofer): it holds no audio. */
function isInformationFrame(bytes: Uint8Array, offset: number, header: FrameHeader): boolean {
  return asciiAt(bytes, header.tagOffset, 'Xing') || asciiAt(bytes, header.tagOffset, 'Info') || asciiAt(bytes, offset + 36, 'VBRI');
}

/**
 * The audio frames of an MP3, or undefined when it holds none (not an MP3). A truncated last frame
 * and whatever follows the last frame (an ID3v1 or APE tag) are left out.
 */
export function readMp3Audio(mp3: Uint8Array): Mp3Audio | undefined {
  let offset = id3v2Length(mp3, 0);
  const first = frameHeaderAt(mp3, offset);
  if (first === undefined) return undefined;
  if (offset + first.length <= mp3.length && isInformationFrame(mp3, offset, first)) offset += first.length;
  const start = offset;
  let frameCount = 0;
  let seconds = 0;
  for (let header = frameHeaderAt(mp3, offset); header !== undefined && offset + header.length <= mp3.length; header = frameHeaderAt(mp3, offset)) {
    frameCount++;
    seconds += header.samplesPerFrame / header.sampleRate;
    offset += header.length;
  }
  if (frameCount === 0) return undefined;
  return { frames: mp3.subarray(start, offset), frameCount, sampleRate: first.sampleRate, durationMs: seconds * 1000 };
}
