import { LoaderCircleIcon, PauseIcon, PlayIcon, RotateCcwIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { formatTime, spokenTime } from './read-along';

/** Spec part 2 §4 and §9: 3 retries, 1 s × the attempt number apart; skips of 10 s. */
const AUDIO_MAX_RETRIES = 3;
const AUDIO_RETRY_STEP_MS = 1_000;
const AUDIO_SKIP_SECONDS = 10;

const AUDIO_TEXT = {
  region: "Narration de l'histoire",
  play: 'Lecture',
  pause: 'Pause',
  loading: 'Chargement de la narration',
  back: 'Reculer de 10 secondes',
  forward: 'Avancer de 10 secondes',
  seek: 'Position dans la narration',
  failed: 'Impossible de lire la narration.',
  retry: 'Réessayer',
} as const;

type PlayerState = 'paused' | 'playing' | 'loading';

export interface AudioPlayerProps {
  /** The narration's signed URL as the story was read. */
  src: string;
  /** The page's handle on the <audio> element, so that a tap on a word can seek (read-along). */
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Reads the story again and answers a fresh signed URL of the narration (or null). */
  refreshSource: () => Promise<string | null>;
  onTimeChange: (ms: number) => void;
  onPlayingChange: (playing: boolean) => void;
}

/**
 * The narration player (spec part 2 §4): play/pause with a loading state, 10 s back and forward, the
 * time as m:ss (current / total), a seek bar. Nothing plays until the parent presses 'Lecture'.
 *
 * On a media error it tries again up to 3 times, 1 s × the attempt apart, from where it was. The spec
 * adds a cache-busting query parameter; the URL here is a presigned S3 URL, whose signature covers the
 * query, so adding one would make S3 refuse it. The cache-busting is therefore a fresh read of the
 * story, which carries a newly signed (hence different) URL. After the third failure, it says so.
 */
export function AudioPlayer({ src: initialSrc, audioRef, refreshSource, onTimeChange, onPlayingChange }: AudioPlayerProps) {
  // The URL stays the one being played even when the story is read again (a new signature each time):
  // only a failure swaps it, or the narration would restart whenever the page refreshes the story.
  const [src, setSrc] = useState(initialSrc);
  const [state, setState] = useState<PlayerState>('paused');
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const attempts = useRef(0);
  const resume = useRef<{ at: number; play: boolean } | null>(null);
  const retryTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const setPlaying = (next: PlayerState) => {
    setState(next);
    onPlayingChange(next === 'playing');
  };

  const audio = () => audioRef.current;

  const play = () => {
    const element = audio();
    if (!element) return;
    setState('loading');
    element.play().catch(() => {
      // Refused (no source yet, or interrupted by a pause): the element's own events tell the rest.
      if (element.paused) setPlaying('paused');
    });
  };

  const seekTo = (seconds: number) => {
    const element = audio();
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    setCurrent(element.currentTime);
    onTimeChange(element.currentTime * 1000);
  };

  const onError = () => {
    const element = audio();
    if (attempts.current >= AUDIO_MAX_RETRIES) {
      setPlaying('paused');
      setFailed(true);
      console.warn('narration: playback failed after retries', { src: src.split('?')[0] });
      return;
    }
    attempts.current += 1;
    resume.current = { at: element?.currentTime || current, play: state !== 'paused' };
    setState('loading');
    retryTimer.current = window.setTimeout(() => {
      void refreshSource()
        .catch(() => null)
        .then((fresh) => {
          const next = fresh ?? src;
          if (next === src) audio()?.load();
          else setSrc(next);
        });
    }, AUDIO_RETRY_STEP_MS * attempts.current);
  };

  const retryAfterFailure = () => {
    attempts.current = 0;
    setFailed(false);
    onError();
  };

  const playing = state === 'playing';
  const total = duration || 0;
  return (
    <section aria-label={AUDIO_TEXT.region} className="flex flex-col gap-2 rounded-2xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4">
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          setDuration(Number.isFinite(element.duration) ? element.duration : 0);
          const pending = resume.current;
          if (pending) {
            resume.current = null;
            element.currentTime = pending.at;
            if (pending.play) play();
            else setPlaying('paused');
          }
        }}
        onDurationChange={(event) => setDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : 0)}
        onTimeUpdate={(event) => {
          setCurrent(event.currentTarget.currentTime);
          onTimeChange(event.currentTarget.currentTime * 1000);
        }}
        onPlaying={() => {
          attempts.current = 0;
          setPlaying('playing');
        }}
        onWaiting={() => setState('loading')}
        onPause={() => setPlaying('paused')}
        onEnded={() => setPlaying('paused')}
        onError={onError}
      />
      <div className="flex items-center justify-center gap-2">
        <Button variant="ghost" size="icon" aria-label={AUDIO_TEXT.back} onClick={() => seekTo((audio()?.currentTime ?? 0) - AUDIO_SKIP_SECONDS)} disabled={failed}>
          <RotateCcwIcon aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          className="size-14 rounded-full"
          aria-label={state === 'loading' ? AUDIO_TEXT.loading : playing ? AUDIO_TEXT.pause : AUDIO_TEXT.play}
          aria-busy={state === 'loading'}
          disabled={failed}
          onClick={() => (playing || state === 'loading' ? audio()?.pause() : play())}
        >
          {state === 'loading' ? (
            <LoaderCircleIcon aria-hidden="true" className="size-7 motion-safe:animate-spin" />
          ) : playing ? (
            <PauseIcon aria-hidden="true" className="size-7" />
          ) : (
            <PlayIcon aria-hidden="true" className="size-7" />
          )}
        </Button>
        <Button variant="ghost" size="icon" aria-label={AUDIO_TEXT.forward} onClick={() => seekTo((audio()?.currentTime ?? 0) + AUDIO_SKIP_SECONDS)} disabled={failed}>
          <RotateCwIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <span className="min-w-10 text-sm font-semibold tabular-nums" aria-hidden="true">
          {formatTime(current)}
        </span>
        <input
          type="range"
          min={0}
          max={Math.max(total, 0)}
          step={1}
          value={Math.min(current, total)}
          onChange={(event) => seekTo(Number(event.currentTarget.value))}
          aria-label={AUDIO_TEXT.seek}
          aria-valuetext={`${spokenTime(current)} sur ${spokenTime(total)}`}
          disabled={failed || total === 0}
          className="h-11 min-w-0 flex-1 cursor-pointer accent-primary focus-ring"
        />
        <span className="min-w-10 text-sm font-semibold tabular-nums" aria-hidden="true">
          {formatTime(total)}
        </span>
      </div>
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
