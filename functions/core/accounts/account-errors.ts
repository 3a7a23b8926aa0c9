import { PRIVACY_MESSAGES } from '#shared/privacy';
import { DomainError } from '#core/errors';

/**
 * The caller's account was deleted, or is being deleted (DELETE /api/me). Their token may stay valid for up
 * to an hour after the deletion (Cognito cannot revoke an ID token), so every write checks the account,
 * and answers this: a 401, since the sign-in it names no longer exists.
 */
export class AccountDeletedError extends DomainError {
  override readonly name = 'AccountDeletedError';
  readonly status = 401;
  constructor(message: string = PRIVACY_MESSAGES.accountDeleted) {
    super(message);
  }
}
