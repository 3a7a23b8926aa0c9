import { API_MESSAGES } from '#shared/messages';
import type { Caller } from '#core/caller';
import { ForbiddenError } from '#core/errors';

/**
 * The operator tools answer only to the Cognito group `admins` (DESIGN departure 4), read from the token's
 * `cognito:groups` claim that API Gateway (or the twin) verified: anyone else gets the French 403 through the
 * one error mapper, before any input is read.
 */
export function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new ForbiddenError(API_MESSAGES.adminOnly);
}
