import { SettingsIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SessionSideMenu } from '../../components/side-menu/session-side-menu';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth/session';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { searchWithoutNewSignup, welcomeLine } from './home-helpers';
import { useParentFirstName } from './use-parent-first-name';

const TAGLINE = 'Créez des histoires aussi uniques que vos enfants';

/**
 * /app, the home screen (spec part 1 §2), in its first form: the header with the menu, the logo and the
 * tagline, and a welcome. Profiles, credits and stories come with their own screens; nothing here
 * pretends they exist yet.
 */
export function HomePage() {
  useDocumentTitle('Accueil');
  const { user } = useSession();
  const firstName = useParentFirstName(user?.id);
  useRemoveNewSignupParam();

  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-background to-secondary">
      <header className="relative px-4 pt-3 pb-8 text-center">
        <SessionSideMenu className="absolute top-3 left-3" />
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 pt-12 sm:pt-8">
          <p className="flex items-center gap-3 text-3xl font-extrabold text-foreground sm:text-4xl">
            <Logo />
            Contes Magiques
          </p>
          <p className="text-lg text-pretty text-muted-foreground">{TAGLINE}</p>
        </div>
      </header>

      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center gap-6 px-4 pb-12 text-center">
        <h1 className="text-2xl font-extrabold text-balance sm:text-3xl">{welcomeLine(firstName)}</h1>
        <p className="max-w-prose text-pretty text-muted-foreground">
          Votre espace est prêt. Retrouvez vos paramètres et vos histoires disponibles dans votre compte.
        </p>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.account}>
            <SettingsIcon aria-hidden="true" />
            Paramètres du compte
          </Link>
        </Button>
      </main>
    </div>
  );
}

/** Spec part 1 §2: `new_signup=true` is removed from the address on arrival, the other parameters kept. */
function useRemoveNewSignupParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = searchWithoutNewSignup(location.search);
    if (search === null) return;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [location, navigate]);
}

/** The product's star, as in the favicon; inline, so it cannot fail to load. */
function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-12 shrink-0 drop-shadow-sm sm:size-14">
      <rect width="64" height="64" rx="16" fill="#5b21b6" />
      <path fill="#fcd34d" d="M32 10l6.2 13.6L53 25.4l-11 10.1 3 14.7L32 42.8l-13 7.4 3-14.7-11-10.1 14.8-1.8z" />
    </svg>
  );
}

export { HomePage as Component };
