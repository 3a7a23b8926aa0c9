import { DomainError } from '#core/errors';

/**
 * One image regeneration at a time per parent: each one may cost an OpenAI drawing, so a parent (or a
 * script with their token) cannot start many at once. The lease is an item of the parent's own partition
 * of the accounts table, taken under a condition and given back at the end by its owner only.
 */
export interface ImageRegenerationLeaseRepository {
  /**
   * A token to give back, or undefined when another regeneration of this parent holds the lease.
   * AccountDeletedError when the parent's account is gone or being deleted.
   */
  acquire(userId: string, now: Date): Promise<string | undefined>;
  /** Gives the lease back, only if `token` still holds it (an expired lease may have been taken since). */
  release(userId: string, token: string): Promise<void>;
}

/** The lease item's sort key, beside `ACCOUNT` and the `LEDGER#…` entries (which are read by prefix). */
export const IMAGE_REGENERATION_LEASE_SK = 'LEASE#IMAGE_REGENERATION';

/**
 * Longer than the generate-image function's timeout (29 s), so a lease is never taken over while its
 * regeneration still runs; short enough that one whose function died is free again within a minute.
 */
export const IMAGE_REGENERATION_LEASE_MS = 60_000;

/** 429: another regeneration of the same parent is running. */
export class ImageRegenerationBusyError extends DomainError {
  override readonly name = 'ImageRegenerationBusyError';
  readonly status = 429;
}
