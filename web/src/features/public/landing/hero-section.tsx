import { GiftIcon, HeadphonesIcon } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { HERO, SAMPLE_SECTION_ID } from './landing-content';
import { StartCall } from './start-call';
import { initialTypingState, nextTypingStep, typedParts } from './typing-effect';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches;
/** The server renders the still text: "reduce" there keeps the prerendered and the hydrating render identical. */
const stillOnServer = () => true;

/**
 * The typed phrase and the rest of it: the first phrase whole on the server, while hydrating and under
 * prefers-reduced-motion; once mounted, the spec's cycle (typing-effect.ts). Only the small component using
 * it re-renders at each character.
 */
function useTypedPhrase(phrases: readonly string[]): { typed: string; rest: string } {
  const still = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, stillOnServer);
  const [state, setState] = useState(() => initialTypingState(phrases));
  // The chain's own copy of the state, so it never waits for a render and resumes where the page is.
  const chainState = useRef(state);

  useEffect(() => {
    if (still) return undefined;
    // One chain of timers, each scheduling the next from its own callback: the spec's delays are kept
    // exactly (a render never sits between two steps), and a test driving the clock sees every step.
    let timer: number | undefined;
    const schedule = () => {
      const { delayMs, next } = nextTypingStep(chainState.current, phrases);
      timer = window.setTimeout(() => {
        chainState.current = next;
        setState(next);
        schedule();
      }, delayMs);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [still, phrases]);

  return typedParts(still ? initialTypingState(phrases) : state, phrases);
}

/**
 * "Ce soir, votre enfant" and, below, the phrase being typed. Screen readers get one stable sentence instead
 * of the animation. Nothing moves while it types (no layout shift): the untyped rest of the phrase is laid
 * out invisibly, so each letter appears at its final place, and every full phrase is laid out invisibly in
 * the same grid cell, so the line is as tall as the longest one from the first render. The caret is a
 * shadow, which takes no room.
 */
function TypingLine() {
  const { typed, rest } = useTypedPhrase(HERO.typingPhrases);
  return (
    <p className="text-xl font-bold text-pretty text-foreground sm:text-2xl">
      <span className="sr-only">{HERO.typingSummary}</span>
      <span aria-hidden="true" className="block">
        {HERO.typingPrefix}
      </span>
      <span aria-hidden="true" className="grid text-primary" data-testid="landing-typing">
        {HERO.typingPhrases.map((phrase) => (
          <span key={phrase} className="invisible col-start-1 row-start-1">
            {phrase}
          </span>
        ))}
        <span className="col-start-1 row-start-1">
          <span className="shadow-[2px_0_0_0_currentColor]">{typed}</span>
          <span className="invisible">{rest}</span>
        </span>
      </span>
    </p>
  );
}

export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="landing-hero-title" className="flex flex-col items-center gap-6 pt-8 text-center sm:pt-14">
      <p className="rounded-full bg-secondary px-4 py-1 text-sm font-bold text-secondary-foreground">{HERO.eyebrow}</p>
      <h1 id="landing-hero-title" className="max-w-3xl text-4xl font-extrabold text-balance sm:text-5xl lg:text-6xl">
        {HERO.title}
      </h1>
      <div className="w-full max-w-2xl">
        <TypingLine />
      </div>
      <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{HERO.lead}</p>
      <div className="flex w-full flex-col items-center justify-center gap-3 sm:flex-row">
        <StartCall signedIn={signedIn} />
        <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
          <a href={`#${SAMPLE_SECTION_ID}`}>
            <HeadphonesIcon aria-hidden="true" />
            {HERO.secondaryCall}
          </a>
        </Button>
      </div>
      <p className="flex items-center gap-2 text-sm font-bold text-muted-foreground">
        <GiftIcon aria-hidden="true" className="size-4 text-primary" />
        {HERO.reassurance}
      </p>
    </section>
  );
}
