import { describe, expect, it } from 'vitest';
import type { Moderator, ModerationVerdict } from '../../../functions/core/story-makers-port';
import { generateAudio, StoryRefusedError, type TextStepPorts } from '../../../functions/core/stories/story-pipeline';
import { createOpenAiNarrator } from '../../../functions/story-makers/openai/openai-narrator';
import { createOpenAiStoryWriter } from '../../../functions/story-makers/openai/openai-story-writer';
import { generateTextNarratingOpening, type OpeningNarrationPorts } from '../../../functions/story-pipeline/opening-narration';
import { storyAudioKey, storyTimingsKey } from '../../../shared/media';
import { draftStoryWithCredit } from '../support/stories';
import { chatCompletion, OPENAI_LATENCY, serverError, type RecordedRequest } from './support/fake-openai';
import { SAMPLE_STORY, testClient } from './support/fixtures';
import { picturesOnTwin } from './support/pictures-on-twin';

/**
 * Issue 30 on the OpenAI path: the story's completion is streamed, and the opening (the title and the opening
 * paragraph, the narration's part 1) is narrated while the rest is written, inside GenerateText; it is
 * recorded as part 1 only once the text is checked and saved, so that GenerateAudio narrates only the rest.
 * On the twin's table and bucket, against the fake OpenAI server streaming its answer.
 */

const twin = picturesOnTwin();

/** The story check's verdict is not what these tests are about: it answers as told (the check itself is tested on its own). */
const checkAnswering = (verdict: ModerationVerdict): Moderator => ({ check: async () => ({ allowed: true }), checkStory: async () => verdict });
const ALLOWED: ModerationVerdict = { allowed: true };
const REFUSED: ModerationVerdict = { allowed: false, field: 'content', category: 'violence', message: 'Le texte écrit a été refusé.' };

const textPorts = (verdict: ModerationVerdict = ALLOWED): TextStepPorts => ({
  ...twin.store,
  makers: { writer: createOpenAiStoryWriter({ client: testClient(twin.fake) }), moderator: checkAnswering(verdict) },
  illustrationsPerStory: 1,
});
const openingPorts = (): OpeningNarrationPorts => ({ narrator: createOpenAiNarrator({ client: testClient(twin.fake) }) });
const audioPorts = () => ({ ...twin.store, makers: { narrator: createOpenAiNarrator({ client: testClient(twin.fake) }) } });
const speechInputs = (requests: RecordedRequest[]) => requests.filter((request) => request.path === '/audio/speech').map((request) => String((request.body as { input: unknown }).input));
const [OPENING_PARAGRAPH, SECOND_PARAGRAPH] = SAMPLE_STORY.content.split('\n\n') as [string, string];
const LATER_PARAGRAPH = 'Sur le chemin du retour, les lucioles dansaient autour d’eux, et le dragon riait de plus en plus fort.';

