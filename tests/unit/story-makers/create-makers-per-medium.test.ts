import { describe, expect, it } from 'vitest';
import { createIllustratorMaker, createNarratorMaker, createTextMakers } from '../../../functions/story-makers/create-story-makers';
import { ENV } from '../../../shared/environment';

/**
 * Each making function gets only the makers of what it makes (issue 17), from the same choice as the four
 * together: OpenAI's with a key, else the embedded ones. Creating them calls nothing (no network here).
 */

/** The first test loads the writer's phrase banks and the moderator's lexicons (seconds on a shared machine). */
const LOADING_TIMEOUT_MS = 30_000;

const OPENAI = { [ENV.openAiApiKey]: 'sk-test-per-medium', [ENV.openAiBaseUrl]: 'http://127.0.0.1:9/v1' };

describe('the story makers of one medium', () => {
  it('should give the text step the embedded writer and moderator, and nothing else, without a key', async () => {
    // Act
    const makers = await createTextMakers({});

    // Assert
    expect(makers.kind).toBe('embedded');
    expect(Object.keys(makers).sort()).toEqual(['kind', 'moderator', 'writer']);
    expect(typeof makers.writer.write).toBe('function');
    expect(typeof makers.moderator.checkStory).toBe('function');
  }, LOADING_TIMEOUT_MS);

  it('should give the image and audio steps their embedded maker alone, without a key', async () => {
    // Act
    const image = await createIllustratorMaker({});
    const audio = await createNarratorMaker({});

    // Assert
    expect(image.kind).toBe('embedded');
    expect(Object.keys(image).sort()).toEqual(['illustrator', 'kind']);
    expect(audio.kind).toBe('embedded');
    expect(Object.keys(audio).sort()).toEqual(['kind', 'narrator']);
  }, LOADING_TIMEOUT_MS);

  it('should give each step OpenAI’s maker of its medium when a key is configured', async () => {
    // Act
    const [text, image, audio] = await Promise.all([createTextMakers(OPENAI), createIllustratorMaker(OPENAI), createNarratorMaker(OPENAI)]);

    // Assert
    expect([text.kind, image.kind, audio.kind]).toEqual(['openai', 'openai', 'openai']);
    expect(Object.keys(text).sort()).toEqual(['kind', 'moderator', 'writer']);
    expect(Object.keys(image).sort()).toEqual(['illustrator', 'kind']);
    expect(Object.keys(audio).sort()).toEqual(['kind', 'narrator']);
  }, LOADING_TIMEOUT_MS);
});
