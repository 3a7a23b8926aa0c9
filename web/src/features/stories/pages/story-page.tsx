import { useQuery } from '@tanstack/react-query';
import { ImageIcon, LoaderCircleIcon, RefreshCwIcon } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { isImageReadyStatus, type StoryDetail } from '@shared/stories';
import { BackHomeHeader } from '@/components/back-home-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isStoryNotFound, storyQueryOptions } from '@/features/stories/api/get-story';
import { useRegenerateImage } from '@/features/stories/api/regenerate-image';
import { AudioPlayer } from '@/features/stories/components/audio-player';
import { activeTimingIndex, storyReadAlong } from '@/features/stories/components/read-along';
import { ReadAlongText } from '@/features/stories/components/read-along-text';
import { STORY_MESSAGES } from '@/features/stories/story-messages';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { confirmationToast } from '@/lib/toasts';
import { isInProgress, isPossibleStoryId, storyParagraphs, storyPollDelay } from './story-logic';

const LOAD_FAILED = "Impossible de charger l'histoire";

/**
 * /story/{id} (spec part 2 §2): the image (400 px area), the narration, the title, the text and its moral,
 * with the way back to /app; the narration's player and the read-along (the word being read is
 * highlighted, a tap on a word goes there).
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

function StoryView({ id }: { id: string }) {
  const navigate = useNavigate();
  const possible = isPossibleStoryId(id);
  const story = useQuery({
    ...storyQueryOptions(id),
    enabled: possible,
    // 'Histoire non trouvée' will not change by asking again.
    retry: (failures, error) => !isStoryNotFound(error) && failures < 1,
    refetchInterval: (query) => storyPollDelay(query.state.data?.status),
  });
  const notFound = !possible || isStoryNotFound(story.error);
  useDocumentTitle(story.data?.title || 'Histoire');

  useEffect(() => {
    if (!notFound) return;
    toast.error(STORY_MESSAGES.storyNotFound, { id: `story-not-found-${id}`, description: STORY_MESSAGES.storyMissingDescription });
    void navigate(paths.app, { replace: true });
  }, [notFound, id, navigate]);

  if (story.data) return <StoryArticle story={story.data} refreshStory={async () => (await story.refetch()).data} />;
  if (story.isError && !notFound) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{LOAD_FAILED}</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>{story.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void story.refetch()}>
            <RefreshCwIcon aria-hidden="true" />
            Réessayer
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Chargement de l'histoire...</span>
      <Skeleton className="h-[400px] w-full rounded-2xl" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

const MORAL_HEADING = "Morale de l'histoire";
const REGENERATE = "Régénérer l'image";

function StoryArticle({ story, refreshStory }: { story: StoryDetail; refreshStory: () => Promise<StoryDetail | undefined> }) {
  const inProgress = isInProgress(story.status);
  const readAlong = useReadAlong(story);
  // The first paint shows the text whole; its words become read-along spans in a render right after.
  const plain = !useDeferredValue(true, false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [currentMs, setCurrentMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const repair = useImageRepair(story);

  const timingIndex = story.words && (playing || currentMs > 0) ? activeTimingIndex(story.words, currentMs) : -1;
  const activeWord = timingIndex >= 0 ? (readAlong.alignment[timingIndex] ?? null) : null;
  const seekToWord =
    story.audioUrl && story.words
      ? (word: number) => {
          const start = readAlong.starts.get(word);
          const audio = audioRef.current;
          if (start === undefined || !audio) return;
          audio.currentTime = start / 1000;
          setCurrentMs(start);
        }
      : undefined;
  const canRegenerate = isImageReadyStatus(story.status) && (story.imageMissing || imageFailed);

  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <StoryImage url={story.imageUrl} title={story.title} inProgress={inProgress} onFailed={() => setImageFailed(true)} regenerating={repair.isPending} />
        {canRegenerate ? (
          <Button variant="outline" className="self-start" onClick={() => repair.regenerate()} disabled={repair.isPending} aria-busy={repair.isPending}>
            {repair.isPending ? <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" /> : <RefreshCwIcon aria-hidden="true" />}
            {REGENERATE}
          </Button>
        ) : null}
      </div>
      {story.audioUrl ? (
        <AudioPlayer
          src={story.audioUrl}
          audioRef={audioRef}
          refreshSource={async () => (await refreshStory())?.audioUrl ?? null}
          onTimeChange={setCurrentMs}
          onPlayingChange={setPlaying}
        />
      ) : null}
      <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">
        {story.title ? <ReadAlongText tokens={readAlong.title} activeWord={activeWord} onWordClick={seekToWord} plain={plain} /> : 'Histoire en cours de création'}
      </h1>
      {story.status === 'failed' ? (
        <Alert variant="destructive">
          <AlertTitle>{STORY_MESSAGES.progressErrorTitle}</AlertTitle>
          <AlertDescription>
            <p>{story.failureReason ?? STORY_MESSAGES.generationFailed}</p>
            <p>{STORY_MESSAGES.progressErrorCreditBack}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {readAlong.paragraphs.length > 0 ? (
        <div data-testid="story-text" className="flex flex-col gap-4 rounded-2xl border bg-card p-5 text-lg leading-relaxed text-card-foreground shadow-sm sm:p-8">
          {readAlong.paragraphs.map((tokens, index) => (
            <p key={index} className="whitespace-pre-line">
              <ReadAlongText tokens={tokens} activeWord={activeWord} onWordClick={seekToWord} plain={plain} />
            </p>
          ))}
        </div>
      ) : null}
      {story.moral ? (
        <section aria-labelledby="story-moral" className="flex flex-col gap-2 rounded-2xl border bg-accent p-5 text-accent-foreground sm:p-6">
          <h2 id="story-moral" className="text-xl font-extrabold">
            <ReadAlongText tokens={readAlong.moralHeading} activeWord={activeWord} onWordClick={seekToWord} plain={plain} />
          </h2>
          <p className="text-lg">
            <ReadAlongText tokens={readAlong.moral} activeWord={activeWord} onWordClick={seekToWord} plain={plain} />
          </p>
        </section>
      ) : null}
    </article>
  );
}

/**
 * The page's texts cut into numbered words in the narration's order (title, paragraphs, the moral's
 * heading — the narrator says it too — and the moral), and their pairing with the narration's timings.
 */
