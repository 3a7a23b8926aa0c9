import * as z from 'zod';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { logger } from '../../core/logger';
import type { TextUsage } from '../../../shared/maker-prices';
import type { StoryRequest, StoryWriter, UsageMeter, WrittenStory } from '../../core/story-makers-port';
import { StoryMakerError } from '../../core/story-maker-errors';
import type { OpenAiClient } from './openai-client';
import { DEFAULT_OPENAI_MODELS, DEFAULT_OPENAI_TIMEOUTS_MS } from './openai-settings';
import { buildStoryMessages, STORY_JSON_SCHEMA } from './story-prompt';

/**
 * The StoryWriter on OpenAI chat completions (through the SDK) with a strict JSON schema ({ title, content, moral }).
 * The answer is checked with zod; a malformed one (not JSON, wrong shape, cut by the token limit, a
 * refusal) is asked for once more, then becomes a StoryMakerError: a third try would rarely do better and
 * the Lambda's time is bounded.
 */

export interface OpenAiStoryWriterOptions {
  client: OpenAiClient;
  /** Default gpt-4o-mini. */
  model?: string;
  /** One request's timeout; default 90 s. */
  timeoutMs?: number;
}

/** Completions asked for when the answer is malformed: the first and one more. */
export const STORY_COMPLETION_ATTEMPTS = 2;

/**
 * A ceiling on the answer, not a target: 1,000 French words are about 1,800 tokens, and a reasoning
 * model configured in OPENAI_TEXT_MODEL also spends tokens on thinking. No `temperature` or `seed`:
 * reasoning models refuse them, and the default suits storytelling.
 */
const MAX_COMPLETION_TOKENS = 8_000;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

const usageSchema = z.object({
  usage: z.object({
    prompt_tokens: z.number().nonnegative(),
    completion_tokens: z.number().nonnegative(),
    prompt_tokens_details: z.object({ cached_tokens: z.number().nonnegative().nullish() }).nullish(),
  }),
});

/**
 * The tokens a completion was billed for, as its `usage` reports them (reasoning tokens are counted in
 * `completion_tokens`); undefined when the answer has none (an OpenAI-compatible server may omit it).
 */
export function chatUsageOf(answer: unknown, model: string): TextUsage | undefined {
  const parsed = usageSchema.safeParse(answer);
  if (!parsed.success) return undefined;
  const { prompt_tokens, completion_tokens, prompt_tokens_details } = parsed.data.usage;
  return { kind: 'text', model, inputTokens: prompt_tokens, cachedInputTokens: prompt_tokens_details?.cached_tokens ?? 0, outputTokens: completion_tokens };
}

const storySchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1),
  moral: z.string().trim().min(1).max(1_000),
});

/** Paragraphs separated by exactly one blank line, whatever line breaks the model used. */
export function normaliseParagraphs(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((paragraph) => paragraph.replace(/[ \t\u00A0]+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}

/** The story in an answer, or the reason it is not there (a code word, for logs: no text of the answer). */
function readStory(answer: unknown): { story: WrittenStory } | { problem: string } {
  const completion = completionSchema.safeParse(answer);
  if (!completion.success) return { problem: 'unexpected completion shape' };
  const choice = completion.data.choices[0]!;
  if (choice.message.refusal) return { problem: 'refusal' };
  if (choice.finish_reason === 'length') return { problem: 'cut by the token limit' };
  if (!choice.message.content) return { problem: 'empty content' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(choice.message.content);
  } catch {
    return { problem: 'content is not JSON' };
  }
  const story = storySchema.safeParse(parsed);
  if (!story.success) return { problem: 'content has the wrong shape' };
  return { story: { title: story.data.title, content: normaliseParagraphs(story.data.content), moral: story.data.moral } };
}

export class OpenAiStoryWriter implements StoryWriter {
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiStoryWriterOptions) {
    this.model = options.model ?? DEFAULT_OPENAI_MODELS.text;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUTS_MS.text;
  }

  async write(request: StoryRequest, meter?: UsageMeter): Promise<WrittenStory> {
    const { messages } = buildStoryMessages(request);
    const body: ChatCompletionCreateParamsNonStreaming = {
      model: this.model,
      messages,
      response_format: { type: 'json_schema', json_schema: { name: 'histoire', strict: true, schema: STORY_JSON_SCHEMA } },
      max_completion_tokens: MAX_COMPLETION_TOKENS,
    };
    let problem = '';
    for (let attempt = 1; attempt <= STORY_COMPLETION_ATTEMPTS; attempt++) {
      const answer = await this.options.client.call('chat completions', this.timeoutMs, (sdk, options) => sdk.chat.completions.create(body, options));
      // A malformed answer is paid for too.
      const usage = chatUsageOf(answer, this.model);
      if (usage) meter?.record(usage);
      // Checked again with zod: the SDK's types describe the answer, they do not check it.
      const result = readStory(answer);
      if ('story' in result) return result.story;
      problem = result.problem;
      logger.info('openai: malformed story answer', { attempt, problem });
    }
    throw new StoryMakerError(`OpenAI chat completions: malformed story answer (${problem}) after ${STORY_COMPLETION_ATTEMPTS} attempts`);
  }
}

export function createOpenAiStoryWriter(options: OpenAiStoryWriterOptions): StoryWriter {
  return new OpenAiStoryWriter(options);
}
