import { CookieIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PUBLISHER } from '@/lib/publisher';
import { copyrightYear, FOOTER_LEGAL_LINKS, FOOTER_SITE_LINKS, isCurrentPage, type PublicLink } from './public-links';
import { SiteLogo } from './site-logo';
import { FOOTER_TEXT, SITE_NAME_TEXT } from '@/features/public/messages';

const linkClass =
  'inline-flex min-h-8 items-center rounded-md py-1 font-semibold text-foreground underline-offset-4 hover:text-primary hover:underline focus-ring aria-[current=page]:text-primary aria-[current=page]:underline';

export interface PublicFooterProps {
  /** Opens the cookie banner again with the visitor's current answer. */
  onManageCookies: () => void;
  /** The 'Gérer les cookies' button, where focus returns once the banner is answered. */
  manageCookiesRef: Ref<HTMLButtonElement>;
}

/**
 * The footer of every public page (spec part 1 §2): the eight legal documents, the rest of the site, the
 * way back to the cookie banner, and the publisher's name and contact from config/publisher.json. The
 * year comes from the legal texts' update date, not the clock (prerendered pages must not change by day).
 */
export function PublicFooter({ onManageCookies, manageCookiesRef }: PublicFooterProps) {
  const { pathname } = useLocation();
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-[1.2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <SiteLogo className="size-9" />
            {SITE_NAME_TEXT.name}
          </p>
          <p className="max-w-xs text-muted-foreground">{FOOTER_TEXT.tagline}</p>
          <p className="flex flex-col text-muted-foreground">
            {FOOTER_TEXT.writeToUs}
            <a
              href={`mailto:${PUBLISHER.contactEmail}`}
              className="self-start font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-4 focus-ring"
            >
              {PUBLISHER.contactEmail}
            </a>
          </p>
        </div>
        <FooterLinks title={FOOTER_TEXT.legalTitle} links={FOOTER_LEGAL_LINKS} pathname={pathname} />
        <FooterLinks title={SITE_NAME_TEXT.name} links={FOOTER_SITE_LINKS} pathname={pathname}>
          <li>
            <button
              ref={manageCookiesRef}
              type="button"
              onClick={onManageCookies}
              className={`${linkClass} gap-2 text-left [&_svg]:size-4`}
              data-link="manage-cookies"
            >
              <CookieIcon aria-hidden="true" />
              {FOOTER_TEXT.manageCookies}
            </button>
          </li>
        </FooterLinks>
      </div>
      <div className="border-t">
        <p className="mx-auto w-full max-w-6xl px-4 py-5 text-sm text-muted-foreground sm:px-6">
          © {copyrightYear(PUBLISHER.legalLastUpdated)} {PUBLISHER.companyName}{FOOTER_TEXT.rightsReserved}
        </p>
      </div>
    </footer>
  );
}

interface FooterLinksProps {
  title: string;
  links: readonly PublicLink[];
  pathname: string;
  children?: ReactNode;
}

/** One column of links, a navigation landmark named after its title. */
function FooterLinks({ title, links, pathname, children }: FooterLinksProps) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-extrabold tracking-wider text-muted-foreground uppercase">{title}</h2>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.to} data-link={link.id} aria-current={isCurrentPage(link.to, pathname) ? 'page' : undefined} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
