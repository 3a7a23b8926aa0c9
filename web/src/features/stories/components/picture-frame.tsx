import { ImageIcon, LoaderCircleIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { isImageReadyStatus, type StoryStatus } from '@shared/stories';
import { Button } from '@/components/ui/button';
import { REGENERATE_IMAGE, STORY_PAGE_TEXT, STORY_VIEW_TEXT } from '@/features/stories/messages';
import type { PagePicture } from '@/features/stories/components/story-logic';
import type { PictureRepairs } from './use-picture-repairs';

/**
 * One picture of the picture book and its own regeneration. The first (the opening) fills the 400 px area at
 * the top, asked for first; the others sit in the text before their paragraph and load only when they come
 * near the screen. A drawn placeholder while there is none or when it cannot be loaded (spec part 2 §8);
 * 'En cours' over the first while the story is being made.
 */
export function PictureFrame({ picture, top, status, inProgress, repair }: { picture: PagePicture; top: boolean; status: StoryStatus; inProgress: boolean; repair: PictureRepairs }) {
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
            {STORY_VIEW_TEXT.inProgress}
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

