import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { TWIN_ENDPOINTS_FILE } from '../../infra/local/twin';
import { SAMPLE_STORY_REQUEST } from '../../functions/story-makers/sample-request';
import { ENV } from '../../shared/environment';
import { storyImageKey } from '../../shared/media';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '../../shared/tables';

/**
 * Arranging data the UI cannot make yet, straight in the twin Playwright started (its data folder is
 * E2E_DATA_DIR, see playwright.config.ts, where the twin writes its emulators' endpoints and its tables'
 * names):
 * - credits and story counters: the account item and its ledger entries in DynamoDB Local;
 * - a missing picture: its object deleted through the S3 emulator named by the picture's signed URL;
 * - a finished picture book: a completed story with its scenes and pictures (without narration), so the story
 *   page's layout is checked without waiting for the twin's pipeline.
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

/**
 * Sets a parent's bonus credits (their account must exist: the app creates it on the first credits read), the way
 * money moves in the product: the balance and one ledger entry for the difference, in one transaction, under the
 * condition that the balance is still the one read. The ledger is the book of record: the web's reconciliation
 * calls (`POST /api/sync/stories` on the home's first load, every 60 s while credits are read) would put back a
 * balance written without its entry.
 */
export async function setBonusCredits(userId: string, credits: number): Promise<void> {
  await withAccounts(async (client, table) => {
    const account = await readAccount(client, table, userId);
    const delta = credits - account.bonusCredits;
    if (delta === 0) return;
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: { userId, sk: ACCOUNT_SK },
              UpdateExpression: 'SET bonusCredits = :credits',
              ConditionExpression: 'bonusCredits = :before',
              ExpressionAttributeValues: { ':credits': credits, ':before': account.bonusCredits },
            },
          },
          ledgerPut(table, userId, { reason: delta > 0 ? 'grant_pack' : 'admin_adjustment', creditType: 'bonus', delta, reference: E2E_REFERENCE }),
        ],
      }),
    );
  });
}

/**
 * Sets a parent's story counters as if they had made that many stories, paid with monthly and with bonus
 * credits (making fourteen real ones would take minutes); their account must exist and the counters may only
 * grow. Each added story is a `debit_story` ledger entry naming a story id, as for a finished story whose row was
 * deleted with its profile (the reconciliation counts those; no row, so no card appears in the library), and one
 * grant per kind of credit gives the credits those stories took back, so the balances do not move.
 */
export async function setStoriesCreated(userId: string, counts: { storiesCreated: number; bonusStoriesCreated: number }): Promise<void> {
  await withAccounts(async (client, table) => {
    const account = await readAccount(client, table, userId);
    const added = { monthly: counts.storiesCreated - account.storiesCreated, bonus: counts.bonusStoriesCreated - account.bonusStoriesCreated };
    if (added.monthly < 0 || added.bonus < 0) throw new Error('setStoriesCreated only adds stories: the counters may not go down');
    if (added.monthly + added.bonus > 90) throw new Error('setStoriesCreated adds at most 90 stories at once (one DynamoDB transaction)');
    const entries: TransactItem[] = [];
    for (const creditType of ['monthly', 'bonus'] as const) {
      if (added[creditType] === 0) continue;
      for (let index = 0; index < added[creditType]; index += 1) {
        entries.push(ledgerPut(table, userId, { reason: 'debit_story', creditType, delta: -1, reference: `e2e-story-${ulid()}` }));
      }
      entries.push(ledgerPut(table, userId, { reason: creditType === 'bonus' ? 'grant_pack' : 'grant_subscription', creditType, delta: added[creditType], reference: E2E_REFERENCE }));
    }
    if (entries.length === 0) return;
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: { userId, sk: ACCOUNT_SK },
              UpdateExpression: 'SET storiesCreated = :monthly, bonusStoriesCreated = :bonus',
              ConditionExpression: 'storiesCreated = :monthlyBefore AND bonusStoriesCreated = :bonusBefore',
              ExpressionAttributeValues: {
                ':monthly': counts.storiesCreated,
                ':bonus': counts.bonusStoriesCreated,
                ':monthlyBefore': account.storiesCreated,
                ':bonusBefore': account.bonusStoriesCreated,
              },
            },
          },
          ...entries,
        ],
      }),
    );
  });
}

/** What the ledger entries written here name as their cause. */
const E2E_REFERENCE = 'e2e-arrange';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

