import { adminCreditsRequestSchema, adminParentLookupRequestSchema, autoSyncRequestSchema } from '#shared/admin';
import { ENV } from '#shared/environment';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { createCognitoUserDirectory } from '#adapters/auth/user-directory';
import { createAdminRepository } from '#adapters/admin/admin-repository';
import { readAutoSync, toggleAutoSync } from '#core/admin/auto-sync';
import { findParentsByEmail } from '#core/admin/find-parents';
import { requireAdmin } from '#core/admin/require-admin';
import { setUserCredits } from '#core/admin/set-user-credits';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json, parseBody } from '#adapters/http/http';
import { createReconcileRepository } from '#adapters/reconcile/reconcile-repository';

const client = dynamoDocumentClient();
const accountsTable = requireEnv(ENV.accountsTable);
const users = createCognitoUserDirectory(requireEnv(ENV.userPoolId));
const accounts = createAccountRepository(client, accountsTable);
const reconcile = createReconcileRepository(client, { accounts: accountsTable, stories: requireEnv(ENV.storiesTable) });
const admin = createAdminRepository(client, accountsTable);

/**
 * The operators' calls of /AdminSync (DESIGN "API": manual_update_user_credits and its lookup by e-mail, toggle_auto_sync), for the
 * Cognito group `admins` only: anyone else gets the French 403 before their body is even read.
 */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  requireAdmin(caller);
  switch (event.routeKey) {
    case 'POST /api/admin/credits':
      return json(200, await setUserCredits({ accounts, reconcile, admin }, caller, parseBody(event, adminCreditsRequestSchema)));
    case 'POST /api/admin/credits/lookup':
      return json(200, await findParentsByEmail({ users, accounts }, caller, parseBody(event, adminParentLookupRequestSchema)));
    case 'GET /api/admin/auto-sync':
      return json(200, await readAutoSync({ admin }, caller));
    case 'POST /api/admin/auto-sync':
      return json(200, await toggleAutoSync({ admin }, caller, parseBody(event, autoSyncRequestSchema)));
    default:
      throw new NotFoundError();
  }
});
