import * as z from 'zod';
import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import type { Illustrator, StoryRequest } from '../../core/story-makers-port';
import type { StoryScene } from '../../core/story-scenes';
import { StoryMakerError } from '../../core/story-maker-errors';
import { buildIllustrationPrompt } from './illustration-prompt';
import type { OpenAiClient } from './openai-client';
import { DEFAULT_OPENAI_MODELS, DEFAULT_OPENAI_TIMEOUTS_MS } from './openai-settings';

/**
 * The Illustrator on OpenAI image generation: one 1024×1024 picture, returned by the API as base64
 * and checked to be a PNG before it is stored.
 */

export interface OpenAiIllustratorOptions {
  client: OpenAiClient;
  /** Default gpt-image-1. */
  model?: string;
  /** One request's timeout; default 100 s. */
  timeoutMs?: number;
  /**
   * gpt-image-1's quality: "medium" by default, a picture-book image in well under the timeout at a
   * moderate price ("high" can take longer than a Lambda should wait).
   */
  quality?: 'low' | 'medium' | 'high' | 'auto';
}

export const IMAGE_SIZE = '1024x1024' as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const imageAnswerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
});

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

export class OpenAiIllustrator implements Illustrator {
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiIllustratorOptions) {
    this.model = options.model ?? DEFAULT_OPENAI_MODELS.image;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUTS_MS.image;
  }

  /** One picture: of the scene when given (its moment, light and objects), else of the story's opening. */
  async illustrate(request: StoryRequest, scene?: StoryScene): Promise<Uint8Array> {
    const body = this.requestBody(buildIllustrationPrompt(request, scene));
    const answer: unknown = await this.options.client.call('image generation', this.timeoutMs, (sdk, options) => sdk.images.generate(body, options));
    const parsed = imageAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new StoryMakerError('OpenAI image generation: the answer holds no base64 image');
    const png = new Uint8Array(Buffer.from(parsed.data.data[0]!.b64_json, 'base64'));
    if (!isPng(png)) throw new StoryMakerError('OpenAI image generation: the image is not a PNG');
    return png;
  }

  /**
   * gpt-image models always answer in base64 and take `output_format` and `quality`; DALL·E models
   * answer with a URL unless asked for `b64_json` (and refuse gpt-image's parameters).
   */
  private requestBody(prompt: string): ImageGenerateParamsNonStreaming {
    const common = { model: this.model, prompt, size: IMAGE_SIZE, n: 1 } as const;
    if (this.model.startsWith('dall-e')) return { ...common, response_format: 'b64_json' };
    return { ...common, output_format: 'png', quality: this.options.quality ?? 'medium' };
  }
}

export function createOpenAiIllustrator(options: OpenAiIllustratorOptions): Illustrator {
  return new OpenAiIllustrator(options);
}
