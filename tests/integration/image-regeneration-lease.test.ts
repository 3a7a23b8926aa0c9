import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { storyWithoutPicture } from './support/stories';
import { IMAGE_REGENERATION_LEASE_SK } from '#core/stories/image-regeneration-lease-repository';
import { createImageRegenerationLeaseRepository } from '#adapters/stories/image-regeneration-lease-repository';
import { ENV } from '#shared/environment';
import { storyImageKey } from '#shared/media';
import { STORY_MESSAGES } from '#shared/stories';
import { boundName, documents, storage } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';

const regenerate = (parent: SignedInParent, storyId: string) => api(`/api/stories/${storyId}/image`, { method: 'POST', token: parent.idToken });

const pictureExists = (storyId: string) =>
  storage()
    .send(new HeadObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key: storyImageKey(storyId) }))
    .then(
      () => true,
      () => false,
    );

const leaseItem = async (parent: SignedInParent) =>
  (await documents().send(new GetCommand({ TableName: boundName(ENV.accountsTable), Key: { userId: parent.sub, sk: IMAGE_REGENERATION_LEASE_SK }, ConsistentRead: true })))
    .Item;

const lease = () => createImageRegenerationLeaseRepository(documents(), boundName(ENV.accountsTable));

describe('one image regeneration at a time per parent, on the twin', () => {
  it('should answer 429 with a French message while another regeneration of the parent holds the lease, and draw once it is given back', async () => {
    // Arrange: a regeneration running in another function holds the lease.
    const parent = await signUpAndSignIn();
    const storyId = await storyWithoutPicture(parent);
    const token = (await lease().acquire(parent.sub, new Date()))!;

    // Act
    const refused = await regenerate(parent, storyId);
    const pictureWhileRefused = await pictureExists(storyId);
    await lease().release(parent.sub, token);
    const drawn = await regenerate(parent, storyId);

    // Assert
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: STORY_MESSAGES.imageRegenerationBusy });
    expect(pictureWhileRefused).toBe(false);
    expect(drawn.status).toBe(200);
    expect(((await drawn.json()) as { imageUrl: string }).imageUrl).toContain(storyImageKey(storyId));
    expect(await pictureExists(storyId)).toBe(true);
    expect(await leaseItem(parent)).toBeUndefined();
  });

  it('should let two simultaneous regenerations of one parent draw one at a time, never together', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const stories = [await storyWithoutPicture(parent), await storyWithoutPicture(parent)];

    // Act
    const responses = await Promise.all(stories.map((storyId) => regenerate(parent, storyId)));

    // Assert: the second either waited for nothing (the first had finished) or was refused; never both drawing.
    const statuses = responses.map((response) => response.status);
    expect(statuses).toContain(200);
    for (const [index, response] of responses.entries()) {
      if (response.status === 429) {
        expect(await response.json()).toEqual({ message: STORY_MESSAGES.imageRegenerationBusy });
        expect(await pictureExists(stories[index]!)).toBe(false);
      } else {
        expect(response.status).toBe(200);
        expect(await pictureExists(stories[index]!)).toBe(true);
      }
    }
    expect(await leaseItem(parent)).toBeUndefined();
  });

  it('should take over the lease of a regeneration that died without giving it back, once it expired', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const storyId = await storyWithoutPicture(parent);
    await documents().send(
      new PutCommand({
        TableName: boundName(ENV.accountsTable),
        Item: { userId: parent.sub, sk: IMAGE_REGENERATION_LEASE_SK, owner: 'a-function-that-timed-out', leaseUntil: Date.now() - 1_000 },
      }),
    );

    // Act
    const taken = await regenerate(parent, storyId);

    // Assert
    expect(taken.status).toBe(200);
    expect(await pictureExists(storyId)).toBe(true);
    expect(await leaseItem(parent)).toBeUndefined();
  });

  it("should not hold back another parent, nor touch the lease of the parent who holds one", async () => {
    // Arrange
    const [busy, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const othersStory = await storyWithoutPicture(other);
    await api('/api/me/credits', { token: busy.idToken });
    const token = await lease().acquire(busy.sub, new Date());

    // Act
    const response = await regenerate(other, othersStory);

    // Assert
    expect(response.status).toBe(200);
    expect(await leaseItem(busy)).toMatchObject({ owner: token });
  });
});
