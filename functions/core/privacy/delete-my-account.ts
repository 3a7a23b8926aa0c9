import { storyMediaKeys } from '#shared/media';
import { ACCOUNT_SK } from '#shared/tables';
import type { UserDirectory } from '#core/auth/user-directory';
import type { Caller } from '#core/caller';
import { UnauthorizedError } from '#core/errors';
import { logger } from '#core/logger';
import { SHARE_SK_PREFIX, shareTokenKey } from '#core/shares/share-repository';
import type { StoryMediaRepository } from '#core/stories/story-media-repository';
import { type PersonalDataRepository, type PersonalItem, type PersonalTable } from './personal-data-repository';
import { SubscriptionStillActiveError } from './privacy-errors';

export interface DeleteMyAccountPorts {
  data: PersonalDataRepository;
  media: Pick<StoryMediaRepository, 'remove'>;
  users: Pick<UserDirectory, 'delete'>;
  now?: () => Date;
}

/** What one pass removed, for the log line (counts only, never data). */
type Removed = Record<PersonalTable | 'media', number>;

/**
 * DELETE /api/me (GDPR erasure): everything of the caller's, then their sign-in. In this order, so that
 * nothing is left behind and a retry (the same request again, within the token's hour) finishes the job:
 * 1. the account is marked (`deletingAt`), its e-mail and Stripe customer reference removed: from then on
 *    every write of the parent is refused (getOrCreateAccount, openAccountCheck, the story's debit).
 *    Refused while a subscription will renew (SubscriptionStillActiveError): the parent cancels it first.
 *    Stripe's customer itself is not deleted: Stripe keeps the invoices, which the law makes us keep.
 * 2. the stories (rows first: a pipeline still running then finds its row gone, removes what it wrote and
 *    ends in StoryDeleted, so nothing needs stopping), then their pictures, narrations and timings; the
 *    profiles, the support messages, and the account's ledger, purchase markers and lease;
 * 3. the Cognito user, named by the caller's token: from then on no new token is issued for this `sub`;
 * 4. the account item reduced to its bare marker (which expires days later, see DELETED_ACCOUNT_MARKER_SECONDS:
 *    a token that outlives its user must not open a new account with a new free story, and no function
 *    asks the user pool whether a caller exists), then every partition again: whatever a request in flight
 *    wrote meanwhile. After it, every write's condition on the open account (or on a row now gone) fails.
 */
export async function deleteMyAccount(ports: DeleteMyAccountPorts, caller: Caller): Promise<void> {
  const now = ports.now ?? (() => new Date());
  const { userId, username } = caller;
  // Every verified Cognito token names its user; without the name the sign-in could not be deleted, so nothing is.
  if (username === undefined) throw new UnauthorizedError();
  if ((await ports.data.markForDeletion(userId, now())) === 'subscription_renews') throw new SubscriptionStillActiveError();

  const first = await removeEverything(ports, userId);
  await ports.users.delete(username);
  await ports.data.reduceAccountToMarker(userId, now());
  const stragglers = await removeEverything(ports, userId);
  logger.info('Account deleted', { removed: first, stragglers });
}

/** One pass over the parent's partitions: stories and their media first, the account's own items last (its item, the mark, stays). */
async function removeEverything(ports: DeleteMyAccountPorts, userId: string): Promise<Removed> {
  const stories = await ports.data.listPartition('stories', userId);
  await ports.data.deleteItems('stories', userId, stories);
  const mediaKeys = stories.flatMap(mediaKeysOf);
  await ports.media.remove(mediaKeys);

  const removed: Removed = { stories: stories.length, media: mediaKeys.length, profiles: 0, support: 0, accounts: 0 };
  for (const table of ['profiles', 'support', 'accounts'] as const) {
    const items = (await ports.data.listPartition(table, userId)).filter((item) => !(table === 'accounts' && item.sk === ACCOUNT_SK));
    // A family link's token item lives in a partition of its own (named by the token's hash): removed before the link's item that names it.
    for (const item of items) {
      if (table === 'accounts' && String(item.sk).startsWith(SHARE_SK_PREFIX) && typeof item.tokenHash === 'string') {
        const { userId: tokenPartition, sk } = shareTokenKey(item.tokenHash);
        await ports.data.deleteItems('accounts', tokenPartition, [{ userId: tokenPartition, sk }]);
      }
    }
    await ports.data.deleteItems(table, userId, items);
    removed[table] = items.length;
  }
  return removed;
}

/**
 * A story's objects: the keys it is known by (shared/media.ts) and any key its row names, as long as that
 * key is the story's own (its id in the name): a row can never make us delete someone else's object.
 */
function mediaKeysOf(story: PersonalItem): string[] {
  const storyId = String(story.storyId);
  // The narration's parts (issue 30) are among the known keys; the row's list is read too, in case it names more.
  const parts = Array.isArray(story.audioParts) ? (story.audioParts as { audioKey?: unknown; timingsKey?: unknown }[]).flatMap((part) => [part?.audioKey, part?.timingsKey]) : [];
  const named = [story.imageKey, story.imageKey2, story.imageKey3, story.audioKey, story.timingsKey, story.contentKey, ...parts].filter((key): key is string => typeof key === 'string' && key.includes(storyId));
  return [...new Set([...storyMediaKeys(storyId), ...named])];
}
