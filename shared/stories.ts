import * as z from 'zod';
import './french-errors';
import { MAX_STORY_PICTURES } from './media';
import { ULID_PATTERN } from './profiles';
import { STORY_MEDIA } from './story-makers-files';
import { storyVoiceSchema } from './voice';
import { requiredText } from './text-hygiene';

/**
 * Stories (spec part 2 §3–§5, §9): statuses and their labels, the wizard's form and the generation
 * request, the constants of the wizard and the progress screen, and the French texts the API answers.
 * The screens' own copy (step titles, toasts, progress messages) is the web's: web/src/features/stories.
 */

/** The spec's statuses in their intended order; a story only ever moves forward through them. */
export const STORY_STATUSES = [
  'draft',
  'generating_text',
  'content_generated',
  'generating_image',
  'image_generated',
  'generating_audio',
  'completed',
] as const;
/**
 * `failed` is ours (DESIGN: `failureReason`): the pipeline gave up, the credit went back. It is not in
 * the spec's order: any unfinished status may end there, `completed` never does.
 */
export const FAILED_STATUS = 'failed';
export type StoryStatus = (typeof STORY_STATUSES)[number] | typeof FAILED_STATUS;
export const storyStatusSchema = z.enum([...STORY_STATUSES, FAILED_STATUS]);

export const statusRank = (status: StoryStatus): number => STORY_STATUSES.indexOf(status as (typeof STORY_STATUSES)[number]);

/** Spec part 2 §4: six step labels for seven statuses; the two last working ones read 'Finalisation'. */
export const STORY_STEP_LABELS: Record<StoryStatus, string> = {
  draft: 'Initialisation',
  generating_text: 'Création du texte',
  content_generated: 'Texte créé',
  generating_image: "Création de l'illustration",
  image_generated: 'Finalisation',
  generating_audio: 'Finalisation',
  completed: 'Terminé',
  failed: 'Erreur',
};

/** Spec part 2 §4, pending stories: from draft to generating_image. */
export const PENDING_STATUSES = ['draft', 'generating_text', 'content_generated', 'generating_image'] as const satisfies readonly StoryStatus[];

/** Spec part 2 §4, detail image readiness. */
export const isImageReadyStatus = (status: StoryStatus | '' | undefined): boolean => status === 'image_generated' || status === 'completed';

