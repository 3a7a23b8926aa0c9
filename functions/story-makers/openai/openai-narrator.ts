import type { SpeechCreateParams } from 'openai/resources/audio/speech';
import { combineNarrations, NarrationCombinationError } from '../narrator/combine-narrations';
import { toSpokenSegments } from '../common/speech-text';
import type { Narration, NarrationRequest, Narrator, UsageMeter } from '#core/story-makers-port';
import { StoryMakerError } from '#core/story-maker-errors';
import { estimateWordTimings } from './estimated-word-timings';
import { readMp3Audio } from '../common/mp3-frames';
import type { OpenAiClient } from './openai-client';
import { DEFAULT_OPENAI_MODELS, DEFAULT_OPENAI_TIMEOUTS_MS } from './openai-settings';
import { DEFAULT_MAX_CHUNK_CHARACTERS, splitIntoChunks, type SpeechChunk } from './speech-chunks';

/**
 * The Narrator on OpenAI speech. The story is prepared for speech exactly as the embedded narrator
 * does it (title, paragraphs, "Morale de l'histoire : " and the moral; no colour codes, emoji or
 * markup), cut into chunks under the model's input limit at paragraph and sentence boundaries,
 * synthesised a few chunks at a time (3 requests in flight: a 1,000-word story is 4–5 chunks, and each
 * mostly waits on OpenAI), and the chunks joined in order by `combineNarrations`, the one MP3 joiner of
 * the project: the audio frames end to end under one Xing frame that gives players the whole length.
 * Durations come from the MP3 frames; the API gives no word times, so they are estimated per chunk
 * (estimated-word-timings.ts) and shifted by the frames before the chunk.
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

/** The chunks as one narration; chunks of one story in different MPEG formats are the provider's answer, not a bug of ours. */
function joinChunks(parts: readonly Narration[]): Narration {
  try {
    return combineNarrations(parts);
  } catch (error) {
    if (error instanceof NarrationCombinationError) throw new StoryMakerError(`OpenAI speech: ${error.message}`);
    throw error;
  }
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

  async narrate(request: NarrationRequest, meter?: UsageMeter): Promise<Narration> {
    const chunks = splitIntoChunks(toSpokenSegments(request.story), this.maxChunkCharacters);
    if (chunks.length === 0) throw new StoryMakerError('OpenAI speech: the story has no words to read');
    const parts = await mapWithConcurrency(chunks, this.concurrency, (chunk) => this.synthesize(chunk, request.childAge, meter));
    const combined = joinChunks(parts);
    return { mp3: combined.mp3, durationMs: Math.round(combined.durationMs), words: combined.words };
  }

  /** One chunk's audio as the API sent it, with its own words timed from its start. */
  private async synthesize(chunk: SpeechChunk, childAge: number, meter?: UsageMeter): Promise<Narration> {
    const body = this.requestBody(chunk.text, childAge);
    const mp3 = await this.options.client.call('speech', this.timeoutMs, async (sdk, options) => new Uint8Array(await (await sdk.audio.speech.create(body, options)).arrayBuffer()));
    const audio = readMp3Audio(mp3);
    // The speech endpoint reports no usage: the characters sent and the seconds received are what it bills
    // (audio that is not MP3 has no length to read, and was paid all the same).
    meter?.record({ kind: 'speech', model: this.model, characters: chunk.text.length, seconds: Math.round(audio?.durationMs ?? 0) / 1000 });
    if (audio === undefined) throw new StoryMakerError('OpenAI speech: the answer is not MP3 audio');
    return { mp3, durationMs: audio.durationMs, words: estimateWordTimings(chunk, audio.durationMs, 0) };
  }

  /** tts-1 models refuse `instructions`; the speed works with every model. */
  private requestBody(input: string, childAge: number): SpeechCreateParams {
    const body: SpeechCreateParams = { model: this.model, voice: this.voice, input, response_format: 'mp3', speed: deliveryForAge(childAge).speed };
    if (!this.model.startsWith('tts-1')) body.instructions = speechInstructions(childAge);
    return body;
  }
}

export function createOpenAiNarrator(options: OpenAiNarratorOptions): Narrator {
  return new OpenAiNarrator(options);
}
