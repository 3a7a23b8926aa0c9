/** Names inside the tables that both the stack and the functions rely on. */
export const STORIES_BY_PROFILE_INDEX = 'byProfile';
/**
 * Sparse index of the stories still being made (issue 15, no story stays stuck): a story carries its two
 * keys from its creation (with its credit) until it completes or fails (with its refund), so the stuck-story
 * job reads only unfinished stories, oldest first, never the whole table. One constant partition: stories
 * are created at most 2 per second (the API's throttle), far below what one index partition takes.
 */
export const STORIES_BY_PENDING_SINCE_INDEX = 'byPendingSince';
export const PENDING_PARTITION_ATTRIBUTE = 'pendingPartition';
export const PENDING_PARTITION = 'pending';
/** When the story was created (ISO 8601, so it sorts as text): the index's sort key. */
export const PENDING_SINCE_ATTRIBUTE = 'pendingSince';
/** Items of the accounts table that DynamoDB removes after this time (epoch seconds): a deleted account's marker. */
export const ACCOUNTS_TTL_ATTRIBUTE = 'expiresAt';
/**
 * How long a deleted account's marker (its bare `ACCOUNT` item: `userId`, `deletingAt`) outlives the
 * deletion: while it exists, no account can be opened again for that `sub`. Longer than any token the
 * deleted user may still hold (15 minutes, infra/constructs/auth.ts) and than Stripe's redeliveries of an
 * event (3 days); it names nobody but by the pseudonymous `sub` of a user who no longer exists.
 */
export const DELETED_ACCOUNT_MARKER_SECONDS = 7 * 24 * 60 * 60;
/** Sort key of the account item in the accounts table; ledger entries are `LEDGER#<ulid>`. */
export const ACCOUNT_SK = 'ACCOUNT';
export const LEDGER_SK_PREFIX = 'LEDGER#';
/** Index of the scenarios table listing the predefined ones in order (partition `catalogue`, sort `position`). */
export const SCENARIOS_BY_CATALOGUE_INDEX = 'byCatalogue';
