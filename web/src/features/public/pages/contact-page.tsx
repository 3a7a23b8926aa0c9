import { CircleHelpIcon, LifeBuoyIcon, MailIcon, ShieldCheckIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { publicPage } from '@/lib/public-pages';
import { PUBLISHER } from '@/lib/publisher';
import { CONTACT_TEXT } from './contact-messages';

const inlineLinkClass = 'font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-4 focus-ring';

/**
 * /contact (spec part 1 §2): the e-mail card with the promise to reply promptly, the FAQ at /#faq, and for
 * a signed-in parent the support form of their space (no link: it needs a session, and its screen comes
 * with the support issue). The addresses are the operator's (config/publisher.json).
 */
function ContactPage() {
  useDocumentTitle(publicPage(paths.contact)?.title);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-4">
        <p className="text-sm font-bold tracking-widest text-primary uppercase">{CONTACT_TEXT.kicker}</p>
        <h1 className="text-4xl font-extrabold text-balance sm:text-5xl">{CONTACT_TEXT.title}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{CONTACT_TEXT.lead}</p>
      </div>

      <section
        aria-labelledby="contact-email"
        className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:gap-6 sm:p-8"
      >
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <MailIcon className="size-7" />
        </span>
        <div className="flex flex-1 flex-col gap-2">
          <h2 id="contact-email" className="text-2xl font-extrabold">
            {CONTACT_TEXT.emailTitle}
          </h2>
          <p className="text-pretty text-muted-foreground">{CONTACT_TEXT.email}</p>
        </div>
        <Button asChild size="lg" className="h-auto whitespace-normal [overflow-wrap:anywhere]">
          <a href={`mailto:${PUBLISHER.contactEmail}`}>{PUBLISHER.contactEmail}</a>
        </Button>
      </section>

      <div className="grid gap-4 md:grid-cols-3">
        <ContactCard id="contact-faq" title={CONTACT_TEXT.faqTitle} icon={CircleHelpIcon}>
          <p>{CONTACT_TEXT.faq}</p>
          <Link to={paths.faq} className={inlineLinkClass}>
            {CONTACT_TEXT.readFaq}
          </Link>
        </ContactCard>
        <ContactCard id="contact-support" title={CONTACT_TEXT.supportTitle} icon={LifeBuoyIcon}>
          <p>{CONTACT_TEXT.support}</p>
        </ContactCard>
        <ContactCard id="contact-privacy" title={CONTACT_TEXT.privacyTitle} icon={ShieldCheckIcon}>
          <p>
            {CONTACT_TEXT.privacy.beforeAddress}
            <a href={`mailto:${PUBLISHER.privacyEmail}`} className={inlineLinkClass}>
              {PUBLISHER.privacyEmail}
            </a>
            {CONTACT_TEXT.privacy.afterAddress}
          </p>
          <Link to={paths.rights} className={inlineLinkClass}>
            {CONTACT_TEXT.rights}
          </Link>
        </ContactCard>
      </div>
    </div>
  );
}

interface ContactCardProps {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

function ContactCard({ id, title, icon: Icon, children }: ContactCardProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border bg-card p-6 text-muted-foreground shadow-sm">
      <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-5" />
      </span>
      <h2 id={id} className="text-lg font-extrabold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

export { ContactPage as Component };
