import * as z from 'zod';
import { audioPartSchema, wordTimingSchema } from './stories';

/**
 * The private link for the family (issue 31, item 2): a parent opens a story to anyone holding the link,
 * read-only and without an account, for a chosen time. Shared by the API, the web and the tests.
 */

/** The durations a parent may choose, in days; the first link of the page proposes the default. */
export const SHARE_DURATIONS_DAYS = [7, 30, 90] as const;
export type ShareDurationDays = (typeof SHARE_DURATIONS_DAYS)[number];
export const DEFAULT_SHARE_DAYS: ShareDurationDays = 30;

/**
 * 32 random bytes, base64url without padding: 43 characters. Long enough that guessing one is hopeless (2²⁵⁶),
 * so the API can answer every unknown, revoked or expired token with the same 404.
 */
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The web's public page for a link. */
export const SHARED_STORY_PATH_PREFIX = '/partage/';
export const sharedStoryPath = (token: string) => `${SHARED_STORY_PATH_PREFIX}${token}`;
/** What a link's page and its API answer tell search engines (`X-Robots-Tag`, and the page's robots meta). */
export const SHARED_STORY_ROBOTS = 'noindex, nofollow';

/**
 * Views of one link: this many at once, then one more every this many milliseconds (a token bucket per link).
 * A family opening a story a few times a day never meets it; a link posted publicly cannot be read in a loop.
 */
export const SHARE_VIEW_LIMIT = { capacity: 30, refillEveryMs: 60_000 } as const;

export const SHARE_MESSAGES = {
  durationInvalid: 'La durée du lien doit être de 7, 30 ou 90 jours',
  storyNotReady: "L'histoire n'est pas encore terminée : le lien pourra être créé quand elle sera prête.",
  /** Any token that does not open a story: unknown, revoked, expired, or its story deleted (the same answer for all). */
  linkNotFound: "Ce lien n'existe pas ou n'est plus valable. Demandez un nouveau lien à la personne qui vous l'a envoyé.",
  tooManyViews: 'Ce lien a été ouvert de nombreuses fois en peu de temps. Veuillez réessayer dans quelques minutes.',
} as const;

/** Body of `POST /api/stories/{id}/share`; no body: the default duration. */
export const createShareRequestSchema = z
  .object({
    days: z
      .union([z.literal(7), z.literal(30), z.literal(90)], { error: SHARE_MESSAGES.durationInvalid })
      .default(DEFAULT_SHARE_DAYS),
  })
  .strict();
export type CreateShareRequest = z.input<typeof createShareRequestSchema>;

/** What `POST /api/stories/{id}/share` answers: the link (shown once: only its hash is kept) and its end. */
export const createdShareSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** One active link, as the account page and the story page list it (never the token: it is not kept). */
export const activeShareSchema = z.object({
  storyId: z.string(),
  title: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ActiveShare = z.infer<typeof activeShareSchema>;

/** `GET /api/me/shares`. */
export const activeSharesSchema = z.object({ shares: z.array(activeShareSchema) });
export type ActiveShares = z.infer<typeof activeSharesSchema>;

/**
 * `GET /api/shared/{token}`: the story and the child's first name, nothing else (no ids, no dates, no parent,
 * no profile). Media are short-lived signed URLs.
 */
export const sharedStorySchema = z
  .object({
    title: z.string(),
    childFirstName: z.string(),
    content: z.string(),
    moral: z.string(),
    illustrations: z.array(z.object({ url: z.string().nullable(), paragraph: z.number().int().min(0), caption: z.string() }).strict()),
    audioParts: z.array(audioPartSchema),
    words: z.array(wordTimingSchema).nullable(),
    /**
     * The parent's own reading (issue 31, item 4), paragraph by paragraph in order, once every paragraph is
     * recorded: the family hears it in place of the synthetic voice. Null otherwise.
     */
    parentVoice: z.array(z.object({ url: z.string(), durationMs: z.number().min(0) }).strict()).nullable(),
  })
  .strict();
export type SharedStory = z.infer<typeof sharedStorySchema>;

/** The first word of a name: a child's first name, never a family name a parent may have typed after it. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
