/** Names inside the tables that both the stack and the functions rely on. */
export const STORIES_BY_PROFILE_INDEX = 'byProfile';
/** Stripe events already handled expire after this attribute (epoch seconds). */
export const EVENTS_TTL_ATTRIBUTE = 'expiresAt';
/** Sort key of the account item in the accounts table; ledger entries are `LEDGER#<ulid>`. */
export const ACCOUNT_SK = 'ACCOUNT';
export const LEDGER_SK_PREFIX = 'LEDGER#';
/** Index of the scenarios table listing the predefined ones in order (partition `catalogue`, sort `position`). */
export const SCENARIOS_BY_CATALOGUE_INDEX = 'byCatalogue';