describe('the OpenAI opening narrated while the text streams', () => {
  it('should ask for the opening’s speech before the completion ends, record it as part 1 once the text is saved, and leave GenerateAudio only the rest', async () => {
    // Arrange: a story of ten paragraphs after the opening, at OpenAI's latencies ÷10 (its completion streams for about a second)
    const story = await draftStoryWithCredit(twin.credits, true);
    const longStory = { ...SAMPLE_STORY, content: [SAMPLE_STORY.content, ...Array.from({ length: 10 }, () => LATER_PARAGRAPH)].join('\n\n') };
    twin.fake.reply('/chat/completions', { status: 200, json: chatCompletion(JSON.stringify(longStory)) });
    twin.fake.setLatency({ profile: OPENAI_LATENCY, scale: 1 / 10 });

    try {
      // Act
      await generateTextNarratingOpening(textPorts(), openingPorts(), story);
      const afterText = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
      const textRequests = [...twin.fake.requests];
      twin.fake.reset();
      await generateAudio(audioPorts(), story);

      // Assert
      const [completion] = textRequests.filter((request) => request.path === '/chat/completions');
      const [openingSpeech] = textRequests.filter((request) => request.path === '/audio/speech');
      expect(twin.fake.problems).toEqual([]);
      expect(completion!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
      expect(openingSpeech!.receivedAt).toBeLessThan(completion!.answeredAt!);
      expect(speechInputs(textRequests)).toHaveLength(1);
      expect(speechInputs(textRequests)[0]).toContain(SAMPLE_STORY.title);
      expect(speechInputs(textRequests)[0]).toContain(OPENING_PARAGRAPH);
      expect(speechInputs(textRequests)[0]).not.toContain(SECOND_PARAGRAPH);
      expect(afterText).toMatchObject({ status: 'content_generated', content: longStory.content, narrationPartCount: 2 });
      expect(afterText!.audioParts).toEqual([expect.objectContaining({ audioKey: storyAudioKey(story.storyId, 1), timingsKey: storyTimingsKey(story.storyId, 1) })]);
      expect(afterText!.audioKey).toBeUndefined();
      // GenerateAudio: the rest only, the opening not asked for again.
      const restInputs = speechInputs(twin.fake.requests).join(' ');
      expect(restInputs).toContain(SECOND_PARAGRAPH);
      expect(restInputs).not.toContain(OPENING_PARAGRAPH);
      const row = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
      expect(row!.audioParts).toHaveLength(2);
      expect(row!.audioParts![0]).toEqual(afterText!.audioParts![0]);
      expect(row!.audioKey).toBe(storyAudioKey(story.storyId, 1));
    } finally {
      twin.fake.setLatency(undefined);
    }
  });

  it('should attach nothing and store no sound when the story check refuses the written story', async () => {
    // Arrange
    const story = await draftStoryWithCredit(twin.credits, true);

    // Act
    const failure = await generateTextNarratingOpening(textPorts(REFUSED), openingPorts(), story).catch((error: unknown) => error);

    // Assert
    expect(failure).toBeInstanceOf(StoryRefusedError);
    expect(speechInputs(twin.fake.requests)).toHaveLength(1);
    const row = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
    expect(row!.audioParts).toBeUndefined();
    expect(row!.content).toBe('');
    expect(await twin.store.media.exists(storyAudioKey(story.storyId, 1))).toBe(false);
    expect(await twin.store.media.exists(storyTimingsKey(story.storyId, 1))).toBe(false);
  });

  it('should save the text all the same when the opening’s speech fails, and leave both parts to GenerateAudio', async () => {
    // Arrange: the speech fails on every attempt of the client (the first and its two retries)
    const story = await draftStoryWithCredit(twin.credits, true);
    twin.fake.reply('/audio/speech', serverError(), serverError(), serverError());

    // Act
    await generateTextNarratingOpening(textPorts(), openingPorts(), story);
    const afterText = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
    twin.fake.reset();
    await generateAudio(audioPorts(), story);

    // Assert
    expect(afterText).toMatchObject({ status: 'content_generated', title: SAMPLE_STORY.title });
    expect(afterText!.audioParts).toBeUndefined();
    const inputs = speechInputs(twin.fake.requests).join(' ');
    expect(inputs).toContain(OPENING_PARAGRAPH);
    expect(inputs).toContain(SECOND_PARAGRAPH);
    const row = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
    expect(row!.audioParts).toHaveLength(2);
  });

  it('should discard the opening narrated from a completion that was then asked for again with another opening', async () => {
    // Arrange: a first answer cut by the token limit after a whole opening, then the sample story
    const story = await draftStoryWithCredit(twin.credits, true);
    const cut = JSON.stringify({ title: 'Un autre titre', content: 'Une autre ouverture, tout à fait différente.\n\nPuis' }).slice(0, -3);
    twin.fake.reply('/chat/completions', { status: 200, json: chatCompletion(cut, { finishReason: 'length' }) });

    // Act
    await generateTextNarratingOpening(textPorts(), openingPorts(), story);
    const afterText = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });
    const textSpeech = speechInputs(twin.fake.requests);
    const soundStored = await twin.store.media.exists(storyAudioKey(story.storyId, 1));
    twin.fake.reset();
    await generateAudio(audioPorts(), story);

    // Assert
    expect(textSpeech).toHaveLength(1);
    expect(textSpeech[0]).toContain('Une autre ouverture');
    expect(afterText).toMatchObject({ status: 'content_generated', title: SAMPLE_STORY.title });
    expect(afterText!.audioParts).toBeUndefined();
    expect(soundStored).toBe(false);
    expect(speechInputs(twin.fake.requests).join(' ')).toContain(OPENING_PARAGRAPH);
  });

  it('should stop waiting for an opening’s speech that is still under way once the text is saved, and store none of it', async () => {
    // Arrange: the opening's speech never answers
    const story = await draftStoryWithCredit(twin.credits, true);
    twin.fake.reply('/audio/speech', 'hang');

    // Act
    const started = performance.now();
    await generateTextNarratingOpening(textPorts(), openingPorts(), story, { speechWaitMs: 300 });
    const tookMs = performance.now() - started;
    const afterText = await twin.store.stories.get(story.userId, story.storyId, { consistent: true });

    // Assert
    expect(tookMs).toBeLessThan(20_000);
    expect(afterText).toMatchObject({ status: 'content_generated', title: SAMPLE_STORY.title });
    expect(afterText!.audioParts).toBeUndefined();
    expect(await twin.store.media.exists(storyAudioKey(story.storyId, 1))).toBe(false);
  });
});
