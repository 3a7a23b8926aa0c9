import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { ENV } from '#shared/environment';
import { DELETE_CONFIRMATION_WORD } from '#shared/privacy';
import { STORY_MESSAGES } from '#shared/stories';
import { SHARE_MESSAGES, SHARE_VIEW_LIMIT, SHARED_STORY_ROBOTS, activeSharesSchema, createdShareSchema, sharedStorySchema } from '#shared/story-shares';
import { TOM } from '../fixtures/profiles';
import { boundName, documents } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';
import { putStory } from './support/stories';

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const DAY_MS = 24 * 60 * 60 * 1000;

async function share(parent: SignedInParent, storyId: string, body?: unknown) {
  return api(`/api/stories/${storyId}/share`, { method: 'POST', token: parent.idToken, ...(body === undefined ? {} : json(body)) });
}

async function createdLink(parent: SignedInParent, storyId: string, body?: unknown) {
  const response = await share(parent, storyId, body);
  expect(response.status).toBe(201);
  const created = createdShareSchema.parse(await response.json());
  return { ...created, token: new URL(created.url).pathname.split('/').pop()! };
}

const view = (token: string) => api(`/api/shared/${token}`);

/** The items the accounts table holds for a token (its own partition, named by the hash). */
async function tokenItemExists(token: string): Promise<boolean> {
  const hash = createHash('sha256').update(token).digest('hex');
  const { Item } = await documents().send(new GetCommand({ TableName: boundName(ENV.accountsTable), Key: { userId: `SHARE_TOKEN#${hash}`, sk: 'SHARE_TOKEN' }, ConsistentRead: true }));
  return Item !== undefined;
}

