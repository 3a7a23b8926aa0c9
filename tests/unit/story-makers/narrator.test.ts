import { describe, expect, it, vi } from 'vitest';
import { logger } from '../../../functions/core/logger';
import { createEmbeddedNarrator, SYNTHESIS_LOAD_ALLOWANCE_MS, synthesisTimeoutMs } from '../../../functions/story-makers/narrator/embedded-narrator';
import { inspectMp3, MP3_START_DELAY_SAMPLES, openMp3StreamHere } from '../../../functions/story-makers/narrator/mp3';
import { encodeMp3 } from '../../support/lamejs-mp3';
import { renderNarrationPcm, SILENCE_RMS } from '../../../functions/story-makers/narrator/narration-audio';
import { joinMp3Parts } from '../../../functions/story-makers/narrator/narration-mp3';
import { EnergyProfile, pcmRms } from '../../../functions/story-makers/narrator/pcm';
import { cleanForSpeech, speechWords, toSpokenSegments } from '../../../functions/story-makers/common/speech-text';
import { createEspeakSynthesizer } from '../../../functions/story-makers/narrator/espeak-synthesizer';
import { NarrationTimeoutError, type SpeechSynthesizer, type SynthesisJob, type SynthesizedPiece } from '../../../functions/story-makers/narrator/speech-synthesizer';
import { DEFAULT_PITCH, DEFAULT_PITCH_RANGE, DEFAULT_VOICE, PAUSES_MS, speechRateForAge } from '../../../functions/story-makers/narrator/voice';
import { wordSpans, wordStartSamples } from '../../../functions/story-makers/narrator/word-timings';
import type { WordTiming, WrittenStory } from '../../../functions/core/story-makers-port';
import { displayedWords, expectWellFormedTimings } from './narration-expectations';

const SAMPLE_RATE = 22_050;

const SHORT_STORY: WrittenStory = {
  title: 'Léa et le dragon doré',
  content: "Il était une fois un petit dragon qui avait peur du noir.\n\nUn soir, Léa lui tendit une lanterne. « N'aie pas peur ! » dit-elle.",
  moral: "L'amitié rend courageux.",
};

const PARAGRAPH =
  "Il était une fois, dans un petit village au bord de la mer, une petite fille qui s'appelait Léa. Chaque soir, elle regardait les étoiles briller au-dessus des vagues, et elle rêvait de voyager très loin. Un jour, un dragon doré arriva sur la plage.";

/** About `words` words in paragraphs of PARAGRAPH. */
function longStory(words: number): WrittenStory {
  const perParagraph = PARAGRAPH.split(/\s+/).length;
  const paragraphs = Array.from({ length: Math.round(words / perParagraph) }, () => PARAGRAPH);
  return { title: 'Le grand voyage', content: paragraphs.join('\n\n'), moral: 'Les amis se soutiennent.' };
}

/**
 * A deterministic synthesiser: each word of a text is a 0.25 s tone then 0.1 s of silence, its event at the
 * tone's start. With `runs`, it reads in two runs like eSpeak NG's workers, each with its own MP3 stream
 * (here on this thread), and hands the runs' pieces over interleaved, the second run's first.
 */
function toneSynthesizer({ runs = false }: { runs?: boolean } = {}): SpeechSynthesizer {
  const pieceOf = (text: string): SynthesizedPiece => {
    const words = speechWords(text);
    const tone = Math.round(0.25 * SAMPLE_RATE);
    const gap = Math.round(0.1 * SAMPLE_RATE);
    const pcm = new Int16Array(words.length * (tone + gap));
    words.forEach((_, w) => {
      for (let i = 0; i < tone; i++) pcm[w * (tone + gap) + i] = Math.round(6_000 * Math.sin(i / 4));
    });
    return { pcm, wordEvents: words.map((word, w) => ({ textIndex: [...text.slice(0, word.start)].length, sample: w * (tone + gap) })) };
  };
  const synthesize = async (job: SynthesisJob) => {
    const pieces = job.texts.map(pieceOf);
    pieces.forEach((piece, index) => job.onPiece?.(index, piece, SAMPLE_RATE));
    return { sampleRate: SAMPLE_RATE, pieces };
  };
  if (!runs) {
    return { synthesize };
  }
  return {
    synthesize,
    synthesizeInRuns: (job, kbps) => {
      const middle = Math.ceil(job.texts.length / 2);
      const shares = [
        { from: 0, to: middle },
        { from: middle, to: job.texts.length },
      ];
      const speech = (async () => {
        await Promise.resolve();
        // Interleaved, the second run first: B1 A1 B2 A2 …
        const order = Array.from({ length: middle }, (_, i) => [middle + i, i]).flat().filter((index) => index < job.texts.length);
        for (const index of order) job.onPiece?.(index, pieceOf(job.texts[index]!), SAMPLE_RATE);
        return { sampleRate: SAMPLE_RATE };
      })();
      return { runs: shares.map((share) => ({ ...share, mp3: openMp3StreamHere(SAMPLE_RATE, kbps) })), speech };
    },
  };
}

