import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import { ENV } from '#shared/environment';
import { storyImageKey } from '#shared/media';
import { libraryPageSchema, pendingStorySchema, STORY_MESSAGES, storyCardSchema, storyDetailSchema } from '#shared/stories';
import { waitFor } from '../support/wait-for';
import { boundName, documents, storage } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';
import { PNG_SIGNATURE, putStory, STORED_SCENES } from './support/stories';

/** Two profiles' ids (ULIDs, as the API makes them). */
const PROFILE_ONE = ulid();
const PROFILE_TWO = ulid();

/**
 * A new parent's library, arranged by each test that reads it (so any test runs alone, in any order):
 * 14 completed stories over two profiles, two unfinished ones and a demo, the newest.
 */
async function arrangeLibrary(): Promise<{ parent: SignedInParent; completed: string[]; demo: string; unfinished: string[] }> {
  const parent = await signUpAndSignIn();
  const [completed, demo, generatingText, draft] = await Promise.all([
    Promise.all(Array.from({ length: 14 }, (_, index) => putStory(parent, { at: index + 1, profileId: (index + 1) % 2 === 0 ? PROFILE_TWO : PROFILE_ONE }))),
    putStory(parent, { at: 22, isDemo: true, profileId: PROFILE_ONE }),
    putStory(parent, { at: 20, status: 'generating_text', withImage: false, profileId: PROFILE_ONE }),
    putStory(parent, { at: 21, status: 'draft', withImage: false, profileId: PROFILE_ONE }),
  ]);
  return { parent, completed, demo, unfinished: [draft, generatingText] };
}

