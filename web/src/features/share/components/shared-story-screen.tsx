import { useEffect, useRef, useState } from 'react';
import type { SharedStory } from '@shared/story-shares';
import { getSharedStory, SharedStoryError } from '@/features/share/api/get-shared-story';
import { SHARE_UI_MESSAGES as M } from '@/features/share/messages';
import { useDocumentTitle } from '@/lib/document-title';

type PageState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; story: SharedStory };

/**
 * Puts a `<meta>` in the head while the page is shown: `robots` keeps the page out of search engines, and
 * `referrer` keeps the link (its token) out of the Referer of the media requests.
 */
function useHeadMeta(name: string, content: string) {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
    return () => meta.remove();
  }, [name, content]);
}

/** The narration's parts one after the other in one native player (its controls are the browser's, accessible). */
function NarrationPlayer({ parts }: { parts: readonly { url: string }[] }) {
  const [part, setPart] = useState(0);
  const audio = useRef<HTMLAudioElement>(null);
  const playNext = useRef(false);
  useEffect(() => {
    if (playNext.current) void audio.current?.play().catch(() => {});
  }, [part]);
  const current = parts[part];
  if (!current) return null;
  return (
    <audio
      ref={audio}
      controls
      preload="metadata"
      src={current.url}
      aria-label={M.listen}
      className="w-full"
      onEnded={() => {
        playNext.current = part + 1 < parts.length;
        if (playNext.current) setPart(part + 1);
      }}
    />
  );
}

/**
 * The story's paragraphs, cut as `storyParagraphs` (shared/stories.ts) cuts them, which the pictures' indexes
 * count; not imported from there, as that module brings zod into this public page's chunks.
 */
function storyParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

function StoryView({ story }: { story: SharedStory }) {
  const paragraphs = storyParagraphs(story.content);
  // The parent's own reading, when they recorded every paragraph (issue 31, item 4), in place of the synthetic voice.
  const narration = story.parentVoice ?? story.audioParts;
  const pictureAt = (index: number) => story.illustrations.filter((picture) => picture.url && Math.min(picture.paragraph, Math.max(paragraphs.length - 1, 0)) === index);
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">{story.title}</h1>
        <p className="text-lg font-semibold text-muted-foreground">{M.sharedFor(story.childFirstName)}</p>
      </header>
      {narration.length > 0 ? (
        <section aria-label={M.listen} className="flex flex-col gap-2">
          <NarrationPlayer parts={narration} />
          {story.parentVoice ? <p className="text-center text-sm text-muted-foreground">{M.parentVoice}</p> : null}
        </section>
      ) : null}
      {paragraphs.map((paragraph, index) => (
        <div key={index} className="flex flex-col gap-4">
          {pictureAt(index).map((picture) => (
            <img key={picture.url} src={picture.url ?? undefined} alt={picture.caption} className="mx-auto aspect-square w-full max-w-md rounded-2xl object-cover shadow" />
          ))}
          <p className="text-lg leading-relaxed whitespace-pre-line">{paragraph}</p>
        </div>
      ))}
      {story.moral ? (
        <section aria-labelledby="shared-moral" className="rounded-xl border-2 border-border bg-card p-4">
          <h2 id="shared-moral" className="text-lg font-bold">
            {M.moral}
          </h2>
          <p className="text-lg">{story.moral}</p>
        </section>
      ) : null}
    </article>
  );
}

/**
 * /partage/:token (issue 31, item 2): the story a parent shared, read-only and without an account, outside the
 * app shell (neither Amplify nor React Query). Kept out of search engines; shows only the story and the child's
 * first name. Loaded by pages/shared-story-page.tsx.
 */
export default function SharedStoryScreen({ token }: { token: string }) {
  const [state, setState] = useState<PageState>({ status: 'loading' });
  useHeadMeta('robots', 'noindex, nofollow');
  useHeadMeta('referrer', 'no-referrer');
  useDocumentTitle(state.status === 'ready' ? state.story.title : state.status === 'error' ? M.unavailableTitle : M.pageTitle);

  useEffect(() => {
    let active = true;
    getSharedStory(token).then(
      (story) => active && setState({ status: 'ready', story }),
      (error: unknown) => active && setState({ status: 'error', message: error instanceof SharedStoryError ? error.message : M.unknownError }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <div className="min-h-dvh bg-background">
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
        {state.status === 'loading' ? (
          <p role="status" className="text-center text-muted-foreground">
            {M.loading}
          </p>
        ) : null}
        {state.status === 'error' ? (
          <div role="alert" className="flex flex-col gap-2 rounded-xl border-2 border-border bg-card p-6 text-center">
            <h1 className="text-2xl font-extrabold">{M.unavailableTitle}</h1>
            <p>{state.message}</p>
          </div>
        ) : null}
        {state.status === 'ready' ? <StoryView story={state.story} /> : null}
      </main>
      <footer className="px-4 pb-8 text-center text-sm text-muted-foreground">{M.footer}</footer>
    </div>
  );
}
