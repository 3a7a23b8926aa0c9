import { useQuery } from '@tanstack/react-query';
import { LoaderCircleIcon, MoonIcon } from 'lucide-react';
import { Fragment, lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { StoryDetail } from '@shared/stories';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EpisodeLabel, SequelButton } from '@/features/stories/sequel/sequel-button';
import { HeroesLine } from '@/features/stories/siblings/heroes-line';
import { useVoicePlayback, VoiceChoiceGroup, VoiceRecorderSection } from '@/features/stories/voice/story-voice';
import { activeParagraph } from '@/features/stories/voice/voice-logic';
import { MORAL_HEADING, SLEEP_MESSAGES, STORY_MESSAGES, STORY_PAGE_TEXT } from '@/features/stories/messages';
import { isInProgress, picturePlaces, storyParagraphs, type PagePicture } from '@/features/stories/components/story-logic';
import { profilesQueryOptions } from '@/features/profiles';
import { AudioPlayer } from './audio-player';
import { BookDownloadButton } from './book-download-button';
import type { NarrationControl } from './narration-sequence';
import { PictureFrame } from './picture-frame';
import { activeTimingIndex, storyReadAlong } from './read-along';
import { ReadAlongText } from './read-along-text';
import { useMediaSession } from './use-media-session';
import { usePictureRepairs } from './use-picture-repairs';

// Its own chunk: the story page stays as light as before for every reading that never goes to sleep.
const SleepScreen = lazy(() => import('./sleep-screen'));

/**
 * A story as the page shows it (spec part 2 §2): the first picture, the narration and its sleep mode, the ways to
 * keep, share and continue it, the title, the text with the picture book's other pictures before their paragraphs,
 * and its moral, with the read-along (the word being read is highlighted, a tap on a word goes there).
 */
export function StoryArticle({ story, refreshStory }: { story: StoryDetail; refreshStory: () => Promise<StoryDetail | undefined> }) {
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

