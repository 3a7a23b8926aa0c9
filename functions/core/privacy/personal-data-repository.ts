import { ACCOUNT_SK, ACCOUNTS_TTL_ATTRIBUTE, DELETED_ACCOUNT_MARKER_SECONDS } from '#shared/tables';

/** The tables that hold a parent's data, each partitioned by `userId` (the scenarios and events tables hold none). */
export const PERSONAL_TABLES = ['stories', 'profiles', 'support', 'accounts'] as const;
export type PersonalTable = (typeof PERSONAL_TABLES)[number];

/** An item as stored, with its keys. */
export type PersonalItem = Readonly<Record<string, unknown>>;

/** The sort key of each table: with `userId`, the item's key. */
export const SORT_KEYS: Readonly<Record<PersonalTable, string>> = { stories: 'storyId', profiles: 'profileId', support: 'messageId', accounts: 'sk' };

/** The reads and deletions of a parent's data rights, every one inside that parent's own partitions. */
export interface PersonalDataRepository {
  /** Every item of the parent's partition of a table: a strongly consistent Query, page by page. */
  listPartition(table: PersonalTable, userId: string): Promise<PersonalItem[]>;
  /**
   * Deletes these items of the parent's partition (only their sort keys are read: the partition is always
   * `userId`). In batches of 25; items DynamoDB leaves unprocessed are sent again, then it throws.
   */
  deleteItems(table: PersonalTable, userId: string, items: readonly PersonalItem[]): Promise<void>;
  /**
   * Marks the account as being deleted (`deletingAt`; a bare marker item when the parent has no account
   * yet) and removes its e-mail and Stripe customer reference at once: from then on the parent's writes are
   * refused. Refused (`subscription_renews`, nothing written) while a subscription Stripe keeps will renew;
   * an account already marked is marked again whatever its state, so a retry always goes through.
   */
  markForDeletion(userId: string, now: Date): Promise<'marked' | 'subscription_renews'>;
  /**
   * Replaces the account item by its bare marker (`deletingAt` and nothing else of the account), which
   * DynamoDB removes {@link DELETED_ACCOUNT_MARKER_SECONDS} later: until then no account can be opened again
   * for this `sub` (getOrCreateAccount finds it), though no function asks the user pool whether it exists.
   */
  reduceAccountToMarker(userId: string, now: Date): Promise<void>;
}

/** The deleted account's marker, as {@link PersonalDataRepository.reduceAccountToMarker} leaves it. */
export function deletedAccountMarker(userId: string, now: Date): Record<string, unknown> {
  return { userId, sk: ACCOUNT_SK, deletingAt: now.toISOString(), [ACCOUNTS_TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + DELETED_ACCOUNT_MARKER_SECONDS };
}

export interface PersonalDataTables {
  stories: string;
  profiles: string;
  support: string;
  accounts: string;
}
