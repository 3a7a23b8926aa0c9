import { SparklesIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { StoryDetail } from '@shared/stories';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The button's words, its own: nothing here is shared with the wizard's or the library's chunks. */
export const SEQUEL_BUTTON_TEXT = {
  write: 'Écrire la suite',
  hint: 'Un nouvel épisode pour le même enfant, avec le même compagnon et le même lieu si vous le souhaitez (1 crédit).',
} as const;

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
