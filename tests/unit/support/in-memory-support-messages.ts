import type { SupportMessageRepository } from '#core/support/support-message-repository';
import type { SupportMessage } from '#core/support/support-message';
import type { SupportMail, SupportMailer } from '#core/support/support-mails';

/** The support table with the DynamoDB adapter's rules: one partition per parent, ids compared as strings, statuses moved once from `received`. */
export class InMemorySupportMessages implements SupportMessageRepository {
  readonly rows = new Map<string, SupportMessage>();

  private static key(userId: string, messageId: string): string {
    return `${userId}|${messageId}`;
  }

  /** The rate limit's slots per parent: when each was last taken (epoch ms). */
  readonly slots = new Map<string, number[]>();

  async putWithinLimit(message: SupportMessage, limit: { slots: number; freeBefore: Date }): Promise<'stored' | 'limit_reached'> {
    const key = InMemorySupportMessages.key(message.userId, message.messageId);
    if (this.rows.has(key)) throw new Error('ConditionalCheckFailedException');
    const takenAt = this.slots.get(message.userId) ?? Array.from({ length: limit.slots }, () => Number.NEGATIVE_INFINITY);
    const free = takenAt.findIndex((at) => at <= limit.freeBefore.getTime());
    if (free === -1) return 'limit_reached';
    takenAt[free] = Date.parse(message.createdAt);
    this.slots.set(message.userId, takenAt);
    this.rows.set(key, { ...message });
    return 'stored';
  }

  async markSent(userId: string, messageId: string, update: { at: Date; acknowledgement: 'sent' | 'failed' }): Promise<boolean> {
    return this.moveOn(userId, messageId, { status: 'sent', sentAt: update.at.toISOString(), updatedAt: update.at.toISOString(), acknowledgement: update.acknowledgement });
  }

  async markFailed(userId: string, messageId: string, update: { at: Date; failure: string }): Promise<boolean> {
    return this.moveOn(userId, messageId, { status: 'send_failed', updatedAt: update.at.toISOString(), failure: update.failure });
  }

  /** The parent's rows, oldest first. */
  of(userId: string): SupportMessage[] {
    return [...this.rows.values()].filter((row) => row.userId === userId).sort((a, b) => a.messageId.localeCompare(b.messageId));
  }

  private moveOn(userId: string, messageId: string, changes: Partial<SupportMessage>): boolean {
    const row = this.rows.get(InMemorySupportMessages.key(userId, messageId));
    if (row?.status !== 'received') return false;
    Object.assign(row, changes);
    return true;
  }
}

/** A mailer that keeps what it was given, and fails the mails that `failWhen` picks (as SES refusing them). */
export class RecordingMailer implements SupportMailer {
  readonly sent: SupportMail[] = [];

  constructor(private readonly failWhen: (mail: SupportMail) => Error | undefined = () => undefined) {}

  async send(mail: SupportMail): Promise<void> {
    const failure = this.failWhen(mail);
    if (failure) throw failure;
    this.sent.push(mail);
  }
}
