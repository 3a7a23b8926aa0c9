import { describe, expect, it } from 'vitest';
import { toSpokenSegments } from '../../../functions/story-makers/common/speech-text';
import { createEmbeddedNarrator } from '../../../functions/story-makers/narrator/embedded-narrator';
import { createEspeakSynthesizer, runsForWorkers, shareTexts } from '../../../functions/story-makers/narrator/espeak-synthesizer';
import { MAX_PIECE_CHARACTERS, readingPieces, renderNarrationPcm } from '../../../functions/story-makers/narrator/narration-audio';
import { FIRST_NAMES, INTERJECTIONS, type LexiconEntry } from '../../../functions/story-makers/narrator/pronunciation-lexicon';
import { DIALOGUE_PROSODY, toSpeechMarkup } from '../../../functions/story-makers/narrator/speech-markup';
import type { SynthesizedPiece } from '../../../functions/story-makers/narrator/speech-synthesizer';
import { DEFAULT_PITCH, DEFAULT_PITCH_RANGE, DEFAULT_VOICE, speechRateForAge } from '../../../functions/story-makers/narrator/voice';
import type { WrittenStory } from '../../../functions/core/story-makers-port';
import { displayedWords, expectWellFormedTimings } from './narration-expectations';

/** Real eSpeak NG runs: seconds on a loaded 2-core machine; speed is bench/story-makers.ts's, not these tests'. */
const REAL_SPEECH = { timeout: 180_000 } as const;
const PATIENT_SYNTHESIS_MS = 150_000;
const SAMPLE_RATE = 22_050;
const settings = { voice: DEFAULT_VOICE, rate: speechRateForAge(8), pitch: DEFAULT_PITCH, pitchRange: DEFAULT_PITCH_RANGE };

/** eSpeak's IPA phonemes as the lexicon writes them: no stress marks, no spaces. */
function reading(piece: SynthesizedPiece): string {
  return (piece.phonemes ?? []).join('').replace(/[ˈˌ\s]/gu, '');
}

/** Asks the narrator's own eSpeak worker for what it says for each text (the markup the narrator sends). */
async function phonemesOf(texts: readonly string[]): Promise<SynthesizedPiece[]> {
  const speech = await createEspeakSynthesizer().synthesize({ texts, settings, signal: new AbortController().signal, withPhonemes: true });
  return speech.pieces;
}

