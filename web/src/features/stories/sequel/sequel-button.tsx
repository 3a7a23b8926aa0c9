import { SparklesIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { StoryDetail } from '@shared/stories';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { SEQUEL_TEXT, sequelPath } from './sequel-logic';

/** 'Écrire la suite' (issue 31, item 1) on a finished story's page: opens the wizard pre-filled from this episode. */
export function SequelButton({ story }: { story: Pick<StoryDetail, 'id' | 'status' | 'isDemo'> }) {
  if (story.status !== 'completed' || story.isDemo) return null;
  return (
    <Button asChild variant="outline" size="lg" className="self-center" title={SEQUEL_TEXT.hint}>
      <Link to={sequelPath(paths.create, story.id)}>
        <SparklesIcon aria-hidden="true" />
        {SEQUEL_TEXT.write}
      </Link>
    </Button>
  );
}
