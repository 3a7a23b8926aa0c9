import { toSpokenSegments } from '../common/speech-text';
import type { Narration, NarrationRequest, Narrator, WordTiming } from '../../core/story-makers-port';
import { StoryMakerError } from '../../core/story-maker-errors';
import { estimateWordTimings } from './estimated-word-timings';
import { readMp3Audio, type Mp3Audio } from './mp3-frames';
import type { OpenAiClient } from './openai-client';
import { DEFAULT_OPENAI_MODELS, DEFAULT_OPENAI_TIMEOUTS_MS } from './openai-settings';
import { DEFAULT_MAX_CHUNK_CHARACTERS, splitIntoChunks, type SpeechChunk } from './speech-chunks';

/**
 * The Narrator on OpenAI speech. The story is prepared for speech exactly as the embedded narrator
 * does it (title, paragraphs, "Morale de l'histoire : " and the moral; no colour codes, emoji or
 * markup), cut into chunks under the model's input limit at paragraph and sentence boundaries,
 * synthesised a few chunks at a time, and the chunks' audio frames joined in order. The duration is
 * measured from the MP3 frames; the API gives no word times, so they are estimated per chunk
 * (estimated-word-timings.ts).
 *
 * The voice is the storyteller's, the same for every child, slower for the youngest (like the
 * embedded narrator's).
 */

export interface OpenAiNarratorOptions {
  client: OpenAiClient;
  /** Default gpt-4o-mini-tts. */
  model?: string;
  /** Default "nova": warm and clear in French. */
  voice?: string;
  /** One chunk's timeout; default 60 s. */
  timeoutMs?: number;
  /** Characters per speech request; default 1,500. */
  maxChunkCharacters?: number;
  /** Speech requests in flight at once; default 3 (a 1,000-word story is 4–5 chunks). */
  concurrency?: number;
}

export const DEFAULT_VOICE = 'nova';
const DEFAULT_CONCURRENCY = 3;

/** The model's speed (1 is its natural pace) and how to read, by the child's age. */
export function deliveryForAge(age: number): { speed: number; pace: string } {
  if (!Number.isFinite(age) || age <= 5) return { speed: 0.9, pace: 'lent et posé, en articulant bien chaque mot' };
  if (age <= 7) return { speed: 0.95, pace: 'calme, un peu plus lent que la conversation' };
  return { speed: 1, pace: 'naturel et calme' };
}

export function speechInstructions(age: number): string {
  const { pace } = deliveryForAge(age);
  return [
    `Tu es une conteuse française qui lit une histoire du soir à un enfant de ${Number.isFinite(age) ? age : 'quelques'} ans.`,
    'Voix chaleureuse, douce et souriante, accent de France, diction claire.',
    `Rythme ${pace}, avec une vraie pause à chaque point et entre les paragraphes.`,
    "Donne un peu de vie aux dialogues et aux émotions, sans jamais faire peur ; termine sur un ton apaisé, propice à l'endormissement.",
  ].join(' ');
}

/** Runs `task` on every item, at most `concurrency` at once, and returns the results in the items' order. */
async function mapWithConcurrency<T, R>(items: readonly T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

export class OpenAiNarrator implements Narrator {
  private readonly model: string;
  private readonly voice: string;
  private readonly timeoutMs: number;
  private readonly maxChunkCharacters: number;
  private readonly concurrency: number;

  constructor(private readonly options: OpenAiNarratorOptions) {
    this.model = options.model ?? DEFAULT_OPENAI_MODELS.speech;
    this.voice = options.voice ?? DEFAULT_VOICE;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUTS_MS.speechChunk;
    this.maxChunkCharacters = options.maxChunkCharacters ?? DEFAULT_MAX_CHUNK_CHARACTERS;
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  }

  async narrate(request: NarrationRequest): Promise<Narration> {
    const chunks = splitIntoChunks(toSpokenSegments(request.story), this.maxChunkCharacters);
    if (chunks.length === 0) throw new StoryMakerError('OpenAI speech: the story has no words to read');
    const audio = await mapWithConcurrency(chunks, this.concurrency, (chunk) => this.synthesize(chunk, request.childAge));
    const words: WordTiming[] = [];
    let offsetMs = 0;
    chunks.forEach((chunk, index) => {
      words.push(...estimateWordTimings(chunk, audio[index]!.durationMs, offsetMs));
      offsetMs += audio[index]!.durationMs;
    });
    return { mp3: new Uint8Array(Buffer.concat(audio.map((part) => part.frames))), durationMs: Math.round(offsetMs), words };
  }

  private async synthesize(chunk: SpeechChunk, childAge: number): Promise<Mp3Audio> {
    const bytes = await this.options.client.postForBytes({
      operation: 'speech',
      path: '/audio/speech',
      body: this.requestBody(chunk.text, childAge),
      timeoutMs: this.timeoutMs,
    });
    const audio = readMp3Audio(bytes);
    if (audio === undefined) throw new StoryMakerError('OpenAI speech: the answer is not MP3 audio');
    return audio;
  }

  /** tts-1 models refuse `instructions`; the speed works with every model. */
  private requestBody(input: string, childAge: number): Record<string, unknown> {
    const body: Record<string, unknown> = { model: this.model, voice: this.voice, input, response_format: 'mp3', speed: deliveryForAge(childAge).speed };
    if (!this.model.startsWith('tts-1')) body.instructions = speechInstructions(childAge);
    return body;
  }
}

export function createOpenAiNarrator(options: OpenAiNarratorOptions): Narrator {
  return new OpenAiNarrator(options);
}
