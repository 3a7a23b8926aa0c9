import { ulid } from 'ulid';
import { SUPPORT_MESSAGES, SUPPORT_RATE_LIMIT, type SupportRequest, type SupportResponse } from '#shared/support';
import type { AccountRepository } from '#core/accounts/account-repository';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { Caller } from '#core/caller';
import { ForbiddenError, UnauthorizedError } from '#core/errors';
import { logger } from '#core/logger';
import { SupportMessageNotSentError, SupportRateLimitError } from './support-errors';
import { failureName, type SupportMessage } from './support-message';
import type { SupportMessageRepository } from './support-message-repository';
import { acknowledgementMail, operatorMail, type SupportMailer } from './support-mails';

export interface SendSupportMessagePorts {
  /** The parent's account: read (created if need be) first, so a token that outlives its deletion sends nothing. */
  accounts: AccountRepository;
  messages: SupportMessageRepository;
  mailer: SupportMailer;
  /** Where the parents' messages go (the stack's `supportEmail`). */
  operatorAddress: string;
  now?: () => Date;
  /** A time-ordered id made at `now` (a ULID). */
  newId?: (now: Date) => string;
}

/**
 * `POST /api/support` (spec part 1 §2 and §8, send-support-email). The caller's address is the session's:
 * without one, the spec's 'Vous devez être connecté pour envoyer un message'. At most five messages in any
 * rolling hour per parent: each message takes one of five slots of their partition under a condition, in
 * the transaction that stores it, so a burst sent at once is held to five too. The message is stored
 * first (`received`), then mailed to the operator with the parent as Reply-To, then acknowledged to the
 * parent. If the operator's mail fails, the row stays (`send_failed`, with the error's name) and the parent
 * gets a French 502; a failed acknowledgement alone does not fail the request, since the operator has the
 * message and will answer.
 */
export async function sendSupportMessage(ports: SendSupportMessagePorts, caller: Caller, request: SupportRequest): Promise<SupportResponse> {
  const now = ports.now ?? (() => new Date());
  const newId = ports.newId ?? ((at: Date) => ulid(at.getTime()));
  const email = caller.email?.trim();
  if (!email) throw new UnauthorizedError(SUPPORT_MESSAGES.notLoggedIn);
  if (request.userEmail !== undefined && request.userEmail.toLowerCase() !== email.toLowerCase()) throw new ForbiddenError(SUPPORT_MESSAGES.otherAddress);

  const receivedAt = now();
  // A deleted (or being deleted) account: AccountDeletedError, nothing stored, nothing mailed.
  await getOrCreateAccount(ports.accounts, caller, receivedAt);
  const at = receivedAt.toISOString();
  const stored: SupportMessage = {
    userId: caller.userId,
    messageId: newId(receivedAt),
    email,
    message: request.message,
    status: 'received',
    createdAt: at,
    updatedAt: at,
  };
  const limit = { slots: SUPPORT_RATE_LIMIT.messages, freeBefore: new Date(receivedAt.getTime() - SUPPORT_RATE_LIMIT.windowMs) };
  if ((await ports.messages.putWithinLimit(stored, limit)) === 'limit_reached') throw new SupportRateLimitError();
  const { messageId } = stored;

  try {
    await ports.mailer.send(operatorMail({ operator: ports.operatorAddress, parentEmail: email, userId: caller.userId, messageId, message: stored.message, receivedAt }));
  } catch (error) {
    const failure = failureName(error);
    // Ids and the error's name only: never the address or the text.
    logger.warn('Support message not sent to the operator; kept as send_failed', { messageId, failure });
    await ports.messages.markFailed(caller.userId, messageId, { at: now(), failure }).catch((markError: unknown) => {
      logger.error('Support message status not recorded (the row stays received)', { messageId, failure: failureName(markError) });
    });
    throw new SupportMessageNotSentError();
  }

  let acknowledgement: 'sent' | 'failed' = 'sent';
  try {
    await ports.mailer.send(acknowledgementMail({ parentEmail: email, messageId }));
  } catch (error) {
    // In the SES sandbox an unverified parent address is refused: the operator still has the message.
    acknowledgement = 'failed';
    logger.warn('Support acknowledgement not sent to the parent', { messageId, failure: failureName(error) });
  }
  await ports.messages.markSent(caller.userId, messageId, { at: now(), acknowledgement }).catch((error: unknown) => {
    // The mails went out: the parent's answer is a success; the row only still says `received`.
    logger.error('Support message status not recorded (the row stays received)', { messageId, failure: failureName(error) });
  });
  return { id: messageId, status: 'sent' };
}
