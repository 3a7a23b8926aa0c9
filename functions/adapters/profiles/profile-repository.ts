import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Profile } from '#shared/profiles';
import { AccountDeletedError } from '#core/accounts/account-errors';
import { openAccountCheck } from '#core/accounts/open-account-check';
import type { ProfileRepository } from '#core/profiles/profile-repository';

type ProfileItem = Omit<Profile, 'id'> & { userId: string; profileId: string };

const toProfile = ({ userId: _userId, profileId, ...rest }: ProfileItem): Profile => ({ id: profileId, ...rest });

/** `tables.accounts` is needed by `create` only (its check of the parent's account); the readers do without it. */
export function createProfileRepository(client: DynamoDBDocumentClient, tableName: string, tables: { accounts?: string } = {}): ProfileRepository {
  /** Updates only an existing item: the condition keeps a forged id from creating one. */
  const update = async (userId: string, profileId: string, fields: Record<string, unknown>) => {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = Object.entries(fields).map(([field, value], index) => {
      names[`#f${index}`] = field;
      values[`:v${index}`] = value;
      return `#f${index} = :v${index}`;
    });
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { userId, profileId },
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(profileId)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toProfile(Attributes as ProfileItem) : undefined;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  };

  return {
    async list(userId) {
      const profiles: Profile[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'userId = :userId',
            ExpressionAttributeValues: { ':userId': userId },
            ExclusiveStartKey: startKey,
          }),
        );
        profiles.push(...((page.Items ?? []) as ProfileItem[]).map(toProfile));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      // Profile ids are ULIDs: sorting by id is sorting by creation.
      return profiles;
    },

    async get(userId, profileId) {
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { userId, profileId } }));
      return Item ? toProfile(Item as ProfileItem) : undefined;
    },

    async create(userId, profile) {
      if (!tables.accounts) throw new Error('create needs the accounts table (its check of the account)');
      const { id, ...fields } = profile;
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: tableName, Item: { userId, profileId: id, ...fields } satisfies ProfileItem, ConditionExpression: 'attribute_not_exists(profileId)' } },
              // A token that outlives its account's deletion creates nothing (DELETE /api/me marks the account first).
              openAccountCheck(tables.accounts, userId),
            ],
          }),
        );
      } catch (error) {
        if (error instanceof TransactionCanceledException && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') throw new AccountDeletedError();
        throw error;
      }
    },

    replace: (userId, profileId, input, now) => update(userId, profileId, { ...input, updatedAt: now }),
    setTheme: (userId, profileId, theme, now) => update(userId, profileId, { theme, updatedAt: now }),

    async delete(userId, profileId) {
      await client.send(new DeleteCommand({ TableName: tableName, Key: { userId, profileId } }));
    },
  };
}