import {
  BookOpenIcon,
  BrainIcon,
  ChevronDownIcon,
  CircleCheckIcon,
  HeadphonesIcon,
  HeartHandshakeIcon,
  ImageIcon,
  LibraryBigIcon,
  MicIcon,
  MoonIcon,
  PaletteIcon,
  PenLineIcon,
  QuoteIcon,
  SmileIcon,
  UserRoundPenIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import {
  ADVANTAGES,
  FAQ,
  FAQ_SECTION_ID,
  FINAL_CALL,
  FORMATS,
  PROBLEM_SOLUTION,
  STEPS,
  TESTIMONIALS,
  type Advantage,
  type CreationStep,
  type FormatTile,
  type ProblemSolutionCard,
} from './landing-content';
import { StartCall } from './start-call';

/**
 * The landing's plain sections (spec part 1 §1), each a <section> named by its h2. Static markup only:
 * nothing here reads the browser, so the prerendered HTML is the page.
 */

function SectionTitle({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={cn('text-center text-3xl font-extrabold text-balance sm:text-4xl', className)}>
      {children}
    </h2>
  );
}

const CARD_ICONS: Record<ProblemSolutionCard['id'], LucideIcon> = { problem: MoonIcon, solution: CircleCheckIcon };

export function ProblemSolutionSection() {
  return (
    <section aria-labelledby="landing-problem-title" className="flex flex-col gap-8">
      <SectionTitle id="landing-problem-title">{PROBLEM_SOLUTION.title}</SectionTitle>
      <div className="grid gap-6 md:grid-cols-2">
        {PROBLEM_SOLUTION.cards.map((card) => {
          const Icon = CARD_ICONS[card.id];
          const solution = card.id === 'solution';
          return (
            <div
              key={card.id}
              data-card={card.id}
              className={`flex flex-col gap-4 rounded-3xl border p-6 shadow-sm sm:p-8 ${solution ? 'border-primary bg-card text-card-foreground' : 'bg-muted text-foreground'}`}
            >
              <h3 className="flex items-center gap-3 text-xl font-extrabold">
                <Icon aria-hidden="true" className={`size-7 shrink-0 ${solution ? 'text-primary' : 'text-muted-foreground'}`} />
                {card.title}
              </h3>
              <ul className="flex flex-col gap-3">
                {card.items.map((item) => (
                  <li key={item} className="flex gap-3 text-pretty">
                    <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${solution ? 'bg-primary' : 'bg-muted-foreground'}`} />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}

const STEP_ICONS: Record<CreationStep['id'], LucideIcon> = {
  personalisation: UserRoundPenIcon,
  generation: PenLineIcon,
  illustrations: PaletteIcon,
  narration: MicIcon,
};

export function StepsSection() {
  return (
    <section aria-labelledby="landing-steps-title" className="flex flex-col gap-8">
      <SectionTitle id="landing-steps-title">{STEPS.title}</SectionTitle>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.items.map((step, index) => {
          const Icon = STEP_ICONS[step.id];
          return (
            <li key={step.id} data-step={step.id} className="flex flex-col gap-3 rounded-3xl border bg-card p-6 text-card-foreground shadow-sm">
              <div className="flex items-center justify-between">
                <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
                  <Icon className="size-6" />
                </span>
                <span aria-hidden="true" className="text-3xl font-extrabold text-muted-foreground">
                  {index + 1}
                </span>
              </div>
              <h3 className="text-xl font-extrabold">{step.title}</h3>
              <p className="text-pretty text-muted-foreground">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const ADVANTAGE_ICONS: Record<Advantage['id'], LucideIcon> = {
  reading: LibraryBigIcon,
  confidence: SmileIcon,
  emotions: HeartHandshakeIcon,
  imagination: BrainIcon,
};

export function AdvantagesSection() {
  return (
    <section aria-labelledby="landing-advantages-title" className="flex flex-col gap-8">
      <SectionTitle id="landing-advantages-title">{ADVANTAGES.title}</SectionTitle>
      <ul className="grid gap-6 sm:grid-cols-2">
        {ADVANTAGES.items.map((advantage) => {
          const Icon = ADVANTAGE_ICONS[advantage.id];
          return (
            <li key={advantage.id} className="flex gap-4 rounded-3xl border bg-card p-6 text-card-foreground shadow-sm">
              <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
                <Icon className="size-6" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-xl font-extrabold">{advantage.title}</h3>
                <p className="text-pretty text-muted-foreground">{advantage.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section aria-labelledby="landing-testimonials-title" className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <SectionTitle id="landing-testimonials-title">{TESTIMONIALS.title}</SectionTitle>
        <p className="text-center text-sm text-muted-foreground">{TESTIMONIALS.note}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.items.map((testimonial) => (
          <figure key={testimonial.author} className="flex flex-col gap-3 rounded-3xl border bg-card p-6 text-card-foreground shadow-sm">
            <QuoteIcon aria-hidden="true" className="size-6 text-primary" />
            <blockquote className="flex-1 text-pretty">{testimonial.quote}</blockquote>
            <figcaption className="text-sm font-bold text-muted-foreground">{testimonial.author}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

/** Native disclosure widgets: keyboard, screen readers and the text without JavaScript work as is. */
export function FaqSection() {
  return (
    <section id={FAQ_SECTION_ID} aria-labelledby="landing-faq-title" className="mx-auto flex w-full max-w-3xl scroll-mt-6 flex-col gap-8">
      <SectionTitle id="landing-faq-title">{FAQ.title}</SectionTitle>
      <div className="flex flex-col gap-3">
        {FAQ.items.map((item) => (
          <details key={item.question} className="group rounded-2xl border bg-card text-card-foreground shadow-sm">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 text-lg font-bold focus-ring [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="flex flex-col gap-2 px-5 pb-5 text-pretty text-muted-foreground">
              <p>{item.answer}</p>
              {item.link ? (
                <p>
                  <Link to={item.link.to} className="inline-flex min-h-6 items-center font-bold text-primary underline underline-offset-4 focus-ring">
                    {item.link.label}
                  </Link>
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

const FORMAT_ICONS: Record<FormatTile['id'], LucideIcon> = { audio: HeadphonesIcon, text: BookOpenIcon, illustrations: ImageIcon };

export function FormatsSection() {
  return (
    <section aria-labelledby="landing-formats-title" className="flex flex-col gap-8">
      <SectionTitle id="landing-formats-title">{FORMATS.title}</SectionTitle>
      <ul className="grid gap-6 sm:grid-cols-3">
        {FORMATS.items.map((format) => {
          const Icon = FORMAT_ICONS[format.id];
          return (
            <li key={format.id} data-format={format.id} className="flex flex-col items-center gap-3 rounded-3xl border bg-card p-6 text-center text-card-foreground shadow-sm">
              <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon className="size-7" />
              </span>
              <h3 className="text-xl font-extrabold">{format.title}</h3>
              <p className="text-pretty text-muted-foreground">{format.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function FinalCallSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="landing-final-title" className="flex flex-col items-center gap-5 rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
      <h2 id="landing-final-title" className="text-3xl font-extrabold text-balance sm:text-4xl">
        {FINAL_CALL.title}
      </h2>
      <p className="max-w-2xl text-lg text-pretty">{signedIn ? FINAL_CALL.signedInText : FINAL_CALL.text}</p>
      <StartCall signedIn={signedIn} className="bg-card text-primary shadow-md hover:bg-secondary" />
    </section>
  );
}
