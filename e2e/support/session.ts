import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughUi } from './auth';
import { createConfirmedParent, type TestParent } from './parents';

/** A new confirmed parent, signed in through /auth in this page. */
export async function signedInParent(page: Page, request: APIRequestContext): Promise<TestParent> {
  const parent = await createConfirmedParent(request);
  await signInThroughUi(page, parent.email, parent.password);
  return parent;
}

/** /app once its checks are done (the main button is no longer 'Chargement...'). */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/app');
  await expect(page.getByRole('button', { name: 'Chargement...' })).toHaveCount(0, { timeout: 15_000 });
}
