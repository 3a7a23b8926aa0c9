import { ADMIN_MESSAGES, type AdminParentLookupRequest, type AdminParentLookupResponse } from '#shared/admin';
import type { AccountRepository } from '#core/accounts/account-repository';
import type { UserFinder } from '#core/auth/user-directory';
import type { Caller } from '#core/caller';
import { NotFoundError } from '#core/errors';
import { logger } from '#core/logger';
import { requireAdmin } from './require-admin';
import { adminCreditsOf } from './set-user-credits';

export interface FindParentsPorts {
  users: UserFinder;
  accounts: Pick<AccountRepository, 'get'>;
}

/**
 * The /AdminSync credit form's lookup (`POST /api/admin/credits/lookup`, admins only, DESIGN departure 10): the
 * sign-ins with this address in the user pool, each with its account's four numbers read consistently (the form
 * shows them, and sends them back as the values its change expects), or null when the parent never came to the
 * app or is being deleted. Read only: finding a parent creates no account (the parent's first visit does).
 */
export async function findParentsByEmail(ports: FindParentsPorts, caller: Caller, request: AdminParentLookupRequest): Promise<AdminParentLookupResponse> {
  requireAdmin(caller);
  const users = await ports.users.findByEmail(request.email);
  if (users.length === 0) throw new NotFoundError(ADMIN_MESSAGES.parentNotFound);
  const parents = await Promise.all(
    users.map(async (user) => {
      const account = await ports.accounts.get(user.userId, { consistent: true });
      return { ...user, credits: account && account.deletingAt === undefined ? adminCreditsOf(account) : null };
    }),
  );
  // Who looked whom up, without the address itself: the user ids are enough to follow it in the logs.
  logger.info('parents found by an admin', { adminUserId: caller.userId, userIds: parents.map((parent) => parent.userId) });
  return { parents };
}
