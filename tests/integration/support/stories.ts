import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import type { Story } from '#core/stories/story';
import { pictureKeyAttribute } from '#core/stories/story-pictures';
import { SCENE_MOMENTS, type StoryScene } from '#core/story-scenes';
import type { StoryCreditRepository } from '#core/stories/story-credit-repository';
import { SAMPLE_STORY_REQUEST } from '#story-makers/sample-request';
import { ENV } from '#shared/environment';
import { storyImageKey } from '#shared/media';
import type { StoryStatus } from '#shared/stories';
import { boundName, documents, storage } from './aws';
import { api, type SignedInParent } from './parents';
import { draftStoryItem } from '../../fixtures/stories';

/** The 8 bytes every PNG starts with: the stand-in image a stored story points to. */
export const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface StoredStoryOptions {
  /** Seconds after 2026-01-01: ids (ULIDs) and creation dates grow with it, so tests can fix an order. */
  readonly at: number;
  readonly status?: StoryStatus;
  /** Defaults to a profile of its own. */
  readonly profileId?: string;
  readonly isDemo?: boolean;
  /** Puts the PNG stand-in in the media bucket and links it (default true). */
  readonly withImage?: boolean;
  /**
   * With 2 or 3, a picture book: that many scenes (the opening, then the problem and the resolution) and as
   * many stand-in pictures, each under its own key. Without it, a story made before the picture book.
   */
  readonly pictures?: number;
}

/** The scenes a stored picture book is given, on the first, second and third paragraphs. */
export const STORED_SCENES: StoryScene[] = SCENE_MOMENTS.map((moment, paragraph) => ({
  moment,
  paragraph,
  light: 'day',
  pose: 'standing',
  props: [],
  caption: `L'image ${paragraph + 1} de l'histoire.`,
}));

/**
 * Arranges a story directly in the parent's partition of the stories table (the pipeline is tested
 * elsewhere), without spending a credit; returns its id.
 */
export async function putStory(parent: SignedInParent, options: StoredStoryOptions): Promise<string> {
  const createdAt = Date.UTC(2026, 0, 1) + options.at * 1000;
  const storyId = ulid(createdAt);
  const imageKey = storyImageKey(storyId);
  const withImage = options.withImage ?? true;
  const pictures = options.pictures ?? 1;
  const pictureKeys = Array.from({ length: withImage ? pictures : 0 }, (_, index) => storyImageKey(storyId, index + 1));
  for (const Key of pictureKeys) {
    await storage().send(new PutObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key, Body: PNG_SIGNATURE, ContentType: 'image/png' }));
  }
  await documents().send(
    new PutCommand({
      TableName: boundName(ENV.storiesTable),
      Item: {
        userId: parent.sub,
        storyId,
        profileId: options.profileId ?? ulid(),
        title: `Histoire ${options.at}`,
        content:
          pictures > 1
            ? ['Il était une fois une très longue histoire.', 'Puis tout se compliqua.', 'Et tout finit bien.'].join('\n\n')
            : `Il était une fois ${'une très longue histoire '.repeat(20)}`,
        moral: 'Partager rend heureux.',
        status: options.status ?? 'completed',
        creditType: 'bonus',
        isDemo: options.isDemo ?? false,
        createdAt: new Date(createdAt).toISOString(),
        updatedAt: new Date().toISOString(),
        request: { ...SAMPLE_STORY_REQUEST, seed: storyId },
        narrationRequested: false,
        ...(withImage ? { imageKey } : {}),
        ...(pictures > 1 ? { scenes: STORED_SCENES.slice(0, pictures) } : {}),
        ...Object.fromEntries(pictureKeys.slice(1).map((key, index) => [pictureKeyAttribute(index + 2), key])),
      },
    }),
  );
  return storyId;
}

/** A parent with the sign-up credit and a profile, and a draft story that took the credit (through the real credit transaction). */
export async function draftStoryWithCredit(credits: Pick<StoryCreditRepository, 'createWithDebit'>, narrationRequested = false): Promise<Story> {
  const userId = randomUUID();
  const now = new Date();
  // Creation only (no sign-in check): the caller arranges the parent's account directly.
  await createAccountRepository(documents(), boundName(ENV.accountsTable)).createWithSignupGrant(userId, null, now);
  const profileId = ulid();
  // The credit transaction checks that the profile exists.
  await documents().send(new PutCommand({ TableName: boundName(ENV.profilesTable), Item: { userId, profileId, name: 'Léa' } }));
  const storyId = ulid();
  const story = draftStoryItem({ userId, storyId, profileId, at: now, narrationRequested });
  if ((await credits.createWithDebit(story, now)) !== 'created') throw new Error('The draft story could not take its credit');
  return story;
}

/** A completed story of the parent whose picture's object is missing (lost, or never stored). */
export async function storyWithoutPicture(parent: SignedInParent): Promise<string> {
  const storyId = ulid();
  const now = new Date().toISOString();
  const story: Story = {
    userId: parent.sub,
    storyId,
    profileId: ulid(),
    title: 'La forêt',
    content: 'Léa marchait dans la forêt avec son ami le petit dragon.',
    moral: 'Être ensemble rend courageux.',
    status: 'completed',
    creditType: 'bonus',
    isDemo: false,
    createdAt: now,
    updatedAt: now,
    request: { ...SAMPLE_STORY_REQUEST, seed: storyId },
    narrationRequested: false,
    imageKey: storyImageKey(storyId),
  };
  await documents().send(new PutCommand({ TableName: boundName(ENV.storiesTable), Item: story }));
  // A parent with a story has an account (made by their first credits read or story); the lease checks it.
  await api('/api/me/credits', { token: parent.idToken });
  return storyId;
}
