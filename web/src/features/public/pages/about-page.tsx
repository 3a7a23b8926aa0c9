import { BookHeartIcon, LockIcon, ShieldCheckIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { publicPage } from '@/lib/public-pages';
import { ABOUT_TEXT, ABOUT_VALUES } from './about-messages';

interface Value {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The values in the order shown, each with its icon. */
const VALUES: readonly Value[] = [
  { ...ABOUT_VALUES.safety, icon: ShieldCheckIcon },
  { ...ABOUT_VALUES.privacy, icon: LockIcon },
  { ...ABOUT_VALUES.reading, icon: BookHeartIcon },
];

/**
 * /qui-sommes-nous (spec part 1 §2; /about redirects here): the company's story, told as inspired by a
 * parent's daughter aged 4 (spec part 1 §1), its mission and values, and a call to action to /create
 * (protected: a visitor signs in first and is brought back).
 */
function AboutPage() {
  useDocumentTitle(publicPage(paths.about)?.title);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-14 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-4">
        <p className="text-sm font-bold tracking-widest text-primary uppercase">{ABOUT_TEXT.kicker}</p>
        <h1 className="text-4xl font-extrabold text-balance sm:text-5xl">{ABOUT_TEXT.title}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{ABOUT_TEXT.lead}</p>
      </div>

      <section aria-labelledby="about-story" className="flex flex-col gap-4">
        <h2 id="about-story" className="text-2xl font-extrabold sm:text-3xl">
          {ABOUT_TEXT.storyTitle}
        </h2>
        {ABOUT_TEXT.story.map((paragraph) => (
          <p key={paragraph} className="text-pretty">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="about-mission" className="flex flex-col gap-4">
        <h2 id="about-mission" className="text-2xl font-extrabold sm:text-3xl">
          {ABOUT_TEXT.missionTitle}
        </h2>
        {ABOUT_TEXT.mission.map((paragraph) => (
          <p key={paragraph} className="text-pretty">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="about-values" className="flex flex-col gap-6">
        <h2 id="about-values" className="text-2xl font-extrabold sm:text-3xl">
          {ABOUT_TEXT.valuesTitle}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon className="size-6" />
              </span>
              <h3 className="text-lg font-extrabold">{title}</h3>
              <p className="text-pretty text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-start"
        className="flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground shadow-sm"
      >
        <h2 id="about-start" className="text-2xl font-extrabold text-balance sm:text-3xl">
          {ABOUT_TEXT.startTitle}
        </h2>
        <p className="max-w-xl text-pretty">{ABOUT_TEXT.startText}</p>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.create}>
            <SparklesIcon aria-hidden="true" />
            {ABOUT_TEXT.start}
          </Link>
        </Button>
      </section>
    </div>
  );
}

export { AboutPage as Component };
