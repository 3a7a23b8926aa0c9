import * as z from 'zod';
import './french-errors';
import { ULID_PATTERN } from './profiles';
import { MAX_CHOICE_LENGTH, MAX_TAG_LENGTH, MAX_TAGS, STORY_MESSAGES, storyStatusSchema, wordTimingSchema } from './stories';
import { optionalText } from './text-hygiene';

/**
 * The /test page's calls (spec part 2 §2 "Test page", §7 "Insert stories … (test page)", "Update stories …
 * status by id (test page)", "Function simulate-audio-combination"; DESIGN "API": the test-tools function,
 * for the `admins` group only, on AWS and in the twin).
 *
 * A test story is a demo (`isDemo`): it costs no credit, has no ledger entry and no pipeline, never shows in
 * the home's recent stories nor in the pending stories, and lives in the caller's own partition, under one of
 * the caller's child profiles (a story always has one: the library filters by it, and deleting the profile
 * deletes its stories).
 */

export const TEST_TOOLS_ROUTES = {
  stories: '/api/test/stories',
  status: (storyId: string) => `/api/test/stories/${encodeURIComponent(storyId)}/status`,
  audioCombination: (storyId: string) => `/api/test/stories/${encodeURIComponent(storyId)}/audio-combination`,
} as const;

export const TEST_TOOLS_MESSAGES = {
  /** A story id that is not one of the caller's test stories (a real story included): the same 404 as any unknown id. */
  storyNotFound: STORY_MESSAGES.storyNotFound,
  profileNotFound: STORY_MESSAGES.profileNotFound,
  /** The caller has no child profile at all. */
  profileRequired: "Créez d'abord un profil enfant : une histoire de test appartient toujours à l'un de vos profils.",
  invalidStatus: "Le statut doit être l'un des suivants : draft, generating_text, content_generated, generating_image, image_generated, generating_audio, completed ou failed.",
  titleTooLong: `Le titre doit faire au plus ${MAX_CHOICE_LENGTH} caractères`,
  tagTooLong: STORY_MESSAGES.tagTooLong,
  tooManyEmotions: `Vous pouvez choisir au plus ${MAX_TAGS} émotions`,
  /** Kept on a test story set to `failed`, so the progress screen has a reason to show. */
  simulatedFailure: 'Échec simulé depuis la page de test.',
} as const;

/** What a test story is made of when the request leaves it out. Three paragraphs: the three parts of the audio combination. */
export const TEST_STORY_DEFAULTS = {
  title: 'Histoire de test',
  emotions: ['la joie'],
  // The wizard's other choices, kept on the story's request like a real one's (an image regeneration reads them).
  mainCharacter: 'une petite étoile',
  setting: 'la plage au clair de lune',
  scenario: 'une étoile qui veut voir la mer',
  values: ['la curiosité'],
  content: [
    'Il était une fois une petite étoile qui voulait voir la mer.',
    'Un soir, elle glissa le long d’un rayon de lune jusqu’à la plage.',
    'Les vagues lui chantèrent une berceuse, et elle rentra au ciel en souriant.',
  ].join('\n\n'),
  moral: 'La curiosité ouvre de beaux chemins.',
} as const;

/** `POST /api/test/stories`: every field optional; the profile defaults to the caller's first one. */
export const createTestStoryRequestSchema = z.object({
  title: optionalText({ max: { length: MAX_CHOICE_LENGTH, message: TEST_TOOLS_MESSAGES.titleTooLong } }),
  emotions: z
    .array(optionalText({ max: { length: MAX_TAG_LENGTH, message: TEST_TOOLS_MESSAGES.tagTooLong } }))
    .max(MAX_TAGS, TEST_TOOLS_MESSAGES.tooManyEmotions)
    .default([])
    .transform((emotions) => emotions.filter((emotion) => emotion.length > 0)),
  profileId: z.string().regex(ULID_PATTERN, TEST_TOOLS_MESSAGES.profileNotFound).optional(),
});
export type CreateTestStoryRequest = z.input<typeof createTestStoryRequestSchema>;
export type CreateTestStoryCommand = z.output<typeof createTestStoryRequestSchema>;

/**
 * `PATCH /api/test/stories/{id}/status`: any status, in any order (spec part 2 §4: "the test page can set any
 * freely"), `failed` included so the progress screen's failure can be seen too. The values are the stories'.
 */
export const testStoryStatusSchema = z.enum(storyStatusSchema.options, { error: TEST_TOOLS_MESSAGES.invalidStatus });
export const setTestStoryStatusRequestSchema = z.object({ status: testStoryStatusSchema });
export type SetTestStoryStatusRequest = z.infer<typeof setTestStoryStatusRequestSchema>;

/** A test story as the three calls answer it. */
export const testStorySchema = z.object({
  id: z.string(),
  profileId: z.string(),
  title: z.string(),
  status: storyStatusSchema,
  isDemo: z.literal(true),
  emotions: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TestStory = z.infer<typeof testStorySchema>;

/** One narrated part, and where it starts in the combined MP3 (the sum of the parts before it). */
export const audioPartSchema = z.object({
  text: z.string(),
  frameCount: z.number().int().nonnegative(),
  durationMs: z.number().nonnegative(),
  offsetMs: z.number().nonnegative(),
  /** The part's own word timings, from 0 (before the shift). */
  words: z.array(wordTimingSchema),
});
export type AudioPart = z.infer<typeof audioPartSchema>;

/** `POST /api/test/stories/{id}/audio-combination`: the parts and what was stored on the story. */
export const audioCombinationResultSchema = z.object({
  id: z.string(),
  parts: z.array(audioPartSchema).min(1),
  /** The combined MP3's audio frames (its information frame aside) and their decoded length. */
  frameCount: z.number().int().nonnegative(),
  durationMs: z.number().nonnegative(),
  /** The stored read-along timings: part k's shifted by the durations of the parts before it. */
  words: z.array(wordTimingSchema),
  mp3Bytes: z.number().int().positive(),
  /** A short-lived signed URL of the stored MP3. */
  audioUrl: z.string(),
});
export type AudioCombinationResult = z.infer<typeof audioCombinationResultSchema>;