/** Reads a signed URL's expiry from its own query (X-Amz-Date, to the second, plus X-Amz-Expires). */
function expiryOf(signedUrl: string): number {
  const query = new URL(signedUrl).searchParams;
  // 20260101T120000Z → 2026-01-01T12:00:00Z
  const signedAt = Date.parse((query.get('X-Amz-Date') ?? '').replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  return signedAt + Number(query.get('X-Amz-Expires')) * 1000;
}

/** Long enough for the first fetch to land well before the expiry (X-Amz-Date is cut to the second). */
const EXPIRING_URL_SECONDS = 3;

const get = async (parent: SignedInParent, path: string) => {
  const response = await api(path, { token: parent.idToken });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('reading stories: the library, recent and pending stories', () => {
  it('should page through 14 completed and 2 unfinished stories by 6, newest first, with a cursor, and end with a short page', async () => {
    // Arrange
    const { parent, completed, demo, unfinished } = await arrangeLibrary();

    // Act
    const first = libraryPageSchema.parse((await get(parent, '/api/stories')).body);
    const second = libraryPageSchema.parse((await get(parent, `/api/stories?cursor=${first.nextCursor}`)).body);
    const third = libraryPageSchema.parse((await get(parent, `/api/stories?cursor=${second.nextCursor}`)).body);

    // Assert: the demo story is completed too, so the library lists it; only the home's recent grid leaves demos out.
    // The unfinished ones are listed too, for their 'En cours' cards (issue 27 item 8).
    const newestFirst = [demo, ...unfinished, ...[...completed].reverse()];
    expect([...first.stories, ...second.stories, ...third.stories].map((story) => story.id)).toEqual(newestFirst);
    expect([first.stories.length, second.stories.length, third.stories.length]).toEqual([6, 6, 5]);
    expect(third.nextCursor).toBeNull();
    expect(first.stories.slice(1, 3).map((story) => story.status)).toEqual(['draft', 'generating_text']);
    expect(first.stories[3]).toMatchObject({ title: 'Histoire 14', status: 'completed', profileId: PROFILE_TWO });
    expect(first.stories[3]!.excerpt.length).toBeLessThanOrEqual(241);
  });

  it('should filter the library by profile, page by page', async () => {
    // Arrange
    const { parent } = await arrangeLibrary();

    // Act
    const page = libraryPageSchema.parse((await get(parent, `/api/stories?profileId=${PROFILE_TWO}`)).body);
    const next = libraryPageSchema.parse((await get(parent, `/api/stories?profileId=${PROFILE_TWO}&cursor=${page.nextCursor}`)).body);
    const unknown = libraryPageSchema.parse((await get(parent, `/api/stories?profileId=${ulid()}`)).body);
    const invalid = await get(parent, '/api/stories?profileId=not-an-id');
    const badCursor = await get(parent, '/api/stories?cursor=%27%20OR%201%3D1');

    // Assert
    expect([...page.stories, ...next.stories].map((story) => story.title)).toEqual([14, 12, 10, 8, 6, 4, 2].map((at) => `Histoire ${at}`));
    expect(page.stories.every((story) => story.profileId === PROFILE_TWO)).toBe(true);
    expect(next.nextCursor).toBeNull();
    expect(unknown).toEqual({ stories: [], nextCursor: null });
    expect(invalid.status).toBe(400);
    expect(badCursor).toEqual({ status: 400, body: { message: 'La page demandée est invalide. Veuillez recharger la bibliothèque.' } });
  });

  it('should list the 6 newest stories that are not demos, whatever their status, and up to 5 pending ones', async () => {
    // Arrange
    const { parent } = await arrangeLibrary();

    // Act
    const recent = (await get(parent, '/api/stories/recent')).body as unknown[];
    const pending = (await get(parent, '/api/stories/pending')).body as unknown[];

    // Assert
    expect(recent.map((card) => storyCardSchema.parse(card).title)).toEqual(['Histoire 21', 'Histoire 20', 'Histoire 14', 'Histoire 13', 'Histoire 12', 'Histoire 11']);
    expect(pending.map((story) => pendingStorySchema.parse(story).status)).toEqual(['draft', 'generating_text']);
  });

  it('should show nothing of these stories to another parent', async () => {
    // Arrange
    const { parent, completed } = await arrangeLibrary();
    const other = await signUpAndSignIn();

    // Act
    const ownDetail = await get(parent, `/api/stories/${completed[0]}`);
    const library = libraryPageSchema.parse((await get(other, '/api/stories')).body);
    const withCursor = libraryPageSchema.parse((await get(other, `/api/stories?cursor=${completed[10]}`)).body);
    const detail = await get(other, `/api/stories/${completed[0]}`);

    // Assert: the story is there for its parent, so the other parent's 404 is about ownership alone.
    expect(ownDetail.status).toBe(200);
    expect(library.stories).toEqual([]);
    expect(withCursor.stories).toEqual([]);
    expect(detail).toEqual({ status: 404, body: { message: 'Histoire non trouvée' } });
  });
});

describe('story media: signed URLs and image health', () => {
  it('should hand out signed image URLs that work, and that stop working once expired', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 1 });
    const shortLived = createStoryMediaRepository(storage(), boundName(ENV.mediaBucket), { signedUrlSeconds: EXPIRING_URL_SECONDS });

    // Act
    const detail = storyDetailSchema.parse((await get(parent, `/api/stories/${storyId}`)).body);
    const fresh = await fetch(detail.imageUrl!);
    const expiring = await shortLived.signedUrl(storyImageKey(storyId));
    const beforeExpiry = await fetch(expiring);
    const beforeExpiryBytes = new Uint8Array(await beforeExpiry.arrayBuffer());
    // Poll the same URL until it is refused, rather than sleeping past the expiry and hoping.
    const expired = await waitFor(
      async () => {
        const response = await fetch(expiring);
        if (response.status !== 200) return { status: response.status, body: await response.text(), at: Date.now() };
        await response.arrayBuffer(); // still served: read it out so the connection is free for the next check
        return undefined;
      },
      { timeoutMs: EXPIRING_URL_SECONDS * 1000 + 10_000, intervalMs: 100, description: 'the short-lived image URL to be refused' },
    );

    // Assert
    expect(fresh.status).toBe(200);
    expect(new Uint8Array(await fresh.arrayBuffer()).slice(0, 8)).toEqual(PNG_SIGNATURE);
    expect(beforeExpiry.status).toBe(200);
    expect(beforeExpiryBytes).toEqual(PNG_SIGNATURE);
    // Refused because it expired, and not before its expiry.
    // s3rver checks expiry but serves unsigned requests too; on AWS the bucket blocks all public access.
    expect(expired.status).toBe(403);
    expect(expired.body).toContain('Request has expired');
    expect(expired.at).toBeGreaterThan(expiryOf(expiring));
  });

  it('should list every picture of a picture book with a signed URL that works, and draw again only picture 2 when it is lost', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 1, pictures: 3 });
    const head = (Key: string) => storage().send(new HeadObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key }));
    const [firstBefore, thirdBefore] = await Promise.all([head(storyImageKey(storyId, 1)), head(storyImageKey(storyId, 3))]);
    const whole = storyDetailSchema.parse((await get(parent, `/api/stories/${storyId}`)).body);
    const served = await Promise.all(whole.illustrations.map(async ({ url }) => new Uint8Array(await (await fetch(url!)).arrayBuffer())));
    await storage().send(new DeleteObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key: storyImageKey(storyId, 2) }));

    // Act
    const broken = storyDetailSchema.parse((await get(parent, `/api/stories/${storyId}`)).body);
    const regenerated = await api(`/api/stories/${storyId}/image`, { method: 'POST', token: parent.idToken, body: JSON.stringify({ picture: 2 }), headers: { 'content-type': 'application/json' } });
    const { imageUrl } = (await regenerated.json()) as { imageUrl: string };
    const healed = storyDetailSchema.parse((await get(parent, `/api/stories/${storyId}`)).body);

    // Assert
    expect(whole.illustrations.map(({ paragraph, moment, caption, missing }) => ({ paragraph, moment, caption, missing }))).toEqual(
      STORED_SCENES.map(({ paragraph, moment, caption }) => ({ paragraph, moment, caption, missing: false })),
    );
    expect(whole.imageUrl).toBe(whole.illustrations[0]!.url);
    for (const picture of served) expect(picture.slice(0, 8)).toEqual(PNG_SIGNATURE);
    expect(broken.illustrations.map(({ missing }) => missing)).toEqual([false, true, false]);
    expect(broken.illustrations[1]!.url).toBeNull();
    expect(regenerated.status).toBe(200);
    expect(imageUrl).toContain(storyImageKey(storyId, 2));
    const drawn = new Uint8Array(await (await fetch(imageUrl)).arrayBuffer());
    expect(drawn.length).toBeGreaterThan(10_000);
    expect(healed.illustrations.map(({ missing }) => missing)).toEqual([false, false, false]);
    // The others were not drawn again: the same objects, byte for byte.
    const [firstAfter, thirdAfter] = await Promise.all([head(storyImageKey(storyId, 1)), head(storyImageKey(storyId, 3))]);
    expect([firstAfter.ETag, thirdAfter.ETag, firstAfter.ContentLength]).toEqual([firstBefore.ETag, thirdBefore.ETag, PNG_SIGNATURE.length]);
  });

  it('should answer 400 in French to a picture number out of range, and 404 to a picture the story does not have', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 1 });
    const post = (body: unknown) =>
      api(`/api/stories/${storyId}/image`, { method: 'POST', token: parent.idToken, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

    // Act
    const outOfRange = await post({ picture: 7 });
    const notThere = await post({ picture: 2 });

    // Assert
    expect([outOfRange.status, await outOfRange.json()]).toEqual([400, { message: STORY_MESSAGES.pictureInvalid }]);
    expect([notThere.status, await notThere.json()]).toEqual([404, { message: STORY_MESSAGES.pictureNotFound }]);
  });

  it('should report a missing image object and draw it again on POST /api/stories/{id}/image', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 1 });
    await storage().send(new DeleteObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key: storyImageKey(storyId) }));

    // Act
    const broken = storyDetailSchema.parse((await get(parent, `/api/stories/${storyId}`)).body);
    const regenerated = await api(`/api/stories/${storyId}/image`, { method: 'POST', token: parent.idToken });
    const { imageUrl } = (await regenerated.json()) as { imageUrl: string };
    const healed = storyDetailSchema.parse((await get(parent, `/api/stories/${storyId}`)).body);

    // Assert
    expect(broken).toMatchObject({ imageMissing: true, imageUrl: null });
    expect(regenerated.status).toBe(200);
    const png = new Uint8Array(await (await fetch(imageUrl)).arrayBuffer());
    expect(png.slice(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.length).toBeGreaterThan(10_000);
    expect(healed.imageMissing).toBe(false);
  });

  it('should not draw a picture that is there again, only hand out a fresh URL to it', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 1 });

    // Act
    const response = await api(`/api/stories/${storyId}/image`, { method: 'POST', token: parent.idToken });
    const { imageUrl } = (await response.json()) as { imageUrl: string };

    // Assert: still the 8-byte stand-in the test stored, not a new drawing.
    expect(response.status).toBe(200);
    expect(new Uint8Array(await (await fetch(imageUrl)).arrayBuffer())).toEqual(PNG_SIGNATURE);
  });

  it("should not regenerate another parent's image", async () => {
    // Arrange
    const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const storyId = await putStory(parent, { at: 1 });

    // Act
    const response = await api(`/api/stories/${storyId}/image`, { method: 'POST', token: other.idToken });

    // Assert
    expect(response.status).toBe(404);
  });
});

