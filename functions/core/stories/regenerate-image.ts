import { STORY_MESSAGES } from '#shared/stories';
import type { AccountRepository } from '#core/accounts/account-repository';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { Caller } from '#core/caller';
import { ConflictError, NotFoundError } from '#core/errors';
import { logger } from '#core/logger';
import type { ParentRateLimiter } from '#core/rate-limits/parent-rate-limiter';
import { PARENT_RATE_LIMITS } from '#core/rate-limits/token-bucket';
import type { Illustrator } from '#core/story-makers-port';
import { ImageRegenerationBusyError, type ImageRegenerationLeaseRepository } from './image-regeneration-lease-repository';
import type { StoryMediaRepository } from './story-media-repository';
import { storyPictures } from './story-pictures';
import { metered } from './story-usage';
import type { StoryRepository } from './story-repository';

export interface RegenerateImagePorts {
  /** The parent's account holds the lease: it must exist (created if need be) and not be deleted. */
  accounts: AccountRepository;
  stories: StoryRepository;
  media: StoryMediaRepository;
  illustrator: Illustrator;
  lease: ImageRegenerationLeaseRepository;
  /**
   * The parent's own bucket (PARENT_RATE_LIMITS.imageRegeneration), taken only when a picture is drawn:
   * a fresh URL for a picture that is there costs nothing. The handler always gives it.
   */
  limits?: ParentRateLimiter;
  now?: () => Date;
}

/**
 * `POST /api/stories/{id}/image` (spec part 2 §7, generate-image): draws one picture of the story again
 * (`picture`, 1-based, default the first) from the request and the scene kept on the story (same seed, so
 * the embedded illustrator gives the same picture back), stores it under that picture's own key and
 * answers a fresh signed URL, only when that picture's object is missing or unreadable: the others are
 * never touched. One drawing at a time per parent (a lease; a second one meanwhile gets 429), and a few a
 * minute at most (the parent's own token bucket; beyond, a French 429). The object
 * is written only while the story exists, and removed again if the story was deleted (with its profile)
 * meanwhile. A picture the story does not have is not found.
 */
export async function regenerateImage(ports: RegenerateImagePorts, caller: Caller, storyId: string, picture = 1): Promise<{ imageUrl: string }> {
  const now = ports.now ?? (() => new Date());
  const story = await ports.stories.get(caller.userId, storyId, { consistent: true });
  if (!story || story.status === 'failed') throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  if (story.status === 'generating_image' || !story.content) throw new ConflictError(STORY_MESSAGES.storyNotWrittenYet);
  const wanted = storyPictures(story).find((candidate) => candidate.picture === picture);
  if (!wanted) throw new NotFoundError(STORY_MESSAGES.pictureNotFound);
  // A picture that is there is not drawn again (with OpenAI, each drawing costs): a fresh URL is enough
  // when the browser failed to load it.
  // An object that cannot be read counts as missing, as the story's detail reported it: draw it again.
  if (wanted.key && (await ports.media.exists(wanted.key).catch(() => false))) return { imageUrl: await ports.media.signedUrl(wanted.key) };

  // A token that outlives its account's deletion draws nothing (the lease's transaction checks the account too).
  await getOrCreateAccount(ports.accounts, caller, now());
  // Before the lease: a refused request holds nothing another one of the parent would wait for.
  await ports.limits?.take(caller.userId, PARENT_RATE_LIMITS.imageRegeneration, now());
  const token = await ports.lease.acquire(caller.userId, now());
  if (!token) throw new ImageRegenerationBusyError(STORY_MESSAGES.imageRegenerationBusy);
  try {
    // A later picture is drawn with the story's first as its reference, as the pipeline draws it (issue 26,
    // item 7): the same child. The first itself, or a first that cannot be read, is drawn from the prompt alone.
    const first = storyPictures(story)[0];
    const reference = first && first.picture !== picture && first.key ? await ports.media.readImage(story.storyId, first.picture).catch(() => undefined) : undefined;
    // A drawing again is paid again: it is added to the story's usage and cost.
    const png = await metered(ports.stories, story, (meter) => ports.illustrator.illustrate(story.request, wanted.scene, reference, meter));
    const stillThere = await ports.stories.get(caller.userId, storyId, { consistent: true });
    if (!stillThere) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
    const imageKey = await ports.media.putImage(story.storyId, png, picture);
    if (!(await ports.stories.attachImage(story.userId, story.storyId, picture, imageKey, now()))) {
      // Deleted meanwhile: its media may already have been removed, so this object would be left alone.
      if (!(await ports.stories.get(caller.userId, storyId, { consistent: true }))) await ports.media.remove([imageKey]);
      throw new NotFoundError(STORY_MESSAGES.storyNotFound);
    }
    return { imageUrl: await ports.media.signedUrl(imageKey) };
  } finally {
    await ports.lease.release(caller.userId, token).catch((error: unknown) => {
      // The lease expires by itself; the parent's answer matters more than this.
      logger.warn('The image regeneration lease was not released', { storyId, error: error instanceof Error ? error.name : String(error) });
    });
  }
}
