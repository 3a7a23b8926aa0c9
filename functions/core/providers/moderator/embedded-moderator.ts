import type { ModerationCategory, ModerationInput, ModerationVerdict, Moderator } from '../ports';
import { LexiconDetector, type LexiconCategory } from './lexicon-matcher';
import { ALLOWED_PHRASES } from './lexicons/allowed';
import { ENGLISH } from './lexicons/english';
import { FRENCH } from './lexicons/french';
import { isStoryField, refusalMessage } from './messages';
import { containsPersonalData } from './personal-data';
import { containsPromptInjection } from './prompt-injection';

/**
 * The embedded Moderator (DESIGN "Providers", departure 5): rules and word lists for a children's
 * product, offline, deterministic and fast (no network, no model; a few microseconds per field).
 *
 * It checks the parent's free texts before any credit is spent (mainCharacter, setting, scenario,
 * emotions, values) and the generated story before delivery (title, content, moral). The inputs are
 * checked in the order given and the first refused one is reported, with one category and a French
 * message naming its field.
 *
 * Within one text, when several categories apply, the most specific or most serious is reported:
 * an attempt at the generator first (it may carry anything else), then self-harm before violence
 * ("kill myself" is also "kill"), sexual content, violence, drugs, insults, and personal data last.
 *
 * Modules:
 * - normalise.ts: case, accents, invisible characters, look-alikes, leetspeak, elongations, spacing;
 * - lexicon-matcher.ts and lexicons/: whole-word lists by category and language, and allowed idioms;
 * - personal-data.ts: e-mails, telephone numbers, addresses, IBAN, card and social security numbers;
 * - prompt-injection.ts: instructions aimed at the generator;
 * - messages.ts: the French field labels and messages.
 */

const WORD_LIST_ORDER: readonly LexiconCategory[] = ['self_harm', 'sexual', 'violence', 'drugs', 'insult'];

export class EmbeddedModerator implements Moderator {
  private readonly lexicon = new LexiconDetector([FRENCH, ENGLISH], ALLOWED_PHRASES);

  async check(inputs: ModerationInput[]): Promise<ModerationVerdict> {
    for (const { field, text } of inputs) {
      const category = this.categorise(text, !isStoryField(field));
      if (category !== undefined) return { allowed: false, field, category, message: refusalMessage(field, category) };
    }
    return { allowed: true };
  }

  /**
   * The category of a text, or undefined when it may be used. `parentText` is false for the generated
   * story, where a few injection patterns that a story line can match are not applied.
   */
  categorise(text: string, parentText = true): ModerationCategory | undefined {
    if (text.trim() === '') return undefined;
    if (containsPromptInjection(text, parentText)) return 'prompt_injection';
    const found = new Set(this.lexicon.hits(text).map((hit) => hit.category));
    const category = WORD_LIST_ORDER.find((candidate) => found.has(candidate));
    if (category !== undefined) return category;
    if (containsPersonalData(text)) return 'personal_data';
    return undefined;
  }
}

export function createEmbeddedModerator(): Moderator {
  return new EmbeddedModerator();
}
