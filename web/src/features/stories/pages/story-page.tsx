import { useQuery } from '@tanstack/react-query';
import { ImageIcon, LoaderCircleIcon, MoonIcon, RefreshCwIcon } from 'lucide-react';
import { Fragment, lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { isImageReadyStatus, type StoryDetail, type StoryStatus } from '@shared/stories';
import { BackHomeHeader } from '@/components/back-home-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isStoryNotFound, storyQueryOptions } from '@/features/stories/api/get-story';
import { useRegenerateImage } from '@/features/stories/api/regenerate-image';
import { AudioPlayer } from '@/features/stories/components/audio-player';
import { BookDownloadButton } from '@/features/stories/components/book-download-button';
import { EpisodeLabel, SequelButton } from '@/features/stories/sequel/sequel-button';
import type { NarrationControl } from '@/features/stories/components/narration-sequence';
import { activeTimingIndex, storyReadAlong } from '@/features/stories/components/read-along';
import { ReadAlongText } from '@/features/stories/components/read-along-text';
import { useMediaSession } from '@/features/stories/components/use-media-session';
import { SLEEP_MESSAGES, STORY_MESSAGES } from '@/features/stories/messages';
import { useVoicePlayback, VoiceChoiceGroup, VoiceRecorderSection } from '@/features/stories/voice/story-voice';
import { activeParagraph } from '@/features/stories/voice/voice-logic';
import { useDocumentTitle } from '@/lib/document-title';
import { HeroesLine } from '@/features/stories/siblings/heroes-line';
import { paths } from '@/lib/paths';
import { profilesQueryOptions } from '@/features/profiles';
import { confirmationToast } from '@/lib/toasts';
import { isInProgress, isPossibleStoryId, nextPictureToRepair, picturePlaces, storyParagraphs, storyPollDelay, type PagePicture } from './story-logic';
import { STORY_LOAD_FAILED, MORAL_HEADING, REGENERATE_IMAGE } from '@/features/stories/messages';
import { STORY_PAGE_TEXT } from '@/features/stories/messages';

// Its own chunk: the story page stays as light as before for every reading that never goes to sleep.
const SleepScreen = lazy(() => import('@/features/stories/components/sleep-screen'));

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

function StoryView({ id }: { id: string }) {
  const navigate = useNavigate();
  const possible = isPossibleStoryId(id);
  const story = useQuery({
    ...storyQueryOptions(id),
    enabled: possible,
    // 'Histoire non trouvée' will not change by asking again.
    retry: (failures, error) => !isStoryNotFound(error) && failures < 1,
    refetchInterval: (query) => storyPollDelay(query.state.data),
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
        <AlertTitle>{STORY_LOAD_FAILED}</AlertTitle>
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
      <span className="sr-only">{STORY_PAGE_TEXT.loading}</span>
      <Skeleton className="h-[400px] w-full rounded-2xl" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function StoryArticle({ story, refreshStory }: { story: StoryDetail; refreshStory: () => Promise<StoryDetail | undefined> }) {
  const inProgress = isInProgress(story);
  const readAlong = useReadAlong(story);
  // The first paint shows the text whole; its words become read-along spans in a render right after.
  const plain = !useDeferredValue(true, false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const narration = useRef<NarrationControl | null>(null);
  // The parent's own reading plays in place of the synthetic voice once it is whole (issue 31, item 4).
  const voice = useVoicePlayback(story, refreshStory);
  const hasNarration = voice.parts.length > 0;
  const [currentMs, setCurrentMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const places = useMemo(() => picturePlaces(story, readAlong.paragraphs.length), [story, readAlong.paragraphs.length]);
  const repair = usePictureRepairs(story, places);
  const [sleeping, setSleeping] = useState(false);
  const sleepButton = useRef<HTMLButtonElement>(null);
  // The app shell's (lib/offline-slots.ts), loaded only when shown.
  const SaveOfflineButton = globalThis.contesMagiquesOfflineSlots?.SaveOfflineButton;
  // The family link (issue 31, item 2), the app shell's too (lib/share-slots.ts).
  const ShareStoryControl = globalThis.contesMagiquesShareSlots?.ShareStoryControl;
  // The profiles are the app shell's, already read: the child's name costs no request here.
  const childName = useQuery({ ...profilesQueryOptions(), select: (profiles) => profiles.find((profile) => profile.id === story.profileId)?.name ?? null }).data ?? null;
  useMediaSession(narration, { title: story.title, childName, artwork: places.top.url || null }, hasNarration);

  // The parent's reading has no word timings: the read-along follows it paragraph by paragraph.
  const readingParagraph = voice.played === 'parent' ? activeParagraph(voice.parts, currentMs, playing || currentMs > 0) : null;
  const timingIndex = voice.played === 'synthetic' && story.words && (playing || currentMs > 0) ? activeTimingIndex(story.words, currentMs) : -1;
  const activeWord = timingIndex >= 0 ? (readAlong.alignment[timingIndex] ?? null) : null;
  const seekToWord =
    hasNarration && voice.played === 'synthetic' && story.words
      ? (word: number) => {
          const start = readAlong.starts.get(word);
          if (start === undefined) return;
          narration.current?.seek(start / 1000);
        }
      : undefined;
  const frame = (picture: PagePicture, top: boolean) => (
    <PictureFrame key={picture.picture} picture={picture} top={top} status={story.status} inProgress={inProgress} repair={repair} />
  );

  return (
    <article className="flex flex-col gap-6">
      {frame(places.top, true)}
      {hasNarration ? (
        <AudioPlayer
          key={voice.key}
          parts={voice.parts}
          complete={voice.complete}
          audioRef={audioRef}
          controlRef={narration}
          refreshParts={voice.refreshParts}
          onTimeChange={setCurrentMs}
          onPlayingChange={setPlaying}
        />
      ) : story.narrationRequested && story.status !== 'failed' ? (
        <p role="status" className="flex items-center justify-center gap-2 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm">
          <LoaderCircleIcon aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          {STORY_MESSAGES.narrationComing}
        </p>
      ) : null}
      {voice.canChoose && voice.played ? (
        <VoiceChoiceGroup
          played={voice.played}
          onChoose={(choice) => {
            voice.choose(choice);
            setCurrentMs(0);
            setPlaying(false);
          }}
        />
      ) : null}
      {hasNarration ? (
        <Button ref={sleepButton} variant="outline" size="lg" className="self-center" onClick={() => setSleeping(true)} aria-haspopup="dialog">
          <MoonIcon aria-hidden="true" />
          {SLEEP_MESSAGES.open}
        </Button>
      ) : null}
      {SaveOfflineButton && story.status === 'completed' ? (
        <Suspense fallback={null}>
          <SaveOfflineButton story={story} refreshStory={refreshStory} />
        </Suspense>
      ) : null}
      <BookDownloadButton story={story} />
      <SequelButton story={story} />
      {ShareStoryControl && story.status === 'completed' ? (
        <Suspense fallback={null}>
          <ShareStoryControl story={story} />
        </Suspense>
      ) : null}
      <VoiceRecorderSection story={story} />
      {sleeping ? (
        <Suspense fallback={null}>
          <SleepScreen
            audioRef={audioRef}
            control={narration}
            playing={playing}
            profileId={story.profileId}
            childName={childName}
            title={story.title}
            paragraphs={storyParagraphs(story.content)}
            picture={places.top.url ? { url: places.top.url, caption: places.top.caption } : null}
            onClose={() => setSleeping(false)}
            returnFocusTo={sleepButton}
          />
        </Suspense>
      ) : null}
      <EpisodeLabel series={story.series} />
      <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">
        {story.title ? <ReadAlongText tokens={readAlong.title} activeWord={activeWord} onWordClick={seekToWord} plain={plain} /> : STORY_PAGE_TEXT.inProgress}
      </h1>
      {story.siblingProfileId ? <HeroesLine story={story} className="-mt-2 text-base" /> : null}
      {story.status === 'failed' ? (
        <Alert variant="destructive">
          <AlertTitle>{STORY_MESSAGES.progressErrorTitle}</AlertTitle>
          <AlertDescription>
            <p>{story.failureReason ?? STORY_MESSAGES.generationFailed}</p>
            <p>{story.isDemo ? STORY_MESSAGES.progressErrorTestStory : STORY_MESSAGES.progressErrorCreditBack}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {readAlong.paragraphs.length > 0 ? (
        <div data-testid="story-text" className="flex flex-col gap-4 rounded-2xl border bg-card p-5 text-lg leading-relaxed text-card-foreground shadow-sm sm:p-8">
          {readAlong.paragraphs.map((tokens, index) => (
            <Fragment key={index}>
              {places.before.get(index)?.map((picture) => frame(picture, false))}
              <p
                className={readingParagraph === index ? 'rounded-lg bg-primary/10 whitespace-pre-line ring-2 ring-primary ring-offset-4 ring-offset-card' : 'whitespace-pre-line'}
                data-reading={readingParagraph === index ? 'true' : undefined}
              >
                <ReadAlongText tokens={tokens} activeWord={activeWord} onWordClick={seekToWord} plain={plain} />
              </p>
            </Fragment>
          ))}
          {places.after.map((picture) => frame(picture, false))}
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

type PictureRepairs = ReturnType<typeof usePictureRepairs>;

/**
 * Spec part 2 §4, image health, per picture: each picture the API says is missing is drawn again once on
 * arrival, one after the other (the API draws one picture at a time per parent); the parent can ask again
 * with 'Régénérer l'image' under any picture that is missing or could not be loaded. Both say how it went.
 */
function usePictureRepairs(story: StoryDetail, places: ReturnType<typeof picturePlaces>) {
  const mutation = useRegenerateImage(story.id);
  const { mutate, isPending, variables } = mutation;
  const tried = useRef(new Set<number>());
  const regenerate = useCallback(
    (picture: number) => {
      mutate(picture, {
        onSuccess: () => confirmationToast(STORY_MESSAGES.imageRegenerated, { id: `image-regenerated-${story.id}-${picture}` }),
        onError: () => toast.error(STORY_MESSAGES.imageRegenerationFailed, { id: `image-regeneration-failed-${story.id}-${picture}` }),
      });
    },
    [mutate, story.id],
  );
  const pictures = useMemo(() => [places.top, ...[...places.before.values()].flat(), ...places.after], [places]);
  const ready = isImageReadyStatus(story.status);
  useEffect(() => {
    if (!ready || isPending) return;
    const next = nextPictureToRepair(pictures, tried.current);
    if (next === undefined) return;
    tried.current.add(next);
    regenerate(next);
  }, [ready, isPending, pictures, regenerate]);
  return { regenerate, isPending, pendingPicture: isPending ? variables : undefined };
}

/**
 * One picture of the picture book and its own regeneration. The first (the opening) fills the 400 px area at
 * the top, asked for first; the others sit in the text before their paragraph and load only when they come
 * near the screen. A drawn placeholder while there is none or when it cannot be loaded (spec part 2 §8);
 * 'En cours' over the first while the story is being made.
 */
function PictureFrame({ picture, top, status, inProgress, repair }: { picture: PagePicture; top: boolean; status: StoryStatus; inProgress: boolean; repair: PictureRepairs }) {
  // A new signed URL (the next read, a regeneration) gets a new chance; the one that failed is not tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const { url } = picture;
  const showImage = url !== null && url !== '' && url !== failedUrl;
  const failed = url !== null && url === failedUrl;
  const regenerating = repair.pendingPicture === picture.picture;
  const canRegenerate = isImageReadyStatus(status) && (picture.missing || failed);
  const placeholderLabel = regenerating ? STORY_PAGE_TEXT.pictureInProgress : failed ? STORY_PAGE_TEXT.pictureFailed : inProgress ? STORY_PAGE_TEXT.pictureInProgress : STORY_PAGE_TEXT.pictureUnavailable;
  return (
    <figure className="flex flex-col gap-3" data-moment={picture.moment}>
      {/* Square on a phone, 400 px tall from the small breakpoint; the whole picture is shown, never cropped
          (issue 18: on a desktop the child's name banner at the picture's foot was cut off). */}
      <div className="relative aspect-square max-h-[400px] w-full overflow-hidden rounded-2xl border bg-muted shadow-sm sm:aspect-auto sm:h-[400px]">
        {showImage ? (
          <img
            src={url}
            alt={picture.caption}
            onError={() => setFailedUrl(url)}
            data-testid="story-picture"
            data-picture={picture.picture}
            {...(top ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
            className="size-full object-contain"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-muted-foreground">
            <ImageIcon aria-hidden="true" className="size-16" />
            <p className="font-semibold">{placeholderLabel}</p>
          </div>
        )}
        {top && inProgress ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-2 rounded-full bg-primary px-3 py-1.5 text-sm font-bold text-primary-foreground shadow">
            <LoaderCircleIcon aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            En cours
          </span>
        ) : null}
      </div>
      {canRegenerate ? (
        <Button variant="outline" className="self-start" onClick={() => repair.regenerate(picture.picture)} disabled={repair.isPending} aria-busy={regenerating}>
          {regenerating ? <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" /> : <RefreshCwIcon aria-hidden="true" />}
          {REGENERATE_IMAGE}
        </Button>
      ) : null}
    </figure>
  );
}

export { StoryPage as Component };
