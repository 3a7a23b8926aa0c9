import type { ModerationCategory } from '#core/story-makers-port';

/**
 * When several categories apply to one text, the one reported: the most specific or most serious
 * first. Self-harm before violence ("kill myself" is also "kill"), sexual content, grooming, hate,
 * violence, crime, drugs, insults (personal data and instructions to the generator are decided apart).
 * The embedded rules and the OpenAI adapter's mapping both choose with it.
 */
export const CATEGORY_ORDER: readonly ModerationCategory[] = ['self_harm', 'sexual', 'grooming', 'hate', 'violence', 'crime', 'drugs', 'insult'];
