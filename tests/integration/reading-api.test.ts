import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStoryMediaStore } from '../../functions/core/stories/story-media';
import { ENV } from '../../shared/environment';
import { storyImageKey } from '../../shared/media';
import { SAMPLE_STORY_REQUEST } from '../../functions/core/providers/sample-request';
import {
  libraryPageSchema,
  pendingStorySchema,
  storyCardSchema,
  storyDetailSchema,
  type StoryStatus,
} from '../../shared/stories';
import { boundName, documents, storage } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';

/** Two profiles' ids (ULIDs, as the API makes them). */
const PROFILE_ONE = ulid();
const PROFILE_TWO = ulid();

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Arranges a story directly in the tables (the pipeline is tested elsewhere); ids grow with `at`. */
async function putStory(parent: SignedInParent, options: { status?: StoryStatus; profileId?: string; isDemo?: boolean; at: number; withImage?: boolean }) {
  const storyId = ulid(Date.UTC(2026, 0, 1) + options.at * 1000);
  const imageKey = storyImageKey(storyId);
  if (options.withImage ?? true) {
    await storage().send(new PutObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key: imageKey, Body: PNG_SIGNATURE, ContentType: 'image/png' }));
  }
  await documents().send(
    new PutCommand({
      TableName: boundName(ENV.storiesTable),
      Item: {
        userId: parent.sub,
        storyId,
        profileId: options.profileId ?? PROFILE_ONE,
        title: `Histoire ${options.at}`,
        content: `Il était une fois ${'une très longue histoire '.repeat(20)}`,
        moral: 'Partager rend heureux.',
        status: options.status ?? 'completed',
        creditType: 'bonus',
        isDemo: options.isDemo ?? false,
        createdAt: new Date(Date.UTC(2026, 0, 1) + options.at * 1000).toISOString(),
        updatedAt: new Date().toISOString(),
        request: { ...SAMPLE_STORY_REQUEST, seed: storyId },
        narrationRequested: false,
        ...(options.withImage === false ? {} : { imageKey }),
      },
    }),
  );
  return storyId;
}

const get = async (parent: SignedInParent, path: string) => {
  const response = await api(path, { token: parent.idToken });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('reading stories: the library, recent and pending stories', () => {
  let parent: SignedInParent;
  const ids: string[] = [];

  beforeAll(async () => {
    parent = await signUpAndSignIn();
    // 14 completed stories (two profiles), two unfinished, one demo.
    for (let at = 1; at <= 14; at += 1) ids.push(await putStory(parent, { at, profileId: at % 2 === 0 ? PROFILE_TWO : PROFILE_ONE }));
    await putStory(parent, { at: 20, status: 'generating_text', withImage: false });
    await putStory(parent, { at: 21, status: 'draft', withImage: false });
    await putStory(parent, { at: 22, isDemo: true });
  });

  it('should page through 14 completed stories by 6, newest first, with a cursor, and end with a short page', async () => {
    // Act
    const first = libraryPageSchema.parse((await get(parent, '/api/stories')).body);
    const second = libraryPageSchema.parse((await get(parent, `/api/stories?cursor=${first.nextCursor}`)).body);
    const third = libraryPageSchema.parse((await get(parent, `/api/stories?cursor=${second.nextCursor}`)).body);

    // Assert
    const completedNewestFirst = [await lastDemoId(), ...[...ids].reverse()];
    expect([...first.stories, ...second.stories, ...third.stories].map((story) => story.id)).toEqual(completedNewestFirst);
    expect([first.stories.length, second.stories.length, third.stories.length]).toEqual([6, 6, 3]);
    expect(third.nextCursor).toBeNull();
    expect(first.stories[1]).toMatchObject({ title: 'Histoire 14', status: 'completed', profileId: PROFILE_TWO });
    expect(first.stories[1]!.excerpt.length).toBeLessThanOrEqual(241);
  });

  async function lastDemoId(): Promise<string> {
    // The demo story is completed too: the library lists it; only the home's recent grid leaves demos out.
    const page = libraryPageSchema.parse((await get(parent, '/api/stories')).body);
    return page.stories[0]!.id;
  }

  it('should filter the library by profile, page by page', async () => {
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
    // Act
    const recent = (await get(parent, '/api/stories/recent')).body as unknown[];
    const pending = (await get(parent, '/api/stories/pending')).body as unknown[];

    // Assert
    expect(recent.map((card) => storyCardSchema.parse(card).title)).toEqual(['Histoire 21', 'Histoire 20', 'Histoire 14', 'Histoire 13', 'Histoire 12', 'Histoire 11']);
    expect(pending.map((story) => pendingStorySchema.parse(story).status)).toEqual(['draft', 'generating_text']);
  });

  it("should show nothing of these stories to another parent", async () => {
    // Arrange
    const other = await signUpAndSignIn();

    // Act
    const library = libraryPageSchema.parse((await get(other, '/api/stories')).body);
    const withCursor = libraryPageSchema.parse((await get(other, `/api/stories?cursor=${ids[10]}`)).body);
    const detail = await get(other, `/api/stories/${ids[0]}`);

    // Assert
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
    const shortLived = createStoryMediaStore(storage(), boundName(ENV.mediaBucket), { signedUrlSeconds: 1 });

    // Act
    const detail = storyDetailSchema.parse((await get(parent, `/api/stories/${storyId}`)).body);
    const fresh = await fetch(detail.imageUrl!);
    const expiring = await shortLived.signedUrl(storyImageKey(storyId));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const expired = await fetch(expiring);

    // Assert
    expect(fresh.status).toBe(200);
    expect(new Uint8Array(await fresh.arrayBuffer()).slice(0, 8)).toEqual(PNG_SIGNATURE);
    // s3rver checks expiry but serves unsigned requests too; on AWS the bucket blocks all public access.
    expect(expired.status).toBe(403);
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