async function shareItemsOf(parent: SignedInParent) {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: boundName(ENV.accountsTable),
      KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':userId': parent.sub, ':prefix': 'SHARE#' },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('The family link (issue 31, item 2)', () => {
  it('should open the story without an account, with only the text, pictures, narration and the first name', async () => {
    // Arrange: a child's name with a second word, which must not reach the page.
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 1, pictures: 3 });
    await documents().send(
      new UpdateCommand({
        TableName: boundName(ENV.storiesTable),
        Key: { userId: parent.sub, storyId },
        UpdateExpression: 'SET #request.#child.#name = :name',
        ExpressionAttributeNames: { '#request': 'request', '#child': 'child', '#name': 'name' },
        ExpressionAttributeValues: { ':name': 'Léa Martin' },
      }),
    );
    const before = Date.now();

    // Act
    const link = await createdLink(parent, storyId);
    const response = await view(link.token);

    // Assert
    expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/partage\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThanOrEqual(30 * DAY_MS - 60_000);
    expect(Date.parse(link.expiresAt) - before).toBeLessThanOrEqual(30 * DAY_MS + 60_000);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const body = (await response.json()) as Record<string, unknown>;
    const story = sharedStorySchema.parse(body);
    expect(story.title).toBe('Histoire 1');
    expect(story.childFirstName).toBe('Léa');
    expect(story.illustrations).toHaveLength(3);
    expect(story.illustrations.every((picture) => picture.url?.includes('X-Amz-Signature'))).toBe(true);
    const text = JSON.stringify(body);
    for (const secret of [parent.sub, parent.email, 'Martin']) expect(text).not.toContain(secret);
    // The story's id appears only inside its media's signed URLs (the bucket's keys are named after it), never as a field.
    expect(JSON.stringify({ ...story, illustrations: [], audioParts: [] })).not.toContain(storyId);
    expect(await tokenItemExists(link.token)).toBe(true);
    expect(JSON.stringify(await shareItemsOf(parent))).not.toContain(link.token);
  });

  it("should send the link page's HTML with a header that keeps it out of search engines, and no other page", async () => {
    // Arrange
    const token = 'A'.repeat(43);

    // Act
    const [sharePage, home] = await Promise.all([api(`/partage/${token}`), api('/')]);

    // Assert
    expect(sharePage.status).toBe(200);
    expect(sharePage.headers.get('content-type')).toContain('text/html');
    expect(sharePage.headers.get('x-robots-tag')).toBe(SHARED_STORY_ROBOTS);
    expect(sharePage.headers.get('x-frame-options')).toBe('DENY');
    expect(home.status).toBe(200);
    expect(home.headers.get('x-robots-tag')).toBeNull();
  });

  it('should let only the owner create or revoke a link, answering anyone else with a French 404', async () => {
    // Arrange
    const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const storyId = await putStory(parent, { at: 2 });
    const link = await createdLink(parent, storyId, { days: 7 });

    // Act
    const othersCreate = await share(other, storyId);
    const othersRevoke = await api(`/api/stories/${storyId}/share`, { method: 'DELETE', token: other.idToken });
    const anonymousCreate = await api(`/api/stories/${storyId}/share`, { method: 'POST' });
    const anonymousList = await api('/api/me/shares');
    const othersList = activeSharesSchema.parse(await (await api('/api/me/shares', { token: other.idToken })).json());

    // Assert
    expect(othersCreate.status).toBe(404);
    expect(await othersCreate.json()).toEqual({ message: STORY_MESSAGES.storyNotFound });
    expect(othersRevoke.status).toBe(404);
    expect(await othersRevoke.json()).toEqual({ message: STORY_MESSAGES.storyNotFound });
    expect(anonymousCreate.status).toBe(401);
    expect(anonymousList.status).toBe(401);
    expect(othersList.shares).toEqual([]);
    expect((await view(link.token)).status).toBe(200);
  });

  it('should refuse a wrong duration and an unfinished story with French messages', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const [finished, unfinished] = [await putStory(parent, { at: 3 }), await putStory(parent, { at: 4, status: 'generating_text' })];

    // Act
    const wrongDays = await share(parent, finished, { days: 12 });
    const notReady = await share(parent, unfinished);

    // Assert
    expect(wrongDays.status).toBe(400);
    expect(await wrongDays.json()).toEqual({ message: SHARE_MESSAGES.durationInvalid });
    expect(notReady.status).toBe(409);
    expect(await notReady.json()).toEqual({ message: SHARE_MESSAGES.storyNotReady });
  });

  it('should end a link at once when it is revoked or replaced, and list only active links', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const [first, second] = [await putStory(parent, { at: 5 }), await putStory(parent, { at: 6 })];
    const revoked = await createdLink(parent, first, { days: 90 });
    const replaced = await createdLink(parent, second);
    const current = await createdLink(parent, second, { days: 7 });

    // Act
    const revocation = await api(`/api/stories/${first}/share`, { method: 'DELETE', token: parent.idToken });
    const [revokedView, replacedView, currentView] = await Promise.all([view(revoked.token), view(replaced.token), view(current.token)]);
    const listed = activeSharesSchema.parse(await (await api('/api/me/shares', { token: parent.idToken })).json());

    // Assert
    expect(revocation.status).toBe(204);
    expect(revokedView.status).toBe(404);
    expect(await revokedView.json()).toEqual({ message: SHARE_MESSAGES.linkNotFound });
    expect(replacedView.status).toBe(404);
    expect(currentView.status).toBe(200);
    expect(listed.shares).toEqual([{ storyId: second, title: 'Histoire 6', createdAt: expect.any(String) as string, expiresAt: current.expiresAt }]);
    expect(await tokenItemExists(revoked.token)).toBe(false);
    expect(await tokenItemExists(replaced.token)).toBe(false);
  });

  it('should answer a malformed or unknown token with the same French 404', async () => {
    // Act
    const responses = await Promise.all([view('court'), view('A'.repeat(43)), view(`${'A'.repeat(42)}!`)]);

    // Assert
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: SHARE_MESSAGES.linkNotFound });
    }
  });

  it("should refuse views beyond the link's limit with a French 429, without touching another link", async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const [busy, quiet] = [await putStory(parent, { at: 7, withImage: false }), await putStory(parent, { at: 8, withImage: false })];
    const busyLink = await createdLink(parent, busy);
    const quietLink = await createdLink(parent, quiet);

    // Act: one at a time, so the count is exact.
    const statuses: number[] = [];
    for (let index = 0; index <= SHARE_VIEW_LIMIT.capacity; index += 1) statuses.push((await view(busyLink.token)).status);
    const refused = await view(busyLink.token);
    const other = await view(quietLink.token);

    // Assert: at most one token came back during the run (one a minute).
    expect(statuses.slice(0, SHARE_VIEW_LIMIT.capacity).every((status) => status === 200)).toBe(true);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: SHARE_MESSAGES.tooManyViews });
    expect(other.status).toBe(200);
  });

  it("should end the links of a deleted profile's stories and of a deleted account, and remove their items", async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const created = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(TOM) });
    const { id: profileId } = (await created.json()) as { id: string };
    const ofProfile = await putStory(parent, { at: 9, profileId });
    const kept = await putStory(parent, { at: 10 });
    const profileLink = await createdLink(parent, ofProfile);
    const accountLink = await createdLink(parent, kept);

    // Act
    const profileDeletion = await api(`/api/profiles/${profileId}`, { method: 'DELETE', token: parent.idToken });
    const afterProfile = await view(profileLink.token);
    const stillOpen = await view(accountLink.token);
    const exported = (await (await api('/api/me/export', { token: parent.idToken })).json()) as { shareLinks?: unknown };
    const accountDeletion = await api('/api/me', { method: 'DELETE', token: parent.idToken, ...json({ confirmation: DELETE_CONFIRMATION_WORD }) });
    const afterAccount = await view(accountLink.token);

    // Assert
    expect(profileDeletion.status).toBe(200);
    expect(afterProfile.status).toBe(404);
    expect(await tokenItemExists(profileLink.token)).toBe(false);
    expect(stillOpen.status).toBe(200);
    expect(exported.shareLinks).toEqual([{ storyId: kept, title: 'Histoire 10', createdAt: expect.any(String) as string, expiresAt: accountLink.expiresAt }]);
    expect(accountDeletion.status).toBe(204);
    expect(afterAccount.status).toBe(404);
    expect(await tokenItemExists(accountLink.token)).toBe(false);
    expect(await shareItemsOf(parent)).toEqual([]);
  });
});
