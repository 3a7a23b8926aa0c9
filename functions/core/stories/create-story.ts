import { ulid } from 'ulid';
import { STORY_MESSAGES, type CreateStoryCommand, type CreditType } from '#shared/stories';
import { hasActiveSubscription, type Account } from '#core/accounts/account';
import type { AccountRepository } from '#core/accounts/account-repository';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { Caller } from '#core/caller';
import { LOST_RACE, retryOnConflict } from '#core/credits/retry-on-conflict';
import { ConflictError, NotFoundError, PaymentRequiredError, ServiceUnavailableError, ValidationError } from '#core/errors';
import { logger } from '#core/logger';
import { countStoryCreated, countStoryFailedAndRefunded } from '#core/observability/metrics';
import type { ProfileRepository } from '#core/profiles/profile-repository';
import type { ParentRateLimiter } from '#core/rate-limits/parent-rate-limiter';
import { PARENT_RATE_LIMITS } from '#core/rate-limits/token-bucket';
import type { FrameReader, FrameTexts, StoryFrame } from '#core/story-frame';
import type { Moderator, StoryChild } from '#core/story-makers-port';
import type { StorySequel } from '#core/story-sequel';
import type { StorySeries } from '#shared/story-sequels';
import type { PipelineInput, Story } from './story';
import type { StoryCreditRepository } from './story-credit-repository';
import { storyChildOf } from './story-siblings';

/** Starts the generation of a story (the StoryPipeline state machine on AWS and in the twin). */
export interface StoryPipelineStarter {
  start(input: PipelineInput): Promise<void>;
}

export interface CreateStoryPorts {
  profiles: ProfileRepository;
  accounts: AccountRepository;
  credits: StoryCreditRepository;
  moderator: Moderator;
  /** What the writer understands of the parent's texts (issue 25): the same rule as the wizard's check call. */
  frames: FrameReader;
  pipeline: StoryPipelineStarter;
  /**
   * The parent's own bucket (PARENT_RATE_LIMITS.storyCreation), under the route's shared throttle. The
   * handler always gives it; unit tests of the other rules may leave it out.
   */
  limits?: ParentRateLimiter;
  now?: () => Date;
  /** Waits between two tries of a transaction that lost a race (tests pass a no-op). */
  sleep?: (ms: number) => Promise<void>;
}

export const CREATE_STORY_MESSAGES = {
  busy: 'Trop de demandes en même temps. Veuillez réessayer dans un instant.',
  pipelineUnavailable: "La création de l'histoire n'a pas pu démarrer. Votre crédit vous a été rendu : veuillez réessayer.",
  /** The refund itself failed too: the stuck-story job gives the credit back (within the timeout plus one period). */
  pipelineUnavailableRefundPending: "La création de l'histoire n'a pas pu démarrer. Votre crédit vous sera rendu automatiquement d'ici une vingtaine de minutes.",
} as const;

/**
 * « La suite » (issue 31, item 1, create-sequel.ts): the story is the next episode of a series. Texts the parent
 * kept from the earlier episode passed the Moderator then; only the changed ones are checked again.
 */
export interface EpisodePlan {
  series: StorySeries;
  previousStoryId: string;
  /** Absent when the earlier texts never passed the Moderator (a demo story of the /test page): all are checked. */
  moderated?: FrameTexts;
  /** `sibling`: the second hero, when the story has two (issue 31, item 5). */
  sequelOf(child: StoryChild, frame: StoryFrame, sibling?: StoryChild): StorySequel;
}

/** Monthly first while the subscription is active and has some left, else bonus (DESIGN "Credits, exactly"). */
export function creditToSpend(account: Account): CreditType | undefined {
  if (hasActiveSubscription(account) && account.monthlyCreditsRemaining > 0) return 'monthly';
  if (account.bonusCredits > 0) return 'bonus';
  return undefined;
}

/**
 * `POST /api/stories`:
 * 1. the profile must be one of the caller's;
 * 2. a token of the parent's own bucket is taken (a French 429 when it is empty, nothing spent);
 * 3. the parent's free texts pass the Moderator before anything is spent, then become the story's frame
 *    (what the writer understands of them), or are declined with the first field's message: a text the
 *    writer cannot tell is never pasted, and it costs nothing;
 * 4. one transaction takes the credit, bumps its counter, puts the draft story and its ledger entry,
 *    only while the profile still exists (tried again when it lost a race, re-reading which credit to
 *    take; a profile deleted meanwhile is a 404 with nothing spent);
 * 5. the pipeline starts; if it cannot, the story is failed and its credit given back at once (and if
 *    even that fails, by the stuck-story job later).
 */
