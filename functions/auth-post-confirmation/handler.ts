import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { ENV } from '#shared/environment';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { openAccountOnConfirmation, postConfirmationEventSchema } from '#core/auth/post-confirmation';
import { requireEnv } from '#core/config';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { logger } from '#core/logger';
// Installs Powertools' Logger as the sink of the domain's logger (core holds no AWS library).
import '#adapters/observability/powertools-logger';

const accounts = createAccountRepository(dynamoDocumentClient(), requireEnv(ENV.accountsTable));

/**
 * Cognito PostConfirmation trigger: the parent's account and its welcome credit exist as soon as the
 * e-mail is confirmed, so no API function needs to ask the user pool whether a caller exists. Cognito
 * expects the event back. A failure is logged, not thrown: Cognito would confirm the user all the same but
 * answer the parent's confirmation with an error, and the parent's first request opens the account anyway
 * (getOrCreateAccount, with the same conditioned transaction).
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  const parsed = postConfirmationEventSchema.safeParse(event);
  if (!parsed.success) {
    // Only the paths are logged: the event holds the parent's attributes.
    logger.warn('Unexpected PostConfirmation event, no account opened', { issues: parsed.error.issues.map((issue) => issue.path.join('.')) });
    return event;
  }
  try {
    const outcome = await openAccountOnConfirmation(accounts, parsed.data, new Date());
    logger.info('Account opening on confirmation', { outcome, triggerSource: parsed.data.triggerSource });
  } catch (error) {
    logger.error('Account opening on confirmation failed; the first request will open it', { error: error instanceof Error ? error.name : 'unknown' });
  }
  return event;
};