/** Where a credit came from (spec: stories.credit_type). */
export const CREDIT_TYPES = ['monthly', 'bonus'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

// ── The wizard (spec part 2 §2, §4, §5, §9) ────────────────────────────────────────────────────────

export const WIZARD_STEP_COUNT = 4;
/** Suggestion lists show this many before 'Voir plus (n suggestions)'. */
export const VISIBLE_SUGGESTIONS = 4;
/** 'Crédits insuffisants' then /app after this delay. */
export const NO_CREDIT_REDIRECT_MS = 1_500;

/** Free texts: long enough for a real description, short enough to stay a story ingredient. */
export const MAX_CHOICE_LENGTH = 200;
export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS = 8;

export const STORY_MESSAGES = {
  // §5: what the API answers for a missing or wrong field of the wizard (the wizard shows the same texts).
  profileRequired: 'Veuillez sélectionner un profil enfant pour continuer',
  mainCharacterRequired: 'Veuillez choisir ou décrire le personnage principal',
  settingRequired: "Veuillez indiquer le lieu de l'histoire",
  scenarioRequired: "Veuillez décrire le scénario de l'histoire",
  emotionRequired: "Veuillez sélectionner au moins une émotion pour l'histoire",
  valueRequired: "Veuillez sélectionner au moins une valeur pour l'histoire",
  profileNotFound: 'Profil enfant non trouvé',
  /** Brothers and sisters (issue 31, item 5): the second hero is another child than the first. */
  sameSibling: 'Choisissez un autre enfant comme second héros',
  // Lengths and types: ours (the spec sets none), so that no field can carry a novel.
  choiceTooLong: `Chaque description doit faire au plus ${MAX_CHOICE_LENGTH} caractères`,
  tagTooLong: `Chaque émotion ou valeur doit faire au plus ${MAX_TAG_LENGTH} caractères`,
  tooManyTags: `Vous pouvez choisir au plus ${MAX_TAGS} émotions et ${MAX_TAGS} valeurs`,
  // Credits (§5 and §8): the 402 of POST /api/stories.
  noCreditsTitle: 'Crédits insuffisants',
  // The pipeline (ours): what a parent reads when a story could not be made.
  generationFailed: "La création de l'histoire a échoué.",
  storyNotFound: 'Histoire non trouvée',
  imageRegenerationBusy: "Une image est déjà en cours de création. Veuillez patienter quelques secondes avant de réessayer.",
  storyNotWrittenYet: "Le texte de l'histoire n'est pas encore prêt : l'image sera créée juste après.",
  // The picture book: which picture to draw again (POST /api/stories/{id}/image, body { picture }).
  pictureInvalid: `Le numéro de l'image doit être un nombre entier de 1 à ${MAX_STORY_PICTURES}`,
  pictureNotFound: "Cette histoire n'a pas d'image à ce numéro",
} as const;

/**
 * The wizard's five fields (spec part 2 §3, story form data): free texts are cleaned (shared/text-hygiene)
 * before they are checked, so a text of invisible characters is refused as empty before any credit.
 * A field that is missing, empty or of another type gets its step's own message.
 */
const choiceText = (requiredMessage: string) =>
  requiredText({ required: requiredMessage, wrongType: requiredMessage, max: { length: MAX_CHOICE_LENGTH, message: STORY_MESSAGES.choiceTooLong } });
const tagList = (requiredMessage: string) =>
  z
    .array(requiredText({ required: requiredMessage, wrongType: requiredMessage, max: { length: MAX_TAG_LENGTH, message: STORY_MESSAGES.tagTooLong } }), {
      error: requiredMessage,
    })
    .min(1, requiredMessage)
    .max(MAX_TAGS, STORY_MESSAGES.tooManyTags);

export const storyFormSchema = z.object({
  mainCharacter: choiceText(STORY_MESSAGES.mainCharacterRequired),
  setting: choiceText(STORY_MESSAGES.settingRequired),
  scenario: choiceText(STORY_MESSAGES.scenarioRequired),
  emotions: tagList(STORY_MESSAGES.emotionRequired),
  values: tagList(STORY_MESSAGES.valueRequired),
});
export type StoryForm = z.infer<typeof storyFormSchema>;

/** A story id is a ULID; anything else cannot be one of the caller's stories. */
export const storyIdSchema = z.string().regex(ULID_PATTERN, STORY_MESSAGES.storyNotFound);

/**
 * `POST /api/stories`. The spec's generation payload also carries the child's fields; the server takes
 * them from the caller's own profile instead, so they are not part of the request.
 */
export const createStoryRequestSchema = storyFormSchema.extend({
  profileId: z.string({ error: STORY_MESSAGES.profileRequired }).regex(ULID_PATTERN, STORY_MESSAGES.profileNotFound),
  /** Brothers and sisters (issue 31, item 5): a second child of the family, hero of the same story (one credit). */
  siblingProfileId: z.string({ error: STORY_MESSAGES.profileNotFound }).regex(ULID_PATTERN, STORY_MESSAGES.profileNotFound).optional(),
  /** 'Narration audio' on step 4, on by default. */
  narration: z.boolean({ error: 'La narration audio doit valoir vrai ou faux' }).default(true),
});
export type CreateStoryRequest = z.input<typeof createStoryRequestSchema>;
export type CreateStoryCommand = z.output<typeof createStoryRequestSchema>;

// ── The story frame (issue 25): a free text understood, or declined on its step before any credit ──

/** The wizard fields whose free text becomes part of the story frame. */
export const FRAME_FIELDS = ['mainCharacter', 'setting', 'scenario', 'emotions', 'values'] as const;
export type FrameField = (typeof FRAME_FIELDS)[number];

/** A free text the writer could not turn into a frame: said on the field's step, with close suggestions. */
export const frameDeclineSchema = z.object({
  field: z.enum(FRAME_FIELDS),
  /** French: what was not understood, for the field's step (and the 400 at creation). */
  message: z.string(),
  /** The parent's words that were not understood (shown to the parent only, never woven). */
  notUnderstood: z.array(z.string()),
  /** Two or three close texts the writer does understand; the wizard offers them as buttons. */
  suggestions: z.array(z.string()),
  /** Emotions and values: which entry of the list sent was declined (the wizard replaces that one). */
  index: z.number().int().min(0).optional(),
});
export type FrameDecline = z.infer<typeof frameDeclineSchema>;

/**
 * `POST /api/stories/check`: the wizard asks, as the parent leaves a step, whether the step's free
 * texts can be told (understood by the writer, allowed by the Moderator). Nothing is spent or stored.
 */
export const checkStoryFieldsRequestSchema = z.object({
  mainCharacter: choiceText(STORY_MESSAGES.mainCharacterRequired).optional(),
  setting: choiceText(STORY_MESSAGES.settingRequired).optional(),
  scenario: choiceText(STORY_MESSAGES.scenarioRequired).optional(),
  emotions: tagList(STORY_MESSAGES.emotionRequired).optional(),
  values: tagList(STORY_MESSAGES.valueRequired).optional(),
});
export type CheckStoryFieldsRequest = z.input<typeof checkStoryFieldsRequestSchema>;
export type CheckStoryFieldsCommand = z.output<typeof checkStoryFieldsRequestSchema>;

/** The wizard's fields read as a sentence: a story keeps part of one (emotions and values are read whole or declined). */
export const KEPT_TEXT_FIELDS = ['mainCharacter', 'setting', 'scenario'] as const;

/**
 * What the story will keep of a text the writer read only in part (« un suricate qui guette tout » → "un
 * suricate"): the writer's own words rendered from the frame, never the parent's text pasted. The wizard says
 * it on the step, before the parent confirms, so no one expects the dropped part in the story.
 */
export const keptTextSchema = z.object({
  field: z.enum(KEPT_TEXT_FIELDS),
  text: z.string().min(1),
});
export type KeptText = z.infer<typeof keptTextSchema>;

/**
 * 200 with every field understood (`declines` empty), or the declines, field by field; `kept` only when a
 * field read is kept in part (a text read whole answers nothing new), never for a declined field.
 */
export const checkStoryFieldsResponseSchema = z.object({ declines: z.array(frameDeclineSchema), kept: z.array(keptTextSchema).min(1).optional() });
export type CheckStoryFieldsResponse = z.infer<typeof checkStoryFieldsResponseSchema>;

export const createStoryResponseSchema = z.object({ id: storyIdSchema });

/** « La suite » (issue 31, item 1): a story's place in its series, named after its first episode's id; episodes count from 1. */
export const storySeriesSchema = z.object({ id: z.string(), episode: z.number().int().min(1) });

/** One word of the narration, for the read-along. */
export const wordTimingSchema = z.object({ word: z.string(), startMs: z.number(), endMs: z.number() });

/**
 * The moments of a story that get a picture, in order: the same names as the story makers' contract
 * (functions/core/story-scenes.ts `SCENE_MOMENTS`, which a unit test keeps equal), here because the
 * contract of the web depends on zod only.
 */
export const ILLUSTRATION_MOMENTS = ['opening', 'problem', 'resolution'] as const;

/** One picture of the story's picture book, as the story page shows it. */
export const illustrationSchema = z.object({
  /** Short-lived signed URL; null while the picture is not drawn yet, or when its object is missing. */
  url: z.string().nullable(),
  /** 0-based paragraph of `content` (cut at blank lines) the picture is shown just before; the opening's is 0, at the top. */
  paragraph: z.number().int().min(0),
  moment: z.enum(ILLUSTRATION_MOMENTS),
  /** One short French sentence saying what the picture shows: the picture's alt text. */
  caption: z.string(),
  /** The picture should exist (the illustration step is over) but its object is missing or unreadable: the page asks for it again. */
  missing: z.boolean(),
});
export type Illustration = z.infer<typeof illustrationSchema>;

/** `POST /api/stories/{id}/image`: which picture (1-based) to draw again; without a body, the first. */
export const regenerateImageRequestSchema = z.object({
  picture: z
    .number({ error: STORY_MESSAGES.pictureInvalid })
    .int(STORY_MESSAGES.pictureInvalid)
    .min(1, STORY_MESSAGES.pictureInvalid)
    .max(MAX_STORY_PICTURES, STORY_MESSAGES.pictureInvalid)
    .default(1),
});
export type RegenerateImageRequest = z.input<typeof regenerateImageRequestSchema>;

/**
 * The story's paragraphs: the text is cut at blank lines (spec: double line breaks are preserved); single
 * line breaks stay inside their paragraph, and empty paragraphs are dropped. The scenes' paragraph indexes
 * count these, on the server and on the page alike.
 */
export function storyParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * One part of the narration (issue 30: narrated in parts, the first small, so that it plays within
 * seconds). The parts play one after the other; their words are in `StoryDetail.words`, on the whole
 * narration's time.
 */
export const audioPartSchema = z.object({
  /** Short-lived signed URL of the part's MP3. */
  url: z.string(),
  /** Where the part starts in the whole narration (ms): the length of the parts before it. */
  startMs: z.number().min(0),
  durationMs: z.number().min(0),
});
export type AudioPart = z.infer<typeof audioPartSchema>;

export const waitingTurnSchema = z.object({ medium: z.enum(STORY_MEDIA), ahead: z.number().int().min(0) });
export type WaitingTurn = z.infer<typeof waitingTurnSchema>;

/** `GET /api/stories/{id}`: the story as the progress screen and the story page read it. */
export const storyDetailSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  /** Brothers and sisters (issue 31, item 5): the second hero's profile; absent or null for a story of one child. */
  siblingProfileId: z.string().nullish(),
  title: z.string(),
  content: z.string(),
  moral: z.string(),
  status: storyStatusSchema,
  createdAt: z.string(),
  creditType: z.enum(CREDIT_TYPES),
  isDemo: z.boolean(),
  narrationRequested: z.boolean(),
  /** Short-lived signed URLs; null until the medium exists. `imageUrl` is the first picture's (the opening). */
  imageUrl: z.string().nullable(),
  /** The narration's first part (the whole narration when it has one part); null until it is stored. The page plays `audioParts`. */
  audioUrl: z.string().nullable(),
  /** Read-along timings of the parts stored so far, on the whole narration's time (null without narration). */
  words: z.array(wordTimingSchema).nullable(),
  /** The narration's parts stored so far, in order: every media URL of the narration is here. */
  audioParts: z.array(audioPartSchema),
  /** How many parts the narration will have; null while that is not known yet (or without narration). */
  narrationPartCount: z.number().int().min(1).nullable(),
  /** Every part of the narration is stored: the player may seek across the whole story. */
  narrationComplete: z.boolean(),
  /** French, for the parent, when the status is failed. */
  failureReason: z.string().nullable(),
  /**
   * The image should exist (the illustration step is over) but its object is missing or unreadable:
   * the page asks for a regeneration (`POST /api/stories/{id}/image`).
   */
  imageMissing: z.boolean(),
  /**
   * The picture book, in the story's order (the first is `imageUrl`'s): one per scene the story was
   * given, or one at the top for a story made before the picture book.
   */
  illustrations: z.array(illustrationSchema),
  /** The parent's own reading, paragraph by paragraph (issue 31, item 4); absent or null when there is none. */
  voice: storyVoiceSchema.nullish(),
  /**
   * Issue 28, item 7: the story waits its turn for a maker at its limit (the bedtime peak): which one, in
   * the story's order (its text first), and how many stories stand before it. Absent or null when it
   * waits for none.
   */
  waitingTurn: waitingTurnSchema.nullish(),
  /** « La suite » (issue 31, item 1): the story's episode in its series; absent or null for a story with no sequel. */
  series: storySeriesSchema.nullish(),
  /** The wizard's choices the story was made from, for the owner's 'Écrire la suite' (pre-filled); absent on old answers. */
  choices: storyFormSchema.nullish(),
});
export type StoryDetail = z.infer<typeof storyDetailSchema>;

