import { XIcon } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { CookieChoice } from '@/lib/analytics/consent';
import { paths } from '@/lib/paths';
import { COOKIE_BANNER_TEXT } from '@/features/public/messages';

export interface CookieBannerProps {
  /** The stored answer, or null when the visitor has not answered yet. */
  choice: CookieChoice | null;
  /** Opened again from the footer: the detailed choices show at once, with the current answer. */
  managing: boolean;
  /** Stores the answer (the layout calls `setCookieConsent`) and closes the banner. */
  onChoose: (audienceMeasurement: boolean) => void;
  /** Closes without changing anything; offered only once an answer exists. */
  onClose: () => void;
  /** The region, focused when the visitor asks for it from the footer. */
  regionRef: Ref<HTMLDivElement>;
}

const linkClass = 'font-semibold text-primary underline underline-offset-4 focus-ring';

/**
 * The cookie banner (spec part 1 §2 and §3; issue 14). Only one tracker needs consent: the audience
 * measurement (Meta's pixel, lib/analytics), which runs only when the operator configured it and the
 * visitor accepted. The session's storage is strictly necessary and asks for nothing. Refusing is as
 * visible and as quick as accepting (the CNIL's rule): two identical buttons side by side.
 *
 * A non-modal region at the bottom of the screen: it traps no focus and the page stays usable behind
 * it. It comes last in the page, after the footer, and sticks to the bottom of the screen only while the
 * page scrolls beneath: at the end of the page it sits below the footer, never over its links.
 */
export function CookieBanner({ choice, managing, onChoose, onClose, regionRef }: CookieBannerProps) {
  const [detailsShown, setDetailsShown] = useState(managing);
  const [audienceMeasurement, setAudienceMeasurement] = useState(choice === 'accepted');
  const detailsId = useId();
  const measurementHintId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && choice !== null) onClose();
  };

  return (
    <div className="sticky bottom-0 z-40 px-3 pb-3 print:hidden">
      <div
        ref={regionRef}
        role="region"
        aria-label={COOKIE_BANNER_TEXT.region}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-cookie-banner=""
        className="relative mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border bg-card p-4 text-card-foreground shadow-lg focus-ring sm:p-5"
      >
        <h2 className="pr-10 text-base font-extrabold">
          {COOKIE_BANNER_TEXT.title}
        </h2>
        {choice !== null ? (
          <>
            <p className="text-sm text-muted-foreground">
              {COOKIE_BANNER_TEXT.currentChoice}
              <strong className="text-foreground">{choice === 'accepted' ? COOKIE_BANNER_TEXT.accepted : COOKIE_BANNER_TEXT.refused}</strong>.
            </p>
            <button
              type="button"
              onClick={onClose}
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground focus-ring"
            >
              <XIcon aria-hidden="true" className="size-5" />
              <span className="sr-only">{COOKIE_BANNER_TEXT.closeUnchanged}</span>
            </button>
          </>
        ) : null}
        {/*
          Short paragraphs on purpose: the banner appears after hydration, and one large block of text could
          become the page's Largest Contentful Paint on a phone, and delay it.
        */}
        <div className="flex flex-col gap-1 text-sm text-muted-foreground">
          <p>{COOKIE_BANNER_TEXT.optional}</p>
          <p>{COOKIE_BANNER_TEXT.session}</p>
          <p>
            {COOKIE_BANNER_TEXT.learnMore}{' '}
            <Link to={paths.cookies} className={linkClass}>
              {COOKIE_BANNER_TEXT.cookiePolicy}
            </Link>
            ,{' '}
            <Link to={paths.privacyPolicy} className={linkClass}>
              {COOKIE_BANNER_TEXT.privacyPolicy}
            </Link>
            ,{' '}
            <Link to={paths.gdpr} className={linkClass}>
              {COOKIE_BANNER_TEXT.gdpr}
            </Link>
            .
          </p>
        </div>
        {detailsShown ? (
          <div id={detailsId} className="flex flex-col gap-3 rounded-xl border bg-background p-3 text-sm">
            <div>
              <p className="font-bold">{COOKIE_BANNER_TEXT.necessaryTitle}</p>
              <p className="text-muted-foreground">
                {COOKIE_BANNER_TEXT.necessary}
              </p>
            </div>
            <label className="flex min-h-11 cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                checked={audienceMeasurement}
                onChange={(event) => setAudienceMeasurement(event.target.checked)}
                aria-describedby={measurementHintId}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
              />
              <span>
                <span className="font-bold">{COOKIE_BANNER_TEXT.measurementTitle}</span>
                <span id={measurementHintId} className="block text-muted-foreground">
                  {COOKIE_BANNER_TEXT.measurement}
                </span>
              </span>
            </label>
            <Button size="sm" className="self-start" onClick={() => onChoose(audienceMeasurement)}>
              {COOKIE_BANNER_TEXT.save}
            </Button>
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={detailsShown}
            aria-controls={detailsShown ? detailsId : undefined}
            onClick={() => setDetailsShown((shown) => !shown)}
            className="col-span-2 sm:mr-auto"
          >
            {COOKIE_BANNER_TEXT.customise}
          </Button>
          <Button size="sm" onClick={() => onChoose(false)}>
            {COOKIE_BANNER_TEXT.rejectAll}
          </Button>
          <Button size="sm" onClick={() => onChoose(true)}>
            {COOKIE_BANNER_TEXT.acceptAll}
          </Button>
        </div>
      </div>
    </div>
  );
}
