import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { ENV } from '#shared/environment';
import { storyVoiceKey } from '#shared/media';
import { DELETE_CONFIRMATION_WORD } from '#shared/privacy';
import { STORY_MESSAGES, storyDetailSchema } from '#shared/stories';
import { VOICE_MESSAGES } from '#shared/voice';
import { boundName, storage } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';
import { putStory } from './support/stories';

/** The start of a WebM file (its EBML header), then a paragraph's own bytes. */
const webm = (paragraph: number) => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, paragraph]);

const upload = (parent: SignedInParent, storyId: string, paragraph: number, body: Uint8Array = webm(paragraph), type = 'audio/webm;codecs=opus') =>
  api(`/api/stories/${storyId}/voice/paragraphs/${paragraph}?durationMs=${1000 * paragraph}`, { method: 'PUT', token: parent.idToken, body, headers: { 'content-type': type } });

async function voiceObjectExists(storyId: string, paragraph: number): Promise<boolean> {
  try {
    await storage().send(new HeadObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key: storyVoiceKey(storyId, paragraph) }));
    return true;
  } catch {
    return false;
  }
}

describe("a parent's own voice through the twin's API (issue 31, item 4)", () => {
  it('should keep three paragraphs sent side by side, and give them back on the story as links that serve each recording', async () => {
    // Arrange — a story of three paragraphs.
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 1, pictures: 3 });

    // Act — the three uploads race to make the row's map of recordings.
    const answers = await Promise.all([1, 2, 3].map((paragraph) => upload(parent, storyId, paragraph)));
    const story = storyDetailSchema.parse(await (await api(`/api/stories/${storyId}`, { token: parent.idToken })).json());

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(story.voice?.complete).toBe(true);
    expect(story.voice?.paragraphs.map((entry) => [entry.paragraph, entry.durationMs])).toEqual([
      [1, 1000],
      [2, 2000],
      [3, 3000],
    ]);
    const served = await fetch(story.voice!.paragraphs[1]!.url);
    expect(served.headers.get('content-type')).toBe('audio/webm');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(webm(2));
  });

  it("should answer another parent's upload and deletion with a French 404, and the owner's bad input with a French 4xx", async () => {
    // Arrange
    const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const storyId = await putStory(parent, { at: 2, pictures: 3 });

    // Act
    const othersUpload = await upload(other, storyId, 1);
    const othersDeletion = await api(`/api/stories/${storyId}/voice`, { method: 'DELETE', token: other.idToken });
    const tooLarge = await upload(parent, storyId, 1, new Uint8Array(2 * 1024 * 1024 + 1));
    const wrongType = await upload(parent, storyId, 1, webm(1), 'video/x-msvideo');

    // Assert
    expect([othersUpload.status, await othersUpload.json()]).toEqual([404, { message: STORY_MESSAGES.storyNotFound }]);
    expect([othersDeletion.status, await othersDeletion.json()]).toEqual([404, { message: STORY_MESSAGES.storyNotFound }]);
    expect([tooLarge.status, await tooLarge.json()]).toEqual([413, { message: VOICE_MESSAGES.tooLarge }]);
    expect([wrongType.status, await wrongType.json()]).toEqual([415, { message: VOICE_MESSAGES.unsupportedType }]);
    expect(await voiceObjectExists(storyId, 1)).toBe(false);
  });

  it("should remove the recordings with the parent's account", async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const storyId = await putStory(parent, { at: 3, pictures: 3 });
    expect((await upload(parent, storyId, 1)).status).toBe(200);
    expect(await voiceObjectExists(storyId, 1)).toBe(true);

    // Act
    const deleted = await api('/api/me', { method: 'DELETE', token: parent.idToken, body: JSON.stringify({ confirmation: DELETE_CONFIRMATION_WORD }), headers: { 'content-type': 'application/json' } });

    // Assert
    expect(deleted.status).toBe(204);
    expect(await voiceObjectExists(storyId, 1)).toBe(false);
  });
});