function useReadAlong(story: StoryDetail) {
  return useMemo(
    () => storyReadAlong({ title: story.title, paragraphs: storyParagraphs(story.content), moralHeading: MORAL_HEADING, moral: story.moral }, story.words),
    [story.title, story.content, story.moral, story.words],
  );
}

/**
 * Spec part 2 §4, image health: when the API says the picture's object is missing, it is drawn again
 * once on arrival; the parent can ask again with 'Régénérer l'image'. Both say how it went.
 */
function useImageRepair(story: StoryDetail) {
  const mutation = useRegenerateImage(story.id);
  const { mutate } = mutation;
  const triedAutomatically = useRef(false);
  const regenerate = useCallback(() => {
    mutate(undefined, {
      onSuccess: () => confirmationToast(STORY_MESSAGES.imageRegenerated, { id: `image-regenerated-${story.id}` }),
      onError: () => toast.error(STORY_MESSAGES.imageRegenerationFailed, { id: `image-regeneration-failed-${story.id}` }),
    });
  }, [mutate, story.id]);
  const shouldRepair = story.imageMissing && isImageReadyStatus(story.status);
  useEffect(() => {
    if (!shouldRepair || triedAutomatically.current) return;
    triedAutomatically.current = true;
    regenerate();
  }, [shouldRepair, regenerate]);
  return { regenerate, isPending: mutation.isPending };
}

/**
 * The 400 px image area: the whole illustration, or a drawn placeholder while there is none or when it cannot
 * be loaded (spec part 2 §8); 'En cours' over it while the story is being made.
 */
function StoryImage({ url, title, inProgress, onFailed, regenerating }: { url: string | null; title: string; inProgress: boolean; onFailed: () => void; regenerating: boolean }) {
  // A new signed URL (the next read) gets a new chance; the one that failed is not tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && url !== '' && url !== failedUrl;
  const placeholderLabel = regenerating ? 'Illustration en cours de création' : url && url === failedUrl ? "Impossible de charger l'image" : inProgress ? 'Illustration en cours de création' : 'Illustration indisponible';
  return (
    // Square on a phone, 400 px tall from the small breakpoint; the whole picture is shown, never cropped
    // (issue 18: on a desktop the child's name banner at the picture's foot was cut off).
    <div className="relative aspect-square max-h-[400px] w-full overflow-hidden rounded-2xl border bg-muted shadow-sm sm:aspect-auto sm:h-[400px]">
      {showImage ? (
        <img src={url} alt={title ? `Illustration de l'histoire « ${title} »` : "Illustration de l'histoire"} onError={() => {
            setFailedUrl(url);
            onFailed();
          }} data-testid="story-picture" fetchPriority="high" className="size-full object-contain" />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-muted-foreground">
          <ImageIcon aria-hidden="true" className="size-16" />
          <p className="font-semibold">{placeholderLabel}</p>
        </div>
      )}
      {inProgress ? (
        <span className="absolute top-3 left-3 inline-flex items-center gap-2 rounded-full bg-primary px-3 py-1.5 text-sm font-bold text-primary-foreground shadow">
          <LoaderCircleIcon aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          En cours
        </span>
      ) : null}
    </div>
  );
}

export { StoryPage as Component };
