import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inspectMp3 } from '../../../functions/story-makers/narrator/mp3';
import { readMp3Audio } from '../../../functions/story-makers/common/mp3-frames';
import { speechWords, toSpokenSegments } from '../../../functions/story-makers/common/speech-text';
import { createOpenAiNarrator } from '../../../functions/story-makers/openai/openai-narrator';
import { createUsageLog } from '../../../functions/core/stories/story-cost';
import { DEFAULT_MAX_CHUNK_CHARACTERS } from '../../../functions/story-makers/openai/speech-chunks';
import type { Narration, WrittenStory } from '../../../functions/core/story-makers-port';
import { StoryMakerError, StoryMakerUnavailableError } from '../../../functions/core/story-maker-errors';
import { createEmbeddedStoryWriter } from '../../../functions/story-makers/writer/embedded-story-writer';
import { OPENAI_LATENCY, serverError, type FakeOpenAi } from './support/fake-openai';
import { boyRequest, SAMPLE_STORY, sineMp3, startFakeOpenAi, taggedMp3, testClient } from './support/fixtures';

let fake: FakeOpenAi;
/** A story long enough for several speech requests (the embedded writer's, 600–1000 words). */
let longStory: WrittenStory;
/** What each speech request is answered: 1.5 s of tone, tagged like a speech API's file. */
const chunkAudio = sineMp3(1.5);
const chunkDurationMs = inspectMp3(chunkAudio).durationMs;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  longStory = await createEmbeddedStoryWriter().write(boyRequest());
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});

interface SentSpeech {
  model: string;
  voice: string;
  input: string;
  response_format: string;
  instructions?: string;
  speed?: number;
}

const sentSpeech = () => fake.requestsTo('/audio/speech').map((request) => request.body as SentSpeech);

/** Every spoken word of a story, in order, as the embedded narrator's text preparation gives them. */
const spokenWords = (story: WrittenStory) => toSpokenSegments(story).flatMap((segment) => segment.words.map((word) => word.word));

/** The first frame holds a Xing tag (after the header and the side information: 9 bytes for MPEG-2 mono, 32 at most). */
const hasXingFrameAtHead = (mp3: Uint8Array) => Buffer.from(mp3.subarray(0, 4 + 32 + 4)).includes('Xing');

function expectMonotonicWithin(narration: Narration): void {
  let previousEnd = 0;
  for (const timing of narration.words) {
    expect(timing.startMs).toBeGreaterThanOrEqual(previousEnd);
    expect(timing.endMs).toBeGreaterThan(timing.startMs);
    expect(timing.endMs).toBeLessThanOrEqual(narration.durationMs);
    previousEnd = timing.endMs;
  }
}