/** Median fundamental frequency (Hz) of the loud 40 ms windows, by autocorrelation (80–440 Hz). */
function medianPitchHz(pcm: Int16Array, from = 0, to = pcm.length): number {
  const window = Math.round(SAMPLE_RATE * 0.04);
  const pitches: number[] = [];
  for (let start = from; start + window <= to; start += window) {
    let energy = 0;
    for (let i = start; i < start + window; i++) energy += pcm[i]! * pcm[i]!;
    if (Math.sqrt(energy / window) < 1_500) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = 50; lag <= 275; lag++) {
      let sum = 0;
      for (let i = start; i < start + window - lag; i++) sum += pcm[i]! * pcm[i + lag]!;
      if (sum > best) {
        best = sum;
        bestLag = lag;
      }
    }
    if (bestLag > 0) pitches.push(SAMPLE_RATE / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

describe('pronunciation lexicon (data)', () => {
  it('should list at least 200 distinct first names and the interjections the writer uses', () => {
    // Arrange
    const names = FIRST_NAMES.map((entry) => entry.written.toLocaleLowerCase('fr'));
    const interjections = INTERJECTIONS.map((entry) => entry.written);

    // Act
    const distinct = new Set(names);

    // Assert
    expect(distinct.size).toBe(names.length);
    expect(distinct.size).toBeGreaterThanOrEqual(200);
    expect(interjections).toEqual(expect.arrayContaining(['Chut', 'Ouf', 'Hourra', 'Psst', 'Miam', 'Atchoum', 'Oups']));
  });

  it('should give the French readings of the names eSpeak read as English or cut short', () => {
    // Arrange
    const byName = new Map([...FIRST_NAMES, ...INTERJECTIONS].map((entry) => [entry.written, entry]));

    // Act
    const readings = ['Noah', 'Nathan', 'Mohamed', 'Ethan', 'Yanis', 'Chut'].map((name) => byName.get(name)?.ipa);

    // Assert
    expect(readings).toEqual(['noa', 'natɑ̃', 'moamɛd', 'etan', 'janis', 'ʃyt']);
  });
});

describe('speech markup', () => {
  it('should respell lexicon words, also after an elision, and map them back to the written word', () => {
    // Arrange
    const text = "Le chien d'Ethan aboya. Chut, dit Noah.";

    // Act
    const { markup, toTextIndex } = toSpeechMarkup(text);

    // Assert
    expect(markup).toBe("<speak>Le chien d'Étane aboya. Chutt, dit Noa.</speak>");
    const chars = Array.from(text);
    expect(chars[toTextIndex(Array.from(markup).indexOf('É'))]).toBe('E');
    expect(toTextIndex(Array.from(markup).indexOf('N'))).toBe(text.indexOf('Noah'));
    // Both texts are in the Basic Multilingual Plane here: string indexes are code-point indexes.
    expect(toTextIndex(markup.indexOf('aboya'))).toBe(text.indexOf('aboya'));
  });

  it('should wrap the dialogue inside « » in a prosody of its own, closing a line left open', () => {
    // Arrange
    const text = '« Viens ! » dit Léa. « Attends';

    // Act
    const { markup } = toSpeechMarkup(text);

    // Assert
    const open = `<prosody pitch="${DIALOGUE_PROSODY.pitch}" range="${DIALOGUE_PROSODY.range}" rate="${DIALOGUE_PROSODY.rate}">`;
    expect(markup).toBe(`<speak>«${open} Viens ! </prosody>» dit Léa. «${open} Attends</prosody></speak>`);
  });

  it('should escape the characters SSML reserves', () => {
    // Arrange
    const text = 'Tom & Léa <3';

    // Act
    const { markup } = toSpeechMarkup(text);

    // Assert
    expect(markup).toBe('<speak>Tom &amp; Léa &lt;3</speak>');
  });
});

describe('shareTexts', () => {
  it('should cut the texts into consecutive runs of about the same length', () => {
    // Arrange
    const texts = ['a'.repeat(10), 'b'.repeat(300), 'c'.repeat(300), 'd'.repeat(300), 'e'.repeat(300), 'f'.repeat(20)];

    // Act
    const shares = shareTexts(texts, 2);

    // Assert
    expect(shares).toEqual([
      { from: 0, to: 3 },
      { from: 3, to: 6 },
    ]);
    expect(shareTexts(['seul'], 2)).toEqual([{ from: 0, to: 1 }]);
  });
});

describe('readingPieces', () => {
  it('should read a long paragraph in parts cut after sentences, never inside a quotation, keeping every word', () => {
    // Arrange: about 1,300 characters, with a line of dialogue of two sentences.
    const sentence = 'Le petit dragon marchait dans la forêt en cherchant son étoile tombée du ciel. ';
    const quote = '« Regarde, Léa ! Elle brille encore, là-bas. » ';
    const paragraph = `${sentence.repeat(7)}${quote}${sentence.repeat(8)}`.trim();
    const segments = toSpokenSegments({ title: 'Le voyage', content: paragraph, moral: 'Chercher.' });

    // Act
    const pieces = readingPieces(segments);

    // Assert
    const parts = pieces.filter((piece) => piece.kind === 'paragraph');
    expect(parts.length).toBe(Math.ceil(paragraph.length / MAX_PIECE_CHARACTERS));
    expect(parts.slice(0, -1).every((part) => part.continues === true && /[.!?…»]$/u.test(part.text))).toBe(true);
    expect(parts.at(-1)!.continues).toBeUndefined();
    expect(parts.every((part) => (part.text.match(/«/gu) ?? []).length === (part.text.match(/»/gu) ?? []).length)).toBe(true);
    expect(pieces.flatMap((piece) => piece.words.map((word) => word.word))).toEqual(segments.flatMap((segment) => segment.words.map((word) => word.word)));
    for (const piece of pieces) {
      // Each word still points at itself in its part's text (its span may hold the punctuation around it).
      piece.words.forEach((word) => expect(piece.text.slice(word.start, word.end)).toContain(word.word));
    }
  });
});

describe('runsForWorkers', () => {
  it('should give the second worker a middle run when one long text outweighs its neighbours', () => {
    // Arrange: the 8–10 band's long paragraph, between shorter ones (characters as in a written story).
    const texts = [39, 451, 497, 295, 245, 2064, 161].map((length) => 'a'.repeat(length));

    // Act
    const runs = runsForWorkers(texts, 2);

    // Assert: 2 064 characters against 1 688, where a single cut gives at best 2 225 against 1 527.
    expect(runs).toEqual([
      { from: 0, to: 5, worker: 0 },
      { from: 5, to: 6, worker: 1 },
      { from: 6, to: 7, worker: 0 },
    ]);
  });

  it('should cut once when that shares as well, and read alone what cannot be shared', () => {
    // Arrange
    const even = ['a'.repeat(10), 'b'.repeat(300), 'c'.repeat(300), 'd'.repeat(300), 'e'.repeat(310)];

    // Act
    const runs = runsForWorkers(even, 2);

    // Assert
    expect(runs).toEqual([
      { from: 0, to: 3, worker: 0 },
      { from: 3, to: 5, worker: 1 },
    ]);
    expect(runsForWorkers(['seul'], 2)).toEqual([{ from: 0, to: 1, worker: 0 }]);
    expect(runsForWorkers(even, 1)).toEqual([{ from: 0, to: 5, worker: 0 }]);
  });
});

describe('pronunciation through eSpeak NG', REAL_SPEECH, () => {
  const check = async (entries: readonly LexiconEntry[]): Promise<void> => {
    // Act: each word as the narrator sends it (a sentence of its own, through the lexicon).
    const pieces = await phonemesOf(entries.map((entry) => `${entry.written}.`));

    // Assert
    const wrong = entries
      .map((entry, index) => ({ written: entry.written, expected: entry.ipa, heard: reading(pieces[index]!) }))
      .filter((result) => result.heard !== result.expected);
    expect(wrong).toEqual([]);
    expect(pieces.filter((piece) => (piece.phonemes ?? []).some((phoneme) => phoneme.includes('(en)')))).toHaveLength(0);
  };

  it('should read each of the 200 most given first names the French way', async () => {
    // Arrange
    const entries = FIRST_NAMES;

    // Act and assert
    await check(entries);
  });

  it('should read each interjection with its last consonant', async () => {
    // Arrange
    const entries = INTERJECTIONS;

    // Act and assert
    await check(entries);
  });

  it('should read a name the same way inside a sentence and after an elision', async () => {
    // Arrange
    const texts = ["C'est le doudou d'Ethan.", 'Yanis sourit.'];

    // Act
    const pieces = await phonemesOf(texts);

    // Assert
    expect(reading(pieces[0]!)).toContain('detan');
    expect(reading(pieces[1]!)).toMatch(/^janis/u);
  });
});

describe('narration with the lexicon and dialogue', REAL_SPEECH, () => {
  const narrator = createEmbeddedNarrator({ timeoutMs: PATIENT_SYNTHESIS_MS });

  it('should time the written words, not the respellings, in order', async () => {
    // Arrange
    const story: WrittenStory = {
      title: 'Noah et Yanis',
      content: "« Chut ! » souffla Noah. Le chat d'Ethan dormait.\n\n« Psst, Mohamed, viens voir ! » dit Nathan.",
      moral: 'Le silence aide les amis.',
    };

    // Act
    const narration = await narrator.narrate({ story, childAge: 6 });

    // Assert
    expect(narration.words.map((timing) => timing.word)).toEqual(displayedWords(story));
    expectWellFormedTimings(narration);
  });

  it('should read the dialogue higher than the narration', async () => {
    // Arrange: the same sentence told, then said by a character.
    const sentence = 'Nous irons jouer dans le grand jardin demain matin';
    const segments = toSpokenSegments({ title: 'Le jardin', content: `${sentence}.\n\n« ${sentence} ! »`, moral: 'Jouer.' });

    // Act
    const audio = await renderNarrationPcm(segments, createEspeakSynthesizer(), settings, new AbortController().signal);

    // Assert
    const titleWords = segments[0]!.words.length;
    const sentenceWords = segments[1]!.words.length;
    const told = audio.words.slice(titleWords, titleWords + sentenceWords);
    const said = audio.words.slice(titleWords + sentenceWords, titleWords + 2 * sentenceWords);
    const toldHz = medianPitchHz(audio.pcm, told[0]!.start, told.at(-1)!.end);
    const saidHz = medianPitchHz(audio.pcm, said[0]!.start, said.at(-1)!.end);
    expect(saidHz / toldHz).toBeGreaterThan(1.08);
    for (let i = 1; i < audio.words.length; i++) {
      expect(audio.words[i]!.start).toBeGreaterThanOrEqual(audio.words[i - 1]!.end);
    }
  });
});
