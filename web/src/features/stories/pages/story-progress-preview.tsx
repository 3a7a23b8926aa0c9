import { useParams } from 'react-router-dom';
import { ProgressScreen } from '@/features/stories/components/progress-screen';

/**
 * The loading screen of a story shown inside another page (the /test page, spec part 2 §2: "shows the
 * loading-story screen"), at /test/chargement/{id}: the same screen as /story/{id}/loading, polling the
 * same way, but it stays on that page at the end instead of opening the story.
 */
function StoryProgressPreview() {
  const { id } = useParams<{ id: string }>();
  return id ? <ProgressScreen key={id} storyId={id} preview /> : null;
}

export { StoryProgressPreview as Component };
