import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STORY_MESSAGES } from '../shared/stories';
import { VOICE_MESSAGES } from '../shared/voice';
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
    test.setTimeout(120_000);
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
    await recordParagraph(page, 1, 'Enregistrer');
    await paragraphGroup(page, 1).getByRole('button', { name: 'Écouter' }).click();
    const preview = paragraphGroup(page, 1).getByTestId('voice-preview');
    await expect.poll(() => preview.evaluate((audio: HTMLAudioElement) => audio.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await preview.evaluate((audio: HTMLAudioElement) => audio.error)).toBeNull();
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
});
