import { useEffect, type RefObject } from 'react';
import { STORY_VIEW_TEXT } from '@/features/stories/messages';
import type { NarrationControl } from './narration-sequence';

/** The 10 s of the player's own skip buttons, when the lock screen does not say how far. */
const DEFAULT_SEEK_SECONDS = 10;

export interface StoryMediaInfo {
  title: string;
  /** The child the story was made for, shown as the « artist » on the lock screen. */
  childName: string | null;
  /** The first picture's signed URL, or null while there is none. */
  artwork: string | null;
}

const mediaSessionOf = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator && typeof MediaMetadata !== 'undefined' ? navigator.mediaSession : null;

/**
 * The narration on the lock screen and the notification shade (Media Session API): the story's title, the
 * child's name and the opening picture, with play, pause and 10 s skips acting on the narration (on the whole
 * story's time, across its parts).
 * Browsers without the API get nothing, and nothing breaks.
 */
export function useMediaSession(control: RefObject<NarrationControl | null>, { title, childName, artwork }: StoryMediaInfo, enabled: boolean) {
  useEffect(() => {
    const session = mediaSessionOf();
    if (!session || !enabled) return;
    session.metadata = new MediaMetadata({ title, artist: childName ?? '', album: STORY_VIEW_TEXT.album, artwork: artwork ? [{ src: artwork }] : [] });
    const seekBy = (seconds: number) => {
      const narration = control.current;
      if (!narration) return;
      narration.seek(narration.position().currentTime + seconds);
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => control.current?.play()],
      ['pause', () => control.current?.pause()],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? DEFAULT_SEEK_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? DEFAULT_SEEK_SECONDS)],
    ];
    for (const [action, handler] of handlers) setActionHandler(session, action, handler);
    return () => {
      for (const [action] of handlers) setActionHandler(session, action, null);
      session.metadata = null;
    };
  }, [control, title, childName, artwork, enabled]);
}

/** Some browsers throw for an action they do not know instead of ignoring it. */
function setActionHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Unsupported action: the lock screen simply does not offer it.
  }
}
