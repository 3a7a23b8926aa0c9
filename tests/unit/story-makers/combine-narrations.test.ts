import { describe, expect, it } from 'vitest';
import type { Narration, WordTiming } from '../../../functions/core/story-makers-port';
import { combineNarrations, NarrationCombinationError } from '../../../functions/story-makers/narrator/combine-narrations';
import { inspectMp3 } from '../../../functions/story-makers/narrator/mp3';
import { encodeMp3 } from '../../support/lamejs-mp3';
import { readMp3Audio } from '../../../functions/story-makers/common/mp3-frames';

/** The embedded narrator's format: mono 22.05 kHz MPEG-2 Layer III, 576 samples a frame. */
const SAMPLE_RATE = 22_050;
const SAMPLES_PER_FRAME = 576;

/** A real MP3 (lamejs, as the embedded narrator encodes): a 440 Hz tone of this many seconds. */
function toneMp3(seconds: number, sampleRate = SAMPLE_RATE): Uint8Array {
  const pcm = new Int16Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < pcm.length; index++) pcm[index] = Math.round(8_000 * Math.sin((2 * Math.PI * 440 * index) / sampleRate));
  return encodeMp3(pcm, sampleRate, 48);
}

/** A narrated part: the MP3, its frame-measured duration, and a few words spread over it. */
function part(seconds: number, label: string, sampleRate = SAMPLE_RATE): Narration {
  const mp3 = toneMp3(seconds, sampleRate);
  const durationMs = readMp3Audio(mp3)!.durationMs;
  const words: WordTiming[] = [0.1, 0.4, 0.7].map((at, index) => ({ word: `${label}${index}`, startMs: Math.round(at * durationMs), endMs: Math.round((at + 0.2) * durationMs) }));
  return { mp3, durationMs, words };
}

/** An MP3 as a speech API may send it: an ID3v2 tag, then an encoder's Info frame, then the audio frames. */
function withTagAndInfoFrame(mp3: Uint8Array): Uint8Array {
  // 48 kbps at 22.05 kHz: 156 bytes, one more when the padding bit is set.
  const frameLength = 156 + ((mp3[2]! >> 1) & 1);
  const info = mp3.slice(0, frameLength);
  info.fill(0, 4);
  info.set([0x49, 0x6e, 0x66, 0x6f], 4 + 9); // 'Info' after the mono MPEG-2 side information
  const id3 = new Uint8Array(10 + 20);
  id3.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20]);
  const out = new Uint8Array(id3.length + info.length + mp3.length);
  out.set(id3);
  out.set(info, id3.length);
  out.set(mp3, id3.length + info.length);
  return out;
}

const framesOf = (mp3: Uint8Array) => readMp3Audio(mp3)!.frameCount;

describe('combineNarrations', () => {
  it('should make one MP3 whose frames and duration are the sum of the parts, with each part’s words shifted by the parts before it', () => {
    // Arrange
    const parts = [part(1.2, 'a'), part(0.5, 'b'), part(2.3, 'c')];
    const partFrames = parts.map((narration) => framesOf(narration.mp3));

    // Act
    const combined = combineNarrations(parts);

    // Assert: the frames, read back from the bytes, are every part's, and nothing else but the head's Xing frame.
    const totalFrames = partFrames.reduce((sum, frames) => sum + frames, 0);
    const read = readMp3Audio(combined.mp3)!;
    expect(read.frameCount).toBe(totalFrames);
    expect(combined.frameCount).toBe(totalFrames);
    expect(inspectMp3(combined.mp3).frames).toBe(totalFrames + 1);
    expect(combined.durationMs).toBe((totalFrames * SAMPLES_PER_FRAME * 1000) / SAMPLE_RATE);
    expect(combined.durationMs).toBeCloseTo(parts.reduce((sum, narration) => sum + narration.durationMs, 0), 9);
    expect(read.durationMs).toBeCloseTo(combined.durationMs, 9);
    // Assert: part k starts after the decoded length of the parts before it, and its words move by exactly that.
    const offsets = partFrames.map((_, index) => (partFrames.slice(0, index).reduce((sum, frames) => sum + frames, 0) * SAMPLES_PER_FRAME * 1000) / SAMPLE_RATE);
    expect(combined.parts).toEqual(
      partFrames.map((frames, index) => ({ frameCount: frames, durationMs: (frames * SAMPLES_PER_FRAME * 1000) / SAMPLE_RATE, offsetMs: offsets[index] })),
    );
    const expectedWords = parts.flatMap((narration, index) =>
      narration.words.map((word) => ({ word: word.word, startMs: word.startMs + offsets[index]!, endMs: word.endMs + offsets[index]! })),
    );
    expect(combined.words).toEqual(expectedWords);
    for (const [index, word] of combined.words.entries()) {
      expect(word.startMs).toBeLessThan(word.endMs);
      if (index > 0) expect(word.startMs).toBeGreaterThanOrEqual(combined.words[index - 1]!.endMs);
    }
  });

  it('should write a Xing frame at the head with the whole stream’s frame and byte counts, so that players show the true length', () => {
    // Arrange
    const parts = [part(0.8, 'a'), part(1.1, 'b')];

    // Act
    const combined = combineNarrations(parts);

    // Assert: mono MPEG-2, so the tag follows 4 header bytes and 9 bytes of side information.
    const view = new DataView(combined.mp3.buffer, combined.mp3.byteOffset);
    expect(new TextDecoder().decode(combined.mp3.subarray(13, 17))).toBe('Xing');
    expect(view.getUint32(17)).toBe(0b11);
    expect(view.getUint32(21)).toBe(combined.frameCount);
    expect(view.getUint32(25)).toBe(combined.mp3.length);
    expect(inspectMp3(combined.mp3)).toMatchObject({ sampleRate: SAMPLE_RATE, channels: 1, id3: false });
  });

  it('should drop the parts’ ID3 tags and Info frames, whose counts are their own', () => {
    // Arrange
    const plain = part(0.6, 'a');
    const untagged = part(0.9, 'b');
    const tagged: Narration = { ...untagged, mp3: withTagAndInfoFrame(untagged.mp3) };
    const taggedFrames = framesOf(tagged.mp3);

    // Act
    const combined = combineNarrations([tagged, plain]);

    // Assert
    expect(taggedFrames).toBe(framesOf(untagged.mp3));
    expect(combined.frameCount).toBe(taggedFrames + framesOf(plain.mp3));
    expect(Buffer.from(combined.mp3).includes(Buffer.from('ID3'))).toBe(false);
    expect(Buffer.from(combined.mp3).includes(Buffer.from('Info'))).toBe(false);
    expect(combined.parts[1]!.offsetMs).toBe((taggedFrames * SAMPLES_PER_FRAME * 1000) / SAMPLE_RATE);
  });

  it('should refuse parts that cannot form one stream, no parts, and bytes that are not MP3', () => {
    // Arrange
    const other = part(0.5, 'b', 24_000);

    // Act
    const attempts = [() => combineNarrations([part(0.5, 'a'), other]), () => combineNarrations([]), () => combineNarrations([{ mp3: new Uint8Array(64), durationMs: 0, words: [] }])];

    // Assert
    for (const attempt of attempts) {
      expect(attempt).toThrow(NarrationCombinationError);
    }
    expect(attempts[0]).toThrow('part 2 is MPEG-2 24000 Hz mono, part 1 is MPEG-2 22050 Hz mono');
    expect(new NarrationCombinationError('x').name).toBe('NarrationCombinationError');
  });
});
