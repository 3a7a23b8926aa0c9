import * as z from 'zod';

/**
 * A parent's own voice (issue 31, item 4): the parent reads the story paragraph by paragraph in the browser,
 * and the recording plays in place of the synthetic narration. The recordings are the parent's personal data:
 * kept in their private media, in the data export, deleted with the story and the account, and never sent to
 * any model (only the story-voice function and the readers of the media ever touch them).
 */

/** One paragraph's recording at most: a minute of Opus at 64 kbit/s is about 0.5 MB, so this leaves room for slow readers and AAC. */
export const MAX_VOICE_BYTES = 2 * 1024 * 1024;
/** A paragraph read in more than ten minutes is a recorder left running. */
export const MAX_VOICE_DURATION_MS = 10 * 60_000;
/** What MediaRecorder gives: WebM/Opus (Chromium, Firefox), MP4/AAC (Safari), Ogg/Opus (older Firefox). */
export const VOICE_CONTENT_TYPES = ['audio/webm', 'audio/mp4', 'audio/ogg'] as const;
export type VoiceContentType = (typeof VOICE_CONTENT_TYPES)[number];

export const VOICE_MESSAGES = {
  paragraphNotFound: "Ce paragraphe n'existe pas dans l'histoire.",
  notReady: "Vous pourrez enregistrer votre voix dès que l'histoire sera terminée.",
  tooLong: 'Cette histoire a trop de paragraphes pour être enregistrée.',
  emptyRecording: "L'enregistrement est vide : réessayez.",
  tooLarge: "L'enregistrement de ce paragraphe est trop long (2 Mo au plus) : lisez-le en plusieurs fois plus courtes ou réessayez.",
  unsupportedType: "Ce format d'enregistrement n'est pas accepté (WebM, MP4 ou Ogg).",
  notAudio: "Ce fichier n'est pas un enregistrement audio lisible.",
  invalidDuration: "La durée de l'enregistrement est invalide.",
} as const;

/** The media type without its parameters (`audio/webm;codecs=opus` → `audio/webm`), when it is one we keep. */
export function voiceContentType(header: string | undefined): VoiceContentType | undefined {
  const base = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return (VOICE_CONTENT_TYPES as readonly string[]).includes(base) ? (base as VoiceContentType) : undefined;
}

/** One recorded paragraph as `GET /api/stories/{id}` gives it. */
export const voiceParagraphSchema = z.object({
  /** 1-based, the story's paragraphs in order. */
  paragraph: z.number().int().min(1),
  /** Short-lived signed URL of the recording. */
  url: z.string(),
  durationMs: z.number().min(0),
});
export type VoiceParagraph = z.infer<typeof voiceParagraphSchema>;

/** The parent's recording of the story: the paragraphs recorded so far, and whether every one is. */
export const storyVoiceSchema = z.object({
  paragraphs: z.array(voiceParagraphSchema),
  /** How many paragraphs the story has: the recording is complete when each is recorded. */
  paragraphCount: z.number().int().min(0),
  complete: z.boolean(),
});
export type StoryVoice = z.infer<typeof storyVoiceSchema>;
