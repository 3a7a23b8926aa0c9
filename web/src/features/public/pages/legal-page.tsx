import { useLegalDocument } from '@/features/public/legal/use-legal-document';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { formatFrenchDate } from '@/features/public/legal/french-date';
import { LegalBlockView, LegalText, LIST_LINK } from '@/features/public/legal/legal-text';
import { LEGAL_PAGE_TEXT } from '@/features/public/legal/legal-documents';
import { PUBLISHER } from '@/lib/publisher';

/**
 * The eight legal pages of spec part 1 §2 (/mentions-legales, /cgv, /cgu, /politique-confidentialite,
 * /cookies, /rgpd, /droits, /donnees-personnelles) on one screen, which shows the document of its path
 * (features/public/legal): the title, the date of the last update, a table of contents, the sections and
 * links to the other documents. Nothing here reads the clock, the storage or the window, so the
 * prerendered HTML and the hydrated page are the same.
 */
function LegalPage() {
  const { legal, others } = useLegalDocument();

  return (
    // Inside the public layout's one <main> (features/public/components/public-layout.tsx).
    <div className="mx-auto w-full max-w-3xl px-4 py-10 [overflow-wrap:anywhere] sm:px-6 sm:py-14">
      <article
        aria-labelledby="legal-title"
        className="flex flex-col gap-10 rounded-2xl border bg-card px-5 py-8 text-base/relaxed text-card-foreground shadow-sm sm:px-10 sm:py-10"
      >
        <div className="flex flex-col gap-4">
          <h1 id="legal-title" className="text-3xl font-extrabold text-balance sm:text-4xl">
            {legal.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            {LEGAL_PAGE_TEXT.lastUpdated}
            <time dateTime={PUBLISHER.legalLastUpdated}>{formatFrenchDate(PUBLISHER.legalLastUpdated)}</time>
          </p>
          <p className="text-lg text-pretty">
            <LegalText text={legal.intro} />
          </p>
        </div>

        <nav aria-labelledby="legal-contents" className="rounded-2xl bg-muted px-5 py-4">
          <h2 id="legal-contents" className="text-lg font-bold">
            {LEGAL_PAGE_TEXT.contents}
          </h2>
          <ol className="mt-2 list-decimal pl-6 marker:text-muted-foreground">
            {legal.sections.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`} className={LIST_LINK}>
                  {part.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {legal.sections.map((part) => (
          // One boundary per section: hydration goes in slices, never one long task for a long document.
          <Suspense key={part.id} fallback={null}>
            <section className="flex flex-col gap-3">
              {/* The contents link to the heading itself, with a little room above it once scrolled there. */}
              <h2 id={part.id} className="scroll-mt-6 text-2xl font-bold text-balance">
                {part.title}
              </h2>
              {part.blocks.map((block, index) => (
                <LegalBlockView key={index} block={block} />
              ))}
            </section>
          </Suspense>
        ))}
      </article>

      <nav aria-labelledby="legal-others" className="mt-10 rounded-2xl border bg-card px-5 py-6 shadow-sm sm:px-10">
        <h2 id="legal-others" className="text-lg font-bold">
          {LEGAL_PAGE_TEXT.others}
        </h2>
        <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {others.map((other) => (
            <li key={other.path}>
              <Link to={other.path} className={LIST_LINK}>
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export { LegalPage as Component };