export async function createStory(ports: CreateStoryPorts, caller: Caller, command: CreateStoryCommand, episode?: EpisodePlan): Promise<{ id: string }> {
  const now = ports.now ?? (() => new Date());

  const profile = await ports.profiles.get(caller.userId, command.profileId);
  if (!profile) throw new NotFoundError(STORY_MESSAGES.profileNotFound);
  // Brothers and sisters (issue 31, item 5): the second hero is another of the caller's own profiles (404 otherwise).
  if (command.siblingProfileId === command.profileId) throw new ValidationError(STORY_MESSAGES.sameSibling, 'siblingProfileId');
  const siblingProfile = command.siblingProfileId ? await ports.profiles.get(caller.userId, command.siblingProfileId) : undefined;
  if (command.siblingProfileId && !siblingProfile) throw new NotFoundError(STORY_MESSAGES.profileNotFound);

  if (ports.limits) {
    // The bucket's write checks the account is open, so the account must exist first (a first story).
    // Before the Moderator too: each check may be an OpenAI call.
    await getOrCreateAccount(ports.accounts, caller, now());
    await ports.limits.take(caller.userId, PARENT_RATE_LIMITS.storyCreation, now());
  }

  const kept = (field: keyof FrameTexts, text: string): boolean => {
    const earlier = episode?.moderated?.[field];
    return earlier !== undefined && (Array.isArray(earlier) ? earlier.includes(text) : earlier === text);
  };
  const verdict = await ports.moderator.check(
    [
      { field: 'mainCharacter', text: command.mainCharacter },
      { field: 'setting', text: command.setting },
      { field: 'scenario', text: command.scenario },
      ...command.emotions.map((text) => ({ field: 'emotions', text })),
      ...command.values.map((text) => ({ field: 'values', text })),
    ].filter(({ field, text }) => !kept(field as keyof FrameTexts, text)),
  );
  if (!verdict.allowed) throw new ValidationError(verdict.message, verdict.field);

  const choices = { mainCharacter: command.mainCharacter, setting: command.setting, scenario: command.scenario, emotions: command.emotions, values: command.values };
  const reading = ports.frames.read(choices);
  if (!reading.ok) {
    const [decline] = reading.declines;
    throw new ValidationError(decline?.message, decline?.field);
  }

  const child = storyChildOf(profile);
  const sibling = siblingProfile ? storyChildOf(siblingProfile) : undefined;
  const storyId = ulid();
  const sequel = episode?.sequelOf(child, reading.frame, sibling);

  // A lost race (another request took a credit at that moment): read the balance again, under the credits' one retry policy.
  const created = await retryOnConflict(async () => {
    const account = await getOrCreateAccount(ports.accounts, caller, now(), { consistent: true });
    const creditType = creditToSpend(account);
    if (!creditType) throw new PaymentRequiredError(STORY_MESSAGES.noCreditsTitle);
    const at = now();
    const story: Story = {
      userId: caller.userId,
      storyId,
      profileId: profile.id,
      title: '',
      content: '',
      moral: '',
      status: 'draft',
      creditType,
      isDemo: false,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      request: {
        child,
        choices,
        seed: storyId,
        frame: reading.frame,
        ...(sibling ? { sibling } : {}),
        ...(sequel ? { sequel } : {}),
      },
      narrationRequested: command.narration,
      ...(siblingProfile ? { siblingProfileId: siblingProfile.id } : {}),
      ...(episode ? { series: episode.series } : {}),
    };
    const outcome = await ports.credits.createWithDebit(story, at, episode ? { previousStoryId: episode.previousStoryId } : undefined);
    if (outcome === 'no_profile') throw new NotFoundError(STORY_MESSAGES.profileNotFound);
    // A sequel: the earlier episode vanished (its profile was deleted) between the read and the transaction.
    if (outcome === 'no_previous') throw new NotFoundError(STORY_MESSAGES.storyNotFound);
    // `no_credit`: the balance read is gone; read it again like a lost race.
    return outcome === 'created' ? story : LOST_RACE;
  }, { sleep: ports.sleep, exhausted: () => new ConflictError(CREATE_STORY_MESSAGES.busy) });
  countStoryCreated();

  try {
    await ports.pipeline.start({ userId: caller.userId, storyId });
  } catch (error) {
    logger.error('The story pipeline did not start', { storyId, error: error instanceof Error ? error.name : String(error) });
    try {
      if (await ports.credits.failWithRefund(created, CREATE_STORY_MESSAGES.pipelineUnavailable, now())) countStoryFailedAndRefunded('not_started');
    } catch (refundError) {
      // The story stays a draft with no execution: the stuck-story job (recover-stuck-stories.ts) fails it
      // and gives the credit back, once. The parent still gets a French 503, never a 500.
      const name = refundError instanceof Error ? refundError.name : String(refundError);
      logger.error('The refund of a story whose pipeline did not start failed', { storyId, error: name });
      throw new ServiceUnavailableError(CREATE_STORY_MESSAGES.pipelineUnavailableRefundPending);
    }
    throw new ServiceUnavailableError(CREATE_STORY_MESSAGES.pipelineUnavailable);
  }
  return { id: storyId };
}
