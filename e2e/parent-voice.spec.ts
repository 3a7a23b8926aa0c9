import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TWIN_ENDPOINTS_FILE } from '../infra/local/twin';
import { ENV } from '../shared/environment';
import { storyAudioKey, storyTimingsKey } from '../shared/media';
import { STORY_MESSAGES } from '../shared/stories';
import { VOICE_MESSAGES } from '../shared/voice';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';
import { createConfirmedParent, type TestParent } from './support/parents';
import { twinConfig } from './support/twin';
import { putPictureBookStory } from './support/twin-data';

// Chromium's fake microphone (a tone) and no permission prompt: MediaRecorder records for real, in this file only.
test.use({
  launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
});

const PARAGRAPHS = ['Léo vit une étoile tomber dans le jardin.', 'Il la rendit au ciel avant la nuit.'];

/** A parent's ID token straight from the twin's Cognito, to call the API as them. */
async function idTokenOf(request: APIRequestContext, parent: TestParent): Promise<string> {
  const config = await twinConfig(request);
  const cognito = new CognitoIdentityProviderClient({ endpoint: config.userPoolEndpoint, region: config.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: parent.email, PASSWORD: parent.password } }),
    );
    return AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

/** Seconds of silence as a WAV file: a synthetic narration the browser plays, without running the narrator. */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  return wav;
}

/** Gives a story of the twin a synthetic narration in one part (its audio, its word timings), as the audio step stores it. */
async function putSyntheticNarration(storyId: string, userId: string): Promise<void> {
  const twin = JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR!, TWIN_ENDPOINTS_FILE), 'utf8')) as { endpoints: { dynamodb: string; s3: string }; boundNames: Record<string, string> };
  const s3 = new S3Client({ endpoint: twin.endpoints.s3, region: 'eu-west-3', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: twin.endpoints.dynamodb, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  const words = PARAGRAPHS.join(' ')
    .split(' ')
    .map((word, index) => ({ word: word.replace(/[.,]/g, ''), startMs: 200 + index * 250, endMs: 400 + index * 250 }));
  try {
    const bucket = twin.boundNames[ENV.mediaBucket]!;
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: storyTimingsKey(storyId), Body: JSON.stringify(words), ContentType: 'application/json' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: storyAudioKey(storyId), Body: silentWav(5), ContentType: 'audio/wav' }));
    const part = { audioKey: storyAudioKey(storyId), timingsKey: storyTimingsKey(storyId), durationMs: 5000 };
    await client.send(
      new UpdateCommand({
        TableName: twin.boundNames[ENV.storiesTable]!,
        Key: { userId, storyId },
        UpdateExpression: 'SET audioParts = :parts, narrationPartCount = :one, audioKey = :audio, timingsKey = :timings, narrationDurationMs = :duration, narrationRequested = :yes',
        ExpressionAttributeValues: { ':parts': [part], ':one': 1, ':audio': part.audioKey, ':timings': part.timingsKey, ':duration': part.durationMs, ':yes': true },
      }),
    );
  } finally {
    s3.destroy();
    client.destroy();
  }
}

const paragraphGroup = (page: Page, n: number) => page.getByRole('group', { name: `Paragraphe ${n} sur ${PARAGRAPHS.length}` });

/** Records paragraph n through the page: the recorder shows its second chunk (1 s read) before it is stopped. */
async function recordParagraph(page: Page, n: number, button: 'Enregistrer' | 'Refaire') {
  const group = paragraphGroup(page, n);
  await group.getByRole('button', { name: button }).click();
  await expect(group.getByRole('status')).toContainText('0:01', { timeout: 10_000 });
  await group.getByRole('button', { name: "Arrêter l'enregistrement" }).click();
  await expect(group.getByRole('button', { name: 'Refaire' })).toBeEnabled({ timeout: 15_000 });
}