function wordAfter(words: readonly WordTiming[], index: number): WordTiming {
  const word = words[index];
  if (!word) {
    throw new Error(`no word ${index}`);
  }
  return word;
}

const signal = new AbortController().signal;

/**
 * Real speech synthesis and MP3 encoding take seconds, many more on a loaded 2-core machine: these tests
 * check what is produced, and leave speed to bench/story-makers.ts. So neither vitest's 5 s test timeout nor
 * the narrator's own 20 s synthesis guard (tested apart, in 'timeout guard') may fail them on a busy machine.
 */
const REAL_SPEECH = { timeout: 180_000 } as const;
const PATIENT_SYNTHESIS_MS = 150_000;
const settings = { voice: DEFAULT_VOICE, rate: speechRateForAge(6), pitch: DEFAULT_PITCH, pitchRange: DEFAULT_PITCH_RANGE };

describe('cleanForSpeech', () => {
  it('should remove hex colour codes such as #FFD700', () => {
    // Arrange
    const text = 'Sa couleur préférée, #FFD700, brillait. Et aussi #ffd700ff et (#abc) !';

    // Act
    const cleaned = cleanForSpeech(text);

    // Assert
    expect(cleaned).toBe('Sa couleur préférée, brillait. Et aussi et !');
  });

  it('should remove emoji, skin tones, flags, keycaps and symbols', () => {
    // Arrange
    const text = 'Le dragon 🐉 vola ✨🌟 avec 👩🏽‍🚀 et 🇫🇷 1️⃣ fois ★ ♥.';

    // Act
    const cleaned = cleanForSpeech(text);

    // Assert
    expect(cleaned).toBe('Le dragon vola avec et fois.');
    expect(cleaned).not.toMatch(/\p{Extended_Pictographic}|\u200D|\uFE0F/u);
  });

  it('should drop HTML tags and entities and keep their text', () => {
    // Arrange
    const text = 'Il était un <b>dragon</b> <span style="color:red">doré</span>.<br>Fin &amp; bonne&nbsp;nuit.';

    // Act
    const cleaned = cleanForSpeech(text);

    // Assert
    expect(cleaned).toBe('Il était un dragon doré. Fin et bonne nuit.');
  });

  it('should drop markdown markers and keep the words', () => {
    // Arrange
    const text = '# Le **grand** voyage\n\nIl était _une fois_ un [dragon](https://exemple.fr) *doré* ~~gris~~ `bleu` #magie.\n\n- une étoile\n\n---\n\n![image](a.png)';

    // Act
    const cleaned = cleanForSpeech(text);

    // Assert
    expect(cleaned).toBe('Le grand voyage\n\nIl était une fois un dragon doré gris bleu magie.\n\nune étoile');
    expect(cleaned).not.toMatch(/[*_#[\]<>`~]/);
  });

  it('should keep normal punctuation and the paragraph breaks', () => {
    // Arrange
    const text = "« Bonjour ! » dit-il… Tu viens ?\n\nOui, c'est l'heure : allons-y.";

    // Act
    const cleaned = cleanForSpeech(text);

    // Assert
    expect(cleaned).toBe(text);
  });
});

describe('speechWords and toSpokenSegments', () => {
  it('should split words like a page shows them, without edge punctuation', () => {
    // Arrange
    const text = "« N'aie pas peur ! » dit-il, aujourd'hui.";

    // Act
    const words = speechWords(text).map((word) => word.word);

    // Assert
    expect(words).toEqual(["N'aie", 'pas', 'peur', 'dit-il', "aujourd'hui"]);
  });

  it('should read the title, then each paragraph, then the moral after its label', () => {
    // Arrange
    const story: WrittenStory = { title: '**Léa** et le dragon 🐉', content: 'Premier paragraphe.\n\nSecond paragraphe.', moral: 'Être gentil' };

    // Act
    const segments = toSpokenSegments(story);

    // Assert
    expect(segments.map((segment) => [segment.kind, segment.text])).toEqual([
      ['title', 'Léa et le dragon.'],
      ['paragraph', 'Premier paragraphe.'],
      ['paragraph', 'Second paragraphe.'],
      ['moral', "Morale de l'histoire : Être gentil."],
    ]);
  });
});

describe('speechRateForAge', () => {
  it('should be slowest at 4–5, medium at 6–7 and normal at 8–10', () => {
    // Arrange
    const ages = [4, 5, 6, 7, 8, 9, 10];

    // Act
    const rates = ages.map(speechRateForAge);

    // Assert
    expect(rates[0]).toBe(rates[1]);
    expect(rates[2]).toBe(rates[3]);
    expect(rates[4]).toBe(rates[6]);
    expect(rates[0]).toBeLessThan(rates[2]!);
    expect(rates[2]).toBeLessThan(rates[4]!);
  });
});

describe('word timing helpers', () => {
  it('should give each word its first event and interpolate the words without one', () => {
    // Arrange
    const text = "Le dragon l'étoile 2024 fin";
    const words = speechWords(text);
    const events = [
      { textIndex: 0, sample: 100 },
      { textIndex: 3, sample: 1_000 },
      // "2024" is read as several words; "l'étoile" gets no event at all.
      { textIndex: 19, sample: 5_000 },
      { textIndex: 20, sample: 6_000 },
      { textIndex: 24, sample: 9_000 },
    ];

    // Act
    const starts = wordStartSamples(text, words, events, 0, 10_000);

    // Assert
    expect(starts[0]).toBe(100);
    expect(starts[1]).toBe(1_000);
    expect(starts[2]).toBeGreaterThan(1_000);
    expect(starts[2]).toBeLessThan(5_000);
    expect(starts[3]).toBe(5_000);
    expect(starts[4]).toBe(9_000);
  });

  it('should leave the silence before and after a word out of its span', () => {
    // Arrange: sound 0–1000, silence 1000–3000, sound 3000–4000 (10-sample windows).
    const pcm = new Int16Array(4_000);
    for (let i = 0; i < pcm.length; i++) {
      pcm[i] = i < 1_000 || i >= 3_000 ? (i % 2 === 0 ? 2_000 : -2_000) : 0;
    }
    const profile = new EnergyProfile(pcm, 10, SILENCE_RMS);

    // Act
    const spans = wordSpans([0, 900], 4_000, profile);

    // Assert
    expect(spans).toEqual([
      { start: 0, end: 900 },
      { start: 900, end: 4_000 },
    ]);
    expect(wordSpans([0, 2_000], 4_000, profile)).toEqual([
      { start: 0, end: 1_000 },
      { start: 3_000, end: 4_000 },
    ]);
  });
});

describe('MP3 encoding', REAL_SPEECH, () => {
  const tone = (seconds: number): Int16Array => Int16Array.from({ length: Math.round(seconds * SAMPLE_RATE) }, (_, i) => Math.round(8_000 * Math.sin(i / 5)));

  it('should produce valid mono 22.05 kHz 48 kbps frames covering the input', () => {
    // Arrange
    const pcm = tone(2);

    // Act
    const mp3 = encodeMp3(pcm, SAMPLE_RATE, 48);
    const info = inspectMp3(mp3);

    // Assert
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xe0).toBe(0xe0);
    expect(info).toMatchObject({ sampleRate: SAMPLE_RATE, channels: 1, bitrateKbps: 48, samplesPerFrame: 576 });
    expect(info.frames * 576).toBeGreaterThanOrEqual(pcm.length + MP3_START_DELAY_SAMPLES - 529);
  });

  it('should map samples of joined parts after the frames of the parts before them', () => {
    // Arrange
    const first = encodeMp3(tone(1), SAMPLE_RATE, 48);
    const second = encodeMp3(tone(1), SAMPLE_RATE, 48);
    const firstFrames = inspectMp3(first).frames;

    // Act
    const joined = joinMp3Parts([first, second], [0, SAMPLE_RATE], SAMPLE_RATE);

    // Assert
    expect(inspectMp3(joined.mp3).frames).toBe(firstFrames + inspectMp3(second).frames);
    expect(joined.toMp3Ms(0)).toBeCloseTo((MP3_START_DELAY_SAMPLES * 1000) / SAMPLE_RATE, 6);
    expect(joined.toMp3Ms(SAMPLE_RATE)).toBeCloseTo(((firstFrames * 576 + MP3_START_DELAY_SAMPLES) * 1000) / SAMPLE_RATE, 6);
  });
});

describe('MP3 encoding in the speech threads', REAL_SPEECH, () => {
  /** eSpeak NG without its runs: the pieces come to this thread in order, and are encoded here. */
  const readHere = (): SpeechSynthesizer => {
    const espeak = createEspeakSynthesizer();
    return { synthesize: (job) => espeak.synthesize(job) };
  };

  it('should encode on the calling thread when the synthesiser does not read in runs', async () => {
    // Arrange
    const narrator = createEmbeddedNarrator({ synthesizer: readHere(), timeoutMs: PATIENT_SYNTHESIS_MS });
    const story = longStory(70);

    // Act
    const narration = await narrator.narrate({ story, childAge: 9 });

    // Assert
    expect(inspectMp3(narration.mp3)).toMatchObject({ sampleRate: SAMPLE_RATE, channels: 1, bitrateKbps: 48 });
    expect(narration.words.map((timing) => timing.word)).toEqual(displayedWords(story));
    expectWellFormedTimings(narration);
  });

  it('should read a story in two halves, each encoded by its own thread, with the words where one thread puts them', async () => {
    // Arrange: a deterministic synthesiser (a tone per word), reading on this thread in one stream, or in
    // two runs whose pieces come interleaved (the second run's first), each with its own stream.
    const story = longStory(120);
    const oneStream = createEmbeddedNarrator({ synthesizer: toneSynthesizer(), timeoutMs: PATIENT_SYNTHESIS_MS });
    const twoRuns = createEmbeddedNarrator({ synthesizer: toneSynthesizer({ runs: true }), timeoutMs: PATIENT_SYNTHESIS_MS });

    // Act
    const reference = await oneStream.narrate({ story, childAge: 8 });
    const halves = await twoRuns.narrate({ story, childAge: 8 });

    // Assert: one valid stream; the first half's words are timed as in one stream, the second half's move
    // only by the first half's encoder delay and padding (a frame or two, the same for every one of them).
    expect(inspectMp3(halves.mp3)).toMatchObject({ sampleRate: SAMPLE_RATE, channels: 1, bitrateKbps: 48 });
    expect(halves.durationMs - reference.durationMs).toBeGreaterThan(0);
    expect(halves.durationMs - reference.durationMs).toBeLessThan(150);
    expect(halves.words.map((word) => word.word)).toEqual(reference.words.map((word) => word.word));
    const shifts = halves.words.map((word, index) => word.startMs - reference.words[index]!.startMs);
    const firstShifted = shifts.findIndex((shift) => shift !== 0);
    expect(firstShifted).toBeGreaterThan(10);
    // The same shift in samples; each time is rounded to the millisecond on its own.
    expect(shifts.slice(firstShifted).every((shift) => Math.abs(shift - shifts[firstShifted]!) <= 1)).toBe(true);
    expect(shifts[firstShifted]).toBeGreaterThan(0);
    expect(shifts[firstShifted]).toBeLessThan(150);
    expectWellFormedTimings(halves);
  });

  it('should time every word of a long paragraph read in parts, pausing where its sentences end', async () => {
    // Arrange: one paragraph of about 1,500 characters, read in three parts.
    const narrator = createEmbeddedNarrator({ timeoutMs: PATIENT_SYNTHESIS_MS });
    const story: WrittenStory = { title: 'Le grand voyage', content: Array.from({ length: 6 }, () => PARAGRAPH).join(' '), moral: 'Partager.' };

    // Act
    const narration = await narrator.narrate({ story, childAge: 9 });

    // Assert: no word loses its time, and no gap inside the paragraph is as long as a paragraph's pause.
    expect(narration.words.map((timing) => timing.word)).toEqual(displayedWords(story));
    expectWellFormedTimings(narration);
    // Between the title's 3 words and the moral's 4 ("Morale de l'histoire : Partager").
    const paragraph = narration.words.slice(3, -4);
    const longestGap = Math.max(...paragraph.slice(1).map((word, index) => word.startMs - paragraph[index]!.endMs));
    expect(longestGap).toBeLessThan(PAUSES_MS.betweenParagraphs);
  });

  it('should read even a short story in runs shared by the eSpeak NG workers', async () => {
    // Arrange
    const narrator = createEmbeddedNarrator({ timeoutMs: PATIENT_SYNTHESIS_MS });
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);

    try {
      // Act
      const narration = await narrator.narrate({ story: SHORT_STORY, childAge: 8 });

      // Assert
      const ready = info.mock.calls.findLast(([message]) => message === 'narration ready')?.[1] as { runs?: number } | undefined;
      expect(ready?.runs).toBeGreaterThanOrEqual(2);
      expect(inspectMp3(narration.mp3).frames).toBeGreaterThan(0);
      expect(narration.words.map((timing) => timing.word)).toEqual(displayedWords(SHORT_STORY));
      expectWellFormedTimings(narration);
    } finally {
      info.mockRestore();
    }
  });
});

