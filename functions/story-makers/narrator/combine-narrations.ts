import type { CombinedNarration, CombinedPart } from '#core/test-tools/narration-combiner';
import type { Narration, WordTiming } from '#core/story-makers-port';
import { readMp3Audio } from '../common/mp3-frames';

/**
 * Joins narrated parts of one story into one MP3 and one list of word timings (the port in
 * functions/core/test-tools/narration-combiner.ts).
 *
 * Why frames, not a decode and re-encode: every part is a complete MP3 stream whose first frame uses no bit
 * reservoir from before it (an encoder starts empty), so the parts' MPEG audio frames, end to end, are one
 * valid stream; re-encoding would cost seconds of CPU and a generation of quality, and would add an encoder
 * delay of its own to every word. What must go are the parts' ID3 tags and their Xing/Info frames (the
 * first part's too: its frame count is its own, and a player trusting it would show the first part's length
 * for the whole story); `readMp3Audio` keeps the audio frames only. Then one Xing frame is written at the
 * head with the whole stream's frame and byte counts, so players show the true duration even when the parts'
 * bitrates differ (a player without Xing support decodes it as one frame of silence, 26 ms at 22.05 kHz).
 *
 * Durations come from the frames: part k's words are shifted by the decoded length of the frames of the
 * parts before it, counted in samples (an exact integer) and turned into milliseconds once, so the shift is
 * exactly what a player plays before part k. Each part keeps its own encoder and decoder delay at its start,
 * and its timings already include it: a shifted word is heard where its part put it.
 */

export class NarrationCombinationError extends Error {
  override readonly name = 'NarrationCombinationError';
}

const SIDE_INFORMATION_BYTES = { mpeg1: { mono: 17, stereo: 32 }, mpeg2: { mono: 9, stereo: 17 } } as const;
const BITRATES_MPEG1_LAYER3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_MPEG2_LAYER3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** 'Xing', flags, frame count, byte count. */
const XING_TAG_BYTES = 16;
const XING_FLAG_FRAMES = 0x1;
const XING_FLAG_BYTES = 0x2;

/** What must match for the parts' frames to form one stream: MPEG version, sample rate and channels. */
interface StreamFormat {
  /** The header's version bits: 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5. */
  version: number;
  sampleRate: number;
  mono: boolean;
  samplesPerFrame: number;
  /** The first audio frame's four header bytes, the model of the Xing frame's. */
  header: Uint8Array;
}

function formatOf(frames: Uint8Array, sampleRate: number): StreamFormat {
  const version = (frames[1]! >> 3) & 3;
  return {
    version,
    sampleRate,
    mono: frames[3]! >> 6 === 3,
    samplesPerFrame: version === 3 ? 1152 : 576,
    header: frames.slice(0, 4),
  };
}

function sameFormat(a: StreamFormat, b: StreamFormat): boolean {
  return a.version === b.version && a.sampleRate === b.sampleRate && a.mono === b.mono;
}

function describe(format: StreamFormat): string {
  const version = format.version === 3 ? 'MPEG-1' : format.version === 2 ? 'MPEG-2' : 'MPEG-2.5';
  return `${version} ${format.sampleRate} Hz ${format.mono ? 'mono' : 'stereo'}`;
}

/**
 * A frame that holds no audio but a Xing tag with the stream's frame count and its total byte count (this
 * frame included, as LAME counts). It has the audio frames' version, sample rate and channels, no CRC, no
 * padding, zeroed side information (silence to a decoder that plays it), and the audio's bitrate unless that
 * makes it too short for the tag.
 */
function xingFrame(format: StreamFormat, frameCount: number, audioBytes: number): Uint8Array {
  const mpeg1 = format.version === 3;
  const bitrates = mpeg1 ? BITRATES_MPEG1_LAYER3 : BITRATES_MPEG2_LAYER3;
  const sideInformation = SIDE_INFORMATION_BYTES[mpeg1 ? 'mpeg1' : 'mpeg2'][format.mono ? 'mono' : 'stereo'];
  const tagOffset = 4 + sideInformation;
  const lengthAt = (bitrateIndex: number) => Math.floor(((format.samplesPerFrame / 8) * bitrates[bitrateIndex]! * 1000) / format.sampleRate);
  let bitrateIndex = (format.header[2]! >> 4) & 15;
  while (bitrateIndex < 14 && lengthAt(bitrateIndex) < tagOffset + XING_TAG_BYTES) bitrateIndex++;
  const length = lengthAt(bitrateIndex);

  const frame = new Uint8Array(length);
  frame[0] = 0xff;
  // Protection bit set: no CRC follows the header.
  frame[1] = format.header[1]! | 0x01;
  // Bitrate index, the same sample rate index, padding bit cleared, private bit kept.
  frame[2] = (bitrateIndex << 4) | (format.header[2]! & 0x0d);
  frame[3] = format.header[3]!;
  const view = new DataView(frame.buffer);
  frame.set([0x58, 0x69, 0x6e, 0x67], tagOffset); // 'Xing'
  view.setUint32(tagOffset + 4, XING_FLAG_FRAMES | XING_FLAG_BYTES);
  view.setUint32(tagOffset + 8, frameCount);
  view.setUint32(tagOffset + 12, length + audioBytes);
  return frame;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

export function combineNarrations(parts: readonly Narration[]): CombinedNarration {
  if (parts.length === 0) throw new NarrationCombinationError('Audio combination: no part to combine');
  const audio = parts.map((part, index) => {
    const read = readMp3Audio(part.mp3);
    if (read === undefined) throw new NarrationCombinationError(`Audio combination: part ${index + 1} is not MP3 audio`);
    return { ...read, format: formatOf(read.frames, read.sampleRate) };
  });
  const format = audio[0]!.format;
  audio.forEach((part, index) => {
    if (!sameFormat(part.format, format)) {
      throw new NarrationCombinationError(`Audio combination: part ${index + 1} is ${describe(part.format)}, part 1 is ${describe(format)}`);
    }
  });

  const toMs = (samples: number) => (samples * 1000) / format.sampleRate;
  const words: WordTiming[] = [];
  const combinedParts: CombinedPart[] = [];
  let samplesBefore = 0;
  audio.forEach((part, index) => {
    const offsetMs = toMs(samplesBefore);
    const samples = part.frameCount * format.samplesPerFrame;
    for (const word of parts[index]!.words) words.push({ word: word.word, startMs: word.startMs + offsetMs, endMs: word.endMs + offsetMs });
    combinedParts.push({ frameCount: part.frameCount, durationMs: toMs(samples), offsetMs });
    samplesBefore += samples;
  });

  const frames = concat(audio.map((part) => part.frames));
  const frameCount = audio.reduce((sum, part) => sum + part.frameCount, 0);
  return {
    mp3: concat([xingFrame(format, frameCount, frames.length), frames]),
    frameCount,
    durationMs: toMs(samplesBefore),
    words,
    parts: combinedParts,
  };
}
