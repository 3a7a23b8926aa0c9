import type { SupportMessage } from './support-message';

/** The support messages of one parent, always inside their own `userId` partition. */
export interface SupportMessageRepository {
  /**
   * Stores a new message (status `received`) if the parent has a free slot of the rate limit, in one
   * transaction that takes the slot (free: never taken, or taken before `limit.freeBefore`), puts the
   * message (never over another) and checks that the account exists and is not being deleted
   * (AccountDeletedError otherwise). `limit_reached` when every slot was taken since `freeBefore`: the
   * slots are items taken under a condition, so concurrent messages can never take more than `limit.slots`.
   */
  putWithinLimit(message: SupportMessage, limit: { slots: number; freeBefore: Date }): Promise<'stored' | 'limit_reached'>;
  /** `received` → `sent`; false when the row is gone or already moved on. */
  markSent(userId: string, messageId: string, update: { at: Date; acknowledgement: 'sent' | 'failed' }): Promise<boolean>;
  /** `received` → `send_failed` with the error's name; false when the row is gone or already moved on. */
  markFailed(userId: string, messageId: string, update: { at: Date; failure: string }): Promise<boolean>;
}

/**
 * The rate limit's slots: items of the parent's own partition of the accounts table, beside `ACCOUNT`,
 * the `LEDGER#…` entries and the lease (all read by key or prefix). Each holds when it was last taken;
 * deleted with the partition (DELETE /api/me), and not exported (they say nothing the messages do not).
 */
export const SUPPORT_SLOT_SK_PREFIX = 'SUPPORT_SLOT#';
export const supportSlotSk = (slot: number): string => `${SUPPORT_SLOT_SK_PREFIX}${String(slot)}`;
