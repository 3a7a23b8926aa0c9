import { HouseIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { CREATE_FIRST_STORY_LABEL, MY_SPACE_LABEL } from './landing-content';

/**
 * The landing's main call: 'Créer mon premier conte' to /auth (spec part 1 §2), or 'Mon espace' to /app for
 * a parent this browser knows as signed in. `signedIn` is false on the server and while the prerendered
 * page hydrates (the layout's `useHasStoredSession`), so the first render is the same everywhere.
 */
export function StartCall({ signedIn, className }: { signedIn: boolean; className?: string }) {
  return (
    <Button asChild size="lg" className={cn('w-full sm:w-auto', className)}>
      {signedIn ? (
        <Link to={paths.app} data-link="my-space">
          <HouseIcon aria-hidden="true" />
          {MY_SPACE_LABEL}
        </Link>
      ) : (
        <Link to={paths.auth} data-link="create-first-story">
          <SparklesIcon aria-hidden="true" />
          {CREATE_FIRST_STORY_LABEL}
        </Link>
      )}
    </Button>
  );
}
