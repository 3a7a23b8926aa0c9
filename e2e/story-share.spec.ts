import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { putPictureBookStory } from './support/twin-data';

const TITLE = 'Léa et la lune timide';
const PARAGRAPHS = ['Léa vit la lune se cacher.', 'Elle lui chanta une chanson douce.', 'La lune sourit et revint briller.'];

test.describe('the private link for the family (issue 31, item 2)', () => {
  test('should share a story for 7 days, open it without an account, list the link on the account page and end it there', async ({ page, browser, request, context, baseURL }) => {
    test.setTimeout(120_000);
    // Arrange — a finished story with three pictures, put straight in the twin.
    const parent = await createConfirmedParent(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInThroughUi(page, parent.email, parent.password);
    const id = await putPictureBookStory(parent.userId, {
      title: TITLE,
      paragraphs: PARAGRAPHS,
      scenes: [
        { moment: 'opening', paragraph: 0, caption: 'La lune se cache.' },
        { moment: 'problem', paragraph: 1, caption: 'Léa chante.' },
        { moment: 'resolution', paragraph: 2, caption: 'La lune brille.' },
      ],
    });
    await page.goto(`/story/${id}`);

    // Act — the parent picks 7 days, makes the link and copies it.
    const share = page.getByRole('region', { name: 'Partager avec la famille' });
    await share.getByRole('radio', { name: '7 jours' }).check({ timeout: 15_000 });
    await share.getByRole('button', { name: 'Créer un lien privé' }).click();
    const linkField = share.getByRole('textbox', { name: 'Lien à envoyer' });
    await expect(linkField).toHaveValue(/\/partage\/[A-Za-z0-9_-]{43}$/);
    const url = await linkField.inputValue();
    await share.getByRole('button', { name: 'Copier le lien' }).click();

    // Assert — copied, valid 7 days, and the story page stays accessible.
    await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(url);
    const inSevenDays = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(Date.now() + 7 * 24 * 3600 * 1000));
    await expect(share.getByText(`Un lien est actif jusqu’au ${inSevenDays}.`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Act — a grandparent opens the link in a browser with no account.
    const family = await browser.newContext({ baseURL });
    const visitor = await family.newPage();
    await visitor.goto(url);

    // Assert — the story, its pictures and the first name; nothing of the parent; kept out of search engines.
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByText('Une histoire pour Léa')).toBeVisible();
    for (const paragraph of PARAGRAPHS) await expect(visitor.getByText(paragraph)).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'La lune brille.' })).toBeVisible();
    await expect(visitor.getByText('Ensemble, on va plus loin.')).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The media's signed URLs name the story's objects (their keys hold its id): the rest of the page names nothing.
    const shown = await visitor.evaluate<string>(`(() => {
      const page = document.documentElement.cloneNode(true);
      for (const medium of page.querySelectorAll('img[src], audio[src]')) medium.removeAttribute('src');
      return page.outerHTML + JSON.stringify(localStorage) + document.cookie;
    })()`);
    for (const secret of [parent.email, parent.firstName, parent.userId, id]) expect(shown).not.toContain(secret);
    await expect(visitor.getByRole('button', { name: /Créer|Désactiver|Enregistrer/ })).toHaveCount(0);
    await expectNoAxeViolations(visitor);

    // Act — the parent ends the link from the account page.
    await page.goto('/account');
    const links = page.getByRole('region', { name: 'Liens partagés' });
    await expect(links.getByRole('link', { name: TITLE })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await links.getByRole('button', { name: `Désactiver le lien de « ${TITLE} »` }).click();

    // Assert — gone from the list, and the link no longer opens the story.
    await expect(links.getByText('Aucun lien actif.')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Lien indisponible' })).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByText("Ce lien n'existe pas ou n'est plus valable.", { exact: false })).toBeVisible();
    await expect(visitor.getByText(PARAGRAPHS[0]!)).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await family.close();
  });
});
