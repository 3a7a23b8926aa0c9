import { BlogCategories } from '@/features/public/components/blog-categories';
import { ArrowRightIcon, NewspaperIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { publicPage } from '@/lib/public-pages';
import { BLOG_CATEGORIES, BLOG_TEXT } from './blog-messages';

/**
 * /blog (spec part 1 §2): its title and description for search engines (lib/public-pages.ts, written into
 * the prerendered page), the category buttons, which only show the one pressed since there is no article
 * yet, and 'Nos articles arrivent bientôt' with a way on (the FAQ, or a first story).
 */
function BlogPage() {
  useDocumentTitle(publicPage(paths.blog)?.title);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex max-w-3xl flex-col gap-4">
        <p className="text-sm font-bold tracking-widest text-primary uppercase">{BLOG_TEXT.kicker}</p>
        <h1 className="text-4xl font-extrabold text-balance sm:text-5xl">{BLOG_TEXT.title}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{BLOG_TEXT.lead}</p>
      </div>

      <BlogCategories categories={BLOG_CATEGORIES} label={BLOG_TEXT.categories} />

      <section
        aria-labelledby="blog-coming-soon"
        className="flex flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-12 text-center shadow-sm"
      >
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <NewspaperIcon className="size-8" />
        </span>
        <h2 id="blog-coming-soon" className="text-2xl font-extrabold text-balance sm:text-3xl">
          {BLOG_TEXT.comingSoonTitle}
        </h2>
        <p className="max-w-xl text-pretty text-muted-foreground">{BLOG_TEXT.comingSoon}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={paths.faq}>{BLOG_TEXT.readFaq}</Link>
          </Button>
          <Button asChild>
            <Link to={paths.auth}>
              {BLOG_TEXT.start}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

export { BlogPage as Component };
