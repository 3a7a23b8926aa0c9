import { SparklesIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { StoryDetail } from '@shared/stories';
import type { StorySeries } from '@shared/story-sequels';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { SEQUEL_BUTTON_TEXT, storyEpisodeLabel } from '@/features/stories/messages';

/**
 * The story page's header line for an episode of a series (« La suite », issue 31, item 1), above the title, as the
 * library shows it on the card. Nothing for a story with no sequel: the GET answer's series is absent or null.
 */
export function EpisodeLabel({ series }: { series?: StorySeries | null | undefined }) {
  if (!series) return null;
  return (
    <p data-testid="story-episode" className="-mb-4 text-sm font-bold tracking-wide text-primary uppercase">
      {storyEpisodeLabel(series.episode)}
    </p>
  );
}

/** /create?suite=<id> (@shared/story-sequels' SEQUEL_QUERY_PARAM; a test holds them together). */
export const sequelPath = (storyId: string): string => `${paths.create}?suite=${encodeURIComponent(storyId)}`;

/** 'Écrire la suite' (issue 31, item 1) on a finished story's page: opens the wizard pre-filled from this episode. */
export function SequelButton({ story }: { story: Pick<StoryDetail, 'id' | 'status' | 'isDemo'> }) {
  if (story.status !== 'completed' || story.isDemo) return null;
  return (
    <Button asChild variant="outline" size="lg" className="self-center" title={SEQUEL_BUTTON_TEXT.hint}>
      <Link to={sequelPath(story.id)}>
        <SparklesIcon aria-hidden="true" />
        {SEQUEL_BUTTON_TEXT.write}
      </Link>
    </Button>
  );
}

export { SEQUEL_BUTTON_TEXT, storyEpisodeLabel };
