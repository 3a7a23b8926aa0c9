import { LoaderCircleIcon, PauseIcon, PlayIcon, RotateCcwIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import type { AudioPart } from '@shared/stories';
import { Button } from '@/components/ui/button';
import { afterPart, keptUrls, NARRATION_END_EVENT, seekTarget, type NarrationControl } from './narration-sequence';
import { formatTime, spokenTime } from './read-along';
import { AUDIO_TEXT } from '@/features/stories/messages';

/** Spec part 2 §4 and §9: 3 retries, 1 s × the attempt number apart; skips of 10 s. */
const AUDIO_MAX_RETRIES = 3;
const AUDIO_RETRY_STEP_MS = 1_000;
const AUDIO_SKIP_SECONDS = 10;

type PlayerState = 'paused' | 'playing' | 'loading';

export interface AudioPlayerProps {
  /** The narration's parts stored so far, in order, as the story was read (issue 30: played one after the other). */
  parts: AudioPart[];
  /** Every part is there: the whole story can be sought, and the end of the last part is the end of the story. */
  complete: boolean;
  /** The page's handle on the <audio> element (the sleep screen dims it, the lock screen drives it). */
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Filled by the player: the narration on the whole story's time, for the read-along, the sleep screen and the lock screen. */
  controlRef: MutableRefObject<NarrationControl | null>;
  /** Reads the story again and answers its parts with freshly signed URLs (or null). */
  refreshParts: () => Promise<AudioPart[] | null>;
  /** The time in the whole narration (ms). */
  onTimeChange: (ms: number) => void;
  onPlayingChange: (playing: boolean) => void;
}

/**
 * The narration player (spec part 2 §4): play/pause with a loading state, 10 s back and forward, the
 * time as m:ss (current / total), a seek bar. Nothing plays until the parent presses 'Lecture'.
 *
 * The narration comes in parts (issue 30): the first plays as soon as it is there, and each next one follows
 * on the same <audio> element when the previous ends (waiting for it, 'Chargement', if it is still being
 * made). Times are the whole narration's; the seek bar works across parts once every part is there, the
 * skips inside the part playing before that. The end of the last part is the story's end
 * (NARRATION_END_EVENT on the element), not the end of each part.
 *
 * On a media error it tries again up to 3 times, 1 s × the attempt apart, from where it was. The spec
 * adds a cache-busting query parameter; the URL here is a presigned S3 URL, whose signature covers the
 * query, so adding one would make S3 refuse it. The cache-busting is therefore a fresh read of the
 * story, which carries a newly signed (hence different) URL. After the third failure, it says so.
 */
export function AudioPlayer({ parts, complete, audioRef, controlRef, refreshParts, onTimeChange, onPlayingChange }: AudioPlayerProps) {
  // Each part's URL stays the one first given even when the story is read again (a new signature each
  // time): only a failure swaps it, or the narration would restart whenever the page refreshes the story.
  const [urls, setUrls] = useState(() => parts.map((part) => part.url));
  const nextUrls = keptUrls(urls, parts);
  if (nextUrls !== urls) setUrls(nextUrls);
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<PlayerState>('paused');
  const [current, setCurrent] = useState(0);
  const [partDuration, setPartDuration] = useState(Number.NaN);
  const [failed, setFailed] = useState(false);
  const attempts = useRef(0);
  const resume = useRef<{ at: number; play: boolean } | null>(null);
  const retryTimer = useRef<number | undefined>(undefined);
  /** The part playing ended before the next one was there: it starts as soon as it comes. */
  const waitingForNext = useRef(false);
  const src = urls[index] ?? urls[0] ?? '';
  const startSeconds = (parts[index]?.startMs ?? 0) / 1000;

  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const setPlaying = (next: PlayerState) => {
    setState(next);
    onPlayingChange(next === 'playing');
  };

  const audio = () => audioRef.current;

  /** Plays on; from the story's start when asked, or when the whole story has been played (not a part). */
  const play = (fromStart = false) => {
    const element = audio();
    if (!element) return;
    const atEnd = element.ended && afterPart(index, urls.length, complete) === 'end';
    if (fromStart || atEnd) {
      if (index !== 0) {
        goTo(0, 0, true);
        return;
      }
      element.currentTime = 0;
    }
    setState('loading');
    element.play().catch(() => {
      // Refused (no source yet, or interrupted by a pause): the element's own events tell the rest.
      if (element.paused) setPlaying('paused');
    });
  };

  /** Part `target` from `seconds` into it: the same element, a new source when the part changes. */
  const goTo = (target: number, seconds: number, playOn: boolean) => {
    const element = audio();
    if (!element) return;
    if (target === index) {
      element.currentTime = seconds;
      if (playOn && element.paused) play();
    } else {
      resume.current = { at: seconds, play: playOn };
      setIndex(target);
      setState('loading');
    }
    const global = (parts[target]?.startMs ?? 0) / 1000 + seconds;
    setCurrent(global);
    onTimeChange(global * 1000);
  };

  const seekTo = (seconds: number) => {
    const target = seekTarget(parts, complete, index, seconds);
    if (!target) return;
    const element = audio();
    goTo(target.index, target.seconds, Boolean(element && !element.paused));
  };

  // Read by the sleep screen, the lock screen and the read-along at any time: always the last render's view.
  useEffect(() => {
    controlRef.current = {
      position: () => {
        const element = audio();
        const total = totalSeconds(parts, complete, index, partDuration);
        return { currentTime: startSeconds + (element?.currentTime ?? 0), duration: total };
      },
      seek: seekTo,
      play,
      pause: () => {
        waitingForNext.current = false;
        audio()?.pause();
      },
    };
  });

  /** The whole story has been played: the sleep screen says good night on this event. */
  const endOfStory = () => {
    setPlaying('paused');
    audio()?.dispatchEvent(new Event(NARRATION_END_EVENT));
  };

  const onEnded = () => {
    const after = afterPart(index, urls.length, complete);
    if (after === 'end') endOfStory();
    else if (after === 'wait') {
      waitingForNext.current = true;
      setState('loading');
    } else goTo(after.next, 0, true);
  };

  // The next part came while the one before had ended: it plays on.
  useEffect(() => {
    if (!waitingForNext.current) return;
    const after = afterPart(index, urls.length, complete);
    if (after === 'wait') return;
    waitingForNext.current = false;
    // The next part comes with the story's poll, from outside React: playing on is the answer to it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (after === 'end') endOfStory();
    else goTo(after.next, 0, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a part arrives or the narration becomes whole
  }, [urls.length, complete]);

  const onError = () => {
    const element = audio();
    if (attempts.current >= AUDIO_MAX_RETRIES) {
      setPlaying('paused');
      setFailed(true);
      console.warn('narration: playback failed after retries', { src: src.split('?')[0], part: index + 1 });
      return;
    }
    attempts.current += 1;
    resume.current = { at: element?.currentTime || Math.max(0, current - startSeconds), play: state !== 'paused' };
    setState('loading');
    const part = index;
    retryTimer.current = window.setTimeout(() => {
      void refreshParts()
        .catch(() => null)
        .then((fresh) => {
          const next = fresh?.[part]?.url ?? src;
          if (next === src) audio()?.load();
          else setUrls((kept) => kept.map((url, at) => (at === part ? next : url)));
        });
    }, AUDIO_RETRY_STEP_MS * attempts.current);
  };

  const retryAfterFailure = () => {
    attempts.current = 0;
    setFailed(false);
    onError();
  };

  const playing = state === 'playing';
  const total = totalSeconds(parts, complete, index, partDuration);
  const known = Number.isFinite(total);
  // Before the whole is there, the bar and the skips stay inside the part playing.
  const partEnd = startSeconds + (Number.isFinite(partDuration) ? partDuration : (parts[index]?.durationMs ?? 0) / 1000);
  return (
    <section aria-label={AUDIO_TEXT.region} className="flex flex-col gap-2 rounded-2xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4">
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        data-part={index + 1}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          setPartDuration(Number.isFinite(element.duration) ? element.duration : Number.NaN);
          const pending = resume.current;
          if (pending) {
            resume.current = null;
            element.currentTime = pending.at;
            if (pending.play) play();
            else setPlaying('paused');
          }
        }}
        onDurationChange={(event) => setPartDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : Number.NaN)}
        onTimeUpdate={(event) => {
          const global = startSeconds + event.currentTarget.currentTime;
          setCurrent(global);
          onTimeChange(global * 1000);
        }}
        onPlaying={() => {
          attempts.current = 0;
          setPlaying('playing');
        }}
        onWaiting={() => setState('loading')}
        onPause={(event) => {
          // The pause that comes with a part's end is not the parent's: the next part follows.
          if (!event.currentTarget.ended) setPlaying('paused');
        }}
        onEnded={onEnded}
        onError={onError}
      />
      <div className="flex items-center justify-center gap-2">
        <Button variant="ghost" size="icon" aria-label={AUDIO_TEXT.back} onClick={() => seekTo(current - AUDIO_SKIP_SECONDS)} disabled={failed}>
          <RotateCcwIcon aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          className="size-14 rounded-full"
          aria-label={state === 'loading' ? AUDIO_TEXT.loading : playing ? AUDIO_TEXT.pause : AUDIO_TEXT.play}
          aria-busy={state === 'loading'}
          disabled={failed}
          onClick={() => {
            if (playing || state === 'loading') {
              waitingForNext.current = false;
              audio()?.pause();
              setPlaying('paused');
            } else play();
          }}
        >
          {state === 'loading' ? (
            <LoaderCircleIcon aria-hidden="true" className="size-7 motion-safe:animate-spin" />
          ) : playing ? (
            <PauseIcon aria-hidden="true" className="size-7" />
          ) : (
            <PlayIcon aria-hidden="true" className="size-7" />
          )}
        </Button>
        <Button variant="ghost" size="icon" aria-label={AUDIO_TEXT.forward} onClick={() => seekTo(current + AUDIO_SKIP_SECONDS)} disabled={failed}>
          <RotateCwIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <span className="min-w-10 text-sm font-semibold tabular-nums" aria-hidden="true">
          {formatTime(current)}
        </span>
        <input
          type="range"
          min={known ? 0 : startSeconds}
          max={known ? Math.max(total, 0) : partEnd}
          step={1}
          value={Math.min(current, known ? total : partEnd)}
          onChange={(event) => seekTo(Number(event.currentTarget.value))}
          aria-label={AUDIO_TEXT.seek}
          aria-valuetext={`${spokenTime(current)} sur ${known ? spokenTime(total) : AUDIO_TEXT.totalUnknown}`}
          disabled={failed || (known ? total === 0 : partEnd <= startSeconds)}
          className="h-11 min-w-0 flex-1 cursor-pointer accent-primary focus-ring"
        />
        <span className="min-w-10 text-sm font-semibold tabular-nums" aria-hidden="true">
          {known ? formatTime(total) : '…'}
        </span>
      </div>
      {complete ? null : (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {AUDIO_TEXT.more}
        </p>
      )}
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center justify-center gap-3 text-destructive">
          <p className="font-semibold">{AUDIO_TEXT.failed}</p>
          <Button variant="outline" size="sm" onClick={retryAfterFailure}>
            {AUDIO_TEXT.retry}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The whole narration's length (seconds) once every part is there, with the part playing counted as its
 * element measures it (a story narrated before the parts may not have its duration stored); NaN before.
 */
function totalSeconds(parts: readonly AudioPart[], complete: boolean, playing: number, playingDuration: number): number {
  if (!complete || parts.length === 0) return Number.NaN;
  return parts.reduce((sum, part, at) => sum + (at === playing && Number.isFinite(playingDuration) ? playingDuration : part.durationMs / 1000), 0);
}
