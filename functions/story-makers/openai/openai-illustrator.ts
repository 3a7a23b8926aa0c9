import * as z from 'zod';
import type { ImageEditParamsNonStreaming, ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import type { ImageUsage } from '#shared/maker-prices';
import type { Illustrator, StoryRequest, UsageMeter } from '#core/story-makers-port';
import type { StoryScene } from '#core/story-scenes';
import { StoryMakerError } from '#core/story-maker-errors';
import { buildIllustrationPrompt } from './illustration-prompt';
import type { OpenAiClient } from './openai-client';
import { DEFAULT_OPENAI_MODELS, DEFAULT_OPENAI_TIMEOUTS_MS } from './openai-settings';

/**
 * The Illustrator on OpenAI image generation: one 1024×1024 picture, returned by the API as base64
 * and checked to be a PNG before it is stored. The story's first picture is generated; the next ones
 * are edits of it (issue 26), so the child and the companion stay the same from picture to picture.
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

const imageUsageSchema = z.object({
  quality: z.string().min(1).optional().catch(undefined),
  size: z.string().min(1).optional().catch(undefined),
  usage: z
    .object({
      input_tokens: z.number().nonnegative(),
      input_tokens_details: z.object({ image_tokens: z.number().nonnegative(), text_tokens: z.number().nonnegative() }).nullish(),
      output_tokens: z.number().nonnegative(),
    })
    .optional()
    .catch(undefined),
});

/**
 * What one answered picture request used: the quality and size the answer says it drew (`auto` resolved),
 * else those asked for; the tokens when the answer reports them (gpt-image models do, DALL·E does not).
 */
export function imageUsageOf(answer: unknown, asked: { model: string; quality: string; size: string }): ImageUsage {
  const parsed = imageUsageSchema.safeParse(answer);
  const read: z.infer<typeof imageUsageSchema> = parsed.success ? parsed.data : {};
  const usage: ImageUsage = { kind: 'image', model: asked.model, quality: read.quality ?? asked.quality, size: read.size ?? asked.size };
  if (read.usage) {
    const details = read.usage.input_tokens_details;
    usage.textInputTokens = details ? details.text_tokens : read.usage.input_tokens;
    usage.imageInputTokens = details ? details.image_tokens : 0;
    usage.outputTokens = read.usage.output_tokens;
  }
  return usage;
}

/** gpt-image-1 and gpt-image-1.5 and their dated snapshots, not gpt-image-1-mini. */
const HIGH_FIDELITY_MODELS = /^gpt-image-1(\.5)?(-\d{4}-\d{2}-\d{2})?$/;

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

  /**
   * One picture: of the scene when given (its moment, light and objects), else of the story's opening.
   * With a reference (the story's first picture), an `images.edit` that sends it and asks to keep its
   * child and companion; DALL·E models cannot take one (DALL·E 3 has no edits, DALL·E 2 would repaint
   * the image itself) and draw from the description alone, as does a reference that is not a PNG.
   */
  async illustrate(request: StoryRequest, scene?: StoryScene, reference?: Uint8Array, meter?: UsageMeter): Promise<Uint8Array> {
    const useReference = reference !== undefined && isPng(reference) && !this.isDallE();
    const prompt = buildIllustrationPrompt(request, scene, { withReference: useReference });
    const operation = useReference ? 'image edit' : 'image generation';
    const answer: unknown = useReference
      ? await this.options.client.call(operation, this.timeoutMs, (sdk, options) => sdk.images.edit(this.editBody(prompt, reference), options))
      : await this.options.client.call(operation, this.timeoutMs, (sdk, options) => sdk.images.generate(this.generateBody(prompt), options));
    // Told before the answer is checked: a picture that is not a PNG was paid for all the same.
    meter?.record(imageUsageOf(answer, { model: this.model, quality: this.quality(), size: IMAGE_SIZE }));
    const parsed = imageAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new StoryMakerError(`OpenAI ${operation}: the answer holds no base64 image`);
    const png = new Uint8Array(Buffer.from(parsed.data.data[0]!.b64_json, 'base64'));
    if (!isPng(png)) throw new StoryMakerError(`OpenAI ${operation}: the image is not a PNG`);
    return png;
  }

  /** The quality asked for; DALL·E is asked for none and draws its `standard`. */
  private quality(): string {
    return this.isDallE() ? 'standard' : (this.options.quality ?? 'medium');
  }

  private isDallE(): boolean {
    return this.model.startsWith('dall-e');
  }

  /**
   * gpt-image models always answer in base64 and take `output_format` and `quality`; DALL·E models
   * answer with a URL unless asked for `b64_json` (and refuse gpt-image's parameters).
   */
  private generateBody(prompt: string): ImageGenerateParamsNonStreaming {
    const common = { model: this.model, prompt, size: IMAGE_SIZE, n: 1 } as const;
    if (this.isDallE()) return { ...common, response_format: 'b64_json' };
    return { ...common, output_format: 'png', quality: this.options.quality ?? 'medium' };
  }

  /**
   * The edit sends the reference as a multipart file. `input_fidelity: high` makes the model keep the
   * faces of the input image, on the models that take it (gpt-image-1 and 1.5; the mini refuses it and
   * gpt-image-2 wants it left out).
   */
  private editBody(prompt: string, reference: Uint8Array): ImageEditParamsNonStreaming {
    const image = new File([reference], 'first-picture.png', { type: 'image/png' });
    const fidelity = HIGH_FIDELITY_MODELS.test(this.model) ? { input_fidelity: 'high' as const } : {};
    return { model: this.model, prompt, image, size: IMAGE_SIZE, n: 1, output_format: 'png', quality: this.options.quality ?? 'medium', ...fidelity };
  }
}

export function createOpenAiIllustrator(options: OpenAiIllustratorOptions): Illustrator {
  return new OpenAiIllustrator(options);
}