describe("a story's content_url", () => {
  it('should read the text from the linked JSON document, and fall back to the content when the document is missing or broken', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const linked = await putStory(parent, { at: 1 });
    const missing = await putStory(parent, { at: 2 });
    const broken = await putStory(parent, { at: 3 });
    const link = async (storyId: string, key: string, body?: string) => {
      if (body !== undefined) await storage().send(new PutObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key: key, Body: body, ContentType: 'application/json' }));
      await documents().send(
        new UpdateCommand({
          TableName: boundName(ENV.storiesTable),
          Key: { userId: parent.sub, storyId },
          UpdateExpression: 'SET contentKey = :key',
          ExpressionAttributeValues: { ':key': key },
        }),
      );
    };
    await link(linked, `story_content/${linked}.json`, JSON.stringify({ content: 'Le texte venu du document.' }));
    await link(missing, `story_content/${missing}.json`);
    await link(broken, `story_content/${broken}.json`, '{"content": ');

    // Act
    const [fromDocument, fromMissing, fromBroken] = await Promise.all(
      [linked, missing, broken].map(async (id) => storyDetailSchema.parse((await get(parent, `/api/stories/${id}`)).body).content),
    );

    // Assert
    expect(fromDocument).toBe('Le texte venu du document.');
    expect(fromMissing).toMatch(/^Il était une fois/);
    expect(fromBroken).toMatch(/^Il était une fois/);
  });
});
