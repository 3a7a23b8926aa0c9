import { addLocalAdmin, removeLocalAdmin } from '../../infra/local/admin-group';

/**
 * Operators for journeys about admin tools: a signed-up parent put in (or out of) the `admins` Cognito group
 * of the twin Playwright started (its data folder is E2E_DATA_DIR), by the same code as `npm run admin`
 * (infra/local/admin-group.ts: AdminAddUserToGroup on the running twin's Cognito).
 *
 * The group reaches the API through the tokens' `cognito:groups` claim, written when a token is minted: a
 * parent already signed in keeps a token without it. Call `makeAdmin` BEFORE `signInThroughUi`, or sign in
 * again afterwards (a reload is not enough: Amplify reuses its stored tokens until they expire).
 */
export async function makeAdmin(email: string): Promise<void> {
  await addLocalAdmin(e2eDataDir(), email);
}

/** The reverse, with the same caveat: the parent's current tokens still carry the group until they sign in again. */
export async function revokeAdmin(email: string): Promise<void> {
  await removeLocalAdmin(e2eDataDir(), email);
}

function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return dataDir;
}
