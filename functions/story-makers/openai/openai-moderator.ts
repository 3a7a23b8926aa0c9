import * as z from 'zod';
import { refusalMessage } from '../common/refusal-messages';
import { CATEGORY_ORDER } from '../common/moderation-categories';
import type { ModerationCategory, ModerationInput, ModerationVerdict, Moderator, StoryRequest, WrittenStory } from '#core/story-makers-port';
import { StoryMakerError } from '#core/story-maker-errors';
import { DEFAULT_OPENAI_MODELS, DEFAULT_OPENAI_TIMEOUTS_MS } from './openai-settings';

/**
 * The Moderator on OpenAI moderation.
 *
 * OpenAI's endpoint is made for general content, not for a children's product: it lets pass what a
 * children's story must not hold (a grooming pattern, a child's death, a cigarette, an e-mail address,
 * an instruction to the generator) and has no notion of the story's child. So the factories never use
 * it alone: `createOpenAiModeratorWithRules` (create-moderator.ts) puts the embedded rules first, and
 * only what they let pass comes here, in one request (`input: string[]`); a flagged text is refused
 * with the French message of the mapped category, naming its field. The first refused input, in the
 * given order, is reported.
 *
 * The request goes through a `ModerationClient`: the SDK's (OpenAiClient) in the maker functions, a
 * small fetch (ModerationFetchClient) in the API functions, whose bundles the SDK would not fit.
 */

/** OpenAI's moderation request: one model, the texts in order. */
export interface ModerationRequest {
  model: string;
  input: string[];
}

/** One moderation request under our retry and error policy; the answer's JSON (its shape is the moderator's to check). */
export interface ModerationClient {
  moderate(request: ModerationRequest, timeoutMs: number): Promise<unknown>;
}

export interface OpenAiModeratorOptions {
  client: ModerationClient;
  /** Default omni-moderation-latest. */
  model?: string;
  /** One request's timeout; default 15 s. */
  timeoutMs?: number;
}

/**
 * OpenAI's categories in the port's:
 * - hate, hate/threatening → hate; harassment, harassment/threatening → insult;
 * - sexual, sexual/minors → sexual; self-harm, self-harm/intent, self-harm/instructions → self_harm;
 * - violence, violence/graphic → violence;
 * - illicit (advice on wrongdoing: stealing, buying drugs…) and illicit/violent (weapons) → crime: how
 *   to commit it is what the category says, whatever the deed;
 * - a category OpenAI adds later → violence: refusing is the safe side for children, and violence is
 *   the broadest message.
 */
export function portCategory(openAiCategory: string): ModerationCategory {
  if (openAiCategory.startsWith('self-harm')) return 'self_harm';
  if (openAiCategory.startsWith('sexual')) return 'sexual';
  if (openAiCategory.startsWith('hate')) return 'hate';
  if (openAiCategory.startsWith('harassment')) return 'insult';
  if (openAiCategory.startsWith('illicit')) return 'crime';
  if (openAiCategory.startsWith('violence')) return 'violence';
  return 'violence';
}

const moderationAnswerSchema = z.object({
  results: z.array(
    z.object({
      flagged: z.boolean(),
      categories: z.record(z.string(), z.boolean().nullable()),
    }),
  ),
});

type ModerationResult = z.infer<typeof moderationAnswerSchema>['results'][number];

/** The category to report for a result, or undefined when nothing is flagged. */
function flaggedCategory(result: ModerationResult): ModerationCategory | undefined {
  const flagged = new Set(
    Object.entries(result.categories)
      .filter(([, value]) => value === true)
      .map(([name]) => portCategory(name)),
  );
  if (flagged.size === 0) return result.flagged ? 'violence' : undefined;
  return CATEGORY_ORDER.find((category) => flagged.has(category)) ?? 'violence';
}

const refusal = (field: string, category: ModerationCategory): ModerationVerdict => ({ allowed: false, field, category, message: refusalMessage(field, category) });

export class OpenAiModerator implements Moderator {
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiModeratorOptions) {
    this.model = options.model ?? DEFAULT_OPENAI_MODELS.moderation;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUTS_MS.moderation;
  }

  async check(inputs: ModerationInput[]): Promise<ModerationVerdict> {
    return this.ask(inputs);
  }

  /** The title, the text and the moral (the story rules that know the child are the embedded ones'). */
  async checkStory(story: WrittenStory, _request: StoryRequest): Promise<ModerationVerdict> {
    return this.ask([
      { field: 'title', text: story.title },
      { field: 'content', text: story.content },
      { field: 'moral', text: story.moral },
    ]);
  }

  /** One request for every non-blank input; the first flagged one, in order, is refused. */
  private async ask(inputs: ModerationInput[]): Promise<ModerationVerdict> {
    const checked = inputs.filter((input) => input.text.trim() !== '');
    if (checked.length === 0) return { allowed: true };
    const answer = await this.options.client.moderate({ model: this.model, input: checked.map((input) => input.text) }, this.timeoutMs);
    const parsed = moderationAnswerSchema.safeParse(answer);
    if (!parsed.success || parsed.data.results.length !== checked.length) {
      throw new StoryMakerError('OpenAI moderation: the answer does not hold one result per input');
    }
    for (const [index, result] of parsed.data.results.entries()) {
      const category = flaggedCategory(result);
      if (category !== undefined) return refusal(checked[index]!.field, category);
    }
    return { allowed: true };
  }
}

export function createOpenAiModerator(options: OpenAiModeratorOptions): Moderator {
  return new OpenAiModerator(options);
}