test.describe("a parent's own voice (issue 31, item 4)", () => {
  test('should record the story paragraph by paragraph, play it in place of the synthetic voice with the read-along, export it and delete it', async ({ page, request }) => {
    test.setTimeout(180_000);
    // Arrange — a finished story of two paragraphs (no synthetic narration), put straight in the twin.
    const parent = await createConfirmedParent(request);
    const other = await createConfirmedParent(request);
    const id = await putPictureBookStory(parent.userId, {
      title: 'Léo et l’étoile',
      paragraphs: PARAGRAPHS,
      scenes: [
        { moment: 'opening', paragraph: 0, caption: 'Une étoile tombe.' },
        { moment: 'resolution', paragraph: 1, caption: 'L’étoile remonte.' },
      ],
    });
    await signInThroughUi(page, parent.email, parent.password);
    await page.goto(`/story/${id}`);

    // Act — the consent line first, then each paragraph read, listened to, one read again.
    await page.getByRole('button', { name: 'Enregistrer ma voix' }).click({ timeout: 15_000 });
    await expect(page.getByTestId('voice-consent')).toContainText('jamais envoyés à une intelligence artificielle');
    await expect(paragraphGroup(page, 1)).toHaveCount(0);
    await page.getByRole('button', { name: "J'ai compris, commencer" }).click();
    await expectNoAxeViolations(page);
    await recordParagraph(page, 1, 'Enregistrer');
    await paragraphGroup(page, 1).getByRole('button', { name: 'Écouter' }).click();
    const preview = paragraphGroup(page, 1).getByTestId('voice-preview');
    await expect.poll(() => preview.evaluate((audio) => (audio as unknown as { readyState: number }).readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await preview.evaluate((audio) => (audio as unknown as { error: unknown }).error)).toBeNull();
    await recordParagraph(page, 1, 'Refaire');
    await recordParagraph(page, 2, 'Enregistrer');

    // Assert — the whole story recorded, the player plays the parent's voice and the read-along follows it.
    await expect(page.getByTestId('voice-recorder').getByRole('status').first()).toContainText('Toute l’histoire est enregistrée');
    const player = page.getByRole('region', { name: "Narration de l'histoire" });
    await expect(player.locator('audio')).toHaveAttribute('src', /story_voice/, { timeout: 15_000 });
    await player.getByRole('button', { name: 'Lecture' }).click();
    const text = page.getByTestId('story-text');
    await expect(text.locator('p[data-reading="true"]')).toHaveText(PARAGRAPHS[0]!, { timeout: 10_000 });
    await expect(text.locator('p[data-reading="true"]')).toHaveText(PARAGRAPHS[1]!, { timeout: 15_000 });
    await expect(player.locator('audio')).toHaveAttribute('src', /paragraph-2/);

    // Assert — in the data export, one link a paragraph that serves the recording.
    const token = await idTokenOf(request, parent);
    const exported = (await (await request.get('/api/me/export', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      stories: { id: string; media: { parentVoice?: { paragraph: number; audio: string; contentType: string }[] } }[];
    };
    const parentVoice = exported.stories.find((story) => story.id === id)!.media.parentVoice!;
    expect(parentVoice.map((entry) => [entry.paragraph, entry.contentType])).toEqual([
      [1, 'audio/webm'],
      [2, 'audio/webm'],
    ]);
    const recording = await request.get(parentVoice[0]!.audio);
    expect(recording.status()).toBe(200);

    // Assert — another parent can neither record on this story nor delete its recording: it is not found, in French.
    const otherToken = await idTokenOf(request, other);
    const put = await request.put(`/api/stories/${id}/voice/paragraphs/1?durationMs=1000`, {
      headers: { authorization: `Bearer ${otherToken}`, 'content-type': 'audio/webm' },
      data: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]),
    });
    expect(put.status()).toBe(404);
    expect(await put.json()).toEqual({ message: STORY_MESSAGES.storyNotFound });
    const removal = await request.delete(`/api/stories/${id}/voice`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(removal.status()).toBe(404);
    // And the owner's bad input gets a French 4xx: a paragraph the story does not have, a file that is not audio.
    const third = await request.put(`/api/stories/${id}/voice/paragraphs/3?durationMs=1000`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/webm' },
      data: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]),
    });
    expect([third.status(), await third.json()]).toEqual([404, { message: VOICE_MESSAGES.paragraphNotFound }]);
    const notAudio = await request.put(`/api/stories/${id}/voice/paragraphs/1?durationMs=1000`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/webm' },
      data: Buffer.from('<html>bonjour</html>'),
    });
    expect([notAudio.status(), await notAudio.json()]).toEqual([415, { message: VOICE_MESSAGES.notAudio }]);

    // Act — the parent deletes the recording.
    await page.getByRole('button', { name: 'Supprimer mon enregistrement' }).click();

    // Assert — no player left (this story has no synthetic narration), and the recording's object is gone.
    await expect(player).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(async () => (await request.get(parentVoice[0]!.audio)).status(), { timeout: 10_000 }).toBe(404);
  });

  test("should offer « Voix de papa/maman » and « Voix de synthèse » once the parent's reading is whole, the parent's first", async ({ page, request }) => {
    test.setTimeout(180_000);
    // Arrange — a finished story with its synthetic narration, the parent reading both paragraphs.
    const parent = await createConfirmedParent(request);
    const id = await putPictureBookStory(parent.userId, {
      title: 'Deux voix',
      paragraphs: PARAGRAPHS,
      scenes: [{ moment: 'opening', paragraph: 0, caption: 'Une étoile tombe.' }],
    });
    await putSyntheticNarration(id, parent.userId);
    await signInThroughUi(page, parent.email, parent.password);
    await page.goto(`/story/${id}`);
    const player = page.getByRole('region', { name: "Narration de l'histoire" });
    await expect(player.locator('audio')).toHaveAttribute('src', /story_audio/, { timeout: 15_000 });
    await expect(page.getByRole('radio', { name: 'Voix de papa/maman' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Enregistrer ma voix' }).click();
    await page.getByRole('button', { name: "J'ai compris, commencer" }).click();
    await recordParagraph(page, 1, 'Enregistrer');
    // One paragraph is not the story: the synthetic voice still reads it.
    await expect(page.getByRole('radio', { name: 'Voix de papa/maman' })).toHaveCount(0);
    await recordParagraph(page, 2, 'Enregistrer');

    // Assert — the parent's voice is chosen first and plays.
    await expect(page.getByRole('radio', { name: 'Voix de papa/maman' })).toBeChecked({ timeout: 15_000 });
    await expect(player.locator('audio')).toHaveAttribute('src', /story_voice/);
    await expectNoAxeViolations(page);

    // Act — back to the synthetic voice.
    await page.getByText('Voix de synthèse', { exact: true }).click();

    // Assert — the synthetic narration plays, and its read-along is word by word again.
    await expect(page.getByRole('radio', { name: 'Voix de synthèse' })).toBeChecked();
    await expect(player.locator('audio')).toHaveAttribute('src', /story_audio/);
    await player.getByRole('button', { name: 'Lecture' }).click();
    await expect(page.getByTestId('story-text').locator('[data-word][data-active="true"]')).toHaveCount(1, { timeout: 10_000 });
    await expect(page.getByTestId('story-text').locator('p[data-reading="true"]')).toHaveCount(0);
  });
});
