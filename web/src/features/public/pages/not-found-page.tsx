import { useRememberedChildTheme } from '@/features/public/components/use-remembered-child-theme';
import { HouseIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { NOT_FOUND_TEXT } from './not-found-messages';

const NOT_FOUND_TITLE = NOT_FOUND_TEXT.title;

/**
 * Any path without a route (spec part 1 §2 and part 2 "404"): a friendly dead end with a way back to /app,
 * in the selected child's colours (issue 18). The page is public and reads no profile: it applies the
 * theme the signed-in screens remembered (forgotten at sign-out).
 */
function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXT.documentTitle);
  useRememberedChildTheme();

  return (
    <main className="flex min-h-dvh items-center justify-center bg-linear-to-b from-background to-secondary px-4 py-12">
      <div className="flex w-full max-w-md flex-col items-center gap-6 rounded-2xl border bg-card px-6 py-10 text-center shadow-sm sm:px-10">
        <div aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <SparklesIcon className="size-10" />
        </div>
        <div className="flex flex-col gap-3">
          <p className="text-sm font-bold tracking-widest text-muted-foreground uppercase">{NOT_FOUND_TEXT.errorCode}</p>
          <h1 className="text-3xl font-extrabold text-balance text-foreground sm:text-4xl">{NOT_FOUND_TITLE}</h1>
          <p className="text-lg text-pretty text-muted-foreground">
            {NOT_FOUND_TEXT.description}
          </p>
        </div>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to={paths.app}>
            <HouseIcon aria-hidden="true" />
            {NOT_FOUND_TEXT.home}
          </Link>
        </Button>
      </div>
    </main>
  );
}

export { NotFoundPage as Component };
