import { describe, expect, it } from 'vitest';
import { fullScaleMoments, fullScaleSpan, median, storyTimeline, type TimedCall } from '../../bench/support/openai-path-timeline';
import { answerLatencyMs, chatCompletion, estimatedTokens, OPENAI_LATENCY, type FakeAnswer } from '../integration/openai/support/fake-openai';

const call = (path: string, receivedAt: number, answeredAt: number): TimedCall => ({ path, receivedAt, answeredAt });

describe('the fake OpenAI latency profile', () => {
  it('should take about 12 s for a completion of 800 tokens', () => {
    // Arrange: a completion whose message holds 800 tokens' worth of characters.
    const reply: FakeAnswer = { status: 200, json: chatCompletion('x'.repeat(800 * 4)) };

    // Act
    const ms = answerLatencyMs(OPENAI_LATENCY, '/chat/completions', {}, reply);

    // Assert
    expect(estimatedTokens('x'.repeat(800 * 4))).toBe(800);
    expect(ms).toBe(12_000);
  });

  it('should take about 4 s for a 1,500-character speech chunk, in proportion to its characters', () => {
    // Arrange
    const audio: FakeAnswer = { status: 200, bytes: new Uint8Array(4), contentType: 'audio/mpeg' };

    // Act
    const full = answerLatencyMs(OPENAI_LATENCY, '/audio/speech', { input: 'a'.repeat(1_500) }, audio);
    const half = answerLatencyMs(OPENAI_LATENCY, '/audio/speech', { input: 'a'.repeat(750) }, audio);

    // Assert
    expect(full).toBe(4_000);
    expect(full - half).toBe(750 * OPENAI_LATENCY.speechMsPerCharacter);
  });

  it('should take 20 s for a picture and a few hundred milliseconds for a moderation', () => {
    // Arrange
    const json: FakeAnswer = { status: 200, json: {} };

    // Act
    const picture = answerLatencyMs(OPENAI_LATENCY, '/images/generations', { prompt: 'a dragon' }, json);
    const moderation = answerLatencyMs(OPENAI_LATENCY, '/moderations', { input: ['un dragon'] }, json);

    // Assert
    expect(picture).toBe(20_000);
    expect(moderation).toBeLessThan(1_000);
  });
});

describe('storyTimeline', () => {
  // A story posted at 0: the completion 100–700, one picture 800–1800, three speech chunks side by side 820–1020, completed at 1900.
  const story = {
    postedAt: 0,
    postAnsweredAt: 60,
    textStepStartedAt: 70,
    completedAt: 1_900,
    calls: [
      call('/moderations', 20, 40),
      call('/chat/completions', 100, 700),
      call('/moderations', 710, 730),
      call('/images/generations', 800, 1_800),
      call('/audio/speech', 820, 1_000),
      call('/audio/speech', 820, 1_020),
      call('/audio/speech', 830, 900),
    ],
  };

  it('should compare the critical path with the text plus the longest of pictures and speech', () => {
    // Arrange: the story above.

    // Act
    const timeline = storyTimeline(story);

    // Assert
    expect(timeline).toMatchObject({ totalMs: 1_900, textMs: 600, imagesMs: 1_000, speechMs: 200, speechChunksSumMs: 450, speechChunks: 3, pictures: 1, longestCallMs: 1_000, idealMs: 1_600 });
    expect(timeline.ratioToIdeal).toBeCloseTo(1_900 / 1_600);
  });

  it('should say where the time between the calls went', () => {
    // Arrange: the story above.

    // Act
    const { gaps, storyModerationMs } = storyTimeline(story);

    // Assert
    expect(gaps).toEqual({ beforeText: 100, post: 60, toTextStep: 70, textToMedia: 100, afterMedia: 100 });
    expect(storyModerationMs).toBe(20);
  });

  it('should count the edits that draw the pictures after the first among the pictures', () => {
    // Arrange: the first picture 800–1800, then two edits of it side by side 1810–2800
    const threePictures = { ...story, completedAt: 2_900, calls: [...story.calls, call('/images/edits', 1_810, 2_790), call('/images/edits', 1_815, 2_800)] };

    // Act
    const timeline = storyTimeline(threePictures);

    // Assert
    expect(timeline).toMatchObject({ pictures: 3, imagesMs: 2_000, idealMs: 2_600 });
  });

  it('should refuse a story without its completion or its picture', () => {
    // Arrange
    const withoutText = { ...story, calls: story.calls.filter((entry) => entry.path !== '/chat/completions') };
    const withoutPicture = { ...story, calls: story.calls.filter((entry) => entry.path !== '/images/generations') };

    // Act / Assert
    expect(() => storyTimeline(withoutText)).toThrow(/one completion/);
    expect(() => storyTimeline(withoutPicture)).toThrow(/picture/);
  });

  it('should time the first sound from the POST, beside the moment the text was answered', () => {
    // Arrange: GET first listed a narration part at 1,050
    const heard = { ...story, firstSoundAt: 1_050 };

    // Act
    const timeline = storyTimeline(heard);

    // Assert
    expect(timeline).toMatchObject({ textDoneMs: 700, firstSoundMs: 1_050 });
    expect(storyTimeline(story).firstSoundMs).toBeNaN();
  });

  it('should count from the text the calls asked after it when the opening picture was asked beside it', () => {
    // Arrange: the picture 150–1150, asked while the text is written (100–700); the speech from 820
    const beside = { ...story, calls: story.calls.map((entry) => (entry.path === '/images/generations' ? call(entry.path, 150, 1_150) : entry)) };

    // Act
    const { gaps, imagesMs } = storyTimeline(beside);

    // Assert
    expect(gaps.textToMedia).toBe(120);
    expect(imagesMs).toBe(1_000);
  });

  it('should scale the moments some call was under way, once however many overlap, and keep the rest as measured', () => {
    // Arrange: calls 100–700 and 150–1150 overlap (1,050 ms busy), 1,200–1,300 alone; 0–1,400 in all
    const calls = [call('/chat/completions', 100, 700), call('/images/generations', 150, 1_150), call('/audio/speech', 1_200, 1_300)];

    // Act
    const full = fullScaleSpan(0, 1_400, calls, 20);
    const untilText = fullScaleSpan(0, 700, calls, 20);

    // Assert
    expect(full).toBe(250 + 1_150 * 20);
    expect(untilText).toBe(100 + 600 * 20);
    expect(fullScaleSpan(0, 1_400, calls, 1)).toBe(1_400);
  });

  it('should time the text and the first sound along the text’s calls only, and the end along the longer branch', () => {
    // Arrange: the opening picture 150–1150 beside the text 100–700; the first speech part 800–850, listed at 900; completed at 1,400
    const calls = [call('/chat/completions', 100, 700), call('/images/generations', 150, 1_150), call('/audio/speech', 800, 850), call('/audio/speech', 900, 1_300)];

    // Act
    const full = fullScaleMoments({ postedAt: 0, textDoneAt: 700, firstSoundAt: 900, completedAt: 1_400, calls }, 20);

    // Assert: the picture's time scales nothing on the text's branch
    expect(full.text).toBe(100 + 600 * 20);
    expect(full.firstSound).toBe(100 + 600 * 20 + 100 + 50 * 20 + 50);
    // The text's branch: 1,050 ms of calls, 350 ms between; the picture's: 1,000 ms of call, 400 ms around it
    expect(full.total).toBe(Math.max(350 + 1_050 * 20, 400 + 1_000 * 20));
  });

  it('should take the upper median of an even count', () => {
    // Arrange / Act / Assert
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(() => median([])).toThrow(RangeError);
  });
});
