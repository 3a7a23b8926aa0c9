import * as DialogPrimitive from '@radix-ui/react-dialog';
import { MoonIcon, PauseIcon, PlayIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { SLEEP_MESSAGES } from '@/features/stories/messages';
import { NARRATION_END_EVENT, type NarrationControl } from './narration-sequence';
import { createSleepTimer, parseSleepSettings, serializeSleepSettings, SLEEP_TIMERS, sleepSettingsKey, type SleepSettings, type SleepTimer } from './sleep-logic';

/** How often the fade is recomputed; the <audio>'s own timeupdate events add steps while it plays. */
const TICK_MS = 250;

export interface SleepScreenProps {
  audioRef: RefObject<HTMLAudioElement | null>;
  /** The narration on the whole story's time (it may come in parts): its position, play and pause. */
  control: RefObject<NarrationControl | null>;
  playing: boolean;
  /** The child the story was made for: the settings are remembered per child, the closing says their name. */
  profileId: string;
  childName: string | null;
  title: string;
  paragraphs: string[];
  picture: { url: string; caption: string } | null;
  onClose: () => void;
  /** What gets the focus back once the screen is left (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The clock the timer reads; the page's own by default (Playwright's `page.clock` drives it in e2e). */
  now?: () => number;
}

const readSettings = (profileId: string) => parseSleepSettings(browserStorage()?.getItem(sleepSettingsKey(profileId)) ?? null);

/**
 * 'Mode dodo' (issue 30 item 2): a dark, full-screen dialog over the story page with big play/pause, the
 * sleep timer (end of story, 10, 20 or 30 min), the text shown large or hidden and the pictures optional,
 * remembered per child. The <audio> stays the page's own (moving it would stop the narration); this screen
 * only drives it: the volume fades over the timer's last 20 s and the story's last seconds, then the
 * narration is paused and « Bonne nuit » is said on screen. Nothing here listens to visibilitychange: a
 * locked phone keeps playing the page's <audio>, and the fade is computed from the clock, so the ticks
 * the browser slows down in the background still land on the right volume.
 */
export default function SleepScreen({ audioRef, control, playing, profileId, childName, title, paragraphs, picture, onClose, returnFocusTo, now = Date.now }: SleepScreenProps) {
  const [settings, setSettings] = useState<SleepSettings>(() => readSettings(profileId));
  const [timer, setTimer] = useState(() => createSleepTimer(settings.timer, now));
  const [remaining, setRemaining] = useState<string | null>(null);
  const [fading, setFading] = useState(false);
  const [closing, setClosing] = useState(false);
  const closingRef = useRef(false);

  const update = (change: Partial<SleepSettings>) => {
    const next = { ...settings, ...change };
    setSettings(next);
    try {
      browserStorage()?.setItem(sleepSettingsKey(profileId), serializeSleepSettings(next));
    } catch {
      // A full or blocked storage only loses the memory of the choice, never the choice itself.
    }
  };

  const chooseTimer = (choice: SleepTimer) => {
    update({ timer: choice });
    setTimer(createSleepTimer(choice, now));
  };

  const finish = useCallback(() => {
    const audio = audioRef.current;
    closingRef.current = true;
    setClosing(true);
    setFading(false);
    if (!audio) return;
    audio.pause();
    // Back to full volume once paused, so the next 'Lecture' is not silent.
    audio.volume = 1;
  }, [audioRef]);

  // The fade: recomputed on every tick from the clock and the narration's position.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const step = () => {
      if (closingRef.current) return;
      const state = timer.step(control.current?.position() ?? { currentTime: audio.currentTime, duration: Number.NaN });
      setRemaining(state.remaining);
      if (state.done) {
        finish();
        return;
      }
      setFading(state.volume < 1 && !audio.paused);
      if (audio.volume !== state.volume) audio.volume = state.volume;
    };
    step();
    const interval = window.setInterval(step, TICK_MS);
    audio.addEventListener('timeupdate', step);
    // The story's end, not a part's: the player says it on the element once the last part is played.
    audio.addEventListener(NARRATION_END_EVENT, finish);
    return () => {
      window.clearInterval(interval);
      audio.removeEventListener('timeupdate', step);
      audio.removeEventListener(NARRATION_END_EVENT, finish);
    };
  }, [audioRef, control, timer, finish]);

  // Leaving the sleep mode gives the narration its full volume back.
  useEffect(
    () => () => {
      const audio = audioRef.current;
      if (audio) audio.volume = 1;
    },
    [audioRef],
  );

  const togglePlay = () => {
    const narration = control.current;
    if (!narration) return;
    if (playing) narration.pause();
    else narration.play();
  };

  const listenAgain = () => {
    const narration = control.current;
    closingRef.current = false;
    setClosing(false);
    setTimer(createSleepTimer(settings.timer, now));
    if (!narration) return;
    const { currentTime, duration } = narration.position();
    narration.play(Number.isFinite(duration) && currentTime >= duration - 1);
  };

  const goodNight = SLEEP_MESSAGES.goodNight(childName);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-testid="sleep-screen"
          // When the timer stops the narration (page clock, ms): lets a test jump to its last seconds.
          data-ends-at={timer.endsAt ?? undefined}
          // Opened without a Radix trigger: Radix would otherwise leave the focus on the body.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-[#070a14] text-slate-300 outline-none [color-scheme:dark]"
        >
          <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-5 pt-4 pb-10">
            <header className="flex items-start gap-3">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-extrabold text-slate-200">
                  <MoonIcon aria-hidden="true" className="size-5" />
                  {SLEEP_MESSAGES.title}
                </DialogPrimitive.Title>
                <p className="text-base text-balance text-slate-400">{title}</p>
                <DialogPrimitive.Description className="sr-only">{SLEEP_MESSAGES.description}</DialogPrimitive.Description>
              </div>
              <DialogPrimitive.Close className={`${DARK_BUTTON} size-11 shrink-0 justify-center`}>
                <XIcon aria-hidden="true" className="size-5" />
                <span className="sr-only">{SLEEP_MESSAGES.close}</span>
              </DialogPrimitive.Close>
            </header>

            <div aria-live="polite" className="flex flex-col items-center gap-4">
              {closing ? (
                <div className="flex flex-col items-center gap-3 py-10 text-center">
                  <p data-testid="sleep-closing" className="text-4xl font-extrabold text-balance text-slate-200">
                    {goodNight}
                  </p>
                  <p className="text-xl text-slate-400">{SLEEP_MESSAGES.sweetDreams}</p>
                </div>
              ) : fading ? (
                <p className="text-base text-slate-400">{SLEEP_MESSAGES.fading}</p>
              ) : null}
            </div>

            <div className="flex flex-col items-center gap-3">
              {closing ? (
                <button type="button" className={`${DARK_BUTTON} min-h-12 px-6 text-lg`} onClick={listenAgain}>
                  <RotateCcwIcon aria-hidden="true" className="size-5" />
                  {SLEEP_MESSAGES.listenAgain}
                </button>
              ) : (
                <button
                  type="button"
                  className={`${DARK_BUTTON} size-20 justify-center rounded-full`}
                  aria-label={playing ? SLEEP_MESSAGES.pause : SLEEP_MESSAGES.play}
                  onClick={togglePlay}
                >
                  {playing ? <PauseIcon aria-hidden="true" className="size-9" /> : <PlayIcon aria-hidden="true" className="size-9" />}
                </button>
              )}
              <p data-testid="sleep-remaining" className="text-base text-slate-400">
                {remaining ? SLEEP_MESSAGES.remaining(remaining) : SLEEP_MESSAGES.remainingEndOfStory}
              </p>
            </div>

            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-base font-bold text-slate-200">{SLEEP_MESSAGES.timerLegend}</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {SLEEP_TIMERS.map((choice) => (
                  <label
                    key={choice}
                    className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border-2 border-slate-700 px-3 text-base font-bold text-slate-300 has-checked:border-slate-300 has-checked:bg-slate-800 has-checked:text-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-slate-200"
                  >
                    <input
                      type="radio"
                      name="sleep-timer"
                      className="sr-only"
                      checked={settings.timer === choice}
                      onChange={() => chooseTimer(choice)}
                    />
                    {choice === 'end' ? SLEEP_MESSAGES.timerEndOfStory : SLEEP_MESSAGES.timerMinutes(choice)}
                  </label>
                ))}
              </div>
            </fieldset>

            <div className="flex flex-col gap-2 sm:flex-row">
              <DarkSwitch checked={settings.showText} label={SLEEP_MESSAGES.showText} onToggle={() => update({ showText: !settings.showText })} />
              <DarkSwitch checked={settings.showPictures} label={SLEEP_MESSAGES.showPictures} onToggle={() => update({ showPictures: !settings.showPictures })} />
            </div>

            {settings.showPictures && picture ? (
              // Dimmed: a bright picture would wake the eyes the screen is meant to rest.
              <img src={picture.url} alt={picture.caption} className="max-h-72 w-full rounded-2xl object-contain brightness-50" />
            ) : null}
            {settings.showText ? (
              <div data-testid="sleep-text" className="flex flex-col gap-5 text-2xl leading-relaxed text-slate-300">
                {paragraphs.map((paragraph, index) => (
                  <p key={index} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

const DARK_BUTTON =
  'inline-flex items-center gap-2 rounded-xl border-2 border-slate-600 bg-slate-900 font-bold text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-200 outline-none';

function DarkSwitch({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={onToggle}
      className="flex min-h-11 flex-1 items-center justify-between gap-3 rounded-xl border-2 border-slate-700 px-4 py-2 text-left text-base font-bold text-slate-300 outline-none hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-200"
    >
      {label}
      <span aria-hidden="true" className={`relative h-6 w-11 shrink-0 rounded-full border-2 ${checked ? 'border-slate-200 bg-slate-300' : 'border-slate-500 bg-transparent'}`}>
        <span className={`absolute top-0.5 size-4 rounded-full ${checked ? 'left-5 bg-[#070a14]' : 'left-0.5 bg-slate-400'}`} />
      </span>
    </button>
  );
}
