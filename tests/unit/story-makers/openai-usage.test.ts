import { describe, expect, it } from 'vitest';
import { imageUsageOf } from '../../../functions/story-makers/openai/openai-illustrator';
import { chatUsageOf } from '../../../functions/story-makers/openai/openai-story-writer';
import { chatCompletion } from '../../integration/openai/support/fake-openai';

describe('chatUsageOf', () => {
  it("should read a completion's prompt, cached and completion tokens as OpenAI reports them", () => {
    // Arrange
    const answer = { ...(chatCompletion('{}') as object), usage: { prompt_tokens: 900, completion_tokens: 1_700, total_tokens: 2_600, prompt_tokens_details: { cached_tokens: 512 } } };

    // Act
    const usage = chatUsageOf(answer, 'gpt-4o-mini');

    // Assert
    expect(usage).toEqual({ kind: 'text', model: 'gpt-4o-mini', inputTokens: 900, cachedInputTokens: 512, outputTokens: 1_700 });
  });

  it('should tell nothing for an answer without usage (an OpenAI-compatible server may leave it out)', () => {
    // Arrange
    const { usage: _usage, ...answer } = chatCompletion('{}') as { usage: unknown };

    // Act / Assert
    expect(chatUsageOf(answer, 'gpt-4o-mini')).toBeUndefined();
  });
});

describe('imageUsageOf', () => {
  it('should take the quality and size the answer says it drew over those asked for, and count all input tokens as text without details', () => {
    // Arrange: asked for `auto`, drawn at high.
    const answer = { data: [], quality: 'high', size: '1024x1536', usage: { input_tokens: 210, output_tokens: 6_240, total_tokens: 6_450 } };

    // Act
    const usage = imageUsageOf(answer, { model: 'gpt-image-1', quality: 'auto', size: '1024x1024' });

    // Assert
    expect(usage).toEqual({ kind: 'image', model: 'gpt-image-1', quality: 'high', size: '1024x1536', textInputTokens: 210, imageInputTokens: 0, outputTokens: 6_240 });
  });

  it('should keep what was asked for when the answer is not an object at all', () => {
    // Act
    const usage = imageUsageOf('<html>proxy</html>', { model: 'gpt-image-1', quality: 'medium', size: '1024x1024' });

    // Assert
    expect(usage).toEqual({ kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024' });
  });
});
