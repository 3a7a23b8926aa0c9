import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ENV } from '#shared/environment';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { boundName, documents } from './aws';
import { api, type SignedInParent } from './parents';

/** Gives a parent exactly `bonusCredits` free credits on the twin's accounts table. */
export async function setBonusCredits(parent: SignedInParent, bonusCredits: number): Promise<void> {
  await api('/api/me/credits', { token: parent.idToken }); // opens the account on its first read
  await documents().send(
    new UpdateCommand({
      TableName: boundName(ENV.accountsTable),
      Key: { userId: parent.sub, sk: ACCOUNT_SK },
      UpdateExpression: 'SET bonusCredits = :credits',
      ExpressionAttributeValues: { ':credits': bonusCredits },
    }),
  );
}

/** The stories a parent's ledger was debited for, read consistently. */
export async function debitsOf(parent: SignedInParent): Promise<string[]> {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: boundName(ENV.accountsTable),
      KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':userId': parent.sub, ':prefix': LEDGER_SK_PREFIX },
      ConsistentRead: true,
    }),
  );
  return Items.filter((item) => item.reason === 'debit_story').map((item) => String(item.reference));
}
