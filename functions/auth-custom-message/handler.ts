import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { ENV } from '#shared/environment';
import { buildCustomMessage, customMessageEventSchema, siteUrlOf } from '#core/auth/custom-message';
import { requireEnv } from '#core/config';
import { logger } from '#core/logger';
// Installs Powertools' Logger as the sink of the domain's logger (core holds no AWS library).
import '#adapters/observability/powertools-logger';

const siteUrl = siteUrlOf(requireEnv(ENV.siteDomain));

/**
 * Cognito CustomMessage trigger: the French confirmation and reset e-mails, with the code and a link into
 * the site. Any other message goes back unchanged, and Cognito sends the pool's default one.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const parsed = customMessageEventSchema.safeParse(event);
  if (!parsed.success) {
    // The pool's default message still carries the code, so the parent is not left without one.
    // Only the paths are logged: the event holds the parent's attributes.
    logger.warn('Unexpected CustomMessage event, default message kept', { issues: parsed.error.issues.map((issue) => issue.path.join('.')) });
    return event;
  }
  const message = buildCustomMessage(parsed.data, siteUrl);
  if (!message) return event;
  return { ...event, response: { ...event.response, ...message } };
};
