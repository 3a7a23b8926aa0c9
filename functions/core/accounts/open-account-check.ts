import { ACCOUNT_SK } from '#shared/tables';

/**
 * The account exists and is not being deleted (see `Account.deletingAt`). A write that creates an item in
 * a parent's partition puts this in its transaction (or its condition), so a token that outlives the
 * account's deletion can create nothing: the deletion marks the account first and removes it last.
 */
export const OPEN_ACCOUNT_CONDITION = 'attribute_exists(userId) AND attribute_not_exists(deletingAt)';

/** The ConditionCheck of {@link OPEN_ACCOUNT_CONDITION} on the parent's account item, for a TransactWriteItems. */
export function openAccountCheck(accountsTable: string, userId: string) {
  return {
    ConditionCheck: {
      TableName: accountsTable,
      Key: { userId, sk: ACCOUNT_SK },
      ConditionExpression: OPEN_ACCOUNT_CONDITION,
    },
  };
}
