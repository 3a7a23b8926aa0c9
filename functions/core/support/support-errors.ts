import { SUPPORT_MESSAGES } from '#shared/support';
import { DomainError } from '#core/errors';

/** 429: the parent already sent SUPPORT_RATE_LIMIT.messages messages in the last hour; nothing was stored. */
export class SupportRateLimitError extends DomainError {
  override readonly name = 'SupportRateLimitError';
  readonly status = 429;
  constructor(message: string = SUPPORT_MESSAGES.tooMany) {
    super(message);
  }
}

/**
 * 502: SES did not take the mail to the operator. The message stays stored (`send_failed`, with the error's
 * name), so an operator can still read and answer it; the parent is told, in the spec's words, to try again.
 */
export class SupportMessageNotSentError extends DomainError {
  override readonly name = 'SupportMessageNotSentError';
  readonly status = 502;
  constructor(message: string = SUPPORT_MESSAGES.sendFailed) {
    super(message);
  }
}