interface AccountNumbers {
  bonusCredits: number;
  storiesCreated: number;
  bonusStoriesCreated: number;
}

/** Runs `work` with a client of the twin's DynamoDB and the accounts table's name. */
async function withAccounts(work: (client: DynamoDBDocumentClient, table: string) => Promise<void>): Promise<void> {
  const twin = twinEndpoints();
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: twin.endpoints.dynamodb, region: 'eu-west-3', credentials: LOCAL_CREDENTIALS }));
  try {
    await work(client, twin.boundNames[ENV.accountsTable]!);
  } finally {
    client.destroy();
  }
}

/**
 * The parent's account, waited for: the app creates it on its first credits read, which may still be on its way
 * when the page that sends it looks loaded (a fresh clone's CI met exactly that).
 */
async function readAccount(client: DynamoDBDocumentClient, table: string, userId: string): Promise<AccountNumbers> {
  const deadline = Date.now() + ACCOUNT_DEADLINE_MS;
  for (;;) {
    const { Item } = await client.send(new GetCommand({ TableName: table, Key: { userId, sk: ACCOUNT_SK }, ConsistentRead: true }));
    if (Item) return Item as AccountNumbers;
    if (Date.now() > deadline) throw new Error(`No account for ${userId} after ${ACCOUNT_DEADLINE_MS} ms: open a page that reads the credits first`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ACCOUNT_DEADLINE_MS = 15_000;

/** One ledger entry, as the API writes them (functions/core/accounts/account-repository.ts). */
function ledgerPut(
  table: string,
  userId: string,
  entry: { reason: 'grant_pack' | 'grant_subscription' | 'admin_adjustment' | 'debit_story'; creditType: 'monthly' | 'bonus'; delta: number; reference: string },
): TransactItem {
  return {
    Put: {
      TableName: table,
      Item: { userId, sk: `${LEDGER_SK_PREFIX}${ulid()}`, ...entry, createdAt: new Date().toISOString() },
      ConditionExpression: 'attribute_not_exists(sk)',
    },
  };
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

/** A 1×1 PNG: a picture the browser decodes, without drawing one. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export interface PictureBookStory {
  title: string;
  paragraphs: string[];
  /** One per picture, in order (the story makers' scene contract: functions/core/story-scenes.ts). */
  scenes: { moment: 'opening' | 'problem' | 'resolution'; paragraph: number; caption: string }[];
  /** The child it was made for; a child of no one's by default. */
  profileId?: string;
}

/**
 * Puts a completed story of the parent, with its scenes and one stored picture per scene (each under its
 * own key, as the pipeline stores them), straight in the twin's table and bucket; returns its id.
 */
export async function putPictureBookStory(userId: string, story: PictureBookStory): Promise<string> {
  const twin = twinEndpoints();
  const storyId = ulid();
  const keys = story.scenes.map((_, index) => storyImageKey(storyId, index + 1));
  const s3 = new S3Client({ endpoint: twin.endpoints.s3, region: 'eu-west-3', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: twin.endpoints.dynamodb, region: 'eu-west-3', credentials: LOCAL_CREDENTIALS }));
  try {
    for (const Key of keys) await s3.send(new PutObjectCommand({ Bucket: twin.boundNames[ENV.mediaBucket]!, Key, Body: TINY_PNG, ContentType: 'image/png' }));
    const now = new Date().toISOString();
    await client.send(
      new PutCommand({
        TableName: twin.boundNames[ENV.storiesTable]!,
        Item: {
          userId,
          storyId,
          profileId: story.profileId ?? ulid(),
          title: story.title,
          content: story.paragraphs.join('\n\n'),
          moral: 'Ensemble, on va plus loin.',
          status: 'completed',
          creditType: 'bonus',
          isDemo: false,
          createdAt: now,
          updatedAt: now,
          // A picture drawn again is drawn from this request (the embedded illustrator's sample child).
          request: { ...SAMPLE_STORY_REQUEST, seed: storyId },
          narrationRequested: false,
          scenes: story.scenes.map((scene) => ({ ...scene, light: 'day', pose: 'standing', props: [] })),
          ...Object.fromEntries(keys.map((key, index) => [index === 0 ? 'imageKey' : `imageKey${index + 1}`, key])),
        },
      }),
    );
  } finally {
    s3.destroy();
    client.destroy();
  }
  return storyId;
}
