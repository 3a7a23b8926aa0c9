import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { SITE_NAME_TEXT } from '@/features/public/messages';
import { headerAccountLinks } from './public-links';
import { SiteLogo } from './site-logo';
import { VisitorMenu } from './visitor-menu';

/**
 * The top bar of every public page: the visitors' menu, the logo and name (to the landing page), and on
 * screens wide enough the account calls ('Se connecter' and 'Créer un compte', or 'Mon espace'); phones
 * find them in the menu. A fixed height, so nothing below moves when a signed-in parent's link appears.
 */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const accountLinks = headerAccountLinks(signedIn);
  return (
    <header className="mx-auto flex h-16 w-full max-w-6xl items-center gap-1 px-2 sm:gap-2 sm:px-6">
      <VisitorMenu signedIn={signedIn} />
      <Link
        to={paths.home}
        aria-label={SITE_NAME_TEXT.homeLink}
        className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-extrabold text-foreground focus-ring"
      >
        <SiteLogo />
        <span>{SITE_NAME_TEXT.name}</span>
      </Link>
      <div className="ml-auto hidden items-center gap-2 sm:flex">
        {accountLinks.map((link, index) => (
          <Button key={link.id} asChild size="sm" variant={index === accountLinks.length - 1 ? 'default' : 'ghost'}>
            <Link to={link.to} data-link={link.id}>
              {link.label}
            </Link>
          </Button>
        ))}
      </div>
    </header>
  );
}
