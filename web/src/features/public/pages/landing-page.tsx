import { Suspense } from 'react';
import { useHasStoredSession } from '@/features/public/components/visitor-state';
import { AccountDeletedNotice } from '@/features/public/landing/account-deleted-notice';
import { HeroSection } from '@/features/public/landing/hero-section';
import {
  AdvantagesSection,
  FaqSection,
  FinalCallSection,
  FormatsSection,
  ProblemSolutionSection,
  StepsSection,
  TestimonialsSection,
} from '@/features/public/landing/landing-sections';
import { SampleStorySection } from '@/features/public/landing/sample-story-section';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { publicPage } from '@/lib/public-pages';

/**
 * The landing page `/` (spec part 1 §1 and §2), inside the public layout's <main>: the sections in the
 * spec's order, prerendered to static HTML and then hydrated. What depends on the browser switches after
 * hydration only: 'Mon espace' for a parent this browser knows (false on the server), the typing effect
 * (the first phrase whole until then) and the audio hint's 8 s.
 */
function LandingPage() {
  useDocumentTitle(publicPage(paths.home)?.title);
  const signedIn = useHasStoredSession();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-20 px-4 pb-20 sm:gap-24 sm:px-6">
      {/* After an account's deletion only (`/?compte=supprime`), above the hero. */}
      <AccountDeletedNotice />
      <HeroSection signedIn={signedIn} />
      {/* Below the hero, each section hydrates in a slice of its own (a Suspense boundary each, written in
          place by the prerender): the page never blocks a phone's main thread in one long task. */}
      <Suspense fallback={null}>
        <ProblemSolutionSection />
      </Suspense>
      <Suspense fallback={null}>
        <StepsSection />
      </Suspense>
      <Suspense fallback={null}>
        <SampleStorySection />
      </Suspense>
      <Suspense fallback={null}>
        <AdvantagesSection />
      </Suspense>
      <Suspense fallback={null}>
        <TestimonialsSection />
      </Suspense>
      <Suspense fallback={null}>
        <FaqSection />
      </Suspense>
      <Suspense fallback={null}>
        <FormatsSection />
      </Suspense>
      <Suspense fallback={null}>
        <FinalCallSection signedIn={signedIn} />
      </Suspense>
    </div>
  );
}

export { LandingPage as Component };