// ── The progress screen (spec part 2 §4 and §9) ────────────────────────────────────────────────────

export const PROGRESS = {
  durationMs: 3 * 60_000,
  tickMs: 500,
  capPercent: 95,
  libraryButtonAfterMs: 45_000,
  redirectDelayMs: 500,
  pollIntervalMs: 5_000,
  maxPolls: 30,
  /** A story with content longer than this, an image and a title is ready too. */
  readyContentLength: 100,
} as const;

// ── Suggestions (the spec shows lists of 4 with 'Voir plus'; their items are ours) ─────────────────

export const MAIN_CHARACTER_SUGGESTIONS = [
  'un petit dragon qui a peur du noir',
  'une licorne qui a perdu sa corne',
  'un robot qui apprend à rire',
  'un lapin très curieux',
  'une fée minuscule',
  'un ours en peluche vivant',
  'un chat astronaute',
  'une tortue très rapide',
  'un pirate gentil',
  'une sorcière qui rate ses potions',
  'un dinosaure végétarien',
  'une baleine qui chante',
] as const;

export const SETTING_SUGGESTIONS = [
  'la forêt enchantée',
  'un château dans les nuages',
  'le fond de la mer',
  'une station spatiale',
  'une île au trésor',
  'le village des jouets',
  'une montagne enneigée',
  'un jardin secret',
  'la jungle',
  'le désert aux mille étoiles',
  'une bibliothèque magique',
  'la ferme de grand-mère',
] as const;

