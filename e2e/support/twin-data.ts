import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TWIN_ENDPOINTS_FILE } from '../../infra/local/twin';
import { ENV } from '../../shared/environment';
import { ACCOUNT_SK } from '../../shared/tables';

/**
 * Arranging data the UI cannot make yet, straight in the twin Playwright started (its data folder is
 * E2E_DATA_DIR, see playwright.config.ts, where the twin writes its emulators' endpoints and its tables'
 * names):
 * - credits (there is no shop yet) and story counters: the account item in DynamoDB Local;
 * - a missing picture: its object deleted through the S3 emulator named by the picture's signed URL.
 */

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

interface TwinEndpoints {
  endpoints: { dynamodb: string; s3: string };
  boundNames: Record<string, string>;
}

function twinEndpoints(): TwinEndpoints {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return JSON.parse(readFileSync(join(dataDir, TWIN_ENDPOINTS_FILE), 'utf8')) as TwinEndpoints;
}

/** Sets a parent's bonus credits (their account must exist: the app creates it on the first credits read). */
export async function setBonusCredits(userId: string, credits: number): Promise<void> {
  const twin = twinEndpoints();
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: twin.endpoints.dynamodb, region: 'eu-west-3', credentials: LOCAL_CREDENTIALS }));
  try {
    await client.send(
      new UpdateCommand({
        TableName: twin.boundNames[ENV.accountsTable]!,
        Key: { userId, sk: ACCOUNT_SK },
        UpdateExpression: 'SET bonusCredits = :credits',
        ConditionExpression: 'attribute_exists(userId)',
        ExpressionAttributeValues: { ':credits': credits },
      }),
    );
  } finally {
    client.destroy();
  }
}

/**
 * Sets a parent's story counters as if they had made that many stories, paid with monthly and with bonus
 * credits (making fourteen real ones would take minutes); their account must exist.
 */
export async function setStoriesCreated(userId: string, counts: { storiesCreated: number; bonusStoriesCreated: number }): Promise<void> {
  const twin = twinEndpoints();
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: twin.endpoints.dynamodb, region: 'eu-west-3', credentials: LOCAL_CREDENTIALS }));
  try {
    await client.send(
      new UpdateCommand({
        TableName: twin.boundNames[ENV.accountsTable]!,
        Key: { userId, sk: ACCOUNT_SK },
        UpdateExpression: 'SET storiesCreated = :monthly, bonusStoriesCreated = :bonus',
        ConditionExpression: 'attribute_exists(userId)',
        ExpressionAttributeValues: { ':monthly': counts.storiesCreated, ':bonus': counts.bonusStoriesCreated },
      }),
    );
  } finally {
    client.destroy();
  }
}

/** Deletes the object a signed URL of the twin's S3 points at (path style: /bucket/key). */
export async function deleteSignedObject(signedUrl: string): Promise<void> {
  const url = new URL(signedUrl);
  const [, bucket, ...key] = url.pathname.split('/');
  const s3 = new S3Client({ endpoint: url.origin, region: 'eu-west-3', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: decodeURIComponent(key.join('/')) }));
  } finally {
    s3.destroy();
  }
}
