import { useQuery } from '@tanstack/react-query';
import { profilesQueryOptions } from '@/features/profiles';
import { cn } from '@/lib/utils';
import { heroNames, SIBLING_TEXT } from './heroes';

/** « Une histoire pour Léa et Tom »: shown for a story of two children only (the profiles are the app shell's, cached). */
export function HeroesLine({ story, className }: { story: { profileId: string; siblingProfileId?: string | null | undefined }; className?: string }) {
  const names = useQuery({ ...profilesQueryOptions(), enabled: !!story.siblingProfileId, select: (profiles) => heroNames(profiles, story) }).data ?? null;
  if (!names) return null;
  return (
    <span data-testid="story-heroes" className={cn('text-sm font-bold text-muted-foreground', className)}>
      {SIBLING_TEXT.storyFor(names)}
    </span>
  );
}
