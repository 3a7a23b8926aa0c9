import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { setCookieConsent } from '@/lib/analytics/consent';
import { DEFAULT_THEME } from '@/lib/constants';
import { applyDocumentTheme } from '@/lib/document-theme';
import { paths } from '@/lib/paths';
import { CookieBanner } from './cookie-banner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { useCookieChoice, useHasStoredSession } from './visitor-state';
import { PUBLIC_LAYOUT_TEXT } from '@/features/public/messages';

/** The id of the page's <main>, target of the skip link. */
const MAIN_ID = 'contenu';

/**
 * The frame of every public page (the router's 'public' layout route): a skip link, the header with the
 * visitors' menu, the page in the one <main>, the footer, and the cookie banner. No Amplify and no React
 * Query here or below: these pages are prerendered and must stay light (bench:size).
 *
 * Prerendering: the server knows nothing of the visitor, so the first render shows a signed-out visitor
 * and no banner; once hydrated, the layout reads the browser's storage ('Mon espace', the banner).
 */
function PublicLayout() {
  const { pathname } = useLocation();
  const signedIn = useHasStoredSession();
  const choice = useCookieChoice();
  /** Opened from the footer's 'Gérer les cookies'. */
  const [managing, setManaging] = useState(false);
  /** Answered during this visit: hides the banner even when the storage could not keep the answer. */
  const [answered, setAnswered] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const manageCookiesRef = useRef<HTMLButtonElement>(null);

  // Spec part 1 §2: the page theme is 'normal' when no child profile is selected, as on every public page
  // (a parent coming back from the app may bring a child's theme along).
  useEffect(() => {
    applyDocumentTheme(DEFAULT_THEME);
  }, []);

  // Asked for from the footer: the banner takes the focus, so keyboard and screen reader users land in it.
  useEffect(() => {
    if (managing) bannerRef.current?.focus();
  }, [managing]);

  const bannerShown = choice !== undefined && (managing || (choice === null && !answered));

  const closeBanner = () => {
    // Focus inside the banner would fall back to the top of the document once it is gone: opened from
    // the footer, it goes back to 'Gérer les cookies'; otherwise to the page, without scrolling it.
    if (bannerRef.current?.contains(document.activeElement)) {
      if (managing) manageCookiesRef.current?.focus();
      else mainRef.current?.focus({ preventScroll: true });
    }
    setManaging(false);
    setAnswered(true);
  };

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focusing <main> rather than following the anchor keeps '#contenu' out of the address.
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className="flex min-h-dvh flex-col">
      {/*
        Spec part 1 §2's background art: the landing page's 'magic' one, a plain gradient elsewhere. Only its
        static gradient (index.css): the stars of components/background-art read the device at first render,
        which a prerendered page cannot, and would cost the pages their weight.
      */}
      <div aria-hidden="true" className="magic-bg" data-variant={pathname === paths.home ? 'magic' : 'plain'} />
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        className="sr-only rounded-lg bg-card px-4 py-3 font-bold text-primary shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus-ring"
      >
        {PUBLIC_LAYOUT_TEXT.skipToContent}
      </a>
      <PublicHeader signedIn={signedIn} />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="flex-1 focus-visible:outline-none">
        <Outlet />
      </main>
      <PublicFooter onManageCookies={() => setManaging(true)} manageCookiesRef={manageCookiesRef} />
      {bannerShown ? (
        <CookieBanner
          // A new banner when asked for from the footer, so it opens on the detailed choices.
          key={managing ? 'managing' : 'asking'}
          choice={choice ?? null}
          managing={managing}
          regionRef={bannerRef}
          onChoose={(audienceMeasurement) => {
            setCookieConsent(audienceMeasurement);
            closeBanner();
          }}
          onClose={closeBanner}
        />
      ) : null}
      {/* Back to the top on each new page, or to its anchor (/#faq); back and forward restore the position. */}
      <ScrollRestoration />
    </div>
  );
}

export { PublicLayout as Component };
