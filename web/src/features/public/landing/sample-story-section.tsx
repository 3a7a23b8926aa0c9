import { HeadphonesIcon, InfoIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { childAge, childName, durationMs, imageAlt, imageHeight, imageUrl, imageWidth, moral, paragraphs, title, audioUrl } from 'virtual:sample-story';
import { cn } from '@/lib/utils';
import { AUDIO_HINT_MS, fillSampleIntro, formatListeningTime, SAMPLE, SAMPLE_SECTION_ID } from './landing-content';

/**
 * The player's hint goes away 8 s after the player is first half on screen (spec part 1 §1: "disappears after
 * 8 s"), or as soon as the narration starts. Counting from the page's load would hide it before anyone
 * scrolls this far. The server and the first render show it.
 */
function useAudioHint(target: RefObject<HTMLElement | null>): [hidden: boolean, hide: () => void] {
  const [hidden, setHidden] = useState(false);
  const hide = useCallback(() => setHidden(true), []);

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    let timer: number | undefined;
    const startCountdown = () => {
      timer ??= window.setTimeout(hide, AUDIO_HINT_MS);
    };
    if (typeof IntersectionObserver === 'undefined') {
      startCountdown();
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          startCountdown();
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [target, hide]);

  return [hidden, hide];
}

/**
 * A real story, made for Léa, 4 years old, by the embedded story makers while the site was built
 * (web/vite-plugins/sample-story.ts): its picture, its text and moral, and its narration. The picture is
 * below the fold on a phone: lazy, with its size reserved; the MP3 is fetched only when played.
 */
export function SampleStorySection() {
  const playerRef = useRef<HTMLDivElement>(null);
  const [hintHidden, hideHint] = useAudioHint(playerRef);

  return (
    <section id={SAMPLE_SECTION_ID} aria-labelledby="landing-sample-title" className="flex scroll-mt-6 flex-col gap-8">
      <div className="flex flex-col gap-3 text-center">
        <h2 id="landing-sample-title" className="text-3xl font-extrabold text-balance sm:text-4xl">
          {SAMPLE.title}
        </h2>
        <p className="mx-auto max-w-3xl text-lg text-pretty text-muted-foreground">{fillSampleIntro(SAMPLE.intro, { name: childName, age: childAge })}</p>
      </div>
      <article
        aria-labelledby="landing-sample-story-title"
        className="grid gap-8 rounded-3xl border bg-card p-4 text-card-foreground shadow-sm sm:p-8 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]"
      >
        <div className="flex flex-col gap-4 md:sticky md:top-6 md:self-start">
          <img
            src={imageUrl}
            alt={imageAlt}
            width={imageWidth}
            height={imageHeight}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-[512px] rounded-2xl bg-muted"
          />
          {/* No player when the build could not narrate the sample (it says so in its log; the next build tries again). */}
          {audioUrl ? (
            <div ref={playerRef} className="flex flex-col gap-2 rounded-2xl bg-secondary p-4 text-secondary-foreground">
              <p id="landing-sample-listen" className="flex items-center gap-2 font-extrabold">
                <HeadphonesIcon aria-hidden="true" className="size-5" />
                <span>
                  {SAMPLE.listenTitle} <span className="font-bold">({formatListeningTime(durationMs)})</span>
                </span>
              </p>
              <audio controls preload="none" src={audioUrl} aria-labelledby="landing-sample-listen" onPlay={hideHint} className="w-full">
                <a href={audioUrl}>{SAMPLE.listenTitle}</a>
              </audio>
              <p
                aria-hidden={hintHidden || undefined}
                data-testid="landing-audio-hint"
                data-hidden={hintHidden || undefined}
                className={cn('flex items-start gap-2 text-sm transition-opacity duration-700', hintHidden && 'opacity-0')}
              >
                <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {SAMPLE.audioHint}
              </p>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-5">
          <h3 id="landing-sample-story-title" className="text-2xl font-extrabold text-balance sm:text-3xl">
            {title}
          </h3>
          <div className="flex flex-col gap-4 text-lg leading-relaxed">
            {paragraphs.map((paragraph, index) => (
              // The paragraphs are fixed at build time and never reordered: their position is their identity.
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-2xl bg-accent p-5 text-accent-foreground">
            <h4 className="font-extrabold">{SAMPLE.moralTitle}</h4>
            <p className="mt-1 text-lg">{moral}</p>
          </div>
        </div>
      </article>
    </section>
  );
}
