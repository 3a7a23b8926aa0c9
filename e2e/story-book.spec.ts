import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { putPictureBookStory } from './support/twin-data';

test.describe('the picture book to print (issue 31, item 3)', () => {
  test("should download the story's PDF book from « Télécharger le livre »", async ({ page, request }) => {
    test.setTimeout(90_000);
    // Arrange — a finished story with three pictures, put straight in the twin.
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    const id = await putPictureBookStory(parent.userId, {
      title: 'Léo et l’étoile « filante »',
      paragraphs: ['Léo vit une étoile tomber.', 'Il la chercha toute la nuit.', 'Il la rendit au ciel.'],
      scenes: [
        { moment: 'opening', paragraph: 0, caption: 'Une étoile tombe.' },
        { moment: 'problem', paragraph: 1, caption: 'Léo cherche.' },
        { moment: 'resolution', paragraph: 2, caption: 'L’étoile remonte.' },
      ],
    });
    await page.goto(`/story/${id}`);

    // Act
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le livre' }).click({ timeout: 15_000 });
    const download = await downloading;

    // Assert — a PDF named after the title, whose pages are the cover, the three scenes and the moral.
    expect(download.suggestedFilename()).toBe('Léo et l’étoile « filante ».pdf');
    const pdf = readFileSync((await download.path())!).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page /g)).toHaveLength(5);
    await expect(page).toHaveURL(new RegExp(`/story/${id}$`));
  });
});
