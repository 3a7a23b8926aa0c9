import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { ENV } from '#shared/environment';
import { storyBookKey, storyImageKey } from '#shared/media';
import { DELETE_CONFIRMATION_WORD } from '#shared/privacy';
import { STORY_MESSAGES } from '#shared/stories';
import { makePng } from '../fixtures/png';
import { boundName, storage } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';
import { putStory } from './support/stories';

const bucket = () => boundName(ENV.mediaBucket);
const PICTURE = makePng(16, 16, 6, (x, y) => [x * 16, y * 16, 200, 255]);
const REDRAWN = makePng(16, 16, 6, (x, y) => [y * 16, x * 16, 90, 255]);

/** The book's link from the API, then the file it points to. */
async function downloadBook(parent: SignedInParent, storyId: string) {
  const response = await api(`/api/stories/${storyId}/book.pdf`, { token: parent.idToken });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const file = await fetch(url);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

/** The document's title as the PDF's /Info writes it (UTF-16BE with its byte order mark, in hex). */
const infoTitle = (title: string) => `<FEFF${[...title].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`;

async function putPicture(storyId: string, picture: number, png: Uint8Array) {
  await storage().send(new PutObjectCommand({ Bucket: bucket(), Key: storyImageKey(storyId, picture), Body: png, ContentType: 'image/png' }));
}

async function bookExists(storyId: string): Promise<boolean> {
  try {
    await storage().send(new HeadObjectCommand({ Bucket: bucket(), Key: storyBookKey(storyId) }));
    return true;
  } catch {
    return false;
  }
}

describe('GET /api/stories/{id}/book.pdf (issue 31, item 3)', () => {
  it("should give the owner a link to the PDF book with the story's title, and another parent a French 404", async () => {
    // Arrange
    const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const storyId = await putStory(parent, { at: 1, pictures: 3 });
    await Promise.all([1, 2, 3].map((picture) => putPicture(storyId, picture, PICTURE)));

    // Act
    const book = await downloadBook(parent, storyId);
    const others = await api(`/api/stories/${storyId}/book.pdf`, { token: other.idToken });

    // Assert
    expect(book.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(book.toString('latin1')).toContain(infoTitle('Histoire 1'));
    expect(book.toString('latin1').match(/\/Type \/Page /g)).toHaveLength(5);
    expect(others.status).toBe(404);
    expect(await others.json()).toEqual({ message: STORY_MESSAGES.storyNotFound });
  });

  it('should serve the kept book on the second download, and make it again once a picture is redrawn', async () => {
    // Arrange: the kept file is replaced by a marker, with what it was made from, so serving it shows.
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 2, pictures: 3 });
    await Promise.all([1, 2, 3].map((picture) => putPicture(storyId, picture, PICTURE)));
    await downloadBook(parent, storyId);
    const { Metadata } = await storage().send(new HeadObjectCommand({ Bucket: bucket(), Key: storyBookKey(storyId) }));
    await storage().send(new PutObjectCommand({ Bucket: bucket(), Key: storyBookKey(storyId), Body: '%PDF-kept', ContentType: 'application/pdf', Metadata }));

    // Act
    const second = await downloadBook(parent, storyId);
    await putPicture(storyId, 2, REDRAWN);
    const afterRedraw = await downloadBook(parent, storyId);

    // Assert
    expect(second.toString('latin1')).toBe('%PDF-kept');
    expect(afterRedraw.toString('latin1')).toContain(infoTitle('Histoire 2'));
  });

  it("should remove the kept book with the parent's account", async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 3, pictures: 3 });
    await downloadBook(parent, storyId);
    expect(await bookExists(storyId)).toBe(true);

    // Act
    const deleted = await api('/api/me', { method: 'DELETE', token: parent.idToken, body: JSON.stringify({ confirmation: DELETE_CONFIRMATION_WORD }), headers: { 'content-type': 'application/json' } });

    // Assert
    expect(deleted.status).toBe(204);
    expect(await bookExists(storyId)).toBe(false);
  });
});
