import type { ImageRegenerationLeaseRepository } from '#core/stories/image-regeneration-lease-repository';

/** The image regeneration lease with the DynamoDB adapter's rule: free when absent or expired; given back by its owner only. */
export class InMemoryLease implements ImageRegenerationLeaseRepository {
  readonly held = new Map<string, { token: string; until: number }>();
  private next = 0;

  constructor(private readonly durationMs = 60_000) {}

  async acquire(userId: string, now: Date): Promise<string | undefined> {
    const current = this.held.get(userId);
    if (current && current.until >= now.getTime()) return undefined;
    const token = `lease-${(this.next += 1)}`;
    this.held.set(userId, { token, until: now.getTime() + this.durationMs });
    return token;
  }

  async release(userId: string, token: string): Promise<void> {
    if (this.held.get(userId)?.token === token) this.held.delete(userId);
  }
}
