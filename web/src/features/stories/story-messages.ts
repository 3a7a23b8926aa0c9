import { STORY_MESSAGES as STORY_API_MESSAGES } from '@shared/stories';

/**
 * The copy of the story's own screens (spec part 2 §2, §4, §8): the progress screen's outcome and the story
 * page. The API's messages stay in shared/stories.ts; these screens read both through `STORY_MESSAGES`.
 * The wizard's copy is in create-messages.ts, so that opening a story does not download it.
 */
const STORY_SCREEN_MESSAGES = {
  // Progress (§2, §4)
  progressErrorTitle: 'Oups, une erreur est survenue',
  progressErrorCreditBack: 'Votre crédit vous a été rendu : vous pouvez créer une autre histoire.',
  /** A test story (/test) never took a credit, so none comes back. */
  progressErrorTestStory: "Histoire de test : aucun crédit n'avait été utilisé.",
  viewStoryAnyway: 'Voir mon histoire quand même',
  storyFinished: 'Histoire terminée',
  /** The text is written: the story opens while its pictures and narration are still being made (issue 30). */
  storyTextReady: 'Votre histoire est écrite : la voici !',
  // The story page
  storyIdMissing: "Identifiant de l'histoire manquant",
  storyMissingDescription: "Cette histoire n'existe pas ou a été supprimée",
  imageRegenerated: "L'image a été régénérée avec succès.",
  /** Narration asked for, none of its parts stored yet. */
  narrationComing: 'La narration arrive dans un instant…',
  imageRegenerationFailed: "Impossible de régénérer l'image. Veuillez réessayer ultérieurement.",
} as const;

/** Every text the story screens show: the API's messages (the same words as its answers) and their own. */
export const STORY_MESSAGES = { ...STORY_API_MESSAGES, ...STORY_SCREEN_MESSAGES } as const;
