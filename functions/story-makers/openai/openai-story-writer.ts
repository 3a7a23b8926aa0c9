import * as z from 'zod';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { logger } from '#core/logger';
import type { TextUsage } from '#shared/maker-prices';
import type { StoryRequest, StoryWriter, UsageMeter, WrittenStory } from '#core/story-makers-port';
import { StoryMakerError } from '#core/story-maker-errors';
import type { OpenAiClient } from './openai-client';
import { notJsonError, storyMakerFailure } from './openai-failures';
import { DEFAULT_OPENAI_MODELS, DEFAULT_OPENAI_TIMEOUTS_MS } from './openai-settings';
import { buildStoryMessages, STORY_JSON_SCHEMA } from './story-prompt';
import { StoryStreamReader, wholeFirstParagraph } from './story-stream-reader';

/**
 * The StoryWriter on OpenAI chat completions (through the SDK) with a strict JSON schema ({ title, content, moral }).
 * The completion is streamed (issue 30): as soon as the title and the opening paragraph are written, a
 * caller that asked for it hears of them (`writeWithOpening`), to narrate the opening while the rest is
 * written. The answer, once whole, is checked with zod; a malformed one (not JSON, wrong shape, cut by the
 * token limit or by the stream's end, a refusal) is asked for once more, then becomes a StoryMakerError: a
 * third try would rarely do better and the Lambda's time is bounded.
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

/** The story's opening as the stream wrote it: the title and the opening paragraph, both whole (trimmed as the story will be). */
export interface StreamedOpening {
  title: string;
  firstParagraph: string;
}

/** A writer that can tell its caller the opening while it writes the rest (the OpenAI writer). */
export interface OpeningStreamingWriter {
  writeWithOpening(request: StoryRequest, meter: UsageMeter | undefined, onOpening: (opening: StreamedOpening) => void): Promise<WrittenStory>;
}

/** One streamed completion put back together in the shape of a whole one (readStory and chatUsageOf read it). */
interface StreamedAnswer {
  choices: { finish_reason: string | null; message: { content: string; refusal: string | null } }[];
  usage?: unknown;
}

/** The story in an answer, or the reason it is not there (a code word, for logs: no text of the answer). */
function readStory(answer: unknown): { story: WrittenStory } | { problem: string } {
  const completion = completionSchema.safeParse(answer);
  if (!completion.success) return { problem: 'unexpected completion shape' };
  const choice = completion.data.choices[0]!;
  if (choice.message.refusal) return { problem: 'refusal' };
  if (choice.finish_reason === 'length') return { problem: 'cut by the token limit' };
  if (choice.finish_reason === null) return { problem: 'stream ended early' };
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

export class OpenAiStoryWriter implements StoryWriter, OpeningStreamingWriter {
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiStoryWriterOptions) {
    this.model = options.model ?? DEFAULT_OPENAI_MODELS.text;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUTS_MS.text;
  }

  async write(request: StoryRequest, meter?: UsageMeter): Promise<WrittenStory> {
    return this.writeWithOpening(request, meter, () => {});
  }

  /** `onOpening` is called at most once per story, from the first completion whose title and opening paragraph are whole. */
  async writeWithOpening(request: StoryRequest, meter: UsageMeter | undefined, onOpening: (opening: StreamedOpening) => void): Promise<WrittenStory> {
    const { messages } = buildStoryMessages(request);
    const body: ChatCompletionCreateParamsStreaming = {
      model: this.model,
      messages,
      response_format: { type: 'json_schema', json_schema: { name: 'histoire', strict: true, schema: STORY_JSON_SCHEMA } },
      max_completion_tokens: MAX_COMPLETION_TOKENS,
      stream: true,
      stream_options: { include_usage: true },
    };
    let told = false;
    const tell = (opening: StreamedOpening) => {
      if (told) return;
      told = true;
      // The caller's business (a speech request): never the text's.
      try {
        onOpening(opening);
      } catch (error) {
        logger.warn('openai: the opening could not be handed over', { error: error instanceof Error ? error.name : 'unknown' });
      }
    };
    let problem = '';
    for (let attempt = 1; attempt <= STORY_COMPLETION_ATTEMPTS; attempt++) {
      const answer = await this.streamedCompletion(body, tell);
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

  /**
   * One completion, streamed and read whole. The SDK's timeout (and its retries) cover the request until its
   * answer starts; a timer of this writer's the stream after that, as long again (the SDK ends a stream it
   * aborted quietly, so the timeout is told here). A server that answers the whole completion at once (an
   * OpenAI-compatible one that ignores `stream`) is read as before.
   */
  private async streamedCompletion(body: ChatCompletionCreateParamsStreaming, tell: (opening: StreamedOpening) => void): Promise<unknown> {
    const timeout = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await this.options.client.call('chat completions', this.timeoutMs, async (sdk, options) => {
        const { data: stream, response } = await sdk.chat.completions.create(body, { ...options, signal: timeout.signal }).withResponse();
        const type = response.headers.get('content-type') ?? '';
        if (type.startsWith('application/json')) return (await response.json()) as unknown;
        if (!type.startsWith('text/event-stream')) throw notJsonError('chat completions');
        timer = setTimeout(() => timeout.abort(), this.timeoutMs);
        const reader = new StoryStreamReader();
        let content = '';
        let refusal: string | null = null;
        let finishReason: string | null = null;
        let usage: unknown;
        for await (const chunk of stream) {
          if (chunk.usage) usage = chunk.usage;
          const choice = chunk.choices[0];
          if (!choice) continue;
          if (choice.finish_reason) finishReason = choice.finish_reason;
          if (choice.delta.refusal) refusal = (refusal ?? '') + choice.delta.refusal;
          const piece = choice.delta.content;
          if (!piece) continue;
          content += piece;
          reader.push(piece);
          const title = reader.complete('title') ? reader.value('title')!.trim() : '';
          const opening = title && wholeFirstParagraph(reader.value('content') ?? '', reader.complete('content'));
          if (opening) tell({ title, firstParagraph: opening });
        }
        const whole: StreamedAnswer = { choices: [{ finish_reason: finishReason, message: { content, refusal } }], ...(usage ? { usage } : {}) };
        return whole;
      });
      if (timeout.signal.aborted) throw this.streamTimedOut();
      return answer;
    } catch (error) {
      throw timeout.signal.aborted ? this.streamTimedOut() : error;
    } finally {
      clearTimeout(timer);
    }
  }

  private streamTimedOut(): Error {
    return storyMakerFailure('chat completions', { kind: 'unavailable', reason: `answer not finished within ${this.timeoutMs} ms` }, 1);
  }
}

export function createOpenAiStoryWriter(options: OpenAiStoryWriterOptions): StoryWriter {
  return new OpenAiStoryWriter(options);
}
