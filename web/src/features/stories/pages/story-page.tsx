import { StoryView } from '@/features/stories/components/story-view';
import { useParams } from 'react-router-dom';
import { BackHomeHeader } from '@/components/back-home-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { STORY_MESSAGES } from '@/features/stories/messages';

/**
 * /story/{id} (spec part 2 §2): the first picture (400 px area), the narration, the title, the text with
 * the picture book's other pictures before their paragraphs, and its moral, with the way back to /app;
 * the narration's player and the read-along (the word being read is highlighted, a tap on a word goes there).
 */
function StoryPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <div className="min-h-dvh">
      <BackHomeHeader className="max-w-3xl" />
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        {id ? (
          <StoryView key={id} id={id} />
        ) : (
          <Alert variant="destructive">
            <AlertTitle>{STORY_MESSAGES.storyIdMissing}</AlertTitle>
          </Alert>
        )}
      </main>
    </div>
  );
}

export { StoryPage as Component };
