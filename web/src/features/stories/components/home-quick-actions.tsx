import { BookOpenIcon, LoaderCircleIcon, ShoppingBagIcon, SparklesIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { HOME_TEXT } from '@/features/stories/messages';
import type { MainAction } from './home-logic';

const MAIN_ACTION_ICONS: Record<Exclude<MainAction['kind'], 'loading'>, LucideIcon> = {
  createProfile: UserPlusIcon,
  getMoreStories: ShoppingBagIcon,
  createStory: SparklesIcon,
};

/** The home screen's main button (see `mainActionFor`) and the way to the library (spec part 1 §2). */
export function HomeQuickActions({ action }: { action: MainAction }) {
  return (
    <div className="flex w-full max-w-sm flex-col items-stretch gap-3">
      {action.kind === 'loading' ? (
        <Button size="lg" disabled aria-busy="true">
          <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          {action.label}
        </Button>
      ) : (
        <MainActionLink action={action} />
      )}
      <Button asChild size="lg" variant="outline">
        <Link to={paths.library}>
          <BookOpenIcon aria-hidden="true" />
          {HOME_TEXT.library}
        </Link>
      </Button>
    </div>
  );
}

function MainActionLink({ action }: { action: Exclude<MainAction, { kind: 'loading' }> }) {
  const Icon = MAIN_ACTION_ICONS[action.kind];
  return (
    <Button asChild size="lg" data-main-action={action.kind}>
      <Link to={action.to}>
        <Icon aria-hidden="true" />
        {action.label}
      </Link>
    </Button>
  );
}

/** Spec part 1 §2: `creating_story=true` shows this in place of the quick actions and recent stories. */
export function CreatingStoryStatus() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-8 text-card-foreground shadow-sm">
      <LoaderCircleIcon aria-hidden="true" className="size-10 animate-spin text-primary" />
      <p className="text-lg font-bold">{HOME_TEXT.creating}</p>
    </div>
  );
}
