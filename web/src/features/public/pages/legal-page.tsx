import { Suspense, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatFrenchDate } from '@/features/public/legal/french-date';
import type { LegalBlock, LegalInline, LegalText } from '@/features/public/legal/legal-document';
import { LEGAL_PAGE_TEXT, legalDocument, legalPathOf, otherLegalDocuments } from '@/features/public/legal/legal-documents';
import { useDocumentTitle } from '@/lib/document-title';
import { publicPage } from '@/lib/public-pages';
import { PUBLISHER } from '@/lib/publisher';

/** Links inside the text: underlined, so they are told apart from the text without relying on colour. */
const TEXT_LINK = 'font-semibold text-primary underline underline-offset-4 hover:no-underline';
/** Links of the lists (table of contents, other documents): at least 24 px tall, the tap-target minimum. */
const LIST_LINK = `${TEXT_LINK} inline-block py-0.5 min-h-6`;

function Inline({ piece }: { piece: LegalInline }) {
  if (typeof piece === 'string') return piece;
  if ('strong' in piece) return <strong className="font-bold">{piece.strong}</strong>;
  if ('to' in piece) {
    return (
      <Link to={piece.to} className={TEXT_LINK}>
        {piece.text}
      </Link>
    );
  }
  return (
    <a href={piece.href} className={TEXT_LINK}>
      {piece.text}
    </a>
  );
}

function Text({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  // The pieces never move: their position is a stable key.
  return text.map((piece, index) => <Inline key={index} piece={piece} />);
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <Text text={block.text} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {block.items.map((item, index) => (
        <li key={index}>
          <Text text={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The eight legal pages of spec part 1 §2 (/mentions-legales, /cgv, /cgu, /politique-confidentialite,
 * /cookies, /rgpd, /droits, /donnees-personnelles) on one screen, which shows the document of its path
 * (features/public/legal): the title, the date of the last update, a table of contents, the sections and
 * links to the other documents. Nothing here reads the clock, the storage or the window, so the
 * prerendered HTML and the hydrated page are the same.
 */
function LegalPage() {
  const { pathname } = useLocation();
  const path = legalPathOf(pathname);
  useDocumentTitle(path ? publicPage(path)?.title : undefined);
  const legal = useMemo(() => (path ? legalDocument(path, PUBLISHER) : undefined), [path]);
  const others = useMemo(() => (path ? otherLegalDocuments(path, PUBLISHER) : []), [path]);
  // Only the legal paths route here (app/public-routes.tsx): anything else is a wiring mistake, shown by the
  // router's error screen rather than by a wrong document.
  if (!path || !legal) throw new Error(`Aucun document légal pour ${pathname}`);

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
            <Text text={legal.intro} />
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
                <Block key={index} block={block} />
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