describe('timeout scaled to the work', () => {
  it('should wait longer for a long story than the fixed load allowance before giving up', async () => {
    // Arrange: a synthesis that never settles, timed by fake clocks (no real wait).
    vi.useFakeTimers();
    try {
      const hanging: SpeechSynthesizer = { synthesize: () => new Promise(() => undefined) };
      const narrator = createEmbeddedNarrator({ synthesizer: hanging });
      const long: WrittenStory = { title: 'La longue nuit', content: 'La lune brillait doucement sur le jardin endormi. '.repeat(80), moral: 'Il faut dormir.' };
      let outcome: unknown;
      const narration = narrator.narrate({ story: long, childAge: 6 }).catch((error: unknown) => (outcome = error));

      // Act
      await vi.advanceTimersByTimeAsync(SYNTHESIS_LOAD_ALLOWANCE_MS + 1_000);
      const afterAllowance = outcome;
      await vi.advanceTimersByTimeAsync(synthesisTimeoutMs(long.title.length + long.content.length + long.moral.length + 10));
      await narration;

      // Assert
      expect(afterAllowance).toBeUndefined();
      expect(outcome).toBeInstanceOf(NarrationTimeoutError);
      expect(synthesisTimeoutMs(4_000)).toBeGreaterThan(3 * synthesisTimeoutMs(0));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('timeout guard', REAL_SPEECH, () => {
  it('should reject with a clear error when synthesis never settles', async () => {
    // Arrange
    let received: SynthesisJob | undefined;
    const hanging: SpeechSynthesizer = {
      synthesize: (job) => {
        received = job;
        return new Promise(() => undefined);
      },
    };
    const narrator = createEmbeddedNarrator({ synthesizer: hanging, timeoutMs: 50 });

    // Act
    const narration = narrator.narrate({ story: SHORT_STORY, childAge: 6 });

    // Assert
    await expect(narration).rejects.toBeInstanceOf(NarrationTimeoutError);
    await expect(narration).rejects.toThrow('did not finish within 50 ms');
    expect(received?.signal.aborted).toBe(true);
  });

  it('should stop eSpeak NG when a synthesis is given up while it loads, and still narrate the next story', async () => {
    // Arrange: a fresh module, so its eSpeak worker has not loaded yet when the first story gives up.
    vi.resetModules();
    const fresh = await import('../../../functions/story-makers/narrator/embedded-narrator');
    const hurried = fresh.createEmbeddedNarrator({ timeoutMs: 1 });
    const patient = fresh.createEmbeddedNarrator({ timeoutMs: PATIENT_SYNTHESIS_MS });

    // Act
    const givenUp = hurried.narrate({ story: longStory(300), childAge: 8 });
    const next = patient.narrate({ story: SHORT_STORY, childAge: 8 });

    // Assert
    await expect(givenUp).rejects.toThrow('did not finish within 1 ms');
    const narration = await next;
    expect(narration.words.map((timing) => timing.word)).toEqual(displayedWords(SHORT_STORY));
  });
});

describe('embedded narrator (eSpeak NG)', REAL_SPEECH, () => {
  const narrator = createEmbeddedNarrator({ timeoutMs: PATIENT_SYNTHESIS_MS });

  it('should synthesise audible French speech (the PCM is not silent)', async () => {
    // Arrange
    const segments = toSpokenSegments(SHORT_STORY);

    // Act
    const audio = await renderNarrationPcm(segments, createEspeakSynthesizer(), settings, signal);

    // Assert
    expect(audio.sampleRate).toBe(SAMPLE_RATE);
    expect(pcmRms(audio.pcm)).toBeGreaterThan(500);
    for (const word of audio.words) {
      expect(pcmRms(audio.pcm, word.start, word.end), word.word).toBeGreaterThan(SILENCE_RMS);
    }
  });

  it('should insert silent pauses after the title, between paragraphs and before the moral', async () => {
    // Arrange
    const segments = toSpokenSegments(SHORT_STORY);
    const lastWordOf = (count: number): number => count - 1;
    const titleWords = segments[0]!.words.length;
    const firstParagraphWords = segments[1]!.words.length;
    const secondParagraphWords = segments[2]!.words.length;

    // Act
    const audio = await renderNarrationPcm(segments, createEspeakSynthesizer(), settings, signal);

    // Assert
    const boundaries = [titleWords, titleWords + firstParagraphWords, titleWords + firstParagraphWords + secondParagraphWords];
    for (const next of boundaries) {
      const before = audio.words[lastWordOf(next)]!;
      const after = audio.words[next]!;
      expect(((after.start - before.end) * 1000) / SAMPLE_RATE).toBeGreaterThanOrEqual(600);
      expect(pcmRms(audio.pcm, before.end, after.start)).toBeLessThan(SILENCE_RMS);
    }
  });

  it('should return a valid MP3 whose frames last durationMs', async () => {
    // Arrange
    const request = { story: SHORT_STORY, childAge: 6 };

    // Act
    const narration = await narrator.narrate(request);

    // Assert
    const info = inspectMp3(narration.mp3);
    const framesMs = (info.frames * info.samplesPerFrame * 1000) / info.sampleRate;
    expect(info).toMatchObject({ sampleRate: SAMPLE_RATE, channels: 1, bitrateKbps: 48 });
    expect(Math.abs(framesMs - narration.durationMs) / narration.durationMs).toBeLessThan(0.1);
    expect(narration.durationMs).toBeGreaterThan(5_000);
    expect(narration.durationMs).toBeLessThan(20_000);
  });

  it('should time every displayed word in order, monotonic and within the audio', async () => {
    // Arrange
    const request = { story: SHORT_STORY, childAge: 6 };

    // Act
    const narration = await narrator.narrate(request);

    // Assert
    expect(narration.words.map((timing) => timing.word)).toEqual(displayedWords(SHORT_STORY));
    expectWellFormedTimings(narration);
    const title = wordAfter(narration.words, 4);
    const content = wordAfter(narration.words, 5);
    expect(content.startMs - title.endMs).toBeGreaterThanOrEqual(600);
  });

  it('should read more slowly for a 4-year-old than for a 9-year-old', async () => {
    // Arrange
    const story = SHORT_STORY;

    // Act
    const [young, old] = await Promise.all([narrator.narrate({ story, childAge: 4 }), narrator.narrate({ story, childAge: 9 })]);

    // Assert
    expect(young.durationMs).toBeGreaterThan(old.durationMs * 1.1);
    expect(young.words.map((timing) => timing.word)).toEqual(old.words.map((timing) => timing.word));
  });

  it('should last roughly in proportion to the number of words', async () => {
    // Arrange
    const once: WrittenStory = { title: 'Le voyage', content: PARAGRAPH, moral: 'Partager.' };
    const twice: WrittenStory = { ...once, content: `${PARAGRAPH}\n\n${PARAGRAPH}` };

    // Act
    const short = await narrator.narrate({ story: once, childAge: 7 });
    const long = await narrator.narrate({ story: twice, childAge: 7 });

    // Assert
    const ratio = long.durationMs / short.durationMs;
    const wordRatio = long.words.length / short.words.length;
    expect(ratio).toBeGreaterThan(wordRatio * 0.8);
    expect(ratio).toBeLessThan(wordRatio * 1.2);
  });

  it('should narrate a 600-word story in parts with consistent timings', async () => {
    // Arrange
    const story = longStory(600);
    const expectedWords = displayedWords(story);

    // Act
    const narration = await narrator.narrate({ story, childAge: 9 });

    // Assert: its speed is bench/story-makers.ts's (budget 2 s), not a unit test's.
    expect(narration.words.map((timing) => timing.word)).toEqual(expectedWords);
    expect(expectedWords.length).toBeGreaterThanOrEqual(590);
    expectWellFormedTimings(narration);
    const info = inspectMp3(narration.mp3);
    expect(Math.abs((info.frames * 576 * 1000) / SAMPLE_RATE - narration.durationMs)).toBeLessThanOrEqual(1);
    // 600 words at 8–10 years: about 150 words a minute with the pauses.
    expect(narration.durationMs / 60_000).toBeGreaterThan(expectedWords.length / 220);
    expect(narration.durationMs / 60_000).toBeLessThan(expectedWords.length / 110);
  });
});
