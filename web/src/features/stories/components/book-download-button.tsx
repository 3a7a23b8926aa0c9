import { BookDownIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StoryDetail } from '@shared/stories';
import { Button } from '@/components/ui/button';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';
import { getStoryBook, type StoryBookLink } from '@/features/stories/api/get-story-book';
import { BOOK_MESSAGES } from '@/features/stories/messages';

/**
 * « Télécharger le livre » (issue 31, item 3): asks the server for the story's picture book and downloads
 * it through the short-lived link it answers. Shown once the story is complete (its pictures drawn).
 * `load` and `navigate` are the API's and the browser's by default (a test passes its own).
 */
export function BookDownloadButton({
  story,
  load = getStoryBook,
  navigate = (url) => window.location.assign(url),
}: {
  story: Pick<StoryDetail, 'id' | 'status'>;
  load?: (id: string) => Promise<StoryBookLink>;
  navigate?: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  if (story.status !== 'completed') return null;
  const download = async () => {
    setBusy(true);
    try {
      // The link is an attachment: following it downloads the file and the page stays.
      navigate((await load(story.id)).url);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : API_ERROR_MESSAGES.unknown, { id: `book-download-failed-${story.id}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="lg" className="self-center" onClick={() => void download()} disabled={busy} aria-busy={busy} title={BOOK_MESSAGES.hint}>
      {busy ? <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" /> : <BookDownIcon aria-hidden="true" />}
      {busy ? BOOK_MESSAGES.preparing : BOOK_MESSAGES.download}
    </Button>
  );
}

export { BOOK_MESSAGES };
