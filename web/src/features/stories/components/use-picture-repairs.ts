import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { isImageReadyStatus, type StoryDetail } from '@shared/stories';
import { useRegenerateImage } from '@/features/stories/api/regenerate-image';
import { STORY_MESSAGES } from '@/features/stories/messages';
import { nextPictureToRepair, type picturePlaces } from '@/features/stories/components/story-logic';
import { confirmationToast } from '@/lib/toasts';

export type PictureRepairs = ReturnType<typeof usePictureRepairs>;

/**
 * Spec part 2 §4, image health, per picture: each picture the API says is missing is drawn again once on
 * arrival, one after the other (the API draws one picture at a time per parent); the parent can ask again
 * with 'Régénérer l'image' under any picture that is missing or could not be loaded. Both say how it went.
 */
export function usePictureRepairs(story: StoryDetail, places: ReturnType<typeof picturePlaces>) {
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

