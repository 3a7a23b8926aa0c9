import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storyWithoutPicture } from './support/stories';
import { AccountDeletedError } from '#core/accounts/account-errors';
import { createParentRateLimiter } from '#adapters/rate-limits/parent-rate-limiter';
import { PARENT_RATE_LIMITS, ParentRateLimitedError, RATE_LIMIT_MESSAGES, RATE_LIMIT_SK_PREFIX, type TokenBucketRule } from '#core/rate-limits/token-bucket';
import { creditSummarySchema } from '#shared/credits';
import { ENV } from '#shared/environment';
import { profileSchema, type Profile } from '#shared/profiles';
import { storyDetailSchema } from '#shared/stories';
import { ACCOUNT_SK } from '#shared/tables';
import { TOM } from '../fixtures/profiles';
import { waitFor } from '../support/wait-for';
import { boundName, documents } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';

const RULE: TokenBucketRule = { name: 'integration-test', capacity: 4, refillEveryMs: 60_000 };
const T0 = new Date('2026-12-06T08:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const limiter = () => createParentRateLimiter(documents(), boundName(ENV.accountsTable));

/** A parent's account item, as their first credits read makes it (the bucket's first write checks it). */
async function accountFor(options: { deleting?: boolean } = {}): Promise<string> {
  const userId = randomUUID();
  await documents().send(
    new PutCommand({ TableName: boundName(ENV.accountsTable), Item: { userId, sk: ACCOUNT_SK, ...(options.deleting ? { deletingAt: T0.toISOString() } : {}) } }),
  );
  return userId;
}

/** true when a token was taken, false when refused with the French 429. */
const tryTake = (userId: string, now: Date, rule = RULE) =>
  limiter()
    .take(userId, rule, now)
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof ParentRateLimitedError) return false;
        throw error;
      },
    );

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const CHOICES = { mainCharacter: 'un robot qui apprend à rire', setting: 'une station spatiale', scenario: 'retrouver une étoile tombée du ciel', emotions: ['la joie'], values: ["l'amitié"] };

async function createProfile(parent: SignedInParent): Promise<Profile> {
  return profileSchema.parse(await (await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(TOM) })).json());
}

/** Empties a parent's bucket, as a burst of requests would have. */
async function emptyBucket(parent: SignedInParent, rule: TokenBucketRule): Promise<void> {
  await documents().send(
    new UpdateCommand({
      TableName: boundName(ENV.accountsTable),
      Key: { userId: parent.sub, sk: `${RATE_LIMIT_SK_PREFIX}${rule.name}` },
      UpdateExpression: 'SET tat = :emptied',
      ExpressionAttributeValues: { ':emptied': Date.now() + rule.capacity * rule.refillEveryMs },
    }),
  );
}

const storiesLeft = async (parent: SignedInParent) => creditSummarySchema.parse(await (await api('/api/me/credits', { token: parent.idToken })).json()).storiesLeft;

describe("each parent's own token bucket, on the twin's DynamoDB", () => {
  it('should grant the capacity, refuse the next, and give one token back after one refill interval', async () => {
    // Arrange
    const userId = await accountFor();

    // Act
    const burst = [];
    for (let index = 0; index < RULE.capacity + 1; index += 1) burst.push(await tryTake(userId, T0));
    const justBefore = await tryTake(userId, at(RULE.refillEveryMs - 1));
    const afterInterval = [await tryTake(userId, at(RULE.refillEveryMs)), await tryTake(userId, at(RULE.refillEveryMs))];

    // Assert
    expect(burst).toEqual([true, true, true, true, false]);
    expect(justBefore).toBe(false);
    expect(afterInterval).toEqual([true, false]);
  });

  it('should grant exactly the capacity to many simultaneous requests on a fresh bucket', async () => {
    // Arrange
    const userId = await accountFor();

    // Act
    const granted = await Promise.all(Array.from({ length: 12 }, () => tryTake(userId, T0)));

    // Assert
    expect(granted.filter(Boolean)).toHaveLength(RULE.capacity);
  });

  it('should create no bucket in the partition of an account being deleted', async () => {
    // Arrange
    const userId = await accountFor({ deleting: true });

    // Act
    const outcome = limiter().take(userId, RULE, T0);

    // Assert
    await expect(outcome).rejects.toBeInstanceOf(AccountDeletedError);
    const { Item } = await documents().send(new GetCommand({ TableName: boundName(ENV.accountsTable), Key: { userId, sk: `${RATE_LIMIT_SK_PREFIX}${RULE.name}` }, ConsistentRead: true }));
    expect(Item).toBeUndefined();
  });
});

describe('POST /api/stories with a per-parent limit, on the twin', () => {
  it("should answer 429 in French to a parent whose bucket is empty, spending nothing, while another parent still creates", async () => {
    // Arrange: the first parent has just used their whole bucket (as 20 stories in a row would leave it).
    const [hasty, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const [hastyProfile, otherProfile] = await Promise.all([createProfile(hasty), createProfile(other)]);
    const hastyCredits = await storiesLeft(hasty);
    await emptyBucket(hasty, PARENT_RATE_LIMITS.storyCreation);

    // Act
    const refused = await api('/api/stories', { method: 'POST', token: hasty.idToken, ...json({ profileId: hastyProfile.id, ...CHOICES, narration: false }) });
    const created = await api('/api/stories', { method: 'POST', token: other.idToken, ...json({ profileId: otherProfile.id, ...CHOICES, narration: false }) });

    // Assert
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: RATE_LIMIT_MESSAGES.tooManyRequests });
    expect(await storiesLeft(hasty)).toBe(hastyCredits);
    expect(created.status).toBe(201);
    // Let the other parent's pipeline finish before the next test file shares the twin.
    const { id } = (await created.json()) as { id: string };
    await waitFor(
      async () => {
        const story = storyDetailSchema.parse(await (await api(`/api/stories/${id}`, { token: other.idToken })).json());
        return story.status === 'completed' || story.status === 'failed' ? story : undefined;
      },
      { timeoutMs: 45_000, intervalMs: 100, description: `story ${id} to finish` },
    );
  }, 60_000);
});

describe('POST /api/stories/{id}/image with a per-parent limit, on the twin', () => {
  it('should answer 429 in French to a parent whose drawing bucket is empty, while another parent still gets a picture drawn', async () => {
    // Arrange
    const [hasty, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const [hastyStory, otherStory] = await Promise.all([storyWithoutPicture(hasty), storyWithoutPicture(other)]);
    await emptyBucket(hasty, PARENT_RATE_LIMITS.imageRegeneration);

    // Act
    const refused = await api(`/api/stories/${hastyStory}/image`, { method: 'POST', token: hasty.idToken });
    const drawn = await api(`/api/stories/${otherStory}/image`, { method: 'POST', token: other.idToken });

    // Assert
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: RATE_LIMIT_MESSAGES.tooManyRequests });
    expect(drawn.status).toBe(200);
  });
});
