import * as z from 'zod';
import { storyFormSchema, storyIdSchema, storySeriesSchema } from './stories';

/**
 * « La suite » (issue 31, item 1): the next episode of a finished story, for the same child. The request is
 * the wizard's form (the same schema and messages as `POST /api/stories`), pre-filled from the earlier
 * episode; the child is the earlier episode's, so there is no profile to choose.
 */

export const SEQUEL_MESSAGES = {
  /** 409: the earlier episode must be finished, so that its facts (its title, what happened) are known. */
  notFinished: "L'épisode précédent n'est pas encore terminé : la suite pourra être écrite dès qu'il sera prêt.",
  /** 400 on the scenario: a sequel brings a new goal; the earlier one was reached. */
  /** 409: a story so old that neither its frame nor its choices can be read again (before issue 25). */
  noFacts: "Cette histoire est trop ancienne pour avoir une suite : créez une nouvelle histoire avec les mêmes choix.",
  sameGoal: "Pour la suite, choisissez un nouveau défi : celui-ci a déjà été relevé dans l'épisode précédent.",
} as const;

/** Body of `POST /api/stories/{id}/sequel`. */
export const createSequelRequestSchema = storyFormSchema.extend({
  /** 'Narration audio' on step 4, on by default. */
  narration: z.boolean({ error: 'La narration audio doit valoir vrai ou faux' }).default(true),
});
export type CreateSequelRequest = z.input<typeof createSequelRequestSchema>;
export type CreateSequelCommand = z.output<typeof createSequelRequestSchema>;

export { storySeriesSchema };
export type StorySeries = z.infer<typeof storySeriesSchema>;

/** 201: the new episode (its progress is followed like any story's) and its place in the series. */
export const createSequelResponseSchema = z.object({ id: storyIdSchema, series: storySeriesSchema });
export type CreateSequelResponse = z.infer<typeof createSequelResponseSchema>;

/** The web's wizard for a sequel: `/create?suite=<storyId>`. */
export const SEQUEL_QUERY_PARAM = 'suite';

/** « Épisode 2 ». */
export const episodeLabel = (episode: number): string => `Épisode ${episode}`;