export const EMOTION_SUGGESTIONS = [
  'la joie',
  'le courage',
  "l'émerveillement",
  'la curiosité',
  'la fierté',
  'la surprise',
  'la peur qui passe',
  'la tendresse',
  'le calme',
  'la gratitude',
] as const;

export const VALUE_SUGGESTIONS = [
  "l'amitié",
  'le partage',
  'la persévérance',
  "l'entraide",
  'la gentillesse',
  "l'honnêteté",
  'le respect de la nature',
  'la tolérance',
  'la patience',
  'la confiance en soi',
] as const;

// ── Reading: the library, recent and pending stories (spec part 2 §7, §9) ──────────────────────────

/** Spec part 2 §9: pages of 6; the home's recent grid shows 6; at most 5 pending stories are watched. */
export const LIBRARY_PAGE_SIZE = 6;
export const RECENT_STORIES_COUNT = 6;
export const PENDING_STORIES_LIMIT = 5;
export const PENDING_POLL_MS = 10_000;

/** A story as a card shows it (library, home): the text is an excerpt, the image a signed URL. */
export const storyCardSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  /** Brothers and sisters (issue 31, item 5): the story is in this child's library too. */
  siblingProfileId: z.string().nullish(),
  title: z.string(),
  excerpt: z.string(),
  moral: z.string(),
  status: storyStatusSchema,
  createdAt: z.string(),
  creditType: z.enum(CREDIT_TYPES),
  imageUrl: z.string().nullable(),
  /** « La suite »: the library groups a series' episodes. Absent or null for a story with no sequel. */
  series: storySeriesSchema.nullish(),
});
export type StoryCard = z.infer<typeof storyCardSchema>;

/** `GET /api/stories`: one page of stories (completed or being made, never failed), and where the next one starts (null: no more). */
export const libraryPageSchema = z.object({ stories: z.array(storyCardSchema), nextCursor: z.string().nullable() });
export type LibraryPage = z.infer<typeof libraryPageSchema>;

export const pendingStorySchema = z.object({ id: z.string(), title: z.string(), status: storyStatusSchema, createdAt: z.string() });
export type PendingStory = z.infer<typeof pendingStorySchema>;

export const LIBRARY_MESSAGES = {
  invalidCursor: 'La page demandée est invalide. Veuillez recharger la bibliothèque.',
  invalidProfile: 'Profil enfant non trouvé',
} as const;

/** `GET /api/stories?profileId=&cursor=`: the cursor is the id of the last story of the previous page. */
export const libraryQuerySchema = z.object({
  profileId: z.string().regex(ULID_PATTERN, LIBRARY_MESSAGES.invalidProfile).optional(),
  cursor: z.string().regex(ULID_PATTERN, LIBRARY_MESSAGES.invalidCursor).optional(),
});
