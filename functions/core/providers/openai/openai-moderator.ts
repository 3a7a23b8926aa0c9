import * as z from 'zod';
import { isStoryField, refusalMessage } from '../moderator/messages';
import { containsPersonalData } from '../moderator/personal-data';
import { containsPromptInjection } from '../moderator/prompt-injection';
import type { ModerationCategory, ModerationInput, ModerationVerdict, Moderator } from '../ports';
import { ProviderError } from '../provider-errors';
import type { OpenAiClient } from './openai-client';
import { DEFAULT_OPENAI_MODELS, DEFAULT_OPENAI_TIMEOUTS_MS } from './openai-settings';

/**
 * The Moderator on OpenAI moderation, composed with two checks of the embedded moderator that OpenAI's
 * does not make: personal data (e-mails, telephone numbers, addresses…) and instructions aimed at the
 * story generator (prompt injection).
 *
 * Those local checks run first, on every input: a refused text then never leaves the function (a
 * parent's e-mail address is not sent to a third party to be told it is one) and costs no request.
 * The texts that pass go to OpenAI in one request (`input: string[]`); a flagged one is refused with
 * the embedded moderator's French message naming its field. The first refused input, in the given
 * order, is reported.
 */

export interface OpenAiModeratorOptions {
  client: OpenAiClient;
  /** Default omni-moderation-latest. */
  model?: string;
  /** One request's timeout; default 15 s. */
  timeoutMs?: number;
}

/** When a text is flagged in several categories, the one reported (the embedded moderator's order). */
const CATEGORY_ORDER: readonly ModerationCategory[] = ['self_harm', 'sexual', 'violence', 'drugs', 'insult'];

/**
 * OpenAI's categories in the port's. "illicit" is advice on wrongdoing (drugs, theft…); with "/violent"
 * it is about weapons, hence violence. Harassment and hate are reported as insults.
 */
export function portCategory(openAiCategory: string): ModerationCategory {
  if (openAiCategory.startsWith('self-harm')) return 'self_harm';
  if (openAiCategory.startsWith('sexual')) return 'sexual';
  if (openAiCategory.startsWith('violence') || openAiCategory === 'illicit/violent') return 'violence';
  if (openAiCategory.startsWith('illicit')) return 'drugs';
  if (openAiCategory.startsWith('harassment') || openAiCategory.startsWith('hate')) return 'insult';
  // A category OpenAI adds later: refusing is the safe side for children; violence is the broadest message.
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
  return CATEGORY_ORDER.find((category) => flagged.has(category));
}

/** The embedded checks OpenAI does not make; the generated story is checked with the story's injection patterns. */
function localCategory(input: ModerationInput): ModerationCategory | undefined {
  if (input.text.trim() === '') return undefined;
  if (containsPromptInjection(input.text, !isStoryField(input.field))) return 'prompt_injection';
  if (containsPersonalData(input.text)) return 'personal_data';
  return undefined;
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
    for (const input of inputs) {
      const category = localCategory(input);
      if (category !== undefined) return refusal(input.field, category);
    }
    const checked = inputs.filter((input) => input.text.trim() !== '');
    if (checked.length === 0) return { allowed: true };
    const answer = await this.options.client.postJson({
      operation: 'moderation',
      path: '/moderations',
      body: { model: this.model, input: checked.map((input) => input.text) },
      timeoutMs: this.timeoutMs,
    });
    const parsed = moderationAnswerSchema.safeParse(answer);
    if (!parsed.success || parsed.data.results.length !== checked.length) {
      throw new ProviderError('OpenAI moderation: the answer does not hold one result per input');
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
