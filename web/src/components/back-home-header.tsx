import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { SessionSideMenu } from './side-menu/session-side-menu';
import { Button } from './ui/button';
import { COMPONENT_MESSAGES } from '@/components/messages';

/** The top bar of the inner pages: the menu button and 'Retour à l'accueil' (spec: back link to /app). */
export function BackHomeHeader({ className }: { className?: string }) {
  return (
    <header className={cn('mx-auto flex w-full max-w-2xl items-center gap-2 px-3 pt-3', className)}>
      <SessionSideMenu />
      <Button asChild variant="ghost">
        <Link to={paths.app}>
          <ArrowLeftIcon aria-hidden="true" />
          {COMPONENT_MESSAGES.backHome}
        </Link>
      </Button>
    </header>
  );
}
