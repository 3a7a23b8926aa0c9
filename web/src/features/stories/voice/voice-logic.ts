import type { AudioPart } from '@shared/stories';
import type { StoryVoice } from '@shared/voice';
import { VOICE_TEXT } from '@/features/stories/messages';

/**
 * The parent's own voice (issue 31, item 4), the rules the page and the recorder follow, pure so they are
 * tested without a browser or a microphone.
 */
/** Recordings shorter than this are a double tap, not a reading. */
export const MIN_RECORDING_MS = 300;

/** The formats MediaRecorder is asked for, in order: Opus in WebM (Chromium, Firefox), AAC in MP4 (Safari), Opus in Ogg. */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus', 'audio/ogg'] as const;

/** The first format the browser records, or undefined to let it choose (its choice is checked on upload). */
export function recorderMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return PREFERRED_TYPES.find((type) => isTypeSupported(type));
}

/** The recorded paragraphs as the player's parts: one after the other, each starting where the ones before end. */
export function voiceParts(voice: StoryVoice): AudioPart[] {
  let startMs = 0;
  return voice.paragraphs.map((paragraph) => {
    const part = { url: paragraph.url, startMs, durationMs: paragraph.durationMs };
    startMs += paragraph.durationMs;
    return part;
  });
}

/**
 * The paragraph being read (0-based) at `ms` of the parent's reading, or null before it starts playing. The
 * parts are the paragraphs in order (the recording is whole when it plays), so part i is paragraph i.
 */
export function activeParagraph(parts: readonly Pick<AudioPart, 'startMs' | 'durationMs'>[], ms: number, started: boolean): number | null {
  if (!started || parts.length === 0) return null;
  let index = 0;
  while (index < parts.length - 1 && ms >= parts[index + 1]!.startMs) index += 1;
  return index;
}

/** Which voice reads the story: the parent's once their recording is whole, unless the parent picks the synthetic one. */
export type VoiceChoice = 'parent' | 'synthetic';

export function playedVoice(voice: StoryVoice | null | undefined, hasSynthetic: boolean, chosen: VoiceChoice | null): VoiceChoice | null {
  const parentReady = Boolean(voice?.complete);
  if (parentReady && (chosen !== 'synthetic' || !hasSynthetic)) return 'parent';
  return hasSynthetic ? 'synthetic' : null;
}

/** The French message for a microphone that could not start (getUserMedia's error names). */
export function microphoneError(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return VOICE_TEXT.micDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return VOICE_TEXT.micMissing;
  if (name === 'NotSupportedError') return VOICE_TEXT.unsupported;
  return VOICE_TEXT.micFailed;
}

export { VOICE_TEXT };