describe('OpenAI narrator', () => {
  it('should read a long story in chunks under the limit, in order, and join them into one valid MP3', async () => {
    // Arrange
    const tagged = taggedMp3(chunkAudio);
    for (let index = 0; index < 10; index++) fake.reply('/audio/speech', { status: 200, bytes: tagged, contentType: 'audio/mpeg' });
    const narrator = createOpenAiNarrator({ client: testClient(fake) });

    // Act
    const narration = await narrator.narrate({ story: longStory, childAge: 9, childGender: 'boy' });

    // Assert
    expect(fake.problems).toEqual([]);
    const sent = sentSpeech();
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const request of sent) {
      expect(request.input.length).toBeLessThanOrEqual(DEFAULT_MAX_CHUNK_CHARACTERS);
      expect(request).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'nova', response_format: 'mp3', speed: 1 });
      expect(request.instructions).toMatch(/conteuse/);
    }
    // The chunks, in order, say every word of the story and nothing else (no colour code, no markup).
    expect(sent.flatMap((request) => request.input.split(/\s+/)).join(' ').replace(/\s+/g, ' ')).toBe(
      toSpokenSegments(longStory)
        .map((segment) => segment.text)
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    // One stream: no tag, one Xing frame at the head (with the whole stream's frame count), then every chunk's audio frames.
    const info = inspectMp3(narration.mp3);
    const audio = readMp3Audio(narration.mp3)!;
    expect(info.id3).toBe(false);
    expect(hasXingFrameAtHead(narration.mp3)).toBe(true);
    expect(audio.frameCount).toBe(inspectMp3(chunkAudio).frames * sent.length);
    expect(info.frames).toBe(audio.frameCount + 1);
    expect(narration.durationMs).toBe(Math.round(audio.durationMs));
    expect(narration.durationMs).toBe(Math.round(chunkDurationMs * sent.length));
  });

  it('should ask for at most three chunks at a time, and keep the story order whatever order they come back in', async () => {
    // Arrange: each answer waits in proportion to its chunk's length (1/20 of OpenAI's time), so chunks overlap and finish out of order.
    fake.setLatency({ profile: OPENAI_LATENCY, scale: 1 / 20 });
    const narrator = createOpenAiNarrator({ client: testClient(fake), maxChunkCharacters: 400 });

    // Act
    let narration: Narration;
    try {
      narration = await narrator.narrate({ story: longStory, childAge: 9 });
    } finally {
      fake.setLatency(undefined);
    }

    // Assert
    const speech = fake.requestsTo('/audio/speech');
    expect(speech.length).toBeGreaterThanOrEqual(6);
    const inFlightAt = (time: number) => speech.filter((request) => request.receivedAt <= time && time < request.answeredAt!).length;
    const mostInFlight = Math.max(...speech.map((request) => inFlightAt(request.receivedAt)));
    expect(mostInFlight).toBe(3);
    expect(narration.words.map((timing) => timing.word)).toEqual(spokenWords(longStory));
    expectMonotonicWithin(narration);
    expect(readMp3Audio(narration.mp3)!.frameCount).toBe(inspectMp3(sineMp3(1)).frames * speech.length);
  });

  it('should time every spoken word in order, monotonic and within the audio', async () => {
    // Arrange
    for (let index = 0; index < 10; index++) fake.reply('/audio/speech', { status: 200, bytes: chunkAudio, contentType: 'audio/mpeg' });
    const narrator = createOpenAiNarrator({ client: testClient(fake), maxChunkCharacters: 200 });

    // Act
    const narration = await narrator.narrate({ story: SAMPLE_STORY, childAge: 6 });

    // Assert
    expect(narration.words.map((timing) => timing.word)).toEqual(spokenWords(SAMPLE_STORY));
    expect(narration.words[0]!.word).toBe('Léa');
    expect(narration.words.slice(-2).map((timing) => timing.word)).toEqual(['devient', 'douce']);
    expectMonotonicWithin(narration);
    // Each chunk's words stay within its own audio (the first word of the second chunk starts after the first chunk).
    expect(sentSpeech().length).toBeGreaterThanOrEqual(2);
    const secondChunkFirstWord = speechWords(sentSpeech()[1]!.input)[0]!.word;
    expect(narration.words.find((timing) => timing.startMs >= chunkDurationMs - 1)?.word).toBe(secondChunkFirstWord);
  });

  it('should cut a paragraph longer than the limit between sentences, and a sentence longer than the limit between words', async () => {
    // Arrange
    const sentences = Array.from({ length: 60 }, (_, index) => `Le petit dragon compte les étoiles numéro ${index + 1} avec Léa.`).join(' ');
    const endless = Array.from({ length: 400 }, () => 'et encore').join(' ');
    const story: WrittenStory = { title: 'Très long', content: `${sentences}\n\n${endless}.`, moral: 'Fin.' };
    const narrator = createOpenAiNarrator({ client: testClient(fake) });

    // Act
    const narration = await narrator.narrate({ story, childAge: 7 });

    // Assert
    const inputs = sentSpeech().map((request) => request.input);
    expect(Math.max(...inputs.map((input) => input.length))).toBeLessThanOrEqual(DEFAULT_MAX_CHUNK_CHARACTERS);
    expect(inputs.filter((input) => input.includes('dragon')).every((input) => /[.!?]$/.test(input) || input.endsWith('encore'))).toBe(true);
    expect(narration.words.map((timing) => timing.word)).toEqual(spokenWords(story));
    expectMonotonicWithin(narration);
  });

  it('should leave longer pauses after a title, a paragraph or a sentence than between two words', async () => {
    // Arrange
    const story: WrittenStory = { title: 'Le titre', content: 'Un deux trois quatre.\n\nCinq six. Sept huit, neuf.', moral: 'Dix.' };
    const narrator = createOpenAiNarrator({ client: testClient(fake) });

    // Act
    const narration = await narrator.narrate({ story, childAge: 5 });

    // Assert
    const at = (word: string) => narration.words.find((timing) => timing.word === word)!;
    const betweenWords = at('deux').startMs - at('Un').endMs;
    expect(at('Cinq').startMs - at('quatre').endMs).toBeGreaterThan(betweenWords * 3);
    expect(at('Un').startMs - at('titre').endMs).toBeGreaterThan(betweenWords * 3);
    expect(at('Sept').startMs - at('six').endMs).toBeGreaterThan(betweenWords * 2);
    expect(at('neuf').startMs - at('huit').endMs).toBeGreaterThan(betweenWords);
  });

  it('should read more slowly for a 4-year-old and name the age in the instructions', async () => {
    // Arrange
    const narrator = createOpenAiNarrator({ client: testClient(fake) });

    // Act
    await narrator.narrate({ story: SAMPLE_STORY, childAge: 4 });

    // Assert
    const [sent] = sentSpeech();
    expect(sent!.speed).toBeLessThan(1);
    expect(sent!.instructions).toContain('4 ans');
    expect(sent!.input).not.toMatch(/#[0-9a-f]{6}|[*_`<>]/i);
    expect(sent!.input).toContain("Morale de l'histoire");
  });

  it('should not send instructions to a tts-1 model', async () => {
    // Arrange
    const narrator = createOpenAiNarrator({ client: testClient(fake), model: 'tts-1', voice: 'shimmer' });

    // Act
    await narrator.narrate({ story: SAMPLE_STORY, childAge: 8 });

    // Assert
    expect(sentSpeech()[0]).toMatchObject({ model: 'tts-1', voice: 'shimmer' });
    expect(sentSpeech()[0]!.instructions).toBeUndefined();
  });

  it('should throw StoryMakerUnavailableError after three attempts when the speech endpoint keeps failing', async () => {
    // Arrange
    fake.reply('/audio/speech', serverError(), serverError(), serverError());
    const narrator = createOpenAiNarrator({ client: testClient(fake) });

    // Act
    const failure = narrator.narrate({ story: { title: 'Court', content: 'Une phrase.', moral: 'Fin.' }, childAge: 6 });

    // Assert
    await expect(failure).rejects.toThrow(StoryMakerUnavailableError);
    expect(sentSpeech()).toHaveLength(3);
  });

  it('should throw StoryMakerError when the answer is not MP3 audio', async () => {
    // Arrange
    fake.reply('/audio/speech', { status: 200, text: 'RIFF....WAVEfmt ', contentType: 'audio/wav' });
    const narrator = createOpenAiNarrator({ client: testClient(fake) });

    // Act
    const failure = narrator.narrate({ story: SAMPLE_STORY, childAge: 6 });

    // Assert
    await expect(failure).rejects.toThrow(StoryMakerError);
    await expect(failure).rejects.toThrow('not MP3');
  });

  it('should keep the audio of an answer without tags under a Xing frame, and drop a truncated last frame', async () => {
    // Arrange
    const truncated = new Uint8Array([...chunkAudio, 0xff, 0xf3, 0x64]);
    fake.reply('/audio/speech', { status: 200, bytes: truncated, contentType: 'audio/mpeg' });
    const narrator = createOpenAiNarrator({ client: testClient(fake) });

    // Act
    const narration = await narrator.narrate({ story: { title: 'Court', content: 'Une phrase.', moral: 'Fin.' }, childAge: 6 });

    // Assert
    expect(hasXingFrameAtHead(narration.mp3)).toBe(true);
    expect(readMp3Audio(narration.mp3)!.frames).toEqual(chunkAudio);
    expect(narration.durationMs).toBe(Math.round(chunkDurationMs));
  });

  it('should tell the meter the characters sent and the seconds received of every chunk', async () => {
    // Arrange
    const tagged = taggedMp3(chunkAudio);
    for (let index = 0; index < 10; index++) fake.reply('/audio/speech', { status: 200, bytes: tagged, contentType: 'audio/mpeg' });
    const narrator = createOpenAiNarrator({ client: testClient(fake) });
    const meter = createUsageLog();

    // Act
    await narrator.narrate({ story: longStory, childAge: 9, childGender: 'boy' }, meter);

    // Assert: one entry a chunk (the chunks run side by side, so compared as sets of lengths).
    const sent = sentSpeech();
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(meter.entries).toHaveLength(sent.length);
    expect(meter.entries.map((entry) => (entry.kind === 'speech' ? entry.characters : -1)).sort()).toEqual(sent.map((request) => request.input.length).sort());
    for (const entry of meter.entries) expect(entry).toMatchObject({ kind: 'speech', model: 'gpt-4o-mini-tts', seconds: Math.round(chunkDurationMs) / 1000 });
  });
});
